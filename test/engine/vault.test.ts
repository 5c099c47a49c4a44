import { describe, expect, it } from 'vitest';
import { openBackup, sealBackup, isSealedBackup, PBKDF2_ROUNDS } from '../../src/engine/vault';
import { createIdentity, exportIdentity, importIdentity, sign, verifySignature } from '../../src/engine/identity';

describe('encrypted backup (protocol "Identity, invitation, backup"; 11 recoverable)', () => {
  it('restores an identity that still signs as the original, only with the right passphrase', async () => {
    const id = await createIdentity();
    const text = await sealBackup('correct horse battery', { identity: await exportIdentity(id), games: [1, 2] });
    expect(isSealedBackup(text)).toBe(true);
    expect(JSON.parse(text).rounds).toBe(PBKDF2_ROUNDS);
    expect(text).not.toContain(id.masterSeed);
    const back = (await openBackup('correct horse battery', text)) as { identity: Awaited<ReturnType<typeof exportIdentity>>; games: number[] };
    expect(back.games).toEqual([1, 2]);
    const restored = await importIdentity(back.identity);
    expect(restored.masterSeed).toBe(id.masterSeed);
    const h = { protocol: 1, system: 'toy', rulesVersion: 1, options: {}, diceMode: 'instant' as const, seat: 0 as const, publicKey: id.publicKey, name: 'A', lang: 'en', seatNonce: 'AAAAAAAAAAAAAAAAAAAAAA', commit: 'A'.repeat(43), signature: '' };
    h.signature = await sign(restored, h);
    expect(await verifySignature(id.publicKey, h)).toBe(true);
    await expect(openBackup('wrong passphrase', text)).rejects.toMatchObject({ code: 'wrong-passphrase' });
    const altered = JSON.parse(text);
    altered.data = altered.data.slice(0, -4) + (altered.data.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(openBackup('correct horse battery', JSON.stringify(altered))).rejects.toMatchObject({ code: 'wrong-passphrase' });
    await expect(openBackup('x', '{"hello":1}')).rejects.toMatchObject({ code: 'not-backup' });
  });
});
