// The one scenario for now: the sample armies of spec §6.3 (Hittite Empire against Later
// Mycenaeans) on an open 30 × 22 map, with a fixed deployment. Set-up proper (14.3: the
// aggression roll, terrain, sides, secret corps placement, hidden units, dismounting) is
// not built yet: the Mycenaeans (aggression 4 against 2) attack from the South edge.
import type { Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { SAMPLE_ARMIES, type ArmyDef, type CounterDef } from './data/armies';
import { CATALOGUE } from './data/units';
import { permanentlyImpetuous } from './units';
import { DEFAULT_COLS, FACING_NORTH, FACING_SOUTH, gridFor, mapSizeOf } from './grid';
import { armyHalves, corpsHalves, thresholdHalves } from './losses';
import { DEFAULT_OPTIONS, opt, type OptionValues } from './options';
import type { CdbState, Corps, Counter, Unit } from './state';
import { counterValues, type Corrections } from './values';

export const SCENARIO_ID = 'hittite-mycenaean';
/** Spec M18 leaves the game's length open: a draw at the end of this game turn (placeholder). */
export const LAST_TURN = 12;

/** The counter a definition stands for, with its catalogue values corrected by the header
 *  ((F) moves one further): the only place the catalogue's numbers are read (issue 15). */
function makeCounter(id: number, d: CounterDef, corr: Corrections, simplified: boolean): Counter {
  const c: Counter = { id, type: d.type, quality: d.quality, regular: d.regular, ...counterValues(d.type, d.quality, corr) };
  if (d.general) c.general = true;
  // CdB sidebar-200, option simplified: no commander-in-chief.
  if (d.cinc && !simplified) c.cinc = true;
  if (d.chariot) c.chariot = true;
  return c;
}

/** The stacks a corps deploys in: the general and the other mounted counters alone, foot of
 *  a stacking type in pairs (8: any legal stack at set-up), the rest alone. */
function stacksOf(defs: CounterDef[]): CounterDef[][] {
  const out: CounterDef[][] = [];
  const pairable = ['Sp', 'Bd', 'Wb', 'Pk'];
  for (let i = 0; i < defs.length; i++) {
    const d = defs[i], n = defs[i + 1];
    if (pairable.includes(d.type) && n && n.type === d.type && n.quality === d.quality) { out.push([d, n]); i++; }
    else out.push([d]);
  }
  return out;
}

/** Spec §3.0 P8 (fixed here): three corps side by side, at least 3 hexes from the side edges;
 *  impetuous horse (the Hittite Knights) a row ahead of the foot, the foot, the other horse behind,
 *  baggage on the home edge row. Impetuous horse placed behind their own foot would advance through
 *  it at the end of the first movement phase (9.5) and make it flee (8.2). */
function deploy(army: ArmyDef, side: Seat, firstCorps: number, ids: { unit: number; counter: number }, units: Unit[], corps: Corps[], corr: Corrections, options: OptionValues): void {
  const { cols, rows } = mapSizeOf(options);
  const simplified = opt(options, 'simplified') === 'yes';
  const g = gridFor(cols, rows);
  const south = side === 0;
  const facing = south ? FACING_NORTH : FACING_SOUTH;
  const [frontRow, backRow, edgeRow] = south ? [rows - 2, rows - 1, rows] : [3, 2, 1];
  army.corps.forEach((cd, k) => {
    const corpsId = firstCorps + k;
    // Centred on a wider map (M16), as on the 30-column one.
    const c0 = 4 + 8 * k + (cols - DEFAULT_COLS) / 2;
    const stacks = stacksOf(cd.counters).map((defs) => defs.map((d) => makeCounter(ids.counter++, d, corr, simplified)));
    const isHorse = (st: Counter[]) => CATALOGUE[st[0].type].cls === 'mounted';
    const lead = stacks.filter((st) => isHorse(st) && permanentlyImpetuous(st[0]));
    const mounted = stacks.filter((st) => isHorse(st) && !permanentlyImpetuous(st[0]));
    const foot = stacks.filter((st) => !isHorse(st));
    const place = (counters: Counter[], hex: HexId, f: number | null) => units.push({ id: ids.unit++, side, corps: corpsId, hex, facing: f, counters });
    lead.forEach((st, i) => place(st, g.id(c0 + i, south ? frontRow - 1 : frontRow + 1), facing));
    foot.forEach((s, i) => place(s, g.id(c0 + i, frontRow), facing));
    mounted.forEach((s, i) => place(s, g.id(c0 + i, backRow), facing));
    // CdB sidebar-200, option simplified: no baggage.
    if (!simplified) cd.baggage.forEach((b, i) => place([{ id: ids.counter++, type: 'Bag', quality: 'I', regular: false, ...counterValues('Bag', 'I', corr), mobile: b === 'mobile' }], g.id(c0 + 1 + 2 * i, edgeRow), null));
    const general = stacks.flat().find((c) => c.general)!;
    corps.push({ id: corpsId, side, general: general.id, regularGeneral: general.regular, allied: false, demoralised: false, generalLost: false, generalOffMap: false });
  });
}

/** The starting state; `corr` are the header's corrected values (values.ts), none by default. */
export function setupState(options: OptionValues, corr: Corrections = {}): CdbState {
  const [hittite, mycenaean] = [SAMPLE_ARMIES.find((a) => a.id === 'hittite')!, SAMPLE_ARMIES.find((a) => a.id === 'mycenaean')!];
  const units: Unit[] = [], corps: Corps[] = [];
  const ids = { unit: 1, counter: 1 };
  const opts = { ...DEFAULT_OPTIONS, ...options };
  deploy(mycenaean, 0, 1, ids, units, corps, corr, opts);
  deploy(hittite, 1, 4, ids, units, corps, corr, opts);
  const countersOf = (pred: (u: Unit) => boolean) => units.filter(pred).flatMap((u) => u.counters);
  const corpsTotal: Record<string, number> = {};
  const corpsThreshold: Record<string, number> = {};
  for (const c of corps) {
    corpsTotal[String(c.id)] = corpsHalves(countersOf((u) => u.corps === c.id));
    corpsThreshold[String(c.id)] = thresholdHalves(countersOf((u) => u.corps === c.id), opts);
  }
  return {
    map: { ...mapSizeOf(opts), cells: {} },
    units, corps, options: opts,
    turn: 1, lastTurn: LAST_TURN, attacker: 0, active: 0, phase: 'ap', rolled: [], ap: {}, cincPoint: true,
    startDistance: {}, flags: {}, rolledOnce: [], lossTested: [], corpsTotal, corpsThreshold,
    armyTotal: [armyHalves(countersOf((u) => u.side === 0)), armyHalves(countersOf((u) => u.side === 1))],
    nextUnit: ids.unit, hidden: [], result: null,
  };
}

/** Set-up without a scenario (14.3, setup.ts): with the terrain sidebar, or on the bare map. */
export const BATTLE_ID = 'battle';
export const BATTLE_OPEN_ID = 'battle-open';

/** The state before the armies are chosen: empty map, no corps, seat 0 to commit (S1). */
export function setupStart(scenario: string, options: OptionValues, corr: Corrections = {}): CdbState {
  return {
    map: { ...mapSizeOf(options), cells: {} },
    units: [], corps: [], options: { ...DEFAULT_OPTIONS, ...options },
    turn: 1, lastTurn: LAST_TURN, attacker: 0, active: 0, phase: 'setup', rolled: [], ap: {}, cincPoint: true,
    startDistance: {}, flags: {}, rolledOnce: [], lossTested: [], corpsTotal: {}, corpsThreshold: {},
    armyTotal: [0, 0], nextUnit: 1, hidden: [], result: null,
    setup: { step: 'commit', seat: 0, digests: [[], []], armies: [[], []], terrain: scenario === BATTLE_ID, hills: 0, elements: 0, pending: [], reserve: {}, corr, nextCounter: 1, plans: [[], []], shownPlans: [[], []] },
  };
}
