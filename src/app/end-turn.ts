// Ending one's own turn: under the game's lock, the stored game is read again, the
// turn signed from it and stored; only then is the packet the game's (and offered).
import type { Packet } from '../engine/packet';
import type { Live } from './logic';
import { withGameLock } from './one-writer';
import { commitGame, getGame, samePackets, storageErased, StoreError, type DB } from './store';

/** Signs and stores this device's finished turn. Throws StoreError 'stale' when another
 *  tab stored this game further on (nothing is signed then), or the storage problem
 *  when the write fails: the turn then stays a draft that signs the same packet again. */
export function endOwnTurn(d: DB, live: Live): Promise<Packet> {
  return withGameLock(live.rec.id, async () => {
    const stored = await getGame(d, live.rec.id);
    if (!stored) throw new StoreError(storageErased.value ? 'erased' : 'gone');
    if (!samePackets(stored.packets, live.rec.packets)) throw new StoreError('stale');
    const s = await live.sign();
    const rec = await commitGame(d, live.rec.packets, s.rec, null);
    live.adopt({ ...s, rec });
    return s.packet;
  });
}
