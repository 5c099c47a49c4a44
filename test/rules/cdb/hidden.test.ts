// Hidden units and ambushes (CdB 14.3 "Préparation des embuscades", spec S7, N10, A23, C9, §9.3):
// hand-built positions. Seat 0 attacks from the South edge (row 22), seat 1 defends from the
// North edge (row 1): the Psiloi ambush is seat 1's, more than 5 hexes from row 22.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import { botReveal, cutHolds, firstTrigger, hiddenSalt, hideAction, PLACES, PSILOI_SIGHT, revealAction, triggered, type HiddenUnit } from '../../../src/rules/cdb/hidden';
import { PUBLIC_SALT } from '../../../src/rules/cdb/setup';
import type { Cell, CdbState, Counter } from '../../../src/rules/cdb/state';
import { corpsLost } from '../../../src/rules/cdb/sequence';
import { corpsHalves } from '../../../src/rules/cdb/losses';
import { saltWords } from '../../../src/engine/commitment';
import { utf8 } from '../../../src/engine/bytes';
import { parseInput } from '../../../src/engine/link';
import { replay } from '../../../src/engine/game';
import { BROKEN, G, WOOD, ax, counter, hill, N, S, unit } from './helpers';
import { atDeployment, game, scripted } from './game-helpers';

const SALT = saltWords(new Uint8Array(32).fill(7), 'cdb-hidden/test');
const OTHER = saltWords(new Uint8Array(32).fill(8), 'cdb-hidden/test');

/** A counter of `side` hidden at `hex` in `place`, as a device's `hide` would leave it. */
function hidden(side: 0 | 1, c: Counter, hex: number, place: number, salt = SALT): HiddenUnit {
  const a = hideAction(c.id, hex, side === 0 ? N : S, place, salt);
  if (a.k !== 'hide') throw new Error('not a hide');
  return { side, corps: side === 0 ? 1 : 2, counter: c, digest: a.digest, box: a.box };
}
/** Both armies on their edges; `h` hidden; seat `active` in its movement phase. */
function withHidden(h: HiddenUnit, o: { cells?: Record<number, Cell>; active?: 0 | 1; enemyAt?: number; options?: Record<string, string> } = {}): CdbState {
  const units = [unit(1, 0, o.enemyAt ?? G.id(20, 22), N, counter('Sp')), unit(2, 1, G.id(20, 1), S, counter('Sp'))];
  const s = game(units, { cells: o.cells, options: o.options, more: { active: o.active ?? 1 } });
  s.hidden = [h];
  const total = (corps: number) => corpsHalves([...units.filter((u) => u.corps === corps).flatMap((u) => u.counters), ...(h.corps === corps ? [h.counter] : [])]);
  s.corpsTotal = { 1: total(1), 2: total(2) };
  return s;
}
const show = (h: HiddenUnit, salt = SALT, cut?: number): CdbAction => revealAction(h, salt, cut)!;
const rule = (s: CdbState, seat: 0 | 1, a: CdbAction) => cdb.check(s, seat, a)?.rule ?? null;

describe('CdB 14.3 hiding places, checked when the unit is shown', () => {
  it('CdB 14.3 CdB C9: Psiloi of the defender in broken ground more than 5 hexes from the enemy edge (row 17 is 6 from row 22, row 18 only 5)', () => {
    const ok = hidden(1, counter('Ps'), G.id(10, 17), PLACES.psiloi);
    expect(rule(withHidden(ok, { cells: { [G.id(10, 17)]: BROKEN } }), 1, show(ok))).toBeNull();
    const near = hidden(1, counter('Ps'), G.id(10, 18), PLACES.psiloi);
    expect(rule(withHidden(near, { cells: { [G.id(10, 18)]: BROKEN } }), 1, show(near))).toBe('CdB C9');
  });

  it('CdB 14.3: the Psiloi ambush needs broken ground and Psiloi', () => {
    const open = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    expect(rule(withHidden(open), 1, show(open))).toBe('CdB 14.3');
    const bw = hidden(1, counter('Bw'), G.id(10, 12), PLACES.psiloi);
    expect(rule(withHidden(bw, { cells: { [G.id(10, 12)]: BROKEN } }), 1, show(bw))).toBe('CdB 14.3');
  });

  it('CdB A23: the Psiloi ambush is the defender\'s only', () => {
    const att = hidden(0, counter('Ps'), G.id(10, 6), PLACES.psiloi);
    expect(rule(withHidden(att, { cells: { [G.id(10, 6)]: BROKEN }, active: 0 }), 0, show(att))).toBe('CdB A23');
  });

  it('CdB 14.3 CdB A23: any troops but baggage in a wood of their own deployment area (the defender\'s 4 rows)', () => {
    const ok = hidden(1, counter('Bd'), G.id(10, 4), PLACES.wood);
    expect(rule(withHidden(ok, { cells: { [G.id(10, 4)]: WOOD } }), 1, show(ok))).toBeNull();
    const deep = hidden(1, counter('Bd'), G.id(10, 5), PLACES.wood);
    expect(rule(withHidden(deep, { cells: { [G.id(10, 5)]: WOOD } }), 1, show(deep))).toBe('CdB A23');
    const bare = hidden(1, counter('Bd'), G.id(10, 4), PLACES.wood);
    expect(rule(withHidden(bare), 1, show(bare))).toBe('CdB 14.3');
    const bag = hidden(1, counter('Bag'), G.id(10, 4), PLACES.wood);
    expect(rule(withHidden(bag, { cells: { [G.id(10, 4)]: WOOD } }), 1, show(bag))).toBe('CdB 14.3');
  });

  it('CdB 14.3 [INTERP]: troops behind a wood or a hill, in their own deployment area, out of sight of the enemy\'s deployment area', () => {
    const ridge = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [G.id(i + 1, 6), hill(1)]));
    const h = hidden(1, counter('Bd'), G.id(10, 3), PLACES.behind);
    expect(rule(withHidden(h, { cells: ridge }), 1, show(h))).toBeNull();
    expect(rule(withHidden(h), 1, show(h))).toBe('CdB 14.3'); // no ridge: the enemy sees it
    const deep = hidden(1, counter('Bd'), G.id(10, 5), PLACES.behind);
    expect(rule(withHidden(deep, { cells: ridge }), 1, show(deep))).toBe('CdB A23');
    // N10: an enemy unit that sees it uncovers it; the ridge still hides it from farther off.
    expect(triggered(withHidden(h, { cells: ridge, enemyAt: G.id(10, 5), active: 0 }), 1, G.id(10, 3), PLACES.behind)).toBe(true);
    expect(triggered(withHidden(h, { cells: ridge, enemyAt: G.id(10, 10), active: 0 }), 1, G.id(10, 3), PLACES.behind)).toBe(false);
  });

  it('CdB 14.3 [INTERP, option hiddenBehind]: "screened" reads "behind" as next to a wood or higher ground lying toward the enemy\'s edge', () => {
    const screened = { hiddenBehind: 'screened' };
    const h = hidden(1, counter('Bd'), G.id(10, 3), PLACES.behind);
    const at = (cells: Record<number, Cell>, options?: Record<string, string>) => rule(withHidden(h, { cells, options }), 1, show(h));
    expect(at({ [G.id(10, 4)]: WOOD }, screened)).toBeNull(); // a wood on the enemy's side of it
    expect(at({ [G.id(10, 4)]: hill(1) }, screened)).toBeNull(); // higher ground on the enemy's side
    expect(at({ [G.id(10, 2)]: WOOD }, screened)).toBe('CdB 14.3'); // the wood is behind it, not in front
    expect(at({ [G.id(10, 2)]: hill(1) }, screened)).toBe('CdB 14.3');
    expect(at({}, screened)).toBe('CdB 14.3');
    // A ridge three rows ahead hides it from the enemy's deployment area (the default reading)
    // but is no screen next to it.
    const ridge = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [G.id(i + 1, 6), hill(1)]));
    expect(at(ridge)).toBeNull();
    expect(at(ridge, screened)).toBe('CdB 14.3');
    // Unseen from the enemy's area is not enough under "screened", and the words say why.
    const r = cdb.check(withHidden(h, { options: screened }), 1, show(h)) as unknown as { message: string; fr: string };
    expect(r.message).toBe('1003 is not behind a wood or a hill: no wood or higher ground next to it stands between it and the enemy\'s edge');
    expect(r.fr).toBe('1003 n\'est pas derrière un bois ou une colline : aucun bois ni aucune hauteur voisins ne le séparent du bord ennemi');
  });

  it('CdB S7: a reveal with a wrong salt, or another hex than the one committed to, is refused', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN, [G.id(11, 12)]: BROKEN } });
    expect(revealAction(h, OTHER)).toBeNull(); // the device cannot even read it back
    expect(rule(s, 1, { k: 'reveal', counter: h.counter.id, hex: G.id(10, 12), facing: S, place: PLACES.psiloi, salt: OTHER })).toBe('CdB S7');
    expect(rule(s, 1, { k: 'reveal', counter: h.counter.id, hex: G.id(11, 12), facing: S, place: PLACES.psiloi, salt: SALT })).toBe('CdB S7');
    expect(rule(s, 0, show(h))).toBe('CdB 14.3'); // not the other player's to show
  });

  it('CdB 14.3: its owner shows it in his own turn (it acts); out of turn only as a cut (CdB N10)', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN }, active: 0 });
    expect(rule(s, 1, show(h))).toBe('CdB 14.3');
    expect(rule(s, 1, show(h, SALT, 3))).toBeNull();
  });

  it('CdB 14.3: shown, it stands on its hex with its facing, a unit of its corps; the corps never counted it lost', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN } });
    expect(corpsLost(s, 2)).toBe(0);
    expect(corpsLost({ ...s, hidden: [] }, 2)).toBeGreaterThan(0); // counted, not lost
    const ctx = scripted([]);
    const next = cdb.apply(s, 1, show(h), ctx);
    expect(next.hidden).toEqual([]);
    const u = next.units.find((x) => x.counters[0].id === h.counter.id)!;
    expect(u).toMatchObject({ side: 1, corps: 2, hex: G.id(10, 12), facing: S });
    expect(ctx.events.map((e) => e.t)).toEqual(['unitRevealed']);
    expect(cdb.invariants!(next)).toEqual([]);
  });

  it('CdB 14.3 option ambushHexTaken: a unit moved onto the hidden hex: the hidden unit comes out on the nearest free hex, or is lost', () => {
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const s = withHidden(h, { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(0, 0), active: 0 });
    const out = cdb.apply(s, 1, show(h, SALT, 1), scripted([]));
    const u = out.units.find((x) => x.counters[0].id === h.counter.id)!;
    expect(G.distance(u.hex, ax(0, 0))).toBe(1);
    const lost = cdb.apply(withHidden(h, { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(0, 0), active: 0, options: { ambushHexTaken: 'lost' } }), 1, show(h, SALT, 1), scripted([]));
    expect(lost.units.some((x) => x.counters[0].id === h.counter.id)).toBe(false);
    expect(lost.lost?.map((l) => l.counter.id)).toEqual([h.counter.id]);
  });
});

describe('CdB N10: what uncovers a hidden unit', () => {
  it('CdB N10 CdB 14.3: an enemy unit within 3 hexes uncovers a Psiloi ambush (3 yes, 4 no)', () => {
    expect(PSILOI_SIGHT).toBe(3);
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const at = (q: number) => withHidden(h, { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(q, 0), active: 0 });
    expect(triggered(at(3), 1, ax(0, 0), PLACES.psiloi)).toBe(true);
    expect(triggered(at(4), 1, ax(0, 0), PLACES.psiloi)).toBe(false);
    expect(cdb.cut!.holds(at(3), 1, show(h, SALT, 2))).toBe(true);
    expect(cdb.cut!.holds(at(4), 1, show(h, SALT, 2))).toBe(false);
    expect(cdb.cut!.holds(at(3), 1, show(h))).toBe(false); // a reveal by its owner is no cut
  });

  it('CdB N10 CdB 1.2: a wood ambush is uncovered by sight, which reaches 2 hexes into a wood', () => {
    const h = hidden(1, counter('Bd'), ax(0, 0), PLACES.wood);
    const at = (q: number) => withHidden(h, { cells: { [ax(0, 0)]: WOOD }, enemyAt: ax(q, 0), active: 0 });
    expect(triggered(at(2), 1, ax(0, 0), PLACES.wood)).toBe(true);
    expect(triggered(at(3), 1, ax(0, 0), PLACES.wood)).toBe(false);
    // Open ground at the same distance would be seen: the wood is what hides it.
    expect(triggered(withHidden(h, { enemyAt: ax(3, 0), active: 0 }), 1, ax(0, 0), PLACES.wood)).toBe(true);
  });

  it('spec §9.3: the hider\'s device finds the first state after which an enemy uncovers the unit; none when it was uncovered before the packet', () => {
    const h = hidden(1, counter('Ps'), ax(0, 0), PLACES.psiloi);
    const at = (q: number) => withHidden(h, { cells: { [ax(0, 0)]: BROKEN }, enemyAt: ax(q, 0), active: 0 });
    const found = firstTrigger([at(6), at(5), at(4), at(3), at(2)], 1, () => SALT);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ k: 'reveal', counter: h.counter.id, cut: 3 });
    expect(firstTrigger([at(3), at(2)], 1, () => SALT)).toEqual([]);
    expect(firstTrigger([at(6), at(5)], 1, () => SALT)).toEqual([]);
    expect(firstTrigger([at(6), at(3)], 1, () => OTHER)).toEqual([]); // another device's secret opens nothing
  });
});

describe('CdB 14.3: hiding at deployment', () => {
  it('CdB 14.3: a counter of the corps deploying now hides: out of its reserve, into the hidden list as a digest and a box; its corps then deploys without it', () => {
    const s = atDeployment();
    const seat = s.setup!.seat;
    const corps = cdb.legalActions(s, seat).find((a) => a.k === 'deploy')!;
    if (corps.k !== 'deploy') throw new Error('no deploy');
    const pool = s.setup!.reserve[String(corps.corps)].filter((c) => c.type !== 'Bag');
    const ps = pool.find((c) => !c.general)!;
    const general = pool.find((c) => c.general)!;
    const a = hideAction(ps.id, G.id(10, 10), S, PLACES.psiloi, SALT);
    expect(cdb.check(s, seat, a)).toBeNull();
    expect(cdb.check(s, seat, hideAction(general.id, G.id(10, 10), S, PLACES.psiloi, SALT))?.message).toMatch(/general/);
    expect(cdb.check(s, (1 - seat) as 0 | 1, a)).not.toBeNull();
    expect(cdb.check({ ...s, options: { ...s.options, ambushes: 'none' } }, seat, a)?.message).toMatch(/without ambushes/);
    const ctx = scripted([]);
    const t = cdb.apply(s, seat, a, ctx);
    expect(t.hidden).toHaveLength(1);
    expect(t.hidden[0].counter.id).toBe(ps.id);
    expect(JSON.stringify(t.hidden[0])).not.toContain(String(G.id(10, 10))); // the place is not in the clear
    expect(t.setup!.reserve[String(corps.corps)].some((c) => c.id === ps.id)).toBe(false);
    expect(t.setup!.seat).toBe(seat); // hiding does not end the player's deployment
    const line = cdb.legalActions(t, seat).find((x) => x.k === 'deploy')!; // this corps, or a larger one now (14.3.4)
    expect(line).toBeDefined();
    expect(cdb.check(t, seat, line)).toBeNull();
    expect(cdb.invariants!(cdb.apply(t, seat, line, scripted([])))).toEqual([]);
  });

  it('hide and reveal round-trip as bounded codes', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    for (const a of [hideAction(5, G.id(10, 12), S, 1, SALT), show(h), show(h, SALT, 0), show(h, SALT, 3999)]) expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
    expect(() => cdb.decodeAction([20, 5, 1012, 6, 0, ...SALT, 0])).toThrow();
  });
});

describe('golden game with an ambush revealed by a cut', () => {
  it('cdb-battle-ambush-instant: a Psiloi ambush is hidden, the enemy\'s move uncovers it, the packet after cuts the mover\'s packet there', () => {
    const parsed = parseInput(readFileSync(new URL('../../golden/cdb-battle-ambush-instant.json', import.meta.url), 'utf8'));
    if (parsed.kind !== 'game') throw new Error('not a game');
    const p = replay(cdb, parsed.game);
    expect(p.log.some((e) => e.code[0] === 19)).toBe(true);
    const cut = p.log.find((e) => e.events.some((ev) => ev.t === 'unitRevealed' && ev.uncovered))!;
    expect(cut).toBeDefined();
    expect(p.log.some((e) => e.seq === cut.seq - 1 && e.voidIn === cut.seq)).toBe(true);
  });

  it('cdb-battle-ambush-steady-random-sealed: sealed dice; the enemy\'s last action (its spontaneous advances) uncovers the ambush, so the cut keeps the whole packet', () => {
    const parsed = parseInput(readFileSync(new URL('../../golden/cdb-battle-ambush-steady-random-sealed.json', import.meta.url), 'utf8'));
    if (parsed.kind !== 'game') throw new Error('not a game');
    expect(parsed.game.header.diceMode).toBe('sealed');
    const p = replay(cdb, parsed.game);
    const cut = p.log.find((e) => e.events.some((ev) => ev.t === 'unitRevealed' && ev.uncovered))!;
    expect(cdb.decodeAction(cut.code)).toMatchObject({ k: 'reveal', cut: parsed.game.packets[cut.seq - 2].actions.length });
    expect(p.log.some((e) => e.voidIn)).toBe(false);
  });
});

describe('CdB 14.3: every refusal said by its rule, in both languages', () => {
  const refusal = (s: CdbState, seat: 0 | 1, a: CdbAction) => { const v = cdb.check(s, seat, a) as (null | { rule: string; message: string; fr?: string }); return v && { rule: v.rule, message: v.message, fr: v.fr }; };
  it('CdB 14.3: a hiding place off the map, baggage behind a wood, and a place that is none are refused', () => {
    const off = hidden(1, counter('Ps'), 9999, PLACES.psiloi);
    expect(refusal(withHidden(off), 1, show(off))).toEqual({ rule: 'CdB 14.3', message: 'a hidden unit is on the map', fr: 'une unité cachée est sur la carte' });
    const bag = hidden(1, counter('Bag', 'I'), G.id(10, 2), PLACES.behind);
    expect(refusal(withHidden(bag), 1, show(bag))).toEqual({ rule: 'CdB 14.3', message: 'baggage does not hide', fr: 'les bagages ne se cachent pas' });
    const none = hidden(1, counter('Sp'), G.id(10, 2), 3);
    expect(refusal(withHidden(none), 1, show(none))).toEqual({ rule: 'CdB 14.3', message: 'not a hiding place', fr: 'pas une cachette' });
    const bw = hidden(1, counter('Bw'), G.id(10, 12), PLACES.psiloi);
    expect(refusal(withHidden(bw, { cells: { [G.id(10, 12)]: BROKEN } }), 1, show(bw))).toEqual({ rule: 'CdB 14.3', message: 'only Psiloi hide in broken ground', fr: 'seuls les psiloi se cachent en terrain accidenté' });
  });
  it('CdB 6.1: a unit shown facing no vertex is refused; CdB 14.3: not during a combat step, nor before the battle', () => {
    const wide = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const six = { ...(show(wide) as Extract<CdbAction, { k: 'reveal' }>) };
    const h6: HiddenUnit = { ...wide, ...(() => { const a = hideAction(wide.counter.id, G.id(10, 12), 6, PLACES.psiloi, SALT) as { digest: number[]; box: number[] }; return { digest: a.digest, box: a.box }; })() };
    expect(refusal(withHidden(h6, { cells: { [G.id(10, 12)]: BROKEN } }), 1, { ...six, facing: 6 })).toEqual({ rule: 'CdB 6.1', message: 'a unit faces a vertex', fr: 'une unité fait face à un sommet' });
    const ok = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const fighting = { ...withHidden(ok, { cells: { [G.id(10, 12)]: BROKEN } }), combat: { step: 'shooting' } as unknown as CdbState['combat'] };
    expect(refusal(fighting, 1, show(ok))).toEqual({ rule: 'CdB 14.3', message: 'a hidden unit is shown once the combat step is over', fr: 'une unité cachée se montre une fois l\'étape de combat finie' });
    const early = { ...withHidden(ok, { cells: { [G.id(10, 12)]: BROKEN } }), setup: atDeployment().setup };
    expect(refusal(early, 1, show(ok))).toEqual({ rule: 'CdB 14.3', message: 'hidden units are shown once the battle has begun', fr: 'les unités cachées se montrent une fois la bataille commencée' });
  });
  it('CdB 14.3: a hide names a counter of a corps deploying now, with a digest of 16 words and a box of 3', () => {
    const s = atDeployment();
    const seat = s.setup!.seat;
    const stranger = hideAction(99999, G.id(10, 10), S, PLACES.wood, SALT);
    expect(refusal(s, seat, stranger)).toEqual({ rule: 'CdB 14.3', message: 'only a counter of a corps to deploy now may hide', fr: 'seul un pion d\'un corps à déployer maintenant peut se cacher' });
    const corps = cdb.legalActions(s, seat).find((a) => a.k === 'deploy')! as Extract<CdbAction, { k: 'deploy' }>;
    const c = s.setup!.reserve[String(corps.corps)].find((k) => !k.general && k.type !== 'Bag')!;
    const a = hideAction(c.id, G.id(10, 10), S, PLACES.wood, SALT) as Extract<CdbAction, { k: 'hide' }>;
    expect(refusal(s, seat, { ...a, digest: a.digest.slice(1) })).toEqual({ rule: 'CdB 14.3', message: 'a hidden unit is a commitment of 16 words and a box of 3', fr: 'une unité cachée est un engagement de 16 mots et une boîte de 3' });
    expect(refusal(s, seat, { ...a, box: [...a.box, 0] })?.rule).toBe('CdB 14.3');
  });
});

describe('CdB N10 and S7: the helpers the devices and bots use', () => {
  it('a device seals each counter with its own salt from its secret; bots and tests use the public one', () => {
    const secret = new Uint8Array(32).fill(5);
    expect(hiddenSalt(12, secret)).toEqual(saltWords(secret, 'cdb-hidden/12'));
    expect(hiddenSalt(12, secret)).not.toEqual(hiddenSalt(13, secret));
    expect(hiddenSalt(12)).toEqual([...PUBLIC_SALT]);
  });
  it('a reveal by its owner carries no cut; one made by a cut names it', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    expect('cut' in show(h)).toBe(false);
    expect(show(h, SALT, 4)).toMatchObject({ cut: 4 });
  });
  it('CdB N10: nothing is uncovered during a combat step or the set-up; a reveal that is no cut is no cut\'s trigger', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi);
    const s = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN }, enemyAt: G.id(10, 14), active: 0 });
    expect(triggered(s, 1, G.id(10, 12), PLACES.psiloi)).toBe(true);
    expect(triggered({ ...s, combat: {} as CdbState['combat'] }, 1, G.id(10, 12), PLACES.psiloi)).toBe(false);
    expect(triggered({ ...s, setup: atDeployment().setup }, 1, G.id(10, 12), PLACES.psiloi)).toBe(false);
    expect(cutHolds(s, 1, show(h, SALT, 1) as Extract<CdbAction, { k: 'reveal' }>)).toBe(true);
    expect(cutHolds(s, 1, show(h) as Extract<CdbAction, { k: 'reveal' }>)).toBe(false);
    expect(firstTrigger([s], 1, () => SALT)).toEqual([]);
  });
  it('the bots show a hidden unit once an enemy uncovers it in their own turn, or from game turn 3', () => {
    const h = hidden(1, counter('Ps'), G.id(10, 12), PLACES.psiloi, [...PUBLIC_SALT]);
    const quiet = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN }, active: 1 });
    expect(botReveal(quiet, 1)).toBeNull();
    expect(botReveal({ ...quiet, turn: 3 }, 1)).toMatchObject({ k: 'reveal', counter: h.counter.id });
    const near = withHidden(h, { cells: { [G.id(10, 12)]: BROKEN }, active: 1, enemyAt: G.id(10, 14) });
    expect(botReveal(near, 1)).toMatchObject({ k: 'reveal', counter: h.counter.id });
    expect(botReveal({ ...quiet, turn: 3 }, 0)).toBeNull();
  });
});
