// Formation shapes by stand counts (FRM-02..08, ORG-18, p.27–28): which troops may
// take which formation, and how many stands each rank or line may hold. The posed
// geometry (stands side by side, gaps measured on the plane) builds on these.
import type { PlainUnitSpec } from './army';
import { DIST, JT } from './data/scale';
import { troopType, type TroopTypeId } from './data/troops';

export type Formation = 'line' | 'wedge' | 'column' | 'acies' | 'unformed' | 'none';

/** FRM-04: 1–3 ranks, as even as possible with any shortfall in the rear ranks, and
 *  (except for Legions) at least as many stands wide as deep (spec A3). */
export function lineShapeOk(ranks: readonly number[], legion = false): boolean {
  if (ranks.length < 1 || ranks.length > 3 || ranks.some((r) => !Number.isInteger(r) || r < 1)) return false;
  for (let i = 1; i < ranks.length; i++) if (ranks[i] > ranks[i - 1]) return false;
  if (ranks[0] - ranks[ranks.length - 1] > 1) return false;
  return legion || ranks[0] >= ranks.length;
}

/** FRM-05: 2–6 stands, 2 or 3 ranks, 1 or 2 wide, equal ranks with an odd stand as
 *  the point in the centre of the front (spec A4). */
export function wedgeShapeOk(ranks: readonly number[]): boolean {
  const n = ranks.reduce((a, r) => a + r, 0);
  if (n < 2 || n > 6 || ranks.length < 2 || ranks.length > 3) return false;
  if (ranks.some((r) => r !== 1 && r !== 2)) return false;
  const body = ranks[0] === 1 && ranks.slice(1).every((r) => r === 2) ? ranks.slice(1) : ranks;
  return body.every((r) => r === body[0]);
}

/** ORG-18: Wedge is for Shock Cavalry, Cataphracts, Celtiberian, German or Dacian
 *  Shock Infantry, and imperial Roman Swordsmen after AD 50 (p.27). */
export const WEDGE_PEOPLES: readonly string[] = ['celtiberian', 'german', 'dacian'];
export const WEDGE_ROMAN_FROM_YEAR = 50;
export function wedgeEligible(u: Pick<PlainUnitSpec, 'type' | 'people'>, year: number): boolean {
  if (u.type === 'shockCavalry' || u.type === 'cataphracts') return true;
  if (u.type === 'shockInfantry') return u.people !== undefined && WEDGE_PEOPLES.includes(u.people);
  return u.type === 'swordsmen' && u.people === 'roman' && year > WEDGE_ROMAN_FROM_YEAR;
}

/** FRM-06: the pitch of a Column: one stand behind the other, spaced so that the
 *  Column can turn 90° into Line (at least one frontage apart). */
export function columnPitch(depth: number): number {
  return Math.max(JT, depth);
}

/** FRM-07: Acies: a Legion of 5–12 stands in 2 or 3 single-rank lines, one per
 *  sub-unit, ½ JT between lines; a manipular Legion also leaves ½ JT between the
 *  stands of each line (quincunx). Gaps in plane units. */
export function aciesOk(lines: readonly number[], lineGap: number, standGap: number, manipular: boolean): boolean {
  const n = lines.reduce((a, r) => a + r, 0);
  if (n < 5 || n > 12 || lines.length < 2 || lines.length > 3 || lines.some((r) => r < 1)) return false;
  if (lineGap !== DIST.aciesGap) return false;
  return manipular ? standGap === DIST.aciesGap : standGap === 0;
}

/** FRM-07, p.28: the frontage of a line of `stands` stands; a quincunx line has a
 *  ½ JT gap per stand ("3 stands each 40mm wide plus 3 gaps of 20mm" = 180mm). */
export function lineFrontage(stands: number, quincunx: boolean): number {
  return stands * (JT + (quincunx ? DIST.aciesGap : 0));
}

/** FRM-08: a single-stand unit on its own is declared in Line, Column or unformed. */
export function singleStandFormationOk(f: Formation): boolean {
  return f === 'line' || f === 'column' || f === 'unformed';
}

/** States in which a unit is unformed for as long as they last (FRM-02, p.27). */
export interface UnformingStatus { evading?: boolean; retiring?: boolean; routing?: boolean; pursuing?: boolean; looting?: boolean }
const unformedByStatus = (s: UnformingStatus) => !!(s.evading || s.retiring || s.routing || s.pursuing || s.looting);

/** FRM-01..03: whether a unit of `type` may be in formation `f` now. Chariots and
 *  light troops other than Javelinmen are always unformed (spec A35); Javelinmen and
 *  Heavy Cavalry may be either; other troops keep formation and may not become
 *  unformed at will; evaders, retirers, routers, pursuers and looters are unformed;
 *  Special Troops have no formation ('none'); an unformed shaken unit stays so until
 *  it rallies. `voluntary` = the player chooses the change. */
export function formationAllowed(type: TroopTypeId, f: Formation, status: UnformingStatus & { shaken?: boolean; current?: Formation } = {}, voluntary = true): boolean {
  const t = troopType(type);
  if (!t) return false;
  if (t.formable === 'none') return f === 'none';
  if (f === 'none') return false;
  if (unformedByStatus(status)) return f === 'unformed';
  if (t.formable === 'unformed') return f === 'unformed';
  if (f === 'unformed') return t.formable === 'either' || !voluntary || status.current === 'unformed';
  if (status.shaken && status.current === 'unformed') return false;
  return true;
}
