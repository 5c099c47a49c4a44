// Cuts (src/engine/README.md "Cuts"): a packet that opens with cut actions keeps only the first
// k actions of the opponent's last packet; the trigger must hold after action k and after none
// before it. A small hide-and-seek rule system, written here, knows nothing but the contract:
// seat 1 hides a spot (a digest), seat 0 walks a runner one step per action along a line;
// the runner within 1 of the spot uncovers it.
import { describe, expect, it } from 'vitest';
import { IllegalAction, type RuleSystem, type Seat } from '../../src/engine/contract';
import { commitWords, opensCommitment } from '../../src/engine/commitment';
import { hmacSha256, tag, toB64, u32 } from '../../src/engine/bytes';
import { cutOf, replay, type Game, type Progress } from '../../src/engine/game';
import { commitOf, gameIdOf, packetId, type DiceMode, type Header } from '../../src/engine/packet';
import { Turn, answerCut } from '../../src/engine/turn';
import { VerifyError } from '../../src/engine/errors';

interface HS { pos: number; digest: number[]; spot: number; waiting: Seat; over: boolean; rolls: number }
type HA = { k: 'hide'; digest: number[] } | { k: 'step' } | { k: 'roll' } | { k: 'end' } | { k: 'pass' } | { k: 'reveal'; spot: number; salt: number[]; cut?: number };
const SALT = [1, 2, 3, 4, 5, 6, 7, 8];
const near = (s: HS, spot: number) => Math.abs(s.pos - spot) <= 1;

const seek: RuleSystem<HS, HA> = {
  id: 'seek', rulesVersion: 1, name: { en: 'Seek', fr: 'Cherche' }, seats: [{ en: 'Runner', fr: 'Coureur' }, { en: 'Hider', fr: 'Caché' }],
  scenarios: [{ id: 'line', name: { en: 'Line', fr: 'Ligne' } }], options: [],
  validateConfig: () => null,
  setup: () => ({ pos: 0, digest: [], spot: -1, waiting: 1, over: false, rolls: 0 }),
  waitingFor: (s) => (s.over ? { kind: 'over', winner: 0, result: { en: 'done', fr: 'fini' } } : { kind: 'decide', seat: s.waiting }),
  legalActions: (s, seat) => (s.waiting !== seat ? [] : seat === 1 ? (s.digest.length ? [{ k: 'pass' }] : [{ k: 'hide', digest: commitWords([5], SALT) }]) : [{ k: 'step' }, { k: 'end' }]),
  check(s, seat, a) {
    if (a.k === 'reveal') {
      if (seat !== 1 || s.spot >= 0 || !opensCommitment(s.digest, [a.spot], a.salt)) return { rule: 'R', message: 'not the spot hidden' };
      return a.cut === undefined && s.waiting !== 1 ? { rule: 'R', message: 'reveal in own turn or by a cut' } : null;
    }
    if (a.k === 'hide') return seat === 1 && !s.digest.length ? null : { rule: 'H', message: 'hide once' };
    if (a.k === 'pass') return seat === 1 && s.digest.length ? null : { rule: 'P', message: 'no' };
    return seat === 0 ? null : { rule: 'S', message: 'the runner moves' };
  },
  apply(prev, seat, a, ctx) {
    const v = seek.check(prev, seat, a);
    if (v) throw new IllegalAction(v.rule, v.message);
    const s = { ...prev };
    if (a.k === 'hide') { s.digest = a.digest; s.waiting = 0; }
    if (a.k === 'pass') s.waiting = 0;
    if (a.k === 'step') { s.pos++; if (s.pos >= 12) s.over = true; ctx.log({ t: 'step', pos: s.pos }); }
    if (a.k === 'roll') s.rolls += ctx.dice.d6();
    if (a.k === 'end') s.waiting = 1;
    if (a.k === 'reveal') { s.spot = a.spot; ctx.log({ t: 'revealed', spot: a.spot }); }
    return s;
  },
  encodeAction: (a) => (a.k === 'hide' ? [0, ...a.digest] : a.k === 'step' ? [1] : a.k === 'end' ? [2] : a.k === 'pass' ? [3] : a.k === 'roll' ? [5] : [4, a.spot, ...a.salt, a.cut === undefined ? 0 : a.cut + 1]),
  decodeAction(c) {
    if (c[0] === 0) return { k: 'hide', digest: c.slice(1) };
    if (c[0] === 4) return c[10] ? { k: 'reveal', spot: c[1], salt: c.slice(2, 10), cut: c[10] - 1 } : { k: 'reveal', spot: c[1], salt: c.slice(2, 10) };
    return { k: (['hide', 'step', 'end', 'pass', '', 'roll'] as const)[c[0]] } as HA;
  },
  describeAction: (_s, a) => a.k,
  describeEvent: (e) => e.t,
  cut: {
    at: (a) => (a.k === 'reveal' ? a.cut : undefined),
    holds: (s, seat, a) => seat === 1 && a.k === 'reveal' && s.spot < 0 && opensCommitment(s.digest, [a.spot], a.salt) && near(s, a.spot),
    answer(states, seat) {
      if (seat !== 1) return [];
      const k = states.findIndex((s) => s.spot < 0 && near(s, 5));
      return k >= 1 ? [{ k: 'reveal', spot: 5, salt: SALT, cut: k }] : [];
    },
  },
};

const secret = (who: number, k: number) => toB64(hmacSha256(u32(who), tag('cut-test'), u32(k)));
function newGame(diceMode: DiceMode = 'instant'): Game {
  const header: Header = { protocol: 1, system: 'seek', rulesVersion: 1, options: { scenario: 'line' }, diceMode, seat: 0, publicKey: 'BA' + 'A'.repeat(85), name: 'A', lang: 'en',
    seatNonce: toB64(new Uint8Array(16)), commit: commitOf(secret(0, 0)), signature: 'A'.repeat(86) };
  return { header, packets: [] };
}
/** Writes the next packet: `cut` first (if any), then `actions` until the packet is complete. */
function write(game: Game, progress: Progress<HS>, actions: HA[], cut: HA[] = []): { turn: Turn<HS, HA>; progress: Progress<HS> } {
  const n = game.packets.length + 1;
  const who = n % 2;
  const turn = new Turn(seek, game, progress, n === 1 ? secret(1, 0) : secret(who, n - 2), secret(who, n), n === 1 ? { publicKey: 'BA' + 'A'.repeat(85), name: 'B', lang: 'fr', seatNonce: game.header.seatNonce } : undefined);
  if (cut.length) turn.playCut(cut);
  for (const a of actions) turn.play(a);
  const p = turn.unsigned();
  game.packets.push(p);
  return { turn, progress: { gameId: gameIdOf(game.header), ids: [...progress.ids, packetId(p)], state: turn.state, waiting: turn.waiting(), pending: turn.pending, log: [], before: turn.ownStart } };
}
const steps = (n: number): HA[] => [...Array(n).fill({ k: 'step' }), { k: 'end' }];
const reveal = (cut?: number): HA => ({ k: 'reveal', spot: 5, salt: SALT, ...(cut !== undefined ? { cut } : {}) });

/** Seat 1 hides at 5; seat 0 walks 6 steps in one packet (the spot is uncovered after step 4). */
function walked(diceMode: DiceMode = 'instant', walk: HA[] = steps(6)) {
  const game = newGame(diceMode);
  let progress = replay(seek, game);
  ({ progress } = write(game, progress, [{ k: 'hide', digest: commitWords([5], SALT) }]));
  ({ progress } = write(game, progress, walk));
  return { game, progress };
}
const refusal = (f: () => unknown): string => { try { f(); } catch (e) { return e instanceof VerifyError ? `${e.code}: ${e.message}` : String(e); } return 'accepted'; };

describe('cuts: a hidden thing uncovered in the middle of the other side\'s packet', () => {
  it('a cut at the first step where the trigger holds is accepted: the last packet keeps its first k actions, the rest is void, the mover goes on from there', () => {
    const { game, progress } = walked();
    const { turn } = write(game, progress, [], [reveal(4)]);
    expect(turn.state.pos).toBe(4);
    expect(turn.state.spot).toBe(5);
    expect(turn.waiting()).toEqual({ kind: 'decide', seat: 0 }); // the mover's turn goes on
    expect(turn.complete()).toBe(true);
    const p = replay(seek, game);
    expect(p.state.pos).toBe(4);
    const voided = p.log.filter((e) => e.voidIn === 3).map((e) => e.index);
    expect(voided).toEqual([4, 5, 6]); // steps 5 and 6 and the end
    expect(p.log.filter((e) => e.seq === 2 && !e.voidIn)).toHaveLength(4);
    // The mover continues in packet 4, from position 4.
    const next = write(game, p, steps(2));
    expect(next.turn.state.pos).toBe(6);
    expect(replay(seek, game).state.pos).toBe(6);
  });

  it('the hider\'s device finds the first triggering step by itself (answerCut, as bots and the fuzz do)', () => {
    const { game, progress } = walked();
    const n = game.packets.length + 1;
    const turn = new Turn(seek, game, progress, secret(n % 2, n - 2), secret(n % 2, n));
    expect(turn.opponentStates().map((s) => s.pos)).toEqual([0, 1, 2, 3, 4, 5, 6, 6]);
    expect(answerCut(seek, turn)).toBe(true);
    expect(cutOf(seek, turn.actions[0])).toBe(4);
  });

  it('the packet after a cut replays the cut packet from the cut position: its own actions start there (Turn.ownStart, the fuzz and the next answerCut)', () => {
    const { game, progress } = walked();
    const cut = write(game, progress, [], [reveal(4)]);
    expect(cut.turn.start.pos).toBe(6); // the mover's whole packet, before the cut
    expect(cut.turn.ownStart.pos).toBe(4); // the cut packet's own actions start at step 4
    const n = game.packets.length + 1;
    const next = new Turn(seek, game, cut.progress, secret(n % 2, n - 2), secret(n % 2, n));
    // Read from the right place, the reveal is replayed where it was played: step 4, spot hidden, then shown.
    expect(next.opponentStates().map((s) => [s.pos, s.spot])).toEqual([[4, -1], [4, 5]]);
    expect(next.opponentStates()[0]).toEqual(replay(seek, game).before); // as the verifying replay has it
  });

  it('a cut at a later step than the first trigger is refused (the hider cannot pick a kinder moment); so is one where nothing triggered, or beyond the packet', () => {
    for (const [k, why] of [[5, /revealed after its action 4: a cut comes at the first/], [2, /where nothing revealed/], [3, /where nothing revealed/], [9, /has 7/], [0, /has 7/]] as const) {
      const { game, progress } = walked();
      expect(refusal(() => write(game, progress, [], [reveal(k)])), `cut at ${k}`).toMatch(why);
      // The same packet forged past the device's own checks: replay refuses it too.
      const good = walked();
      write(good.game, good.progress, [], [reveal(4)]);
      const forged = good.game.packets[2];
      forged.actions[0] = seek.encodeAction(reveal(k));
      expect(refusal(() => replay(seek, good.game)), `forged cut at ${k}`).toMatch(why);
    }
  });

  it('a cut with a wrong salt is refused; a cut action after another action, or in the first packet, is refused', () => {
    const { game, progress } = walked();
    expect(refusal(() => write(game, progress, [], [{ k: 'reveal', spot: 5, salt: [9, 9, 9, 9, 9, 9, 9, 9], cut: 4 }]))).toMatch(/where nothing revealed/);
    const good = walked();
    write(good.game, good.progress, [], [reveal(4)]);
    good.game.packets[2].actions.unshift([3]);
    expect(refusal(() => replay(seek, good.game))).toMatch(/cut actions open a packet/);
  });

  it('receiving the cut packet alone (replay from the stored progress), and replay with no progress before the last packet, agree with a whole replay', () => {
    const { game, progress } = walked();
    write(game, progress, [], [reveal(4)]);
    const upTo2 = replay(seek, { header: game.header, packets: game.packets.slice(0, 2) });
    const fromStored = replay(seek, game, { from: upTo2 });
    const { before: _b, ...withoutBefore } = upTo2;
    const fromBare = replay(seek, game, { from: withoutBefore as Progress<HS> });
    const whole = replay(seek, game);
    expect(fromStored.state).toEqual(whole.state);
    expect(fromBare.state).toEqual(whole.state);
    expect(fromStored.log.filter((e) => e.voidIn).length).toBe(3);
  });

  it('sealed dice: a draw pending at the end of the cut packet is void with the actions after k; instant draws of the first k actions are unchanged', () => {
    // Packet 2: step, step, step, step (uncovered), roll (its die pending in sealed mode).
    const walk: HA[] = [{ k: 'step' }, { k: 'step' }, { k: 'step' }, { k: 'step' }, { k: 'roll' }];
    const sealed = walked('sealed', walk);
    expect(sealed.progress.pending).not.toBeNull();
    write(sealed.game, sealed.progress, [], [reveal(4)]);
    const p = replay(seek, sealed.game);
    expect(p.pending).toBeNull();
    expect(p.state.rolls).toBe(0);
    expect(p.state.pos).toBe(4);
    // Instant: rolls before the trigger keep their values.
    const rolled: HA[] = [{ k: 'roll' }, { k: 'step' }, { k: 'step' }, { k: 'step' }, { k: 'step' }, { k: 'roll' }, { k: 'end' }];
    const inst = walked('instant', rolled);
    const first = replay(seek, inst.game).log.find((e) => e.seq === 2 && e.index === 0)!.events[0];
    write(inst.game, inst.progress, [], [reveal(5)]);
    const after = replay(seek, inst.game);
    expect(after.log.find((e) => e.seq === 2 && e.index === 0)!.events[0]).toEqual(first);
    expect(after.state.rolls).toBe(Number(first.value));
  });
});
