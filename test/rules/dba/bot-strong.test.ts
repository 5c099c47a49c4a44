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
});
