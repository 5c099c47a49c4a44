import { fuzz } from '../engine/fuzz';
import { defaultConfig, loadSystem, systemIds } from './systems';

export async function runFuzz(o: { system?: string; games: number }): Promise<boolean> {
  let ok = true;
  for (const id of o.system ? [o.system] : systemIds()) {
    const sys = await loadSystem(id);
    const { stats, failures } = fuzz(sys, defaultConfig(sys), o.games);
    console.log(`fuzz ${id}: ${stats.games} games (${stats.finished} finished), ${stats.packets} packets, ${stats.actions} actions, ${stats.invariantChecks} invariant checks, ${failures.length} failures`);
    for (const f of failures.slice(0, 10)) console.log(`  seed ${f.seed} (${f.diceMode}): ${f.message}`);
    if (failures.length) ok = false;
  }
  return ok;
}
