// Every value of every Nabis table, pinned against the rulebook's charts (Terrain Chart,
// Shooting Chart and modifiers, Mêlée Chart and results, leader check, VP, stacking) and the
// scenario's placeholder data (G-01, G-02), so that changing any single value, or where it came
// from, fails a test that names it (issue 12, section 2). The rules that use them are tested
// through positions in the other files.
import { describe, expect, it } from 'vitest';
import {
  FEATURES, MELEE_OTHER, MELEE_RESULTS, MELEE_TYPE, SHOOTING, SHOOTING_PROV, SHOOT_DRM, STACK_LIMIT, TERRAIN, UNIT_TYPES,
  leaderCheck, meleeResult, ratioDrm, shootingCell, vpForQuality,
} from '../../../src/rules/nabis/data/tables';
import { CAVALRY_COUNTER, TEMPLATES, UNIT_HEX_PROV, baseUnits } from '../../../src/rules/nabis/data/units';
import { LEADERS, WOUNDED_PROV } from '../../../src/rules/nabis/data/leaders';

const rb = (ref: string) => ({ src: 'rulebook', ref });
const ph = (note: string) => ({ src: 'placeholder', note });
const der = (how: string) => ({ src: 'derived', how });

describe('Nabis 5.1 Terrain Chart', () => {
  it('Nabis 5.1: terrain rows: MP for infantry/leaders and cavalry (null = NA), shooting [in, out], mêlée', () => {
    expect(TERRAIN).toEqual({
      clear: { inf: 1, cav: 1, shoot: [0, 0], melee: 0, prov: rb('Terrain Chart') },
      city: { inf: 2, cav: 2, shoot: [-2, -2], melee: -1, prov: rb('Terrain Chart') },
      temple: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
      tower: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
      sanctuary: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
    });
  });
  it('Nabis 5.1: fortification, river, level changes and path', () => {
    expect(FEATURES).toEqual({
      fortification: { inf: 2, cav: null, shoot: [-3, 0], melee: [-3, 1], prov: rb('Terrain Chart') },
      river: { inf: 1, cav: 0, shoot: 0, melee: -1, prov: rb('Terrain Chart (G-19: cavalry 0 as printed)') },
      levelUp: { inf: 1, cav: 2, melee: -1, prov: rb('Terrain Chart, +1 level') },
      levelDown: { inf: 0, cav: 1, melee: 1, prov: rb('Terrain Chart, -1 level') },
      path: { cost: 1, prov: rb('Terrain Chart note 2') },
    });
  });
});

describe('Nabis 5.2 / 5.3 Shooting Chart and modifiers', () => {
  it('Nabis 5.2: Ar 5/6 and 7/- then NA; Lg, Pe, Ja 6/7 at 1 hex only; no row for Ho and Ca', () => {
    expect(SHOOTING).toEqual({ Ar: [[5, 6], [7, 0], null, null], Lg: [[6, 7], null, null, null], Pe: [[6, 7], null, null, null], Ja: [[6, 7], null, null, null] });
    expect(SHOOTING_PROV).toEqual(rb('Shooting Chart (G-08: "5.6" read 5/6; G-09: Ar range 3 NA)'));
  });
  it('Nabis 5.2: the chart cell by range: none below 1 hex, the "4 hexes +" column beyond 4', () => {
    expect(shootingCell('Ar', 0)).toBeNull();
    expect(shootingCell('Ar', -1)).toBeNull();
    expect(shootingCell('Ar', 1)).toEqual([5, 6]);
    expect(shootingCell('Ar', 2)).toEqual([7, 0]);
    expect(shootingCell('Ar', 4)).toBeNull();
    expect(shootingCell('Ar', 9)).toBeNull();
    for (const t of ['Lg', 'Pe', 'Ja'] as const) expect([1, 2, 3, 4, 5].map((r) => shootingCell(t, r))).toEqual([[6, 7], null, null, null, null]);
    expect(shootingCell('Ho', 1)).toBeNull();
    expect(shootingCell('Ca', 1)).toBeNull();
  });
  it('Nabis 5.3: shooting modifiers (-1 under 7 SP, +1 over 7; target <= 3 SP -1, >= 8 SP +1; Lg/Ho -1, Ca -2; moved -1; discouraged -1)', () => {
    expect(SHOOT_DRM).toEqual({
      shooterUnder7: -1, shooterOver7: 1, targetSmall: -1, targetSmallMax: 3, targetLarge: 1, targetLargeMin: 8,
      targetLgHo: -1, targetCa: -2, moved: -1, discouraged: -1, prov: rb('Shooting modifiers'),
    });
  });
});

describe('Nabis 5.4 / 5.5 Mêlée Chart and results', () => {
  it('Nabis 5.4: the unit-type matrix, attacker row by defender column', () => {
    expect(UNIT_TYPES).toEqual(['Lg', 'Ho', 'Pe', 'Ja', 'Ar', 'Ca']);
    const rows = UNIT_TYPES.map((a) => UNIT_TYPES.map((d) => MELEE_TYPE[a][d]));
    expect(rows).toEqual([
      [0, 1, 3, 2, 2, 1],
      [0, 0, 2, 1, 2, 1],
      [-1, -1, 0, 2, 2, 0],
      [-2, -2, -2, 0, 1, -1],
      [-2, -2, -2, 0, 0, -2],
      [-1, 0, 2, 3, 3, 0],
    ]);
  });
  it('Nabis 5.4: strength ratio rounded for the defender: 2/1 +2, 1/1 +1, 1/2 0, 1/3 -1, less -2 (every boundary)', () => {
    const cases: [number, number, number][] = [
      [8, 4, 2], [9, 4, 2], [7, 4, 1], [4, 4, 1], [5, 4, 1], [3, 4, 0], [4, 8, 0], [6, 8, 0], [3, 7, -1], [3, 8, -1], [3, 9, -1], [2, 7, -2], [2, 8, -2], [1, 4, -2],
      [1, 1, 1], [2, 1, 2], [1, 2, 0], [1, 3, -1], [1, 3 + 1, -2],
    ];
    for (const [a, d, v] of cases) expect([a, d, ratioDrm(a, d)]).toEqual([a, d, v]);
  });
  it('Nabis 5.4: other mêlée modifiers and the ±7 cap', () => {
    expect(MELEE_OTHER).toEqual({
      offensiveFire: -2, flank: 2, rear: 3, rearPlus: 4, attOneDisc: -1, attAllDisc: -2,
      defOneDisc: 1, defAllDiscOrRouted: 2, defAllRouted: 5, cap: 7, prov: rb('Mêlée Chart, other modifiers'),
    });
  });
  it('Nabis 5.5: Mêlée Results rows [from, to, defender, attacker]', () => {
    expect(MELEE_RESULTS).toEqual([
      [-7, -4, 'AdvPossible', 'DR'], [-3, 0, 'NE', 'FR'], [1, 3, 'F', 'R'], [4, 4, 'NE', 'NE'],
      [5, 6, 'R', 'Adv'], [7, 9, 'FR', 'Adv'], [10, 13, 'DR', 'Adv'], [14, 16, 'DrR', 'Adv'],
    ]);
  });
  it('Nabis 5.5: every modified roll from -7 to 16 reads its row; outside the chart is an error', () => {
    const want = ['AdvPossible/DR', 'AdvPossible/DR', 'AdvPossible/DR', 'AdvPossible/DR', 'NE/FR', 'NE/FR', 'NE/FR', 'NE/FR', 'F/R', 'F/R', 'F/R', 'NE/NE',
      'R/Adv', 'R/Adv', 'FR/Adv', 'FR/Adv', 'FR/Adv', 'DR/Adv', 'DR/Adv', 'DR/Adv', 'DR/Adv', 'DrR/Adv', 'DrR/Adv', 'DrR/Adv'];
    const got: string[] = [];
    for (let m = -7; m <= 16; m++) { const r = meleeResult(m); got.push(r.def + '/' + r.att); }
    expect(got).toEqual(want);
    expect(() => meleeResult(-8)).toThrow(/out of range: -8/);
    expect(() => meleeResult(17)).toThrow(/out of range: 17/);
  });
  it('Nabis 5.3 / 5.5: leader casualty check on every face of the d10: 0-6 none, 7-8 wounded, 9 killed', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(leaderCheck)).toEqual(['none', 'none', 'none', 'none', 'none', 'none', 'none', 'wound', 'wound', 'kill']);
  });
});

describe('Nabis 13.3.2 / 5.1 victory points and stacking', () => {
  it('Nabis 13.3.2-b/c/d: 1 VP for quality 4 or less, 2 for 5-6, 3 for 7 or more', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(vpForQuality)).toEqual([1, 1, 1, 1, 1, 2, 2, 3, 3, 3]);
  });
  it('Nabis 5.1-a: the stacking limit is 9 SP', () => { expect(STACK_LIMIT).toBe(9); });
});

describe('Battle of Sparta counters (13.2.1[BS]; G-01 placeholders)', () => {
  it('G-01: every counter template, with where each value comes from', () => {
    const all = (p: unknown) => ({ type: p, canShoot: p, front: p, back: p });
    const G01 = ph('G-01: counter values unknown');
    const s3 = (sp: number, q: number, ma: number) => ({ sp, q, ma });
    expect(TEMPLATES).toEqual({
      Velites: { type: 'Ja', canShoot: true, front: s3(2, 4, 5), back: s3(2, 3, 4), prov: { ...all(G01), type: ph('G-01 suggestion: Velites Ja*') } },
      Hastati: { type: 'Lg', canShoot: false, front: s3(4, 5, 4), back: s3(4, 4, 3), prov: { ...all(G01), type: der('13.2.5: pilum for Lg units of the legion') } },
      Principes: { type: 'Lg', canShoot: false, front: s3(4, 6, 4), back: s3(4, 5, 3), prov: { ...all(G01), type: der('13.2.5: pilum for Lg units of the legion') } },
      Triarii: { type: 'Ho', canShoot: false, front: s3(3, 7, 4), back: s3(3, 6, 3), prov: { ...all(G01), type: rb('13.2.5: "Triarii Ho units"') } },
      Equites: { type: 'Ca', canShoot: false, front: s3(2, 4, 6), back: s3(2, 3, 4), prov: { ...all(G01), type: ph('G-01 suggestion: Equites Ca') } },
      Spartans: { type: 'Ho', canShoot: false, front: s3(4, 7, 4), back: s3(4, 6, 3), prov: all(ph('G-01: counter values unknown; Ho suggested')) },
      Perioeci: { type: 'Ho', canShoot: false, front: s3(4, 5, 4), back: s3(4, 4, 3), prov: all(ph('G-01: counter values unknown; Ho suggested')) },
      Helots: { type: 'Ja', canShoot: true, front: s3(3, 3, 5), back: s3(3, 2, 4), prov: all(ph('G-01: counter values unknown; Ja* suggested')) },
      Laconians: { type: 'Pe', canShoot: true, front: s3(4, 4, 4), back: s3(4, 3, 3), prov: { type: rb('5.2.1 example: Pe 4*-4-4'), canShoot: rb('5.2.1 example: 4*'), front: rb('5.2.1 example: 4*-4-4'), back: ph('back quality 3 / MA 3 from the counter description; SP assumed unchanged (G-15)') } },
      Cretans: { type: 'Ar', canShoot: true, front: s3(3, 5, 4), back: s3(3, 4, 3), prov: { ...all(G01), type: ph('G-01 suggestion: Cretan archers Ar*') } },
      Mercenaries: { type: 'Pe', canShoot: true, front: s3(4, 5, 4), back: s3(4, 4, 3), prov: all(ph('G-01: counter values unknown; Pe* suggested')) },
      'Argos Ho': { type: 'Ho', canShoot: false, front: s3(4, 5, 4), back: s3(4, 4, 3), prov: { ...all(G01), type: rb('13.2.1[BS]: "Argos Ho"') } },
      'Argos Pe': { type: 'Pe', canShoot: true, front: s3(3, 4, 4), back: s3(3, 3, 3), prov: { ...all(G01), type: rb('13.2.1[BS]: "Argos Pe"') } },
    });
    expect(CAVALRY_COUNTER).toEqual({ front: { q: 6, ma: 4 }, back: { q: 3, ma: 2 }, prov: rb('2.2 counter description: cavalry front MA 4 / quality 6, back MA 2 / quality 3') });
  });
  it('13.2.1[BS]: the order of battle: ids, names with numerals, sides, contingents, set-up hexes, Triarii', () => {
    const rows = baseUnits(true).map((u) => [u.id, u.name, u.side, u.contingent, u.start, u.triarii ? 'T' : ''].join(' '));
    expect(rows).toEqual([
      'velites1a Velites I 0 leg1 515 ', 'velites1b Velites I 0 leg1 615 ', 'hastati1a Hastati I 0 leg1 416 ', 'hastati1b Hastati I 0 leg1 517 ',
      'principes1a Principes I 0 leg1 318 ', 'principes1b Principes I 0 leg1 418 ', 'triarii1a Triarii I 0 leg1 320 T', 'triarii1b Triarii I 0 leg1 420 T', 'equites1a Equites I 0 leg1 617 ',
      'velites2a Velites II 0 leg2 916 ', 'velites2b Velites II 0 leg2 1016 ', 'hastati2a Hastati II 0 leg2 817 ', 'hastati2b Hastati II 0 leg2 918 ',
      'principes2a Principes II 0 leg2 719 ', 'principes2b Principes II 0 leg2 819 ', 'triarii2a Triarii II 0 leg2 520 T', 'triarii2b Triarii II 0 leg2 620 T', 'equites2a Equites II 0 leg2 1018 ',
      'velites3a Velites III 0 leg3 213 ', 'velites3b Velites III 0 leg3 314 ', 'hastati3a Hastati III 0 leg3 115 ', 'hastati3b Hastati III 0 leg3 215 ',
      'principes3a Principes III 0 leg3 117 ', 'principes3b Principes III 0 leg3 217 ', 'triarii3a Triarii III 0 leg3 119 T', 'triarii3b Triarii III 0 leg3 219 T', 'equites3a Equites III 0 leg3 316 ',
      'spartansa Spartans 1 lace 109 ', 'spartansb Spartans 1 lace 209 ', 'perioecia Perioeci 1 lace 310 ', 'perioecib Perioeci 1 lace 410 ',
      'helotsa Helots 1 lace 511 ', 'helotsb Helots 1 lace 610 ', 'laconiansa Laconians 1 lace 905 ', 'laconiansb Laconians 1 lace 1005 ', 'laconiansc Laconians 1 lace 1106 ',
      'cretansa Cretans 1 merc 911 ', 'cretansb Cretans 1 merc 1011 ', 'cretansc Cretans 1 merc 1313 ',
      'mercenariesa Mercenaries 1 merc 912 ', 'mercenariesb Mercenaries 1 merc 1012 ', 'mercenariesc Mercenaries 1 merc 1113 ', 'mercenariesd Mercenaries 1 merc 1211 ',
      'argoshoa Argos Ho 1 merc 1609 ', 'argospea Argos Pe 1 merc 1510 ',
    ]);
    expect(baseUnits(false).find((u) => u.id === 'hastati2a')!.name).toBe('Hastati');
    const u = baseUnits(true)[0];
    expect([u.tpl, u.type, u.canShoot, u.front, u.back]).toEqual(['Velites', 'Ja', true, { sp: 2, q: 4, ma: 5 }, { sp: 2, q: 3, ma: 4 }]);
    u.front.sp = 9; expect(TEMPLATES.Velites.front.sp).toBe(2); // each counter has its own copy
    expect(UNIT_HEX_PROV).toEqual(rb('13.2.1[BS] starting positions'));
  });
});

describe('Battle of Sparta leaders (6.C example, counter description; G-02 placeholders)', () => {
  it('G-02: every leader\'s values, replacement side and start hex', () => {
    const rows = LEADERS.map((l) => [l.id, l.name, l.side, l.role, l.contingent, l.start, ...Object.values(l.front), ...Object.values(l.repl)].join(' '));
    expect(rows).toEqual([
      'flamininus Flamininus 0 army  617 2 3 4 6 0 2 3 3',
      'pretor1 Pretor I 0 contingent leg1 517 1 1 4 6 0 2 3 3',
      'pretor2 Pretor II 0 contingent leg2 918 1 1 4 6 0 2 3 3',
      'pretor3 Pretor III 0 contingent leg3 215 1 1 4 6 0 2 3 3',
      'nabis Nabis 1 army  1005 0 0 4 6 0 2 3 3',
      'gorgopas Gorgopas 1 contingent lace 209 1 1 4 6 0 2 3 3',
      'pythagoras Pythagoras 1 contingent merc 1211 1 2 4 6 0 2 3 3',
    ]);
    expect(Object.keys(LEADERS[0].front)).toEqual(['bonus', 'rating', 'radius', 'ma']);
  });
  it('G-02: where each leader value comes from', () => {
    const p = Object.fromEntries(LEADERS.map((l) => [l.id, l.prov]));
    const REPL = ph('G-02: replacement side; counter description hints MA 3 and "0" (read as bonus 0); rating and radius invented');
    expect(p.flamininus).toEqual({ bonus: rb('6.C example'), rating: rb('6.C example'), radius: rb('7.2 / counter description'), ma: ph('G-02'), start: rb('13.2.1[BS]') });
    expect(p.pretor1).toEqual({ bonus: ph('G-02 (counter description example +1)'), rating: rb('6.C example'), radius: ph('G-02: radius 4 matches every starting distance'), ma: ph('G-02'), repl: REPL, start: rb('13.2.1[BS]') });
    expect(p.pretor2).toEqual({ bonus: ph('G-02'), rating: rb('6.C example'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL, start: rb('13.2.1[BS]') });
    expect(p.pretor3).toEqual({ bonus: ph('G-02'), rating: ph('G-02: probably 1 (6.C example)'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL, start: rb('13.2.1[BS]') });
    expect(p.nabis).toEqual({ bonus: rb('6.C example'), rating: rb('6.C example / counter description'), radius: rb('counter description'), ma: ph('G-02'), start: rb('13.2.1[BS]') });
    expect(p.gorgopas).toEqual({ bonus: ph('G-02'), rating: ph('G-02'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL, start: rb('13.2.1[BS]') });
    expect(p.pythagoras).toEqual({ bonus: ph('G-02'), rating: rb('6.C example'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL, start: rb('13.2.1[BS]') });
    expect(WOUNDED_PROV).toEqual(ph('G-02: wounded marker values invented: bonus -1 (minimum 0), rest unchanged'));
  });
});
