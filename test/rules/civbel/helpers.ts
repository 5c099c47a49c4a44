// Hand-built positions for the Civitates Bellantes rule tests. Lengths in plane
// units: JT = 240; stands 1 JT wide and ¾ JT deep (15mm), posed by the midpoint of
// the front edge; a row of n stands runs to the stand's right.
import type { BuiltArmy, BuiltUnit } from '../../../src/rules/civbel/army-choice';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { dirN } from '../../../src/engine/plane';
import { JT } from '../../../src/rules/civbel/data/scale';
import type { Grade, MoraleClass } from '../../../src/rules/civbel/data/tables';
import type { TroopTypeId } from '../../../src/rules/civbel/data/troops';
import type { Formation } from '../../../src/rules/civbel/formations';
import type { CbCommand, CbContingent, CbLeader, CbState, CbUnit, Rank } from '../../../src/rules/civbel/state';

export { JT };
export const DEPTH = 180;

export interface UnitOpts { x?: number; y?: number; h?: number; n?: number; grade?: Grade | null; morale?: MoraleClass[]; kind?: CbUnit['kind']; formation?: Formation; nation?: string; dps?: number; shaken?: boolean; subs?: number[]; camel?: boolean }

export function unit(id: string, side: 0 | 1, command: string, type: TroopTypeId, o: UnitOpts = {}): CbUnit {
  const h = o.h ?? (side === 0 ? 90 : 270);
  const r = dirN(h - 90, JT);
  const n = o.n ?? 1;
  const special = o.kind === 'special';
  return {
    id, side, name: id, command, nation: o.nation ?? (side === 0 ? 'roman' : 'carthaginian'), kind: o.kind ?? 'unit', type,
    grade: o.grade === undefined ? (special ? null : 'B') : o.grade, morale: o.morale ?? (special ? [] : ['average']), camel: !!o.camel,
    stands: Array.from({ length: n }, (_, i) => ({ id: `${id}.${i}`, x: (o.x ?? 0) + i * r.x, y: (o.y ?? 0) + i * r.y, h, d: DEPTH, type, sub: o.subs ? o.subs[i] : 0, uns: false, armoured: false })),
    formation: o.formation ?? (special ? 'none' : 'line'), dps: o.dps ?? 0, shaken: !!o.shaken, destroyed: false,
    status: { halted: false, spontaneous: false, pursuing: false, looting: false, routing: false, retiring: false, evading: false, rallying: false, mustWithdraw: false, inCombat: false, charging: false, rampaging: false },
    turn: { controlled: false, moved: false, shotAt: false, enemyCameWithinBow: false }, shotAtLastTurn: false, lastAction: 'halt', nearFearsome: false, lossesSeen: [],
  };
}

export function leader(id: string, side: 0 | 1, rank: Rank, o: { x?: number; y?: number; cp?: number; command?: string; contingent?: string; attachedTo?: string; nation?: string; mounted?: boolean } = {}): CbLeader {
  return {
    id, side, rank, name: id, nation: o.nation ?? (side === 0 ? 'roman' : 'carthaginian'), cp: o.cp ?? 3, mounted: o.mounted ?? true,
    command: o.command ?? null, contingent: o.contingent ?? null, attachedTo: o.attachedTo ?? null, x: o.x ?? 0, y: o.y ?? 0, alive: true, fate: '',
  };
}

export const command = (id: string, side: 0 | 1, leaderId: string, contingent: string | null = null, kind: CbCommand['kind'] = 'infantry'): CbCommand => ({ id, side, kind, leader: leaderId, contingent });
export const contingent = (id: string, side: 0 | 1, leaderId: string, nation: string, independentAlly: boolean): CbContingent => ({ id, side, nation, independentAlly, leader: leaderId });

export function state(units: CbUnit[], leaders: CbLeader[] = [], commands: CbCommand[] = [], contingents: CbContingent[] = []): CbState {
  return { turn: 1, initiative: 0, units, leaders, commands, contingents, baggage: [] };
}

/** Dice that give `faces` in turn, then `rest`; the events logged, and how many dice were drawn. */
export function scripted(faces: number[], rest = 3): Ctx & { events: LogEvent[]; used: () => number } {
  const events: LogEvent[] = [];
  let i = 0;
  const next = () => (i < faces.length ? faces[i++] : (i++, rest));
  return { events, used: () => i, dice: { roll: next, d6: next, d10: next }, log: (e) => events.push(e) };
}

/** A game's unit by id, and its index. */
export const ix = (s: CivGame, id: string) => s.units.findIndex((u) => u.id === id);
export const unitOf = (s: CivGame, id: string) => s.units.find((u) => u.id === id)!;
/** Moves a unit rigidly so that its front-edge midpoint is at (x, y). */
/** Puts unit `id`'s front `ahead` JT before `of`'s front middle and `right` JT to its right
 *  (the bots' tests build their positions so). */
export function placeBefore(s: CivGame, id: string, of: string, ahead: number, right: number): void {
  const o = unitFrame(unitOf(s, of)).o;
  frontAt(unitOf(s, id), o.x + right * JT, o.y + ahead * JT);
}

export function frontAt(u: CbUnit, x: number, y: number): void {
  const f = unitFrame(u);
  const dx = x - f.o.x, dy = y - f.o.y;
  u.stands = u.stands.map((st) => ({ ...st, x: st.x + dx, y: st.y + dy }));
}

/** A built army's plain unit (army-choice.ts), C grade average morale, no flags unless given. */
export const builtUnit = (command: number, type: Extract<BuiltUnit, { kind: 'unit' }>['type'], stands: number, extra: Partial<Extract<BuiltUnit, { kind: 'unit' }>> = {}): BuiltUnit =>
  ({ kind: 'unit', command, type, stands, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false, ...extra });
/** A small valid built army: one infantry command of Spearmen and Skirmishers, one of cavalry (Sparta). */
export const smallArmy = (over: Partial<BuiltArmy> = {}): BuiltArmy => ({
  city: 3, exceptional: false, second: false, ally: null,
  commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: false }],
  units: [builtUnit(0, 'spearmen', 6), builtUnit(0, 'skirmishers', 2), builtUnit(1, 'lightCavalry', 3)],
  ...over,
});

/** The Great Plains game after the CP ratings (AvD 4, 4, 4), put in `phase` with `active`
 *  acting and holding the initiative, every unit controlled. With `keep`, only those units
 *  stay on the table, the rest count for nothing in A.6's losses. */
export function greatPlains(phase: CivGame['phase'], o: { active?: 0 | 1; keep?: readonly string[]; options?: Record<string, string> } = {}): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: o.options ?? {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  const active = o.active ?? 0;
  s.phase = phase; s.half = 0; s.active = active; s.initiative = active;
  for (const u of s.units) {
    if (o.keep && !o.keep.includes(u.id)) { u.destroyed = true; s.startPoints[u.id] = 0; }
    u.turn.controlled = true;
  }
  return s;
}

