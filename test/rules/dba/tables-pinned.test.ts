// Every value of the DBA data tables, transcribed here again from the rulebook
// (/work/shared/seeds/de-bellis-antiquitatis.fr.txt, line numbers given) and compared
// one by one, then the same values seen through the rules that use them. A changed
// value fails here even when no golden game happens to meet it (issue 12, section 2).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { combatFactor, score } from '../../../src/rules/dba/combat';
import { BAD_GOING_EXEMPT, BASES, BW, COMBAT_FACTOR, DENIZEN_FACTOR, MOUNTED, MOVE, PIP_HEAVY, PURSUERS, RIVER_MOVE, SHOOT_RANGE, TROOPS, isMounted, type Troop } from '../../../src/rules/dba/data/troops';
import { passRecoil, passTactical, psSupport, pushable, rearSupport } from '../../../src/rules/dba/data/tables';
import { AREA_KINDS, BLOCKS_SHOOTING, FEATURE_KINDS, GOING, MAY_BE_THIN, NOT_AVOIDED, TER, TOPOGRAPHIES, badFor, topographies, type AreaKind } from '../../../src/rules/dba/data/terrain';
import { ARMY_LISTS, FREE_DEFAULTS, LIST_IDS } from '../../../src/rules/dba/data/armies';
import { DATA_SOURCES } from '../../../src/rules/dba/data/provenance';
import { recoil } from '../../../src/rules/dba/moves-outcome';
import { pipCost } from '../../../src/rules/dba/pip';
import { loser, losses } from '../../../src/rules/dba/victory';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const ALL = TROOPS as readonly Troop[];

describe('DBA BASE-01 base sizes (rulebook lines 123–157, "autres échelles" column, 1 mm = 4 paces)', () => {
  // [code, type, depth in mm at other scales]; 5Wb is listed as Hd (DMG-1: our code 5Hd).
  const TABLE: [string, Troop, number][] = [
    ['El', 'El', 40], ['3Kn', 'Kn', 30], ['4Kn', 'Kn', 30], ['6Kn', 'Kn', 60], ['HCh', 'Kn', 40],
    ['3Cv', 'Cv', 30], ['6Cv', 'Cv', 60], ['LCh', 'Cv', 40], ['2LH', 'LH', 30], ['2Cm', 'LH', 30],
    ['SCh', 'SCh', 40], ['3Cm', 'Cm', 30], ['4Sp', 'Sp', 15], ['3Sp', 'Sp', 20], ['4Pk', 'Pk', 15],
    ['4Bd', 'Bd', 15], ['3Bd', 'Bd', 20], ['6Bd', 'Bd', 40], ['4Ax', 'Ax', 20], ['3Ax', 'Ax', 20],
    ['4Bw', 'Bw', 20], ['4Lb', 'Bw', 20], ['4Cb', 'Bw', 20], ['3Bw', 'Bw', 20], ['3Lb', 'Bw', 20], ['3Cb', 'Bw', 20],
    ['8Bw', 'Bw', 40], ['8Lb', 'Bw', 40], ['8Cb', 'Bw', 40], ['2Ps', 'Ps', 20], ['4Wb', 'Wb', 15], ['3Wb', 'Wb', 20],
    ['5Hd', 'Hd', 30], ['7Hd', 'Hd', 30], ['Art', 'Art', 40], ['WWg', 'WWg', 80], ['Lit', 'WWg', 80], ['CF', 'CF', 20],
  ];
  it('BASE-01: a base is 40 mm = 160 p wide', () => expect(BW).toBe(40 * 4));
  it('BASE-01: every base code, its type and its depth, and nothing else', () => {
    expect(Object.keys(BASES).sort()).toEqual(TABLE.map(([c]) => c).sort());
    for (const [code, type, mm] of TABLE) {
      const b = BASES[code];
      expect(b.code, code).toBe(code);
      expect(b.type, code).toBe(type);
      expect(b.depth, code).toBe(mm * 4);
      expect(b.src, code).toBe('rulebook');
      expect(!!b.camel, code).toBe(code === '2Cm' || code === '3Cm'); // TROOP-04: camels
      expect(!!b.lit, code).toBe(code === 'Lit'); // TROOP-04: the litter does not shoot
    }
  });
  it('REC-01: an element recoils its base depth, or its width when that is smaller: every base code', () => {
    for (const [code, , mm] of TABLE) {
      const s = position([{ id: 0, side: 0, base: code, f: 'N', x: [1000, 1160], y: [1200 - mm * 4, 1200] }]);
      recoil(s, get(s, 0), fixedDice([]), false);
      expect(rectOf(get(s, 0))[3], code).toBe(1200 - Math.min(mm * 4, 160));
    }
  });
  it('BASE-01: the elements of an army take their depth from their base code', () => {
    const s = dba.setup({ scenario: 'battle', options: { army0: 'I/24b', army1: 'I/26a' } });
    const depths = s.els.map((e) => [e.base, e.d]);
    expect(depths).toContainEqual(['HCh', 160]);
    expect(depths).toContainEqual(['3Sp', 80]);
    expect(depths).toContainEqual(['LCh', 160]);
    expect(depths).toContainEqual(['4Sp', 60]);
    expect(depths).toContainEqual(['2Ps', 80]);
  });
});

describe('DBA TROOP-01/02 classes, RES-01 combat factors (rulebook lines 320–330)', () => {
  it('TROOP-01: the mounted types are El, Kn, Cv, LH, SCh, Cm; all others are foot', () => {
    expect([...MOUNTED].sort()).toEqual(['Cm', 'Cv', 'El', 'Kn', 'LH', 'SCh']);
    for (const t of ALL) expect(isMounted(t), t).toBe(['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm'].includes(t));
    expect([...ALL].sort()).toEqual(['Art', 'Ax', 'Bd', 'Bw', 'CF', 'Cm', 'Cv', 'El', 'Hd', 'Kn', 'LH', 'Pk', 'Ps', 'SCh', 'Sp', 'WWg', 'Wb']);
  });
  // [against foot, against mounted], line by line of the table.
  const RES01: Record<Troop | 'ArtClose', [number, number]> = {
    Bd: [5, 3], // Lames
    El: [4, 5], // Eléphants
    Sp: [4, 4], SCh: [4, 4], Art: [4, 4], // Lances, Chars à faux ou Artillerie lors d'un tir
    Kn: [3, 4], Pk: [3, 4], WWg: [3, 4], // Chevaliers, Piques, Chariots de Guerre
    Cv: [3, 3], // Cavalerie
    Ax: [3, 2], Wb: [3, 2], Hd: [3, 2], // Auxiliaires, Guerriers et Hordes
    Bw: [2, 4], Cm: [2, 4], // Archers ou Chameaux
    LH: [2, 2], Ps: [2, 2], ArtClose: [2, 2], // Cavalerie légère, Psiloïs, Artillerie en combat rapproché
    CF: [1, 1], // Suivants des camps
  };
  it('RES-01: the whole table, value by value', () => {
    expect(Object.keys(COMBAT_FACTOR).sort()).toEqual(Object.keys(RES01).sort());
    for (const [k, v] of Object.entries(RES01)) expect(COMBAT_FACTOR[k as Troop], k).toEqual(v);
    expect(DENIZEN_FACTOR).toBe(1); // Citadins des villes
  });
  it('RES-01: in a fight, every type counts the column of its opponent (Bd: foot, Cv: mounted)', () => {
    const code: Record<Troop, string> = { El: 'El', Kn: '3Kn', Cv: '3Cv', LH: '2LH', SCh: 'SCh', Cm: '3Cm', Sp: '4Sp', Pk: '4Pk', Bd: '4Bd', Ax: '4Ax', Bw: '4Bw', Ps: '2Ps', Wb: '4Wb', Hd: '7Hd', Art: 'Art', WWg: 'WWg', CF: 'CF' };
    for (const t of ALL) {
      for (const [opp, col] of [['4Bd', 0], ['3Cv', 1]] as [string, number][]) {
        const s = position([{ id: 0, side: 0, base: code[t], f: 'N', x: [1000, 1160], y: [1000 - BASES[code[t]].depth, 1000] }, { id: 12, side: 1, base: opp, f: 'S', x: [1000, 1160], y: [1000, 1000 + BASES[opp].depth] }]);
        const close = score(s, get(s, 0), get(s, 12), 0, false);
        expect(close.cf, `${t} against ${opp}`).toBe(t === 'Art' ? RES01.ArtClose[col] : RES01[t][col]);
        expect(combatFactor(get(s, 0), get(s, 12).type, true), `${t} shooting at ${opp}`).toBe(RES01[t][col]);
      }
    }
  });
  it('RES-01: the cases the readers changed unnoticed: El +5 against mounted, Hd +3 against foot, in whole fights', () => {
    const fightOf = (a: string, b: string) => {
      const s = position([{ id: 0, side: 0, base: a, f: 'N', x: [1000, 1160], y: [1000 - BASES[a].depth, 1000] }, { id: 12, side: 1, base: b, f: 'S', x: [1000, 1160], y: [1000, 1000 + BASES[b].depth] }], { phase: 'combat' });
      s.pending = [[0, 12]];
      const c = fixedDice([1, 1]);
      dba.apply(s, 0, { k: 'fight', a: 0, b: 12 }, c);
      return c.events.find((e) => e.t === 'combat');
    };
    expect(fightOf('El', '3Kn')).toMatchObject({ ta: 1 + 5, tb: 1 + 4 }); // El +5, Kn +4 against mounted
    expect(fightOf('El', '4Bd')).toMatchObject({ ta: 1 + 4, tb: 1 + 3 }); // El +4 against foot, Bd +3 against mounted
    expect(fightOf('7Hd', '4Bd')).toMatchObject({ ta: 1 + 3, tb: 1 + 5 }); // Hd +3, Bd +5 against foot
    expect(fightOf('7Hd', '3Cv')).toMatchObject({ ta: 1 + 2, tb: 1 + 3 }); // Hd +2 against mounted, Cv +3
  });
});

describe('DBA DIST-02 movement allowances (rulebook lines 289–296)', () => {
  // [good going off road, bad going off road (null: may not enter, line 297), road only]
  const DIST: Record<Troop, [number, number | null, number]> = {
    LH: [500, 200, 500], // 500 in good going or on a road; mounted in bad going 200
    Cv: [400, 200, 400], Cm: [400, 200, 400], SCh: [400, 200, 400], // 400 in good going; any but LH on a road 400
    Kn: [300, 200, 400], El: [300, 200, 400], // 300 in good going
    Ax: [300, 300, 400], Ps: [300, 300, 400], // 300 off road, whatever the going
    Sp: [200, 200, 400], Pk: [200, 200, 400], Bd: [200, 200, 400], Bw: [200, 200, 400], Wb: [200, 200, 400], Hd: [200, 200, 400], // other foot off road 200
    Art: [200, null, 400], WWg: [200, null, 400], // Art and WWg may not move in bad going off road
    CF: [0, null, 0], // camp followers never move out of their camp (our reading: no allowance)
  };
  it('DIST-02: the whole table, value by value; the river cap is 100 p (line 295)', () => {
    expect(Object.keys(MOVE).sort()).toEqual(Object.keys(DIST).sort());
    for (const [t, [good, bad, road]] of Object.entries(DIST)) expect(MOVE[t as Troop], t).toEqual({ good, bad, road });
    expect(RIVER_MOVE).toBe(100);
  });
  const code: Record<Troop, string> = { El: 'El', Kn: '3Kn', Cv: '3Cv', LH: '2LH', SCh: 'SCh', Cm: '3Cm', Sp: '4Sp', Pk: '4Pk', Bd: '4Bd', Ax: '4Ax', Bw: '4Bw', Ps: '2Ps', Wb: '4Wb', Hd: '7Hd', Art: 'Art', WWg: 'WWg', CF: 'CF' };
  const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
  /** A move straight ahead of `dist` paces by a lone element of type t, front at y 600. */
  const check = (t: Troop, dist: number, terrain: Feature[] = [], x0 = 1000) => {
    const b = code[t];
    const s = position([{ id: 0, side: 0, base: b, f: 'N', x: [x0, x0 + 160], y: [600 - BASES[b].depth, 600], gen: true }, far], { terrain, pips: 6 });
    return dba.check(s, 0, { k: 'move', id: 0, x: x0 + 80, y: 600 + dist, h: 90 });
  };
  it('DIST-02: in good going each type moves exactly its allowance, not a pace more', () => {
    for (const t of ALL) {
      if (t === 'CF') continue;
      expect(check(t, DIST[t][0]), `${t} ${DIST[t][0]}`).toBeNull();
      expect(check(t, DIST[t][0] + 1)?.rule, `${t} ${DIST[t][0] + 1}`).toBe('DBA DIST-02');
    }
  });
  it('DIST-02: through bad going (a wood) each type moves its bad-going allowance; Art and WWg may not enter (DIST-03)', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [1080, 800, 1400, 1000, 90] };
    for (const t of ALL) {
      if (t === 'CF') continue;
      const bad = DIST[t][1];
      if (bad === null) { expect(check(t, 100, [wood])?.rule, t).toBe('DBA DIST-03'); continue; }
      expect(check(t, bad, [wood]), `${t} ${bad}`).toBeNull();
      expect(check(t, bad + 1, [wood])?.rule, `${t} ${bad + 1}`).toBe('DBA DIST-02');
    }
  });
  it('DIST-02 / TER-02: camels count Dunes as good going', () => {
    const dunes: Feature = { kind: 'Dunes', compulsory: false, p: [1080, 800, 1400, 1000, 90] };
    expect(check('Cm', 400, [dunes])).toBeNull();
    expect(check('Cv', 400, [dunes])?.rule).toBe('DBA DIST-02');
  });
  it('DIST-02: along a road each type moves its road allowance', () => {
    const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1080] };
    for (const t of ALL) {
      if (t === 'CF') continue;
      expect(check(t, DIST[t][2], [road]), `${t} ${DIST[t][2]}`).toBeNull();
      expect(check(t, DIST[t][2] + 1, [road])?.rule, `${t} ${DIST[t][2] + 1}`).toBe('DBA DIST-02');
    }
  });
});

describe('DBA troop lists of the rules: ranges, PIP-heavy, pursuers, bad-going exemptions', () => {
  it('SHO-01 (line 310): Art shoots 500 p, Bw and WWg 200 p; nothing else shoots', () => {
    expect(SHOOT_RANGE).toEqual({ Art: 500, Bw: 200, WWg: 200 });
  });
  it('PIP-02 case 1 (line 247): El, Hd, WWg and Art cost one PIP more', () => {
    expect([...PIP_HEAVY].sort()).toEqual(['Art', 'El', 'Hd', 'WWg']);
  });
  it('PUR-01 (line 385): Kn, SCh, Wb and Hd pursue', () => expect([...PURSUERS].sort()).toEqual(['Hd', 'Kn', 'SCh', 'Wb']));
  it('RES-01 −2 (line 346): all but Ax, Bw, Wb and Ps fight at −2 in bad going', () => expect([...BAD_GOING_EXEMPT].sort()).toEqual(['Ax', 'Bw', 'Ps', 'Wb']));
  it('RES-01 −2 in a fight: every type in a wood, by the list above', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [1080, 900, 600, 400, 0] };
    for (const [t, b] of [['Bd', '4Bd'], ['Sp', '4Sp'], ['Ax', '4Ax'], ['Bw', '4Bw'], ['Wb', '4Wb'], ['Ps', '2Ps'], ['Hd', '7Hd'], ['Pk', '4Pk']] as [Troop, string][]) {
      const s = position([{ id: 0, side: 0, base: b, f: 'N', x: [1000, 1160], y: [1000 - BASES[b].depth, 1000] }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1000, 1060] }], { terrain: [wood] });
      expect(score(s, get(s, 0), get(s, 12), 0, false).tf, t).toBe(['Ax', 'Bw', 'Wb', 'Ps'].includes(t) ? 0 : -2);
    }
  });
  it('PIP-02 (lines 245–250): 1 PIP, +1 for El, Hd, WWg, Art; flat 1 in the side\'s first bound', () => {
    const code: Record<Troop, string> = { El: 'El', Kn: '3Kn', Cv: '3Cv', LH: '2LH', SCh: 'SCh', Cm: '3Cm', Sp: '4Sp', Pk: '4Pk', Bd: '4Bd', Ax: '4Ax', Bw: '4Bw', Ps: '2Ps', Wb: '4Wb', Hd: '7Hd', Art: 'Art', WWg: 'WWg', CF: 'CF' };
    for (const t of ALL) {
      const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [400, 560], y: [940, 1000], gen: true }, { id: 1, side: 0, base: code[t], f: 'N', x: [1000, 1160], y: [1000 - BASES[code[t]].depth, 1000] }]);
      expect(pipCost(s, [get(s, 1)]), t).toBe(['El', 'Hd', 'WWg', 'Art'].includes(t) ? 2 : 1);
      s.hadBound = [false, true];
      expect(pipCost(s, [get(s, 1)]), t).toBe(1);
    }
  });
  it('PIP-02 case 2 (line 248): beyond 1200 p of the general +1; lost general +1; case 3: general in a wood, oasis, marsh or BUA +1, not on a hill, in rough or dunes', () => {
    const at = (x1: number, generalTerrain?: Feature['kind']) => {
      const terrain: Feature[] = generalTerrain ? [{ kind: generalTerrain, compulsory: false, p: [480, 970, 400, 300, 0] }] : [];
      return position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [400, 560], y: [940, 1000], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [x1, x1 + 160], y: [940, 1000] }], { terrain });
    };
    expect(pipCost(at(560 + 1200), [get(at(560 + 1200), 1)])).toBe(1);
    expect(pipCost(at(560 + 1201), [get(at(560 + 1201), 1)])).toBe(2);
    const lost = at(800);
    get(lost, 0).status = 'dead';
    expect(pipCost(lost, [get(lost, 1)])).toBe(2);
    for (const k of ['Woods', 'Oasis', 'Marsh', 'BUA', 'Rough', 'SteepHill', 'GentleHill', 'Dunes'] as Feature['kind'][]) {
      const s = at(800, k);
      expect(pipCost(s, [get(s, 1)]), k).toBe(['Woods', 'Oasis', 'Marsh', 'BUA'].includes(k) ? 2 : 1);
      expect(pipCost(s, [get(s, 0)]), `general itself in ${k}`).toBe(1);
    }
  });
});

describe('DBA INT-01, INT-02, REC-02, RES-02, RES-03 tables (rulebook lines 271, 273, 381, 333, 335)', () => {
  const M = ['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm'];
  it('INT-01: mounted pass through Ps; Ps pass through any friend; nobody else passes', () => {
    for (const a of ALL) for (const b of ALL) expect(passTactical(a, b), `${a} through ${b}`).toBe((M.includes(a) && b === 'Ps') || a === 'Ps');
  });
  it('INT-02: recoils through same-facing friends, both readings of the damaged line (DMG-3)', () => {
    for (const dmg3 of ['SpThroughSpBd', 'BdThroughSpBd'] as const) for (const a of ALL) for (const b of ALL) {
      let want = false;
      if (M.includes(a)) want = b !== 'Pk' && b !== 'El'; // mounted through any friend but Pk or El
      else if (a === (dmg3 === 'SpThroughSpBd' ? 'Sp' : 'Bd')) want = b === 'Sp' || b === 'Bd'; // DMG-3
      else if (a === 'Pk' || a === 'Bw') want = b === 'Sp'; // Pk or Bw through Sp
      else if (a === 'Ps') want = b !== 'Ps'; // Ps through any friend but Ps
      expect(passRecoil(a, b, dmg3), `${dmg3}: ${a} through ${b}`).toBe(want);
    }
  });
  it('REC-02: friends are pushed back, except El and WWg', () => {
    for (const t of ALL) expect(pushable(t), t).toBe(t !== 'El' && t !== 'WWg');
  });
  it('RES-02: Pk +3, Wb +1 against all but Cv, LH, SCh, Bw, Ps; Sp +1 against Kn or Sp; no one else', () => {
    const not = ['Cv', 'LH', 'SCh', 'Bw', 'Ps'];
    for (const t of ALL) for (const e of ALL) {
      const want = t === 'Pk' ? (not.includes(e) ? 0 : 3) : t === 'Wb' ? (not.includes(e) ? 0 : 1) : t === 'Sp' ? (e === 'Kn' || e === 'Sp' ? 1 : 0) : 0;
      expect(rearSupport(t, e), `${t} supported against ${e}`).toBe(want);
    }
  });
  it('RES-03: Ps behind Sp, Bd or Ax give +1 against mounted or assaulting a BUA or camp', () => {
    for (const t of ALL) for (const m of [false, true]) for (const a of [false, true]) {
      expect(psSupport(t, m, a), `${t} ${m} ${a}`).toBe(['Sp', 'Bd', 'Ax'].includes(t) && (m || a) ? 1 : 0);
    }
  });
});

describe('DBA terrain tables (rulebook lines 166–200)', () => {
  it('TER-02: going of each area feature; camels treat Dunes and Oasis as good', () => {
    expect(GOING).toEqual({ SteepHill: 'bad', GentleHill: 'good', Woods: 'bad', Marsh: 'bad', Rough: 'bad', Dunes: 'bad', Oasis: 'bad', BUA: 'neither' });
    for (const k of AREA_KINDS) {
      expect(badFor(k, false), k).toBe(['SteepHill', 'Woods', 'Marsh', 'Rough', 'Dunes', 'Oasis'].includes(k));
      expect(badFor(k, true), `camel ${k}`).toBe(['SteepHill', 'Woods', 'Marsh', 'Rough'].includes(k));
    }
  });
  it('the feature kinds, and the lists of features with a special effect', () => {
    expect([...AREA_KINDS]).toEqual(['SteepHill', 'GentleHill', 'Woods', 'Marsh', 'Rough', 'Dunes', 'Oasis', 'BUA']);
    expect([...FEATURE_KINDS]).toEqual([...AREA_KINDS, 'Waterway', 'River', 'Road']);
    expect([...BLOCKS_SHOOTING].sort()).toEqual(['Oasis', 'Woods']); // TER-04
    expect([...MAY_BE_THIN].sort()).toEqual(['Marsh', 'Rough']); // TER-01
    expect([...NOT_AVOIDED].sort()).toEqual(['Marsh', 'Rough'] as AreaKind[]); // FLE-02, PUR-01
  });
  it('TER-06 (lines 172–180): the home topographies, compulsory and optional features', () => {
    expect([...TOPOGRAPHIES]).toEqual(['ARABLE', 'FOREST', 'HILLY', 'STEPPE', 'DRY', 'TROPICAL', 'LITTORAL']);
    for (const dmg2 of ['Road', 'GentleHill'] as const) {
      expect(topographies(dmg2)).toEqual({
        ARABLE: { compulsory: ['BUA', 'Road'], optional: ['River', 'SteepHill', 'GentleHill', 'Woods', 'Road', 'Waterway'] },
        FOREST: { compulsory: ['Woods'], optional: ['River', 'Marsh', 'GentleHill'] },
        HILLY: { compulsory: ['SteepHill'], optional: ['River', 'Woods', 'BUA', dmg2] },
        STEPPE: { compulsory: ['GentleHill'], optional: ['River', 'Rough', 'BUA', 'Road'] },
        DRY: { compulsory: ['Rough'], optional: ['Dunes', 'SteepHill', 'Oasis', 'BUA'] },
        TROPICAL: { compulsory: ['Woods'], optional: ['River', 'Marsh', 'Rough', 'BUA', 'Road'] },
        LITTORAL: { compulsory: ['Waterway'], optional: ['SteepHill', 'Marsh', 'Woods', 'Dunes', 'BUA', 'River'], exclusive: [['SteepHill', 'Marsh'], ['Woods', 'Dunes']] },
      });
    }
  });
  it('TER-01..10 constants in paces (1 BW = 160 p)', () => {
    expect(TER).toEqual({
      board: 2400, // 15 BW square (INTERP-1)
      areaLplusW: 9 * 160, // TER-01: length + width at most 9 BW
      minDim: 160, gap: 160, // TER-01: no dimension under 1 BW; 1 BW apart
      buaCorner: 900, // TER-07
      waterwayMin: 200, waterwayMax: 600, waterwayNear: 400, beachMax: 200, // TER-08 (line 196)
      riverMaxWidth: 160, riverEdgeClear: 600, // TER-09 (line 198)
      campLplusW: 4 * 160, // CAMP-01 (line 204)
    });
  });
});

describe('DBA army lists (rulebook lines 586–598)', () => {
  it('I/24a, I/24b, I/26a, I/26b as printed (DMG-4: the repeated "18" of I/24b dropped)', () => {
    expect([...LIST_IDS]).toEqual(['I/24a', 'I/24b', 'I/26a', 'I/26b']);
    const e = (count: number, choices: string[], x: Record<string, unknown> = {}) => ({ count, choices, ...x });
    const want = {
      'I/24a': { topography: 'ARABLE', aggression: 2, entries: [e(1, ['LCh'], { general: true }), e(3, ['LCh']), e(6, ['3Sp']), e(1, ['2Ps']), e(1, ['7Hd', '2Ps'])], enemies: ['I/4c', 'I/4d', 'I/6b', 'I/18', 'I/19', 'I/20b', 'I/21a', 'I/22a', 'I/24a', 'I/25a'] },
      'I/24b': { topography: 'ARABLE', aggression: 2, entries: [e(1, ['HCh'], { general: true }), e(2, ['HCh']), e(1, ['LCh']), e(6, ['3Sp']), e(1, ['2Ps']), e(1, ['7Hd', '2Ps'])], enemies: ['I/4d', 'I/18', 'I/20a', 'I/20b', 'I/21a', 'I/22a', 'I/22b', 'I/24b', 'I/25a', 'I/26a', 'I/26b'] },
      'I/26a': { topography: 'LITTORAL', aggression: 4, entries: [e(1, ['LCh'], { general: true, dismount: '4Bd' }), e(3, ['LCh'], { dismount: '4Bd' }), e(4, ['4Sp']), e(2, ['4Sp', '4Wb', '4Pk']), e(2, ['2Ps'])], enemies: ['I/14d', 'I/24b', 'I/26a', 'I/26b', 'I/28'] },
      'I/26b': { topography: 'LITTORAL', aggression: 1, entries: [e(1, ['LCh'], { general: true, dismount: '4Bd' }), e(3, ['LCh'], { dismount: '4Bd' }), e(4, ['4Sp']), e(2, ['4Sp', '4Wb', '4Pk']), e(2, ['2Ps'])], enemies: ['I/24b', 'I/26a', 'I/28'] },
    };
    for (const [id, w] of Object.entries(want)) {
      const l = ARMY_LISTS[id];
      expect({ topography: l.topography, aggression: l.aggression, entries: l.entries, enemies: l.enemies }, id).toEqual(w);
      expect(l.id).toBe(id);
      expect(l.src).toBe('rulebook');
      expect(l.name.en.length).toBeGreaterThan(5);
      expect(l.name.fr.length).toBeGreaterThan(5);
      expect(l.entries.reduce((n, x) => n + x.count, 0)).toBe(12); // ARMY-01: 12 elements
    }
    expect(ARMY_LISTS['I/24a'].name).toEqual({ en: 'Hittite Empire (1380-1275 BC)', fr: 'Empire hittite (1380-1275 av. J.-C.)' });
    expect(ARMY_LISTS['I/24b'].name).toEqual({ en: 'Hittite Empire (1274-1180 BC)', fr: 'Empire hittite (1274-1180 av. J.-C.)' });
    expect(ARMY_LISTS['I/26a'].name).toEqual({ en: 'Later Mycenaean (Achaian)', fr: 'Mycéniens tardifs (Achéens)' });
    expect(ARMY_LISTS['I/26b'].name).toEqual({ en: 'Trojan War (Trojan)', fr: 'Guerre de Troie (Troyens)' });
  });
  it('the free army\'s defaults are named placeholders', () => expect(FREE_DEFAULTS).toEqual({ topography: 'ARABLE', aggression: 2, src: 'placeholder' }));
  it('every data table names its provenance', () => {
    expect(Object.fromEntries(Object.entries(DATA_SOURCES).map(([k, v]) => [k, v.src]))).toEqual({
      'troops.BW': 'rulebook', 'troops.BASES': 'rulebook', 'troops.COMBAT_FACTOR': 'rulebook', 'troops.MOVE': 'derived', 'troops.SHOOT_RANGE': 'rulebook',
      'tables.passTactical/passRecoil/pushable': 'rulebook', 'tables.rearSupport/psSupport': 'rulebook', 'terrain.GOING/topographies': 'rulebook', 'terrain.TER': 'rulebook',
      'armies.I/24a, I/24b, I/26a, I/26b': 'rulebook', 'armies.FREE_DEFAULTS': 'placeholder', 'camp.CAMP_L/CAMP_D': 'placeholder', 'candidates.terrainLayouts': 'placeholder', 'terrain.ovalPoly': 'derived',
    });
    for (const [k, v] of Object.entries(DATA_SOURCES)) expect(v.note.length, k).toBeGreaterThan(3);
  });
});

describe('DBA VIC-01/02 victory (rulebook line 389)', () => {
  const army = () => {
    const specs: Spec[] = [];
    for (let i = 0; i < 6; i++) specs.push({ id: i, side: 0, base: '4Bd', f: 'N', x: [160 * i + 100, 160 * i + 260], y: [400, 460], gen: i === 0 });
    for (let i = 0; i < 6; i++) specs.push({ id: 12 + i, side: 1, base: '4Bd', f: 'S', x: [160 * i + 100, 160 * i + 260], y: [1800, 1860], gen: i === 0 });
    return position(specs);
  };
  it('4 elements lost and more than the enemy loses; 3 do not', () => {
    const s = army();
    for (const id of [1, 2, 3]) get(s, id).status = 'dead';
    expect(loser(s)).toBeNull();
    get(s, 4).status = 'lost'; // off the table counts as lost
    expect(losses(s, 0)).toBe(4);
    expect(loser(s)).toBe(0);
    for (const id of [13, 14, 15, 16]) get(s, id).status = 'dead';
    expect(loser(s)).toBeNull(); // not more than the enemy
  });
  it('the general lost and more losses than the enemy', () => {
    const s = army();
    get(s, 0).status = 'dead';
    expect(loser(s)).toBe(0);
    get(s, 13).status = 'dead';
    expect(loser(s)).toBeNull();
  });
  it('SCh and camp followers do not count; a captured camp counts 2', () => {
    const s = army();
    for (const id of [1, 2, 3]) get(s, id).status = 'dead';
    Object.assign(get(s, 4), { type: 'SCh', base: 'SCh', status: 'dead' });
    Object.assign(get(s, 5), { type: 'CF', base: 'CF', follower: true, status: 'dead' });
    expect(losses(s, 0)).toBe(3);
    s.camps = [{ owner: 0, x: 1200, y: 160, h: 90, l: 320, dp: 160, controller: 1, everTaken: true }, null];
    expect(losses(s, 0)).toBe(5);
    expect(loser(s)).toBe(0);
  });
});
