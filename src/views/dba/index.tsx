// The DBA table view: an SVG tabletop in paces (the state's integer geometry),
// drawn with floats only for display. Tap an element to see what it may do; a
// ghost shows where an action would put it; a second tap confirms. No rules here:
// the view calls onAction with actions from `legal`, and previews an action only
// by applying it to a copy with dice that refuse to roll.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps, BoardView } from '../../app/board-contract';
import { Slide } from '../../app/motion';
import type { LogEvent } from '../../engine/contract';
import type { Dice } from '../../engine/draws';
import type { Lang, Seat } from '../../engine/contract';
import { refusalWords } from '../../engine/refusal-words';
import type { Poly } from '../../engine/plane';
import type { DbaAction } from '../../rules/dba/actions';
import { campAt } from '../../rules/dba/setup';
import { ARMY_LISTS } from '../../rules/dba/data/armies';
import { campPoly } from '../../rules/dba/camp';
import { GOING, TER, type AreaKind, type FeatureKind } from '../../rules/dba/data/terrain';
import { fpOf, inCloseCombat, onTable } from '../../rules/dba/geometry';
import { allowance, contactPose, groupPoses, maxCornerShift } from '../../rules/dba/movement';
import { dirN, footprint, hull } from '../../engine/plane';
import { beachPoly, crest, featurePoly, isArea } from '../../rules/dba/terrain';
import type { Camp, DbaState, Elem, Feature } from '../../rules/dba/state';
import { losses } from '../../rules/dba/victory';
import { PHASE, SIDE_COLOUR, TERRAIN_NAME, EDGE_NAME, actionLabel, concerns, elName, hasDestination, tr } from './labels';
import { describeEvent } from '../../rules/dba/describe';

/** The events that close a fight or shot, repeated beside the table. */
const OUTCOME_EVENTS = new Set(['combat', 'shoot', 'outcome', 'destroyed', 'recoil', 'flee', 'pursue', 'lost']);
const capFirst = (x: string) => (x ? x[0].toLocaleUpperCase() + x.slice(1) : x);
import { DBA_CSS } from './style';
import { TABLE_CSS } from '../table/style';
import { distTo, finePointer, flipper, NO_DICE, normHeading, rad, samePose, upright, type Pose } from '../table/geometry';
import { TableBox, useTableFrame, ZoomBar } from '../table/frame';
import { Stand } from '../table/stand';
import { ConfirmBar, DragHelp, Manipulator, usePoseDrag, type DragStep } from '../table/manipulate';
import { FightCard, fightsOf } from './combat';
import { ArmiesSetup, armyName } from './armies';
import { decision } from './decision';

const B = TER.board;
/** Margin around the table in paces, for the edge labels. */
const M = 120;
const SIDE_FILL = ['#0072B2', '#E69F00'];
const SIDE_TEXT = ['#ffffff', '#000000'];
const SIDE_SOFT = ['rgba(0,114,178,0.22)', 'rgba(230,159,0,0.28)'];
const TABLE = '#dfe3c4';
const FILL: Record<string, string> = {
  GentleHill: '#cdb98a', SteepHill: '#a9875a', Woods: '#6f9a5b', Marsh: '#9cc3b3', Rough: '#c2b294', Dunes: '#ecd9a0', Oasis: '#86b46e',
  BUA: '#b9a89f', Waterway: '#5b93c9', River: '#79afe0', Road: '#d9c49a', Beach: '#eadbb0',
};
/** Screen rotation (degrees, clockwise) that puts base edge e at the bottom. */
const ROT = [0, 90, 180, -90];
const ZOOMS = [1, 2.5, 5];

type Ghost = { e: Elem; p: Pose; from: Pose | null };
type Preview = { ghosts: Ghost[]; camps: Camp[]; terrain: Feature[]; edge: number; pips: number | null };


const { sy, pts } = flipper(B);

/** Dice that always show 6: only to read what a move that rolls costs in PIPs. */
const SIXES: Dice = { roll: () => 6, d6: () => 6, d10: () => 9 };

/** " · costs 2 PIPs" when the previewed action spends PIPs (the confirm bar and the armed button). */
function costWords(s: DbaState, pv: Preview | null, fr: boolean): string {
  if (!pv || pv.pips === null) return '';
  const n = s.pips - pv.pips;
  return fr ? ` · coûte ${n} PIP` : ` · costs ${n} PIP${n > 1 ? 's' : ''}`;
}

/** A move dragged on the table, in words: how far its farthest corner goes, its new heading, its waypoint. */
function draggedMoveWords(s: DbaState, m: Extract<DbaAction, { k: 'move' }>, fr: boolean): string {
  const e = s.els.find((x) => x.id === m.id);
  const used = e ? Math.round(Math.sqrt(maxCornerShift(e, m))) : 0;
  return (fr ? `${elName(e, m.id)} : déplacement de ${used} p` : `${elName(e, m.id)}: move ${used} p`)
    + (e && m.h !== e.h ? (fr ? `, cap ${m.h}°` : `, heading ${m.h}°`) : '')
    + (m.via ? (fr ? ', par un point de passage' : ', through a waypoint') : '');
}

/** What an action would change, for the ghost: applied to a copy, dice refused;
 *  falls back to the action's own destination when the rules would roll. */
function preview(sys: BoardProps<DbaState, DbaAction>['sys'], s: DbaState, a: DbaAction): Preview {
  const out: Preview = { ghosts: [], camps: [], terrain: [], edge: -1, pips: null };
  const byId = (id: number) => s.els.find((e) => e.id === id);
  let next: DbaState | null = null;
  if (a.k !== 'edge') {
    try { next = sys.apply(s, s.active, a, { dice: NO_DICE, log() {} }); } catch { next = null; }
  }
  if (next) {
    for (const n of next.els) {
      const o = byId(n.id);
      if (!o || n.status !== 'on') continue;
      if (o.status !== 'on' || !samePose(o, n)) out.ghosts.push({ e: n, p: { x: n.x, y: n.y, h: n.h }, from: o.status === 'on' ? { x: o.x, y: o.y, h: o.h } : null });
    }
    next.camps.forEach((c, i) => { if (c && !s.camps[i]) out.camps.push(c); });
    if (s.terrain.length === 0) out.terrain = next.terrain;
    if (next.pips < s.pips && next.phase === s.phase) out.pips = next.pips;
    return out;
  }
  // The rules roll (a river test, RIV-02): the PIPs are paid before the die (PIP-02), so the
  // cost read with any dice is the cost, and the confirm bar can say it.
  if (a.k !== 'edge') {
    try {
      const paid = sys.apply(s, s.active, a, { dice: SIXES, log() {} });
      if (paid.pips < s.pips && paid.phase === s.phase) out.pips = paid.pips;
    } catch { /* no cost shown */ }
  }
  const e = 'id' in a ? byId(a.id) : undefined;
  switch (a.k) {
    case 'deploy': if (e) out.ghosts.push({ e, p: { x: a.x, y: a.y, h: a.h }, from: null }); break;
    case 'move': if (e) out.ghosts.push({ e, p: { x: a.x, y: a.y, h: a.h }, from: e.status === 'on' ? e : null }); break;
    case 'contact': { const t = byId(a.target); if (e && t) out.ghosts.push({ e, p: contactPose(e, t, a.kind), from: e }); break; }
    case 'group': {
      // The rules roll (a river test, a pursuit): show where the group would go.
      const els = a.ids.map(byId).filter((x): x is Elem => !!x && x.status === 'on');
      if (els.length === a.ids.length) {
        try { groupPoses(els, a.dist, a.wheel, s.opt.mov04 === 'head', s.opt.mov04line === 'fronts').forEach((p, i) => out.ghosts.push({ e: els[i], p, from: els[i] })); } catch { /* no ghost */ }
      }
      break;
    }
    case 'reform': a.ids.forEach((id, i) => { const m = byId(id); if (m && a.at[i]) out.ghosts.push({ e: m, p: a.at[i], from: m }); }); break;
    // The rules roll (a river test): MOV-07d's three legs, the same for every member.
    case 'shift': a.ids.forEach((id) => {
      const m = byId(id);
      if (!m) return;
      const f = dirN(m.h, a.dist + a.then), side = dirN(a.shift > 0 ? m.h - 90 : m.h + 90, Math.abs(a.shift));
      out.ghosts.push({ e: m, p: { x: m.x + f.x + side.x, y: m.y + f.y + side.y, h: m.h }, from: m });
    }); break;
    // A column following a straight road (the candidates' follow): each member goes straight on.
    case 'follow': if (a.turn === 0) a.ids.forEach((id) => { const m = byId(id); if (m) { const f = dirN(m.h, a.dist + a.then); out.ghosts.push({ e: m, p: { x: m.x + f.x, y: m.y + f.y, h: m.h }, from: m }); } }); break;
    case 'land': a.at.forEach((p, i) => { const l = byId(s.landing[s.active][i]); if (l) out.ghosts.push({ e: l, p, from: null }); }); break;
    case 'camp': out.camps.push(campAt(s, s.active, a.pos)); break;
    case 'terrain': out.terrain = a.f.map((f) => ({ kind: f.kind, compulsory: f.compulsory, p: f.p })); break;
    case 'edge': out.edge = a.pref; break;
  }
  return out;
}

function zone(s: DbaState, seat: Seat): Poly | null {
  const e = s.edge[seat];
  if (e < 0) return null;
  const shore = s.terrain.find((f) => f.kind === 'Waterway' && f.p[0] === e)?.p[1] ?? 0;
  const a = shore, b = shore + 600, lo = 300, hi = B - 300;
  const r = (x0: number, y0: number, x1: number, y1: number): Poly => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
  return [r(lo, a, hi, b), r(B - b, lo, B - a, hi), r(lo, B - b, hi, B - a), r(a, lo, b, hi)][e];
}

// ---- drawing

/** Where no element stands: a spot (x, y) for a label of half sizes (hx, hy) in table
 *  units, tried first at (x, y), then moved along `along` (for rivers and roads) or around
 *  it (areas) until no element's footprint touches it; the first spot if none is free. */
function clearSpot(x: number, y: number, hx: number, hy: number, els: Elem[], steps: { x: number; y: number }[]): { x: number; y: number } {
  const free = (p: { x: number; y: number }) => els.every((e) => {
    const r = Math.max(e.w, e.d) * 0.75; // the base's half-diagonal, and a little more
    const cx = e.x - Math.cos(rad(e.h)) * e.d / 2, cy = e.y - Math.sin(rad(e.h)) * e.d / 2;
    return Math.abs(cx - p.x) > hx + r || Math.abs(cy - p.y) > hy + r;
  });
  const spots = [{ x, y }, ...steps.map((d) => ({ x: x + d.x, y: y + d.y }))].filter((p) => p.x > 40 && p.y > 40 && p.x < B - 40 && p.y < B - 40);
  return spots.find(free) ?? { x, y };
}

function TerrainShape(props: { f: Feature; lang: Lang; px: number; R: number; ghost?: boolean; note?: string; els?: Elem[] }) {
  const { f, px, R } = props;
  const poly = featurePoly(f);
  const fill = FILL[f.kind] ?? '#ccc';
  const bad = isArea(f) && GOING[f.kind as AreaKind] === 'bad';
  // A BUA the enemy took says so (GAR-10: its owner may raise its townsfolk in revolt).
  const name = tr(props.lang, TERRAIN_NAME[f.kind] ?? [f.kind, f.kind]) + (props.note ?? '');
  let lx: number, ly: number, la = 0;
  if (f.kind === 'River' || f.kind === 'Road') {
    const [axis, off] = f.p;
    lx = axis === 0 ? off : B * 0.5 + (f.kind === 'Road' ? 300 : -300);
    ly = axis === 0 ? B * 0.5 + (f.kind === 'Road' ? 300 : -300) : off;
    la = axis === 0 ? -90 : 0;
  } else if (f.kind === 'Waterway') {
    const [edge, depth] = f.p;
    lx = [B / 2, B - depth / 2, B / 2, depth / 2][edge];
    ly = [depth / 2, B / 2, B - depth / 2, B / 2][edge];
    la = edge % 2 === 1 ? -90 : 0;
  } else { lx = f.p[0]; ly = f.p[1]; }
  // Terrain labels sit under the elements and, where they can, where none stands.
  if (props.els?.length) {
    const vertical = isArea(f) ? R % 180 !== 0 : la % 180 !== 0; // the text's direction on the table
    const half = name.length * 0.3 * 10.5 * px, thick = 7 * px;
    const [hx, hy] = vertical ? [thick, half] : [half, thick];
    const lin = f.kind === 'River' || f.kind === 'Road' || f.kind === 'Waterway';
    const xs = poly.map((v) => v.x), ys = poly.map((v) => v.y);
    const d = Math.max(60, Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * 0.3);
    const steps = lin
      ? [1, -1, 2, -2, 3, -3, 4, -4, 5, -5].map((k) => (la % 180 !== 0 ? { x: 0, y: k * 200 } : { x: k * 200, y: 0 }))
      : [{ x: 0, y: d }, { x: 0, y: -d }, { x: d, y: 0 }, { x: -d, y: 0 }, { x: d, y: d }, { x: -d, y: d }, { x: d, y: -d }, { x: -d, y: -d }];
    const at = clearSpot(lx, ly, hx, hy, props.els, steps);
    lx = at.x; ly = at.y;
  }
  const hill = f.kind === 'SteepHill' || f.kind === 'GentleHill';
  const c = hill ? crest(f) : null;
  const beach = beachPoly(f); // TER-08: drawn from the Waterway's own data
  return (
    <g opacity={props.ghost ? 0.6 : 1} pointer-events="none" data-ghost={props.ghost ? 'terrain' : undefined}>
      <polygon points={pts(poly)} fill={fill} stroke={props.ghost ? '#000' : '#0005'} stroke-width={(props.ghost ? 2 : 1) * px} stroke-dasharray={props.ghost ? `${6 * px} ${4 * px}` : undefined} />
      {bad ? <polygon points={pts(poly)} fill="url(#dba-bad)" /> : null}
      {beach ? <polygon points={pts(beach)} fill={FILL.Beach} stroke="#0003" stroke-width={1 * px} /> : null}
      {f.kind === 'Road' ? <polygon points={pts(poly)} fill="none" stroke="#8a6d3b" stroke-width={1 * px} /> : null}
      {c ? <line x1={c[0].x} y1={sy(c[0].y)} x2={c[1].x} y2={sy(c[1].y)} stroke="#5b4325" stroke-width={2 * px} stroke-dasharray={`${5 * px} ${3 * px}`} /> : null}
      <text class="tv-tlabel dba-tlabel" x={lx} y={sy(ly)} transform={`rotate(${isArea(f) ? -R : upright(la + R) - R} ${lx} ${sy(ly)})`} font-size={10.5 * px} stroke-width={3 * px}>{name}</text>
    </g>
  );
}

/** A five-pointed star of outer radius r around (0, 0), inner radius 0.45 r. */
function starPath(r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = rad(-90 + i * 36), q = i % 2 ? r * 0.45 : r;
    p.push(`${(Math.cos(a) * q).toFixed(2)} ${(Math.sin(a) * q).toFixed(2)}`);
  }
  return `M ${p.join(' L ')} Z`;
}

function Base(props: { e: Elem; p: Pose; px: number; R: number; font: number; ghost?: boolean; bad?: boolean; sel?: boolean; cand?: boolean; hit?: boolean; contact?: boolean; showId: boolean }) {
  const { e, px } = props;
  const side = e.side;
  // The general's star is a shape inside the base (a text star overflowed thin bases),
  // at the rear corner on the base's left, sized to the base.
  const starR = Math.min(e.w, e.d) * 0.3;
  // One ring outside the base: last result (yellow) > selected (pink) > in close combat (vermilion) > has orders (green, dashed).
  const ring = props.hit ? '#F0E442' : props.sel ? '#CC79A7' : props.contact ? '#D55E00' : props.cand ? '#009E73' : null;
  const dashed = !props.hit && !props.sel && !props.contact && !!props.cand;
  return (
    <Stand w={e.w} d={e.d} p={props.p} px={px} R={props.R} H={B} font={props.font} tag="dba" id={e.id} ghost={props.ghost} bad={props.bad}
      ring={ring ? { colour: ring, dashed } : null}
      look={{ fill: SIDE_FILL[side], text: SIDE_TEXT[side], main: e.type, sub: props.showId ? `#${e.id}` : undefined, compact: props.showId ? `${e.type === 'CF' ? 'CF' : e.type} ${e.id}` : undefined }}>
      {e.gen ? <path data-dba-star={e.id} transform={`translate(${-e.d + starR * 1.15} ${-e.w / 2 + starR * 1.15})`} d={starPath(starR)} fill={SIDE_TEXT[side]} stroke={SIDE_FILL[side]} stroke-width={0.6 * px} /> : null}
      {e.gen ? <rect x={-e.d + 1.5 * px} y={-e.w / 2 + 1.5 * px} width={e.d - 3 * px} height={e.w - 3 * px} fill="none" stroke={SIDE_TEXT[side]} stroke-width={1.2 * px} /> : null}
    </Stand>
  );
}

// ---- the board

function Board(props: BoardProps<DbaState, DbaAction>) {
  const { state: s, legal, sys, lang, onAction, focus } = props;
  const fr = lang === 'fr';
  const [sel, setSel] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [armed, setArmed] = useState<number | null>(null);
  // Direct manipulation: a move built by dragging the selected element (or turning it with
  // its handle), checked by the rules (sys.check) on every step, armed on release.
  const [custom, setCustom] = useState<DbaAction | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // MOV-02 (option mov02): a waypoint the next drag goes on from, as one move through it.
  const [via, setVia] = useState<Pose | null>(null);
  const top = useRef<HTMLDivElement>(null);
  // A new position: forget the armed action; keep the selection while it still has orders.
  useEffect(() => {
    setArmed(null); setHover(null); setCustom(null); drag.setStep(null); setRefused(null); setVia(null);
  }, [s]);
  // A new phase or a new side to play: start with nothing selected.
  useEffect(() => { setSel(null); }, [s.phase, s.active, s.bound]);

  const viewer = props.viewer;
  const R = viewer !== null && s.edge[viewer] >= 0 ? ROT[s.edge[viewer]] : 0;
  // Which actions concern which element.
  // The rules may offer the same action more than once (a shift lining up several members,
  // MOV-07d): one button each.
  const seenActs = new Set<string>();
  const indexed = legal.map((a, i) => ({ a, i, who: concerns(s, a), code: JSON.stringify(a) })).filter((x) => !seenActs.has(x.code) && !!seenActs.add(x.code));
  const elementActs = (id: number) => indexed.filter((x) => x.who.includes(id));
  // Fights and shots are what their phases are about: always listed, not only under a selected element.
  const general = indexed.filter((x) => x.who.length === 0 || x.a.k === 'fight' || x.a.k === 'shoot');
  const actors = new Set<number>();
  for (const x of indexed) for (const id of x.who) actors.add(id);
  // During deployment the next element is the one to place: select it for the player.
  const deployNext = legal.find((a): a is Extract<DbaAction, { k: 'deploy' | 'reserve' }> => a.k === 'deploy' || a.k === 'reserve');
  const selected = sel !== null && s.els.some((e) => e.id === sel) ? sel : deployNext ? deployNext.id : null;
  // Deployment by hand: the next element goes where the player taps in the zone (or drags
  // its ghost), facing the enemy; the rules (sys.check) judge each spot.
  const placing = deployNext && deployNext.k === 'deploy' ? s.els.find((e) => e.id === deployNext.id) ?? null : null;
  const facing = placing ? legal.find((a): a is Extract<DbaAction, { k: 'deploy' }> => a.k === 'deploy')?.h ?? 0 : 0;
  const selEl = selected !== null ? s.els.find((e) => e.id === selected) : undefined;
  const mine = selected !== null ? elementActs(selected) : [];
  const frame = useTableFrame({ W: B, H: B, M, R, zooms: ZOOMS, focus: selEl && selEl.status === 'on' ? selEl : null });
  const { zoom, changeZoom, scale, px, toTable, centreOn } = frame;
  // 12 px at Fit: a readable minimum on thin (spear) bases too, overflowing them on a halo.
  const font = (zoom === 0 ? 12 : zoom === 1 ? 14 : 17) * px;
  const showId = zoom > 0;
  const drag = usePoseDrag<DbaAction>(frame, {
    evaluate: (id, pose) => (draggable && draggable.id === id ? dragAct(draggable, pose) : null),
    drop: (info) => {
      if (info && !info.why) { setArmed(null); setCustom(info.act); setRefused(null); }
      else { setCustom(null); setRefused(info?.why ?? null); }
    },
    // Selected on the first real move of the mouse (a plain click stays a tap).
    firstMove: (id) => { if (sel !== id) { setSel(id); setArmed(null); setCustom(null); setRefused(null); } },
  });
  const dragInfo = drag.step;
  useEffect(() => { setVia(null); }, [selected]);
  const viaOf = (id: number) => (via && selected === id ? via : null);
  // The armed action's ghost stays until it is confirmed or cancelled; a hovered (mouse)
  // or keyboard-focused button previews only while nothing is armed.
  const showing = armed ?? hover;
  const shownAction = dragInfo?.act ?? custom ?? (showing !== null ? legal[showing] : undefined);
  const armedAct: DbaAction | null = custom ?? (armed !== null ? legal[armed] ?? null : null);
  const pv = useMemo(() => (shownAction && hasDestination(shownAction) ? preview(sys, s, shownAction) : null), [shownAction, s]);

  const els = onTable(s);
  const contact = useMemo(() => new Set(onTable(s).filter((e) => inCloseCombat(s, e)).map((e) => e.id)), [s]);
  const hits = new Set<number>();
  // The replay step's elements; in play, those of the fights or shots just resolved (their cards are below the table).
  const lastRolls = props.last?.events.some((e) => e.t === 'combat' || e.t === 'shoot') ? props.last.events : [];
  for (const ev of focus?.events ?? lastRolls) for (const k of ['el', 'a', 'b', 'shooter', 'target']) if (typeof ev[k] === 'number') hits.add(ev[k] as number);
  const fewActors = actors.size > 0 && actors.size <= 8;

  // Mouse drag pans (touch pans natively: the container scrolls), except from one of the
  // mover's elements that may move: the mouse then drags it (selected at once) as a finger
  // drags the selected element.
  const onDown = (ev: PointerEvent) => {
    frame.swallow.current = false;
    if (ev.pointerType === 'mouse' && ev.button === 0 && frame.box.current) {
      const hit = mouseMover(ev.clientX, ev.clientY);
      if (hit && drag.start(ev, hit.id, 'move', { x: hit.x, y: hit.y, h: hit.h }, frame.box.current)) return;
    }
    frame.panDown(ev);
  };
  const onMove = (ev: PointerEvent) => { if (drag.holds(ev)) drag.move(ev); else frame.panMove(ev); };
  const onUp = (ev: PointerEvent) => { if (drag.holds(ev)) drag.end(ev); else frame.panUp(); };
  // ---- direct manipulation (single moves in the movement phase)
  // Hidden while another kind of action (a group's) is armed: its ghost is what the player checks.
  const groupArmed = armed !== null && !custom && legal[armed] && legal[armed].k !== 'move';
  const draggable = !groupArmed && selEl && selEl.status === 'on' && s.phase === 'move' && selEl.side === s.active && mine.some((x) => x.a.k === 'move' && !('dis' in x.a && x.a.dis)) ? selEl : null;
  /** The active side's element under the mouse (22 px, as a tap, or `inside` its base) that has a plain move now. */
  const mouseMover = (cx: number, cy: number, inside = false): Elem | null => {
    if (s.phase !== 'move' || legal.length === 0) return null;
    const t = toTable(cx, cy);
    if (!t) return null;
    let best: Elem | null = null, bestD = Infinity;
    for (const e of els) {
      const d = distTo(t.x, t.y, fpOf(e));
      if (d < bestD) { best = e; bestD = d; }
    }
    if (!best || bestD * scale > (inside ? 0 : 22) || best.side !== s.active) return null;
    return elementActs(best.id).some((x) => x.a.k === 'move' && !('dis' in x.a && x.a.dis)) ? best : null;
  };
  /** The move the rules would be asked for at this pose: a contact offered by the rules
   *  when the pose is near its exact contact pose (snap), else a plain move, checked. */
  const dragAct = (e: Elem, pose: Pose): DragStep<DbaAction> => {
    const w = viaOf(e.id);
    let act: DbaAction = { k: 'move', id: e.id, x: Math.round(pose.x), y: Math.round(pose.y), h: normHeading(pose.h), ...(w ? { via: w } : {}) };
    let snapped = false;
    let bestD = 30 * px;
    for (const x of mine) {
      if (w || x.a.k !== 'contact' || x.a.id !== e.id) continue; // a contact is one straight move
      const t = s.els.find((o) => o.id === (x.a as { target: number }).target);
      if (!t) continue;
      const cp = contactPose(e, t, x.a.kind);
      const d = Math.hypot(cp.x - pose.x, cp.y - pose.y);
      if (d < bestD) { bestD = d; act = x.a; snapped = true; }
    }
    const v = snapped ? null : sys.check(s, s.active, act);
    const to = act.k === 'move' ? act : contactPose(e, s.els.find((o) => o.id === (act as { target: number }).target)!, (act as { kind: 'front' }).kind);
    let reach = 0;
    try { reach = allowance(s, e, hull([...fpOf(e), ...footprint(to, e.w, e.d)]), e.type, to); } catch { reach = 0; }
    const used = Math.round(Math.sqrt(maxCornerShift(e, to)));
    return { act, why: v ? refusalWords(sys, s, v, lang) : null, at: to, note: `${used} / ${reach} p${snapped ? ' · contact' : ''}` };
  };
  const onGrab = (mode: 'move' | 'turn') => (ev: PointerEvent) => {
    if (!draggable) return;
    // The padded target of the selected element may cover a neighbour: a mouse pressed on
    // the neighbour itself drags the neighbour (the table's handler, onDown).
    if (ev.pointerType === 'mouse' && mode === 'move') { const m = mouseMover(ev.clientX, ev.clientY, true); if (m && m.id !== draggable.id) return; }
    ev.stopPropagation();
    const base: Pose = custom && custom.k === 'move' && custom.id === draggable.id ? { x: custom.x, y: custom.y, h: custom.h } : viaOf(draggable.id) ?? { x: draggable.x, y: draggable.y, h: draggable.h };
    // A new attempt: the last refusal no longer describes what the finger shows.
    if (drag.start(ev, draggable.id, mode, base, ev.currentTarget as Element)) setRefused(null);
  };
  // A tap picks the nearest element within 22 px of the tap (a 44 px target at any zoom).
  const onTap = (ev: MouseEvent) => {
    if (frame.swallowClick()) return;
    const g = frame.root.current;
    const m = g?.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    const x = p.x, y = B - p.y;
    let best: Elem | null = null, bestD = Infinity;
    for (const e of els) {
      const d = distTo(x, y, fpOf(e));
      if (d < bestD || (d === bestD && best && actors.has(e.id) && !actors.has(best.id))) { best = e; bestD = d; }
    }
    setCustom(null); setRefused(null);
    if (placing && !(best && bestD * scale <= 22 && best.side === s.active)) { placeAt(x, y); return; }
    if (best && bestD * scale <= 22) { setSel(best.id === selected && sel !== null ? null : best.id); setArmed(null); }
    else { setSel(null); setArmed(null); }
  };

  /** The deployment of the next element with its base centred on table point (x, y), checked. */
  const deployAt = (x: number, y: number): { act: DbaAction; why: string | null } | null => {
    if (!placing) return null;
    const act: DbaAction = { k: 'deploy', id: placing.id, x: Math.round(x + Math.cos(rad(facing)) * placing.d / 2), y: Math.round(y + Math.sin(rad(facing)) * placing.d / 2), h: facing };
    const v = sys.check(s, s.active, act);
    return { act, why: v ? refusalWords(sys, s, v, lang) : null };
  };
  const placeAt = (x: number, y: number) => {
    const r = deployAt(x, y);
    if (!r) return;
    setArmed(null);
    if (r.why) { setCustom(null); setRefused(r.why); } else { setCustom(r.act); setRefused(null); }
  };
  const placeGrab = useRef<{ pointer: number; dx: number; dy: number; moved: boolean } | null>(null);
  const onPlaceDown = (ev: PointerEvent) => {
    if (!custom || custom.k !== 'deploy' || !placing) return;
    const t = toTable(ev.clientX, ev.clientY);
    if (!t) return;
    ev.stopPropagation();
    (ev.currentTarget as Element).setPointerCapture?.(ev.pointerId);
    const cx = custom.x - Math.cos(rad(facing)) * placing.d / 2, cy = custom.y - Math.sin(rad(facing)) * placing.d / 2;
    placeGrab.current = { pointer: ev.pointerId, dx: cx - t.x, dy: cy - t.y, moved: false };
  };
  const onPlaceMove = (ev: PointerEvent) => {
    const g = placeGrab.current;
    if (!g || g.pointer !== ev.pointerId) return;
    const t = toTable(ev.clientX, ev.clientY);
    const r = t ? deployAt(t.x + g.dx, t.y + g.dy) : null;
    if (!r) return;
    g.moved = true;
    drag.setStep({ act: r.act, why: r.why, at: r.act.k === 'deploy' ? r.act : { x: 0, y: 0, h: 0 }, note: '' });
  };
  const onPlaceUp = (ev: PointerEvent) => {
    const g = placeGrab.current;
    if (!g || g.pointer !== ev.pointerId) return;
    placeGrab.current = null;
    const info = dragInfo;
    drag.setStep(null);
    if (!g.moved || !info) return;
    frame.swallow.current = true;
    if (info.why) { setCustom(null); setRefused(info.why); } else { setCustom(info.act); setRefused(null); }
  };

  const confirm = () => {
    const a = armedAct;
    if (!a) return;
    setArmed(null); setCustom(null); setHover(null);
    act(a);
  };
  const press = (i: number) => {
    const a = legal[i];
    setCustom(null); setRefused(null);
    if (hasDestination(a) && armed !== i) {
      setArmed(i);
      // A group's new formation (MOV-07) is hard to read on the whole table: play zoom.
      if (zoom === 0 && (a.k === 'reform' || a.k === 'shift' || a.k === 'follow')) changeZoom(1);
      // Bring the table (with the ghost and the confirm bar under it) into view.
      const mover = concerns(s, a).map((id) => s.els.find((e) => e.id === id)).find((e) => e && e.status === 'on');
      requestAnimationFrame(() => {
        if (mover) centreOn(mover.x, mover.y);
        // The status (PIPs), the table and the confirm bar under it, together; when they do
        // not all fit (a tall table at play zoom), the confirm bar clear of the turn's
        // command bar (108 px, as the bar's sticky offset) comes first.
        const t = top.current, bar = t?.querySelector('[data-dba-confirmbar]');
        if (!t) return;
        if (!bar) { t.scrollIntoView({ block: 'start', behavior: 'smooth' }); return; }
        const head = t.getBoundingClientRect().top + window.scrollY - (parseFloat(getComputedStyle(t).scrollMarginTop) || 0);
        const need = bar.getBoundingClientRect().bottom + window.scrollY + 108 - window.innerHeight;
        window.scrollTo({ top: Math.max(head, need), behavior: 'smooth' });
      });
      return;
    }
    setArmed(null);
    setHover(null);
    act(a);
  };

  const act = (a: DbaAction) => {
    onAction(a);
  };
  const label = (x: { a: DbaAction; i: number }) => {
    const idx = legal.filter((b, j) => b.k === x.a.k && j < x.i).length;
    return actionLabel(s, x.a, lang, () => sys.describeAction(s, x.a, lang), idx);
  };
  const button = (x: { a: DbaAction; i: number }) => {
    const isArmed = armed === x.i;
    // Ends and rolls are the main actions of their moment: drawn as the app's primary buttons.
    const end = ['endMove', 'endShoot', 'endBound', 'endDeploy', 'endSwaps', 'initiative', 'pips'].includes(x.a.k);
    const cost = isArmed ? costWords(s, pv, fr) : '';
    return (
      <button type="button" key={x.i} class={`tv-act dba-act${isArmed ? ' armed' : ''}${end ? ' tv-end dba-end' : ''}`} data-dba-action={x.i} data-kind={x.a.k} aria-pressed={hasDestination(x.a) ? isArmed : undefined}
        onClick={() => press(x.i)} onPointerEnter={(ev) => { if (ev.pointerType === 'mouse' && finePointer()) setHover(x.i); }} onPointerLeave={() => setHover(null)}
        onFocus={(ev) => { if ((ev.currentTarget as HTMLElement).matches(':focus-visible')) setHover(x.i); }} onBlur={() => setHover(null)}>
        {label(x)}
        {isArmed ? <span class="tv-confirm dba-confirm">{(fr ? 'Fantôme sur la table : touchez encore pour confirmer' : 'Ghost on the table: tap again to confirm') + cost}</span> : null}
      </button>
    );
  };

  // ---- status
  // The list's own name in the reader's language (the state keeps the English one).
  const army = (seat: Seat) => { const l = ARMY_LISTS[s.armies[seat].list]; return l ? l.name[fr ? 'fr' : 'en'] : s.armies[seat].list === 'free' ? (fr ? 'Armée libre' : 'Free army') : s.armies[seat].name; };
  const colour = (seat: Seat) => tr(lang, SIDE_COLOUR[seat]);
  const inBound = ['pips', 'move', 'shoot', 'combat'].includes(s.phase);
  const showPips = ['move', 'shoot', 'combat'].includes(s.phase);
  const pipWord = fr ? 'PIP' : s.pips === 1 ? 'PIP' : 'PIPs';
  // First line: phase, bound, PIPs left (what a player checks first); second: whose it is.
  const status = s.phase === 'over'
    ? tr(lang, PHASE.over)
    : `${tr(lang, PHASE[s.phase])}` + (s.bound > 0 ? (fr ? ` · tour ${s.bound}` : ` · bound ${s.bound}`) : '');
  const whose = s.phase === 'over' ? null : (() => {
    const who = army(s.active);
    if (viewer === null) return who;
    const yours = viewer === s.active;
    if (inBound) return fr ? `${who} — ${yours ? 'votre tour' : 'tour de l\'adversaire'}` : `${who} — ${yours ? 'your bound' : 'their bound'}`;
    return fr ? `${who} — ${yours ? 'à vous' : 'à l\'adversaire'}` : `${who} — ${yours ? 'your move' : 'their move'}`;
  })();
  const lossLine = s.bound > 0 ? (fr ? `Pertes : bleue ${losses(s, 0)}, orange ${losses(s, 1)}` : `Losses: blue ${losses(s, 0)}, orange ${losses(s, 1)}`) : null;

  // ---- focus (replay): the last combat or shooting in players' words
  // In the replay, the step's; in play, the last action of this turn (every fight or
  // shot it resolved, each event carrying its factors and outcome).
  const resultEvents: LogEvent[] = focus?.events ?? props.last?.events ?? [];
  const fights = fightsOf(s, resultEvents, lang);
  // The outcomes in the log's own words (describe.ts), without the rule (shown on the log card).
  const focusLines = fights.length ? [] : resultEvents.filter((ev) => OUTCOME_EVENTS.has(ev.t)).map((ev) => capFirst(describeEvent(ev, lang).replace(/ \(DBA [^)]*\)$/, '')));
  // Other events (rolls, edges) are in the app's own replay card; only fights and shots are repeated here.
  const focusOther: string[] = [];

  // ---- terrain legend
  const kinds: string[] = [...new Set([...s.terrain, ...(pv?.terrain ?? [])].flatMap((f) => (beachPoly(f) ? [f.kind, 'Beach'] : [f.kind])))];
  const going = (k: string) => (k === 'River' ? (s.river === 'easy' ? (fr ? 'facile' : 'easy') : s.river === 'difficult' ? (fr ? 'difficile' : 'difficult') : '') : k === 'Road' || k === 'BUA' ? '' : k === 'Waterway' ? (fr ? 'infranchissable' : 'impassable') : GOING[k as AreaKind] === 'bad' ? (fr ? 'mauvais terrain' : 'bad going') : (fr ? 'bon terrain' : 'good going'));

  const zoneSeat = s.phase === 'deployD' || s.phase === 'deployA' ? s.active : null;
  const zonePoly = zoneSeat !== null ? zone(s, zoneSeat) : null;
  const reserve = s.els.filter((e) => e.status === 'reserve' && (s.phase === 'deployD' || s.phase === 'deployA' ? e.side === s.active : true));
  const edgeLabel = (e: number) => {
    const seat = ([0, 1] as Seat[]).find((x) => s.edge[x] === e);
    const dir = tr(lang, EDGE_NAME[e]).toUpperCase();
    return seat === undefined ? { text: dir, seat: null } : { text: `${dir} · ${army(seat)}`, seat };
  };
  const edgePos = [
    { x: B / 2, y: -M * 0.42, a: 0 }, { x: B + M * 0.42, y: B / 2, a: -90 }, { x: B / 2, y: B + M * 0.42, a: 0 }, { x: -M * 0.42, y: B / 2, a: -90 },
  ];
  const shots = s.phase === 'shoot' ? s.shots : [];

  return (
    <div class="tv dba-view" ref={top}>
      <style>{TABLE_CSS + DBA_CSS}</style>
      <div class="tv-bar dba-bar">
        <div class="tv-status dba-status" data-dba-status data-dba-phase={s.phase} data-dba-bound={s.bound} data-dba-active={s.active} data-dba-pips={showPips ? s.pips : undefined}>
          <p class="dba-line"><strong>{status}</strong>{showPips ? <> · <span class="dba-pips" data-dba-pips-left>{s.pips} {pipWord}</span></> : null}</p>
          {whose ? <p class="dba-whose"><span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[s.active] }} /><span class="visually-hidden">{fr ? `armée ${colour(s.active)} : ` : `${colour(s.active)} army: `}</span>{whose}</p> : null}
        </div>
        <ZoomBar frame={frame} lang={lang} tag="dba" />
        {lossLine ? (
          <p class="dba-losses">
            <span class="visually-hidden">{lossLine}</span>
            <span aria-hidden="true">{fr ? 'Pertes' : 'Losses'} <span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[0] }} />{losses(s, 0)} <span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[1] }} />{losses(s, 1)}</span>
          </p>
        ) : null}
      </div>
      {s.edge[0] < 0 || s.edge[1] < 0 ? (
        // Until the edges are known (then the table's margins name each army at its edge).
        <p class="dba-armies"><span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[0] }} />{army(0)}{viewer === 0 ? (fr ? ' (vous)' : ' (you)') : ''} <span aria-hidden="true">·</span> <span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[1] }} />{army(1)}{viewer === 1 ? (fr ? ' (vous)' : ' (you)') : ''}</p>
      ) : null}
      <TableBox frame={frame} tag="dba" lang={lang} label={fr ? 'Table de jeu DBA' : 'DBA battle table'} onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onClick={onTap}
        defs={
            <pattern id="dba-bad" width={22 * px} height={22 * px} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2={22 * px} stroke="#2b1d0e" stroke-opacity="0.28" stroke-width={3 * px} />
            </pattern>
        }>
            <rect x={0} y={0} width={B} height={B} fill={TABLE} stroke="#2b2b2b" stroke-width={3 * px} />
            {zonePoly && zoneSeat !== null ? <polygon data-dba-zone={zoneSeat} points={pts(zonePoly)} fill={SIDE_SOFT[zoneSeat]} stroke={SIDE_FILL[zoneSeat]} stroke-width={2 * px} stroke-dasharray={`${8 * px} ${5 * px}`} /> : null}
            {s.terrain.filter((f) => !isArea(f)).map((f, i) => <TerrainShape key={'l' + i} f={f} lang={lang} px={px} R={R} els={els} />)}
            {s.terrain.filter((f) => isArea(f)).map((f, i) => <TerrainShape key={'a' + i} f={f} lang={lang} px={px} R={R} els={els} note={f.kind === 'BUA' && s.bua && s.bua.controller !== s.bua.owner ? (fr ? ' (prise)' : ' (taken)') : ''} />)}
            {pv?.terrain.map((f, i) => <TerrainShape key={'g' + i} f={f} lang={lang} px={px} R={R} ghost />)}
            {[...s.camps.filter((c): c is Camp => !!c).map((c) => ({ c, g: false })), ...(pv?.camps ?? []).map((c) => ({ c, g: true }))].map(({ c, g }) => {
              const p = campPoly(c);
              const cx = p.reduce((t, v) => t + v.x, 0) / 4, cy = p.reduce((t, v) => t + v.y, 0) / 4;
              return (
                <g pointer-events="none" opacity={g ? 0.7 : 1} data-ghost={g ? 'camp' : undefined}>
                  <polygon points={pts(p)} fill={SIDE_SOFT[c.owner]} stroke={SIDE_FILL[c.controller]} stroke-width={(g ? 2 : 2.5) * px} stroke-dasharray={g ? `${6 * px} ${4 * px}` : undefined} />
                  <text class="tv-tlabel dba-tlabel" x={cx} y={sy(cy)} font-size={10 * px} stroke-width={3 * px} transform={`rotate(${-R} ${cx} ${sy(cy)})`}>{(fr ? 'Camp' : 'Camp') + (c.controller !== c.owner ? (fr ? ' (pris)' : ' (taken)') : '')}</text>
                </g>
              );
            })}
            {pv && pv.edge >= 0 ? (() => {
              const e = pv.edge;
              const L: [number, number, number, number][] = [[0, 0, B, 0], [B, 0, B, B], [0, B, B, B], [0, 0, 0, B]];
              const [x1, y1, x2, y2] = L[e];
              return <line data-ghost="edge" x1={x1} y1={sy(y1)} x2={x2} y2={sy(y2)} stroke="#CC79A7" stroke-width={10 * px} opacity={0.85} />;
            })() : null}
            {shots.map((x) => {
              const t = s.els.find((e) => e.id === x.target);
              return x.shooters.map((id) => {
                const f = s.els.find((e) => e.id === id);
                if (!f || !t) return null;
                return <line x1={f.x} y1={sy(f.y)} x2={t.x} y2={sy(t.y)} stroke="#D55E00" stroke-width={2 * px} stroke-dasharray={`${6 * px} ${4 * px}`} pointer-events="none" />;
              });
            })}
            {els.map((e) => (
              // In the replay a moved element slides and turns from its old pose (table units of the rotated group).
              <Slide key={e.id} id={String(e.id)} x={e.x} y={sy(e.y)} angle={-e.h} on={!!props.replay}>
                <Base e={e} p={e} px={px} R={R} font={font} showId={showId} sel={e.id === selected || (shownAction ? concerns(s, shownAction).includes(e.id) : false)} cand={fewActors && actors.has(e.id)} hit={hits.has(e.id)} contact={contact.has(e.id)} />
              </Slide>
            ))}
            {pv?.ghosts.map((g) => {
              // A move through a waypoint (MOV-02) is drawn through it, not straight.
              const w = shownAction && shownAction.k === 'move' && shownAction.via && shownAction.id === g.e.id ? shownAction.via : null;
              const path = g.from ? `${g.from.x},${sy(g.from.y)} ${w ? `${w.x},${sy(w.y)} ` : ''}${g.p.x},${sy(g.p.y)}` : '';
              return (
              <g>
                {g.from ? <polyline points={path} fill="none" stroke="#fff" stroke-width={4 * px} stroke-linecap="round" stroke-linejoin="round" pointer-events="none" /> : null}
                {g.from ? <polyline points={path} fill="none" stroke="#CC79A7" stroke-width={2 * px} stroke-dasharray={`${5 * px} ${3 * px}`} pointer-events="none" data-ghost-path={w ? 'via' : 'straight'} /> : null}
                <Base e={g.e} p={g.p} px={px} R={R} font={font} showId={false} ghost bad={!!dragInfo?.why} />
              </g>
              );
            })}
            {draggable ? (() => {
              const e = draggable;
              const at: Pose = custom && custom.k === 'move' && custom.id === e.id ? custom : dragInfo && dragInfo.act.k === 'move' ? dragInfo.act : viaOf(e.id) ?? e;
              const w = viaOf(e.id);
              let reach = 0;
              try { reach = allowance(s, e, fpOf(e), e.type); } catch { reach = 0; }
              return (
                <Manipulator frame={frame} drag={drag} lang={lang} tag="dba" R={R} id={e.id} w={e.w} d={e.d} from={e} at={at} reach={reach} onGrab={onGrab}>
                  {w ? (
                    <g pointer-events="none" data-dba-waypoint-mark>
                      <polyline points={`${e.x},${sy(e.y)} ${w.x},${sy(w.y)} ${at.x},${sy(at.y)}`} fill="none" stroke="#CC79A7" stroke-width={2 * px} stroke-dasharray={`${5 * px} ${3 * px}`} />
                      <polygon points={pts(footprint(w, e.w, e.d))} fill="none" stroke="#CC79A7" stroke-width={2 * px} stroke-dasharray={`${4 * px} ${3 * px}`} />
                    </g>
                  ) : null}
                </Manipulator>
              );
            })() : null}
            {placing && custom && custom.k === 'deploy' ? (() => {
              const at = dragInfo && dragInfo.act.k === 'deploy' ? dragInfo.act : custom;
              const padW = Math.max(10 * px, (44 * px - placing.w) / 2), padD = Math.max(10 * px, (44 * px - placing.d) / 2);
              return (
                <g transform={`translate(${at.x} ${sy(at.y)}) rotate(${-at.h})`}>
                  <rect x={-placing.d - padD} y={-placing.w / 2 - padW} width={placing.d + 2 * padD} height={placing.w + 2 * padW} fill="#fff" fill-opacity="0.001" stroke="none"
                    pointer-events="all" style={{ touchAction: 'none', cursor: 'move' }} data-dba-place={placing.id}
                    onPointerDown={onPlaceDown} onPointerMove={onPlaceMove} onPointerUp={onPlaceUp} onPointerCancel={onPlaceUp} onTouchMove={(ev: TouchEvent) => { if (placeGrab.current && ev.cancelable) ev.preventDefault(); }} />
                </g>
              );
            })() : null}
            {[0, 1, 2, 3].map((e) => {
              const { text, seat } = edgeLabel(e);
              const p = edgePos[e];
              const a = upright(p.a + R) - R;
              return (
                <text x={p.x} y={sy(p.y)} transform={`rotate(${a} ${p.x} ${sy(p.y)})`} font-size={10 * px} text-anchor="middle" dominant-baseline="middle" font-weight={seat === null ? 400 : 700}
                  fill={seat === null ? '#f3f3f3' : seat === 0 ? '#bfe4ff' : '#ffd98a'} pointer-events="none">{text}</text>
              );
            })}
      </TableBox>

      {placing ? (
        <DragHelp lang={lang} tag="dba" kind="place-help" refused={refused} hint={custom ? (fr ? `Faites glisser ${elName(placing, placing.id)} pour l'ajuster, puis confirmez.` : `Drag ${elName(placing, placing.id)} to adjust it, then confirm.`)
          : (fr ? `Touchez un point de votre zone (ombrée) pour y placer ${elName(placing, placing.id)}, ou prenez une suggestion plus bas.` : `Tap a spot in your zone (shaded) to place ${elName(placing, placing.id)} there, or take a suggestion below.`)} />
      ) : null}
      {draggable && !armedAct ? (
        <DragHelp lang={lang} tag="dba" kind="drag-help" refused={refused} hint={viaOf(draggable.id) ? (fr ? 'Point de passage posé : faites glisser l\'élément plus loin depuis là ; tout le mouvement doit rester dans le cercle.' : 'Waypoint set: drag the element on from there; the whole move must stay within the circle.') : (fr ? 'Faites glisser l\'élément pour le déplacer, la poignée verte pour le tourner ; le cercle montre sa portée en bon terrain.' : 'Drag the element to move it, the green handle to turn it; the circle shows its reach in good going.')} />
      ) : null}
      {draggable && !armedAct && viaOf(draggable.id) ? (
        <div class="row">
          <button type="button" class="btn" data-dba-waypoint-clear onClick={() => { setVia(null); setRefused(null); }}>{fr ? 'Retirer le point de passage' : 'Remove the waypoint'}</button>
        </div>
      ) : null}
      {armedAct ? (
        <ConfirmBar lang={lang} tag="dba" onConfirm={confirm} onCancel={() => { setArmed(null); setCustom(null); setVia(null); }}
          text={(custom ? (custom.k === 'move' ? draggedMoveWords(s, custom, fr) : label({ a: custom, i: legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(custom)) })) : label({ a: armedAct, i: armed! })) + costWords(s, pv, fr)}>
            {custom && custom.k === 'move' && !custom.via && !custom.dis && s.opt.mov02 === 'waypoint' ? (
              <button type="button" class="btn" data-dba-waypoint onClick={() => { setVia({ x: custom.x, y: custom.y, h: custom.h }); setCustom(null); setRefused(null); }}>{fr ? 'Continuer d\'ici' : 'Go on from here'}</button>
            ) : null}
        </ConfirmBar>
      ) : null}

      {fights.length || focusLines.length || focusOther.length ? (
        <div class="tv-panel dba-panel" aria-live="polite" data-dba-result>
          <h3>{fights.length > 1 ? (fr ? 'Résultats' : 'Results') : (fr ? 'Résultat' : 'Result')}</h3>
          {fights.map((f, i) => <FightCard f={f} lang={lang} n={i + 1} of={fights.length} />)}
          {focusLines.length || focusOther.length ? <ul class="dba-result">{[...focusLines, ...focusOther].map((l) => <li>{l}</li>)}</ul> : null}
        </div>
      ) : null}

      {legal.length > 0 ? (
        <div class="tv-panel dba-panel" data-dba-panel>
          {selEl ? (
            <>
              <h3 data-dba-selected={selEl.id}>
                <span class="tv-swatch dba-swatch" style={{ background: SIDE_FILL[selEl.side] }} />
                {elName(selEl, selEl.id)} · {selEl.base}{selEl.gen ? (fr ? ' · général' : ' · general') : ''}
              </h3>
              <p class="tv-help dba-help">
                {[
                  fr ? `armée ${colour(selEl.side)}` : `${colour(selEl.side)} army`,
                  selEl.status === 'reserve' ? (fr ? 'à déployer' : 'to deploy') : null,
                  contact.has(selEl.id) ? (fr ? 'au contact' : 'in contact') : null,
                  selEl.moved ? (fr ? 'a bougé ce tour' : 'moved this bound') : null,
                  selEl.where === 'camp' ? (fr ? 'dans son camp' : 'in its camp') : null,
                ].filter(Boolean).join(' · ')}
              </p>
              {mine.length ? <div class="tv-acts dba-acts">{mine.map(button)}</div> : <p class="tv-help dba-help">{fr ? 'Aucun ordre possible pour cet élément maintenant.' : 'No orders for this element now.'}</p>}
            </>
          ) : actors.size > 0 ? (
            <p class="tv-help dba-help">{fr ? 'Touchez un élément pour voir ses ordres possibles.' : 'Tap an element to see its orders.'}</p>
          ) : null}
          {general.length ? <div class="tv-acts dba-acts">{general.map(button)}</div> : null}
          {actors.size > 0 ? (
            <details class="tv-more dba-more">
              <summary>{fr ? `Éléments ayant des ordres (${actors.size})` : `Elements with orders (${actors.size})`}</summary>
              <div class="row">
                {[...actors].sort((a, b) => a - b).map((id) => {
                  const e = s.els.find((x) => x.id === id);
                  return e ? (
                    <button type="button" class="btn" data-dba-pick={id} style={{ background: SIDE_FILL[e.side], color: SIDE_TEXT[e.side] }} aria-pressed={selected === id} onClick={() => { setSel(id); setArmed(null); }}>{elName(e, id)}</button>
                  ) : null;
                })}
              </div>
            </details>
          ) : null}
        </div>
      ) : null}

      {reserve.length && s.phase !== 'over' && s.bound === 0 ? (
        <div class="tv-panel dba-panel">
          <p class="tv-help dba-help">{fr ? 'À déployer' : 'To deploy'}</p>
          <ul class="dba-tray">
            {reserve.map((e) => (
              <li class={`dba-chip${deployNext && deployNext.id === e.id ? ' next' : ''}`} style={{ background: SIDE_FILL[e.side], color: SIDE_TEXT[e.side] }} title={e.base}>{e.type}{e.gen ? '★' : ''}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {kinds.length ? (
        <ul class="dba-legend" aria-label={fr ? 'Légende' : 'Legend'}>
          {kinds.map((k) => (
            <li><span class="tv-swatch dba-swatch" style={{ background: FILL[k] ?? '#ccc', backgroundImage: isArea({ kind: k as FeatureKind, p: [], compulsory: false }) && GOING[k as AreaKind] === 'bad' ? 'repeating-linear-gradient(45deg, #0003 0 2px, transparent 2px 5px)' : undefined }} />{tr(lang, TERRAIN_NAME[k] ?? [k, k])}{going(k) ? ` (${going(k)})` : ''}</li>
          ))}
          <li><span class="tv-swatch dba-swatch" style={{ background: '#111' }} />{fr ? 'bord avant' : 'front edge'}</li>
          <li>★ {fr ? 'général' : 'general'}</li>
          <li><span class="tv-swatch dba-swatch" style={{ background: '#fff', borderColor: '#D55E00', borderWidth: '2px' }} />{fr ? 'au contact' : 'in contact'}</li>
        </ul>
      ) : null}
    </div>
  );
}

export const view: BoardView<DbaState, DbaAction> = {
  Board,
  Setup: ArmiesSetup,
  seatName: (options, seat, lang) => armyName(options, seat, lang),
  decision: (sys, s, legal, lang) => decision(s, legal, lang, (a) => sys.describeAction(s, a, lang)),
};
