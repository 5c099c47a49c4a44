// Actions and events in English and French, in players' words: elements as the army
// lists name them ("Cv #14, Hittite Empire general"), moves as advances, wheels and
// turns measured in paces from where the element stood, every die with its factors.
import type { Lang, LogEvent } from '../../engine/contract';
import type { DbaAction } from './actions';
import type { DbaNames } from './log-names';
import { armyName, EDGE_WORD, elemLabel, fromEdge, moveWords } from './names';
import { rollWords } from './roll-words';
import { sectionOf } from './rule-sections';
import type { DbaState } from './state';

type T2 = [string, string];
const CONTACT: Record<string, T2> = {
  front: ['moves into contact front to front with', 'entre en contact de front avec'],
  flankL: ['closes on the left flank of', 'attaque le flanc gauche de'],
  flankR: ['closes on the right flank of', 'attaque le flanc droit de'],
  rear: ['closes on the rear of', 'attaque l\'arrière de'],
  overlapL: ['lines up to overlap on the left of', 'vient déborder à gauche de'],
  overlapR: ['lines up to overlap on the right of', 'vient déborder à droite de'],
};
export const TERRAIN: Record<string, T2> = {
  SteepHill: ['steep hill', 'colline escarpée'], GentleHill: ['gentle hill', 'colline douce'], Woods: ['woods', 'bois'],
  Marsh: ['marsh', 'marais'], Rough: ['rough going', 'terrain accidenté'], Dunes: ['dunes', 'dunes'], Oasis: ['oasis', 'oasis'],
  BUA: ['town (BUA)', 'ville'], Waterway: ['waterway', 'étendue d\'eau'], River: ['river', 'rivière'], Road: ['road', 'route'], Beach: ['beach', 'plage'],
};

export function describeAction(s: DbaState, a: DbaAction, lang: Lang): string {
  const fr = lang === 'fr';
  const el = (id: number) => elemLabel(s, id, fr);
  const els = (ids: number[]) => { const n = ids.map(el); return n.length < 2 ? n.join('') : `${n.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${n[n.length - 1]}`; };
  const turn = (deg: number) => (deg === 0 ? '' : fr ? `pivote de ${Math.abs(deg)}° à ${deg > 0 ? 'gauche' : 'droite'}` : `wheels ${Math.abs(deg)}° ${deg > 0 ? 'left' : 'right'}`);
  switch (a.k) {
    case 'initiative': return fr ? 'jet d\'agressivité' : 'aggression roll';
    case 'terrain': return (fr ? 'pose du terrain : ' : 'terrain placed: ') + a.f.map((f) => (TERRAIN[f.kind] ?? ['?', '?'])[fr ? 1 : 0]).join(', ');
    case 'edge': return fr ? `préfère le bord ${EDGE_WORD[a.pref]?.[1] ?? '?'}` : `prefers the ${EDGE_WORD[a.pref]?.[0] ?? '?'} edge`;
    case 'camp': {
      const edge = s.edge[s.active] ?? 0;
      const off = (edge >= 2 ? 2400 - a.pos : a.pos) - 1200;
      if (off === 0) return fr ? 'camp au milieu de son bord' : 'camp in the middle of its edge';
      return fr ? `camp à ${Math.abs(off)} pas à ${off < 0 ? 'gauche' : 'droite'} du milieu de son bord` : `camp ${Math.abs(off)} paces ${off < 0 ? 'left' : 'right'} of the middle of its edge`;
    }
    case 'deploy': {
      const p = fromEdge(s, s.els.find((x) => x.id === a.id), a.x, a.y);
      return fr ? `déploie ${el(a.id)} à ${p.inDist} pas de son bord, ${p.along} pas depuis sa gauche` : `deploys ${el(a.id)} ${p.inDist} paces in from its edge, ${p.along} paces from its left`;
    }
    case 'endDeploy': return fr ? 'fin du déploiement' : 'deployment done';
    case 'swap': return fr ? `échange ${el(a.a)} et ${el(a.b)}` : `swaps ${el(a.a)} and ${el(a.b)}`;
    case 'endSwaps': return fr ? 'fin des échanges' : 'swaps done';
    case 'pips': return fr ? 'jet de PIP' : 'PIP roll';
    case 'move': {
      const e = s.els.find((x) => x.id === a.id);
      const how = e ? moveWords(e, a, lang) : '';
      const via = a.via ? (fr ? ', en contournant par un point de passage' : ', going round by way of a waypoint') : '';
      return `${a.dis ? (fr ? 'démonte ; ' : 'dismounts; ') : ''}${el(a.id)} ${how}${via}`;
    }
    case 'contact': return `${el(a.id)} ${(CONTACT[a.kind] ?? ['contacts', 'contacte'])[fr ? 1 : 0]} ${el(a.target)}`;
    case 'group': {
      const w = turn(a.wheel);
      const d = a.dist === 0 ? '' : fr ? `avance de ${a.dist} pas` : `${a.ids.length > 1 ? 'advance' : 'advances'} ${a.dist} paces`;
      const wv = w && !fr && a.ids.length > 1 ? w.replace('wheels', 'wheel') : w;
      return `${fr ? 'le groupe ' : 'the group of '}${els(a.ids)} ${[wv, d].filter(Boolean).join(fr ? ' et ' : ' and ') || (fr ? 'reste en place' : 'stays in place')}`;
    }
    case 'reform': return fr ? `le groupe ${els(a.ids)} réduit son front` : `the group of ${els(a.ids)} narrows its frontage`;
    case 'shift': {
      const dir = fr ? (a.shift > 0 ? 'sur sa droite' : 'sur sa gauche') : (a.shift > 0 ? 'to its right' : 'to its left');
      const parts = [a.dist > 0 ? (fr ? `avance de ${a.dist} pas` : `advances ${a.dist} paces`) : '', fr ? `se décale de ${Math.abs(a.shift)} pas ${dir}` : `steps ${Math.abs(a.shift)} paces ${dir}`, a.then > 0 ? (fr ? `avance de ${a.then} pas` : `advances ${a.then} paces`) : ''].filter(Boolean);
      return `${fr ? 'le groupe ' : 'the group of '}${els(a.ids)} ${parts.join(', ')}`;
    }
    case 'follow': {
      const t = a.turn === 0 ? '' : fr ? `, en tournant de ${Math.abs(a.turn)}° à ${a.turn > 0 ? 'gauche' : 'droite'}` : `, turning ${Math.abs(a.turn)}° ${a.turn > 0 ? 'left' : 'right'}`;
      return fr ? `la colonne ${els(a.ids)} suit la route sur ${a.dist + a.then} pas${t}` : `the column ${els(a.ids)} follows the road for ${a.dist + a.then} paces${t}`;
    }
    case 'breakOff': return fr ? `${el(a.id)} rompt le contact et recule de ${a.dist} pas` : `${el(a.id)} breaks off, moving back ${a.dist} paces`;
    case 'river': return fr ? 'déclare une traversée de rivière' : 'declares a river crossing';
    case 'endMove': return fr ? 'fin des mouvements' : 'end of movement';
    case 'shoot': return fr ? `tir sur ${el(a.target)}` : `shooting at ${el(a.target)}`;
    case 'endShoot': return fr ? 'fin des tirs' : 'end of shooting';
    case 'fight': return fr ? `combat : ${el(a.a)} contre ${el(a.b)}` : `combat: ${el(a.a)} against ${el(a.b)}`;
    case 'endBound': return s.pending.length ? (fr ? 'livre les combats restants et finit le tour' : 'fights the remaining combats and ends the bound') : (fr ? 'fin du tour' : 'end of bound');
    case 'orders': return a.prio.length ? (fr ? `ordres de tir : d'abord ${a.prio.join(', puis ')}` : `fire orders: ${a.prio.join(', then ')} first`) : (fr ? 'ordres de tir : la cible la plus proche' : 'fire orders: the nearest target');
    case 'reserve': return fr ? `${el(a.id)} est gardé en réserve pour débarquer` : `${el(a.id)} is held back to land`;
    case 'land': return fr ? `débarquement de ${a.at.length} élément(s)` : `${a.at.length} element(s) land`;
    case 'assault': return fr ? `${el(a.id)} attaque le camp de l'armée ${armyName(s, a.camp, fr)}` : `${el(a.id)} assaults the ${armyName(s, a.camp, fr)} camp`;
    case 'enterBua': return fr ? `${el(a.id)} entre dans la ville` : `${el(a.id)} enters the BUA`;
    case 'assaultBua': return fr ? `${el(a.id)} donne l'assaut à la ville` : `${el(a.id)} assaults the BUA`;
    case 'revolt': return fr ? 'soulève les citadins de la ville (6 PIP)' : 'raises the BUA\'s townsfolk in revolt (6 PIPs)';
    case 'enterCamp': return fr ? `${el(a.id)} entre dans le camp de l'armée ${armyName(s, a.camp, fr)}` : `${el(a.id)} enters the ${armyName(s, a.camp, fr)} camp`;
  }
}

type Ev = LogEvent & { nm?: DbaNames };

/** An element as named when the event was logged. */
export function elOf(e: LogEvent, id: unknown, fr: boolean): string {
  const n = (e as Ev).nm?.el?.[id as number];
  if (n) return n[fr ? 1 : 0];
  return fr ? `l'élément n°${String(id)}` : `element no. ${String(id)}`;
}
const army = (e: Ev, side: unknown, fr: boolean) => e.nm?.army?.[side as number]?.[fr ? 1 : 0] ?? (fr ? 'l\'autre armée' : 'the other army');
const RES: Record<string, T2> = { recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['destroyed', 'détruit'], none: ['no effect', 'sans effet'], surrender: ['surrenders', 'se rend'] };
const RIVER: Record<string, T2> = { easy: ['easy to cross', 'facile à traverser'], difficult: ['difficult to cross', 'difficile à traverser'], test: ['to be tested', 'à tester'], unknown: ['not yet known', 'pas encore connue'], none: ['none', 'aucune'] };

/** Why an element was destroyed, where the rule says more than the outcome table. */
const DESTROYED_WHY: Record<string, T2> = {
  'DBA REC-03': ['it could not recoil', 'il ne pouvait pas reculer'],
  'DBA REC-02': ['trampled by a recoiling elephant', 'piétiné par un éléphant qui recule'],
  'DBA FLE-03': ['it fled into the river', 'il a fui dans la rivière'],
  'DBA OUT-03': ['the element it supported was beaten', 'l\'élément qu\'il soutenait a été battu'],
  'DBA GAR-02': ['its camp was taken', 'son camp a été pris'],
};

/** REC-03: what stopped a recoil, and after how many paces (moves-outcome.ts `Blocked`). */
function blockedWords(e: Ev, fr: boolean): string {
  const by = typeof e.by === 'number' ? elOf(e, e.by, fr) : '';
  const after = typeof e.after === 'number' && e.after > 0 ? (fr ? ` après ${e.after} pas` : ` after ${e.after} paces`) : '';
  switch (e.why) {
    case 'inside': return fr ? ', étant dans un camp ou une ville' : ' from inside a camp or town';
    case 'flanked': return fr ? ', un ennemi touchant son flanc ou son arrière' : ', an enemy touching its flank or rear';
    case 'ground': return fr ? `, arrêté par un terrain infranchissable${after}` : `, stopped by impassable ground${after}`;
    case 'enemy': return fr ? `, arrêté par l'ennemi ${by}${after}` : `, stopped by the enemy ${by}${after}`;
    case 'friend': return fr ? `, arrêté${after} par ${by}, ami qu'il ne peut ni traverser ni repousser` : `, stopped${after} by ${by}, a friend it may neither pass through nor push back`;
    case 'held': return fr ? `, ${by}, derrière lui, ne pouvant être repoussé (arrêt${after})` : `, ${by} behind it could not be pushed back (stopped${after})`;
  }
  return '';
}

/** Each event type in words: a new type without words fails the log test. */
export const EVENT_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  die: (e, fr) => (fr ? `dé ${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`),
  // DEP-01: a die plus the army's aggression each; the higher total attacks, the lower defends and lays the terrain.
  initiative: (e, fr) => {
    if (typeof e.d0 !== 'number') return fr ? `agressivité : ${e.r0} contre ${e.r1}` : `aggression: ${e.r0} against ${e.r1}`;
    const sum = (side: number, d: unknown, a: unknown, r: unknown) => `${army(e, side, fr)} ${d} + ${a} = ${r}`;
    const w = Number(e.winner);
    const then = w < 0 ? (fr ? ' ; égalité, on relance' : '; a tie, rolled again')
      : fr ? ` ; attaquant : ${army(e, w, fr)} ; défenseur, qui place le terrain : ${army(e, 1 - w, fr)}` : `; ${army(e, w, fr)} attacks, ${army(e, 1 - w, fr)} defends and lays the terrain`;
    return (fr ? `agressivité (dé + facteur de l'armée) : ${sum(0, e.d0, e.a0, e.r0)} contre ${sum(1, e.d1, e.a1, e.r1)}` : `aggression (die + the army's factor): ${sum(0, e.d0, e.a0, e.r0)} against ${sum(1, e.d1, e.a1, e.r1)}`) + then;
  },
  edge: (e, fr) => (fr ? `le dé donne ${e.roll} : bord ${EDGE_WORD[e.edge as number]?.[1] ?? '?'}` : `roll ${e.roll}: the ${EDGE_WORD[e.edge as number]?.[0] ?? '?'} edge`),
  pips: (e, fr) => (fr ? `${e.pips} PIP` : `${e.pips} PIP${e.pips === 1 ? '' : 's'}`),
  combat: (e, fr) => rollWords(e, fr ? 'fr' : 'en') ?? (fr ? `combat : ${elOf(e, e.a, fr)} (${e.ta}) contre ${elOf(e, e.b, fr)} (${e.tb})` : `combat: ${elOf(e, e.a, fr)} (${e.ta}) against ${elOf(e, e.b, fr)} (${e.tb})`),
  shoot: (e, fr) => rollWords(e, fr ? 'fr' : 'en') ?? (fr ? `tir de ${elOf(e, e.shooter, fr)} (${e.tp}) sur ${elOf(e, e.target, fr)} (${e.tt})` : `${elOf(e, e.shooter, fr)} (${e.tp}) shoots ${elOf(e, e.target, fr)} (${e.tt})`),
  outcome: (e, fr) => `${elOf(e, e.el, fr)}${fr ? ' : ' : ': '}${(RES[String(e.res)] ?? ['?', '?'])[fr ? 1 : 0]}`,
  destroyed: (e, fr) => {
    const why = DESTROYED_WHY[String(e.rule)];
    const what = typeof e.why === 'string' ? blockedWords(e, fr) : '';
    return (fr ? `${elOf(e, e.el, fr)} est détruit` : `${elOf(e, e.el, fr)} is destroyed`) + (why ? `${fr ? ' : ' : ': '}${why[fr ? 1 : 0]}${what}` : '');
  },
  lost: (e, fr) => (fr ? `${elOf(e, e.el, fr)} sort de la table et est perdu` : `${elOf(e, e.el, fr)} leaves the table and is lost`),
  recoil: (e, fr) => (fr ? `${elOf(e, e.el, fr)} recule droit en arrière de ${e.dist} pas` : `${elOf(e, e.el, fr)} recoils ${e.dist} paces straight back`),
  pushBack: (e, fr) => (typeof e.by === 'number' ? (fr ? `${elOf(e, e.el, fr)} est repoussé par ${elOf(e, e.by, fr)}` : `${elOf(e, e.el, fr)} is pushed back by ${elOf(e, e.by, fr)}`) : (fr ? `${elOf(e, e.el, fr)} est repoussé` : `${elOf(e, e.el, fr)} is pushed back`)),
  passThrough: (e, fr) => (fr ? `${elOf(e, e.el, fr)} passe à travers ${elOf(e, e.through, fr)}` : `${elOf(e, e.el, fr)} passes through ${elOf(e, e.through, fr)}`),
  flee: (e, fr) => {
    const w = e.nm?.went;
    // FLE-01: a recoil, a turn about, then a full move away; the recoil follows in the log.
    const where = w ? (fr ? ` : il finit à ${w.dist} pas de sa position (${w.dir[1]})` : `: it ends ${w.dist} paces from where it stood (${w.dir[0]})`) : '';
    return fr ? `${elOf(e, e.el, fr)} fuit (recul, demi-tour, puis un mouvement complet)${where}` : `${elOf(e, e.el, fr)} flees (a recoil, a turn about, then a full move away)${where}`;
  },
  pursue: (e, fr) => (fr ? `${elOf(e, e.el, fr)} poursuit droit devant sur ${e.dist} pas` : `${elOf(e, e.el, fr)} pursues ${e.dist} paces straight ahead`),
  turn: (e, fr) => (fr ? `${elOf(e, e.el, fr)} fait face à ${elOf(e, e.to, fr)}` : `${elOf(e, e.el, fr)} turns to face ${elOf(e, e.to, fr)}`),
  noTurn: (e, fr) => (fr ? `${elOf(e, e.el, fr)} ne peut pas faire face` : `${elOf(e, e.el, fr)} cannot turn to face`),
  river: (e, fr) => (fr ? `la rivière est ${(RIVER[String(e.nature)] ?? ['?', '?'])[1]}` : `the river is ${(RIVER[String(e.nature)] ?? ['?', '?'])[0]}`),
  riverTest: (e, fr) => (fr ? `${elOf(e, e.el, fr)} tente la traversée : dé ${e.roll}` : `${elOf(e, e.el, fr)} tries to cross: die ${e.roll}`),
  campTaken: (e, fr) => (fr ? `le camp de l'armée ${army(e, e.camp, fr)} est pris par ${elOf(e, e.el, fr)}` : `the ${army(e, e.camp, fr)} camp is taken by ${elOf(e, e.el, fr)}`),
  landed: (e, fr) => { const ids = String(e.ids ?? '').split(',').filter(Boolean); return fr ? `débarquent : ${ids.map((x) => elOf(e, Number(x), fr)).join(', ')}` : `landing: ${ids.map((x) => elOf(e, Number(x), fr)).join(', ')}`; },
  notLanded: (e, fr) => { const ids = String(e.ids ?? '').split(',').filter(Boolean); return fr ? `réserves perdues : ${ids.map((x) => elOf(e, Number(x), fr)).join(', ')}` : `reserves lost: ${ids.map((x) => elOf(e, Number(x), fr)).join(', ')}`; },
  conform: (e, fr) => (fr ? `${elOf(e, e.el, fr)} s'aligne sur son adversaire` : `${elOf(e, e.el, fr)} lines up with its opponent`),
  makeRoom: (e, fr) => (fr ? `${elOf(e, e.el, fr)} recule de ${e.dist} pas pour faire place` : `${elOf(e, e.el, fr)} steps back ${e.dist} paces to make room`),
  surrender: (e, fr) => (fr ? `les citadins se rendent et défendent désormais la ville pour l'armée ${army(e, e.side, fr)}` : `the townsfolk surrender and now defend the BUA for the ${army(e, e.side, fr)} army`),
  sack: (e, fr) => (fr ? `${elOf(e, e.el, fr)} pille la ville` : `${elOf(e, e.el, fr)} sacks the BUA`),
  sackOver: (e, fr) => (fr ? `${elOf(e, e.el, fr)} cesse le pillage` : `${elOf(e, e.el, fr)} stops sacking`),
  revolt: (e, fr) => (fr ? `les citadins se soulèvent et défendent à nouveau la ville pour l'armée ${army(e, e.side, fr)}` : `the townsfolk rise and defend the BUA again for the ${army(e, e.side, fr)} army`),
  buaTaken: (e, fr) => (fr ? `la ville est prise par ${elOf(e, e.el, fr)}` : `the BUA is taken by ${elOf(e, e.el, fr)}`),
  victory: (e, fr) => (Number(e.winner) >= 0 ? (fr ? `fin de la bataille : victoire de l'armée ${army(e, e.winner, fr)}` : `the battle is over: the ${army(e, e.winner, fr)} army wins`) : (fr ? 'fin de la bataille : match nul' : 'the battle is over: a draw')),
};

export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const w = EVENT_WORDS[e.t];
  return (w ? w(e as Ev, fr) : (fr ? 'événement sans description' : 'an event without a description')) + ruleWords(e.rule, fr);
}

/** The rule behind an event as a player finds it in the rulebook: its section, by the
 *  rulebook's heading (the book numbers no paragraphs); our readings say so. No rule ID
 *  of the specification reaches a player. */
export function ruleWords(rule: unknown, fr: boolean): string {
  if (typeof rule !== 'string') return '';
  if (/^DBA INTERP\b/.test(rule)) return fr ? ' (notre lecture de la règle)' : ' (our reading of the rule)';
  const sec = sectionOf(rule, fr);
  return sec ? (fr ? ` (règle : ${sec})` : ` (rule: ${sec})`) : '';
}
