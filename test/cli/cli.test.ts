// The command-line tool as a person runs it: built once, then spawned.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const bin = join(root, 'src', 'cli', 'bin.mjs');
const dir = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' });

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'src/cli/vite.config.ts', '--logLevel', 'error'], { cwd: root });
});

describe('tessera (command line)', () => {
  it('selfplay writes a game file that verify accepts', () => {
    const file = join(dir, 'sealed.json');
    const r = run('selfplay', '--system', 'toy', '--seed', '4', '--dice', 'sealed', '-o', file);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/toy: \d+ packets/);
    const v = run('verify', file);
    expect(v.status).toBe(0);
    expect(v.stdout).toMatch(/^valid: Skirmish \(test\).*sealed dice.*finished/);
  });

  it('verify exits 1 with the typed error for a tampered game', () => {
    const file = join(dir, 'instant.json');
    expect(run('selfplay', '--system', 'toy', '--seed', '5', '-o', file).status).toBe(0);
    const lines = readFileSync(file, 'utf8').split('\n');
    // Replace the actions of packet 3 without re-signing it.
    const w = JSON.parse(lines[4].replace(/,$/, ''));
    expect(w[2]).toBe(3);
    w[7] = JSON.stringify(w[7]) === '[[3]]' ? [[2, 0]] : [[3]];
    lines[4] = JSON.stringify(w) + ',';
    const bad = join(dir, 'tampered.json');
    writeFileSync(bad, lines.join('\n'));
    const v = run('verify', bad);
    expect(v.status).toBe(1);
    expect(v.stdout).toMatch(/^invalid: bad-signature: packet 3 is not signed/);
  });

  it('replay prints each action in words with its dice; link prints the packet as a link', () => {
    const file = join(dir, 'replay.json');
    expect(run('selfplay', '--system', 'toy', '--seed', '6', '-o', file).status).toBe(0);
    const r = run('replay', file, '--seq', '4');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/#4\.1 (Blue|Orange): /);
    const fr = run('replay', file, '--lang', 'fr');
    expect(fr.stdout).toMatch(/dé 6 : [1-6]/);
    // a whole game ends with how it stands; one packet alone does not
    expect(fr.stdout.trim().split('\n').pop()).toMatch(/^(partie finie : |la partie attend )/);
    expect(run('replay', file).stdout.trim().split('\n').pop()).toMatch(/^(game over: |the game waits for )/);
    expect(r.stdout).not.toMatch(/game over|waits for/);
    const l = run('link', file, '--seq', '3');
    expect(l.stdout.trim()).toMatch(/^https:\/\/tessera\.invalid\/#[A-Za-z0-9_-]{100,}$/);
  });

  // RES-01, SHO-06, OUT-02: a recorded DBA game (the e2e fixture) in words: each side's
  // combat factor, its tactical factors with their rules, the die, the total, the outcome.
  it('DBA RES-01: replay prints each side\'s factors, die and total, and the outcome, of every combat and shot', () => {
    const file = join(root, 'test', 'e2e', 'fixtures', 'dba-shooting.json');
    // An element as the army lists name it: "Cv #14", a general with his army in brackets.
    // (The denizens of a BUA fight as one element, its garrison, GAR-04.)
    const sh = String.raw`(?:[A-Z][A-Za-z0-9]* #\d+|the BUA garrison)`;
    const el = String.raw`${sh}(?: \([^)]*\))?`;
    // Each factor by its name, "(our reading)" where it is ours; the roll by its rulebook section.
    const side = String.raw`(${sh}) CF (\d+)((?: [+-] \d+ [a-z][^+;]*?(?: \(our reading\))?)*) \+ die (\d) = (\d+)`;
    const line = new RegExp(String.raw`^    (?:combat ${el} against ${el}|${el} shoots ${el}): ${side}; ${side}; (.+) \(rule: (?:Close combat|Distant shooting)\)$`);
    const r = run('replay', file);
    expect(r.status, r.stderr).toBe(0);
    const rolls = r.stdout.split('\n').filter((l) => new RegExp(String.raw`^    (combat ${el} against|${el} shoots)`).test(l));
    expect(rolls.filter((l) => / shoots /.test(l)).length).toBeGreaterThanOrEqual(5);
    expect(rolls.filter((l) => /^    combat/.test(l)).length).toBeGreaterThanOrEqual(5);
    const sum = (cf: string, items: string, die: string) => Number(cf) + Number(die) + [...items.matchAll(/ ([+-]) (\d+) /g)].reduce((t, m) => t + (m[1] === '-' ? -1 : 1) * Number(m[2]), 0);
    let tf = 0;
    for (const l of rolls) {
      const m = l.match(line);
      expect(m, l).not.toBeNull();
      const [, , cfA, itA, dA, tA, , cfB, itB, dB, tB, out] = m!;
      expect(sum(cfA, itA, dA), l).toBe(Number(tA));
      expect(sum(cfB, itB, dB), l).toBe(Number(tB));
      if (itA || itB) tf++;
      // The lower total loses (or a tie, or OUT-02: a shooter beaten by a target not shooting back).
      if (Number(tA) === Number(tB)) expect(out, l).toMatch(/tie|no effect|recoils|flees|destroyed/);
      else expect(out, l).toMatch(/^(?:[A-Z][A-Za-z0-9]* #\d+|the BUA garrison) (recoils|flees|is destroyed|surrenders|loses, no effect)$|^no effect$/);
    }
    expect(tf, 'some tactical factors named').toBeGreaterThan(0);
    expect(r.stdout).toMatch(/\+ 1 general [-+] /);
    expect(r.stdout).toMatch(/- 2 bad going \(our reading\) \+ die/);
    expect(r.stdout).not.toMatch(/\((DBA )?[A-Z]+-\d+[a-z]?\)/); // no spec ID reaches the player
    const fr = run('replay', file, '--lang', 'fr');
    expect(fr.stdout).toMatch(/tir de [A-Z]\w* #\d+.* sur [A-Z]\w* #\d+.* : [A-Z]\w* #\d+ FC \d+ .*\+ dé \d = \d+ ; [A-Z]\w* #\d+ FC \d+ .*\+ dé \d = \d+ ; /);
    expect(fr.stdout).toMatch(/combat [A-Z]\w* #\d+.* contre [A-Z]\w* #\d+.* : [A-Z]\w* #\d+ FC \d+/);
  });

  it('bad arguments get a usage message, an unknown system a clear error', () => {
    expect(run('selfplay').status).toBe(2);
    const r = run('selfplay', '--system', 'chess', '-o', join(dir, 'x.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown rule system "chess"/);
    const v = run('verify', join(dir, 'missing.json'));
    expect(v.status).toBe(2);
  });

  it('verify exits 1 with unknown-system for a game of a rule system this release lacks', async () => {
    const { seededIdentity } = await import('../../src/engine/selfplay');
    const { createHeader } = await import('../../src/engine/session');
    const { gameFileText } = await import('../../src/engine/link');
    const { toy } = await import('../toy/toy');
    const header = await createHeader({ ...toy, id: 'chess' }, await seededIdentity(1, 'a'), { config: { scenario: 'field', options: {} }, diceMode: 'instant', seat: 0, name: 'A', lang: 'en' });
    const file = join(dir, 'chess.json');
    writeFileSync(file, gameFileText({ header, packets: [] }));
    const v = run('verify', file);
    expect(v.status, v.stderr).toBe(1);
    expect(v.stdout).toMatch(/^invalid: unknown-system/);
  });

  it('rebuilds the bundle when a source is newer than it', () => {
    const built = join(root, 'dist-cli', 'tessera.mjs');
    expect(run('help').status).toBe(0);
    const before = statSync(built).mtimeMs;
    // A source edited after the build (as after a git pull).
    const source = join(root, 'src', 'cli', 'systems.ts');
    const later = new Date(before + 2000);
    utimesSync(source, later, later);
    expect(run('help').status).toBe(0);
    expect(statSync(built).mtimeMs).toBeGreaterThan(later.getTime());
    // Fresh now: the next run does not build again.
    const after = statSync(built).mtimeMs;
    expect(run('help').status).toBe(0);
    expect(statSync(built).mtimeMs).toBe(after);
  });
});
