// A game is its header plus an ordered list of packets. Replaying them through the
// rule system is the only truth (protocol "What must hold", 1): nothing on the wire
// is trusted until it has been replayed here.
import { stateHash } from './canonical';
import { refusedAction } from './refusal-words';
import { IllegalAction, type Ctx, type LogEvent, type RuleSystem, type Seat, type Waiting } from './contract';
import { DrawStream, PendingDraw, drawKey, sealedDice, type Dice } from './draws';
import { VerifyError } from './errors';
import { PROTOCOL, commitOf, gameIdOf, packetId, type Header, type Packet } from './packet';

export interface Game { header: Header; packets: Packet[] }

export interface LogEntry {
  seq: number;
  seat: Seat;
  /** Index of the action in its packet. */
  index: number;
  code: number[];
  /** What the action was, in words (English and French). */
  text: { en: string; fr: string };
  events: LogEvent[];
  /** A sealed action whose dice were rolled when packet `resolvedIn` revealed the secret. */
  resolvedIn?: number;
  /** Void: packet `voidIn` cut the packet after an earlier action (a hidden unit revealed). */
  voidIn?: number;
}

export interface Pending { seq: number; seat: Seat; code: number[]; entry: LogEntry }

export interface Progress<S = unknown> {
  gameId: string;
  /** ids[n] is packet n's id (ids[0] the header's). */
  ids: string[];
  state: S;
  waiting: Waiting;
  pending: Pending | null;
  log: LogEntry[];
  /** The state before the last packet's own actions (its opponent's pending draw resolved),
   *  for a cut of that packet; absent, it is worked out again by replay. */
  before?: S;
}

export function joinerSeat(h: Header): Seat {
  return (1 - h.seat) as Seat;
}

/** The seat that writes packet `seq`: the creator writes even ones, the joiner odd ones. */
export function authorOf(h: Header, seq: number): Seat {
  return seq % 2 === 0 ? h.seat : joinerSeat(h);
}

export function publicKeyOf(g: Game, seat: Seat): string | undefined {
  return seat === g.header.seat ? g.header.publicKey : g.packets[0]?.join?.publicKey;
}

/** The dice for packet n's own actions (protocol table "instant draws"): in instant
 *  and local mode K(n) = (author's reveal in n, opponent's reveal in n-1); packet 1
 *  and every sealed packet leave their first draw pending. */
export function diceFor(h: Header, gameId: string, n: number, reveal: string, prevReveal: string | undefined): DrawStream | null {
  if (h.diceMode === 'sealed' || n < 2 || prevReveal === undefined) return null;
  return new DrawStream(drawKey(gameId, n, reveal, prevReveal));
}

/** The dice that resolve a pending draw of packet n-1, once packet n reveals. */
export function pendingDice(gameId: string, pendingSeq: number, pendingReveal: string, reveal: string): DrawStream {
  return new DrawStream(drawKey(gameId, pendingSeq, pendingReveal, reveal));
}

class LoggingDice implements Dice {
  constructor(private inner: Dice, private events: LogEvent[]) {}
  roll(sides: number) { const v = this.inner.roll(sides); this.events.push({ t: 'die', sides, value: v }); return v; }
  d6() { const v = this.inner.d6(); this.events.push({ t: 'die', sides: 6, value: v }); return v; }
  d10() { const v = this.inner.d10(); this.events.push({ t: 'die', sides: 10, value: v }); return v; }
}

export type StepResult<S> = { kind: 'done'; state: S; entry: LogEntry } | { kind: 'pending'; entry: LogEntry };

/** Decodes, checks and applies one action for `seat`. Throws VerifyError naming
 *  the action and, when a rule is broken, the rule. */
export function step<S, A>(sys: RuleSystem<S, A>, state: S, seat: Seat, code: number[], dice: Dice, seq: number, index: number, skipChecks = false, outOfTurn = false): StepResult<S> {
  let action: A;
  try {
    action = sys.decodeAction(code);
  } catch (e) {
    throw new VerifyError('bad-action', `action code [${code.join(',')}] is not one this rule system knows`, seq, index);
  }
  const text = { en: sys.describeAction(state, action, 'en'), fr: sys.describeAction(state, action, 'fr') };
  if (!skipChecks) {
    const w = sys.waitingFor(state);
    if (w.kind === 'over') throw new VerifyError('game-over', `the game is over; "${text.en}" cannot follow`, seq, index);
    if (w.seat !== seat && !outOfTurn) throw new VerifyError('not-your-turn', `"${text.en}" was played while the game waited for the other side`, seq, index);
    const v = sys.check(state, seat, action);
    if (v) throw new VerifyError('illegal-action', `"${text.en}" is not allowed: ${v.message}`, seq, index, v.rule, refusedAction(sys, state, text, v));
  }
  const events: LogEvent[] = [];
  const entry: LogEntry = { seq, seat, index, code, text, events };
  const ctx: Ctx = { dice: new LoggingDice(dice, events), log: (e) => events.push(e) };
  try {
    return { kind: 'done', state: sys.apply(state, seat, action, ctx), entry };
  } catch (e) {
    if (e instanceof PendingDraw) {
      events.length = 0;
      return { kind: 'pending', entry };
    }
    if (e instanceof IllegalAction) throw new VerifyError('illegal-action', `"${text.en}" is not allowed: ${e.message}`, seq, index, e.rule, refusedAction(sys, state, text, { rule: e.rule, message: e.message }));
    throw e;
  }
}

export function resolvePending<S, A>(sys: RuleSystem<S, A>, state: S, pending: Pending, dice: DrawStream, resolvedIn: number): { state: S; entry: LogEntry } {
  const r = step(sys, state, pending.seat, pending.code, dice, pending.seq, pending.entry.index, true);
  if (r.kind !== 'done') throw new VerifyError('illegal-action', 'a pending draw could not be resolved', resolvedIn);
  r.entry.resolvedIn = resolvedIn;
  return { state: r.state, entry: r.entry };
}

export function setupState<S, A>(sys: RuleSystem<S, A>, h: Header): S {
  if (h.protocol > PROTOCOL) throw new VerifyError('newer-version', 'made with a newer version of Tessera', 0);
  if (h.system !== sys.id) throw new VerifyError('unknown-system', `this game is played with "${h.system}"`, 0);
  if (h.rulesVersion > sys.rulesVersion) throw new VerifyError('newer-version', `made with a newer version of the ${sys.name.en} rules`, 0);
  const scenario = h.options.scenario;
  if (typeof scenario !== 'string') throw new VerifyError('bad-config', 'the header names no scenario', 0);
  const problem = sys.validateConfig({ scenario, options: h.options });
  if (problem) throw new VerifyError('bad-config', problem, 0);
  return sys.setup({ scenario, options: h.options });
}

/** The cut a packet's action makes (README "Cuts"): k, or undefined when it is no cut action. */
export function cutOf<S, A>(sys: RuleSystem<S, A>, code: number[] | undefined): number | undefined {
  if (!sys.cut || !code) return undefined;
  let a: A;
  try { a = sys.decodeAction(code); } catch { return undefined; }
  return sys.cut.at(a);
}

/** Packet n's states replayed again from `before` (the state before its own actions): that
 *  state, then the state after each of its first `count` actions, with the same dice. */
export function packetStates<S, A>(sys: RuleSystem<S, A>, game: Game, gameId: string, n: number, before: S, count: number): S[] {
  const p = game.packets[n - 1];
  const dice = diceFor(game.header, gameId, n, p.reveal, n >= 2 ? game.packets[n - 2].reveal : undefined) ?? sealedDice;
  const out = [before];
  for (let k = 0; k < count; k++) {
    const r = step(sys, out[k], authorOf(game.header, n), p.actions[k], dice, n, k, true);
    if (r.kind !== 'done') throw new VerifyError('malformed', `packet ${n + 1} keeps an action of packet ${n} whose dice are pending`, n + 1);
    out.push(r.state);
  }
  return out;
}

/** Checks one cut action against the states of the packet it cuts (`states[j]` after its
 *  j-th action): the trigger holds after action k and after none before (nor before the
 *  first), so the revealing side cannot pick a later, kinder moment. */
export function checkCut<S, A>(sys: RuleSystem<S, A>, states: S[], k: number, seat: Seat, code: number[], n: number, index: number): void {
  const a = sys.decodeAction(code);
  if (!sys.cut!.holds(states[k], seat, a)) throw new VerifyError('illegal-action', `packet ${n} cuts packet ${n - 1} after its action ${k}, where nothing revealed what it shows`, n, index);
  for (let j = 0; j < k; j++)
    if (sys.cut!.holds(states[j], seat, a)) throw new VerifyError('illegal-action', `packet ${n} cuts packet ${n - 1} after its action ${k}, but it was revealed ${j === 0 ? 'before its first action' : `after its action ${j}`}: a cut comes at the first`, n, index);
}

export interface ReplayOptions<S = unknown> {
  /** Skip everything but the rules: no chain, reveal or state-hash checks (the
   *  benchmark's "bare replay", and replays of games already verified). */
  bare?: boolean;
  /** Also skip the legality checks and the turn order: apply only. */
  applyOnly?: boolean;
  /** Called after every action with its entry and the state it led to (the replay view). */
  onStep?(entry: LogEntry, state: S): void;
  /** Progress already verified for the first packets of this same game: replay goes
   *  on from there instead of from the start (receiving one packet stays linear). */
  from?: Progress<S>;
}

/** Replays a game packet by packet, checking everything but signatures (which need
 *  WebCrypto and are checked by verify.ts): chain, seats, reveals, turns, legality,
 *  dice and state hashes. Synchronous and pure, so it runs in any JavaScript engine. */
export function replay<S, A>(sys: RuleSystem<S, A>, game: Game, opts: ReplayOptions<S> = {}): Progress<S> {
  const h = game.header;
  const from = opts.from;
  const gameId = from ? from.gameId : gameIdOf(h);
  const ids = from ? from.ids.slice() : [packetId(h)];
  if (from && (from.gameId !== gameIdOf(h) || ids.length > game.packets.length + 1 || (ids.length > 1 && ids[ids.length - 1] !== packetId(game.packets[ids.length - 2]))))
    throw new Error('replay: the progress given is not of this game');
  // Reveals and commits are read from the packets; index n is packet n's.
  const commits = [h.commit, ...game.packets.map((p) => p.commit)];
  const reveals = ['', ...game.packets.map((p) => p.reveal)];
  let state = from ? from.state : setupState(sys, h);
  let pending = (from ? from.pending : null) as Pending | null;
  const log: LogEntry[] = from ? from.log.slice() : [];
  // The state before the last packet's own actions, for a cut of it.
  let before = from ? from.before : undefined;

  for (let i = ids.length - 1; i < game.packets.length; i++) {
    const p = game.packets[i];
    const n = i + 1;
    if (!opts.bare) {
      if (p.gameId !== gameId) throw new VerifyError('wrong-game', 'this packet belongs to another game', p.seq);
      if (p.seq > n) throw new VerifyError('missing-packet', `packet ${n} is missing`, n);
      if (p.seq !== n) throw new VerifyError('malformed', `packet ${p.seq} is out of order`, p.seq);
      if (p.protocol !== h.protocol) throw new VerifyError('malformed', 'the protocol changed within the game', n);
      if (p.prev !== ids[n - 1]) throw new VerifyError('bad-prev', `packet ${n} does not follow packet ${n - 1}`, n);
      if (p.seat !== authorOf(h, n)) throw new VerifyError('wrong-seat', `packet ${n} must be written by the other side`, n);
      if (n >= 2 && commitOf(p.reveal) !== commits[n - 2]) throw new VerifyError('bad-reveal', `the secret revealed in packet ${n} does not match its commitment in packet ${n - 2}`, n);
      if (sys.waitingFor(state).kind === 'over' && !pending) throw new VerifyError('game-over', 'the game had already ended', n);
      ids[n] = packetId(p);
    }
    const seat = authorOf(h, n);

    // A cut (README "Cuts"): the last packet counts its first k actions only.
    const cutK = n >= 2 ? cutOf(sys, p.actions[0]) : undefined;
    let cutStates: S[] | null = null;
    if (cutK !== undefined) {
      const m = game.packets[n - 2].actions.length;
      if (!(cutK >= 1 && cutK <= m)) throw new VerifyError('illegal-action', `packet ${n} cuts packet ${n - 1} after its action ${cutK}; it has ${m}`, n, 0);
      if (before === undefined) {
        if (from) return replay(sys, game, { ...opts, from: undefined });
        throw new Error('replay: no state before the packet cut');
      }
      cutStates = packetStates(sys, game, gameId, n - 1, before, cutK === m && pending ? m - 1 : cutK);
      if (cutK < m) {
        pending = null;
        state = cutStates[cutK];
        for (let j = 0; j < log.length; j++) if (log[j].seq === n - 1 && log[j].index >= cutK) log[j] = { ...log[j], voidIn: n };
      }
    }

    if (pending) {
      const r = resolvePending(sys, state, pending, pendingDice(gameId, pending.seq, reveals[pending.seq], p.reveal), n);
      state = r.state;
      log.push(r.entry);
      opts.onStep?.(r.entry, state);
      pending = null;
    }
    if (cutStates && cutStates.length === cutK!) cutStates.push(state);
    const beforeThis = state;

    const dice = diceFor(h, gameId, n, p.reveal, reveals[n - 1]) ?? sealedDice;
    let leading = true;
    for (let k = 0; k < p.actions.length; k++) {
      if (pending) throw new VerifyError('malformed', 'no action may follow one whose dice are pending', n, k);
      const ck = cutOf(sys, p.actions[k]);
      if (ck === undefined) leading = false;
      else if (!cutStates || !leading || ck !== cutK) throw new VerifyError('illegal-action', 'cut actions open a packet, all after the same action', n, k);
      else if (!opts.applyOnly) checkCut(sys, cutStates!, cutK, seat, p.actions[k], n, k);
      const r = step(sys, state, seat, p.actions[k], dice, n, k, opts.applyOnly, ck !== undefined);
      if (r.kind === 'pending') pending = { seq: n, seat, code: p.actions[k], entry: r.entry };
      else {
        state = r.state;
        log.push(r.entry);
        opts.onStep?.(r.entry, state);
      }
    }
    if (!pending && !opts.bare) {
      const w = sys.waitingFor(state);
      if (w.kind === 'decide' && w.seat === seat) throw new VerifyError('ended-early', `packet ${n} stops while its author still has to decide`, n);
    }
    if (!opts.bare && stateHash(state) !== p.stateHash)
      throw new VerifyError('state-mismatch', `after packet ${n} the two engines disagree on the position`, n);
    before = beforeThis;
  }
  return { gameId, ids, state, waiting: sys.waitingFor(state), pending, log, before };
}
