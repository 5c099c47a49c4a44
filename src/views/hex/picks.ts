// What a tap on a hex board selects, for any hex system: the hexes something can act from,
// the actions of the selected hex, the hexes they go to or strike (highlights of the legal
// actions), and the choices the tray offers. The system only says, per action, which hexes
// it starts from and which it reaches; every choice offered comes from `legal`.
import { useEffect, useMemo, useState } from 'preact/hooks';

/** 'hide': a hex where a chosen counter may hide (CdB 14.3.3), drawn dotted apart from the moves. */
export type Mark = 'go' | 'hit' | 'hide';

export interface PickRules<A> {
  /** The hexes an action starts from (a unit's hex); [] for an action of no hex. */
  sources(a: A): number[];
  /** The hexes it reaches and how (a move's end, a target), or null. */
  targets(a: A): [number[], Mark] | null;
  /** Actions offered apart, in the tray's lower row (end of phase, roll, ...). */
  general(a: A): boolean;
  /** Whether a general action of the selected hex is offered with its choices too (Nabis: a leader's activation); default no. */
  alsoOnHex?(a: A): boolean;
}

export function useHexPicks<A>(legal: A[], state: unknown, rules: PickRules<A>) {
  const [sel, setSel] = useState(0);
  const [tgt, setTgt] = useState(0);
  useEffect(() => { setSel(0); setTgt(0); }, [state]);
  const from = useMemo(() => {
    const out: Record<number, boolean> = {};
    for (const a of legal) for (const h of rules.sources(a)) if (h > 0) out[h] = true;
    return out;
  }, [legal, state]);
  const here = useMemo(() => (sel ? legal.filter((a) => rules.sources(a).includes(sel)) : []), [legal, state, sel]);
  const marks = useMemo(() => {
    const out: Record<number, Mark> = {};
    for (const a of here) { const t = rules.targets(a); if (t) for (const h of t[0]) out[h] = t[1]; }
    return out;
  }, [here]);
  // When the selected hex acts on nothing, what can act on it (e.g. shots at an enemy).
  const onIt = useMemo(() => (sel && here.length === 0 ? legal.filter((a) => (rules.targets(a)?.[0] ?? []).includes(sel)) : []), [legal, sel, here]);
  const choices = tgt ? here.filter((a) => (rules.targets(a)?.[0] ?? []).includes(tgt)) : [...here.filter((a) => !rules.targets(a) && (!rules.general(a) || !!rules.alsoOnHex?.(a))), ...onIt];
  const general = legal.filter((a) => rules.general(a));
  const clear = () => { setSel(0); setTgt(0); };
  /** A tap on hex h: a highlighted hex picks the target, the selected hex unselects, any other selects. */
  const tap = (h: number) => {
    if (sel && marks[h]) { setTgt(h === tgt ? 0 : h); return; }
    if (h === sel) { clear(); return; }
    setSel(h); setTgt(0);
  };
  return { sel, tgt, setSel, setTgt, clear, tap, from, here, marks, choices, general };
}
