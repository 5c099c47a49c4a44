// Composing a packet: the author's draft from the moment the game needs their
// input until it needs the opponent's (protocol "Packets", "Dice").
import { stateHash } from './canonical';
import type { RuleSystem, Seat, Waiting } from './contract';
import { DrawStream, sealedDice } from './draws';
import { VerifyError } from './errors';
import { authorOf, checkCut, diceFor, packetStates, pendingDice, replay, resolvePending, step as stepFn, type Game, type LogEntry, type Pending, type Progress } from './game';
import { commitOf, type JoinInfo, type Packet } from './packet';

interface Snapshot<S> { state: S; actions: number; log: number; drew: boolean }

export class Turn<S, A> {
  readonly seq: number;
  readonly seat: Seat;
  state: S;
  readonly actions: number[][] = [];
  /** Entries made in this draft: the resolution of the opponent's pending draw first. */
  readonly log: LogEntry[] = [];
  pending: Pending | null = null;
  private readonly dice: DrawStream | null;
  private readonly history: Snapshot<S>[] = [];
  private readonly gameId: string;
  private readonly prev: string;
  /** The state this packet starts from (the opponent's pending draw resolved). */
  readonly start: S;
  /** The state this packet's own actions start from (`Progress.before` for the next packet):
   *  `start`, or, when the packet opens with a cut, the opponent's packet cut short. */
  ownStart: S;

  constructor(
    private readonly sys: RuleSystem<S, A>,
    private readonly game: Game,
    private readonly progress: Progress<S>,
    /** The secret revealed in this packet and the next one committed to. */
    private readonly reveal: string,
    private readonly nextSecret: string,
    private readonly join?: JoinInfo,
  ) {
    const h = game.header;
    this.seq = game.packets.length + 1;
    this.seat = authorOf(h, this.seq);
    let state = progress.state;
    if (progress.pending) {
      const p = progress.pending;
      const dice = pendingDice(progress.gameId, p.seq, game.packets[p.seq - 1].reveal, reveal);
      const r = resolvePending(sys, state, p, dice, this.seq);
      state = r.state;
      this.log.push(r.entry);
    }
    this.state = state;
    this.start = state;
    this.ownStart = state;
    const prevReveal = this.seq >= 2 ? game.packets[this.seq - 2]?.reveal : undefined;
    this.dice = diceFor(h, progress.gameId, this.seq, reveal, prevReveal);
    this.gameId = progress.gameId;
    this.prev = progress.ids[this.seq - 1];
  }

  waiting(): Waiting {
    return this.sys.waitingFor(this.state);
  }

  /** True when this packet must now be sent: a draw is pending, the opponent must
   *  decide, or the game is over. */
  complete(): boolean {
    if (this.pending) return true;
    const w = this.waiting();
    return w.kind === 'over' || w.seat !== this.seat;
  }

  legal(): A[] {
    return this.complete() ? [] : this.sys.legalActions(this.state, this.seat);
  }

  /** Plays one action; throws VerifyError (illegal-action, with the rule) if it is refused. */
  play(action: A): LogEntry {
    if (this.pending) throw new VerifyError('ended-early', 'this turn is complete: its dice are rolled on the opponent\'s device', this.seq);
    const code = this.sys.encodeAction(action);
    const before = this.dice ? this.dice.rolls.length : 0;
    const r = stepFn(this.sys, this.state, this.seat, code, this.dice ?? sealedDice, this.seq, this.actions.length);
    this.history.push({ state: this.state, actions: this.actions.length, log: this.log.length, drew: false });
    this.actions.push(code);
    if (r.kind === 'pending') {
      this.pending = { seq: this.seq, seat: this.seat, code, entry: r.entry };
      return r.entry;
    }
    this.state = r.state;
    this.log.push(r.entry);
    this.history[this.history.length - 1].drew = (this.dice ? this.dice.rolls.length : 0) > before;
    return r.entry;
  }

  /** The states of the opponent's last packet: before its first action, then after each (a
   *  pending one resolved with this packet's reveal), for finding what it revealed (`CutRules`). */
  opponentStates(): S[] {
    const n = this.seq - 1;
    if (n < 1) return [];
    const before = this.progress.before ?? replay(this.sys, { header: this.game.header, packets: this.game.packets.slice(0, n) }).before;
    if (before === undefined) return [];
    const m = this.game.packets[n - 1].actions.length;
    const pending = this.progress.pending !== null;
    const states = packetStates(this.sys, this.game, this.gameId, n, before, pending ? m - 1 : m);
    if (pending) states.push(this.start);
    return states;
  }

  /** Opens this packet with cut actions (README "Cuts"): the opponent's last packet counts
   *  only its first k actions, then `actions` reveal what they made visible. `states`: the
   *  opponent's packet replayed already (`opponentStates`), so it is not replayed twice. */
  playCut(actions: A[], states: S[] = this.opponentStates()): void {
    const cut = this.sys.cut;
    const k = actions.length ? cut?.at(actions[0]) : undefined;
    if (!cut || k === undefined || this.actions.length) throw new Error('a cut opens a packet');
    const m = this.game.packets[this.seq - 2].actions.length;
    if (k < 1 || k > m) throw new VerifyError('illegal-action', `packet ${this.seq - 1} has ${m} actions; it cannot be cut after its action ${k}`, this.seq, 0);
    if (k < m) { this.state = states[k]; this.ownStart = states[k]; this.log.length = 0; }
    for (const a of actions) {
      if (cut.at(a) !== k) throw new VerifyError('illegal-action', 'cut actions open a packet, all after the same action', this.seq, this.actions.length);
      const code = this.sys.encodeAction(a);
      checkCut(this.sys, states, k, this.seat, code, this.seq, this.actions.length);
      const r = stepFn(this.sys, this.state, this.seat, code, this.dice ?? sealedDice, this.seq, this.actions.length, false, true);
      if (r.kind !== 'done') throw new VerifyError('illegal-action', 'a cut action rolls no dice', this.seq, this.actions.length);
      this.history.push({ state: this.state, actions: this.actions.length, log: this.log.length, drew: true });
      this.actions.push(code);
      this.state = r.state;
      this.log.push(r.entry);
    }
  }

  /** Undo is free back to the last draw: after dice are seen, they stand. */
  canUndo(): { ok: boolean; why?: 'nothing' | 'dice' } {
    if (this.history.length === 0) return { ok: false, why: 'nothing' };
    if (this.history[this.history.length - 1].drew) return { ok: false, why: 'dice' };
    return { ok: true };
  }

  undo(): void {
    if (!this.canUndo().ok) throw new Error('cannot undo past a draw');
    const s = this.history.pop()!;
    this.state = s.state;
    this.actions.length = s.actions;
    this.log.length = s.log;
    this.pending = null;
  }

  /** The packet, ready to sign. */
  unsigned(): Packet {
    const p: Packet = {
      // A game keeps the protocol it was created in.
      protocol: this.game.header.protocol,
      gameId: this.gameId,
      seq: this.seq,
      prev: this.prev,
      seat: this.seat,
      reveal: this.reveal,
      commit: commitOf(this.nextSecret),
      actions: this.actions.map((a) => a.slice()),
      stateHash: stateHash(this.state),
      signature: '',
    };
    if (this.join) p.join = { ...this.join };
    return p;
  }
}


/** A device's (or bot's) first move in a packet: when the opponent's last packet revealed
 *  something this seat hid, the packet opens with the cut that says so. True if it did. */
export function answerCut<S, A>(sys: RuleSystem<S, A>, turn: Turn<S, A>, secret?: Uint8Array): boolean {
  const cut = sys.cut;
  if (!cut?.answer || turn.seq < 2 || turn.actions.length || (cut.hiding && !cut.hiding(turn.start, turn.seat))) return false;
  const states = turn.opponentStates();
  const actions = cut.answer(states, turn.seat, secret);
  if (!actions.length) return false;
  turn.playCut(actions, states);
  return true;
}
