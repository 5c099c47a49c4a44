// Hidden units on the CdB board (14.3.3, rules' hidden.ts), for the hider's device and for the
// opponent's: where a counter may hide now (the rules' `placeViolation`, asked hex by hex),
// which counters of the corps deploying now may hide, the refusals said before a hide is sent
// (no device secret, the sealed plan no longer keepable), the hider's own hidden counters read
// back with its salt, and what the other side may know (how many counters are hidden). No rule
// is decided here: every hide and reveal is checked by the rules before it is handed on.
import type { Seat, Text } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { gridOf } from '../../rules/cdb/grid';
import { hiddenSalt, keepsPlanWithout, openHidden, PLACES, placeViolation, type HiddenUnit } from '../../rules/cdb/hidden';
import { opt } from '../../rules/cdb/options';
import { CATALOGUE } from '../../rules/cdb/data/units';
import { deployable, fighting } from '../../rules/cdb/setup';
import type { CdbState, Counter } from '../../rules/cdb/state';

const T = (en: string, fr: string): Text => ({ en, fr });

/** The three hiding places in the order the rules' offers try them (hidden.ts `hiddenOffers`). */
export const PLACE_ORDER = [PLACES.psiloi, PLACES.wood, PLACES.behind] as const;

export const HIDE_WORDS = {
  open: T('Hide a counter…', 'Cacher un pion…'),
  close: T('Back to the deployment', 'Retour au déploiement'),
  which: T('Which counter hides? It stays off the map until it acts or an enemy uncovers it.', 'Quel pion se cache ? Il reste hors de la carte jusqu\'à ce qu\'il agisse ou qu\'un ennemi le découvre.'),
  where: T('Tap a dotted blue hex: where it may hide.', 'Touchez une case bleue pointillée : où il peut se cacher.'),
  nowhere: T('No hiding place for this counter on this field.', 'Aucune cachette pour ce pion sur ce terrain.'),
  hideHere: T('Hide here', 'Cacher ici'),
  noPlan: T('Hiding this counter would leave a corps still to deploy no room in its third of your sealed plan: choose another.', 'Cacher ce pion ne laisserait pas de place à un corps restant dans son tiers de votre plan scellé : choisissez-en un autre.'),
  legend: T('where the chosen counter may hide', 'où le pion choisi peut se cacher'),
  badge: T('hidden', 'caché'),
  yours: T('Hidden (only you see them)', 'Cachés (vous seul les voyez)'),
  reveal: T('Reveal', 'Montrer'),
  lost: T('This device cannot find where it hid this counter (was the game opened on another device?).', 'Cet appareil ne retrouve pas où il a caché ce pion (la partie a-t-elle été ouverte sur un autre appareil ?).'),
};

/** Each hiding place in words, as the rulebook names it. */
export const PLACE_NAMES: Record<number, Text> = {
  [PLACES.psiloi]: T('Psiloi ambush in broken ground', 'embuscade de psiloi en terrain accidenté'),
  [PLACES.wood]: T('ambush in a wood or an oasis', 'embuscade dans un bois ou une oasis'),
  [PLACES.behind]: T('behind a wood or a hill, out of the enemy\'s sight', 'derrière un bois ou une colline, hors de vue de l\'ennemi'),
};

/** "1 counter hidden", "2 counters hidden". */
export const hiddenCount = (n: number): Text => (n === 1 ? T('1 counter hidden', '1 pion caché') : T(`${n} counters hidden`, `${n} pions cachés`));

/** A seat's own hidden counters with their places, read back with the device's secret
 *  (`at` null: this device's salt does not open it). */
export function ownHidden(s: CdbState, seat: Seat, secret: Uint8Array): { h: HiddenUnit; salt: number[]; at: { hex: HexId; facing: number; place: number } | null }[] {
  return s.hidden.filter((h) => h.side === seat).map((h) => { const salt = hiddenSalt(h.counter.id, secret); return { h, salt, at: openHidden(h, salt) }; });
}

/** How many counters each side has hidden (what both players may know). */
export const hiddenBySide = (s: CdbState): [number, number] => [0, 1].map((side) => s.hidden.filter((h) => h.side === side).length) as [number, number];

/** The counters of the corps `corps` (one deploying now) that may hide: not a general, not
 *  baggage, and the corps keeps a counter on the map; one of each type and quality. */
export function hideCandidates(s: CdbState, seat: Seat, corps: number): Counter[] {
  if (opt(s.options, 'ambushes') === 'none' || !s.setup || s.setup.step !== 'deploy' || s.setup.seat !== seat || !deployable(s, seat).includes(corps)) return [];
  const pool = fighting(s, corps);
  if (pool.length < 2) return [];
  const seen = new Set<string>();
  return pool.filter((c) => {
    const k = `${c.type}${c.quality}`;
    if (c.general || c.type === 'Bag' || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// The places depend on the counter through its type only (Psiloi or not): worked out once per position.
const spotCache = new WeakMap<CdbState, Map<string, Map<HexId, number>>>();

/** 14.3.3: the free hexes where `counter` of `seat` may hide now, each with the first place
 *  (Psiloi ambush, wood or oasis, behind a wood or a hill) the rules accept there; `taken`:
 *  hexes already occupied (units, and this device's own hidden counters). */
export function hidingSpots(s: CdbState, seat: Seat, counter: Counter, taken: Set<HexId>): Map<HexId, number> {
  const key = `${seat}-${counter.type === 'Ps' ? 'Ps' : 'x'}-${[...taken].sort((a, b) => a - b).join()}`;
  let byKey = spotCache.get(s);
  if (!byKey) spotCache.set(s, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const out = new Map<HexId, number>();
  for (const h of gridOf(s).all()) {
    if (taken.has(h) || s.map.cells[String(h)]?.impassable) continue;
    const place = PLACE_ORDER.find((p) => placeViolation(s, seat, counter, h, p) === null);
    if (place !== undefined) out.set(h, place);
  }
  byKey.set(key, out);
  return out;
}

/** Why this device may not hide `counter` now, in words (null: it may): no secret for this
 *  game (the place would not be hidden), or the sealed plan could no longer be kept (S7). */
export function hideRefusal(s: CdbState, seat: Seat, corps: number, counter: Counter, secret: Uint8Array | null | undefined, plan: number[] | null, noSecret: Text): Text | null {
  if (!secret) return noSecret;
  return keepsPlanWithout(s, seat, corps, counter.id, plan) ? null : HIDE_WORDS.noPlan;
}

/** The hexes taken for a new hiding place: every unit's, and this device's own hidden counters'. */
export function takenHexes(s: CdbState, seat: Seat, secret: Uint8Array | null | undefined): Set<HexId> {
  const out = new Set<HexId>(s.units.map((u) => u.hex));
  if (secret) for (const x of ownHidden(s, seat, secret)) if (x.at) out.add(x.at.hex);
  return out;
}

/** A counter in a few words: its type's name and quality ("Psiloi (O)"). */
export const counterWords = (c: Counter, lang: string): string => `${CATALOGUE[c.type].name[lang === 'fr' ? 'fr' : 'en']} (${c.quality})`;
