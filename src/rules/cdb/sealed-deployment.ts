// CdB sidebar-200, "Placement simultané" (option deployment 'simultaneous'): "un cache (écran
// quelconque) peut être utilisé pour permettre aux joueurs de se placer simultanément, chacun sur
// une moitié de carte. [...] Embuscades mises à part, chaque camp se place à deux hex. de son bord
// de carte." The screen is a commitment (engine/commitment.ts): once the baggage is placed, each
// player seals his WHOLE deployment (every corps, every counter, its hex, facing and dismounting)
// as a digest, with the same words in a box only his own device opens (`sealWords`), defender
// first; then the attacker opens his, then the defender, each checked when opened: every corps
// once, every counter once, within 2 hexes of his own edge and more than 2 from the side edges
// (14.3.4), one unit a hex, legal stacks (8), a facing (6.1), dismounting (2.7).
import type { Seat } from '../../engine/contract';
import { commitWords, opensCommitment, openWords, sealWords, WORD_MAX } from '../../engine/commitment';
import type { Refusal } from './army';
import { gridOf, homeEdge } from './grid';
import type { CdbState, Counter } from './state';
import {
  botRows, corpsOfSide, defaultStacks, deployLines, fighting, inDeploymentZone, offeredPlan, placementViolation, setupOf,
  withLine, type SetupAction,
} from './setup';

type DeployAction = Extract<SetupAction, { k: 'deploy' }>;
const no = (rule: string, en: string, fr: string): Refusal => ({ rule, message: en, fr });

/** At most this many words in a whole deployment: an action holds 256 numbers (engine
 *  packet.ts LIMITS), the seal 18 of them besides. */
export const MAX_DEPLOYMENT_WORDS = 230;

/** A whole deployment as words, the side's corps in order (corps ids ascending), each: its
 *  number of units, each unit's hex × 6 + facing, then each of its counters in reserve order,
 *  the unit it stands in × 2 + 1 if it deploys dismounted. Every counter is named once by
 *  construction; null when `plan` does not place every counter of every corps once. */
export function deploymentWords(s: CdbState, seat: Seat, plan: DeployAction[]): number[] | null {
  const out: number[] = [];
  for (const c of corpsOfSide(s, seat)) {
    const a = plan.find((x) => x.corps === c.id);
    if (!a || plan.filter((x) => x.corps === c.id).length !== 1) return null;
    out.push(a.units.length, ...a.units.map((u) => u.hex * 6 + u.facing));
    for (const k of fighting(s, c.id)) {
      const at = a.units.filter((u) => u.counters.includes(k.id));
      if (at.length !== 1) return null;
      out.push(a.units.indexOf(at[0]) * 2 + (a.dismount.includes(k.id) ? 1 : 0));
    }
  }
  return plan.length === corpsOfSide(s, seat).length && out.length <= MAX_DEPLOYMENT_WORDS && out.every((x) => Number.isInteger(x) && x >= 0 && x <= WORD_MAX) ? out : null;
}

/** The deployment the words say (one deploy per corps), or null when they cannot be read. */
export function deploymentFromWords(s: CdbState, seat: Seat, w: number[]): DeployAction[] | null {
  let i = 0;
  const out: DeployAction[] = [];
  for (const c of corpsOfSide(s, seat)) {
    const n = w[i++];
    if (!Number.isInteger(n) || n < 1 || n > 48) return null;
    const units = w.slice(i, i + n).map((x) => ({ hex: Math.floor(x / 6), facing: x % 6, counters: [] as number[] }));
    i += n;
    if (units.length !== n) return null;
    const dismount: number[] = [];
    for (const k of fighting(s, c.id)) {
      const x = w[i++];
      if (!Number.isInteger(x) || x < 0 || x >= 2 * n) return null;
      units[x >> 1].counters.push(k.id);
      if (x & 1) dismount.push(k.id);
    }
    if (units.some((u) => u.counters.length === 0)) return null;
    out.push({ k: 'deploy', corps: c.id, units, dismount });
  }
  return i === w.length ? out : null;
}

/** The seal of a whole deployment put into words (`deploymentWords`). */
export const sealAction = (w: number[], salt: number[]): SetupAction => ({ k: 'sealDeployment', digest: commitWords(w, salt), box: sealWords(w, salt) });

/** The position as if the corps deployed one by one (the checks of 14.3.4 reused). */
const asDeploying = (s: CdbState): CdbState => ({ ...s, setup: { ...setupOf(s), step: 'deploy' } });

/** sidebar-200: what is wrong with `plan` as `seat`'s whole deployment, else null. */
export function wholeViolation(s: CdbState, seat: Seat, plan: DeployAction[]): Refusal | null {
  const mine = corpsOfSide(s, seat).map((c) => c.id);
  const named = plan.map((a) => a.corps);
  if (named.length !== mine.length || new Set(named).size !== named.length || named.some((c) => !mine.includes(c)))
    return no('CdB sidebar-200', `a sealed deployment places every one of the side's ${mine.length} corps, each once`, `un déploiement scellé place chacun des ${mine.length} corps du camp, une fois`);
  let q = asDeploying(s);
  for (const a of plan) {
    const v = placementViolation(q, seat, a);
    if (v) return v;
    q = withLine(q, seat, a);
  }
  return null;
}

/** sidebar-200: the opening of `seat`'s sealed deployment. */
export function openingViolation(s: CdbState, seat: Seat, words: number[], salt: number[]): Refusal | null {
  const st = setupOf(s);
  if (st.step !== 'openDeploy') return no('CdB sidebar-200', 'the deployments are shown once both players have sealed theirs', 'les déploiements se montrent une fois que les deux joueurs ont scellé le leur');
  if (!opensCommitment(st.sealed?.[seat] ?? [], words, salt)) return no('CdB sidebar-200', 'this is not the deployment sealed', 'ce n\'est pas le déploiement scellé');
  const plan = deploymentFromWords(s, seat, words);
  if (!plan) return no('CdB sidebar-200', 'the deployment shown cannot be read', 'le déploiement montré est illisible');
  return wholeViolation(s, seat, plan);
}

/** A device's own sealed deployment read back from its box with its salt, or null. */
export function openSealed(s: CdbState, seat: Seat, salt: number[]): number[] | null {
  const st = setupOf(s);
  const digest = st.sealed?.[seat], box = st.sealedBoxes?.[seat];
  if (!digest?.length || !box) return null;
  const w = openWords(box, salt);
  return opensCommitment(digest, w, salt) ? w : null;
}
/** The words behind a public-salt seal (a bot's or a test's), else null. */
export const publicDeployment = (s: CdbState, seat: Seat): number[] | null => openSealed(s, seat, Array(8).fill(0));

/** Free hexes of the zone, front row first, West to East as the player sees it: the fallback
 *  placing when no line fits (crowded terrain), stack after stack. */
export function packed(s: CdbState, seat: Seat, corps: number, taken: Set<number>): DeployAction | null {
  const g = gridOf(s);
  const free = g.all().filter((h) => inDeploymentZone(s, seat, h) && !taken.has(h))
    .sort((x, y) => {
      const dx = homeEdge(seat) === 'S' ? g.row(x) : -g.row(x), dy = homeEdge(seat) === 'S' ? g.row(y) : -g.row(y);
      return dx - dy || g.col(x) - g.col(y);
    });
  const stacks: Counter[][] = defaultStacks(fighting(s, corps));
  if (stacks.length > free.length) return null;
  const facing = homeEdge(seat) === 'S' ? 4 : 1;
  return { k: 'deploy', corps, units: stacks.map((st, i) => ({ hex: free[i], facing, counters: st.map((c) => c.id) })), dismount: [] };
}

/** The whole deployment legalActions offers (bots, fuzz): the corps largest first, each on a
 *  line of its third of the usual plan when one fits, else any line, else packed into the zone. */
export function offeredDeployment(s: CdbState, seat: Seat): number[] | null {
  const mine = corpsOfSide(s, seat);
  const order = [...mine].sort((a, b) => fighting(s, b.id).length - fighting(s, a.id).length || a.id - b.id);
  const plan = offeredPlan(mine.length);
  let q = asDeploying(s);
  const out: DeployAction[] = [];
  for (const c of order) {
    const rows = botRows(q, seat);
    const line = deployLines(q, seat, c.id, { want: plan[mine.indexOf(c)], rows, limit: 1 })[0]
      ?? deployLines(q, seat, c.id, { want: -1, rows, limit: 1 })[0]
      ?? packed(q, seat, c.id, new Set(q.units.map((u) => u.hex)));
    if (!line || placementViolation(q, seat, line)) return null;
    out.push(line);
    q = withLine(q, seat, line);
  }
  return wholeViolation(s, seat, out) === null ? deploymentWords(s, seat, out) : null;
}
