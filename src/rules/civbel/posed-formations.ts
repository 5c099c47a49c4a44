// Formations checked on the stands' actual poses (spec §8.4, FRM-01, 04..07, p.27):
// the ranks, files and lines are read off the plane in the unit's own frame (forward
// along the first stand's heading, lateral to its right), then the shape rules of
// formations.ts decide. Positions agree within the contact tolerance CT = 1/64 JT
// (spec §8.1), which absorbs the plane's rounding of rotated corners.
import { dirN, normDeg, overlaps, polysWithin, roundDiv, type Vec } from '../../engine/plane';
import { DIST, JT } from './data/scale';
import { aciesOk, columnPitch, lineShapeOk, wedgeShapeOk } from './formations';
import { standPoly, unitsWithin } from './geometry';
import { troopType } from './data/troops';
import type { CbTerrain, TerrainKind } from './terrain';
import type { CbStand, CbUnit } from './state';

/** Contact tolerance: 1/64 JT, rounded up to whole plane units (spec §8.1). */
export const CT = Math.ceil(JT / 64);
const S = 16384;

export interface FormationCheck { ok: boolean; rule: string; reason: string }
const ok = (rule: string): FormationCheck => ({ ok: true, rule, reason: '' });
const bad = (rule: string, reason: string): FormationCheck => ({ ok: false, rule, reason });

interface Placed { s: CbStand; fwd: number; lat: number }

/** Each stand's front-edge midpoint in the frame of `origin` facing h: forward and
 *  lateral (rightward) offsets in plane units. */
function frame(stands: readonly CbStand[], origin: Vec, h: number): Placed[] {
  const f = dirN(h, S), r = dirN(h - 90, S);
  return stands.map((s) => {
    const dx = s.x - origin.x, dy = s.y - origin.y;
    return { s, fwd: roundDiv(dx * f.x + dy * f.y, S), lat: roundDiv(dx * r.x + dy * r.y, S) };
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= CT;

/** Groups of stands at the same forward offset, front first; each sorted left to right. */
function rows(placed: Placed[]): Placed[][] {
  const sorted = placed.slice().sort((a, b) => b.fwd - a.fwd || a.lat - b.lat);
  const out: Placed[][] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && near(last[0].fwd, p.fwd)) last.push(p); else out.push([p]);
  }
  for (const r of out) r.sort((a, b) => a.lat - b.lat);
  return out;
}

const sameHeading = (u: CbUnit) => u.stands.every((s) => s.h === u.stands[0].h);

/** Rows of stands side by side, each directly behind the one in front, `pitch` apart. */
function gridRows(u: CbUnit, pitch: number, interval: number): Placed[][] | string {
  if (!sameHeading(u)) return 'headings differ';
  const s0 = u.stands[0];
  const rs = rows(frame(u.stands, s0, s0.h));
  for (let k = 0; k < rs.length; k++) {
    if (!near(rs[k][0].fwd - rs[0][0].fwd, -k * pitch)) return 'ranks are not directly behind one another';
    for (let i = 1; i < rs[k].length; i++) if (!near(rs[k][i].lat - rs[k][i - 1].lat, interval)) return 'stands of a rank are not side by side';
    if (k > 0) for (const p of rs[k]) if (!rs[k - 1].some((q) => near(q.lat, p.lat))) return 'a rear stand is not behind a stand of the rank in front';
  }
  return rs;
}

/** FRM-04 Line (spec §8.4): stands side by side in base contact, ranks directly
 *  behind, all facing the same way, 1–3 even ranks with the shortfall at the rear,
 *  at least as wide as deep except Legions. Refused flanks, reversed rear ranks and
 *  bends to follow terrain are not yet allowed here. */
export function checkLine(u: CbUnit): FormationCheck {
  const rs = gridRows(u, u.stands[0].d, JT);
  if (typeof rs === 'string') return bad('FRM-04', rs);
  return lineShapeOk(rs.map((r) => r.length), u.kind === 'legion') ? ok('FRM-04') : bad('FRM-04', 'ranks are uneven or deeper than wide');
}

/** FRM-05 Wedge: 2 or 3 ranks 1 or 2 wide, an odd stand as the point centred in front. */
export function checkWedge(u: CbUnit): FormationCheck {
  if (!sameHeading(u)) return bad('FRM-05', 'headings differ');
  const s0 = u.stands[0];
  const rs = rows(frame(u.stands, s0, s0.h));
  const d = s0.d;
  for (let k = 0; k < rs.length; k++) {
    if (!near(rs[k][0].fwd - rs[0][0].fwd, -k * d)) return bad('FRM-05', 'ranks are not directly behind one another');
    if (rs[k].length === 2 && !near(rs[k][1].lat - rs[k][0].lat, JT)) return bad('FRM-05', 'stands of a rank are not side by side');
  }
  if (!wedgeShapeOk(rs.map((r) => r.length))) return bad('FRM-05', 'not a wedge shape');
  // Every rank centred on the same file line: twice its mean lateral offset agrees.
  const mid2 = (r: Placed[]) => r[0].lat + r[r.length - 1].lat;
  for (let k = 1; k < rs.length; k++) if (Math.abs(mid2(rs[k]) - mid2(rs[0])) > 2 * CT) return bad('FRM-05', 'the ranks or the point are not centred');
  return ok('FRM-05');
}

/** FRM-06 Column: single file, one stand directly behind the other at the pitch
 *  that lets it turn into Line (columnPitch), all facing the same way; a Legion may
 *  also stand in a Column of several files, one per Acies line (checkLegionColumn). */
export function checkColumn(u: CbUnit): FormationCheck {
  const rs = gridRows(u, columnPitch(u.stands[0].d), JT);
  if (typeof rs !== 'string' && rs.every((r) => r.length === 1)) return ok('FRM-06');
  if (u.kind === 'legion') { const m = checkLegionColumn(u); if (m.ok) return m; }
  return bad('FRM-06', typeof rs === 'string' ? rs : 'not a single file');
}

/** FRM-06 (p.27): "Legions may however form a Column of multiple files to match the
 *  number of lines they have in Acies". [INTERP] The Column is what turning every
 *  stand of the Acies 90° makes (FRM-10) and turns back into it (FRM-11): one file per
 *  sub-unit (as one line per sub-unit in Acies), so 2 or 3 files; the files side by
 *  side at the Acies line pitch (stand depth + ½ JT, centre to centre), in any order
 *  (Acies does not order its lines); in each file the stands follow at the Column
 *  pitch, 1½ JT for a manipular Legion (its quincunx intervals, turned); no file
 *  reaches ahead of or behind the longest one (the files of unequal lines need not be
 *  level at the head, as turning either way makes them). */
export function checkLegionColumn(u: CbUnit): FormationCheck {
  if (u.kind !== 'legion') return bad('FRM-06', 'only Legions form a Column of several files');
  if (!sameHeading(u)) return bad('FRM-06', 'headings differ');
  const s0 = u.stands[0], d = s0.d;
  const placed = frame(u.stands, s0, s0.h);
  const subs = [...new Set(u.stands.map((s) => s.sub))];
  if (subs.length < 2 || subs.length > 3) return bad('FRM-06', 'a Column of several files has one file per Acies line, 2 or 3');
  const pitch = columnPitch(d) + (u.legionKind === 'manipular' ? DIST.aciesGap : 0);
  const files = subs.map((k) => placed.filter((p) => p.s.sub === k).sort((a, b) => b.fwd - a.fwd));
  for (const f of files) {
    if (f.some((p) => !near(p.lat, f[0].lat))) return bad('FRM-06', 'a sub-unit is not in one file');
    for (let i = 1; i < f.length; i++) if (!near(f[i - 1].fwd - f[i].fwd, pitch)) return bad('FRM-06', 'stands of a file are not one behind the other at the Column pitch');
  }
  files.sort((a, b) => a[0].lat - b[0].lat);
  for (let k = 1; k < files.length; k++) if (!near(files[k][0].lat - files[k - 1][0].lat, d + DIST.aciesGap)) return bad('FRM-06', 'files are not side by side as Acies lines turned');
  const longest = files.reduce((a, f) => (f.length > a.length ? f : a));
  const head = longest[0].fwd, tail = longest[longest.length - 1].fwd;
  if (files.some((f) => f[0].fwd > head + CT || f[f.length - 1].fwd < tail - CT)) return bad('FRM-06', 'a file reaches beyond the longest');
  return ok('FRM-06');
}

/** FRM-07 Acies: one single-rank line per sub-unit,
 *  ½ JT between lines; stands of a line side by side (cohort) or ½ JT apart
 *  (manipular, quincunx). Lines may be staggered sideways. */
export function checkAcies(u: CbUnit): FormationCheck {
  if (u.kind !== 'legion') return bad('FRM-07', 'only Legions form Acies');
  if (!sameHeading(u)) return bad('FRM-07', 'headings differ');
  const s0 = u.stands[0], d = s0.d;
  const rs = rows(frame(u.stands, s0, s0.h));
  const standGap = u.legionKind === 'manipular' ? DIST.aciesGap : 0;
  let lineGap = DIST.aciesGap;
  for (let k = 0; k < rs.length; k++) {
    if (rs[k].some((p) => p.s.sub !== rs[k][0].s.sub)) return bad('FRM-07', 'a line mixes sub-units');
    if (rs.some((r, j) => j < k && r[0].s.sub === rs[k][0].s.sub)) return bad('FRM-07', 'a sub-unit in two lines');
    if (k > 0) { const g = rs[k - 1][0].fwd - d - rs[k][0].fwd; if (!near(g, DIST.aciesGap)) lineGap = g; }
    for (let i = 1; i < rs[k].length; i++) if (!near(rs[k][i].lat - rs[k][i - 1].lat, JT + standGap)) return bad('FRM-07', 'stand intervals wrong');
  }
  return aciesOk(rs.map((r) => r.length), lineGap, standGap, u.legionKind === 'manipular') ? ok('FRM-07') : bad('FRM-07', 'not 2–3 lines of 5–12 stands ½ JT apart');
}

/** FRM-01: an unformed unit's stands each within 1 JT of another, all linked (spec
 *  §8.4: the proximity graph is connected); facing is free. */
export function checkUnformed(u: CbUnit): FormationCheck {
  return connected(u.stands.map(standPoly), JT) ? ok('FRM-01') : bad('FRM-01', 'stands more than 1 JT apart');
}

/** Items linked when within r edge to edge; true when they form one group. */
export function connectedBy<T>(items: readonly T[], linked: (a: T, b: T) => boolean): boolean {
  if (items.length === 0) return true;
  const seen = [0];
  for (let i = 0; i < seen.length; i++) for (let j = 0; j < items.length; j++) if (!seen.includes(j) && linked(items[seen[i]], items[j])) seen.push(j);
  return seen.length === items.length;
}

const connected = (polys: ReturnType<typeof standPoly>[], r: number) => connectedBy(polys, (a, b) => polysWithin(a, b, r));

/** The unit's stands in its declared formation (Special Troops: no formation, FRM-03). */
export function checkFormation(u: CbUnit): FormationCheck {
  switch (u.formation) {
    case 'line': return checkLine(u);
    case 'wedge': return checkWedge(u);
    case 'column': return checkColumn(u);
    case 'acies': return checkAcies(u);
    case 'unformed': return checkUnformed(u);
    default: return ok('FRM-03');
  }
}

// ---- Command formations (p.28, FRM-20..25) ----

const DIFFICULT: readonly TerrainKind[] = ['denseWood', 'marsh', 'town'];
const unitsLinked = (a: CbUnit, b: CbUnit) => unitsWithin(a, b, JT);

/** FRM-20: troops of one command, each within 1 JT of the group (Orbis, which may
 *  mix commands, is on the missing pages: FRM-24). */
export function checkCommandGroup(units: readonly CbUnit[]): FormationCheck {
  if (units.length < 2) return bad('FRM-20', 'a command formation has several units');
  if (units.some((u) => u.command !== units[0].command)) return bad('FRM-20', 'units of different commands');
  return connectedBy(units, unitsLinked) ? ok('FRM-20') : bad('FRM-20', 'units more than 1 JT apart');
}

/** FRM-21: the group moves or acts collectively only when every unit is controlled
 *  this turn and none is in difficult terrain (dense woods, marshes, towns). */
export function mayActCollectively(units: readonly CbUnit[], terrain: readonly CbTerrain[]): boolean {
  if (!units.every((u) => u.turn.controlled)) return false;
  return !units.some((u) => u.stands.some((s) => terrain.some((t) => DIFFICULT.includes(t.kind) && overlaps(standPoly(s), t.poly))));
}

/** Ranks of a unit in its formation: rows of its stands front to rear. */
function rowsOf(u: CbUnit): Placed[][] {
  const s0 = u.stands[0];
  return rows(frame(u.stands, s0, s0.h));
}

const FORMED_IN_BATTLE_LINE: readonly string[] = ['line', 'wedge', 'acies'];

/** FRM-22 Battle Line: several units of one command in Line, Wedge or Acies, facing
 *  the same way or directly opposite, with unformed units and Special Troops allowed;
 *  at most 4 ranks deep and at least as wide (in stands) as deep. "Continuous" is
 *  read as each unit within 1 JT of the next (spec [INTERP]). */
export function checkBattleLine(units: readonly CbUnit[]): FormationCheck {
  const g = checkCommandGroup(units);
  if (!g.ok) return { ...g, rule: 'FRM-22' };
  const formed = units.filter((u) => u.formation !== 'unformed' && u.kind !== 'special');
  if (formed.length === 0) return bad('FRM-22', 'no formed unit');
  if (formed.some((u) => !FORMED_IN_BATTLE_LINE.includes(u.formation))) return bad('FRM-22', 'a unit is not in Line, Wedge or Acies');
  const h0 = formed[0].stands[0].h;
  if (formed.some((u) => { const dd = normDeg(u.stands[0].h - h0); return dd !== 0 && dd !== 180; })) return bad('FRM-22', 'units face different ways');
  let depth = 0, width = 0;
  for (const u of units) { const rs = rowsOf(u); depth = Math.max(depth, rs.length); width += rs[0].length; }
  if (depth > 4) return bad('FRM-22', 'more than 4 ranks deep');
  return width >= depth ? ok('FRM-22') : bad('FRM-22', 'narrower than deep');
}

/** FRM-23 March Column: several units of one command in Column, all facing the
 *  same way and one behind another on the same file; unformed units and Special
 *  Troops may be part of it. */
export function checkMarchColumn(units: readonly CbUnit[]): FormationCheck {
  const g = checkCommandGroup(units);
  if (!g.ok) return { ...g, rule: 'FRM-23' };
  const formed = units.filter((u) => u.formation !== 'unformed' && u.kind !== 'special');
  if (formed.some((u) => u.formation !== 'column')) return bad('FRM-23', 'a unit is not in Column');
  if (formed.length === 0) return ok('FRM-23');
  const s0 = formed[0].stands[0];
  if (formed.some((u) => u.stands.some((s) => s.h !== s0.h))) return bad('FRM-23', 'columns face different ways');
  // A Legion's Column of several files (FRM-06) joins the file by its middle: the
  // middle of its files on the line the single files follow [INTERP].
  const severalFiles = (u: CbUnit) => u.kind === 'legion' && checkLegionColumn(u).ok;
  const middle = (u: CbUnit) => { const l = frame(u.stands, s0, s0.h).map((p) => p.lat); return roundDiv(Math.min(...l) + Math.max(...l), 2); };
  const axis = severalFiles(formed[0]) ? middle(formed[0]) : 0;
  const onFile = (u: CbUnit) => (severalFiles(u) ? near(middle(u), axis) : frame(u.stands, s0, s0.h).every((p) => near(p.lat, axis)));
  return formed.every(onFile) ? ok('FRM-23') : bad('FRM-23', 'columns are not on one file');
}

/** FRM-25 (p.17): formed troops marching may ignore unformed enemy light troops in
 *  the open, unless those are part of a Battle Line with other troops. */
export function ignorableLight(e: CbUnit, terrain: readonly CbTerrain[], battleLines: readonly (readonly CbUnit[])[]): boolean {
  if (e.formation !== 'unformed' || !troopType(e.type)?.light) return false;
  if (e.stands.some((s) => terrain.some((t) => overlaps(standPoly(s), t.poly)))) return false;
  return !battleLines.some((bl) => bl.some((u) => u.id === e.id) && bl.some((u) => u.id !== e.id) && checkBattleLine(bl).ok);
}
