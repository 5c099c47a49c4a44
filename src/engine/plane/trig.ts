// Rotation by a shipped table, never by the built-in sine and cosine: V8 and JavaScriptCore may
// round transcendental functions differently, and one unit of difference breaks replay.
// Headings are integer degrees, counter-clockwise, 0 = +x (east), 90 = +y (north).

/** sin(d°) × TRIG_SCALE for d = 0..90, rounded to nearest (generated once offline). */
export const TRIG_SCALE = 1_000_000;
const SIN_0_90: readonly number[] = [
  0, 17452, 34899, 52336, 69756, 87156, 104528, 121869, 139173, 156434, 173648, 190809, 207912, 224951, 241922,
  258819, 275637, 292372, 309017, 325568, 342020, 358368, 374607, 390731, 406737, 422618, 438371, 453990, 469472,
  484810, 500000, 515038, 529919, 544639, 559193, 573576, 587785, 601815, 615661, 629320, 642788, 656059, 669131,
  681998, 694658, 707107, 719340, 731354, 743145, 754710, 766044, 777146, 788011, 798636, 809017, 819152, 829038,
  838671, 848048, 857167, 866025, 874620, 882948, 891007, 898794, 906308, 913545, 920505, 927184, 933580, 939693,
  945519, 951057, 956305, 961262, 965926, 970296, 974370, 978148, 981627, 984808, 987688, 990268, 992546, 994522,
  996195, 997564, 998630, 999391, 999848, 1000000,
];

/** Any integer heading brought into 0..359. */
export function normDeg(d: number): number {
  const r = d % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
}

/** sin(d°) × TRIG_SCALE, exact by symmetry of the quarter table. */
export function sinS(d: number): number {
  const a = normDeg(d);
  if (a <= 90) return SIN_0_90[a];
  if (a <= 180) return SIN_0_90[180 - a];
  if (a <= 270) return -SIN_0_90[a - 180];
  return -SIN_0_90[360 - a];
}

export function cosS(d: number): number {
  return sinS(d + 90);
}

/** Smallest signed difference b − a in degrees, in (−180, 180]. */
export function deltaDeg(a: number, b: number): number {
  const d = normDeg(b - a);
  return d > 180 ? d - 360 : d;
}
