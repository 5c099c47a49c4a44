// The Civitates Bellantes table on the shared table view (../table): stands at true
// pose by unit, leaders, the Command Phase's choices as a tray of leaders and their
// allocations, and the stand-in's label on the status. No rules here: the view shows
// what `legal` offers, previews an action on a copy with dice that refuse to roll, and
// asks sys.check about every pose a drag tries. Any offered action carrying a unit and
// a pose (./poses.ts) can be dragged, so movement and charges work when they land.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BoardProps, BoardView } from '../../app/board-contract';
import type { Lang, LogEvent } from '../../engine/contract';
import type { CivAction, CivGame } from '../../rules/civbel';
import { JT } from '../../rules/civbel/data/scale';
import { TABLE } from '../../rules/civbel/deployment';
import { standPoly } from '../../rules/civbel/geometry';
import { capacity } from '../../rules/civbel/morale';
import type { CbStand } from '../../rules/civbel/state';
import type { CbTerrain } from '../../rules/civbel/terrain';
import { describeEvent, orderWords, PREFERENCE_WORDS } from '../../rules/civbel/describe';
import { holders, issuerOf, orderOf } from '../../rules/civbel/orders';
import { preferenceOf } from '../../rules/civbel/actions';
import { nameIn } from '../../rules/civbel/names';
import { TableBox, useTableFrame, ZoomBar } from '../table/frame';
import { distTo, finePointer, fitLabel, NO_DICE, type Pose } from '../table/geometry';
import { ConfirmBar, DragHelp, Manipulator, usePoseDrag, type DragStep } from '../table/manipulate';
import { MeasureButton, MeasureLayer, useMeasure } from '../table/measure';
import { Stand } from '../table/stand';
import { TABLE_CSS } from '../table/style';
import { jtText, legionWords, PHASE, PROVISIONAL, RANK, TROOP, tr, unitState, type T2 } from './labels';
import { atPose, dragTemplate, poseOf } from './poses';
import { concerns, hasDestination, moveNote, preview, rollRange } from './preview';
import { moveToward } from './drag-move';
import { decision } from './decision';
import { CB_CSS } from './style';
import { DW, hideUnrevealed, legionFormWords, useDeploy } from './deploy';
import { useArmyPick } from './army-pick';
import { choosesArmies } from '../../rules/civbel/army-step';
import { leaderMarks } from './leader-marks';
import { agree, unitNoun } from '../../rules/civbel/grammar';
import type { DeployForm } from '../../rules/civbel/deploy-formations';

/** The formations a unit may deploy in, as the buttons say them. */
const DEPLOY_FORM: Record<DeployForm, [string, string]> = {
  listed: ['As set', 'Comme prévu'], line1: ['Line, 1 rank', 'Ligne, 1 rang'], line2: ['Line, 2 ranks', 'Ligne, 2 rangs'], line3: ['Line, 3 ranks', 'Ligne, 3 rangs'],
  column: ['Column', 'Colonne'], wedge: ['Wedge', 'Coin'], unformed: ['Unformed', 'Sans formation'],
};

const W = TABLE.w, H = TABLE.h;
/** Margin around the table, for the edge labels. */
const M = 2.5 * JT;
const ZOOMS = [1, 3, 6];
const SIDE_FILL = ['#9e2a2b', '#1f5f8b'];
const SIDE_TEXT = ['#ffffff', '#ffffff'];
const SIDE_NAME: [string, string][] = [['Rome', 'Rome'], ['Carthage and Numidia', 'Carthage et la Numidie']];
const PLAYER: [string, string][] = [['First player', 'Premier joueur'], ['Second player', 'Second joueur']];
const TABLE_FILL = '#d8dcb8';
/** A leader's command stand drawn as a disc this wide (table units). */
const LEADER_R = JT / 3;

type Sel = { kind: 'unit' | 'leader'; i: number } | null;
/** How wide a unit is across the table (its stands' extent in x, plus a frontage). */
function unitSpan(st: readonly CbStand[]): number {
  const xs = st.map((p) => p.x);
  return Math.max(...xs) - Math.min(...xs) + JT;
}

/** A point a little ahead of the middle of a unit's front (for its name). */
function aheadOf(st: readonly CbStand[], font: number): { x: number; y: number } {
  const c = centreOf(st);
  if (!st.length) return c;
  const h = (st[0].h * Math.PI) / 180, fx = Math.cos(h), fy = Math.sin(h);
  const front = Math.max(...st.map((p) => (p.x - c.x) * fx + (p.y - c.y) * fy));
  const ahead = front + font * 0.9;
  return { x: c.x + fx * ahead, y: c.y + fy * ahead };
}

function centreOf(st: readonly CbStand[]): { x: number; y: number } {
  let x = 0, y = 0;
  for (const p of st) { const b = standPoly(p); x += (b[0].x + b[2].x) / 2; y += (b[0].y + b[2].y) / 2; }
  return { x: x / Math.max(1, st.length), y: y / Math.max(1, st.length) };
}

function Board(props: BoardProps<CivGame, CivAction>) {
  const { state: real, legal: offered, sys, lang, onAction, viewer } = props;
  // D25: in the sealed deployment the table shows the viewer's draft and hides the other army.
  const dep = useDeploy({ s: real, viewer, secret: props.secret, lang, act: onAction });
  // ORG-05: the armies chosen in secret (scenario choose-armies), sealed by this device too.
  const armyPanel = useArmyPick({ s: real, viewer, secret: props.secret, lang, act: onAction });
  const spectated = useMemo(() => hideUnrevealed(real), [real]);
  const s = dep?.shown ?? spectated;
  const legal = dep || armyPanel ? [] : offered;
  const fr = lang === 'fr';
  /** A unit's or leader's name as its army list gives it in the player's language. */
  const nm = (name: string) => nameIn(name, fr);
  const [sel, setSel] = useState<Sel>(null);
  const [armed, setArmed] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  // A pose built by dragging the selected unit, checked by the rules on every step.
  const [custom, setCustom] = useState<CivAction | null>(null);
  // Where the player let go of the unit (a move's way and angle carry no pose).
  const [customAt, setCustomAt] = useState<Pose | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // At deployment: what became of the last leader placed by a tap (refused: the rules' words).
  const [placedNote, setPlacedNote] = useState<{ text: string; refused: boolean } | null>(null);
  useEffect(() => { setArmed(null); setHover(null); setCustom(null); setRefused(null); drag.setStep(null); }, [s]);
  useEffect(() => { setSel(null); }, [s.phase, s.active, s.turn]);

  // The viewer's own edge at the bottom: Rome deploys along y = 0, Carthage along the far edge.
  const R = viewer === 1 ? 180 : 0;
  const selUnit = sel?.kind === 'unit' ? s.units[sel.i] : undefined;
  const selLeader = sel?.kind === 'leader' ? s.leaders[sel.i] : undefined;
  // A zoom keeps the selected piece in view, else the viewer's own army (or the side to play).
  const home = viewer ?? s.active;
  const focusAt = selUnit && !selUnit.destroyed ? centreOf(selUnit.stands) : selLeader ? selLeader : centreOf(s.units.filter((u) => u.side === home && !u.destroyed).flatMap((u) => u.stands));
  const frame = useTableFrame({ W, H, M, R, zooms: ZOOMS, focus: focusAt });
  const { zoom, px, sy, scale } = frame;
  const font = (zoom === 0 ? 11 : zoom === 1 ? 12 : 14) * px;
  const measure = useMeasure();

  const indexed = legal.map((a, i) => ({ a, i, who: concerns(a) }));
  // A unit the rules let move (a way and an angle, A.1/A.3) is dragged; so is any offered posed action.
  const template = sel?.kind === 'unit' ? dragTemplate(legal, sel.i) : null;
  const canMove = sel?.kind === 'unit' && legal.some((a) => a.k === 'move' && a.unit === sel.i);
  const deployPose = dep?.editing && sel?.kind === 'unit' ? dep.poseOf(sel.i) : null;
  const draggable = deployPose || ((template || canMove) && selUnit && !selUnit.destroyed && selUnit.stands.length) ? selUnit ?? null : null;
  const drag = usePoseDrag<CivAction>(frame, {
    evaluate: (id, pose): DragStep<CivAction> | null => {
      if (!draggable || sel?.i !== id) return null;
      if (dep?.editing) return dep.poseOf(id) ? { act: { k: 'revealDeployment', salt: [], poses: [] }, why: dep.tryPose(id, pose).why, at: pose, note: '' } : null;
      const from = draggable.stands[0];
      if (template) {
        const act = atPose(template, pose);
        const v = sys.check(s, s.active, act);
        return { act, why: v ? v.message : null, at: pose, note: jtText(Math.hypot(pose.x - from.x, pose.y - from.y), JT, lang) };
      }
      const act = moveToward(s, id, pose);
      if (!act) return null;
      const v = sys.check(s, s.active, act);
      return { act, why: v ? v.message : null, at: pose, note: moveNote(s, act, lang) };
    },
    drop: (st) => {
      if (dep?.editing && sel) { if (st && !st.why) { dep.setPose(sel.i, st.at); setRefused(null); } else setRefused(st?.why ?? null); return; }
      if (st && !st.why) {
        // A move's handle goes where its ghost stands (an average roll), not where the finger let go.
        const g = st.act.k === 'move' ? preview(sys, s, st.act).stands[0]?.st[0] : undefined;
        setArmed(null); setCustom(st.act); setCustomAt(g ? { x: g.x, y: g.y, h: g.h } : st.at); setRefused(null);
      }
      else { setCustom(null); setRefused(st?.why ?? null); }
    },
  });
  const showing = armed ?? hover;
  const shownAction = drag.step?.act ?? custom ?? (showing !== null ? legal[showing] : undefined);
  const armedAct: CivAction | null = custom ?? (armed !== null ? legal[armed] ?? null : null);
  const pv = useMemo(() => (shownAction && hasDestination(shownAction) ? preview(sys, s, shownAction) : null), [shownAction, s]);
  // What each allocation costs: the command points it takes from its leader (the rules' own count, on a copy).
  const costs = useMemo(() => legal.map((a) => {
    if (a.k !== 'allocate') return null;
    const l = s.leaders[a.leader];
    try { const n = sys.apply(s, s.active, a, { dice: NO_DICE, log() {} }); return (s.cpLeft[l.id] ?? 0) - (n.cpLeft[l.id] ?? 0); } catch { return null; }
  }), [s, legal]);

  // The last action's units (control tests), ringed as results.
  const resultEvents: LogEvent[] = props.focus?.events ?? props.last?.events ?? [];
  const hitUnits = new Set<string>(resultEvents.filter((e) => typeof e.unit === 'string' && e.t !== 'stepNotWired').map((e) => e.unit as string));
  const ringUnits = new Set<number>(armedAct ? concerns(armedAct).units : []);

  // Leaders standing together are drawn side by side (leader-marks.ts), and tapped where drawn.
  const discR = Math.max(LEADER_R, 6 * px);
  const liveAt = s.leaders.map((l) => (l.alive ? { x: l.x, y: l.y } : null));
  const drawn = leaderMarks(liveAt.filter((p): p is { x: number; y: number } => p !== null), discR);
  const marks = (() => { let k = 0; return liveAt.map((p) => (p ? drawn[k++] : { x: 0, y: 0 })); })();
  // ---- taps: the tape, else the nearest stand or leader within 22 px (a 44 px target)
  const onTap = (ev: MouseEvent) => {
    if (frame.swallowClick()) return;
    const t = frame.toTable(ev.clientX, ev.clientY);
    if (!t) return;
    if (measure.on) { measure.tap(t); return; }
    let best: Sel = null, bestD = Infinity;
    s.leaders.forEach((l, i) => { if (!l.alive) return; const d = Math.max(0, Math.hypot(marks[i].x - t.x, marks[i].y - t.y) - LEADER_R); if (d < bestD) { bestD = d; best = { kind: 'leader', i }; } });
    s.units.forEach((u, i) => { if (u.destroyed) return; for (const st of u.stands) { const d = distTo(t.x, t.y, standPoly(st)); if (d < bestD) { bestD = d; best = { kind: 'unit', i }; } } });
    setCustom(null); setRefused(null); setArmed(null);
    const b = best as Sel;
    if (b && bestD * scale <= 22) { setSel(sel && sel.kind === b.kind && sel.i === b.i ? null : b); setPlacedNote(null); }
    // At deployment, a tap away from everything puts the viewer's selected leader there (CMD-08, A.7).
    else if (dep?.editing && sel?.kind === 'leader' && dep.mayPlaceLeader(sel.i)) {
      const why = dep.placeLeader(sel.i, t.x, t.y);
      setPlacedNote(why ? { text: why, refused: true } : { text: tr(lang, DW.leaderMoved).replace('{n}', nm(s.leaders[sel.i].name)), refused: false });
    } else { setSel(null); setPlacedNote(null); }
  };
  const onGrab = (mode: 'move' | 'turn') => (ev: PointerEvent) => {
    if (!draggable || !sel) return;
    ev.stopPropagation();
    const f = draggable.stands[0];
    const p = custom ? poseOf(custom) : null;
    const base: Pose = deployPose ? deployPose : p && p.unit === sel.i ? p.pose : custom && customAt ? customAt : { x: f.x, y: f.y, h: f.h };
    if (drag.start(ev, sel.i, mode, base, ev.currentTarget as Element)) setRefused(null);
  };

  const press = (i: number) => {
    const a = legal[i];
    setCustom(null); setRefused(null);
    if (hasDestination(a) && armed !== i) { setArmed(i); return; }
    setArmed(null); setHover(null);
    onAction(a);
  };
  const confirm = () => { const a = armedAct; if (!a) return; setArmed(null); setCustom(null); setHover(null); onAction(a); };
  const words = (a: CivAction) => sys.describeAction(s, a, lang);
  const cap1 = (x: string) => (x ? x[0].toLocaleUpperCase() + x.slice(1) : x);
  const button = (x: { a: CivAction; i: number }, main = false, label?: string) => {
    const isArmed = armed === x.i;
    const c = costs[x.i];
    const cost = c !== null && c !== undefined ? ` · ${c} ${fr ? 'PC' : 'CP'}` : '';
    return (
      <button type="button" key={x.i} class={`tv-act cb-act${isArmed ? ' armed' : ''}${main ? ' tv-end' : ''}`} data-cb-action={x.i} data-kind={x.a.k} aria-pressed={hasDestination(x.a) ? isArmed : undefined}
        onClick={() => press(x.i)} onPointerEnter={(ev) => { if (ev.pointerType === 'mouse' && finePointer()) setHover(x.i); }} onPointerLeave={() => setHover(null)}>
        {label ?? cap1(words(x.a))}{cost}
        {isArmed ? <span class="tv-confirm">{fr ? 'Fantôme sur la table : touchez encore pour confirmer' : 'Ghost on the table: tap again to confirm'}</span> : null}
      </button>
    );
  };

  // ---- status
  const side = (i: number) => (s.sideNames?.[i] ? tr(lang, s.sideNames[i]) : s.phase === 'army' ? tr(lang, PLAYER[i]) : tr(lang, SIDE_NAME[i]));
  const status = s.phase === 'over' ? tr(lang, PHASE.over) : `${fr ? 'Tour' : 'Turn'} ${s.turn} / ${s.turnLimit} · ${tr(lang, PHASE[s.phase])}${s.phase === 'command' ? ` (${s.half === 0 ? (fr ? 'première moitié' : 'first half') : (fr ? 'seconde moitié' : 'second half')})` : ''}`;
  const whose = s.phase === 'over' ? null : viewer === null ? side(s.active) : `${side(s.active)} — ${viewer === s.active ? (fr ? 'à vous' : 'your move') : (fr ? 'à l\'adversaire' : 'their move')}`;

  // ---- the tray of the Command Phase: leaders of the side to act, with their points and choices
  const mySide = s.active;
  const leaderActs = (li: number) => indexed.filter((x) => x.a.k === 'allocate' && x.a.leader === li);
  // A unit's own actions (its moves, its charges, its standing order) under its panel; a
  // charge is listed under the charging unit, not under its target.
  const actorOf = (a: CivAction): number | null => (a.k === 'move' || a.k === 'form' || a.k === 'detach' || a.k === 'relieve' || a.k === 'charge' || a.k === 'respond' || a.k === 'afterCombat' || a.k === 'stop' ? a.unit : poseOf(a)?.unit ?? null);
  const unitActs = (ui: number) => indexed.filter((x) => x.a.k !== 'allocate' && actorOf(x.a) === ui);
  const general = indexed.filter((x) => x.a.k === 'roll' || x.a.k === 'choose' || x.a.k === 'done');
  const others = indexed.filter((x) => x.a.k !== 'roll' && x.a.k !== 'choose' && x.a.k !== 'done' && x.a.k !== 'allocate' && x.a.k !== 'prefer' && x.a.k !== 'initialOrder' && x.a.k !== 'signals' && actorOf(x.a) === null);
  // CMD-40 (option ordersModule): each contingent's order, shown with the initial orders and signals to set.
  const orderSide = viewer ?? s.active;
  const orderHolders = s.orders ? holders(s, orderSide).filter((l) => l.alive) : [];
  const orderSetters = indexed.filter((x) => x.a.k === 'initialOrder' || x.a.k === 'signals');
  const leaderName = (id: string) => { const l = s.leaders.find((x) => x.id === id); return l ? nm(l.name) : '?'; };
  // D1: the standing preference for going first or second on winning the initiative, shown
  // to its player in his Command half with the button that changes it (once a turn).
  const prefers = indexed.filter((x) => x.a.k === 'prefer');
  const myPreference = s.orderPreference && viewer !== null && s.phase === 'command' && s.active === viewer ? s.orderPreference[viewer] : null;
  const stops = indexed.filter((x) => x.a.k === 'stop');
  const trayLeaders = s.phase === 'command' ? s.leaders.map((l, i) => ({ l, i })).filter((x) => x.l.side === mySide && x.l.alive) : [];
  const allocatedBy = new Set(s.allocations.map((a) => a.leader));
  // Units the rules offer a pose to (movement, charges when they land): picked here or on the table.
  const movers = [...new Set(legal.flatMap((a) => { const u = a.k === 'stop' ? null : actorOf(a); return u === null ? [] : [u]; }))].sort((a, b) => a - b);

  const lastLines = resultEvents.filter((e) => e.t !== 'die').map((e) => cap1(describeEvent(e, lang)));

  const edgeText = (seat: number) => `${side(seat)}${viewer === seat ? (fr ? ' (vous)' : ' (you)') : ''}`;
  const grid: number[] = [];
  for (let x = 5 * JT; x < W; x += 5 * JT) grid.push(x);
  const gridY: number[] = [];
  for (let y = 5 * JT; y < H; y += 5 * JT) gridY.push(y);

  return (
    <div class="tv cb-view">
      <style>{TABLE_CSS + CB_CSS}</style>
      <div class="tv-bar">
        <div class="tv-status" data-cb-status data-cb-phase={s.phase} data-cb-turn={s.turn} data-cb-active={s.active}>
          <p><strong>{status}</strong></p>
          {whose ? <p class="cb-whose"><span class="tv-swatch" style={{ background: SIDE_FILL[s.active] }} />{whose}</p> : null}
          <p class="cb-prov" data-cb-provisional>{tr(lang, PROVISIONAL)}</p>
        </div>
        <ZoomBar frame={frame} lang={lang} tag="cb" />
        <MeasureButton m={measure} lang={lang} tag="cb" />
      </div>
      <TableBox frame={frame} tag="cb" lang={lang} label={fr ? 'Table de jeu de Civitates Bellantes' : 'Civitates Bellantes battle table'} onClick={onTap}
        onPointerMove={(ev) => { if (drag.holds(ev)) drag.move(ev); else frame.panMove(ev); }} onPointerUp={(ev) => { if (drag.holds(ev)) drag.end(ev); else frame.panUp(); }}>
        <rect x={0} y={0} width={W} height={H} fill={TABLE_FILL} stroke="#2b2b2b" stroke-width={3 * px} />
        {grid.map((x) => <line x1={x} y1={0} x2={x} y2={H} stroke="#0000001a" stroke-width={1 * px} pointer-events="none" />)}
        {gridY.map((y) => <line x1={0} y1={sy(y)} x2={W} y2={sy(y)} stroke="#0000001a" stroke-width={1 * px} pointer-events="none" />)}
        {(s.terrain ?? []).map((t) => <TerrainPiece t={t} lang={lang} px={px} R={R} sy={sy} />)}
        {/* CMD-35..37 (option pursuit): each side's baggage, in the colour of the side holding it. */}
        {s.baggage.map((b) => <Baggage b={b} owner={side(b.owner)} lang={lang} px={px} R={R} sy={sy} font={font} zoom={zoom} />)}
        {dep?.editing ? (
          <rect data-cb-zone x={dep.zone.x0} y={Math.min(sy(dep.zone.y0), sy(dep.zone.y1))} width={dep.zone.x1 - dep.zone.x0} height={dep.zone.y1 - dep.zone.y0}
            fill={SIDE_FILL[dep.side]} fill-opacity={0.1} stroke={SIDE_FILL[dep.side]} stroke-width={2 * px} stroke-dasharray={`${6 * px} ${4 * px}`} pointer-events="none" />
        ) : null}
        {s.units.map((u, ui) => u.destroyed ? null : (
          <g data-cb-unit={u.id}>
            {u.stands.map((st) => (
              <Stand w={JT} d={st.d} p={st} px={px} R={R} H={H} font={font} tag="cb" id={st.id} quiet={zoom < 2}
                ring={sel?.kind === 'unit' && sel.i === ui || ringUnits.has(ui) ? { colour: '#CC79A7', dashed: false } : hitUnits.has(u.id) ? { colour: '#F0E442', dashed: false } : null}
                look={{ fill: SIDE_FILL[u.side], text: SIDE_TEXT[u.side], main: TROOP[st.type]?.code ?? '?' }} />
            ))}
          </g>
        ))}
        {s.leaders.map((l, li) => { if (!l.alive) return null; const m = marks[li]; return (
          <g data-cb-leader={l.id} pointer-events="none">
            <circle cx={m.x} cy={sy(m.y)} r={discR} fill={SIDE_FILL[l.side]} stroke={sel?.kind === 'leader' && sel.i === li ? '#CC79A7' : '#fff'} stroke-width={(sel?.kind === 'leader' && sel.i === li ? 4 : 2) * px} />
            <text class="tv-elabel" x={m.x} y={sy(m.y)} dy="0.35em" font-size={discR * 1.1} fill="#fff" transform={`rotate(${-R} ${m.x} ${sy(m.y)})`}>{l.rank === 'general' ? '★' : l.name[0]}</text>
          </g>
        ); })}
        {/* CMD-41: messengers on their way, a dashed line to the leader they ride to; CMD-40 order 2's position. */}
        {(s.orders?.messengers ?? []).map((m) => {
          const to = s.leaders.find((x) => x.id === m.to), from = s.leaders.find((x) => x.id === m.from);
          if (!to || !from) return null;
          const r = Math.max(LEADER_R * 0.8, 5 * px);
          const words = fr ? `messager de ${nm(from.name)} pour ${nm(to.name)}` : `messenger from ${nm(from.name)} to ${nm(to.name)}`;
          return (
            <g pointer-events="none" data-cb-messenger={m.to}>
              <line x1={m.x} y1={sy(m.y)} x2={to.x} y2={sy(to.y)} stroke={SIDE_FILL[from.side]} stroke-width={2 * px} stroke-dasharray={`${3 * px} ${3 * px}`} />
              <rect x={m.x - r} y={sy(m.y) - r} width={2 * r} height={2 * r} transform={`rotate(45 ${m.x} ${sy(m.y)})`} fill="#fff" stroke={SIDE_FILL[from.side]} stroke-width={3 * px}><title>{words}</title></rect>
            </g>
          );
        })}
        {orderHolders.map((l) => { const o = orderOf(s.orders!, l.id); if (o.n !== 2) return null; const x = o.x ?? 0, y = o.y ?? 0; return (
          <g pointer-events="none" data-cb-order-point={l.id}>
            <line x1={x} y1={sy(y)} x2={x} y2={sy(y) - 18 * px} stroke="#111" stroke-width={2 * px} />
            <polygon points={`${x},${sy(y) - 18 * px} ${x + 12 * px},${sy(y) - 14 * px} ${x},${sy(y) - 10 * px}`} fill={SIDE_FILL[l.side]} stroke="#111" stroke-width={1 * px} />
            <text class="tv-tlabel" x={x} y={sy(y)} dy="1.1em" font-size={font * 0.8} stroke-width={3 * px} transform={`rotate(${-R} ${x} ${sy(y)})`}>{fr ? `à défendre (${nm(l.name)})` : `to defend (${nm(l.name)})`}</text>
          </g>
        ); })}
        {/* Relaxed messages: the moves ordered ahead, carried out after the enemy's Command half. */}
        {(s.planned ?? []).map((o) => <OrderArrow s={s} o={o} lang={lang} px={px} R={R} sy={sy} font={font} />)}
        {/* Names over everything once there is room for them: units behind their stands, leaders beside their disc. */}
        {zoom > 0 ? s.units.map((u) => {
          if (u.destroyed) return null;
          // Ahead of the unit's front, where the table is clear until the armies close.
          const c = aheadOf(u.stands, font);
          const dp = u.dps ? ` · ${u.dps} ${fr ? 'PD' : 'DP'}` : '';
          const full = `${nm(u.name)}${dp}${u.shaken ? (fr ? ` · ${agree(unitNoun(u.name, true), 'ébranlé')}` : ' · shaken') : ''}`;
          const { text, size } = fitLabel(full, unitSpan(u.stands), font);
          return <text class="tv-tlabel cb-ulabel" x={c.x} y={sy(c.y)} font-size={size} stroke-width={3 * px} font-style="normal" font-weight={600} transform={`rotate(${-R} ${c.x} ${sy(c.y)})`} pointer-events="none" data-cb-name={u.id}><title>{full}</title>{text}</text>;
        }) : null}
        {/* Leaders stand close together: their names at Detail zoom, or the selected one's. */}
        {zoom > 0 ? s.leaders.map((l, li) => !l.alive || (zoom < 2 && !(sel?.kind === 'leader' && sel.i === li)) ? null : (
          <text class="tv-tlabel" x={marks[li].x + (LEADER_R + 4 * px) * (R ? -1 : 1)} y={sy(marks[li].y)} font-size={font * 0.9} stroke-width={3 * px} text-anchor="start" style={{ textAnchor: 'start' }} transform={`rotate(${-R} ${marks[li].x + (LEADER_R + 4 * px) * (R ? -1 : 1)} ${sy(marks[li].y)})`} pointer-events="none">{nm(l.name)}</text>
        )) : null}
        {pv?.stands.map((g) => g.st.map((st) => <Stand w={JT} d={st.d} p={st} px={px} R={R} H={H} font={font} tag="cb" id={st.id} ghost bad={!!drag.step?.why} quiet look={{ fill: SIDE_FILL[g.u.side], text: SIDE_TEXT[g.u.side], main: '' }} />))}
        {pv?.leaders.map((g) => {
          const l = s.leaders[g.i];
          return (
            <g pointer-events="none" data-ghost="leader">
              <line x1={l.x} y1={sy(l.y)} x2={g.x} y2={sy(g.y)} stroke="#CC79A7" stroke-width={2 * px} stroke-dasharray={`${5 * px} ${3 * px}`} />
              <circle cx={g.x} cy={sy(g.y)} r={Math.max(LEADER_R, 6 * px)} fill={SIDE_FILL[l.side]} fill-opacity={0.5} stroke="#fff" stroke-width={3 * px} stroke-dasharray={`${4 * px} ${3 * px}`} />
            </g>
          );
        })}
        {dep?.editing && drag.step && sel ? dep.tryPose(sel.i, drag.step.at).stands.map((st) => <Stand w={JT} d={st.d} p={st} px={px} R={R} H={H} font={font} tag="cb" id={st.id} ghost bad={!!drag.step?.why} quiet look={{ fill: SIDE_FILL[dep.side], text: SIDE_TEXT[dep.side], main: '' }} />) : null}
        {draggable && sel ? (() => {
          const f = draggable.stands[0];
          const p = custom ? poseOf(custom) : null;
          const at: Pose = drag.step ? drag.step.at : deployPose ? deployPose : p && p.unit === sel.i ? p.pose : custom && customAt ? customAt : f;
          return <Manipulator frame={frame} drag={drag} lang={lang} tag="cb" R={R} id={sel.i} w={JT} d={f.d} from={deployPose ?? f} at={at} reach={0} onGrab={onGrab} />;
        })() : null}
        <MeasureLayer m={measure} frame={frame} R={R} tag="cb" text={(n) => jtText(n, JT, lang)} />
        {[0, 1].map((seat) => {
          const y = seat === 0 ? -M * 0.5 : H + M * 0.5;
          return <text x={W / 2} y={sy(y)} transform={`rotate(${-R} ${W / 2} ${sy(y)})`} font-size={11 * px} text-anchor="middle" dominant-baseline="middle" font-weight={700} fill={seat === 0 ? '#ffd0d0' : '#cfe6ff'} pointer-events="none">{edgeText(seat)}</text>;
        })}
      </TableBox>

      {measure.on ? (
        <p class="tv-help" data-cb-measure-help>{measure.length !== null
          ? (fr ? `${jtText(measure.length, JT, lang)} (JJ : jet de javelot ; ½ JJ est un point du dé de mouvement). Touchez encore pour une nouvelle mesure.` : `${jtText(measure.length, JT, lang)} (JT: javelin throw; ½ JT is one pip of the movement die). Tap again for a new measure.`)
          : (fr ? 'Touchez deux points de la table pour mesurer la distance entre eux.' : 'Tap two points on the table to measure between them.')}</p>
      ) : null}
      {draggable && !armedAct ? (
        <DragHelp lang={lang} tag="cb" kind="drag-help" refused={refused} hint={canMove && !template
          ? (fr ? 'Faites glisser l\'unité vers où elle doit aller, ou la poignée verte pour la faire pivoter : le jeu choisit l\'avance, l\'oblique, la conversion ou le demi-tour le plus proche ; la distance se tire au dé.' : 'Drag the unit the way it should go, or the green handle to wheel it: the game picks the nearest advance, incline, wheel or about face; the distance is rolled.')
          : (fr ? 'Faites glisser l\'unité pour la déplacer, la poignée verte pour la tourner ; les règles jugent chaque position.' : 'Drag the unit to move it, the green handle to turn it; the rules judge every position.')} />
      ) : null}
      {dep?.editing && sel?.kind === 'leader' && dep.mayPlaceLeader(sel.i) ? (
        <p class="tv-help cb-help" data-cb-leader-place={placedNote ? (placedNote.refused ? 'refused' : 'placed') : 'hint'} aria-live="polite">
          {placedNote?.refused ? <strong class="tv-refused cb-refused">{(fr ? 'Refusé par les règles : ' : 'The rules refuse: ') + placedNote.text}</strong>
            : placedNote ? placedNote.text : tr(lang, DW.placeLeader).replace('{n}', nm(s.leaders[sel.i].name))}
        </p>
      ) : null}
      {armedAct ? (
        <ConfirmBar lang={lang} tag="cb" text={cap1(words(armedAct)) + (armedAct.k === 'move' ? ` · ${rollRange(s, armedAct, lang)}` : '')} onConfirm={confirm} onCancel={() => { setArmed(null); setCustom(null); }} />
      ) : null}

      {lastLines.length ? (
        <div class="tv-panel" aria-live="polite" data-cb-result>
          <h3>{fr ? 'Ce qui vient de se passer' : 'What just happened'}</h3>
          <ul class="cb-result">{lastLines.map((l) => <li>{l}</li>)}</ul>
        </div>
      ) : null}

      {selUnit ? (
        <div class="tv-panel" data-cb-selected={selUnit.id}>
          <h3><span class="tv-swatch" style={{ background: SIDE_FILL[selUnit.side] }} />{nm(selUnit.name)}</h3>
          <p class="tv-help">{[
            selUnit.kind === 'legion' ? legionWords(selUnit, lang) : tr(lang, TROOP[selUnit.type]?.name ?? [selUnit.type, selUnit.type]),
            fr ? `${selUnit.stands.length} socle${selUnit.stands.length > 1 ? 's' : ''}` : `${selUnit.stands.length} stand${selUnit.stands.length > 1 ? 's' : ''}`,
            selUnit.grade ? (fr ? `classe ${selUnit.grade}` : `grade ${selUnit.grade}`) : null,
            ...unitState(selUnit, selUnit.morale.length ? capacity(selUnit) : 0, lang),
          ].filter(Boolean).join(' · ')}</p>
          {(() => {
            const ls = s.leaders.filter((l) => l.alive && (l.attachedTo === selUnit.id || (l.command !== null && l.command === selUnit.command && l.rank === 'commander')));
            return ls.length ? <p class="tv-help">{(fr ? 'Chefs : ' : 'Leaders: ') + ls.map((l) => `${nm(l.name)} (${tr(lang, RANK[l.rank])}${l.attachedTo === selUnit.id ? (fr ? ', avec l\'unité' : ', with the unit') : ''})`).join(', ')}</p> : null;
          })()}
          {unitActs(sel!.i).length ? <div class="tv-acts">{unitActs(sel!.i).map((x) => button(x))}</div> : null}
          {(() => {
            // At deployment: the formations its troops may take (FRM-02, FRM-04..06).
            const f = dep?.editing ? dep.formsOf(sel!.i) : null;
            // A Legion (FRM-06, FRM-07) is offered its Acies (as listed) and its Column of several files.
            const legion = f?.files !== undefined;
            const shown = f ? f.choices.filter((x) => legion || x !== 'listed') : [];
            const label = (x: DeployForm): string => (legion ? legionFormWords(x, f!.files!, lang) : tr(lang, DEPLOY_FORM[x]));
            const joiners = dep?.editing ? dep.joinersOf(sel!.i) : [];
            if (!f || (shown.length < 2 && !joiners.length)) return null;
            const plain = legion ? 'listed' : f.choices.includes('line1') ? 'line1' : 'unformed';
            return (
              <>
                {shown.length >= 2 ? (
                  <div class="cb-forms" role="group" aria-label={tr(lang, DW.formation)} data-cb-deploy-forms>
                    <p class="tv-help">{tr(lang, DW.formation)}</p>
                    <div class="row">{shown.map((x) => (
                      <button type="button" class="btn" data-cb-form={x} aria-pressed={f.chosen === x || (f.chosen === 'listed' && x === plain)} onClick={() => { dep!.setForm(sel!.i, x); setRefused(null); }}>{label(x)}</button>
                    ))}</div>
                    {legion ? <p class="tv-help">{tr(lang, DW.legionHelp)}</p> : null}
                    <p class="tv-help">{tr(lang, DW.formHelp)}</p>
                  </div>
                ) : null}
                {joiners.length ? (
                  <div class="cb-forms" data-cb-deploy-joins>
                    <div class="row">{joiners.map((j) => (
                      <button type="button" class="btn" data-cb-join={j.id} aria-pressed={j.joins} onClick={() => { dep!.setJoins(j.id, !j.joins); setRefused(null); }}>{`${nm(j.name)} : ${tr(lang, DW.joins)}`.replace(' : ', fr ? ' : ' : ': ')}</button>
                    ))}</div>
                    <p class="tv-help">{tr(lang, DW.joinsHelp)}</p>
                  </div>
                ) : null}
              </>
            );
          })()}
        </div>
      ) : null}

      {armyPanel}
      {dep ? dep.panel : null}
      {dep?.editing ? (
        <div class="tv-panel" data-cb-deploy-units>
          <h3>{fr ? 'Vos unités' : 'Your units'}</h3>
          <div class="row">
            {s.units.map((u, ui) => (u.side !== dep.side ? null : (
              <button type="button" class="btn" data-cb-pick-unit={ui} style={{ background: SIDE_FILL[u.side], color: SIDE_TEXT[u.side] }} aria-pressed={sel?.kind === 'unit' && sel.i === ui}
                onClick={() => { setSel({ kind: 'unit', i: ui }); setRefused(null); }}>{nm(u.name)}</button>
            )))}
          </div>
        </div>
      ) : null}
      {legal.length > 0 ? (
        <div class="tv-panel" data-cb-panel>
          {trayLeaders.length ? (
            <>
              <h3>{fr ? 'Vos chefs et leurs points de commandement' : 'Your leaders and their command points'}</h3>
              <ul class="cb-tray" data-cb-tray>
                {trayLeaders.map(({ l, i }) => {
                  const done = allocatedBy.has(i);
                  const left = s.cpLeft[l.id] ?? l.cp;
                  return (
                    <li>
                      <button type="button" class="cb-leader" aria-pressed={sel?.kind === 'leader' && sel.i === i} data-cb-pick-leader={i} disabled={done && !leaderActs(i).length}
                        onClick={() => { setSel(sel?.kind === 'leader' && sel.i === i ? null : { kind: 'leader', i }); setArmed(null); setCustom(null); }}>
                        <span class="cb-leader-name">{l.rank === 'general' ? '★ ' : ''}{nm(l.name)}</span>
                        <span class="cb-cp" data-cb-cp={l.id}>{done ? (fr ? `${left} PC restants` : `${left} CP left`) : (fr ? `${left} PC` : `${left} CP`)}</span>
                        {s.orders && issuerOf(s, l) !== undefined ? <span class="cb-cp" data-cb-leader-order={l.id}>{(fr ? 'Ordres ' : 'Orders ') + orderWords(orderOf(s.orders, l.id), fr).split(':')[0]}{s.orders.pending.some((p) => p.to === l.id && p.arrived) ? (fr ? ' · ordre à écouter' : ' · an order to hear') : ''}</span> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {selLeader && sel ? (
                leaderActs(sel.i).length ? (
                  <>
                    <p class="tv-help" data-cb-selected-leader={selLeader.id}>{fr ? `${nm(selLeader.name)}, ${tr(lang, RANK[selLeader.rank]).toLowerCase()} : une seule répartition par tour ; ses troupes sans ordre de contrôle font un test de contrôle en fin de phase.` : `${nm(selLeader.name)}, ${tr(lang, RANK[selLeader.rank]).toLowerCase()}: one allocation a turn; his troops left without Control take a control test at the end of the phase.`}</p>
                    {(() => {
                      // CMD-40/41, ORG-06: new orders and troops moved between commands folded away; listening in view.
                      const acts = leaderActs(sel.i);
                      const isGive = (a: CivAction) => a.k === 'allocate' && a.actions.some((x) => x.kind === 'orders' && x.role === 'give');
                      const gives = acts.filter((x) => isGive(x.a));
                      return (
                        <>
                          <div class="tv-acts">{acts.filter((x) => !isGive(x.a)).map((x) => button(x))}</div>
                          {gives.length ? (
                            <details class="tv-more" data-cb-order-gives>
                              <summary>{fr ? `Nouveaux ordres et réaffectations (${gives.length})` : `New orders and moving troops (${gives.length})`}</summary>
                              <div class="tv-acts">{gives.map((x) => button(x))}</div>
                            </details>
                          ) : null}
                        </>
                      );
                    })()}
                  </>
                ) : <p class="tv-help">{fr ? `${nm(selLeader.name)} a déjà reçu ses actions ce tour.` : `${nm(selLeader.name)} has had his actions this turn.`}</p>
              ) : <p class="tv-help">{fr ? 'Touchez un chef (ici ou sur la table) pour voir ce qu\'il peut faire.' : 'Tap a leader (here or on the table) to see what he can do.'}</p>}
            </>
          ) : null}
          {stops.length ? <div class="tv-acts">{stops.map((x) => button(x))}</div> : null}
          {movers.length ? (
            <details class="tv-more" open={movers.length <= 6}>
              <summary>{fr ? `Unités ayant des ordres (${movers.length})` : `Units with orders (${movers.length})`}</summary>
              <div class="row">
                {movers.map((ui) => (
                  <button type="button" class="btn" data-cb-pick-unit={ui} style={{ background: SIDE_FILL[s.units[ui].side], color: SIDE_TEXT[s.units[ui].side] }} aria-pressed={sel?.kind === 'unit' && sel.i === ui}
                    onClick={() => { setSel({ kind: 'unit', i: ui }); setArmed(null); setCustom(null); setRefused(null); }}>{nm(s.units[ui].name)}</button>
                ))}
              </div>
            </details>
          ) : null}
          {others.length ? <div class="tv-acts">{others.map((x) => button(x))}</div> : null}
          {myPreference ? (
            <div class="cb-forms" data-cb-preference={myPreference}>
              <p class="tv-help">{fr
                ? `Si vous gagnez le jet d'initiative, vous jouez ${PREFERENCE_WORDS[myPreference][1]} : c'est votre préférence permanente, envoyée avec vos ordres ; vous pouvez la changer une fois par tour, pendant votre phase de commandement.`
                : `If you win the initiative roll, you go ${PREFERENCE_WORDS[myPreference][0]}: this is your standing preference, sent with your orders; you may change it once a turn, in your command phase.`}</p>
              {/* The help above says what the preference is for: each button names only the one it sets. */}
              {prefers.length ? <div class="tv-acts">{prefers.map((x) => button(x, false, (fr ? 'Jouer ' : 'Go ') + tr(lang, PREFERENCE_WORDS[preferenceOf(x.a as Extract<CivAction, { k: 'prefer' }>)])))}</div> : null}
            </div>
          ) : null}
          {general.length ? <div class="tv-acts">{general.map((x) => button(x, x.a.k !== 'choose'))}</div> : null}
        </div>
      ) : null}

      {s.orders && (orderHolders.length || orderSetters.length) ? (
        <details class="tv-panel cb-orders" open={s.phase === 'command'} data-cb-orders>
          <summary><h3>{fr ? `Ordres écrits de ${side(orderSide)}` : `${side(orderSide)}'s written orders`}</h3></summary>
          <p class="tv-help">{fr ? 'Chaque contingent suit l\'esprit de ses ordres ; le jeu les montre sans les imposer. Un nouvel ordre coûte 2 PC à qui le donne et 2 à qui l\'écoute ; au contact, il faut l\'écouter.' : 'Each contingent acts within the spirit of its orders; the game shows them and does not enforce them. A new order costs 2 CP to give and 2 to hear; in contact, it must be heard.'}</p>
          <ul class="cb-result">
            {orderHolders.map((l) => {
              const from = issuerOf(s, l);
              const p = s.orders!.pending.find((x) => x.to === l.id);
              return (
                <li data-cb-order-of={l.id}>
                  <strong>{nm(l.name)}</strong>{fr ? ' : ' : ': '}{orderWords(orderOf(s.orders!, l.id), fr)}
                  {from ? <span class="cb-cp">{fr ? ` (de ${nm(from.name)})` : ` (from ${nm(from.name)})`}</span> : <span class="cb-cp">{fr ? ' (allié indépendant : ses propres ordres)' : ' (independent ally: his own orders)'}</span>}
                  {p ? <span class="cb-cp" data-cb-pending={l.id}>{' · ' + (p.arrived ? (fr ? `un ordre de ${leaderName(p.from)} attend d'être écouté` : `an order from ${leaderName(p.from)} waits to be heard`) : (fr ? `un messager de ${leaderName(p.from)} est en route` : `a messenger from ${leaderName(p.from)} is on his way`))}</span> : null}
                  {(() => {
                    // His initial order, to set once in Turn 1: the three orders, 2 at his own place.
                    const li = s.leaders.indexOf(l);
                    const mine = orderSetters.filter((x) => x.a.k === 'initialOrder' && x.a.leader === li);
                    return mine.length ? <><p class="cb-cp">{fr ? 'Son ordre initial (une fois) :' : 'His initial order (once):'}</p><div class="tv-acts cb-initial" data-cb-initial={l.id}>{mine.map((x) => { const o = x.a as Extract<CivAction, { k: 'initialOrder' }>; return button(x, false, (fr ? 'Ordre ' : 'Order ') + (o.order === 2 ? (fr ? '2 ici' : '2 here') : String(o.order))); })}</div></> : null;
                  })()}
                </li>
              );
            })}
            {Object.entries(s.orders.signals).filter(([id]) => s.leaders.find((x) => x.id === id)?.side === orderSide).map(([id, list]) => (
              <li data-cb-signals={id}>{fr ? `Signaux convenus de ${leaderName(id)} : ` : `${leaderName(id)}'s pre-arranged signals: `}{list.map((o) => orderWords(o, fr)).join(fr ? ' ; ' : '; ')}</li>
            ))}
          </ul>
          {orderSetters.some((x) => x.a.k === 'signals') ? <div class="tv-acts">{orderSetters.filter((x) => x.a.k === 'signals').map((x) => button(x))}</div> : null}
        </details>
      ) : null}

      <ul class="cb-legend" aria-label={fr ? 'Légende' : 'Legend'}>
        <li><span class="tv-swatch" style={{ background: SIDE_FILL[0] }} />{side(0)}</li>
        <li><span class="tv-swatch" style={{ background: SIDE_FILL[1] }} />{side(1)}</li>
        <li><span class="tv-swatch" style={{ background: '#111' }} />{fr ? 'bord avant' : 'front edge'}</li>
        <li>★ {fr ? 'général' : 'general'} · ● {fr ? 'chef' : 'leader'}</li>
        <li>{fr ? 'quadrillage : 5 jets de javelot' : 'grid: 5 javelin throws'}</li>
        {zoom < 2 ? <li>{fr ? 'zoom Détail : type de chaque socle' : 'Detail zoom: each stand\'s type'}</li> : null}
      </ul>
    </div>
  );
}

/** The stand-in's notice for the new-game form and the invitation. */
function Provisional(props: { lang: Lang; id?: string }) {
  // Its own style: the new-game screen and the invitation show it without the table's.
  return <p class="cb-prov-note" id={props.id} data-cb-provisional style={{ margin: '8px 0', padding: '6px 10px', borderRadius: '8px', background: 'var(--info-bg)', color: 'var(--info)', lineHeight: 1.35 }}>{tr(props.lang, PROVISIONAL)}</p>;
}

export const view: BoardView<CivGame, CivAction> = {
  Board,
  Provisional,
  decision: (_sys, s, legal, lang) => decision(s, legal, lang),
  // D25: the deployment is sealed by the view with the device's secret; the rules' public-salt seals are for bots.
  sealed: (s) => s.phase === 'deploy' || s.phase === 'army',
  // The fixed battles' sides; in the scenario where the players choose, the army is not known ahead.
  seatName: (options, seat, lang) => (choosesArmies(String(options.scenario)) ? null : tr(lang, SIDE_NAME[seat])),
};

/** Terrain colours: light enough that stands and their labels stay legible on top. */
const TERRAIN_FILL: Record<CbTerrain['kind'], string> = {
  hill: '#d8c79a', denseWood: '#7fa862', marsh: '#a3c6bb', lightCover: '#c6d39a', dunes: '#e6d7a6', town: '#c2ab90', fortress: '#b9a58c',
};
const TERRAIN_WORD: Record<CbTerrain['kind'], [string, string]> = {
  hill: ['hill', 'colline'], denseWood: ['dense wood', 'bois dense'], marsh: ['marsh', 'marais'], lightCover: ['scrub', 'broussailles'],
  dunes: ['dunes', 'dunes'], town: ['town', 'ville'], fortress: ['fortress', 'forteresse'],
};

/** A terrain piece under the troops, its name at its middle (a hill with its crest). */
function TerrainPiece(props: { t: CbTerrain; lang: Lang; px: number; R: number; sy: (y: number) => number }) {
  const { t, px, R, sy } = props;
  const pts = t.poly.map((p) => `${p.x},${sy(p.y)}`).join(' ');
  const cx = t.poly.reduce((a, p) => a + p.x, 0) / t.poly.length, cy = t.poly.reduce((a, p) => a + p.y, 0) / t.poly.length;
  const name = tr(props.lang, TERRAIN_WORD[t.kind]);
  const c = t.crest;
  return (
    <g pointer-events="none" data-cb-terrain={t.kind}>
      <polygon points={pts} fill={TERRAIN_FILL[t.kind]} stroke="#0004" stroke-width={1.5 * px} />
      {c && c.length > 1 ? <polyline points={c.map((p) => `${p.x},${sy(p.y)}`).join(' ')} fill="none" stroke="#7a5c33" stroke-width={2 * px} stroke-dasharray={`${5 * px} ${3 * px}`} /> : null}
      <text class="tv-tlabel" x={cx} y={sy(cy) + (c ? 14 * px : 0)} font-size={11 * px} stroke-width={3 * px} transform={`rotate(${-R} ${cx} ${sy(cy)})`}>{name}</text>
    </g>
  );
}

/** Baggage (CMD-35..37): a rectangle in the colour of the side that holds it, named by its
 *  owner, "taken" while the enemy holds it (A.6: 15 points more of the owner's losses). */
function Baggage(props: { b: CivGame['baggage'][number]; owner: string; lang: Lang; px: number; R: number; sy: (y: number) => number; font: number; zoom: number }) {
  const { b, px, R, sy } = props;
  if (b.x === undefined || b.y === undefined || b.w === undefined || b.d === undefined) return null;
  const fr = props.lang === 'fr';
  const taken = b.controller !== b.owner;
  const words = fr ? `bagages de ${props.owner}${taken ? ' (pris)' : ''}` : `${props.owner}'s baggage${taken ? ' (taken)' : ''}`;
  const y0 = Math.min(sy(b.y - b.d / 2), sy(b.y + b.d / 2));
  // The whole table in view: one word inside the rectangle, clear of the edge's side name.
  const label = props.zoom > 0 ? fitLabel(words, 3 * b.w, props.font * 0.8) : fitLabel(fr ? 'bagages' : 'baggage', 2 * b.w, props.font * 0.7);
  return (
    <g pointer-events="none" data-cb-baggage={b.owner} data-cb-held={b.controller}>
      <rect x={b.x - b.w / 2} y={y0} width={b.w} height={b.d} fill={SIDE_FILL[b.controller]} fill-opacity={0.35} stroke={SIDE_FILL[b.owner]} stroke-width={2 * px} stroke-dasharray={taken ? `${5 * px} ${3 * px}` : undefined} />
      <text class="tv-tlabel" x={b.x} y={sy(b.y)} dy="0.35em" font-size={label.size} stroke-width={3 * px} transform={`rotate(${-R} ${b.x} ${sy(b.y)})`}><title>{words}</title>{label.text}</text>
    </g>
  );
}

const ORDER_WORDS: Record<string, T2> = {
  march: ['ordered: march', 'ordre : marche'], advance: ['ordered: advance', 'ordre : avance'], incline: ['ordered: incline', 'ordre : oblique'],
  wheel: ['ordered: wheel', 'ordre : pivot'], aboutFace: ['ordered: about face', 'ordre : demi-tour'],
};

/** A move ordered ahead (relaxed messages, spec §10.2): a dashed arrow from the unit's front
 *  the way it will go, and the order in words; the distance is rolled when it is carried out. */
function OrderArrow(props: { s: CivGame; o: NonNullable<CivGame['planned']>[number]; lang: Lang; px: number; R: number; sy: (y: number) => number; font: number }) {
  const { s, o, px, R, sy } = props;
  const u = s.units[o.unit];
  if (!u || u.destroyed || !u.stands.length) return null;
  const from = aheadOf(u.stands, 0);
  const h = u.stands[0].h + (o.how === 'aboutFace' ? 180 : o.how === 'incline' || o.how === 'wheel' ? o.angle : 0);
  const rad = (h * Math.PI) / 180, len = 2 * JT;
  const to = { x: from.x + Math.cos(rad) * len, y: from.y + Math.sin(rad) * len };
  const head = 10 * px;
  const wing = (k: number) => ({ x: to.x - Math.cos(rad + k) * head, y: to.y - Math.sin(rad + k) * head });
  const l = wing(0.5), r = wing(-0.5);
  const words = tr(props.lang, ORDER_WORDS[o.how] ?? ['ordered', 'ordre']);
  return (
    <g pointer-events="none" data-cb-order={u.id}>
      <line x1={from.x} y1={sy(from.y)} x2={to.x} y2={sy(to.y)} stroke={SIDE_FILL[u.side]} stroke-width={3 * px} stroke-dasharray={`${6 * px} ${4 * px}`} />
      <polyline points={`${l.x},${sy(l.y)} ${to.x},${sy(to.y)} ${r.x},${sy(r.y)}`} fill="none" stroke={SIDE_FILL[u.side]} stroke-width={3 * px} />
      <text class="tv-tlabel" x={to.x} y={sy(to.y)} dy={`${R ? 1.2 : -0.8}em`} font-size={props.font * 0.85} stroke-width={3 * px} transform={`rotate(${-R} ${to.x} ${sy(to.y)})`}>{words}</text>
    </g>
  );
}
