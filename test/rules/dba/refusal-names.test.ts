// A refusal is read by the player who tried the move (the board shows "The rules refuse: …"):
// it names elements as the log and the army lists do ("Bd #5"), never "element 5" (issue 12, §3).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { position, type Spec } from './helpers';

const cv: Spec = { id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [500, 620], gen: true };
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const BARE = /\b(elements?|enemy) \d/;

describe('DBA refusals name elements as the log does', () => {
  it('DBA INT-01: a path blocked by a friend names it by type and number', () => {
    const s = position([cv, { id: 5, side: 0, base: '4Bd', f: 'E', x: [1040, 1100], y: [700, 860] }, far]);
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 1000, h: 90 });
    expect(v).toMatchObject({ rule: 'DBA INT-01', message: 'path blocked by Bd #5' });
  });
  it('DBA MOV-02: ending on an element names it', () => {
    const s = position([cv, { id: 5, side: 0, base: '4Bd', f: 'E', x: [1040, 1100], y: [700, 860] }, far]);
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 760, h: 90 });
    expect(v?.message).toBe('would end on Bd #5');
  });
  it('DBA CON-02: touching an enemy without a legal contact names the enemy', () => {
    // The Cv would end with its front corner against the enemy's flank, which is no contact of §8.3.
    const s = position([cv, { id: 12, side: 1, base: '4Bd', f: 'E', x: [1180, 1240], y: [700, 860] }, far]);
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1100, y: 860, h: 90 });
    expect(v?.rule).toBe('DBA CON-02');
    expect(v?.message).toContain('Bd #12');
    expect(v?.message).not.toMatch(BARE);
  });
  it('no refusal raised in src/rules/dba names an element by a bare number', () => {
    const dir = 'src/rules/dba';
    const bad: string[] = [];
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      readFileSync(`${dir}/${f}`, 'utf8').split('\n').forEach((line, i) => {
        if (/\b(ill|Refusal)\(/.test(line) && /\b(elements?|enemy) (\$\{(?!refLabel)|' \+)/.test(line)) bad.push(`${f}:${i + 1}`);
      });
    }
    expect(bad).toEqual([]);
  });
});
