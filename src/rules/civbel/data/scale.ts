// Units of measure. Every length is an integer number of units on the platform's
// integer plane (src/engine/plane); one javelin throw (JT, one stand frontage) is
// 240 units, so the ½-JT pip, the 15mm stand's ¾-JT depth and the 25mm stand's
// ⅔-JT depth are all whole numbers, and a 45 × 30 JT table (10,800 × 7,200) stays
// well inside the plane's ±20,000 exact range.
import { ours, rb, type Provenance } from './provenance';

/** One javelin throw in plane units (ours: the book measures in JT, p.12–13). */
export const JT = 240;

/** Distances the surviving pages state, in plane units, each with its page. */
export const DIST = {
  /** Javelin range = short range = command reach (p.13, p.19). */
  javelin: JT,
  /** Bow range = 5 JT (p.13). */
  bow: 5 * JT,
  /** Artillery shoots to three times bow range (p.9, p.17). */
  artillery: 15 * JT,
  /** One movement-die pip = ½ JT (p.13). */
  pip: JT / 2,
  /** Command reach, and each link of its chain (p.19). */
  reach: JT,
  /** A detached mounted leader's Move action (p.20): 5 JT, 10 with a double move. */
  leaderMove: 5 * JT,
  /** A leader on foot moves 1 JT (p.20; per Move action, spec A12). */
  footLeaderMove: JT,
  /** Messengers of a mounted / foot General, per turn (p.22). */
  messengerMounted: 10 * JT,
  messengerFoot: 6 * JT,
  /** Pre-arranged signals between leaders within 10 JT who see each other (p.22). */
  signal: 10 * JT,
  /** Gap between Acies lines, and between quincunx stands (p.27, "a! JT" = ½ JT). */
  aciesGap: JT / 2,
} as const;

export const DIST_SOURCES: Record<keyof typeof DIST, Provenance> = {
  javelin: rb(13, 'The Javelin Throw'), bow: rb(13, 'The Javelin Throw'), artillery: rb(9, 'Special Troops: Artillery'),
  pip: rb(13, 'The Javelin Throw'), reach: rb(19, 'Command Points (CPs) and Command Reach'),
  leaderMove: rb(20, 'Command Point Allocation: Move'), footLeaderMove: rb(20, 'Command Point Allocation: Move'),
  messengerMounted: rb(22, 'Orders'), messengerFoot: rb(22, 'Orders'), signal: rb(22, 'Orders'),
  aciesGap: rb(27, 'Unit Formations: Acies', 'the "!" glyph read as ½ (spec G4), confirmed by the 180mm example on p.28'),
};

/** Diameter of a leader's command stand (the book: "smaller and usually circular",
 *  p.19; the size is ours, spec §2.4). */
export const COMMAND_STAND_DIAMETER = JT / 2;
export const COMMAND_STAND_SOURCE = ours('a circle 0.5 JT across (spec §2.4 [PROPOSED]); the book gives no size');

export interface BasingProfile {
  id: '6mm' | '15mm' | '25mm';
  frontageMm: number;
  depthMm: number;
  /** Stand depth in plane units (frontage is always 1 JT). */
  depth: number;
  src: Provenance;
}

/** The recommended stand sizes of p.11 as engine profiles. The millimetres are the
 *  book's; turning them into plane units (depth = JT × depth ÷ frontage) is ours. */
export const BASING: readonly BasingProfile[] = [
  { id: '6mm', frontageMm: 20, depthMm: 20, depth: JT, src: ours('p.11 recommends 20 × 20mm; depth 1 JT') },
  { id: '15mm', frontageMm: 40, depthMm: 30, depth: (JT * 3) / 4, src: ours('p.11 recommends 40 × 30mm; depth ¾ JT') },
  { id: '25mm', frontageMm: 60, depthMm: 40, depth: (JT * 2) / 3, src: ours('p.11 recommends 60 × 40mm; depth ⅔ JT') },
];

export function basing(id: string): BasingProfile | undefined {
  return BASING.find((b) => b.id === id);
}
