// Issue 14, the app's half: a game against the computer. Its turns are thought by the
// worker's code (run here in Node), signed by the computer's own identity, stored under
// the game's lock, and the game verifies as any other.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { botAction } from '../../src/engine/bot';
import { createIdentity } from '../../src/engine/identity';
import { gameFileText, parseInput } from '../../src/engine/link';
import { verifyGame } from '../../src/engine/verify';
import { decodeGame, Live, type Sys } from '../../src/app/logic';
import { think, type ThinkMessage, type ThinkRequest } from '../../src/app/computer-think';
import { computerToMove, createSoloGame, joinAs, storeComputerTurn } from '../../src/app/solo';
import { thinkTurn } from '../../src/engine/computer';
import { endOwnTurn } from '../../src/app/end-turn';
import { currentIdentity, ensureComputerIdentity, getGame, identityFor, insertGame, StoreError, type DB, type GameRecord } from '../../src/app/store';
import { loadSystem } from '../../src/app/systems';
import { device } from './helpers';

async function soloGame(system: string, seat: 0 | 1) {
  const d = await device();
  const sys = (await loadSystem(system))!;
  const scenario = sys.scenarios[0].id;
  const me = (await currentIdentity(d))!;
  const computer = await ensureComputerIdentity(d, createIdentity);
  const options: Record<string, never> = {};
  const c = await createSoloGame(sys, me, computer, { scenario, options, seat, name: 'Ana', lang: 'en' }, 'steady', 'Computer');
  await insertGame(d, c.rec, null);
  return { d, sys, id: c.rec.id, computer };
}

function request(rec: GameRecord, computer: { publicKey: string; masterSeed: string }): ThinkRequest {
  return { system: rec.system, header: rec.header, packets: rec.packets, computer: { publicKey: computer.publicKey, masterSeed: computer.masterSeed }, level: rec.solo!.level, join: joinAs(rec.solo!) };
}

/** The worker's answer to one request: its messages, in order. */
async function ask(req: ThinkRequest): Promise<ThinkMessage[]> {
  const out: ThinkMessage[] = [];
  await think(req, (m) => out.push(m));
  return out;
}

/** One computer turn, as the game screen runs it: think, then sign and store. */
async function computerTurn(d: DB, sys: Sys, id: string): Promise<{ rec: GameRecord; msgs: ThinkMessage[] }> {
  const rec = (await getGame(d, id))!;
  const comp = (await identityFor(d, rec.solo!.identity))!;
  const msgs = await ask(request(rec, comp));
  const done = msgs[msgs.length - 1];
  if (done.kind !== 'done') throw new Error(JSON.stringify(done));
  return { rec: await storeComputerTurn(d, sys, rec, comp, done.actions, joinAs(rec.solo!)), msgs };
}

/** The player's turn, played by the random bot through the app's own path. */
async function playerTurn(d: DB, sys: Sys, id: string, rnd: BotRandom): Promise<void> {
  const rec = (await getGame(d, id))!;
  const live = Live.open(sys, rec, await identityFor(d, rec.identity));
  const turn = live.turn!;
  while (!turn.complete()) turn.play(botAction(sys, turn.state, turn.seat, rnd, 'random'));
  await endOwnTurn(d, live);
}

describe('a game against the computer', () => {
  for (const system of ['nabis', 'dba']) {
    it(`${system}: the computer joins and plays signed turns; the game file verifies`, async () => {
      const sys = (await loadSystem(system))!;
      const g = await soloGame(system, 0);
      const rnd = new BotRandom(7);
      let packets = 0;
      for (let k = 0; k < 6; k++) {
        const rec = (await getGame(g.d, g.id))!;
        const game = decodeGame(rec);
        const progress = await verifyGame(sys, game);
        if (progress.waiting.kind === 'over') break;
        if (computerToMove(rec, game, progress)) {
          const { rec: after, msgs } = await computerTurn(g.d, sys, g.id);
          // Progress counts decisions one by one, and the turn arrives unseen (it is replayed).
          const counts = msgs.filter((m) => m.kind === 'progress').map((m) => (m as { decisions: number }).decisions);
          expect(counts).toEqual(counts.map((_, i) => i + 1));
          expect(after.lastSeen).toBe(rec.lastSeen);
          expect(after.packets.length).toBe(rec.packets.length + 1);
        } else await playerTurn(g.d, sys, g.id, rnd);
        packets++;
      }
      expect(packets).toBe(6);
      const rec = (await getGame(g.d, g.id))!;
      const game = decodeGame(rec);
      // The computer's packets are signed by its own key, not the player's.
      expect(game.packets[0].join!.publicKey).toBe(g.computer.publicKey);
      expect(game.packets[0].join!.publicKey).not.toBe(game.header.publicKey);
      const file = parseInput(gameFileText(game));
      expect(file.kind).toBe('game');
      if (file.kind === 'game') await expect(verifyGame(sys, file.game)).resolves.toBeTruthy();
    });
  }

  it('thinking is reproducible: the same identity in the same position plays the same turn', async () => {
    const g = await soloGame('nabis', 1);
    const rec = (await getGame(g.d, g.id))!;
    const game = decodeGame(rec);
    const progress = await verifyGame(g.sys, game);
    const comp = { publicKey: g.computer.publicKey, masterSeed: g.computer.masterSeed };
    const a = thinkTurn(g.sys, game, progress, comp, 'steady', joinAs(rec.solo!));
    const b = thinkTurn(g.sys, game, progress, comp, 'steady', joinAs(rec.solo!));
    expect(b).toEqual(a);
  });

  it('a turn thought from a stale copy is not stored (another tab stored one first)', async () => {
    const g = await soloGame('nabis', 0);
    const before = (await getGame(g.d, g.id))!;
    await computerTurn(g.d, g.sys, g.id);
    const comp = (await identityFor(g.d, before.solo!.identity))!;
    const msgs = await ask(request(before, comp));
    const done = msgs[msgs.length - 1] as { actions: number[][] };
    await expect(storeComputerTurn(g.d, g.sys, before, comp, done.actions, joinAs(before.solo!))).rejects.toBeInstanceOf(StoreError);
  });

  it('the worker answers a bad request with an error message, not silence', async () => {
    const msgs = await ask({ system: 'nope', header: [], packets: [], computer: { publicKey: '', masterSeed: '' }, level: 'steady', join: { name: 'C', lang: 'en' } });
    expect(msgs).toHaveLength(1);
    expect(msgs[0].kind).toBe('error');
  });

  it('the computer keeps one identity on the device', async () => {
    const d = await device();
    const a = await ensureComputerIdentity(d, createIdentity);
    const b = await ensureComputerIdentity(d, createIdentity);
    expect(b.publicKey).toBe(a.publicKey);
    expect(a.publicKey).not.toBe((await currentIdentity(d))!.publicKey);
  });
});
