// English and French for the battle half-phases (movement, shooting, charges, combat,
// victory): units by name, every die with what it needed, and the stand-in's results,
// which describe.ts marks "provisional rule". French agrees with each unit's name
// (grammar.ts): "les Numides avancent", "la Légion I est ébranlée".
import type { LogEvent } from '../../engine/contract';
import type { MoveHow, ResponseOrder } from './game';
import type { FormTarget, FormTurn } from './formation-action';
import type { Names } from './log-names';
import { a as toFr, agree, count, de, its, leaderNoun, pronoun, someLeader, someUnit, the, unitNoun, vb, type Noun } from './grammar';

type Ev = LogEvent & { nm?: Names };
type T2 = [string, string];

export const SIDE: T2[] = [['Rome', 'Rome'], ['Carthage', 'Carthage']];
/** A side's name: the armies' when the players chose them (the event's `nm.sides`), else Rome and Carthage. */
export const side = (x: unknown, fr: boolean, e?: Ev): string => ((e?.nm?.sides ?? SIDE)[Number(x)] ?? SIDE[0])[fr ? 1 : 0];
/** The unit an event names under `key`, as a noun a sentence can agree with. */
export const nounOf = (e: Ev, key: string, fr: boolean): Noun => { const n = e.nm?.units[String(e[key])]; return n ? unitNoun(n, fr) : someUnit(fr); };
export const leaderNounOf = (e: Ev, fr: boolean): Noun => { const n = e.nm?.leaders[String(e.leader)]; return n ? leaderNoun(n, fr) : someLeader(fr); };
/** The event's unit with its article: "les Numides", "Legion I". */
export const unitOf = (e: Ev, fr: boolean): string => the(nounOf(e, 'unit', fr));
const targetOf = (e: Ev, fr: boolean): string => the(nounOf(e, 'target', fr));

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

/** D19: a unit's orders after winning a combat, in words. */
export const AFTER_COMBAT_WORDS = (pursue: boolean, follow: boolean, fr: boolean): string => (fr
  ? `${pursue ? 'poursuivre' : 'ne pas poursuivre'} un ennemi débandé, ${follow ? 'talonner' : 'ne pas talonner'} un ennemi qui recule`
  : `${pursue ? 'pursue' : 'do not pursue'} a broken enemy, ${follow ? 'follow up' : 'do not follow up'} a retiring one`);

/** A length in plane units as javelin throws to the half ("3½"). */
export function jt(n: unknown): string {
  const halves = Math.floor(Number(n) / 120);
  return halves === 1 ? '½' : `${Math.floor(halves / 2)}${halves % 2 ? '½' : ''}`;
}
/** "3½ javelin throws", "1 javelin throw", "½ jet de javelot", "2 jets de javelot". */
export function jtWords(n: unknown, fr: boolean): string {
  const w = jt(n), h = Math.floor(Number(n) / 120);
  const many = fr ? h >= 4 : h !== 1 && h !== 2;
  return fr ? `${w} ${many ? 'jets' : 'jet'} de javelot` : `${w} javelin ${many ? 'throws' : 'throw'}`;
}
const list = (x: unknown): string => (Array.isArray(x) ? x.join(', ') : '');
const nums = (x: unknown): number[] => (Array.isArray(x) ? (x as unknown[]).map(Number) : []);

/** Average Dice as rolled and added up (A.1: each pip is half a javelin throw, MOV-K1),
 *  each with the d6 it was read from when the event has them (p.7: 1 counts 3, 6
 *  counts 4), so that the die and what it becomes read on one line:
 *  "2 average dice, d6 1 → 3 and d6 4 → 4, 3 + 4 = 7 pips" / "1 dé moyen, d6 6 → 4 points". */
export function avdRoll(x: unknown, fr: boolean, faces?: unknown): string {
  const p = nums(x), sum = p.reduce((a, b) => a + b, 0), d6 = nums(faces);
  const dice = fr ? `${p.length} ${p.length > 1 ? 'dés moyens' : 'dé moyen'}` : `${p.length} average ${p.length > 1 ? 'dice' : 'die'}`;
  const pips = fr ? count(sum, 'point', 'points', true) : count(sum, 'pip', 'pips', false);
  if (d6.length === p.length && p.length) {
    const each = d6.map((d, i) => `d6 ${d} → ${p[i]}`);
    if (p.length === 1) return `${dice}, d6 ${d6[0]} → ${pips}`;
    return `${dice}, ${each.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${each[each.length - 1]}, ${p.join(' + ')} = ${pips}`;
  }
  return p.length > 1 ? `${dice}, ${p.join(' + ')} = ${pips}` : `${dice}, ${pips}`;
}
/** What a pip is worth in a move: "½ javelin throw a pip" or "1 javelin throw a pip (march in column or unformed)". */
function pipWorth(rolled: number, pips: unknown, fr: boolean): string {
  const sum = nums(pips).reduce((a, b) => a + b, 0);
  if (sum <= 0) return '';
  const fast = rolled / sum >= 240;
  return fast ? (fr ? ' à 1 jet de javelot le point (marche en colonne ou sans formation)' : ' at 1 javelin throw a pip (a march in column or unformed)')
    : (fr ? ' à ½ jet de javelot le point' : ' at ½ javelin throw a pip');
}

/** A.2: a move the ground cut short says so (the event carries `rolled` only then). */
const groundStop = (u: Noun, e: Ev, fr: boolean): string => (e.rolled === undefined ? ''
  : fr ? `, ${agree(u, 'arrêté')} par le terrain (${jtWords(e.rolled, true)} aux dés)` : `, stopped by the ground (${jtWords(e.rolled, false)} rolled)`);
/** A.2: a counter-charge whose rolls the ground cut (the event carries `ground` only then);
 *  in French "les deux" agree: feminine only when both units are. */
const slowed = (e: Ev, fr: boolean): string => (!e.ground ? '' : !fr ? ', slowed by the ground'
  : `, ${nounOf(e, 'unit', true).feminine && nounOf(e, 'target', true).feminine ? 'ralenties' : 'ralentis'} par le terrain`);
/** A charge's dice as rolled, when the event carries them. */
const chargeDice = (e: Ev, fr: boolean): string => (Array.isArray(e.pips) && e.pips.length ? `${avdRoll(e.pips, fr, e.d6)}, ` : '');

const HOW: Record<MoveHow, [string, string, string, string]> = {
  march: ['marches', 'march', 'marche', 'marchent'], advance: ['advances', 'advance', 'avance', 'avancent'], incline: ['inclines', 'incline', 'oblique', 'obliquent'],
  wheel: ['wheels', 'wheel', 'pivote', 'pivotent'], aboutFace: ['faces about', 'face about', 'fait demi-tour', 'font demi-tour'],
  slowWalk: ['walks slowly forward', 'walk slowly forward', 'avance au pas', 'avancent au pas'],
  sideStep: ['side-steps', 'side-step', 'fait un pas de côté', 'font un pas de côté'],
  stepBack: ['steps back', 'step back', 'recule', 'reculent'],
};
/** A.3: the moves made without dice, and how far each may go. */
const UNROLLED: Partial<Record<MoveHow, T2>> = {
  slowWalk: ['up to one javelin throw, without dice', 'd\'un jet de javelot au plus, sans dés'],
  sideStep: ['half a javelin throw, without dice', 'd\'un demi-jet de javelot, sans dés'],
  stepBack: ['half a javelin throw, without dice', 'd\'un demi-jet de javelot, sans dés'],
};
const howOf = (n: Noun, how: unknown): string => { const h = HOW[how as MoveHow] ?? HOW.advance; return n.fr ? vb(n, h[2], h[3]) : vb(n, h[0], h[1]); };
const turnWords = (how: string, angle: number, fr: boolean): string => {
  if (how === 'sideStep') return angle > 0 ? (fr ? ' à gauche' : ' to the left') : (fr ? ' à droite' : ' to the right');
  if (how !== 'incline' && how !== 'wheel') return '';
  const dir = angle > 0 ? (fr ? 'à gauche' : 'left') : (fr ? 'à droite' : 'right');
  return ` ${Math.abs(angle)}° ${dir}`;
};

/** The words for a move action. */
export function moveText(unit: Noun, how: MoveHow, angle: number): string {
  const fr = unit.fr;
  const set = UNROLLED[how];
  const far = how === 'aboutFace' ? '' : set ? ` ${set[fr ? 1 : 0]}` : fr ? ' aussi loin que les dés le permettent' : ' as far as the dice allow';
  return `${the(unit)} ${howOf(unit, how)}${turnWords(how, angle, fr)}${far} (${fr ? 'règle provisoire' : 'provisional rule'})`;
}

const ZONE: Record<string, T2> = { front: ['front', 'de front'], leftFlank: ['left flank', 'au flanc gauche'], rightFlank: ['right flank', 'au flanc droit'], rear: ['rear', 'de dos'], inside: ['front', 'de front'] };
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
  return fr ? `valeur de combat ${cv} + d6 ${d6}${mods ? `, ${mods}` : ''} = ${score}` : `combat value ${cv} + d6 ${d6}${mods ? `, ${mods}` : ''} = ${score}`;
}

const SHOT_MOD: Record<string, T2> = {
  'A.4 armoured': ['armoured target', 'cible cuirassée'], 'A.4 cover': ['target in cover', 'cible à couvert'],
  'A.4 unformed light troops': ['unformed light troops', 'troupes légères sans formation'], 'A.4 column': ['target in column', 'cible en colonne'],
};
/** A volley's dice and what each needed: the score of the range (4+ within 1 JT, 5+ beyond)
 *  and each die modifier once with its value and reason; a -1 to the die is needing one more.
 *  "2 d6, 6 and 4, each hitting on 6+ (5+ at this range, -1 armoured target)". */
function volleyDice(e: Ev, fr: boolean): string {
  const dice = nums(e.dice), need = nums(e.need);
  const mods = Array.isArray(e.mods) ? (e.mods as { rule: string; value: number }[][]) : [];
  const base = need.map((n, i) => n + (mods[i] ?? []).reduce((a, m) => a + m.value, 0));
  const seen = new Map<string, number>();
  for (const m of mods.flat()) seen.set(m.rule, m.value);
  const why = [...seen].map(([rule, value]) => `${value > 0 ? '+' : ''}${value} ${(SHOT_MOD[rule] ?? [fr ? 'modificateur' : 'modifier', 'modificateur'])[fr ? 1 : 0]}`).join(', ');
  const same = need.every((n) => n === need[0]) && base.every((b) => b === base[0]);
  const and = (x: string[]) => (x.length > 1 ? `${x.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${x[x.length - 1]}` : x[0] ?? '');
  const head = fr ? `${dice.length} d6 (un par socle qui tire) : ` : `${dice.length} d6 (one a shooting stand): `;
  if (!same) {
    // Stands at different ranges: each die with the score it needed.
    const each = and(dice.map((d, i) => (fr ? `${d} (il faut ${need[i]}+)` : `${d} (needing ${need[i]}+)`)));
    const how = fr ? `4+ à 1 jet de javelot ou moins, 5+ au-delà${why ? `, ${why}` : ''}` : `4+ within 1 javelin throw, 5+ beyond${why ? `, ${why}` : ''}`;
    return `${head}${each} (${how})`;
  }
  const range = why ? ` (${base[0]}+ ${fr ? 'à cette portée' : 'at this range'}, ${why})` : '';
  const each = dice.length > 1 ? (fr ? 'chacun touche sur' : 'each hitting on') : (fr ? 'touche sur' : 'hitting on');
  return `${head}${and(dice.map(String))}, ${each} ${need[0]}+${range}`;
}

const FATE: Record<string, T2> = {
  killed: ['is killed', 'est tué'], captured: ['is captured', 'est capturé'], lost: ['is lost', 'est perdu'], escapes: ['escapes to', 's\'échappe'],
};
/** "a/le/les ... : N points de désordre" — a count of disorder points. */
export const dpWords = (k: unknown, fr: boolean): string => (Number(k) === 0 ? (fr ? 'aucun point de désordre' : 'no disorder point')
  : fr ? count(Number(k), 'point de désordre', 'points de désordre', true) : count(Number(k), 'disorder point', 'disorder points', false));
const hitWords = (k: unknown, fr: boolean): string => (Number(k) === 0 ? (fr ? 'aucune touche' : 'no hit') : fr ? count(Number(k), 'touche', 'touches', true) : count(Number(k), 'hit', 'hits', false));

/** A formation as the player asks for it ("forms a Line two ranks deep"). */
export const FORM_WORDS: Record<FormTarget, [string, string]> = {
  line1: ['a Line one rank deep', 'en ligne sur un rang'], line2: ['a Line two ranks deep', 'en ligne sur deux rangs'], line3: ['a Line three ranks deep', 'en ligne sur trois rangs'],
  column: ['a Column', 'en colonne'], wedge: ['a Wedge', 'en coin'], unformed: ['loose order (unformed)', 'en ordre dispersé'], acies: ['its Acies', 'en acies'],
};
export const TURN_WORDS: Record<FormTurn, [string, string]> = {
  spot: [' on the spot', ' sur place'], right: [', every stand turning to the right', ', chaque socle tournant vers la droite'], left: [', every stand turning to the left', ', chaque socle tournant vers la gauche'],
};

/** A Legion's line as the player names it (legion-detach.ts lineOf). */
export const LINE_WORDS: Record<'front' | 'middle' | 'rear', [string, string]> = {
  front: ['its front line', 'sa première ligne'], middle: ['its middle line', 'sa ligne du milieu'], rear: ['its rear line', 'sa dernière ligne'],
};

export const BATTLE_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  leaderFate: (e, fr) => {
    const u = nounOf(e, 'unit', fr), l = leaderNounOf(e, fr);
    const f = (FATE[String(e.fate)] ?? FATE.lost)[fr ? 1 : 0];
    const joins = e.fate === 'escapes' ? (fr ? ` et rejoint ${the(nounOf(e, 'joins', true))}` : ` ${the(nounOf(e, 'joins', false))}`) : '';
    const die = Number(e.d6) > 0 ? ` (d6 ${e.d6})` : '';
    return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'détruit')}, ${the(l)} ${f}${joins}${die}` : `${the(u)} destroyed, ${the(l)} ${f}${joins}${die}`;
  },
  halfPhase: (e, fr) => (e.ordered
    ? (fr ? `${phaseOf(e.phase, true)} de ${side(e.side, true, e)}, ordonnée d'avance : ses mouvements s'exécuteront après la phase de commandement de ${side(Number(e.side) === 0 ? 1 : 0, true, e)} (messages souples)` : `${side(e.side, false, e)}'s ${phaseOf(e.phase, false)}, ordered ahead: its moves are carried out after ${side(Number(e.side) === 0 ? 1 : 0, false, e)}'s command phase (relaxed messages)`)
    : (fr ? `${phaseOf(e.phase, true)} de ${side(e.side, true, e)}` : `${side(e.side, false, e)}'s ${phaseOf(e.phase, false)}`)),
  approachOrdered: (e, fr) => {
    const u = nounOf(e, 'unit', fr), h = HOW[e.how as MoveHow] ?? HOW.march;
    return fr ? `ordre : ${the(u)} ${vb(u, h[2], h[3])}${turnWords(String(e.how), Number(e.angle), true)} après la phase de commandement adverse` : `order: ${the(u)} to ${h[1]}${turnWords(String(e.how), Number(e.angle), false)} after the enemy's command phase`;
  },
  ordersCarriedOut: (e, fr) => (fr ? `${side(e.side, true, e)} exécute son approche ordonnée d'avance : ${count(Number(e.orders), 'mouvement', 'mouvements', true)}, dans l'ordre donné` : `${side(e.side, false, e)} carries out its approach ordered ahead: ${count(Number(e.orders), 'move', 'moves', false)}, in the order given`),
  approachVoided: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    const why = e.why === 'gone' ? (fr ? `${pronoun(u)} n'${vb(u, 'est', 'sont')} plus sur la table` : `${pronoun(u)} ${vb(u, 'is', 'are')} no longer on the table`)
      : e.why === 'notFree' ? (fr ? `${pronoun(u)} n'${vb(u, 'est', 'sont')} plus ${u.plural ? 'libres' : 'libre'} de bouger (hors de contrôle, à l'arrêt, en mêlée, en déroute ou en retraite)` : `${pronoun(u)} ${vb(u, 'is', 'are')} no longer free to move (not controlled, halted, in melee, routing or retiring)`)
      : (fr ? `un ennemi qui n'est pas en déroute est maintenant à portée d'arc, et seules les troupes au-delà marchent dans la phase d'approche` : 'an enemy that is not broken is now within bow range, and only troops beyond it march in the approach phase');
    return fr ? `l'ordre donné ${toFr(u)} est annulé : ordonné avant la phase de commandement de ${side(Number(e.side) === 0 ? 1 : 0, true, e)}, il n'est plus permis, car ${why}`
      : `the order for ${the(u)} is void: given before ${side(Number(e.side) === 0 ? 1 : 0, false, e)}'s command phase, it is no longer allowed, as ${why}`;
  },
  halfSkipped: (e, fr) => (fr ? `${phaseOf(e.phase, true)} de ${side(e.side, true, e)} sautée : aucun choix possible` : `nothing to decide in ${side(e.side, false, e)}'s ${phaseOf(e.phase, false)}: skipped`),
  exchange: (e, fr) => phaseOf(e.phase, fr),
  unitMoved: (e, fr) => {
    const u = nounOf(e, 'unit', fr), rolled = Number(e.rolled), dist = Number(e.dist);
    if (UNROLLED[e.how as MoveHow]) {
      const done = dist >= rolled ? jtWords(dist, fr) : dist < 120 && dist < rolled ? (fr ? 'sans pouvoir bouger : la voie est prise, ou l\'ennemi est déjà aussi près que la phase le permet' : 'but cannot move: the way is taken, or the enemy is already as near as the phase allows')
        : (fr ? `${jtWords(dist, true)} : la voie est prise, ou l'ennemi est aussi près que la phase le permet` : `${jtWords(dist, false)}: the way is taken, or the enemy is as near as the phase allows`);
      return `${the(u)} ${howOf(u, e.how)}${turnWords(String(e.how), Number(e.angle), fr)}${fr ? ' : ' : ': '}${done}, ${fr ? 'sans dés' : 'no dice'}`;
    }
    const covered = dist >= rolled ? (fr ? 'tout parcouru' : 'all covered')
      : dist < 120 ? (fr ? 'sans pouvoir bouger : la voie est prise, ou l\'ennemi est déjà aussi près que la phase le permet' : `but ${pronoun(u)} cannot move: the way is taken, or the enemy is already as near as the phase allows`)
      : (fr ? `arrêt après ${jtWords(dist, true)} : la voie est prise, ou l'ennemi est aussi près que la phase le permet` : `stopped after ${jtWords(dist, false)}: the way is taken, or the enemy is as near as the phase allows`);
    return `${the(u)} ${howOf(u, e.how)}${turnWords(String(e.how), Number(e.angle), fr)}${fr ? ' : ' : ': '}${avdRoll(e.pips, fr, e.d6)}${pipWorth(rolled, e.pips, fr)}, ${fr ? 'soit' : 'so'} ${jtWords(rolled, fr)}, ${covered}`;
  },
  spontaneousMove: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `${the(u)} ${vb(u, 'avance', 'avancent')} spontanément de ${jtWords(e.dist, true)} (${avdRoll(e.pips, true, e.d6)})` : `${the(u)} ${vb(u, 'advances', 'advance')} spontaneously ${jtWords(e.dist, false)} (${avdRoll(e.pips, false, e.d6)})`;
  },
  formed: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    const to = FORM_WORDS[e.to as FormTarget] ?? ['?', '?'], how = TURN_WORDS[e.turn as FormTurn] ?? TURN_WORDS.spot;
    return fr ? `${the(u)} ${vb(u, 'se forme', 'se forment')} ${to[1]}${how[1]}, au lieu de se déplacer` : `${the(u)} ${vb(u, 'forms', 'form')} ${to[0]}${how[0]}, instead of moving`;
  },
  detached: (e, fr) => {
    const u = nounOf(e, 'unit', fr), d = unitNoun(String(e.newName), fr), n = Number(e.stands);
    const line = (LINE_WORDS[e.line as keyof typeof LINE_WORDS] ?? ['a line', 'une ligne'])[fr ? 1 : 0];
    return fr ? `${the(u)} ${vb(u, 'détache', 'détachent')} ${line}, ${count(n, 'socle', 'socles', true)} avec ${dpWords(e.dps, true)} : ${the(d)}, une unité à part pour le reste de la bataille, en ligne`
      : `${the(u)} ${vb(u, 'detaches', 'detach')} ${line}, ${count(n, 'stand', 'stands', false)} with ${dpWords(e.dps, false)}: ${the(d)}, a unit of its own for the rest of the battle, in Line`;
  },
  spontaneousAim: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `${the(u)} ${vb(u, 'avance', 'avancent')} de ${u.plural ? 'leur' : 'son'} propre chef sur ${targetOf(e, true)}, l'ennemi le plus proche en vue` : `${the(u)} ${vb(u, 'advances', 'advance')} of ${u.plural ? 'their' : 'its'} own accord on ${targetOf(e, false)}, the nearest enemy in sight`;
  },
  spontaneousNone: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `${the(u)} ne ${vb(u, 'voit', 'voient')} plus aucun ennemi et ${vb(u, 'reste', 'restent')} sur place` : `${the(u)} no longer ${vb(u, 'sees', 'see')} any enemy and ${vb(u, 'stays', 'stay')} where ${pronoun(u)} ${vb(u, 'is', 'are')}`;
  },
  spontaneousCharge: (e, fr) => {
    const u = nounOf(e, 'unit', fr), n = Number(e.dice);
    return fr ? `${the(u)} ${vb(u, 'charge', 'chargent')} de ${u.plural ? 'leur' : 'son'} propre chef ${targetOf(e, true)}, l'ennemi le plus proche en vue, avec ${n} ${n > 1 ? 'dés moyens' : 'dé moyen'}` : `${the(u)} ${vb(u, 'charges', 'charge')} ${targetOf(e, false)}, the nearest enemy in sight, of ${u.plural ? 'their' : 'its'} own accord, with ${n} average ${n > 1 ? 'dice' : 'die'}`;
  },
  leftTable: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'quitte', 'quittent')} la table et ${vb(u, 'est', 'sont')} ${agree(u, 'perdu')}` : `${the(u)} ${vb(u, 'leaves', 'leave')} the table and ${vb(u, 'is', 'are')} lost`; },
  routEnds: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'cesse', 'cessent')} de fuir, loin de tout ennemi` : `${the(u)} ${vb(u, 'stops', 'stop')} routing, clear of the enemy`; },
  rout: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    const dice = avdRoll(e.pips, fr, e.d6);
    if (e.rolled === undefined || e.dist === undefined) return fr ? `${the(u)} ${vb(u, 'fuit', 'fuient')} en déroute : ${dice}` : `${the(u)} ${vb(u, 'routs', 'rout')}: ${dice}`;
    // How far it went, as a move says it (A.5 rout move, A.1 pips).
    const rolled = Number(e.rolled), dist = Number(e.dist);
    const end = dist < 120 ? (fr ? `${pronoun(u)} ne ${vb(u, 'peut', 'peuvent')} pas bouger : la voie est prise` : `${pronoun(u)} cannot move: the way is taken`)
      : dist + 120 <= rolled ? (fr ? `${pronoun(u)} ${vb(u, 'finit', 'finissent')} ${jtWords(dist, true)} en arrière, la voie étant prise` : `${pronoun(u)} ${vb(u, 'ends', 'end')} ${jtWords(dist, false)} back, the way being taken`)
      : (fr ? `${pronoun(u)} ${vb(u, 'finit', 'finissent')} ${jtWords(dist, true)} en arrière` : `${pronoun(u)} ${vb(u, 'ends', 'end')} ${jtWords(dist, false)} back`);
    return fr ? `${the(u)} ${vb(u, 'fuit', 'fuient')} en déroute : ${dice}${pipWorth(rolled, e.pips, true)}, soit ${jtWords(rolled, true)} ; ${end}`
      : `${the(u)} ${vb(u, 'routs', 'rout')}: ${dice}${pipWorth(rolled, e.pips, false)}, so ${jtWords(rolled, false)}; ${end}`;
  },
  volley: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `${the(u)} ${vb(u, 'tire', 'tirent')} sur ${targetOf(e, true)} : ${volleyDice(e, true)}` : `${the(u)} ${vb(u, 'shoots', 'shoot')} at ${targetOf(e, false)}: ${volleyDice(e, false)}`;
  },
  shooting: (e, fr) => (fr ? `${unitOf(e, true)} : ${hitWords(e.hits, true)}, ${dpWords(e.dps, true)}` : `${unitOf(e, false)}: ${hitWords(e.hits, false)}, ${dpWords(e.dps, false)}`),
  shootLeader: (e, fr) => (fr ? `tir sur ${the(leaderNounOf(e, true))} : d6 ${list(e.rolls)}, il faut un 6 : ${e.hit ? 'touché' : 'manqué'}` : `shooting at ${the(leaderNounOf(e, false))}: d6 ${list(e.rolls)}, a 6 needed: ${e.hit ? 'hit' : 'missed'}`),
  chargeDeclared: (e, fr) => {
    const u = nounOf(e, 'unit', fr), n = Number(e.dice);
    return fr ? `${the(u)} ${vb(u, 'déclare', 'déclarent')} une charge sur ${targetOf(e, true)} avec ${n} ${n > 1 ? 'dés moyens' : 'dé moyen'}` : `${the(u)} ${vb(u, 'declares', 'declare')} a charge at ${targetOf(e, false)} with ${n} average ${n > 1 ? 'dice' : 'die'}`;
  },
  standingOrder: (e, fr) => {
    const u = nounOf(e, 'unit', fr), r = (RESPONSE[e.order as ResponseOrder] ?? RESPONSE.auto)[fr ? 1 : 0];
    return fr ? `ordre permanent ${de(u)} si ${pronoun(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'chargé')} : ${r}` : `standing order for ${the(u)} if charged: ${r}`;
  },
  chargeResponse: (e, fr) => {
    const u = nounOf(e, 'unit', fr), r = (RESPONSE[e.response as ResponseOrder] ?? RESPONSE.stand)[fr ? 1 : 0];
    const by = e.standing === 'auto' ? (fr ? 'par défaut' : 'by default') : (fr ? 'sur ordre permanent' : 'by standing order');
    return fr ? `${the(u)}, ${agree(u, 'chargé')} par ${targetOf(e, true)}, ${vb(u, 'choisit', 'choisissent')} de ${r} (${by})`.replace(/ de (esquiver|avancer)/, ' d\'$1') : `${the(u)}, charged by ${targetOf(e, false)}, ${vb(u, 'chooses', 'choose')} to ${r} (${by})`;
  },
  chargeCancelled: (e, fr) => (fr ? `la charge ${de(nounOf(e, 'unit', true))} sur ${targetOf(e, true)} n'a plus lieu` : `${unitOf(e, false)}'s charge at ${targetOf(e, false)} no longer takes place`),
  counterBlocked: (e, fr) => { const u = nounOf(e, 'unit', fr); if (e.by) return fr ? `${the(u)} ${vb(u, 'trouve', 'trouvent')} le chemin barré par ${the(nounOf(e, 'by', true))} et ${vb(u, 'tient', 'tiennent')}` : `${the(u)} ${vb(u, 'finds', 'find')} the way blocked by ${the(nounOf(e, 'by', false))} and ${vb(u, 'stands', 'stand')}`; if (e.ground) return fr ? `${the(u)} ne ${vb(u, 'peut', 'peuvent')} franchir le terrain pour contre-charger et ${vb(u, 'tient', 'tiennent')}` : `${the(u)} cannot cross the ground to counter-charge and ${vb(u, 'stands', 'stand')}`; return fr ? `${the(u)} n'${vb(u, 'a', 'ont')} pas la place de contre-charger et ${vb(u, 'tient', 'tiennent')}` : `${the(u)} ${vb(u, 'has', 'have')} no room to counter-charge and ${vb(u, 'stands', 'stand')}`; },
  chargeBlocked: (e, fr) => { const u = nounOf(e, 'unit', fr); if (e.by) return fr ? `${the(u)} ${vb(u, 'trouve', 'trouvent')} le chemin vers ${targetOf(e, true)} barré par ${the(nounOf(e, 'by', true))}` : `${the(u)} ${vb(u, 'finds', 'find')} the way to ${targetOf(e, false)} blocked by ${the(nounOf(e, 'by', false))}`; return fr ? `${the(u)} ne ${vb(u, 'trouve', 'trouvent')} pas la place d'atteindre ${targetOf(e, true)}` : `${the(u)} ${vb(u, 'finds', 'find')} no room to reach ${targetOf(e, false)}`; },
  chargeContact: (e, fr) => {
    const u = nounOf(e, 'unit', fr), z = (ZONE[String(e.zone)] ?? ZONE.front)[fr ? 1 : 0];
    return fr ? `${the(u)} ${vb(u, 'atteint', 'atteignent')} ${targetOf(e, true)} ${z} : ${chargeDice(e, true)}soit ${jtWords(e.rolled, true)}, il en fallait ${jt(e.needed)}`
      : `${the(u)} ${vb(u, 'reaches', 'reach')} ${targetOf(e, false)} (${z}): ${chargeDice(e, false)}so ${jtWords(e.rolled, false)}, ${jt(e.needed)} needed`;
  },
  chargeFailed: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `${the(u)} n'${vb(u, 'atteint', 'atteignent')} pas ${targetOf(e, true)} : ${chargeDice(e, true)}soit ${jtWords(e.rolled, true)}, il en fallait ${jt(e.needed)}`
      : `${the(u)} ${vb(u, 'falls', 'fall')} short of ${targetOf(e, false)}: ${chargeDice(e, false)}so ${jtWords(e.rolled, false)}, ${jt(e.needed)} needed`;
  },
  chargeFailDp: (e, fr) => (fr ? `${unitOf(e, true)} : ${dpWords(e.dps, true)} pour la charge manquée` : `${unitOf(e, false)}: ${dpWords(e.dps, false)} for the failed charge`),
  evade: (e, fr) => {
    const u = nounOf(e, 'unit', fr), dice = Array.isArray(e.pips) ? ` (${avdRoll(e.pips, fr, e.d6)})` : '';
    return fr ? `${the(u)} ${vb(u, 'esquive', 'esquivent')} sur ${jtWords(e.dist, true)}${dice}` : `${the(u)} ${vb(u, 'evades', 'evade')} ${jtWords(e.dist, false)}${dice}`;
  },
  counterCharge: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'contre-charge', 'contre-chargent')} ${targetOf(e, true)} et les deux se rencontrent${slowed(e, true)}` : `${the(u)} ${vb(u, 'counter-charges', 'counter-charge')} ${targetOf(e, false)} and they meet${slowed(e, false)}`; },
  counterChargeShort: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'contre-charge', 'contre-chargent')} ${targetOf(e, true)} mais les deux s'arrêtent sans se toucher${slowed(e, true)}` : `${the(u)} ${vb(u, 'counter-charges', 'counter-charge')} ${targetOf(e, false)} but they stop short of each other${slowed(e, false)}`; },
  melee: (e, fr) => (e.followOn ? (fr ? 'combat enchaîné, ' : 'follow-on combat, ') : '') + (fr ? `mêlée, ${unitOf(e, true)} : ${side1(e, 0, true)} ; ${targetOf(e, true)} : ${side1(e, 1, true)}` : `melee, ${unitOf(e, false)}: ${side1(e, 0, false)}; ${targetOf(e, false)}: ${side1(e, 1, false)}`),
  combatResult: (e, fr) => {
    const A = nounOf(e, 'unit', fr), B = nounOf(e, 'target', fr), sa = Number(e.scoreA), sb = Number(e.scoreB);
    const loser = sa < sb ? A : B, o = String(e.outcome);
    const what = o === 'bothDp' || sa === sb ? (fr ? 'égalité : les deux prennent du désordre et la mêlée continue' : 'a tie: both take disorder and the melee goes on')
      : o === 'retire' ? (fr ? `${the(loser)} ${vb(loser, 'perd', 'perdent')} et ${vb(loser, 'recule', 'reculent')}` : `${the(loser)} ${vb(loser, 'loses', 'lose')} and ${vb(loser, 'retires', 'retire')}`)
      : o === 'break' ? (fr ? `${the(loser)} ${vb(loser, 'perd', 'perdent')} et se ${vb(loser, 'débande', 'débandent')}` : `${the(loser)} ${vb(loser, 'loses', 'lose')} and ${vb(loser, 'breaks', 'break')}`)
      : (fr ? `${the(loser)} ${vb(loser, 'perd', 'perdent')} et ${vb(loser, 'prend', 'prennent')} du désordre ; la mêlée continue` : `${the(loser)} ${vb(loser, 'loses', 'lose')} and ${vb(loser, 'takes', 'take')} disorder; the melee goes on`);
    return fr ? `résultat : ${the(A)} ${sa}, ${the(B)} ${sb}, écart ${e.diff} : ${what}` : `result: ${the(A)} ${sa}, ${the(B)} ${sb}, difference ${e.diff}: ${what}`;
  },
  specialHits: (e, fr) => (fr ? `${unitOf(e, true)} : ${hitWords(e.hits, true)}` : `${unitOf(e, false)}: ${hitWords(e.hits, false)}`),
  criticalCheck: (e, fr) => {
    const u = nounOf(e, 'unit', fr), need = e.combat ? '1' : '1–2';
    return fr ? `touche sur ${the(u)} : d6 ${e.die}, ${e.critical ? 'touche critique' : 'pas de touche critique'} (critique sur ${need}${e.combat ? ', au combat' : ''})` : `a hit on ${the(u)}: d6 ${e.die}, ${e.critical ? 'a critical hit' : 'no critical hit'} (critical on ${need}${e.combat ? ', in combat' : ''})`;
  },
  criticalHit: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return e.effect === 'rampage'
      ? (fr ? `touche critique : d6 ${e.die}, ${the(u)} se ${vb(u, 'déchaîne', 'déchaînent')}` : `critical hit: d6 ${e.die}, ${the(u)} ${vb(u, 'rampages', 'rampage')}`)
      : (fr ? `touche critique : d6 ${e.die}, ${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'détruit')}` : `critical hit: d6 ${e.die}, ${the(u)} ${vb(u, 'is', 'are')} destroyed`);
  },
  rampageRoll: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return e.ends
      ? (fr ? `${the(u)} déchaîné${u.feminine ? 'e' : ''} : d6 ${e.die}, détruit${u.feminine ? 'e' : ''} (4–6)` : `${the(u)}, rampaging: d6 ${e.die}, destroyed (4–6)`)
      : (fr ? `${the(u)} déchaîné${u.feminine ? 'e' : ''} : d6 ${e.die}, ${vb(u, 'continue', 'continuent')} (1–3)` : `${the(u)}, rampaging: d6 ${e.die}, ${vb(u, 'goes', 'go')} on (1–3)`);
  },
  scythedDestroyed: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'détruit')}` : `${the(u)} ${vb(u, 'is', 'are')} destroyed`; },
  burstThrough: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'perce', 'percent')} les rangs adverses` : `${the(u)} ${vb(u, 'bursts', 'burst')} through`; },
  retire: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'recule', 'reculent')} de ${jtWords(e.dist, true)}, sans formation` : `${the(u)} ${vb(u, 'retires', 'retire')} ${jtWords(e.dist, false)}, unformed`; },
  break: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} se ${vb(u, 'débande', 'débandent')}` : `${the(u)} ${vb(u, 'breaks', 'break')}`; },
  freeHack: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'frappé')} en fuyant : ${count(Number(e.hacks), 'coup', 'coups', true)}` : `${the(u)} ${vb(u, 'is', 'are')} cut down as ${pronoun(u)} ${vb(u, 'flees', 'flee')}: ${count(Number(e.hacks), 'blow', 'blows', false)}`; },
  caught: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'rattrapé')}${e.destroyed ? ` et ${agree(u, 'détruit')}` : ''}` : `${the(u)} ${vb(u, 'is', 'are')} caught${e.destroyed ? ' and destroyed' : ''}`; },
  rampage: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} se ${vb(u, 'déchaîne', 'déchaînent')} sur ${jtWords(e.dist, true)}${groundStop(u, e, true)}` : `${the(u)} ${vb(u, 'rampages', 'rampage')} ${jtWords(e.dist, false)}${groundStop(u, e, false)}`; },
  pursuit: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    // The dice, when the game rolled them (option pursuit, A.5).
    const dice = (e.pips === undefined ? '' : ` (${avdRoll(e.pips, fr, e.d6)})`) + (e.blocked ? (fr ? ', la voie étant prise' : ', the way being taken') : '');
    return fr ? `${the(u)} ${vb(u, 'poursuit', 'poursuivent')} ${targetOf(e, true)} sur ${jtWords(e.dist, true)}${dice}${groundStop(u, e, true)}` : `${the(u)} ${vb(u, 'pursues', 'pursue')} ${targetOf(e, false)} ${jtWords(e.dist, false)}${dice}${groundStop(u, e, false)}`;
  },
  pursuitBegins: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    const why = e.forced ? (fr ? `${pronoun(u)} ${vb(u, 'poursuit', 'poursuivent')} quels que soient les ordres : troupes de choc impétueuses ou cavaliers de classe B ou C` : `${pronoun(u)} ${vb(u, 'pursues', 'pursue')} whatever the orders: impetuous shock troops or B or C grade horsemen`)
      : (fr ? 'sur ordre permanent' : 'by standing order');
    return fr ? `${the(u)} ${vb(u, 'se lance', 'se lancent')} à la poursuite ${de(nounOf(e, 'target', true))} (${why})` : `${the(u)} ${vb(u, 'sets', 'set')} off after ${targetOf(e, false)} (${why})`;
  },
  pursuitEnds: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    const why = e.why === 'fresh' ? (fr ? 'au contact d\'un ennemi frais' : 'in contact with a fresh enemy')
      : e.why === 'rallied' ? (fr ? 'les fuyards ont cessé de fuir' : 'the enemy no longer flees')
      : (fr ? 'les fuyards ne sont plus sur la table' : 'the enemy pursued is gone');
    return fr ? `${the(u)} ${vb(u, 'cesse', 'cessent')} la poursuite et ${vb(u, 's\'arrête', 's\'arrêtent')} : ${why}` : `${the(u)} ${vb(u, 'ends', 'end')} the pursuit and ${vb(u, 'halts', 'halt')}: ${why}`;
  },
  // A.3 (option offTablePursuers): pursuers carried off the table, and back.
  offInPursuit: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'emporté')} hors de la table par ${its(u, 'sa')} poursuite : hors de la bataille pendant un tour entier, ${pronoun(u)} ${vb(u, 'pourra', 'pourront')} ensuite revenir` : `${the(u)} ${vb(u, 'is', 'are')} carried off the table by ${its(u, 'its')} pursuit: out of the battle for a whole turn, ${pronoun(u)} may then come back`; },
  returns: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'revient', 'reviennent')} sur la table à l'endroit de ${its(u, 'sa')} sortie` : `${the(u)} ${vb(u, 'comes', 'come')} back onto the table where ${pronoun(u)} left it`; },
  returnWaits: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ne ${vb(u, 'peut', 'peuvent')} pas encore revenir : d'autres troupes occupent la place` : `${the(u)} cannot come back yet: other troops stand in the way`; },
  leaderStaysBehind: (e, fr) => { const u = nounOf(e, 'unit', fr), l = leaderNounOf(e, fr); return fr ? `${the(l)} reste en arrière sur la table quand ${the(u)} en ${vb(u, 'sort', 'sortent')}` : `${the(l)} stays behind on the table as ${the(u)} ${vb(u, 'leaves', 'leave')} it`; },
  followUp: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    // Whether it got back into contact: the way may be taken (the event's `contact`).
    const end = e.contact === false ? (fr ? `, sans pouvoir rester au contact : la voie est prise` : `, but cannot stay in contact: the way is taken`)
      : (fr ? ` et ${vb(u, 'reste', 'restent')} au contact` : ` and ${vb(u, 'stays', 'stay')} in contact`);
    const how = Number(e.dist) < 120 ? '' : fr ? ` sur ${jtWords(e.dist, true)}` : ` ${jtWords(e.dist, false)}`;
    return fr ? `${the(u)} ${vb(u, 'talonne', 'talonnent')} ${targetOf(e, true)}${how}${end}` : `${the(u)} ${vb(u, 'follows', 'follow')} up ${targetOf(e, false)}${how}${end}`;
  },
  lootMove: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'court', 'courent')} piller les bagages ennemis sur ${jtWords(e.dist, true)} (${avdRoll(e.pips, true, e.d6)})` : `${the(u)} ${vb(u, 'runs', 'run')} ${jtWords(e.dist, false)} to loot the enemy's baggage (${avdRoll(e.pips, false, e.d6)})`; },
  baggageTaken: (e, fr) => {
    const u = nounOf(e, 'unit', fr), owner = side(e.owner, fr, e);
    return e.retaken ? (fr ? `${the(u)} ${vb(u, 'reprend', 'reprennent')} les bagages de ${owner}` : `${the(u)} ${vb(u, 'retakes', 'retake')} the baggage of ${owner}`)
      : (fr ? `${the(u)} ${vb(u, 's\'empare', 's\'emparent')} des bagages de ${owner} : tant qu'ils les tiennent, ${owner} compte 15 points de pertes de plus` : `${the(u)} ${vb(u, 'takes', 'take')} the baggage of ${owner}: while it is held, ${owner} counts 15 points more of losses`);
  },
  afterCombatOrder: (e, fr) => {
    const u = nounOf(e, 'unit', fr);
    return fr ? `ordres permanents ${de(u)} après un combat gagné : ${AFTER_COMBAT_WORDS(Boolean(e.pursue), Boolean(e.follow), true)}` : `standing orders for ${the(u)} after a won combat: ${AFTER_COMBAT_WORDS(Boolean(e.pursue), Boolean(e.follow), false)}`;
  },
  passedThrough: (e, fr) => {
    const u = nounOf(e, 'unit', fr), v = nounOf(e, 'through', fr), dps = Number(e.dps);
    const hurt = dps > 0 ? (fr ? ` : ${dpWords(dps, true)} pour ${the(v)}, en ordre et à portée d'arc de l'ennemi` : `: ${dpWords(dps, false)} for ${the(v)}, formed and within bow range of the enemy`) : '';
    return fr ? `${the(u)} ${vb(u, 'traverse', 'traversent')} ${the(v)}${hurt}` : `${the(u)} ${vb(u, 'passes', 'pass')} through ${the(v)}${hurt}`;
  },
  lineRelief: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'relève', 'relèvent')} ${its(u, 'sa')} première ligne` : `${the(u)} ${vb(u, 'relieves', 'relieve')} ${its(u, 'its')} front line`; },
  fatigue: (e, fr) => (fr ? `${unitOf(e, true)} : ${dpWords(e.dps, true)} de fatigue` : `${unitOf(e, false)}: ${dpWords(e.dps, false)} from fatigue`),
  obstacle: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'franchit', 'franchissent')} un obstacle : d6 ${e.d6}, ${dpWords(e.dps, true)}` : `${the(u)} ${vb(u, 'crosses', 'cross')} an obstacle: d6 ${e.d6}, ${dpWords(e.dps, false)}`; },
};
