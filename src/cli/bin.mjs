#!/usr/bin/env node
// Runs the built command-line tool, building it first when it is missing.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = join(root, 'dist-cli', 'tessera.mjs');
if (!existsSync(built) || process.env.TESSERA_REBUILD === '1') {
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'src', 'cli', 'vite.config.ts'), '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
await import(pathToFileURL(built).href);
