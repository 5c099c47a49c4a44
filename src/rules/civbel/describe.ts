// English and French words for Civitates Bellantes actions and log events: units and
// leaders by name, every die with its modifiers and the rule behind it.
import type { Lang, LogEvent } from '../../engine/contract';
import { preferenceOf, type CivAction } from './actions';
import type { CivGame, Cp, OrderPreference } from './game';
import type { Names } from './log-names';

type Ev = LogEvent & { nm?: Names };
type T2 = [string, string];

import { ruleSuffix } from './rule-names';
import { lineOf } from './legion-detach';
import { FORM_WORDS, LINE_WORDS, TURN_WORDS } from './describe-battle';
import { AFTER_COMBAT_WORDS, BATTLE_WORDS, dpWords, jt, leaderNounOf, moveText, nounOf, PHASE, RESPONSE, SIDE, side } from './describe-battle';
import { a as toN, agree, its, count, de, leaderNoun, pronoun, someLeader, someUnit, the, unitNoun, vb, type Noun } from './grammar';

export { SIDE };
const leaderOf = (e: Ev, fr: boolean) => the(leaderNounOf(e, fr));
/** A leader's name as a label before a colon: "First legate: control". */
const leaderLabel = (e: Ev, fr: boolean) => leaderNounOf(e, fr).name;
/** A unit or leader of the state by index, as a noun for a sentence. */
const unitN = (s: CivGame, i: number, fr: boolean): Noun => { const n = s.units[i]?.name; return n ? unitNoun(n, fr) : someUnit(fr); };
const unitName = (s: CivGame, i: number, fr: boolean) => the(unitN(s, i, fr));
const leaderName = (s: CivGame, i: number, fr: boolean) => { const n = s.leaders[i]?.name; return the(n ? leaderNoun(n, fr) : someLeader(fr)); };
const points = (k: unknown, fr: boolean) => count(Number(k), 'point', 'points', fr);
/** Disorder points as the rules count them. */
const dpCount = dpWords;

const CP_WORDS: Record<Cp['kind'], T2> = {
  control: ['control', 'contrôle'], move: ['move', 'déplacement'], directShooting: ['direct shooting', 'tir dirigé'],
  steady: ['steady', 'raffermir'], inspire: ['inspire', 'galvaniser'], orders: ['orders', 'ordres'],
};
/** A control test's outcome: English singular, French singular, French plural, English plural. */
const OUTCOME: Record<string, [string, string, string, string]> = {
  halted: ['halts', 's\'arrête', 's\'arrêtent', 'halt'],
  asWished: ['acts as its player wishes', 'agit comme le souhaite son joueur', 'agissent comme le souhaite leur joueur', 'act as their player wishes'],
  continue: ['carries on as last turn', 'continue comme au tour précédent', 'continuent comme au tour précédent', 'carry on as last turn'],
  spontaneousAdvance: ['advances spontaneously', 'avance spontanément', 'avancent spontanément', 'advance spontaneously'],
  keepsPursuing: ['keeps pursuing', 'continue la poursuite', 'continuent la poursuite', 'keep pursuing'],
  keepsLooting: ['keeps looting', 'continue le pillage', 'continuent le pillage', 'keep looting'],
};
/** Control-test modifiers by their reason (CMD-23, CMD-25). */
const MOD: Record<string, T2> = {
  charging: ['charging, looting or pursuing', 'en charge, au pillage ou en poursuite'],
  inspiring: ['an inspiring leader near', 'un chef galvanisant proche'],
  steadying: ['a steadying leader near', 'un chef qui raffermit proche'],
};
const EFFECT: Record<string, T2> = { killed: ['is killed', 'est tué'], loseTwo: ['loses 2 command points', 'perd 2 points de commandement'], loseOne: ['loses 1 command point', 'perd 1 point de commandement'] };
const mods = (e: Ev, fr: boolean) => (Array.isArray(e.modifiers) ? (e.modifiers as { rule: string; value: number; why?: string }[]) : [])
  .map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${(MOD[m.why ?? ''] ?? [fr ? 'modificateur' : 'modifier', 'modificateur'])[fr ? 1 : 0]}`).join(', ');
const kinds = (x: unknown, fr: boolean) => (Array.isArray(x) ? (x as Cp['kind'][]) : []).map((k) => (CP_WORDS[k] ?? ['?', '?'])[fr ? 1 : 0]).join(', ');

/** CMD-40: an order in words, as the book numbers them; order 2 with its point, in javelin
 *  throws across the table and up from the first player's edge. */
export function orderWords(o: { n: number; x?: number; y?: number }, fr: boolean): string {
  if (o.n === 2) {
    const at = `${jt(o.x ?? 0)}, ${jt(o.y ?? 0)}`;
    return fr ? `2 : gagner et défendre la position marquée sur la carte (${at} jets de javelot)` : `2: move to and defend the position marked on the map (${at} javelin throws)`;
  }
  return o.n === 3 ? (fr ? '3 : défendre la position actuelle' : '3: defend the current position') : (fr ? '1 : avancer et attaquer l\'ennemi en face' : '1: advance towards and attack the enemy in front');
}
export const VIA_WORDS: Record<string, T2> = { contact: ['in person', 'de vive voix'], messenger: ['by messenger', 'par messager'], signal: ['by pre-arranged signal', 'par signal convenu'] };
const otherLeader = (e: Ev, key: string, fr: boolean): string => { const n = e.nm?.leaders[String(e[key])]; return the(n ? leaderNoun(n, fr) : someLeader(fr)); };

/** D1: a standing preference in words (to go …). */
export const PREFERENCE_WORDS: Record<OrderPreference, T2> = {
  first: ['first', 'en premier'], second: ['second', 'en second'],
  firstIfFar: ['first while the enemy is beyond bow range, else second', 'en premier tant que l\'ennemi est au-delà de la portée d\'arc, sinon en second'],
  firstIfNear: ['first once the enemy is within bow range, else second', 'en premier dès que l\'ennemi est à portée d\'arc, sinon en second'],
};

const PLAYER: T2[] = [['the first player', 'le premier joueur'], ['the second player', 'le second joueur']];
const player = (x: unknown, fr: boolean) => (PLAYER[Number(x)] ?? PLAYER[0])[fr ? 1 : 0];
const armyName = (e: Ev, fr: boolean): string => String((fr ? e.armyFr : undefined) ?? e.army ?? '?');
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export const EVENT_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  armySealed: (e, fr) => (fr ? `${cap(player(e.side, true))} scelle son armée` : `${cap(player(e.side, false))} seals an army`),
  armyRevealed: (e, fr) => (fr ? `${cap(player(e.side, true))} montre son armée : ${armyName(e, true)}, ${e.units} unités, ${e.points} points` : `${cap(player(e.side, false))} shows an army: ${armyName(e, false)}, ${e.units} units, ${e.points} points`),
  deploymentSealed: (e, fr) => (fr ? `${side(e.side, true, e)} scelle son déploiement` : `${side(e.side, false, e)} seals its deployment`),
  deploymentRevealed: (e, fr) => {
    const how = e.chosen ? (fr ? ', formations et chefs placés par son joueur' : ', formations and leaders as its player chose') : (fr ? ', chefs derrière leurs troupes' : ', leaders behind their troops');
    return fr ? `${side(e.side, true, e)} dévoile son déploiement : ${e.units} unités en place${how}` : `${side(e.side, false, e)} reveals its deployment: ${e.units} units in place${how}`;
  },
  die: (e, fr) => (fr ? `d${e.sides} lancé : ${e.value}` : `d${e.sides} rolled: ${e.value}`),
  cpRating: (e, fr) => {
    const bonus = e.exceptional ? (fr ? ' + 1 (général exceptionnel)' : ' + 1 (exceptional General)') : '';
    return fr ? `${leaderLabel(e, true)} : dé moyen ${e.avd} (d6 ${e.d6})${bonus}, ${e.cp} points de commandement` : `${leaderLabel(e, false)}: average die ${e.avd} (d6 ${e.d6})${bonus}, ${e.cp} command points`;
  },
  initiative: (e, fr) => (e.byScenario
    ? (fr ? `tour ${e.turn} : le scénario donne l'initiative à ${side(e.side, true, e)}` : `turn ${e.turn}: the scenario gives ${side(e.side, false, e)} the initiative`)
    : e.standing
      ? (fr ? `tour ${e.turn} : ${side(e.side, true, e)} a l'initiative (le vainqueur du jet joue ${e.first ? 'en premier' : 'en second'}, selon sa préférence permanente${e.when ? (e.near ? ' : l\'ennemi est à portée d\'arc' : ' : l\'ennemi est au-delà de la portée d\'arc') : ''})` : `turn ${e.turn}: ${side(e.side, false, e)} has the initiative (the winner of the roll goes ${e.first ? 'first' : 'second'}, by his standing preference${e.when ? (e.near ? ': the enemy is within bow range' : ': the enemy is beyond bow range') : ''})`)
      : (fr ? `tour ${e.turn} : ${side(e.side, true, e)} a l'initiative (le vainqueur du jet choisit de jouer ${e.first ? 'en premier' : 'en second'})` : `turn ${e.turn}: ${side(e.side, false, e)} has the initiative (the winner of the roll chose to go ${e.first ? 'first' : 'second'})`)),
  orderPreference: (e, fr) => {
    const w = PREFERENCE_WORDS[preferenceOf({ first: !!e.first, when: e.when === 'far' || e.when === 'near' ? e.when : undefined })];
    return fr ? `${side(e.side, true, e)} : quand elle gagne l'initiative, elle joue désormais ${w[1]} (préférence permanente)` : `${side(e.side, false, e)}: on winning the initiative, now goes ${w[0]} (standing preference)`;
  },
  initiativeRoll: (e, fr) => {
    const d = e.dice as number[], c = e.cp as number[];
    const t = `${side(0, fr, e)} ${d[0]} + ${c[0]} = ${d[0] + c[0]}, ${side(1, fr, e)} ${d[1]} + ${c[1]} = ${d[1] + c[1]}`;
    return fr ? `jet d'initiative (d6 + points du général) : ${t}${e.tie ? ', égalité, on relance' : ''}` : `initiative roll (d6 + the General's points): ${t}${e.tie ? ', a tie, rolled again' : ''}`;
  },
  commandHalf: (e, fr) => (fr ? `phase de commandement de ${side(e.side, true, e)}` : `${side(e.side, false, e)}'s command phase`),
  allocated: (e, fr) => (fr ? `${leaderLabel(e, true)} : ${kinds(e.actions, true) || 'aucune action'} pour ${points(e.cost, true)} de commandement ; il en reste ${e.left}` : `${leaderLabel(e, false)}: ${kinds(e.actions, false) || 'no action'} for ${points(e.cost, false)}; ${e.left} left`),
  looting: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} se ${vb(u, 'met', 'mettent')} à piller les bagages ennemis` : `${the(u)} ${vb(u, 'turns', 'turn')} to looting the enemy's baggage`; },
  stopOrdered: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `ordre de s'arrêter donné ${toN(u)}` : `${the(u)} ${vb(u, 'is', 'are')} told to stop`; },
  initialOrder: (e, fr) => (fr ? `ordre initial de ${leaderOf(e, true)} : ${orderWords({ n: Number(e.order), x: Number(e.x), y: Number(e.y) }, true)}` : `initial order for ${leaderOf(e, false)}: ${orderWords({ n: Number(e.order), x: Number(e.x), y: Number(e.y) }, false)}`),
  signalsDeclared: (e, fr) => { const n = Array.isArray(e.orders) ? e.orders.length : 0; if (!Array.isArray(e.orders)) e = { ...e, orders: [] }; return fr ? `${leaderOf(e, true)} convient de ${n} signa${n > 1 ? 'ux' : 'l'} (ordres ${(e.orders as number[]).join(', ')})` : `${leaderOf(e, false)} arranges ${n} signal${n > 1 ? 's' : ''} (orders ${(e.orders as number[]).join(', ')})`; },
  orderSent: (e, fr) => {
    const via = (VIA_WORDS[String(e.via)] ?? VIA_WORDS.contact)[fr ? 1 : 0];
    if (e.unit !== undefined) { const u = nounOf(e, 'unit', fr); return fr ? `${leaderOf(e, true)} envoie ${via} à ${otherLeader(e, 'to', true)} l'ordre de prendre ${the(u)} sous son commandement` : `${leaderOf(e, false)} sends ${otherLeader(e, 'to', false)} word ${via} to take ${the(u)} into his command`; }
    return fr ? `${leaderOf(e, true)} envoie ${via} à ${otherLeader(e, 'to', true)} un nouvel ordre ${e.order}` : `${leaderOf(e, false)} sends ${otherLeader(e, 'to', false)} new order ${e.order} ${via}`;
  },
  mustListen: (e, fr) => (fr ? `${leaderOf(e, true)} est au contact de ${otherLeader(e, 'from', true)} : il doit écouter son ordre` : `${leaderOf(e, false)} is in contact with ${otherLeader(e, 'from', false)}: he must listen to his order`),
  orderHeard: (e, fr) => {
    if (e.unit !== undefined) { const u = nounOf(e, 'unit', fr); return fr ? `${leaderOf(e, true)} écoute ${otherLeader(e, 'from', true)} : ${the(u)} ${vb(u, 'passe', 'passent')} sous son commandement` : `${leaderOf(e, false)} listens to ${otherLeader(e, 'from', false)}: ${the(u)} ${vb(u, 'comes', 'come')} under his command`; }
    return fr ? `${leaderOf(e, true)} écoute ${otherLeader(e, 'from', true)} : ses ordres sont maintenant ${orderWords({ n: Number(e.order) }, true)}` : `${leaderOf(e, false)} listens to ${otherLeader(e, 'from', false)}: his orders are now ${orderWords({ n: Number(e.order) }, false)}`;
  },
  messengerMoved: (e, fr) => (fr ? `le messager de ${otherLeader(e, 'from', true)} fait route vers ${otherLeader(e, 'to', true)}` : `${otherLeader(e, 'from', false)}'s messenger rides on towards ${otherLeader(e, 'to', false)}`),
  orderArrived: (e, fr) => (fr ? `le messager de ${otherLeader(e, 'from', true)} atteint ${otherLeader(e, 'to', true)} : l'ordre attend d'être écouté` : `${otherLeader(e, 'from', false)}'s messenger reaches ${otherLeader(e, 'to', false)}: the order waits to be heard`),
  orderLapsed: (e, fr) => (fr ? `l'ordre de ${otherLeader(e, 'from', true)} à ${otherLeader(e, 'to', true)} est caduc` : `${otherLeader(e, 'from', false)}'s order to ${otherLeader(e, 'to', false)} lapses`),
  leaderMove: (e, fr) => (fr ? `${leaderOf(e, true)} se déplace` : `${leaderOf(e, false)} moves`),
  attachLost: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${leaderOf(e, true)} ne peut plus se joindre ${toN(u)} : il reste seul là où il s'est arrêté` : `${leaderOf(e, false)} can no longer join ${the(u)}: he stays on his own where he ended`; },
  steady: (e, fr) => (fr ? `${leaderOf(e, true)} raffermit ses troupes` : `${leaderOf(e, false)} steadies his troops`),
  risk: (e, fr) => (e.hit
    ? (fr ? `risque pour ${leaderOf(e, true)} : d6 ${e.die}, touché ; second d6 ${e.second} : il ${EFFECT[String(e.effect)]?.[1] ?? 'est touché'}` : `risk to ${leaderOf(e, false)}: d6 ${e.die}, hit; second d6 ${e.second}: he ${EFFECT[String(e.effect)]?.[0] ?? 'is hit'}`)
    : (fr ? `risque pour ${leaderOf(e, true)} : d6 ${e.die}, indemne` : `risk to ${leaderOf(e, false)}: d6 ${e.die}, unharmed`)),
  controlTest: (e, fr) => {
    const u = nounOf(e, 'unit', fr), m = mods(e, fr);
    // An Average Die with the d6 it was read from (p.7): "average die, d6 1 → 3".
    const die = e.die === 'AvD' ? `${fr ? 'dé moyen' : 'average die'}${typeof e.d6 === 'number' ? `, d6 ${e.d6} →` : ''}` : 'd6';
    const o = OUTCOME[String(e.outcome)] ?? OUTCOME.halted;
    const out = fr ? (u.plural ? o[2] : o[1]).replace('son joueur', u.plural ? 'leur joueur' : 'son joueur') : u.plural ? o[3] : o[0];
    return fr ? `test de contrôle ${de(u)} : ${die} ${e.value}${m ? ` (${m})` : ''} = ${e.score}, ${pronoun(u)} ${out}` : `control test for ${the(u)}: ${die} ${e.value}${m ? ` (${m})` : ''} = ${e.score}, ${pronoun(u)} ${out}`;
  },
  // A.3 (option offTablePursuers): the test of a pursuer off the table to come back.
  returnTest: (e, fr) => {
    const u = nounOf(e, 'unit', fr), m = mods(e, fr);
    const die = e.die === 'AvD' ? `${fr ? 'dé moyen' : 'average die'}${typeof e.d6 === 'number' ? `, d6 ${e.d6} →` : ''}` : 'd6';
    const out = e.back ? (fr ? `${pronoun(u)} ${vb(u, 'revient', 'reviennent')} sur la table` : `${pronoun(u)} ${vb(u, 'comes', 'come')} back`)
      : (fr ? `${pronoun(u)} ${vb(u, 'est', 'sont')} hors de la bataille` : `${pronoun(u)} ${vb(u, 'is', 'are')} out of the battle`);
    return fr ? `test de contrôle ${de(u)}, hors de la table, pour revenir : ${die} ${e.value}${m ? ` (${m})` : ''} = ${e.score}, ${out}` : `control test for ${the(u)}, off the table, to come back: ${die} ${e.value}${m ? ` (${m})` : ''} = ${e.score}, ${out}`;
  },
  dp: (e, fr) => {
    const u = nounOf(e, 'unit', fr), n = Number(e.dps);
    switch (e.rule) {
      case 'MOR-05': return fr ? `${the(u)} ${vb(u, 'se remet', 'se remettent')} du désordre : ${n ? `il ${vb(u, 'lui', 'leur')} reste ${dpCount(n, true)}` : 'plus aucun point de désordre'}` : `${the(u)} ${vb(u, 'recovers', 'recover')} from disorder: ${n ? `${dpCount(n, false)} left` : 'none left'}`;
      case 'MOR-20': return fr ? `${the(u)} se ${vb(u, 'rallie', 'rallient')} : ${dpCount(n, true)}` : `${the(u)} ${vb(u, 'rallies', 'rally')}: ${dpCount(n, false)}`;
      case 'MOR-C7': return fr ? `${the(u)}, que ${vb(u, 'son', 'leur')} chef quitte, ${vb(u, 'prend', 'prennent')} ${dpCount(n, true)}` : `${the(u)}, left by ${its(u, 'its')} leader, ${vb(u, 'takes', 'take')} ${dpCount(n, false)}`;
      default: return fr ? `${the(u)} ${vb(u, 'prend', 'prennent')} un point de désordre : ${n} en tout` : `${the(u)} ${vb(u, 'takes', 'take')} a disorder point: ${n} in all`;
    }
  },
  shaken: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'ébranlé')}` : `${the(u)} ${vb(u, 'is', 'are')} shaken`; },
  legionDissolved: (e, fr) => {
    const u = nounOf(e, 'unit', fr), n = Number(e.stands);
    const why = Number(e.subs) < 2 ? (fr ? 'une seule sous-unité' : 'a single sub-unit') : (fr ? `${n} socles` : `${n} stands`);
    return fr ? `${the(u)}, ${agree(u, 'réduit')} à ${why}, ne ${vb(u, 'peut', 'peuvent')} plus agir comme une légion : ${pronoun(u)} ${vb(u, 'devient', 'deviennent')} ${vb(u, 'une unité ordinaire', 'des unités ordinaires')}, non ${agree(u, 'formé')}, là où ${pronoun(u)} ${vb(u, 'est', 'sont')}`
      : `${the(u)}, down to ${why}, can no longer act as a Legion: ${pronoun(u)} ${vb(u, 'becomes', 'become')} an ordinary unit, unformed where ${pronoun(u)} ${vb(u, 'stands', 'stand')}`;
  },
  casualty: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'perd', 'perdent')} un socle` : `${the(u)} ${vb(u, 'loses', 'lose')} a stand`; },
  destroyed: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'détruit')}` : `${the(u)} ${vb(u, 'is', 'are')} destroyed`; },
  ignored: (e, fr) => { const u = nounOf(e, 'unit', fr); return fr ? `${the(u)}, déjà ${agree(u, 'ébranlé')}, ${vb(u, 'ignore', 'ignorent')} ce désordre` : `${the(u)}, already shaken, ${vb(u, 'ignores', 'ignore')} this disorder`; },
  turn: (e, fr) => (fr ? `tour ${e.turn}` : `turn ${e.turn}`),
  gameOver: (e, fr) => {
    const l = Array.isArray(e.losses) ? (e.losses as number[]) : [0, 0];
    const pct = fr ? ` (pertes : ${side(0, true, e)} ${l[0]} %, ${side(1, true, e)} ${l[1]} %)` : ` (losses: ${side(0, false, e)} ${l[0]}%, ${side(1, false, e)} ${l[1]}%)`;
    const w = Number(e.winner);
    if (e.reason === 'break') return fr ? `partie terminée : l'armée adverse se débande, victoire de ${side(w, true, e)}${pct}` : `the game is over: the enemy army breaks, ${side(w, false, e)} wins${pct}`;
    if (e.reason === 'minor') return fr ? `partie terminée à la limite de tours : victoire mineure de ${side(w, true, e)}${pct}` : `the game is over at the turn limit: a minor victory for ${side(w, false, e)}${pct}`;
    return fr ? `partie terminée : match nul${pct}` : `the game is over: a draw${pct}`;
  },
  ...BATTLE_WORDS,
};

/** Every event names its rule as the rulebook does; every result the stand-in decided
 *  says so (issue 11): "(provisional rule: Charges and Combat)". */
export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const w = EVENT_WORDS[e.t];
  const text = w ? w(e as Ev, fr) : fr ? 'événement sans description' : 'an event without a description';
  return text + ruleSuffix(e.rule, e.provisional === true, fr);
}

/** Half javelin throws between two points, rounded down, in words ("2½"). */
function jtWords(dx: number, dy: number): string {
  const d2 = dx * dx + dy * dy;
  let halves = 0;
  while ((halves + 1) * (halves + 1) * 120 * 120 <= d2) halves++;
  return `${Math.floor(halves / 2)}${halves % 2 ? '½' : ''}`;
}

function cpText(s: CivGame, li: number, a: Cp, fr: boolean): string {
  const w = CP_WORDS[a.kind][fr ? 1 : 0];
  const unit = (i: number) => unitName(s, i, fr);
  switch (a.kind) {
    case 'control': return a.exclude.length ? `${w} (${fr ? 'sauf' : 'except'} ${a.exclude.map(unit).join(', ')})` : w;
    case 'move': {
      const l = s.leaders[li];
      const fwd = l ? (l.side === 0 ? a.y - l.y : l.y - a.y) : 0;
      const how = l ? ` ${fr ? 'de' : 'by'} ${jtWords(a.x - l.x, a.y - l.y)} ${fr ? 'jets de javelot' : 'javelin throws'}${fwd > 0 ? (fr ? ' vers l\'ennemi' : ' towards the enemy') : fwd < 0 ? (fr ? ' vers l\'arrière' : ' to the rear') : ''}` : '';
      const d = (a.double ? (fr ? ' double' : ' (double)') : '') + how;
      const att = a.attach >= 0 ? (fr ? `, se joint ${toN(unitN(s, a.attach, true))}` : `, joining ${unit(a.attach)}`) : '';
      return `${w}${d}${a.detach ? (fr ? ' en quittant son unité' : ' leaving his unit') : ''}${att}`;
    }
    case 'steady': return a.mode === 'rally' ? (fr ? `rallier ${unit(a.unit)}` : `rally ${unit(a.unit)}`) : a.mode === 'influenceTests' ? (fr ? `${w} (aide aux tests)` : `${w} (helping tests)`) : (fr ? `${w} (retirer le désordre)` : `${w} (removing disorder)`);
    case 'orders': {
      if (a.role === 'receive') return fr ? `écouter l'ordre de ${leaderName(s, a.other, true)}` : `listen to ${leaderName(s, a.other, false)}'s order`;
      if (a.order === undefined || a.via === undefined) return `${w} (${leaderName(s, a.other, fr)})`;
      const via = VIA_WORDS[a.via][fr ? 1 : 0];
      if (a.order === 0) return fr ? `faire passer ${unitName(s, a.unit ?? -1, true)} sous ${leaderName(s, a.other, true)}, ${via}` : `move ${unitName(s, a.unit ?? -1, false)} to ${leaderName(s, a.other, false)}'s command, ${via}`;
      return fr ? `nouvel ordre pour ${leaderName(s, a.other, true)}, ${via} : ${orderWords({ n: a.order, x: a.x, y: a.y }, true)}` : `new order for ${leaderName(s, a.other, false)}, ${via}: ${orderWords({ n: a.order, x: a.x, y: a.y }, false)}`;
    }
    default: return w;
  }
}


export function describeAction(s: CivGame, a: CivAction, lang: Lang): string {
  const fr = lang === 'fr';
  switch (a.k) {
    case 'sealArmy': return fr ? 'sceller son armée (elle reste secrète jusqu\'à ce que les deux soient scellées)' : 'seal the army (it stays secret until both are sealed)';
    case 'revealArmy': return fr ? 'montrer son armée' : 'show the army';
    case 'sealDeployment': return fr ? 'sceller son déploiement (il reste secret jusqu\'à ce que les deux soient scellés)' : 'seal the deployment (it stays secret until both are sealed)';
    case 'revealDeployment': return fr ? `dévoiler son déploiement (${a.poses.length / 3} unités)` : `reveal the deployment (${a.poses.length / 3} units)`;
    case 'roll': return s.phase === 'ratings' ? (fr ? 'lancer les points de commandement des chefs' : 'roll the leaders\' command points') : (fr ? 'lancer l\'initiative' : 'roll for the initiative');
    case 'choose': return fr ? (a.first ? 'jouer en premier' : 'jouer en second') : (a.first ? 'go first' : 'go second');
    case 'prefer': return fr ? `quand vous gagnez l'initiative, jouer ${PREFERENCE_WORDS[preferenceOf(a)][1]} (préférence permanente)` : `when you win the initiative, go ${PREFERENCE_WORDS[preferenceOf(a)][0]} (standing preference)`;
    case 'allocate': {
      const name = s.leaders[a.leader] ? leaderNoun(s.leaders[a.leader].name, fr).name : someLeader(fr).name;
      const list = a.actions.map((x) => cpText(s, a.leader, x, fr)).join(', ');
      return fr ? `${name} : ${list || 'aucune action (ses troupes testent)'}` : `${name}: ${list || 'no action (his troops test)'}`;
    }
    case 'stop': return fr ? `ordonner ${toN(unitN(s, a.unit, true))} de s'arrêter` : `tell ${unitName(s, a.unit, false)} to stop`;
    case 'done': return s.phase === 'command' ? (fr ? 'terminer la phase de commandement (tests de contrôle)' : 'end the command phase (control tests)')
      : s.phase === 'charges' ? (fr ? 'ne plus déclarer de charge' : 'declare no more charges')
      : (fr ? `terminer la ${PHASE[s.phase]?.[1] ?? 'phase'}` : `end the ${PHASE[s.phase]?.[0] ?? 'phase'}`);
    case 'move': {
      const m = moveText(unitN(s, a.unit, fr), a.how, a.angle);
      // Relaxed messages (spec §10.2): the initiative player's Approach is ordered ahead.
      return s.phase === 'approach' && s.planned !== undefined ? (fr ? `ordre, exécuté après la phase de commandement adverse : ${m}` : `order, carried out after the enemy's command phase: ${m}`) : m;
    }
    case 'charge': {
      const c = unitN(s, a.unit, fr), t = unitName(s, a.target, fr);
      return fr ? `${the(c)} ${vb(c, 'charge', 'chargent')} ${t} avec ${a.dice} ${a.dice > 1 ? 'dés moyens' : 'dé moyen'} (règle provisoire)` : `${the(c)} ${vb(c, 'charges', 'charge')} ${t} with ${a.dice} average ${a.dice > 1 ? 'dice' : 'die'} (provisional rule)`;
    }
    case 'afterCombat': {
      const u = unitN(s, a.unit, fr);
      return fr ? `ordres permanents ${de(u)} après un combat gagné : ${AFTER_COMBAT_WORDS(a.pursue, a.follow, true)} (règle provisoire)` : `standing orders for ${the(u)} after a won combat: ${AFTER_COMBAT_WORDS(a.pursue, a.follow, false)} (provisional rule)`;
    }
    case 'form': {
      const u = unitN(s, a.unit, fr);
      return fr ? `${the(u)} ${vb(u, 'se forme', 'se forment')} ${FORM_WORDS[a.to][1]}${TURN_WORDS[a.turn][1]}` : `${the(u)} ${vb(u, 'forms', 'form')} ${FORM_WORDS[a.to][0]}${TURN_WORDS[a.turn][0]}`;
    }
    case 'detach': {
      const u = unitN(s, a.unit, fr), l = s.units[a.unit];
      const line = l ? LINE_WORDS[lineOf(l, a.sub)][fr ? 1 : 0] : '';
      const n = l ? l.stands.filter((st) => st.sub === a.sub).length : 0;
      return fr ? `${the(u)} ${vb(u, 'détache', 'détachent')} ${line} (${n} socles) : une unité à part, en ligne, pour le reste de la bataille` : `${the(u)} ${vb(u, 'detaches', 'detach')} ${line} (${n} stands): a unit of its own, in Line, for the rest of the battle`;
    }
    case 'relieve': {
      const u = unitN(s, a.unit, fr), dps = s.units[a.unit]?.dps ?? 0;
      // MOR-07: the DP comes off only where there is one to remove.
      return fr ? `${the(u)} ${vb(u, 'relève', 'relèvent')} sa première ligne par la suivante${dps > 0 ? ', et ôte 1 point de désordre' : ''} (règle provisoire)` : `${the(u)} ${vb(u, 'relieves', 'relieve')} its front line with the next${dps > 0 ? ', removing 1 disorder point' : ''} (provisional rule)`;
    }
    case 'initialOrder': return fr ? `ordre initial de ${leaderName(s, a.leader, true)} : ${orderWords({ n: a.order, x: a.x, y: a.y }, true)}` : `initial order for ${leaderName(s, a.leader, false)}: ${orderWords({ n: a.order, x: a.x, y: a.y }, false)}`;
    case 'signals': {
      const list: string[] = [];
      for (let i = 0; i < a.list.length; i += 3) list.push(orderWords({ n: a.list[i], x: a.list[i + 1], y: a.list[i + 2] }, fr));
      return fr ? `signaux convenus de ${leaderName(s, a.leader, true)} : ${list.join(' ; ')}` : `pre-arranged signals of ${leaderName(s, a.leader, false)}: ${list.join('; ')}`;
    }
    case 'respond': {
      const u = unitN(s, a.unit, fr);
      return fr ? `ordre permanent ${de(u)} si ${pronoun(u)} ${vb(u, 'est', 'sont')} ${agree(u, 'chargé')} : ${RESPONSE[a.order][1]}` : `standing order for ${the(u)} if charged: ${RESPONSE[a.order][0]}`;
    }
  }
}
