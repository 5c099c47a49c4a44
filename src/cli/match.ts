// `tessera match`: bot against bot, level against level, sides alternating, spread
// over worker threads. Prints each level's wins, draws and losses with Wilson's 95 %
// interval on its win rate, and its average and median think time per decision.
import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BotLevel } from '../engine/bot';
import { playMatchGame, type MatchGame } from '../engine/match';
import { defaultConfig, loadSystem } from './systems';

export const LEVELS: BotLevel[] = ['random', 'steady', 'strong'];

export interface MatchJob { kind: 'match'; system: string; a: BotLevel; b: BotLevel; seed: number; from: number; to: number; scenario?: string; log?: boolean; progress?: boolean }
/** One game's outcome, without its per-decision times (summed per level instead). */
interface Played { index: number; levels: [BotLevel, BotLevel]; winner: 0 | 1 | null; finished: boolean; actions: number; result: string }
export interface MatchPart { games: Played[]; times: Record<string, number[]> }

export async function runMatchJob(j: MatchJob): Promise<MatchPart> {
  const sys = await loadSystem(j.system);
  const config = defaultConfig(sys, j.scenario);
  const games: Played[] = [];
  const times: Record<string, number[]> = { a: [], b: [] };
  for (let index = j.from; index < j.to; index++) {
    const g: MatchGame = playMatchGame(sys, {
      config, seed: j.seed, index, a: j.a, b: j.b, now: () => performance.now(),
      onAction: j.log ? (seat, text, events) => { console.log(`${sys.seats[seat].en}: ${text}`); for (const e of events) console.log('    ' + e); } : undefined,
    });
    const aSeat = index % 2 === 0 ? 0 : 1;
    times.a.push(...g.times[aSeat]);
    times.b.push(...g.times[1 - aSeat]);
    games.push({ index, levels: g.levels, winner: g.winner, finished: g.finished, actions: g.actions, result: g.result });
    if (j.log || j.progress) console.log(`game ${index}: ${g.levels[0]} as ${sys.seats[0].en}, ${g.levels[1]} as ${sys.seats[1].en}: ${g.result}`);
  }
  return { games, times };
}

/** Wilson's 95 % interval for k successes in n trials, as fractions. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96, p = k / n, z2 = z * z;
  const den = 1 + z2 / n;
  const mid = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The 95th percentile (nearest rank): what a slow decision costs. */
function p95(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
}

/** Wins, draws and losses of one level in one seat: in a lopsided scenario the seats tell
 *  apart what the scenario gives from what the level earns. */
export interface SeatRecord { seat: string; wins: number; draws: number; losses: number }
export interface SideSummary { level: BotLevel; wins: number; draws: number; losses: number; bySeat: SeatRecord[]; winRate: number; interval: [number, number]; avgMs: number; medianMs: number; p95Ms: number; decisions: number }
export interface MatchSummary { system: string; seed: number; games: number; unfinished: number; a: SideSummary; b: SideSummary; seconds: number }

function inWorker(entry: string, j: MatchJob): Promise<MatchPart> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(entry), { workerData: j });
    w.once('message', (r: MatchPart | { error: string }) => { void w.terminate(); if ('error' in r) reject(new Error(r.error)); else resolve(r); });
    w.once('error', reject);
  });
}

export async function runMatch(o: { system: string; seats: [string, string]; a: BotLevel; b: BotLevel; games: number; seed: number; jobs: number; entry: string; scenario?: string; log?: boolean; progress?: boolean; start?: number }): Promise<MatchSummary> {
  const t0 = performance.now();
  const jobs = Math.max(1, Math.min(o.jobs, o.games));
  const parts: MatchJob[] = [];
  for (let k = 0, from = o.start ?? 0; k < jobs; k++) {
    const n = Math.floor(o.games / jobs) + (k < o.games % jobs ? 1 : 0);
    parts.push({ kind: 'match', system: o.system, a: o.a, b: o.b, seed: o.seed, from, to: from + n, scenario: o.scenario, log: o.log, progress: o.progress });
    from += n;
  }
  const results = jobs === 1 ? [await runMatchJob(parts[0])] : await Promise.all(parts.map((j) => inWorker(o.entry, j)));
  const games = results.flatMap((r) => r.games).sort((x, y) => x.index - y.index);
  const side = (who: 'a' | 'b'): SideSummary => {
    const level = o[who];
    let wins = 0, draws = 0, losses = 0;
    const bySeat: SeatRecord[] = o.seats.map((seat) => ({ seat, wins: 0, draws: 0, losses: 0 }));
    for (const g of games) {
      const seat = (g.index % 2 === 0) === (who === 'a') ? 0 : 1;
      const r = bySeat[seat];
      if (g.winner === null) { draws++; r.draws++; } else if (g.winner === seat) { wins++; r.wins++; } else { losses++; r.losses++; }
    }
    const t = results.flatMap((r) => r.times[who]);
    return { level, wins, draws, losses, bySeat, winRate: games.length ? wins / games.length : 0, interval: wilson(wins, games.length), avgMs: t.length ? t.reduce((x, y) => x + y, 0) / t.length : 0, medianMs: median(t), p95Ms: p95(t), decisions: t.length };
  };
  return { system: o.system, seed: o.seed, games: games.length, unfinished: games.filter((g) => !g.finished).length, a: side('a'), b: side('b'), seconds: (performance.now() - t0) / 1000 };
}

const pct = (x: number) => (100 * x).toFixed(1) + ' %';

export function printMatch(m: MatchSummary): void {
  console.log(`match ${m.system}: ${m.games} games (seed ${m.seed}, sides alternating${m.unfinished ? `, ${m.unfinished} cut at the action limit and counted as draws` : ''}), ${m.seconds.toFixed(1)} s`);
  for (const [name, s] of [['a', m.a], ['b', m.b]] as const) {
    console.log(`  ${name} ${s.level.padEnd(6)}: ${s.wins} wins, ${s.draws} draws, ${s.losses} losses; wins ${pct(s.winRate)} (95 % interval ${pct(s.interval[0])} to ${pct(s.interval[1])}); per decision ${s.avgMs.toFixed(2)} ms average, ${s.medianMs.toFixed(2)} ms median, ${s.p95Ms.toFixed(2)} ms p95 over ${s.decisions}`);
    console.log(`    ${s.bySeat.map((r) => `as ${r.seat}: ${r.wins}–${r.draws}–${r.losses}`).join('; ')}`);
  }
}

/** Keeps a match's figures in the bench file under `match`, keyed by system and levels. */
export function recordMatch(file: string, m: MatchSummary): void {
  let all: Record<string, unknown> = {};
  if (existsSync(file)) { try { all = JSON.parse(readFileSync(file, 'utf8')); } catch { all = {}; } }
  const match = (all.match ?? {}) as Record<string, unknown>;
  match[`${m.system} ${m.a.level} vs ${m.b.level}`] = { ...m, date: new Date().toISOString() };
  all.match = match;
  writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
}
