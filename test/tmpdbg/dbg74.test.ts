import { it } from 'vitest';
import { botAction } from '../../src/engine/bot';
import { BotRandom } from '../../src/engine/draws';
import { hmacSha256, tag, toB64, u32 } from '../../src/engine/bytes';
import { replay, type Game, type Progress } from '../../src/engine/game';
import { commitOf, gameIdOf, packetId, type Header } from '../../src/engine/packet';
import { Turn } from '../../src/engine/turn';
import { sampleConfig } from '../../src/engine/fuzz';
import { loadSystem } from '../../src/cli/systems';
const KEY = 'BA' + 'A'.repeat(85); const SIG = 'A'.repeat(86);
const secret = (seed: number, who: number, k: number) => toB64(hmacSha256(u32(seed), tag('fuzz/secret'), u32(who), u32(k)));
it('seed', async () => {
  const seed = Number(process.env.SEED ?? 74);
  const sys: any = await loadSystem('cdb');
  const config = sampleConfig(sys, seed);
  console.log(JSON.stringify(config));
  const rnd = new BotRandom(seed * 7919 + 17);
  const header: Header = { protocol: 1, system: sys.id, rulesVersion: sys.rulesVersion, options: { ...config.options, scenario: config.scenario },
    diceMode: (['instant','sealed','local'] as const)[seed % 3], seat: (seed & 1) as any, publicKey: KEY, name: 'A', lang: 'en', seatNonce: toB64(hmacSha256(u32(seed), tag('fuzz/nonce')).subarray(0, 16)), commit: commitOf(secret(seed, 0, 0)), signature: SIG } as any;
  const game: Game = { header, packets: [] };
  let progress: Progress<any> = replay(sys, game);
  const gameId = gameIdOf(header);
  for (let n = 1; n <= 4000; n++) {
    if (progress.waiting.kind === 'over' && !progress.pending) break;
    const who = n % 2;
    const reveal = n === 1 ? secret(seed, 1, 0) : secret(seed, who, n - 2);
    const join = n === 1 ? { publicKey: KEY, name: 'B', lang: 'fr', seatNonce: header.seatNonce } : undefined;
    const turn = new Turn(sys, game, progress, reveal, secret(seed, who, n), join as any);
    while (!turn.complete()) {
      const before = turn.state;
      const a = botAction(sys, turn.state, turn.seat, rnd, rnd.below(4) === 0 ? 'random' : 'best');
      const entry = turn.play(a);
      const bad = sys.invariants(turn.state);
      if (bad.length) {
        console.log('BAD', bad, 'action', JSON.stringify(a));
        console.log('entry', JSON.stringify(entry, null, 0).slice(0, 6000));
        const hex = Number(/hex (\d+)/.exec(bad[0])![1]);
        const at = (st: any) => JSON.stringify(st.units?.filter((u: any) => u.hex === hex || u.at === hex), null, 0);
        console.log('units at hex before', at(before)); console.log('after', at(turn.state));
        (globalThis as any).__dump = { before, after: turn.state };
        require('fs').writeFileSync('/tmp/dbg74.json', JSON.stringify({ before, a, after: turn.state, entry }));
        return;
      }
    }
    const p = turn.unsigned(); p.signature = SIG; game.packets.push(p);
    progress = { gameId, ids: [...progress.ids, packetId(p)], state: turn.state, waiting: turn.waiting(), pending: turn.pending, log: [] };
  }
}, 600000);
