// The log of a mêlée (CdB 11.2) or a shot (CdB 10.4) stopped at the loser's recoil choice
// (CdB 11.6): the entry that rolled the dice tells the whole roll, each die with its value and
// every modifier with its rule, the totals and the result, in one line; the recoil choice's
// entry tells the recoil, and does not tell the roll again. Played through the platform's own
// step (src/engine/game.ts), so that the entries are those the game screen and `tessera replay` show.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { step } from '../../../src/engine/game';
import type { Dice } from '../../../src/engine/draws';
import type { Lang, Seat } from '../../../src/engine/contract';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import type { CdbState } from '../../../src/rules/cdb/state';
import { game } from './game-helpers';
import { ax, counter, hill, N, S, unit } from './helpers';

function dice(faces: number[]): Dice {
  let i = 0;
  const next = () => { if (i >= faces.length) throw new Error('no die left'); return faces[i++]; };
  return { roll: next, d6: next, d10: next };
}

/** One action through the platform: its entry in words, the action's line then one line an event. */
function play(s: CdbState, seat: Seat, a: CdbAction, faces: number[], seq: number) {
  const r = step(cdb, s, seat, cdb.encodeAction(a), dice(faces), seq, 0);
  if (r.kind !== 'done') throw new Error('a draw left pending');
  const lines = (lang: Lang) => [r.entry.text[lang], ...r.entry.events.map((e) => cdb.describeEvent(e, lang))];
  return { state: r.state, en: lines('en'), fr: lines('fr') };
}

describe('CdB 11.2, 11.6: a mêlée stopped at the recoil choice reads whole in the entry that rolled its dice', () => {
  // Two Spears with a rear rank (8.1) attack Spears on a hill (11.2, higher ground), with Blades
  // beside them overlapping the attacker (11.3); the attacker picks its target (11.2), so that the
  // attack is an action of its own; dice 6 and 1: 6 + 4 + 1 − 1 = 10 against 1 + 4 + 1 = 6.
  const start = () => game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(11, 1, ax(0, -1), S, counter('Sp')), unit(12, 1, ax(1, -1), S, counter('Bd'))],
    { cells: { [ax(0, -1)]: hill(1) } });
  const fight = () => {
    const ended = play(start(), 0, { k: 'end' }, [], 1);
    expect(ended.state.combat!.pending).toMatchObject({ kind: 'meleeTarget', side: 0, unit: 1, rule: 'CdB 11.2' });
    const attack = play(ended.state, 0, { k: 'choose', answer: 11 }, [6, 1], 2);
    const c = attack.state.combat!.pending;
    expect(c).toMatchObject({ kind: 'recoilHex', side: 1, unit: 11, rule: 'CdB 11.6' });
    const to = c.options.find((h) => h !== c.default)!;
    const recoil = play(attack.state, 1, { k: 'choose', answer: to }, [], 3);
    return { attack, recoil, to: String(to).padStart(4, '0') };
  };

  it('en: the attack entry gives both dice, both values, each modifier with its rule, both totals and the result in one line', () => {
    const { attack, recoil, to } = fight();
    expect(attack.en[0]).toBe('Spears (O) + Spears (O), corps 1 (1511) attacks Spears (O), corps 1 (1510)');
    expect(attack.en.slice(1, 3)).toEqual(['d6: 6', 'd6: 1']);
    expect(attack.en).toContain("mêlée: Spears (O) + Spears (O), the Mycenaeans' corps 1 attacks Spears (O), the Hittites' corps 1: "
      + 'die 6, value 4, +1 rear-rank support (rule 8.1), −1 overlaps (rule 11.3) = 10 against die 1, value 4, +1 higher ground (rule 11.2) = 6; '
      + "Spears (O), the Hittites' corps 1 recoils (rule 11.2)");
    // The recoil choice's entry: the recoil and what follows it, not the roll a second time.
    expect(recoil.en[0]).toBe(`Spears (O), corps 1 (1510) recoils to ${to}`);
    expect(recoil.en).toContain(`Spears (O), the Hittites' corps 1 recoils to ${to} (rule 11.6)`);
    expect(recoil.en).toContain("Spears (O) + Spears (O), the Mycenaeans' corps 1 advances into the hex it won, 1510 (rule 11.9)");
    expect(recoil.en.filter((l) => l.startsWith('mêlée') || l.startsWith('d6'))).toEqual([]);
  });

  it('fr: the same, in French', () => {
    const { attack, recoil, to } = fight();
    expect(attack.fr[0]).toBe('Lances (O) + Lances (O), corps 1 (1511) attaque Lances (O), corps 1 (1510)');
    expect(attack.fr.slice(1, 3)).toEqual(['d6 : 6', 'd6 : 1']);
    expect(attack.fr).toContain('mêlée : Lances (O) + Lances (O), corps 1 des Mycéniens attaque Lances (O), corps 1 des Hittites : '
      + 'dé 6, valeur 4, +1 soutien du second rang (règle 8.1), −1 débordements (règle 11.3) = 10 contre dé 1, valeur 4, +1 position dominante (règle 11.2) = 6 ; '
      + 'Lances (O), corps 1 des Hittites recule (règle 11.2)');
    expect(recoil.fr[0]).toBe(`Lances (O), corps 1 (1510) recule en ${to}`);
    expect(recoil.fr).toContain(`Lances (O), corps 1 des Hittites recule en ${to} (règle 11.6)`);
    expect(recoil.fr.filter((l) => l.startsWith('mêlée') || l.startsWith('d6'))).toEqual([]);
  });

  it('no internal identifiers: every line names units and hexes, never a unit id or an event kind', () => {
    const { attack, recoil } = fight();
    for (const l of [...attack.en, ...attack.fr, ...recoil.en, ...recoil.fr]) {
      expect(l).not.toMatch(/cdb\.|undefined|NaN|\bunit \d|\bunité \d|an unknown unit|une unité inconnue/);
    }
  });

  it('the state is the one the step logged at its end gave: same position, same dice kept', () => {
    const { attack, recoil, to } = fight();
    expect(attack.state.combat!.dice).toEqual([6, 1]);
    expect(recoil.state.units.find((u) => u.id === 11)!.hex).toBe(Number(to));
    expect(recoil.state.units.find((u) => u.id === 1)!.hex).toBe(ax(0, -1));
  });
});

describe('CdB 10.4, 11.6: a shot stopped at the target\'s recoil choice reads whole in the entry that rolled its dice', () => {
  it('en and fr: the shot, its dice and totals in the ending entry; the recoil in the choice\'s entry', () => {
    // Bowmen at 2 hexes (10.1); dice 5 and 2: the target shoots back in the same roll (10.2) and recoils.
    const s0 = game([unit(1, 0, ax(0, 0), N, counter('Bw')), unit(2, 1, ax(0, -2), S, counter('Bw'))]);
    const ended = play(s0, 0, { k: 'end' }, [5, 2], 1);
    const c = ended.state.combat?.pending;
    expect(c).toMatchObject({ kind: 'recoilHex', side: 1, unit: 2 });
    const shot = (l: string) => l.includes(' shoots at ') || l.includes(' tire sur ');
    const en = ended.en.filter(shot), fr = ended.fr.filter(shot);
    expect(en).toHaveLength(1);
    expect(en[0]).toMatch(/^Bowmen \(O\), the Mycenaeans' corps 1 shoots at Bowmen \(O\), the Hittites' corps 1.*: die 5, value \d+.* = \d+ against die 2, value \d+.* = \d+; Bowmen \(O\), the Hittites' corps 1 recoils \(rule 10\.4\)$/);
    expect(fr[0]).toMatch(/^Archers \(O\), corps 1 des Mycéniens tire sur Archers \(O\), corps 1 des Hittites.* : dé 5, valeur \d+.* = \d+ contre dé 2, valeur \d+.* = \d+ ; Archers \(O\), corps 1 des Hittites recule \(règle 10\.4\)$/);
    const to = c!.options.find((h) => h !== c!.default) ?? c!.default;
    const recoil = play(ended.state, 1, { k: 'choose', answer: to }, [], 2);
    expect(recoil.en.filter(shot)).toEqual([]);
    expect(recoil.en.some((l) => l.includes(`recoils to ${String(to).padStart(4, '0')}`))).toBe(true);
    expect(recoil.fr.some((l) => l.includes(`recule en ${String(to).padStart(4, '0')}`))).toBe(true);
  });
});
