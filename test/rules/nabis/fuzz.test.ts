// Fuzz (issue "Nabis", Must show): bot-against-bot games through the platform's real
// packet path in every dice mode, with the invariants (stacking, units on the map,
// markers consistent with states, victory points equal to a recount) checked after
// every action, and each game's log replayed to the same state hashes. Here a few
// games on chosen option sets (every late reading on its alternative); the 1,000
// games with options drawn per game are `tessera fuzz` in npm test (test/run-all.sh).
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../src/engine/fuzz';
import { nabis } from '../../../src/rules/nabis';

const N = Number(process.env.NABIS_FUZZ_GAMES ?? 15);
const base: Record<string, string | number> = {};
for (const o of nabis.options) base[o.id] = o.default;
const variants: Record<string, string>[] = [{}, { reducedRomans: 'yes' }, { freeSpartans: 'yes' }, { defensiveFire: 'ask', cleared: 'sticky' }, { leaderDrm: 'best', defenderAdvance: 'always', vpQuality: 'current' },
  // Every §8 reading added as an option after the first recorded games, on its alternative.
  { losTerrain: 'open', minMoveSurcharges: 'paid', stackPassCost: 'each', replacementTiming: 'now', surrounded: 'enemy', routEndIllegal: 'eliminate', traversedRouted: 'full',
    arcBoundary: 'out', oocReference: 'activating', multiLevel: 'flat', frontEntry: 'plusOne', facingSeveral: 'highest', rallyRoll: 'unit', meleeIntoNA: 'forbidden',
    restCombat: 'loses', triariiRetreat: 'covered', retreatFront: 'after', routOrder: 'defender', meleeLeaderChecks: 'roll', citadelExit: 'exit', attackerNoRetreat: 'eliminated',
    armyStackMove: 'moves', pilumUnfired: 'lost', spartaFireTiming: 'beforeD5', phaseBTargets: 'unlimited', emptiedMelee: 'advance', loneLeader: 'open', routJoinCost: 'free' }];

describe('Nabis fuzz (bot against bot, through packets)', () => {
  it(`plays ${N} games to the end, invariants holding after every action and every log replaying to the same hashes`, () => {
    const total = { games: 0, finished: 0, packets: 0, actions: 0, invariantChecks: 0, turns: 0 };
    const failures: string[] = [];
    for (let v = 0; v < variants.length; v++) {
      const games = Math.floor(N / variants.length) + (v < N % variants.length ? 1 : 0);
      const { stats, failures: f } = fuzz(nabis, { scenario: nabis.scenarios[0].id, options: { ...base, ...variants[v] } }, games, 1000 + v * 10000);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += stats[k];
      failures.push(...f.map((x) => `${JSON.stringify(variants[v])} seed ${x.seed} ${x.diceMode}: ${x.message}`));
    }
    console.log(`nabis fuzz: ${total.games} games (${total.finished} finished), ${total.packets} packets, ${total.actions} actions, ${total.invariantChecks} invariant checks, ${failures.length} failures; ${(total.packets / total.turns).toFixed(2)} packets per game turn over all dice modes`);
    expect(failures).toEqual([]);
    expect(total.games).toBe(N);
    expect(total.finished).toBe(N);
    expect(total.invariantChecks).toBe(total.actions);
  }, 3_600_000);
});
