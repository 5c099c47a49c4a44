// English and French words for Champs de Bataille actions and log events: units by type,
// quality and corps, hexes by the map's numbers, every die with its rule, every action-point
// cost with its modifiers.
import type { Lang, LogEvent } from '../../engine/contract';
import type { CdbAction } from './actions';
import { gridOf } from './grid';
import { corpsNumber, unitName, type Names } from './log-names';
import { planMove } from './movement';
import type { CdbState } from './state';

type Ev = LogEvent & { nm?: Names };
type T2 = [string, string];

/** Vertex facings (spec §2.1): 0 between the E and SE edges … 4 North. */
const FACING: T2[] = [['east-south-east', 'à l\'est-sud-est'], ['south', 'au sud'], ['west-south-west', 'à l\'ouest-sud-ouest'], ['west-north-west', 'à l\'ouest-nord-ouest'], ['north', 'au nord'], ['east-north-east', 'à l\'est-nord-est']];
export const SIDE: T2[] = [['the Mycenaeans', 'les Mycéniens'], ['the Hittites', 'les Hittites']];
const SIDE_OF: T2[] = [['the Mycenaeans\'', 'des Mycéniens'], ['the Hittites\'', 'des Hittites']];

/** The action-point cost items of rule 4.2, by modifier ID. */
export const COST_WORDS: Record<string, T2> = {
  '4.2': ['base 1', 'base 1'],
  '4.2-M1': ['+1 irregulars changing facing', '+1 irréguliers changeant d\'orientation'],
  '4.2-M2': ['+1 irregulars not using their whole allowance', '+1 irréguliers sans tout leur potentiel'],
  '4.2-M3': ['+1 march move after the first', '+1 mouvement de marche après le premier'],
  '4.2-M4': ['+1 horse and foot in one group', '+1 groupe mêlant montés et fantassins'],
  '4.2-R1': ['+1 restraining irregulars', '+1 retenue d\'irréguliers'],
  '4.2-G1': ['+1 far from the corps general', '+1 loin du général du corps'],
  '4.2-G2': ['+1 corps general in contact, off the map or lost', '+1 général du corps au contact, hors carte ou éliminé'],
};

const STEP: Record<string, T2> = {
  advance: ['spontaneous advances', 'avances spontanées'],
  flight: ['flight of demoralised corps', 'fuite des corps démoralisés'],
  shooting: ['shooting', 'tirs'],
  melee: ['mêlée', 'mêlée'],
};

const hex = (h: unknown) => String(h).padStart(4, '0');
const halves = (n: number) => `${Math.floor(n / 2)}${n % 2 ? '½' : ''}`;
const side = (x: unknown, fr: boolean) => (SIDE[Number(x)] ?? SIDE[0])[fr ? 1 : 0];
const facing = (f: unknown, fr: boolean) => (FACING[Number(f)] ?? FACING[4])[fr ? 1 : 0];
/** ", facing north" / ", face au nord"; nothing for baggage, which has no facing. */
const facingPart = (f: unknown, fr: boolean) => (f === null || f === undefined || Number(f) < 0 ? '' : fr ? `, face ${facing(f, true)}` : `, facing ${facing(f, false)}`);
const cost = (items: unknown, fr: boolean) => (Array.isArray(items) ? items : []).map((id) => (COST_WORDS[String(id)] ?? ['+1', '+1'])[fr ? 1 : 0]).join(', ');
const corpsOfEv = (e: Ev, id: unknown) => `corps ${e.nm?.corps[String(id)] ?? id}`;
const unitsOfEv = (e: Ev, fr: boolean) => (Array.isArray(e.units) ? (e.units as number[]) : []).map((id) => e.nm?.units[String(id)]?.[fr ? 'fr' : 'en'] ?? (fr ? 'une unité inconnue' : 'an unknown unit')).join(' ; ');
const list = (e: Ev, fr: boolean, values: unknown) => (Array.isArray(e.corps) ? (e.corps as number[]) : []).map((c, i) => `${corpsOfEv(e, c)}${fr ? ' : ' : ': '}${(values as number[])[i]}`).join(', ');

export const EVENT_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  die: (e, fr) => (fr ? `d${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`),
  apDice: (e, fr) => (fr ? `${side(e.side, true)} lancent leurs dés d'action : ${list(e, true, e.dice)}` : `${side(e.side, false)} roll their action dice: ${list(e, false, e.dice)}`),
  apSet: (e, fr) => (fr ? `points d'action : ${list(e, true, e.ap)}${e.free ? ' (dés des généraux réguliers attribués au choix)' : ' (chaque corps garde son dé)'}` : `action points: ${list(e, false, e.ap)}${e.free ? ' (the regular generals\' dice assigned by choice)' : ' (each corps keeps its own die)'}`),
  allyUnreliable: (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} allié n'est pas fiable : premier dé ${e.die}` : `the allied ${corpsOfEv(e, e.corps)} is unreliable: first die ${e.die}`),
  allyReliable: (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} allié redevient fiable : dé ${e.die}` : `the allied ${corpsOfEv(e, e.corps)} is reliable again: die ${e.die}`),
  generalLossTest: (e, fr) => {
    const lost = halves(Number(e.lost));
    return fr ? `${corpsOfEv(e, e.corps)}, général perdu : dé ${e.die} contre ${lost} pions perdus, ${e.demoralised ? 'démoralisé' : 'tient bon'}`
      : `${corpsOfEv(e, e.corps)}, its general lost: die ${e.die} against ${lost} counters lost, ${e.demoralised ? 'demoralised' : 'holds'}`;
  },
  moved: (e, fr) => {
    const to = (Array.isArray(e.to) ? (e.to as number[]) : []).map(hex).join(', ');
    const many = Array.isArray(e.units) && e.units.length > 1;
    const who = unitsOfEv(e, fr);
    const split = Number(e.split) === 1 ? (fr ? ' (premier rang avançant seul)' : ' (front rank advancing alone)') : Number(e.split) === 2 ? (fr ? ' (second rang reculant seul)' : ' (rear rank moving back alone)') : '';
    const joined = Number(e.joined) >= 0 ? (fr ? ', en soutien' : ', now in support') : '';
    const march = Number(e.march) > 1 ? (fr ? `, mouvement de marche n° ${e.march}` : `, march move ${e.march}`) : '';
    const cinc = Number(e.cinc) > 0 ? (fr ? ', dont le point du général en chef' : ', the commander-in-chief\'s point included') : '';
    const inPlace = Array.isArray(e.from) && Array.isArray(e.to) && (e.from as number[]).every((h, i) => h === (e.to as number[])[i]);
    const what = inPlace ? (fr ? `${many ? 'pivotent' : 'pivote'} sur place pour faire face ${facing(e.facing, true)}` : `${many ? 'turn' : 'turns'} in place to face ${facing(e.facing, false)}`)
      : fr ? `${many ? 'se déplacent' : 'se déplace'} en ${to}${facingPart(e.facing, true)}` : `${many ? 'move' : 'moves'} to ${to}${facingPart(e.facing, false)}`;
    return fr ? `${who}${split} ${what}${joined}${march} : ${e.cost} PA (${cost(e.items, true)}${cinc}) ; reste ${e.apLeft}`
      : `${who}${split} ${what}${joined}${march}: ${e.cost} AP (${cost(e.items, false)}${cinc}); ${e.apLeft} left`;
  },
  restrained: (e, fr) => (fr ? `retenue de ${unitsOfEv(e, true)} : ${e.cost} PA ; reste ${e.apLeft}` : `${unitsOfEv(e, false)} held back: ${e.cost} AP; ${e.apLeft} left`),
  stepNotWired: (e, fr) => { const w = (STEP[String(e.phase)] ?? STEP.melee)[fr ? 1 : 0]; return fr ? `${w} : étape pas encore jouée dans cette version` : `${w}: not played yet in this version`; },
  demoralised: (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} ${SIDE_OF[Number(e.side)]?.[1] ?? ''} est démoralisé (${halves(Number(e.lost))} pions perdus)` : `${SIDE_OF[Number(e.side)]?.[0] ?? ''} ${corpsOfEv(e, e.corps)} is demoralised (${halves(Number(e.lost))} counters lost)`),
  playerTurn: (e, fr) => (fr ? `tour ${e.turn} : ${side(e.side, true)} jouent` : `turn ${e.turn}: ${side(e.side, false)} to play`),
  gameOver: (e, fr) => {
    const w = Number(e.winner);
    if (w < 0) return fr ? 'partie terminée : match nul' : 'the game is over: a draw';
    const why = e.reason === 'armyBroken' ? (fr ? ' (la moitié de l\'armée adverse détruite)' : ' (half the enemy army destroyed)') : '';
    return fr ? `partie terminée : victoire ${SIDE_OF[w][1]}${why}` : `the game is over: ${SIDE_OF[w][0].replace(/'$/, '')} win${why}`;
  },
};

const ruleOf = (e: LogEvent, fr: boolean) => (typeof e.rule === 'string' && e.rule.startsWith('CdB ') ? (fr ? ` (règle ${e.rule.slice(4)})` : ` (rule ${e.rule.slice(4)})`) : '');

export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const w = EVENT_WORDS[e.t];
  return (w ? w(e as Ev, fr) : fr ? 'événement sans description' : 'an event without a description') + ruleOf(e, fr);
}

export function describeAction(s: CdbState, a: CdbAction, lang: Lang): string {
  const fr = lang === 'fr';
  const g = gridOf(s);
  const who = (ids: number[]) => ids.map((id) => { const u = s.units.find((x) => x.id === id); return u ? `${unitName(s, u)[lang]} (${g.label(u.hex)})` : fr ? 'une unité inconnue' : 'an unknown unit'; }).join(' ; ');
  const mine = s.corps.filter((c) => c.side === s.active).sort((x, y) => x.id - y.id);
  switch (a.k) {
    case 'roll': return fr ? 'lancer les dés d\'action' : 'roll the action dice';
    case 'assign': return (fr ? 'attribuer les dés : ' : 'assign the dice: ') + a.dice.map((d, i) => (fr ? `${d} au corps ${corpsNumber(s, mine[i]?.id ?? 0)}` : `${d} to corps ${corpsNumber(s, mine[i]?.id ?? 0)}`)).join(', ');
    case 'move': {
      const r = planMove(s, a);
      const split = a.split === 1 ? (fr ? ', premier rang seul' : ', front rank alone') : a.split === 2 ? (fr ? ', second rang seul' : ', rear rank alone') : '';
      if ('error' in r) return fr ? `déplacer ${who(a.units)}${split} (impossible maintenant)` : `move ${who(a.units)}${split} (not possible now)`;
      const to = r.plan.end.map((e) => g.label(e.hex)).join(', ');
      if (r.plan.end.every((e, i) => e.hex === s.units.find((u) => u.id === a.units[i])?.hex) && a.split === 0)
        return fr ? `${who(a.units)} : pivoter sur place pour faire face ${facing(r.plan.end[0].facing, true)} : ${r.plan.cost.total} PA (${cost(r.plan.cost.items.map((i) => i.id), true)})`
          : `${who(a.units)}: turn in place to face ${facing(r.plan.end[0].facing, false)}: ${r.plan.cost.total} AP (${cost(r.plan.cost.items.map((i) => i.id), false)})`;
      return fr ? `déplacer ${who(a.units)}${split} en ${to}${facingPart(r.plan.end[0].facing, true)} : ${r.plan.cost.total} PA (${cost(r.plan.cost.items.map((i) => i.id), true)})`
        : `move ${who(a.units)}${split} to ${to}${facingPart(r.plan.end[0].facing, false)}: ${r.plan.cost.total} AP (${cost(r.plan.cost.items.map((i) => i.id), false)})`;
    }
    case 'restrain': return fr ? `retenir ${who(a.units)}` : `hold back ${who(a.units)}`;
    case 'end': return fr ? 'terminer la phase de mouvement' : 'end the movement phase';
  }
}
