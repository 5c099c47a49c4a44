// Applying a combat result (rule 11.5) to the position: destruction with its consequences
// (11.7: the rear rank, the enemies blocking a recoil, the elephant case of spec M10), recoil
// with its consequences (11.6: turning to the shooter, destruction when impossible, units an
// elephant pushes or passes fleeing), and flight (11.8, in flight.ts). Every choice a player
// makes goes through a Decider (choices.ts); every change is logged as a plain event.
import type { HexId } from '../../engine/hex';
import { ecHalves, isMounted } from './data/units';
import { type CdbEvent, type ChoicePoint, type Decider } from './choices';
import { blockingEnemyCandidates, defaultLoss, rearRankCandidates } from './destruction';
import { flee } from './flight';
import { rearLossByOrders } from './orders';
import { gridOf, rearHexes } from './grid';
import { defaultChooser, facingToward, recoil, type RecoilChooser, type Step } from './recoil';
import { front, unitAt, type Position, type Unit } from './state';

export type Log = CdbEvent[];

const byId = (p: Position, id: number): Unit | undefined => p.units.find((u) => u.id === id);

/** Removes a unit and books its counters as lost (12.1). */
export function removeUnit(p: Position, unitId: number, how: 'destroyed' | 'offMap', rule: string, log: Log): Position {
  const u = byId(p, unitId);
  if (!u) return p;
  log.push({ t: how === 'offMap' ? 'cdb.offMap' : 'cdb.destroyed', rule, unit: u.id });
  const lost = [...(p.lost ?? []), ...u.counters.map((counter) => ({ side: u.side, corps: u.corps, counter, how }))];
  return { ...p, units: p.units.filter((x) => x.id !== unitId), lost };
}

/** The rear-rank pick of 11.7 (spec N4/N5 default: lower counter equivalents, then lower
 *  value against foot, then lower id). */
function pickLoss(p: Position, d: Decider, kind: ChoicePoint['kind'], chooser: Unit, about: Unit, cands: Unit[], rule: string): Unit {
  // Spec N4: the rear-rank loss by its owner's standing order (orders.ts); N5 keeps the default.
  const dflt = kind === 'rearLoss' ? rearLossByOrders(p, chooser.side, cands) : defaultLoss(cands)!;
  const id = d.pick({ kind, side: chooser.side, unit: about.id, options: cands.map((c) => c.id).sort((a, b) => a - b), default: dflt.id, rule });
  return cands.find((c) => c.id === id)!;
}

/** 11.7: u is destroyed. One friend in its rear hexes goes with it when both hold friends
 *  (rearRankCandidates: not baggage, not Psiloi unless Psiloi behind, not by shooting unless
 *  an elephant, not with a fortification behind); its owner picks which. A destroyed
 *  elephant with enemies in both rear hexes makes one of them, the enemy's pick, recoil if
 *  foot or flee if mounted (spec M10: the one effect the truncated list keeps). */
export function destroyUnit(p: Position, unitId: number, o: { byShooting: boolean; rule?: string }, d: Decider, log: Log): Position {
  const u = byId(p, unitId);
  if (!u) return p;
  const g = gridOf(p);
  const rear = rearRankCandidates(p, u, o.byShooting);
  const behind = rearHexes(g, u).map((h) => unitAt(p, h));
  const elephantFoes = front(u).type === 'El' && behind.length === 2 && behind.every((b) => b && b.side !== u.side) ? (behind as Unit[]) : [];
  let q = removeUnit(p, unitId, 'destroyed', o.rule ?? 'CdB 11.7', log);
  if (rear.length) {
    const lost = pickLoss(q, d, 'rearLoss', u, u, rear, 'CdB 11.7');
    log.push({ t: 'cdb.rearRankLost', rule: 'CdB 11.7', unit: lost.id, behind: u.id });
    q = removeUnit(q, lost.id, 'destroyed', 'CdB 11.7', log);
  }
  if (elephantFoes.length) {
    // Spec N6 default: a unit that can recoil legally, then the N4 order.
    const canRecoil = (x: Unit) => recoil(q, x.id, { choose: defaultChooser(q) }).steps[0]?.k === 'move';
    const able = elephantFoes.filter(canRecoil);
    const dflt = defaultLoss(able.length ? able : elephantFoes)!;
    const hitId = d.pick({ kind: 'elephantRear', side: elephantFoes[0].side, unit: u.id, options: elephantFoes.map((c) => c.id).sort((a, b) => a - b), default: dflt.id, rule: 'CdB M10' });
    const hit = elephantFoes.find((c) => c.id === hitId)!;
    log.push({ t: 'cdb.elephantFalls', rule: 'CdB M10', unit: hit.id, elephant: u.id });
    q = isMounted(front(hit).type) ? flee(q, hit.id, { recoilFirst: true }, d, log) : applyRecoil(q, hit.id, {}, d, log);
  }
  return q;
}

/** The recoil chooser backed by the Decider: the recoiling unit's owner picks among the hexes
 *  of the best class (11.6); friends it pushes take the standing-order default (spec N7). */
function chooserFor(p: Position, top: number, d: Decider): RecoilChooser {
  const dflt = defaultChooser(p);
  return (u, hexes) => {
    const def = dflt(u, hexes);
    if (u.id !== top) return def;
    return d.pick({ kind: 'recoilHex', side: u.side, unit: u.id, options: [...hexes].sort((a, b) => a - b), default: def, rule: 'CdB 11.6' });
  };
}

/** The friends an elephant passed straight through on its recoil (between its old and new hex). */
function passedBy(p: Position, from: HexId, to: HexId): number[] {
  const g = gridOf(p);
  for (let dir = 0; dir < 6; dir++) {
    const path: HexId[] = [];
    let x = g.neighbour(from, dir);
    for (let i = 0; i < 40 && g.onMap(x); i++) {
      if (x === to) return path.map((h) => unitAt(p, h)?.id).filter((id): id is number => id !== undefined);
      path.push(x);
      x = g.neighbour(x, dir);
    }
  }
  return [];
}

/** 11.6: u recoils, with every consequence. After a shot it first turns to face the shooter.
 *  Under a flank attack (11.4), or with no legal rear hex, it is destroyed (11.7 applies);
 *  when both rear hexes hold enemies showing it their flank or rear, one of them (their
 *  owner's pick) is destroyed too. Units an elephant pushes or passes through flee (11.6):
 *  a pushed unit has made its recoil, so it turns and runs; a passed one flees in full. */
export function applyRecoil(p: Position, unitId: number, o: { shooterHex?: HexId; flankAttacked?: boolean; byShooting?: boolean }, d: Decider, log: Log): Position {
  let u = byId(p, unitId);
  if (!u) return p;
  const g = gridOf(p);
  let q = p;
  if (o.shooterHex !== undefined && u.facing !== null) {
    const f = facingToward(g, u.hex, u.facing, o.shooterHex);
    if (f !== u.facing) log.push({ t: 'cdb.faceShooter', rule: 'CdB 11.6', unit: u.id, facing: f });
    u = { ...u, facing: f };
    q = { ...q, units: q.units.map((x) => (x.id === unitId ? u! : x)) };
  }
  const byShooting = o.byShooting ?? o.shooterHex !== undefined;
  if (o.flankAttacked) {
    log.push({ t: 'cdb.noRecoil', rule: 'CdB 11.4', unit: u.id });
    return destroyUnit(q, unitId, { byShooting, rule: 'CdB 11.4' }, d, log);
  }
  const r = recoil(q, unitId, { choose: chooserFor(q, unitId, d) });
  if (r.steps.length === 1 && r.steps[0].k === 'destroyed') {
    log.push({ t: 'cdb.noRecoil', rule: 'CdB 11.6', unit: u.id });
    const blockers = blockingEnemyCandidates(q, u);
    let after = destroyUnit(q, unitId, { byShooting, rule: 'CdB 11.6' }, d, log);
    if (blockers.length) {
      const hit = pickLoss(q, d, 'blockingLoss', blockers[0], u, blockers, 'CdB 11.7');
      after = removeUnit(after, hit.id, 'destroyed', 'CdB 11.7', log);
    }
    return after;
  }
  const moves = r.steps.filter((s): s is Extract<Step, { k: 'move' }> => s.k === 'move');
  for (const s of moves) log.push({ t: s.unit === unitId ? 'cdb.recoil' : 'cdb.pushed', rule: 'CdB 11.6', unit: s.unit, to: s.to, ...(s.onTop !== undefined ? { onTop: s.onTop } : {}) });
  let after = r.position;
  if (front(u).type === 'El') {
    const own = moves.find((s) => s.unit === unitId)!;
    const pushed = moves.filter((s) => s.unit !== unitId).map((s) => s.unit);
    const passed = passedBy(q, u.hex, own.to);
    for (const id of [...pushed, ...passed]) {
      if (!byId(after, id)) continue;
      log.push({ t: 'cdb.elephantPanic', rule: 'CdB 11.6', unit: id, elephant: unitId });
      after = flee(after, id, { recoilFirst: passed.includes(id) }, d, log);
    }
  }
  return after;
}

export type Outcome = 'none' | 'recoil' | 'flee' | 'destroyed';

/** 11.5: applies one side's result. */
export function applyResult(p: Position, unitId: number, outcome: Outcome, o: { shooterHex?: HexId; flankAttacked?: boolean }, d: Decider, log: Log): Position {
  switch (outcome) {
    case 'none': return p;
    case 'recoil': return applyRecoil(p, unitId, o, d, log);
    case 'flee': return flee(p, unitId, { recoilFirst: true, shooterHex: o.shooterHex, flankAttacked: o.flankAttacked }, d, log);
    case 'destroyed': return destroyUnit(p, unitId, { byShooting: o.shooterHex !== undefined, rule: 'CdB 11.7' }, d, log);
  }
}

/** Counter equivalents of a unit, in halves (12.1). */
export const unitHalves = (u: Unit): number => u.counters.reduce((s, c) => s + ecHalves(c.type, c.quality), 0);
