// The Nabis board: an SVG hex map (flat-topped, even columns half a hex lower) with
// counters, facing pips and markers. A tap on a hex lists the legal actions that
// involve it; the app applies the chosen one. Drawing only: no rules here.
import { useState } from 'preact/hooks';
import type { BoardProps, BoardView } from '../../../app/board-contract';
import type { NAction } from '../actions';
import { COLS, ROWS, col, hexLabel, row } from '../hex';
import { MAP, type NState } from '../state';

const R = 26;               // circumradius in px: legible at 390 px with horizontal scrolling
const HH = R * 0.866;       // half height of a flat-topped hex (sqrt(3)/2, a drawing constant)
const TERRAIN_FILL: Record<string, string> = { clear: '#e9e4d2', city: '#cbb89a', temple: '#d9c27a', tower: '#c9a85a', sanctuary: '#d9c27a' };
const SIDE_FILL = ['#b8412f', '#2f5f8a'];
const SIDE_FILL_TIRED = ['#d9958a', '#8eb0cf'];

const cx = (h: number) => R + 1.5 * R * (col(h) - 1);
const cy = (h: number) => HH + 2 * HH * (row(h) - 1) + (col(h) % 2 === 0 ? HH : 0);
const corner = (k: number): [number, number] => [[R, 0], [R / 2, HH], [-R / 2, HH], [-R, 0], [-R / 2, -HH], [R / 2, -HH]][k] as [number, number];
/** Facing vertex f lies between directions f and f+1 (N=0 clockwise): screen vertex angles 300°+60f. */
const vertex = (f: number): [number, number] => corner((f + 5) % 6);

function hexPath(h: number): string {
  const x = cx(h), y = cy(h);
  return [0, 1, 2, 3, 4, 5].map((k) => { const [dx, dy] = corner(k); return `${k ? 'L' : 'M'}${(x + dx).toFixed(1)},${(y + dy).toFixed(1)}`; }).join('') + 'Z';
}

function involves(s: NState, a: NAction, h: number): boolean {
  const unitIn = (u: number) => s.u[u] && s.u[u].hex === h;
  switch (a.k) {
    case 'face': return unitIn(a.u);
    case 'place': return a.h === h || unitIn(a.u);
    case 'shoot': return a.t === h || a.s.some(unitIn);
    case 'move': return a.to === h || unitIn(a.u);
    case 'lmove': return a.to === h;
    case 'melee': return a.d.includes(h) || a.a.includes(h);
    case 'dfire': return a.t === h || unitIn(a.u);
    case 'advance': return a.to === h || a.from === h;
    case 'retreat': return a.to === h || a.from === h;
    case 'realloc': return a.h === h;
    case 'fire': return a.u.some(unitIn);
    default: return false;
  }
}

function Counter(props: { s: NState; units: number[]; h: number }) {
  const { s, units, h } = props;
  const top = units[0];
  const d = s.ud[top], u = s.u[top];
  const x = cx(h), y = cy(h), w = R * 1.2;
  const v = u.fat ? d.back : d.front;
  const pip = u.f >= 0 ? vertex(u.f) : null;
  return (
    <g>
      <rect x={x - w / 2} y={y - w / 2} width={w} height={w} rx={3} fill={(u.fat ? SIDE_FILL_TIRED : SIDE_FILL)[d.side]} stroke="#222" stroke-width={1} />
      <text x={x} y={y - 3} font-size={9} text-anchor="middle" fill="#fff" font-weight="bold">{d.type}{units.length > 1 ? '×' + units.length : ''}</text>
      <text x={x} y={y + 8} font-size={8.5} text-anchor="middle" fill="#fff">{`${v.sp}${d.canShoot || u.pilum ? '*' : ''}-${v.q}-${v.ma}`}</text>
      {u.dis === 1 && <text x={x - w / 2 + 1} y={y - w / 2 + 8} font-size={8} fill="#ffe14d" font-weight="bold">D</text>}
      {u.dis === 2 && <text x={x - w / 2 + 1} y={y - w / 2 + 8} font-size={8} fill="#ffe14d" font-weight="bold">R</text>}
      {u.rest && <text x={x + w / 2 - 7} y={y - w / 2 + 8} font-size={8} fill="#fff">z</text>}
      {u.ooc && <text x={x + w / 2 - 7} y={y + w / 2 - 2} font-size={8} fill="#fff">×</text>}
      {pip && <circle cx={x + pip[0] * 0.62} cy={y + pip[1] * 0.62} r={3} fill="#111" />}
    </g>
  );
}

function Board(props: BoardProps<NState, NAction>) {
  const { state: s, legal, sys, lang, onAction } = props;
  const [sel, setSel] = useState<number>(0);
  const width = R * (1.5 * COLS + 0.5), height = HH * (2 * ROWS + 1);
  const hexes: number[] = [];
  for (let c = 1; c <= COLS; c++) for (let r = 1; r <= ROWS; r++) hexes.push(c * 100 + r);
  const stacks: Record<number, number[]> = {};
  s.u.forEach((u, i) => { if (!u.elim && u.hex > 0) (stacks[u.hex] ??= []).push(i); });
  for (const h of Object.keys(stacks)) stacks[Number(h)].sort((a, b) => s.u[a].z - s.u[b].z || a - b);
  const marked: Record<number, boolean> = {};
  for (const a of legal) for (const h of hexes) if (!marked[h] && involves(s, a, h)) marked[h] = true;
  const here = sel ? legal.filter((a) => involves(s, a, sel)) : [];
  const general = legal.filter((a) => a.k === 'done' || a.k === 'lead' || a.k === 'resolve');
  const fr = lang === 'fr';
  return (
    <div class="nabis-board">
      <div style={{ overflow: 'auto', maxWidth: '100%', maxHeight: '70vh', WebkitOverflowScrolling: 'touch' }}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={fr ? 'Carte de Sparte' : 'Map of Sparta'}>
          {hexes.map((h) => (
            <path d={hexPath(h)} fill={h === MAP.citadel ? '#8a7560' : TERRAIN_FILL[MAP.terrain[h]] ?? '#eee'} stroke={MAP.level[h] ? '#7a5a2a' : '#b5ad95'} stroke-width={MAP.level[h] ? 2 : 0.8}
              onClick={() => setSel(h === sel ? 0 : h)} />
          ))}
          {hexes.map((h) => (marked[h] ? <path d={hexPath(h)} fill="none" stroke="#2a7a2a" stroke-width={1.5} pointer-events="none" /> : null))}
          {sel ? <path d={hexPath(sel)} fill="none" stroke="#000" stroke-width={2.5} pointer-events="none" /> : null}
          {hexes.map((h) => <text x={cx(h)} y={cy(h) - HH + 7} font-size={6} text-anchor="middle" fill="#776" pointer-events="none">{hexLabel(h)}</text>)}
          {Object.keys(stacks).map((h) => <g pointer-events="none"><Counter s={s} units={stacks[Number(h)]} h={Number(h)} /></g>)}
          {s.l.map((l, i) => (l.st === 'dead' || !l.hex ? null : (
            <g pointer-events="none">
              <circle cx={cx(l.hex) + R * 0.55} cy={cy(l.hex) + HH * 0.55} r={7} fill={l.st === 'wounded' ? '#f0c040' : '#fff'} stroke={SIDE_FILL[s.ld[i].side]} stroke-width={2} />
              <text x={cx(l.hex) + R * 0.55} y={cy(l.hex) + HH * 0.55 + 3} font-size={7} text-anchor="middle">{s.ld[i].name.slice(0, 2)}</text>
            </g>
          )))}
        </svg>
      </div>
      <p>{fr ? `Tour ${s.turn} — PV Rome ${s.vp[0]}, Sparte ${s.vp[1]}` : `Turn ${s.turn} — VP Rome ${s.vp[0]}, Sparta ${s.vp[1]}`}</p>
      {sel ? <p>{hexLabel(sel)}{stacks[sel] ? ': ' + stacks[sel].map((i) => s.ud[i].name).join(', ') : ''}</p> : null}
      <div class="nabis-actions">
        {[...here, ...general].slice(0, 40).map((a) => (
          <button type="button" onClick={() => onAction(a)}>{sys.describeAction(s, a, lang)}</button>
        ))}
      </div>
    </div>
  );
}

export const view: BoardView<NState, NAction> = { Board };
