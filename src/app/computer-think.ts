// The computer's thinking, as the worker runs it: one request (the game as stored, the
// computer's seed, its level) in, progress messages and the actions of its turn out.
// Kept apart from the worker's global scope so that vitest can run it in Node.
import type { BotLevel } from '../engine/bot';
import type { Wire } from '../engine/canonical';
import { verifyGame } from '../engine/verify';
import { decodeGame } from './logic';
import { thinkTurn, type JoinAs, type ThinkingIdentity } from '../engine/computer';
import { loadSystem } from './systems';

export interface ThinkRequest {
  system: string;
  header: Wire[];
  packets: Wire[][];
  computer: ThinkingIdentity;
  level: BotLevel;
  join: JoinAs;
}

export type ThinkMessage =
  | { kind: 'progress'; decisions: number }
  | { kind: 'done'; actions: number[][]; packets: number }
  | { kind: 'error'; detail: string };

/** Thinks one turn, posting a progress message after every decision. Signatures are
 *  checked too (the stored game is verified before the computer plays on from it). */
export async function think(req: ThinkRequest, post: (m: ThinkMessage) => void): Promise<void> {
  try {
    const sys = await loadSystem(req.system);
    if (!sys) throw new Error(`no rule system "${req.system}" in this version`);
    const game = decodeGame(req);
    const progress = await verifyGame(sys, game);
    const actions = thinkTurn(sys, game, progress, req.computer, req.level, req.join, (n) => post({ kind: 'progress', decisions: n }));
    post({ kind: 'done', actions, packets: game.packets.length });
  } catch (e) {
    post({ kind: 'error', detail: e instanceof Error ? e.message : String(e) });
  }
}
