// The Nabis counter and leader values a player may correct from the printed counter
// sheet (issue 15): every value with its provenance, a typed check of what is entered
// (the ranges are those of the rules' own check, checkOverrides), and the `units` and
// `leaders` header rows the engine reads. Pure: no DOM, no storage.
import type { Wire } from '../../engine/canonical';
import type { Lang } from '../../engine/contract';
import type { Provenance } from '../../rules/nabis/data/provenance';
import { LEADERS, type LeaderDef } from '../../rules/nabis/data/leaders';
import { CAVALRY_COUNTER, TEMPLATES, type UnitDef } from '../../rules/nabis/data/units';
import { opt, readOptions, type Opts } from '../../rules/nabis/options';
import { checkOverrides, resolveLeaders, resolveUnits } from '../../rules/nabis/scenario-sparta';
import { checkMapRows, type MapRow } from '../../rules/nabis/data/map-rows';

/** What a value measures: counter strength, quality, movement, shooting (0/1); leader bonus, rating, radius, movement. */
export type Measure = 'sp' | 'q' | 'ma' | 'shoot' | 'bonus' | 'rating' | 'radius' | 'lma';
export type Face = 'front' | 'back' | 'repl' | '';

export interface ValueField {
  key: string;            // 'u:Velites:front:sp', 'l:pretor1:repl:rating'
  kind: 'unit' | 'leader';
  owner: string;          // counter name (TEMPLATES key) or leader id
  name: string;           // what the player reads: the counter's or the leader's name
  face: Face;
  measure: Measure;
  def: number;            // the value used when nobody corrects it
  min: number;
  max: number;
  prov: Provenance;
}

/** Key -> the player's value; only values that differ from the default are kept. */
export type Corrections = Record<string, number>;

// Ranges of checkOverrides (src/rules/nabis/scenario-sparta.ts): counter values 0-9, strength
// at least 1, shooting 0/1; leader values 0-12.
const RANGE: Record<Measure, [number, number]> = { sp: [1, 9], q: [0, 9], ma: [0, 9], shoot: [0, 1], bonus: [0, 12], rating: [0, 12], radius: [0, 12], lma: [0, 12] };
const UNIT_ORDER: [Face, 'sp' | 'q' | 'ma'][] = [['front', 'sp'], ['front', 'q'], ['front', 'ma'], ['back', 'sp'], ['back', 'q'], ['back', 'ma']];
const LEADER_KEYS: ['bonus' | 'rating' | 'radius' | 'ma', Measure][] = [['bonus', 'bonus'], ['rating', 'rating'], ['radius', 'radius'], ['ma', 'lma']];
const REPL_PROV_FALLBACK: Provenance = { src: 'placeholder', note: 'replacement side' };

function rulebookCavalry(options: Record<string, unknown>): boolean {
  return opt(readOptions(options), 'cavalryValues') === 'rulebook';
}

/** Every correctable value, counters first (in the order of the order of battle's counter names), then leaders. */
export function counterFields(options: Record<string, unknown>): ValueField[] {
  const cav = rulebookCavalry(options);
  const out: ValueField[] = [];
  for (const [name, t] of Object.entries(TEMPLATES)) {
    const isCav = cav && t.type === 'Ca';
    for (const [face, m] of UNIT_ORDER) {
      let def = t[face as 'front' | 'back'][m];
      let prov = t.prov[face];
      if (isCav && m !== 'sp') { def = CAVALRY_COUNTER[face as 'front' | 'back'][m]; prov = CAVALRY_COUNTER.prov; }
      out.push({ key: `u:${name}:${face}:${m}`, kind: 'unit', owner: name, name, face, measure: m, def, min: RANGE[m][0], max: RANGE[m][1], prov });
    }
    out.push({ key: `u:${name}::shoot`, kind: 'unit', owner: name, name, face: '', measure: 'shoot', def: t.canShoot ? 1 : 0, min: 0, max: 1, prov: t.prov.canShoot });
  }
  for (const l of LEADERS) {
    for (const [k, m] of LEADER_KEYS) out.push({ key: `l:${l.id}:front:${m}`, kind: 'leader', owner: l.id, name: l.name, face: 'front', measure: m, def: l.front[k], min: RANGE[m][0], max: RANGE[m][1], prov: l.prov[k] ?? REPL_PROV_FALLBACK });
    // 7.6: only a contingent leader has a replacement side in play.
    if (l.role === 'contingent') for (const [k, m] of LEADER_KEYS) out.push({ key: `l:${l.id}:repl:${m}`, kind: 'leader', owner: l.id, name: l.name, face: 'repl', measure: m, def: l.repl[k], min: RANGE[m][0], max: RANGE[m][1], prov: l.prov.repl ?? REPL_PROV_FALLBACK });
  }
  return out;
}

export const isProvisional = (f: ValueField): boolean => f.prov.src === 'placeholder';

const MEASURE_NAME: Record<Measure, { en: string; fr: string }> = {
  sp: { en: 'Strength', fr: 'Force' }, q: { en: 'Quality', fr: 'Qualité' }, ma: { en: 'Movement', fr: 'Mouvement' }, shoot: { en: 'Can shoot (1 yes, 0 no)', fr: 'Peut tirer (1 oui, 0 non)' },
  bonus: { en: 'Bonus', fr: 'Bonus' }, rating: { en: 'Initiative rating', fr: "Valeur d'initiative" }, radius: { en: 'Command radius', fr: 'Rayon de commandement' }, lma: { en: 'Movement', fr: 'Mouvement' },
};
const FACE_NAME: Record<Face, { en: string; fr: string }> = {
  front: { en: 'front', fr: 'recto' }, back: { en: 'back', fr: 'verso' }, repl: { en: 'replacement side', fr: 'face de remplacement' }, '': { en: '', fr: '' },
};

export function measureName(f: ValueField, lang: Lang): string { return MEASURE_NAME[f.measure][lang === 'fr' ? 'fr' : 'en']; }
export function faceName(face: Face, lang: Lang): string { return FACE_NAME[face][lang === 'fr' ? 'fr' : 'en']; }

/** Where the value comes from, in the player's words (the design notes' G-numbers left out). */
export function provenanceText(p: Provenance, lang: Lang): string {
  const fr = lang === 'fr';
  const clean = (s: string) => s.replace(/\(?\bG-\d+\)?:?\s*/g, '').replace(/^suggestion:\s*/, '').trim().replace(/^\((.*)\)$/, '$1');
  if (p.src === 'rulebook') return (fr ? 'Livret, ' : 'Rulebook, ') + p.ref;
  if (p.src === 'derived') return (fr ? 'Déduit : ' : 'Derived: ') + clean(p.how);
  const n = clean(p.note);
  return (fr ? 'Provisoire' : 'Placeholder') + (n ? ` (${n})` : '');
}

export type Checked = { ok: true; value: number } | { ok: false; message: string };

/** Checks what the player typed: a whole number in the field's range, or a message saying which. */
export function checkValue(f: ValueField, text: string, lang: Lang): Checked {
  const s = text.trim();
  const n = /^-?\d{1,3}$/.test(s) ? Number(s) : NaN;
  if (Number.isInteger(n) && n >= f.min && n <= f.max) return { ok: true, value: n };
  const what = measureName(f, lang);
  return {
    ok: false,
    message: lang === 'fr' ? `${what} : un nombre entier de ${f.min} à ${f.max}.` : `${what}: a whole number from ${f.min} to ${f.max}.`,
  };
}

/** A new set of corrections with one value changed; a value equal to the default is no correction. */
export function setValue(fields: ValueField[], corr: Corrections, key: string, value: number): Corrections {
  const f = fields.find((x) => x.key === key);
  if (!f || !Number.isInteger(value) || value < f.min || value > f.max) return corr; // nothing invalid is kept
  const next = { ...corr };
  if (value === f.def) delete next[key];
  else next[key] = value;
  return next;
}

export const valueOf = (f: ValueField, corr: Corrections): number => corr[f.key] ?? f.def;

/** The `units` and `leaders` header rows for the corrections (full rows, as checkOverrides reads them);
 *  absent when nothing is corrected, so an uncorrected header stays as today's. */
export function headerRows(fields: ValueField[], corr: Corrections): { units?: Wire[][]; leaders?: Wire[][] } {
  const units: Wire[][] = [], leaders: Wire[][] = [];
  const touched = (owner: string, kind: string) => fields.some((f) => f.kind === kind && f.owner === owner && corr[f.key] !== undefined);
  const v = (owner: string, kind: 'u' | 'l', face: Face, m: Measure) => {
    const f = fields.find((x) => x.key === `${kind}:${owner}:${face}:${m}`);
    return f ? valueOf(f, corr) : null;
  };
  for (const name of Object.keys(TEMPLATES)) {
    if (!touched(name, 'unit')) continue;
    units.push([name, ...UNIT_ORDER.map(([face, m]) => v(name, 'u', face, m)!), v(name, 'u', '', 'shoot')!]);
  }
  for (const l of LEADERS) {
    if (!touched(l.id, 'leader')) continue;
    const front = LEADER_KEYS.map(([, m]) => v(l.id, 'l', 'front', m)!);
    const repl = LEADER_KEYS.map(([k, m]) => v(l.id, 'l', 'repl', m) ?? l.repl[k]);
    leaders.push([l.id, ...front, ...repl]);
  }
  const out: { units?: Wire[][]; leaders?: Wire[][] } = {};
  if (units.length) out.units = units;
  if (leaders.length) out.leaders = leaders;
  return out;
}

/** The game options with the corrections' rows in place of any earlier ones. */
export function withCorrections(options: Record<string, Wire>, fields: ValueField[], corr: Corrections): Record<string, Wire> {
  const { units: _u, leaders: _l, ...rest } = options;
  const rows = headerRows(fields, corr);
  const out: Record<string, Wire> = { ...rest, ...rows };
  if (checkOverrides(out) !== null) return { ...rest }; // cannot happen with checked values; never send a bad header
  return out;
}

/** The corrections a header's rows make (values that differ from the defaults). A header the
 *  rules refuse gives none: the game would not start anyway. */
export function correctionsOf(options: Record<string, unknown>, fields: ValueField[] = counterFields(options)): Corrections {
  if (checkOverrides(options) !== null) return {};
  const o = readOptions(options);
  return correctionsFrom(fields, resolveUnits(options, true, opt(o, 'cavalryValues') === 'rulebook'), resolveLeaders(options, false));
}

/** The corrections a game's own counter and leader values carry (the game screen has the
 *  state, not the header): compared with the values an uncorrected header would give. */
export function correctionsInState(ud: UnitDef[], ld: LeaderDef[], o: Opts): Corrections {
  // The replacement ratings the late option replRating raises are compared with the raised
  // defaults: the game's values are the ones played.
  const base = resolveLeaders({}, opt(o, 'replRating') === 'differs');
  const fields = counterFields(o).map((f) => {
    const b = f.kind === 'leader' ? base.find((x) => x.id === f.owner) : undefined;
    return b && f.face === 'repl' && f.measure === 'rating' ? { ...f, def: b.repl.rating } : f;
  });
  return correctionsFrom(fields, ud, ld);
}

function correctionsFrom(fields: ValueField[], ud: UnitDef[], ld: LeaderDef[]): Corrections {
  const corr: Corrections = {};
  for (const f of fields) {
    let v: number | undefined;
    if (f.kind === 'unit') {
      const u = ud.find((x) => x.tpl === f.owner);
      if (!u) continue;
      v = f.measure === 'shoot' ? (u.canShoot ? 1 : 0) : u[f.face as 'front' | 'back'][f.measure as 'sp' | 'q' | 'ma'];
    } else {
      const l = ld.find((x) => x.id === f.owner);
      if (!l) continue;
      const k = f.measure === 'lma' ? 'ma' : (f.measure as 'bonus' | 'rating' | 'radius');
      v = l[f.face as 'front' | 'repl'][k];
    }
    if (v !== f.def) corr[f.key] = v;
  }
  return corr;
}

/** "79 provisional values, 0 corrected": the placeholders, and how many values are the player's. */
export function valuesSummary(fields: ValueField[], corr: Corrections, lang: Lang): string {
  const prov = fields.filter((f) => isProvisional(f) && corr[f.key] === undefined).length;
  const n = Object.keys(corr).length;
  return lang === 'fr' ? `${prov} valeurs provisoires, ${n} corrigée${n > 1 ? 's' : ''}` : `${prov} provisional values, ${n} corrected`;
}

// ---- A set of corrected values as a small file a club shares (issue 15, "Sets that a club shares").

export const SET_KIND = 'tessera-nabis-counter-values';
/** A full set of value rows is about 1.5 KB and a fully painted map about 20 KB; anything larger is not ours. */
export const SET_MAX_BYTES = 65536;
const SET_NAME_MAX = 40;

/** A club's set: corrected values and, when painted, the map's rows (absent: the placeholder map). */
export interface ValueSet { name: string; corrections: Corrections; map: MapRow[] }

/** The file's text: the set's name and the same rows a game header carries (`map` only when painted). */
export function exportSet(name: string, fields: ValueField[], corr: Corrections, map: MapRow[] = []): string {
  const rows = headerRows(fields, corr);
  const set: Record<string, unknown> = { kind: SET_KIND, version: 1, name: name.trim().slice(0, SET_NAME_MAX), units: rows.units ?? [], leaders: rows.leaders ?? [] };
  if (map.length) set.map = map;
  return JSON.stringify(set);
}

export type SetProblem = 'tooLarge' | 'notJson' | 'notASet' | 'badValues' | 'badMap';

const SET_PROBLEM: Record<SetProblem, { en: string; fr: string }> = {
  tooLarge: { en: 'This file is too large to be a set of counter values; nothing was changed.', fr: 'Ce fichier est trop gros pour être un jeu de valeurs de pions ; rien n\'a changé.' },
  notJson: { en: 'This file cannot be read as a set of counter values; nothing was changed.', fr: 'Ce fichier ne se lit pas comme un jeu de valeurs de pions ; rien n\'a changé.' },
  notASet: { en: 'This file is not a Nabis set of counter values; nothing was changed.', fr: 'Ce fichier n\'est pas un jeu de valeurs de pions de Nabis ; rien n\'a changé.' },
  badValues: { en: 'This set holds a value out of its range or an unknown counter; nothing was changed.', fr: 'Ce jeu contient une valeur hors limites ou un pion inconnu ; rien n\'a changé.' },
  badMap: { en: 'This set\'s map paints a hex or hexside the map does not have, or a named place; nothing was changed.', fr: 'La carte de ce jeu peint un hex ou un côté absent de la carte, ou un lieu nommé ; rien n\'a changé.' },
};
export const setProblemText = (p: SetProblem, lang: Lang): string => SET_PROBLEM[p][lang === 'fr' ? 'fr' : 'en'];

/** Reads a file's text: checked whole (size first, then shape, then the rules' own check)
 *  before anything is used, so that a bad file changes nothing. */
export function importSet(text: string, options: Record<string, unknown>): { ok: true; set: ValueSet } | { ok: false; problem: SetProblem } {
  if (text.length > SET_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let data: unknown;
  try { data = JSON.parse(text); } catch { return { ok: false, problem: 'notJson' }; }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, problem: 'notASet' };
  const d = data as Record<string, unknown>;
  if (d.kind !== SET_KIND || d.version !== 1 || typeof d.name !== 'string' || d.name.length > SET_NAME_MAX || !Array.isArray(d.units) || !Array.isArray(d.leaders)) return { ok: false, problem: 'notASet' };
  const rows = { units: d.units, leaders: d.leaders };
  if (checkOverrides(rows) !== null) return { ok: false, problem: 'badValues' };
  // Counter names only (a header may name one counter by id; a shared set names counter kinds).
  if ((d.units as unknown[][]).some((r) => !Object.hasOwn(TEMPLATES, r[0] as string))) return { ok: false, problem: 'badValues' };
  if (d.map !== undefined && (checkMapRows(d.map) !== null || (d.map as unknown[]).length === 0)) return { ok: false, problem: 'badMap' };
  return { ok: true, set: { name: d.name, corrections: correctionsOf({ ...options, ...rows }), map: (d.map as MapRow[] | undefined) ?? [] } };
}
