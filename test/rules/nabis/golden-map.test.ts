// Issue 15: the golden game created with corrected counter values and a painted map
// (test/golden/nabis-painted-map-instant.json, made by `tessera selfplay --options`) plays
// by them: its state carries the header's map rows and corrected counters, and the painted
// hexes cost what the Terrain Chart says for them (Nabis 5.1), not what the placeholder says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../../src/engine/link';
import { replay } from '../../../src/engine/game';
import { verifyGame } from '../../../src/engine/verify';
import { nabis, type NState } from '../../../src/rules/nabis';
import { mapOf } from '../../../src/rules/nabis/state';
import { stepCost } from '../../../src/rules/nabis/terrain';
import { SPARTA_MAP } from '../../../src/rules/nabis/data/map-sparta';

const text = readFileSync(new URL('../../golden/nabis-painted-map-instant.json', import.meta.url), 'utf8');

describe('golden game with corrected values and a painted map', () => {
  it('verifies (signatures, legality, every state hash) and ends', async () => {
    const parsed = parseInput(text);
    if (parsed.kind !== 'game') throw new Error('not a game file');
    const p = await verifyGame(nabis as never, parsed.game);
    expect(p.waiting.kind).toBe('over');
  });
  it('its state plays on the painted map and the corrected counters', () => {
    const parsed = parseInput(text);
    if (parsed.kind !== 'game') throw new Error('not a game file');
    const header = parsed.game.header.options as Record<string, unknown>;
    const s = replay(nabis as never, parsed.game).state as NState;
    expect(s.map).toEqual(header.map);
    const m = mapOf(s);
    expect([m.terrain[516], m.terrain[517], m.terrain[1216], m.level[915]]).toEqual(['city', 'city', 'city', 1]);
    expect([SPARTA_MAP.terrain[516], SPARTA_MAP.level[915] ?? 0]).toEqual(['clear', 0]);
    // Triarii II climbed into 0915 (painted level 1) in this game: one level up costs +1 (Nabis 5.1).
    expect(stepCost(s, 815, 915, false)).toBe(2);
    expect(stepCost({ ...s, map: undefined } as NState, 815, 915, false)).toBe(1);
    expect(s.ud.filter((u) => u.tpl === 'Hastati').every((u) => u.front.sp === 6)).toBe(true);
  });
});
