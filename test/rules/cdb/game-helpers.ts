// Hand-built game states for the turn and movement tests: a position (helpers.ts) plus the
// bookkeeping of spec §2.8, in the movement phase of seat 0 unless told otherwise.
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { corpsHalves, thresholdHalves } from '../../../src/rules/cdb/losses';
import { enemyDistance } from '../../../src/rules/cdb/march';
import { FAR, type CdbState, type Corps, type Unit } from '../../../src/rules/cdb/state';
import { corps, position } from './helpers';
import { cdb } from '../../../src/rules/cdb';
import type { Cell } from '../../../src/rules/cdb/state';
import type { OptionValues } from '../../../src/rules/cdb/options';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { sha256, utf8 } from '../../../src/engine/bytes';

export interface GameOpts { cells?: Record<number, Cell>; corps?: Corps[]; options?: OptionValues; ap?: Record<number, number>; more?: Partial<CdbState> }

/** Corps 1 (seat 0) and 2 (seat 1), each led by the first general counter of its side, if any. */
export function game(units: Unit[], o: GameOpts = {}): CdbState {
  const general = (side: number) => units.filter((u) => u.side === side).flatMap((u) => u.counters).find((c) => c.general)?.id ?? -1;
  const cs = o.corps ?? [corps(1, 0, general(0), { generalOffMap: general(0) < 0 }), corps(2, 1, general(1), { generalOffMap: general(1) < 0 })];
  const p = position(units, { cells: o.cells, corps: cs, options: o.options });
  const of = (id: number) => units.filter((u) => u.corps === id).flatMap((u) => u.counters);
  const s: CdbState = {
    ...p, turn: 1, lastTurn: 12, attacker: 0, active: 0, phase: 'move', rolled: cs.filter((c) => c.side === 0).map(() => 6),
    ap: Object.fromEntries(cs.map((c) => [String(c.id), o.ap?.[c.id] ?? 6])), cincPoint: false, startDistance: {}, flags: {},
    rolledOnce: cs.map((c) => c.id), lossTested: [],
    corpsTotal: Object.fromEntries(cs.map((c) => [String(c.id), corpsHalves(of(c.id))])),
    corpsThreshold: Object.fromEntries(cs.map((c) => [String(c.id), thresholdHalves(of(c.id), p.options)])),
    armyTotal: [0, 1].map((side) => units.filter((u) => u.side === side).flatMap((u) => u.counters).length * 2) as [number, number],
    nextUnit: Math.max(0, ...units.map((u) => u.id)) + 1, hidden: [], result: null,
    ...(o.more ?? {}),
  };
  for (const u of s.units) { const d = enemyDistance(s, u.side, [u.hex]); s.startDistance[String(u.id)] = Number.isFinite(d) ? d : FAR; }
  return s;
}

/** A Ctx whose d6 rolls the given faces in order. */
export function scripted(faces: number[]): Ctx & { events: LogEvent[] } {
  const events: LogEvent[] = [];
  let i = 0;
  const next = () => { if (i >= faces.length) throw new Error('scripted dice exhausted'); return faces[i++]; };
  return { events, dice: { roll: next, d6: next, d10: next }, log: (e) => events.push(e) };
}

/** Answers every pending combat choice with its default (the standing orders), as its player. */
export function answerDefaults(s: CdbState, ctx: Ctx): CdbState {
  for (let guard = 0; s.combat && guard < 200; guard++) s = cdb.apply(s, s.combat.pending.side, { k: 'choose', answer: s.combat.pending.default }, ctx);
  return s;
}

/** The set-up of scenario battle-open by the first legal choice each time (no hide), up to the
 *  deployment, with dice drawn from `seed`. */
export function atDeployment(options: Record<string, string> = {}, seed = 'cdb hidden set-up'): CdbState {
  let s = cdb.setup({ scenario: 'battle-open', options });
  const dice = new DrawStream(sha256(utf8(seed)));
  for (let n = 0; s.setup && s.setup.step !== 'deploy' && n < 40; n++) {
    const w = cdb.waitingFor(s);
    if (w.kind !== 'decide') break;
    s = cdb.apply(s, w.seat, cdb.legalActions(s, w.seat).find((a) => a.k !== 'hide')!, { dice, log: () => {} });
  }
  if (s.setup?.step !== 'deploy') throw new Error('the set-up did not reach the deployment');
  return s;
}

/** The steady bot's movement phase for `seat`, each action checked legal and applied, until
 *  it would end the phase (shared by the bot tests). */
export function playMovement(s: CdbState, seat: 0 | 1 = 0): CdbState {
  for (let guard = 0; guard < 40; guard++) {
    const a = cdb.bot!(s, seat, new BotRandom(1));
    const why = cdb.check(s, seat, a);
    if (why) throw new Error(`the bot proposed an illegal action: ${why.rule} ${why.message}`);
    if (a.k === 'end') break;
    s = cdb.apply(s, seat, a, scripted([]));
  }
  return s;
}
