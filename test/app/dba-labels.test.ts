// The DBA table view's words for the MOV-07 group moves and GAR-10's revolt (English and
// French): what the player reads on the buttons before the ghost shows the end poses.
import { describe, expect, it } from 'vitest';
import { dba } from '../../src/rules/dba';
import { columnPlan } from '../../src/rules/dba/group-plans';
import { actionLabel } from '../../src/views/dba/labels';
import { BASES } from '../../src/rules/dba/data/troops';
import { position, type Spec } from '../rules/dba/helpers';

const line: Spec[] = [
  { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560] },
  { id: 1, side: 0, base: '4Bd', f: 'N', x: [1160, 1320], y: [500, 560] },
  { id: 2, side: 0, base: '4Bd', f: 'N', x: [1320, 1480], y: [500, 560] },
  { id: 3, side: 0, base: '4Bd', f: 'N', x: [1480, 1640], y: [500, 560] },
];
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const D = BASES['4Bd'].depth;
const label = (s: ReturnType<typeof position>, a: Parameters<typeof actionLabel>[1], lang: 'en' | 'fr') => actionLabel(s, a, lang, () => 'fallback');

describe('DBA view: group move labels', () => {
  it('MOV-07a: a line narrowing into a column says so, behind its head, with the head\'s advance', () => {
    const s = position([...line.slice(0, 3), far]);
    const a = columnPlan(s.els.filter((e) => e.side === 0), 40)!;
    expect(dba.check(s, 0, a)).toBeNull();
    expect(label(s, a, 'en')).toBe('Group of 3: form a column behind Bd #1, which advances 40 p');
    expect(label(s, a, 'fr')).toBe('Groupe de 3 : se mettre en colonne derrière Bd #1, qui avance de 40 p');
  });

  it('MOV-07b: a line of four narrowing to two bases wide gives the new frontage', () => {
    const s = position([...line, far]);
    // Bd #1 and #2 advance 30 p; #0 and #3 fall in behind them.
    const a = { k: 'reform' as const, ids: [1, 2, 0, 3], at: [{ x: 1240, y: 590, h: 90 }, { x: 1400, y: 590, h: 90 }, { x: 1240, y: 590 - D, h: 90 }, { x: 1400, y: 590 - D, h: 90 }] };
    expect(dba.check(s, 0, a)).toBeNull();
    expect(label(s, a, 'en')).toBe('Group of 4: narrow the front to 2 bases behind Bd #1, which advances 30 p');
    expect(label(s, a, 'fr')).toBe('Groupe de 4 : réduire le front à 2 éléments derrière Bd #1, qui avance de 30 p');
  });

  it('MOV-07d: a shift names its advance, its sideways step (to the group\'s own right or left) and the advance after it', () => {
    const s = position([...line, far]);
    const a = { k: 'shift' as const, ids: [0, 1], dist: 60, shift: -40, then: 100 };
    expect(label(s, a, 'en')).toBe('Group of 2: advance 60 p, step 40 p to its left to line up with the enemy, advance 100 p');
    expect(label(s, a, 'fr')).toBe('Groupe de 2 : avancer de 60 p, se décaler de 40 p sur sa gauche pour s\'aligner sur l\'ennemi, avancer de 100 p');
    expect(label(s, { ...a, dist: 0, shift: 20, then: 0 }, 'en')).toBe('Group of 2: step 20 p to its right to line up with the enemy');
  });

  it('MOV-07c and GAR-10: a column following the road, a revolt with its cost', () => {
    const s = position([...line, far]);
    expect(label(s, { k: 'follow', ids: [0, 1], dist: 100, turn: 0, then: 50 }, 'en')).toBe('Column of 2: follow the road for 150 p');
    expect(label(s, { k: 'follow', ids: [0, 1], dist: 100, turn: -90, then: 50 }, 'fr')).toBe('Colonne de 2 : suivre la route sur 150 p, tourner de 90° à droite');
    expect(label(s, { k: 'revolt' }, 'fr')).toMatch(/6 PIP\)$/);
  });
});

describe('DBA view: a move through a waypoint (MOV-02, option mov02)', () => {
  it('says each leg in the element\'s own frame, in English and French', () => {
    const s = position([line[0], far]);
    s.opt.mov02 = 'waypoint';
    const a = { k: 'move' as const, id: 0, x: 1160, y: 660, h: 90, via: { x: 1160, y: 560, h: 90 } };
    expect(dba.check(s, 0, a)).toBeNull();
    expect(label(s, a, 'en')).toBe('80 p aside to the right, then advance 100 p');
    expect(label(s, a, 'fr')).toBe('80 p de côté à droite, puis avancer de 100 p');
    const b = { ...a, x: 1080, y: 660, h: 60, via: { x: 1000, y: 560, h: 90 } };
    expect(label(s, b, 'en')).toBe('80 p aside to the left, then move 128 p, turn 30° right');
    expect(label(s, b, 'fr')).toBe('80 p de côté à gauche, puis aller à 128 p, pivoter de 30° à droite');
  });
});
