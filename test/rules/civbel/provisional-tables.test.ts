// [PROPOSED] Spec Appendix A ("CB-provisional"): every value of the stand-in's tables
// pinned, section by section, so that a changed value turns this red. NOT Civitates
// Bellantes: deleted with the module when the real pages arrive.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as P from '../../../src/rules/civbel/data/provisional';

const JT = 240;

describe('Appendix A tables, pinned', () => {
  it('A.1 movement and charge dice per class; march pips; fatigue', () => {
    const by = (m: number, c: number) => ({ move: m, charge: c });
    expect(P.MOVE_DICE).toEqual({
      phalanx: by(2, 1), phalangites: by(2, 1),
      swordsmen: by(2, 2), spearmen: by(2, 2), shockInfantry: by(2, 2), bowmen: by(2, 2), rabble: by(2, 2),
      skirmishers: by(3, 2), missileTroops: by(3, 2), javelinmen: by(3, 2),
      cataphracts: by(3, 2), heavyChariot: by(3, 2), elephantIndian: by(3, 2), elephantAfrican: by(3, 2),
      heavyCavalry: by(4, 3), shockCavalry: by(4, 3), lightChariotCeltic: by(4, 3), lightChariotIndian: by(4, 3), scythedChariot: by(4, 3),
      lightCavalry: by(5, 3), horseArchers: by(5, 3), artillery: by(1, 0),
    });
    expect(P.MARCH).toEqual({ pipFast: JT, pipOther: JT / 2, artilleryShootsAfterMoving: false });
    expect(P.FATIGUE).toEqual({ within: 5 * JT, cap: 2, manoeuvre: 1, brokenGround: 1, cGradeBeyondSlowWalk: 1 });
  });
  it('A.2 terrain costs, limits, obstacle DPs, terrain in combat', () => {
    const r = (a: unknown, b: unknown, c: unknown, d: unknown, e: unknown) => ({ formedFoot: a, unformedFoot: b, mounted: c, elephant: d, wheeled: e });
    expect(P.TERRAIN_COST).toEqual({
      open: r(1, 1, 1, 1, 1), gentleSlope: r(1, 1, 1, 1, 1), road: r(1, 1, 1, 1, 1),
      unevenSlope: r(2, 1, 2, 2, 2), steepSlope: r(2, 1, 2, 2, null), sheerSlope: r(null, null, null, null, null),
      broken: r(2, 1, 2, 2, 2), difficult: r(4, 2, null, 2, null), river: r(null, null, null, null, null),
      obstacle: r('half', 'half', 'half', 'half', null), ford: r('half', 'half', 'half', 'half', 'half'), bridge: r(1, 1, 1, 1, 1),
    });
    expect(P.TERRAIN_LIMITS).toEqual({ columnOnly: ['bridge'], noCommandFormation: ['difficult'] });
    expect(P.TERRAIN_CLASS_OF).toEqual({ hill: 'gentleSlope', fortress: 'obstacle', denseWood: 'difficult', town: 'difficult', marsh: 'difficult', dunes: 'broken', lightCover: 'broken' });
    expect(P.OBSTACLE).toEqual({ subtract: 2, unformedOrLight: -2, gradeA: -1, fortificationOrSteepBank: 1 });
    expect(P.TERRAIN_COMBAT).toEqual({ opponentLower: 1, defendingObstacle: 1, brokenGround: -1 });
  });
  it('A.3 manoeuvre costs and rules', () => {
    expect(P.MANOEUVRES).toEqual({
      advance: { cost: 'path', noFatigue: true }, wheel: { cost: 'arc' }, aboutFace: { cost: 'half' }, formationChange: { cost: 'half' },
      reform: { cost: 'whole' }, refuseFlank: { cost: 'free' }, deepenThin: { cost: 'half' },
      sideStep: { cost: 'whole', limit: JT / 2, noFatigue: true }, slowWalk: { cost: 'whole', limit: JT, noFatigue: true, noDice: true },
      mountDismount: { cost: 'whole' }, incline: { cost: 'path', maxAngle: 45 }, interpenetrate: { cost: 'free' },
      lineRelief: { cost: 'whole' }, passGap: { cost: 'half', limit: JT },
    });
    expect(P.MANOEUVRE_RULES).toEqual({ aGradeFreeChange: true, reformClearOfEnemy: JT, maxActions: 2, interpenetratedDp: 1, piNum: 355, piDen: 113 });
  });
  it('A.4 shooting', () => {
    expect(P.SHOOTING).toEqual({ hitShort: 4, hitLong: 5, hitArtillery: 4, maxDpsPerTarget: 3 });
    expect(P.SHOOTING_STANDS).toEqual({ bowmenRanks: 2, halvedRoundedUp: true, artilleryStands: 1, shortRange: JT });
    expect(P.SHOOTING_MODIFIERS).toEqual({ armoured: -1, cover: -1, unformedLight: -1, column: 1 });
    expect(P.LEADER_SHOT_HIT_ON).toBe(6);
  });
  it('A.5 charges, combat modifiers, results, after combat', () => {
    expect(P.CHARGE).toEqual({ reachPerDie: 600, wheelMax: 45, failDp: 1, failDpWithin: 5 * JT, evaderCv: 0 });
    expect(P.COMBAT_MODIFIERS).toEqual({ uns: -1, perTwoDps: -1, armoured: 1, integralNotCharging: 1, phalanxPerRank: 1, phalanxMax: 2, flankRearNotTurned: -2, bcChargingWithoutLeader: -1, supportEach: 1, supportMax: 2, scythedMaxAttack: 5 });
    expect(P.COMBAT_RESULTS).toEqual([
      { from: 0, to: 0, loserDps: 1, outcome: 'bothDp' }, { from: 1, to: 2, loserDps: 1, outcome: 'melee' },
      { from: 3, to: 4, loserDps: 2, outcome: 'retire' }, { from: 5, to: 99, loserDps: 3, outcome: 'break' },
    ]);
    expect(P.AFTER_COMBAT).toEqual({ retire: 2 * JT, freeHack: 1, routSafeBeyond: 5 * JT, pursuitCasualties: 1, caughtByCavalryAtMost: 2, scythedBurstFrom: 3 });
  });
  it('A.6 victory, A.7 deployment, A.8 rampage directions', () => {
    expect(P.VICTORY).toEqual({ breakPercent: 50, generalLost: 10, baggageLost: 15, turnLimit: 12, minorMargin: 10 });
    expect(P.DEPLOYMENT).toEqual({ width: 45 * JT, height: 30 * JT, zoneDepth: 6 * JT });
    expect(P.RAMPAGE_DIRECTIONS).toEqual({ elephant: [90, 135, 180, 180, -135, -90], other: [0, 45, -45, 90, -90, 180] });
  });
  it('every table is marked provisional with its Appendix section', () => {
    const tables = Object.keys(P).filter((k) => k !== 'PROVISIONAL_VERSION' && k !== 'PROVISIONAL_SOURCES');
    expect(Object.keys(P.PROVISIONAL_SOURCES).sort()).toEqual(tables.sort());
    for (const src of Object.values(P.PROVISIONAL_SOURCES)) expect(src).toMatchObject({ src: 'provisional', section: expect.stringMatching(/^A\.[1-8]$/) });
  });
});

describe('one interface: nothing outside the stand-in imports it', () => {
  it('only missing-chapters.ts and provisional/ import the stand-in or its tables', () => {
    const root = join(__dirname, '../../../src');
    const files: string[] = [];
    const walk = (d: string) => { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) walk(p); else if (/\.tsx?$/.test(n)) files.push(p); } };
    walk(root);
    const offenders = files.filter((f) => {
      const rel = relative(root, f).replace(/\\/g, '/');
      if (rel.startsWith('rules/civbel/provisional/') || rel === 'rules/civbel/missing-chapters.ts' || rel === 'rules/civbel/data/provisional.ts') return false;
      const text = readFileSync(f, 'utf8');
      return rel.startsWith('rules/civbel/') ? /from '[^']*\/provisional(\/[a-z-]+)?'/.test(text) : /from '[^']*civbel\/(data\/)?provisional/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
