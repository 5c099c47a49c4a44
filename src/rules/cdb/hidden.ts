// Hidden units and ambushes (14.3.3, spec S7, N10, §9.3, A23, C9).
//
// At deployment a player may hide a counter instead of placing it (`hide`): the state keeps
// only a digest of where it is (`commitWords([counter, hex, facing, place], salt)`) and the same
// numbers sealed for the hider's own device (`sealWords`), with the salt from the device's
// secret (`saltWords(secret, 'cdb-hidden/' + counter)`). The opponent sees that a counter of
// that corps is missing, nothing more. The hiding place can be checked only when it is shown:
// `reveal` opens the digest, and is refused when the place breaks 14.3.3.
//
// Three hiding places (`place`):
//   0 Psiloi ambush: a Psiloi counter of the defender [INTERP A23] in broken ground more
//     than 5 hexes from the enemy's edge [C9: FR "au-delà de 5"], revealed when an enemy unit
//     comes within 3 hexes (FR "visibles par des unités ennemies à trois hex.");
//   1 wood or oasis ambush: any counter but baggage, in a wood or oasis hex of its own
//     deployment area [INTERP A23], revealed when an enemy unit sees the hex (1.2: sight into
//     a wood reaches 2 hexes);
//   2 behind a wood or a hill: any counter but baggage, in its own deployment area, on a hex
//     that no hex of the enemy's deployment area sees [INTERP: "behind" read as "out of sight
//     of the enemy's side of the field"; flank-march corps are not built], revealed when an
//     enemy unit sees it (FR "dès qu'une unité ennemie a une ligne de vue sur elles").
// A hidden unit is revealed by its owner in his own turn (it acts), or by a trigger in the
// other side's turn: the hider's device finds the first action after which the trigger holds
// (`firstTrigger`) and answers with a `reveal` that cuts the mover's packet there (engine
// `CutRules`; the platform checks it held after that action and after none before).
import type { Seat, Violation } from '../../engine/contract';
import { commitWords, openWords, opensCommitment, saltWords, sealWords, DIGEST_WORDS } from '../../engine/commitment';
import type { HexId } from '../../engine/hex';
import { facingOwnEdge, gridOf } from './grid';
import { opt } from './options';
import { asDeployed, defender, deployable, deployDepth, depthOf, fighting, planKeepable, PUBLIC_SALT, sealedPlanOf, setupLegalActions, setupOf } from './setup';
import { cellAt, type CdbState, type Counter } from './state';
import { canSee, groundAt, kindAt, levelAt } from './terrain';

/** A counter in hiding: public, but for its place. */
export interface HiddenUnit {
  side: Seat;
  corps: number;
  counter: Counter;
  /** commitWords([counter id, hex, facing, place], salt). */
  digest: number[];
  /** [hex, facing, place] sealed with sealWords for the hider's device. */
  box: number[];
}

export type HiddenAction =
  /** 14.3.3: a counter of a corps this seat deploys now goes into hiding. */
  | { k: 'hide'; counter: number; digest: number[]; box: number[] }
  /** 14.3.3, N10: a hidden counter shown at `hex`, facing `facing`; `cut`: revealed by the
   *  other side's last packet after its action `cut` (engine CutRules), else by its owner. */
  | { k: 'reveal'; counter: number; hex: number; facing: number; place: number; salt: number[]; cut?: number };

export const PLACES = { psiloi: 0, wood: 1, behind: 2 } as const;
/** 14.3.3: Psiloi in ambush are seen by enemy units this near (FR "à trois hex."). */
export const PSILOI_SIGHT = 3;
/** C9: the Psiloi ambush lies more than this many hexes from the enemy's edge (the edge row the first). */
export const PSILOI_EDGE_DISTANCE = 5;

type Refusal = Violation & { fr: string };
const no = (rule: string, en: string, fr: string): Refusal => ({ rule, message: en, fr });

/** The salt a device seals a hidden counter with (absent secret: the public salt of bots and tests). */
export const hiddenSalt = (counter: number, secret?: Uint8Array): number[] => (secret ? saltWords(secret, 'cdb-hidden/' + counter) : [...PUBLIC_SALT]);

/** The `hide` action a device sends for a counter hidden at `hex`. */
export function hideAction(counter: number, hex: HexId, facing: number, place: number, salt: number[]): HiddenAction {
  return { k: 'hide', counter, digest: commitWords([counter, hex, facing, place], salt), box: sealWords([hex, facing, place], salt) };
}

/** What the hider's device reads back from the state: each own hidden counter's place, or
 *  nothing when the salt does not open it. */
export function openHidden(h: HiddenUnit, salt: number[]): { hex: HexId; facing: number; place: number } | null {
  const [hex, facing, place] = openWords(h.box, salt);
  return opensCommitment(h.digest, [h.counter.id, hex, facing, place], salt) ? { hex, facing, place } : null;
}

export const revealAction = (h: HiddenUnit, salt: number[], cut?: number): HiddenAction | null => {
  const o = openHidden(h, salt);
  return o ? { k: 'reveal', counter: h.counter.id, ...o, salt: [...salt], ...(cut !== undefined ? { cut } : {}) } : null;
};

/** 14.3.3 (A23, C9): whether `place` is a lawful hiding place for this counter of `side`. */
export function placeViolation(s: CdbState, side: Seat, counter: Counter, hex: HexId, place: number): Refusal | null {
  const g = gridOf(s);
  if (!g.onMap(hex)) return no('CdB 14.3', 'a hidden unit is on the map', 'une unité cachée est sur la carte');
  if (place === PLACES.psiloi) {
    if (counter.type !== 'Ps') return no('CdB 14.3', 'only Psiloi hide in broken ground', 'seuls les psiloi se cachent en terrain accidenté');
    if (side !== defender(s)) return no('CdB A23', 'the Psiloi ambush is the defender\'s', 'l\'embuscade de psiloi est celle du défenseur');
    if (groundAt(s, hex) !== 'broken') return no('CdB 14.3', `${g.label(hex)} is not broken ground`, `${g.label(hex)} n'est pas un terrain accidenté`);
    if (depthOf(s, (1 - side) as Seat, hex) <= PSILOI_EDGE_DISTANCE)
      return no('CdB C9', `${g.label(hex)} is not more than ${PSILOI_EDGE_DISTANCE} hexes from the enemy's edge`, `${g.label(hex)} n'est pas au-delà de ${PSILOI_EDGE_DISTANCE} hex. du bord ennemi`);
    return null;
  }
  if (place === PLACES.wood) {
    if (counter.type === 'Bag') return no('CdB 14.3', 'baggage does not hide', 'les bagages ne se cachent pas');
    if (kindAt(s, hex).ambush !== 'any') return no('CdB 14.3', `${g.label(hex)} is not a wood or an oasis`, `${g.label(hex)} n'est ni un bois ni une oasis`);
    if (depthOf(s, side, hex) > deployDepth(s, side)) return no('CdB A23', `${g.label(hex)} is outside one's own deployment area`, `${g.label(hex)} est hors de sa zone de déploiement`);
    return null;
  }
  if (place === PLACES.behind) {
    if (counter.type === 'Bag') return no('CdB 14.3', 'baggage does not hide', 'les bagages ne se cachent pas');
    if (depthOf(s, side, hex) > deployDepth(s, side)) return no('CdB A23', `${g.label(hex)} is outside one's own deployment area`, `${g.label(hex)} est hors de sa zone de déploiement`);
    if (opt(s.options, 'hiddenBehind') === 'screened') {
      if (!screened(s, side, hex)) return no('CdB 14.3', `${g.label(hex)} is not behind a wood or a hill: no wood or higher ground next to it stands between it and the enemy's edge`, `${g.label(hex)} n'est pas derrière un bois ou une colline : aucun bois ni aucune hauteur voisins ne le séparent du bord ennemi`);
      return null;
    }
    if (seenFromEnemyZone(s, side, hex)) return no('CdB 14.3', `${g.label(hex)} is not behind a wood or a hill: the enemy's deployment area sees it`, `${g.label(hex)} n'est pas derrière un bois ou une colline : la zone de déploiement ennemie le voit`);
    return null;
  }
  return no('CdB 14.3', 'not a hiding place', 'pas une cachette');
}

/** 14.3.3 [INTERP, option hiddenBehind 'screened']: a neighbour of the hex is a wood or higher
 *  ground, and lies nearer the enemy's edge than the hex does. */
function screened(s: CdbState, side: Seat, hex: HexId): boolean {
  const enemy = (1 - side) as Seat, g = gridOf(s);
  const depth = depthOf(s, enemy, hex);
  return g.neighbours(hex).some((n) => g.onMap(n) && depthOf(s, enemy, n) < depth && (cellAt(s, n).kind === 'wood' || levelAt(s, n) > levelAt(s, hex)));
}

/** 14.3.3 [INTERP, option hiddenBehind 'unseen', the default]: a hex some hex of the enemy's deployment area has sight of (1.2, 10.2). */
function seenFromEnemyZone(s: CdbState, side: Seat, hex: HexId): boolean {
  const enemy = (1 - side) as Seat, g = gridOf(s);
  return g.all().some((h) => depthOf(s, enemy, h) <= deployDepth(s, enemy) && canSee(s, h, hex));
}

/** N10 (14.3.3): whether an enemy unit now uncovers a counter of `side` hidden at `hex`: within
 *  3 hexes of a Psiloi ambush; in sight of a wood ambush (sight into woods reaches 2 hexes) or
 *  of a unit behind a wood or a hill.
 *  Never while a combat step is under way (its re-run reads the position it began from) or
 *  during the set-up: the unit is then revealed once the step or the set-up is over. */
export function triggered(s: CdbState, side: Seat, hex: HexId, place: number): boolean {
  if (s.setup || s.combat || s.phase === 'over') return false;
  const g = gridOf(s);
  for (const u of s.units) {
    if (u.side === side) continue;
    if (place === PLACES.psiloi ? g.distance(u.hex, hex) <= PSILOI_SIGHT : canSee(s, u.hex, hex)) return true;
  }
  return false;
}

/** 14.3.3 [INTERP, option ambushHexTaken]: where a revealed unit stands when its hex is taken
 *  (a unit moved onto it in one move): the nearest free hex (then the lowest hex number), or
 *  nowhere: it is lost, caught in its hiding place. */
function standingHex(s: CdbState, hex: HexId): HexId | null {
  if (!s.units.some((u) => u.hex === hex)) return hex;
  if (opt(s.options, 'ambushHexTaken') === 'lost') return null;
  const g = gridOf(s);
  const taken = new Set(s.units.map((u) => u.hex));
  let best: HexId | null = null, bestD = Infinity;
  for (const h of g.all()) {
    if (taken.has(h) || s.map.cells[String(h)]?.impassable) continue;
    const d = g.distance(h, hex);
    if (d < bestD || (d === bestD && h < best!)) { best = h; bestD = d; }
  }
  return best;
}

const entryOf = (s: CdbState, counter: number): HiddenUnit | undefined => s.hidden.find((h) => h.counter.id === counter);

export function hiddenViolation(s: CdbState, seat: Seat, a: HiddenAction): Refusal | null {
  if (a.k === 'hide') {
    if (opt(s.options, 'ambushes') === 'none') return no('CdB 14.3', 'this game is played without ambushes', 'cette partie se joue sans embuscade');
    if (!s.setup || s.setup.step !== 'deploy' || s.setup.seat !== seat) return no('CdB 14.3', 'units hide when their corps deploys', 'les unités se cachent quand leur corps se déploie');
    const corps = deployable(s, seat).find((c) => fighting(s, c).some((k) => k.id === a.counter));
    if (corps === undefined) return no('CdB 14.3', 'only a counter of a corps to deploy now may hide', 'seul un pion d\'un corps à déployer maintenant peut se cacher');
    const c = fighting(s, corps).find((k) => k.id === a.counter)!;
    if (c.general) return no('CdB 14.3', 'a general does not hide', 'un général ne se cache pas');
    if (fighting(s, corps).length < 2) return no('CdB 14.3', 'a corps keeps at least one counter on the map', 'un corps garde au moins un pion sur la carte');
    if (a.digest.length !== DIGEST_WORDS || a.box.length !== 3) return no('CdB 14.3', 'a hidden unit is a commitment of 16 words and a box of 3', 'une unité cachée est un engagement de 16 mots et une boîte de 3');
    return null;
  }
  if (s.setup || s.phase === 'over') return no('CdB 14.3', 'hidden units are shown once the battle has begun', 'les unités cachées se montrent une fois la bataille commencée');
  const h = entryOf(s, a.counter);
  if (!h || h.side !== seat) return no('CdB 14.3', 'no such hidden unit of this player', 'pas d\'unité cachée de ce joueur');
  if (!opensCommitment(h.digest, [a.counter, a.hex, a.facing, a.place], a.salt)) return no('CdB S7', 'this is not where the unit was hidden', 'ce n\'est pas là que l\'unité était cachée');
  if (!Number.isInteger(a.facing) || a.facing < 0 || a.facing > 5) return no('CdB 6.1', 'a unit faces a vertex', 'une unité fait face à un sommet');
  const v = placeViolation(s, seat, h.counter, a.hex, a.place);
  if (v) return v;
  if (s.combat) return no('CdB 14.3', 'a hidden unit is shown once the combat step is over', 'une unité cachée se montre une fois l\'étape de combat finie');
  // A cut reveal is played out of turn; the platform checks its trigger (CutRules.holds).
  if (a.cut === undefined && seat !== s.active) return no('CdB 14.3', 'a hidden unit shows itself in its own side\'s turn, or when the enemy uncovers it', 'une unité cachée se montre au tour de son camp, ou quand l\'ennemi la découvre');
  return null;
}

export function applyHidden(s: CdbState, seat: Seat, a: HiddenAction, log: (e: { t: string; rule: string; [k: string]: unknown }) => void): void {
  if (a.k === 'hide') {
    const st = setupOf(s);
    const corps = deployable(s, seat).find((c) => fighting(s, c).some((k) => k.id === a.counter))!;
    const c = st.reserve[String(corps)].find((k) => k.id === a.counter)!;
    st.reserve[String(corps)] = st.reserve[String(corps)].filter((k) => k.id !== a.counter);
    s.hidden.push({ side: seat, corps, counter: asDeployed(st, c, false), digest: [...a.digest], box: [...a.box] });
    log({ t: 'unitHidden', rule: 'CdB 14.3', side: seat, corps, counter: c.id, type: c.type });
    return;
  }
  const h = entryOf(s, a.counter)!;
  s.hidden = s.hidden.filter((x) => x !== h);
  const at = standingHex(s, a.hex);
  if (at === null) {
    s.lost = [...(s.lost ?? []), { side: h.side, corps: h.corps, counter: h.counter, how: 'destroyed' }];
    log({ t: 'hiddenLost', rule: 'CdB 14.3', side: h.side, corps: h.corps, counter: h.counter.id, type: h.counter.type, hex: a.hex });
    return;
  }
  const id = s.nextUnit++;
  s.units.push({ id, side: h.side, corps: h.corps, hex: at, facing: a.facing, counters: [h.counter] });
  log({ t: 'unitRevealed', rule: a.cut !== undefined ? 'CdB N10' : 'CdB 14.3', side: h.side, unit: id, hex: at, hidHex: a.hex, place: a.place, uncovered: a.cut !== undefined });
}

/** The engine's CutRules.holds: a cut `reveal` whose digest opens and whose trigger holds in `s`. */
export function cutHolds(s: CdbState, seat: Seat, r: Extract<HiddenAction, { k: 'reveal' }>): boolean {
  if (r.cut === undefined) return false;
  const h = entryOf(s, r.counter);
  if (!h || h.side !== seat || !opensCommitment(h.digest, [r.counter, r.hex, r.facing, r.place], r.salt)) return false;
  return triggered(s, seat, r.hex, r.place);
}

/** N10, spec §9.3, for the hider's device: given the states of the mover's packet (before its
 *  first action, then after each), the reveals that cut it at the first action after which
 *  an enemy uncovers one of `seat`'s hidden units (every unit uncovered at that same action);
 *  [] when none is. `salt(counter)` gives the salt each counter was hidden with. */
export function firstTrigger(states: CdbState[], seat: Seat, salt: (counter: number) => number[]): HiddenAction[] {
  if (states.length < 2) return [];
  const mine = states[0].hidden.filter((h) => h.side === seat)
    .map((h) => ({ h, salt: salt(h.counter.id), at: openHidden(h, salt(h.counter.id)) }))
    .filter((x) => x.at !== null);
  // Each unit's first uncovering; one uncovered before the packet (its owner missed it) is no cut's.
  const first = mine.map((x) => states.findIndex((st) => triggered(st, seat, x.at!.hex, x.at!.place)));
  const k = Math.min(...first.filter((f) => f >= 1));
  if (!Number.isFinite(k)) return [];
  return mine.filter((_, i) => first[i] === k).map((x) => revealAction(x.h, x.salt, k)!).filter((a) => hiddenViolation(states[k], seat, a) === null);
}

/** At most this many hidden counters a side is offered (bots, tests): the rules set no limit. */
const OFFERED_HIDDEN = 2;

/** Representative hide and reveal actions with the public salt (bots, tests, fuzzing): a
 *  Psiloi ambush or a wood ambush for a counter of a corps deploying now; in the movement
 *  phase of one's own turn, showing each hidden unit. */
export function hiddenOffers(s: CdbState, seat: Seat): HiddenAction[] {
  if (s.setup) {
    if (opt(s.options, 'ambushes') === 'none' || s.setup.step !== 'deploy' || s.setup.seat !== seat) return [];
    const mine = s.hidden.filter((h) => h.side === seat);
    if (mine.length >= OFFERED_HIDDEN) return [];
    const g = gridOf(s);
    const taken = new Set([...s.units.map((u) => u.hex), ...mine.map((h) => openHidden(h, PUBLIC_SALT)?.hex)]);
    // The first free hiding place of each kind (it depends on the counter only through its type).
    const spot: (HexId | undefined)[] = [];
    const spotFor = (place: number): HexId | undefined => {
      if (!(place in spot)) { const probe = { type: place === PLACES.psiloi ? 'Ps' : 'Bd' } as Counter; spot[place] = g.all().find((h) => !taken.has(h) && placeViolation(s, seat, probe, h, place) === null); }
      return spot[place];
    };
    for (const corps of deployable(s, seat)) {
      const pool = fighting(s, corps);
      if (pool.length < 2) continue;
      for (const c of pool) {
        if (c.general || c.type === 'Bag') continue;
        const place = [PLACES.psiloi, PLACES.wood, PLACES.behind].find((p) => (p !== PLACES.psiloi || c.type === 'Ps') && spotFor(p) !== undefined);
        if (place === undefined) continue;
        // One look per corps at whether its plan can still be kept (setupLegalActions is dear).
        if (!leavesALine(s, seat, corps, c.id)) break;
        return [hideAction(c.id, spotFor(place)!, facingOwnEdge((1 - seat) as Seat), place, PUBLIC_SALT)];
      }
    }
    return [];
  }
  if (s.combat || seat !== s.active || s.phase !== 'move') return [];
  return s.hidden.filter((h) => h.side === seat).map((h) => revealAction(h, PUBLIC_SALT)).filter((a): a is HiddenAction => a !== null && hiddenViolation(s, seat, a) === null);
}

/** Whether the public-salt plan (bots, tests) survives `counter` hiding: `keepsPlanWithout`. */
const leavesALine = (s: CdbState, seat: Seat, corps: number, counter: number): boolean => keepsPlanWithout(s, seat, corps, counter, sealedPlanOf(s, seat, PUBLIC_SALT));

/** Whether, once `counter` of `corps` hides, every corps still to deploy can keep `plan`, the
 *  seat's sealed plan as its device reads it (S7: a corps with fewer counters may stand
 *  elsewhere on its mean column, so a plan kept before may no longer be); with no plan, whether
 *  a deployment is still offered. The deployment screen asks it before a hide is sent. */
export function keepsPlanWithout(s: CdbState, seat: Seat, corps: number, counter: number, plan: number[] | null): boolean {
  const st = setupOf(s);
  const next: CdbState = { ...s, setup: { ...st, reserve: { ...st.reserve, [String(corps)]: st.reserve[String(corps)].filter((k) => k.id !== counter) } } };
  return plan ? planKeepable(next, seat, plan) : setupLegalActions(next, seat).some((a) => a.k === 'deploy');
}

/** The bots' own reveal (public salt): a hidden unit an enemy has uncovered in the bot's own
 *  turn (a recoil brought it near), or any from game turn 3, when it is time to act. */
export function botReveal(s: CdbState, seat: Seat): HiddenAction | null {
  for (const a of hiddenOffers(s, seat)) {
    if (a.k !== 'reveal') continue;
    if (s.turn >= 3 || triggered(s, seat, a.hex, a.place)) return a;
  }
  return null;
}
