// What must hold of every DBA state (spec §8): the engine's packet fuzz calls this
// after every action (RuleSystem.invariants), and the vitest fuzz uses it too.
import { overlaps, polysWithin } from '../../engine/plane';
import { PURSUERS } from './data/troops';
import { edgeContactPoly, f2f, fpOf, frontTouches, namedContact, onTable } from './geometry';
import type { DbaState, Elem } from './state';
import { onBoard } from './terrain';

/** Outcome moves and turns to face conform nothing (DBA PUR-01 with INTERP-19: a
 *  pursuer stops at first contact; FLE-02: a fleeing element stops where it cannot go
 *  on; REC-01: a recoil goes straight back; CC-03: the turn re-poses the element
 *  against its attacker only), nor can a mover across a gap of less than 1 BW between
 *  enemies (CON-03), so they may leave an element touching an enemy in no named relation. Games naming option pur01 record each such touch with both poses
 *  (s.unconformed, noteTouches), and exactly those are exempt while neither element
 *  has moved. Games recorded before pur01 carry no record (one would change their
 *  hashes), so there the older, broader exemptions stay: every touch by a pursuing
 *  type (Kn, SCh, Wb, Hd), and a touch by an element front to front with another
 *  enemy (as a turn to face leaves it) in which neither front edge lies along the other. */
function recorded(s: DbaState, a: Elem, b: Elem): boolean {
  const same = (e: Elem, r: number[], i: number) => r[i] === e.id && r[i + 1] === e.x && r[i + 2] === e.y && r[i + 3] === e.h;
  return s.unconformed!.some((r) => (same(a, r, 0) && same(b, r, 4)) || (same(b, r, 0) && same(a, r, 4)));
}

function legacyExempt(a: Elem, b: Elem, on: Elem[]): boolean {
  return PURSUERS.has(a.type) || PURSUERS.has(b.type) || turnedToFace(a, b, on) || turnedToFace(b, a, on);
}

function turnedToFace(p: Elem, o: Elem, on: Elem[]): boolean {
  return !frontTouches(p, o) && !frontTouches(o, p) && on.some((x) => x.side !== p.side && x.id !== o.id && f2f(p, x));
}

/** DBA GAR-02, INTERP-41, PUR-02: an element in a camp or BUA stands where the rules
 *  place it (centred in the camp or BUA, keeping its heading), and contact with it is
 *  contact with the camp or BUA (CON-05, §8.7), not between bases. So a base in a camp
 *  or BUA may touch an enemy base in any way (packet fuzz seed 64: a Cv taking an empty
 *  camp ends against the rear of a Sp standing by it). */
const housed = (e: Elem): boolean => e.where !== '';

/** Option rec02 "pushed" (the reading of games recorded before it; its help says so): a
 *  friend grazed at an oblique heading was pushed back by what was left of the recoil, and
 *  could end overlapping the recoiler by the graze. Such an overlap between friends, no
 *  deeper than GRAZE paces, is that reading and not a defect (packet fuzz seed 996: a
 *  Sp recoiling beside its Ps, 2 paces). Any deeper overlap, or any under "met", is one. */
const GRAZE = 3;
const STEPS: readonly [number, number][] = [[GRAZE, 0], [2, 2], [0, GRAZE], [-2, 2], [-GRAZE, 0], [-2, -2], [0, -GRAZE], [2, -2]];
function grazedOnly(s: DbaState, a: Elem, b: Elem): boolean {
  if (s.opt.rec02 !== 'pushed' || a.side !== b.side) return false;
  const fa = fpOf(a), fb = fpOf(b);
  return STEPS.some(([dx, dy]) => !overlaps(fa, fb.map((p) => ({ x: p.x + dx, y: p.y + dy }))));
}

export function invariantErrors(s: DbaState): string[] {
  const out: string[] = [];
  const on = onTable(s);
  for (let i = 0; i < on.length; i++) {
    if (!onBoard(fpOf(on[i]))) out.push(`DBA MOV-02: element ${on[i].id} off the table`);
    for (let j = i + 1; j < on.length; j++) if (overlaps(fpOf(on[i]), fpOf(on[j])) && !grazedOnly(s, on[i], on[j])) out.push(`DBA MOV-02: elements ${on[i].id} and ${on[j].id} overlap`);
  }
  // DBA PIP-01: the state keeps the PIPs left, not the roll, so what is checkable is that
  // no move spent more than was rolled (never below 0) and no roll exceeds a die.
  if (!(s.pips >= 0 && s.pips <= 6)) out.push(`DBA PIP-01: ${s.pips} PIPs left, outside 0..6`);
  // DBA CON-02 / CON-04: every edge contact between enemies is a named relation.
  for (const a of on) for (const b of on) {
    if (a.side === b.side || a.id > b.id || !polysWithin(fpOf(a), fpOf(b), 1) || !edgeContactPoly(fpOf(a), fpOf(b))) continue;
    // Either way round: flank to flank is judged from one element's flank, so the shorter
    // flank lying along the longer one is named only from the shorter's side.
    if (namedContact(a, b) || namedContact(b, a) || housed(a) || housed(b) || (s.unconformed ? recorded(s, a, b) : legacyExempt(a, b, on))) continue;
    out.push(`DBA CON-02: elements ${a.id} and ${b.id} touch without a legal contact`);
  }
  return out;
}
