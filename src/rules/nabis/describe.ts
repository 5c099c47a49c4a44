// English and French words for actions and log events: counters by the names they
// bear and the hex they stand in (the map's own numbering), leaders by name, every die
// with each modifier and its rule, and where a retreat or rout went.
import type { Lang, LogEvent } from '../../engine/contract';
import type { NAction } from './actions';
import type { ResultCode } from './data/tables';
import { counterName } from './data/names';
import { fireTargets } from './scenario-sparta';
import { hexLabel } from './hex';
import type { Names } from './log-names';
import { ORDER_IDS, ORDER_TEXT } from './orders';
import { unitsAt, type NState } from './state';

type T2 = [string, string];
const H = (h: unknown) => (typeof h === 'number' && h > 0 ? hexLabel(h) : '?');
// French carries its preposition ("face au NNE", "face à l'E").
const FACING: T2[] = [['NNE', 'au NNE'], ['E', 'à l\'E'], ['SSE', 'au SSE'], ['SSW', 'au SSO'], ['W', 'à l\'O'], ['NNW', 'au NNO']];
const SIDE: T2[] = [['Rome', 'Rome'], ['Sparta', 'Sparte']];
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const and = (xs: string[], fr: boolean) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${xs[xs.length - 1]}`);

/** "Hastati II (0813)": a counter as the board shows it. */
function counter(s: NState, i: number, fr: boolean): string {
  const d = s.ud[i];
  if (!d) return '?';
  const name = counterName(d.name, fr);
  return s.u[i] && s.u[i].hex > 0 ? `${name} (${hexLabel(s.u[i].hex)})` : name;
}

/** The counters in a hex, "Hastati I + Principes I (0414)", or the bare hex when empty. */
function stackIn(s: NState, fr: boolean, h: number): string {
  const names = unitsAt(s, h).map((i) => counterName(s.ud[i].name, fr));
  return names.length ? `${names.join(' + ')} (${H(h)})` : `${H(h)} (${fr ? 'vide' : 'empty'})`;
}

export function describeAction(s: NState, a: NAction, lang: Lang): string {
  const fr = lang === 'fr';
  const un = (i: number) => counter(s, i, fr);
  const face = (f: number) => (FACING[f] ?? ['?', '?'])[fr ? 1 : 0];
  switch (a.k) {
    case 'done': return doneWords(s, fr);
    case 'face': return fr ? `${un(a.u)} fait face ${face(a.f)}` : `${un(a.u)} faces ${face(a.f)}`;
    case 'place': return fr ? `placer ${un(a.u)} en ${H(a.h)}` : `place ${un(a.u)} in ${H(a.h)}`;
    case 'shoot': return fr ? `${a.s.map(un).join(' + ')} ${a.s.length > 1 ? 'tirent' : 'tire'} sur ${stackIn(s, fr, a.t)}` : `${a.s.map(un).join(' + ')} ${a.s.length > 1 ? 'shoot' : 'shoots'} at ${stackIn(s, fr, a.t)}`;
    case 'lead': return leadWords(s, a.l, fr);
    case 'move': {
      const who = `${a.all ? (fr ? 'la pile de ' : 'the stack of ') : ''}${un(a.u)}`;
      // A move to its own hex is a change of facing (8.1-a, 5.1 facing costs).
      if (s.u[a.u] && s.u[a.u].hex === a.to) return fr ? `${who} pivote sur place pour faire face ${face(a.f)}` : `${who} turns in place to face ${face(a.f)}`;
      return fr ? `${who} va en ${H(a.to)}, face ${face(a.f)}${a.top ? ', au-dessus' : ''}` : `${who} moves to ${H(a.to)}, facing ${face(a.f)}${a.top ? ', on top' : ''}`;
    }
    case 'lmove': { const who = s.act ? s.ld[s.act.l].name : fr ? 'le chef' : 'the leader'; return fr ? `${who} va en ${H(a.to)}` : `${who} moves to ${H(a.to)}`; }
    case 'melee': return fr ? `mêlée : ${a.a.map((h) => stackIn(s, fr, h)).join(', ')} contre ${a.d.map((h) => stackIn(s, fr, h)).join(', ')}` : `mêlée: ${a.a.map((h) => stackIn(s, fr, h)).join(', ')} against ${a.d.map((h) => stackIn(s, fr, h)).join(', ')}`;
    case 'resolve': {
      const m = s.act?.melees[a.m];
      const who = m ? (fr ? ` : ${m.a.map((h) => stackIn(s, fr, h)).join(', ')} contre ${m.d.map((h) => stackIn(s, fr, h)).join(', ')}` : `: ${m.a.map((h) => stackIn(s, fr, h)).join(', ')} against ${m.d.map((h) => stackIn(s, fr, h)).join(', ')}`) : '';
      return (fr ? `résoudre la mêlée ${a.m + 1}` : `resolve mêlée ${a.m + 1}`) + who;
    }
    case 'dfire': return fr ? `tir défensif : ${un(a.u)} tire sur ${stackIn(s, fr, a.t)}` : `defensive fire by ${un(a.u)} at ${stackIn(s, fr, a.t)}`;
    case 'advance': return fr ? `${a.u < 0 ? `la pile ${stackIn(s, fr, a.from)}` : un(a.u)} avance en ${H(a.to)}, face ${face(a.f)}` : `${a.u < 0 ? `the stack ${stackIn(s, fr, a.from)}` : un(a.u)} advances into ${H(a.to)}, facing ${face(a.f)}`;
    case 'realloc': return fr ? `la pile ${stackIn(s, fr, a.h)} passe de la mêlée ${a.from + 1} à la mêlée ${a.to + 1}` : `the stack ${stackIn(s, fr, a.h)} moves from mêlée ${a.from + 1} to mêlée ${a.to + 1}`;
    case 'retreat': return fr ? `${stackIn(s, fr, a.from)} recule en ${H(a.to)}${a.df ? (a.df > 0 ? ', pivot à droite' : ', pivot à gauche') : ''}` : `${stackIn(s, fr, a.from)} retreats into ${H(a.to)}${a.df ? (a.df > 0 ? ', turning right' : ', turning left') : ''}`;
    case 'fire': return fr ? `incendie de Sparte sur ${a.u.map(un).join(', ')}` : `Sparta's fire on ${a.u.map(un).join(', ')}`;
    case 'orders': {
      // §9: played by the seat the game waits for (describe is given the state before the action).
      const who = SIDE[s.dec === 1 ? 1 : 0][fr ? 1 : 0];
      const lst = ORDER_IDS.map((id) => { const v = ORDER_TEXT[id].values[a.o[id]]; return v ? v.log[fr ? 'fr' : 'en'] : String(a.o[id]); }).join(', ');
      return fr ? `${who} fixe ses ordres permanents : ${lst}` : `${who} sets its standing orders: ${lst}`;
    }
  }
}

/** "done" ends whatever step the game is in: say which. */
function doneWords(s: NState, fr: boolean): string {
  const who = s.act ? s.ld[s.act.l].name : '';
  switch (s.act?.stage) {
    case 'move': return fr ? `${who} : fin des mouvements` : `${who}: end of movement`;
    case 'shoot': return fr ? `${who} : fin des tirs` : `${who}: end of shooting`;
    case 'declare': return s.act.melees.length ? (fr ? `${who} : fin des déclarations de mêlée` : `${who}: no more mêlées to declare`) : (fr ? `${who} ne déclare aucune mêlée` : `${who} declares no mêlée`);
    case 'defFire': return fr ? 'pas (ou plus) de tir défensif' : 'no (more) defensive fire';
    case 'offFire': return fr ? 'pas (ou plus) de tir offensif : lancer la mêlée' : 'no (more) offensive fire: roll the mêlée';
    // D.5 ends the activation, unless Sparta's fire (13.2.4) still follows it.
    case 'ooc': return fireTargets(s).length ? (fr ? `${who} : fin des mouvements hors commandement, l'incendie de Sparte ensuite` : `${who}: out-of-command moves done, Sparta's fire next`) : fr ? `fin de l'activation de ${who}` : `end of ${who}'s activation`;
    case 'fire': return fr ? 'pas d\'incendie de Sparte' : 'no Sparta fire';
  }
  if (s.phase === 'setup') return fr ? 'mise en place terminée' : 'set-up done';
  return fr ? 'terminer cette étape' : 'end this step';
}

/** Choosing a leader means what the initiative step asks for (Phase C). */
function leadWords(s: NState, l: number, fr: boolean): string {
  const n = s.ld[l]?.name ?? '?';
  switch (s.pick) {
    case 'first': return fr ? `${n} s'active en premier` : `${n} activates first`;
    case 'force': return fr ? `${n} est forcé de s'activer` : `${n} is forced to activate`;
    case 'inact': return fr ? `${n} reste inactif` : `${n} stays inactive`;
    default: return fr ? `activer ${n}` : `activate ${n}`;
  }
}

// ---- events

type Ev = LogEvent & { nm?: Names };

/** A unit as it stood when the event was logged. */
function U(e: Ev, i: number, fr: boolean): string {
  const printed = e.nm?.u?.[i];
  if (printed === undefined) return fr ? `pion ${i}` : `counter ${i}`;
  const name = counterName(printed, fr);
  const at = e.nm?.at?.[i];
  return at ? `${name} (${hexLabel(at)})` : name;
}
/** A unit where it stood before the event (a move, a retreat). */
function U0(e: Ev, i: number, fr: boolean): string {
  const printed = e.nm?.u?.[i];
  const name = printed === undefined ? (fr ? `pion ${i}` : `counter ${i}`) : counterName(printed, fr);
  const at = e.nm?.was?.[i] ?? e.nm?.at?.[i];
  return at ? `${name} (${hexLabel(at)})` : name;
}
const Us = (e: Ev, k: string, fr: boolean) => and((Array.isArray(e[k]) ? (e[k] as number[]) : []).map((i) => U(e, i, fr)), fr);
const L = (e: Ev, fr: boolean) => e.nm?.l?.[e.leader as number] ?? (fr ? 'le chef' : 'the leader');
/** The stack in a hex when the event was logged; a hex left empty says so. */
const S = (e: Ev, h: number, fr = false) => { const n = e.nm?.st?.[h]?.map((x) => counterName(x, fr)); return n && n.length ? `${n.join(' + ')} (${H(h)})` : e.nm?.st ? `${H(h)} (${fr ? 'vide' : 'empty'})` : H(h); };
const Ss = (e: Ev, k: string, fr = false) => (Array.isArray(e[k]) ? (e[k] as number[]) : []).map((h) => S(e, h, fr)).join(', ');
const nUnits = (e: Ev, k: string) => (Array.isArray(e[k]) ? (e[k] as number[]).length : 0);

const RESULT: Record<ResultCode, T2> = {
  NE: ['no effect', 'sans effet'], F: ['fatigued', 'fatigue'], R: ['retreat', 'retraite'], FR: ['fatigued and retreat', 'fatigue et retraite'],
  DR: ['discouraged and retreat', 'découragement et retraite'], DrR: ['rout', 'déroute'], Adv: ['must advance', 'avance obligatoire'],
  AdvPossible: ['may advance', 'peuvent avancer'],
};
const SHOT_RESULT: Record<string, T2> = { none: ['no effect', 'sans effet'], discouraged: ['discouraged', 'découragée'], rout: ['routed', 'en déroute'] };
const CHECK: Record<string, T2> = { none: ['unharmed', 'indemne'], wound: ['wounded', 'blessé'], kill: ['killed', 'tué'] };

/** Shooting modifiers (Nabis 5.3 Shooting modifiers; terrain from the Terrain Chart, 5.1). */
function shotPart(k: string, v: number, fr: boolean): string {
  const w: Record<string, T2> = {
    terrain: ['terrain of the target', 'terrain de la cible'],
    shooterSp: v < 0 ? ['shooters under 7 SP', 'tireurs sous 7 PF'] : ['shooters over 7 SP', 'tireurs au-dessus de 7 PF'],
    targetSp: v < 0 ? ['target of 3 SP or less', 'cible de 3 PF ou moins'] : ['target of 8 SP or more', 'cible de 8 PF ou plus'],
    targetType: v === -2 ? ['cavalry target', 'cible de cavalerie'] : ['Lg or Ho target', 'cible Lg ou Ho'],
    moved: ['a shooter moved', 'un tireur a bougé'],
    discouraged: ['a shooter is discouraged', 'un tireur est découragé'],
  };
  const rule = k === 'terrain' ? (fr ? 'table des terrains, 5.1' : 'Terrain Chart, 5.1') : (fr ? 'table de tir, 5.3' : 'Shooting Chart, 5.3');
  return `${signed(v)} ${(w[k] ?? [k, k])[fr ? 1 : 0]} (${rule})`;
}

/** Mêlée modifiers (Nabis 10.3, steps 4 to 8; the charts of 5.4). */
function meleePart(k: string, v: number, fr: boolean): string {
  const w: Record<string, [T2, number]> = {
    terrain: [['terrain', 'terrain'], 4], ratio: [['strength ratio', 'rapport de forces'], 5], type: [['unit types', 'types d\'unités'], 6],
    quality: [['quality', 'qualité'], 7], leaders: [['leaders', 'chefs'], 8], offensiveFire: [['attackers shot first', 'les attaquants ont tiré'], 8],
    facing: [[v >= 3 ? 'attack from the rear' : 'attack on a flank', v >= 3 ? 'attaque de dos' : 'attaque de flanc'], 8],
    attDisorg: [['discouraged attackers', 'attaquants découragés'], 8], defDisorg: [['disorganised defenders', 'défenseurs désorganisés'], 8],
  };
  const [name, step] = w[k] ?? [[k, k], 8];
  return `${signed(v)} ${name[fr ? 1 : 0]} (10.3 ${fr ? 'étape' : 'step'} ${step})`;
}

function partsOf(e: Ev): [string, number][] {
  const p = e.parts && typeof e.parts === 'object' ? (e.parts as Record<string, number>) : {};
  return Object.entries(p).filter(([, v]) => typeof v === 'number' && v !== 0);
}

/** Each event type in words: a new type without words fails the log test. */
export const EVENT_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  die: (e, fr) => (fr ? `d${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`),
  turn: (e, fr) => (fr ? `début du tour ${e.turn}` : `turn ${e.turn} begins`),
  command: (e, fr) => {
    const ooc = Array.isArray(e.ooc) ? (e.ooc as number[]) : [];
    return ooc.length === 0 ? (fr ? 'contrôle du commandement : toutes les unités sont commandées' : 'command check: every unit is in command')
      : fr ? `contrôle du commandement, hors commandement : ${Us(e, 'ooc', fr)}` : `command check, out of command: ${Us(e, 'ooc', fr)}`;
  },
  rest: (e, fr) => (fr ? `au repos : ${Us(e, 'units', fr)}` : `resting: ${Us(e, 'units', fr)}`),
  rested: (e, fr) => (fr ? `${U(e, e.unit as number, fr)} récupère de la fatigue` : `${U(e, e.unit as number, fr)} recovers from fatigue`),
  initiative: (e, fr) => {
    const w = typeof e.winner === 'number' && e.winner >= 0 ? SIDE[e.winner]?.[fr ? 1 : 0] : null;
    const who = Number(e.diff) === 0 || !w ? (fr ? 'personne n\'a l\'initiative' : 'nobody has the initiative') : fr ? `${w} a l'initiative` : `${w} has the initiative`;
    // 6.C-d: two d6 plus the army commander's bonus, each side's sum shown when the event carries its dice.
    const dice = Array.isArray(e.dice) ? (e.dice as number[][]) : null, bonus = Array.isArray(e.bonus) ? (e.bonus as number[]) : null;
    const sum = (seat: number, total: unknown) => {
      if (!dice?.[seat] || !bonus) return String(total);
      const b = bonus[seat] ? (fr ? ` + ${bonus[seat]} bonus du commandant en chef` : ` + ${bonus[seat]} army commander's bonus`) : '';
      return `${dice[seat][0]} + ${dice[seat][1]}${b} = ${total}`;
    };
    return fr ? `initiative : Rome ${sum(0, e.rome)}, Sparte ${sum(1, e.sparta)}, écart ${e.diff} (cas C.${e.kase}) ; ${who}` : `initiative: Rome ${sum(0, e.rome)}, Sparta ${sum(1, e.sparta)}, difference ${e.diff} (case C.${e.kase}); ${who}`;
  },
  firstLeader: (e, fr) => (fr ? `${L(e, fr)} s'active en premier` : `${L(e, fr)} activates first`),
  forced: (e, fr) => (fr ? `${L(e, fr)} est forcé de s'activer ensuite` : `${L(e, fr)} is forced to activate next`),
  inactive: (e, fr) => (fr ? `${L(e, fr)} reste inactif ce tour` : `${L(e, fr)} stays inactive this turn`),
  activate: (e, fr) => (fr ? `${L(e, fr)} s'active` : `${L(e, fr)} activates`),
  endActivation: (e, fr) => (fr ? `fin de l'activation de ${L(e, fr)}` : `end of ${L(e, fr)}'s activation`),
  move: (e, fr) => {
    const us = Array.isArray(e.units) ? (e.units as number[]) : [];
    const who = and(us.map((i) => { const n = e.nm?.u?.[i]; return n === undefined ? '?' : counterName(n, fr); }), fr);
    const f = FACING[Number(e.f)];
    if (e.from === e.to && f) return fr ? `${who} en ${H(e.to)} fait face ${f[1]}` : `${who} in ${H(e.to)} now faces ${f[0]}`;
    const ooc = e.rule === 'Nabis 7.4-a' ? (fr ? ' (hors commandement)' : ' (out of command)') : '';
    return fr ? `${who}${ooc} : ${H(e.from)} → ${H(e.to)}` : `${who}${ooc}: ${H(e.from)} → ${H(e.to)}`;
  },
  lmove: (e, fr) => (fr ? `${L(e, fr)} : ${H(e.from)} → ${H(e.to)}` : `${L(e, fr)}: ${H(e.from)} → ${H(e.to)}`),
  citadel: (e, fr) => (fr ? `${L(e, fr)} entre dans la citadelle` : `${L(e, fr)} enters the citadel`),
  declare: (e, fr) => (fr ? `mêlée déclarée : ${Ss(e, 'att', fr)} contre ${Ss(e, 'def', fr)}` : `mêlée declared: ${Ss(e, 'att', fr)} against ${Ss(e, 'def', fr)}`),
  realloc: (e, fr) => (fr ? `${S(e, e.hex as number)} passe de la mêlée ${Number(e.from) + 1} à la mêlée ${Number(e.to) + 1}` : `${S(e, e.hex as number)} moves from mêlée ${Number(e.from) + 1} to mêlée ${Number(e.to) + 1}`),
  shoot: (e, fr) => {
    const cell = e.nm?.cell;
    const need = cell ? (cell[1] > 0 ? (fr ? `, il faut ${cell[0]} pour décourager, ${cell[1]} pour mettre en déroute` : `, ${cell[0]} to discourage, ${cell[1]} to rout`) : (fr ? `, il faut ${cell[0]} pour décourager` : `, ${cell[0]} to discourage`)) : '';
    const roll = Number(e.roll);
    const parts = partsOf(e);
    const total = roll + Number(e.drm);
    const target = typeof e.unit === 'number' ? U(e, e.unit, fr) : S(e, e.target as number);
    const sum = [`${fr ? 'dé' : 'die'} ${roll}`, ...parts.map(([k, v]) => shotPart(k, v, fr))].join(' ') + ` = ${total}`;
    const res = (SHOT_RESULT[String(e.result)] ?? [String(e.result), String(e.result)])[fr ? 1 : 0];
    return fr ? `${Us(e, 'shooters', fr)} ${nUnits(e, 'shooters') > 1 ? 'tirent' : 'tire'} sur ${target} (portée ${e.range}${need}) : ${sum} → ${res}`
      : `${Us(e, 'shooters', fr)} ${nUnits(e, 'shooters') > 1 ? 'shoot' : 'shoots'} at ${target} (range ${e.range}${need}): ${sum} → ${res}`;
  },
  melee: (e, fr) => {
    const roll = Number(e.roll), drm = Number(e.drm), raw = Number(e.raw);
    const parts = partsOf(e);
    const cap = raw !== drm ? (fr ? ` (total ${raw >= 0 ? '+' : ''}${raw} ramené à ${drm >= 0 ? '+' : ''}${drm}, 10.3 étape 8)` : ` (total ${raw >= 0 ? '+' : ''}${raw} capped at ${drm >= 0 ? '+' : ''}${drm}, 10.3 step 8)`) : '';
    const sum = [`${fr ? 'dé' : 'die'} ${roll}`, ...parts.map(([k, v]) => meleePart(k, v, fr))].join(' ') + cap + ` = ${roll + drm}`;
    const r = (c: unknown) => (RESULT[c as ResultCode] ?? [String(c), String(c)])[fr ? 1 : 0];
    return fr ? `mêlée ${Ss(e, 'att', fr)} contre ${Ss(e, 'def', fr)} : ${sum} → défenseurs : ${r(e.def_)} ; attaquants : ${r(e.att_)}`
      : `mêlée ${Ss(e, 'att', fr)} against ${Ss(e, 'def', fr)}: ${sum} → defenders: ${r(e.def_)}; attackers: ${r(e.att_)}`;
  },
  meleeStart: (e, fr) => (fr ? `mêlée ${e.n} : ${Ss(e, 'att', fr)} contre ${Ss(e, 'def', fr)}` : `mêlée ${e.n}: ${Ss(e, 'att', fr)} against ${Ss(e, 'def', fr)}`),
  meleeCancelled: (_e, fr) => (fr ? 'mêlée annulée : plus aucun attaquant en état d\'attaquer' : 'mêlée cancelled: no attacker is left able to attack'),
  meleeEmpty: (_e, fr) => (fr ? 'plus aucun défenseur : la mêlée s\'arrête sans jet' : 'no defender left: the mêlée ends without a roll'),
  advance: (e, fr) => {
    const who = and((Array.isArray(e.units) ? (e.units as number[]) : []).map((i) => U0(e, i, fr)), fr);
    return fr ? `${who} ${nUnits(e, 'units') > 1 ? 'avancent' : 'avance'} en ${H(e.to)}` : `${who} ${nUnits(e, 'units') > 1 ? 'advance' : 'advances'} into ${H(e.to)}`;
  },
  retreat: (e, fr) => {
    const us = Array.isArray(e.units) ? (e.units as number[]) : [];
    return fr ? `${and(us.map((i) => U0(e, i, fr)), fr)} ${us.length > 1 ? 'reculent' : 'recule'} en ${H(e.to)}` : `${and(us.map((i) => U0(e, i, fr)), fr)} ${us.length > 1 ? 'retreat' : 'retreats'} into ${H(e.to)}`;
  },
  noRetreat: (e, fr) => (fr ? `${U(e, e.unit as number, fr)} ne peut reculer et perd un niveau de plus` : `${U(e, e.unit as number, fr)} cannot retreat and loses one more level`),
  // 12.1-b: a fresh discouraged unit discouraged again stays discouraged and tires; say why.
  fatigued: (e, fr) => (e.rule === 'Nabis 12.1-b'
    ? (fr ? `fatigue : ${U(e, e.unit as number, fr)}, déjà découragée et découragée de nouveau` : `${U(e, e.unit as number, fr)}, already discouraged, is discouraged again and becomes fatigued`)
    : fr ? `fatigue : ${U(e, e.unit as number, fr)}` : `${U(e, e.unit as number, fr)} is fatigued`),
  discouraged: (e, fr) => (fr ? `découragement : ${U(e, e.unit as number, fr)}` : `${U(e, e.unit as number, fr)} is discouraged`),
  // 12.1-c: discouraged and fatigued, a new discouraged result routs the unit; 10.5-g: the level lost for not retreating.
  routed: (e, fr) => (e.rule === 'Nabis 12.1-c'
    ? (fr ? `déroute : ${U(e, e.unit as number, fr)}, déjà découragée et fatiguée, découragée de nouveau` : `${U(e, e.unit as number, fr)}, already discouraged and fatigued, is discouraged again and routs`)
    : fr ? `déroute : ${U(e, e.unit as number, fr)}` : `${U(e, e.unit as number, fr)} routs`),
  // 12.2.1-d: the reason is not in the events before it, so it is said here.
  eliminated: (e, fr) => {
    const why = e.rule === 'Nabis 12.2.1-d' ? (fr ? ', la fuite finissant dans une case où elle ne peut s\'empiler' : ': its rout ends in a hex where it may not stack') : '';
    return fr ? `élimination : ${U0(e, e.unit as number, fr)} (${e.vp} PV)${why}` : `${U0(e, e.unit as number, fr)} is eliminated (${e.vp} VP)${why}`;
  },
  routMove: (e, fr) => {
    const path = Array.isArray(e.path) ? (e.path as number[]) : [];
    const us = Array.isArray(e.units) ? (e.units as number[]) : [];
    const who = and(us.map((i) => U(e, i, fr)), fr);
    const via = path.slice(0, -1).map(H);
    const end = path.length ? H(path[path.length - 1]) : '';
    const many = us.length > 1;
    if (e.off) return fr ? `${who} ${many ? 'fuient' : 'fuit'}${path.length ? ` par ${path.map(H).join(', ')}` : ''} et ${many ? 'quittent' : 'quitte'} la carte` : `${who} ${us.length > 1 ? 'flee' : 'flees'}${path.length ? ` through ${path.map(H).join(', ')}` : ''} off the map`;
    return fr ? `${who} ${many ? 'fuient' : 'fuit'} ${via.length ? `par ${via.join(', ')} ` : ''}jusqu'en ${end}` : `${who} ${us.length > 1 ? 'flee' : 'flees'} ${via.length ? `through ${via.join(', ')} ` : ''}to ${end}`;
  },
  routBlocked: (e, fr) => (fr ? `fuite impossible, la voie est bloquée : ${Us(e, 'units', fr)}` : `${Us(e, 'units', fr)} cannot rout away: blocked`),
  traversal: (e, fr) => (fr ? `des fuyards traversent ${U(e, e.unit as number, fr)} : dé ${e.roll} contre qualité ${e.q} → ${e.fails ? 'échec' : 'tient'}` : `${U(e, e.unit as number, fr)} is passed through by routers: die ${e.roll} against quality ${e.q} → ${e.fails ? 'fails' : 'holds'}`),
  // 12.3-d/e: the modified roll (logged as mod) is the die, +1 for a routed unit, minus the best leader's bonus.
  rally: (e, fr) => {
    const i = e.unit as number, roll = Number(e.roll), total = Number(e.mod ?? roll);
    const routed = e.nm?.dis?.[i] === 2 ? 1 : 0;
    const bonus = routed - (total - roll);
    const parts = [routed ? (fr ? ' + 1 en déroute (12.3-e)' : ' + 1 routed (12.3-e)') : '', bonus ? (fr ? ` − ${bonus} chef (12.3-e)` : ` − ${bonus} leader (12.3-e)`) : ''].join('');
    const sum = parts ? `${parts} = ${total}` : '';
    const zero = roll === 0 ? (fr ? ', un 0 réussit toujours' : ', a 0 always succeeds') : '';
    return fr ? `ralliement pour ${U(e, i, fr)} : dé ${roll}${sum}, il faut ${e.q} ou moins${zero} → ${e.ok ? 'réussi' : 'échec'}` : `rally of ${U(e, i, fr)}: die ${roll}${sum}, needs ${e.q} or less${zero} → ${e.ok ? 'rallies' : 'fails'}`;
  },
  leaderCheck: (e, fr) => (fr ? `test de blessure pour ${L(e, fr)} : dé ${e.roll} → ${(CHECK[String(e.result)] ?? ['?', '?'])[1]}` : `check for ${L(e, fr)}: die ${e.roll} → ${(CHECK[String(e.result)] ?? ['?', '?'])[0]}`),
  wounded: (e, fr) => (fr ? `${L(e, fr)} est blessé` : `${L(e, fr)} is wounded`),
  killed: (e, fr) => (fr ? `${L(e, fr)} est tué` : `${L(e, fr)} is killed`),
  replacement: (e, fr) => (fr ? `un remplaçant de ${L(e, fr)} arrive en ${H(e.hex)}` : `a replacement for ${L(e, fr)} arrives in ${H(e.hex)}`),
  noReplacement: (e, fr) => (fr ? `${L(e, fr)} n'a pas de remplaçant` : `${L(e, fr)} has no replacement`),
  leaderPlaced: (e, fr) => (fr ? `${L(e, fr)} rejoint ses unités en ${H(e.hex)}` : `${L(e, fr)} is placed with his units in ${H(e.hex)}`),
  leaderRemoved: (e, fr) => (fr ? `${L(e, fr)} est retiré du jeu` : `${L(e, fr)} is removed from play`),
  contingentGone: (e, fr) => (fr ? `${L(e, fr)} n'a plus d'unités : retiré` : `${L(e, fr)} has no units left: removed`),
  vp: (e, fr) => (fr ? `${SIDE[Number(e.seat)]?.[1] ?? '?'} marque ${e.vp} PV` : `${SIDE[Number(e.seat)]?.[0] ?? '?'} scores ${e.vp} VP`),
  spartaFire: (e, fr) => (fr ? `l'incendie de Sparte frappe ${Us(e, 'units', fr)}` : `Sparta's fire strikes ${Us(e, 'units', fr)}`),
  decisive: (e, fr) => (e.kind === 'districtsCleared' ? (fr ? 'victoire décisive : tous les quartiers sont dégagés' : 'decisive victory: every district is cleared') : (fr ? 'victoire décisive' : 'decisive victory')),
  endVp: (e, fr) => (fr ? `PV de fin de partie : Rome ${e.rome}, Sparte ${e.sparta}` : `end-of-game VP: Rome ${e.rome}, Sparta ${e.sparta}`),
};

/** The rule an event cites, without the system's name (the log is all Nabis). */
function ruleOf(e: LogEvent): string {
  return e.rule ? ` (${String(e.rule).replace(/^Nabis /, '')})` : '';
}

export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const w = EVENT_WORDS[e.t];
  return (w ? w(e as Ev, fr) : (fr ? 'événement sans description' : 'an event without a description')) + ruleOf(e);
}
