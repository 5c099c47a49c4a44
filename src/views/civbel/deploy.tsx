// The sealed deployment (D25, A.7, scenario great-plains-deploy) on the civbel table: the
// player starts from one of the offered layouts, drags units inside his zone (the rules'
// deploymentViolation judges every pose, in words), then seals it. The seal carries only
// a digest salted from the device's secret (board contract `secret`) and the poses boxed so
// that only this device can read them back (engine/commitment.ts `sealWords`): when the rules
// ask for the reveal, the device opens its own box and sends it by itself, even after a
// reinstall from a backup (it keeps nothing but its secret). The other army is not drawn until it is revealed.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { commitWords, openWords, opensCommitment, saltWords, sealWords } from '../../engine/commitment';
import type { Lang, Seat } from '../../engine/contract';
import type { CivAction, CivGame } from '../../rules/civbel';
import { armyOfSide, deploymentViolation, deploymentZone, layoutPlan, layoutPoses, LAYOUTS, leadersBehind, planCode, planFromCode, plannedArmy, planWithLeaders, revealAction, type DeployPlan, type Layout } from '../../rules/civbel/deploy-choice';
import { leadersOf } from '../../rules/civbel/army';
import { formChoices, type DeployForm } from '../../rules/civbel/deploy-formations';
import type { Pose } from '../../rules/civbel/deployment';
import { describeRefusal } from '../../rules/civbel/refusal-words';
import type { T2 } from './labels';
import { tr } from './labels';

/** Keeps a game's deployment salt apart from any other sealed choice (engine/commitment.ts). */
const DEPLOY_SALT = 'civbel-deploy';

export const DW: Record<string, T2> = {
  title: ['Your deployment, in secret', 'Votre déploiement, en secret'],
  help: ['Pick a layout, then drag a unit to move it or its green handle to turn it; tap one of your leaders, then the spot where he should stand. The rules judge every position. The other army is not shown until both are sealed and revealed.', 'Choisissez une disposition, puis faites glisser une unité pour la déplacer ou sa poignée verte pour la tourner ; touchez l’un de vos chefs, puis l’endroit où il doit se tenir. Les règles jugent chaque position. L’autre armée n’apparaît qu’une fois les deux déploiements scellés et dévoilés.'],
  placeLeader: ['Tap the spot where {n} should stand, inside your deployment area.', 'Touchez l’endroit où {n} doit se tenir, dans votre zone de déploiement.'],
  leaderMoved: ['{n} will stand here; a leader who stood with a unit leaves it (tap the unit to have him join it again).', '{n} se tiendra ici ; un chef qui était avec une unité la quitte (touchez l’unité pour qu’il la rejoigne).'],
  row: ['One line', 'Une seule ligne'],
  shifted: ['Line shifted left', 'Ligne décalée à gauche'],
  refused: ['Right wing held back', 'Aile droite refusée'],
  deep: ['Two ranks deep', 'Sur deux rangs'],
  formation: ['Formation at deployment', 'Formation au déploiement'],
  legionAcies: ['Acies', 'En acies'],
  legionColumn: ['Column, {n} files', 'Colonne par {n}'],
  legionHelp: ['A Legion’s column has one file for each of its lines, side by side, the first line’s file on the left.', 'La colonne d’une légion a une file pour chacune de ses lignes, côte à côte, celle de la première ligne à gauche.'],
  formHelp: ['Leaders stand behind the first unit of their command; the General stays on his own.', 'Les chefs se tiennent derrière la première unité de leur commandement ; le général reste seul.'],
  joins: ['joins the unit', 'se joint à l’unité'],
  joinsHelp: ['A leader with a unit inspires it in combat but shares its risks (Risk to Leaders, p.22).', 'Un chef avec une unité la galvanise au combat mais partage ses risques (Risques pour les chefs, p. 22).'],
  seal: ['Seal my deployment', 'Sceller mon déploiement'],
  ready: ['Every unit is in place.', 'Toutes les unités sont en place.'],
  otherFirst: ['The other player seals first. You may prepare yours meanwhile.', 'L’autre joueur scelle d’abord. Vous pouvez préparer le vôtre en attendant.'],
  sealed: ['Your deployment is sealed. When both are sealed they are revealed, then the battle begins.', 'Votre déploiement est scellé. Quand les deux le sont, ils sont dévoilés, puis la bataille commence.'],
  reveal: ['Reveal my deployment', 'Dévoiler mon déploiement'],
  revealing: ['Revealing your deployment…', 'Dévoilement de votre déploiement…'],
  lost: ['This device cannot find the deployment it sealed (was the game opened on another device?).', 'Cet appareil ne retrouve pas le déploiement qu’il a scellé (la partie a-t-elle été ouverte sur un autre appareil ?).'],
  noSecret: ['This device holds no secret for this game: the deployment would not be hidden.', 'Cet appareil n’a pas de secret pour cette partie : le déploiement ne serait pas caché.'],
  revealed: ['Your deployment is revealed. The other phone reveals its own on receiving this turn; then the battle begins.', 'Votre déploiement est dévoilé. L’autre téléphone dévoile le sien en recevant ce tour ; puis la bataille commence.'],
  zone: ['your deployment zone', 'votre zone de déploiement'],
  hidden: ['The other army: sealed, not yet shown', 'L’autre armée : scellée, pas encore montrée'],
  waiting: ['The other army: still deploying', 'L’autre armée : encore en déploiement'],
  provisional: ['Deployment zones and the sealed deployment are a provisional rule (Appendix A.7): the rulebook’s pages are missing.', 'Les zones et le déploiement scellé sont une règle provisoire (annexe A.7) : les pages du livre manquent.'],
};

export interface Deploy {
  /** The state as this viewer may see it: his own units at his draft, the other's hidden until revealed. */
  shown: CivGame;
  /** Whether the viewer may still change his draft (he has not sealed). */
  editing: boolean;
  side: Seat;
  /** The draft's pose of the state's unit `i`, or null when it is not the viewer's to place. */
  poseOf(i: number): Pose | null;
  /** The refusal of the draft with unit `i` at `pose`, in the player's words (null: legal), and the stands it would have. */
  tryPose(i: number, pose: Pose): { why: string | null; stands: CivGame['units'][number]['stands'] };
  setPose(i: number, pose: Pose): void;
  /** The formations the state's unit `i` may deploy in and the one chosen, or null when it is not the viewer's. */
  formsOf(i: number): { choices: DeployForm[]; chosen: DeployForm; files?: number } | null;
  setForm(i: number, f: DeployForm): void;
  /** The leaders who stand behind the state's unit `i` and may join it (CMD-08), each with whether he does. */
  joinersOf(i: number): { id: string; name: string; joins: boolean }[];
  setJoins(id: string, joins: boolean): void;
  /** Whether the state's leader `i` is the viewer's to place; places him at (x, y) (CMD-08, A.7 judge it). */
  mayPlaceLeader(i: number): boolean;
  placeLeader(i: number, x: number, y: number): string | null;
  panel: preact.JSX.Element;
  /** The viewer's zone (§6.3), to draw while he places his units. */
  zone: { x0: number; x1: number; y0: number; y1: number };
}

/** The button's words for a Legion's formation at deployment (FRM-06, FRM-07): its Acies
 *  (the list's own) or its Column of one file per line, `files` of them. */
export const legionFormWords = (f: DeployForm, files: number, lang: Lang): string =>
  f === 'listed' ? tr(lang, DW.legionAcies) : tr(lang, DW.legionColumn).replace('{n}', String(files));

/** For a spectator or a replay: the sealed deployment step with every army not yet revealed
 *  left off the table (its units stand at public placeholders until then). */
export function hideUnrevealed(s: CivGame): CivGame {
  const d = s.deploy;
  if (s.phase !== 'deploy' || !d) return s;
  return { ...s, units: s.units.map((u) => (d.revealed[u.side] ? u : { ...u, destroyed: true })), leaders: s.leaders.map((l) => (d.revealed[l.side] ? l : { ...l, alive: false })) };
}

const round = (p: Pose): Pose => ({ x: Math.round(p.x), y: Math.round(p.y), h: ((Math.round(p.h) % 360) + 360) % 360 });

/** The deployment step for the viewer, or null outside it (or for a spectator). */
export function useDeploy(p: { s: CivGame; viewer: Seat | null; secret: Uint8Array | null | undefined; lang: Lang; act(a: CivAction): void }): Deploy | null {
  const { s, viewer, secret, lang } = p;
  const on = s.phase === 'deploy' && !!s.deploy && viewer !== null;
  const side: Seat = viewer ?? 0;
  const army = armyOfSide(s, side);
  const myDigest = s.deploy?.digests[side] ?? [];
  const myBox = s.deploy?.boxes?.[side] ?? [];
  const stored = useMemo(() => {
    if (!on || !myDigest.length || !myBox.length || !secret) return null;
    const salt = saltWords(secret, DEPLOY_SALT), code = openWords(myBox, salt);
    return opensCommitment(myDigest, code, salt) ? code : null;
  }, [on, myDigest.join(), myBox.join(), secret]);
  const [layout, setLayout] = useState<Layout>('row');
  const [draft, setDraft] = useState<Pose[]>(() => layoutPoses(s, side, 'row'));
  const listed = (): DeployForm[] => army.units.map(() => 'listed');
  const [forms, setForms] = useState<DeployForm[]>(listed);
  const [joined, setJoined] = useState<string[]>([]);
  // Leaders the player placed himself, by id (free of any unit): where they stand.
  const [placed, setPlaced] = useState<Record<string, { x: number; y: number }>>({});
  // A new draft for another seat, or once the armies chosen in secret take the field.
  const armyKey = army.units.map((u) => u.id).join();
  useEffect(() => { setDraft(layoutPoses(s, side, 'row')); setForms(listed()); setJoined([]); setPlaced({}); setLayout('row'); }, [side, armyKey]);
  const leaderIds = leadersOf(army).map((x) => x.spec.id);
  // Formations chosen, a leader joining a unit or placed by hand: the second form of the reveal;
  // leaders not placed by hand stand behind their units, as the scenario puts them.
  const planFor = (ps: readonly Pose[], free: Record<string, { x: number; y: number }> = placed): DeployPlan => {
    if (!forms.some((f) => f !== 'listed') && !joined.length && !Object.keys(free).length) return { poses: [...ps] };
    const base = planWithLeaders(s, side, ps, forms, joined);
    return { ...base, leaders: base.leaders!.map((l, k) => (free[leaderIds[k]] ? { ...free[leaderIds[k]], attach: -1 } : l)) };
  };
  const plan = useMemo((): DeployPlan => (stored ? planFromCode(s, side, stored) : planFor(draft)), [stored, draft, forms.join(), joined.join(), JSON.stringify(placed)]);
  const poses = plan.poses;
  const editing = on && !myDigest.length;
  const verdict = useMemo(() => (on ? deploymentViolation(s, side, plan) : null), [on, s, side, plan]);
  const fr = lang === 'fr';
  const salt = secret ? saltWords(secret, DEPLOY_SALT) : null;

  // The reveal: this device opens its own seal as soon as the rules ask for it.
  const fired = useRef('');
  const mustReveal = on && s.active === side && !!s.deploy && s.deploy.digests.every((d) => d.length > 0) && !s.deploy.revealed[side];
  useEffect(() => {
    if (!mustReveal || !stored || !salt) return;
    const k = `${side}-${myDigest.join()}`;
    if (fired.current === k) return;
    fired.current = k;
    p.act(revealAction(planFromCode(s, side, stored), salt));
  });

  const other: Seat = side === 0 ? 1 : 0;
  const otherShown = !!s.deploy?.revealed[other];
  // One object per change, so that the table's effects keyed on the state do not fire on every render.
  const shown = useMemo((): CivGame => {
    if (!on) return s;
    const mine = plannedArmy(s, side, plan);
    return {
      ...s,
      units: mine.units.map((u) => (u.side === other && !otherShown ? { ...u, destroyed: true } : u)),
      leaders: mine.leaders.map((l) => (l.side === other && !otherShown ? { ...l, alive: false } : l)),
    };
  }, [on, s, side, plan, otherShown]);
  if (!on) return null;
  const unitIndex = (i: number) => (s.units[i]?.side === side ? army.units.findIndex((u) => u.id === s.units[i].id) : -1);
  const words = (v: { rule?: string; message: string } | null): string | null => (v ? describeRefusal(s, { rule: v.rule ?? "A.7", message: v.message }, lang) : null);
  const seal = () => {
    if (!salt || verdict) return;
    const code = planCode(plan);
    p.act({ k: 'sealDeployment', digest: commitWords(code, salt), box: sealWords(code, salt) });
  };
  const panel = (
    <div class="tv-panel" data-cb-deploy={editing ? 'editing' : 'sealed'}>
      <h3>{tr(lang, DW.title)}</h3>
      <p class="tv-help cb-prov" data-cb-provisional>{tr(lang, DW.provisional)}</p>
      {editing ? (
        <>
          <div class="row cb-layouts" role="group" aria-label={fr ? 'Dispositions' : 'Layouts'}>
            {LAYOUTS.map((l) => (
              <button type="button" class="btn" data-cb-layout={l} aria-pressed={layout === l} onClick={() => { setLayout(l); const lp = layoutPlan(s, side, l); setDraft(lp.poses); setForms(lp.forms ? [...lp.forms] : listed()); setJoined(lp.leaders ? leadersOf(army).filter((_, k) => lp.leaders![k].attach >= 0).map((x) => x.spec.id) : []); }}>{tr(lang, DW[l])}</button>
            ))}
          </div>
          <p class="tv-help">{tr(lang, DW.help)}</p>
          <p class="tv-help" data-cb-deploy-verdict={verdict ? 'refused' : 'ok'} aria-live="polite">{words(verdict) ?? tr(lang, DW.ready)}</p>
          {secret ? null : <p class="tv-help">{tr(lang, DW.noSecret)}</p>}
          {s.active === side
            ? <div class="tv-acts"><button type="button" class="tv-act cb-act tv-end" data-cb-seal disabled={!!verdict || !secret} onClick={seal}>{tr(lang, DW.seal)}</button></div>
            : <p class="tv-help">{tr(lang, DW.otherFirst)}</p>}
        </>
      ) : (
        <>
          <p class="tv-help" data-cb-deploy-sealed>{s.deploy!.revealed[side] ? tr(lang, DW.revealed) : mustReveal ? (stored && salt ? tr(lang, DW.revealing) : tr(lang, DW.lost)) : tr(lang, DW.sealed)}</p>
          {/* Should the automatic reveal have been undone, the player reveals by hand. */}
          {mustReveal && stored && salt ? <div class="tv-acts"><button type="button" class="tv-act cb-act tv-end" data-cb-reveal onClick={() => p.act(revealAction(planFromCode(s, side, stored), salt))}>{tr(lang, DW.reveal)}</button></div> : null}
        </>
      )}
      {otherShown ? null : <p class="tv-help" data-cb-other-deploy>{tr(lang, s.deploy!.digests[other].length ? DW.hidden : DW.waiting)}</p>}
    </div>
  );
  return {
    shown, editing, side, panel, zone: deploymentZone(side),
    poseOf: (i) => { const k = unitIndex(i); return k >= 0 ? poses[k] : null; },
    tryPose: (i, pose) => {
      const k = unitIndex(i);
      const next = poses.map((q, j) => (j === k ? round(pose) : q));
      const np = planFor(next);
      const v = deploymentViolation(s, side, np);
      return { why: words(v), stands: plannedArmy(s, side, np).units[i].stands };
    },
    formsOf: (i) => {
      const k = unitIndex(i);
      if (k < 0) return null;
      const spec = army.units[k];
      // FRM-06: a Legion's Column has one file per line of its Acies.
      return { choices: formChoices(spec, army), chosen: forms[k] ?? 'listed', ...(spec.kind === 'legion' ? { files: spec.subunits.length } : {}) };
    },
    setForm: (i, f) => { const k = unitIndex(i); if (k >= 0) setForms(forms.map((x, j) => (j === k ? f : x))); },
    joinersOf: (i) => {
      const k = unitIndex(i);
      if (k < 0) return [];
      return leadersBehind(s, side, k).map((id) => ({ id, name: leadersOf(army).find((x) => x.spec.id === id)!.spec.name, joins: joined.includes(id) }));
    },
    setJoins: (id, joins) => {
      // Joining a unit puts the leader back behind it.
      if (joins && placed[id]) { const rest = { ...placed }; delete rest[id]; setPlaced(rest); }
      setJoined(joins ? [...joined.filter((x) => x !== id), id] : joined.filter((x) => x !== id));
    },
    mayPlaceLeader: (i) => editing && s.leaders[i]?.side === side && leaderIds.includes(s.leaders[i].id),
    placeLeader: (i, x, y) => {
      const id = s.leaders[i].id;
      const free = { ...placed, [id]: { x: Math.round(x), y: Math.round(y) } };
      setPlaced(free);
      setJoined(joined.filter((j) => j !== id));
      return words(deploymentViolation(s, side, planFor(poses, free)));
    },
    setPose: (i, pose) => { const k = unitIndex(i); if (k >= 0) setDraft(poses.map((q, j) => (j === k ? round(pose) : q))); },
  };
}
