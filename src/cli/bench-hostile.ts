// npm run bench, hostile inputs: `tessera verify FILE` on each input of issue 13
// (the decompression bomb, the deep and wide files, prototype invitations), run as
// its own process under /usr/bin/time -v for its wall time and peak memory. Figures
// only: the tests (test/hostile) check the refusals, never the time.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bombLink, deepFile, flatFile, mapInvitations, prototypeInvitations, wideFile } from '../../test/hostile/corpus';
import { loadSystem } from './systems';

export interface HostileFigure { name: string; bytes: number; exit: number | null; answer: string; seconds: number; maxRssMB: number }

function timed(file: string): Omit<HostileFigure, 'name' | 'bytes'> {
  const entry = process.argv[1];
  const useTime = existsSync('/usr/bin/time');
  const r = useTime
    ? spawnSync('/usr/bin/time', ['-v', process.execPath, entry, 'verify', file], { encoding: 'utf8' })
    : spawnSync(process.execPath, [entry, 'verify', file], { encoding: 'utf8' });
  const err = r.stderr ?? '';
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(err);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(err);
  return {
    exit: r.status,
    answer: (r.stdout ?? '').trim().split('\n')[0] || err.split('\n')[0],
    seconds: wall ? +(Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])).toFixed(2) : NaN,
    maxRssMB: rss ? +(Number(rss[1]) / 1024).toFixed(1) : NaN,
  };
}

export async function hostileFigures(): Promise<HostileFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-hostile-'));
  try {
    const names = ['constructor', '__proto__', 'toString'];
    const invitations = (await prototypeInvitations(loadSystem, names)).filter((h) => /army0|free army of|units row|option named|rule system/.test(h.name));
    const inputs = [
      { name: 'decompression bomb link', text: bombLink() },
      { name: 'file nested 7.9 million deep', text: deepFile() },
      { name: 'file of 7 packets of 4,000 x 256 integers', text: wideFile() },
      { name: 'file of 1.5 million integers', text: flatFile() },
      { name: 'file of one packet of 300 x 256 integers', text: wideFile(1, 300) },
      ...invitations,
      ...(await mapInvitations(loadSystem)),
    ];
    // The first run may rebuild the command-line bundle: not part of any figure.
    execFileSync(process.execPath, [process.argv[1], 'help'], { stdio: 'ignore' });
    return inputs.map((h, i) => {
      const file = join(dir, `${i}.txt`);
      writeFileSync(file, h.text);
      return { name: h.name, bytes: Buffer.byteLength(h.text), ...timed(file) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
