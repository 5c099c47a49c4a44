// Facts derived from the state a decision is taken in. legalActions and the bot try
// hundreds of actions on scratch copies of one state, and every single-element move
// first asks the same questions of its unchanged copy (is the mover in close combat,
// whose zones of control hold it where it stands). While one such decision runs, the
// answers are remembered with its state, and a scratch copy reuses them as long as
// everything they read is still as in that state (checked in full at each use: a copy
// some earlier step of an action has changed is answered afresh). Answers are computed
// on the decision's own state, which nothing changes (states are values), so what is
// remembered never refers to a copy that is later changed. Outside a decision (apply,
// replay, tests) nothing is remembered.
import type { Camp, DbaState, Elem } from './state';

interface Decision { src: DbaState; facts: Map<string, unknown> }

let current: Decision | null = null;
/** Scratch copy → the decision state it was copied from (set by dba.check). */
const copies = new WeakMap<DbaState, DbaState>();

/** Runs f with facts about s remembered for its duration (nested calls on s share them). */
export function deciding<T>(s: DbaState, f: () => T): T {
  const prev = current;
  if (prev !== null && prev.src === s) return f();
  current = { src: s, facts: new Map() };
  try {
    return f();
  } finally {
    current = prev;
  }
}

/** Notes that t was just copied from s, for a trial application. */
export function copiedFrom(t: DbaState, s: DbaState): void {
  if (current !== null && current.src === s) copies.set(t, s);
}

const sameElem = (a: Elem, b: Elem): boolean =>
  a.id === b.id && a.side === b.side && a.status === b.status && a.x === b.x && a.y === b.y && a.h === b.h && a.w === b.w && a.d === b.d
  && a.type === b.type && a.base === b.base && a.where === b.where && a.follower === b.follower;

const sameCamp = (a: Camp | null, b: Camp | null): boolean =>
  a === b || (a !== null && b !== null && a.owner === b.owner && a.x === b.x && a.y === b.y && a.h === b.h && a.l === b.l && a.dp === b.dp
    && a.controller === b.controller && a.everTaken === b.everTaken);

/** Everything the remembered facts read (element geometry and kind, camps, the BUA,
 *  terrain and options) is as in the decision's state. */
function unchanged(t: DbaState, src: DbaState): boolean {
  if (t.terrain !== src.terrain || t.opt !== src.opt || t.els.length !== src.els.length) return false;
  for (let i = 0; i < t.els.length; i++) if (!sameElem(t.els[i], src.els[i])) return false;
  if (!sameCamp(t.camps[0], src.camps[0]) || !sameCamp(t.camps[1], src.camps[1])) return false;
  const a = t.bua, b = src.bua;
  if (a === b) return true;
  return a !== null && b !== null && a.owner === b.owner && a.controller === b.controller && a.denizens === b.denizens && a.sacker === b.sacker && a.survivors === b.survivors;
}

/** make(src, self) for element e of state s: computed on the decision's state (with its
 *  own copy of e) and remembered under key, when s is that state or an unchanged copy
 *  of it and e is one of its elements as it stands; otherwise make(s, e). make must be
 *  a pure function of the geometry, kinds and places that `unchanged` compares, and its
 *  result is only read. */
export function aboutElem<T>(s: DbaState, e: Elem, key: string, make: (s: DbaState, e: Elem) => T): T {
  const c = current;
  if (c === null) return make(s, e);
  const i = s.els.indexOf(e);
  if (i < 0) return make(s, e);
  if (s !== c.src && (copies.get(s) !== c.src || !unchanged(s, c.src))) return make(s, e);
  const k = key + e.id;
  if (c.facts.has(k)) return c.facts.get(k) as T;
  const v = make(c.src, c.src.els[i]);
  c.facts.set(k, v);
  return v;
}
