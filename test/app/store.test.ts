import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { createIdentity, sign, verifySignature } from '../../src/engine/identity';
import { DB_VERSION, currentIdentity, ensureIdentity, getDraft, getGame, isPrefix, listGames, mergeBackup, openStore, putDraft, insertGame, commitGame, deleteGame, type GameRecord } from '../../src/app/store';

function rec(id: string, packets: number[][] = []): GameRecord {
  return {
    id, system: 'toy', header: ['h', id], packets, mySeats: [0], identity: 'k', lastSeen: 0, sentUpTo: 0, archived: false,
    created: 1, updated: 1, lastMove: 1,
    summary: { systemName: { en: 'S', fr: 'S' }, scenarioName: { en: 'X', fr: 'X' }, next: 0, over: false, seatNames: [{ en: 'a', fr: 'a' }, { en: 'b', fr: 'b' }], names: ['A', null] },
  };
}

describe('store', () => {
  it('creates the schema and migrates a version-1 database', async () => {
    // A version-1 database as an older release left it.
    const v1 = await openDB('migrate-me', 1, {
      upgrade(db) {
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('drafts', { keyPath: 'id' });
        db.createObjectStore('identities', { keyPath: 'publicKey' });
        db.createObjectStore('meta');
      },
    });
    await v1.put('games', rec('old'));
    v1.close();
    const d = await openStore('migrate-me');
    expect(d.version).toBe(DB_VERSION);
    expect(d.transaction('games').store.indexNames.contains('updated')).toBe(true);
    expect((await getGame(d, 'old'))?.id).toBe('old');
    d.close();
  });

  it('keeps the device identity with its CryptoKey, created once', async () => {
    const d = await openStore('identity-test');
    const a = await ensureIdentity(d, createIdentity);
    const b = await ensureIdentity(d, createIdentity);
    expect(b.publicKey).toBe(a.publicKey);
    const again = (await currentIdentity(d))!;
    const header = { protocol: 1, system: 'toy', rulesVersion: 1, options: { scenario: 'field' }, diceMode: 'instant' as const, seat: 0 as const, publicKey: again.publicKey, name: 'A', lang: 'en', seatNonce: 'AAAAAAAAAAAAAAAAAAAAAA', commit: 'A'.repeat(43), signature: '' };
    header.signature = await sign(again, header);
    expect(await verifySignature(a.publicKey, header)).toBe(true);
    d.close();
  });

  it('stores games with drafts and deletes both together', async () => {
    const d = await openStore('games-test');
    await insertGame(d, rec('g1'), { id: 'g1', seq: 1, actions: [[3]], updated: 1 });
    expect((await getDraft(d, 'g1'))?.actions).toEqual([[3]]);
    await commitGame(d, [], rec('g1', [[1]]), null);
    expect(await getDraft(d, 'g1')).toBeUndefined();
    await putDraft(d, { id: 'g1', seq: 2, actions: [], updated: 2 });
    await deleteGame(d, 'g1');
    expect(await getGame(d, 'g1')).toBeUndefined();
    expect(await getDraft(d, 'g1')).toBeUndefined();
    d.close();
  });

  it('merges a backup without duplicating, moving games forward only along their history', async () => {
    const d = await openStore('merge-test');
    await insertGame(d, rec('same', [[1]]));
    await insertGame(d, rec('behind', [[1]]));
    await insertGame(d, rec('ahead', [[1], [2]]));
    await insertGame(d, rec('forked', [[1], [2]]));
    const r = await mergeBackup(d, [rec('same', [[1]]), rec('behind', [[1], [2]]), rec('ahead', [[1]]), rec('forked', [[1], [9]]), rec('new')], [], [], undefined);
    expect(r).toEqual({ added: 1, updated: 1, unchanged: 2, conflicts: ['forked'] });
    const all = await listGames(d);
    expect(all.map((g) => g.id).sort()).toEqual(['ahead', 'behind', 'forked', 'new', 'same']);
    expect((await getGame(d, 'behind'))!.packets).toEqual([[1], [2]]);
    expect((await getGame(d, 'ahead'))!.packets).toEqual([[1], [2]]);
    expect((await getGame(d, 'forked'))!.packets).toEqual([[1], [2]]);
    expect(isPrefix([[1]], [[1], [2]])).toBe(true);
    expect(isPrefix([[2]], [[1], [2]])).toBe(false);
    d.close();
  });
});
