// The command-line tool as a person runs it: built once, then spawned.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
    const l = run('link', file, '--seq', '3');
    expect(l.stdout.trim()).toMatch(/^https:\/\/tessera\.invalid\/#[A-Za-z0-9_-]{100,}$/);
  });

  it('bad arguments get a usage message, an unknown system a clear error', () => {
    expect(run('selfplay').status).toBe(2);
    const r = run('selfplay', '--system', 'chess', '-o', join(dir, 'x.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown rule system "chess"/);
    const v = run('verify', join(dir, 'missing.json'));
    expect(v.status).toBe(2);
  });
});
