// Builds small positions on the placeholder Sparta map for rule tests.
import { nabis, type NState } from '../../../src/rules/nabis';
import { startActivation } from '../../../src/rules/nabis/sequence';
import type { LogEvent } from '../../../src/engine/contract';
import { config, ctxOf, scripted } from './helpers';

export interface Place { id: string; hex: number; f?: number; fat?: boolean; dis?: 0 | 1 | 2; z?: number }

export const uid = (s: NState, id: string): number => { const i = s.ud.findIndex((d) => d.id === id); if (i < 0) throw new Error('no unit ' + id); return i; };
export const lid = (s: NState, id: string): number => { const i = s.ld.findIndex((d) => d.id === id); if (i < 0) throw new Error('no leader ' + id); return i; };

/** Only the listed units and leaders are on the map; everything else is set aside (not eliminated for VP). */
export function scene(units: Place[], leaders: Record<string, number> = {}, options: Record<string, string | number> = {}): NState {
  const s = nabis.setup(config(options));
  s.u.forEach((u) => { u.hex = 0; u.elim = true; });
  units.forEach((p, k) => {
    const i = uid(s, p.id);
    Object.assign(s.u[i], { hex: p.hex, elim: false, f: p.dis === 2 ? -1 : p.f ?? 0, fat: !!p.fat, dis: p.dis ?? 0, z: p.z ?? k });
  });
  s.l.forEach((l, i) => { const h = leaders[s.ld[i].id]; if (h === undefined) { l.hex = 0; l.st = 'dead'; } else l.hex = h; });
  s.phase = 'D';
  s.dec = 0;
  return s;
}

/** Starts an activation of `leader` in the scene (stage D.1). */
export function activate(s: NState, leader: string): NState {
  const log: LogEvent[] = [];
  startActivation(s, ctxOf(scripted([]), log), lid(s, leader));
  return s;
}

export function run<T>(values: number[], f: (ctx: ReturnType<typeof ctxOf>, log: LogEvent[]) => T): { out: T; log: LogEvent[]; left: number } {
  const log: LogEvent[] = [];
  const d = scripted(values);
  const out = f(ctxOf(d, log), log);
  return { out, log, left: d.left() };
}
