// Measuring on the table: with the tape on, a tap sets one end and a second tap the
// other; the distance is shown in the system's words (DBA paces, javelin throws). The
// tape only reads the table: it never touches the game.
import { useState } from 'preact/hooks';
import type { Lang } from '../../engine/contract';
import type { TableFrame } from './frame';

type Pt = { x: number; y: number };

export function useMeasure() {
  const [on, setOn] = useState(false);
  const [ends, setEnds] = useState<Pt[]>([]);
  /** A tap while measuring: the next end (a third tap starts again). */
  const tap = (p: Pt) => setEnds((e) => (e.length >= 2 ? [p] : [...e, p]));
  const toggle = () => { setOn(!on); setEnds([]); };
  const length = ends.length === 2 ? Math.hypot(ends[1].x - ends[0].x, ends[1].y - ends[0].y) : null;
  return { on, ends, tap, toggle, length };
}

export type Measure = ReturnType<typeof useMeasure>;

/** The tape on the table: its ends and the distance between them. */
export function MeasureLayer(props: { m: Measure; frame: TableFrame; R: number; text: (units: number) => string; tag: string }) {
  const { m, frame } = props;
  const px = frame.px, sy = frame.sy;
  if (!m.on || m.ends.length === 0) return null;
  const [a, b] = m.ends;
  const mid = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
  return (
    <g pointer-events="none" {...{ [`data-${props.tag}-measure`]: m.length === null ? '' : Math.round(m.length) }}>
      {b ? <line x1={a.x} y1={sy(a.y)} x2={b.x} y2={sy(b.y)} stroke="#fff" stroke-width={5 * px} stroke-linecap="round" /> : null}
      {b ? <line x1={a.x} y1={sy(a.y)} x2={b.x} y2={sy(b.y)} stroke="#000" stroke-width={2 * px} stroke-dasharray={`${6 * px} ${4 * px}`} /> : null}
      {m.ends.map((p) => <circle cx={p.x} cy={sy(p.y)} r={5 * px} fill="#000" stroke="#fff" stroke-width={2 * px} />)}
      {m.length !== null ? (
        <text class={`tv-tlabel ${props.tag}-tlabel`} x={mid.x} y={sy(mid.y) - 14 * px} font-size={14 * px} stroke-width={4 * px} font-weight={700} font-style="normal"
          transform={`rotate(${-props.R} ${mid.x} ${sy(mid.y) - 14 * px})`}>{props.text(m.length)}</text>
      ) : null}
    </g>
  );
}

/** The tape's switch (pressed while measuring; the help under the table says what to do). */
export function MeasureButton(props: { m: Measure; lang: Lang; tag: string }) {
  const fr = props.lang === 'fr';
  return (
    <button type="button" class={`btn tv-measure ${props.tag}-measure`} aria-pressed={props.m.on} onClick={props.m.toggle} {...{ [`data-${props.tag}-measure-toggle`]: '' }}>
      {fr ? 'Mesurer' : 'Measure'}
    </button>
  );
}
