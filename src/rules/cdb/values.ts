// Corrected per-type values (issue 15): players who own the printed counters may correct any
// value of the unit-type catalogue (movement allowance, tactical values against foot and
// mounted, range, artillery's shooting value). The corrections travel in the signed header
// as the `unitValues` row list, are checked before any game is set up, and are applied once,
// when the counters are made (scenario.ts): the rules read a counter's own values, never the
// catalogue. A header without the row plays with the catalogue's values, exactly as before.
import type { Text } from '../../engine/contract';
import type { Provenance } from '../../engine/provenance';
import { CATALOGUE, FAST_MA_BONUS, UNIT_TYPES, type Quality, type UnitType } from './data/units';

/** The header key of the corrections: rows [type, field, value]. */
export const VALUES_KEY = 'unitValues';

export const VALUE_FIELDS = ['ma', 'tvFoot', 'tvMounted', 'range', 'shootTv'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

/** The fields' names for the players (the app's notice and invitation). */
export const VALUE_FIELD_NAMES: Record<ValueField, Text> = {
  ma: { en: 'movement allowance', fr: 'potentiel de mouvement' },
  tvFoot: { en: 'value against foot', fr: 'valeur contre les fantassins' },
  tvMounted: { en: 'value against mounted', fr: 'valeur contre les montés' },
  range: { en: 'range', fr: 'portée' },
  shootTv: { en: 'shooting value', fr: 'valeur de tir' },
};

/** Inclusive bounds a corrected value must lie in (integers): an allowance of at least one
 *  hex, tactical values of a d6 game, a range that stays on a 30-hex map. */
export const VALUE_BOUNDS: Record<ValueField, [number, number]> = {
  ma: [1, 9], tvFoot: [1, 9], tvMounted: [1, 9], range: [1, 9], shootTv: [1, 9],
};

/** At most one row per type and field: the size is checked before any row is read. */
export const MAX_VALUE_ROWS = UNIT_TYPES.length * VALUE_FIELDS.length;

export type Corrections = Partial<Record<UnitType, Partial<Record<ValueField, number>>>>;

/** The catalogue's value of a field for a type; undefined when the type has none (no range
 *  for a type that does not shoot, a shooting value for artillery only). */
export function defaultValue(ty: UnitType, f: ValueField): number | undefined {
  return CATALOGUE[ty][f];
}

/** Why a `unitValues` header entry is unusable, or null. Absent is fine (the defaults). */
export function checkValueRows(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (!Array.isArray(raw)) return `${VALUES_KEY} must be a list of rows [type, field, value]`;
  if (raw.length > MAX_VALUE_ROWS) return `${VALUES_KEY}: ${raw.length} rows, at most ${MAX_VALUE_ROWS} (one per type and field)`;
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const row: unknown = raw[i];
    if (!Array.isArray(row) || row.length !== 3) return `${VALUES_KEY} row ${i + 1}: a row is [type, field, value]`;
    const [ty, f, v] = row as unknown[];
    if (typeof ty !== 'string' || !(UNIT_TYPES as readonly string[]).includes(ty)) return `${VALUES_KEY} row ${i + 1}: unknown unit type ${String(ty)}`;
    if (typeof f !== 'string' || !(VALUE_FIELDS as readonly string[]).includes(f)) return `${VALUES_KEY} row ${i + 1}: unknown field ${String(f)} (one of ${VALUE_FIELDS.join(', ')})`;
    if (defaultValue(ty as UnitType, f as ValueField) === undefined) return `${VALUES_KEY} row ${i + 1}: ${CATALOGUE[ty as UnitType].name.en} have no ${f}`;
    const [lo, hi] = VALUE_BOUNDS[f as ValueField];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) return `${VALUES_KEY} row ${i + 1}: ${f} of ${ty} must be a whole number from ${lo} to ${hi}, not ${String(v)}`;
    const key = `${ty}.${f}`;
    if (seen.has(key)) return `${VALUES_KEY} row ${i + 1}: ${f} of ${ty} is corrected twice`;
    seen.add(key);
  }
  return null;
}

/** The corrections of a header already checked by checkValueRows. */
export function readCorrections(options: Record<string, unknown>): Corrections {
  const out: Corrections = {};
  const rows = (options[VALUES_KEY] as [UnitType, ValueField, number][] | undefined) ?? [];
  for (const [ty, f, v] of rows) (out[ty] ??= {})[f] = v;
  return out;
}

/** A type's value with its correction, if any. */
export function valueOf(ty: UnitType, f: ValueField, corr: Corrections): number | undefined {
  return corr[ty]?.[f] ?? defaultValue(ty, f);
}

export interface CounterValues { ma: number; tvFoot: number; tvMounted: number; range?: number; shootTv?: number }

/** The values a counter of this type and quality carries: catalogue, corrections, then (F) +1
 *  hex of allowance over the (corrected) base type [RECON, spec §5.1]. */
export function counterValues(ty: UnitType, q: Quality, corr: Corrections = {}): CounterValues {
  const v: CounterValues = {
    ma: valueOf(ty, 'ma', corr)! + (q === 'F' ? FAST_MA_BONUS : 0),
    tvFoot: valueOf(ty, 'tvFoot', corr)!,
    tvMounted: valueOf(ty, 'tvMounted', corr)!,
  };
  const range = valueOf(ty, 'range', corr), shootTv = valueOf(ty, 'shootTv', corr);
  if (range !== undefined) v.range = range;
  if (shootTv !== undefined) v.shootTv = shootTv;
  return v;
}

export interface ValueEntry { type: UnitType; field: ValueField; value: number; prov: Provenance }
export interface ValueDifference extends ValueEntry { default: number }

/** For the app's notice and the invitation: the values still provisional (placeholder and
 *  not corrected: a correction equal to the default confirms it) and the corrected values
 *  that differ from the defaults, each with the catalogue's provenance. Catalogue order. */
export function valueReport(corr: Corrections): { provisional: ValueEntry[]; differences: ValueDifference[] } {
  const provisional: ValueEntry[] = [], differences: ValueDifference[] = [];
  for (const ty of UNIT_TYPES) {
    for (const f of VALUE_FIELDS) {
      const d = defaultValue(ty, f);
      if (d === undefined) continue;
      const prov = CATALOGUE[ty].prov[f];
      const c = corr[ty]?.[f];
      if (c === undefined) { if (prov.src === 'placeholder') provisional.push({ type: ty, field: f, value: d, prov }); }
      else if (c !== d) differences.push({ type: ty, field: f, value: c, default: d, prov });
    }
  }
  return { provisional, differences };
}
