// Every rule ID of the Champs de Bataille specification is cited by at least one test
// under test/rules/cdb (or a board test, test/views/cdb-*), as "CdB <id>". The IDs are transcribed here (the project never
// reads the specification at test time): the numbered rules of §4 with the sidebars, the
// action-point modifiers of rule 4.2 (written 4.2-M1… because the spec reuses M1–M22 for
// the list of things missing from both files), the readings M1–M22 (§8.4) and C1–C23
// (§8.1), and the decision points S1–S9 and N1–N11 (§9).
//
// The system is being built over several sessions: PENDING lists, honestly, every ID no
// test covers yet. Empty it as the rules are written; the last test fails when an ID
// listed there becomes cited, so the list never lies.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const seq = (prefix: string, from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
const sub = (n: number, to: number): string[] => Array.from({ length: to }, (_, i) => `${n}.${i + 1}`);

const RULE_IDS: string[] = [
  '0.1', '0.2', '1.1', '1.2', ...sub(2, 8), '3', '4.1', '4.2', '4.3',
  '4.2-M1', '4.2-M2', '4.2-M3', '4.2-M4', '4.2-R1', '4.2-G1', '4.2-G2',
  '5.1', '6.1', '6.2', '6.3', '7.1', '7.2', '7.3', '8', '8.1', '8.2', ...sub(9, 6),
  '10', ...sub(10, 4), ...sub(11, 9), ...sub(12, 3), '13', '14', ...sub(14, 3),
  'sidebar-movement', 'sidebar-bowmen', 'sidebar-terrain', 'sidebar-200', 'sidebar-300',
  ...seq('M', 1, 22), ...seq('C', 1, 23), ...seq('S', 1, 9), ...seq('N', 1, 11),
];

/** Rules with nothing a position can show. */
const NOT_TESTABLE: Record<string, string> = {
  '0.1': 'the scale of the game; no mechanical effect',
  '0.2': 'the DBM abbreviations; the type codes are the data',
  M15: 'flank marches: the rulebook names them only in an aside of the set-up (14.3 step 1, "pas de marche de flanc de ce côté", the water side) and gives no rule for them; building one would be inventing it (spec M15: not implemented, a flank corps is a corps deployed on a wing)',
  C13: 'cavalry carry missiles "as well as" (FR) or "rather than" (EN) shock weapons: a description of the troops, which no rule reads (no mechanical effect)',
};

/** Not covered yet. Each names what remains to build. (sidebar-200 is cited by its march limit
 *  and simplified game, options-200.test.ts, and its simultaneous deployment,
 *  sealed-deployment.test.ts, which offers no ambushes yet: README.) */
const PENDING: Record<string, string> = {};

const dir = __dirname;
// The board's tests count too (test/views/cdb-*): M6, what a counter shows, is a view.
const views = join(dir, '..', '..', 'views');
const corpus = [
  ...readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'rule-ids.test.ts').map((n) => readFileSync(join(dir, n), 'utf8')),
  ...readdirSync(views).filter((n) => n.startsWith('cdb-') && n.endsWith('.ts')).map((n) => readFileSync(join(views, n), 'utf8')),
].join('\n');
const esc = (s: string) => s.replace(/[.-]/g, (c) => '\\' + c);
/** "CdB <id>" not followed by more of a longer ID (4.2 in 4.2-M1, 1.2 in 1.2x, C1 in C10). */
const cited = (id: string): boolean => new RegExp(`CdB ${esc(id)}(?![0-9A-Za-z-]|\\.[0-9])`).test(corpus);

describe('CdB rule IDs', () => {
  it('the transcribed list has no duplicates, and the allow-lists name listed IDs', () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    for (const id of [...Object.keys(PENDING), ...Object.keys(NOT_TESTABLE)]) expect(RULE_IDS).toContain(id);
  });
  it('every rule ID is cited by a test, or listed as pending or not testable', () => {
    const missing = RULE_IDS.filter((id) => !(id in PENDING) && !(id in NOT_TESTABLE) && !cited(id));
    expect(missing).toEqual([]);
  });
  it('the pending list holds only IDs still uncited (remove them as they are covered)', () => {
    expect(Object.keys(PENDING).filter(cited)).toEqual([]);
  });
  it('how much is covered', () => {
    const covered = RULE_IDS.filter(cited).length;
    console.log(`CdB rule IDs: ${covered} of ${RULE_IDS.length} cited by tests, ${Object.keys(PENDING).length} pending, ${Object.keys(NOT_TESTABLE).length} not testable`);
    expect(covered + Object.keys(PENDING).length + Object.keys(NOT_TESTABLE).length).toBe(RULE_IDS.length);
  });
});
