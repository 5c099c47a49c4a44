// The Battle of Sparta, 195 BC (Nabis 13): set-up (13.2.1), the variants (13.4.3),
// editable counter values (game config), the Citadel (13.2.2) and the Sparta fire (13.2.4).
import type { Ctx, GameConfig } from '../../engine/contract';
import { clone } from '../../engine/canonical';
import { checkMapRows, type MapRow } from './data/map-rows';
import { LEADERS, type LeaderDef } from './data/leaders';
import { CAVALRY_COUNTER, TEMPLATES, baseUnits, type UnitDef } from './data/units';
import { dist } from './hex';
import { opt, readOptions } from './options';
import { discourage, runRouts, type RoutJob } from './rout';
import { MAP, alive, mapOf, side, type Leader, type NState, type Unit } from './state';

export const SCENARIO_ID = 'sparta-195';
const LAST_TURN = 8; // 13.3.2-a

/** Config rows that edit counters: units [nameOrId, frontSp, frontQ, frontMa, backSp, backQ, backMa, canShoot 0/1];
 *  leaders [id, bonus, rating, radius, ma, replBonus, replRating, replRadius, replMa]. */
export function checkOverrides(options: Record<string, unknown>): string | null {
  const u = options.units, l = options.leaders;
  const m = checkMapRows(options.map);
  if (m !== null) return m;
  const ints = (row: unknown[], from: number, lo: number, hi: number) => row.slice(from).every((x) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi);
  if (u !== undefined) {
    if (!Array.isArray(u)) return 'units must be an array of rows';
    const ids = baseUnits(true).map((d) => d.id);
    for (const row of u) {
      if (!Array.isArray(row) || row.length !== 8 || typeof row[0] !== 'string') return 'units rows are [nameOrId, frontSp, frontQ, frontMa, backSp, backQ, backMa, canShoot]';
      if (!Object.hasOwn(TEMPLATES, row[0]) && !ids.includes(row[0])) return 'units: unknown counter ' + row[0];
      if (!ints(row, 1, 0, 9) || !(row[7] === 0 || row[7] === 1)) return 'units: values must be integers 0-9';
      if ((row[1] as number) < 1 || (row[4] as number) < 1) return 'units: strength must be at least 1';
    }
  }
  if (l !== undefined) {
    if (!Array.isArray(l)) return 'leaders must be an array of rows';
    for (const row of l) {
      if (!Array.isArray(row) || row.length !== 9 || typeof row[0] !== 'string') return 'leaders rows are [id, bonus, rating, radius, ma, replBonus, replRating, replRadius, replMa]';
      if (!LEADERS.some((d) => d.id === row[0])) return 'leaders: unknown leader ' + row[0];
      if (!ints(row, 1, 0, 12)) return 'leaders: values must be integers 0-12';
    }
  }
  return null;
}

export function resolveUnits(options: Record<string, unknown>, numeral: boolean, rulebookCavalry = false): UnitDef[] {
  const units = baseUnits(numeral);
  // 2.2 counter description (late option cavalryValues): the only cavalry counter printed in
  // the rulebook gives MA and quality of both sides; the config rows below still win.
  if (rulebookCavalry) for (const u of units) if (u.type === 'Ca') { u.front = { ...u.front, ...CAVALRY_COUNTER.front }; u.back = { ...u.back, ...CAVALRY_COUNTER.back }; }
  const rows = (options.units as (string | number)[][] | undefined) ?? [];
  for (const row of rows) {
    const [key, fs, fq, fm, bs, bq, bm, sh] = row as [string, number, number, number, number, number, number, number];
    for (const u of units) {
      if (u.id !== key && u.tpl !== key) continue;
      u.front = { sp: fs, q: fq, ma: fm };
      u.back = { sp: bs, q: bq, ma: bm };
      u.canShoot = sh === 1;
    }
  }
  return units;
}

export function resolveLeaders(options: Record<string, unknown>, ratingDiffers = false): LeaderDef[] {
  const out = LEADERS.map((d) => ({ ...d, front: { ...d.front }, repl: { ...d.repl }, prov: {} }));
  const rows = (options.leaders as (string | number)[][] | undefined) ?? [];
  for (const row of rows) {
    const d = out.find((x) => x.id === row[0]);
    if (!d) continue;
    const v = row.slice(1) as number[];
    d.front = { bonus: v[0], rating: v[1], radius: v[2], ma: v[3] };
    d.repl = { bonus: v[4], rating: v[5], radius: v[6], ma: v[7] };
  }
  // 7.6 clarification (late option replRating): a replacement never has the rating of the
  // leader he replaces; where the placeholder back equals it, he activates one step later.
  if (ratingDiffers) for (const d of out) if (d.role === 'contingent' && d.repl.rating === d.front.rating) d.repl = { ...d.repl, rating: d.front.rating + 1 };
  return out;
}

export function newUnit(hex: number): Unit {
  return { hex, z: 0, f: 0, fat: false, dis: 0, elim: false, elimBy: -1, vpq: 0, ooc: false, rest: false, pilum: false, mv: false, shot: false, atk: false, swept: false, fired: false, offFired: false, firstOff: false };
}

/** S1-S5 (§3.0): units in their listed hexes, one per hex; a Pilum marker on every Lg. */
export function setupState(config: GameConfig): NState {
  const o = readOptions(config.options);
  let ud = resolveUnits(config.options, o.nameNumeral === 'yes', opt(o, 'cavalryValues') === 'rulebook');
  let ld = resolveLeaders(config.options, opt(o, 'replRating') === 'differs');
  if (o.reducedRomans === 'yes') { // 13.4.3-a
    ud = ud.filter((u) => u.contingent !== 'leg3');
    ld = ld.filter((l) => l.contingent !== 'leg3');
  }
  const u = ud.map((d) => {
    const x = newUnit(d.start);
    x.f = d.side === 0 ? 0 : 3; // default facings before the players choose (13.2.1[BS]-a)
    x.pilum = d.type === 'Lg';
    return x;
  });
  const l: Leader[] = ld.map((d) => ({ hex: d.start, st: 'ok', repl: 0, inact: false, done: false, cit: false, bound: -1 }));
  const st: NState = {
    o, ud, ld: ld as LeaderDef[], u, l, turn: 1, lastTurn: LAST_TURN, phase: 'setup', setupSeat: 0, pick: '', bSeat: 1,
    ini: { r: [], diff: 0, win: -1, kase: 0, stage: 0, forced: -1 }, alt: { rating: -1, next: 0 }, act: null, queue: [], dec: 0,
    vp: [0, 0], fl: { lk: [0, 0], triShot: 0, triMelee: 0, released: [], fireUses: 0, hepTurns: 0, everEntered: [], endVp: [0, 0] }, result: null,
  };
  // Issue 15: the painted map travels in the header; kept in the state only when present,
  // so that a header without it replays to the same state hashes.
  if (config.options.map !== undefined) st.map = clone(config.options.map as MapRow[]);
  return st;
}

/** 13.4.3-b: free Spartan placement hexes: north of the Magoulitsa, empty, not the Citadel. */
export function freePlacementHexes(s: NState): number[] {
  return Object.keys(MAP.north).map(Number).filter((h) => MAP.north[h] && h !== MAP.citadel && !s.u.some((x, i) => alive(s, i) && x.hex === h)).sort((a, b) => a - b);
}

/** 13.2.4-a: Roman units the fire may hit. */
export function fireTargets(s: NState): number[] {
  const a = s.act;
  if (!a || !a.fireOk) return [];
  const p = s.l[a.l];
  return s.u.map((_, i) => i).filter((i) => alive(s, i) && side(s, i) === 0 && mapOf(s).town[s.u[i].hex] && dist(s.u[i].hex, p.hex) <= 5
    && (s.o.spartaFireRouted === 'yes' || s.u[i].dis !== 2));
}

export function fireLegal(s: NState, units: number[]): boolean {
  if (units.length < 1 || units.length > 2) return false;
  if (units.length === 2 && units[0] >= units[1]) return false;
  const t = fireTargets(s);
  if (!units.every((i) => t.includes(i))) return false;
  return units.filter((i) => s.ud[i].type === 'Lg' || s.ud[i].type === 'Ho').length <= 1;
}

/** 13.2.4-b/c/e: a D result on each target, 1 VP to the Romans, no leader checks, rest markers kept. */
export function spartaFire(s: NState, ctx: Ctx, units: number[]): void {
  const q: RoutJob[] = [];
  ctx.log({ t: 'spartaFire', rule: 'Nabis 13.2.4-a', units });
  for (const i of units) discourage(s, ctx, i, q, 'Nabis 13.2.4-b');
  s.vp[0] += 1; s.fl.fireUses += 1;
  runRouts(s, ctx, q);
}

/** 13.2.4-a, G-43 option spartaFireTiming: under 'beforeD5' the fire stage comes when the
 *  activation reaches D.5, and D.5 follows it; fireOk is spent on leaving it, so that it comes once. */
export function fireBeforeOoc(s: NState): void {
  const a = s.act!;
  if (a.stage !== 'ooc' || opt(s.o, 'spartaFireTiming') !== 'beforeD5' || !a.fireOk) return;
  if (fireTargets(s).length) a.stage = 'fire';
  else a.fireOk = false;
}
