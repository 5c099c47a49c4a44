// What each unit deploys in, and where each leader stands, in the sealed deployment
// (spec §10 D25, A.7 [PROPOSED]; formations p.27–28). The first sealed deployment placed
// every unit in the scenario's formation (a single-rank Line, unformed light troops, the
// Legions in Acies) and put the leaders behind their troops. A player now also chooses
// each unit's formation (FRM-02, FRM-04..06, ORG-18) and places each leader, attached to
// a unit of his side within 1 JT (CMD-08) or on his own. Command formations (FRM-20..23)
// follow from where the units stand: a Battle Line is units in Line side by side, a March
// Column units in Column one behind the other. A Legion deploys in Acies or in its
// Column of one file per Acies line (FRM-06, legionColumn below).
import type { Seat, Violation } from '../../engine/contract';
import { add, dirN, roundDiv } from '../../engine/plane';
import type { ArmyList, UnitSpec } from './army';
import { DIST, JT } from './data/scale';
import { unitAt, type Pose } from './deployment';
import { formOnTheSpot } from './formation-changes';
import { columnPitch, formationAllowed, lineShapeOk, wedgeEligible, wedgeShapeOk, type Formation } from './formations';
import type { CbUnit } from './state';

/** The formations a unit may be deployed in, by code (the codec's integers). 'listed' is
 *  the scenario's own: a single-rank Line, unformed light troops, a Legion in Acies. */
export const DEPLOY_FORMS = ['listed', 'line1', 'line2', 'line3', 'column', 'wedge', 'unformed'] as const;
export type DeployForm = (typeof DEPLOY_FORMS)[number];

const plainStands = (spec: UnitSpec): number => (spec.kind === 'unit' ? spec.stands : 0);

/** FRM-04: ranks as even as possible, any shortfall in the rear ranks. */
export function evenRanks(n: number, ranks: number): number[] {
  const base = Math.floor(n / ranks), extra = n % ranks;
  return Array.from({ length: ranks }, (_, i) => base + (i < extra ? 1 : 0));
}
/** FRM-05: two abreast, an odd stand as the point in front ("point + 2 abreast"). */
export function wedgeRanks(n: number): number[] {
  if (n <= 3 && n >= 2 && n % 2 === 1) return [1, 2];
  return n % 2 === 0 ? Array(n / 2).fill(2) : [1, ...Array((n - 1) / 2).fill(2)];
}

/** Why `spec` may not deploy in `form`, or null. */
export function formRefusal(spec: UnitSpec, form: DeployForm, army: ArmyList): Violation | null {
  if (form === 'listed') return null;
  const no = (rule: string, message: string): Violation => ({ rule, message });
  if (spec.kind === 'legion') {
    if (form === 'column' && spec.subunits.length >= 2 && spec.subunits.length <= 3) return null;
    return no('FRM-07', `${spec.name} deploys in Acies or in a Column of one file per line`);
  }
  if (spec.kind === 'special') return no('FRM-03', `${spec.name} has no formation`);
  const n = plainStands(spec);
  if (form === 'unformed') return formationAllowed(spec.type, 'unformed') ? null : no('FRM-02', `${spec.name} may not be unformed by choice`);
  if (!formationAllowed(spec.type, 'line')) return no('FRM-02', `${spec.name} is always unformed`);
  if (form === 'column') return null;
  if (form === 'wedge') {
    if (!wedgeEligible(spec, army.year)) return no('FRM-05', `${spec.name} may not form a Wedge`);
    return wedgeShapeOk(wedgeRanks(n)) ? null : no('FRM-05', `${spec.name} has too many or too few stands for a Wedge`);
  }
  const ranks = form === 'line1' ? 1 : form === 'line2' ? 2 : 3;
  return lineShapeOk(evenRanks(n, ranks)) ? null : no('FRM-04', `${spec.name} is too narrow for a Line ${ranks} ranks deep`);
}

/** The formations `spec` may deploy in. */
export const formChoices = (spec: UnitSpec, army: ArmyList): DeployForm[] => DEPLOY_FORMS.filter((f) => !formRefusal(spec, f, army));

/** The unit standing at `pose` in `form`: the front rank's front-edge midpoint at the
 *  pose, the other ranks behind it (FRM-04..06); the stands keep the list's order. */
export function unitInForm(side: Seat, army: ArmyList, spec: UnitSpec, pose: Pose, form: DeployForm): CbUnit {
  const listed = unitAt(side, army, spec, pose);
  if (form === 'column' && listed.kind === 'legion') return legionColumn(listed, pose);
  if (form === 'listed' || spec.kind !== 'unit') return listed;
  if (form === 'unformed') return { ...listed, formation: 'unformed' };
  const n = spec.stands;
  const [to, ranks]: [Formation, number[]] = form === 'column' ? ['column', Array(n).fill(1)] : form === 'wedge' ? ['wedge', wedgeRanks(n)]
    : ['line', evenRanks(n, form === 'line1' ? 1 : form === 'line2' ? 2 : 3)];
  const u = formOnTheSpot({ ...listed, formation: 'line' }, to, ranks);
  // Put the front rank's front-edge midpoint on the pose.
  const front = u.stands.slice(0, ranks[0]);
  const mx = roundDiv(front.reduce((a, st) => a + st.x, 0), front.length), my = roundDiv(front.reduce((a, st) => a + st.y, 0), front.length);
  const dx = pose.x - mx, dy = pose.y - my;
  return { ...u, stands: u.stands.map((st) => ({ ...st, x: st.x + dx, y: st.y + dy })) };
}

/** FRM-06: a Legion in its Column of several files, one file per sub-unit (Acies line),
 *  facing the pose's heading with the files' heads level on the pose, their middle on
 *  it. [INTERP] The files stand as the Acies lines turned right would (FRM-10): the
 *  first line's file on the left, the files the Acies line pitch apart (stand depth +
 *  ½ JT), the stands of a file at the Column pitch (1½ JT for a manipular Legion). */
export function legionColumn(u: CbUnit, pose: Pose): CbUnit {
  const d = u.stands[0].d;
  const subs = [...new Set(u.stands.map((st) => st.sub))];
  const pitch = columnPitch(d) + (u.legionKind === 'manipular' ? DIST.aciesGap : 0);
  const spacing = d + DIST.aciesGap;
  const seen = new Map<number, number>();
  const stands = u.stands.map((st) => {
    const k = subs.indexOf(st.sub), j = seen.get(st.sub) ?? 0;
    seen.set(st.sub, j + 1);
    const p = add(add(pose, dirN(pose.h - 90, roundDiv((2 * k - (subs.length - 1)) * spacing, 2))), dirN(pose.h, -j * pitch));
    return { ...st, x: p.x, y: p.y, h: pose.h };
  });
  return { ...u, formation: 'column', stands };
}
