// The set-up of a Champs de Bataille battle played on the board (14.3, rules' setup.ts):
// the secret army choice (S1), the attacker's hills and the defender's terrain pieces with
// their dice (S3/S4), the side (S5), the baggage (S6), the secret corps plan (S7) and the
// deployment of a whole corps per action (S8/S9), the zones highlighted on the shared board.
// The sealed choices (army, plan) are committed with a salt drawn from the device's secret
// for this game (board contract `secret`), and this device reveals them itself when the
// rules ask: it finds its own choice again by opening its digest with that salt. Drawing and
// choosing only: every action is checked by the rules (`sys.check`) before it is handed on.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Seat, Text } from '../../engine/contract';
import { openSmall, opensCommitment, saltWords, sealSmall } from '../../engine/commitment';
import { opt } from '../../rules/cdb/options';
import { ArmyBuilder } from './army-builder';
import type { RuleSystem } from '../../app/engine-types';
import { tx } from '../../app/i18n';
import { armyCode, commitAction, OFFERED_ARMIES, revealAction, type ArmyChoice, type CdbAction, type CdbState } from '../../rules/cdb';
import { armyFromCode, armyOf } from '../../rules/cdb/army';
import { POINTS, ARMY_LISTS } from '../../rules/cdb/data/lists';
import { CATALOGUE } from '../../rules/cdb/data/units';
import { gridOf, homeEdge } from '../../rules/cdb/grid';
import { asDeployed, bagsOf, deployable, deployLines, elementAnchors, fighting, footprint, inDeploymentZone, PLACEABLE, planKeepable, ROUTE, sealedPlanOf, SIDE_MARGIN, withLine } from '../../rules/cdb/setup';
import { commitWords } from '../../engine/commitment';
import type { Mark } from '../hex/picks';
import { FACING_SHORT } from './words';
import { HiddenStatus } from './hidden-pieces';
import { counterWords, HIDE_WORDS, hideCandidates, hideRefusal, hidingSpots, PLACE_NAMES, takenHexes } from './hiding';
import { hiddenSalt, hideAction } from '../../rules/cdb/hidden';
import { deploymentFromWords, deploymentWords, openSealed, sealAction } from '../../rules/cdb/sealed-deployment';

type Sys = RuleSystem<CdbState, CdbAction>;
const T = (en: string, fr: string): Text => ({ en, fr });

/** The labels that keep a game's two sealed choices apart (engine/commitment.ts). */
export const ARMY_SALT = 'cdb-army', PLAN_SALT = 'cdb-plan';

export const W = {
  chooseArmy: T('Choose your army in secret: the other player sees it only once both have chosen.', 'Choisissez votre armée en secret : l\'autre joueur ne la voit qu\'une fois les deux choix faits.'),
  waitArmy: T('Your army is chosen and sealed. The other player chooses his; then both are shown.', 'Votre armée est choisie et scellée. L\'autre joueur choisit la sienne ; puis les deux sont dévoilées.'),
  revealing: T('Showing your army (this device opens its own seal)…', 'Votre armée est dévoilée (cet appareil ouvre son propre sceau)…'),
  noSecret: T('This device holds no secret for this game: the choice would not be hidden.', 'Cet appareil n\'a pas de secret pour cette partie : le choix ne serait pas caché.'),
  lost: T('This device cannot find the army it sealed (was the game opened on another device?).', 'Cet appareil ne retrouve pas l\'armée qu\'il a scellée (la partie a-t-elle été ouverte sur un autre appareil ?).'),
  planImpossible: T('Your corps cannot all stand where this plan puts them: change a corps\'s third.', 'Vos corps ne peuvent pas tous se placer comme ce plan le dit : changez le tiers d\'un corps.'),
  noRoom: T('This line would leave a corps still to deploy no room in its third of your plan: choose another.', 'Cette ligne ne laisserait pas de place à un corps restant dans son tiers de votre plan : choisissez-en une autre.'),
  build: T('Build an army from a list…', 'Composer une armée d\'après une liste…'),
  buildDetail: T('200, 300 or 400 points: corps, generals, allies, baggage', '200, 300 ou 400 points : corps, généraux, alliés, bagages'),
  corps: T('corps', 'corps'),
  counters: T('counters', 'pions'),
  points: T('points', 'points'),
  sample: T('sample army', 'armée d\'exemple'),
  hills: T('Your steep hills (up to 3): tap a green hex to place one (4 hexes), or stop.', 'Vos collines escarpées (3 au plus) : touchez une case verte pour en placer une (4 cases), ou arrêtez.'),
  noMoreHills: T('No more hills', 'Plus de colline'),
  route: T('How does your army invade? Along a road (then up to 3 steep hills), along a river (broken ground, no hills), or with water on one side (no flank march there).', 'Par où votre armée envahit-elle ? Par une route (puis 3 collines escarpées au plus), par une rivière (terrain accidenté, sans collines), ou avec de l\'eau d\'un côté (pas de marche de flanc de ce côté).'),
  road: T('Road', 'Route'),
  river: T('River', 'Rivière'),
  waterWest: T('Water on the West side', 'Eau du côté ouest'),
  waterEast: T('Water on the East side', 'Eau du côté est'),
  routeStart: T('Tap a green hex of the South edge where it enters.', 'Touchez la case verte du bord sud où elle entre.'),
  routeEnd: T('Tap a green hex of the North edge where it leaves.', 'Touchez la case verte du bord nord où elle sort.'),
  otherRoute: T('Choose again', 'Choisir autrement'),
  riverAcross: T('A river across the middle, row {n}', 'Une rivière au milieu, rangée {n}'),
  pieces: T('Your terrain pieces (2 or 3): choose what to place; two dice say where.', 'Vos éléments de terrain (2 ou 3) : choisissez lequel ; deux dés disent où.'),
  enough: T('No more terrain', 'Plus de terrain'),
  placeIt: T('Tap a green hex to place it (4 hexes).', 'Touchez une case verte pour le placer (4 cases).'),
  square: T('square', 'secteur'),
  edgeDie: T('edge die', 'dé de bord'),
  edgeNear: T('1\u2060–\u20604: touching an edge of the map', '1\u2060–\u20604 : touchant un bord de la carte'),
  edgeFar: T('5\u2060–\u20606: at least 7 hexes from every edge', '5\u2060–\u20606 : à 7 hexagones au moins de tout bord'),
  side: T('Choose the long side you want: 1\u2060–\u20604 you get it, 5\u2060–\u20606 the other one.', 'Choisissez le grand bord voulu : 1\u2060–\u20604 vous l\'avez, 5\u2060–\u20606 c\'est l\'autre.'),
  baggage: T('Place your baggage on your own edge row (green): tap {n} hexes.', 'Placez vos bagages sur la rangée de votre bord (vert) : touchez {n} cases.'),
  placeBaggage: T('Place the baggage', 'Placer les bagages'),
  clear: T('Start again', 'Recommencer'),
  plan: T('Your secret plan: where each corps will stand, as you see the field from your edge.', 'Votre plan secret : où chaque corps se placera, vu depuis votre bord.'),
  sealPlan: T('Seal the plan', 'Sceller le plan'),
  sectors: [T('left', 'gauche'), T('centre', 'centre'), T('right', 'droite')],
  /** "on the left" / "à gauche", for the plan kept during deployment. */
  sectorsAt: [T('on the left', 'à gauche'), T('in the centre', 'au centre'), T('on the right', 'à droite')],
  deploy: T('Deploy a whole corps: tap a ringed hex where its line begins.', 'Déployez un corps entier : touchez une case cerclée où sa ligne commence.'),
  deployIt: T('Deploy this corps', 'Déployer ce corps'),
  facing: T('Facing', 'Front'),
  dismounted: T('Dismounted', 'À pied'),
  mounted: T('Mounted', 'Montés'),
  keepsPlan: T('Your sealed plan puts it {w}.', 'Votre plan scellé le place {w}.'),
  // sidebar-200, the simultaneous deployment: the whole deployment drafted here, then sealed.
  draftDeploy: T('Place every corps, within 2 hexes of your edge: it stays on this device as a draft until you seal it; the other player sees it only once both deployments are sealed.', 'Placez chaque corps, à deux hex. de votre bord : il reste un brouillon sur cet appareil jusqu\'à ce que vous le scelliez ; l\'autre joueur ne le voit qu\'une fois les deux déploiements scellés.'),
  draftPlaceIt: T('Place this corps in the draft', 'Placer ce corps dans le brouillon'),
  draftDone: T('Every corps is placed. Seal the deployment to send it; until then you may start again.', 'Tous les corps sont placés. Scellez le déploiement pour l\'envoyer ; d\'ici là vous pouvez recommencer.'),
  sealDeploy: T('Seal my deployment', 'Sceller mon déploiement'),
  takeBack: T('Take back the last corps', 'Reprendre le dernier corps'),
  startAgain: T('Start again', 'Recommencer'),
  draftTooLong: T('This deployment is too large to send in one message: put more counters in stacks.', 'Ce déploiement est trop grand pour un seul message : empilez davantage de pions.'),
  showingDeploy: T('Showing your deployment (this device opens its own seal)…', 'Votre déploiement est dévoilé (cet appareil ouvre son propre sceau)…'),
  showingPlan: T('Showing your plan (this device opens its own seal)…', 'Votre plan est dévoilé (cet appareil ouvre son propre sceau)…'),
  wait: T('The other player is setting up.', 'L\'autre joueur prépare la bataille.'),
  yourArmy: T('Your army', 'Votre armée'),
  otherSealed: T('The other army: sealed', 'L\'autre armée : scellée'),
  otherNone: T('The other army: not chosen yet', 'L\'autre armée : pas encore choisie'),
  otherArmy: T('The other army', 'L\'autre armée'),
};
const fill = (t: string, k: string, v: string | number) => t.replace(`{${k}}`, String(v));

/** An offered army in words: its name, corps and counters, its points (a list's) or "sample army". */
export function armyLine(a: ArmyChoice, lang: string): { name: string; detail: string } {
  const def = armyOf(a);
  const counters = def.corps.reduce((t, c) => t + c.counters.length, 0);
  const name = 'sample' in a ? tx(def.name, lang as 'en') : `${tx(ARMY_LISTS[a.list].name, lang as 'en')}`;
  const kinds = [...new Set(def.corps.flatMap((c) => c.counters.map((k) => k.type)))].map((t) => tx(CATALOGUE[t].name, lang as 'en')).join(', ');
  const worth = 'sample' in a ? tx(W.sample, lang as 'en') : `${POINTS[a.points]} ${tx(W.points, lang as 'en')}`;
  return { name, detail: `${def.corps.length} ${tx(W.corps, lang as 'en')} · ${counters} ${tx(W.counters, lang as 'en')} · ${worth} — ${kinds}` };
}

/** The offered army this seat sealed, found by opening its digest with the device's salt. */
export function myArmy(s: CdbState, seat: Seat, secret: Uint8Array): ArmyChoice | null {
  const salt = saltWords(secret, ARMY_SALT), d = s.setup!.digests[seat];
  const offered = OFFERED_ARMIES.find((a) => opensCommitment(d, armyCode(a), salt));
  if (offered) return offered;
  // An army built from a list: its code travelled sealed for this device (commitment.ts `sealSmall`).
  const box = s.setup!.boxes?.[seat];
  if (!box || !box.length) return null;
  const code = openSmall(box, salt);
  return opensCommitment(d, code, salt) ? armyFromCode(code) : null;
}

/** The commitment to an army built on this device, its code sealed so that only this device can
 *  read it back at the reveal (a built army is too large a choice to search for). */
export function sealedCommit(a: ArmyChoice, secret: Uint8Array): CdbAction {
  const salt = saltWords(secret, ARMY_SALT), code = armyCode(a);
  return { k: 'commitArmy', digest: commitWords(code, salt), box: sealSmall(code, salt) };
}

/** The plan this seat sealed (left 0, centre 1, right 2 per corps), or null. */
export function myPlan(s: CdbState, seat: Seat, secret: Uint8Array): number[] | null {
  return sealedPlanOf(s, seat, saltWords(secret, PLAN_SALT));
}

/** Whether the set-up step now is played by taps on the map (the map is then raised above the tray). */
export const picksOnMap = (s: CdbState): boolean => !!s.setup && (['hills', 'baggage', 'deploy', 'sealDeploy'].includes(s.setup.step) || (s.setup.step === 'terrain' && s.setup.pending.length > 0));

/** Whether the decision now is a sealed one the device makes itself (the app lists no public-salt action). */
export const isSealedStep = (s: CdbState): boolean => !!s.setup && ['commit', 'reveal', 'plan', 'planReveal', 'deploy', 'sealDeploy', 'openDeploy'].includes(s.setup.step);

/** The three facings ahead of a line on `seat`'s side: straight at the enemy edge, then the two obliques. */
const forwardFacings = (seat: Seat): number[] => (homeEdge(seat) === 'S' ? [4, 3, 5] : [1, 2, 0]);

/** sidebar-200: the salt of this device's sealed deployment. */
export const DEPLOY_SALT = 'cdb-deployment';
type DeployAction = CdbAction & { k: 'deploy' };
/** The position with `draft` placed, as the corps-by-corps checks read it (step 'deploy'). */
export function draftPosition(s: CdbState, seat: Seat, draft: DeployAction[]): CdbState {
  let q: CdbState = { ...s, setup: { ...s.setup!, step: 'deploy' } };
  for (const a of draft) {
    const pool = fighting(q, a.corps), n = q.units.length;
    q = withLine(q, seat, a);
    // Drawn as deployed: a counter placed dismounted shows its dismounted form (2.7).
    q.units = q.units.map((u, i) => (i < n ? u : { ...u, counters: u.counters.map((c) => asDeployed(q.setup!, pool.find((k) => k.id === c.id) ?? c, a.dismount.includes(c.id))) }));
  }
  return q;
}
/** This seat's sealed deployment, read back from its box with the device's salt, or null. */
export function mySealedDeployment(s: CdbState, seat: Seat, secret: Uint8Array): DeployAction[] | null {
  const w = openSealed(s, seat, saltWords(secret, DEPLOY_SALT));
  return w ? deploymentFromWords(s, seat, w) : null;
}

export interface SetupPicks { /** sidebar-200: the position to draw, with this device's draft or sealed deployment. */ drawn?: CdbState; marks: Record<number, Mark>; from: Record<number, boolean>; onTap(h: number): void; tray: preact.ComponentChildren; focus: number[]; /** Changes when the hexes to bring into view do (the hiding mode, its counter). */ focusKey: string }

const STEP_WORDS: Record<string, Text> = {
  commit: T('the armies, chosen in secret', 'les armées, choisies en secret'),
  reveal: T('the armies shown', 'les armées dévoilées'),
  route: T('the attacker\'s road, river or water side', 'la route, la rivière ou le côté d\'eau de l\'attaquant'),
  hills: T('the attacker\'s steep hills', 'les collines escarpées de l\'attaquant'),
  terrain: T('the defender\'s terrain', 'le terrain du défenseur'),
  side: T('the attacker\'s side', 'le bord de l\'attaquant'),
  baggage: T('the baggage', 'les bagages'),
  plan: T('the secret plans', 'les plans secrets'),
  deploy: T('the deployment', 'le déploiement'),
  sealDeploy: T('the deployments, placed at the same time', 'les déploiements, placés en même temps'),
  openDeploy: T('the deployments shown', 'les déploiements dévoilés'),
  planReveal: T('the plans shown', 'les plans dévoilés'),
};
const SETUP = T('Set-up', 'Préparation');
const ATTACKER = T('attacker', 'attaquant'), DEFENDER = T('defender', 'défenseur');

/** The set-up's status line: the step, then the armies as far as this seat may know them. */
export function SetupStatus(p: { s: CdbState; viewer: Seat | null; secret: Uint8Array | null | undefined; lang: string; sideName(side: number): string }) {
  const { s, viewer, secret, lang } = p;
  const st = s.setup!;
  const L = (t: Text) => tx(t, lang as 'en');
  const shown = !!s.armies;
  const own = viewer === null ? null : shown ? armyFromCode(s.armies![viewer]) : secret && st.digests[viewer].length ? myArmy(s, viewer, secret) : null;
  const other = viewer === null ? null : ((1 - viewer) as Seat);
  const role = (side: number) => (shown ? ` (${L(side === s.attacker ? ATTACKER : DEFENDER)})` : '');
  return (
    <div class="hx-status" data-cdb-status data-cdb-setup-status={st.step}>
      <p><span class="hx-k">{L(SETUP)}</span> <b>{L(STEP_WORDS[st.step === 'hills' && !st.route && st.hills === 0 ? 'route' : st.step] ?? SETUP)}</b></p>
      {viewer === null || other === null ? (shown ? <p>{p.sideName(0)}{role(0)} · {p.sideName(1)}{role(1)}</p> : null) : (
        <>
          <p><span class="hx-k">{L(W.yourArmy)}</span> <b data-cdb-own-army>{own ? armyLine(own, lang).name : '—'}{role(viewer)}</b></p>
          <p data-cdb-other-army>{shown ? <><span class="hx-k">{L(W.otherArmy)}</span> <b>{armyLine(armyFromCode(s.armies![other])!, lang).name}{role(other)}</b></> : L(st.digests[other].length ? W.otherSealed : W.otherNone)}</p>
        </>
      )}
      <HiddenStatus s={s} viewer={viewer} lang={lang} sideName={p.sideName} />
    </div>
  );
}

/** The set-up's highlights, taps and tray for the viewer (who must be the seat to act). */
export function useSetupPicks(p: { sys: Sys; s: CdbState; seat: Seat | null; legal: CdbAction[]; secret: Uint8Array | null | undefined; lang: string; act(a: CdbAction): void; live: boolean }): SetupPicks {
  const { sys, s, seat, legal, secret, lang } = p;
  const st = s.setup ?? NO_SETUP;
  const L = (t: Text) => tx(t, lang as 'en');
  const mine = !!s.setup && seat !== null && seat === st.seat && p.live;
  const [picked, setPicked] = useState<number[]>([]);
  const [plan, setPlan] = useState<number[]>([]);
  const [corps, setCorps] = useState(0);
  const [facing, setFacing] = useState(0);
  const [dismount, setDismount] = useState(false);
  const [anchor, setAnchor] = useState(0);
  const [building, setBuilding] = useState(false);
  // 14.3.3: the deployment's hiding mode, the counter chosen to hide (0: none) and its hex.
  const [hiding, setHiding] = useState(false);
  const [hideId, setHideId] = useState(0);
  // sidebar-200: the corps placed in the draft, on this device only, in the order placed.
  const [draft, setDraft] = useState<DeployAction[]>([]);
  const key = `${st.step}-${st.seat}-${s.units.length}-${st.hills}-${st.elements}-${st.pending.join()}-${s.hidden.length}-${st.route?.join() ?? ''}`;
  useEffect(() => { setPicked([]); setAnchor(0); setCorps(0); setHideId(0); setHiding(false); if (st.step !== 'sealDeploy') setDraft([]); }, [key]);
  const ok = (a: CdbAction) => seat !== null && sys.check(s, seat, a) === null;
  const tryAct = (a: CdbAction) => { if (ok(a)) p.act(a); };

  // S1 and S7 reveals: the device opens its own seal as soon as the rules ask for it.
  const fired = useRef<string>('');
  useEffect(() => {
    if (!mine || !secret || seat === null) return;
    const once = (k: string, a: CdbAction | null) => { if (a && fired.current !== k && ok(a)) { fired.current = k; p.act(a); } };
    if (st.step === 'reveal') { const a = myArmy(s, seat, secret); once(`army${seat}-${st.digests[seat].join()}`, a ? revealAction(a, saltWords(secret, ARMY_SALT)) : null); }
    if (st.step === 'openDeploy') { const w = openSealed(s, seat, saltWords(secret, DEPLOY_SALT)); once(`deploy${seat}-${st.sealed?.[seat]?.join()}`, w ? { k: 'openDeployment', salt: saltWords(secret, DEPLOY_SALT), words: w } : null); }
    if (st.step === 'planReveal') { const pl = myPlan(s, seat, secret); once(`plan${seat}-${st.plans[seat].join()}`, pl ? { k: 'revealPlan', salt: saltWords(secret, PLAN_SALT), plan: pl } : null); }
  });

  const g = gridOf(s);
  // S7's look-ahead (every corps still to come placed in turn) is remembered per position,
  // not redone at each render: a tap that changes nothing in the state costs nothing.
  const keepCache = useMemo(() => new Map<string, boolean>(), [s, seat]);
  const keeps = (plan: number[], line?: CdbAction & { k: 'deploy' }): boolean => {
    const k = plan.join() + (line ? '|' + JSON.stringify(line) : '');
    let v = keepCache.get(k);
    if (v === undefined) keepCache.set(k, (v = planKeepable(line ? withLine(s, seat!, line) : s, seat!, plan)));
    return v;
  };
  const sealedPlan = useMemo(() => (mine && secret && seat !== null && st.step === 'deploy' ? myPlan(s, seat, secret) : null), [s, mine, secret, seat]);
  // Deployment candidates for the chosen corps: lines from every column and depth, kept to the plan.
  // sidebar-200: the draft as a position (the corps-by-corps checks read it), or the sealed one.
  const drafting = mine && seat !== null && st.step === 'sealDeploy';
  const ds = useMemo(() => (drafting ? draftPosition(s, seat!, draft) : s), [s, drafting, seat, draft]);
  const sealedMine = useMemo(() => (s.setup && seat !== null && secret && ['sealDeploy', 'openDeploy'].includes(st.step) ? mySealedDeployment(s, seat, secret) : null), [s, seat, secret]);
  const lines = useMemo(() => {
    if (!mine || seat === null || (st.step !== 'deploy' && st.step !== 'sealDeploy')) return [] as (CdbAction & { k: 'deploy' })[];
    const s = ds;
    const ids = deployable(s, seat);
    const c = ids.includes(corps) ? corps : ids[0];
    if (c === undefined) return [];
    const k = s.corps.filter((x) => x.side === seat).sort((a, b) => a.id - b.id).findIndex((x) => x.id === c);
    const want = sealedPlan ? sealedPlan[k] : -1;
    // One row deeper than the rulebook's zone too: option deploymentDepth may allow it, and the rules' check refuses what it does not.
    const depth = (seat === s.attacker ? 2 : 4) + 1;
    const rows = Array.from({ length: depth }, (_, i) => i + 1); // the edge row too, as the plan's check counts it
    const f = forwardFacings(seat)[facing] ?? forwardFacings(seat)[0];
    return deployLines(s, seat, c, { want, dismount, facing: f, rows, limit: Infinity });
  }, [ds, mine, seat, corps, facing, dismount, sealedPlan]);

  const marks: Record<number, Mark> = {};
  const from: Record<number, boolean> = {};
  let onTap = (_h: number) => {};
  let tray: preact.ComponentChildren = null;
  let focus: number[] = [];
  const btn = (label: string, on: () => void, hookName: string, primary = false, pressed?: boolean, disabled = false) => (
    <button type="button" class={`btn${primary ? ' hx-primary' : ''}`} data-cdb-setup={hookName} aria-pressed={pressed === undefined ? undefined : pressed} disabled={disabled} onClick={on}>{label}</button>
  );
  const head = (t: string) => <p class="hx-hint" data-cdb-setup-step={st.step}>{t}</p>;

  const focusKey = hiding ? `hide-${hideId}` : `route-${picked.length}-${draft.length}`;
  if (!s.setup) return { marks, from, onTap, tray, focus, focusKey };
  // The draft, or once sealed the deployment this device reads back, drawn on the map (this device only).
  const drawn = drafting ? ds : sealedMine && seat !== null ? draftPosition(s, seat, sealedMine) : undefined;
  if (!mine) {
    tray = seat === null ? null : <p class="hx-hint" data-cdb-setup-wait>{L(W.wait)}</p>;
    return { drawn, marks, from, onTap, tray, focus, focusKey };
  }
  switch (st.step) {
    case 'commit': {
      if (building && secret) {
        tray = <ArmyBuilder lang={lang} narrow={opt(s.options, 'listRounding') === 'narrow'} simplified={opt(s.options, 'simplified') === 'yes'} onSeal={(a) => { tryAct(sealedCommit(a, secret)); setBuilding(false); }} onBack={() => setBuilding(false)} />;
        break;
      }
      tray = (
        <>
          {head(L(W.chooseArmy))}
          {secret ? null : <p class="hx-hint">{L(W.noSecret)}</p>}
          <ul class="hx-actions cdb-armies" data-cdb-armies>
            {OFFERED_ARMIES.map((a, i) => {
              const w = armyLine(a, lang);
              const choose = () => tryAct(secret ? commitAction(a, saltWords(secret, ARMY_SALT)) : (legal[i] as CdbAction));
              return <li><button type="button" class="btn cdb-army" data-cdb-army={i} onClick={choose}><strong>{w.name}</strong><span>{w.detail}</span></button></li>;
            })}
            {secret ? <li><button type="button" class="btn cdb-army" data-cdb-build-open onClick={() => setBuilding(true)}><strong>{L(W.build)}</strong><span>{L(W.buildDetail)}</span></button></li> : null}
          </ul>
        </>
      );
      break;
    }
    case 'reveal': tray = head(secret && seat !== null && myArmy(s, seat, secret) ? L(W.revealing) : L(W.lost)); break;
    case 'planReveal': tray = head(L(W.showingPlan)); break;
    case 'openDeploy': tray = head(secret && sealedMine ? L(W.showingDeploy) : L(W.lost)); break;
    case 'sealDeploy': {
      // sidebar-200: the corps-by-corps taps of the deployment, placed in the draft, not sent.
      const ids = deployable(ds, seat!);
      const c = ids.includes(corps) ? corps : ids[0];
      const mineCorps = s.corps.filter((x) => x.side === seat).sort((a, b) => a.id - b.id);
      const words = ids.length === 0 ? deploymentWords(s, seat!, draft) : null;
      const seal = () => { if (secret && words) tryAct(sealAction(words, saltWords(secret, DEPLOY_SALT))); };
      const again = (
        <>
          {draft.length ? btn(L(W.takeBack), () => { setDraft(draft.slice(0, -1)); setAnchor(0); }, 'draft-back') : null}
          {draft.length > 1 ? btn(L(W.startAgain), () => { setDraft([]); setAnchor(0); }, 'draft-clear') : null}
        </>
      );
      if (c === undefined) {
        focus = draft.flatMap((a) => a.units.map((u) => u.hex));
        tray = (
          <>
            {head(L(W.draftDone))}
            {secret ? null : <p class="hx-hint">{L(W.noSecret)}</p>}
            {words ? null : <p class="hx-hint cdb-warn" data-cdb-draft-too-long>{L(W.draftTooLong)}</p>}
            <div class="cdb-row">{btn(L(W.sealDeploy), seal, 'seal-deployment', true, undefined, !secret || !words)}{again}</div>
          </>
        );
        break;
      }
      for (const h of gridOf(s).all()) if (inDeploymentZone(s, seat!, h) && !ds.units.some((u) => u.hex === h)) marks[h] = 'go';
      const byAnchor = new Map<number, DeployAction>();
      for (const a of lines) if (!byAnchor.has(a.units[0].hex)) byAnchor.set(a.units[0].hex, a);
      for (const h of byAnchor.keys()) from[h] = true;
      const chosen = anchor ? byAnchor.get(anchor) : undefined;
      if (chosen) for (const u of chosen.units) marks[u.hex] = 'hit';
      const place = (a: DeployAction) => { setDraft([...draft, a]); setAnchor(0); setCorps(0); };
      onTap = (h) => { if (chosen && chosen.units.some((u) => u.hex === h)) place(chosen); else if (byAnchor.has(h)) setAnchor(h); };
      focus = chosen ? chosen.units.map((u) => u.hex) : [...byAnchor.keys()];
      const canDismount = fighting(ds, c).some((k) => k.dismountTo);
      tray = (
        <>
          {head(L(W.draftDeploy))}
          <div class="cdb-row" data-cdb-corps>
            {ids.map((id) => btn(`${L(W.corps)} ${mineCorps.findIndex((x) => x.id === id) + 1}`, () => { setCorps(id); setAnchor(0); }, `corps-${id}`, false, id === c))}
            <span class="hx-k">{corpsWords(ds, c, lang)}</span>
          </div>
          <div class="cdb-row" data-cdb-facing role="group" aria-label={L(W.facing)}>
            {forwardFacings(seat!).map((f, i) => <button type="button" class="btn" data-cdb-setup={`facing-${f}`} aria-pressed={i === facing} aria-label={`${L(W.facing)} ${L(FACING_SHORT[f])}`} onClick={() => { setFacing(i); setAnchor(0); }}>{ARROWS[f]}</button>)}
            {canDismount ? <>{btn(L(W.mounted), () => { setDismount(false); setAnchor(0); }, 'mounted', false, !dismount)}{btn(L(W.dismounted), () => { setDismount(true); setAnchor(0); }, 'dismounted', false, dismount)}</> : null}
          </div>
          <div class="cdb-row">
            {chosen ? btn(`${L(W.draftPlaceIt)} (${chosen.units.length})`, () => place(chosen), 'deploy', true) : null}
            {again}
          </div>
        </>
      );
      break;
    }
    case 'hills': {
      // Sidebar step 1: the road, river or water side comes first (the rules accept hills
      // without it only for games recorded before it was offered).
      if (!st.route && st.hills === 0) {
        const [kind, from] = picked;
        if (kind === undefined) {
          tray = (
            <>
              <p class="hx-hint" data-cdb-setup-step="route">{L(W.route)}</p>
              <ul class="hx-actions cdb-choose" data-cdb-routes>
                <li>{btn(L(W.road), () => setPicked([ROUTE.road]), 'route-road')}</li>
                <li>{btn(L(W.river), () => setPicked([ROUTE.river]), 'route-river')}</li>
                <li>{btn(L(W.waterWest), () => tryAct({ k: 'route', kind: ROUTE.water, from: 0, to: 0 }), 'route-water-west')}</li>
                <li>{btn(L(W.waterEast), () => tryAct({ k: 'route', kind: ROUTE.water, from: 1, to: 0 }), 'route-water-east')}</li>
              </ul>
            </>
          );
          break;
        }
        const row = from === undefined ? s.map.rows : 1;
        for (let c = 1; c <= s.map.cols; c++) marks[g.id(c, row)] = 'go';
        if (from !== undefined) marks[g.id(from, s.map.rows)] = 'hit';
        onTap = (h) => {
          if (g.row(h) !== row) return;
          if (from === undefined) setPicked([kind, g.col(h)]);
          else tryAct({ k: 'route', kind, from, to: g.col(h) });
        };
        focus = Object.keys(marks).map(Number);
        tray = <><p class="hx-hint" data-cdb-setup-step={from === undefined ? 'route-start' : 'route-end'}>{L(from === undefined ? W.routeStart : W.routeEnd)}</p><div class="cdb-row">{btn(L(W.otherRoute), () => setPicked([]), 'route-back')}</div></>;
        break;
      }
      for (const a of legalHills(s, sys, seat!)) marks[a] = 'go';
      onTap = (h) => { if (marks[h]) tryAct({ k: 'hill', hex: h }); };
      tray = <>{head(L(W.hills))}<div class="cdb-row">{btn(L(W.noMoreHills), () => tryAct({ k: 'terrainEnd' }), 'end')}</div></>;
      break;
    }
    case 'terrain': {
      if (st.pending.length) {
        const [kind, square, edge] = st.pending;
        for (const h of elementAnchors(s, square, edge)) marks[h] = 'go';
        const shown = anchor && marks[anchor] ? footprint(s, anchor) : [];
        for (const h of shown) marks[h] = 'hit';
        onTap = (h) => { if (h === anchor || shown.includes(h)) tryAct({ k: 'place', hex: anchor }); else if (marks[h]) setAnchor(h); };
        focus = Object.keys(marks).map(Number);
        tray = (
          <>
            <p class="hx-hint" data-cdb-setup-step="place"><strong>{tx(KIND_WORDS[PLACEABLE[kind].kind], lang as 'en')}</strong> · {L(W.square)} <b data-cdb-die="square">{square}</b> · {L(W.edgeDie)} <b data-cdb-die="edge">{edge}</b> ({L(edge <= 4 ? W.edgeNear : W.edgeFar)})</p>
            <p class="hx-hint">{L(W.placeIt)}</p>
            {anchor ? <div class="hx-actions">{btn(cap(sys.describeAction(s, { k: 'place', hex: anchor }, lang as 'en')), () => tryAct({ k: 'place', hex: anchor }), 'place', true)}</div> : null}
          </>
        );
      } else {
        tray = (
          <>
            {head(L(W.pieces))}
            <ul class="hx-actions cdb-choose" data-cdb-pieces>
              {PLACEABLE.map((k, i) => <li>{btn(tx(KIND_WORDS[k.kind], lang as 'en'), () => tryAct({ k: 'terrain', kind: i }), `piece-${k.kind}`)}</li>)}
              {legal.filter((a): a is CdbAction & { k: 'riverAcross' } => a.k === 'riverAcross').map((a) => <li>{btn(L(W.riverAcross).replace('{n}', String(a.row)), () => tryAct(a), `river-${a.row}`)}</li>)}
              {legal.some((a) => a.k === 'terrainEnd') ? <li>{btn(L(W.enough), () => tryAct({ k: 'terrainEnd' }), 'end')}</li> : null}
            </ul>
          </>
        );
      }
      break;
    }
    case 'side':
      tray = <>{head(L(W.side))}<ul class="hx-actions">{legal.map((a) => <li>{btn(cap(sys.describeAction(s, a, lang as 'en')), () => tryAct(a), `side-${(a as { edge: number }).edge}`)}</li>)}</ul></>;
      break;
    case 'baggage': {
      const n = bagsOf(s, seat!).length;
      const row = homeEdge(seat!) === 'S' ? s.map.rows : 1;
      const taken = new Set(s.units.map((u) => u.hex));
      for (let c = SIDE_MARGIN + 1; c <= s.map.cols - SIDE_MARGIN; c++) { const h = g.id(c, row); if (!taken.has(h) && !picked.includes(h)) marks[h] = 'go'; }
      for (const h of picked) marks[h] = 'hit';
      focus = Object.keys(marks).map(Number);
      onTap = (h) => { if (picked.includes(h)) setPicked(picked.filter((x) => x !== h)); else if (marks[h] && picked.length < n) setPicked([...picked, h]); };
      const a: CdbAction = { k: 'baggage', hexes: picked };
      tray = (
        <>
          {head(fill(L(W.baggage), 'n', n))}
          <div class="cdb-row">
            {btn(`${L(W.placeBaggage)} (${picked.length}/${n})`, () => tryAct(a), 'baggage', true)}
            {picked.length ? btn(L(W.clear), () => setPicked([]), 'clear') : null}
          </div>
        </>
      );
      break;
    }
    case 'plan': {
      const mineCorps = s.corps.filter((c) => c.side === seat).sort((a, b) => a.id - b.id);
      const cur = mineCorps.map((_, i) => plan[i] ?? Math.min(2, i));
      // S7: a plan the corps cannot all keep would leave this player with no deployment.
      const keepable = keeps(cur);
      const seal = () => { if (!secret || !keepable) return; tryAct({ k: 'commitPlan', digest: commitWords(cur, saltWords(secret, PLAN_SALT)) }); };
      tray = (
        <>
          {head(L(W.plan))}
          {secret ? null : <p class="hx-hint">{L(W.noSecret)}</p>}
          <ul class="cdb-plan" data-cdb-plan>
            {mineCorps.map((c, i) => (
              <li><span>{L(W.corps)} {i + 1} <span class="hx-k">· {corpsWords(s, c.id, lang)}</span></span>
                <span class="cdb-seg">{W.sectors.map((w, k) => btn(L(w), () => { const next = [...cur]; next[i] = k; setPlan(next); }, `plan-${i}-${k}`, false, cur[i] === k))}</span></li>
            ))}
          </ul>
          {keepable ? null : <p class="hx-hint cdb-warn" data-cdb-plan-impossible>{L(W.planImpossible)}</p>}
          <div class="cdb-row">{btn(L(W.sealPlan), seal, 'seal', true, undefined, !keepable)}</div>
        </>
      );
      break;
    }
    case 'deploy': {
      const ids = deployable(s, seat!);
      const c = ids.includes(corps) ? corps : ids[0];
      const mineCorps = s.corps.filter((x) => x.side === seat).sort((a, b) => a.id - b.id);
      const corpsRow = (
        <div class="cdb-row" data-cdb-corps>
          {ids.map((id) => btn(`${L(W.corps)} ${mineCorps.findIndex((x) => x.id === id) + 1}`, () => { setCorps(id); setAnchor(0); setHideId(0); }, `corps-${id}`, false, id === c))}
          {c !== undefined ? <span class="hx-k">{corpsWords(s, c, lang)}</span> : null}
        </div>
      );
      const facingRow = (extra: preact.ComponentChildren) => (
        <div class="cdb-row" data-cdb-facing role="group" aria-label={L(W.facing)}>
          {forwardFacings(seat!).map((f, i) => <button type="button" class="btn" data-cdb-setup={`facing-${f}`} aria-pressed={i === facing} aria-label={`${L(W.facing)} ${L(FACING_SHORT[f])}`} onClick={() => { setFacing(i); setAnchor(0); }}>{ARROWS[f]}</button>)}
          {extra}
        </div>
      );
      const candidates = c === undefined ? [] : hideCandidates(s, seat!, c);
      if (hiding && candidates.length) {
        // 14.3.3: a counter of this corps hides instead of deploying; where it may is the rules' placeViolation.
        const chosen = candidates.find((k) => k.id === hideId);
        const spots = chosen ? hidingSpots(s, seat!, chosen, takenHexes(s, seat!, secret)) : new Map<number, number>();
        for (const h of spots.keys()) marks[h] = 'hide';
        const at = anchor && spots.has(anchor) ? anchor : 0;
        if (at) marks[at] = 'hit';
        onTap = (h) => { if (spots.has(h)) setAnchor(h); };
        focus = at ? [at] : [...spots.keys()];
        const refusal = chosen ? hideRefusal(s, seat!, c!, chosen, secret, sealedPlan, W.noSecret) : null;
        const f = forwardFacings(seat!)[facing] ?? forwardFacings(seat!)[0];
        const hide = () => { if (!chosen || !at || refusal || !secret) return; tryAct(hideAction(chosen.id, at, f, spots.get(at)!, hiddenSalt(chosen.id, secret))); };
        tray = (
          <>
            <p class="hx-hint" data-cdb-setup-step="hide">{L(chosen ? (spots.size ? HIDE_WORDS.where : HIDE_WORDS.nowhere) : HIDE_WORDS.which)}</p>
            {at && chosen ? <p class="hx-hint" data-cdb-hide-place><b>{geoLabel(s, at)}</b> · {L(PLACE_NAMES[spots.get(at)!])}</p> : null}
            {refusal ? <p class="hx-hint cdb-warn" data-cdb-hide-refused>{L(refusal)}</p> : null}
            <div class="cdb-row">
              {at && chosen ? btn(`${L(HIDE_WORDS.hideHere)} (${geoLabel(s, at)})`, hide, 'hide', true, undefined, !!refusal) : null}
              {btn(L(HIDE_WORDS.close), () => { setHiding(false); setHideId(0); setAnchor(0); }, 'hide-close')}
            </div>
            <div class="cdb-row" data-cdb-hide-counters>
              {candidates.map((k) => btn(counterWords(k, lang), () => { setHideId(k.id); setAnchor(0); }, `hide-counter-${k.type}`, false, k.id === hideId))}
            </div>
            {corpsRow}
            {facingRow(null)}
          </>
        );
        break;
      }
      for (const h of g.all()) if (inDeploymentZone(s, seat!, h) && !s.units.some((u) => u.hex === h)) marks[h] = 'go';
      const byAnchor = new Map<number, CdbAction & { k: 'deploy' }>();
      for (const a of lines) if (!byAnchor.has(a.units[0].hex)) byAnchor.set(a.units[0].hex, a);
      for (const h of byAnchor.keys()) from[h] = true;
      const picked = anchor ? byAnchor.get(anchor) : undefined;
      // A line that leaves a corps still to come no room in its third of the sealed plan is not offered.
      const leavesRoom = !picked || !sealedPlan || keeps(sealedPlan, picked);
      const chosen = leavesRoom ? picked : undefined;
      if (chosen) for (const u of chosen.units) marks[u.hex] = 'hit';
      onTap = (h) => { if (chosen && chosen.units.some((u) => u.hex === h)) tryAct(chosen); else if (byAnchor.has(h)) setAnchor(h); };
      focus = chosen ? chosen.units.map((u) => u.hex) : [...byAnchor.keys()];
      const canDismount = c !== undefined && fighting(s, c).some((k) => k.dismountTo);
      const k = mineCorps.findIndex((x) => x.id === c);
      tray = (
        <>
          {head(L(W.deploy) + (sealedPlan && k >= 0 ? ' ' + fill(L(W.keepsPlan), 'w', L(W.sectorsAt[sealedPlan[k]])) : ''))}
          {corpsRow}
          {facingRow(canDismount ? <>{btn(L(W.mounted), () => { setDismount(false); setAnchor(0); }, 'mounted', false, !dismount)}{btn(L(W.dismounted), () => { setDismount(true); setAnchor(0); }, 'dismounted', false, dismount)}</> : null)}
          {leavesRoom ? null : <p class="hx-hint cdb-warn" data-cdb-no-room>{L(W.noRoom)}</p>}
          <div class="cdb-row">
            {chosen ? btn(`${L(W.deployIt)} (${chosen.units.length})`, () => tryAct(chosen), 'deploy', true) : null}
            {candidates.length ? btn(L(HIDE_WORDS.open), () => { setHiding(true); setHideId(candidates[0].id); setAnchor(0); }, 'hide-open') : null}
          </div>
        </>
      );
      break;
    }
  }
  return { drawn, marks, from, onTap, tray, focus, focusKey };
}

/** Stands in for the set-up once play has begun (the hooks above run in every state). */
const NO_SETUP = { step: 'done', seat: -1, digests: [[], []], plans: [[], []], hills: 0, elements: 0, pending: [] as number[] } as unknown as NonNullable<CdbState['setup']>;

const ARROWS = ['↘', '↓', '↙', '↖', '↑', '↗'];
const geoLabel = (s: CdbState, h: number) => gridOf(s).label(h);
const cap = (t: string) => (t ? t[0].toLocaleUpperCase() + t.slice(1) : t);

export const KIND_WORDS: Record<string, Text> = {
  wood: T('Wood', 'Bois'), marsh: T('Marsh', 'Marais'), orchard: T('Orchard', 'Verger'), buildings: T('Buildings', 'Bâtiments'),
  rocky: T('Rocky ground', 'Terrain rocailleux'), brush: T('Brush', 'Broussailles'), hill: T('Gentle hill', 'Colline douce'),
};

/** A corps in a few words: its general's type and its counters still to place (or placed). */
function corpsWords(s: CdbState, id: number, lang: string): string {
  const left = fighting(s, id);
  const n = left.length || s.units.filter((u) => u.corps === id && u.counters[0].type !== 'Bag').reduce((t, u) => t + u.counters.length, 0);
  const gen = left.find((c) => c.general) ?? s.units.find((u) => u.corps === id && u.counters.some((c) => c.general))?.counters.find((c) => c.general);
  return `${gen ? tx(CATALOGUE[gen.type].name, lang as 'en') : ''} · ${n} ${tx(W.counters, lang as 'en')}`;
}

/** The hexes where a steep hill may go now (its anchor), for the highlights. */
function legalHills(s: CdbState, sys: Sys, seat: Seat): number[] {
  return gridOf(s).all().filter((h) => footprint(s, h).every((x) => gridOf(s).onMap(x)) && sys.check(s, seat, { k: 'hill', hex: h }) === null);
}
