// Hidden units and ambushes (CdB 14.3, spec S7, N10, A23, C9, §9.3): the edges the first tests
// left open (issue 10, mutation testing of hidden.ts). Each case is built by hand; seat 0
// attacks from the South edge (row 22), seat 1 defends from the North edge (row 1).
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import { cutHolds, firstTrigger, hiddenOffers, hiddenViolation, hideAction, keepsPlanWithout, openHidden, PLACES, placeViolation, revealAction, triggered, type HiddenAction, type HiddenUnit } from '../../../src/rules/cdb/hidden';
import { deployDepth, PUBLIC_SALT } from '../../../src/rules/cdb/setup';
import { facingOwnEdge } from '../../../src/rules/cdb/grid';
import type { Cell, CdbState, Counter } from '../../../src/rules/cdb/state';
import { corpsHalves } from '../../../src/rules/cdb/losses';
import { saltWords } from '../../../src/engine/commitment';
import { BROKEN, G, WOOD, ax, counter, hill, N, S, unit } from './helpers';
import { atDeployment, game, scripted } from './game-helpers';

const SALT = saltWords(new Uint8Array(32).fill(7), 'cdb-hidden/test');
const OTHER = saltWords(new Uint8Array(32).fill(8), 'cdb-hidden/test');

function hidden(side: 0 | 1, c: Counter, hex: number, place: number, salt = SALT, facing = side === 0 ? N : S): HiddenUnit {
  const a = hideAction(c.id, hex, facing, place, salt);
  if (a.k !== 'hide') throw new Error('not a hide');
  return { side, corps: side === 0 ? 1 : 2, counter: c, digest: a.digest, box: a.box };
}
/** Both armies on their edges (or `enemyAt`); `hs` hidden; seat `active` in its movement phase. */
function withHidden(hs: HiddenUnit[], o: { cells?: Record<number, Cell>; active?: 0 | 1; enemyAt?: number; options?: Record<string, string> } = {}): CdbState {
  const units = [unit(1, 0, o.enemyAt ?? G.id(20, 22), N, counter('Sp')), unit(2, 1, G.id(20, 1), S, counter('Sp'))];
  const s = game(units, { cells: o.cells, options: o.options, more: { active: o.active ?? 1 } });
  s.hidden = hs;
  const total = (corps: number) => corpsHalves([...units.filter((u) => u.corps === corps).flatMap((u) => u.counters), ...hs.filter((h) => h.corps === corps).map((h) => h.counter)]);
  s.corpsTotal = { 1: total(1), 2: total(2) };
  return s;
}
const show = (h: HiddenUnit, salt = SALT, cut?: number): HiddenAction => revealAction(h, salt, cut)!;
type Said = { rule: string; message: string; fr: string } | null;
const said = (s: CdbState, seat: 0 | 1, a: CdbAction): Said => { const v = cdb.check(s, seat, a) as Said & { fr?: string }; return v && { rule: v.rule, message: v.message, fr: v.fr! }; };

describe('CdB 14.3: each refusal of a hiding place in its own words, English and French', () => {
  it('CdB A23: the Psiloi ambush is the defender\'s', () => {
    const h = hidden(0, counter('Ps'), G.id(10, 6), PLACES.psiloi);
    expect(said(withHidden([h], { cells: { [G.id(10, 6)]: BROKEN }, active: 0 }), 0, show(h))).toEqual({ rule: 'CdB A23', message: 'the Psiloi ambush is the defender\'s', fr: 'l\'embuscade de psiloi est celle du défenseur' });
  });
  it('CdB 14.3: Psiloi ambush on open ground', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    expect(said(withHidden([h]), 1, show(h))).toEqual({ rule: 'CdB 14.3', message: '1012 is not broken ground', fr: '1012 n\'est pas un terrain accidenté' });
  });
  it('CdB C9: Psiloi ambush 5 hexes from the enemy\'s edge', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 18), PLACES.psiloi);
    expect(said(withHidden([h], { cells: { [G.id(10, 18)]: BROKEN } }), 1, show(h))).toEqual({ rule: 'CdB C9', message: '1018 is not more than 5 hexes from the enemy\'s edge', fr: '1018 n\'est pas au-delà de 5 hex. du bord ennemi' });
  });
  it('CdB 14.3, A23: wood ambush: baggage, a hex that is no wood, a wood outside the deployment area', () => {
    const bag = hidden(1, counter('Bag', 'I'), G.id(10, 4), PLACES.wood);
    expect(said(withHidden([bag], { cells: { [G.id(10, 4)]: WOOD } }), 1, show(bag))).toEqual({ rule: 'CdB 14.3', message: 'baggage does not hide', fr: 'les bagages ne se cachent pas' });
    const bare = hidden(1, counter('Bd'), G.id(10, 4), PLACES.wood);
    expect(said(withHidden([bare]), 1, show(bare))).toEqual({ rule: 'CdB 14.3', message: '1004 is not a wood or an oasis', fr: '1004 n\'est ni un bois ni une oasis' });
    const deep = hidden(1, counter('Bd'), G.id(10, 5), PLACES.wood);
    expect(said(withHidden([deep], { cells: { [G.id(10, 5)]: WOOD } }), 1, show(deep))).toEqual({ rule: 'CdB A23', message: '1005 is outside one\'s own deployment area', fr: '1005 est hors de sa zone de déploiement' });
  });
  it('CdB 14.3, A23: behind a hill: outside the deployment area, or seen by the enemy\'s deployment area', () => {
    const deep = hidden(1, counter('Bd'), G.id(10, 5), PLACES.behind);
    expect(said(withHidden([deep]), 1, show(deep))).toEqual({ rule: 'CdB A23', message: '1005 is outside one\'s own deployment area', fr: '1005 est hors de sa zone de déploiement' });
    const seen = hidden(1, counter('Bd'), G.id(10, 3), PLACES.behind);
    expect(said(withHidden([seen]), 1, show(seen))).toEqual({ rule: 'CdB 14.3', message: '1003 is not behind a wood or a hill: the enemy\'s deployment area sees it', fr: '1003 n\'est pas derrière un bois ou une colline : la zone de déploiement ennemie le voit' });
  });
  it('CdB A23: the last row of one\'s deployment area is in it (row 4 for the defender), wood and behind alike', () => {
    expect(deployDepth(withHidden([]), 1)).toBe(4);
    const ridge = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [G.id(i + 1, 6), hill(1)]));
    const c = counter('Bd');
    expect(placeViolation(withHidden([], { cells: ridge }), 1, c, G.id(10, 4), PLACES.behind)).toBeNull();
    expect(placeViolation(withHidden([], { cells: { [G.id(10, 4)]: WOOD } }), 1, c, G.id(10, 4), PLACES.wood)).toBeNull();
  });
  it('CdB 14.3 [INTERP, hiddenBehind screened]: a wood beside it on its own row does not screen it; one a row nearer the enemy does', () => {
    const screened = { hiddenBehind: 'screened' };
    const c = counter('Bd');
    const beside = withHidden([], { cells: { [G.id(11, 3)]: WOOD }, options: screened });
    expect(G.row(G.id(11, 3))).toBe(3);
    expect(placeViolation(beside, 1, c, G.id(10, 3), PLACES.behind)?.rule).toBe('CdB 14.3');
    const front = G.neighbours(G.id(10, 3)).find((n) => G.row(n) === 4)!;
    expect(placeViolation(withHidden([], { cells: { [front]: WOOD }, options: screened }), 1, c, G.id(10, 3), PLACES.behind)).toBeNull();
  });
});

describe('CdB 14.3: hide and reveal, refused in their own words', () => {
  it('CdB 14.3: a hide outside the deployment, or out of one\'s turn to deploy, is refused as such', () => {
    const s = atDeployment();
    const seat = s.setup!.seat;
    const corps = (cdb.legalActions(s, seat).find((a) => a.k === 'deploy') as Extract<CdbAction, { k: 'deploy' }>).corps;
    const c = s.setup!.reserve[String(corps)].find((k) => !k.general && k.type !== 'Bag')!;
    const a = hideAction(c.id, G.id(10, 10), S, PLACES.wood, SALT);
    const when = { rule: 'CdB 14.3', message: 'units hide when their corps deploys', fr: 'les unités se cachent quand leur corps se déploie' };
    expect(said(s, (1 - seat) as 0 | 1, a)).toEqual(when);
    expect(said({ ...s, setup: { ...s.setup!, step: 'terrain' } as CdbState['setup'] }, seat, a)).toEqual(when);
    expect(hiddenViolation({ ...withHidden([]), setup: undefined } as CdbState, 0, a)).toEqual(when);
    const general = s.setup!.reserve[String(corps)].find((k) => k.general)!;
    expect(said(s, seat, hideAction(general.id, G.id(10, 10), S, PLACES.wood, SALT))).toEqual({ rule: 'CdB 14.3', message: 'a general does not hide', fr: 'un général ne se cache pas' });
  });
  it('CdB 14.3: a corps keeps one counter on the map: its last fighting counter does not hide; with two it may', () => {
    const s = atDeployment();
    const seat = s.setup!.seat;
    const corps = (cdb.legalActions(s, seat).find((a) => a.k === 'deploy') as Extract<CdbAction, { k: 'deploy' }>).corps;
    const pool = s.setup!.reserve[String(corps)];
    const fighters = pool.filter((k) => k.type !== 'Bag' && !k.general);
    const bags = pool.filter((k) => k.type === 'Bag');
    // The seat's other corps deployed already (none left in reserve): this one may deploy, with n counters.
    const keep = (n: number) => {
      const reserve: Record<string, Counter[]> = { ...s.setup!.reserve };
      for (const c of s.corps.filter((k) => k.side === seat && k.id !== corps)) reserve[String(c.id)] = [];
      reserve[String(corps)] = [...fighters.slice(0, n), ...bags];
      return { ...s, setup: { ...s.setup!, reserve } } as CdbState;
    };
    const x = fighters[0];
    expect(hiddenViolation(keep(1), seat, hideAction(x.id, G.id(10, 10), S, PLACES.wood, SALT))).toEqual({ rule: 'CdB 14.3', message: 'a corps keeps at least one counter on the map', fr: 'un corps garde au moins un pion sur la carte' });
    expect(hiddenViolation(keep(2), seat, hideAction(x.id, G.id(10, 10), S, PLACES.wood, SALT))).toBeNull();
  });
  it('CdB 14.3, S7: no such hidden unit; not where it was hidden; shown out of turn', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden([h], { cells: { [G.id(10, 12)]: BROKEN, [G.id(11, 12)]: BROKEN } });
    expect(said(s, 0, show(h))).toEqual({ rule: 'CdB 14.3', message: 'no such hidden unit of this player', fr: 'pas d\'unité cachée de ce joueur' });
    expect(said(s, 1, { ...show(h), counter: 4242 } as CdbAction)?.message).toBe('no such hidden unit of this player');
    expect(said(s, 1, { ...show(h), hex: G.id(11, 12) } as CdbAction)).toEqual({ rule: 'CdB S7', message: 'this is not where the unit was hidden', fr: 'ce n\'est pas là que l\'unité était cachée' });
    expect(said({ ...s, active: 0 }, 1, show(h))).toEqual({ rule: 'CdB 14.3', message: 'a hidden unit shows itself in its own side\'s turn, or when the enemy uncovers it', fr: 'une unité cachée se montre au tour de son camp, ou quand l\'ennemi la découvre' });
    const over = { ...s, phase: 'over' } as CdbState;
    expect(hiddenViolation(over, 1, show(h))).toEqual({ rule: 'CdB 14.3', message: 'hidden units are shown once the battle has begun', fr: 'les unités cachées se montrent une fois la bataille commencée' });
  });
  it('CdB 6.1: facings 0 and 5 are vertices', () => {
    for (const f of [0, 5]) {
      const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi, SALT, f);
      expect(said(withHidden([h], { cells: { [G.id(10, 12)]: BROKEN } }), 1, show(h))).toBeNull();
    }
  });
});

describe('CdB 14.3, N10: what a hide and a reveal do', () => {
  it('CdB 14.3: a hide logs the corps and the counter\'s type, keeps the digest and the box as sent', () => {
    const s = atDeployment();
    const seat = s.setup!.seat;
    const corps = (cdb.legalActions(s, seat).find((a) => a.k === 'deploy') as Extract<CdbAction, { k: 'deploy' }>).corps;
    const c = s.setup!.reserve[String(corps)].find((k) => !k.general && k.type !== 'Bag')!;
    const a = hideAction(c.id, G.id(10, 10), S, PLACES.wood, SALT) as Extract<HiddenAction, { k: 'hide' }>;
    const ctx = scripted([]);
    const t = cdb.apply(s, seat, a, ctx);
    expect(t.hidden[0]).toMatchObject({ side: seat, corps, digest: a.digest, box: a.box });
    expect(t.hidden[0].counter).toMatchObject({ id: c.id, type: c.type });
    expect(ctx.events).toEqual([expect.objectContaining({ t: 'unitHidden', rule: 'CdB 14.3', side: seat, corps, counter: c.id, type: c.type })]);
    expect(cdb.describeEvent(ctx.events[0], 'en')).not.toMatch(/undefined|NaN/);
  });
  it('CdB 14.3: of two hidden units, the one named is shown and the other stays hidden', () => {
    const a = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi), b = hidden(1, counter('Ps'), G.id(12, 12), PLACES.psiloi);
    const s = withHidden([a, b], { cells: { [G.id(10, 12)]: BROKEN, [G.id(12, 12)]: BROKEN } });
    const t = cdb.apply(s, 1, show(b), scripted([]));
    expect(t.hidden.map((h) => h.counter.id)).toEqual([a.counter.id]);
    expect(t.units.find((u) => u.counters[0].id === b.counter.id)?.hex).toBe(G.id(12, 12));
    expect(t.units.some((u) => u.counters[0].id === a.counter.id)).toBe(false);
  });
  it('CdB 14.3 [INTERP, ambushHexTaken]: of the free hexes nearest its hiding place, the lowest-numbered', () => {
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const s = withHidden([h], { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(0, 0), active: 0 });
    const out = cdb.apply(s, 1, show(h, SALT, 1), scripted([]));
    const want = Math.min(...G.neighbours(ax(0, 0)).filter((n) => G.onMap(n)));
    expect(out.units.find((u) => u.counters[0].id === h.counter.id)!.hex).toBe(want);
  });
  it('CdB N10 vs 14.3: a reveal by a cut says the enemy uncovered it; its owner\'s does not; a lost one is destroyed with its corps and type', () => {
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const cells = { [ax(0, 0)]: BROKEN };
    const own = scripted([]);
    cdb.apply(withHidden([h], { cells }), 1, show(h), own);
    expect(own.events[0]).toMatchObject({ t: 'unitRevealed', rule: 'CdB 14.3', side: 1, hex: ax(0, 0), hidHex: ax(0, 0), place: PLACES.psiloi, uncovered: false });
    const cut = scripted([]);
    cdb.apply(withHidden([h], { cells, active: 0, enemyAt: ax(1, 0) }), 1, show(h, SALT, 2), cut);
    expect(cut.events[0]).toMatchObject({ t: 'unitRevealed', rule: 'CdB N10', uncovered: true });
    const lostCtx = scripted([]);
    const lost = cdb.apply(withHidden([h], { cells, active: 0, enemyAt: ax(0, 0), options: { ambushHexTaken: 'lost' } }), 1, show(h, SALT, 1), lostCtx);
    expect(lost.lost).toEqual([{ side: 1, corps: 2, counter: h.counter, how: 'destroyed' }]);
    expect(lostCtx.events).toEqual([expect.objectContaining({ t: 'hiddenLost', rule: 'CdB 14.3', side: 1, corps: 2, counter: h.counter.id, type: 'Ps', hex: ax(0, 0) })]);
  });
});

describe('CdB N10, spec §9.3: uncovering, and the cut that tells it', () => {
  it('CdB N10: nothing is uncovered once the game is over', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden([h], { cells: { [G.id(10, 12)]: BROKEN }, enemyAt: G.id(10, 14), active: 0 });
    expect(triggered(s, 1, G.id(10, 12), PLACES.psiloi)).toBe(true);
    expect(triggered({ ...s, phase: 'over' } as CdbState, 1, G.id(10, 12), PLACES.psiloi)).toBe(false);
  });
  it('CdB N10: a cut holds only for its owner, a hidden unit that exists, and the place it was hidden', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden([h], { cells: { [G.id(10, 12)]: BROKEN }, enemyAt: G.id(10, 14), active: 0 });
    s.units.push(unit(7, 1, G.id(11, 12), S, counter('Sp'))); // seat 1's own unit beside it: no trigger for seat 0 to borrow
    const r = show(h, SALT, 1) as Extract<HiddenAction, { k: 'reveal' }>;
    expect(cutHolds(s, 1, r)).toBe(true);
    expect(cutHolds(s, 0, r)).toBe(false);
    expect(cutHolds(s, 1, { ...r, counter: 4242 })).toBe(false);
    expect(cutHolds(s, 1, { ...r, hex: G.id(10, 13) })).toBe(false);
    expect(cutHolds(s, 1, { ...r, salt: OTHER })).toBe(false);
  });
  it('spec §9.3: uncovered after the packet\'s first action: the cut names action 1', () => {
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const at = (q: number) => withHidden([h], { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(q, 0), active: 0 });
    expect(firstTrigger([at(6), at(3)], 1, () => SALT)).toEqual([show(h, SALT, 1)]);
  });
  it('spec §9.3: the first uncovering of one\'s own units, never the enemy\'s; two uncovered later are not revealed with it', () => {
    const mine = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const later = hidden(1, counter('Ps'), ax(0, 6), PLACES.psiloi);
    const theirs = hidden(0, counter('Ps'), ax(-6, -6), PLACES.psiloi);
    const cells = { [ax(0, 0)]: BROKEN, [ax(0, 6)]: BROKEN, [ax(-6, -6)]: BROKEN };
    const st = (q: number, extra: (s: CdbState) => void = () => {}) => { const s = withHidden([theirs, mine, later], { cells, enemyAt: ax(q, 0), active: 0 }); extra(s); return s; };
    // After action 1 a unit of seat 0 stands by seat 0's own hidden Psiloi (nothing to seat 1);
    // after action 2 seat 0's unit uncovers seat 1's first Psiloi; after action 3 the second.
    const near0 = (s: CdbState) => { s.units.push(unit(9, 0, ax(-6, -5), S, counter('Sp'))); };
    const states = [st(9), st(9, near0), st(3, near0), st(3, (s) => { near0(s); s.units.push(unit(8, 0, ax(0, 5), N, counter('Sp'))); })];
    expect(triggered(states[1], 1, ax(-6, -6), PLACES.psiloi)).toBe(true); // were it seat 1's, it would be uncovered
    expect(firstTrigger(states, 1, () => SALT)).toEqual([show(mine, SALT, 2)]);
  });
  it('spec §9.3: a unit uncovered where it could not lawfully hide is not offered (its reveal would be refused)', () => {
    const bad = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi); // open ground: no ambush
    const at = (q: number) => withHidden([bad], { enemyAt: ax(q, 0), active: 0 });
    expect(triggered(at(3), 1, ax(0, 0), PLACES.psiloi)).toBe(true);
    expect(firstTrigger([at(6), at(3)], 1, () => SALT)).toEqual([]);
  });
});

describe('CdB 14.3: the hides and reveals offered to bots and tests (public salt)', () => {
  /** battle-open at the defender's (seat 1) deployment, with broken ground at 1010 and 1210 and, if asked, a wood at 0503. */
  const ground = (wood = false, options: Record<string, string> = {}) => {
    const s = atDeployment(options);
    expect([s.setup!.seat, s.attacker]).toEqual([1, 0]);
    s.map.cells[String(G.id(10, 10))] = BROKEN;
    s.map.cells[String(G.id(12, 10))] = BROKEN;
    if (wood) s.map.cells[String(G.id(5, 3))] = WOOD;
    return s;
  };
  const corpsOf = (s: CdbState) => (cdb.legalActions(s, 1).find((a) => a.k === 'deploy') as Extract<CdbAction, { k: 'deploy' }>).corps;
  const PUB = () => [...PUBLIC_SALT];

  it('CdB 14.3, A23: on broken ground the corps\'s Psiloi is offered the first Psiloi ambush, facing the enemy; nothing to the other seat, nor without ambushes', () => {
    const s = ground();
    const ps = s.setup!.reserve[String(corpsOf(s))].find((c) => c.type === 'Ps')!;
    expect(hiddenOffers(s, 1)).toEqual([hideAction(ps.id, G.id(10, 10), facingOwnEdge(0), PLACES.psiloi, PUB())]);
    expect(hiddenOffers(s, 0)).toEqual([]);
    const attackerWood = ground();
    attackerWood.map.cells[String(G.id(5, 21))] = WOOD; // a hiding place in seat 0's own area: still not its turn to deploy
    expect(hiddenOffers(attackerWood, 0)).toEqual([]);
    expect(hiddenOffers(ground(false, { ambushes: 'none' }), 1)).toEqual([]);
    expect(hiddenViolation(ground(false, { ambushes: 'none' }), 1, hiddenOffers(s, 1)[0])).toEqual({ rule: 'CdB 14.3', message: 'this game is played without ambushes', fr: 'cette partie se joue sans embuscade' });
    // The enemy's hidden units count neither toward one's two nor as taken hexes; a unit standing on a hiding place takes it.
    const crowded = ground();
    crowded.hidden = [hidden(0, counter('Ps'), G.id(10, 10), PLACES.psiloi, PUB()), hidden(0, counter('Ps'), G.id(12, 10), PLACES.psiloi, PUB())];
    expect(hiddenOffers(crowded, 1)).toEqual([hideAction(ps.id, G.id(10, 10), facingOwnEdge(0), PLACES.psiloi, PUB())]);
    const stood = ground();
    stood.units.push(unit(99, 1, G.id(10, 10), S, counter('Sp')));
    expect(hiddenOffers(stood, 1)).toEqual([hideAction(ps.id, G.id(12, 10), facingOwnEdge(0), PLACES.psiloi, PUB())]);
    expect(hiddenOffers({ ...s, setup: { ...s.setup!, step: 'terrain' } } as CdbState, 1)).toEqual([]);
  });
  it('CdB 14.3: a wood takes the first counter that may hide (neither general nor baggage), before the Psiloi', () => {
    const s = ground(true);
    const pool = s.setup!.reserve[String(corpsOf(s))];
    const first = pool.find((c) => !c.general && c.type !== 'Bag')!;
    expect(first.type).not.toBe('Ps');
    expect(hiddenOffers(s, 1)).toEqual([hideAction(first.id, G.id(5, 3), facingOwnEdge(0), PLACES.wood, PUB())]);
  });
  it('CdB 14.3: a Psiloi that comes first takes the Psiloi ambush before the wood; a corps of two fighting counters may hide one', () => {
    const s = ground(true);
    const corps = corpsOf(s);
    const pool = s.setup!.reserve[String(corps)];
    const ps = pool.find((c) => c.type === 'Ps')!;
    const other = pool.find((c) => !c.general && c.type !== 'Bag' && c.type !== 'Ps')!;
    const reserve: Record<string, Counter[]> = { ...s.setup!.reserve };
    for (const c of s.corps.filter((k) => k.side === 1 && k.id !== corps)) reserve[String(c.id)] = [];
    const two = { ...s, setup: { ...s.setup!, reserve: { ...reserve, [String(corps)]: [ps, other] } } } as CdbState;
    expect(hiddenOffers(two, 1)).toEqual([hideAction(ps.id, G.id(10, 10), facingOwnEdge(0), PLACES.psiloi, PUB())]);
  });
  it('CdB 14.3: a second hiding place is another hex; no more than two are offered', () => {
    let s = ground();
    const seen: number[] = [];
    for (let i = 0; i < 2; i++) {
      const [a] = hiddenOffers(s, 1);
      expect(a?.k).toBe('hide');
      s = cdb.apply(s, 1, a, scripted([]));
      seen.push(openHidden(s.hidden[s.hidden.length - 1], PUB())!.hex);
    }
    expect(seen).toEqual([G.id(10, 10), G.id(12, 10)]);
    s.map.cells[String(G.id(14, 10))] = BROKEN;
    expect(hiddenOffers(s, 1)).toEqual([]);
  });
  it('CdB 14.3: a corps of one fighting counter offers none; baggage is never offered', () => {
    const s = ground(true);
    const corps = corpsOf(s);
    const reserve: Record<string, Counter[]> = { ...s.setup!.reserve };
    for (const c of s.corps.filter((k) => k.side === 1 && k.id !== corps)) reserve[String(c.id)] = [];
    const pool = s.setup!.reserve[String(corps)];
    const lone = { ...s, setup: { ...s.setup!, reserve: { ...reserve, [String(corps)]: [pool.find((c) => c.type === 'Ps')!, counter('Bag', 'I')] } } } as CdbState;
    expect(hiddenOffers(lone, 1)).toEqual([]);
    const bagFirst = { ...s, setup: { ...s.setup!, reserve: { ...reserve, [String(corps)]: [counter('Bag', 'I'), ...pool] } } } as CdbState;
    expect((hiddenOffers(bagFirst, 1)[0] as Extract<HiddenAction, { k: 'hide' }>).counter).toBe(pool.find((c) => !c.general && c.type !== 'Bag')!.id);
  });
  it('CdB 14.3: in the battle, its owner is offered each of its hidden units to show, in his own movement phase only, and only where it lawfully hid', () => {
    const a = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi, PUB()), b = hidden(1, counter('Ps'), G.id(12, 12), PLACES.psiloi, PUB());
    const bad = hidden(1, counter('Ps'), G.id(14, 12), PLACES.psiloi, PUB()); // open ground
    const theirs = hidden(0, counter('Ps'), G.id(16, 12), PLACES.psiloi, PUB());
    const s = withHidden([a, theirs, bad, b], { cells: { [G.id(10, 12)]: BROKEN, [G.id(12, 12)]: BROKEN, [G.id(16, 12)]: BROKEN } });
    const sealed = hidden(1, counter('Ps'), G.id(18, 12), PLACES.psiloi, SALT); // a device's own salt: the public one opens nothing
    s.hidden.push(sealed);
    s.map.cells[String(G.id(18, 12))] = BROKEN;
    expect(hiddenOffers(s, 1)).toEqual([show(a, PUB()), show(b, PUB())]);
    expect(hiddenOffers(s, 0)).toEqual([]);
    expect(hiddenOffers({ ...s, phase: 'melee' } as CdbState, 1)).toEqual([]);
    expect(hiddenOffers({ ...s, combat: {} as CdbState['combat'] }, 1)).toEqual([]);
    expect(hiddenOffers({ ...s, active: 0 }, 1)).toEqual([]);
  });
  it('CdB 14.3: keepsPlanWithout, with no sealed plan, asks whether a deployment is still offered', () => {
    const s = ground();
    const corps = corpsOf(s);
    const ps = s.setup!.reserve[String(corps)].find((c) => c.type === 'Ps')!;
    expect(keepsPlanWithout(s, 1, corps, ps.id, null)).toBe(true);
    expect(keepsPlanWithout(s, 0, corps, ps.id, null)).toBe(false); // not seat 0's turn to deploy: nothing offered
  });
});
