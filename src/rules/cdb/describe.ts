// English and French words for Champs de Bataille actions and log events: units by type,
// quality and corps, hexes by the map's numbers, every die with its rule, every action-point
// cost with its modifiers.
import type { Lang, LogEvent } from '../../engine/contract';
import type { CdbAction } from './actions';
import { gridOf } from './grid';
import { ordersFromEvent, ordersList, ordersWords } from './order-words';
import { ordersOf } from './orders';
import { corpsNumber, unitName, type Names } from './log-names';
import { planMove } from './movement';
import type { CdbState } from './state';
import { armyFromCode, armyOf } from './army';
import { ARMY_LISTS, POINTS } from './data/lists';
import { SAMPLE_ARMIES } from './data/armies';
import { TERRAIN_KINDS } from './data/terrain';
import { CATALOGUE, type UnitType } from './data/units';
import { PLACEABLE, SECTOR_WORDS } from './setup';
import { FIXED_SIDES, type SideWords } from './side-names';

type Ev = LogEvent & { nm?: Names };
type T2 = [string, string];

/** Vertex facings (spec §2.1): 0 between the E and SE edges … 4 North. */
const FACING: T2[] = [['east-south-east', 'à l\'est-sud-est'], ['south', 'au sud'], ['west-south-west', 'à l\'ouest-sud-ouest'], ['west-north-west', 'à l\'ouest-nord-ouest'], ['north', 'au nord'], ['east-north-east', 'à l\'est-nord-est']];
/** The sides' words an event carries (the armies chosen), else the fixed scenario's (side-names.ts). */
const sidesOf = (e: Ev): SideWords[] => e.nm?.sides ?? FIXED_SIDES;
const sideW = (e: Ev, x: unknown): SideWords => sidesOf(e)[Number(x)] ?? sidesOf(e)[0];
/** "the Hittites win" / "victoire des Hittites". */
export const winWords = (w: SideWords, fr: boolean): string => (fr ? `victoire ${w.of.fr}` : `${w.the.en} ${w.plural ? 'win' : 'wins'}`);

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

/** The modifiers of a mêlée or a shot total (11.2, 10.3, 10.4, 8.1, 12.3), by item id. */
const MOD_WORDS: Record<string, T2> = {
  '8.1': ['rear-rank support', 'soutien du second rang'],
  '11.2-advantage': ['higher ground', 'position dominante'],
  '10.4-advantage': ['higher ground', 'position dominante'],
  '11.2-river': ['behind a river', 'derrière une rivière'],
  '10.4-river': ['behind a river', 'derrière une rivière'],
  M13: ['defending fortifications', 'défendant des fortifications'],
  '11.3': ['overlaps', 'débordements'],
  '12.3': ['demoralised corps', 'corps démoralisé'],
  '11.2-terrain': ['ranks in bad ground', 'rangs en mauvais terrain'],
  '10.4-wood': ['shot into a wood', 'tir dans un bois'],
  '10.3': ['supporting shooters', 'tireurs en soutien'],
  '11.2-S': ['Superior quality', 'qualité Supérieure'], '10.4-S': ['Superior quality', 'qualité Supérieure'],
  '11.2-I': ['Inferior quality', 'qualité Inférieure'], '10.4-I': ['Inferior quality', 'qualité Inférieure'],
  '11.2-F': ['Fast quality', 'qualité Rapide'], '10.4-F': ['Fast quality', 'qualité Rapide'],
};

/** What a combat result does to the unit it strikes (11.5). */
const OUTCOME: Record<string, T2> = {
  none: ['holds', 'tient'], recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['is destroyed', 'est détruit'],
};

const hex = (h: unknown) => String(h).padStart(4, '0');
const typeName = (t: unknown, fr: boolean) => CATALOGUE[String(t) as UnitType]?.name[fr ? 'fr' : 'en'] ?? (fr ? 'un pion' : 'a counter');
/** The hiding places of 14.3.3 (hidden.ts PLACES). */
const PLACE_WORDS: T2[] = [['its ambush in broken ground', 'son embuscade en terrain accidenté'], ['its ambush in the wood', 'son embuscade dans le bois'], ['its hiding place behind the terrain', 'sa cachette derrière le terrain']];
const halves = (n: number) => `${Math.floor(n / 2)}${n % 2 ? '½' : ''}`;
const side = (e: Ev, x: unknown, fr: boolean) => sideW(e, x).the[fr ? 'fr' : 'en'];
const facing = (f: unknown, fr: boolean) => (FACING[Number(f)] ?? FACING[4])[fr ? 1 : 0];
/** ", facing north" / ", face au nord"; nothing for baggage, which has no facing. */
const facingPart = (f: unknown, fr: boolean) => (f === null || f === undefined || Number(f) < 0 ? '' : fr ? `, face ${facing(f, true)}` : `, facing ${facing(f, false)}`);
const cost = (items: unknown, fr: boolean) => (Array.isArray(items) ? items : []).map((id) => (COST_WORDS[String(id)] ?? ['+1', '+1'])[fr ? 1 : 0]).join(', ');
const corpsOfEv = (e: Ev, id: unknown) => `corps ${e.nm?.corps[String(id)] ?? id}`;
const unitsOfEv = (e: Ev, fr: boolean) => (Array.isArray(e.units) ? (e.units as number[]) : []).map((id) => e.nm?.units[String(id)]?.[fr ? 'fr' : 'en'] ?? (fr ? 'une unité inconnue' : 'an unknown unit')).join(' ; ');
const unitOf = (e: Ev, id: unknown, fr: boolean) => e.nm?.units[String(id)]?.[fr ? 'fr' : 'en'] ?? (fr ? 'une unité' : 'a unit');
const at = (x: unknown) => hex(x);
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
/** "die 4, value 3, +1 higher ground (rule 11.2), −1 overlaps (rule 11.3): 7" */
function total(e: Ev, i: number, fr: boolean): string {
  const die = (e.dice as number[] | undefined)?.[i];
  const value = (e.values as number[] | undefined)?.[i];
  const mods = ((e.mods as { id: string; value: number }[][] | undefined)?.[i] ?? []).map((m) => {
    const w = (MOD_WORDS[m.id] ?? ['modifier', 'modificateur'])[fr ? 1 : 0];
    return `${signed(m.value)} ${w} (${fr ? 'règle' : 'rule'} ${m.id.split('-')[0]})`;
  });
  const parts = [fr ? `dé ${die}` : `die ${die}`, ...(value === undefined ? [] : [fr ? `valeur ${value}` : `value ${value}`]), ...mods];
  return `${parts.join(', ')} = ${(e.totals as number[] | undefined)?.[i]}`;
}
const outcome = (x: unknown, fr: boolean) => (OUTCOME[String(x)] ?? OUTCOME.none)[fr ? 1 : 0];
/** The results of both sides, the ones that did something. */
function results(e: Ev, ids: unknown[], fr: boolean): string {
  const rs = (Array.isArray(e.results) ? e.results : []) as string[];
  const out = rs.map((r, i) => (r === 'none' ? '' : `${unitOf(e, ids[i], fr)} ${outcome(r, fr)}`)).filter((x) => x);
  return out.length ? out.join(fr ? ' ; ' : '; ') : fr ? 'sans effet' : 'no effect';
}

const list = (e: Ev, fr: boolean, values: unknown) => (Array.isArray(e.corps) ? (e.corps as number[]) : []).map((c, i) => `${corpsOfEv(e, c)}${fr ? ' : ' : ': '}${(values as number[])[i]}`).join(', ');

/** A player by seat, for the set-up (armies are not known yet). */
const PLAYER: T2[] = [['the first player', 'le premier joueur'], ['the second player', 'le second joueur']];
const player = (x: unknown, fr: boolean) => (PLAYER[Number(x)] ?? PLAYER[0])[fr ? 1 : 0];
const EDGE: T2[] = [['the South edge', 'le bord sud'], ['the North edge', 'le bord nord']];
const edge = (x: unknown, fr: boolean) => (EDGE[Number(x)] ?? EDGE[0])[fr ? 1 : 0];
const KIND: Record<string, T2> = { hill: ['gentle hill', 'colline douce'] };
const kindName = (k: unknown, fr: boolean) => (KIND[String(k)] ?? [TERRAIN_KINDS[String(k)]?.name.en ?? 'terrain', TERRAIN_KINDS[String(k)]?.name.fr ?? 'terrain'])[fr ? 1 : 0].toLowerCase();
const riverAcrossWords = (hs: number[], fr: boolean, sides = false) => (sides
  ? (fr ? `rivière le long des côtés sud des hex. ${hex(hs[0])} à ${hex(hs[hs.length - 1])} (la franchir ne coûte rien)` : `river along the southern sides of hexes ${hex(hs[0])} to ${hex(hs[hs.length - 1])} (no cost to cross)`)
  : fr ? `rivière de ${hex(hs[0])} à ${hex(hs[hs.length - 1])} (${hs.length} hex., terrain accidenté)` : `river from ${hex(hs[0])} to ${hex(hs[hs.length - 1])} (${hs.length} hexes, broken ground)`);
const hexes = (x: unknown) => (Array.isArray(x) ? (x as number[]).map(hex).join(', ') : '');
function armyWords(e: Ev, fr: boolean): string {
  if (typeof e.sample === 'string') { const a = SAMPLE_ARMIES.find((x) => x.id === e.sample); return a ? `${a.name[fr ? 'fr' : 'en']} (${fr ? 'armée d\'exemple' : 'sample army'})` : fr ? 'une armée' : 'an army'; }
  const l = ARMY_LISTS[Number(e.list)];
  return l ? (fr ? `${l.name.fr}, ${POINTS[Number(e.points)]} points, ${e.corps} corps` : `${l.name.en}, ${POINTS[Number(e.points)]} points, ${e.corps} corps`) : (fr ? 'une armée' : 'an army');
}

export const EVENT_WORDS: Record<string, (e: Ev, fr: boolean) => string> = {
  planCommitted: (e, fr) => (fr ? `${player(e.side, true)} écrit en secret la place de ses corps` : `${player(e.side, false)} writes down where the corps go, in secret`),
  planRevealed: (e, fr) => (fr ? `${player(e.side, true)} montre son plan : ${(Array.isArray(e.plan) ? (e.plan as number[]) : []).map((x, i) => `corps ${i + 1} ${(SECTOR_WORDS[x] ?? SECTOR_WORDS[1])[1]}`).join(', ')}`
    : `${player(e.side, false)} shows the plan: ${(Array.isArray(e.plan) ? (e.plan as number[]) : []).map((x, i) => `corps ${i + 1} ${(SECTOR_WORDS[x] ?? SECTOR_WORDS[1])[0]}`).join(', ')}`),
  deploymentSealed: (e, fr) => (fr ? `${player(e.side, true)} scelle tout son déploiement, en secret` : `${player(e.side, false)} seals the whole deployment, in secret`),
  deploymentOpened: (e, fr) => (fr ? `${player(e.side, true)} montre son déploiement` : `${player(e.side, false)} shows the deployment`),
  armyCommitted: (e, fr) => (fr ? `${player(e.side, true)} a choisi son armée, en secret` : `${player(e.side, false)} has chosen an army, in secret`),
  armyRevealed: (e, fr) => (fr ? `${player(e.side, true)} dévoile son armée : ${armyWords(e, true)}` : `${player(e.side, false)} reveals the army: ${armyWords(e, false)}`),
  aggression: (e, fr) => {
    const d = e.dice as number[], f = e.factors as number[], t = e.totals as number[];
    const each = [0, 1].map((i) => (fr ? `${player(i, true)} dé ${d[i]} + agressivité ${f[i]} = ${t[i]}` : `${player(i, false)} die ${d[i]} + aggression ${f[i]} = ${t[i]}`)).join(fr ? ' ; ' : '; ');
    const who = Number(e.attacker) < 0 ? (fr ? 'égalité, on relance' : 'a tie, rolled again') : fr ? `${player(e.attacker, true)} attaque` : `${player(e.attacker, false)} attacks`;
    return `${each}: ${who}`;
  },
  routePlaced: (e, fr) => {
    const hs = e.hexes as number[];
    const ends = `${hex(hs[0])} … ${hex(hs[hs.length - 1])}`;
    if (!e.road && e.sides) return fr ? `rivière d'invasion de l'attaquant, le long des côtés est des hex. ${ends} (la franchir ne coûte rien)` : `the attacker's river of invasion, along the eastern sides of hexes ${ends} (no cost to cross)`;
    return e.road ? (fr ? `route d'invasion de l'attaquant : ${ends} (${hs.length} hex.)` : `the attacker's road of invasion: ${ends} (${hs.length} hexes)`)
      : (fr ? `rivière d'invasion de l'attaquant : ${ends} (${hs.length} hex., terrain accidenté)` : `the attacker's river of invasion: ${ends} (${hs.length} hexes, broken ground)`);
  },
  waterSide: (e, fr) => (fr ? `l'attaquant déclare le côté ${e.west ? 'ouest' : 'est'} bordé d'eau : pas de marche de flanc de ce côté` : `the attacker declares the ${e.west ? 'West' : 'East'} side water: no flank march that side`),
  hillPlaced: (e, fr) => (fr ? `colline pentue en ${hexes(e.hexes)}` : `steep hill on ${hexes(e.hexes)}`),
  terrainRolled: (e, fr) => (fr ? `${kindName(e.kind, true)} : carré ${e.square} (dé), ${Number(e.edge) <= 4 ? 'touchant un bord' : 'loin des bords'} (dé ${e.edge})` : `${kindName(e.kind, false)}: square ${e.square} (die), ${Number(e.edge) <= 4 ? 'touching an edge' : 'away from the edges'} (die ${e.edge})`),
  terrainLost: (e, fr) => (fr ? `${kindName(e.kind, true)} perdu : pas de place dans le carré ${e.square} (dés ${e.square} et ${e.edge})` : `${kindName(e.kind, false)} lost: no room in square ${e.square} (dice ${e.square} and ${e.edge})`),
  terrainPlaced: (e, fr) => (e.kind === 'river' ? riverAcrossWords(e.hexes as number[], fr, e.sides === true) : fr ? `${kindName(e.kind, true)} en ${hexes(e.hexes)}` : `${kindName(e.kind, false)} on ${hexes(e.hexes)}`),
  sideRolled: (e, fr) => (fr ? `${player(e.side, true)} choisit ${edge(e.chosen, true)}, dé ${e.die} : il se place sur ${edge(e.edge, true)}` : `${player(e.side, false)} picks ${edge(e.chosen, false)}, die ${e.die}: deploys on ${edge(e.edge, false)}`),
  baggagePlaced: (e, fr) => (fr ? `${player(e.side, true)} place ses bagages en ${hexes(e.hexes)}` : `${player(e.side, false)} places the baggage on ${hexes(e.hexes)}`),
  corpsDeployed: (e, fr) => (fr ? `${player(e.side, true)} déploie le ${corpsOfEv(e, e.corps)} en ${hexes(e.hexes)}${Number(e.dismounted) > 0 ? `, ${e.dismounted} pions à pied` : ''}`
    : `${player(e.side, false)} deploys ${corpsOfEv(e, e.corps)} on ${hexes(e.hexes)}${Number(e.dismounted) > 0 ? `, ${e.dismounted} counters dismounted` : ''}`),
  unitHidden: (e, fr) => (fr ? `${side(e, e.side, true)} ${sideW(e, e.side).plural ? 'cachent' : 'cache'} un pion du ${corpsOfEv(e, e.corps)} : ${typeName(e.type, true)} (où, c'est secret)`
    : `${side(e, e.side, false)} ${sideW(e, e.side).plural ? 'hide' : 'hides'} a counter of ${corpsOfEv(e, e.corps)}: ${typeName(e.type, false)} (where is secret)`),
  unitRevealed: (e, fr) => {
    const how = e.uncovered ? (fr ? 'découvert par l\'ennemi' : 'uncovered by the enemy') : (fr ? 'il se montre' : 'it shows itself');
    const moved = Number(e.hex) !== Number(e.hidHex) ? (fr ? ` (${at(e.hidHex)} était occupé)` : ` (${at(e.hidHex)} was taken)`) : '';
    return fr ? `${unitOf(e, e.unit, true)} sort de ${PLACE_WORDS[Number(e.place)]?.[1] ?? 'sa cachette'} en ${at(e.hex)}${moved} : ${how}`
      : `${unitOf(e, e.unit, false)} comes out of ${PLACE_WORDS[Number(e.place)]?.[0] ?? 'hiding'} at ${at(e.hex)}${moved}: ${how}`;
  },
  hiddenLost: (e, fr) => (fr ? `${typeName(e.type, true)} du ${corpsOfEv(e, e.corps)}, caché en ${at(e.hex)}, y est pris par l'ennemi et perdu` : `${typeName(e.type, false)} of ${corpsOfEv(e, e.corps)}, hidden on ${at(e.hex)}, is caught there and lost`),
  die: (e, fr) => (fr ? `d${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`),
  apDice: (e, fr) => { const pl = sideW(e, e.side).plural; return fr ? `${side(e, e.side, true)} ${pl ? 'lancent leurs' : 'lance ses'} dés d'action : ${list(e, true, e.dice)}` : `${side(e, e.side, false)} ${pl ? 'roll their' : 'rolls its'} action dice: ${list(e, false, e.dice)}`; },
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
  'cdb.shot': (e, fr) => {
    const sup = Array.isArray(e.supports) && e.supports.length ? (fr ? `, soutenu par ${(e.supports as number[]).map((id) => unitOf(e, id, true)).join(' ; ')}` : `, supported by ${(e.supports as number[]).map((id) => unitOf(e, id, false)).join('; ')}`) : '';
    const back = e.returnFire ? (fr ? ', qui riposte' : ', which shoots back') : '';
    return fr ? `${unitOf(e, e.unit, true)} tire sur ${unitOf(e, e.target, true)}${sup}${back} : ${total(e, 0, true)} contre ${total(e, 1, true)} ; ${results(e, [e.unit, e.target], true)}`
      : `${unitOf(e, e.unit, false)} shoots at ${unitOf(e, e.target, false)}${sup}${back}: ${total(e, 0, false)} against ${total(e, 1, false)}; ${results(e, [e.unit, e.target], false)}`;
  },
  'cdb.melee': (e, fr) => (fr ? `mêlée : ${unitOf(e, e.unit, true)} attaque ${unitOf(e, e.enemy, true)} : ${total(e, 0, true)} contre ${total(e, 1, true)} ; ${results(e, [e.unit, e.enemy], true)}`
    : `mêlée: ${unitOf(e, e.unit, false)} attacks ${unitOf(e, e.enemy, false)}: ${total(e, 0, false)} against ${total(e, 1, false)}; ${results(e, [e.unit, e.enemy], false)}`),
  'cdb.destroyed': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} est détruit` : `${unitOf(e, e.unit, false)} is destroyed`),
  'cdb.offMap': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} quitte la carte et est perdu` : `${unitOf(e, e.unit, false)} leaves the map and is lost`),
  'cdb.recoil': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} recule en ${at(e.to)}` : `${unitOf(e, e.unit, false)} recoils to ${at(e.to)}`),
  'cdb.pushed': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} est repoussé en ${at(e.to)}` : `${unitOf(e, e.unit, false)} is pushed back to ${at(e.to)}`),
  'cdb.rearRankLost': (e, fr) => (fr ? `${unitOf(e, e.unit, true)}, derrière ${unitOf(e, e.behind, true)}, est perdu avec lui` : `${unitOf(e, e.unit, false)}, behind ${unitOf(e, e.behind, false)}, is lost with it`),
  'cdb.elephantFalls': (e, fr) => (fr ? `l'éléphant détruit écrase ${unitOf(e, e.unit, true)}` : `the falling elephant crushes ${unitOf(e, e.unit, false)}`),
  'cdb.elephantPanic': (e, fr) => (fr ? `${unitOf(e, e.unit, true)}, bousculé par l'éléphant ${unitOf(e, e.elephant, true)}, fuit` : `${unitOf(e, e.unit, false)}, struck by the elephant ${unitOf(e, e.elephant, false)}, flees`),
  'cdb.faceShooter': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} se tourne vers le tireur${facingPart(e.facing, true)}` : `${unitOf(e, e.unit, false)} turns toward the shooter${facingPart(e.facing, false)}`),
  'cdb.flankAttack': (e, fr) => (fr ? `${unitOf(e, e.unit, true)}, attaqué de flanc ou de dos, est détruit au lieu de reculer` : `${unitOf(e, e.unit, false)}, attacked in flank or rear, is destroyed instead of recoiling`),
  'cdb.noRecoil': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} ne peut pas reculer et est détruit` : `${unitOf(e, e.unit, false)} cannot recoil and is destroyed`),
  'cdb.flee': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} fuit depuis ${at(e.from)}` : `${unitOf(e, e.unit, false)} flees from ${at(e.from)}`),
  'cdb.fleeStep': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} fuit en ${at(e.to)}` : `${unitOf(e, e.unit, false)} flees to ${at(e.to)}`),
  'cdb.fleeBlocked': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} ne trouve pas de chemin pour fuir` : `${unitOf(e, e.unit, false)} finds no way to flee`),
  'cdb.swept': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} est traversé par les fuyards de ${unitOf(e, e.by, true)} et les suit` : `${unitOf(e, e.unit, false)} is run through by the fleeing ${unitOf(e, e.by, false)} and follows it`),
  'cdb.passedReaction': (e, fr) => {
    const r = String(e.reaction);
    const w: T2 = r === 'flee' ? ['flees', 'fuit'] : r === 'advance' ? ['advances in turn', 'avance à son tour'] : ['recoils', 'recule'];
    return fr ? `${unitOf(e, e.unit, true)}, traversé par ${unitOf(e, e.by, true)}, ${w[1]}` : `${unitOf(e, e.unit, false)}, passed through by ${unitOf(e, e.by, false)}, ${w[0]}`;
  },
  'cdb.advance': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} avance spontanément vers ${unitOf(e, e.target, true)}` : `${unitOf(e, e.unit, false)} advances of its own accord toward ${unitOf(e, e.target, false)}`),
  'cdb.advanceStep': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} avance en ${at(e.to)}` : `${unitOf(e, e.unit, false)} advances to ${at(e.to)}`),
  'cdb.advancePivot': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} pivote${facingPart(e.facing, true)}` : `${unitOf(e, e.unit, false)} turns${facingPart(e.facing, false)}`),
  'cdb.advanceBarred': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} ne peut pas avancer plus loin` : `${unitOf(e, e.unit, false)} can advance no further`),
  'cdb.advanceAfterMelee': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} avance dans l'hexagone libéré ${at(e.to)}` : `${unitOf(e, e.unit, false)} advances into the hex it won, ${at(e.to)}`),
  'cdb.turnToFace': (e, fr) => (fr ? `${unitOf(e, e.unit, true)} se tourne face à ${unitOf(e, e.attacker, true)}${facingPart(e.facing, true)}` : `${unitOf(e, e.unit, false)} turns to face ${unitOf(e, e.attacker, false)}${facingPart(e.facing, false)}`),
  'cdb.reliable': (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} allié redevient fiable` : `the allied ${corpsOfEv(e, e.corps)} is reliable again`),
  'cdb.demoralised': (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} est démoralisé` : `${corpsOfEv(e, e.corps)} is demoralised`),
  'cdb.defects': (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} allié changera de camp au prochain tour` : `the allied ${corpsOfEv(e, e.corps)} will change sides next turn`),
  'cdb.changesSides': (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} change de camp` : `${corpsOfEv(e, e.corps)} changes sides`),
  'cdb.victory': (e, fr) => {
    const w = e.winner === null || e.winner === undefined ? -1 : Number(e.winner);
    if (w < 0) return fr ? 'les deux armées sont brisées : match nul' : 'both armies are broken: a draw';
    return winWords(sideW(e, w), fr);
  },
  demoralised: (e, fr) => (fr ? `le ${corpsOfEv(e, e.corps)} ${sideW(e, e.side).of.fr} est démoralisé (${halves(Number(e.lost))} pions perdus)` : `${sideW(e, e.side).of.en} ${corpsOfEv(e, e.corps)} is demoralised (${halves(Number(e.lost))} counters lost)`),
  ordersSet: (e, fr) => {
    const { o, ids } = ordersFromEvent(e.values, e.changed);
    const pl = sideW(e, e.side).plural;
    return fr ? `${side(e, e.side, true)} ${pl ? 'donnent leurs' : 'donne ses'} ordres permanents : ${ordersList(o, ids, true)}`
      : `${side(e, e.side, false)} ${pl ? 'set their' : 'sets its'} standing orders: ${ordersList(o, ids, false)}`;
  },
  playerTurn: (e, fr) => (fr ? `tour ${e.turn} : ${side(e, e.side, true)} ${sideW(e, e.side).plural ? 'jouent' : 'joue'}` : `turn ${e.turn}: ${side(e, e.side, false)} to play`),
  gameOver: (e, fr) => {
    const w = Number(e.winner);
    if (w < 0) return fr ? 'partie terminée : match nul' : 'the game is over: a draw';
    const why = e.reason === 'armyBroken' ? (fr ? ' (la moitié de l\'armée adverse détruite)' : ' (half the enemy army destroyed)') : '';
    return fr ? `partie terminée : ${winWords(sideW(e, w), true)}${why}` : `the game is over: ${winWords(sideW(e, w), false)}${why}`;
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
    case 'choose': return describeChoice(s, a.answer, fr);
    case 'orders': return ordersWords(a.o, ordersOf(s, s.active), fr);
    case 'commitArmy': return fr ? 'choisir son armée en secret' : 'choose an army in secret';
    case 'revealArmy': {
      const c = armyFromCode(a.army);
      const name = c ? armyOf(c).name[lang] : fr ? 'une armée illisible' : 'an unreadable army';
      return fr ? `dévoiler son armée : ${name}` : `reveal the army: ${name}`;
    }
    case 'sealDeployment': return fr ? 'sceller tout son déploiement en secret' : 'seal the whole deployment in secret';
    case 'openDeployment': return fr ? 'montrer son déploiement scellé' : 'show the sealed deployment';
    case 'commitPlan': return fr ? 'écrire en secret la place des corps' : 'write down where the corps go, in secret';
    case 'revealPlan': return fr ? `montrer le plan : ${a.plan.map((x, i) => `corps ${i + 1} ${(SECTOR_WORDS[x] ?? SECTOR_WORDS[1])[1]}`).join(', ')}` : `show the plan: ${a.plan.map((x, i) => `corps ${i + 1} ${(SECTOR_WORDS[x] ?? SECTOR_WORDS[1])[0]}`).join(', ')}`;
    case 'route': {
      if (a.kind === 2) return fr ? `déclarer le côté ${a.from === 0 ? 'ouest' : 'est'} bordé d'eau (pas de marche de flanc de ce côté)` : `declare the ${a.from === 0 ? 'West' : 'East'} side water (no flank march that side)`;
      const what = a.kind === 0 ? ['a road', 'une route'] : ['a river', 'une rivière'];
      const start = g.label(g.id(a.from, s.map.rows)), end = g.label(g.id(a.to, 1));
      return fr ? `invasion par ${what[1]} : du bord sud en ${start} au bord nord en ${end}` : `invade along ${what[0]}: from the South edge at ${start} to the North edge at ${end}`;
    }
    case 'riverAcross': return fr ? `placer une rivière d'ouest en est, rangée ${a.row} (l'un de ses éléments)` : `place a river from West to East along row ${a.row} (one of the elements)`;
    case 'hill': return fr ? `placer une colline pentue en ${g.label(a.hex)}` : `place a steep hill on ${g.label(a.hex)}`;
    case 'terrain': return fr ? `tirer l'emplacement d'un élément : ${kindName(PLACEABLE[a.kind]?.kind, true)}` : `roll where an element goes: ${kindName(PLACEABLE[a.kind]?.kind, false)}`;
    case 'place': return fr ? `placer l'élément en ${g.label(a.hex)}` : `place the element on ${g.label(a.hex)}`;
    case 'terrainEnd': return fr ? 'ne plus placer de terrain' : 'place no more terrain';
    case 'side': return fr ? `choisir ${edge(a.edge, true)}` : `pick ${edge(a.edge, false)}`;
    case 'baggage': return fr ? `placer les bagages en ${a.hexes.map((h) => g.label(h)).join(', ')}` : `place the baggage on ${a.hexes.map((h) => g.label(h)).join(', ')}`;
    case 'hide': {
      const c = s.setup ? Object.values(s.setup.reserve).flat().find((k) => k.id === a.counter) : undefined;
      return fr ? `cacher un pion : ${typeName(c?.type, true)}` : `hide a counter: ${typeName(c?.type, false)}`;
    }
    case 'reveal': {
      const c = s.hidden.find((h) => h.counter.id === a.counter)?.counter;
      return fr ? `montrer ${typeName(c?.type, true)} caché en ${g.label(a.hex)}${a.cut !== undefined ? `, découvert par l'action ${a.cut} du dernier message ennemi` : ''}`
        : `show ${typeName(c?.type, false)} hidden on ${g.label(a.hex)}${a.cut !== undefined ? `, uncovered by action ${a.cut} of the enemy's last message` : ''}`;
    }
    case 'deploy': return fr ? `déployer le corps ${corpsNumber(s, a.corps)} en ${a.units.map((u) => g.label(u.hex)).join(', ')}${a.dismount.length ? `, ${a.dismount.length} pions à pied` : ''}`
      : `deploy corps ${corpsNumber(s, a.corps)} on ${a.units.map((u) => g.label(u.hex)).join(', ')}${a.dismount.length ? `, ${a.dismount.length} counters dismounted` : ''}`;
  }
}

/** The words for one answer to the pending choice (choices.ts kinds): a hex, a unit, yes/no. */
function describeChoice(s: CdbState, answer: number, fr: boolean): string {
  const c = s.combat?.pending;
  const g = gridOf(s);
  const name = (id: number) => { const u = s.units.find((x) => x.id === id); return u ? `${unitName(s, u)[fr ? 'fr' : 'en']} (${g.label(u.hex)})` : fr ? 'une unité' : 'a unit'; };
  if (!c) return fr ? 'choisir' : 'choose';
  const about = c.unit >= 0 ? name(c.unit) : '';
  switch (c.kind) {
    case 'recoilHex': return fr ? `${about} recule en ${g.label(answer)}` : `${about} recoils to ${g.label(answer)}`;
    case 'elephantRear': return fr ? `${name(answer)} cède devant l'éléphant qui tombe` : `${name(answer)} gives way to the falling elephant`;
    case 'rearLoss': case 'blockingLoss': return fr ? `perdre ${name(answer)}` : `lose ${name(answer)}`;
    case 'designation': return fr ? `${about} se tourne face à ${name(answer)}` : `${about} turns to face ${name(answer)}`;
    case 'meleeTarget': return c.unit < 0 ? (fr ? `combattre d'abord avec ${name(answer)}` : `fight first with ${name(answer)}`) : fr ? `${about} attaque ${name(answer)}` : `${about} attacks ${name(answer)}`;
    case 'shotTarget':
      if (c.unit < 0) return answer === 0 ? (fr ? 'ne plus tirer' : 'hold the remaining fire') : fr ? `tirer d'abord avec ${name(answer)}` : `shoot first with ${name(answer)}`;
      return fr ? `${about} tire sur ${name(answer)}` : `${about} shoots at ${name(answer)}`;
    case 'advanceTarget': return c.unit < 0 ? (fr ? `faire avancer d'abord ${name(answer)}` : `advance first with ${name(answer)}`) : fr ? `${about} avance vers ${name(answer)}` : `${about} advances toward ${name(answer)}`;
    case 'ignoreTarget': return answer === 1 ? (fr ? `ignorer ${about}` : `ignore ${about}`) : fr ? `ne pas ignorer ${about}` : `do not ignore ${about}`;
  }
}
