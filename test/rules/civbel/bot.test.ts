// The steady bot (bot.ts) against itself through the rule system's interface, with
// the invariants after every action: it spends command points, marches, advances,
// shoots (by the engine) and charges, and its games end (A.6 victory or turn limit).
import { describe, expect, it } from 'vitest';
import { civbel } from '../../../src/rules/civbel';
import { playRandomGame } from '../random-game';

describe('Civitates Bellantes steady bot', () => {
  it('steady bot games: two steady bots fight whole battles (charges, melees, a result)', () => {
    const lines: string[] = [];
    let charges = 0, melees = 0;
    for (const seed of [1, 2, 3]) {
      const r = playRandomGame(civbel, civbel.setup({ scenario: 'great-plains', options: {} }), seed, 3000, (s, seat, rnd) => civbel.bot!(s, seat, rnd));
      expect(r.last.phase).toBe('over');
      const n = (t: string) => r.events.filter((e) => e.t === t).length;
      charges += n('chargeDeclared'); melees += n('melee');
      lines.push(`seed ${seed}: turn ${r.last.turn}, ${r.last.result!.reason}${r.last.result!.winner === null ? '' : ` won by side ${r.last.result!.winner}`}, losses ${JSON.stringify(r.last.result!.losses ?? [])}; ` +
        `${r.actions} actions, CP allocations ${r.kinds.allocate ?? 0}, moves ${n('unitMoved')}, volleys ${n('volley')}, charges ${n('chargeDeclared')}, contacts ${n('chargeContact')}, melees ${n('melee')}, breaks ${n('break')}, destroyed ${n('destroyed') + n('leftTable')}`);
    }
    console.log(`civbel steady bot against itself:\n${lines.join('\n')}`);
    expect(charges).toBeGreaterThan(0);
    expect(melees).toBeGreaterThan(0);
  }, 900_000);
});
