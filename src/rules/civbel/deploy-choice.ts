// Deployment by commitment and reveal (spec §10 D25, Appendix A.7 [PROPOSED], §6.3 zones):
// the scenario "great-plains-deploy" starts in a deployment step. Each side places every
// unit of its army by a pose (its front edge's midpoint and heading, integers) inside its
// zone. Rome (seat 0) seals first (only a digest travels, engine/commitment.ts), then
// Carthage seals; then Carthage reveals (salt + poses) and Rome reveals, each checked
// against its digest and for legality. Until its reveal a side's units keep the fixed
// deployment's poses in the state (public placeholders, so no hidden pose is hashed);
// the view does not draw the opponent's before the reveal. The CP ratings are rolled
// after both reveals (A.7).
import { commitWords, opensCommitment, DIGEST_WORDS, SALT_WORDS, WORD_MAX } from '../../engine/commitment';
import type { Seat, Violation } from '../../engine/contract';
import { dirN, overlaps, roundDiv } from '../../engine/plane';
import { leadersOf, type ArmyList } from './army';
import { JT } from './data/scale';
import { GREAT_PLAINS, GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';
import { rowPoses, TABLE, unitAt, unitDepth, type Pose } from './deployment';
import type { CivGame } from './game';
import type { CbUnit } from './state';
import { standPoly } from './geometry';
import { chaptersFor } from './missing-chapters';
import { checkFormation } from './posed-formations';
import { DEPLOY_FORMS, formRefusal, unitInForm, type DeployForm } from './deploy-formations';
import { leaderWithin } from './geometry';
import { DIST } from './data/scale';

export const DEPLOY_SCENARIO_ID = 'great-plains-deploy';
/** The most units a revealed deployment may place (the codec's bound). */
export const MAX_DEPLOY_UNITS = 32;
/** The most leaders a revealed deployment may place (the codec's bound). */
export const MAX_DEPLOY_LEADERS = 16;
/** The representative layouts legalActions offers (bots, tests), committed with PUBLIC_SALT. */
export const LAYOUTS = ['row', 'shifted', 'refused', 'deep'] as const;
export type Layout = (typeof LAYOUTS)[number];
/** The salt of those representative commitments: public, so it hides nothing (as CdB's). */
export const PUBLIC_SALT: number[] = Array(SALT_WORDS).fill(0);

/** The deployment step's public record: each side's digest ([] before it seals), and whether it
 *  revealed; a side's poses boxed for its own device (engine/commitment.ts `sealWords`), when sent. */
export interface DeployStep { digests: number[][]; revealed: boolean[]; boxes?: number[][] }

/** A side's army: the one its player chose (scenario choose-armies), else the sample army of its seat. */
export const armyOfSide = (s: Pick<CivGame, 'armies'>, side: Seat): ArmyList => s.armies?.[side] ?? (side === 0 ? GREAT_PLAINS_ROME : GREAT_PLAINS_CARTHAGE);

/** §6.3: the zone is 6 JT deep from the side's long edge, centred, 33 JT wide. */
export function deploymentZone(side: Seat): { x0: number; x1: number; y0: number; y1: number } {
  const depth = GREAT_PLAINS.deployDepthJt * JT, margin = ((GREAT_PLAINS.tableJt[0] - GREAT_PLAINS.deployWidthJt) * JT) / 2;
  return { x0: margin, x1: TABLE.w - margin, y0: side === 0 ? 0 : TABLE.h - depth, y1: side === 0 ? depth : TABLE.h };
}

/** A side's deployment: each unit's pose in the list's order and, when the player chose
 *  them (the second form of the reveal), each unit's formation and each leader's place
 *  (x, y and the unit he is attached to, or none), leaders in `leadersOf` order. */
export interface DeployPlan { poses: Pose[]; forms?: DeployForm[]; leaders?: { x: number; y: number; attach: number }[] }

/** The words a reveal opens its commitment with: the poses, then (second form) the
 *  formation codes and the leaders' x, y and attached unit + 1 (0 for none). */
export function planCode(p: DeployPlan): number[] {
  const poses = posesCode(p.poses);
  if (!p.forms) return poses;
  return [...poses, ...p.forms.map((f) => DEPLOY_FORMS.indexOf(f)), ...(p.leaders ?? []).flatMap((l) => [l.x, l.y, l.attach + 1])];
}
/** The plan a reveal action carries. */
export function planOf(a: { poses: number[]; forms?: number[]; leaders?: number[] }): DeployPlan {
  const poses = posesFrom(a.poses);
  if (!a.forms) return { poses };
  const leaders = Array.from({ length: Math.floor((a.leaders ?? []).length / 3) }, (_, i) => ({ x: a.leaders![3 * i], y: a.leaders![3 * i + 1], attach: a.leaders![3 * i + 2] - 1 }));
  return { poses, forms: a.forms.map((f) => DEPLOY_FORMS[f] ?? 'listed'), leaders };
}

/** Poses as they travel and are committed: x, y, heading per unit, in the army list's order. */
export const posesCode = (poses: readonly Pose[]): number[] => poses.flatMap((p) => [p.x, p.y, p.h]);
export const posesFrom = (code: readonly number[]): Pose[] => Array.from({ length: Math.floor(code.length / 3) }, (_, i) => ({ x: code[3 * i], y: code[3 * i + 1], h: code[3 * i + 2] }));

/** A representative layout: the fixed row; the row shifted 1 JT to the player's left (Carthage's wide row has little more room); or
 *  the right wing (the last third of the list, seen from the player's edge) held back 3 JT. */
export function layoutPoses(s: Pick<CivGame, 'armies'>, side: Seat, layout: Layout): Pose[] {
  const row = rowPoses(side, armyOfSide(s, side));
  const right = dirN(side === 0 ? 0 : 180, 1), back = dirN(side === 0 ? 90 : 270, -1);
  if (layout === 'row') return row;
  if (layout === 'shifted') return row.map((p) => ({ ...p, x: p.x - right.x * JT }));
  const from = row.length - Math.ceil(row.length / 3);
  return row.map((p, i) => (i < from ? p : { ...p, y: p.y + back.y * 3 * JT }));
}

/** A representative layout as a plan. 'deep' is the row with every unit that can form in a
 *  Line two ranks deep (FRM-04), the others as listed, and every Commander and contingent
 *  leader attached to the first unit of his command, behind it (CMD-08). */
export function layoutPlan(s: Pick<CivGame, 'armies'>, side: Seat, layout: Layout): DeployPlan {
  if (layout !== 'deep') return { poses: layoutPoses(s, side, layout) };
  const army = armyOfSide(s, side);
  return planWithLeaders(s, side, layoutPoses(s, side, 'row'), army.units.map((u): DeployForm => (formRefusal(u, 'line2', army) ? 'listed' : 'line2')), leadersOf(army).map((x) => x.spec.id));
}

/** A plan with its units' formations chosen and the leaders placed as the scenario would,
 *  behind the units as formed; each Commander and contingent leader named in `attached`
 *  joins the first unit of his command, which he stands behind (CMD-08); the General and
 *  his second stay on their own. */
export function planWithLeaders(s: Pick<CivGame, 'armies'>, side: Seat, poses: readonly Pose[], forms: readonly DeployForm[], attached: readonly string[] = []): DeployPlan {
  const army = armyOfSide(s, side);
  const units = army.units.map((spec, i) => unitInForm(side, army, spec, poses[i], forms[i] ?? 'listed'));
  const leaders = leaderPlaces(side, army, poses, units).map((p) => ({ x: p.x, y: p.y, attach: attachable(p) && attached.includes(p.id) ? p.first : -1 }));
  return { poses: [...poses], forms: [...forms], leaders };
}
const attachable = (p: { first: number; rank: string }): boolean => p.first >= 0 && p.rank !== 'general' && p.rank !== 'second';

/** The leaders who stand behind the army list's unit `k` when the scenario places them and
 *  may join it there (its command's Commander or contingent leader). */
export function leadersBehind(s: Pick<CivGame, 'armies'>, side: Seat, k: number): string[] {
  const army = armyOfSide(s, side), poses = layoutPoses(s, side, 'row');
  const units = army.units.map((spec, i) => unitAt(side, army, spec, poses[i]));
  return leaderPlaces(side, army, poses, units).filter((p) => attachable(p) && p.first === k).map((p) => p.id);
}

/** The plan behind a sealed code (the box a device keeps): the first form when it holds poses only. */
export function planFromCode(s: Pick<CivGame, 'armies'>, side: Seat, code: readonly number[]): DeployPlan {
  const n = armyOfSide(s, side).units.length;
  if (code.length <= 3 * n) return { poses: posesFrom(code) };
  return planOf({ poses: code.slice(0, 3 * n), forms: code.slice(3 * n, 4 * n), leaders: code.slice(4 * n) });
}

/** The commitment legalActions offers for a layout. */
export const sealLayout = (s: Pick<CivGame, 'armies'>, side: Seat, layout: Layout, salt: number[] = PUBLIC_SALT) => ({ k: 'sealDeployment' as const, digest: commitWords(planCode(layoutPlan(s, side, layout)), salt) });

/** The reveal action of a plan (the first form when the plan chooses no formations). */
export function revealAction(plan: DeployPlan, salt: number[]): { k: 'revealDeployment'; salt: number[]; poses: number[]; forms?: number[]; leaders?: number[] } {
  const poses = posesCode(plan.poses);
  if (!plan.forms) return { k: 'revealDeployment', salt: [...salt], poses };
  const code = planCode(plan);
  return { k: 'revealDeployment', salt: [...salt], poses, forms: code.slice(poses.length, poses.length + plan.forms.length), leaders: code.slice(poses.length + plan.forms.length) };
}

/** How far a posed unit reaches behind its pose (its deepest stand's rear edge). */
function depthBehind(u: CbUnit, p: Pose): number {
  const f = dirN(p.h, 1024);
  return Math.max(...u.stands.map((st) => roundDiv((p.x - st.x) * f.x + (p.y - st.y) * f.y, 1024) + st.d));
}

/** Where the leaders stand when the scenario places them, behind the units as posed:
 *  each Commander behind the first unit of his command, a contingent's leader 1 JT to its
 *  right, the General (and 1 JT further, his second) behind the middle unit of the list;
 *  all kept inside the zone. `first` is the unit he stands behind, -1 for none. */
function leaderPlaces(side: Seat, army: ArmyList, poses: readonly Pose[], units: readonly CbUnit[]) {
  const zone = deploymentZone(side);
  const behind = (i: number, extra: number, lateral: number) => {
    const p = poses[i], b = dirN(p.h, depthBehind(units[i], p) + JT / 2 + JT / 4 + extra), r = dirN(p.h - 90, lateral);
    return { x: Math.min(zone.x1, Math.max(zone.x0, p.x - b.x + r.x)), y: Math.min(zone.y1, Math.max(zone.y0, p.y - b.y + r.y)) };
  };
  const middle = Math.floor(army.units.length / 2);
  return leadersOf(army).map(({ rank, spec }) => {
    const cmd = rank === 'commander' ? army.commands.find((c) => c.leader.id === spec.id) : undefined;
    const cont = rank === 'contingent' ? army.contingents.find((c) => c.leader.id === spec.id) : undefined;
    const firstCmd = cmd ?? (cont ? army.commands.find((c) => c.contingent === cont.id) : undefined);
    const first = firstCmd ? army.units.findIndex((u) => u.command === firstCmd.id) : -1;
    return { id: spec.id, rank, first, ...(first >= 0 ? behind(first, 0, cont ? JT : 0) : behind(middle, rank === 'second' ? JT : 0, 0)) };
  });
}

/** The side's units and leaders at `poses` (a copy of the state's lists). Leaders stand as
 *  in the fixed deployment, relative to the units: each Commander behind the first unit
 *  of his command, a contingent's leader 1 JT to its right, the General (and 1 JT further,
 *  his second) behind the middle unit of the list; all kept inside the zone. */
export function plannedArmy(s: CivGame, side: Seat, plan: DeployPlan): Pick<CivGame, 'units' | 'leaders'> {
  if (!plan.forms) return posedArmy(s, side, plan.poses);
  const army = armyOfSide(s, side);
  const placed = army.units.map((spec, i) => unitInForm(side, army, spec, plan.poses[i], plan.forms![i] ?? 'listed'));
  const byId = new Map(placed.map((u) => [u.id, u]));
  const units = s.units.map((u) => (u.side === side ? byId.get(u.id) ?? u : u));
  const order = leadersOf(army).map((x) => x.spec.id);
  const leaders = s.leaders.map((l) => {
    const k = l.side === side ? order.indexOf(l.id) : -1;
    const p = plan.leaders?.[k];
    return p ? { ...l, x: p.x, y: p.y, attachedTo: p.attach >= 0 ? placed[p.attach]?.id ?? null : null } : l;
  });
  return { units, leaders };
}

export function posedArmy(s: CivGame, side: Seat, poses: readonly Pose[]): Pick<CivGame, 'units' | 'leaders'> {
  const army = armyOfSide(s, side), zone = deploymentZone(side);
  const placed = army.units.map((spec, i) => unitAt(side, army, spec, poses[i]));
  const byId = new Map(placed.map((u) => [u.id, u]));
  const units = s.units.map((u) => (u.side === side ? byId.get(u.id)! : u));
  const behind = (i: number, extra: number, lateral: number) => {
    const p = poses[i], b = dirN(p.h, unitDepth(army.units[i]) + JT / 2 + JT / 4 + extra), r = dirN(p.h - 90, lateral);
    return { x: Math.min(zone.x1, Math.max(zone.x0, p.x - b.x + r.x)), y: Math.min(zone.y1, Math.max(zone.y0, p.y - b.y + r.y)) };
  };
  const middle = Math.floor(army.units.length / 2);
  const where = new Map(leadersOf(army).map(({ rank, spec }) => {
    const cmd = rank === 'commander' ? army.commands.find((c) => c.leader.id === spec.id) : undefined;
    const cont = rank === 'contingent' ? army.contingents.find((c) => c.leader.id === spec.id) : undefined;
    const firstCmd = cmd ?? (cont ? army.commands.find((c) => c.contingent === cont.id) : undefined);
    const first = firstCmd ? army.units.findIndex((u) => u.command === firstCmd.id) : -1;
    return [spec.id, first >= 0 ? behind(first, 0, cont ? JT : 0) : behind(middle, rank === 'second' ? JT : 0, 0)];
  }));
  const leaders = s.leaders.map((l) => (l.side === side && where.has(l.id) ? { ...l, ...where.get(l.id)! } : l));
  return { units, leaders };
}

const v = (rule: string, message: string): Violation => ({ rule, message });

/** Why `poses` are not a legal deployment for `side`, or null: every unit placed once (A.7),
 *  headings in range, every stand inside the §6.3 zone, no two stands overlapping, every
 *  unit in a sound formation (FRM-01..07), leaders inside the zone (A.7). */
export function deploymentViolation(s: CivGame, side: Seat, plan: DeployPlan): Violation | null {
  const army = armyOfSide(s, side), poses = plan.poses;
  if (poses.length !== army.units.length) return v('A.7', `a deployment places each of your ${army.units.length} units`);
  if (poses.some((p) => p.h < 0 || p.h > 359)) return v('A.7', 'a heading is 0 to 359 degrees');
  const choice = choiceViolation(army, plan);
  if (choice) return choice;
  const { units, leaders } = plannedArmy(s, side, plan);
  const mine = units.filter((u) => u.side === side);
  const zone = deploymentZone(side);
  for (const l of leaders) if (l.side === side && (l.x < zone.x0 || l.x > zone.x1 || l.y < zone.y0 || l.y > zone.y1)) return v('A.7', `${l.name} is outside the deployment zone.`);
  for (const l of leaders) {
    const u = l.side === side && l.attachedTo !== null ? mine.find((x) => x.id === l.attachedTo) : undefined;
    if (u && !leaderWithin(l, u, DIST.javelin)) return v('CMD-08', `${l.name} is attached to ${u.name} but stands more than 1 javelin throw from it.`);
  }
  for (const u of mine) if (!u.stands.every((st) => standPoly(st).every((p) => p.x >= zone.x0 && p.x <= zone.x1 && p.y >= zone.y0 && p.y <= zone.y1))) return v('A.7', `${u.name} is outside the deployment zone.`);
  const chapters = chaptersFor(s.options);
  const [away] = chapters.deploymentRefusals({ ...s, units, leaders }, side);
  if (away) return v(away.rule, away.en);
  for (let i = 0; i < mine.length; i++) for (let j = i + 1; j < mine.length; j++) {
    const a = mine[i].stands.map(standPoly), b = mine[j].stands.map(standPoly);
    if (a.some((p) => b.some((q) => overlaps(p, q)))) return v('A.7', `${mine[i].name} overlaps ${mine[j].name}.`);
  }
  for (const u of mine) { const f = checkFormation(u); if (!f.ok) return v(f.rule, `${u.name} is not in a sound formation.`); }
  return null;
}

/** The player's choices themselves: one formation per unit, each allowed for its troops
 *  (FRM-02..07, ORG-18), and one place per leader, attached to none or to one of the units. */
function choiceViolation(army: ArmyList, plan: DeployPlan): Violation | null {
  if (!plan.forms) return null;
  if (plan.forms.length !== army.units.length) return v('A.7', `a deployment gives a formation to each of your ${army.units.length} units`);
  for (let i = 0; i < army.units.length; i++) { const r = formRefusal(army.units[i], plan.forms[i], army); if (r) return r; }
  const n = leadersOf(army).length;
  if ((plan.leaders ?? []).length !== n) return v('A.7', `a deployment places each of your ${n} leaders`);
  if (plan.leaders!.some((l) => l.attach < -1 || l.attach >= army.units.length)) return v('CMD-08', 'no such unit');
  return null;
}

/** The deployment step's refusals for a seal or a reveal by `seat`. */
export function sealViolation(s: CivGame, seat: Seat, digest: number[]): Violation | null {
  if (s.phase !== 'deploy' || !s.deploy || s.deploy.digests[seat].length) return v('A.7', 'each player seals his deployment once, before the battle');
  return digest.length === DIGEST_WORDS && digest.every((w) => Number.isInteger(w) && w >= 0 && w <= WORD_MAX) ? null : v('A.7', 'a sealed deployment is 16 words');
}

export function revealViolation(s: CivGame, seat: Seat, a: { salt: number[]; poses: number[]; forms?: number[]; leaders?: number[] }): Violation | null {
  const d = s.deploy;
  if (s.phase !== 'deploy' || !d || d.digests.some((x) => !x.length) || d.revealed[seat]) return v('A.7', 'a deployment is revealed once both players have sealed theirs');
  if (a.poses.length % 3 !== 0 || (a.leaders ?? []).length % 3 !== 0) return v('A.7', 'this is not the deployment that was sealed');
  const plan = planOf(a);
  if (!opensCommitment(d.digests[seat], planCode(plan), a.salt)) return v('A.7', 'this is not the deployment that was sealed');
  return deploymentViolation(s, seat, plan);
}

/** The reveal legalActions offers: the representative layout behind a public-salt digest, if any. */
export function publicLayout(s: CivGame, side: Seat): Layout | null {
  const d = s.deploy?.digests[side];
  if (!d?.length) return null;
  return LAYOUTS.find((l) => opensCommitment(d, planCode(layoutPlan(s, side, l)), PUBLIC_SALT)) ?? null;
}
