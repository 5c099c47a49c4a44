// First-load JavaScript of a production build (the entry script and what it
// preloads, gzipped), and proof that the test rule system is not in it.
// Usage: node test/e2e/size.mjs <outDir>
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const urls = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
let total = 0;
for (const u of new Set(urls)) {
  const gz = gzipSync(readFileSync(join(dir, u.replace(/^\//, '')))).length;
  total += gz;
  console.log(`  ${u}: ${(gz / 1024).toFixed(1)} KB gzip`);
}
let failed = 0;
const kb = (total / 1024).toFixed(1);
if (total <= 50 * 1024) console.log(`PASS first-load JavaScript ${kb} KB gzip (target 50 KB)`);
else { failed++; console.log(`FAIL first-load JavaScript ${kb} KB gzip (target 50 KB)`); }
const assets = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
const leaked = assets.filter((f) => /Escarmouche \(test\)|Skirmish \(test\)|TOY-3\.2/.test(readFileSync(join(dir, 'assets', f), 'utf8')) || /^toy-/.test(f));
if (leaked.length === 0) console.log('PASS production build holds no test rule system');
else { failed++; console.log('FAIL test rule system shipped in ' + leaked.join(', ')); }
console.log(`size.mjs: ${2 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
