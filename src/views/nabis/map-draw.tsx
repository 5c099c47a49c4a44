// Drawing the Sparta map (shared by the board and the map editor): geometry, colours and
// the terrain layer, read from a map (the game's own: the placeholder or the players' painting).
import { COLS, ROWS, hexLabel, neighbour } from '../../rules/nabis/hex';
import { hexGeometry } from '../hex/geometry';
import { sideKey, type MapDef } from '../../rules/nabis/data/map-sparta';

// ---- geometry (the shared hex drawing, src/views/hex; at "play" zoom one unit is one CSS pixel)
/** Circumradius 30: a hex is 60 px wide and 52 px tall at play zoom. */
export const GEO = hexGeometry({ orientation: 'flat', shifted: 'even' }, COLS, ROWS, 30);
export const R = GEO.R;
export const HH = R * 0.8660254;    // half height of a flat-topped hex
export const W = GEO.W;
export const H = GEO.H;
export const cx = GEO.cx;
export const cy = GEO.cy;
export const CORNERS = GEO.corners;
/** Facing vertex f lies between directions f and f+1 (N=0 clockwise). */
export const vertex = GEO.vertex;
/** The two corners of the hexside in direction d (0 N … 5 NW). */
export const edge = GEO.edge;
export const hexPath = GEO.hexPath;

// ---- colours (the shared ones, and the Sparta map's own)
export { SIDE_BAND, SIDE_INK, SIDE_BODY, TIRED_BODY, GO, HIT, BADGE } from '../hex/colours';
export const TERRAIN_FILL: Record<string, string> = { clear: '#ece6cf', city: '#cdb99a', citadel: '#8c7358', tower: '#b88f4d', temple: '#e1c873', sanctuary: '#c6d58a' };
export const RIVER = '#1f78c8';
export const WALL = '#3b2a1a';
export const PATH = '#7d5a2e';
export const HILL = '#8b5a2b';

export const DISTRICT_NAME: Record<string, string> = { pitane: 'Pitane', limnai: 'Limnai', mesoa: 'Mesoa', kynosoura: 'Kynosoura' };

/** The map's terrain, hexsides, labels and fixed places, drawn from a map (the game's own). */
export function Terrain(props: { m: MapDef }) {
  const MAP = props.m;
  const hexes: number[] = [];
  for (let c = 1; c <= COLS; c++) for (let r = 1; r <= ROWS; r++) hexes.push(c * 100 + r);
  const sides: preact.JSX.Element[] = [];
  for (const h of hexes) {
    for (let d = 0; d < 6; d++) {
      const n = neighbour(h, d);
      if (n < 0 || n < h) continue;
      const k = sideKey(h, n);
      const [[x1, y1], [x2, y2]] = edge(d);
      const X = cx(h), Y = cy(h);
      if (MAP.river[k]) sides.push(<line x1={X + x1} y1={Y + y1} x2={X + x2} y2={Y + y2} stroke={RIVER} stroke-width={6} stroke-linecap="round" />);
      if (MAP.fortInside[k]) {
        // The wall is drawn just inside the town hex.
        const inside = MAP.fortInside[k];
        const ix = cx(inside), iy = cy(inside);
        const f = 0.9;
        const p = (x: number, y: number) => [X + x + (ix - X - x) * (1 - f), Y + y + (iy - Y - y) * (1 - f)];
        const [a1, b1] = p(x1, y1), [a2, b2] = p(x2, y2);
        sides.push(<line x1={a1} y1={b1} x2={a2} y2={b2} stroke={WALL} stroke-width={4} stroke-linecap="square" />);
      }
      if (MAP.district[h] && MAP.district[n] && MAP.district[h] !== MAP.district[n]) sides.push(<line x1={X + x1} y1={Y + y1} x2={X + x2} y2={Y + y2} stroke={WALL} stroke-width={1.5} stroke-dasharray="2 3" />);
      if (MAP.pathLink[k]) sides.push(<line x1={X} y1={Y} x2={cx(n)} y2={cy(n)} stroke={PATH} stroke-width={2.5} stroke-dasharray="5 4" />);
    }
  }
  const fill = (h: number) => (h === MAP.citadel ? TERRAIN_FILL.citadel : TERRAIN_FILL[MAP.terrain[h]] ?? TERRAIN_FILL.clear);
  // A label for each district (at its middle hex) and for each named place.
  const names: [number, string][] = [];
  const byDistrict: Record<string, number[]> = {};
  for (const h of hexes) if (MAP.district[h]) (byDistrict[MAP.district[h]] ??= []).push(h);
  for (const [d, hs] of Object.entries(byDistrict)) {
    const mx = hs.reduce((a, h) => a + cx(h), 0) / hs.length, my = hs.reduce((a, h) => a + cy(h), 0) / hs.length;
    const best = hs.reduce((b, h) => (Math.hypot(cx(h) - mx, cy(h) - my) < Math.hypot(cx(b) - mx, cy(b) - my) ? h : b), hs[0]);
    names.push([best, DISTRICT_NAME[d] ?? d]);
  }
  return (
    <g pointer-events="none">
      {hexes.map((h) => <path d={hexPath(h)} fill={fill(h)} stroke="#a99f86" stroke-width={0.8} data-terrain-hex={hexLabel(h)} data-terrain={MAP.terrain[h] ?? 'clear'} data-level={MAP.level[h] || undefined} />)}
      {hexes.filter((h) => MAP.level[h]).map((h) => <path d={hexPath(h, 0.8)} fill="none" stroke={HILL} stroke-width={2.5} stroke-dasharray="3 2.5" />)}
      {/* Levels above the first are numbered (a painted map may have them). */}
      {hexes.filter((h) => (MAP.level[h] ?? 0) > 1).map((h) => <text x={cx(h) + R * 0.45} y={cy(h) - HH * 0.35} font-size={9} font-weight="bold" text-anchor="middle" fill={HILL}>{MAP.level[h]}</text>)}
      {sides}
      {hexes.map((h) => <text x={cx(h)} y={cy(h) - HH + 8.5} font-size={7.5} text-anchor="middle" fill="#5e5444">{hexLabel(h)}</text>)}
      {names.map(([h, n]) => <text x={cx(h)} y={cy(h) + HH - 4} font-size={8} font-style="italic" text-anchor="middle" fill="#3b2a1a">{n}</text>)}
    </g>
  );
}

