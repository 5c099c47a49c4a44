// npm run bench: the computer opponent's time per turn in Node (issue 14), at the
// default level: games of computer against computer through real signed packets,
// each packet thought as the app's worker thinks it (engine/computer.ts).
import { performance } from 'node:perf_hooks';
import type { RuleSystem, Seat } from '../engine/contract';
import { DEFAULT_LEVEL, thinkTurn, signComputerTurn } from '../engine/computer';
import { authorOf, replay, type Game } from '../engine/game';
import { createIdentity } from '../engine/identity';
import { createHeader } from '../engine/session';
import { defaultConfig } from './systems';

export interface ComputerFigure { level: string; games: number; turns: number; medianMs: number; p95Ms: number; maxMs: number; medianDecisions: number }

function q(sorted: number[], x: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(x * sorted.length))] : 0;
}

export async function computerFigure(sys: RuleSystem<any, any>, games: number, maxPackets: number): Promise<ComputerFigure> {
  const ms: number[] = [];
  const decisions: number[] = [];
  for (let g = 0; g < games; g++) {
    const ids = [await createIdentity(), await createIdentity()];
    const header = await createHeader(sys, ids[0], { config: defaultConfig(sys), diceMode: 'instant', seat: (g & 1) as Seat, name: 'Alpha', lang: 'en' });
    let game: Game = { header, packets: [] };
    let progress = replay(sys, game);
    for (let n = 1; n <= maxPackets; n++) {
      if (progress.waiting.kind === 'over' && !progress.pending) break;
      const who = authorOf(header, n) === header.seat ? ids[0] : ids[1];
      const join = n === 1 ? { name: 'Computer', lang: 'en' as const } : undefined;
      const t0 = performance.now();
      const actions = thinkTurn(sys, game, progress, who, DEFAULT_LEVEL, join);
      ms.push(performance.now() - t0);
      decisions.push(actions.length);
      const own = await signComputerTurn(sys, game, progress, who, actions, join);
      game = own.game;
      progress = own.progress;
    }
  }
  const s = ms.slice().sort((a, b) => a - b);
  const d = decisions.slice().sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return { level: DEFAULT_LEVEL, games, turns: s.length, medianMs: r(q(s, 0.5)), p95Ms: r(q(s, 0.95)), maxMs: r(s[s.length - 1] ?? 0), medianDecisions: q(d, 0.5) };
}
