import { describe, expect, it } from 'vitest';
import { DrawStream, drawKey } from '../../src/engine/draws';
import { sha256, toB64, utf8 } from '../../src/engine/bytes';
import { seededIdentity, selfplay } from '../../src/engine/selfplay';
import type { Identity } from '../../src/engine/identity';
import { gameFileText, parseInput } from '../../src/engine/link';
import { startTurn } from '../../src/engine/session';
import { replay, resolvePending, pendingDice } from '../../src/engine/game';
import { toy } from '../toy/toy';

const config = { scenario: 'field', options: { turns: 6 } };

function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  return counts.reduce((a, c) => a + ((c - e) * (c - e)) / e, 0);
}

describe('dice (protocol "Dice")', () => {
  it('d6 faces are uniform over 10^6 draws (chi-square, 5 df, p=0.001 bound 20.52)', () => {
    const d = new DrawStream(sha256(utf8('chi-square d6')));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 1e6; i++) counts[d.d6() - 1]++;
    const x2 = chiSquare(counts);
    console.log('d6 counts', counts.join(' '), 'chi2', x2.toFixed(2));
    expect(x2).toBeLessThan(20.52);
  });

  it('d10 (read 0-9) faces are uniform over 10^6 draws (chi-square, 9 df, p=0.001 bound 27.88)', () => {
    const d = new DrawStream(sha256(utf8('chi-square d10')));
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 1e6; i++) counts[d.d10()]++;
    const x2 = chiSquare(counts);
    console.log('d10 counts', counts.join(' '), 'chi2', x2.toFixed(2));
    expect(x2).toBeLessThan(27.88);
  });

  it('2d6 totals follow the triangular distribution, and large dice use two bytes without bias', () => {
    const d = new DrawStream(sha256(utf8('2d6')));
    const counts = new Array(13).fill(0);
    const n = 360000;
    for (let i = 0; i < n; i++) counts[d.d6() + d.d6()]++;
    let x2 = 0;
    for (let t = 2; t <= 12; t++) { const e = (n * (6 - Math.abs(7 - t))) / 36; x2 += ((counts[t] - e) ** 2) / e; }
    expect(x2).toBeLessThan(29.59); // 10 df, p=0.001
    const big = new Array(1000).fill(0);
    for (let i = 0; i < 200000; i++) big[d.roll(1000) - 1]++;
    expect(chiSquare(big)).toBeLessThan(1143.9); // 999 df, p=0.001
  });

  it('the same key always gives the same faces; a different secret gives different ones', () => {
    const g = toB64(new Uint8Array(16));
    const a = toB64(sha256(utf8('a')));
    const b = toB64(sha256(utf8('b')));
    const c = toB64(sha256(utf8('c')));
    const roll = (k: Uint8Array) => { const d = new DrawStream(k); return Array.from({ length: 20 }, () => d.d6()).join(''); };
    expect(roll(drawKey(g, 4, a, b))).toBe(roll(drawKey(g, 4, a, b)));
    expect(roll(drawKey(g, 4, a, b))).not.toBe(roll(drawKey(g, 4, a, c)));
    expect(roll(drawKey(g, 4, a, b))).not.toBe(roll(drawKey(g, 5, a, b)));
  });

  it('the same decisions give the same dice on a second device or after a reload', async () => {
    const ids = [await seededIdentity(5, 'a'), await seededIdentity(5, 'b')] as [Identity, Identity];
    const r = await selfplay(toy, { config, diceMode: 'instant', seed: 5, identities: ids });
    // A second device: the game file read back and replayed gives the same dice.
    const copy = parseInput(gameFileText(r.game));
    if (copy.kind !== 'game') throw new Error('not a game');
    expect(replay(toy, copy.game).log.map((e) => e.events)).toEqual(replay(toy, r.game).log.map((e) => e.events));
    // A reload mid-turn: the same draft replayed from the stored game gives the same dice.
    for (let n = 3; n < r.game.packets.length; n++) {
      const prefix = { header: r.game.header, packets: r.game.packets.slice(0, n - 1) };
      const author = ids[n % 2 === 0 ? 0 : 1];
      const draft = () => {
        const t = startTurn(toy, author, prefix, replay(toy, prefix));
        for (const code of r.game.packets[n - 1].actions) t.play(toy.decodeAction(code));
        return t;
      };
      const a = draft();
      const b = draft();
      expect(b.log.map((e) => e.events)).toEqual(a.log.map((e) => e.events));
      expect(a.unsigned().stateHash).toBe(r.game.packets[n - 1].stateHash);
    }
  });

  it('sealed mode: the deciding device cannot compute its draw before sending; the draw depends on the hidden secret', async () => {
    const ids = [await seededIdentity(9, 'a'), await seededIdentity(9, 'b')] as [Identity, Identity];
    const r = await selfplay(toy, { config, diceMode: 'sealed', seed: 9, identities: ids });
    let checked = 0;
    for (let n = 2; n < r.game.packets.length && checked < 5; n++) {
      const p = r.game.packets[n - 1];
      if (p.actions.length === 0) continue;
      const prefix = { header: r.game.header, packets: r.game.packets.slice(0, n - 1) };
      const turn = startTurn(toy, ids[n % 2 === 0 ? 0 : 1], prefix, replay(toy, prefix));
      for (const code of p.actions) turn.play(toy.decodeAction(code));
      if (!turn.pending) continue;
      // The author's device holds the action but no die: it stays pending until packet n+1 reveals.
      expect(turn.pending.entry.events).toEqual([]);
      expect(turn.unsigned().stateHash).toBe(p.stateHash);
      const outcomes = new Set<string>();
      for (const s of ['x', 'y', 'z', 'w', 'v', 'u']) {
        const res = resolvePending(toy, turn.state, turn.pending, pendingDice(r.progress.gameId, n, p.reveal, toB64(sha256(utf8(s)))), n + 1);
        outcomes.add(JSON.stringify(res.entry.events));
      }
      expect(outcomes.size).toBeGreaterThan(1);
      checked++;
    }
    expect(checked).toBe(5);
  });
});
