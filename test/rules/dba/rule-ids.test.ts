// Every rule ID of the DBA specification is cited by at least one test. The IDs are
// transcribed here (the project never reads the specification at test time): the
// rules of §4 (with GEN-01 and LIST-01), the interpretations of §9.2 (with the lettered
// sub-readings that have their own proposal), and the damaged-text readings of §9.1.
// The §7 worked-example and derived-test IDs (TEST-EX*, T-*) name tests, not rules;
// the §9.3 DATA items name missing material, not rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const range = (prefix: string, from: number, to: number, pad = 2): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(pad, '0')}`);

const RULE_IDS: string[] = [
  ...range('ARMY', 1, 4), ...range('TROOP', 1, 5), ...range('BASE', 1, 2), ...range('TER', 1, 10),
  ...range('CAMP', 1, 2), ...range('GAR', 1, 12), ...range('DEP', 1, 7), ...range('SEQ', 1, 2),
  ...range('PIP', 1, 2), ...range('MOV', 1, 10), ...range('RIV', 1, 2), ...range('INT', 1, 2),
  'ZOC-01', ...range('CON', 1, 5), ...range('BRK', 1, 3), ...range('DIST', 1, 3), ...range('2ND', 1, 2),
  ...range('SHO', 1, 8), ...range('CC', 1, 5), ...range('RES', 1, 3), ...range('OUT', 1, 7),
  ...range('REC', 1, 5), ...range('FLE', 1, 3), ...range('PUR', 1, 2), ...range('VIC', 1, 3),
  'GEN-01', 'LIST-01', 'MOV-07a',
  ...range('INTERP', 1, 53, 1), 'INTERP-5c', 'INTERP-8b', 'INTERP-31b',
  ...range('DMG', 1, 9, 1),
];

/** IDs with nothing a single battle can test: DMG-7 corrects a misspelt name in the
 *  campaign example (campaigns are not played, spec §6.2). */
const NOT_TESTABLE: Record<string, string> = {
  'DMG-7': 'a spelling in the campaign example; campaigns are not played',
};

/** Covered by work in progress on other branches (movement, shooting, BUA, turning to face).
 *  To be emptied once those are merged. */
const PENDING: string[] = [];

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...testFiles(p));
    else if (/\.(ts|mjs|js)$/.test(name) && name !== 'rule-ids.test.ts') out.push(p);
  }
  return out;
}

const root = join(__dirname, '..', '..');
const corpus = [...testFiles(join(root, 'rules', 'dba')), ...testFiles(join(root, 'engine'))].map((p) => readFileSync(p, 'utf8')).join('\n');
/** The ID stands alone: not a prefix of a longer one (INTERP-1 in INTERP-10, MOV-07 in MOV-07a). */
const cited = (id: string): boolean => new RegExp(`(?<![A-Za-z0-9-])${id.replace(/[-]/g, '\\-')}(?![0-9A-Za-z])`).test(corpus);

describe('DBA rule IDs', () => {
  it('the transcribed list has no duplicates, and the allow-lists name listed IDs', () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    for (const id of [...PENDING, ...Object.keys(NOT_TESTABLE)]) expect(RULE_IDS).toContain(id);
  });
  it('every rule ID is cited by a test under test/rules/dba or test/engine', () => {
    const missing = RULE_IDS.filter((id) => !PENDING.includes(id) && !(id in NOT_TESTABLE) && !cited(id));
    expect(missing).toEqual([]);
  });
  it('the pending allow-list holds only IDs still uncited (empty it as they are covered)', () => {
    expect(PENDING.filter(cited)).toEqual([]);
  });
});
