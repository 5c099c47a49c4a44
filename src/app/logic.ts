// The app's game logic, apart from any screen: records to and from engine games,
// creating, joining, composing a turn (with its draft), finishing and receiving.
// It follows src/engine/selfplay.ts step by step.
import { toB64 } from '../engine/bytes';
import type { LogEntry, Progress } from '../engine/game';
import { authorOf, cutOf as cutOfCode, joinerSeat, replay, setupState, type Game } from '../engine/game';
import type { Lang, RuleSystem, Seat, Text } from '../engine/contract';
import { randomBytes, type Identity } from '../engine/identity';
import { headerFromWire, headerToWire, packetFromWire, packetToWire, type DiceMode, type Header, type Packet } from '../engine/packet';
import { appendOwn, createHeader, seatNonceOf, startTurn, signTurn, viewSecret } from '../engine/session';
import { answerCut } from '../engine/turn';
import type { Turn } from '../engine/turn';
import { receive, verifyGame, ForkError } from '../engine/verify';
import { VerifyError } from '../engine/errors';
import type { Wire } from '../engine/canonical';
import type { DraftRecord, GameRecord, Summary } from './store';

export type Sys = RuleSystem<any, any>;

export function decodeGame(rec: Pick<GameRecord, 'header' | 'packets'>): Game {
  return { header: headerFromWire(rec.header), packets: rec.packets.map(packetFromWire) };
}

export function encodePackets(g: Game): { header: Wire[]; packets: Wire[][] } {
  return { header: headerToWire(g.header), packets: g.packets.map((p) => packetToWire(p)) };
}

/** The seat that writes the next packet, or null when nothing more can follow. */
export function nextAuthor(game: Game, progress: Progress): Seat | null {
  if (progress.waiting.kind === 'over' && !progress.pending) return null;
  return authorOf(game.header, game.packets.length + 1);
}

/** The players' names by seat. */
export function namesOf(game: Game): [string | null, string | null] {
  const out: [string | null, string | null] = [null, null];
  out[game.header.seat] = game.header.name;
  out[joinerSeat(game.header)] = game.packets[0]?.join?.name ?? null;
  return out;
}

/** The language each seat reads messages in. */
export function langOf(game: Game, seat: Seat): Lang {
  const l = seat === game.header.seat ? game.header.lang : game.packets[0]?.join?.lang;
  return l === 'fr' ? 'fr' : 'en';
}

export function scenarioName(sys: Sys, game: Game): Text {
  const id = game.header.options.scenario;
  const sc = sys.scenarios.find((s) => s.id === id);
  return sc ? sc.name : { en: String(id), fr: String(id) };
}

export function summarize(sys: Sys, game: Game, progress: Progress): Summary {
  const next = nextAuthor(game, progress);
  const w = progress.waiting;
  return {
    systemName: sys.name,
    scenarioName: scenarioName(sys, game),
    next,
    over: next === null,
    result: w.kind === 'over' ? w.result : undefined,
    seatNames: sys.seats,
    names: namesOf(game),
  };
}

export function newRecord(sys: Sys, game: Game, progress: Progress, mySeats: Seat[], identity: string, now: number): GameRecord {
  return {
    id: progress.gameId,
    system: game.header.system,
    ...encodePackets(game),
    mySeats,
    identity,
    lastSeen: game.packets.length,
    sentUpTo: -1,
    archived: false,
    created: now,
    updated: now,
    lastMove: now,
    summary: summarize(sys, game, progress),
  };
}

export interface NewGameChoice {
  scenario: string;
  options: Record<string, Wire>;
  diceMode: DiceMode;
  seat: Seat;
  name: string;
  lang: Lang;
  /** Pass-and-play: the second player's name. */
  otherName?: string;
}

/** A turn signed but not yet taken into the game (see Live.sign). */
export interface Signed { packet: Packet; game: Game; progress: Progress; rec: GameRecord }

export interface Created { rec: GameRecord; draft: DraftRecord | null; header: Header }

/** The invitation (packet 0). In pass-and-play the same identity joins at once,
 *  as in selfplay: the join is left as a draft to compose on this device. */
export async function createGame(sys: Sys, id: Identity, c: NewGameChoice, now = Date.now()): Promise<Created> {
  const options: Record<string, Wire> = {};
  for (const o of sys.options) options[o.id] = c.options[o.id] ?? o.default;
  // The system's own set-up data beyond its listed options (DBA armies) travels too; validateConfig judges it.
  for (const [k, v] of Object.entries(c.options)) if (!(k in options)) options[k] = v;
  const header = await createHeader(sys, id, { config: { scenario: c.scenario, options }, diceMode: c.diceMode, seat: c.seat, name: c.name, lang: c.lang });
  const game: Game = { header, packets: [] };
  const progress = await verifyGame(sys, game);
  const local = c.diceMode === 'local';
  const rec = newRecord(sys, game, progress, local ? [0, 1] : [c.seat], id.publicKey, now);
  const draft: DraftRecord | null = local
    ? { id: rec.id, seq: 1, actions: [], join: { name: c.otherName || defaultOther(c.lang), lang: c.lang, seatNonce: toB64(randomBytes(16)) }, updated: now }
    : null;
  return { rec, draft, header };
}

function defaultOther(lang: Lang): string {
  return lang === 'fr' ? 'Joueur 2' : 'Player 2';
}

/** Accepting an invitation: the header is verified (signature, versions, options),
 *  the creator's key pinned, and the join (packet 1) starts as a draft. */
export async function acceptInvitation(sys: Sys, id: Identity, header: Header, name: string, lang: Lang, now = Date.now()): Promise<Created> {
  const game: Game = { header, packets: [] };
  const progress = await verifyGame(sys, game);
  const rec = newRecord(sys, game, progress, [joinerSeat(header)], id.publicKey, now);
  const draft: DraftRecord = { id: rec.id, seq: 1, actions: [], join: { name, lang, seatNonce: toB64(randomBytes(16)) }, updated: now };
  return { rec, draft, header };
}

/** An open game: its verified history and, when this device writes the next
 *  packet, the turn being composed. */
export class Live {
  turn: Turn<any, any> | null = null;
  private joinInfo?: DraftRecord['join'];

  constructor(
    readonly sys: Sys,
    public rec: GameRecord,
    public game: Game,
    public progress: Progress,
    readonly identity: Identity | undefined,
  ) {}

  static open(sys: Sys, rec: GameRecord, identity: Identity | undefined, draft?: DraftRecord): Live {
    const game = decodeGame(rec);
    const live = new Live(sys, rec, game, replay(sys, game), identity);
    live.startTurn(draft);
    return live;
  }

  /** The seat that writes the next packet (null: game over). */
  next(): Seat | null {
    return nextAuthor(this.game, this.progress);
  }

  isMine(seat: Seat | null): seat is Seat {
    return seat !== null && this.rec.mySeats.includes(seat);
  }

  local(): boolean {
    return this.rec.mySeats.length === 2;
  }

  names(): [string | null, string | null] {
    return namesOf(this.game);
  }

  /** My last packet, the one to send (or the invitation). */
  outgoing(): Header | Packet | null {
    if (this.local()) return null;
    const mine = this.rec.mySeats[0];
    if (mine === undefined) return null;
    for (let i = this.game.packets.length - 1; i >= 0; i--) if (this.game.packets[i].seat === mine) return this.game.packets[i];
    return this.game.header.seat === mine ? this.game.header : null;
  }

  private startTurn(draft?: DraftRecord): void {
    this.turn = null;
    const seat = this.next();
    if (!this.isMine(seat) || !this.identity) return;
    const n = this.game.packets.length + 1;
    let join = draft?.seq === n ? draft.join : undefined;
    if (n === 1 && !join) join = this.joinInfo;
    if (n === 1 && !join) return;
    this.joinInfo = join;
    const turn = startTurn(this.sys, this.identity, this.game, this.progress, n === 1 ? join : undefined);
    // The opponent's packet uncovered a unit this seat hid: the packet opens with the cut that
    // shows it (engine README "Cuts"); a draft kept those same actions first.
    answerCut(this.sys, turn, this.viewSecret(seat) ?? undefined);
    if (draft && draft.seq === n) {
      for (const code of draft.actions.slice(turn.actions.length)) {
        try {
          turn.play(this.sys.decodeAction(code));
        } catch {
          break;
        }
      }
    }
    this.turn = turn;
  }

  /** The view's secret for `seat` (session.ts `viewSecret`): null when this device does not
   *  hold that seat's key, or the joiner has not chosen its seat nonce yet. */
  viewSecret(seat: Seat | null): Uint8Array | null {
    if (!this.isMine(seat) || !this.identity) return null;
    const nonce = seatNonceOf(this.game, seat) ?? (seat !== this.game.header.seat ? this.joinInfo?.seatNonce : undefined);
    return nonce ? viewSecret(this.identity.masterSeed, nonce) : null;
  }

  draft(now = Date.now()): DraftRecord | null {
    if (!this.turn) return null;
    return { id: this.rec.id, seq: this.turn.seq, actions: this.turn.actions.map((a) => a.slice()), join: this.joinInfo, updated: now };
  }

  /** Whether the actions being composed could be lost (nothing of it is signed yet). */
  composing(): boolean {
    return !!this.turn && this.turn.actions.length > 0;
  }

  legal(): unknown[] {
    return this.turn ? this.turn.legal() : [];
  }

  play(action: unknown): LogEntry {
    if (!this.turn) throw new Error('not your turn');
    return this.turn.play(action);
  }

  /** Signs the finished turn without changing anything: the packet and the game after
   *  it. The turn stays a draft until `adopt` (after the record is stored); signing the
   *  same draft again gives the same packet (secrets and dice derive from the identity and
   *  the game; only the ECDSA signature may differ), so a retry is never a second version. */
  async sign(now = Date.now()): Promise<Signed> {
    if (!this.turn || !this.identity || !this.turn.complete()) throw new Error('the turn is not complete');
    const packet = await signTurn(this.identity, this.turn);
    const own = appendOwn(this.sys, this.game, packet, this.progress);
    const rec: GameRecord = {
      ...this.rec,
      ...encodePackets(own.game),
      lastSeen: own.game.packets.length,
      updated: now,
      lastMove: now,
      summary: summarize(this.sys, own.game, own.progress),
    };
    return { packet, game: own.game, progress: own.progress, rec };
  }

  /** Takes a signed turn (once stored) as the game's new state; in pass-and-play the next turn starts. */
  adopt(s: Signed): void {
    this.game = s.game;
    this.progress = s.progress;
    this.rec = s.rec;
    this.startTurn();
  }

  /** Signs the finished turn and appends it (the caller stores `rec` next). */
  async finish(now = Date.now()): Promise<Packet> {
    const s = await this.sign(now);
    this.adopt(s);
    return s.packet;
  }

  /** Whether this device plays a seat here but no longer holds the key that signs it. */
  keyMissing(): boolean {
    return this.rec.mySeats.length > 0 && !this.identity;
  }

  /** Adds received packets after full verification; the record changes only when accepted. */
  async receive(incoming: Packet[], now = Date.now()): Promise<{ kind: 'accepted'; added: number; from: number } | { kind: 'duplicate'; seq: number }> {
    const r = await receive(this.sys, this.game, incoming, this.progress);
    if (r.kind === 'duplicate') return r;
    const from = this.rec.lastSeen;
    this.game = r.game;
    this.progress = r.progress;
    this.rec = {
      ...this.rec,
      ...encodePackets(this.game),
      updated: now,
      lastMove: now,
      summary: summarize(this.sys, this.game, this.progress),
    };
    this.startTurn();
    return { kind: 'accepted', added: r.added, from };
  }
}

/** Both versions of a forked message in words: the one kept and the other. */
export function forkVersions(sys: Sys, game: Game, fork: { seq: number; theirs: Wire[] }, lang: Lang): { kept: string[]; other: string[] } | null {
  const ours = game.packets[fork.seq - 1];
  if (!ours) return null;
  let theirs: Packet;
  try { theirs = packetFromWire(fork.theirs); } catch { return null; }
  const before = replay(sys, { header: game.header, packets: game.packets.slice(0, fork.seq - 1) }, { bare: true, applyOnly: true }).state;
  const words = (codes: number[][]) => codes.map((c) => { try { return sys.describeAction(before, sys.decodeAction(c), lang); } catch { return `[${c.join(',')}]`; } });
  return { kept: words(ours.actions), other: words(theirs.actions) };
}

/** A fork's evidence, to keep beside the game (the first version stays). */
export function forkEvidence(e: ForkError): { seq: number; theirs: Wire[] } {
  return { seq: e.theirs.seq, theirs: packetToWire(e.theirs) };
}

// ---- replay, action by action

export interface Step { entry: LogEntry; state: unknown }

/** The state after every log entry, rebuilt as the engine's replay does (the game
 *  has been verified already, so checks are skipped). */
export function stepsOf(sys: Sys, game: Game): { initial: unknown; steps: Step[] } {
  const steps: Step[] = [];
  const p = replay(sys, game, { bare: true, applyOnly: true, onStep: (entry, state) => steps.push({ entry, state }) });
  // Actions a later cut made void (a hidden unit uncovered before them) are shown as such.
  const voided = new Map(p.log.filter((e) => e.voidIn).map((e) => [`${e.seq}.${e.index}`, e.voidIn]));
  for (const s of steps) { const v = s.entry.resolvedIn ? undefined : voided.get(`${s.entry.seq}.${s.entry.index}`); if (v) s.entry = { ...s.entry, voidIn: v }; }
  return { initial: setupState(sys, game.header), steps };
}

/** The first step the player has not seen: actions of packets after `lastSeen`, dice those
 *  packets resolved, or actions they made void (a cut: the mover sees his own void steps). */
export function firstUnseen(steps: Step[], lastSeen: number): number {
  const i = steps.findIndex((s) => s.entry.seq > lastSeen || (s.entry.resolvedIn ?? 0) > lastSeen || (s.entry.voidIn ?? 0) > lastSeen);
  return i < 0 ? steps.length : i;
}

/** A cut (engine README "Cuts"): for the action that opened a packet by showing a hidden unit
 *  the other side's packet had uncovered, that packet's number, how many of its actions count
 *  and how many are void; null for any other action. `log`: the game's entries (or steps'). */
export function cutOf(sys: Sys, entry: LogEntry, log: LogEntry[]): { seq: number; k: number; void: number } | null {
  const k = cutOfCode(sys, entry.code);
  if (k === undefined) return null;
  const seq = entry.seq - 1;
  return { seq, k, void: log.filter((e) => e.seq === seq && e.voidIn === entry.seq && !e.resolvedIn).length };
}

/** For a void entry, the words of the cut that made it void (the unit shown and where), or ''. */
export function voidCause(sys: Sys, entry: LogEntry, log: LogEntry[], l: Lang): string {
  if (!entry.voidIn) return '';
  const cut = log.find((e) => e.seq === entry.voidIn && cutOfCode(sys, e.code) !== undefined);
  return cut ? cut.text[l] : '';
}

// ---- receiving any input

/** `refusal`: a refused action's reason in the player's words, when the rules gave one. */
export type ErrorInfo = { code: string; seq?: number; rule?: string; action?: number; detail?: string; refusal?: Text };

export function errorInfo(e: unknown): ErrorInfo {
  if (e instanceof VerifyError) return { code: e.code, seq: e.seq, rule: e.rule, action: e.action, detail: e.message, ...(e.refusal ? { refusal: e.refusal } : {}) };
  return { code: 'internal', detail: e instanceof Error ? e.message : String(e) };
}
