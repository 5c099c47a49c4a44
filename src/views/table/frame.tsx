// The frame of a measured table: an SVG of the table in its own units inside a
// scrolling box, with three zooms (buttons and a two-finger pinch), panning by
// scrolling (touch) or dragging (mouse), and the conversions between the screen and
// the table. The table may be turned (R, degrees) so that the viewer's edge is at
// the bottom. Rule systems draw inside; nothing here knows a rule.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../engine/contract';

export interface FrameOptions {
  /** Table width and depth in table units. */
  W: number;
  H: number;
  /** Margin around the table, in table units (for edge labels). */
  M: number;
  /** Screen rotation of the table, degrees clockwise (0, 90, 180, -90). */
  R: number;
  /** Magnifications over "the whole table fits the width". */
  zooms: number[];
  /** Where to keep in view on a zoom change (the selected piece), in table units. */
  focus: { x: number; y: number } | null;
}

export type TableFrame = ReturnType<typeof useTableFrame>;

export function useTableFrame(o: FrameOptions) {
  const { W, H, M, R, zooms } = o;
  const [zoom, setZoom] = useState(0);
  const [width, setWidth] = useState(370);
  const box = useRef<HTMLDivElement>(null);
  const root = useRef<SVGGElement>(null);
  const drag = useRef<{ x: number; y: number; l: number; t: number; moved: boolean } | null>(null);
  const swallow = useRef(false);
  const keepCentre = useRef<{ fx: number; fy: number } | null>(null);
  const pinchAt = useRef<{ fx: number; fy: number; mx: number; my: number } | null>(null);
  const focus = useRef(o.focus);
  focus.current = o.focus;
  useLayoutEffect(() => {
    const measure = () => { if (box.current) setWidth(Math.max(240, box.current.clientWidth)); };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // The view box: the table and its margin, turned about the table's centre.
  const across = R % 180 === 0;
  const vw = (across ? W : H) + 2 * M, vh = (across ? H : W) + 2 * M;
  const fit = width / vw;
  const scale = fit * zooms[zoom];
  const px = 1 / scale; // table units per screen pixel
  const sy = (y: number) => H - y;

  const toScreen = (x: number, y: number) => {
    const m = root.current?.getScreenCTM();
    return m ? new DOMPoint(x, sy(y)).matrixTransform(m) : null;
  };
  const toTable = (cx: number, cy: number) => {
    const m = root.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(cx, cy).matrixTransform(m.inverse());
    return { x: p.x, y: H - p.y };
  };

  // Zoom: keep the focus (or the current centre) in view.
  const changeZoom = (z: number) => {
    const b = box.current;
    if (b) keepCentre.current = { fx: (b.scrollLeft + b.clientWidth / 2) / b.scrollWidth, fy: (b.scrollTop + b.clientHeight / 2) / b.scrollHeight };
    setZoom(z);
  };
  useLayoutEffect(() => {
    const b = box.current;
    if (!b) return;
    const f = focus.current;
    const target = f ? (() => {
      const p = toScreen(f.x, f.y), r = b.getBoundingClientRect();
      return p ? { x: p.x - r.left + b.scrollLeft, y: p.y - r.top + b.scrollTop } : null;
    })() : null;
    const pin = pinchAt.current;
    pinchAt.current = null;
    if (pin) { b.scrollLeft = pin.fx * b.scrollWidth - pin.mx; b.scrollTop = pin.fy * b.scrollHeight - pin.my; keepCentre.current = null; return; }
    if (target) { b.scrollLeft = target.x - b.clientWidth / 2; b.scrollTop = target.y - b.clientHeight / 2; }
    else if (keepCentre.current) { b.scrollLeft = keepCentre.current.fx * b.scrollWidth - b.clientWidth / 2; b.scrollTop = keepCentre.current.fy * b.scrollHeight - b.clientHeight / 2; }
    keepCentre.current = null;
  }, [zoom]);

  // Two fingers pinch the table: spreading them goes to the next zoom, closing them to the
  // one before, around the point between the fingers (the view only; the page keeps its
  // size, touch-action leaves pinch-zoom to us). One zoom step per pinch gesture.
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const b = box.current;
    if (!b) return;
    let start: { d: number; done: boolean } | null = null;
    const dist = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    const onStart = (ev: TouchEvent) => { if (ev.touches.length === 2) start = { d: dist(ev.touches), done: false }; };
    const onMoveT = (ev: TouchEvent) => {
      if (!start || ev.touches.length !== 2) return;
      ev.preventDefault();
      if (start.done) return;
      const ratio = dist(ev.touches) / Math.max(1, start.d);
      const z = zoomRef.current + (ratio > 1.3 ? 1 : ratio < 0.77 ? -1 : 0);
      if (z === zoomRef.current || z < 0 || z >= zooms.length) return;
      start.done = true;
      const r = b.getBoundingClientRect();
      const mx = (ev.touches[0].clientX + ev.touches[1].clientX) / 2 - r.left, my = (ev.touches[0].clientY + ev.touches[1].clientY) / 2 - r.top;
      // The table point under the fingers stays under them: kept as fractions of the scroll size.
      pinchAt.current = { fx: (b.scrollLeft + mx) / b.scrollWidth, fy: (b.scrollTop + my) / b.scrollHeight, mx, my };
      setZoom(z);
    };
    const onEnd = (ev: TouchEvent) => { if (ev.touches.length < 2) start = null; };
    b.addEventListener('touchstart', onStart, { passive: true });
    b.addEventListener('touchmove', onMoveT, { passive: false });
    b.addEventListener('touchend', onEnd);
    b.addEventListener('touchcancel', onEnd);
    return () => { b.removeEventListener('touchstart', onStart); b.removeEventListener('touchmove', onMoveT); b.removeEventListener('touchend', onEnd); b.removeEventListener('touchcancel', onEnd); };
  }, []);

  /** Scrolls the table so that table point (x, y) is in the middle of the viewport. */
  const centreOn = (x: number, y: number) => {
    const b = box.current, p = toScreen(x, y);
    if (!b || !p) return;
    const r = b.getBoundingClientRect();
    b.scrollLeft += p.x - (r.left + b.clientWidth / 2);
    b.scrollTop += p.y - (r.top + b.clientHeight / 2);
  };

  // Mouse drag pans (touch pans natively: the container scrolls). A view that lets the
  // mouse drag a piece calls these only when it did not take the press itself.
  const panDown = (ev: PointerEvent) => {
    swallow.current = false;
    if (ev.pointerType !== 'mouse' || !box.current || ev.button !== 0) return;
    drag.current = { x: ev.clientX, y: ev.clientY, l: box.current.scrollLeft, t: box.current.scrollTop, moved: false };
  };
  const panMove = (ev: PointerEvent) => {
    const d = drag.current, b = box.current;
    if (!d || !b) return;
    const dx = ev.clientX - d.x, dy = ev.clientY - d.y;
    if (!d.moved && Math.abs(dx) + Math.abs(dy) > 6) { d.moved = true; b.classList.add('dragging'); }
    if (d.moved) { b.scrollLeft = d.l - dx; b.scrollTop = d.t - dy; }
  };
  const panUp = () => {
    if (drag.current?.moved) swallow.current = true;
    drag.current = null;
    box.current?.classList.remove('dragging');
  };
  /** Whether a click ends a drag (pan or piece) and is no tap: asked once per click. */
  const swallowClick = () => {
    if (!swallow.current) return false;
    swallow.current = false;
    return true;
  };

  return {
    zoom, changeZoom, setZoom, scale, px, sy, box, root, swallow, toTable, toScreen, centreOn, panDown, panMove, panUp, swallowClick,
    svg: { width: vw * scale, height: vh * scale, viewBox: `${W / 2 - vw / 2} ${H / 2 - vh / 2} ${vw} ${vh}` },
    rootTransform: `rotate(${R} ${W / 2} ${H / 2})`,
  };
}

const ZOOM_WORDS: [string, string][] = [['Fit', 'Whole table'], ['Play', 'Play zoom'], ['Detail', 'Detail zoom']];
const ZOOM_WORDS_FR: [string, string][] = [['Tout', 'Voir toute la table'], ['Jeu', 'Zoom de jeu'], ['Détail', 'Zoom de détail']];

/** The three zoom buttons. */
export function ZoomBar(props: { frame: TableFrame; lang: Lang; tag: string }) {
  const fr = props.lang === 'fr';
  return (
    <div class={`tv-zoom ${props.tag}-zoom`} role="group" aria-label="Zoom">
      {(fr ? ZOOM_WORDS_FR : ZOOM_WORDS).map(([t, l], z) => (
        <button type="button" aria-pressed={props.frame.zoom === z} title={l} data-zoom={z} onClick={() => props.frame.changeZoom(z)}>{t}</button>
      ))}
    </div>
  );
}

/** The scrolling box and the SVG; children are drawn in table units (y up through `sy`). */
export function TableBox(props: {
  frame: TableFrame; tag: string; lang: Lang; label: string; children: ComponentChildren; defs?: ComponentChildren;
  onPointerDown?: (ev: PointerEvent) => void; onPointerMove?: (ev: PointerEvent) => void; onPointerUp?: (ev: PointerEvent) => void; onClick?: (ev: MouseEvent) => void;
}) {
  const f = props.frame;
  const fr = props.lang === 'fr';
  return (
    <div class={`tv-table ${props.tag}-table`} ref={f.box} tabIndex={0} role="region" aria-label={fr ? 'Table (faire défiler pour se déplacer)' : 'Table (scroll to pan)'}
      onPointerDown={props.onPointerDown ?? f.panDown} onPointerMove={props.onPointerMove ?? f.panMove} onPointerUp={props.onPointerUp ?? f.panUp} onPointerCancel={props.onPointerUp ?? f.panUp}>
      <svg width={f.svg.width} height={f.svg.height} viewBox={f.svg.viewBox} role="img" aria-label={props.label} onClick={props.onClick}>
        {props.defs ? <defs>{props.defs}</defs> : null}
        <g ref={f.root} transform={f.rootTransform}>{props.children}</g>
      </svg>
    </div>
  );
}
