// Mêlée (Nabis 10): determination (10.2), DRM (10.3 steps 4-8, Mêlée Chart 5.4),
// results (10.4, 5.5), retreat (10.5, retreat.ts) and advance (10.6).
import type { Ctx } from '../../engine/contract';
import { MELEE_OTHER, MELEE_TYPE, meleeResult, ratioDrm, type ResultCode } from './data/tables';
import { dirTo, frontDirs, neighbour, sideOf, type Hex } from './hex';
import { casualtyCheck, properUnit, stillInStack } from './leaders';
import { remember } from './memo';
import { opt } from './options';
import { orderOf } from './orders';
import { triariiBlocked } from './movement';
import { discourage, fatigue, rout, routTogether, runRouts, type RoutJob } from './rout';
import { retreatChoices, retreatStack } from './retreat';
import { meleeTerrainDrm, stepNA } from './terrain';
import { MAP, alive, arrive, barred, leadersAt, lval, occupants, quality, side, sp, stackLegal, unitsAt, type Melee, type NState, type Seat } from './state';

type UnitsAt = (h: Hex) => number[];

/** unitsAt for many hexes of a state that does not change meanwhile: one pass over the units. */
function unitsIndex(s: NState): UnitsAt {
  const occ = occupants(s);
  const sorted = new Set<number[]>();
  return (h) => {
    const l = occ.get(h);
    if (!l) return [];
    if (!sorted.has(l)) { l.sort((a, b) => s.u[a].z - s.u[b].z || a - b); sorted.add(l); } // as unitsAt (5.2.5-b)
    return l;
  };
}

/** Enemy stacks in the two front hexes of a stack (10.2-b). */
export function frontEnemies(s: NState, h: Hex, at: UnitsAt = (x) => unitsAt(s, x)): Hex[] {
  const us = at(h);
  if (!us.length || s.u[us[0]].f < 0) return [];
  const seat = side(s, us[0]);
  const out: Hex[] = [];
  for (const d of frontDirs(s.u[us[0]].f)) {
    const n = neighbour(h, d);
    if (n > 0 && at(n).some((i) => side(s, i) !== seat) && !meleeBarred(s, h, n, at)) out.push(n);
  }
  return out;
}

/** G-61 option meleeIntoNA: under 'forbidden', a cavalry stack may not attack a hex it could not
 *  enter (NA terrain, a wall hexside); by default it may (10.2-b, G-48). */
export function meleeBarred(s: NState, a: Hex, d: Hex, at: UnitsAt = (x) => unitsAt(s, x)): boolean {
  if (opt(s.o, 'meleeIntoNA') !== 'forbidden') return false;
  const us = at(a);
  return us.length > 0 && us.every((i) => s.ud[i].type === 'Ca') && stepNA(s, a, d, true);
}

export function declared(s: NState, h: Hex, role: 'a' | 'd'): boolean {
  return !!s.act && s.act.melees.some((m) => m[role].includes(h));
}

/** 10.1-c: a stack holding a unit not yet attacked this activation may be attacked. */
export function attackable(s: NState, h: Hex, at: UnitsAt = (x) => unitsAt(s, x)): boolean {
  return at(h).some((i) => !s.u[i].atk) && !declared(s, h, 'd');
}

/** Stacks that may start a mêlée now (10.1-b, 7.3-a, G-51): every unit activated, in command, not routed. */
export function attackerHexes(s: NState, at: UnitsAt = unitsIndex(s)): Hex[] {
  const a = s.act!;
  const hexes = new Set<number>();
  for (const i of a.units) if (alive(s, i)) hexes.add(s.u[i].hex);
  const out: Hex[] = [];
  for (const h of [...hexes].sort((x, y) => x - y)) {
    const us = at(h);
    if (!us.length || us.some((i) => !a.units.includes(i) || s.u[i].dis === 2 || s.u[i].ooc)) continue;
    if (declared(s, h, 'a') || !frontEnemies(s, h, at).length) continue;
    out.push(h);
  }
  return out;
}

/** Whether candidateMelees is not empty: any attacker with an attackable enemy in front
 *  (its own front enemies alone always make a candidate). */
export function anyCandidateMelee(s: NState): boolean {
  const at = unitsIndex(s);
  return attackerHexes(s, at).some((a) => frontEnemies(s, a, at).some((h) => attackable(s, h, at)));
}

/** Every mêlée the active player may declare now; each keeps the must-attack duty of
 *  its attackers (10.2-b) satisfied on its own, so declarations never dead-end. */
export function candidateMelees(s: NState): { a: Hex[]; d: Hex[] }[] {
  return remember(s, 'melees', () => findMelees(s));
}

/** The most stacks whose every group is enumerated: a hex has six neighbours, so at most six
 *  stacks face one enemy stack, and 2^6 - 1 = 63 groups per defender bound the work. */
const MAX_GROUP_STACKS = 6;

/** The groups of the stacks S, all facing one enemy stack, that may attack it together (10.2-c).
 *  Option meleeGroups: any group; older games (eachOrAll): every group up to four stacks,
 *  beyond that each stack alone or all of them. The count is checked before enumerating. */
function attackerGroups(s: NState, S: Hex[]): Hex[][] {
  const limit = opt(s.o, 'meleeGroups') === 'any' ? MAX_GROUP_STACKS : 4;
  const groups: Hex[][] = [];
  if (S.length <= limit) { for (let m = 1; m < 1 << S.length; m++) groups.push(S.filter((_, k) => m & (1 << k))); }
  else { for (const a of S) groups.push([a]); groups.push(S); }
  return groups;
}

function findMelees(s: NState): { a: Hex[]; d: Hex[] }[] {
  const at = unitsIndex(s);
  const atts = attackerHexes(s, at);
  const seen: Record<string, boolean> = {};
  const out: { a: Hex[]; d: Hex[] }[] = [];
  const fronts: Record<number, Hex[]> = {};
  for (const a of atts) fronts[a] = frontEnemies(s, a, at).filter((h) => attackable(s, h, at));
  const defs = [...new Set(atts.flatMap((a) => fronts[a]))].sort((x, y) => x - y);
  for (const D of defs) {
    const S = atts.filter((a) => fronts[a].includes(D));
    for (const T of attackerGroups(s, S)) {
      const extra = [...new Set(T.flatMap((a) => fronts[a]).filter((e) => e !== D))].sort((x, y) => x - y);
      for (const dset of [[D], ...extra.map((e) => [D, e].sort((x, y) => x - y))]) {
        const ok = T.every((a) => fronts[a].every((e) => dset.includes(e))) && dset.every((e) => T.some((a) => fronts[a].includes(e)));
        if (!ok) continue;
        const k = dset.join(',') + '/' + T.join(',');
        if (seen[k]) continue;
        seen[k] = true;
        out.push({ a: T, d: dset });
      }
    }
  }
  return out;
}

export function meleeUnits(s: NState, m: Melee, role: 'a' | 'd', forDrm: boolean): number[] {
  const seat = role === 'a' ? s.act!.seat : ((1 - s.act!.seat) as Seat);
  const out: number[] = [];
  for (const h of m[role]) for (const i of unitsAt(s, h)) {
    if (side(s, i) !== seat) continue;
    if (forDrm && s.u[i].swept && s.o.sweptExcluded === 'yes') continue; // 5.2.5-d, G-71
    if (forDrm && role === 'a' && s.u[i].dis === 2) continue;
    out.push(i);
  }
  return out;
}

export interface MeleeCalc { drm: number; raw: number; parts: Record<string, number> }

/** Mêlée DRM (10.3 steps 4-8, 5.4), clamped to ±7. */
export function meleeCalc(s: NState, m: Melee): MeleeCalc {
  const A = meleeUnits(s, m, 'a', true), D = meleeUnits(s, m, 'd', true);
  const parts: Record<string, number> = {};
  const aHexes = m.a.filter((h) => A.some((i) => s.u[i].hex === h));
  const dHexes = m.d.filter((h) => D.some((i) => s.u[i].hex === h));
  // Step 4 terrain: the adjacent pair most favourable to the defender.
  const tv: number[] = [];
  for (const a of aHexes) for (const d of dHexes) if (dirTo(a, d) >= 0) tv.push(meleeTerrainDrm(s, a, d));
  parts.terrain = tv.length ? Math.min(...tv) : 0;
  parts.ratio = ratioDrm(A.reduce((x, i) => x + sp(s, i), 0), D.reduce((x, i) => x + sp(s, i), 0));
  const ty: number[] = [];
  for (const i of A) for (const j of D) ty.push(MELEE_TYPE[s.ud[i].type][s.ud[j].type]);
  parts.type = ty.length ? Math.min(...ty) : 0;
  // Step 7 (5.2.5-a, G-21): per stack attacker max / defender min, then the best of each side.
  const literal = s.o.qualityCombine === 'literal' && (aHexes.length > 1 || dHexes.length > 1);
  const aq = Math.max(...aHexes.map((h) => Math.max(...A.filter((i) => s.u[i].hex === h).map((i) => quality(s, i)))));
  const dq = literal ? Math.max(...D.map((i) => quality(s, i)))
    : Math.max(...dHexes.map((h) => Math.min(...D.filter((i) => s.u[i].hex === h).map((i) => quality(s, i)))));
  parts.quality = aq > dq ? 1 : aq < dq ? -1 : 0;
  const lb = (hexes: Hex[], seat: number) => hexes.flatMap((h) => leadersAt(s, h).filter((l) => s.ld[l].side === seat)).map((l) => lval(s, l).bonus);
  const al = lb(aHexes, s.act!.seat), dl = lb(dHexes, 1 - s.act!.seat);
  parts.leaders = s.o.leaderDrm === 'best'
    ? (al.length ? Math.max(...al) : 0) - (dl.length ? Math.max(...dl) : 0)
    : al.reduce((x, y) => x + y, 0) - dl.reduce((x, y) => x + y, 0); // G-22
  parts.offensiveFire = A.some((i) => s.u[i].offFired && s.ud[i].type !== 'Lg') ? MELEE_OTHER.offensiveFire : 0; // 13.2.5-c
  // Flank/rear (G-23): highest line per defending stack, lowest across stacks.
  const fv: number[] = [];
  for (const d of dHexes) {
    const top = D.find((i) => s.u[i].hex === d)!;
    const f = s.u[top].f;
    if (f < 0) { fv.push(0); continue; }
    const sides = aHexes.filter((a) => dirTo(d, a) >= 0).map((a) => sideOf(f, dirTo(d, a)));
    const rear = sides.includes('rear'), other = sides.some((x) => x !== 'rear'), flank = sides.includes('flank');
    fv.push(rear && other ? MELEE_OTHER.rearPlus : rear ? MELEE_OTHER.rear : flank ? MELEE_OTHER.flank : 0);
  }
  // G-23 option facingSeveral: the lowest value across the defending stacks, or the highest.
  parts.facing = fv.length ? (opt(s.o, 'facingSeveral') === 'highest' ? Math.max(...fv) : Math.min(...fv)) : 0;
  const ad = A.filter((i) => s.u[i].dis === 1).length;
  parts.attDisorg = ad === 0 ? 0 : ad === A.length ? MELEE_OTHER.attAllDisc : MELEE_OTHER.attOneDisc; // G-59
  const dd = D.filter((i) => s.u[i].dis === 1).length, dr = D.filter((i) => s.u[i].dis === 2).length;
  parts.defDisorg = D.length && dr === D.length ? MELEE_OTHER.defAllRouted
    : dr > 0 || (D.length && dd === D.length) ? MELEE_OTHER.defAllDiscOrRouted : dd > 0 ? MELEE_OTHER.defOneDisc : 0;
  const raw = Object.values(parts).reduce((x, y) => x + y, 0);
  return { drm: Math.max(-MELEE_OTHER.cap, Math.min(MELEE_OTHER.cap, raw)), raw, parts };
}

const hasR = (code: ResultCode) => code === 'R' || code === 'FR' || code === 'DR' || code === 'DrR';

/** The letters before R of one column (10.4-a: F, D or Dr, in the printed order). */
function applyLetters(s: NState, ctx: Ctx, units: number[], code: ResultCode): void {
  const q: RoutJob[] = [];
  const live = units.filter((i) => alive(s, i));
  if (code === 'F' || code === 'FR') for (const i of live) fatigue(s, ctx, i);
  if (code === 'DR') for (const i of live) discourage(s, ctx, i, q, 'Nabis 12.1');
  if (code === 'DrR') for (const i of live) rout(s, ctx, i, q, 'Nabis 12.2.1-a');
  runRouts(s, ctx, opt(s.o, 'stackRout') === 'together' ? routTogether(s, q) : q);
}

/** Non-routed units still in `hexes` that an R result makes retreat. */
export function toRetreat(s: NState, units: number[], h: Hex): number[] {
  return units.filter((i) => alive(s, i) && s.u[i].hex === h && s.u[i].dis !== 2);
}

/** The attacking hexes whose retreat the active player still chooses (DP-19), as things stand
 *  now: a hex left without a non-routed unit of `units` has nothing to retreat (10.5-a; a unit
 *  routed meanwhile made its own rout move, 12.2.3-a); when the first one left has no hex
 *  taking the whole stack, it and every later one retreat by the standing policy, split or
 *  stay (10.5-e/f, DP-18), and none is left. So a retreat decision always has a choice. */
export function pendingRetreats(s: NState, ctx: Ctx, units: number[], hexes: Hex[]): Hex[] {
  const left = hexes.filter((h) => toRetreat(s, units, h).length > 0);
  if (left.length && !retreatChoices(s, toRetreat(s, units, left[0])).length) {
    for (const h of left) { const q: RoutJob[] = []; retreatStack(s, ctx, toRetreat(s, units, h), q); runRouts(s, ctx, q); }
    return [];
  }
  return left;
}

/** The R of a column for routed units: a 1-hex rout move (12.2.3-c). */
export function routedRecoil(s: NState, ctx: Ctx, units: number[]): void {
  const q: RoutJob[] = [];
  for (const i of units) if (alive(s, i) && s.u[i].dis === 2) q.push({ units: [i], steps: 1, causers: [] });
  runRouts(s, ctx, opt(s.o, 'stackRout') === 'together' ? routTogether(s, q) : q); // 5.2.6-a
}

/** Applies one column of the Mêlée Results to the units of one side (10.4-a). */
function applyColumn(s: NState, ctx: Ctx, units: number[], code: ResultCode, hexes: Hex[]): void {
  applyLetters(s, ctx, units, code);
  if (!hasR(code)) return;
  // 10.5-a: non-routed units still in their hex retreat one hex; routed units make a 1-hex rout move (12.2.3-c).
  const q2: RoutJob[] = [];
  const before = units.filter((i) => alive(s, i) && s.u[i].dis === 2);
  for (const h of hexes) retreatStack(s, ctx, toRetreat(s, units, h), q2);
  runRouts(s, ctx, q2);
  routedRecoil(s, ctx, before);
}

/** What follows the attacker column: the defender's optional advance (DP-20). */
export function defenderAdvance(s: NState, ctx: Ctx, m: Melee, Dall: number[]): void {
  const act = s.act!;
  const vacated = m.a.filter((h) => !unitsAt(s, h).some((i) => side(s, i) === act.seat));
  const dOpts = advanceOptions(s, m.d, vacated, (1 - act.seat) as Seat, Dall);
  if (dOpts.length) {
    const o = dOpts[0];
    const f = s.u[o.units[0]].f;
    doAdvance(s, ctx, o.from, o.to, o.units, f >= 0 ? f : 0); // DP-20 standing order
  }
}

/** Units of a stack that may advance (10.6-a/c): valiant, not routed, able to enter. */
export function advanceUnits(s: NState, from: Hex, to: Hex, seat: Seat, pool: number[]): number[] {
  return unitsAt(s, from).filter((i) => side(s, i) === seat && pool.includes(i) && s.u[i].dis === 0 && !stepNA(s, from, to, s.ud[i].type === 'Ca') && to !== MAP.citadel);
}

/** Advance options: [from, to, units] with a legal stack and the Triarii restriction (10.6, G-52). */
export function advanceOptions(s: NState, fromHexes: Hex[], vacated: Hex[], seat: Seat, pool: number[]): { from: Hex; to: Hex; units: number[] }[] {
  const out: { from: Hex; to: Hex; units: number[] }[] = [];
  for (const to of vacated) {
    if (unitsAt(s, to).some((i) => side(s, i) !== seat) || barred(s, to, seat)) continue;
    for (const from of fromHexes) {
      if (dirTo(from, to) < 0) continue;
      const us = advanceUnits(s, from, to, seat, pool).filter((i) => !triariiBlocked(s, [i], to));
      if (!us.length) continue;
      out.push({ from, to, units: us });
    }
  }
  return out;
}

/** Moves advancing units (10.6-b..e); a leader follows when none of his units stays behind. */
export function doAdvance(s: NState, ctx: Ctx, from: Hex, to: Hex, units: number[], f: number): void {
  const seat = side(s, units[0]);
  const okUnits = stackLegal(s, [...unitsAt(s, to).filter((i) => !units.includes(i)), ...units]);
  if (!okUnits) return;
  const joined = unitsAt(s, to).some((i) => !units.includes(i));
  for (const i of units) { s.u[i].f = f; arrive(s, i, to, false); s.u[i].mv = true; s.u[i].rest = false; if (joined) s.u[i].swept = true; } // beneath the stack joined (5.2.4-a: the owner's choice, a standing one here); swept in (5.2.5-d)
  for (const l of leadersAt(s, from)) {
    if (s.ld[l].side !== seat || unitsAt(s, from).some((i) => properUnit(s, l, i))) continue;
    if (units.some((i) => properUnit(s, l, i))) s.l[l].hex = to;
  }
  ctx.log({ t: 'advance', rule: 'Nabis 10.6-b', units, to });
}

/** The d10 of one mêlée and its results (10.3 steps 9-10, 10.4). Returns the attacker's advance options. */
export interface PendingRetreat { hexes: Hex[]; units: number[]; recoil: number[]; defAdv: boolean }
export function rollMelee(s: NState, ctx: Ctx, m: Melee): { opts: { from: Hex; to: Hex; units: number[] }[]; checks: number[]; retreat: PendingRetreat | null } {
  const act = s.act!;
  const A = meleeUnits(s, m, 'a', true);
  const Dall = meleeUnits(s, m, 'd', false);
  if (!A.length) { ctx.log({ t: 'meleeCancelled', rule: 'Nabis 10.2-f' }); return { opts: [], checks: [], retreat: null }; }
  if (!Dall.length) {
    ctx.log({ t: 'meleeEmpty', rule: 'Nabis 10.2-f' });
    // G-51 option emptiedMelee: no advance, or the attackers may advance into the emptied hexes (10.6).
    const opts = opt(s.o, 'emptiedMelee') === 'advance' ? advanceOptions(s, m.a, m.d.filter((h) => !unitsAt(s, h).length), act.seat, A) : [];
    return { opts, checks: [], retreat: null };
  }
  const calc = meleeCalc(s, m);
  const roll = ctx.dice.d10();
  const mod = roll + calc.drm;
  const res = meleeResult(mod);
  const Aall = meleeUnits(s, m, 'a', false);
  if (opt(s.o, 'restCombat') === 'loses') for (const i of Aall) s.u[i].rest = false; // 11.2-c, G-68 option
  const aLeaders = m.a.flatMap((h) => leadersAt(s, h).filter((l) => s.ld[l].side === act.seat)).sort((x, y) => x - y);
  const dLeaders = m.d.flatMap((h) => leadersAt(s, h).filter((l) => s.ld[l].side !== act.seat)).sort((x, y) => x - y);
  ctx.log({ t: 'melee', rule: 'Nabis 10.3', att: m.a, def: m.d, roll, drm: calc.drm, raw: calc.raw, parts: calc.parts, def_: res.def, att_: res.att });
  for (const i of Dall) { s.u[i].atk = true; s.u[i].rest = false; } // 10.1-c, 11.2-c
  // 13.2.5-b, G-40 option pilumUnfired: a Lg unit making its first offensive mêlée without
  // having fired its pilum (it could not legally) keeps it, or loses it.
  if (opt(s.o, 'pilumUnfired') === 'lost') for (const i of A) if (s.ud[i].type === 'Lg' && s.u[i].pilum && !s.u[i].firstOff) s.u[i].pilum = false;
  for (const i of A) s.u[i].firstOff = true;
  if (A.some((i) => s.ud[i].triarii) && (s.o.triariiVp === 'each' || s.fl.triMelee === 0)) { // 13.3.2-j
    s.fl.triMelee += 1; s.vp[1] += 5; ctx.log({ t: 'vp', rule: 'Nabis 13.3.2-j', seat: 1, vp: 5 });
  }
  let checks = roll === 9 ? dLeaders : roll === 0 ? aLeaders : [];
  // 10.4-c, G-32 option meleeLeaderChecks: under 'roll', the checks come before any result.
  if (opt(s.o, 'meleeLeaderChecks') === 'roll') { leaderChecks(s, ctx, checks, m); checks = []; }
  // 10.4-b: defender column, attacker column, then the advance.
  applyColumn(s, ctx, Dall, res.def, m.d);
  // DP-19: the active player chooses his own retreats (his standing order), one attacking hex at a time.
  if (hasR(res.att) && orderOf(s, act.seat, 'attackerRetreat') === 'choose') {
    applyLetters(s, ctx, Aall, res.att);
    const routedBefore = Aall.filter((i) => alive(s, i) && s.u[i].dis === 2);
    const q: RoutJob[] = [];
    const pending: Hex[] = [];
    for (const h of m.a) {
      const g = toRetreat(s, Aall, h);
      if (!g.length) continue;
      if (retreatChoices(s, g).length) pending.push(h);
      else retreatStack(s, ctx, g, q); // no whole-stack hex: split or stay per 10.5-e/f
    }
    runRouts(s, ctx, q);
    // The stacks placed by the policy may have changed the pending ones (a rout through them,
    // a hex taken). While the first still has a choice the list stays as it is (the later ones
    // are looked at again after each choice, and recorded states keep their hashes); otherwise
    // only stacks still holding units that must retreat wait for the choice.
    const left = pending.length && !retreatChoices(s, toRetreat(s, Aall, pending[0])).length ? pendingRetreats(s, ctx, Aall, pending) : pending;
    if (left.length) return { opts: [], checks, retreat: { hexes: left, units: Aall, recoil: routedBefore, defAdv: res.def === 'AdvPossible' } };
    routedRecoil(s, ctx, routedBefore);
  } else applyColumn(s, ctx, Aall, res.att, m.a);
  let opts: { from: Hex; to: Hex; units: number[] }[] = [];
  if (res.att === 'Adv') {
    const vacated = m.d.filter((h) => !unitsAt(s, h).length);
    opts = advanceOptions(s, m.a, vacated, act.seat, A);
  }
  if (res.def === 'AdvPossible' && orderOf(s, (1 - act.seat) as Seat, 'defenderAdvance') === 'always') defenderAdvance(s, ctx, m, Dall); // DP-20, the defender's order
  // 10.4-c, G-32: leader checks come after all results, the advance included (the caller runs them).
  return { opts, checks, retreat: null };
}

export function leaderChecks(s: NState, ctx: Ctx, leaders: number[], m: Melee | undefined): void {
  for (const l of m ? stillInStack(s, leaders, [...m.au, ...m.du]) : leaders) casualtyCheck(s, ctx, l, 'Nabis 10.4-c');
}
