// The language signal and `t`. Both catalogues are small and ship in the first chunk.
import { signal } from '@preact/signals';
import type { Lang, Text } from '../../engine/contract';
import { en, type Key } from './en';
import { fr } from './fr';

export type { Key };
export const catalogues: Record<Lang, Record<Key, string>> = { en, fr };

export function defaultLang(): Lang {
  const l = typeof navigator !== 'undefined' ? navigator.language || '' : '';
  return l.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const lang = signal<Lang>(defaultLang());

export type Params = Record<string, string | number>;

export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A string of the current language (reading `lang` subscribes the component). */
export function t(key: Key, params?: Params, l: Lang = lang.value): string {
  return format(catalogues[l][key], params);
}

/** A rule system's bilingual text in the current language. */
export function tx(text: Text | undefined, l: Lang = lang.value): string {
  return text ? text[l] : '';
}

/** "3 days ago", "just now": when something happened. */
export function duration(ms: number, l: Lang = lang.value): string {
  const min = Math.floor(Math.max(0, ms) / 60000);
  if (min < 1) return t('ago.now', undefined, l);
  if (min < 60) return t('ago.min', { n: min }, l);
  const h = Math.floor(min / 60);
  if (h < 24) return t('ago.hour', { n: h }, l);
  const d = Math.floor(h / 24);
  return d === 1 ? t('ago.day', undefined, l) : t('ago.days', { n: d }, l);
}

/** "3 days", "less than a minute": how long something has waited. */
export function waited(ms: number, l: Lang = lang.value): string {
  const min = Math.floor(Math.max(0, ms) / 60000);
  if (min < 1) return t('wait.now', undefined, l);
  if (min < 60) return t('wait.min', { n: min }, l);
  const h = Math.floor(min / 60);
  if (h < 24) return t('wait.hour', { n: h }, l);
  const d = Math.floor(h / 24);
  return d === 1 ? t('wait.day', undefined, l) : t('wait.days', { n: d }, l);
}
