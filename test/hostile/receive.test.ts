// Issue 13, item 4: the hostile corpus (test/hostile/corpus.ts) through the whole
// receive path: reading a link or file, verification, receiving packets into a
// stored game, and the app's import. Every input must be refused with a typed
// error (VerifyError, with the expected code); any other exception fails.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleSystem } from '../../src/engine/contract';
import { VerifyError } from '../../src/engine/errors';
import { parseInput } from '../../src/engine/link';
import { receive, verifyGame } from '../../src/engine/verify';
import { seededIdentity, selfplay } from '../../src/engine/selfplay';
import { sign, type Identity } from '../../src/engine/identity';
import type { Packet } from '../../src/engine/packet';
import { handleInput } from '../../src/app/inbox';
import type { Sys } from '../../src/app/logic';
import { systems } from '../../src/rules/registry';
import { toy } from '../toy/toy';
import { device } from '../app/helpers';
import { listGames } from '../../src/app/store';
import { hostileCorpus, type Hostile } from './corpus';

async function loadSys(id: string): Promise<RuleSystem<any, any>> {
  if (id === 'toy') return toy;
  const e = systems.find((s) => s.id === id);
  if (!e) throw new VerifyError('unknown-system', `this game is played with "${id}"`, 0);
  return e.load();
}
const loadApp = async (id: string): Promise<Sys | null> => (id === 'toy' ? (toy as Sys) : ((await systems.find((s) => s.id === id)?.load()) as Sys) ?? null);

/** Reads and verifies as `tessera verify` does; returns the typed error. */
async function refusal(text: string): Promise<VerifyError> {
  try {
    const parsed = parseInput(text);
    const game = parsed.kind === 'game' ? parsed.game : parsed.kind === 'header' ? { header: parsed.header, packets: [] } : null;
    if (!game) throw new Error('a single packet where a game was expected');
    await verifyGame(await loadSys(game.header.system), game);
  } catch (e) {
    if (e instanceof VerifyError) return e;
    throw new Error(`untyped ${(e as Error).name}: ${(e as Error).message}`);
  }
  throw new Error('accepted');
}

let corpus: Hostile[];
beforeAll(async () => { corpus = await hostileCorpus(loadSys); }, 120_000);

describe('the hostile corpus through the receive path', () => {
  it('holds the inputs of issue 13 (bomb, deep, wide, prototype invitations)', () => {
    expect(corpus.length).toBeGreaterThan(100);
    expect(corpus.some((h) => h.name.includes('bomb'))).toBe(true);
  });

  it('reading and verifying: each refused with its typed error', async () => {
    for (const h of corpus) {
      const e = await refusal(h.text);
      expect(h.expect, `${h.name}: ${e.code} ${e.message}`).toContain(e.code);
    }
  }, 120_000);

  it('the app\'s import: each refused with its typed error, nothing stored', async () => {
    const d = await device();
    for (const h of corpus) {
      const r = await handleInput(d, h.text, loadApp);
      expect(r.kind, h.name).toBe('error');
      if (r.kind === 'error') expect(h.expect, `${h.name}: ${r.info.code} ${r.info.detail ?? ''}`).toContain(r.info.code);
    }
    expect(await listGames(d)).toEqual([]);
  }, 120_000);
});

// Packets validly signed by the opponent's own key but holding hostile action codes:
// they pass the signature check and reach the rule system's decoder and checks.
describe('signed packets with hostile actions, received into a stored game', () => {
  const HOSTILE_CODES: number[][][] = [
    [[-1]], [[2 ** 53 - 1]], [[-(2 ** 53 - 1)]], [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]], [Array(256).fill(255)],
    [[1e6, -1e6]], [[3, -1, -1, -1]], [[0], [0], [0]], Array(4000).fill([1]),
  ];
  for (const system of ['toy', 'nabis', 'dba']) {
    it(`${system}: every hostile code is refused with a typed error`, async () => {
      const sys = await loadSys(system);
      const ids: [Identity, Identity] = [await seededIdentity(9, 'a'), await seededIdentity(9, 'b')];
      const r = await selfplay(sys, { config: { scenario: sys.scenarios[0].id, options: {} }, diceMode: 'instant', seed: 9, maxPackets: 4, identities: ids });
      const stored = { header: r.game.header, packets: r.game.packets.slice(0, 3) };
      const original = r.game.packets[3];
      // The untouched packet is received: what follows changes its actions only.
      expect((await receive(sys, stored, [original])).kind).toBe('accepted');
      const author = ids[original.seat === r.game.header.seat ? 0 : 1];
      for (const actions of HOSTILE_CODES) {
        const p: Packet = { ...original, actions };
        p.signature = await sign(author, p);
        let err: unknown = null;
        try { await receive(sys, stored, [p]); } catch (e) { err = e; }
        expect(err, `${system} ${JSON.stringify(actions).slice(0, 40)}: ${(err as Error)?.message}`).toBeInstanceOf(VerifyError);
        // Past the signature: the rule system itself refused it.
        expect(['bad-action', 'illegal-action', 'not-your-turn', 'ended-early', 'state-mismatch', 'malformed']).toContain((err as VerifyError).code);
      }
    }, 120_000);
  }
});
