// Verification and import (protocol "Import"): signatures first, then replay;
// nothing is stored by the caller until this returns without throwing.
import type { RuleSystem } from './contract';
import { VerifyError } from './errors';
import { authorOf, publicKeyOf, replay, type Game, type Progress } from './game';
import { verifySignature } from './identity';
import { LIMITS, gameIdOf, packetId, type Packet } from './packet';

const SIGNATURE_BATCH = 64;

export async function checkSignatures(game: Game, from = 0): Promise<void> {
  if (from === 0 && !(await verifySignature(game.header.publicKey, game.header)))
    throw new VerifyError('bad-signature', 'the invitation is not signed by its author', 0);
  const todo = game.packets.slice(Math.max(0, from - 1));
  // WebCrypto verifies a batch in parallel; batches stop at the first failure (in seq
  // order), so a file of many forged packets costs one batch, not all of them.
  for (let at = 0; at < todo.length; at += SIGNATURE_BATCH) {
    const batch = todo.slice(at, at + SIGNATURE_BATCH);
    const ok = await Promise.all(batch.map((p) => {
      const key = publicKeyOf(game, authorOf(game.header, p.seq));
      return key ? verifySignature(key, p) : Promise.resolve(false);
    }));
    const bad = ok.indexOf(false);
    if (bad >= 0) {
      const p = batch[bad];
      throw new VerifyError('bad-signature', `packet ${p.seq} is not signed by the ${p.seq % 2 === 0 ? 'creator' : 'joiner'}'s key`, p.seq);
    }
  }
}

/** Full verification of a whole game: every signature, then the replay. */
export async function verifyGame<S, A>(sys: RuleSystem<S, A>, game: Game): Promise<Progress<S>> {
  if (game.packets.length > LIMITS.packetsPerGame) throw new VerifyError('too-large', 'this game holds more packets than any game');
  await checkSignatures(game);
  return replay(sys, game);
}

export class ForkError extends VerifyError {
  constructor(readonly ours: Packet, readonly theirs: Packet) {
    super('fork', `two different versions of packet ${ours.seq} were sent`, ours.seq);
  }
}

export type Received<S> =
  | { kind: 'accepted'; game: Game; progress: Progress<S>; added: number }
  | { kind: 'duplicate'; seq: number };

/** Adds packets received to a stored game, or explains why not (`known`: the stored
 *  game's progress, if the caller holds it, so only the new packets are replayed). The stored game is
 *  never modified: the caller stores `game` from an 'accepted' result, in one transaction. */
export async function receive<S, A>(sys: RuleSystem<S, A>, stored: Game, incoming: Packet[], known?: Progress<S>): Promise<Received<S>> {
  const gameId = gameIdOf(stored.header);
  const packets = stored.packets.slice();
  let added = 0;
  let lastDuplicate = 0;
  if (incoming.length > LIMITS.packetsPerGame) throw new VerifyError('too-large', 'this game holds more packets than any game');
  const sorted = incoming.slice().sort((a, b) => a.seq - b.seq);
  for (const p of sorted) {
    if (p.gameId !== gameId) throw new VerifyError('wrong-game', 'this turn belongs to another game', p.seq);
    const have = packets[p.seq - 1];
    if (have) {
      if (packetId(have) === packetId(p)) { lastDuplicate = p.seq; continue; }
      // A different packet in a place already filled: a fork if its author truly signed it.
      // A second join (packet 1) is signed by its own new key: the creator keeps the first.
      const key = p.seq === 1 ? p.join?.publicKey : publicKeyOf({ header: stored.header, packets }, authorOf(stored.header, p.seq));
      if (p.prev === have.prev && key && (await verifySignature(key, p))) throw new ForkError(have, p);
      throw new VerifyError('bad-signature', `packet ${p.seq} differs from the one already received and is not validly signed`, p.seq);
    }
    if (p.seq > packets.length + 1) throw new VerifyError('missing-packet', `packet ${packets.length + 1} is missing`, packets.length + 1);
    packets.push(p);
    added++;
  }
  if (added === 0) return { kind: 'duplicate', seq: lastDuplicate };
  const game = { header: stored.header, packets };
  await checkSignatures(game, stored.packets.length + 1);
  // Packets already stored were verified when they arrived: go on from their progress.
  const from = known && known.ids.length === stored.packets.length + 1 ? known : undefined;
  const progress = replay(sys, game, { from });
  return { kind: 'accepted', game, progress, added };
}
