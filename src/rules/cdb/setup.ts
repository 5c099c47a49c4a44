// Set-up without a scenario (14.3, the terrain sidebar, spec §3.0 P1–P9 and S1–S9) as steps
// of the rule system, each a player's action with the dice from the engine:
//   S1 armies: each player commits to a digest of his army (engine/commitment.ts), seat 0
//      first; once both have committed, seat 1 reveals, then seat 0 (army.ts checks it);
//   S2 aggression: 1d6 + each army's factor, the higher attacks, ties rolled again (M22);
//   S3/S4 terrain (sidebar, scenario 'battle'): the attacker's 0–3 steep hills, then the
//      defender's 2–3 elements, each rolled to a square (1d6) and to an edge or the middle (1d6);
//   S5 side: the attacker names a long side, 1–4 he takes it, 5–6 the other;
//   S6 baggage on the home edge row, defender first;
//   S8/S9 deployment: corps by corps, the defender's largest first, then the attacker's
//      largest, then in turn; defender within 4 hexes of his edge, attacker 2 (M19), nothing
//      within 2 hexes of the left and right edges; mounted or dismounted per counter (2.7).
// Seat 0's home edge is always South (grid.ts): when the side roll puts a player on the other
// long side, the battlefield's terrain is turned half a circle instead, which is the same game.
import type { Ctx, Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { commitWords, opensCommitment, SALT_WORDS } from '../../engine/commitment';
import { nudgedLine } from '../../engine/hex/line';
import { armyCode, armyFromCode, armyOf, checkArmy, type ArmyChoice, type Refusal } from './army';
import { SAMPLE_ARMIES, type CounterDef } from './data/armies';
import { CATALOGUE } from './data/units';
import { gridOf, homeEdge } from './grid';
import { armyHalves, corpsHalves, thresholdHalves } from './losses';
import { checkStack } from './stacking';
import { countersWithHidden, type Cell, type CdbState, type Corps, type Counter, type Unit } from './state';
import { counterValues, type Corrections } from './values';
import { opt } from './options';
import { sideKey } from './terrain';
import { deploymentFromWords, offeredDeployment, openingViolation, publicDeployment, sealAction } from './sealed-deployment';

export type SetupStep = 'commit' | 'reveal' | 'hills' | 'terrain' | 'side' | 'baggage' | 'plan' | 'deploy' | 'planReveal'
  /** sidebar-200, option deployment 'simultaneous': each side's whole deployment sealed, then opened. */
  | 'sealDeploy' | 'openDeploy';

export interface SetupState {
  step: SetupStep;
  /** Who acts now. */
  seat: Seat;
  /** S1: each seat's digest ([] before it commits); public, so it may be hashed. */
  digests: number[][];
  /** S1: each seat's revealed army code ([] before). */
  armies: number[][];
  /** S1: a built army's code sealed for its chooser's device alone (commitment.ts `sealSmall`), by
   *  seat ([] none); absent in games whose armies were all offered ones. */
  boxes?: number[][];
  /** The terrain sidebar is played (scenario 'battle'). */
  terrain: boolean;
  /** Sidebar step 1: the attacker's route [kind, from, to] (setup.ts ROUTE); absent before it,
   *  and in games recorded before the choice was offered. */
  route?: number[];
  /** The attacker's steep hills placed, the defender's elements rolled (lost ones included). */
  hills: number;
  elements: number;
  /** The defender's element being placed: its kind (index in PLACEABLE) and its two dice; [] none. */
  pending: number[];
  /** Counters not on the map yet, by corps id, baggage included. */
  reserve: Record<string, Counter[]>;
  /** The header's corrected values (values.ts), for the counters made at the reveal and on dismounting. */
  corr: Corrections;
  nextCounter: number;
  /** S7 (14.3.3): each seat's digest of its secret corps plan, then the plan revealed; [] before. */
  plans: number[][];
  shownPlans: number[][];
  /** sidebar-200 (option deployment 'simultaneous'): each seat's digest of its whole deployment
   *  and the same words sealed for its own device (`sealWords`); [] before; absent otherwise. */
  sealed?: number[][];
  sealedBoxes?: number[][];
}

type DeployAction = Extract<SetupAction, { k: 'deploy' }>;
export type SetupAction =
  | { k: 'commitArmy'; digest: number[]; box?: number[] }
  | { k: 'revealArmy'; salt: number[]; army: number[] }
  /** Sidebar step 1: the attacker's road (kind 0) or river (1) from one long edge to the other,
   *  entering at column `from` of the South edge and leaving at column `to` of the North edge;
   *  or the side he declares water (kind 2: `from` 0 West, 1 East; `to` 0). */
  | { k: 'route'; kind: number; from: number; to: number }
  /** Sidebar step 2: the defender's river, one of his elements, from the middle of one short
   *  side to the other along row `row`. */
  | { k: 'riverAcross'; row: number }
  | { k: 'hill'; hex: number }
  | { k: 'terrain'; kind: number }
  | { k: 'place'; hex: number }
  | { k: 'terrainEnd' }
  | { k: 'side'; edge: number }
  | { k: 'baggage'; hexes: number[] }
  | { k: 'deploy'; corps: number; units: { hex: number; facing: number; counters: number[] }[]; dismount: number[] }
  /** S7 (14.3.3): the secret corps plan, committed before deployment and revealed after it. */
  | { k: 'commitPlan'; digest: number[] }
  | { k: 'revealPlan'; salt: number[]; plan: number[] }
  /** sidebar-200 "Placement simultané": the whole deployment (sealed-deployment.ts `deploymentWords`)
   *  committed by digest, with a box only its own device opens; then opened and checked. */
  | { k: 'sealDeployment'; digest: number[]; box: number[] }
  | { k: 'openDeployment'; salt: number[]; words: number[] };

/** The salt of the representative commitments legalActions offers (bots and tests): public,
 *  so it hides nothing; a player's device uses `saltWords` over its own secret instead. */
export const PUBLIC_SALT: number[] = Array(SALT_WORDS).fill(0);

/** What the defender may place (sidebar step 2): the kinds of 1.2 a map shows, and a gentle hill. */
export const PLACEABLE: { kind: string; cell: Cell }[] = [
  { kind: 'wood', cell: { ground: 'difficult', kind: 'wood' } },
  { kind: 'marsh', cell: { ground: 'difficult', kind: 'marsh' } },
  { kind: 'orchard', cell: { ground: 'difficult', kind: 'orchard' } },
  { kind: 'buildings', cell: { ground: 'difficult', kind: 'buildings' } },
  { kind: 'rocky', cell: { ground: 'broken', kind: 'rocky' } },
  { kind: 'brush', cell: { ground: 'broken', kind: 'brush' } },
  { kind: 'hill', cell: { ground: 'clear', kind: 'open', level: 1 } },
];
/** [INTERP] A steep hill is raised ground, level 1: broken (option steepHill 'broken', the
 *  default), or clear like a gentle hill ('clear'). */
export const STEEP_HILL: Cell = { ground: 'broken', kind: 'rocky', level: 1 };
const steepHill = (s: CdbState): Cell => (opt(s.options, 'steepHill') === 'clear' ? { ground: 'clear', kind: 'open', level: 1 } : { ...STEEP_HILL });
export const MAX_HILLS = 3;
export const MIN_ELEMENTS = 2, MAX_ELEMENTS = 3;
/** 14.3.4 and M19: deployment depth from one's own edge, every corps (the edge row the first;
 *  option deploymentDepth 'beyondEdgeRow' counts from the row after it). */
export const DEPTH = { defender: 4, attacker: 2 };
/** 14.3.4: nothing within 2 hexes of the left or right edge: the first allowed column is 3. */
export const SIDE_MARGIN = 2;
/** sidebar-200 "Placement simultané": "chaque camp se place à deux hex. de son bord de carte". */
export const SIMULTANEOUS_DEPTH = 2;
/** sidebar-200: whether the deployment is simultaneous (option deployment, late: absent = alternate). */
export const simultaneous = (s: CdbState): boolean => opt(s.options, 'deployment') === 'simultaneous';

const no = (rule: string, en: string, fr: string): Refusal => ({ rule, message: en, fr });
export const setupOf = (s: CdbState): SetupState => { if (!s.setup) throw new Error('cdb: not in set-up'); return s.setup; };
export const defender = (s: CdbState): Seat => (1 - s.attacker) as Seat;

/** An element's hexes (sidebar) [INTERP, option elementFootprint]: its anchor and the anchor's
 *  E, SE and SW neighbours ('four'), or the anchor and all six neighbours ('seven'). */
export const footprint = (s: CdbState, anchor: HexId): HexId[] => {
  const g = gridOf(s);
  const around = opt(s.options, 'elementFootprint') === 'seven' ? [0, 1, 2, 3, 4, 5] : [0, 1, 2];
  return [anchor, ...around.map((d) => g.neighbour(anchor, d))];
};

/** The six squares of the sidebar [INTERP, option terrainSquares]: thirds of the long edges by
 *  halves of the depth, 1–3 North, 4–6 South, West to East ('widthThirds'); or halves of the
 *  long edges by thirds of the depth, 1–2 North, 3–4 middle, 5–6 South ('depthThirds'). */
export function inSquare(s: CdbState, h: HexId, square: number): boolean {
  const g = gridOf(s);
  if (opt(s.options, 'terrainSquares') === 'depthThirds') {
    const band = Math.min(2, Math.floor(((g.row(h) - 1) * 3) / s.map.rows)), east = g.col(h) > s.map.cols / 2;
    return square === 1 + 2 * band + (east ? 1 : 0);
  }
  const third = Math.ceil(s.map.cols / 3), half = s.map.rows / 2;
  const col = Math.min(2, Math.floor((g.col(h) - 1) / third)), north = g.row(h) <= half;
  return square === (north ? 1 : 4) + col;
}
const edgeDistance = (s: CdbState, h: HexId): number => { const g = gridOf(s); return Math.min(g.col(h) - 1, s.map.cols - g.col(h), g.row(h) - 1, s.map.rows - g.row(h)); };

/** Sidebar step 2 (C8): 1–4 the element touches a map edge; 5–6 it lies at least 7 hexes from every edge. */
export function elementFits(s: CdbState, anchor: HexId, square: number, edgeDie: number): boolean {
  const g = gridOf(s);
  const hs = footprint(s, anchor);
  if (hs.some((h) => !g.onMap(h) || !inSquare(s, h, square) || s.map.cells[String(h)])) return false;
  return edgeDie <= 4 ? hs.some((h) => edgeDistance(s, h) === 0) : hs.every((h) => edgeDistance(s, h) >= 7);
}
export const elementAnchors = (s: CdbState, square: number, edgeDie: number): HexId[] => gridOf(s).all().filter((h) => elementFits(s, h, square, edgeDie));

export const ROUTE = { road: 0, river: 1, water: 2 } as const;
/** A river's hex: broken ground [INTERP M11 b], a road crossing it kept (a ford). */
const riverCell = (c: Cell | undefined): Cell => ({ ...(c?.road ? { road: true } : {}), ground: 'broken', kind: 'river', river: true });

/** Sidebar step 1 (C8 [INTERP]): the road or river runs from the South edge at column `from` to
 *  the North edge at column `to` along the hex line between those two edge hexes. */
export function routeHexes(s: CdbState, from: number, to: number): HexId[] {
  const g = gridOf(s);
  // One pass of the integer line (nudged to one side): a chain of neighbours, both ends included.
  return nudgedLine(g.axial(g.id(from, s.map.rows)), g.axial(g.id(to, 1)), 1).map((x) => g.fromAxial(x));
}
/** Sidebar step 2 [INTERP]: "from the centre of one short side to the other": the river runs along one of the two middle rows. */
export const acrossRows = (s: CdbState): number[] => [s.map.rows / 2, s.map.rows / 2 + 1];
export const riverAcrossHexes = (s: CdbState, row: number): HexId[] => Array.from({ length: s.map.cols }, (_, i) => gridOf(s).id(i + 1, row));
const hasRiver = (s: CdbState): boolean => Object.values(s.map.cells).some((c) => c.river) || !!s.map.riverSides?.length;
/** CdB M11 [INTERP, option rivers]: a river as river hexes (reading b, the default) or along hex sides (reading a). */
export const riversOnSides = (s: CdbState): boolean => opt(s.options, 'rivers') === 'sides';
/** CdB M11 (a): the sides of the defender's river across: between row `row` and the row South of it. */
export function riverAcrossSides(s: CdbState, row: number): number[] {
  const g = gridOf(s);
  return riverAcrossHexes(s, row).flatMap((h) => [1, 2].map((d) => g.neighbour(h, d)).filter((n) => g.onMap(n)).map((n) => sideKey(h, n)));
}
/** CdB M11 (a): the sides of the attacker's river of invasion: along the East side of its line
 *  of hexes (every side between a hex of the line and a neighbour East, North-East or South-East
 *  of it that is not on the line). */
export function routeSides(s: CdbState, from: number, to: number): number[] {
  const g = gridOf(s), line = routeHexes(s, from, to);
  return line.flatMap((h) => [5, 0, 1].map((d) => g.neighbour(h, d)).filter((n) => g.onMap(n) && !line.includes(n)).map((n) => sideKey(h, n)));
}
const addRiverSides = (s: CdbState, keys: number[]): void => { s.map.riverSides = [...new Set([...(s.map.riverSides ?? []), ...keys])].sort((a, b) => a - b); };

/** The steep hills (sidebar step 1): anywhere on the map, on open ground. */
const hillFits = (s: CdbState, anchor: HexId): boolean => footprint(s, anchor).every((h) => gridOf(s).onMap(h) && !s.map.cells[String(h)]);

/** Rows from a seat's own edge, 1 on the edge row. */
export const depthOf = (s: CdbState, side: Seat, h: HexId): number => { const r = gridOf(s).row(h); return homeEdge(side) === 'S' ? s.map.rows + 1 - r : r; };
/** 14.3.4 [INTERP, option deploymentDepth]: the deepest row a side deploys on. */
export const deployDepth = (s: CdbState, side: Seat): number =>
  (simultaneous(s) ? SIMULTANEOUS_DEPTH : side === s.attacker ? DEPTH.attacker : DEPTH.defender) + (opt(s.options, 'deploymentDepth') === 'beyondEdgeRow' ? 1 : 0);
/** 14.3 P5 [INTERP, option baggageRows]: baggage on the edge row, or on either of the two nearest rows. */
const baggageDepth = (s: CdbState): number => (opt(s.options, 'baggageRows') === 'two' ? 2 : 1);
const inMargins = (s: CdbState, h: HexId): boolean => { const c = gridOf(s).col(h); return c > SIDE_MARGIN && c <= s.map.cols - SIDE_MARGIN; };
/** 14.3.4: where a seat deploys. */
export const inDeploymentZone = (s: CdbState, side: Seat, h: HexId): boolean =>
  gridOf(s).onMap(h) && inMargins(s, h) && depthOf(s, side, h) <= deployDepth(s, side);

/** S7 [INTERP]: a corps's place in its player's plan: 0 left, 1 centre, 2 right, as the
 *  player sees the field from his own edge, by the mean column of its units (baggage apart):
 *  the outer thirds of the long edge are the wings. */
export function sectorOf(s: CdbState, side: Seat, hexes: HexId[], generalHex?: HexId): number {
  const g = gridOf(s);
  // Option corpsPlace 'general': the corps stands where its general does.
  if (generalHex !== undefined && opt(s.options, 'corpsPlace') === 'general') hexes = [generalHex];
  const cols = s.map.cols, third = Math.floor(cols / 3);
  const sum = hexes.reduce((t, h) => t + (homeEdge(side) === 'S' ? g.col(h) : cols + 1 - g.col(h)), 0);
  return sum < (third + 1) * hexes.length ? 0 : sum > (cols - third) * hexes.length ? 2 : 1;
}
export const SECTOR_WORDS: [string, string][] = [['left', 'à gauche'], ['centre', 'au centre'], ['right', 'à droite']];
const corpsHexes = (s: CdbState, corpsId: number): HexId[] => s.units.filter((u) => u.corps === corpsId && u.counters[0].type !== 'Bag').map((u) => u.hex);
const generalHex = (s: CdbState, c: Corps): HexId | undefined => s.units.find((u) => u.counters.some((k) => k.id === c.general))?.hex;

export const corpsOfSide = (s: CdbState, side: Seat): Corps[] => s.corps.filter((c) => c.side === side).sort((a, b) => a.id - b.id);
export const fighting = (s: CdbState, corpsId: number): Counter[] => (setupOf(s).reserve[String(corpsId)] ?? []).filter((c) => c.type !== 'Bag');
const deployed = (s: CdbState, corpsId: number): boolean => fighting(s, corpsId).length === 0 && s.units.some((u) => u.corps === corpsId && u.counters[0].type !== 'Bag');
export const bagsOf = (s: CdbState, side: Seat): Counter[] => corpsOfSide(s, side).flatMap((c) => (setupOf(s).reserve[String(c.id)] ?? []).filter((k) => k.type === 'Bag'));

/** 14.3.4: the corps this seat may deploy now: its largest (in counters) first. */
export function deployable(s: CdbState, side: Seat): number[] {
  const left = corpsOfSide(s, side).filter((c) => fighting(s, c.id).length > 0);
  if (left.length === 0) return [];
  if (left.length < corpsOfSide(s, side).length) return left.map((c) => c.id);
  const size = (c: Corps) => fighting(s, c.id).length;
  const most = Math.max(...left.map(size));
  return left.filter((c) => size(c) === most).map((c) => c.id);
}

/** 14.3.4: who deploys next: defender, attacker, in turn; a seat with nothing left passes. */
function nextDeployer(s: CdbState): Seat | null {
  const d = defender(s), a = s.attacker;
  const done = (side: Seat) => corpsOfSide(s, side).filter((c) => deployed(s, c.id)).length;
  const left = (side: Seat) => deployable(s, side).length > 0;
  if (!left(d) && !left(a)) return null;
  if (!left(d)) return a;
  if (!left(a)) return d;
  return done(d) <= done(a) ? d : a;
}

// ---- Legality ----

export function setupViolation(s: CdbState, seat: Seat, a: SetupAction): Refusal | null {
  const st = setupOf(s);
  if (seat !== st.seat) return no('CdB 14.3', 'the other player is setting up', 'l\'autre joueur prépare la bataille');
  switch (a.k) {
    case 'commitArmy':
      if (st.step !== 'commit') return no('CdB 14', 'the armies are chosen at the start', 'les armées se choisissent au début');
      return a.digest.length === 16 ? null : no('CdB 14', 'a commitment is 16 words', 'un engagement compte 16 mots');
    case 'revealArmy': {
      if (st.step !== 'reveal') return no('CdB 14', 'an army is revealed once both players have committed to theirs', 'une armée se dévoile quand les deux joueurs se sont engagés');
      if (!opensCommitment(st.digests[seat], a.army, a.salt)) return no('CdB 14', 'this is not the army committed to', 'ce n\'est pas l\'armée annoncée');
      const choice = armyFromCode(a.army);
      if (!choice) return no('CdB 14', 'the revealed army cannot be read', 'l\'armée dévoilée est illisible');
      return checkArmy(choice, opt(s.options, 'listRounding') === 'narrow');
    }
    case 'route': {
      if (st.step !== 'hills' || st.hills > 0 || st.route) return no('sidebar-terrain', 'the attacker chooses his road, river or water side first, before his steep hills', 'l\'attaquant choisit sa route, sa rivière ou son côté d\'eau en premier, avant ses collines pentues');
      if (a.kind === ROUTE.water) return (a.from === 0 || a.from === 1) && a.to === 0 ? null : no('sidebar-terrain', 'the water lies on the West or the East side', 'l\'eau borde le côté ouest ou le côté est');
      if (a.kind !== ROUTE.road && a.kind !== ROUTE.river) return no('sidebar-terrain', 'a road, a river or a water side', 'une route, une rivière ou un côté d\'eau');
      const cols = s.map.cols;
      if (!(Number.isInteger(a.from) && Number.isInteger(a.to) && a.from >= 1 && a.from <= cols && a.to >= 1 && a.to <= cols)) return no('sidebar-terrain', `the ${a.kind === ROUTE.road ? 'road' : 'river'} runs from a hex of the South edge to a hex of the North edge`, `la ${a.kind === ROUTE.road ? 'route' : 'rivière'} va d'un hex. du bord sud à un hex. du bord nord`);
      return null;
    }
    case 'riverAcross':
      if (st.step !== 'terrain' || st.pending.length > 0 || st.elements >= MAX_ELEMENTS) return no('sidebar-terrain', 'the defender\'s river is one of his terrain elements', 'la rivière du défenseur est l\'un de ses éléments de terrain');
      if (hasRiver(s)) return no('sidebar-terrain', 'the battlefield has a river already', 'le champ de bataille a déjà une rivière');
      if (!acrossRows(s).includes(a.row)) return no('sidebar-terrain', `the river runs from the middle of the West side to the middle of the East side (row ${acrossRows(s).join(' or ')})`, `la rivière va du milieu du côté ouest au milieu du côté est (rangée ${acrossRows(s).join(' ou ')})`);
      if (riversOnSides(s)) return null; // along hex sides: the hexes keep their terrain
      {
        const taken = riverAcrossHexes(s, a.row).find((h) => { const c = s.map.cells[String(h)]; return c !== undefined && !(c.road && c.ground === 'clear' && !c.level); });
        return taken === undefined ? null : no('sidebar-terrain', `the river would cross earlier terrain at ${gridOf(s).label(taken)}`, `la rivière traverserait un terrain déjà placé en ${gridOf(s).label(taken)}`);
      }
    case 'hill':
      if (st.route?.[0] === ROUTE.river) return no('sidebar-terrain', 'steep hills come with a road or a water side, not with a river', 'les collines pentues vont avec une route ou un côté d\'eau, pas avec une rivière');
      if (st.step !== 'hills') return no('sidebar-terrain', 'the attacker\'s steep hills come before the defender\'s terrain', 'les collines pentues de l\'attaquant précèdent le terrain du défenseur');
      return hillFits(s, a.hex) ? null : no('sidebar-terrain', 'a steep hill lies on open ground, wholly on the map', 'une colline pentue se pose en terrain dégagé, entière sur la carte');
    case 'terrain':
      if (st.step !== 'terrain' || st.pending.length > 0) return no('sidebar-terrain', 'no terrain element to roll for now', 'pas d\'élément de terrain à tirer maintenant');
      return PLACEABLE[a.kind] ? null : no('sidebar-terrain', 'not a terrain element', 'pas un élément de terrain');
    case 'place':
      if (st.step !== 'terrain' || st.pending.length === 0) return no('sidebar-terrain', 'roll for an element before placing it', 'tirer l\'élément avant de le placer');
      return elementFits(s, a.hex, st.pending[1], st.pending[2]) ? null
        : no('CdB C8', `the element lies in square ${st.pending[1]}, ${st.pending[2] <= 4 ? 'touching a map edge' : 'at least 7 hexes from every map edge'}, on open ground`,
          `l'élément se place dans le carré ${st.pending[1]}, ${st.pending[2] <= 4 ? 'touchant un bord de carte' : 'à 7 hex. au moins de tout bord de carte'}, en terrain dégagé`);
    case 'terrainEnd':
      if (st.step === 'hills') return null;
      if (st.step !== 'terrain' || st.pending.length > 0) return no('sidebar-terrain', 'no terrain being placed', 'aucun terrain en cours de placement');
      return st.elements >= MIN_ELEMENTS ? null : no('sidebar-terrain', 'the defender places 2 to 3 terrain elements', 'le défenseur place de 2 à 3 éléments de terrain');
    case 'side':
      if (st.step !== 'side') return no('CdB 14.3', 'the attacker picks a side after the terrain', 'l\'attaquant choisit un côté après le terrain');
      return a.edge === 0 || a.edge === 1 ? null : no('CdB 14.3', 'a long side: South or North', 'un grand côté : sud ou nord');
    case 'baggage': {
      if (st.step !== 'baggage') return no('CdB 14.3', 'the baggage is placed once the sides are known', 'les bagages se placent une fois les côtés connus');
      const bags = bagsOf(s, seat);
      if (a.hexes.length !== bags.length || new Set(a.hexes).size !== a.hexes.length) return no('CdB 14.3', `place each of the ${bags.length} baggage once`, `placer chacun des ${bags.length} bagages une fois`);
      const bad = a.hexes.find((h) => !gridOf(s).onMap(h) || depthOf(s, seat, h) > baggageDepth(s) || !inMargins(s, h) || s.units.some((u) => u.hex === h));
      return bad === undefined ? null : no('CdB 14.3', `baggage goes on a free hex along its own edge, more than 2 hexes from the side edges (not ${gridOf(s).label(bad)})`, `les bagages vont sur un hex. libre le long de son bord, à plus de 2 hex. des bords latéraux (pas ${gridOf(s).label(bad)})`);
    }
    case 'deploy': return deployViolation(s, seat, a);
    case 'sealDeployment':
      if (st.step !== 'sealDeploy') return no('CdB sidebar-200', 'with the simultaneous deployment each player seals his whole deployment once the baggage is placed', 'en placement simultané chaque joueur scelle tout son déploiement une fois les bagages placés');
      return a.digest.length === 16 ? null : no('CdB sidebar-200', 'a commitment is 16 words', 'un engagement compte 16 mots');
    case 'openDeployment': return openingViolation(s, seat, a.words, a.salt);
    case 'commitPlan':
      if (st.step !== 'plan') return no('CdB S7', 'the corps plan is written down after the baggage, before deployment', 'le plan des corps s\'écrit après les bagages, avant le déploiement');
      return a.digest.length === 16 ? null : no('CdB S7', 'a commitment is 16 words', 'un engagement compte 16 mots');
    case 'revealPlan': {
      if (st.step !== 'planReveal') return no('CdB S7', 'the corps plan is shown once every corps is deployed', 'le plan des corps se montre une fois tous les corps déployés');
      if (!opensCommitment(st.plans[seat], a.plan, a.salt)) return no('CdB S7', 'this is not the plan written down', 'ce n\'est pas le plan écrit');
      return planViolation(s, seat, a.plan);
    }
  }
}

/** S7, 14.3.3: the corps deployed where the secret plan said (one sector per corps, in corps order). */
export function planViolation(s: CdbState, side: Seat, plan: number[]): Refusal | null {
  const mine = corpsOfSide(s, side);
  if (plan.length !== mine.length || plan.some((x) => !Number.isInteger(x) || x < 0 || x > 2)) return no('CdB S7', 'the plan names a place for every corps', 'le plan indique une place pour chaque corps');
  for (let k = 0; k < mine.length; k++) {
    const at = sectorOf(s, side, corpsHexes(s, mine[k].id), generalHex(s, mine[k]));
    if (at !== plan[k]) return no('CdB S7', `corps ${k + 1} was to deploy ${SECTOR_WORDS[plan[k]][0]}, it stands ${SECTOR_WORDS[at][0]}`, `le corps ${k + 1} devait se placer ${SECTOR_WORDS[plan[k]][1]}, il est ${SECTOR_WORDS[at][1]}`);
  }
  return null;
}

function deployViolation(s: CdbState, seat: Seat, a: Extract<SetupAction, { k: 'deploy' }>): Refusal | null {
  const st = setupOf(s);
  if (st.step !== 'deploy') return no('CdB 14.3', 'the corps deploy after the baggage', 'les corps se déploient après les bagages');
  if (!deployable(s, seat).includes(a.corps)) return no('CdB 14.3', 'the largest corps (in counters) deploys first, then the others in turn', 'le corps le plus nombreux (en pions) se place d\'abord, puis les autres à tour de rôle');
  return placementViolation(s, seat, a);
}

/** One corps's placement (14.3.4, 8, 6.1, 2.7): every counter once, in the zone, one unit a hex,
 *  a facing, a legal stack. Under the simultaneous deployment the zone is the sidebar's. */
export function placementViolation(s: CdbState, seat: Seat, a: DeployAction): Refusal | null {
  const st = setupOf(s);
  const pool = fighting(s, a.corps);
  const ids = a.units.flatMap((u) => u.counters);
  if (ids.length !== pool.length || new Set(ids).size !== ids.length || ids.some((id) => !pool.some((c) => c.id === id)))
    return no('CdB 14.3', 'a corps deploys every one of its counters, each once', 'un corps place chacun de ses pions, une fois');
  if (a.dismount.some((id) => !pool.find((c) => c.id === id)?.dismountTo)) return no('CdB 2.7', 'only a counter with a dismounted form may deploy dismounted', 'seul un pion ayant une forme à pied peut se placer démonté');
  const hexes = new Set(s.units.map((u) => u.hex));
  for (const u of a.units) {
    if (simultaneous(s) && !inDeploymentZone(s, seat, u.hex))
      return no('CdB sidebar-200', `${gridOf(s).label(u.hex)} is outside the deployment zone: with the simultaneous deployment each side deploys within ${SIMULTANEOUS_DEPTH} hexes of its own edge, more than 2 from the side edges`,
        `${gridOf(s).label(u.hex)} est hors de la zone de déploiement : en placement simultané chaque camp se place à ${SIMULTANEOUS_DEPTH} hex. de son bord de carte, à plus de 2 des bords latéraux`);
    if (!inDeploymentZone(s, seat, u.hex)) {
      const depth = seat === s.attacker ? DEPTH.attacker : DEPTH.defender;
      return no('CdB 14.3', `${gridOf(s).label(u.hex)} is outside the deployment zone: within ${depth} hexes of one's own edge, more than 2 from the side edges`,
        `${gridOf(s).label(u.hex)} est hors de la zone de déploiement : à ${depth} hex. ou moins de son bord, à plus de 2 des bords latéraux`);
    }
    if (hexes.has(u.hex)) return no('CdB 8', `one unit a hex: ${gridOf(s).label(u.hex)} is taken`, `une unité par hex. : ${gridOf(s).label(u.hex)} est occupé`);
    hexes.add(u.hex);
    if (!Number.isInteger(u.facing) || u.facing < 0 || u.facing > 5) return no('CdB 6.1', 'a unit faces a vertex', 'une unité fait face à un sommet');
    const v = checkStack(u.counters.map((id) => asDeployed(st, pool.find((c) => c.id === id)!, a.dismount.includes(id))));
    if (v) return no(v.rule, v.message, 'cet empilement n\'est pas permis');
  }
  return null;
}

/** A counter as it deploys: mounted, or in its dismounted form (2.7) with that form's values. */
export function asDeployed(st: SetupState, c: Counter, dismount: boolean): Counter {
  if (!dismount || !c.dismountTo) { const { dismountTo: _, ...rest } = c; return rest; }
  const { dismountTo, chariot: _c, ...rest } = c;
  return { ...rest, type: dismountTo.type, quality: dismountTo.quality, ...counterValues(dismountTo.type, dismountTo.quality, st.corr) };
}

// ---- Applying ----

function makeCounter(st: SetupState, d: CounterDef, simplified: boolean): Counter {
  const c: Counter = { id: st.nextCounter++, type: d.type, quality: d.quality, regular: d.regular, ...counterValues(d.type, d.quality, st.corr) };
  if (d.general) c.general = true;
  // CdB sidebar-200, option simplified: no commander-in-chief.
  if (d.cinc && !simplified) c.cinc = true;
  if (d.chariot) c.chariot = true;
  if (d.dismounted) c.dismountTo = { ...d.dismounted };
  return c;
}

/** Both armies revealed: their corps and counters (in reserve), then the aggression roll (S2). */
function raiseArmies(s: CdbState, ctx: Ctx): void {
  const st = setupOf(s);
  const armies = st.armies.map((code) => armyOf(armyFromCode(code)!));
  s.armies = st.armies.map((code) => [...code]);
  let corpsId = 1;
  const simplified = opt(s.options, 'simplified') === 'yes';
  armies.forEach((army, side) => {
    for (const cd of army.corps) {
      const counters = cd.counters.map((d) => makeCounter(st, d, simplified));
      // CdB sidebar-200, option simplified: no baggage (the army's choice of baggage is left unused).
      const bags = (simplified ? [] : cd.baggage).map((b) => ({ id: st.nextCounter++, type: 'Bag' as const, quality: 'I' as const, regular: false, ...counterValues('Bag', 'I', st.corr), mobile: b === 'mobile' }));
      const general = counters.find((c) => c.general)!;
      s.corps.push({ id: corpsId, side: side as Seat, general: general.id, regularGeneral: general.regular, allied: !!cd.allied, demoralised: false, generalLost: false, generalOffMap: false,
        ...(cd.nationality ? { nationality: cd.nationality } : {}) });
      st.reserve[String(corpsId)] = [...counters, ...bags];
      corpsId++;
    }
  });
  // S2, 14.3.1: 1d6 + aggression, the higher attacks; M22: a tie is rolled again.
  for (let guard = 0; guard < 100; guard++) {
    const dice = [ctx.dice.d6(), ctx.dice.d6()];
    const totals = dice.map((d, i) => d + armies[i].aggression);
    ctx.log({ t: 'aggression', rule: 'CdB 14.3', dice, factors: armies.map((a) => a.aggression), totals, attacker: totals[0] === totals[1] ? -1 : totals[0] > totals[1] ? 0 : 1 });
    if (totals[0] !== totals[1]) { s.attacker = (totals[0] > totals[1] ? 0 : 1) as Seat; break; }
  }
  st.seat = s.attacker;
  st.step = st.terrain ? 'hills' : 'side';
}

function rollElement(s: CdbState, kind: number, ctx: Ctx): void {
  const st = setupOf(s);
  const square = ctx.dice.d6(), edge = ctx.dice.d6();
  st.elements++;
  if (elementAnchors(s, square, edge).length === 0) {
    ctx.log({ t: 'terrainLost', rule: 'sidebar-terrain', kind: PLACEABLE[kind].kind, square, edge });
    if (st.elements >= MAX_ELEMENTS) toSide(s);
    return;
  }
  st.pending = [kind, square, edge];
  ctx.log({ t: 'terrainRolled', rule: 'sidebar-terrain', kind: PLACEABLE[kind].kind, square, edge });
}

function toSide(s: CdbState): void { const st = setupOf(s); st.step = 'side'; st.seat = s.attacker; st.pending = []; }

/** 14.3.2: turns the terrain half a circle (rows are even, so the odd-row shift maps onto itself). */
function rotateTerrain(s: CdbState): void {
  const g = gridOf(s);
  const cells: Record<string, Cell> = {};
  for (const [k, v] of Object.entries(s.map.cells)) cells[String(g.id(s.map.cols + 1 - g.col(Number(k)), s.map.rows + 1 - g.row(Number(k))))] = v;
  s.map.cells = cells;
  const turn = (h: number) => g.id(s.map.cols + 1 - g.col(h), s.map.rows + 1 - g.row(h));
  if (s.map.riverSides) s.map.riverSides = s.map.riverSides.map((k) => sideKey(turn(Math.floor(k / 10000)), turn(k % 10000))).sort((a, b) => a - b);
  if (s.map.water) s.map.water = s.map.water === 'W' ? 'E' : 'W';
}

export function applySetup(s: CdbState, seat: Seat, a: SetupAction, ctx: Ctx): void {
  const st = setupOf(s);
  switch (a.k) {
    case 'commitArmy':
      st.digests[seat] = [...a.digest];
      if (a.box) { st.boxes = st.boxes ?? [[], []]; st.boxes[seat] = [...a.box]; }
      ctx.log({ t: 'armyCommitted', rule: 'CdB 14', side: seat });
      if (seat === 0) st.seat = 1; else st.step = 'reveal';
      return;
    case 'revealArmy': {
      st.armies[seat] = [...a.army];
      const choice = armyFromCode(a.army)!;
      ctx.log({ t: 'armyRevealed', rule: 'CdB 14', side: seat, ...('sample' in choice ? { sample: SAMPLE_ARMIES[choice.sample].id } : { list: choice.list, points: choice.points, corps: choice.corps.length }) });
      if (st.armies[0].length && st.armies[1].length) raiseArmies(s, ctx);
      else st.seat = 0;
      return;
    }
    case 'route': {
      st.route = [a.kind, a.from, a.to];
      if (a.kind === ROUTE.water) {
        s.map.water = a.from === 0 ? 'W' : 'E';
        ctx.log({ t: 'waterSide', rule: 'sidebar-terrain', side: s.attacker, west: a.from === 0 });
        return;
      }
      const hexes = routeHexes(s, a.from, a.to);
      // CdB M11 (a), option rivers 'sides': the river runs along the line's East sides, its hexes untouched.
      if (a.kind === ROUTE.river && riversOnSides(s)) addRiverSides(s, routeSides(s, a.from, a.to));
      else for (const h of hexes) s.map.cells[String(h)] = a.kind === ROUTE.road ? { ground: 'clear', kind: 'open', road: true } : riverCell(undefined);
      ctx.log({ t: 'routePlaced', rule: 'sidebar-terrain', side: s.attacker, road: a.kind === ROUTE.road, hexes, ...(a.kind === ROUTE.river && riversOnSides(s) ? { sides: true } : {}) });
      // No steep hills after a river (the sidebar gives them with a road).
      if (a.kind === ROUTE.river) { st.step = 'terrain'; st.seat = defender(s); }
      return;
    }
    case 'riverAcross': {
      const hexes = riverAcrossHexes(s, a.row);
      if (riversOnSides(s)) addRiverSides(s, riverAcrossSides(s, a.row));
      else for (const h of hexes) s.map.cells[String(h)] = riverCell(s.map.cells[String(h)]);
      st.elements++;
      ctx.log({ t: 'terrainPlaced', rule: 'sidebar-terrain', kind: 'river', hexes, ...(riversOnSides(s) ? { sides: true } : {}) });
      if (st.elements >= MAX_ELEMENTS) toSide(s);
      return;
    }
    case 'hill': {
      const hexes = footprint(s, a.hex);
      for (const h of hexes) s.map.cells[String(h)] = steepHill(s);
      st.hills++;
      ctx.log({ t: 'hillPlaced', rule: 'sidebar-terrain', hexes });
      if (st.hills >= MAX_HILLS) { st.step = 'terrain'; st.seat = defender(s); }
      return;
    }
    case 'terrain': return rollElement(s, a.kind, ctx);
    case 'place': {
      const hexes = footprint(s, a.hex);
      const kind = PLACEABLE[st.pending[0]];
      for (const h of hexes) s.map.cells[String(h)] = { ...kind.cell };
      st.pending = [];
      ctx.log({ t: 'terrainPlaced', rule: 'sidebar-terrain', kind: kind.kind, hexes });
      if (st.elements >= MAX_ELEMENTS) toSide(s);
      return;
    }
    case 'terrainEnd':
      if (st.step === 'hills') { st.step = 'terrain'; st.seat = defender(s); } else toSide(s);
      return;
    case 'side': {
      // 14.3.2: 1–4 the chosen side, 5–6 the other one.
      const die = ctx.dice.d6();
      const chosen = a.edge === 0 ? 'S' : 'N';
      const gets = die <= 4 ? chosen : chosen === 'S' ? 'N' : 'S';
      if (gets !== homeEdge(s.attacker)) rotateTerrain(s);
      ctx.log({ t: 'sideRolled', rule: 'CdB 14.3', side: s.attacker, chosen: a.edge, die, edge: gets === 'S' ? 0 : 1 });
      // CdB sidebar-200: without baggage (option simplified) the corps plan follows, or the
      // sealed deployment (option deployment 'simultaneous').
      st.step = opt(s.options, 'simplified') === 'yes' ? afterBaggage(s) : 'baggage';
      st.seat = defender(s);
      return;
    }
    case 'baggage': {
      const bags = bagsOf(s, seat);
      bags.forEach((b, i) => {
        const corps = s.corps.find((c) => (st.reserve[String(c.id)] ?? []).some((k) => k.id === b.id))!;
        s.units.push({ id: s.nextUnit++, side: seat, corps: corps.id, hex: a.hexes[i], facing: null, counters: [b] });
        st.reserve[String(corps.id)] = st.reserve[String(corps.id)].filter((k) => k.id !== b.id);
      });
      ctx.log({ t: 'baggagePlaced', rule: 'CdB 14.3', side: seat, hexes: [...a.hexes] });
      if (seat === defender(s)) st.seat = s.attacker;
      else { st.step = afterBaggage(s); st.seat = defender(s); }
      return;
    }
    case 'sealDeployment':
      st.sealed = st.sealed ?? [[], []];
      st.sealedBoxes = st.sealedBoxes ?? [[], []];
      st.sealed[seat] = [...a.digest];
      st.sealedBoxes[seat] = [...a.box];
      ctx.log({ t: 'deploymentSealed', rule: 'CdB sidebar-200', side: seat });
      // Defender, then attacker; the attacker, last to seal, opens first (he may send both at once).
      if (seat === defender(s)) st.seat = s.attacker;
      else st.step = 'openDeploy';
      return;
    case 'openDeployment': {
      const plan = deploymentFromWords(s, seat, a.words)!;
      for (const d of plan) placeCorps(s, seat, d, ctx);
      ctx.log({ t: 'deploymentOpened', rule: 'CdB sidebar-200', side: seat, corps: plan.length });
      if (seat === s.attacker) { st.seat = defender(s); return; }
      return finishSetup(s, ctx);
    }
    case 'deploy': {
      placeCorps(s, seat, a, ctx);
      const next = nextDeployer(s);
      if (next === null) { st.step = 'planReveal'; st.seat = defender(s); return; }
      st.seat = next;
      return;
    }
    case 'commitPlan':
      st.plans[seat] = [...a.digest];
      ctx.log({ t: 'planCommitted', rule: 'CdB S7', side: seat });
      if (seat === defender(s)) st.seat = s.attacker;
      else { st.step = 'deploy'; st.seat = nextDeployer(s) ?? defender(s); }
      return;
    case 'revealPlan':
      st.shownPlans[seat] = [...a.plan];
      ctx.log({ t: 'planRevealed', rule: 'CdB S7', side: seat, plan: [...a.plan] });
      if (seat === defender(s)) { st.seat = s.attacker; return; }
      return finishSetup(s, ctx);
  }
}

/** A corps's units on the map, out of the reserve (baggage stays there for its own step). */
function placeCorps(s: CdbState, seat: Seat, a: DeployAction, ctx: Ctx): void {
  const st = setupOf(s);
  const pool = fighting(s, a.corps);
  const ids: number[] = [];
  for (const u of a.units) {
    const counters = u.counters.map((id) => asDeployed(st, pool.find((c) => c.id === id)!, a.dismount.includes(id)));
    ids.push(s.nextUnit);
    s.units.push({ id: s.nextUnit++, side: seat, corps: a.corps, hex: u.hex, facing: u.facing, counters });
  }
  st.reserve[String(a.corps)] = st.reserve[String(a.corps)].filter((c) => c.type === 'Bag');
  ctx.log({ t: 'corpsDeployed', rule: 'CdB 14.3', side: seat, corps: a.corps, units: ids, hexes: a.units.map((u) => u.hex), dismounted: a.dismount.length });
}

/** After the baggage: the secret corps plan (S7), or under the simultaneous deployment
 *  (sidebar-200) the sealed whole deployment, which makes the plan needless. */
const afterBaggage = (s: CdbState): SetupStep => (simultaneous(s) ? 'sealDeploy' : 'plan');

/** Deployment done: the set-up totals (12.1, 13), then the attacker's first player-turn (P9). */
function finishSetup(s: CdbState, ctx: Ctx): void {
  const of = (pred: (u: { side: Seat; corps: number }) => boolean) => countersWithHidden(s, pred);
  for (const c of s.corps) {
    s.corpsTotal[String(c.id)] = corpsHalves(of((u) => u.corps === c.id));
    s.corpsThreshold[String(c.id)] = thresholdHalves(of((u) => u.corps === c.id), s.options);
  }
  s.armyTotal = [armyHalves(of((u) => u.side === 0)), armyHalves(of((u) => u.side === 1))];
  delete s.setup;
  s.phase = 'ap';
  s.active = s.attacker;
  ctx.log({ t: 'playerTurn', rule: 'CdB 3', turn: s.turn, side: s.active });
}

// ---- Representative actions (bots, tests); check accepts any legal one ----

/** Armies offered by legalActions: the two sample armies and a small legal free army. */
export const OFFERED_ARMIES: ArmyChoice[] = [{ sample: 0 }, { sample: 1 }, {
  list: 2, points: 0, corps: [0, 1].map(() => {
    const counts = Array(32).fill(0);
    counts[2] = 2; counts[12] = 6; counts[22] = 2; counts[20] = 4; // Cv (general), Sp, Ps, Bw
    return { list: 2, general: 2, counts, mobile: 1, immobile: 1 };
  }),
}];
export const commitAction = (a: ArmyChoice, salt: number[]): SetupAction => ({ k: 'commitArmy', digest: commitWords(armyCode(a), salt) });
export const revealAction = (a: ArmyChoice, salt: number[]): SetupAction => ({ k: 'revealArmy', salt: [...salt], army: armyCode(a) });

/** The stacks a corps deploys in by default: foot of a stacking type in pairs (8), the rest alone. */
export function defaultStacks(pool: Counter[]): Counter[][] {
  const out: Counter[][] = [];
  for (let i = 0; i < pool.length; i++) {
    const d = pool[i], n = pool[i + 1];
    if (['Sp', 'Bd', 'Wb', 'Pk'].includes(d.type) && n && n.type === d.type && n.quality === d.quality && !d.general && !n.general) { out.push([d, n]); i++; }
    else out.push([d]);
  }
  return out;
}

/** A line of the corps's stacks, foot in front, horse behind, from `col` eastward (the
 *  player's device offers these too, each with the facing and the dismounting chosen). */
export function lineAt(s: CdbState, seat: Seat, corps: number, col: number, depthFront: number, dismountAll: boolean, generalLast = false): SetupAction | null {
  const g = gridOf(s);
  const pool = fighting(s, corps);
  let stacks = defaultStacks(pool);
  // With the general at the right-hand end of his row instead of the left (option corpsPlace
  // 'general' places the corps where he stands: every third of the field stays reachable).
  if (generalLast) {
    const general = s.corps.find((c) => c.id === corps)?.general;
    stacks = [...stacks.filter((x) => !x.some((c) => c.id === general)), ...stacks.filter((x) => x.some((c) => c.id === general))];
  }
  const mounted = (c: Counter) => CATALOGUE[dismountAll && c.dismountTo ? c.dismountTo.type : c.type].cls === 'mounted';
  const rowAt = (d: number) => (homeEdge(seat) === 'S' ? s.map.rows + 1 - d : d);
  const facing = homeEdge(seat) === 'S' ? 4 : 1;
  const units: { hex: number; facing: number; counters: number[] }[] = [];
  const taken = new Set(s.units.map((u) => u.hex));
  const place = (group: Counter[][], d: number) => {
    let c = col;
    for (const st of group) {
      while (c <= s.map.cols - SIDE_MARGIN && taken.has(g.id(c, rowAt(d)))) c++;
      if (c > s.map.cols - SIDE_MARGIN) return false;
      const h = g.id(c, rowAt(d));
      taken.add(h);
      units.push({ hex: h, facing, counters: st.map((k) => k.id) });
    }
    return true;
  };
  if (!place(stacks.filter((x) => !mounted(x[0])), depthFront) || !place(stacks.filter((x) => mounted(x[0])), depthFront - 1)) return null;
  return { k: 'deploy', corps, units, dismount: dismountAll ? pool.filter((c) => c.dismountTo).map((c) => c.id) : [] };
}

/** The plans legalActions offers (public salt): the corps spread from left to right. */
export const offeredPlan = (n: number): number[] => [[1], [0, 2], [0, 1, 2], [0, 1, 1, 2]][Math.max(0, Math.min(4, n) - 1)];
/** Every plan for `n` corps (left 0, centre 1, right 2 each), the first corps changing fastest. */
export function allPlans(n: number): number[][] {
  return Array.from({ length: 3 ** n }, (_, code) => Array.from({ length: n }, (_, k) => Math.floor(code / 3 ** k) % 3));
}
/** The plan of `side`'s sealed digest, opened with `salt`, or null. */
export function sealedPlanOf(s: CdbState, side: Seat, salt: number[]): number[] | null {
  const digest = setupOf(s).plans[side];
  return allPlans(corpsOfSide(s, side).length).find((plan) => opensCommitment(digest, plan, salt)) ?? null;
}
/** The plan behind a public-salt digest, if it is one (a bot's or a test's), else null. */
const publicPlan = (s: CdbState, side: Seat): number[] | null => sealedPlanOf(s, side, PUBLIC_SALT);

export interface LineSearch {
  /** The plan's third for this corps (0 left, 1 centre, 2 right), or -1: any. */
  want: number;
  /** Whether the corps deploys its dismountable counters on foot; both are tried when absent. */
  dismount?: boolean;
  /** The facing every unit takes (the player's choice), else straight ahead. */
  facing?: number;
  /** Rows counted from the own edge, in the order tried. */
  rows: number[];
  /** At most this many lines. */
  limit: number;
}

/** 14.3.4: the lines a corps may deploy in now, from each row and column, legal and kept to
 *  the plan's third. Under option corpsPlace 'general' a line may have its general at either
 *  end (the corps stands where he does). One function for the bots and the player's device. */
export function deployLines(s: CdbState, seat: Seat, corps: number, o: LineSearch): DeployAction[] {
  const out: DeployAction[] = [];
  const general = s.corps.find((c) => c.id === corps)?.general;
  const canDismount = fighting(s, corps).some((c) => c.dismountTo);
  const dismounts = o.dismount === undefined ? (canDismount ? [false, true] : [false]) : [o.dismount && canDismount];
  const ends = opt(s.options, 'corpsPlace') === 'general' ? [false, true] : [false];
  for (const front of o.rows) for (let col = SIDE_MARGIN + 1; col <= s.map.cols - SIDE_MARGIN; col++) for (const dis of dismounts) {
    for (const last of ends) {
      const line = lineAt(s, seat, corps, col, front, dis, last);
      if (!line || line.k !== 'deploy') continue;
      const a: DeployAction = o.facing === undefined ? line : { ...line, units: line.units.map((u) => ({ ...u, facing: o.facing! })) };
      if (o.want >= 0 && sectorOf(s, seat, a.units.map((u) => u.hex), a.units.find((u) => general !== undefined && u.counters.includes(general))?.hex) !== o.want) continue;
      if (deployViolation(s, seat, a) !== null || out.some((x) => sameLine(x, a))) continue;
      out.push(a);
      if (out.length >= o.limit) return out;
      break; // one line a row, column and dismounting
    }
  }
  return out;
}
const sameLine = (x: DeployAction, y: DeployAction) => JSON.stringify(x) === JSON.stringify(y);

/** The rows the bots try, the zone's usual front row first: a wing crowded by terrain or by
 *  corps already placed may leave room for a line only on a row nearer the edge. */
export const botRows = (s: CdbState, seat: Seat) => [2, seat === s.attacker ? 2 : 4, 1, 3, 4, 5].filter((r, i, all) => all.indexOf(r) === i);

/** The position once `a` is deployed, for looking ahead (units and reserve only). */
export function withLine(s: CdbState, seat: Seat, a: DeployAction): CdbState {
  const st = setupOf(s);
  const pool = fighting(s, a.corps);
  const units = a.units.map((u, i): Unit => ({ id: -1 - i - s.units.length, side: seat, corps: a.corps, hex: u.hex, facing: u.facing, counters: u.counters.map((id) => pool.find((c) => c.id === id)!) }));
  return { ...s, units: [...s.units, ...units], setup: { ...st, reserve: { ...st.reserve, [String(a.corps)]: (st.reserve[String(a.corps)] ?? []).filter((c) => c.type === 'Bag') } } };
}

/** Whether every corps of `seat` still to deploy can find a line kept to `plan`, each in turn
 *  taking the first one found (spec S7: a plan made public by a bot must be one it can keep). */
export function planKeepable(s: CdbState, seat: Seat, plan: number[]): boolean {
  const mine = corpsOfSide(s, seat);
  const left = mine.filter((c) => fighting(s, c.id).length > 0).sort((a, b) => fighting(s, b.id).length - fighting(s, a.id).length || a.id - b.id);
  // Asked before the deployment too (the plan is written first): looked at as if it had begun.
  let q: CdbState = { ...s, setup: { ...setupOf(s), step: 'deploy' } };
  for (const c of left) {
    const [line] = deployLines(q, seat, c.id, { want: plan[mine.indexOf(c)], rows: botRows(q, seat), limit: 1 });
    if (!line) return false;
    q = withLine(q, seat, line);
  }
  return true;
}

export function setupLegalActions(s: CdbState, seat: Seat): SetupAction[] {
  const st = setupOf(s);
  if (seat !== st.seat) return [];
  const ok = (a: SetupAction) => setupViolation(s, seat, a) === null;
  const g = gridOf(s);
  switch (st.step) {
    case 'commit': return OFFERED_ARMIES.map((a) => commitAction(a, PUBLIC_SALT));
    case 'reveal': return OFFERED_ARMIES.map((a) => revealAction(a, PUBLIC_SALT)).filter(ok);
    case 'hills': {
      const routes: SetupAction[] = [{ k: 'route', kind: ROUTE.road, from: 12, to: 18 }, { k: 'route', kind: ROUTE.river, from: 24, to: 20 }, { k: 'route', kind: ROUTE.water, from: 0, to: 0 }];
      const offered: SetupAction[] = [{ k: 'terrainEnd' }, ...[g.id(8, 8), g.id(22, 14), g.id(15, 6)].map((hex): SetupAction => ({ k: 'hill', hex })), ...routes];
      return offered.filter(ok);
    }
    case 'terrain':
      if (st.pending.length) { const all = elementAnchors(s, st.pending[1], st.pending[2]); return all.filter((_, i) => i % Math.max(1, Math.floor(all.length / 6)) === 0).map((hex) => ({ k: 'place', hex })); }
      return [...PLACEABLE.map((_, kind): SetupAction => ({ k: 'terrain', kind })), ...acrossRows(s).map((row): SetupAction => ({ k: 'riverAcross', row })).filter(ok), ...(st.elements >= MIN_ELEMENTS ? [{ k: 'terrainEnd' } as SetupAction] : [])];
    case 'side': return [{ k: 'side', edge: 0 }, { k: 'side', edge: 1 }];
    case 'baggage': {
      const n = bagsOf(s, seat).length;
      const row = homeEdge(seat) === 'S' ? s.map.rows : 1;
      const spread = (first: number, step: number) => ({ k: 'baggage', hexes: Array.from({ length: n }, (_, i) => g.id(first + step * i, row)) }) as SetupAction;
      return [spread(SIDE_MARGIN + 1, 1), spread(SIDE_MARGIN + 2, 2)].filter(ok);
    }
    case 'plan': {
      // The usual spread when the terrain leaves room for it, else the first plan that can be kept.
      const n = corpsOfSide(s, seat).length;
      const plans = [offeredPlan(n), ...allPlans(n)];
      const plan = plans.find((p) => planKeepable(s, seat, p)) ?? offeredPlan(n);
      return [{ k: 'commitPlan', digest: commitWords(plan, PUBLIC_SALT) }];
    }
    case 'sealDeploy': { const w = offeredDeployment(s, seat); return w ? [sealAction(w, PUBLIC_SALT)] : []; }
    case 'openDeploy': { const words = publicDeployment(s, seat); return words ? ([{ k: 'openDeployment', salt: [...PUBLIC_SALT], words }] as SetupAction[]).filter(ok) : []; }
    case 'planReveal': { const plan = publicPlan(s, seat); return plan ? ([{ k: 'revealPlan', salt: [...PUBLIC_SALT], plan }] as SetupAction[]).filter(ok) : []; }
    case 'deploy': {
      // Lines from every column; with a public plan, only those that keep to it and leave the
      // corps still to come a line of their own (a device with a secret plan keeps to it itself:
      // the reveal checks).
      const plan = publicPlan(s, seat);
      const mine = corpsOfSide(s, seat);
      const out: SetupAction[] = [];
      for (const corps of deployable(s, seat)) {
        const want = plan ? plan[mine.findIndex((c) => c.id === corps)] : -1;
        const lines = deployLines(s, seat, corps, { want, rows: botRows(s, seat), limit: plan ? 12 : 4 });
        const kept = plan ? lines.filter((a) => planKeepable(withLine(s, seat, a), seat, plan)) : lines;
        out.push(...(kept.length ? kept : lines).slice(0, 4));
      }
      return out;
    }
  }
}
