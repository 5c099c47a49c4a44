// What must hold of every DBA state (spec §8): the engine's packet fuzz calls this
// after every action (RuleSystem.invariants), and the vitest fuzz uses it too.
import { near, overlaps, polysWithin } from '../../engine/plane';
import { PURSUERS } from './data/troops';
import { cornersOf, edgeContactPoly, f2f, flankL, flankR, flankToFlank, fpOf, onTable, rear } from './geometry';
import type { DbaState, Elem } from './state';
import { onBoard } from './terrain';

/** Same-handed front corners together: the overlap geometry (CC-04, INTERP-36). */
function sameCorner(a: Elem, b: Elem): boolean {
  const A = cornersOf(a), B = cornersOf(b);
  return near(A.FL, B.FL, 1) || near(A.FR, B.FR, 1);
}

/** A contact relation the rules name (spec §8.3): front, flank, rear, corner overlap,
 *  flank to flank. */
function legalRelation(a: Elem, b: Elem): boolean {
  return f2f(a, b) || flankL(a, b) || flankR(a, b) || rear(a, b) || flankL(b, a) || flankR(b, a) || rear(b, a)
    || sameCorner(a, b) || flankToFlank(a, b) !== null;
}

/** DBA PUR-01, INTERP-19: a pursuer goes straight ahead and stops at first contact
 *  without conforming, so it may end with its front against an enemy out of line, or
 *  with a side edge along an enemy edge it slid past; and once it stands there, a
 *  later turn to face (CC-03) may leave it touching a third enemy. The state does not
 *  record who pursued (a new field would change the hash of every recorded game), so
 *  every touch by an element of a pursuing type is exempt: the vitest fuzz used to
 *  exempt the elements seen pursuing, which are always of these types. */
function mayHavePursued(p: Elem): boolean {
  return PURSUERS.has(p.type);
}

/** DBA CC-03 (spec §8.8): turning to face re-poses an element front to front with its
 *  first flank or rear attacker and conforms nothing else, so the turned element may be
 *  left touching another enemy it stood against before (found by the packet fuzz). It
 *  is then in frontal combat with that attacker, which the state shows. */
function turnedToFace(p: Elem, o: Elem, on: Elem[]): boolean {
  return on.some((x) => x.side !== p.side && x.id !== o.id && f2f(p, x));
}

export function invariantErrors(s: DbaState): string[] {
  const out: string[] = [];
  const on = onTable(s);
  for (let i = 0; i < on.length; i++) {
    if (!onBoard(fpOf(on[i]))) out.push(`DBA MOV-02: element ${on[i].id} off the table`);
    for (let j = i + 1; j < on.length; j++) if (overlaps(fpOf(on[i]), fpOf(on[j]))) out.push(`DBA MOV-02: elements ${on[i].id} and ${on[j].id} overlap`);
  }
  // DBA PIP-01: the state keeps the PIPs left, not the roll, so what is checkable is that
  // no move spent more than was rolled (never below 0) and no roll exceeds a die.
  if (!(s.pips >= 0 && s.pips <= 6)) out.push(`DBA PIP-01: ${s.pips} PIPs left, outside 0..6`);
  // DBA CON-02 / CON-04: every edge contact between enemies is a named relation.
  for (const a of on) for (const b of on) {
    if (a.side === b.side || a.id > b.id || !polysWithin(fpOf(a), fpOf(b), 1) || !edgeContactPoly(fpOf(a), fpOf(b))) continue;
    if (legalRelation(a, b) || mayHavePursued(a) || mayHavePursued(b) || turnedToFace(a, b, on) || turnedToFace(b, a, on)) continue;
    out.push(`DBA CON-02: elements ${a.id} and ${b.id} touch without a legal contact`);
  }
  return out;
}
