// A close-combat or shooting event in words for the log and the command line (RES-01:
// each side's combat factor, every tactical factor with its rule, the die and the total;
// then the outcome, OUT-02/05..07), read from the event's own fields (factors.ts).
import type { Lang, LogEvent } from '../../engine/contract';
import type { Factor, FactorKey } from './factors';

type T2 = [string, string];

/** Each tactical factor's name (the rules log its key, value and rule id). */
export const FACTOR_NAME: Record<FactorKey, T2> = {
  camp: ['in its camp', 'dans son camp'], bua: ['in the BUA', 'dans la ville'], general: ['general', 'général'],
  uphill: ['uphill', 'en hauteur'], bank: ['defends the bank', 'défend la berge'], buaBank: ['defends the bank', 'défend la berge'],
  flankL: ['left flank overlapped', 'débordé à gauche'], flankR: ['right flank overlapped', 'débordé à droite'],
  rear: ['enemy on its rear', 'ennemi sur l\'arrière'], bad: ['bad going', 'mauvais terrain'],
  support: ['rear support', 'soutien arrière'], psSupport: ['Ps behind', 'Ps en soutien'], aiders: ['aiding shooters', 'tireurs en appui'],
};

const RES: Record<string, T2> = {
  recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['is destroyed', 'est détruit'], none: ['loses, no effect', 'perd, sans effet'],
  surrender: ['surrenders', 'se rend'],
};

const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

/** "CF 4 + 1 general + die 5 = 10" (French: "FC", "dé"). */
function sideWords(cf: unknown, fs: unknown, die: unknown, total: unknown, fr: boolean): string {
  // Each factor by its name in the rulebook's table; our readings say so (no spec ID).
  const ours = (rule: unknown) => (/INTERP/.test(String(rule)) ? (fr ? ' (notre lecture)' : ' (our reading)') : '');
  const items = Array.isArray(fs) ? (fs as Factor[]).map(([v, rule, k]) => `${signed(v)} ${FACTOR_NAME[k] ? FACTOR_NAME[k][fr ? 1 : 0] : k}${ours(rule)}`) : [];
  return [`${fr ? 'FC' : 'CF'} ${cf}`, ...items, `${fr ? '+ dé' : '+ die'} ${die}`].join(' ') + ` = ${total}`;
}

/** An element as the event names it (log-names.ts), or its number in events made without names. */
function name(e: LogEvent, id: unknown, fr: boolean): string {
  const n = (e.nm as { el?: Record<number, [string, string]> } | undefined)?.el?.[id as number];
  return n ? n[fr ? 1 : 0] : String(id);
}

/** The event in words, or null when it carries no factors (events of older builds). */
export function rollWords(e: LogEvent, lang: Lang): string | null {
  const fr = lang === 'fr';
  if (e.ca === undefined || e.cb === undefined) return null;
  const shoot = e.t === 'shoot';
  const [iA, iB] = shoot ? [e.shooter, e.target] : [e.a, e.b];
  // The heading names each element in full (a general with his army); each side's sum by its short name.
  const [A, B] = [name(e, iA, fr), name(e, iB, fr)];
  const [a0, b0] = [A.split(' (')[0], B.split(' (')[0]];
  const a = shoot ? sideWords(e.ca, e.fa, e.dp, e.tp, fr) : sideWords(e.ca, e.fa, e.da, e.ta, fr);
  const b = shoot ? sideWords(e.cb, e.fb, e.dt, e.tt, fr) : sideWords(e.cb, e.fb, e.db, e.tb, fr);
  const head = shoot ? (fr ? `tir de ${A} sur ${B}` : `${A} shoots ${B}`) : (fr ? `combat ${A} contre ${B}` : `combat ${A} against ${B}`);
  const loser = Number(e.loser);
  const L = loser === iA ? a0 : loser === iB ? b0 : name(e, loser, fr).split(' (')[0];
  const res = String(e.res);
  const tie = shoot ? e.tp === e.tt : e.ta === e.tb;
  const out = loser >= 0 ? `${L} ${RES[res] ? RES[res][fr ? 1 : 0] : res}` : tie ? (fr ? 'égalité, sans effet' : 'a tie, no effect') : (fr ? 'sans effet' : 'no effect');
  const sep = fr ? ' ; ' : '; ';
  return `${head}${fr ? ' : ' : ': '}${a0} ${a}${sep}${b0} ${b}${sep}${out}`;
}
