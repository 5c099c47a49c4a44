// Direct manipulation of one base: the finger (or mouse) drags it, a handle ahead of it
// turns it; every step is put to the rules (the system's `evaluate`, which asks
// sys.check) and the ghost shows the pose with the rules' verdict; on release the
// system arms the move or shows the refusal.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Lang } from '../../engine/contract';
import type { TableFrame } from './frame';
import { rad, type Pose } from './geometry';

/** One step of a drag: the action the rules were asked about, their refusal (null: allowed),
 *  and the words shown beside the ghost when allowed (distance used, reach). */
export interface DragStep<A> { act: A; why: string | null; at: Pose; note: string }

type Grab = { id: number; mode: 'move' | 'turn'; x0: number; y0: number; cx: number; cy: number; base: Pose; moved: boolean; pointer: number };

export function usePoseDrag<A>(frame: TableFrame, o: {
  /** The step at this pose of base `id`, or null when the base may no longer be dragged. */
  evaluate: (id: number, pose: Pose) => DragStep<A> | null;
  /** Released after a real drag: the last step (null when none was computed). */
  drop: (step: DragStep<A> | null) => void;
  /** The first real movement of a grab (the mouse may grab a base not yet selected). */
  firstMove?: (id: number) => void;
}) {
  const grab = useRef<Grab | null>(null);
  const [step, setStepState] = useState<DragStep<A> | null>(null);
  const last = useRef<DragStep<A> | null>(null);
  const setStep = (x: DragStep<A> | null) => { last.current = x; setStepState(x); };

  /** Starts dragging base `id` from pose `base`; `capture` keeps the pointer's events. */
  const start = (ev: PointerEvent, id: number, mode: 'move' | 'turn', base: Pose, capture: Element | null) => {
    const t = frame.toTable(ev.clientX, ev.clientY);
    if (!t) return false;
    frame.swallow.current = false;
    capture?.setPointerCapture?.(ev.pointerId);
    grab.current = { id, mode, x0: t.x, y0: t.y, cx: ev.clientX, cy: ev.clientY, base, moved: false, pointer: ev.pointerId };
    return true;
  };
  /** Whether this pointer is dragging a base now. */
  const holds = (ev: PointerEvent) => !!grab.current && grab.current.pointer === ev.pointerId;
  const move = (ev: PointerEvent) => {
    const g = grab.current;
    if (!g || g.pointer !== ev.pointerId) return;
    if (!g.moved && Math.hypot(ev.clientX - g.cx, ev.clientY - g.cy) < 6) return;
    if (!g.moved) o.firstMove?.(g.id);
    const t = frame.toTable(ev.clientX, ev.clientY);
    if (!t) return;
    let pose: Pose;
    if (g.mode === 'move') pose = { x: g.base.x + t.x - g.x0, y: g.base.y + t.y - g.y0, h: g.base.h };
    else {
      // Turn about the front-edge midpoint, in 5° steps, towards the finger.
      const a = (Math.atan2(t.y - g.base.y, t.x - g.base.x) * 180) / Math.PI;
      pose = { x: g.base.x, y: g.base.y, h: Math.round(a / 5) * 5 };
    }
    const s = o.evaluate(g.id, pose);
    if (!s) return;
    g.moved = true;
    setStep(s);
  };
  const end = (ev: PointerEvent) => {
    const g = grab.current;
    if (!g || g.pointer !== ev.pointerId) return;
    grab.current = null;
    const s = last.current;
    setStep(null);
    if (!g.moved || ev.type === 'pointercancel') return; // a tap: the table's click handler decides
    frame.swallow.current = true;
    o.drop(s);
  };
  // The finger drags the base, not the table (touch-action on SVG shapes is not enough everywhere).
  const noScroll = (ev: TouchEvent) => { if (grab.current && ev.cancelable) ev.preventDefault(); };
  return { step, setStep, start, move, end, holds, noScroll, grabbing: () => grab.current };
}

export type PoseDrag<A> = ReturnType<typeof usePoseDrag<A>>;

/** The selected base's handles: a padded drag target on the base (44 px at any zoom), a
 *  turning handle ahead of it, the circle of its reach, and the drag's words. */
export function Manipulator<A>(props: {
  frame: TableFrame; drag: PoseDrag<A>; lang: Lang; tag: string; R: number;
  id: number; w: number; d: number;
  /** Where the base stands now (the reach circle's centre) and where the handles are. */
  from: Pose; at: Pose;
  /** Reach in table units (0: no circle). */
  reach: number;
  onGrab: (mode: 'move' | 'turn') => (ev: PointerEvent) => void;
  children?: ComponentChildren;
}) {
  const { frame, drag, tag, id, w, d, from, at, R } = props;
  const px = frame.px, sy = frame.sy;
  const fr = props.lang === 'fr';
  const padW = Math.max(10 * px, (44 * px - w) / 2), padD = Math.max(10 * px, (44 * px - d) / 2);
  const hx = at.x + Math.cos(rad(at.h)) * (padD + 26 * px), hy = at.y + Math.sin(rad(at.h)) * (padD + 26 * px);
  const info = drag.step;
  const attr = (k: string, v: unknown) => ({ [`data-${tag}-${k}`]: v });
  return (
    <g {...attr('manip', id)}>
      {props.reach > 0 ? <circle cx={from.x} cy={sy(from.y)} r={props.reach} fill="none" stroke="#009E73" stroke-width={2 * px} stroke-dasharray={`${8 * px} ${5 * px}`} pointer-events="none" {...attr('envelope', props.reach)} /> : null}
      {props.children}
      <g transform={`translate(${at.x} ${sy(at.y)}) rotate(${-at.h})`}>
        <rect x={-d - padD} y={-w / 2 - padW} width={d + 2 * padD} height={w + 2 * padW} fill="#fff" fill-opacity="0.001" stroke="none"
          pointer-events="all" style={{ touchAction: 'none', cursor: 'move' }} {...attr('drag', id)}
          onPointerDown={props.onGrab('move')} onPointerMove={drag.move} onPointerUp={drag.end} onPointerCancel={drag.end} onTouchMove={drag.noScroll} />
      </g>
      <line x1={at.x} y1={sy(at.y)} x2={hx} y2={sy(hy)} stroke="#009E73" stroke-width={2 * px} pointer-events="none" />
      <circle cx={hx} cy={sy(hy)} r={9 * px} fill="#009E73" stroke="#fff" stroke-width={2 * px} pointer-events="none" />
      <circle cx={hx} cy={sy(hy)} r={22 * px} fill="#fff" fill-opacity="0.001" pointer-events="all" style={{ touchAction: 'none', cursor: 'grab' }} {...attr('turn', id)}
        onPointerDown={props.onGrab('turn')} onPointerMove={drag.move} onPointerUp={drag.end} onPointerCancel={drag.end} onTouchMove={drag.noScroll} />
      {info ? (() => {
        const to = info.at;
        const txt = info.why ? (fr ? 'interdit' : 'not allowed') : info.note;
        return txt ? <text class={`tv-tlabel ${tag}-tlabel`} x={to.x} y={sy(to.y) - 30 * px} font-size={13 * px} stroke-width={4 * px} font-weight={700} transform={`rotate(${-R} ${to.x} ${sy(to.y) - 30 * px})`} {...attr('paces', '')}>{txt}</text> : null;
      })() : null}
    </g>
  );
}

/** The line under the table during a drag or placement: the refusal, or what to do. */
export function DragHelp(props: { lang: Lang; tag: string; refused: string | null; hint: string; kind: string }) {
  const fr = props.lang === 'fr';
  return (
    <p class={`tv-help ${props.tag}-help`} {...{ [`data-${props.tag}-${props.kind}`]: '' }} aria-live="polite">
      {props.refused ? <strong class={`tv-refused ${props.tag}-refused`}>{(fr ? 'Refusé par les règles : ' : 'The rules refuse: ') + props.refused}</strong> : props.hint}
    </p>
  );
}

/** The bar that confirms the armed action (its ghost is on the table). */
export function ConfirmBar(props: { lang: Lang; tag: string; text: string; onConfirm: () => void; onCancel: () => void; children?: ComponentChildren }) {
  const fr = props.lang === 'fr';
  const attr = (k: string) => ({ [`data-${props.tag}-${k}`]: '' });
  return (
    <div class={`tv-confirmbar ${props.tag}-confirmbar`} {...attr('confirmbar')}>
      <p>{props.text}</p>
      <div class="row">
        <button type="button" class="btn btn-primary" {...attr('confirm')} onClick={props.onConfirm}>{fr ? 'Confirmer' : 'Confirm'}</button>
        {props.children}
        <button type="button" class="btn" {...attr('cancel')} onClick={props.onCancel}>{fr ? 'Annuler' : 'Cancel'}</button>
      </div>
    </div>
  );
}
