// The strong DBA bot judges the end of its movement (issue 14): losses first, then every
// fight standing front to front at its worth over the dice, a base with no room to recoil
// being lost by any defeat (REC-03). Hand-built positions.
import { describe, expect, it } from 'vitest';
import { fightOdds } from '../../../src/rules/dba/bot-fights';
import { dbaValue, dbaValueAhead } from '../../../src/rules/dba/strong';
import { position, type Spec } from './helpers';

/** Our Spears (side 0, facing north) front to front with enemy Cavalry, our rear edge at `rear`. */
const spearsOnCavalry = (rear: number): Spec[] => [
  { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [rear, rear + 60] },
  { id: 12, side: 1, base: '3Cv', f: 'S', x: [1000, 1160], y: [rear + 60, rear + 180] },
];

describe('DBA strong bot: the fights standing at the end of its movement', () => {
  it('DBA CC-01: a fight front to front counts at its worth over the 36 throws of the dice', () => {
    const s = position(spearsOnCavalry(900));
    const odds = fightOdds(s, 0, 12);
    expect(odds).toBeGreaterThan(0);
    expect(dbaValueAhead(s, 0) - dbaValue(s, 0)).toBe(10 * odds);
  });
  it('DBA REC-03: the same fight with the table edge close behind our Spears is worth less: beaten, they cannot recoil and are destroyed', () => {
    const open = position(spearsOnCavalry(900)), edge = position(spearsOnCavalry(0));
    const fights = (s: ReturnType<typeof position>) => dbaValueAhead(s, 0) - dbaValue(s, 0);
    expect(fights(edge)).toBeLessThan(fights(open));
    expect(fights(edge)).toBe(10 * fightOdds(edge, 0, 12, 0, false, true));
  });
  it('DBA OUT-07: Psiloi left alone in the open within a move of enemy Knights count as half a fight they would lose; beyond the Knights\' move, not at all', () => {
    // Knights move 300 paces in good going: 250 paces off, they can charge next bound;
    // Psiloi beaten by Knights in good going are destroyed.
    const at = (gap: number) => position([
      { id: 0, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [920, 1000] },
      { id: 12, side: 1, base: '3Kn', f: 'S', x: [1000, 1160], y: [1000 + gap, 1120 + gap] },
    ]);
    const near = at(250), far = at(360);
    const odds = fightOdds(near, 0, 12);
    expect(odds).toBeLessThan(-30);
    expect(dbaValueAhead(near, 0) - dbaValue(near, 0)).toBe(5 * odds);
    expect(dbaValueAhead(far, 0)).toBe(dbaValue(far, 0));
  });
});
