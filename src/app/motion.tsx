// Moves in the replay: a piece that changes place slides from where it was to where
// it is (FLIP: the element is drawn at its new place, then animated from the old
// offset to none). Generic for every board view: wrap each piece in <Slide> with a
// stable key (the piece's identity, not its index or hex) and its position; with
// `on` false, or when the player asked for reduced motion, it simply jumps.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export const SLIDE_MS = 450;

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The transform that puts a piece now at (x, y) turned `angle`° back where it was. */
export function fromTransform(prev: { x: number; y: number; angle: number }, x: number, y: number, angle: number): string | null {
  const dx = prev.x - x, dy = prev.y - y;
  const da = ((((prev.angle - angle) % 360) + 540) % 360) - 180; // the short way round
  if (Math.abs(dx) < 0.01 && Math.abs(dy) < 0.01 && Math.abs(da) < 0.01) return null;
  // Turn about the piece's own (new) centre, so a piece that wheels and moves does both.
  return `translate(${dx}px, ${dy}px) translate(${x}px, ${y}px) rotate(${da}deg) translate(${-x}px, ${-y}px)`;
}
const REST = (x: number, y: number) => `translate(0px, 0px) translate(${x}px, ${y}px) rotate(0deg) translate(${-x}px, ${-y}px)`;

/** Slides `ref`'s element when (x, y, angle) changes while `on`. Coordinates are the
 *  element's own user units (an SVG <g>) or CSS pixels (an HTML element). */
export function useSlide(ref: { current: Element | null }, x: number, y: number, angle = 0, on = true): void {
  const prev = useRef<{ x: number; y: number; angle: number } | null>(null);
  const anim = useRef<Animation | null>(null);
  useLayoutEffect(() => {
    const p = prev.current;
    prev.current = { x, y, angle };
    const el = ref.current as (Element & { animate?: Element['animate'] }) | null;
    if (!p || !on || !el || typeof el.animate !== 'function' || reducedMotion()) return;
    const from = fromTransform(p, x, y, angle);
    if (!from) return;
    anim.current?.cancel();
    anim.current = el.animate([{ transform: from }, { transform: REST(x, y) }], { duration: SLIDE_MS, easing: 'cubic-bezier(0.3, 0, 0.2, 1)' });
  }, [x, y, angle, on]);
}

/** An SVG group that slides when its position changes (give it a stable key). */
export function Slide(props: { x: number; y: number; angle?: number; on: boolean; children: ComponentChildren; id?: string }) {
  const ref = useRef<SVGGElement>(null);
  useSlide(ref, props.x, props.y, props.angle ?? 0, props.on);
  return <g ref={ref} data-slide={props.id} data-at={props.id ? `${Math.round(props.x)},${Math.round(props.y)}` : undefined}>{props.children}</g>;
}
