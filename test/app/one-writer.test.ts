// Issue 16: one device, one signed history. A turn signed again (after a failed write
// or a reload) is the same packet; a stale copy never overwrites the stored game;
// two acceptances and a device's own two versions are told apart from a fork.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { botAction } from '../../src/engine/bot';
import { gameFileText, linkFor } from '../../src/engine/link';
import { packetId, packetToWire } from '../../src/engine/packet';
import { receive } from '../../src/engine/verify';
import { acceptInvitation, createGame, decodeGame, type Sys } from '../../src/app/logic';
import { handleInput } from '../../src/app/inbox';
import { endOwnTurn } from '../../src/app/end-turn';
import { commitGame, currentIdentity, getGame, insertGame, patchGame, putDraft, StoreError, type DB } from '../../src/app/store';
import { toy } from '../toy/toy';
import { BASE, device, load, openLive } from './helpers';

async function start(): Promise<{ a: DB; b: DB; id: string }> {
  const a = await device();
  const b = await device();
  const c = await createGame(toy as Sys, (await currentIdentity(a))!, { scenario: 'field', options: { turns: 6 }, diceMode: 'instant', seat: 0, name: 'Marc', lang: 'en' });
  await insertGame(a, c.rec, c.draft);
  const inv = await handleInput(b, linkFor(BASE, c.header), load);
  if (inv.kind !== 'invitation') throw new Error(inv.kind);
  const acc = await acceptInvitation(inv.sys, (await currentIdentity(b))!, inv.header, 'Luc', 'fr');
  await insertGame(b, acc.rec, acc.draft);
  return { a, b, id: c.rec.id };
}

/** Plays the writer's whole turn with the bot, keeping the draft as the app does. */
async function compose(d: DB, id: string, seed: number) {
  const live = await openLive(d, id);
  const rnd = new BotRandom(seed);
  while (!live.turn!.complete()) {
    live.play(botAction(toy, live.turn!.state, live.turn!.seat, rnd, 'random'));
    await putDraft(d, live.draft()!);
  }
  return live;
}

const unsignedWire = (p: Parameters<typeof packetToWire>[0]) => JSON.stringify(packetToWire(p, false));

describe('signing the same draft twice', () => {
  it('gives the same packet content and id (the join, then a turn with dice), and the second reads as a duplicate', async () => {
    const { a, b, id } = await start();
    // The join (packet 1): its seat nonce lives in the draft, so a reload signs the same join.
    const j1 = await (await openLive(b, id)).sign();
    const j2 = await (await openLive(b, id)).sign();
    expect(unsignedWire(j2.packet)).toBe(unsignedWire(j1.packet));
    expect(packetId(j2.packet)).toBe(packetId(j1.packet));
    await endOwnTurn(b, await openLive(b, id));
    const join = (await getGame(b, id))!.packets[0];
    await handleInput(a, gameFileText(decodeGame((await getGame(b, id))!)), load);
    expect((await getGame(a, id))!.packets[0]).toEqual(join);

    // Turn 2: composed, signed (the write "failed": nothing stored), then the app reloaded.
    const first = await compose(a, id, 5);
    const p1 = (await first.sign()).packet;
    expect(first.game.packets.length).toBe(1); // signing alone changes nothing
    const again = await openLive(a, id);
    expect(again.turn!.actions).toEqual(first.turn!.actions);
    const p2 = (await again.sign()).packet;
    expect(unsignedWire(p2)).toBe(unsignedWire(p1));
    expect(packetId(p2)).toBe(packetId(p1));
    // The opponent holding the first reads the second as the one it already has, not a fork.
    const bGame = decodeGame((await getGame(a, id))!);
    const got = await receive(toy as Sys, { header: bGame.header, packets: [...bGame.packets, p1] }, [p2]);
    expect(got.kind).toBe('duplicate');
  });
});

describe('one writer per game', () => {
  it('refuses to store a turn signed from a stale copy, and never writes packets back from a patch', async () => {
    const { a, b, id } = await start();
    await endOwnTurn(b, await openLive(b, id));
    await handleInput(a, gameFileText(decodeGame((await getGame(b, id))!)), load);
    const tab1 = await compose(a, id, 3);
    const tab2 = await openLive(a, id); // opened earlier, same draft
    await endOwnTurn(a, tab1);
    expect((await getGame(a, id))!.packets.length).toBe(2);
    // Tab 2 still shows packet 2 as a draft: it may not sign.
    await expect(endOwnTurn(a, tab2)).rejects.toMatchObject({ problem: 'stale' });
    // A stale tab's "sent" mark changes only the mark.
    await patchGame(a, id, (g) => ({ ...g, sentUpTo: 2, packets: [] }));
    const g = (await getGame(a, id))!;
    expect(g.packets.length).toBe(2);
    expect(g.sentUpTo).toBe(2);
    // A shorter history is never written over a longer one.
    await expect(commitGame(a, tab2.rec.packets, tab2.rec, null)).rejects.toBeInstanceOf(StoreError);
    expect((await getGame(a, id))!.packets.length).toBe(2);
  });
});

describe('forks that are nobody’s bad faith', () => {
  it('a second acceptance by another key is not stored as a fork; the late joiner learns the invitation was taken', async () => {
    const a = await device();
    const b = await device();
    const c3 = await device();
    const c = await createGame(toy as Sys, (await currentIdentity(a))!, { scenario: 'field', options: { turns: 6 }, diceMode: 'instant', seat: 0, name: 'Marc', lang: 'en' });
    await insertGame(a, c.rec, c.draft);
    const joins: string[] = [];
    for (const [d, name] of [[b, 'Luc'], [c3, 'Zoé']] as const) {
      const inv = await handleInput(d, linkFor(BASE, c.header), load);
      if (inv.kind !== 'invitation') throw new Error(inv.kind);
      const acc = await acceptInvitation(inv.sys, (await currentIdentity(d))!, inv.header, name, 'en');
      await insertGame(d, acc.rec, acc.draft);
      const p = await endOwnTurn(d, await openLive(d, c.rec.id));
      joins.push(linkFor(BASE, p));
    }
    expect((await handleInput(a, joins[0], load)).kind).toBe('accepted');
    const second = await handleInput(a, joins[1], load);
    expect(second).toMatchObject({ kind: 'second-join', name: 'Luc', other: 'Zoé' });
    expect((await getGame(a, c.rec.id))!.fork).toBeUndefined();
    // Marc plays turn 2; the third phone receives it.
    const t2 = await compose(a, c.rec.id, 9);
    const p2 = await endOwnTurn(a, t2);
    const told = await handleInput(c3, linkFor(BASE, p2), load);
    expect(told).toMatchObject({ kind: 'taken', creator: 'Marc' });
    expect((await getGame(c3, c.rec.id))!.taken).toEqual({ by: 'Marc' });
  });
});

describe('two versions signed by this very device', () => {
  it('are told as our own (never the opponent’s), and the opponent’s whole game file is followed', async () => {
    const { a, b, id } = await start();
    await endOwnTurn(b, await openLive(b, id));
    await handleInput(a, gameFileText(decodeGame((await getGame(b, id))!)), load);
    const before = (await getGame(a, id))!;
    // Marc's packet 2 is stored and sent; then his device loses it (storage restored from
    // an older copy) and he plays packet 2 again, differently.
    const v1 = await endOwnTurn(a, await compose(a, id, 1));
    await handleInput(b, linkFor(BASE, v1), load);
    await restoreOlder(a, before);
    const v2 = await endOwnTurn(a, await compose(a, id, 7));
    expect(packetId(v2)).not.toBe(packetId(v1));
    // Marc's own first version comes back as a link: his device says it made two versions.
    const r = await handleInput(a, linkFor(BASE, v1), load);
    expect(r).toMatchObject({ kind: 'own-fork', seq: 2, name: 'Luc' });
    expect((await getGame(a, id))!.fork?.own).toBe(true);
    // Luc's whole game file (with v1): Marc's device now follows it.
    const adopted = await handleInput(a, gameFileText(decodeGame((await getGame(b, id))!)), load);
    expect(adopted).toMatchObject({ kind: 'own-fork-adopted', seq: 2 });
    const g = (await getGame(a, id))!;
    expect(g.fork).toBeUndefined();
    expect(g.packets).toEqual((await getGame(b, id))!.packets);
  });
});

/** Puts `rec` back as the stored game, as a device restored from an older copy would. */
async function restoreOlder(d: DB, rec: Awaited<ReturnType<typeof getGame>>): Promise<void> {
  const tx = d.transaction('games', 'readwrite');
  await tx.store.put(rec!);
  await tx.done;
}
