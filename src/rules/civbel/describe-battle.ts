// English and French for the battle half-phases (movement, shooting, charges, combat,
// victory): units by name, every die with what it needed, and the stand-in's results,
// which describe.ts marks "provisional rule".
import type { LogEvent } from '../../engine/contract';
import type { MoveHow, ResponseOrder } from './game';
import type { Names } from './log-names';
import { nameIn } from './names';

type Ev = LogEvent & { nm?: Names };
type T2 = [string, string];

export const SIDE: T2[] = [['Rome', 'Rome'], ['Carthage', 'Carthage']];
export const side = (x: unknown, fr: boolean): string => (SIDE[Number(x)] ?? SIDE[0])[fr ? 1 : 0];
const name = (e: Ev, key: string, fr: boolean): string => { const n = e.nm?.units[String(e[key])]; return n ? nameIn(n, fr) : fr ? 'une unité' : 'a unit'; };
export const unitOf = (e: Ev, fr: boolean): string => name(e, 'unit', fr);
const targetOf = (e: Ev, fr: boolean): string => name(e, 'target', fr);

export const PHASE: Record<string, T2> = {
  approach: ['approach phase', 'phase d\'approche'],
  longRange: ['long-range missile exchange', 'échange de tirs à longue portée'],
  tactical: ['tactical move phase', 'phase de mouvement tactique'],
  shortRange: ['short-range missile exchange', 'échange de tirs à courte portée'],
  charges: ['charge declarations', 'déclaration des charges'],
  combat: ['combat phase', 'phase de combat'],
};
const phaseOf = (x: unknown, fr: boolean): string => (PHASE[String(x)] ?? PHASE.combat)[fr ? 1 : 0];

export const RESPONSE: Record<ResponseOrder, T2> = {
  auto: ['evade or counter-charge when sensible, otherwise stand', 'esquiver ou contre-charger quand c\'est sensé, sinon tenir'],
  stand: ['stand to receive', 'tenir sur place'],
  evade: ['evade', 'esquiver'],
  counter: ['counter-charge', 'contre-charger'],
};

/** A length in plane units as javelin throws to the half ("3½"). */
export function jt(n: unknown): string {
  const halves = Math.floor(Number(n) / 120);
  return halves === 1 ? '½' : `${Math.floor(halves / 2)}${halves % 2 ? '½' : ''}`;
}
const list = (x: unknown): string => (Array.isArray(x) ? x.join(', ') : '');
const avdWords = (x: unknown, fr: boolean): string => (fr ? `dés moyens ${list(x)}` : `average dice ${list(x)}`);

/** A charge's dice as rolled, when the event carries them ("average dice 4, 3, "). */
const chargeDice = (e: Ev, fr: boolean): string => (Array.isArray(e.pips) && e.pips.length ? `${avdWords(e.pips, fr)}, ` : '');

const HOW: Record<MoveHow, T2> = {
  march: ['marches', 'fait une marche'], advance: ['advances', 'avance'], incline: ['inclines', 'oblique'],
  wheel: ['wheels', 'pivote'], aboutFace: ['faces about', 'fait demi-tour'],
};
const turnWords = (how: string, angle: number, fr: boolean): string => {
  if (how !== 'incline' && how !== 'wheel') return '';
  const dir = angle > 0 ? (fr ? 'à gauche' : 'left') : (fr ? 'à droite' : 'right');
  return ` ${Math.abs(angle)}° ${dir}`;
};

/** The words for a move action. */
export function moveText(unit: string, how: MoveHow, angle: number, fr: boolean): string {
  const far = how === 'aboutFace' ? '' : fr ? ' aussi loin que le jet le permet' : ' as far as the roll allows';
  return `${unit} ${HOW[how][fr ? 1 : 0]}${turnWords(how, angle, fr)}${far} (${fr ? 'règle provisoire' : 'provisional rule'})`;
}

const ZONE: Record<string, T2> = { front: ['front', 'front'], leftFlank: ['left flank', 'flanc gauche'], rightFlank: ['right flank', 'flanc droit'], rear: ['rear', 'arrières'], inside: ['front', 'front'] };
const OUTCOME: Record<string, T2> = {
  bothDp: ['a tie, both take disorder and the melee goes on', 'égalité, désordre des deux côtés, la mêlée continue'],
  melee: ['the loser takes disorder and the melee goes on', 'le perdant subit du désordre, la mêlée continue'],
  retire: ['the loser retires', 'le perdant recule'],
  break: ['the loser breaks', 'le perdant se débande'],
};
const MODIFIER: Record<string, T2> = {
  'A.5 under-strength': ['under strength', 'effectif réduit'], 'A.5 inspiring leader': ['inspiring leader', 'chef galvanisant'],
  'A.5 morale value': ['morale', 'moral'], 'A.5 DPs carried': ['disorder carried', 'désordre subi'], 'A.5 armoured': ['armoured', 'cuirassée'],
  'A.5 integral infantry': ['integral infantry', 'infanterie intégrée'], 'A.5 phalanx depth': ['phalanx depth', 'profondeur de phalange'],
  'A.2 higher ground': ['higher ground', 'terrain plus haut'], 'A.2 defending an obstacle': ['defending an obstacle', 'défense d\'un obstacle'],
  'A.5 flank or rear': ['attacked in flank or rear', 'prise de flanc ou à revers'], 'A.5 no leader (CMB-K11)': ['charging without a leader', 'charge sans chef'],
  'A.5 support': ['support', 'soutien'], 'A.2 broken ground': ['broken ground', 'terrain accidenté'],
};
function side1(e: Ev, i: number, fr: boolean): string {
  const d6 = (e.d6 as number[])[i], cv = (e.cv as number[])[i], score = (e.score as number[])[i];
  const mods = ((e.modifiers as { rule: string; value: number }[][])[i] ?? [])
    .map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${(MODIFIER[m.rule] ?? [fr ? 'modificateur' : 'modifier', fr ? 'modificateur' : 'modifier'])[fr ? 1 : 0]}`).join(', ');
  return fr ? `valeur ${cv} + d6 ${d6}${mods ? `, ${mods}` : ''} = ${score}` : `value ${cv} + d6 ${d6}${mods ? `, ${mods}` : ''} = ${score}`;
}

const SHOT_MOD: Record<string, T2> = {
  'A.4 armoured': ['armoured target', 'cible cuirassée'], 'A.4 cover': ['target in cover', 'cible à couvert'],
  'A.4 unformed light troops': ['unformed light troops', 'troupes légères sans formation'], 'A.4 column': ['target in column', 'cible en colonne'],
};
/** A volley's die modifiers, each once with its value and reason ("-1 armoured target"); the
 *  needed score above already counts them (a -1 to the die is needing one more). */
function shotMods(x: unknown, fr: boolean): string {
  const all = Array.isArray(x) ? (x as { rule: string; value: number }[][]).flat() : [];
  const seen = new Map<string, number>();
  for (const m of all) seen.set(m.rule, m.value);
  return [...seen].map(([rule, value]) => `${value > 0 ? '+' : ''}${value} ${(SHOT_MOD[rule] ?? [fr ? 'modificateur' : 'modifier', 'modificateur'])[fr ? 1 : 0]}`).join(', ');
}

const leaderOf = (e: Ev, fr: boolean): string => { const n = e.nm?.leaders[String(e.leader)]; return n ? nameIn(n, fr) : fr ? 'un chef' : 'a leader'; };
const FATE: Record<string, T2> = {
  killed: ['is killed', 'est tué'], captured: ['is captured', 'est capturé'], lost: ['is lost', 'est perdu'], escapes: ['escapes to', 's\'échappe vers'],
};

export const BATTLE_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  leaderFate: (e, fr) => {
    const f = (FATE[String(e.fate)] ?? FATE.lost)[fr ? 1 : 0];
    const joins = e.fate === 'escapes' ? ` ${name(e, 'joins', fr)}` : '';
    const die = Number(e.d6) > 0 ? (fr ? ` (d6 ${e.d6})` : ` (d6 ${e.d6})`) : '';
    return fr ? `${unitOf(e, true)} détruite, ${leaderOf(e, true)} ${f}${joins}${die}` : `${unitOf(e, false)} destroyed, ${leaderOf(e, false)} ${f}${joins}${die}`;
  },
  halfPhase: (e, fr) => (fr ? `${phaseOf(e.phase, true)} de ${side(e.side, true)}` : `${side(e.side, false)}'s ${phaseOf(e.phase, false)}`),
  halfSkipped: (e, fr) => (fr ? `${phaseOf(e.phase, true)} de ${side(e.side, true)} sautée : aucun choix possible` : `nothing to decide in ${side(e.side, false)}'s ${phaseOf(e.phase, false)}: skipped`),
  exchange: (e, fr) => phaseOf(e.phase, fr),
  unitMoved: (e, fr) => {
    const how = (HOW[e.how as MoveHow] ?? HOW.advance)[fr ? 1 : 0];
    return fr ? `${unitOf(e, true)} ${how}${turnWords(String(e.how), Number(e.angle), true)} : ${avdWords(e.pips, true)}, ${jt(e.rolled)} jets de javelot permis, ${jt(e.dist)} parcourus`
      : `${unitOf(e, false)} ${how}${turnWords(String(e.how), Number(e.angle), false)}: ${avdWords(e.pips, false)}, ${jt(e.rolled)} javelin throws allowed, ${jt(e.dist)} covered`;
  },
  spontaneousMove: (e, fr) => (fr ? `${unitOf(e, true)} avance spontanément : ${avdWords(e.pips, true)}, ${jt(e.dist)} jets de javelot` : `${unitOf(e, false)} advances spontaneously: ${avdWords(e.pips, false)}, ${jt(e.dist)} javelin throws`),
  leftTable: (e, fr) => (fr ? `${unitOf(e, true)} quitte la table et est perdue` : `${unitOf(e, false)} leaves the table and is lost`),
  routEnds: (e, fr) => (fr ? `${unitOf(e, true)} cesse de fuir, loin de tout ennemi` : `${unitOf(e, false)} stops routing, clear of the enemy`),
  rout: (e, fr) => (fr ? `${unitOf(e, true)} fuit en déroute (${avdWords(e.pips, true)})` : `${unitOf(e, false)} routs (${avdWords(e.pips, false)})`),
  volley: (e, fr) => {
    const need = (e.need as number[]).map((n) => `${n}+`).join(', ');
    const m = shotMods(e.mods, fr);
    return fr ? `${unitOf(e, true)} tire sur ${targetOf(e, true)} : d6 ${list(e.dice)} (il faut ${need}${m ? `, dont ${m}` : ''})`
      : `${unitOf(e, false)} shoots at ${targetOf(e, false)}: d6 ${list(e.dice)} (needing ${need}${m ? `, with ${m}` : ''})`;
  },
  shooting: (e, fr) => (fr ? `${unitOf(e, true)} : ${e.hits} touche(s), ${e.dps} point(s) de désordre` : `${unitOf(e, false)}: ${e.hits} hit(s), ${e.dps} disorder point(s)`),
  shootLeader: (e, fr) => (fr ? `tir sur un chef : d6 ${list(e.rolls)}, ${e.hit ? 'touché' : 'manqué'}` : `shooting at a leader: d6 ${list(e.rolls)}, ${e.hit ? 'hit' : 'missed'}`),
  chargeDeclared: (e, fr) => (fr ? `${unitOf(e, true)} déclare une charge sur ${targetOf(e, true)} avec ${e.dice} dé(s)` : `${unitOf(e, false)} declares a charge at ${targetOf(e, false)} with ${e.dice} dice`),
  standingOrder: (e, fr) => (fr ? `ordre permanent de ${unitOf(e, true)} si elle est chargée : ${(RESPONSE[e.order as ResponseOrder] ?? RESPONSE.auto)[1]}` : `standing order for ${unitOf(e, false)} if charged: ${(RESPONSE[e.order as ResponseOrder] ?? RESPONSE.auto)[0]}`),
  chargeResponse: (e, fr) => {
    const r = (RESPONSE[e.response as ResponseOrder] ?? RESPONSE.stand)[fr ? 1 : 0];
    const by = e.standing === 'auto' ? (fr ? 'par défaut' : 'by default') : (fr ? 'sur ordre permanent' : 'by standing order');
    return fr ? `${unitOf(e, true)}, chargée par ${targetOf(e, true)}, choisit de ${r} (${by})` : `${unitOf(e, false)}, charged by ${targetOf(e, false)}, chooses to ${r} (${by})`;
  },
  chargeCancelled: (e, fr) => (fr ? `la charge de ${unitOf(e, true)} sur ${targetOf(e, true)} n'a plus lieu` : `${unitOf(e, false)}'s charge at ${targetOf(e, false)} no longer takes place`),
  counterBlocked: (e, fr) => (fr ? `${unitOf(e, true)} n'a pas la place de contre-charger et tient` : `${unitOf(e, false)} has no room to counter-charge and stands`),
  chargeBlocked: (e, fr) => (fr ? `${unitOf(e, true)} ne trouve pas la place d'atteindre ${targetOf(e, true)}` : `${unitOf(e, false)} finds no room to reach ${targetOf(e, false)}`),
  chargeContact: (e, fr) => (fr ? `${unitOf(e, true)} atteint ${targetOf(e, true)} (${(ZONE[String(e.zone)] ?? ZONE.front)[1]}) : ${chargeDice(e, true)}${jt(e.rolled)} jets de javelot obtenus, ${jt(e.needed)} nécessaires`
    : `${unitOf(e, false)} reaches ${targetOf(e, false)} (${(ZONE[String(e.zone)] ?? ZONE.front)[0]}): ${chargeDice(e, false)}${jt(e.rolled)} javelin throws rolled, ${jt(e.needed)} needed`),
  chargeFailed: (e, fr) => (fr ? `${unitOf(e, true)} n'atteint pas ${targetOf(e, true)} : ${chargeDice(e, true)}${jt(e.rolled)} jets de javelot obtenus, ${jt(e.needed)} nécessaires` : `${unitOf(e, false)} falls short of ${targetOf(e, false)}: ${chargeDice(e, false)}${jt(e.rolled)} javelin throws rolled, ${jt(e.needed)} needed`),
  chargeFailDp: (e, fr) => (fr ? `${unitOf(e, true)} : ${e.dps} point de désordre pour la charge manquée` : `${unitOf(e, false)}: ${e.dps} disorder point for the failed charge`),
  evade: (e, fr) => (fr ? `${unitOf(e, true)} esquive sur ${jt(e.dist)} jets de javelot${Array.isArray(e.pips) ? ` (${avdWords(e.pips, true)})` : ''}` : `${unitOf(e, false)} evades ${jt(e.dist)} javelin throws${Array.isArray(e.pips) ? ` (${avdWords(e.pips, false)})` : ''}`),
  counterCharge: (e, fr) => (fr ? `${unitOf(e, true)} contre-charge ${targetOf(e, true)} et les deux se rencontrent` : `${unitOf(e, false)} counter-charges ${targetOf(e, false)} and they meet`),
  counterChargeShort: (e, fr) => (fr ? `${unitOf(e, true)} contre-charge ${targetOf(e, true)} mais les deux s'arrêtent sans se toucher` : `${unitOf(e, false)} counter-charges ${targetOf(e, false)} but they stop short of each other`),
  melee: (e, fr) => (fr ? `mêlée, ${unitOf(e, true)} : ${side1(e, 0, true)} ; ${targetOf(e, true)} : ${side1(e, 1, true)}` : `melee, ${unitOf(e, false)}: ${side1(e, 0, false)}; ${targetOf(e, false)}: ${side1(e, 1, false)}`),
  combatResult: (e, fr) => (fr ? `résultat : ${unitOf(e, true)} ${e.scoreA}, ${targetOf(e, true)} ${e.scoreB}, écart ${e.diff}, ${(OUTCOME[String(e.outcome)] ?? OUTCOME.melee)[1]}`
    : `result: ${unitOf(e, false)} ${e.scoreA}, ${targetOf(e, false)} ${e.scoreB}, difference ${e.diff}, ${(OUTCOME[String(e.outcome)] ?? OUTCOME.melee)[0]}`),
  specialHits: (e, fr) => (fr ? `${unitOf(e, true)} : ${e.hits} touche(s)` : `${unitOf(e, false)}: ${e.hits} hit(s)`),
  scythedDestroyed: (e, fr) => (fr ? `${unitOf(e, true)} est détruit` : `${unitOf(e, false)} is destroyed`),
  burstThrough: (e, fr) => (fr ? `${unitOf(e, true)} perce les rangs adverses` : `${unitOf(e, false)} bursts through`),
  retire: (e, fr) => (fr ? `${unitOf(e, true)} recule de ${jt(e.dist)} jets de javelot en désordre` : `${unitOf(e, false)} retires ${jt(e.dist)} javelin throws, unformed`),
  break: (e, fr) => (fr ? `${unitOf(e, true)} se débande` : `${unitOf(e, false)} breaks`),
  freeHack: (e, fr) => (fr ? `${unitOf(e, true)} est frappée en fuyant (${e.hacks})` : `${unitOf(e, false)} is cut down as it flees (${e.hacks})`),
  caught: (e, fr) => (fr ? `${unitOf(e, true)} est rattrapée${e.destroyed ? ' et détruite' : ''}` : `${unitOf(e, false)} is caught${e.destroyed ? ' and destroyed' : ''}`),
  rampage: (e, fr) => (fr ? `${unitOf(e, true)} se déchaîne sur ${jt(e.dist)} jets de javelot` : `${unitOf(e, false)} rampages ${jt(e.dist)} javelin throws`),
  lineRelief: (e, fr) => (fr ? `${unitOf(e, true)} relève sa première ligne` : `${unitOf(e, false)} relieves its front line`),
  fatigue: (e, fr) => (fr ? `${unitOf(e, true)} : ${e.dps} point(s) de désordre de fatigue` : `${unitOf(e, false)}: ${e.dps} disorder point(s) from fatigue`),
  obstacle: (e, fr) => (fr ? `${unitOf(e, true)} franchit un obstacle : d6 ${e.d6}, ${e.dps} point(s) de désordre` : `${unitOf(e, false)} crosses an obstacle: d6 ${e.d6}, ${e.dps} disorder point(s)`),
};
