// Close combat and the factors shared with shooting (CC, RES), spec §4.19–4.20.
import type { Ctx } from '../../engine/contract';
import { BAD_GOING_EXEMPT, BASES, COMBAT_FACTOR, MOUNTED, PURSUERS, type Troop } from './data/troops';
import { psSupport, rearSupport } from './data/tables';
import { byId, cornersOf, enemiesOf, f2f, flankL, flankR, fpOf, friendsOf, inFrontalCombat, overlapSide, rear, sideBySide, support } from './geometry';
import { outcome, outcomeRule, type Res } from './outcome';
import { flee, pursue, recoil, destroy } from './moves-outcome';
import { assaultPairs, assaulting, campHolder, occupyCamp } from './camp-assault';
import { DENIZENS, buaDefender, buaPairs, buaSideAssaulted, sackBua } from './bua';
import { DENIZEN_FACTOR } from './data/troops';
import { factor, rollFields, sumOf, type Factor, type RollOutcome } from './factors';
import type { DbaState, Elem } from './state';
import { firstContact } from './first-contact';
import type { Seat } from '../../engine/contract';
import { elevation, featurePoly, polyInBad, polyInRiver, polyOnRoad, areasUnder } from './terrain';
import { overlaps, polysWithin } from '../../engine/plane';
import { EPS } from './geometry';
import { badFor, type AreaKind } from './data/terrain';

export const camel = (e: Elem): boolean => !!BASES[e.base]?.camel;
/** TER-02: an element even partly in bad going is in bad going (for its own type). */
export const inBad = (s: DbaState, e: Elem): boolean => polyInBad(s, fpOf(e), camel(e));

/** TER-09 (rulebook line 198): a river is neither good nor bad going, so with option river17
 *  'neither' an element even partly in one is not "in good going" for the outcome lines
 *  (OUT-06, OUT-07, INTERP-17). Games recorded before the option (absent) took it as good going. */
export const inRiverNotGood = (s: DbaState, e: Elem): boolean => s.opt.river17 === 'neither' && polyInRiver(s, fpOf(e));

/** Every bad-going area that L touches is good going for W's type (OUT-06/07 Ps lines, INTERP-17),
 *  and L stands in no river (option river17). */
export function goodForWinner(s: DbaState, L: Elem, W: Elem): boolean {
  return !inRiverNotGood(s, L) && areasUnder(s, fpOf(L)).every((f) => !badFor(f.kind as AreaKind, camel(W)));
}

/** RES-01 combat factor of e against an opponent of type `opp`. */
export function combatFactor(e: Elem, opp: Troop, shooting: boolean): number {
  const col = MOUNTED.has(opp) ? 1 : 0;
  if (e.type === 'Art' && !shooting) return COMBAT_FACTOR.ArtClose[col];
  return COMBAT_FACTOR[e.type][col];
}

/** CC-04: −1 for each flank with an overlap or flank contact (one per flank), −1 for a rear contact. */
export function flankPenalty(s: DbaState, e: Elem, frontOpp: Elem | null): { left: boolean; right: boolean; rear: boolean } {
  let left = false, right = false, rr = false;
  for (const o of enemiesOf(s, e)) {
    if (frontOpp && o.id === frontOpp.id) continue;
    if (flankL(o, e)) left = true;
    else if (flankR(o, e)) right = true;
    else if (rear(o, e)) rr = true;
    else {
      const side = overlapSide(s, o, e);
      if (side === 'L') left = true;
      if (side === 'R') right = true;
    }
  }
  return { left, right, rear: rr };
}

/** Front-edge points sampled for the uphill test (9 samples; the spec suggests 33). */
function frontHeight(s: DbaState, e: Elem): number {
  const c = cornersOf(e);
  let m = 0;
  for (let i = 0; i <= 8; i++) m = Math.max(m, elevation(s, { x: c.FL.x + Math.floor(((c.FR.x - c.FL.x) * i) / 8), y: c.FL.y + Math.floor(((c.FR.y - c.FL.y) * i) / 8) }));
  return m;
}

/** TER-03 / INTERP-33: the highest point of the front edge is above all of the enemy's.
 *  Touching front edges coincide, so with option interp33 = 'frontThenCentre' an equal
 *  front height is settled by the height at each element's centre (who stands upslope). */
export function uphill(s: DbaState, e: Elem, opp: Elem): boolean {
  if (e.where === 'bua' || e.where === 'sack') return false; // GAR-06
  const a = frontHeight(s, e), b = frontHeight(s, opp);
  if (a !== b || s.opt.interp33 !== 'frontThenCentre') return a > b;
  const c = (x: Elem) => { const p = fpOf(x); return elevation(s, { x: Math.floor((p[0].x + p[2].x) / 2), y: Math.floor((p[0].y + p[2].y) / 2) }); };
  return c(e) > c(opp);
}

/** RES-01 / INTERP-34: no bank bonus "at a road": either element astride a road where it
 *  crosses the river (a ford or bridge). Games recorded before option res01 (absent) gave it there too. */
function bankAtRoad(s: DbaState, e: Elem, opp: Elem): boolean {
  return s.opt.res01 === 'road' && (polyOnRoad(s, fpOf(e)) || polyOnRoad(s, fpOf(opp)));
}

/** TER-09 (rulebook line 198) with option bank34 'touch': e defends the bank when it is
 *  on land with its front edge, or both front corners, touching the river. Our rivers
 *  are straight strips, so both front corners within rounding of the river suffice (a
 *  front edge touching along a length has both its corners on the bank line). */
export function defendsBank(s: DbaState, e: Elem): boolean {
  const c = cornersOf(e);
  return s.terrain.some((f) => f.kind === 'River' && !overlaps(fpOf(e), featurePoly(f)) && polysWithin([c.FL], featurePoly(f), EPS) && polysWithin([c.FR], featurePoly(f), EPS));
}

/** Rear support (RES-02, RES-03) given to e fighting `opp` in frontal close combat; the supporter, if any. */
export function rearSupportOf(s: DbaState, e: Elem, opp: Elem): { bonus: number; by: Elem | null } {
  const assaultingCamp = s.camps.some((c) => c !== null && assaulting(e, c)) || buaSideAssaulted(s, e) >= 0;
  // RES-02 needs neither element in bad going; RES-03 (Ps support) names no going
  // (INTERP-15, rulebook line 335). Games recorded before option res03 (absent)
  // denied both in bad going.
  const eBad = inBad(s, e);
  if (eBad && s.opt.res03 !== 'any') return { bonus: 0, by: null };
  for (const f of friendsOf(s, e)) {
    if (!support(f, e)) continue;
    if (f.type === e.type && !eBad && !inBad(s, f)) {
      const b = rearSupport(e.type, opp.type);
      if (b) return { bonus: b, by: f };
    }
    if (f.type === 'Ps') {
      const b = psSupport(e.type, MOUNTED.has(opp.type), assaultingCamp);
      if (b) return { bonus: b, by: f };
    }
  }
  // RES-03: a Ps behind a same-type side neighbour.
  for (const n of friendsOf(s, e)) {
    if (n.type !== e.type || !sideBySide(e, n)) continue;
    for (const f of friendsOf(s, n)) if (f.type === 'Ps' && support(f, n) && psSupport(e.type, MOUNTED.has(opp.type), assaultingCamp)) return { bonus: 1, by: f };
  }
  return { bonus: 0, by: null };
}

export interface Score { total: number; die: number; cf: number; tf: number; sup: number; supporter: number; items: Factor[] }

/** Total for e against `opp`; `shooting` for distant shooting (no rear support), `aiders` = aiding enemy shooters.
 *  `items` lists the tactical factors and rear support, each with its rule (for the log). */
export function score(s: DbaState, e: Elem, opp: Elem, die: number, shooting: boolean, aiders = 0): Score {
  const cf = combatFactor(e, opp.type, shooting);
  const items: Factor[] = [];
  if (e.where === 'camp' && !MOUNTED.has(e.type)) items.push(factor(2, 'camp'));
  if (e.where === 'bua' && !MOUNTED.has(e.type)) items.push(factor(3, 'bua')); // GAR-04: only foot garrison the BUA
  if (e.gen) items.push(factor(1, 'general'));
  if (!shooting) {
    if (uphill(s, e, opp)) items.push(factor(1, 'uphill')); // TER-03
    else if (s.river === 'difficult' || s.river === 'test') {
      if (!polyInRiver(s, fpOf(e)) && polyInRiver(s, fpOf(opp)) && !bankAtRoad(s, e, opp) && (s.opt.bank34 !== 'touch' || defendsBank(s, e))) items.push(factor(1, 'bank')); // INTERP-34 bank
    }
    const fp = flankPenalty(s, e, opp);
    if (fp.left) items.push(factor(-1, 'flankL'));
    if (fp.right) items.push(factor(-1, 'flankR'));
    if (fp.rear) items.push(factor(-1, 'rear'));
    const bad = (!BAD_GOING_EXEMPT.has(e.type) && inBad(s, e)) || (MOUNTED.has(e.type) && inBad(s, opp))
      || (MOUNTED.has(e.type) && e.type !== 'El' && buaSideAssaulted(s, e) >= 0);
    if (bad) items.push(factor(-2, 'bad')); // INTERP-16: once
  } else if (aiders) {
    items.push(factor(-Math.min(2, aiders), 'aiders'));
  }
  const tf = sumOf(items);
  const sup = shooting ? { bonus: 0, by: null } : rearSupportOf(s, e, opp);
  if (sup.bonus) items.push(factor(sup.bonus, sup.by?.type === 'Ps' && e.type !== 'Ps' ? 'psSupport' : 'support'));
  return { total: die + cf + tf + sup.bonus, die, cf, tf, sup: sup.bonus, supporter: sup.by ? sup.by.id : -1, items };
}

/** All frontal pairs now (INTERP-21), active side's element first, sorted by ids. */
export function frontalPairs(s: DbaState): number[][] {
  const out: number[][] = [];
  const els = s.els.filter((e) => e.status === 'on' && e.side === s.active);
  for (const a of els) for (const b of enemiesOf(s, a)) if (f2f(a, b) || wwgFront(s, a, b)) out.push([a.id, b.id]);
  out.push(...assaultPairs(s, s.active)); // CC-01: front-edge contact with a held camp
  out.push(...buaPairs(s)); // CC-05: up to three assailants of a BUA, fought separately
  return out;
}

/** DBA TROOP-05 (option troop05 "front"): a WWg counts the edge an enemy front first
 *  contacts as its front, fights in any direction and never turns. So an enemy whose
 *  front is on a WWg's flank or rear (G-FLANK, G-REAR), when nothing is front to front
 *  with the WWg, is its frontal opponent; any other such enemies are flank or rear
 *  attackers (CC-02). Which one: the first to have made its contact, by the record of
 *  option cc43 (first-contact.ts, INTERP-32, INTERP-43); where that record says nothing
 *  (games recorded before cc43, or every entry lapsed) the lowest id. Games recorded
 *  before troop05 (absent) pair only front-to-front contacts. */
export function wwgFront(s: DbaState, a: Elem, b: Elem): boolean {
  if (s.opt.troop05 !== 'front') return false;
  const [w, x] = a.type === 'WWg' ? [a, b] : b.type === 'WWg' ? [b, a] : [null, null];
  if (!w || !x || w.side === x.side || w.where !== '') return false;
  const onW = (o: Elem) => o.status === 'on' && o.side !== w.side && (flankL(o, w) || flankR(o, w) || rear(o, w));
  if (!onW(x)) return false;
  const on: Elem[] = [];
  for (const o of enemiesOf(s, w)) {
    if (f2f(o, w)) return false;
    if (onW(o)) on.push(o);
  }
  const first = firstContact(s, w, on) ?? on.reduce<Elem | null>((m, o) => (m === null || o.id < m.id ? o : m), null);
  return first !== null && first.id === x.id;
}

/** Resolve one close combat between a (active) and b, with its outcome moves. */
export function fight(s: DbaState, aId: number, bId: number, ctx: Ctx): void {
  if (buaSideAssaulted(s, byId(s, aId)) >= 0) { fightBua(s, aId, bId, ctx); return; }
  if (bId === DENIZENS) return;
  const a = byId(s, aId), b = byId(s, bId);
  const campFight = s.camps.find((c) => c !== null && campHolder(s, c)?.id === b.id && assaulting(a, c)) ?? null;
  if (a.status !== 'on' || b.status !== 'on' || (!f2f(a, b) && !wwgFront(s, a, b) && !campFight)) return;
  const da = ctx.dice.d6(), db = ctx.dice.d6();
  const sa = score(s, a, b, da, false), sb = score(s, b, a, db, false);
  const desc = (x: Elem, sx: Score) => ({ type: x.type, total: sx.total, bad: inBad(s, x), inBuaCamp: x.where !== '', river: inRiverNotGood(s, x) });
  if (sa.total === sb.total) {
    ctx.log({ t: 'combat', rule: 'DBA CC-01', a: a.id, b: b.id, ta: sa.total, tb: sb.total, da, db, ...rollFields(sa.cf, sb.cf, sa.items, sb.items, { loser: -1, res: 'none' }) });
    a.fought = true; b.fought = true;
    for (const [x, y, sx, sy] of [[a, b, sa, sb], [b, a, sb, sa]] as [Elem, Elem, Score, Score][]) {
      const r = outcome(desc(x, sx), desc(y, sy), { shooting: false });
      if (r === 'destroyed') { destroy(s, x, ctx, 'DBA OUT-05'); }
    }
    return;
  }
  const [L, W, sl, sw] = sa.total < sb.total ? [a, b, sa, sb] : [b, a, sb, sa];
  const res = outcome(
    desc(L, sl), desc(W, sw),
    { shooting: false, knContactedBow: L.type === 'Kn' && L.bowFront.includes(W.id), goodForWinner: goodForWinner(s, L, W), interp38: s.opt.interp38 as 'destroyed' | 'surrender' },
  );
  ctx.log({ t: 'combat', rule: 'DBA CC-01', a: a.id, b: b.id, ta: sa.total, tb: sb.total, da, db, ...rollFields(sa.cf, sb.cf, sa.items, sb.items, { loser: L.id, res }) });
  a.fought = true; b.fought = true;
  applyCloseOutcome(s, L, W, res, sl, ctx, outcomeRule(sl.total, sw.total));
  // PUR-02: destroying a camp's defenders, the assailant occupies it at once.
  if (campFight && L.id === b.id && L.status !== 'on' && W.status === 'on') occupyCamp(s, W, campFight, ctx);
}

/** Carry out a close-combat result: OUT-03 supporters, OUT-04 flank attackers, PUR-01 pursuit.
 *  `rule` names the table the result came from (outcomeRule), for the log only. */
export function applyCloseOutcome(s: DbaState, L: Elem, W: Elem, res: Res, sl: Score, ctx: Ctx, rule: string): void {
  ctx.log({ t: 'outcome', rule, el: L.id, res });
  if (res === 'none') return;
  // OUT-04: L's friends against W's flank or rear recoil.
  const flankers = friendsOf(s, L).filter((f) => flankL(f, W) || flankR(f, W) || rear(f, W));
  const wasSupportedBy = sl.supporter >= 0 && sl.sup === 1 ? byId(s, sl.supporter) : null;
  const supportersOfW = friendsOf(s, W).filter((f) => support(f, W));
  let gone = false;
  if (res === 'destroyed' || res === 'surrender') {
    destroy(s, L, ctx, rule);
    gone = true;
    // OUT-03: a +1 supporter directly behind dies with it (not a +3 Pk).
    if (wasSupportedBy && wasSupportedBy.status === 'on' && support(wasSupportedBy, L)) destroy(s, wasSupportedBy, ctx, 'DBA OUT-03');
  } else if (res === 'recoil') {
    recoil(s, L, ctx, false);
    gone = true;
  } else if (res === 'flee') {
    flee(s, L, ctx);
    gone = true;
  }
  if (gone) for (const f of flankers) if (f.status === 'on') recoil(s, f, ctx, false);
  // PUR-01: impetuous winners pursue, with their rear supporters.
  if (gone && PURSUERS.has(W.type) && W.where === '' && W.status === 'on' && !inFrontalCombat(s, W)) pursue(s, W, supportersOfW, ctx);
}

/** CC-05 / GAR-03..08: one assailant against the BUA's garrison or denizens. The combats
 *  stop once the defenders are gone (the pair no longer matches the current defender). */
/** GAR-05 (rulebook line 212): the occupants of a BUA near a river defend the bank
 *  against an assailant still partly in a river that is not easy: +1, read as the
 *  bank bonus of INTERP-34. Games recorded before the option existed (gar05 absent)
 *  fought without it. */
function buaBank(s: DbaState, a: Elem): number {
  if (s.opt.gar05 !== 'bank' || (s.river !== 'difficult' && s.river !== 'test')) return 0;
  if (s.opt.bank34 === 'touch' && polyOnRoad(s, fpOf(a))) return 0; // RES-01: "ailleurs que sur une route"
  return polyInRiver(s, fpOf(a)) ? 1 : 0;
}

export function fightBua(s: DbaState, aId: number, defId: number, ctx: Ctx): void {
  const a = byId(s, aId);
  if (a.status !== 'on' || buaDefender(s, a.side) !== defId) return;
  const g = defId === DENIZENS ? null : byId(s, defId);
  const da = ctx.dice.d6(), dd = ctx.dice.d6();
  // The assailant: its own factors against a foot defender (denizens count as foot).
  const oppType: Troop = g ? g.type : 'CF';
  const fake: Elem = g ?? { ...a, id: DENIZENS, side: (1 - a.side) as Seat, type: 'CF', base: 'CF', gen: false, where: 'bua' };
  const sa = score(s, a, fake, da, false);
  // The defenders: garrison or denizens (CF +1), +3 in the BUA (GAR-04), the general, the bank (GAR-05).
  const cfD = g ? combatFactor(g, a.type, false) : DENIZEN_FACTOR;
  const fD: Factor[] = [];
  if (!g || (g.where === 'bua' && !MOUNTED.has(g.type))) fD.push(factor(3, 'bua'));
  if (g && g.gen) fD.push(factor(1, 'general'));
  if (buaBank(s, a)) fD.push(factor(buaBank(s, a), 'buaBank'));
  // RES-01 (rulebook line 346): "toutes troupes montées en combat rapproché avec un ennemi lui
  // même en mauvais terrain": a mounted holder too, with option bad16 'holder' (INTERP-16: once;
  // it stands in the BUA, neither good nor bad going, so no other clause of the −2 is its own).
  // Games recorded before the option (absent) fought without it.
  if (s.opt.bad16 === 'holder' && g && MOUNTED.has(g.type) && inBad(s, a)) fD.push(factor(-2, 'bad'));
  const dt = dd + cfD + sumOf(fD);
  void oppType;
  const defSide = { type: (g ? g.type : 'Den') as Troop | 'Den', total: dt, bad: g ? inBad(s, g) : false, inBuaCamp: true };
  const attSide = { type: a.type, total: sa.total, bad: inBad(s, a), inBuaCamp: false, river: inRiverNotGood(s, a) };
  // OUT-06/07 Ps lines (rulebook lines 367, 378; INTERP-17): a beaten assailant stands outside
  // the BUA, which is neither good nor bad going (line 192), so with option ps17 "own" the going
  // is the ground under it, judged for the winner's type, as in any close combat. Games
  // recorded before the option (absent) took it as good going wherever the Ps stood.
  const attGoodForWinner = s.opt.ps17 === 'own' && g ? goodForWinner(s, a, g) : true;
  const out: RollOutcome = sa.total > dt
    ? { loser: defId, res: outcome(defSide, attSide, { shooting: false, goodForWinner: true, interp38: s.opt.interp38 as 'destroyed' | 'surrender' }) }
    : dt > sa.total ? { loser: a.id, res: outcome(attSide, defSide, { shooting: false, knContactedBow: false, goodForWinner: attGoodForWinner }) }
      : { loser: -1, res: 'none' };
  ctx.log({ t: 'combat', rule: 'DBA CC-05', a: a.id, b: defId, ta: sa.total, tb: dt, da, db: dd, ...rollFields(sa.cf, cfD, sa.items, fD, out) });
  if (sa.total > dt) {
    const res = out.res, rule = outcomeRule(dt, sa.total);
    ctx.log({ t: 'outcome', rule, el: defId, res });
    if (res === 'none') return;
    // Destroyed by the table itself, or by its recoil or flight: in a BUA a recoil destroys (REC-03).
    if (g) destroy(s, g, ctx, res === 'destroyed' ? rule : 'DBA REC-03');
    sackBua(s, a, ctx, !g); // GAR-07, GAR-08, PUR-02
  } else if (dt > sa.total) {
    const res = out.res, rule = outcomeRule(sa.total, dt);
    ctx.log({ t: 'outcome', rule, el: a.id, res });
    if (res === 'destroyed' || res === 'surrender') destroy(s, a, ctx, rule);
    else if (res === 'recoil') recoil(s, a, ctx, false);
    else if (res === 'flee') flee(s, a, ctx);
  } else if (a.type === 'SCh') destroy(s, a, ctx, 'DBA OUT-05');
}
