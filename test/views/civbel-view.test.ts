// The Civitates Bellantes table view without a DOM: its words (English and French), the
// actions it can drag (any offered action carrying a unit and a pose), the ghosts it
// draws from the rules' own preview, and the prompt it gives the app.
import { describe, expect, it } from 'vitest';
import { civbel, type CivAction, type CivGame } from '../../src/rules/civbel';
import { TROOP_TYPES } from '../../src/rules/civbel/data/troops';
import { JT } from '../../src/rules/civbel/data/scale';
import { TROOP, FORMATION, PHASE, WHAT, PROVISIONAL, jtText, unitState } from '../../src/views/civbel/labels';
import { atPose, carried, dragTemplate, poseOf } from '../../src/views/civbel/poses';
import { averageDice, concerns, hasDestination, moveNote, preview, rollRange } from '../../src/views/civbel/preview';
import { moveToward } from '../../src/views/civbel/drag-move';
import { decision } from '../../src/views/civbel/decision';
import { NO_DICE } from '../../src/views/table/geometry';
import { mulberry } from './rng';

function game(): CivGame {
  return civbel.setup({ scenario: 'great-plains', options: {} });
}
/** Plays rolls and choices (seeded dice) until a Command half-phase opens. */
function toCommand(): CivGame {
  let s = game();
  const rnd = mulberry(7);
  const dice = { roll: (n: number) => 1 + Math.floor(rnd() * n), d6: () => 1 + Math.floor(rnd() * 6), d10: () => Math.floor(rnd() * 10) };
  for (let i = 0; i < 10 && s.phase !== 'command'; i++) s = civbel.apply(s, s.active, civbel.legalActions(s, s.active)[0], { dice, log() {} });
  return s;
}

describe('Civitates Bellantes view: words', () => {
  it('names every troop type, formation and phase in English and French', () => {
    for (const t of TROOP_TYPES) { expect(TROOP[t.id].code).toBeTruthy(); expect(TROOP[t.id].name[0]).toBeTruthy(); expect(TROOP[t.id].name[1]).toBeTruthy(); }
    for (const f of Object.values(FORMATION)) expect(f[1]).toBeTruthy();
    for (const k of Object.keys(PHASE) as (keyof typeof PHASE)[]) { expect(PHASE[k][1]).toBeTruthy(); expect(WHAT[k][1]).toBeTruthy(); }
    expect(PROVISIONAL[0]).toMatch(/stand-in.*pages are missing/);
    expect(PROVISIONAL[1]).toMatch(/remplacement.*pages du livre manquent/);
  });
  it('measures in javelin throws to the half', () => {
    expect(jtText(0, JT, 'en')).toBe('0 JT');
    expect(jtText(JT / 2, JT, 'en')).toBe('½ JT');
    expect(jtText(2.5 * JT, JT, 'fr')).toBe('2½ JJ');
    expect(jtText(5 * JT + 10, JT, 'en')).toBe('5 JT');
  });
  it('says a unit\'s formation and disorder', () => {
    const u = game().units.find((x) => x.kind === 'unit')!;
    const words = unitState({ ...u, dps: 2, shaken: true }, 4, 'en');
    expect(words).toContain('disorder 2 / 4');
    expect(words).toContain('shaken');
    expect(unitState({ ...u, dps: 2 }, 4, 'fr')).toContain('désordre 2 / 4');
  });
});

describe('Civitates Bellantes view: actions with a pose', () => {
  const posed = { k: 'move', unit: 3, x: 1200, y: 900, h: 90, dist: 2 };
  it('finds the unit and pose of any action that carries them, whatever its kind', () => {
    expect(poseOf(posed)).toEqual({ unit: 3, pose: { x: 1200, y: 900, h: 90 } });
    expect(poseOf({ k: 'charge', unit: 0, x: 1, y: 2, h: 270, target: 5 })?.unit).toBe(0);
    expect(poseOf({ k: 'stop', unit: 3 })).toBeNull();
    expect(poseOf({ k: 'allocate', leader: 0, actions: [] })).toBeNull();
    expect(poseOf(null)).toBeNull();
  });
  it('drags the first offered posed action of the unit and keeps its other fields', () => {
    const legal = [{ k: 'stop', unit: 3 }, posed, { ...posed, unit: 4 }];
    expect(dragTemplate(legal, 3)).toBe(posed);
    expect(dragTemplate(legal, 9)).toBeNull();
    expect(atPose(posed, { x: 1300.6, y: 899.2, h: -5 })).toEqual({ ...posed, x: 1301, y: 899, h: 355 });
  });
  it('carries the whole unit rigidly with its first stand for the ghost', () => {
    const u = game().units.find((x) => x.stands.length >= 3)!;
    const f = u.stands[0];
    const moved = carried(u, { x: f.x + 100, y: f.y + 50, h: f.h });
    moved.forEach((st, i) => { expect(st.x).toBeCloseTo(u.stands[i].x + 100); expect(st.y).toBeCloseTo(u.stands[i].y + 50); expect(st.h).toBe(u.stands[i].h); });
    const turned = carried(u, { x: f.x, y: f.y, h: f.h + 180 });
    expect(turned[1].x).toBeCloseTo(2 * f.x - u.stands[1].x);
    expect(turned[1].h).toBe((u.stands[1].h + 180) % 360);
  });
});

describe('Civitates Bellantes view: ghosts and prompt', () => {
  it('shows where a leader\'s Move action takes him, from the rules\' offered allocation', () => {
    const s = toCommand();
    expect(s.phase).toBe('command');
    const legal = civbel.legalActions(s, s.active);
    const move = legal.find((a): a is Extract<CivAction, { k: 'allocate' }> => a.k === 'allocate' && a.actions.some((c) => c.kind === 'move'))!;
    expect(hasDestination(move)).toBe(true);
    const c = move.actions.find((x) => x.kind === 'move') as { x: number; y: number };
    expect(preview(civbel, s, move).leaders).toEqual([{ i: move.leader, x: c.x, y: c.y }]);
    expect(concerns(move).leaders).toEqual([move.leader]);
    const done = legal.find((a) => a.k === 'done')!;
    expect(hasDestination(done)).toBe(false);
  });
  it('previews on a copy: the state shown is untouched', () => {
    const s = toCommand();
    const before = JSON.stringify(s);
    for (const a of civbel.legalActions(s, s.active)) preview(civbel, s, a);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('gives the app one main button for a roll, none for a choice among many', () => {
    const s = game();
    expect(decision(s, civbel.legalActions(s, 0), 'en')).toEqual({ text: 'roll your leaders\' command points', main: 0 });
    const c = toCommand();
    const d = decision(c, civbel.legalActions(c, c.active), 'fr')!;
    expect(d.main).toBeNull();
    expect(d.text).toMatch(/phase de commandement/);
    expect(decision(c, [], 'en')).toBeNull();
  });
  it('refuses a roll on preview (dice that refuse to roll)', () => {
    expect(() => NO_DICE.d6()).toThrow();
  });
});

describe('Civitates Bellantes view: a Legion in words', () => {
  it('names its kind and its stands by type', async () => {
    const { legionWords } = await import('../../src/views/civbel/labels');
    const l = game().units.find((u) => u.kind === 'legion')!;
    expect(legionWords(l, 'en')).toBe('manipular legion: 6 Swordsmen, 3 Spearmen');
    expect(legionWords(l, 'fr')).toBe('légion manipulaire : 6 Épéistes, 3 Lanciers');
  });
});

describe('Civitates Bellantes view: a dragged unit becomes the nearest legal move (A.1, A.3)', () => {
  /** A game after the CP ratings, in Rome's Tactical Move half-phase with every unit controlled. */
  function tactical(): CivGame {
    const s = civbel.apply(game(), 0, { k: 'roll' }, { dice: { roll: () => 4, d6: () => 4, d10: () => 4 }, log() {} });
    s.phase = 'tactical'; s.half = 0; s.active = 0; s.initiative = 0;
    for (const u of s.units) u.turn.controlled = true;
    return s;
  }
  const rome = (s: CivGame, id: string) => s.units.findIndex((u) => u.id === id);
  const ahead = (s: CivGame, ui: number, by: number, off: number, turn = 0) => {
    const f = s.units[ui].stands[0];
    const a = ((f.h + off) * Math.PI) / 180;
    return { x: f.x + by * Math.cos(a), y: f.y + by * Math.sin(a), h: f.h + turn };
  };
  it('straight ahead is an advance, off the heading an incline (at most 45°), turned a wheel (at most 90°), back an about face', () => {
    const s = tactical();
    const i = rome(s, 'legio1');
    expect(moveToward(s, i, ahead(s, i, 3 * JT, 3))).toEqual({ k: 'move', unit: i, how: 'advance', angle: 0 });
    expect(moveToward(s, i, ahead(s, i, 3 * JT, 20))).toEqual({ k: 'move', unit: i, how: 'incline', angle: 20 });
    expect(moveToward(s, i, ahead(s, i, 3 * JT, -70))).toEqual({ k: 'move', unit: i, how: 'incline', angle: -45 });
    expect(moveToward(s, i, ahead(s, i, 0, 0, 30))).toEqual({ k: 'move', unit: i, how: 'wheel', angle: 30 });
    expect(moveToward(s, i, ahead(s, i, 0, 0, -120))).toEqual({ k: 'move', unit: i, how: 'wheel', angle: -90 });
    expect(moveToward(s, i, ahead(s, i, 0, 0, 170))).toEqual({ k: 'move', unit: i, how: 'aboutFace', angle: 0 });
    expect(moveToward(s, i, ahead(s, i, 2 * JT, 180))).toEqual({ k: 'move', unit: i, how: 'aboutFace', angle: 0 });
    // An unformed unit does not wheel (A.3): turned by hand, it inclines.
    const v = rome(s, 'velites1');
    expect(s.units[v].formation).toBe('unformed');
    expect(moveToward(s, v, ahead(s, v, 0, 0, 30))).toEqual({ k: 'move', unit: v, how: 'incline', angle: 30 });
    // In the Approach Phase every move is a march.
    expect(moveToward({ ...s, phase: 'approach' }, i, ahead(s, i, 3 * JT, 20))).toEqual({ k: 'move', unit: i, how: 'march', angle: 0 });
  });
  it('the rules accept the move a drag makes, and its ghost shows an average roll with the range in words', () => {
    const s = tactical();
    const i = rome(s, 'italians');
    const a = moveToward(s, i, ahead(s, i, 3 * JT, 25))!;
    expect(civbel.check(s, 0, a)).toBeNull();
    expect(hasDestination(a)).toBe(true);
    const g = preview(civbel, s, a);
    expect(g.stands.map((x) => x.u.id)).toEqual(['italians']);
    const moved = g.stands[0].st[0], f = s.units[i].stands[0];
    expect(Math.hypot(moved.x - f.x, moved.y - f.y)).toBeGreaterThan(JT);
    expect(rollRange(s, a, 'en')).toMatch(/^rolled distance: \d+½? to \d+½? JT; the ghost shows an average roll$/);
    expect(rollRange(s, a, 'fr')).toMatch(/^distance au dé : \d+½? à \d+½? JJ/);
    expect(averageDice().d6() + averageDice().d6()).toBe(3 + 3);
    expect(moveNote(s, a, 'en')).toMatch(/^incline 25° L · \d+½?–\d+½? JT$/);
    expect(moveNote(s, a, 'fr')).toMatch(/^oblique 25° g\. · \d+½?–\d+½? JJ$/);
  });
});
