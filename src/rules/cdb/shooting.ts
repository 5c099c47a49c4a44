// Shooting (rule 10 ⟨X⟩): who shoots, sector and line of fire (10.2), the nearest target
// (10.1), and the totals and result of one shot (10.4). The phase itself (order, both sides'
// obligations, supports, "shot once" bookkeeping, results applied) is shooting-phase.ts.
import type { Violation } from '../../engine/contract';
import { CATALOGUE, TV_SHOT_BY_BOWMEN, isMounted } from './data/units';
import { gridOf } from './grid';
import { combatResult, resultRow, type Result } from './results';
import { cellAt, front, type Position, type Unit } from './state';
import { behindRiver, canSee, defendsAcrossRiver, kindAt, levelAt } from './terrain';
import { fightingQuality } from './units';
import { frontalContact, inZocOf } from './zoc';
import { opt } from './options';

/** 10: Bowmen and Artillery shoot; War Wagons only when (O) or (S). */
export function shoots(u: Unit): boolean {
  const c = front(u);
  const s = CATALOGUE[c.type].shoots;
  return s === 'yes' || (s === 'ordinaryOrSuperior' && (c.quality === 'O' || c.quality === 'S'));
}

export interface ShooterFlags { marched?: boolean; fled?: boolean; movedAtAll?: boolean; unreliableAlly?: boolean; overlapping?: boolean }

/** 10.1: whether u may shoot now. Not after march moves or flight; Art (O)/(S) not after
 *  moving at all; not with an enemy in its zone or while in one; not while overlapping; not an
 *  unreliable ally (4.3). */
export function mayShoot(p: Position, u: Unit, f: ShooterFlags = {}): Violation | null {
  const g = gridOf(p);
  const c = front(u);
  const no = (message: string): Violation => ({ rule: 'CdB 10.1', message });
  if (!shoots(u)) return { rule: 'CdB 10', message: 'this type does not shoot' };
  if (f.marched || f.fled) return no('it made march moves or fled this turn');
  if (c.type === 'Art' && (c.quality === 'O' || c.quality === 'S') && f.movedAtAll) return no('artillery (O) or (S) that moved does not shoot');
  if (p.units.some((e) => e.side !== u.side && (inZocOf(g, u, e) || inZocOf(g, e, u)))) return no('in contact with an enemy zone of control');
  if (f.overlapping) return no('it gives an overlap');
  if (f.unreliableAlly) return { rule: 'CdB 4.3', message: 'an unreliable ally does not shoot' };
  return null;
}

/** 10.2: the target lies in the shooter's arc (front sector for Bowmen and artillery, all
 *  round for War Wagons and artillery on a vehicle), within range, with a clear line of fire
 *  (units and woods between block it). */
export function inLineOfFire(p: Position, s: Unit, t: Unit): boolean {
  const g = gridOf(p);
  const c = front(s);
  if (s.facing === null) return false;
  const allRound = c.type === 'WW' || (c.type === 'Art' && c.vehicle === true);
  if (!allRound && !g.inFrontSector(s.hex, s.facing, t.hex)) return false;
  if (g.distance(s.hex, t.hex) > (c.range ?? 0)) return false;
  return canSee(p, s.hex, t.hex, 'shooting');
}

/** 10.1: the targets a shooter must choose from: the nearest enemies in its line of fire,
 *  leaving out those in frontal contact with a friend of the shooter and any the caller
 *  excludes (the other forbidden targets of the shooting phase). */
export function nearestTargets(p: Position, s: Unit, excluded: (t: Unit) => boolean = () => false): Unit[] {
  const g = gridOf(p);
  const friends = p.units.filter((f) => f.side === s.side);
  const ok = p.units.filter((t) => t.side !== s.side && inLineOfFire(p, s, t) && !friends.some((f) => frontalContact(g, f, t)) && !excluded(t));
  if (!ok.length) return [];
  const d = Math.min(...ok.map((t) => g.distance(s.hex, t.hex)));
  return ok.filter((t) => g.distance(s.hex, t.hex) === d).sort((a, b) => a.id - b.id);
}

export interface Item { id: string; value: number }
export interface ShotTotal { die: number; value: number; items: Item[]; beforeQuality: number; quality: Item[]; total: number }

export interface ShotOutcome { totals: [ShotTotal, ShotTotal]; row: 1 | 2 | 3; shooterResult: Result; targetResult: Result }

/** 10.4: a shot by s at t, resolved like a mêlée. The shooter uses its value against the
 *  target's class (artillery its shooting value); the target its value against foot, +4 for
 *  Kn, WW and Bd shot by Bowmen ⟨X⟩, or, returning fire, its own shooting value against the
 *  shooter's class. −1 per supporting shooter on the target (at most −2, 10.3; on the
 *  shooter, the rank support of a target returning fire), +1 higher on a
 *  hill (spec A24), −1 shooting from or into a wood. The shooter suffers nothing unless the
 *  target returns fire. */
export function resolveShot(p: Position, s: Unit, t: Unit, dice: [number, number], o: { returnFire: boolean; supports?: number; returnSupports?: number }): ShotOutcome {
  const sc = front(s), tc = front(t);
  const shootValue = (c: typeof sc, vsMounted: boolean) => (c.shootTv ?? (vsMounted ? c.tvMounted : c.tvFoot));
  const woodShot = kindAt(p, s.hex).id === 'wood' || kindAt(p, t.hex).id === 'wood';
  const common = (u: Unit, e: Unit, defending: boolean): Item[] => {
    const items: Item[] = [];
    if (levelAt(p, u.hex) > levelAt(p, e.hex)) items.push({ id: '10.4-advantage', value: 1 });
    // spec A24: the literal +1 applies to shooting too; CdB M11 (a): the target across a river side.
    else if (behindRiver(p, u, e) || (defending && defendsAcrossRiver(p, u, e))) items.push({ id: '10.4-river', value: 1 });
    if (woodShot) items.push({ id: '10.4-wood', value: -1 });
    return items;
  };
  const sItems = common(s, t, false);
  const tItems = common(t, s, true);
  const sup = Math.min(2, o.supports ?? 0);
  if (sup) tItems.push({ id: '10.3', value: -sup });
  // Return fire: the answering unit's own rank support only (spec A37).
  const back = o.returnFire ? Math.min(2, o.returnSupports ?? 0) : 0;
  if (back) sItems.push({ id: '10.3', value: -back });
  const sValue = shootValue(sc, isMounted(tc.type));
  const tValue = o.returnFire ? shootValue(tc, isMounted(sc.type)) : sc.type === 'Bw' && TV_SHOT_BY_BOWMEN[tc.type] !== undefined ? TV_SHOT_BY_BOWMEN[tc.type]! : tc.tvFoot;
  const sum = (xs: Item[]) => xs.reduce((a, i) => a + i.value, 0);
  const sBefore = dice[0] + sValue + sum(sItems), tBefore = dice[1] + tValue + sum(tItems);
  const byArt = sc.type === 'Art';
  const different = (a: typeof sc, b: typeof sc, qa: string, qb: string) =>
    opt(p.options, 'mixedTypeQuality') === 'bothDiffer' ? a.type !== b.type && qa !== qb : !(a.type === b.type && qa === qb);
  const qs = fightingQuality(sc, { mode: 'shooting', enemyType: tc.type, enemyInFront: true });
  const qt = fightingQuality(tc, { mode: o.returnFire ? 'shooting' : 'shotAt', enemyType: sc.type, enemyInFront: true });
  const sQ: Item[] = [], tQ: Item[] = [];
  if (qs === 'S' && sBefore < tBefore && different(sc, tc, qs, qt)) sQ.push({ id: '10.4-S', value: 1 });
  if (qs === 'I' && sBefore <= tBefore) sQ.push({ id: '10.4-I', value: -1 });
  if (qt === 'S' && !byArt && tBefore < sBefore && different(tc, sc, qt, qs)) tQ.push({ id: '10.4-S', value: 1 });
  if (qt === 'I' && tBefore <= sBefore) tQ.push({ id: '10.4-I', value: -1 });
  if (qt === 'F' && !byArt && tBefore < sBefore) tQ.push({ id: '10.4-F', value: -1 });
  const st: ShotTotal = { die: dice[0], value: sValue, items: sItems, beforeQuality: sBefore, quality: sQ, total: sBefore + sum(sQ) };
  const tt: ShotTotal = { die: dice[1], value: tValue, items: tItems, beforeQuality: tBefore, quality: tQ, total: tBefore + sum(tQ) };
  const row = resultRow(Math.max(st.total, tt.total), Math.min(st.total, tt.total));
  const none: Result = { outcome: 'none', entry: '', flankConverted: false };
  const lose = (u: Unit, e: Unit): Result => {
    const c = front(u), ec = front(e);
    return combatResult(row, { loserType: c.type, loserQuality: c.quality, loserGround: cellAt(p, u.hex).ground, opponentType: ec.type, opponentQuality: ec.quality, mode: 'shot', mobile: c.mobile === true });
  };
  const equal = st.total === tt.total;
  const targetResult = equal || tt.total < st.total ? lose(t, s) : none;
  const shooterResult = o.returnFire && (equal || st.total < tt.total) ? lose(s, t) : none;
  return { totals: [st, tt], row, shooterResult, targetResult };
}
