// Every rule ID of the surviving chapters of Civitates Bellantes (spec §3–§4: ORG,
// SEQ, CMD, VIS, MOR, FRM) and every worked or derived case of spec §7 (T-01..T-50)
// must be cited by a test under test/rules/civbel that builds a position and fails
// when the rule is switched off or its value changed. The IDs are transcribed here:
// nothing reads the specification at test time. The MOV, MAN, SHO, CMB and DEF "K"
// facts describe the missing chapters and are not listed.
//
// Honest allow-lists: PENDING names what is not built yet (it must stay uncited, so
// that a test citing an ID without covering it is noticed when the ID is taken off
// this list); NOT_TESTABLE names IDs with nothing a position can test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(2, '0')}`);

const RULE_IDS: string[] = [
  ...range('ORG', 1, 6), ...range('ORG', 10, 18), 'ORG-20',
  ...range('SEQ', 1, 4), 'SEQ-10', 'SEQ-11',
  ...range('CMD', 1, 10), ...range('CMD', 20, 26), ...range('CMD', 30, 32), ...range('CMD', 35, 37), 'CMD-40', 'CMD-41', ...range('CMD', 50, 56),
  ...range('VIS', 1, 8),
  ...range('MOR', 1, 3), ...range('MOR', 5, 8), ...range('MOR', 10, 13), ...range('MOR', 20, 24),
  ...Array.from({ length: 14 }, (_, i) => `MOR-C${i}`), 'MOR-S1', 'MOR-S2', 'MOR-S3',
  ...range('FRM', 1, 8), ...range('FRM', 10, 13), ...range('FRM', 20, 25),
];

/** Spec §7: the [SRC-EX] cases (T-03, T-07) and the derived ones, T-01..T-50. */
const CASES: string[] = range('T', 1, 50);

/** Nothing a battle position can test. */
const NOT_TESTABLE: Record<string, string> = {
  'SEQ-11': 'a Tip: moving first or second has no fixed advantage; the engine assumes none',
  'MOR-24': 'what a shaken unit must otherwise do is on the missing pages',
  'FRM-13': 'the time and distance costs of formation changes are on the missing p.32',
  'FRM-24': 'the rest of Command Formations (Orbis) is cut off at the end of p.28',
};

/** Surviving rules not built yet (see src/rules/civbel/README.md). MOR-C8 (shooting
 *  and combat DPs), MOR-07 (line relief), CMD-24 (halted) and T-49 (Direct Shooting)
 *  are covered through the missing chapters' interface and its stand-in. */
const PENDING: string[] = [
];

const dir = __dirname;
const corpus = readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'rule-ids.test.ts').map((n) => readFileSync(join(dir, n), 'utf8')).join('\n');
/** The ID stands alone: not part of a longer one (MOR-C1 in MOR-C13, T-4 in T-40). */
const cited = (id: string): boolean => new RegExp(`(?<![A-Za-z0-9-])${id.replace(/-/g, '\\-')}(?![0-9A-Za-z])`).test(corpus);

describe('Civitates Bellantes rule IDs and spec §7 cases', () => {
  it('the lists have no duplicates and the allow-lists name listed IDs', () => {
    const all = [...RULE_IDS, ...CASES];
    expect(new Set(all).size).toBe(all.length);
    for (const id of [...PENDING, ...Object.keys(NOT_TESTABLE)]) expect(all).toContain(id);
  });
  it('every rule ID and case is cited by a test, unless allow-listed', () => {
    const missing = [...RULE_IDS, ...CASES].filter((id) => !PENDING.includes(id) && !(id in NOT_TESTABLE) && !cited(id));
    expect(missing).toEqual([]);
  });
  it('allow-listed IDs are still uncited (take them off the list once covered)', () => {
    expect([...PENDING, ...Object.keys(NOT_TESTABLE)].filter(cited)).toEqual([]);
  });
  it('the allow-lists stay honest in size: counts printed for the report', () => {
    const total = RULE_IDS.length + CASES.length;
    const open = PENDING.length + Object.keys(NOT_TESTABLE).length;
    console.log(`civbel rule IDs: ${RULE_IDS.length}, spec §7 cases: ${CASES.length}, covered: ${total - open}, pending: ${PENDING.length}, not testable: ${Object.keys(NOT_TESTABLE).length}`);
    expect(open).toBeLessThan(total);
  });
});
