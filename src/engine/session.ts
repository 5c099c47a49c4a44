// A seat's side of the protocol: creating an invitation, joining, and writing
// turns with secrets derived from the device identity.
import type { GameConfig, RuleSystem, Seat } from './contract';
import type { Game, Progress } from './game';
import { replay } from './game';
import { deriveSecret, randomBytes, sign, type Identity } from './identity';
import { PROTOCOL, commitOf, headerToWire, type DiceMode, type Header, type Packet } from './packet';
import { fromB64, hmacSha256, tag, toB64 } from './bytes';
import { Turn } from './turn';

export interface NewGame {
  config: GameConfig;
  diceMode: DiceMode;
  seat: Seat;
  name: string;
  lang: 'en' | 'fr';
}

/** The invitation: packet 0, signed by the creator. */
export async function createHeader<S, A>(sys: RuleSystem<S, A>, id: Identity, g: NewGame, seatNonce = toB64(randomBytes(16))): Promise<Header> {
  const h: Header = {
    protocol: PROTOCOL,
    system: sys.id,
    rulesVersion: sys.rulesVersion,
    options: { ...g.config.options, scenario: g.config.scenario },
    diceMode: g.diceMode,
    seat: g.seat,
    publicKey: id.publicKey,
    name: g.name,
    lang: g.lang,
    seatNonce,
    commit: commitOf(deriveSecret(id.masterSeed, seatNonce, 0)),
    signature: '',
  };
  headerToWire(h); // throws early on an option that is not a wire value
  h.signature = await sign(id, h);
  return h;
}

/** The seat nonce of `seat` in this game (the joiner's comes from packet 1). */
export function seatNonceOf(game: Game, seat: Seat): string | undefined {
  return seat === game.header.seat ? game.header.seatNonce : game.packets[0]?.join?.seatNonce;
}

/** Bytes only this device knows, fixed for one seat of one game: a rule system's view derives
 *  the salts of its sealed choices from them (engine/commitment.ts `saltWords`), so that the
 *  same device finds the same salt again to reveal, and the other player cannot guess it. */
export function viewSecret(masterSeed: string, seatNonce: string): Uint8Array {
  return hmacSha256(fromB64(masterSeed)!, tag('view-secret'), fromB64(seatNonce)!);
}

/** Starts the draft of the next packet for the seat whose turn it is. For the join
 *  (packet 1), pass the joiner's name and language and a fresh nonce is chosen. */
export function startTurn<S, A>(
  sys: RuleSystem<S, A>, id: Identity, game: Game, progress: Progress<S>,
  join?: { name: string; lang: 'en' | 'fr'; seatNonce?: string },
): Turn<S, A> {
  const n = game.packets.length + 1;
  if (n === 1) {
    if (!join) throw new Error('packet 1 is the join: give the joiner\'s name');
    const seatNonce = join.seatNonce ?? toB64(randomBytes(16));
    const reveal = deriveSecret(id.masterSeed, seatNonce, 0);
    return new Turn(sys, game, progress, reveal, deriveSecret(id.masterSeed, seatNonce, 1),
      { publicKey: id.publicKey, name: join.name, lang: join.lang, seatNonce });
  }
  const seat = n % 2 === 0 ? game.header.seat : ((1 - game.header.seat) as Seat);
  const nonce = seatNonceOf(game, seat)!;
  return new Turn(sys, game, progress, deriveSecret(id.masterSeed, nonce, n - 2), deriveSecret(id.masterSeed, nonce, n));
}

export async function signTurn<S, A>(id: Identity, turn: Turn<S, A>): Promise<Packet> {
  const p = turn.unsigned();
  p.signature = await sign(id, p);
  return p;
}

/** The game with a packet of our own appended, and its progress (a self-check). */
export function appendOwn<S, A>(sys: RuleSystem<S, A>, game: Game, p: Packet, known?: Progress<S>): { game: Game; progress: Progress<S> } {
  const g = { header: game.header, packets: [...game.packets, p] };
  const from = known && known.ids.length === game.packets.length + 1 ? known : undefined;
  return { game: g, progress: replay(sys, g, { from }) };
}
