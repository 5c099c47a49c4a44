// The turn-level consequences of losses (rules 12.2, 12.3, 13) and of allied corps (4.3,
// spec M17): the end-of-player-turn checks (demoralisation, defection, victory, spec §3.1
// E1–E3), the flight of demoralised corps at the end of their movement phase, and the
// limits on their action points.
import type { Seat, Violation } from '../../engine/contract';
import { ecHalves } from './data/units';
import { defects, regainsReliability } from './allies';
import { defaults, type CdbEvent, type Decider } from './choices';
import type { Log } from './combat-results';
import { flee } from './flight';
import { gridOf } from './grid';
import { armyBroken, corpsHalves, reachesThreshold, thresholdHalves } from './losses';
import { opt } from './options';
import type { Corps, Counter, Position } from './state';
import { inZocOf } from './zoc';

/** Every counter a corps started with: on the map and lost (12.1). */
export function corpsCounters(p: Position, corpsId: number): Counter[] {
  return [...p.units.filter((u) => u.corps === corpsId).flatMap((u) => u.counters), ...(p.lost ?? []).filter((l) => l.corps === corpsId).map((l) => l.counter)];
}

/** 12.1: a corps's losses in halves, its baggage excluded. */
export const corpsLostHalves = (p: Position, corpsId: number): number =>
  corpsHalves((p.lost ?? []).filter((l) => l.corps === corpsId).map((l) => l.counter));

/** Corps that count for a side's victory totals: its own, not one that changed sides (spec M17). */
const countedCorps = (p: Position, side: Seat): Corps[] => p.corps.filter((c) => c.side === side && c.defectedFrom === undefined);

/** 13: the army's total (baggage 2 each, spec A20) and what it has lost: every lost counter,
 *  and every counter still on the map of a demoralised corps, its baggage excepted (baggage
 *  counts only when destroyed or fled off the map, 13 and 2.4). Halves. */
export function armyLedger(p: Position, side: Seat): { total: number; lost: number } {
  let total = 0, lost = 0;
  for (const c of countedCorps(p, side)) {
    total += corpsCounters(p, c.id).reduce((s, k) => s + ecHalves(k.type, k.quality), 0);
    lost += (p.lost ?? []).filter((l) => l.corps === c.id).reduce((s, l) => s + ecHalves(l.counter.type, l.counter.quality), 0);
    if (c.demoralised) lost += p.units.filter((u) => u.corps === c.id).flatMap((u) => u.counters).filter((k) => k.type !== 'Bag').reduce((s, k) => s + ecHalves(k.type, k.quality), 0);
  }
  return { total, lost };
}

export interface EndOfTurn { position: Position; log: CdbEvent[]; over?: { winner: Seat | null } }

/** Spec §3.1 E1–E3, at the end of each player-turn. E1 (12.2): a corps whose losses reach
 *  its threshold is demoralised; then every unreliable ally of the other side is reliable
 *  again (4.3). E2 (4.3): an unreliable ally whose army now has a demoralised corps marks
 *  itself to change sides at the start of the next game turn. E3 (13, spec M18): an army
 *  that has lost half its total is beaten; both at the same check is a draw, or the active
 *  player's win (option bothBroken). `nationality` is each army's; `civilWar` a scenario's. */
export function endOfPlayerTurn(p: Position, active: Seat, o: { nationality?: [string, string]; civilWar?: boolean } = {}): EndOfTurn {
  const log: Log = [];
  let corps = p.corps.map((c) => ({ ...c }));
  for (const c of corps) {
    if (c.demoralised) continue;
    const th = thresholdHalves(corpsCounters(p, c.id), p.options);
    if (reachesThreshold(corpsLostHalves(p, c.id), th)) {
      c.demoralised = true;
      log.push({ t: 'cdb.demoralised', rule: 'CdB 12.2', corps: c.id });
      for (const a of corps) if (a.side !== c.side && a.allied && a.unreliable && regainsReliability({ enemyCorpsDemoralised: true })) {
        a.unreliable = false;
        log.push({ t: 'cdb.reliable', rule: 'CdB 4.3', corps: a.id });
      }
    }
  }
  markDefections(corps, o, log);
  const q: Position = { ...p, corps };
  const broken = ([0, 1] as Seat[]).map((s) => { const l = armyLedger(q, s); return l.total > 0 && armyBroken(l.lost, l.total); });
  let over: EndOfTurn['over'];
  if (broken[0] && broken[1]) over = { winner: opt(p.options, 'bothBroken') === 'active' ? active : null };
  else if (broken[0] || broken[1]) over = { winner: broken[0] ? 1 : 0 };
  if (over) log.push({ t: 'cdb.victory', rule: 'CdB 13', winner: over.winner });
  return { position: q, log, ...(over ? { over } : {}) };
}

/** Spec E2 (4.3): each unreliable ally whose army now has a demoralised corps is marked to
 *  change sides at the start of the next game turn (mutates the corps given). */
export function markDefections(corps: Corps[], o: { nationality?: [string, string]; civilWar?: boolean }, log: Log): void {
  for (const c of corps) {
    if (c.defecting || c.defectedFrom !== undefined) continue;
    const ownBroken = corps.some((k) => k.side === c.side && k.id !== c.id && k.demoralised);
    if (defects(c, o.nationality?.[c.side] ?? '', ownBroken, o.civilWar === true)) {
      c.defecting = true;
      log.push({ t: 'cdb.defects', rule: 'CdB 4.3', corps: c.id });
    }
  }
}

/** 4.3: an unreliable ally with an enemy unit adjacent to one of its units is reliable
 *  again, for good (spec A22). Checked after every change of position; a unit already
 *  adjacent has made its corps reliable when it came adjacent. */
export function alliesReliableOnContact(p: Position, log: Log): Position {
  const g = gridOf(p);
  let q = p;
  for (const c of p.corps) {
    if (!c.allied || !c.unreliable) continue;
    const touched = p.units.some((u) => u.corps === c.id && p.units.some((e) => e.side !== u.side && g.distance(e.hex, u.hex) === 1));
    if (touched && regainsReliability({ enemyAdjacent: true })) {
      q = { ...q, corps: q.corps.map((k) => (k.id === c.id ? { ...k, unreliable: false } : k)) };
      log.push({ t: 'cdb.reliable', rule: 'CdB 4.3', corps: c.id });
    }
  }
  return q;
}

/** 4.3, spec M17: at the start of a game turn each defecting corps changes sides with its
 *  units, reliable now, and leaves both armies' victory totals. */
export function startOfGameTurn(p: Position): { position: Position; log: CdbEvent[] } {
  const log: Log = [];
  const turning = p.corps.filter((c) => c.defecting);
  if (!turning.length) return { position: p, log };
  const flip = (s: Seat): Seat => (1 - s) as Seat;
  const ids = new Set(turning.map((c) => c.id));
  const corps = p.corps.map((c) => (ids.has(c.id) ? { ...c, side: flip(c.side), defecting: false, defectedFrom: c.side, unreliable: false } : c));
  const units = p.units.map((u) => (ids.has(u.corps) ? { ...u, side: flip(u.side) } : u));
  for (const c of turning) log.push({ t: 'cdb.changesSides', rule: 'CdB M17', corps: c.id });
  return { position: { ...p, corps, units }, log };
}

/** 12.3: at the end of its own movement phase, every unit of a demoralised corps of the
 *  active side that was not restrained flees toward its edge (11.8, no recoil first: spec
 *  A13, option demoralisedRecoil), unless it stands in an enemy zone or has an enemy in its own. In unit id order.
 *  Returns the units that fled (they may not shoot, 10.1). `log`: where the events go as they happen. */
export function demoralisedFlight(p: Position, active: Seat, restrained: number[], d: Decider = defaults, log: Log = []): { position: Position; log: CdbEvent[]; fled: number[] } {
  const g = gridOf(p);
  const broken = new Set(p.corps.filter((c) => c.side === active && c.demoralised).map((c) => c.id));
  const fled: number[] = [];
  let q = p;
  const candidates = p.units.filter((u) => u.side === active && broken.has(u.corps) && !restrained.includes(u.id)).map((u) => u.id).sort((a, b) => a - b);
  for (const id of candidates) {
    const u = q.units.find((x) => x.id === id);
    if (!u) continue;
    if (q.units.some((e) => e.side !== u.side && (inZocOf(g, u, e) || inZocOf(g, e, u)))) continue;
    fled.push(id);
    q = flee(q, id, { recoilFirst: opt(q.options, 'demoralisedRecoil') === 'yes' }, d, log);
  }
  return { position: q, log, fled };
}

/** 12.3, spec A41: a demoralised corps's points move one counter, once a turn, without march
 *  moves; any number of restraints. `moves` counts the activations already made this turn. */
export function demoralisedActivation(a: { restraint: boolean; counters: number; marchMove: boolean }, moves: number): Violation | null {
  if (a.restraint) return null;
  const no = (message: string): Violation => ({ rule: 'CdB 12.3', message });
  if (a.counters !== 1) return no('a demoralised corps moves a single counter');
  if (a.marchMove) return no('a demoralised corps makes no march moves');
  if (moves >= 1) return no('a demoralised corps moves one counter a turn');
  return null;
}
