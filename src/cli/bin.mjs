#!/usr/bin/env node
// Runs the built command-line tool, building it first when it is missing or when
// any source it is built from is newer than it (after a `git pull`, `tessera verify`
// must run the rules just pulled, not the ones built last week).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'dist-cli');
const built = join(out, 'tessera.mjs');
// What the bundle is built from: src/ (the CLI, the engine, the rules), the test
// rule system it includes (test/toy), the hostile corpus the bench times, and the
// files that decide how it is built.
const SOURCES = ['src', join('test', 'toy'), join('test', 'hostile'), 'package.json', 'package-lock.json', 'tsconfig.json'];

function newestIn(path, limit) {
  let st;
  try { st = statSync(path); } catch { return 0; }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    newest = Math.max(newest, newestIn(join(path, name), limit));
    if (newest > limit) break; // one newer file is enough
  }
  return newest;
}

function stale() {
  if (process.env.TESSERA_REBUILD === '1' || !existsSync(built)) return true;
  const at = statSync(built).mtimeMs;
  return SOURCES.some((p) => newestIn(join(root, p), at) > at);
}

function build() {
  // One build at a time (fuzz runs and tests may start several tessera at once):
  // the others wait for it, then find the bundle fresh.
  const lock = join(root, '.dist-cli.lock');
  for (let waited = 0; ; waited++) {
    try { mkdirSync(lock); break; } catch {
      if (waited > 600) { rmSync(lock, { recursive: true, force: true }); continue; } // a build that died 2 minutes ago
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      if (!stale()) return;
    }
  }
  try {
    if (!stale()) return;
    // Built beside, then swapped in, so a process already running keeps its chunks
    // until the swap, and nobody ever imports a half-written bundle.
    const tmp = `${out}.${process.pid}`;
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'src', 'cli', 'vite.config.ts'), '--outDir', tmp, '--logLevel', 'error'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const old = `${out}.old.${process.pid}`;
    if (existsSync(out)) renameSync(out, old);
    renameSync(tmp, out);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmdirSync(lock);
  }
}

if (stale()) build();
await import(pathToFileURL(built).href);
