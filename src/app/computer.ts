// Asking the computer for its turn: a Web Worker per turn (the screen stays live), its
// progress reported as decisions made so far. Where workers are missing, the same code
// runs on the page after a pause, so the thinking indicator is drawn first.
import type { ThinkMessage, ThinkRequest } from './computer-think';

export interface Thinking {
  /** The actions of the computer's turn. */
  result: Promise<number[][]>;
  /** Stops thinking (the screen was left); the result then never settles. */
  stop(): void;
}

export function askComputer(req: ThinkRequest, onProgress: (decisions: number) => void): Thinking {
  let stopped = false;
  let worker: Worker | null = null;
  const result = new Promise<number[][]>((resolve, reject) => {
    const onMessage = (m: ThinkMessage) => {
      if (stopped) return;
      if (m.kind === 'progress') onProgress(m.decisions);
      else if (m.kind === 'done') resolve(m.actions);
      else reject(new Error(m.detail));
    };
    if (typeof Worker === 'function') {
      worker = new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module', name: 'computer' });
      worker.onmessage = (e: MessageEvent<ThinkMessage>) => onMessage(e.data);
      worker.onerror = (e) => { e.preventDefault(); onMessage({ kind: 'error', detail: e.message || 'the computer stopped thinking' }); };
      worker.postMessage(req);
    } else {
      setTimeout(() => void import('./computer-think').then((m) => m.think(req, onMessage)), 50);
    }
  });
  return {
    result,
    stop() {
      stopped = true;
      worker?.terminate();
      worker = null;
    },
  };
}
