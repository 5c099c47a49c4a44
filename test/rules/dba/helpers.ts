// Builds DBA positions from the rectangles the spec's worked examples use.
import type { Ctx, LogEvent, Seat } from '../../../src/engine/contract';
import { dba, type DbaState } from '../../../src/rules/dba';
import { BASES, BW } from '../../../src/rules/dba/data/troops';
import type { Elem, Feature } from '../../../src/rules/dba/state';

export type Facing = 'N' | 'S' | 'E' | 'W';

/** Pose of a base from its facing and its rectangle x∈[x0,x1], y∈[y0,y1]. */
export function rectPose(f: Facing, x0: number, x1: number, y0: number, y1: number) {
  const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
  switch (f) {
    case 'N': return { x: mx, y: y1, h: 90 };
    case 'S': return { x: mx, y: y0, h: 270 };
    case 'E': return { x: x1, y: my, h: 0 };
    case 'W': return { x: x0, y: my, h: 180 };
  }
}

export interface Spec { id: number; side: Seat; base: string; f: Facing; x: [number, number]; y: [number, number]; gen?: boolean }

export function el(sp: Spec): Elem {
  const def = BASES[sp.base];
  const p = rectPose(sp.f, sp.x[0], sp.x[1], sp.y[0], sp.y[1]);
  return {
    id: sp.id, side: sp.side, base: sp.base, type: def.type, gen: !!sp.gen, ...p, w: BW, d: def.depth, status: 'on', moves: 0, moved: false,
    dismountTo: '', dismountedNow: false, stamp: 0, bowFront: [], where: '', follower: false, fought: false,
  };
}

/** A state in the given phase with only these elements on the table (everyone else off). */
export function position(specs: Spec[], opts: { phase?: DbaState['phase']; active?: Seat; terrain?: Feature[]; hadBound?: [boolean, boolean]; pips?: number; river?: DbaState['river'] } = {}): DbaState {
  const s = dba.setup({ scenario: 'battle', options: {} });
  s.els = specs.map(el);
  s.phase = opts.phase ?? 'move';
  s.active = opts.active ?? 0;
  s.terrain = opts.terrain ?? [];
  s.hadBound = opts.hadBound ?? [true, true];
  s.pips = opts.pips ?? 6;
  s.edge = [0, 2];
  s.bound = 3;
  s.river = opts.river ?? (s.terrain.some((f) => f.kind === 'River') ? 'unknown' : 'none');
  return s;
}

/** Dice that return the given faces in order. */
export function fixedDice(faces: number[]): Ctx & { events: LogEvent[] } {
  let i = 0;
  const events: LogEvent[] = [];
  const next = () => { if (i >= faces.length) throw new Error('test dice exhausted'); return faces[i++]; };
  return { dice: { roll: next, d6: next, d10: next }, log: (e) => { events.push(e); }, events };
}

/** Rectangle of an element, for assertions: [x0, x1, y0, y1] (axis-aligned bases only). */
export function rectOf(e: Elem): [number, number, number, number] {
  const h = e.h;
  if (h === 90) return [e.x - e.w / 2, e.x + e.w / 2, e.y - e.d, e.y];
  if (h === 270) return [e.x - e.w / 2, e.x + e.w / 2, e.y, e.y + e.d];
  if (h === 0) return [e.x - e.d, e.x, e.y - e.w / 2, e.y + e.w / 2];
  return [e.x, e.x + e.d, e.y - e.w / 2, e.y + e.w / 2];
}

export const get = (s: DbaState, id: number): Elem => s.els.find((e) => e.id === id)!;
