// Names in sentences (ours). French verbs and participles agree with the unit's name
// ("les Numides avancent", "la Légion I est ébranlée"), unit names take their article
// and "de"/"à" contract with it ("des Numides", "à l'Infanterie carthaginoise"); English
// verbs agree in number ("Velites I advance"). The army lists say each name's gender and
// number (army.ts `NameGrammar`); a name they do not describe is said as "l'unité X" /
// "unit X", which is always grammatical.
import type { NameGrammar } from './army';
import { grammarOf, nameIn } from './names';

export interface Noun {
  /** The name as the list gives it in this language. */
  name: string;
  fr: boolean;
  plural: boolean;
  feminine: boolean;
  /** The French article it takes ("les", "la", "le", "l'") or "" for a proper name;
   *  in English "the" for a title, else "". */
  article: string;
}

const VOWEL = /^[aeiouyàâäéèêëîïôöûüœæh]/i;

function noun(english: string, fr: boolean, g: NameGrammar | undefined, kind: 'unit' | 'leader'): Noun {
  const name = nameIn(english, fr);
  if (!g && kind === 'unit') return { name: fr ? `unité ${name}` : `unit ${name}`, fr, plural: false, feminine: true, article: fr ? 'l\'' : '' };
  const gr: NameGrammar = g ?? { fr: 'ms' };
  const plural = fr ? gr.fr.endsWith('p') : gr.plural === true;
  const feminine = gr.fr.startsWith('f');
  const wantsArticle = kind === 'unit' || gr.title === true;
  const article = !wantsArticle ? '' : !fr ? (gr.title ? 'the' : '')
    : plural ? 'les' : VOWEL.test(name) ? 'l\'' : feminine ? 'la' : 'le';
  return { name, fr, plural, feminine, article };
}

export const unitNoun = (english: string, fr: boolean): Noun => noun(english, fr, grammarOf(english), 'unit');
export const leaderNoun = (english: string, fr: boolean): Noun => noun(english, fr, grammarOf(english), 'leader');
/** When the log lost the name: "une unité" / "a unit", "un chef" / "a leader". */
export const someUnit = (fr: boolean): Noun => ({ name: fr ? 'une unité' : 'a unit', fr, plural: false, feminine: true, article: '' });
export const someLeader = (fr: boolean): Noun => ({ name: fr ? 'un chef' : 'a leader', fr, plural: false, feminine: false, article: '' });

/** The name with its article: "les Numides", "l'Infanterie carthaginoise", "the First legate". */
export function the(n: Noun): string {
  if (!n.article) return n.name;
  return n.article.endsWith('\'') ? `${n.article}${n.name}` : `${n.article} ${n.name}`;
}
/** French "de" before the name: "des Numides", "du Premier légat", "de la Légion I", "d'Hasdrubal". */
export function de(n: Noun): string {
  if (n.article === 'les') return `des ${n.name}`;
  if (n.article === 'le') return `du ${n.name}`;
  if (!n.article && VOWEL.test(n.name)) return `d'${n.name}`;
  return `de ${the(n)}`;
}
/** French "à" before the name: "aux Numides", "au Premier légat", "à la Légion I". */
export function a(n: Noun): string {
  if (n.article === 'les') return `aux ${n.name}`;
  if (n.article === 'le') return `au ${n.name}`;
  return `à ${the(n)}`;
}
/** The verb agreeing with the name: vb(n, 'avance', 'avancent'). */
export const vb = (n: Noun, one: string, many: string): string => (n.plural ? many : one);
/** A French participle or adjective agreeing with the name: agree(n, 'ébranlé') → "ébranlées". */
export const agree = (n: Noun, masc: string): string => `${masc}${n.feminine ? 'e' : ''}${n.plural ? 's' : ''}`;
/** The pronoun standing for the name: il, elle, ils, elles; it, they. */
export function pronoun(n: Noun): string {
  if (!n.fr) return n.plural ? 'they' : 'it';
  return `${n.feminine ? 'elle' : 'il'}${n.plural ? 's' : ''}`;
}
/** The possessive: son/sa → leur, its → their (the French form for a feminine-or-not singular noun is given). */
export const its = (n: Noun, one: string): string => (n.fr ? (n.plural ? 'leur' : one) : n.plural ? 'their' : 'its');
/** A count with its noun: "1 point", "2 points", "0 point" in French. */
export function count(k: number, one: string, many: string, fr: boolean): string {
  return `${k} ${(fr ? Math.abs(k) >= 2 : k !== 1) ? many : one}`;
}
