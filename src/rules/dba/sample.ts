// Armies players could bring, drawn at random (RuleSystem.sampleExtras): fuzzing plays
// every list of the rulebook with its choices and camp followers, and now and then a
// free army from the troop types (ARMY-01..03, LIST-01..06).
import type { BotRandom } from '../../engine/draws';
import { ARMY_LISTS } from './data/armies';
import { BASES } from './data/troops';
import { TOPOGRAPHIES } from './data/terrain';

const FREE_BASES = Object.keys(BASES).filter((b) => b !== 'CF');

export function sampleArmies(rnd: BotRandom): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  const lists = Object.keys(ARMY_LISTS);
  for (const seat of [0, 1]) {
    out['cf' + seat] = rnd.below(2);
    if (rnd.below(8) === 0) {
      out['army' + seat] = 'free';
      out['free' + seat] = Array.from({ length: 12 }, () => rnd.pick(FREE_BASES));
      out['topo' + seat] = rnd.pick(TOPOGRAPHIES);
      out['ag' + seat] = rnd.below(5);
      continue;
    }
    const list = ARMY_LISTS[rnd.pick(lists)];
    out['army' + seat] = list.id;
    const picks: string[] = [];
    for (const en of list.entries) if (en.choices.length > 1) for (let i = 0; i < en.count; i++) picks.push(rnd.pick(en.choices));
    out['choices' + seat] = picks;
  }
  return out;
}
