import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { linkFor, parseInput, gameFileText } from '../../src/engine/link';
import { replay } from '../../src/engine/game';
import { acceptInvitation, createGame, decodeGame, firstUnseen, forkVersions, stepsOf, type Sys } from '../../src/app/logic';
import { handleInput } from '../../src/app/inbox';
import { exportBackup, importBackup } from '../../src/app/backup';
import { currentIdentity, getDraft, getGame, listGames, putDraft, insertGame, type DB } from '../../src/app/store';
import { outgoingMessage } from '../../src/app/messages';
import { catalogues } from '../../src/app/i18n';
import { toy } from '../toy/toy';
import { BASE, device, load, openLive, playTurn } from './helpers';

async function start(mode: 'instant' | 'sealed', creatorSeat: 0 | 1 = 0): Promise<{ a: DB; b: DB; id: string }> {
  const a = await device();
  const b = await device();
  const ida = (await currentIdentity(a))!;
  const c = await createGame(toy as Sys, ida, { scenario: 'field', options: { turns: 6 }, diceMode: mode, seat: creatorSeat, name: 'Marc', lang: 'en' });
  await insertGame(a, c.rec, c.draft);
  const inv = await handleInput(b, linkFor(BASE, c.header), load);
  if (inv.kind !== 'invitation') throw new Error('expected an invitation, got ' + inv.kind);
  const acc = await acceptInvitation(inv.sys, (await currentIdentity(b))!, inv.header, 'Luc', 'fr');
  await insertGame(b, acc.rec, acc.draft);
  return { a, b, id: c.rec.id };
}

describe('app logic: two devices by link', () => {
  for (const mode of ['instant', 'sealed'] as const) {
    for (const seat of [0, 1] as const) {
      it(`plays a whole ${mode} game (creator seat ${seat}) and both stores agree`, async () => {
        const { a, b, id } = await start(mode, seat);
        const rnd = new BotRandom(11 + seat);
        let writer = b;
        let reader = a;
        for (let n = 1; n < 400; n++) {
          const live = await openLive(writer, id);
          if (!live.turn) break;
          const link = await playTurn(writer, id, rnd);
          const r = await handleInput(reader, link, load);
          expect(r.kind).toBe('accepted');
          // A second delivery is recognised.
          expect((await handleInput(reader, link, load)).kind).toBe('duplicate');
          [writer, reader] = [reader, writer];
        }
        const ga = (await getGame(a, id))!;
        const gb = (await getGame(b, id))!;
        expect(ga.packets).toEqual(gb.packets);
        expect(ga.summary.over).toBe(true);
        expect(gb.summary.names).toEqual(seat === 0 ? ['Marc', 'Luc'] : ['Luc', 'Marc']);
        // Replay step by step reproduces the engine's log and final state.
        const g = decodeGame(ga);
        const full = replay(toy, g);
        const { steps } = stepsOf(toy as Sys, g);
        expect(steps.map((s) => s.entry.text.en)).toEqual(full.log.map((e) => e.text.en));
        expect(steps.map((s) => s.entry.events)).toEqual(full.log.map((e) => e.events));
        expect(JSON.stringify(steps[steps.length - 1].state)).toBe(JSON.stringify(full.state));
      });
    }
  }

  it('restores a draft after a reload, including its dice', async () => {
    const { a, b, id } = await start('instant');
    const rnd = new BotRandom(3);
    await handleInput(a, await playTurn(b, id, rnd), load);
    await handleInput(b, await playTurn(a, id, rnd), load);
    const live = await openLive(b, id);
    const turn = live.turn!;
    turn.play(turn.legal()[0]); // a response: dice are rolled
    expect(turn.log.some((e) => e.events.some((ev) => ev.t === 'die'))).toBe(true);
    expect(turn.canUndo()).toEqual({ ok: false, why: 'dice' });
    const before = JSON.stringify(turn.state);
    await putDraft(b, live.draft()!);
    const again = await openLive(b, id);
    expect(JSON.stringify(again.turn!.state)).toBe(before);
    expect(again.turn!.actions).toEqual(turn.actions);
    expect(again.composing()).toBe(true);
  });

  it('refuses tampered links, other games and missing packets, leaving the store untouched', async () => {
    const { a, b, id } = await start('instant');
    const other = await start('instant');
    const rnd = new BotRandom(5);
    await handleInput(a, await playTurn(b, id, rnd), load);
    const link = await playTurn(a, id, rnd);
    const before = JSON.stringify(await getGame(b, id));
    const cut = link.slice(0, link.length - 12);
    const r1 = await handleInput(b, cut, load);
    expect(r1.kind === 'error' && r1.info.code).toBe('damaged-link');
    // A packet of another game signed by someone else.
    await handleInput(other.a, await playTurn(other.b, other.id, rnd), load);
    const foreign = await playTurn(other.a, other.id, rnd);
    const r2 = await handleInput(b, foreign, load);
    expect(r2.kind === 'error' && r2.info.code).toBe('unknown-game');
    // Skipping a packet: b gets packet 4 without packet 2... first deliver 2 to b? No: send 3 to a without 2.
    const r3 = await handleInput(b, gameFileText({ ...decodeGame((await getGame(a, id))!), header: decodeGame((await getGame(other.a, other.id))!).header }), load);
    expect(r3.kind).toBe('error');
    expect(JSON.stringify(await getGame(b, id))).toBe(before);
    // Then the real link is accepted.
    expect((await handleInput(b, link, load)).kind).toBe('accepted');
  });

  it('reports a missing packet by number and accepts the game file', async () => {
    const { a, b, id } = await start('instant');
    const rnd = new BotRandom(9);
    await handleInput(a, await playTurn(b, id, rnd), load);
    await playTurn(a, id, rnd); // packet 2 lost in transit
    // a cannot play packet 4 without b's packet 3; make a third party copy: a's file with 2 packets given to b works.
    const file = gameFileText(decodeGame((await getGame(a, id))!));
    const before = JSON.stringify(await getGame(b, id));
    const p2 = parseInput(file);
    expect(p2.kind).toBe('game');
    const ok = await handleInput(b, file, load);
    expect(ok.kind).toBe('accepted');
    expect(JSON.stringify(await getGame(b, id))).not.toBe(before);
    const link3 = await playTurn(b, id, rnd);
    const link4 = await (async () => { await handleInput(a, link3, load); return playTurn(a, id, rnd); })();
    const link5 = await (async () => { await handleInput(b, link4, load); return playTurn(b, id, rnd); })();
    await handleInput(a, link5, load);
    const link6 = await playTurn(a, id, rnd);
    // b never saw packet 6, so packet 8 names 6... simulate with a fresh device c that only knows up to 3.
    void link6;
    const c = await device();
    const g3 = decodeGame((await getGame(b, id))!);
    await handleInput(c, gameFileText({ header: g3.header, packets: g3.packets.slice(0, 3) }), load);
    const r = await handleInput(c, link5, load);
    expect(r.kind === 'error' && r.info.code).toBe('missing-packet');
    expect(r.kind === 'error' && r.info.seq).toBe(4);
  });

  it('shows a fork when the opponent signs two versions of a turn, keeping the first', async () => {
    const { a, b, id } = await start('instant');
    const rnd = new BotRandom(6);
    await handleInput(a, await playTurn(b, id, rnd), load);
    await handleInput(b, await playTurn(a, id, rnd), load);
    const one = await openLive(b, id);
    const two = await openLive(b, id);
    const legal = one.turn!.legal();
    expect(legal.length).toBeGreaterThan(1);
    one.turn!.play(legal[0]);
    two.turn!.play(legal[1]);
    while (!one.turn!.complete()) one.turn!.play(one.turn!.legal()[0]);
    while (!two.turn!.complete()) two.turn!.play(two.turn!.legal()[0]);
    const p1 = await one.finish();
    const p2 = await two.finish();
    expect((await handleInput(a, linkFor(BASE, p1), load)).kind).toBe('accepted');
    const before = (await getGame(a, id))!;
    const r = await handleInput(a, linkFor(BASE, p2), load);
    expect(r.kind === 'error' && r.info.code).toBe('fork');
    expect(r.kind === 'error' && r.info.seq).toBe(3);
    expect(r.kind === 'error' && r.name).toBe('Luc');
    const after = (await getGame(a, id))!;
    expect(after.packets).toEqual(before.packets);
    expect(after.fork?.seq).toBe(3);
    // Both versions are shown in words, the kept one first.
    const live = await openLive(a, id);
    const v = forkVersions(live.sys, live.game, after.fork!, 'en')!;
    const pos = replay(toy, { header: live.game.header, packets: live.game.packets.slice(0, 2) }).state;
    expect(v.kept[0]).toBe(toy.describeAction(pos, legal[0], 'en'));
    expect(v.other[0]).toBe(toy.describeAction(pos, legal[1], 'en'));
    expect(v.kept[0]).not.toBe(v.other[0]);
  });

  it('starts replay at what the player has not seen', async () => {
    const { a, b, id } = await start('instant');
    const rnd = new BotRandom(2);
    await handleInput(a, await playTurn(b, id, rnd), load);
    const l2 = await playTurn(a, id, rnd);
    const r = await handleInput(b, l2, load);
    expect(r.kind).toBe('accepted');
    const rec = (await getGame(b, id))!;
    expect(rec.lastSeen).toBe(1);
    const { steps } = stepsOf(toy as Sys, decodeGame(rec));
    const i = firstUnseen(steps, rec.lastSeen);
    expect(steps.slice(i).every((s) => s.entry.seq === 2)).toBe(true);
    expect(steps.length - i).toBeGreaterThan(0);
  });

  it('writes the message in the recipient language with the link on the last line', async () => {
    const { a, b, id } = await start('instant');
    const rnd = new BotRandom(4);
    await handleInput(a, await playTurn(b, id, rnd), load);
    await playTurn(a, id, rnd);
    const live = await openLive(a, id);
    const m = outgoingMessage(live, live.outgoing()!, BASE);
    const lines = m.text.split('\n');
    expect(lines[lines.length - 1]).toBe(m.link);
    expect(m.text).toContain('Marc a joué'); // Luc reads French
    expect(parseInput(m.text).kind).toBe('packet');
  });

  it('keeps a system\'s own set-up data (DBA armies) in the header, and refuses what its rules refuse', async () => {
    const { dba } = await import('../../src/rules/dba');
    const a = await device();
    const id = (await currentIdentity(a))!;
    const free = ['3Cv', '3Cv', '2LH', '2LH', '4Bw', '4Bw', '4Sp', '4Sp', '4Sp', '4Ax', '2Ps', 'Art'];
    const c = await createGame(dba as unknown as Sys, id, { scenario: 'battle', options: { army0: 'I/26b', choices0: ['4Pk', '4Wb'], army1: 'free', free1: free, topo1: 'STEPPE', ag1: 3 }, diceMode: 'instant', seat: 0, name: 'Marc', lang: 'en' });
    expect(c.header.options.army0).toBe('I/26b');
    expect(c.header.options.free1).toEqual(free);
    expect(c.header.options.interp10).toBe('displacement'); // listed options still get their defaults
    await expect(createGame(dba as unknown as Sys, id, { scenario: 'battle', options: { army1: 'free', free1: ['3Cv'] }, diceMode: 'instant', seat: 0, name: 'Marc', lang: 'en' })).rejects.toThrow(/12 troop base codes/);
  });

  it('recognises an own or already accepted invitation, and a game file of a game not here', async () => {
    const a = await device();
    const c = await createGame(toy as Sys, (await currentIdentity(a))!, { scenario: 'field', options: {}, diceMode: 'instant', seat: 0, name: 'Marc', lang: 'en' });
    await insertGame(a, c.rec, c.draft);
    expect((await handleInput(a, linkFor(BASE, c.header), load)).kind).toBe('own-invitation');
    const { a: a2, b, id } = await start('instant');
    const rec = (await getGame(a2, id))!;
    const inv = linkFor(BASE, decodeGame(rec).header);
    expect((await handleInput(b, inv, load)).kind).toBe('known-invitation');
    // A whole game file opened on a third device: a copy to watch, replayed from the start.
    const rnd = new BotRandom(12);
    await handleInput(a2, await playTurn(b, id, rnd), load);
    const third = await device();
    const r = await handleInput(third, gameFileText(decodeGame((await getGame(a2, id))!)), load);
    expect(r.kind).toBe('imported');
    const copy = (await getGame(third, id))!;
    expect(copy.mySeats).toEqual([]);
    expect(copy.lastSeen).toBe(0);
    // Opening the same file again changes nothing.
    expect((await handleInput(third, gameFileText(decodeGame(copy)), load)).kind).toBe('duplicate');
  });

  it('flags links over 2,048 characters so the file goes with them', async () => {
    const { a, b, id } = await start('instant');
    await handleInput(a, await playTurn(b, id, new BotRandom(1)), load);
    const live = await openLive(b, id);
    const short = outgoingMessage(live, live.outgoing()!, BASE);
    expect(short.long).toBe(false);
    expect(short.fileText.startsWith('{"format":"tessera-game"')).toBe(true);
    const long = outgoingMessage(live, live.outgoing()!, BASE + 'x'.repeat(2100) + '/');
    expect(long.long).toBe(true);
    expect(parseInput(long.fileText).kind).toBe('game');
  });

  it('pass-and-play: both seats on one device', async () => {
    const a = await device();
    const c = await createGame(toy as Sys, (await currentIdentity(a))!, { scenario: 'field', options: {}, diceMode: 'local', seat: 0, name: 'Ann', lang: 'en', otherName: 'Bob' });
    await insertGame(a, c.rec, c.draft);
    const rnd = new BotRandom(1);
    for (let i = 0; i < 400; i++) {
      const live = await openLive(a, c.rec.id);
      if (!live.turn) break;
      await playTurn(a, c.rec.id, rnd);
    }
    const rec = (await getGame(a, c.rec.id))!;
    expect(rec.summary.over).toBe(true);
    expect(rec.summary.names).toEqual(['Ann', 'Bob']);
    expect(rec.header[3]).toEqual([['scenario', 'field'], ['turns', 10]]);
  });

  it('backs up and restores every game into a fresh device, merging without duplicates', async () => {
    const { a, b, id } = await start('sealed');
    const rnd = new BotRandom(8);
    await handleInput(a, await playTurn(b, id, rnd), load);
    const live = await openLive(a, id);
    live.turn!.play(live.turn!.legal()[0]);
    await putDraft(a, live.draft()!);
    const text = await exportBackup(a, 'correct horse', 100_000);
    expect(text).not.toContain((await currentIdentity(a))!.masterSeed);
    const fresh = await device();
    await expect(importBackup(fresh, text, 'wrong horse', load)).rejects.toMatchObject({ code: 'wrong-passphrase' });
    expect((await listGames(fresh)).length).toBe(0);
    const r = await importBackup(fresh, text, 'correct horse', load);
    expect(r.added).toBe(1);
    expect(await getGame(fresh, id)).toEqual(await getGame(a, id));
    expect(await getDraft(fresh, id)).toEqual(await getDraft(a, id));
    const r2 = await importBackup(fresh, text, 'correct horse', load);
    expect(r2.added).toBe(0);
    expect(r2.unchanged).toBe(1);
    expect((await listGames(fresh)).length).toBe(1);
    // The restored seat plays on with the same secrets (same dice).
    const restored = await openLive(fresh, id);
    expect(JSON.stringify(restored.turn!.state)).toBe(JSON.stringify(live.turn!.state));
  });
});

describe('catalogues', () => {
  it('say every verification error in words, in both languages', () => {
    const codes = ['empty', 'not-tessera', 'damaged-link', 'newer-version', 'too-large', 'malformed', 'unknown-system', 'bad-config', 'wrong-game',
      'missing-packet', 'bad-prev', 'wrong-seat', 'bad-signature', 'bad-reveal', 'not-your-turn', 'illegal-action', 'bad-action', 'ended-early',
      'state-mismatch', 'game-over', 'fork', 'duplicate', 'unknown-game'];
    for (const c of codes) {
      const k = ('err.' + c) as keyof typeof catalogues.en;
      expect(catalogues.en[k], c).toBeTruthy();
      expect(catalogues.fr[k], c).toBeTruthy();
    }
    expect(catalogues.en['err.damaged-link']).toContain('Ask {name} to send it as a file');
  });

  it('have the same keys and placeholders in English and French', () => {
    const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const k of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
      expect(ph(catalogues.fr[k]), k).toBe(ph(catalogues.en[k]));
      expect(catalogues.fr[k].trim(), k).not.toBe('');
    }
  });
});
