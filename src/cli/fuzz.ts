// `tessera fuzz`: bot-against-bot games through the packet path, each game with a
// configuration drawn from its seed (options, scenario, armies), spread over worker
// threads. Counts are printed; a failure names its seed so it can be replayed alone
// with `--first SEED --games 1`.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { useNativeSha256, type Sha256Impl } from '../engine/bytes';
import { fuzz, type FuzzFailure, type FuzzStats } from '../engine/fuzz';
import { defaultConfig, loadSystem, systemIds } from './systems';

interface Job { system: string; games: number; first: number; sampled: boolean }
interface Result { stats: FuzzStats; failures: FuzzFailure[]; hashes?: string[] }

/** Node's own SHA-256: the same digests as the portable one (test/engine/native-sha.test.ts),
 *  and the state hashed after every packet (and again on the replay) costs far less. */
export const nodeSha256: Sha256Impl = (parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};

async function runJob(j: Job): Promise<Result> {
  useNativeSha256(nodeSha256);
  const sys = await loadSystem(j.system);
  return fuzz(sys, j.sampled ? 'sampled' : defaultConfig(sys), j.games, j.first);
}

/** Runs in a worker thread started by `runFuzz`. */
export function fuzzWorker(): void {
  if (isMainThread || !parentPort) return;
  runJob(workerData as Job).then(
    (r) => parentPort!.postMessage(r),
    (e: Error) => parentPort!.postMessage({ stats: null, failures: [{ seed: -1, diceMode: 'instant', message: e.stack ?? e.message }] }),
  );
}

function inWorker(entry: string, j: Job): Promise<Result> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(entry), { workerData: j });
    w.once('message', (r: Result) => { resolve(r); void w.terminate(); });
    w.once('error', reject);
  });
}

export async function runFuzz(o: { system?: string; games: number; first: number; jobs?: number; sampled: boolean; entry: string; hashes?: boolean }): Promise<boolean> {
  let ok = true;
  const jobs = Math.max(1, Math.min(o.jobs ?? availableParallelism(), o.games));
  for (const id of o.system ? [o.system] : systemIds()) {
    const t0 = performance.now();
    const parts: Job[] = [];
    for (let k = 0, first = o.first; k < jobs; k++) {
      const games = Math.floor(o.games / jobs) + (k < o.games % jobs ? 1 : 0);
      if (games) parts.push({ system: id, games, first, sampled: o.sampled });
      first += games;
    }
    const results = jobs === 1 ? [await runJob(parts[0])] : await Promise.all(parts.map((j) => inWorker(o.entry, j)));
    const total: Required<FuzzStats> = { games: 0, finished: 0, packets: 0, actions: 0, invariantChecks: 0, turns: 0, cuts: 0 };
    const failures: FuzzFailure[] = [];
    for (const r of results) {
      failures.push(...r.failures);
      if (r.stats) for (const k of Object.keys(total) as (keyof FuzzStats)[]) total[k] += r.stats[k] ?? 0;
    }
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`fuzz ${id}: ${total.games} games (${total.finished} finished; seeds ${o.first}-${o.first + o.games - 1}, ${o.sampled ? 'options drawn per game' : 'default options'}, dice modes instant/sealed/local in turn), ${total.packets} packets, ${total.actions} actions, ${total.invariantChecks} invariant checks, ${total.cuts} packets cut by a hidden unit uncovered, ${failures.length} failures; ${jobs} threads, ${secs} s`);
    for (const f of failures.slice(0, 10)) console.log(`  seed ${f.seed} (${f.diceMode}): ${f.message}`);
    // --hashes: each game's final state hash, to compare a faster rules core with the old one.
    if (o.hashes) for (const r of results) for (const h of r.hashes ?? []) console.log(`hash ${id} ${h}`);
    if (failures.length || total.games !== o.games || total.finished !== o.games) ok = false;
  }
  return ok;
}
