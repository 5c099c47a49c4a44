// The deployment screen's hiding and the hider's own reveal (src/views/cdb/hiding.ts,
// hidden-pieces.tsx; rules 14.3.3, S7, A23, C9): which counters may hide, where (the rules'
// placeViolation hex by hex, the first place of the three), the refusals said before sending,
// the hider's counters read back with its device's secret and no other, the counts both sides see.
import { describe, expect, it } from 'vitest';
import { cdb, type CdbState } from '../../src/rules/cdb';
import { hiddenSalt, hideAction, PLACES } from '../../src/rules/cdb/hidden';
import { defender, deployable, fighting, PUBLIC_SALT, sealedPlanOf } from '../../src/rules/cdb/setup';
import { viewSecret } from '../../src/engine/session';
import { toB64 } from '../../src/engine/bytes';
import { counterWords, hiddenBySide, hiddenCount, hideCandidates, hideRefusal, hidingSpots, HIDE_WORDS, ownHidden, takenHexes } from '../../src/views/cdb/hiding';
import { revealOffers } from '../../src/views/cdb/hidden-pieces';
import { W } from '../../src/views/cdb/setup';
import { BROKEN, G, WOOD } from '../rules/cdb/helpers';
import { homeEdge } from '../../src/rules/cdb/grid';
import { atDeployment, scripted } from '../rules/cdb/game-helpers';

const secret = viewSecret(toB64(new Uint8Array(32).fill(1)), toB64(new Uint8Array(16).fill(1)));
const other = viewSecret(toB64(new Uint8Array(32).fill(2)), toB64(new Uint8Array(16).fill(2)));

const withCells = (s: CdbState, cells: Record<number, typeof WOOD>): CdbState => ({ ...s, map: { ...s.map, cells: { ...s.map.cells, ...cells } } });

describe('CdB 14.3: the counters offered to hide on the deployment screen', () => {
  const s = atDeployment({}, 'cdb hiding view');
  const seat = s.setup!.seat;
  const corps = deployable(s, seat)[0];
  it('CdB 14.3: not a general, not baggage, one of each type and quality; none for the other seat or without ambushes', () => {
    const offered = hideCandidates(s, seat, corps);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((c) => c.general || c.type === 'Bag')).toBe(false);
    expect(new Set(offered.map((c) => c.type + c.quality)).size).toBe(offered.length);
    expect(hideCandidates(s, (1 - seat) as 0 | 1, corps)).toEqual([]);
    expect(hideCandidates({ ...s, options: { ...s.options, ambushes: 'none' } }, seat, corps)).toEqual([]);
    // Every counter offered is one the rules accept to hide now.
    for (const c of offered) expect(cdb.check(s, seat, hideAction(c.id, G.id(10, 10), 1, PLACES.wood, PUBLIC_SALT))).toBeNull();
  });
  it('CdB 14.3: a corps keeps a counter on the map: a corps of one counter offers none', () => {
    const st = s.setup!;
    const one = fighting(s, corps).slice(0, 1);
    const t: CdbState = { ...s, setup: { ...st, reserve: { ...st.reserve, [String(corps)]: one } } };
    expect(hideCandidates(t, seat, corps)).toEqual([]);
  });
});

describe('CdB 14.3 CdB A23: where a counter may hide, as the rules say hex by hex', () => {
  const base = atDeployment({}, 'cdb hiding view');
  const seat = base.setup!.seat;
  const corps = deployable(base, seat)[0];
  const c = hideCandidates(base, seat, corps).find((k) => k.type !== 'Ps')!;
  // A row `depth` rows from a side's own edge (1 = the edge row).
  const rowOf = (side: number, depth: number) => (homeEdge(side as 0 | 1) === 'S' ? G.rows + 1 - depth : depth);
  it('CdB 14.3: a wood of its own deployment area is offered as a wood ambush; the same wood beyond the area is not', () => {
    const inside = G.id(12, rowOf(seat, 2)), outside = G.id(12, rowOf(seat, 9));
    const s = withCells(base, { [inside]: WOOD, [outside]: WOOD });
    const spots = hidingSpots(s, seat, c, takenHexes(s, seat, secret));
    expect(spots.get(inside)).toBe(PLACES.wood);
    expect(spots.has(outside)).toBe(false);
    // Taken hexes are never offered.
    expect(hidingSpots(s, seat, c, new Set([inside])).has(inside)).toBe(false);
  });
  it('CdB 14.3 CdB C9: the defender\'s Psiloi may hide in broken ground more than 5 hexes from the enemy edge; nobody else there', () => {
    const def = defender(base);
    // 6 rows from the enemy's edge (its edge row the first) is more than 5; 5 is not (C9).
    const far = G.id(14, rowOf(1 - def, 6)), near = G.id(16, rowOf(1 - def, 5));
    const s = withCells(base, { [far]: BROKEN, [near]: BROKEN });
    const ps = { ...c, id: 999, type: 'Ps' as const };
    const spots = hidingSpots(s, def, ps, new Set());
    expect(spots.get(far)).toBe(PLACES.psiloi);
    expect(spots.get(near)).not.toBe(PLACES.psiloi);
    expect(hidingSpots(s, def, { ...ps, id: 998, type: 'Bd' as const }, new Set()).get(far)).not.toBe(PLACES.psiloi);
    expect(hidingSpots(s, (1 - def) as 0 | 1, { ...ps, id: 997 }, new Set()).get(far)).not.toBe(PLACES.psiloi); // A23
  });
});

describe('CdB 14.3 S7: refused in words before a hide is sent', () => {
  const s = atDeployment({}, 'cdb hiding view');
  const seat = s.setup!.seat;
  const corps = deployable(s, seat)[0];
  const c = hideCandidates(s, seat, corps)[0];
  it('S7: a device without a secret for this game: the plan\'s words (the place would not be hidden)', () => {
    expect(hideRefusal(s, seat, corps, c, null, null, W.noSecret)).toBe(W.noSecret);
  });
  it('S7: the sealed plan still keepable: no refusal; a plan the corps can no longer keep: refused in both languages', () => {
    const plan = sealedPlanOf(s, seat, PUBLIC_SALT);
    expect(plan).not.toBeNull();
    expect(hideRefusal(s, seat, corps, c, secret, plan, W.noSecret)).toBeNull();
    // A plan no line can keep (no such third): the refusal the screen shows instead of sending.
    const mine = s.corps.filter((x) => x.side === seat).length;
    const r = hideRefusal(s, seat, corps, c, secret, Array.from({ length: mine }, () => 7), W.noSecret);
    expect(r).toBe(HIDE_WORDS.noPlan);
    expect(r!.fr).toMatch(/plan scellé/);
  });
});

describe('CdB 14.3: the hider\'s own counters, read back with its device\'s secret only', () => {
  it('the place comes back with this device\'s salt, nothing with another; both sides see the count', () => {
    const s = atDeployment({}, 'cdb hiding view');
    const seat = s.setup!.seat;
    const corps = deployable(s, seat)[0];
    const c = hideCandidates(s, seat, corps)[0];
    const a = hideAction(c.id, G.id(9, 9), 4, PLACES.behind, hiddenSalt(c.id, secret));
    expect(cdb.check(s, seat, a)).toBeNull();
    const t = cdb.apply(s, seat, a, scripted([]));
    expect(ownHidden(t, seat, secret).map((x) => x.at)).toEqual([{ hex: G.id(9, 9), facing: 4, place: PLACES.behind }]);
    expect(ownHidden(t, seat, other).map((x) => x.at)).toEqual([null]);
    expect(takenHexes(t, seat, secret).has(G.id(9, 9))).toBe(true);
    expect(takenHexes(t, seat, other).has(G.id(9, 9))).toBe(false);
    const n = hiddenBySide(t);
    expect(n[seat]).toBe(1);
    expect(n[1 - seat]).toBe(0);
    // The reveal is offered only in the hider's own movement phase, and built with its salt.
    expect(revealOffers(t, seat, secret, () => true)).toEqual([]);
    const moving: CdbState = { ...t, setup: undefined, phase: 'move', active: seat } as CdbState;
    const offers = revealOffers(moving, seat, secret, () => true);
    expect(offers).toHaveLength(1);
    expect(offers[0].a).toMatchObject({ k: 'reveal', counter: c.id, hex: G.id(9, 9), facing: 4, place: PLACES.behind, salt: hiddenSalt(c.id, secret) });
    expect(offers[0].label.en).toMatch(/behind a wood or a hill/);
    expect(revealOffers(moving, seat, other, () => true)[0].a).toBeNull();
    expect(revealOffers({ ...moving, active: (1 - seat) as 0 | 1 }, seat, secret, () => true)).toEqual([]);
  });
  it('the count in words, both languages', () => {
    expect(hiddenCount(1)).toEqual({ en: '1 counter hidden', fr: '1 pion caché' });
    expect(hiddenCount(2)).toEqual({ en: '2 counters hidden', fr: '2 pions cachés' });
    expect(counterWords({ type: 'Ps', quality: 'O' } as never, 'fr')).toMatch(/\(O\)$/);
  });
});
