// `tessera bench`: the links that carry the largest sealed choices a player can make by hand,
// which the bots' games never send: a Champs de Bataille army built from the free list at its
// largest (four corps, every entry counted) and a Civitates Bellantes deployment of 32 units,
// each with its code boxed for the sealing device (engine/commitment.ts). Measured on a real
// game's first packet with its actions replaced (the signature's length is the same).
import { commitWords, saltWords, sealSmall, sealWords } from '../engine/commitment';
import { linkFor } from '../engine/link';
import { selfplay } from '../engine/selfplay';
import { armyCode, type ArmyChoice } from '../rules/cdb/army';
import { ARMY_LISTS } from '../rules/cdb/data/lists';
import { armyCode as civArmyCode, MAX_COMMANDS, MAX_UNITS, type BuiltArmy } from '../rules/civbel/army-choice';
import { defaultConfig, loadSystem } from './systems';

export interface SealedFigure { name: string; numbers: number; linkChars: number }

async function firstPacketWith(system: string, scenario: string, action: number[]) {
  const sys = await loadSystem(system);
  const r = await selfplay(sys, { config: defaultConfig(sys, scenario), diceMode: 'instant', seed: 1 });
  const p = { ...r.game.packets[1], actions: [action] };
  return linkFor('https://tessera.invalid/', p).length;
}

export async function sealedFigures(): Promise<SealedFigure[]> {
  const salt = saltWords(new Uint8Array(32).fill(3), 'bench');
  const free = ARMY_LISTS.findIndex((l) => l.id === 'free');
  const big: ArmyChoice = { list: free, points: 2, corps: [0, 1, 2, 3].map(() => ({ list: free, general: 0, counts: ARMY_LISTS[free].entries.map((_, i) => 1 + (i % 5)), mobile: 1, immobile: 1 })) };
  const code = armyCode(big);
  const cdb = (await loadSystem('cdb')).encodeAction({ k: 'commitArmy', digest: commitWords(code, salt), box: sealSmall(code, salt) });
  const poses = Array.from({ length: 32 }, (_, i) => [1200 + 331 * i, 2000 + 17 * i, (i * 7) % 360]).flat();
  const civ = (await loadSystem('civbel')).encodeAction({ k: 'sealDeployment', digest: commitWords(poses, salt), box: sealWords(poses, salt) });
  // The largest army a Civitates Bellantes player can build: 8 commands, 24 Legions of three lines.
  const legions: BuiltArmy = { city: 0, exceptional: true, second: true, ally: 9, commands: Array.from({ length: MAX_COMMANDS }, (_, i) => ({ kind: 'infantry' as const, allied: i === 7 })),
    units: Array.from({ length: MAX_UNITS }, (_, i) => ({ kind: 'legion' as const, command: i % MAX_COMMANDS, legionKind: 'manipular' as const, grade: 'B' as const, subunits: [0, 1, 2].map((k) => ({ type: k === 2 ? 'spearmen' as const : 'swordsmen' as const, stands: 4, morale: 'average' as const, armoured: k === 2, uns: k === 2 })) })) };
  const armyWords = civArmyCode(legions);
  const civArmy = (await loadSystem('civbel')).encodeAction({ k: 'sealArmy', digest: commitWords(armyWords, salt), box: sealSmall(armyWords, salt) });
  const civShow = (await loadSystem('civbel')).encodeAction({ k: 'revealArmy', salt, army: armyWords });
  return [
    { name: 'civbel: the largest army a player can build (8 commands, 24 Legions), sealed', numbers: civArmy.length, linkChars: await firstPacketWith('civbel', 'choose-armies', civArmy) },
    { name: 'civbel: the same army shown', numbers: civShow.length, linkChars: await firstPacketWith('civbel', 'choose-armies', civShow) },
    { name: 'cdb: an army built from the free list, 4 corps, every entry counted, sealed', numbers: cdb.length, linkChars: await firstPacketWith('cdb', 'battle', cdb) },
    { name: 'civbel: a deployment of 32 units sealed', numbers: civ.length, linkChars: await firstPacketWith('civbel', 'great-plains-deploy', civ) },
  ];
}
