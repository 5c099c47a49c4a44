// The armies chosen in secret (scenario "choose-armies"; ORG-05, spec §10 D25): before the
// deployment, each side seals its army (only a digest travels, engine/commitment.ts, with
// the choice boxed for its own device), Rome's seat first; once both have sealed, the
// second seat reveals, then the first, each checked against its digest, the organisation
// rules and the agreed points (army-choice.ts). Once both are shown they take the field
// in the fixed row of the scenario, and the sealed deployment (deploy-choice.ts) follows.
// We seal the armies apart from the deployment: as at the table, where lists are shown
// before the troops are placed (the spec proposes one commitment for both).
import { commitWords, DIGEST_WORDS, opensCommitment, SALT_WORDS, WORD_MAX } from '../../engine/commitment';
import type { Ctx, OptionSpec, Seat, Violation } from '../../engine/contract';
import type { ArmyList } from './army';
import { CITIES } from './data/army-names';
import { armyCode, armyFromCode, armyListOf, choiceRefusals, distinctNames, type ArmyChoice, type BuiltArmy } from './army-choice';
import { placeArmy, rowFits } from './deployment';
import type { CivGame } from './game';
import { armyPoints, unitPoints } from './points';

export const CHOOSE_SCENARIO_ID = 'choose-armies';
/** The same choice on our broken field (data/field.ts): the players pick the ground with the scenario. */
export const CHOOSE_FIELD_SCENARIO_ID = 'choose-armies-field';
/** Whether a scenario begins with the armies chosen in secret (ORG-05, D25). */
export const choosesArmies = (scenario: string): boolean => scenario === CHOOSE_SCENARIO_ID || scenario === CHOOSE_FIELD_SCENARIO_ID;

/** The armies' step: each side's digest ([] before it seals), whether it revealed, and the
 *  boxes (its choice sealed for its own device, `sealSmall`) when sent. */
export interface ArmyStep { digests: number[][]; revealed: boolean[]; codes: number[][]; boxes?: number[][] }

/** The points limit the players agree on (ORG-20), an option of the game. */
export const POINTS_OPTION: OptionSpec = {
  id: 'armyPoints', rule: 'ORG-20',
  label: { en: 'Army points (when the players choose their armies)', fr: 'Points d\'armée (quand les joueurs choisissent leurs armées)' },
  help: { en: 'The most an army may cost in the scenario where each player chooses his own. The two sample armies cost 660 and 657.', fr: 'Le coût maximal d\'une armée dans le scénario où chaque joueur choisit la sienne. Les deux armées d\'exemple coûtent 660 et 657.' },
  choices: [500, 660, 800, 1000].map((p) => ({ value: p, label: { en: `${p} points`, fr: `${p} points` } })),
  default: 660,
};
export const pointsLimit = (o: Record<string, string | number>): number => (typeof o.armyPoints === 'number' ? o.armyPoints : 660);

/** A built army offered to the bots and the fuzz beside the samples: a Seleucid-like host
 *  with a phalanx, horse and an elephant command, so that special troops take the field. */
export const ELEPHANT_ARMY: BuiltArmy = {
  city: 6, exceptional: false, second: false, ally: null,
  commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: false }, { kind: 'elephant', allied: false }],
  units: [
    { kind: 'unit', command: 0, type: 'phalangites', stands: 6, grade: 'B', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'unit', command: 0, type: 'phalangites', stands: 6, grade: 'B', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'unit', command: 0, type: 'skirmishers', stands: 2, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'unit', command: 1, type: 'heavyCavalry', stands: 3, grade: 'B', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'unit', command: 1, type: 'lightCavalry', stands: 3, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'special', command: 2, type: 'elephantIndian' },
    { kind: 'special', command: 2, type: 'elephantIndian' },
    { kind: 'unit', command: 2, type: 'skirmishers', stands: 2, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
  ],
};

const foot = (command: number, type: 'spearmen' | 'skirmishers', stands: number, grade: 'B' | 'C', morale: 'high' | 'average', hoplite = false): BuiltArmy['units'][number] =>
  ({ kind: 'unit', command, type, stands, grade, morale, armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite });
/** A small Greek army of 488 points, so that every points limit offered has an army that fits. */
export const HOPLITE_ARMY: BuiltArmy = {
  city: 3, exceptional: false, second: false, ally: null,
  commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: false }],
  units: [
    foot(0, 'spearmen', 8, 'B', 'high', true),
    foot(0, 'spearmen', 4, 'C', 'average', true),
    foot(0, 'skirmishers', 2, 'C', 'average'),
    foot(0, 'skirmishers', 2, 'C', 'average'),
    { kind: 'unit', command: 1, type: 'lightCavalry', stands: 3, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
    { kind: 'unit', command: 1, type: 'heavyCavalry', stands: 3, grade: 'B', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false },
  ],
};

/** The armies legalActions offers (bots, fuzz), sealed with a public salt: they hide nothing. */
export const OFFERED_ARMIES: readonly ArmyChoice[] = [{ sample: 0 }, { sample: 1 }, ELEPHANT_ARMY, HOPLITE_ARMY];
export const PUBLIC_SALT: number[] = Array(SALT_WORDS).fill(0);

export const sealArmyAction = (c: ArmyChoice, salt: number[] = PUBLIC_SALT, box?: number[]) => ({ k: 'sealArmy' as const, digest: commitWords(armyCode(c), salt), ...(box ? { box } : {}) });
export const revealArmyAction = (c: ArmyChoice, salt: number[] = PUBLIC_SALT) => ({ k: 'revealArmy' as const, salt: [...salt], army: armyCode(c) });

const v = (rule: string, message: string): Violation => ({ rule, message });

/** Why a choice may not take the field on `side` in this game: the organisation rules, the
 *  points, and room in the deployment zone (A.7). */
export function choiceViolation(s: CivGame, side: Seat, c: ArmyChoice): Violation | null {
  const [first] = choiceRefusals(c, side, pointsLimit(s.options));
  if (first) return v(first.rule, first.text.en);
  return rowFits(side, armyListOf(c, side)) ? null : v('A.7', 'the army does not fit in its deployment zone, even in several rows');
}

export function sealArmyViolation(s: CivGame, seat: Seat, digest: number[]): Violation | null {
  if (s.phase !== 'army' || !s.armyStep || s.armyStep.digests[seat].length) return v('ORG-05', 'each player seals his army once, before the battle');
  return digest.length === DIGEST_WORDS && digest.every((w) => Number.isInteger(w) && w >= 0 && w <= WORD_MAX) ? null : v('ORG-05', 'a sealed army is 16 words');
}

export function revealArmyViolation(s: CivGame, seat: Seat, a: { salt: number[]; army: number[] }): Violation | null {
  const st = s.armyStep;
  if (s.phase !== 'army' || !st || st.digests.some((d) => !d.length) || st.revealed[seat]) return v('ORG-05', 'an army is shown once both players have sealed theirs');
  if (!opensCommitment(st.digests[seat], a.army, a.salt)) return v('ORG-05', 'this is not the army that was sealed');
  const c = armyFromCode(a.army);
  if (!c) return v('ORG-05', 'the army shown cannot be read');
  return choiceViolation(s, seat, c);
}

/** The step as a game of this scenario starts it. */
export const armyStepStart = (): ArmyStep => ({ digests: [[], []], revealed: [false, false], codes: [[], []] });

/** Each side's army in the state once shown; both on the field once both are. */
export function applySealArmy(s: CivGame, a: { digest: number[]; box?: number[] }, ctx: Ctx): CivGame {
  const st = s.armyStep!;
  st.digests[s.active] = [...a.digest];
  if (a.box) { st.boxes = st.boxes ?? [[], []]; st.boxes[s.active] = [...a.box]; }
  ctx.log({ t: 'armySealed', rule: 'ORG-05', side: s.active });
  s.active = 1;
  return s;
}

export function applyRevealArmy(s: CivGame, a: { army: number[] }, ctx: Ctx): CivGame {
  const side = s.active, st = s.armyStep!;
  const list = armyListOf(armyFromCode(a.army)!, side);
  st.codes[side] = [...a.army];
  st.revealed[side] = true;
  ctx.log({ t: 'armyRevealed', rule: 'ORG-05', side, army: list.name, armyFr: list.nameFr ?? list.name, units: list.units.length, points: armyPoints(list) });
  s.active = 0;
  if (!(st.revealed[0] && st.revealed[1])) return s;
  takeTheField(s);
  return s;
}

/** How the log names a side: the city the army is named after (the samples: Rome, Carthage). */
function sideWords(l: ArmyList): [string, string] {
  const id = l.nation === 'roman' ? 'rome' : l.nation === 'carthaginian' ? 'carthage' : l.nation;
  const c = CITIES.find((x) => x.id === id);
  return c ? [c.en, c.fr] : [l.name, l.name];
}

/** Both armies in the fixed row of the scenario, then the sealed deployment. */
function takeTheField(s: CivGame): void {
  const [a, b] = s.armyStep!.codes.map((code, side) => armyListOf(armyFromCode(code)!, side as Seat));
  const armies = [a, distinctNames(a, b)];
  s.armies = armies;
  const placed = armies.map((army, side) => placeArmy(side as Seat, army));
  s.units = placed.flatMap((p) => p.units);
  s.leaders = placed.flatMap((p) => p.leaders);
  s.commands = placed.flatMap((p) => p.commands);
  s.contingents = placed.flatMap((p) => p.contingents);
  s.exceptional = placed.flatMap((p) => p.exceptional);
  s.startPoints = Object.fromEntries(armies.flatMap((a) => a.units.map((u) => [u.id, unitPoints(u)])));
  const words = armies.map(sideWords);
  if (words[0][0] === words[1][0]) words[1] = [`${words[1][0]} (2)`, `${words[1][1]} (2)`];
  s.sideNames = words;
  delete s.armyStep;
  s.phase = 'deploy';
  s.deploy = { digests: [[], []], revealed: [false, false] };
}

/** The public choice behind a seat's digest (bots and tests), if it is one of the offered armies. */
export function publicArmy(s: CivGame, side: Seat): ArmyChoice | null {
  const d = s.armyStep?.digests[side];
  if (!d?.length) return null;
  return OFFERED_ARMIES.find((c) => opensCommitment(d, armyCode(c), PUBLIC_SALT)) ?? null;
}
