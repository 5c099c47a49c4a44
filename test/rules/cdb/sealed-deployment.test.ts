// CdB sidebar-200, "Placement simultané" (option deployment 'simultaneous'): each player's whole
// deployment sealed by digest (a box his own device opens), then both opened and checked: every
// corps and counter once, within 2 hexes of one's own edge ("chaque camp se place à deux hex. de
// son bord de carte"), more than 2 from the side edges, one unit a hex, legal stacks. Positions:
// the open battle's set-up played to the seal by the first legal choice, then deployments written
// by hand. Each test is red with the option off (the deployment then goes corps by corps).
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import { decode, encode } from '../../../src/rules/cdb/codec';
import { gridOf, homeEdge } from '../../../src/rules/cdb/grid';
import { describeRefusal } from '../../../src/rules/cdb/refusal-words';
import {
  deploymentFromWords, deploymentWords, offeredDeployment, openSealed, packed, sealAction, wholeViolation,
} from '../../../src/rules/cdb/sealed-deployment';
import { corpsOfSide, defaultStacks, defender, depthOf, fighting, inDeploymentZone, PUBLIC_SALT, type SetupAction } from '../../../src/rules/cdb/setup';
import type { CdbState } from '../../../src/rules/cdb/state';
import { saltWords } from '../../../src/engine/commitment';
import { DrawStream } from '../../../src/engine/draws';
import { sha256, utf8 } from '../../../src/engine/bytes';

type Deploy = Extract<SetupAction, { k: 'deploy' }>;
const SIM = { deployment: 'simultaneous' };
const SALT = [saltWords(new Uint8Array(32).fill(3), 'cdb-deployment'), saltWords(new Uint8Array(32).fill(4), 'cdb-deployment')];

/** The open battle's set-up by the first legal choice, up to the step after the baggage. */
function afterBaggage(options: Record<string, string> = SIM): CdbState {
  let s = cdb.setup({ scenario: 'battle-open', options });
  const dice = new DrawStream(sha256(utf8('cdb sealed deployment')));
  for (let n = 0; s.setup && !['sealDeploy', 'plan'].includes(s.setup.step) && n < 40; n++) {
    const w = cdb.waitingFor(s);
    if (w.kind !== 'decide') break;
    s = cdb.apply(s, w.seat, cdb.legalActions(s, w.seat)[0], { dice, log: () => {} });
  }
  return s;
}
const ctx = () => ({ dice: new DrawStream(sha256(utf8('x'))), log: () => {} });
/** A side's deployment as written by hand: the offered one, then `edit`. */
function written(s: CdbState, seat: 0 | 1, edit: (d: Deploy[]) => void = () => {}): Deploy[] {
  const d = deploymentFromWords(s, seat, offeredDeployment(s, seat)!)!;
  edit(d);
  return d;
}
/** Both sealed with their own salts, the attacker first to open. */
function sealedBoth(s: CdbState, plans: Deploy[][]): CdbState {
  const d = defender(s), a = s.attacker;
  s = cdb.apply(s, d, sealAction(deploymentWords(s, d, plans[d])!, SALT[d]), ctx());
  return cdb.apply(s, a, sealAction(deploymentWords(s, a, plans[a])!, SALT[a]), ctx());
}
const open = (s: CdbState, seat: 0 | 1, plan: Deploy[], salt = SALT[seat]): CdbAction => ({ k: 'openDeployment', salt, words: deploymentWords(s, seat, plan)! });
const onRow = (s: CdbState, seat: 0 | 1, depth: number, col: number) => gridOf(s).id(col, homeEdge(seat) === 'S' ? s.map.rows + 1 - depth : depth);

describe('CdB sidebar-200: simultaneous deployment (option deployment)', () => {
  it('after the baggage each player seals his whole deployment instead of the corps plan and the corps placed in turn', () => {
    expect(afterBaggage({}).setup!.step).toBe('plan'); // option absent: as the recorded games
    expect(afterBaggage({ deployment: 'alternate' }).setup!.step).toBe('plan');
    const s = afterBaggage();
    expect(s.setup!.step).toBe('sealDeploy');
    expect(s.setup!.seat).toBe(defender(s));
  });

  it('both sealed, the attacker opens, then the defender; no counter of either is on the map before the openings', () => {
    const s0 = afterBaggage();
    const plans = [written(s0, 0), written(s0, 1)];
    let s = sealedBoth(s0, plans);
    expect(s.setup!.step).toBe('openDeploy');
    expect(s.setup!.seat).toBe(s.attacker);
    expect(s.units.filter((u) => u.counters[0].type !== 'Bag')).toEqual([]);
    // Each device reads its own deployment back from the box with its salt; the other salt reads noise.
    expect(openSealed(s, 0, SALT[0])).toEqual(deploymentWords(s, 0, plans[0]));
    expect(openSealed(s, 0, SALT[1])).toBeNull();
    const d = defender(s), a = s.attacker;
    expect(cdb.check(s, d, open(s, d, plans[d]))?.rule).toBe('CdB 14.3'); // not his turn: the attacker opens first
    s = cdb.apply(s, a, open(s, a, plans[a]), ctx());
    expect(s.units.filter((u) => u.side === a && u.counters[0].type !== 'Bag').length).toBe(plans[a].reduce((t, x) => t + x.units.length, 0));
    s = cdb.apply(s, d, open(s, d, plans[d]), ctx());
    expect(s.setup).toBeUndefined();
    expect(s.phase).toBe('ap');
    expect(s.active).toBe(a);
  });

  it('an opening that is not what was sealed is refused (another salt, another deployment)', () => {
    const s0 = afterBaggage();
    const plans = [written(s0, 0), written(s0, 1)];
    const s = sealedBoth(s0, plans);
    const a = s.attacker;
    const v = cdb.check(s, a, open(s, a, plans[a], SALT[1 - a]))!;
    expect(v.rule).toBe('CdB sidebar-200');
    expect(describeRefusal(null, v, 'en')).toBe('this is not the deployment sealed (see the options for 200-point games)');
    expect(describeRefusal(null, v, 'fr')).toBe('ce n\'est pas le déploiement scellé (voir les options de jeu à 200 points)');
    const moved = written(s0, a, (d) => { d[0].units[0].facing = (d[0].units[0].facing + 1) % 6; });
    expect(cdb.check(s, a, open(s, a, moved))?.rule).toBe('CdB sidebar-200');
  });

  it('each side deploys within 2 hexes of its own edge: the defender\'s third row, his in turn, is refused', () => {
    const s0 = afterBaggage();
    const d = defender(s0);
    const deep = written(s0, d, (x) => { x[0].units[0].hex = onRow(s0, d, 3, 15); });
    expect(depthOf(s0, d, deep[0].units[0].hex)).toBe(3);
    const v = wholeViolation(s0, d, deep)!;
    expect(v.rule).toBe('CdB sidebar-200');
    expect(describeRefusal(null, v, 'en')).toMatch(/^O?\S+ is outside the deployment zone: with the simultaneous deployment each side deploys within 2 hexes of its own edge, more than 2 from the side edges \(see the options for 200-point games\)$/);
    expect(describeRefusal(null, v, 'fr')).toMatch(/est hors de la zone de déploiement : en placement simultané chaque camp se place à 2 hex\. de son bord de carte, à plus de 2 des bords latéraux \(voir les options de jeu à 200 points\)$/);
    // The same hex in the alternate deployment: within the defender's 4 rows (14.3.4, M19).
    const alt = { ...s0, options: { ...s0.options, deployment: 'alternate' } };
    expect(wholeViolation(alt, d, deep)).toBeNull();
    // And refused when opened.
    const s = sealedBoth(s0, [0, 1].map((seat) => (seat === d ? deep : written(s0, seat as 0 | 1))));
    const opened = cdb.apply(s, s.attacker, open(s, s.attacker, written(s0, s.attacker)), ctx());
    expect(cdb.check(opened, d, open(opened, d, deep))?.rule).toBe('CdB sidebar-200');
  });

  it('more than 2 hexes from the side edges', () => {
    const s0 = afterBaggage();
    const d = defender(s0);
    const edge = written(s0, d, (x) => { x[0].units[0].hex = onRow(s0, d, 2, 2); });
    expect(wholeViolation(s0, d, edge)?.rule).toBe('CdB sidebar-200');
  });

  it('one unit a hex, across corps: two corps on one hex are refused', () => {
    const s0 = afterBaggage();
    const seat = s0.attacker;
    const clash = written(s0, seat, (x) => { x[1].units[0].hex = x[0].units[0].hex; });
    const v = wholeViolation(s0, seat, clash)!;
    expect(v.rule).toBe('CdB 8');
    expect(describeRefusal(null, v, 'fr')).toMatch(/^une unité par hex\. : .* est occupé/);
    expect(wholeViolation(s0, seat, written(s0, seat))).toBeNull();
  });

  it('stacks as rule 8 allows: three Spearmen in a hex are refused', () => {
    const s0 = afterBaggage();
    const seat = s0.attacker;
    const three = written(s0, seat, (x) => {
      const sp = x.flatMap((c) => c.units.filter((u) => u.counters.length === 2 && fighting(s0, c.corps).find((k) => k.id === u.counters[0])?.type === 'Sp').map((u) => ({ c, u })));
      const [one, two] = sp.filter((p) => p.c === sp[0].c);
      one.u.counters.push(two.u.counters.pop()!);
    });
    expect(wholeViolation(s0, seat, three)?.rule).toBe('CdB 8');
  });

  it('every corps and every counter once: a deployment missing a corps, or a counter, cannot be put in words; unreadable words are refused', () => {
    const s0 = afterBaggage();
    const seat = s0.attacker;
    const full = written(s0, seat);
    expect(deploymentWords(s0, seat, full.slice(1))).toBeNull();
    expect(wholeViolation(s0, seat, full.slice(1))?.rule).toBe('CdB sidebar-200');
    expect(deploymentWords(s0, seat, written(s0, seat, (x) => { x[0].units[0].counters.pop(); }))).toBeNull();
    // A unit no counter stands in, or words left over: unreadable.
    const w = deploymentWords(s0, seat, full)!;
    const empty = [w[0] + 1, ...w.slice(1, 1 + w[0]), w[1], ...w.slice(1 + w[0])];
    expect(deploymentFromWords(s0, seat, empty)).toBeNull();
    expect(deploymentFromWords(s0, seat, [...w, 0])).toBeNull();
    // Sealed as such, they are refused when opened.
    const d = defender(s0);
    let s = cdb.apply(s0, d, sealAction(deploymentWords(s0, d, written(s0, d))!, SALT[d]), ctx());
    s = cdb.apply(s, seat, sealAction([...w, 0], SALT[seat]), ctx());
    const v = cdb.check(s, seat, { k: 'openDeployment', salt: SALT[seat], words: [...w, 0] })!;
    expect(describeRefusal(null, v, 'en')).toBe('the deployment shown cannot be read (see the options for 200-point games)');
    expect(describeRefusal(null, v, 'fr')).toBe('le déploiement montré est illisible (voir les options de jeu à 200 points)');
  });

  it('the steps are kept: no sealing in the alternate deployment, no corps placed in turn in the simultaneous one', () => {
    const alt = afterBaggage({});
    const w = deploymentWords(alt, defender(alt), written(afterBaggage(), defender(alt)));
    expect(cdb.check(alt, defender(alt), sealAction(w ?? [], SALT[0]))?.rule).toBe('CdB sidebar-200');
    const s = afterBaggage();
    const one = written(s, defender(s))[0];
    expect(cdb.check(s, defender(s), one)?.rule).toBe('CdB 14.3');
    expect(cdb.legalActions(s, defender(s)).map((a) => a.k)).toEqual(['sealDeployment']);
  });

  it('bots: legalActions offers a whole deployment with the public salt, and its opening', () => {
    let s = afterBaggage();
    for (let n = 0; s.setup && n < 4; n++) {
      const seat = s.setup.seat;
      const [a] = cdb.legalActions(s, seat);
      expect(a.k).toBe(n < 2 ? 'sealDeployment' : 'openDeployment');
      if (a.k === 'openDeployment') expect(a.salt).toEqual(PUBLIC_SALT);
      s = cdb.apply(s, seat, a, ctx());
    }
    expect(s.setup).toBeUndefined();
    for (const seat of [0, 1]) expect(s.units.every((u) => u.side !== seat || depthOf(s, seat as 0 | 1, u.hex) <= 2)).toBe(true);
  });

  it('the actions as codes and back', () => {
    const s = afterBaggage();
    const w = offeredDeployment(s, 0)!;
    for (const a of [sealAction(w, SALT[0]), { k: 'openDeployment', salt: SALT[0], words: w } as CdbAction]) {
      expect(decode(encode(a))).toEqual(a);
      expect(encode(a).length).toBeLessThanOrEqual(256);
    }
    expect(cdb.describeAction!(s, sealAction(w, SALT[0]) as never, 'fr')).toBe('sceller tout son déploiement en secret');
  });
});

describe('CdB sidebar-200: words that cannot be a deployment (hostile input, mutation testing)', () => {
  it('every malformed word list reads as null; the offered one reads and writes back to itself', () => {
    const s = afterBaggage();
    const seat = defender(s);
    const w = offeredDeployment(s, seat)!;
    expect(deploymentWords(s, seat, deploymentFromWords(s, seat, w)!)).toEqual(w);
    const n = w[0];
    const firstCounter = 1 + n;
    const bad: [string, number[]][] = [
      ['no units in a corps', [0, ...w.slice(1)]],
      ['more than 48 units', [49, ...w.slice(1)]],
      ['a unit count that is not an integer', [n + 0.5, ...w.slice(1)]],
      ['words cut short inside the units', w.slice(0, n)],
      ['a counter in a unit beyond the corps', w.map((x, i) => (i === firstCounter ? 2 * n : x))],
      ['a counter in a negative unit', w.map((x, i) => (i === firstCounter ? -1 : x))],
      ['a counter word that is not an integer', w.map((x, i) => (i === firstCounter ? 0.5 : x))],
      ['a word too many', [...w, 0]],
      ['a word too few', w.slice(0, -1)],
    ];
    for (const [why, words] of bad) expect(deploymentFromWords(s, seat, words), why).toBeNull();
    // A unit with no counter in it (every counter of the corps put in its first unit).
    if (n > 1) {
      const k = fighting(s, corpsIdOf(s, seat)).length;
      const empty = [n, ...w.slice(1, 1 + n), ...Array(k).fill(0), ...w.slice(1 + n + k)];
      expect(deploymentFromWords(s, seat, empty)).toBeNull();
    }
  });
  it('a plan naming a corps twice, or leaving one out, has no words', () => {
    const s = afterBaggage();
    const seat = defender(s);
    const plan = deploymentFromWords(s, seat, offeredDeployment(s, seat)!)!;
    expect(deploymentWords(s, seat, plan.slice(1))).toBeNull();
    expect(deploymentWords(s, seat, [...plan, plan[0]])).toBeNull();
  });
});

/** The id of the first corps of `seat` in the order the words go (ids ascending). */
function corpsIdOf(s: CdbState, seat: 0 | 1): number {
  return s.corps.filter((c) => c.side === seat).map((c) => c.id).sort((a, b) => a - b)[0];
}

describe('CdB sidebar-200: the packed placing when no line fits (offered to bots and fuzz)', () => {
  // Where no line of a corps fits (crowded terrain), offeredDeployment packs its stacks into
  // the free hexes of the zone: the front row first, West to East, facing the enemy.
  const zone = (s: CdbState, seat: 0 | 1) => gridOf(s).all().filter((h) => inDeploymentZone(s, seat, h));
  for (const seat of [0, 1] as const) {
    it(`side ${seat}: the stacks go on the free hexes front row first, West to East, facing the enemy`, () => {
      const s = afterBaggage();
      const g = gridOf(s);
      const corps = corpsOfSide(s, seat)[0].id;
      const stacks = defaultStacks(fighting(s, corps));
      // Only a scattered few hexes left free: two on the back row, the rest on the front row.
      const all = zone(s, seat);
      const front = all.filter((h) => depthOf(s, seat, h) === 2).sort((a, b) => g.col(a) - g.col(b));
      const back = all.filter((h) => depthOf(s, seat, h) === 1).sort((a, b) => g.col(a) - g.col(b));
      const free = [back[3], back[0], ...front.filter((_, i) => i % 3 === 1).slice(0, stacks.length - 2).reverse()];
      const taken = new Set(all.filter((h) => !free.includes(h)));
      const p = packed(s, seat, corps, taken)!;
      const want = [...front.filter((_, i) => i % 3 === 1).slice(0, stacks.length - 2), back[0], back[3]];
      expect(p.units.map((u) => u.hex)).toEqual(want);
      expect(p.units.map((u) => u.counters)).toEqual(stacks.map((st) => st.map((c) => c.id)));
      expect(new Set(p.units.map((u) => u.facing))).toEqual(new Set([homeEdge(seat) === 'S' ? 4 : 1]));
      expect(p).toMatchObject({ k: 'deploy', corps, dismount: [] });
      // One free hex too few: no packing.
      expect(packed(s, seat, corps, new Set([...taken, free[0]]))).toBeNull();
    });
  }
});
