// An upright counter (ux.md §3: rotated text is unreadable): a side-colour band with the
// type, a middle line, the values row, corner marker badges, a stack's offset edges and
// count, and a bold chevron toward the faced vertex of the hex.
import { BADGE, SIDE_BAND, SIDE_BODY, SIDE_INK, TIRED_BODY } from './colours';
import type { Pt } from './geometry';

export function Badge(p: { x: number; y: number; k: string }) {
  const [bg, fg] = BADGE[p.k] ?? ['#fff', '#000'];
  return (
    <g>
      <circle cx={p.x} cy={p.y} r={6.5} fill={bg} stroke="#000" stroke-width={0.8} />
      <text x={p.x} y={p.y + 3.3} font-size={9} font-weight="bold" text-anchor="middle" fill={fg}>{p.k}</text>
    </g>
  );
}

/** The facing chevron: from the hex's centre (ox, oy) toward corner v, ringed in white so
 *  that it reads at a glance on any terrain. `reach` is the hex's circumradius. */
export function Chevron(p: { ox: number; oy: number; v: Pt; reach: number; tag?: string }) {
  const [vx, vy] = p.v;
  const L = Math.hypot(vx, vy), ux = vx / L, uy = vy / L;
  const k = p.reach / 30;
  const bx = p.ox + ux * 22 * k, by = p.oy + uy * 22 * k, tx = p.ox + ux * 31.5 * k, ty = p.oy + uy * 31.5 * k, s = 7 * k;
  return <path d={`M${tx},${ty}L${bx - uy * s},${by + ux * s}L${bx + uy * s},${by - ux * s}Z`} fill="#111" stroke="#fff" stroke-width={1.4} stroke-linejoin="round" {...{ [`data-${p.tag ?? 'hx'}-facing`]: true }} />;
}

export interface CounterProps {
  x: number; y: number; side: number;
  /** Band text (type code) and what follows it (a numeral). */
  type: string; sub: string;
  /** The middle line (a name, a quality). */
  name: string;
  /** The bottom row, in the printed order. */
  values: string;
  /** The end of the bottom row, in its own ink (and underlined when `mark`): CdB prints an
   *  irregular unit's movement points in red. */
  tail?: { text: string; fill: string; mark?: boolean };
  tired?: boolean;
  badges?: string[];
  /** Counters under this one (drawn as offset edges and counted). */
  extra?: number;
  w?: number;
  /** The faced vertex's corner, relative to the hex centre (hx, hy); none: no chevron. */
  facing?: Pt | null;
  hx?: number; hy?: number; reach?: number;
  /** The system's prefix for its test hooks. */
  tag?: string;
  /** The stack's count is drawn by the caller, in a layer above the neighbours' chevrons. */
  countApart?: boolean;
}

/** How many counters a stack holds, on the bottom-right corner of its top counter. */
export function StackCount(p: { x: number; y: number; w?: number; n: number }) {
  const w = p.w ?? 32, x = p.x + w / 2 + 1.5, y = p.y + w / 2 + 1.5;
  return (
    <g>
      <circle cx={x} cy={y} r={5.8} fill="#111" stroke="#fff" stroke-width={0.8} />
      <text x={x} y={y + 3} font-size={8.5} font-weight="bold" text-anchor="middle" fill="#fff">{p.n}</text>
    </g>
  );
}

export function CounterShape(p: CounterProps) {
  const w = p.w ?? 32, x0 = p.x - w / 2, y0 = p.y - w / 2;
  const long = p.name.length > 7;
  const row = p.values + (p.tail?.text ?? '');
  const band = Math.round(w * 0.34);
  // Marker badges on the corners; the stack count takes the bottom-right one.
  const corners: [number, number][] = [[x0, y0], [x0 + w, y0], [x0, y0 + w], [x0 + w, y0 + w]];
  const more = (p.badges ?? []).length > (p.extra ? 3 : 4);
  const shown = more ? [...(p.badges ?? []).slice(0, p.extra ? 2 : 3), `+${(p.badges ?? []).length - (p.extra ? 2 : 3)}`] : p.badges ?? [];
  return (
    <g>
      {p.extra ? [...Array(Math.min(p.extra, 2))].map((_, i) => (
        <rect x={x0 + 3 * (Math.min(p.extra!, 2) - i)} y={y0 - 3 * (Math.min(p.extra!, 2) - i)} width={w} height={w} rx={3} fill={SIDE_BAND[p.side]} stroke="#222" stroke-width={0.8} />
      )) : null}
      <rect x={x0} y={y0} width={w} height={w} rx={3} fill={p.tired ? TIRED_BODY : SIDE_BODY[p.side]} stroke="#222" stroke-width={1} />
      <path d={`M${x0},${y0 + band}V${y0 + 3}a3,3 0 0 1 3,-3H${x0 + w - 3}a3,3 0 0 1 3,3V${y0 + band}Z`} fill={SIDE_BAND[p.side]} />
      <text x={p.x} y={y0 + band - 2.2} font-size={8.5} font-weight="bold" text-anchor="middle" fill={SIDE_INK[p.side]}>{p.type}{p.sub ? ' ' + p.sub : ''}</text>
      <text x={p.x} y={y0 + w * 0.6} font-size={7} text-anchor="middle" fill="#222" textLength={long ? w - 3 : undefined} lengthAdjust={long ? 'spacingAndGlyphs' : undefined}>{p.name}</text>
      <text x={p.x} y={y0 + w - 2.5} font-size={9.5} font-weight="bold" text-anchor="middle" fill="#000" textLength={row.length > 5 ? w - 2 : undefined} lengthAdjust={row.length > 5 ? 'spacingAndGlyphs' : undefined}>{p.values}{p.tail ? <tspan fill={p.tail.fill} text-decoration={p.tail.mark ? 'underline' : undefined}>{p.tail.text}</tspan> : null}</text>
      {p.facing ? <Chevron ox={p.hx ?? p.x} oy={p.hy ?? p.y} v={p.facing} reach={p.reach ?? 30} tag={p.tag} /> : null}
      {p.extra && !p.countApart ? <StackCount x={p.x} y={p.y} w={w} n={p.extra + 1} /> : null}
      {shown.map((k, i) => <Badge x={corners[i][0]} y={corners[i][1]} k={k} />)}
    </g>
  );
}
