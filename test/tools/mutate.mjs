#!/usr/bin/env node
// npm run mutate -- <system> [file ...]
// Mutation testing (StrykerJS) of one rule system's tables and its combat, outcome, shooting and
// movement-cost modules, against that system's rule tests only (test/tools/vitest.mutate.config.ts).
// It prints the mutation score, writes Stryker's JSON report to test-artifacts/mutation/<system>.json
// and puts the scores into bench-results.json under "mutation" (npm run bench keeps them).
// Too slow for every CI run: a few minutes per module on one core.
import { Stryker } from '@stryker-mutator/core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const MODULES = {
  nabis: [
    'src/rules/nabis/data/tables.ts', 'src/rules/nabis/data/units.ts', 'src/rules/nabis/data/leaders.ts',
    'src/rules/nabis/melee.ts', 'src/rules/nabis/shooting.ts', 'src/rules/nabis/terrain.ts',
  ],
  dba: [
    'src/rules/dba/data/**/*.ts', 'src/rules/dba/combat.ts', 'src/rules/dba/factors.ts', 'src/rules/dba/outcome.ts',
    'src/rules/dba/shooting.ts', 'src/rules/dba/movement.ts',
  ],
  cdb: [
    'src/rules/cdb/data/*.ts', 'src/rules/cdb/values.ts', 'src/rules/cdb/action-points.ts', 'src/rules/cdb/allowance.ts',
    'src/rules/cdb/melee.ts', 'src/rules/cdb/results.ts', 'src/rules/cdb/shooting.ts', 'src/rules/cdb/losses.ts',
  ],
  civbel: [
    'src/rules/civbel/data/*.ts', 'src/rules/civbel/provisional/*.ts', 'src/rules/civbel/control-test.ts',
    'src/rules/civbel/morale.ts', 'src/rules/civbel/points.ts',
  ],
};

const [system, ...only] = process.argv.slice(2);
if (!system || !(system in MODULES)) {
  console.error(`usage: npm run mutate -- <${Object.keys(MODULES).join('|')}> [file ...]`);
  process.exit(2);
}
process.env.MUTATE_SYSTEM = system;
mkdirSync('test-artifacts/mutation', { recursive: true });
// One report per set of files: a run on named files does not overwrite the whole system's report.
const reportFile = `test-artifacts/mutation/${system}${only.map((f) => '-' + f.split('/').pop().replace(/\.ts$/, '')).join('')}.json`;

const results = await new Stryker({
  testRunner: 'vitest',
  // MUTATE_STREAM=<file>: every mutant's result appended to that file as it is tested (stryker-stream-reporter.mjs).
  plugins: ['@stryker-mutator/vitest-runner', ...(process.env.MUTATE_STREAM ? [new URL('./stryker-stream-reporter.mjs', import.meta.url).pathname] : [])],
  vitest: { configFile: 'test/tools/vitest.mutate.config.ts', related: false },
  mutate: only.length ? only : MODULES[system],
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 2),
  reporters: ['clear-text', 'progress-append-only', 'json', ...(process.env.MUTATE_STREAM ? ['stream'] : [])],
  jsonReporter: { fileName: reportFile },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // MUTATE_TMP names another sandbox, so that two runs of one system on different files can overlap.
  tempDirName: process.env.MUTATE_TMP ?? `.stryker-tmp-${system}`,
  cleanTempDir: 'always',
  // MUTATE_TIMEOUT_MS: a shorter limit on a busy machine, where the mutants that loop for ever
  // (a loop bound or step mutated) each cost the whole limit; they count as killed either way.
  timeoutMS: Number(process.env.MUTATE_TIMEOUT_MS ?? 20_000),
  // The first run of every rule test, on cores shared with other work, can take longer than Stryker's 5 minutes.
  dryRunTimeoutMinutes: Number(process.env.MUTATE_DRY_RUN_MINUTES ?? 20),
  // TypeScript 7 has no JavaScript API for Stryker's tsconfig rewriting, and vitest needs no tsconfig
  // in the sandbox: naming a file that does not exist skips that step.
  tsconfigFile: 'tsconfig.stryker-none.json',
  // Not copied into the sandbox: another system's sandbox (it may be deleted while this one copies it), builds, artifacts.
  ignorePatterns: ['/.stryker-tmp-*', '/dist', '/dist-*', '/test-artifacts'],
}).runMutationTest();

/** Killed (or timed out) among the mutants that compile and were tested, as Stryker counts them. */
function score(rs) {
  const n = (st) => rs.filter((r) => r.status === st).length;
  const detected = n('Killed') + n('Timeout');
  const undetected = n('Survived') + n('NoCoverage');
  return {
    score: detected + undetected ? Math.round((1000 * detected) / (detected + undetected)) / 10 : null,
    killed: n('Killed'), timeout: n('Timeout'), survived: n('Survived'), noCoverage: n('NoCoverage'),
    ignored: n('Ignored'), errors: n('CompileError') + n('RuntimeError'),
  };
}

const byFile = {};
for (const r of results) (byFile[r.fileName] ??= []).push(r);
const bench = existsSync('bench-results.json') ? JSON.parse(readFileSync('bench-results.json', 'utf8')) : {};
// A run on named files replaces those files' scores and keeps the others (each with its date).
const date = new Date().toISOString();
const files = { ...(only.length ? bench.mutation?.[system]?.files ?? {} : {}) };
for (const [f, rs] of Object.entries(byFile)) files[f.replace(process.cwd() + '/', '')] = { date, ...score(rs) };
const sum = (k) => Object.values(files).reduce((a, f) => a + f[k], 0);
const total = Object.fromEntries(['killed', 'timeout', 'survived', 'noCoverage', 'ignored', 'errors'].map((k) => [k, sum(k)]));
const detected = total.killed + total.timeout, undetected = total.survived + total.noCoverage;
const summary = { date, score: detected + undetected ? Math.round((1000 * detected) / (detected + undetected)) / 10 : null, ...total, files };
bench.mutation = { ...(bench.mutation ?? {}), [system]: summary };
writeFileSync('bench-results.json', JSON.stringify(bench, null, 2) + '\n');

console.log(`\nmutation score, ${system}, this run: ${score(results).score} %; every file scored so far: ${summary.score} % (${summary.killed + summary.timeout} killed, ${summary.survived} survived, ${summary.noCoverage} without coverage)`);
for (const [f, s] of Object.entries(summary.files)) console.log(`  ${f}: ${s.score} % (${s.survived + s.noCoverage} left)`);
console.log(`report: ${reportFile}; scores in bench-results.json (mutation.${system})`);
