// A base (element, stand) drawn at its true pose: a rectangle of frontage w and depth d
// whose front-edge midpoint is the pose, a dark band and a notch on the front edge, an
// optional ring (selected, last result, in contact, has orders) and a label that reads
// upright whatever the table's rotation. The system chooses colours and words.
import type { ComponentChildren } from 'preact';
import { rad, upright, type Pose } from './geometry';

export interface StandLook {
  fill: string;
  text: string;
  /** Label: `main` (type) over `sub` (number) when the base is deep enough, else
   *  `compact` on one line (or `main` alone). */
  main: string;
  sub?: string;
  compact?: string;
}

export interface StandProps {
  w: number;
  d: number;
  p: Pose;
  look: StandLook;
  /** Table units per screen pixel, the table's screen rotation, the table depth, label size. */
  px: number;
  R: number;
  H: number;
  font: number;
  tag: string;
  id: number | string;
  ghost?: boolean;
  /** A ghost the rules refuse. */
  bad?: boolean;
  ring?: { colour: string; dashed: boolean } | null;
  /** Extra marks drawn in the base's frame (origin at the front-edge midpoint, +x forward). */
  children?: ComponentChildren;
  /** Draw no label (a crowded unit names itself once). */
  quiet?: boolean;
}

export function Stand(props: StandProps) {
  const { w, d, p, px, R, look, tag } = props;
  const sy = (y: number) => props.H - y;
  // Local frame: origin at the front-edge midpoint, +x forward, +y to the base's right on screen.
  const tf = `translate(${p.x} ${sy(p.y)}) rotate(${-p.h})`;
  const band = Math.min(d * 0.22, 4 * px);
  const back = (d + band) / 2;
  const cx = p.x - Math.cos(rad(p.h)) * back, cy = p.y - Math.sin(rad(p.h)) * back;
  // Two lines (type, number) when the base is deep enough on screen, else one.
  const twoLines = look.sub !== undefined && d - band >= props.font * 1.9;
  const oneLine = !twoLines && look.compact !== undefined ? look.compact : null;
  // Text runs along the front edge when that is near horizontal on screen; otherwise it
  // stays horizontal (never sideways or upside down), overflowing a narrow base on its halo.
  const along = upright(90 - p.h + R);
  const a = (Math.abs(along) <= 45 ? along : 0) - R;
  const ring = props.ring;
  const data = props.ghost
    ? { 'data-ghost': 'base', 'data-ghost-el': props.id }
    : { 'data-el': props.id };
  return (
    <g class={props.ghost ? `tv-ghost ${tag}-ghost` : `tv-el ${tag}-el`} {...data} data-pose={`${Math.round(p.x)},${Math.round(p.y)},${p.h}`} pointer-events="none">
      <g transform={tf}>
        {ring ? <rect x={-d - 5 * px} y={-w / 2 - 5 * px} width={d + 10 * px} height={w + 10 * px} fill="none" stroke={ring.colour} stroke-width={(ring.dashed ? 2.5 : 3.5) * px} stroke-dasharray={ring.dashed ? `${5 * px} ${3 * px}` : undefined} rx={3 * px} /> : null}
        {props.ghost ? <rect x={-d} y={-w / 2} width={d} height={w} fill="none" stroke={props.bad ? '#D55E00' : '#fff'} stroke-width={(props.bad ? 6 : 4) * px} /> : null}
        <rect {...{ [`data-${tag}-base`]: props.ghost ? undefined : props.id }} x={-d} y={-w / 2} width={d} height={w} fill={look.fill} fill-opacity={props.ghost ? 0.55 : 1}
          stroke="#111" stroke-width={(props.ghost ? 2 : 1) * px} stroke-dasharray={props.ghost ? `${5 * px} ${3 * px}` : undefined} />
        {/* Front edge: a dark band and a notch pointing forward. */}
        <rect x={-band} y={-w / 2} width={band} height={w} fill="#111" opacity={props.ghost ? 0.6 : 1} />
        <path d={`M 0 ${-Math.min(w * 0.12, 6 * px)} L ${Math.min(w * 0.1, 5 * px)} 0 L 0 ${Math.min(w * 0.12, 6 * px)} Z`} fill="#111" opacity={props.ghost ? 0.6 : 1} />
        {props.children}
      </g>
      {props.quiet ? null : (
        <g transform={`translate(${cx} ${sy(cy)}) rotate(${a})`} opacity={props.ghost ? 0.75 : 1}>
          <text class={`tv-elabel ${tag}-elabel`} y={twoLines ? -0.1 * props.font : 0.36 * props.font} font-size={oneLine ? props.font * 0.9 : props.font} fill={look.text} stroke={look.fill} stroke-width={2.5 * px}>{oneLine ?? look.main}</text>
          {twoLines ? <text class={`tv-elabel ${tag}-elabel`} y={0.78 * props.font} font-size={props.font * 0.62} fill={look.text}>{look.sub}</text> : null}
        </g>
      )}
    </g>
  );
}
