// Small pieces the audit of the app added or fixed: waiting times in words,
// the file that must go with a long link, standing orders' table.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waited } from '../../src/app/i18n';
import { shareMessage } from '../../src/app/share';
import type { Outgoing } from '../../src/app/messages';

const MIN = 60_000;

describe('how long a game has waited', () => {
  it('reads as a length of time in both languages', () => {
    expect(waited(10_000, 'en')).toBe('less than a minute');
    expect(waited(10_000, 'fr')).toBe('moins d’une minute');
    expect(waited(5 * MIN, 'en')).toBe('5 min');
    expect(waited(3 * 60 * MIN, 'fr')).toBe('3 h');
    expect(waited(26 * 60 * MIN, 'en')).toBe('1 day');
    expect(waited(3 * 24 * 60 * MIN, 'en')).toBe('3 days');
    expect(waited(3 * 24 * 60 * MIN, 'fr')).toBe('3 jours');
    expect(waited(-5, 'en')).toBe('less than a minute');
  });
});

describe('sharing a message', () => {
  const out = (long: boolean): Outgoing => ({ text: 'hello\nhttps://x/#abc', link: 'https://x/#abc', long, fileName: 'g.txt', fileText: 'FILE', seq: 2, lang: 'en' });
  afterEach(() => vi.unstubAllGlobals());

  function stub(canFiles: boolean) {
    const calls: ShareData[] = [];
    vi.stubGlobal('navigator', {
      share: async (d: ShareData) => { calls.push(d); },
      canShare: (d: ShareData) => canFiles || !d.files,
    });
    return calls;
  }

  it('sends the link alone when it is short and no file is asked for', async () => {
    const calls = stub(true);
    expect(await shareMessage(out(false), false)).toBe('shared');
    expect(calls[0].files).toBeUndefined();
  });

  it('adds the game file when the link is over 2,048 characters, or when asked', async () => {
    const calls = stub(true);
    expect(await shareMessage(out(true), false)).toBe('shared');
    expect(await shareMessage(out(false), true)).toBe('shared');
    expect(calls.map((c) => c.files?.length)).toEqual([1, 1]);
    expect(await calls[0].files![0].text()).toBe('FILE');
  });

  it('says so when the file could not go with the link (the browser shares no files)', async () => {
    const calls = stub(false);
    expect(await shareMessage(out(true), false)).toBe('shared-no-file');
    expect(calls[0].files).toBeUndefined();
    expect(calls[0].text).toContain('https://x/#abc');
  });

  it('reports a cancelled share as such, and no Web Share as unsupported', async () => {
    vi.stubGlobal('navigator', { share: async () => { throw Object.assign(new Error('no'), { name: 'AbortError' }); } });
    expect(await shareMessage(out(false), false)).toBe('cancelled');
    vi.stubGlobal('navigator', {});
    expect(await shareMessage(out(false), false)).toBe('unsupported');
  });
});

describe('standing orders declared by each rule system', () => {
  it('names Nabis options that exist and recognises the DBA orders action', async () => {
    const { nabis } = await import('../../src/rules/nabis');
    const { dba } = await import('../../src/rules/dba');
    const ids = nabis.options.map((o) => o.id);
    expect(nabis.standingOrders!.options!.length).toBe(4);
    for (const id of nabis.standingOrders!.options!) expect(ids).toContain(id);
    const so = dba.standingOrders!;
    expect(so.isAction!({ k: 'orders', prio: [] })).toBe(true);
    expect(so.isAction!({ k: 'endMove' } as never)).toBe(false);
    expect(so.current!({ orders: [['Bw'], []] } as never, 0)).toEqual({ k: 'orders', prio: ['Bw'] });
    const { toy } = await import('../toy/toy');
    expect(toy.standingOrders).toBeUndefined();
  });
});

describe('undo within the packet being composed', () => {
  it('is free in sealed mode (no die is rolled while composing), stops at the last draw in instant mode', async () => {
    const { linkFor } = await import('../../src/engine/link');
    const { BotRandom } = await import('../../src/engine/draws');
    const { acceptInvitation, createGame } = await import('../../src/app/logic');
    const { handleInput } = await import('../../src/app/inbox');
    const { currentIdentity, insertGame } = await import('../../src/app/store');
    const { toy } = await import('../toy/toy');
    const { BASE, device, load, openLive, playTurn } = await import('./helpers');
    for (const mode of ['sealed', 'instant'] as const) {
      const a = await device();
      const b = await device();
      const c = await createGame(toy as never, (await currentIdentity(a))!, { scenario: 'field', options: { turns: 6 }, diceMode: mode, seat: 0, name: 'Marc', lang: 'en' });
      await insertGame(a, c.rec, c.draft);
      const inv = await handleInput(b, linkFor(BASE, c.header), load);
      if (inv.kind !== 'invitation') throw new Error(inv.kind);
      const acc = await acceptInvitation(inv.sys, (await currentIdentity(b))!, inv.header, 'Luc', 'fr');
      await insertGame(b, acc.rec, acc.draft);
      const id = c.rec.id;
      const rnd = new BotRandom(3);
      await handleInput(a, await playTurn(b, id, rnd), load);
      await handleInput(b, await playTurn(a, id, rnd), load);
      const live = await openLive(b, id);
      const turn = live.turn!;
      const before = JSON.stringify(turn.state);
      turn.play(turn.legal()[0]); // a response: instant mode rolls here, sealed mode does not
      const rolled = turn.log.some((e) => e.events.some((ev) => ev.t === 'die'));
      if (mode === 'sealed') {
        expect(rolled).toBe(false);
        expect(turn.canUndo().ok).toBe(true);
        turn.undo();
        expect(JSON.stringify(turn.state)).toBe(before);
      } else {
        expect(rolled).toBe(true);
        expect(turn.canUndo()).toEqual({ ok: false, why: 'dice' });
      }
    }
  });
});
