// The steady bot, in DBA's terms: in its movement phase it first takes its general out of
// ground that makes every move cost a PIP more (PIP-02), takes the contacts whose combat
// factors favour it (flank and rear first), advances lines as groups towards the enemy,
// sends skirmishers from behind its own line out to the flanks, and brings every other
// element on while PIPs remain; shooting and combat resolve in the default order.
// It overlaps enemies its friends are already fighting, closes on an enemy together with
// the friends who can then overlap it or take its flank, never leaves a fighting friend
// without room to recoil, marches past town garrisons on the enemy's field army, and lets
// a line advance without the members that bad going, a river or a zone of control hold.
import type { Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import { bearing, dirN, normDeg, polyDistFloor, sq } from '../../engine/plane';
import type { DbaAction } from './actions';
import { camel, combatFactor, inBad, score } from './combat';
import { BW, MOUNTED, MOVE } from './data/troops';
import { losses } from './victory';
import { enemiesOf, f2f, fpAt, fpOf, onTable, sideBySide } from './geometry';
import { ODDS_STEP, SURE_EDGE, fightOdds, recoilRoom, fightsMade, fightsWorth, overlapsToLift } from './bot-fights';
import { contactPose, maxCornerShift, sweptArea, zocHolders } from './movement';
import { polyInBad, polyInRiver, polyOnRoad } from './terrain';
import { buaPoly } from './bua';
import { linesOf } from './candidates';
import { columnPlan, columnsOf, followPlan, onRoadMember, shiftPlans } from './group-plans';
import type { DbaState, Elem } from './state';
import { linePlan, raidMove } from './bot-deploy';
import { SKIRMISH, costlyForGeneral, flankPoint, frame, generalAdrift, generalOut, generalPost, movesTowards } from './bot-sense';

type Check = (a: DbaAction) => boolean;

/** A base this near an enemy is left to make contact on its own (by a contact move). */
const CLOSE = 120;

/** How much worse than even a fight the steady bot accepts (0, 1 or 2): nothing worse in
 *  the first eighth of the time limit (while the lines close), a little worse until two
 *  fifths of it, then worse again: a battle not fought is a draw at the limit, and four
 *  elements must fall to win it (VIC-01). */
export function dareAt(s: DbaState): number {
  const limit = typeof s.opt.maxBounds === 'number' ? s.opt.maxBounds : 40;
  return s.bound * 8 < limit ? 0 : s.bound * 5 < limit * 2 ? 1 : 2;
}

/** The worst average a fight may have (hundredths of an element, fightOdds), however late. */
export const ODDS_FLOOR = -15;

/** The last bounds of the time limit (four of each side's), and the worst average a
 *  fight may have in them. A battle not won by then is a draw at the limit (VIC-01: four
 *  elements, or the general, must fall, and more than the other side has lost): a side not
 *  behind in elements lost takes any fight in which the dice may still kill an enemy,
 *  rather than stand. Over 200 games against the random bot (seed 1): 157 won, 28 drawn,
 *  15 lost, against 153, 33 and 14 without it. */
export const LAST_BOUNDS = 8;
export const LAST_FLOOR = -60;

/** Whether `seat` makes its last stand (LAST_BOUNDS): late, and not behind in losses. */
export function lastStand(s: DbaState, seat: Seat): boolean {
  const limit = typeof s.opt.maxBounds === 'number' ? s.opt.maxBounds : 40;
  return s.bound > limit - LAST_BOUNDS && losses(s, seat) <= losses(s, (1 - seat) as Seat);
}

/** How far behind the front the general keeps: a mounted base's depth and its recoil. */
export const GEN_BEHIND = 300;

/** The enemies an element marches against: those in the field. A garrison in a town or
 *  camp (+3 behind its walls, GAR-04) is no target for an advance; the army marches past
 *  it on the enemy's field army (only when none is left does it count). */
export function fieldEnemies(s: DbaState, e: Elem): Elem[] {
  const all = enemiesOf(s, e);
  const field = all.filter((o) => o.where !== 'bua' && o.where !== 'camp');
  return field.length ? field : all;
}

function nearestEnemy(s: DbaState, e: Elem): Elem | null {
  let best: Elem | null = null, bd = Infinity;
  for (const o of fieldEnemies(s, e)) {
    const d = sq(o.x - e.x) + sq(o.y - e.y);
    if (d < bd) { bd = d; best = o; }
  }
  return best;
}

/** Crude odds: our factor against theirs, with a bonus for hitting a flank or rear. */
function worth(a: Elem, t: Elem, kind: string): number {
  const mine = combatFactor(a, t.type, false), theirs = combatFactor(t, a.type, false);
  return mine - theirs + (kind === 'front' ? 0 : 3) + (a.gen ? -1 : 0);
}

/** Whether `e` cannot advance with its line: its way ahead (a full move) crosses bad
 *  going or a river that is not easy (MOV-06: a group there is a column one element
 *  wide), or it stands in an enemy's zone of control (ZOC-01). */
export function heldBack(s: DbaState, e: Elem): boolean {
  if (zocHolders(s, e, fpOf(e)).length > 0) return true;
  const v = dirN(e.h, MOVE[e.type].good);
  const swept = sweptArea(e, { x: e.x + v.x, y: e.y + v.y, h: e.h });
  if (s.river !== 'none' && s.river !== 'easy' && polyInRiver(s, swept) && !polyOnRoad(s, swept)) return true;
  return polyInBad(s, swept, camel(e));
}

/** The state after a move (null when it is refused; one that needs a river test is
 *  looked at as if the die passed), from `s` or from `from`: the steady bot looks at a
 *  contact's real combat totals (score: factors, overlaps, rear support, terrain)
 *  before making it, and at what friends could do next. */
export type Simulate = (a: DbaAction, from?: DbaState) => DbaState | null;

/** Our total minus theirs for the pair just put in contact (dice aside), as combat scores it. */
export function contactEdge(after: DbaState, id: number, target: number): number | null {
  const e = after.els.find((x) => x.id === id), t = after.els.find((x) => x.id === target);
  if (!e || !t || e.status !== 'on' || t.status !== 'on') return null;
  return score(after, e, t, 0, false).total - score(after, t, e, 0, false).total;
}

/** Moves of `e` that end lined up in front of an enemy within a move of it (ZOC-01:
 *  facing him, front edge against front edge, less than a base width off), nearest
 *  enemies first and as close as it may come; only in front of an enemy it would fight
 *  at no worse than the odds of the day (`dare`). */
export function lineUps(s: DbaState, e: Elem, dare: number): DbaAction[] {
  const reach = MOVE[e.type].good;
  const near = fieldEnemies(s, e).map((b) => ({ b, gap: polyDistFloor(fpOf(e), fpOf(b)) }))
    .filter((x) => x.gap > 2 && x.gap <= reach + BW && worth(e, x.b, 'front') >= -dare)
    .sort((p, q) => p.gap - q.gap || p.b.id - q.b.id).slice(0, 3);
  const out: DbaAction[] = [];
  for (const { b, gap } of near) {
    const p = contactPose(e, b, 'front');
    for (const k of [40, 80, 120, 150]) {
      const v = dirN(p.h + 180, k);
      const to = { x: p.x + v.x, y: p.y + v.y, h: normDeg(p.h) };
      // Only nearer the enemy: a PIP spent on staying put or stepping back is wasted.
      if (polyDistFloor(fpAt(to, e.w, e.d), fpOf(b)) >= gap - 10) continue;
      out.push({ k: 'move', id: e.id, ...to });
    }
  }
  return out;
}

/** The element of `seat` front to front with enemy `target`, if any. */
function frontPartner(s: DbaState, target: number, seat: Seat): number | null {
  const t = s.els.find((x) => x.id === target);
  if (!t || t.status !== 'on') return null;
  const f = s.els.find((x) => x.side === seat && x.status === 'on' && f2f(x, t));
  return f ? f.id : null;
}

export function botMove(s: DbaState, seat: Seat, rnd: BotRandom, legalRaw: Check, simulate?: Simulate): DbaAction {
  if (s.pips <= 0) return { k: 'endMove' };
  if (s.river === 'unknown') return { k: 'river' }; // free: learn the river before planning (INTERP-30)
  const mine = onTable(s).filter((e) => e.side === seat && !e.follower && e.moves === 0);
  const fr = frame(s, seat);
  const touching = (e: Elem) => enemiesOf(s, e).some((o) => polyDistFloor(fpOf(e), fpOf(o)) <= 2);
  // No move ends where it takes a fighting friend's room to recoil: a base that cannot
  // recoil is destroyed by any defeat (REC-03).
  const fighters = simulate ? onTable(s).filter((e) => e.side === seat && touching(e) && recoilRoom(s, e.id)) : [];
  const keepsRoom = (after: DbaState | null): boolean => {
    if (!after || !fighters.length) return true;
    const moved = after.els.filter((e, i) => e.side === seat && e.status === 'on' && (e.x !== s.els[i].x || e.y !== s.els[i].y || e.h !== s.els[i].h));
    return fighters.every((f) => !moved.some((m) => sq(m.x - f.x) + sq(m.y - f.y) <= sq(500)) || recoilRoom(after, f.id));
  };
  const legal: Check = (a) => legalRaw(a) && (a.k === 'contact' || a.k === 'endMove' || !fighters.length || keepsRoom(simulate!(a)));
  // 0. A general in woods, oasis, marsh or town makes each other move cost one PIP more
  // (PIP-02): he steps out first when there are PIPs to save.
  const g = mine.find((e) => e.gen);
  if (g && fr && s.hadBound[seat] && s.pips >= 2 && g.where === '' && costlyForGeneral(s, fpOf(g)) && !touching(g)) {
    for (const a of generalOut(s, g, fr.fwd)) if (legal(a)) return a;
  }
  // He leaves a camp or town (where he costs the same PIP), and rejoins an army that has
  // left him behind: beyond his command distance every move costs a PIP more (PIP-02).
  if (g && fr && s.hadBound[seat] && s.pips >= 2 && !touching(g)) {
    const post = generalPost(s, seat, 150);
    const far = post ? sq(post.x - g.x) + sq(post.y - g.y) > sq(500) : false;
    const inLine = linesOf(mine).some((l) => l.length >= 3 && l.some((x) => x.id === g.id));
    if (post && (g.where !== '' || generalAdrift(s, g) || (far && !inLine))) {
      for (const a of movesTowards(g, post, fr.fwd)) {
        if (a.k === 'move' && costlyForGeneral(s, fpAt({ x: a.x, y: a.y, h: a.h }, g.w, g.d))) continue;
        if (legal(a)) return a;
      }
    }
  }
  // Nor does he walk into such ground by a move of his own.
  const legalSingle = (a: DbaAction) => {
    if (a.k === 'move' && g && a.id === g.id && costlyForGeneral(s, fpAt({ x: a.x, y: a.y, h: a.h }, g.w, g.d))) return false;
    return legal(a);
  };
  // A revolt wins back the BUA, worth two elements (GAR-10, GAR-12).
  if (s.bua && s.bua.owner === seat && s.bua.controller !== seat && legal({ k: 'revolt' })) return { k: 'revolt' };
  // 0. An empty enemy camp within reach is worth two elements (VIC-02).
  for (const e of mine) { const a: DbaAction = { k: 'enterCamp', id: e.id, camp: 1 - seat }; if (s.camps[1 - seat] && s.camps[1 - seat]!.controller !== seat && legal(a)) return a; }
  // Assaults on a camp or town are made by heavy foot, never by the general (whose loss
  // loses the battle) nor by mounted troops (-2 in bad going, INTERP-16) or light foot,
  // which would only be thrown back from walls worth +3 (GAR-04).
  const assaulter = (e: Elem) => !e.gen && !MOUNTED.has(e.type) && combatFactor(e, 'Sp', false) >= 4;
  for (const e of mine) { const a: DbaAction = { k: 'assault', id: e.id, camp: 1 - seat }; if (assaulter(e) && s.camps[1 - seat] && legal(a)) return a; }
  const bp = buaPoly(s);
  if (bp && s.bua) {
    // Not against a town held by enemy troops: +3 behind its walls (GAR-04), a beaten
    // assaulter is lost for nothing; only its townsfolk are worth an assault.
    const garrisoned = s.els.some((o) => o.side !== seat && o.status === 'on' && o.where === 'bua');
    for (const e of mine) {
      const enter: DbaAction = { k: 'enterBua', id: e.id };
      // Foot garrison a town (GAR-04); the general in one costs a PIP on every move (PIP-02).
      if (!e.gen && !MOUNTED.has(e.type) && legal(enter)) return enter;
      const sides = bp.map((v, i) => ({ i, d: sq(v.x - e.x) + sq(v.y - e.y) })).sort((a, b) => a.d - b.d || a.i - b.i).slice(0, 2);
      if (assaulter(e) && !garrisoned) for (const sd of sides) { const a: DbaAction = { k: 'assaultBua', id: e.id, side: sd.i }; if (legal(a)) return a; }
    }
  }
  // How far the general (and a line holding him) keeps from the enemy: behind the
  // nearest of his other elements, and never within a short move of the enemy.
  const all = onTable(s).filter((e) => e.side === seat && !e.follower);
  const enemyGap = (e: Elem) => Math.min(Infinity, ...fieldEnemies(s, e).map((o) => polyDistFloor(fpOf(e), fpOf(o))));
  const genKeep = (ids: number[]): number => {
    const others = all.filter((e) => !ids.includes(e.id));
    const lead = others.length ? Math.min(...others.map(enemyGap)) : 0;
    // Far enough back that a friend in front recoiling a base depth does not meet him
    // (REC-03: a base that cannot recoil is destroyed).
    return Math.max(350, Math.min(lead + GEN_BEHIND, 500 + GEN_BEHIND));
  };
  // 1. Contacts worth making. As the bounds pass, fights a little worse are accepted:
  // a battle not fought is a draw at the time limit, and four elements must fall to win
  // (VIC-01).
  const late = lastStand(s, seat);
  const dare = late ? 3 : dareAt(s);
  // A move that brings several elements into contact at once (a line closing up or
  // shifting onto the enemy) is judged by all the fights it starts.
  const fightsFit = (a: DbaAction): boolean => {
    if (!simulate) return true;
    const after = simulate(a);
    return after === null || fightsWorth(fightsMade(s, after, seat), -dare);
  };
  // Friends side by side with an element, not yet in contact: they can follow it in.
  const freeFriends = (id: number): number => {
    const e = mine.find((x) => x.id === id);
    return e ? all.filter((o) => o.id !== id && sideBySide(o, e) && !touching(o)).length : 0;
  };
  // How many sides (left, right) of enemy `target`, just met front to front by our `id`,
  // free friends can then overlap or close on with the PIPs left (each puts it at -1, CC-04).
  const followUps = (after: DbaState, id: number, target: number, pipsLeft: number): number => {
    if (!simulate) return 0;
    const t = after.els.find((x) => x.id === target);
    if (!t) return 0;
    const helpers = mine.filter((o) => o.id !== id && !o.gen && !touching(o) && sq(o.x - t.x) + sq(o.y - t.y) <= sq(MOVE[o.type].good + 200))
      .sort((p, q) => sq(p.x - t.x) + sq(p.y - t.y) - (sq(q.x - t.x) + sq(q.y - t.y)) || p.id - q.id).slice(0, 4);
    let sides = 0;
    const used = new Set<number>();
    for (const pair of [['overlapL', 'flankL'], ['overlapR', 'flankR']] as const) {
      if (sides >= pipsLeft) break;
      found: for (const o of helpers) {
        if (used.has(o.id)) continue;
        for (const kind of pair) {
          const m = after.els.find((x) => x.id === o.id)!;
          if (maxCornerShift(m, contactPose(m, t, kind)) > sq(MOVE[o.type].good)) continue;
          if (simulate({ k: 'contact', id: o.id, target, kind }, after)) { sides++; used.add(o.id); break found; }
        }
      }
    }
    return sides;
  };
  // 1a. A line within a move of the enemy that closes on it with several of its bases at
  // once: one PIP starts several fights, each base covering its neighbours' flanks
  // (CC-04), where bases sent in one by one each spend a PIP and stand overlapped.
  if (simulate) {
    for (const line of linesOf(mine.filter((e) => !touching(e))).sort((p, q) => q.length - p.length || p[0].id - q[0].id)) {
      if (line.length < 2 || (g && line.length <= 3 && line.some((x) => x.id === g.id))) continue;
      const gap = Math.min(...line.map(enemyGap));
      if (gap < 1 || gap > Math.min(...line.map((x) => MOVE[x.type].good))) continue;
      const a: DbaAction = { k: 'group', ids: line.map((x) => x.id).sort((p, q) => p - q).slice(0, 12), dist: gap, wheel: 0 };
      if (!legal(a)) continue;
      const after = simulate(a);
      if (!after || !keepsRoom(after)) continue;
      const made = fightsMade(s, after, seat);
      if (made.length >= 2 && fightsWorth(made, -dare)) return a;
    }
  }
  const contacts: { a: DbaAction; v: number; short?: boolean }[] = [];
  for (const e of mine) {
    const reach = MOVE[e.type].good + 200;
    for (const t of enemiesOf(s, e)) {
      if (sq(t.x - e.x) + sq(t.y - e.y) > reach * reach) continue;
      for (const kind of ['flankL', 'flankR', 'rear', 'front'] as const) {
        // Cheap prefilter: the end pose must be within the corner allowance in good going.
        if (maxCornerShift(e, contactPose(e, t, kind)) > sq(MOVE[e.type].good)) continue;
        // A frontal fight only where the factors do not favour the enemy; the die decides
        // only the order among equals.
        const w = worth(e, t, kind);
        if (w >= -dare) contacts.push({ a: { k: 'contact', id: e.id, target: t.id, kind }, v: 4 * w + rnd.below(3) });
        // One worse in front, where friends may overlap the enemy next: judged with them.
        else if (kind === 'front' && w === -dare - 1 && simulate) contacts.push({ a: { k: 'contact', id: e.id, target: t.id, kind }, v: 4 * w + rnd.below(3), short: true });
      }
      // Beside a friend already fighting this enemy, front corner to its front corner: an
      // overlap (CC-04) puts the enemy at -1 in a fight that happens anyway, and the
      // overlapping base fights no one. Never the general (he stays behind the fight).
      if (!e.gen && frontPartner(s, t.id, seat) !== null) for (const kind of ['overlapL', 'overlapR'] as const) {
        if (maxCornerShift(e, contactPose(e, t, kind)) > sq(MOVE[e.type].good)) continue;
        contacts.push({ a: { k: 'contact', id: e.id, target: t.id, kind }, v: 12 + rnd.below(3) });
      }
    }
  }
  contacts.sort((x, y) => y.v - x.v);
  if (simulate) {
    // The first dozen legal contacts, judged by their real totals once made: a frontal
    // fight is taken when the totals are level or better, a flank or rear one unless
    // they are two worse.
    let best: DbaAction | null = null, bv = -Infinity, seen = 0, second: DbaAction | null = null, bv2 = -Infinity;
    for (const c of contacts.slice(0, 80)) {
      if (seen >= 20) break;
      if (!legal(c.a)) continue;
      seen++;
      const after = simulate(c.a);
      const a = c.a as Extract<DbaAction, { k: 'contact' }>;
      if (a.kind === 'overlapL' || a.kind === 'overlapR') {
        // Judged by how much better the friend's fight becomes.
        const p0 = frontPartner(s, a.target, seat), p1 = after ? frontPartner(after, a.target, seat) : null;
        if (p0 === null || p1 !== p0 || !after) continue;
        // Not mounted troops into bad going: there they fight at -2 (INTERP-16) when the
        // enemy turns on them next bound (Psiloi beat Cavalry in a wood).
        const ov = after.els.find((x) => x.id === a.id);
        if (ov && MOUNTED.has(ov.type) && inBad(after, ov)) continue;
        const e0 = contactEdge(s, p0, a.target), e1 = contactEdge(after, p0, a.target);
        if (e0 === null || e1 === null || e1 <= e0) continue;
        const gain = fightOdds(after, p0, a.target) - fightOdds(s, p0, a.target);
        const v = gain * 4 + (e1 - e0) * 10 + c.v;
        if (gain > 0 && v > bv) { bv = v; best = c.a; }
        continue;
      }
      let edge = after ? contactEdge(after, a.id, a.target) : null;
      if (edge === null || !after || !keepsRoom(after)) continue;
      // A frontal contact from a line: its overlaps go when the friends beside it close
      // on the overlapping enemies in turn (CC-04), while PIPs last.
      let lift = a.kind === 'front' ? overlapsToLift(after, a.id, a.target, freeFriends(a.id), s.pips - 1) : 0;
      // A frontal fight short of what it needs, where friends can then overlap the enemy
      // or close on its flanks (CC-04: -1 for each side), is judged with them: bases are
      // brought into contact together, not one by one.
      if (a.kind === 'front' && edge + lift < SURE_EDGE && s.pips - 1 - lift > 0) lift += followUps(after, a.id, a.target, s.pips - 1 - lift);
      edge += lift;
      // What the fight is worth over the throws of the dice: the same edge is a good fight
      // for Spears against Cavalry and a bad one for Knights against Blades, who destroy
      // them when they win (OUT-06).
      let odds = fightOdds(after, a.id, a.target, lift);
      // An enemy with a friend, an enemy of its own, the table edge or bad ground close
      // behind it cannot recoil: beaten at all, it is destroyed (REC-03). Such a target is
      // worth a fight that elsewhere only pushes it back and forth.
      if (a.kind === 'front' && !recoilRoom(after, a.target)) odds = Math.max(odds, fightOdds(after, a.id, a.target, lift, true));
      // Onto the flank or rear of an enemy already fighting one of ours to its front: that
      // fight is what counts, the enemy now at -1 (CC-04) and unable to recoil through
      // the newcomer, so beaten it is destroyed (REC-03). The best use of a PIP.
      const pinned = a.kind !== 'front' ? frontPartner(after, a.target, seat) : null;
      if (pinned !== null) {
        edge = Math.max(edge, (contactEdge(after, pinned, a.target) ?? -9) + 2);
        odds = Math.max(odds, fightOdds(after, pinned, a.target, 0, true));
      }
      // A base that could not recoil is destroyed by any defeat (REC-03): it goes in only
      // with a commanding edge.
      if (edge < SURE_EDGE && !recoilRoom(after, a.id)) continue;
      // The general fights only with a clear edge: losing him loses the battle as soon as
      // his side has lost more than the enemy (VIC-01).
      const gen = s.els.find((x) => x.id === a.id)?.gen;
      // A flank or rear contact on an enemy not already fighting to its front only turns
      // it to face (CC-03): it is judged as a frontal fight. The general wants a clear
      // edge in any fight.
      const need = gen ? 2 : (pinned !== null ? -2 : 0) - dare;
      // However late, no fight worse on average than ODDS_FLOOR: read over 100 games
      // against the random bot, fights started at -0.2 element or worse lost 12 of our
      // elements for 5 of theirs.
      const floor = late ? LAST_FLOOR : ODDS_FLOOR;
      const oddsNeed = gen ? 20 : Math.max(floor, -ODDS_STEP * dare);
      const v = odds * 4 + edge * 10 + c.v;
      if (edge >= need && odds >= oddsNeed && v > bv) { bv = v; best = c.a; }
      if (!gen && !c.short && edge >= need - 1 && odds >= Math.max(floor, oddsNeed - ODDS_STEP) && v > bv2) { bv2 = v; second = c.a; }
    }
    if (best) return best;
    // Late in the battle, a fight one short is taken rather than none: the time limit
    // makes a draw of a battle not fought (four elements must fall, VIC-01).
    if (second && dare >= 1) return second;
  } else for (const c of contacts.slice(0, 60)) if (legal(c.a)) return c.a;
  // 1b. A line shifts sideways onto an enemy in front of it (MOV-07d), from as far as a
  // whole move: out of line with it, the line can neither advance into its zone of
  // control nor touch it without a legal contact (ZOC-01, CON-02), and would stand there.
  for (const line of linesOf(mine)) {
    if (line.length < 2) continue;
    const slow = Math.min(...line.map((x) => MOVE[x.type].good));
    for (const contact of [true, false]) for (const a of shiftPlans(s, line, contact, slow)) if (legal(a) && fightsFit(a)) return a;
  }
  // 1c. Two times in three, a column on a road follows it (MOV-07c).
  if (rnd.below(3) !== 0) for (const col of columnsOf(mine)) for (const frac of [4, 3, 2]) { const a = followPlan(s, col, frac); if (a && legal(a)) return a; }
  // 2. Lines advance as groups, the longest first; now and then one narrows into a column
  // (MOV-07a). Bases already fighting stay: the rest of their line goes on without them.
  // A line whose nearest base already stands within a short move of the enemy halts as a
  // whole: then the bases of it still farther off close up as a line of their own.
  const free = mine.filter((e) => !touching(e));
  const freeLines = linesOf(free).sort((a, b) => b.length - a.length);
  const farLines = linesOf(free.filter((e) => enemyGap(e) >= CLOSE)).sort((a, b) => b.length - a.length);
  // A base whose way ahead is bad going or a river that is not easy holds its whole line
  // back (a group there must move as a column, MOV-06), as does one in an enemy's zone of
  // control (a town's garrison holds one all round it), which may only contact, line up
  // or go back (ZOC-01): the rest of its line goes on without it.
  const held = free.filter((e) => heldBack(s, e));
  const clearLines = held.length ? linesOf(free.filter((e) => !held.includes(e))).sort((a, b) => b.length - a.length) : [];
  // First a real advance (the whole line, else its part still clear of the enemy), then
  // the short steps that close a line right up.
  for (const [lines, least] of [[[...freeLines, ...clearLines, ...farLines], 90], [freeLines, 20]] as const) for (const line of lines) {
    const e = line[0];
    if (line.length < 2) continue;
    const ids = line.map((x) => x.id).sort((a, b) => a - b).slice(0, 12);
    const foe = nearestEnemy(s, e);
    if (!foe) continue;
    let gap = Math.min(...line.map((x) => Math.min(...fieldEnemies(s, x).map((o) => polyDistFloor(fpOf(x), fpOf(o))))));
    // A line with the general in it does not run ahead of the army (VIC-01: his loss
    // loses the battle once his side has lost more): it keeps its distance from the enemy.
    // (A long battle line carries him along: he commands from within it.)
    if (g && line.length <= 3 && line.some((x) => x.id === g.id)) gap -= genKeep(line.map((x) => x.id));
    const slow = Math.min(...line.map((x) => MOVE[x.type].good));
    // A line astride a road forms its column there, to follow the road next bound (off the
    // road a column only delays the advance and its deployment back into line).
    const roadHead = onRoadMember(s, line);
    if (line.length <= 4 && gap > 400 && roadHead !== null) {
      for (const adv of [Math.floor(slow / 2), Math.floor(slow / 4), 0]) { const a = columnPlan(line, adv, roadHead?.id); if (a && legal(a)) return a; }
    }
    // Close right up (a line that halts short only gives the enemy the first blow).
    for (const d of [gap, gap - 2, Math.min(slow - 2, gap - 30), Math.min(Math.floor(slow / 2), gap - 30), Math.min(98, gap - 2), Math.min(48, gap - 2)]) {
      if (d > least) { const a: DbaAction = { k: 'group', ids, dist: d, wheel: 0 }; if (legal(a) && fightsFit(a)) return a; }
    }
  }
  // 2a. A light or fast base outside the battle line rides for the enemy's camp: taken
  // empty, it counts two elements lost to the enemy (VIC-02), half a victory. Only once
  // the lines have had their PIP: a battle line left standing for a raid reaches the
  // enemy too late to kill four elements before the time limit (VIC-01).
  const raid = raidMove(s, seat, mine.filter((e) => !touching(e)), all, legalSingle);
  if (raid) return raid;
  // 2b. Skirmishers parked behind their own line go out to its nearer flank: behind it,
  // they only block its recoils.
  if (fr) for (const e of mine) {
    if (!SKIRMISH.has(e.type) || touching(e)) continue;
    const p = flankPoint(s, e);
    if (p) for (const a of movesTowards(e, p, fr.fwd)) if (legalSingle(a)) return a;
  }
  // 3. Single elements approach their nearest enemy, ending facing it; one that cannot
  // goes straight ahead, so no PIP is left unused while an element could close in.
  const order = mine.filter((e) => !touching(e));
  for (let i = 0; i < order.length; i++) {
    const e = order[(i + rnd.below(order.length)) % order.length];
    const foe = nearestEnemy(s, e);
    if (!foe) break;
    const h = bearing({ x: foe.x - e.x, y: foe.y - e.y });
    const gap = polyDistFloor(fpOf(e), fpOf(foe));
    const reach = MOVE[e.type].good;
    // The whole move first (a turn towards the enemy eats into it at the corners, so
    // shorter ones follow): an element that creeps makes a draw of the battle.
    for (const step of [reach - 10, reach - 40, reach - 90, Math.floor(reach / 2), 90, 40]) {
      const d = Math.min(step, gap - (e.gen ? genKeep([e.id]) : 60)); // the general stays behind the fight
      if (d <= 10) continue;
      const v = dirN(h, d);
      const a: DbaAction = { k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: normDeg(h) };
      if (legalSingle(a)) return a;
    }
    // Held short by an enemy's zone of control (it may only contact him, line up with him
    // or go back, ZOC-01): it lines up squarely in front of him, ready to close next bound.
    if (!e.gen) for (const a of lineUps(s, e, dare)) if (legalSingle(a)) return a;
  }
  for (const e of order) {
    const gap = Math.min(...fieldEnemies(s, e).map((o) => polyDistFloor(fpOf(e), fpOf(o))));
    for (const step of [MOVE[e.type].good - 10, 100, 50]) {
      const d = Math.min(step, gap - (e.gen ? genKeep([e.id]) : 60));
      if (d <= 10) continue;
      const v = dirN(e.h, d);
      const a: DbaAction = { k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: e.h };
      if (legalSingle(a)) return a;
    }
  }
  return { k: 'endMove' };
}

/** Deployment: one line across the front of the zone, the general behind its middle
 *  (linePlan); no base held back to land later (DEP-07), where it would arrive alone.
 *  Where the planned slot is refused, the general is never set down where he would make
 *  every move cost a PIP more (PIP-02: woods, oasis, marsh, a town); the others take a
 *  suggested slot. */
export function botDeploy(s: DbaState, acts: DbaAction[], rnd: BotRandom, legal?: Check): DbaAction {
  const town = s.terrain.find((f) => f.kind === 'BUA');
  const fits = (a: DbaAction): boolean => {
    if (a.k !== 'deploy') return true;
    // No lone garrison far from the army: a town lost counts two elements (VIC-02, GAR-12).
    if (town && sq(a.x - town.p[0]) + sq(a.y - town.p[1]) < sq(200)) return false;
    const e = s.els.find((x) => x.id === a.id);
    return !e || !e.gen || !costlyForGeneral(s, fpAt({ x: a.x, y: a.y, h: a.h }, e.w, e.d));
  };
  const next = acts.find((a) => a.k === 'deploy' || a.k === 'reserve');
  if (legal && next && (next.k === 'deploy' || next.k === 'reserve')) {
    const pose = linePlan(s, s.active).get(next.id);
    const a: DbaAction | null = pose ? { k: 'deploy', id: next.id, ...pose } : null;
    if (a && fits(a) && legal(a)) return a;
  }
  const placed = acts.filter((a) => a.k !== 'reserve' && fits(a));
  if (legal) return placed[0] ?? acts.find((a) => a.k !== 'reserve') ?? acts[0];
  const clear = acts.filter(fits);
  return rnd.pick(clear.length ? clear : acts);
}
