// The Champs de Bataille board on the shared hex board (src/views/hex): the pointy-top
// battlefield (30 × 22 by default), upright counters with the side band, type and quality,
// the values row (against foot / against mounted · movement), a chevron to the faced vertex,
// stacks front rank first, markers; the legal moves highlighted where the rules' plan ends
// them; the dice, the end of the movement phase and the answers to the combat choices in the
// tray, in the rule system's words. Drawing only: every action handed on comes from `legal`.
import { useMemo } from 'preact/hooks';
import type { BoardProps, BoardView } from '../../app/board-contract';
import { Slide } from '../../app/motion';
import type { CdbAction, CdbState } from '../../rules/cdb';
import { CATALOGUE, QUALITY_NAMES } from '../../rules/cdb/data/units';
import { TERRAIN_KINDS } from '../../rules/cdb/data/terrain';
import { cellAt, FAR, flagsOf, type Counter, type Unit } from '../../rules/cdb/state';
import { gridOf } from '../../rules/cdb/grid';
import { unitName } from '../../rules/cdb/log-names';
import { HexBoard, TrayHead } from '../hex/board';
import { Badge, Chevron, CounterShape, StackCount } from '../hex/counter';
import { hexGeometry, type HexGeo } from '../hex/geometry';
import { useHexPicks, type Mark } from '../hex/picks';
import { HiddenStatus, OwnHiddenPieces, revealOffers } from './hidden-pieces';
import { HIDE_WORDS } from './hiding';
import { GO, HIDE, HIDE_FILL, HIT, SIDE_BAND } from '../hex/colours';
import { choiceSubject, isGeneral, planOf, sourcesOf, targetsOf } from './picks';
import { Orders } from './orders';
import { Provisional } from './provisional';
import { isSealedStep, picksOnMap, SetupStatus, useSetupPicks } from './setup';
import { ARROW, CHOICE_HINT, FACING_SHORT, MARKER, PHASE, sideName } from './words';
import { tx } from '../../app/i18n';
import { SCENARIO_ID } from '../../rules/cdb/scenario';

type Lang = 'en' | 'fr';

/** Many answers to a combat choice: compact buttons, so that the map keeps its room above the tray. */
const CDB_CSS = `
.cdb-choose { gap: 4px; }
.cdb-choose .btn { min-height: 44px; padding: 4px 10px; font-size: 0.86rem; font-weight: 500; line-height: 1.25; }
.cdb-prov-list { padding-left: 18px; margin: 4px 0 10px; font-size: 0.82rem; }
.cdb-armies .cdb-army { display: flex; flex-direction: column; align-items: flex-start; text-align: left; gap: 2px; width: 100%; padding: 6px 12px; }
.cdb-armies .cdb-army span { font-weight: 400; font-size: 0.82rem; line-height: 1.3; }
.hx-sheet:has(.cdb-builder) { max-height: 78vh; }
.cdb-builder { display: flex; flex-direction: column; gap: 8px; }
.cdb-build-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.cdb-build-row .btn { min-height: 44px; width: auto; padding: 4px 12px; font-size: 0.86rem; }
.cdb-build-row .btn[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
.cdb-build-corps { border: 1px solid var(--border); border-radius: 10px; padding: 6px 10px 10px; margin: 0; }
.cdb-build-corps legend { font-weight: 700; padding: 0 4px; }
.cdb-build-general { display: flex; align-items: center; gap: 8px; margin: 4px 0; }
.cdb-build-general select { min-height: 44px; flex: 1; font: inherit; font-size: 0.9rem; border-radius: 8px; border: 1px solid var(--border); background: var(--surface); color: inherit; padding: 0 8px; }
.cdb-build-entries { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.cdb-build-entries li { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.cdb-build-name { display: flex; flex-direction: column; font-size: 0.88rem; line-height: 1.25; }
.cdb-build-name small { color: var(--muted); font-size: 0.76rem; }
.cdb-step { display: flex; align-items: center; gap: 4px; flex: none; }
.cdb-step .btn { min-width: 44px; min-height: 44px; width: 44px; padding: 0; font-size: 1.2rem; }
.cdb-step b { min-width: 2ch; text-align: center; }
.cdb-warn { color: var(--err); }
.cdb-reveal-list { list-style: none; margin: 0 0 6px; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.cdb-reveal-list li { display: flex; align-items: center; gap: 8px; font-size: 0.88rem; line-height: 1.3; }
.cdb-reveal-list li > span { flex: 1 1 auto; min-width: 0; }
.cdb-reveal-list .btn { flex: none; width: auto; min-width: 88px; min-height: 44px; padding: 4px 14px; }
.cdb-build-foot { position: sticky; bottom: -10px; display: flex; flex-direction: column; gap: 4px; padding: 8px 0 10px; background: var(--surface); border-top: 1px solid var(--border); }
.cdb-builder .btn:disabled { opacity: 0.45; }
.cdb-build-cost { margin: 0; font-weight: 700; }
.cdb-build-refusal { margin: 0; color: var(--err); font-size: 0.88rem; }
.cdb-build-ok { margin: 0; color: var(--ok); font-size: 0.88rem; }
.cdb-plan { list-style: none; padding: 0; margin: 4px 0 8px; display: flex; flex-direction: column; gap: 6px; }
.cdb-plan li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px; font-size: 0.86rem; }
.cdb-seg { display: flex; gap: 4px; }
.cdb-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 4px 0; }
.cdb-row .btn { min-height: 44px; min-width: 44px; padding: 4px 12px; width: auto; }
.cdb-row .btn.hx-primary { flex: 1 1 auto; }
.cdb-seg .btn, .cdb-choose .btn[aria-pressed] { min-height: 44px; min-width: 44px; padding: 4px 10px; }
.cdb .btn[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
`;

/** Circumradius 28: a hex is 48 px wide at play zoom (ux.md §3: play ≥ 48 px). */
const R = 28;
const geos = new Map<string, HexGeo>();
function geoOf(s: CdbState): HexGeo {
  const k = `${s.map.cols}x${s.map.rows}`;
  let g = geos.get(k);
  if (!g) { g = hexGeometry({ orientation: 'pointy', shifted: 'odd' }, s.map.cols, s.map.rows, R); geos.set(k, g); }
  return g;
}

const GROUND_FILL: Record<string, string> = { clear: '#e9e4c9', broken: '#d3c08e', difficult: '#9dbb7d' };
const KIND_FILL: Record<string, string> = { wood: '#7fa862', orchard: '#a9c47f', olive: '#b5c48f', marsh: '#9fc2b8', marshy: '#bfcfa8', buildings: '#bca58a', oasis: '#8fbf8a', cultivated: '#e2dcae' };

function Terrain(props: { s: CdbState; geo: HexGeo }) {
  const { s, geo } = props;
  const special = Object.keys(s.map.cells).map(Number);
  return (
    <g pointer-events="none">
      {geo.hexes.map((h) => <path d={geo.hexPath(h)} fill={GROUND_FILL.clear} stroke="#b3aa8c" stroke-width={0.7} />)}
      {special.map((h) => {
        const c = cellAt(s, h);
        return (
          <g data-cdb-terrain={c.kind}>
            <path d={geo.hexPath(h)} fill={c.impassable ? '#6b6b6b' : KIND_FILL[c.kind] ?? GROUND_FILL[c.ground]} stroke="#b3aa8c" stroke-width={0.7} />
            {c.level ? <path d={geo.hexPath(h, 0.8)} fill="none" stroke="#8b5a2b" stroke-width={2.2} stroke-dasharray="3 2.5" /> : null}
          </g>
        );
      })}
      <Courses s={s} geo={geo} is={(c) => c.river === true} stroke="#4a8fcc" width={9} />
      <Courses s={s} geo={geo} is={(c) => c.road === true} stroke="#7d5a2e" width={3.5} />
      <RiverSides s={s} geo={geo} />
    </g>
  );
}

/** CdB M11 (a): a river along hex sides, drawn on the sides themselves. */
function RiverSides(p: { s: CdbState; geo: HexGeo }) {
  const { s, geo } = p;
  const keys = s.map.riverSides ?? [];
  if (!keys.length) return null;
  const g = gridOf(s);
  const d = keys.map((k) => {
    const a = Math.floor(k / 10000), b = k % 10000;
    const [v0, v1] = geo.edge(g.edgeTo(a, b));
    return `M${geo.cx(a) + v0[0]} ${geo.cy(a) + v0[1]}L${geo.cx(a) + v1[0]} ${geo.cy(a) + v1[1]}`;
  });
  return <path d={d.join('')} fill="none" stroke="#4a8fcc" stroke-width={6} stroke-linecap="round" data-cdb-river-sides={keys.length} />;
}

/** A river or a road drawn as one stroke through the centres of its neighbouring hexes (a lone
 *  hex of it as a dot). */
function Courses(p: { s: CdbState; geo: HexGeo; is: (c: ReturnType<typeof cellAt>) => boolean; stroke: string; width: number }) {
  const { s, geo } = p;
  const g = gridOf(s);
  const on = Object.keys(s.map.cells).map(Number).filter((h) => p.is(cellAt(s, h)));
  if (!on.length) return null;
  const set = new Set(on);
  const d: string[] = [];
  for (const h of on) {
    const next = g.neighbours(h).filter((n) => n > h && set.has(n));
    if (!next.length && !g.neighbours(h).some((n) => set.has(n))) d.push(`M${geo.cx(h)} ${geo.cy(h)}h0.01`);
    for (const n of next) d.push(`M${geo.cx(h)} ${geo.cy(h)}L${geo.cx(n)} ${geo.cy(n)}`);
  }
  return <path d={d.join('')} fill="none" stroke={p.stroke} stroke-width={p.width} stroke-linecap="round" stroke-linejoin="round" data-cdb-course={p.stroke} />;
}

/** The markers a unit carries: its corps's state, then what it did this player-turn. */
function markersOf(s: CdbState, u: Unit): string[] {
  const c = s.corps.find((x) => x.id === u.corps);
  const f = flagsOf(s, u.id);
  const out: string[] = [];
  if (c?.demoralised) out.push('D');
  if (c?.unreliable) out.push('U');
  if (f.fled) out.push('F');
  if (f.restrained) out.push('H');
  if (f.shot) out.push('S');
  if (f.fought) out.push('M');
  return out;
}

const shoots = (c: Counter) => c.range !== undefined;
/** CdB M6 (spec 2.7, the counter drawing missing from the rulebook): 9.1 "the movement points
 *  are printed on each counter, in red when the unit is irregular". */
export const IRREGULAR_INK = '#B00020';
const generalMark = (c: Counter, fr: boolean) => (c.cinc ? (fr ? 'G. chef' : 'CinC') : c.general ? (fr ? 'Général' : 'General') : '');
/** What a counter shows (CdB M6, spec 2.7): the band (type, quality), the middle line (the
 *  general, the commander-in-chief, or the corps), the values row in the printed order: value
 *  against foot / against mounted · movement points (* = shoots), the movement points red and
 *  underlined for an irregular unit (9.1); baggage: its value · its movement. */
export function counterFace(c: Counter, corps: number, fr: boolean): { type: string; sub: string; name: string; values: string; tail: { text: string; fill: string; mark: boolean } } {
  const values = c.type === 'Bag' ? `${c.tvFoot}·` : `${c.tvFoot}/${c.tvMounted}·`;
  const tail = { text: `${c.ma}${c.type !== 'Bag' && shoots(c) ? '*' : ''}`, fill: c.regular ? '#000' : IRREGULAR_INK, mark: !c.regular };
  return { type: c.type, sub: `(${c.quality})`, name: generalMark(c, fr) || `corps ${corps}`, values, tail };
}

function UnitCounter(props: { s: CdbState; u: Unit; geo: HexGeo; fr: boolean; chevron: boolean }) {
  const { s, u, geo, fr } = props;
  const c = u.counters[0];
  const x = geo.cx(u.hex), y = geo.cy(u.hex);
  const corps = s.corps.filter((k) => k.side === u.side && k.id <= u.corps).length;
  return (
    <g data-cdb-unit={u.id}>
      <CounterShape x={x} y={y} w={34} side={u.side} {...counterFace(c, corps, fr)} badges={markersOf(s, u)} extra={u.counters.length - 1}
        facing={props.chevron && u.facing !== null ? geo.vertex(u.facing) : null} hx={x} hy={y} reach={R} tag="cdb" countApart={!props.chevron} />
    </g>
  );
}

/** The hexes of the units that shot, were shot at or fought in these events, where they are in `s`. */
function combatHexes(s: CdbState, events: { t: string; [k: string]: unknown }[]): number[] {
  const ids = new Set<number>();
  for (const e of events) {
    if (e.t === 'cdb.melee') { ids.add(Number(e.unit)); ids.add(Number(e.enemy)); }
    else if (e.t === 'cdb.shot') { ids.add(Number(e.unit)); ids.add(Number(e.target)); }
  }
  return s.units.filter((u) => ids.has(u.id)).map((u) => u.hex);
}

/** Of `hexes`, those whose unit stands nearest an enemy (within a hex of the nearest): the front. */
function frontOf(s: CdbState, hexes: number[]): number[] {
  const g = gridOf(s);
  const near = hexes.map((h) => {
    const u = s.units.find((x) => x.hex === h);
    return u ? Math.min(FAR, ...s.units.filter((e) => e.side !== u.side).map((e) => g.distance(e.hex, h))) : FAR;
  });
  const best = Math.min(...near);
  return best >= FAR ? hexes : hexes.filter((_, i) => near[i] <= best + 1);
}

function Board(props: BoardProps<CdbState, CdbAction>) {
  const { state: s, legal, sys, onAction } = props;
  const lang = (props.lang === 'fr' ? 'fr' : 'en') as Lang;
  const fr = lang === 'fr';
  const geo = geoOf(s);
  const pick = useHexPicks(legal, s, { sources: (a) => sourcesOf(s, a), targets: (a) => targetsOf(s, a), general: isGeneral });
  const { sel, tgt, from, choices } = pick;
  const pending = s.combat?.pending ?? null;
  // A pending choice: its answers are highlighted without a selection; a tap on one keeps those of that hex.
  const choiceMarks = useMemo(() => {
    const out: Record<number, Mark> = {};
    for (const a of legal) if (a.k === 'choose') { const t = targetsOf(s, a); if (t) for (const h of t[0]) out[h] = t[1]; }
    return out;
  }, [legal, s]);
  const choosing = legal.some((a) => a.k === 'choose');
  const marks = choosing && !sel ? choiceMarks : pick.marks;
  const general = choosing && tgt ? pick.general.filter((a) => (targetsOf(s, a)?.[0] ?? []).includes(tgt)) : pick.general;
  const onTap = (h: number) => {
    if (choosing && !sel) { pick.setTgt(choiceMarks[h] && h !== tgt ? h : 0); return; }
    pick.tap(h);
  };
  const subject = choiceSubject(s);
  // The set-up (14.3): its own highlights, taps and tray, while the state has one.
  const setup = useSetupPicks({ sys, s, seat: props.viewer, legal, secret: props.secret, lang, act: (a) => onAction(a), live: !props.replay && (legal.length > 0 || !!props.secret) });
  const inSetup = !!s.setup;

  const last = useMemo(() => {
    if (!props.focus) return [] as number[];
    try {
      const fa = sys.decodeAction(props.focus.code);
      // A hidden unit shown (14.3.3): where it came out.
      if (fa.k === 'reveal') return [fa.hex];
      // The end of the movement phase and the answers to combat choices: the state shown is the
      // one after the combat they let run, where the choice is gone; where the shots and
      // mêlées were fought instead (the units that took part, where they stand now).
      if (fa.k === 'end' || fa.k === 'choose') { const c = combatHexes(s, props.focus.events); if (c.length) return c; }
      const t = targetsOf(s, fa);
      return (t ? t[0] : sourcesOf(s, fa)).filter((h) => h > 0);
    } catch { return [] as number[]; }
  }, [props.focus, s]);
  // 14.3.3, spec §9.3: a unit the opponent's device showed in answer to this player's steps
  // (a cut): the turn goes on from there with the unit on the map, so the map is raised to the
  // top of the screen and starts on it.
  const revealed = useMemo(() => (props.received ?? []).flatMap((e) => e.events)
    .filter((ev) => ev.t === 'unitRevealed' && ev.uncovered)
    .flatMap((ev) => s.units.filter((u) => u.id === Number(ev.unit)).map((u) => u.hex)), [props.received, s]);
  // In play, once the end of the movement phase or an answer to a combat choice has let the
  // shots and mêlées run: where they were fought (the turn's result, before it is sent).
  const fought = useMemo(() => {
    if (props.focus || !props.last) return [] as number[];
    try {
      const a = sys.decodeAction(props.last.code);
      return a.k === 'end' || a.k === 'choose' ? combatHexes(s, props.last.events) : [];
    } catch { return [] as number[]; }
  }, [props.focus, props.last, s]);
  const focusKey = `${s.turn}-${s.active}-${s.phase}-${pending ? pending.kind + pending.unit : ''}-${last.join()}-${revealed.join()}-${fought.join()}`;
  // What the play zoom brings into view: the replayed action, the unit a choice is about, the
  // answers, the shots and mêlées just fought, a unit the opponent's answer showed, what can move, else the army of the side to play (or the viewer's).
  const focusHexes = () => {
    if (last.length) return last;
    if (inSetup) return setup.focus.length ? setup.focus : s.units.map((u) => u.hex);
    if (subject) return [subject];
    if (Object.keys(choiceMarks).length) return Object.keys(choiceMarks).map(Number);
    if (fought.length) return fought;
    if (revealed.length) return revealed;
    // What can move, else the army: its front, the units nearest the enemy (the middle of the
    // whole army is often empty ground between two wings).
    if (Object.keys(from).length) return frontOf(s, Object.keys(from).map(Number));
    const side = legal.length || props.viewer === null ? s.active : props.viewer;
    return frontOf(s, s.units.filter((u) => u.side === side && u.counters[0].type !== 'Bag').map((u) => u.hex));
  };

  const act = (a: CdbAction) => { pick.clear(); onAction(a); };
  const cap = (t: string) => (t ? t[0].toLocaleUpperCase() + t.slice(1) : t);
  const terrain = useMemo(() => <Terrain s={s} geo={geo} />, [s.map, geo]);
  const labels = useMemo(() => <g pointer-events="none">{geo.hexes.map((h) => <text x={geo.cx(h)} y={geo.cy(h) - R + 12} font-size={6.5} text-anchor="middle" fill="#5e5444">{geo.label(h)}</text>)}</g>, [geo]);
  // sidebar-200: this device's draft (or sealed) deployment drawn with the units on the map.
  const drawn = setup.drawn ?? s;
  const pieces = (
    <>
      {drawn.units.map((u) => (
        <Slide key={`u${u.id}`} id={`u${u.id}`} x={geo.cx(u.hex)} y={geo.cy(u.hex)} on={!!props.replay}>
          <UnitCounter s={drawn} u={u} geo={geo} fr={fr} chevron={!!props.replay} />
        </Slide>
      ))}
      {/* The chevrons above every counter: a neighbour's counter never hides where a unit faces. */}
      {/* (In the replay each chevron slides with its counter instead.) */}
      {props.replay ? null : drawn.units.map((u) => (u.facing === null ? null : <Chevron ox={geo.cx(u.hex)} oy={geo.cy(u.hex)} v={geo.vertex(u.facing)} reach={R} tag="cdb" />))}
      {props.replay ? null : drawn.units.map((u) => (u.counters.length > 1 ? <StackCount x={geo.cx(u.hex)} y={geo.cy(u.hex)} w={34} n={u.counters.length} /> : null))}
      {subject ? <path d={geo.hexPath(subject)} fill="none" stroke="#CC79A7" stroke-width={4} data-cdb-subject={geo.label(subject)} /> : null}
      <OwnHiddenPieces s={s} seat={props.viewer} secret={props.secret} geo={geo} lang={lang} />
    </>
  );

  // Whole map: each unit a hex in its side's colour, a white dot for a stack, its facing as a tick.
  const overview = (
    <g data-cdb-overview>
      {drawn.units.map((u) => {
        const x = geo.cx(u.hex), y = geo.cy(u.hex), v = u.facing === null ? null : geo.vertex(u.facing);
        return (
          <g>
            <path d={geo.hexPath(u.hex, 0.78)} fill={SIDE_BAND[u.side]} stroke="#222" stroke-width={1.5} />
            {v ? <line x1={x} y1={y} x2={x + v[0] * 0.95} y2={y + v[1] * 0.95} stroke="#111" stroke-width={5} stroke-linecap="round" /> : null}
            {u.counters.length > 1 ? <circle cx={x} cy={y} r={6} fill="#fff" stroke="#111" stroke-width={1.5} /> : null}
          </g>
        );
      })}
      {subject ? <path d={geo.hexPath(subject)} fill="none" stroke="#CC79A7" stroke-width={5} /> : null}
      <OwnHiddenPieces s={s} seat={props.viewer} secret={props.secret} geo={geo} lang={lang} />
    </g>
  );

  const activeCorps = s.corps.filter((c) => c.side === s.active).sort((a, b) => a.id - b.id);
  const corpsNo = (id: number) => { const c = s.corps.find((k) => k.id === id); return c ? s.corps.filter((k) => k.side === c.side && k.id <= id).length : 0; };
  const apLine = Object.keys(s.ap).length
    ? activeCorps.map((c) => `${fr ? 'corps' : 'corps'} ${corpsNo(c.id)} : ${s.ap[String(c.id)] ?? 0}`).join(' · ').replace(/ : /g, fr ? '\u00a0: ' : ': ')
    : s.rolled.length ? s.rolled.join(', ') : fr ? 'pas encore lancés' : 'not rolled yet';

  const selUnit = sel ? s.units.find((u) => u.hex === sel) : undefined;
  const cell = sel ? cellAt(s, sel) : null;
  const terrainWord = cell ? [TERRAIN_KINDS[cell.kind]?.name[lang] ?? cell.kind, cell.level ? (fr ? `hauteur ${cell.level}` : `height ${cell.level}`) : '', cell.road ? (fr ? 'route' : 'road') : '', cell.river ? (fr ? 'rivière' : 'river') : ''].filter(Boolean).join(', ') : '';
  const counterLine = (c: Counter, i: number, n: number) => {
    const rank = n > 1 ? (i === 0 ? (fr ? 'premier rang : ' : 'front rank: ') : (fr ? 'second rang : ' : 'rear rank: ')) : '';
    const range = c.range !== undefined ? (fr ? `, portée ${c.range}` : `, range ${c.range}`) : '';
    const vals = c.type === 'Bag' ? (fr ? `valeur ${c.tvFoot}, mouvement ${c.ma}` : `value ${c.tvFoot}, movement ${c.ma}`)
      : fr ? `${c.tvFoot} contre fantassins, ${c.tvMounted} contre montés, mouvement ${c.ma}${range}` : `${c.tvFoot} against foot, ${c.tvMounted} against mounted, movement ${c.ma}${range}`;
    const gen = generalMark(c, fr);
    return `${rank}${CATALOGUE[c.type].name[lang]} (${c.type}), ${QUALITY_NAMES[c.quality][lang].toLocaleLowerCase()}, ${c.regular ? (fr ? 'régulier' : 'regular') : (fr ? 'irrégulier' : 'irregular')}${gen ? ' · ' + gen : ''} — ${vals}`;
  };
  /** A move offered at the target hex: facing, split, group, cost; the full words as its title. */
  const moveLabel = (a: CdbAction & { k: 'move' }) => {
    const p = planOf(s, a);
    if (!p) return cap(sys.describeAction(s, a, lang));
    const f = p.end[0].facing;
    const face = f === null ? '' : `${ARROW[f]} ${tx(FACING_SHORT[f], lang)}`;
    const split = a.split === 1 ? (fr ? 'premier rang seul' : 'front rank alone') : a.split === 2 ? (fr ? 'second rang seul' : 'rear rank alone') : '';
    const group = a.units.length > 1 ? (fr ? `groupe de ${a.units.length}` : `group of ${a.units.length}`) : '';
    return [face, split, group, `${p.cost.total} ${fr ? 'PA' : 'AP'}`].filter(Boolean).join(' · ');
  };
  const unitLabel = (u: Unit) => unitName(s, u)[lang];

  // A lone action (the dice) is the app's main button in the command bar: not repeated here.
  const lone = legal.length === 1 && !choosing;
  // 14.3.3: this device's hidden counters, each with "Reveal", in its own movement phase.
  const reveals = !props.replay && legal.length > 0 && props.viewer !== null ? revealOffers(s, props.viewer, props.secret, (a) => sys.check(s, props.viewer!, a) === null) : [];
  const revealList = reveals.length && !sel ? (
    <div class="cdb-reveal" data-cdb-reveals>
      <p class="hx-hint"><b>{tx(HIDE_WORDS.yours, lang)}</b></p>
      <ul class="cdb-reveal-list">
        {reveals.map((r) => <li><span>{r.hex ? <b>{geo.label(r.hex)}</b> : null} {tx(r.label, lang)}</span>{r.a ? <button type="button" class="btn" data-cdb-reveal={geo.label(r.hex)} onClick={() => act(r.a!)}>{tx(HIDE_WORDS.reveal, lang)}</button> : null}</li>)}
      </ul>
    </div>
  ) : null;
  const showGeneral = general.length > 0 && !lone && (!tgt || choosing) && !(sel && choosing);
  const hasHint = (pending && choosing) || Object.keys(from).length > 0;
  const tray = !sel && !showGeneral && !hasHint && !revealList ? null : (
    <>
      {revealList}
      {sel ? (
        <div class="hx-sel" data-cdb-selected={geo.label(sel)}>
          <TrayHead tag="cdb" lang={lang} title={<><strong>{geo.label(sel)}</strong> · {terrainWord}</>} onClose={pick.clear} />
          {selUnit ? (
            <>
              <p class="hx-sel-title">{tx(sideName(s, selUnit.side), lang)} · {fr ? 'corps' : 'corps'} {corpsNo(selUnit.corps)}{selUnit.facing !== null ? ` · ${fr ? 'face' : 'facing'} ${ARROW[selUnit.facing]} ${tx(FACING_SHORT[selUnit.facing], lang)}` : ''}</p>
              <ul class="hx-units" data-cdb-stack>
                {selUnit.counters.map((c, i) => <li>{counterLine(c, i, selUnit.counters.length)}</li>)}
                {markersOf(s, selUnit).map((m) => <li>{m} · {tx(MARKER[m], lang)}</li>)}
              </ul>
            </>
          ) : null}
          {Object.keys(pick.marks).length && !tgt ? (
            <p class="hx-hint">{fr ? `Touchez une case verte (${Object.keys(pick.marks).length}) : où l'unité peut aller.` : `Tap a green hex (${Object.keys(pick.marks).length}): where the unit can go.`}</p>
          ) : null}
          {tgt ? <p class="hx-hint">{fr ? `Vers ${geo.label(tgt)} : choisissez le front.` : `To ${geo.label(tgt)}: choose the facing.`}</p> : null}
          {choices.length ? (
            <ul class="hx-actions" data-cdb-choices>
              {choices.slice(0, 30).map((c) => {
                const full = cap(sys.describeAction(s, c, lang));
                return <li><button type="button" class="btn" data-cdb-choice={c.k} title={full} aria-label={full} onClick={() => act(c)}>{c.k === 'move' && tgt ? moveLabel(c) : full}</button></li>;
              })}
            </ul>
          ) : null}
          {selUnit && !choices.length && !Object.keys(pick.marks).length && legal.some((a) => a.k === 'move') ? (
            <p class="hx-hint">{selUnit.side !== s.active ? (fr ? 'Une unité adverse.' : 'An enemy unit.') : (fr ? 'Cette unité ne peut plus bouger ce tour (points d\'action, zone de contrôle ou mouvement déjà fait).' : 'This unit cannot move now (action points, zone of control or its move already made).')}</p>
          ) : null}
        </div>
      ) : pending && choosing ? (
        <p class="hx-hint" data-cdb-choice-hint>{pending.unit >= 0 && s.units.some((u) => u.id === pending.unit) ? <b>{unitLabel(s.units.find((u) => u.id === pending.unit)!)}{fr ? ' : ' : ': '}</b> : null}{tx(CHOICE_HINT[pending.kind] ?? { en: 'Choose:', fr: 'Choisissez :' }, lang)} <span class="hx-k">({pending.rule})</span></p>
      ) : Object.keys(from).length ? (
        <p class="hx-hint">{fr ? 'Touchez une unité cerclée de vert pour la déplacer.' : 'Tap a unit ringed in green to move it.'}</p>
      ) : null}
      {showGeneral ? (
        <ul class={`hx-actions${choosing ? ' cdb-choose' : ' hx-general'}${sel ? ' hx-apart' : ''}`} data-cdb-general>
          {general.slice(0, 30).map((c) => <li><button type="button" class={`btn${c.k === 'end' || c.k === 'choose' ? '' : ' hx-primary'}`} data-cdb-act={c.k} onClick={() => act(c)}>{cap(sys.describeAction(s, c, lang))}</button></li>)}
        </ul>
      ) : null}
    </>
  );

  const over = s.phase === 'over' && s.result;
  return (
    <div class="hx cdb">
      <style>{CDB_CSS}</style>
      {inSetup ? <SetupStatus s={s} viewer={props.viewer} secret={props.secret} lang={lang} sideName={(x) => tx(sideName(s, x), lang)} /> : <div class="hx-status" data-cdb-status>
        <p><span class="hx-nw"><span class="hx-k">{fr ? 'Tour' : 'Turn'}</span> <b data-cdb-turn>{s.turn} / {s.lastTurn}</b></span> · <span><b>{over ? tx(PHASE.over, lang) : `${tx(sideName(s, s.active), lang)} · ${tx(PHASE[s.phase] ?? { en: s.phase, fr: s.phase }, lang)}`}</b></span></p>
        {over ? null : <p><span class="hx-k">{fr ? 'Points d\'action' : 'Action points'}</span> <b data-cdb-ap>{apLine}</b>{s.phase === 'move' && s.cincPoint ? <span class="hx-k">{fr ? ' · + point du général en chef' : ' · + the CinC\'s point'}</span> : null}</p>}
        <HiddenStatus s={s} viewer={props.viewer} lang={lang} sideName={(x) => tx(sideName(s, x), lang)} />
      </div>}
      <Provisional lang={lang} state={s} />
      <HexBoard tag="cdb" lang={lang} geo={geo} name={fr ? 'Champ de bataille' : 'Battlefield'} background={GROUND_FILL.clear} terrain={terrain} detail={labels} pieces={pieces} overview={overview}
        from={inSetup ? setup.from : choosing ? {} : from} marks={inSetup ? setup.marks : marks} sel={inSetup ? 0 : sel} tgt={inSetup ? 0 : tgt} last={last} onTap={inSetup ? setup.onTap : onTap}
        focusKey={inSetup ? `setup-${s.setup!.step}-${s.setup!.seat}-${s.units.length}-${s.setup!.pending.join()}-${setup.focusKey}` : focusKey} focusHexes={focusHexes}
        tray={inSetup ? setup.tray : tray} trayOverBar={legal.length > 0 || (inSetup && !!props.secret)} raise={choosing || revealed.length > 0 || (picksOnMap(s) && s.setup!.seat === props.viewer && legal.length > 0)} after={<>{/* Below the map, so that the map keeps its place on the screen. */}<Orders {...props} lang={lang} /><Legend lang={lang} names={[tx(sideName(s, 0), lang), tx(sideName(s, 1), lang)]} /></>} />
    </div>
  );
}

function Legend(props: { lang: Lang; names: string[] }) {
  const fr = props.lang === 'fr';
  const g = hexGeometry({ orientation: 'pointy', shifted: 'odd' }, 1, 1, R);
  const small = (fill: string, stroke: string) => <path d={g.corners.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.5},${y * 0.5}`).join('') + 'Z'} fill={fill} stroke={stroke} stroke-width={3} />;
  const sw = (body: preact.JSX.Element, label: string) => <li><svg width={36} height={32} viewBox="-18 -16 36 32" aria-hidden="true">{body}</svg><span>{label}</span></li>;
  return (
    <details class="hx-legend" data-cdb-legend>
      <summary>{fr ? 'Légende' : 'Legend'}</summary>
      <ul class="hx-legend-list">
        <li><svg width={56} height={56} viewBox="-30 -30 60 60" aria-hidden="true"><CounterShape x={0} y={0} w={34} side={0} type="Sp" sub="(O)" name="corps 1" values="4/4·" tail={{ text: '2', fill: '#000' }} facing={g.vertex(4)} reach={R} tag="cdb-legend" /></svg>
          <span>{fr ? `Pion (${props.names[0]}) : bande bleue (type, qualité), corps, valeur contre fantassins / contre montés · mouvement (* = tire ; en rouge souligné : unité irrégulière) ; le chevron montre le sommet de front` : `Counter (${props.names[0]}): blue band (type, quality), corps, value against foot / against mounted · movement (* = shoots; red and underlined: an irregular unit); the chevron points at the front vertex`}</span></li>
        <li><svg width={56} height={56} viewBox="-30 -30 60 60" aria-hidden="true"><CounterShape x={-2} y={2} w={34} side={1} type="Sp" sub="(I)" name="corps 2" values="4/4·" tail={{ text: '2', fill: IRREGULAR_INK, mark: true }} extra={1} /></svg>
          <span>{fr ? `Pion (${props.names[1]}) : bande orange ; ici irrégulier. Pile : le premier rang dessus, le nombre de pions en bas à droite` : `Counter (${props.names[1]}): orange band; this one irregular. Stack: the front rank on top, the number of counters at the bottom right`}</span></li>
      </ul>
      <ul class="hx-legend-list hx-two">
        {Object.entries(MARKER).map(([k, t]) => sw(<Badge x={0} y={0} k={k} />, tx(t, props.lang)))}
        {sw(<g>{small(SIDE_BAND[0], '#222')}<circle cx={0} cy={0} r={3.5} fill="#fff" stroke="#111" /></g>, fr ? 'carte entière : une unité, un point blanc pour une pile' : 'whole map: a unit, a white dot for a stack')}
        {sw(small('none', GO), fr ? 'peut bouger (touchez)' : 'can move (tap it)')}
        {sw(small('rgba(0,158,115,0.28)', GO), fr ? 'destination possible' : 'possible destination')}
        {sw(small('rgba(213,94,0,0.30)', HIT), fr ? 'cible d\'un choix' : 'target of a choice')}
        {sw(<g>{small(HIDE_FILL, HIDE)}</g>, tx(HIDE_WORDS.legend, props.lang))}
      </ul>
    </details>
  );
}

const FIXED_SEATS = [{ en: 'Mycenaeans (attacker)', fr: 'Mycéniens (attaquant)' }, { en: 'Hittites (defender)', fr: 'Hittites (défenseur)' }];

function groupOf(s: CdbState, a: CdbAction, lang: string): string {
  const h = sourcesOf(s, a)[0];
  if (!h) return '';
  const u = s.units.find((x) => x.hex === h);
  return `${lang === 'fr' ? 'Hex' : 'Hex'} ${String(h).padStart(4, '0')}${u ? ' · ' + unitName(s, u)[lang === 'fr' ? 'fr' : 'en'] : ''}`;
}

export const view: BoardView<CdbState, CdbAction> = {
  Board,
  sealed: isSealedStep,
  // The fixed scenario's seats bring its two sample armies; in a battle the armies are chosen in secret.
  seatName: (options, seat, lang) => (options.scenario === SCENARIO_ID || options.scenario === undefined ? tx(FIXED_SEATS[seat], lang) : null),
  Provisional: (p) => <Provisional lang={p.lang} id={p.id} options={p.options as Record<string, unknown> | undefined} />,
  groupOf,
};
