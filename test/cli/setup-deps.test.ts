// npm test's set-up (test/setup-deps.sh): installs Chromium and jsc when missing
// and it can, and otherwise stops at once with the command to run. `id`, `sudo`
// and `apt-get` are stand-ins on PATH, so nothing is installed here.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', 'setup-deps.sh');

function fakeBin(tools: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-setup-'));
  for (const [name, body] of Object.entries(tools)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

const missing = { CHROMIUM_BIN: '/nonexistent/chromium', JSC_BIN: 'no-such-jsc' };
const run = (bin: string, env: Record<string, string>) =>
  spawnSync('bash', [script], { encoding: 'utf8', env: { ...process.env, PATH: `${bin}:/usr/bin:/bin`, ...env } });

describe('npm test set-up', () => {
  it('does nothing when Chromium and jsc are there', () => {
    const r = run(fakeBin({}), {});
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('as a user without sudo: stops at once with the exact command', () => {
    const bin = fakeBin({ id: 'echo 1000', sudo: 'exit 1', 'apt-get': 'echo apt-get must not run >&2; exit 3' });
    const r = run(bin, missing);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('sudo apt-get update && sudo apt-get install -y chromium libjavascriptcoregtk-4.0-bin');
    expect(r.stderr).not.toContain('must not run');
  });

  it('as root: installs what is missing, and only that', () => {
    const bin = fakeBin({ id: 'echo 0', 'apt-get': `echo "$@" >> ${'$'}LOG` });
    const log = join(bin, 'apt.log');
    const r = run(bin, { ...missing, CHROMIUM_BIN: process.execPath, LOG: log });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('update -qq\ninstall -y -qq libjavascriptcoregtk-4.0-bin\n');
  });

  it('with sudo that asks no password: installs through it', () => {
    const bin = fakeBin({ id: 'echo 1000', sudo: 'if [ "$1" = -n ]; then shift; fi; "$@"', 'apt-get': `echo "$@" >> ${'$'}LOG` });
    const log = join(bin, 'apt.log');
    const r = run(bin, { ...missing, LOG: log });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('update -qq\ninstall -y -qq chromium libjavascriptcoregtk-4.0-bin\n');
  });
});
