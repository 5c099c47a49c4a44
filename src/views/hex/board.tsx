// The map part of every hex board: the SVG map with the system's terrain and pieces, the
// highlights of the legal actions (hexes that can act ringed, destinations and targets
// filled), the selection, the replayed action's mark; three zoom levels (whole map, play,
// detail) and pinch between them; drag to pan with a mouse (a finger scrolls natively);
// the floating tray of choices above the command bar. One pointer path: a tap on any hex
// is reported to the system by its number (onTap). Test hooks carry the system's prefix
// (`tag`: data-nb-… for Nabis, data-cdb-… for Champs de Bataille).
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { GO, GO_FILL, HIDE, HIDE_FILL, HIT, HIT_FILL, LAST } from './colours';
import type { HexGeo } from './geometry';
import type { Mark } from './picks';
import { HEX_CSS } from './style';

/** 'fit': the whole width; a number: the scale over the play size (1 = play). */
export type Zoom = 'fit' | number;
export const PLAY = 1;
/** Detail zoom: hexes of about 80 px where play makes them 48 (ux.md §3). */
export const DETAIL = 1.65;
const MAX_ZOOM = 2.5;

type Hooks = Record<string, string | boolean | number | undefined>;
const hook = (tag: string, name: string, v: string | boolean | number = true): Hooks => ({ [`data-${tag}-${name}`]: v });

export interface HexBoardProps {
  tag: string;
  lang: string;
  geo: HexGeo;
  /** The map's name for screen readers ("Map of Sparta"). */
  name: string;
  background: string;
  /** Terrain drawing (memoised by the caller: it changes with the map only). */
  terrain: JSX.Element;
  /** Drawn above the highlights only at detail zoom (hex numbers, costs). */
  detail?: JSX.Element | null;
  /** The counters and tokens. */
  pieces: ComponentChildren;
  /** Drawn instead of the pieces at whole-map zoom, where counters would be too small to read
   *  (ux.md §3: side colours and stack dots); absent: the pieces. */
  overview?: ComponentChildren;
  /** Hexes that can act, ringed while nothing is selected. */
  from: Record<number, boolean>;
  marks: Record<number, Mark>;
  sel: number;
  tgt: number;
  /** The replayed action's hexes. */
  last: number[];
  onTap(h: number): void;
  /** Changes when the situation does: the play zoom then brings these hexes into view. */
  focusKey: string;
  focusHexes(): number[];
  /** The tray's content; null: no tray. */
  tray: ComponentChildren | null;
  /** The tray sits above the app's command bar (the player has something to do). */
  trayOverBar: boolean;
  /** Shown under the map, above the room kept for the tray. */
  after?: ComponentChildren;
  /** When the situation changes, bring the map itself to the top of the screen (a choice to
   *  make on the map, with the tray open below it). */
  raise?: boolean;
}

export function HexBoard(p: HexBoardProps) {
  const { tag, geo, lang } = p;
  const fr = lang === 'fr';
  const [zoom, setZoom] = useState<Zoom>(PLAY);
  const scroller = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; sx: number; sy: number; moved: boolean } | null>(null);
  const suppress = useRef(0); // a click right after a drag or a pinch is not a tap
  const wrap = useRef<HTMLDivElement>(null);
  const tray = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  /** After a pinch: the map point that stays under the fingers' midpoint. */
  const anchor = useRef<{ mx: number; my: number; px: number; py: number } | null>(null);

  // At play zoom, bring what can act into view when the situation changes.
  useEffect(() => {
    const el = scroller.current;
    if (!el || zoom === 'fit') return;
    if (p.raise && wrap.current) {
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const top0 = wrap.current.getBoundingClientRect().top;
      if (Math.abs(top0 - bar - 4) > 2) window.scrollBy(0, top0 - bar - 4);
    }
    const hs = p.focusHexes();
    if (!hs.length) return;
    const mx = (hs.reduce((a, h) => a + geo.cx(h), 0) / hs.length) * zoom, my = (hs.reduce((a, h) => a + geo.cy(h), 0) / hs.length) * zoom;
    // Centre them in the part of the map that is on screen (the page may hide its lower part).
    const r = el.getBoundingClientRect();
    const trayTop = (document.querySelector('.hx-sheet') ?? document.querySelector('.command-bar'))?.getBoundingClientRect().top ?? window.innerHeight - 80;
    const top = Math.max(r.top, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0), bottom = Math.min(r.bottom, trayTop);
    const mid = bottom - top > 120 ? (top + bottom) / 2 - r.top : el.clientHeight / 2;
    el.scrollLeft = Math.max(0, mx - el.clientWidth / 2);
    el.scrollTop = Math.max(0, my - mid);
  }, [p.focusKey, zoom === 'fit' ? 0 : zoom === PLAY ? 1 : 2]);

  // The tray of map actions floats at the bottom while the map is on screen.
  const [mapSeen, setMapSeen] = useState(true);
  useEffect(() => {
    const w = wrap.current;
    if (!w || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((es) => setMapSeen(es[0].isIntersecting), { threshold: 0.2 });
    io.observe(w);
    return () => io.disconnect();
  }, []);
  useLayoutEffect(() => {
    // Room below the board so that the tray never hides its end.
    if (spacer.current) spacer.current.style.height = tray.current ? `${tray.current.offsetHeight + 8}px` : '0px';
    // Whole map: the map's box is never taller than the screen between the header and the
    // tray, so with the map at the top of the screen every row can be scrolled into view.
    const w = wrap.current;
    if (w) {
      const head = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const above = scroller.current ? scroller.current.getBoundingClientRect().top - w.getBoundingClientRect().top : 0;
      const room = tray.current ? tray.current.getBoundingClientRect().top - head - above - 12 : 0;
      if (room > 120) w.style.setProperty('--hx-room', `${room}px`); else w.style.removeProperty('--hx-room');
    }
    // After a pinch, keep the pinched point under the fingers.
    const a = anchor.current, el = scroller.current;
    if (a && el && typeof zoom === 'number') {
      el.scrollLeft = a.mx * zoom - a.px;
      el.scrollTop = a.my * zoom - a.py;
      anchor.current = null;
    }
  });
  useEffect(() => {
    // A tap selected a hex: bring the map to the top of the screen and the hex into the part
    // of the map the tray leaves visible.
    if (!p.sel) return;
    const id = requestAnimationFrame(() => {
      const el = scroller.current, w = wrap.current, sheet = document.querySelector('.hx-sheet');
      const hex = el?.querySelector(`[data-hex="${geo.label(p.sel)}"]`);
      if (!el || !w || !sheet || !hex) return;
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const top0 = w.getBoundingClientRect().top;
      if (Math.abs(top0 - bar - 4) > 2) window.scrollBy(0, top0 - bar - 4);
      const r = el.getBoundingClientRect(), sh = sheet.getBoundingClientRect(), hr = hex.getBoundingClientRect();
      const vTop = Math.max(r.top, bar), vBottom = Math.min(r.bottom, sh.top);
      // The hex and the places it may go to (its marks), when they fit in the part of the map
      // on screen: scrolled just enough to show them all (a unit at the edge of that part would
      // otherwise hide where it can go). Else the hex alone, in the middle.
      const marks = [...el.querySelectorAll(`[data-${tag}-mark]`)].map((m) => m.getBoundingClientRect());
      const all = [hr, ...marks];
      const box = { top: Math.min(...all.map((b) => b.top)), bottom: Math.max(...all.map((b) => b.bottom)), left: Math.min(...all.map((b) => b.left)), right: Math.max(...all.map((b) => b.right)) };
      if (vBottom - vTop > 60) {
        if (box.bottom - box.top <= vBottom - vTop - 16) {
          if (box.top < vTop + 8) el.scrollTop += box.top - vTop - 8;
          else if (box.bottom > vBottom - 8) el.scrollTop += box.bottom - vBottom + 8;
        } else if (hr.top < vTop + 8 || hr.bottom > vBottom - 8) el.scrollTop += (hr.top + hr.bottom) / 2 - (vTop + vBottom) / 2;
      }
      if (box.right - box.left <= r.width - 16) {
        if (box.left < r.left + 8) el.scrollLeft += box.left - r.left - 8;
        else if (box.right > r.right - 8) el.scrollLeft += box.right - r.right + 8;
      } else if (hr.left < r.left || hr.right > r.right) el.scrollLeft += (hr.left + hr.right) / 2 - (r.left + r.right) / 2;
    });
    return () => cancelAnimationFrame(id);
  }, [p.sel]);

  // Pinch (two fingers): the map is scaled live by a transform and redrawn crisp at the end.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let start: { d: number; k: number; mx: number; my: number; px: number; py: number } | null = null;
    let ratio = 1;
    const dist = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    const scaleNow = () => { const s = svgRef.current; return s ? s.getBoundingClientRect().width / geo.W : 1; };
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      const r = el.getBoundingClientRect(), k = scaleNow();
      const px = (e.touches[0].clientX + e.touches[1].clientX) / 2 - r.left, py = (e.touches[0].clientY + e.touches[1].clientY) / 2 - r.top;
      start = { d: dist(e.touches) || 1, k, mx: (el.scrollLeft + px) / k, my: (el.scrollTop + py) / k, px, py };
      ratio = 1;
    };
    const onMove = (e: TouchEvent) => {
      if (!start || e.touches.length !== 2) return;
      e.preventDefault();
      const fit = el.clientWidth / geo.W;
      const k = Math.min(MAX_ZOOM, Math.max(fit, start.k * (dist(e.touches) / start.d)));
      ratio = k / start.k;
      const s = svgRef.current;
      if (s) { s.style.transformOrigin = `${start.mx * start.k}px ${start.my * start.k}px`; s.style.transform = `scale(${ratio})`; }
    };
    const onEnd = (e: TouchEvent) => {
      if (!start || e.touches.length >= 2) return;
      const s = svgRef.current;
      if (s) { s.style.transform = ''; s.style.transformOrigin = ''; }
      const k = start.k * ratio, fit = el.clientWidth / geo.W;
      anchor.current = { mx: start.mx, my: start.my, px: start.px, py: start.py };
      suppress.current = Date.now() + 350;
      setZoom(k <= fit * 1.02 ? 'fit' : Math.round(k * 100) / 100);
      start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    // iOS Safari zooms the page on its own gesture events: not on the map.
    const stop = (e: Event) => e.preventDefault();
    el.addEventListener('gesturestart', stop);
    return () => {
      el.removeEventListener('touchstart', onStart); el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd); el.removeEventListener('touchcancel', onEnd); el.removeEventListener('gesturestart', stop);
    };
  }, [geo]);

  const onClick = (e: MouseEvent) => {
    if (Date.now() < suppress.current) return;
    const t = (e.target as Element).closest('[data-hex]');
    if (t) p.onTap(Number(t.getAttribute('data-hex')));
  };
  // Mouse drag pans (touch pans natively by scrolling).
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !scroller.current) return;
    drag.current = { x: e.clientX, y: e.clientY, sx: scroller.current.scrollLeft, sy: scroller.current.scrollTop, moved: false };
  };
  const move = (e: PointerEvent) => {
    const d = drag.current, el = scroller.current;
    if (!d || !el) return;
    const dx = e.clientX - d.x, dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    d.moved = true;
    el.scrollLeft = d.sx - dx;
    el.scrollTop = d.sy - dy;
  };
  const up = () => { if (drag.current?.moved) suppress.current = Date.now() + 250; drag.current = null; };
  /** A zoom button: keep the middle of what is on screen in the middle. */
  const zoomTo = (z: Zoom) => {
    const el = scroller.current, s = svgRef.current;
    if (el && s && typeof z === 'number') {
      const k = s.getBoundingClientRect().width / geo.W;
      anchor.current = { mx: (el.scrollLeft + el.clientWidth / 2) / k, my: (el.scrollTop + el.clientHeight / 2) / k, px: el.clientWidth / 2, py: el.clientHeight / 2 };
    }
    setZoom(z);
  };

  const level = zoom === 'fit' ? 'fit' : zoom >= DETAIL ? 'detail' : zoom >= PLAY ? 'play' : 'between';
  const size = zoom === 'fit' ? { width: '100%', height: undefined } : { width: geo.W * zoom, height: geo.H * zoom };
  const hp = geo.hexPath;
  const zb = (z: Zoom, name: string, en: string, frw: string) => (
    <button type="button" class="btn" aria-pressed={zoom === z} {...hook(tag, `zoom-${name}`)} onClick={() => zoomTo(z)}>{fr ? frw : en}</button>
  );
  return (
    <>
      <style>{HEX_CSS}</style>
      <div class={`hx-mapwrap ${tag}-mapwrap`} ref={wrap} data-hx-zoom={level}>
        <div class={`hx-zoom ${tag}-zoom`} role="group" aria-label={fr ? 'Zoom de la carte' : 'Map zoom'}>
          {zb('fit', 'fit', 'Whole map', 'Carte entière')}
          {zb(PLAY, 'play', 'Zoom', 'Zoom')}
          {zb(DETAIL, 'detail', 'Detail', 'Détail')}
        </div>
        <div class={`hx-map ${tag}-map`} ref={scroller} role="region" tabIndex={0} style={{ background: p.background }}
          aria-label={fr ? `${p.name} (faire défiler, glisser ou pincer)` : `${p.name} (scroll, drag or pinch)`}
          onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} onPointerLeave={up}>
          <svg ref={svgRef} {...size} viewBox={`0 0 ${geo.W.toFixed(1)} ${geo.H.toFixed(1)}`} role="img" aria-label={p.name} onClick={onClick} {...hook(tag, 'svg')}>
            {p.terrain}
            <g>{geo.hexes.map((h) => <path d={hp(h)} fill="transparent" data-hex={geo.label(h)} />)}</g>
            <g pointer-events="none">
              {!p.sel ? Object.keys(p.from).map((h) => <path d={hp(Number(h), 0.9)} fill="none" stroke={GO} stroke-width={3} {...hook(tag, 'can', geo.label(Number(h)))} />) : null}
              {Object.entries(p.marks).map(([h, k]) => (
                <path d={hp(Number(h), 0.92)} fill={k === 'go' ? GO_FILL : k === 'hide' ? HIDE_FILL : HIT_FILL} stroke={k === 'go' ? GO : k === 'hide' ? HIDE : HIT} stroke-width={3} stroke-dasharray={k === 'hide' ? '3 3' : undefined} {...hook(tag, 'mark', k)} {...hook(tag, 'at', geo.label(Number(h)))} />
              ))}
              {level === 'fit' && p.overview ? p.overview : p.pieces}
              {level === 'detail' ? p.detail : null}
              {p.last.map((h) => <path d={hp(h, 0.95)} fill="none" stroke={LAST} stroke-width={4} stroke-dasharray="7 4" {...hook(tag, 'last', geo.label(h))} />)}
              {p.sel ? <path d={hp(p.sel)} fill="none" stroke="#000" stroke-width={4} /> : null}
              {p.sel ? <path d={hp(p.sel, 0.86)} fill="none" stroke="#fff" stroke-width={2} /> : null}
              {p.tgt ? <path d={hp(p.tgt)} fill="none" stroke="#000" stroke-width={4} stroke-dasharray="6 4" /> : null}
            </g>
          </svg>
          {/* Room under the map while a hex is selected, so that a hex of the last rows can be
              scrolled up above the tray (the whole map keeps its own height). */}
          {p.sel && zoom !== 'fit' ? <div class="hx-room" aria-hidden="true" /> : null}
        </div>
      </div>
      {p.tray !== null && (p.sel || (p.trayOverBar && mapSeen)) ? (
        <div class={`hx-sheet ${tag}-sheet${p.trayOverBar ? ' hx-sheet-bar' : ''}`} ref={tray} role="region" aria-label={fr ? 'Actions sur la carte' : 'Map actions'} aria-live="polite">
          {p.tray}
        </div>
      ) : null}
      {p.after}
      <div ref={spacer} aria-hidden="true" />
    </>
  );
}

/** The head of the tray for a selected hex: what is there, and a close button. */
export function TrayHead(p: { tag: string; lang: string; title: ComponentChildren; onClose(): void }) {
  return (
    <div class="hx-sheet-head">
      <p class="hx-sel-title">{p.title}</p>
      <button type="button" class="btn hx-close" aria-label={p.lang === 'fr' ? 'Fermer' : 'Close'} {...hook(p.tag, 'close')} onClick={p.onClose}><span aria-hidden="true">×</span></button>
    </div>
  );
}

export { hook };
