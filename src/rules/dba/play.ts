// The sequence of play (SEQ-01, spec §3): one function per phase, mutating a clone.
import type { Ctx, Seat } from '../../engine/contract';
import { ill } from './refuse';
import { normDeg } from '../../engine/plane';
import type { DbaAction } from './actions';
import { frontalPairs, fight } from './combat';
import { byId, fpOf } from './geometry';
import { overlaps } from '../../engine/plane';
import { campPoly } from './camp';
import { assaultBuaMove, assaultMove, breakOff, contactMove, enterBua, enterCamp, groupMove, singleMove } from './movement';
import { pitchFollowers } from './camp-assault';
import { followRoad, reformGroup, shiftGroup } from './group-moves';
import { buaPoly, releaseSack, revolt } from './bua';
import { planShots, resolveShot } from './shooting';
import { campAt, campProblem, deployProblem } from './setup';
import type { DbaState } from './state';
import { terrainProblem } from './terrain';
import { checksLinear, linearProblem, waterwayProblem } from './linear';
import { turnToFace } from './turn-to-face';
import { land, landingMissed, reserve } from './landing';
import { loser } from './victory';

const other = (s: Seat): Seat => (1 - s) as Seat;

/** Who must decide now. */
export function decider(s: DbaState): Seat {
  return s.active;
}

export function applyAction(s: DbaState, seat: Seat, a: DbaAction, ctx: Ctx): void {
  if (s.phase === 'over') ill('DBA VIC-01', 'the battle is over');
  if (seat !== s.active) ill('DBA SEQ-01', 'not your decision');
  switch (s.phase) {
    case 'initiative': {
      if (a.k !== 'initiative') ill('DBA DEP-01', 'roll for initiative first');
      for (let guard = 0; guard < 100; guard++) {
        const d0 = ctx.dice.d6(), d1 = ctx.dice.d6();
        const a0 = s.armies[0].aggression, a1 = s.armies[1].aggression;
        const r0 = d0 + a0, r1 = d1 + a1;
        ctx.log({ t: 'initiative', rule: 'DBA DEP-01', r0, r1, d0, d1, a0, a1, winner: r0 === r1 ? -1 : r0 > r1 ? 0 : 1 });
        if (r0 === r1) continue; // INTERP-3
        s.attacker = r0 > r1 ? 0 : 1;
        break;
      }
      s.active = other(s.attacker);
      s.phase = 'terrain';
      return;
    }
    case 'terrain': {
      if (a.k !== 'terrain') ill('DBA TER-06', 'place the terrain');
      const feats = a.f.map((f) => ({ kind: f.kind, compulsory: f.compulsory, p: [...f.p] }));
      const why = terrainProblem(feats, s.armies[s.active].topography, s.opt.dmg2 as 'Road') ?? (checksLinear(s) ? linearProblem(feats) : null) ?? waterwayProblem(s, feats);
      if (why) ill(why.split(':')[0].startsWith('TER') ? 'DBA ' + why.split(':')[0] : 'DBA TER-06', why);
      s.terrain = feats;
      s.river = feats.some((f) => f.kind === 'River') ? 'unknown' : 'none';
      // GAR-03: the defender's BUA, defended by its loyal denizens.
      s.bua = feats.some((f) => f.kind === 'BUA') ? { owner: seat, controller: seat, denizens: true, sacker: -1, ...(s.opt.gar10 === 'revolt' ? { survivors: true } : {}) } : null;
      s.active = s.attacker;
      s.phase = 'edge';
      return;
    }
    case 'edge': {
      if (a.k !== 'edge') ill('DBA DEP-02', 'choose your preferred edge');
      if (!(a.pref >= 0 && a.pref <= 3)) ill('DBA DEP-02', 'edge 0 to 3');
      if (nearBua(s).includes(a.pref)) ill('DBA DEP-02', 'the preferred edge may not be next to the BUA');
      const others = [0, 1, 2, 3].filter((e) => e !== a.pref);
      const r = ctx.dice.d6();
      const edge = r >= 4 ? a.pref : others[r - 1];
      ctx.log({ t: 'edge', rule: 'DBA DEP-02', roll: r, edge });
      s.edge[s.attacker] = edge;
      s.edge[other(s.attacker)] = (edge + 2) % 4;
      // CAMP-02: an army with a BUA on the table has no camp.
      if (s.bua) { s.active = s.attacker; s.phase = 'campA'; } else { s.active = other(s.attacker); s.phase = 'campD'; }
      return;
    }
    case 'campD': case 'campA': {
      if (a.k !== 'camp') ill('DBA DEP-03', 'place your camp');
      const c = campAt(s, seat, a.pos);
      const why = campProblem(s, c);
      if (why) ill(why.split(':')[0], why);
      s.camps[seat] = c;
      pitchFollowers(s, seat);
      if (s.phase === 'campD') { s.phase = 'campA'; s.active = s.attacker; } else { s.phase = 'deployD'; s.active = other(s.attacker); }
      return;
    }
    case 'deployD': case 'deployA': {
      if (a.k === 'reserve') { reserve(s, seat, a.id); return; }
      if (a.k === 'deploy') {
        if (s.landing[seat].includes(a.id)) ill('DBA DEP-07', 'that element is held back to land');
        const e = byId(s, a.id);
        if (e.side !== seat) ill('DBA DEP-04', 'not your element');
        const why = deployProblem(s, e, { x: a.x, y: a.y, h: a.h });
        if (why) ill(why.split(':')[0], why);
        e.x = a.x; e.y = a.y; e.h = normDeg(a.h); e.status = 'on';
        const own = s.camps[seat];
        e.where = own && overlaps(fpOf(e), campPoly(own)) ? 'camp' : ''; // GAR-01
        const bp = buaPoly(s);
        if (bp && overlaps(fpOf(e), bp)) e.where = 'bua'; // GAR-03: the garrison
        return;
      }
      if (a.k !== 'endDeploy') ill('DBA DEP-04', 'deploy your elements');
      if (s.els.some((e) => e.side === seat && e.status === 'reserve' && !s.landing[seat].includes(e.id))) ill('DBA DEP-04', 'every element must be deployed');
      if (s.phase === 'deployD') { s.phase = 'deployA'; s.active = s.attacker; } else { s.phase = 'swaps'; s.active = other(s.attacker); s.swapsLeft = 2; }
      return;
    }
    case 'swaps': {
      if (a.k === 'swap') {
        if (s.swapsLeft <= 0) ill('DBA DEP-06', 'at most two pairs');
        const x = byId(s, a.a), y = byId(s, a.b);
        if (x.side !== seat || y.side !== seat || x.id === y.id) ill('DBA DEP-06', 'swap two of your own elements');
        const px = { x: x.x, y: x.y, h: x.h }, py = { x: y.x, y: y.y, h: y.h };
        x.status = 'reserve'; y.status = 'reserve';
        const w1 = deployProblem(s, x, py); x.x = py.x; x.y = py.y; x.h = py.h; x.status = 'on';
        const w2 = deployProblem(s, y, px); y.x = px.x; y.y = px.y; y.h = px.h; y.status = 'on';
        if (w1 || w2) ill('DBA DEP-06', 'the swapped elements must still deploy legally (INTERP-46)');
        s.swapsLeft--;
        return;
      }
      if (a.k !== 'endSwaps') ill('DBA DEP-06', 'swap or finish');
      s.active = s.attacker;
      s.bound = 1;
      s.phase = 'pips';
      return;
    }
    case 'pips': {
      if (a.k !== 'pips') ill('DBA PIP-01', 'roll the PIP die');
      s.pips = ctx.dice.d6();
      ctx.log({ t: 'pips', rule: 'DBA PIP-01', pips: s.pips, side: seat });
      releaseSack(s, seat, s.pips, ctx);
      s.phase = 'move';
      return;
    }
    case 'move': {
      switch (a.k) {
        case 'move': singleMove(s, seat, a.id, { x: a.x, y: a.y, h: normDeg(a.h) }, ctx, !!a.dis, a.via && { x: a.via.x, y: a.via.y, h: normDeg(a.via.h) }); return;
        case 'contact': contactMove(s, seat, a.id, a.target, a.kind, ctx); return;
        case 'group': groupMove(s, seat, a.ids, a.dist, a.wheel, ctx); return;
        case 'reform': reformGroup(s, seat, a.ids, a.at, ctx); return;
        case 'shift': shiftGroup(s, seat, a.ids, a.dist, a.shift, a.then, ctx); return;
        case 'follow': followRoad(s, seat, a.ids, a.dist, a.turn, a.then, ctx); return;
        case 'enterCamp': enterCamp(s, seat, a.id, a.camp, ctx); return;
        case 'assault': assaultMove(s, seat, a.id, a.camp, ctx); return;
        case 'enterBua': enterBua(s, seat, a.id, ctx); return;
        case 'assaultBua': assaultBuaMove(s, seat, a.id, a.side, ctx); return;
        case 'revolt': revolt(s, seat, ctx); return;
        case 'orders': s.orders[seat] = [...a.prio]; return; // §10.3: standing fire orders, free
        case 'breakOff': breakOff(s, seat, a.id, a.dist, ctx); return;
        case 'river': {
          if (s.river !== 'unknown') ill('DBA RIV-02', 'the river\'s nature is already known');
          const r = ctx.dice.d6();
          s.river = r <= 2 ? 'easy' : r <= 5 ? 'difficult' : 'test';
          ctx.log({ t: 'river', rule: 'DBA RIV-02', roll: r, nature: s.river });
          return;
        }
        case 'land': land(s, seat, a.at.map((p) => ({ x: p.x, y: p.y, h: normDeg(p.h) })), ctx); return;
        case 'endMove': {
          landingMissed(s, seat, ctx);
          turnToFace(s, ctx);
          s.shots = planShots(s);
          s.phase = 'shoot';
          if (s.shots.length === 0) startCombat(s);
          return;
        }
        default: ill('DBA SEQ-01', 'not a movement action');
      }
      return;
    }
    case 'shoot': {
      if (a.k === 'shoot') {
        const i = s.shots.findIndex((x) => x.target === a.target);
        if (i < 0) ill('DBA SHO-02', 'nobody shoots at that element');
        const entry = s.shots[i];
        s.shots.splice(i, 1);
        resolveShot(s, entry, ctx);
        if (s.shots.length === 0) startCombat(s);
        return;
      }
      if (a.k !== 'endShoot') ill('DBA SEQ-01', 'resolve the shooting');
      while (s.shots.length) resolveShot(s, s.shots.shift()!, ctx);
      startCombat(s);
      return;
    }
    case 'combat': {
      if (a.k === 'fight') {
        const i = s.pending.findIndex((p) => p[0] === a.a && p[1] === a.b);
        if (i < 0) ill('DBA CC-01', 'those two are not a pending combat');
        s.pending.splice(i, 1);
        fight(s, a.a, a.b, ctx);
        return;
      }
      if (a.k !== 'endBound') ill('DBA SEQ-01', 'fight or end the bound');
      while (s.pending.length) { const [x, y] = s.pending.shift()!; fight(s, x, y, ctx); }
      endBound(s, ctx);
      return;
    }
  }
}

function startCombat(s: DbaState): void {
  s.phase = 'combat';
  s.pending = frontalPairs(s);
}

function endBound(s: DbaState, ctx: Ctx): void {
  const l = loser(s);
  s.hadBound[s.active] = true;
  for (const e of s.els) { e.moves = 0; e.moved = false; e.dismountedNow = false; e.bowFront = []; e.fought = false; e.stamp = 0; }
  s.riverBan = false;
  s.pips = 0;
  if (l !== null) {
    s.phase = 'over';
    s.result = { winner: other(l), reason: 'VIC-01' };
    ctx.log({ t: 'victory', rule: 'DBA VIC-01', winner: other(l) });
    return;
  }
  if (s.bound >= (s.opt.maxBounds as number)) {
    s.phase = 'over';
    s.result = { winner: -1, reason: 'time' };
    ctx.log({ t: 'victory', rule: 'DBA VIC-01', winner: -1 });
    return;
  }
  s.bound++;
  s.active = other(s.active);
  s.phase = 'pips';
}

/** DEP-02: the two edges nearest the BUA, if there is one. */
export function nearBua(s: DbaState): number[] {
  const b = s.terrain.find((f) => f.kind === 'BUA');
  if (!b) return [];
  const [x, y] = b.p;
  return [y < 1200 ? 0 : 2, x < 1200 ? 3 : 1];
}

