// The Nabis board: an SVG hex map (flat-topped, even columns half a hex lower) with
// upright counters, facing chevrons, corner markers and round leader tokens; a status
// panel; a zoom toggle; a legend; the provisional-values notice. Tapping a hex selects
// what is there and highlights where the legal actions can take it; tapping a
// highlighted hex offers the matching actions. Drawing only: no rules here, every
// action handed to onAction comes from `legal`, except the standing orders the
// "Standing orders" panel sets (spec §9), which the rule system's `check` accepts first.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BoardProps, BoardView } from '../../app/board-contract';
import { Slide } from '../../app/motion';
import type { NAction } from '../../rules/nabis/actions';
import { Provisional } from './provisional';
import { NabisSetup } from './setup';
import { correctionsInState } from './counter-values';
import { hexLabel } from '../../rules/nabis/hex';
import { MAP, mapOf, type NState, type Stage } from '../../rules/nabis/state';
import { opt } from '../../rules/nabis/options';
import { ORDER_IDS, ORDER_RULE, ORDER_TEXT, ORDER_VALUES, ordersOf, sameOrders, type OrderId, type StandingOrders } from '../../rules/nabis/orders';
import { OrdersPanel, type OrderWords } from '../hex/orders-panel';

import { CORNERS, GEO, R, cx, cy, vertex, Terrain, SIDE_BAND, SIDE_INK, TERRAIN_FILL, RIVER, WALL, PATH, HILL, GO, HIT, DISTRICT_NAME } from './map-draw';
import { Badge, CounterShape as HexCounter, type CounterProps } from '../hex/counter';
import { HexBoard, TrayHead } from '../hex/board';
import { useHexPicks } from '../hex/picks';
import { counterName } from '../../rules/nabis/data/names';
export { SIDE_BAND, SIDE_INK, TERRAIN_FILL, RIVER, WALL, PATH, HILL, GO, HIT, BADGE } from './map-draw';

type Lang = 'en' | 'fr';
type L2 = { en: string; fr: string };
const tr = (t: L2, lang: string) => (lang === 'fr' ? t.fr : t.en);

const SIDE_NAME: L2[] = [{ en: 'Romans', fr: 'Romains' }, { en: 'Spartans', fr: 'Spartiates' }];
const PHASE: Record<NState['phase'], L2> = {
  setup: { en: 'Set-up', fr: 'Mise en place' },
  B: { en: 'B · archery', fr: 'B · tirs' },
  C: { en: 'C · initiative', fr: 'C · initiative' },
  D: { en: 'D · activations', fr: 'D · activations' },
  over: { en: 'Game over', fr: 'Partie finie' },
};
const STAGE: Record<Stage, L2> = {
  move: { en: 'movement', fr: 'mouvement' },
  shoot: { en: 'shooting', fr: 'tir' },
  declare: { en: 'declare mêlées', fr: 'déclaration des mêlées' },
  resolve: { en: 'resolve mêlées', fr: 'résolution des mêlées' },
  defFire: { en: 'defensive fire', fr: 'tir défensif' },
  offFire: { en: 'offensive fire', fr: 'tir offensif' },
  retreat: { en: 'retreat', fr: 'retraite' },
  advance: { en: 'advance', fr: 'avance' },
  ooc: { en: 'out-of-command units', fr: 'unités hors commandement' },
  fire: { en: 'Sparta fire', fr: 'incendie de Sparte' },
};
const FACING: L2[] = [{ en: 'NNE', fr: 'NNE' }, { en: 'E', fr: 'E' }, { en: 'SSE', fr: 'SSE' }, { en: 'SSW', fr: 'SSO' }, { en: 'W', fr: 'O' }, { en: 'NNW', fr: 'NNO' }];
const ARROW = ['↗', '→', '↘', '↙', '←', '↖'];

// ---- what an action starts from and where it goes (drawing only)

type Kind = 'go' | 'hit';
function sourcesOf(s: NState, a: NAction): number[] {
  const hx = (u: number) => (s.u[u] ? s.u[u].hex : 0);
  switch (a.k) {
    case 'face': case 'place': case 'move': case 'dfire': return [hx(a.u)];
    case 'shoot': return a.s.map(hx);
    case 'fire': return a.u.map(hx);
    case 'lmove': return s.act ? [s.l[s.act.l].hex] : [];
    case 'melee': return a.a;
    case 'advance': case 'retreat': return [a.from];
    case 'realloc': return [a.h];
    case 'lead': return s.l[a.l] && !s.l[a.l].cit ? [s.l[a.l].hex] : [];
    default: return [];
  }
}
function targetsOf(a: NAction): [number[], Kind] | null {
  switch (a.k) {
    case 'move': case 'lmove': case 'advance': case 'retreat': return [[a.to], 'go'];
    case 'place': return [[a.h], 'go'];
    case 'shoot': case 'dfire': return [[a.t], 'hit'];
    case 'melee': return [a.d, 'hit'];
    default: return null;
  }
}
const GENERAL = new Set(['done', 'lead', 'resolve', 'fire']);

// ---- pieces of the map (the counter is the shared one, src/views/hex)

/** A Nabis counter: the shared upright counter, its chevron on the hex's faced vertex. */
export function CounterShape(p: Omit<CounterProps, 'facing' | 'reach' | 'tag'> & { f?: number }) {
  const { f, ...rest } = p;
  return <HexCounter {...rest} facing={f !== undefined && f >= 0 ? vertex(f) : null} reach={R} tag="nb" />;
}

const SHORT: Record<string, string> = { Principes: 'Princip.', Mercenaries: 'Mercen.', Laconians: 'Laconian', 'Argos Ho': 'Argos', 'Argos Pe': 'Argos', Mercenaires: 'Mercen.', Spartiates: 'Spartiat.', 'Périèques': 'Périèq.', Laconiens: 'Laconien' };
/** The name on the counter's face, in the reader's language, cut to fit. */
const shortName = (n: string, fr: boolean) => { const b = counterName(n, fr).replace(/ (I|II|III)$/, ''); return SHORT[b] ?? b.slice(0, 8); };
const numeral = (n: string) => (/ (I|II|III)$/.exec(n) ?? ['', ''])[1];

function Counter(props: { s: NState; units: number[]; h: number; leader: boolean; fr: boolean }) {
  const { s, units, h, leader, fr } = props;
  const top = units[0];
  const d = s.ud[top], u = s.u[top];
  const v = u.fat ? d.back : d.front;
  const badges: string[] = [];
  if (u.dis === 1) badges.push('D');
  if (u.dis === 2) badges.push('R');
  if (u.ooc) badges.push('C');
  if (u.rest) badges.push('Z');
  if (u.fat) badges.push('F');
  return (
    <CounterShape x={cx(h) + (leader ? 6 : 0)} y={cy(h) + (leader ? 1 : 2)} w={leader ? 30 : 32} hx={cx(h)} hy={cy(h)} side={d.side} type={d.type} sub={numeral(d.name)} name={shortName(d.name, fr)}
      values={`${v.sp}${d.canShoot || u.pilum ? '*' : ''}·${v.q}·${v.ma}`} tired={u.fat} badges={badges} f={u.dis === 2 ? -1 : u.f} extra={units.length - 1} />
  );
}

/** What a leader's token says: his initials, or the initial and number of a numbered
 *  leader (Pretor I, II, III: "PI", "PII", "PIII"), so that no two tokens read the same. */
export function leaderMark(name: string): string {
  const n = / (I|II|III|IV|V)$/.exec(name);
  return n ? name[0] + n[1] : name.slice(0, 2);
}

export function LeaderToken(p: { x: number; y: number; side: number; name: string; wounded?: boolean; active?: boolean; r?: number }) {
  const r = p.r ?? 9;
  const mark = leaderMark(p.name);
  return (
    <g data-nb-leader={p.name}>
      {p.active ? <circle cx={p.x} cy={p.y} r={r + 2} fill="#fff" stroke="#000" stroke-width={1.5} stroke-dasharray="3 2" /> : null}
      <circle cx={p.x} cy={p.y} r={r} fill={SIDE_BAND[p.side]} stroke={p.wounded ? '#F0E442' : '#fff'} stroke-width={p.wounded ? 3 : 1.5} />
      <text x={p.x} y={p.y + r * 0.36} font-size={r > 9 ? 9 : 7.5} font-weight="bold" text-anchor="middle" fill={SIDE_INK[p.side]} textLength={mark.length > 2 ? 2 * r - 4 : undefined} lengthAdjust={mark.length > 2 ? 'spacingAndGlyphs' : undefined}>{mark}</text>
    </g>
  );
}

// ---- the board (the shared hex board, src/views/hex, with Nabis's pieces, words and tray)

function Board(props: BoardProps<NState, NAction>) {
  const { state: s, legal, sys, onAction } = props;
  const lang = (props.lang === 'fr' ? 'fr' : 'en') as Lang;
  const fr = lang === 'fr';
  const pick = useHexPicks(legal, s, {
    sources: (a) => sourcesOf(s, a),
    targets: targetsOf,
    general: (a) => GENERAL.has(a.k),
    alsoOnHex: (a) => a.k === 'lead',
  });
  const { sel, tgt, from, here, marks, choices, general } = pick;

  // The counter values are fixed for the game: its corrected ones, for the provisional notice.
  const corrected = useMemo(() => correctionsInState(s.ud, s.ld, s.o), [s.ud, s.ld]);
  // The map is fixed for the game too: the placeholder, or the players' painting in its header.
  const gameMap = mapOf(s);

  const stacks = useMemo(() => {
    const out: Record<number, number[]> = {};
    s.u.forEach((u, i) => { if (!u.elim && u.hex > 0) (out[u.hex] ??= []).push(i); });
    for (const h of Object.keys(out)) out[Number(h)].sort((a, b) => s.u[a].z - s.u[b].z || a - b);
    return out;
  }, [s]);

  // Choosing the leader to activate: one way is offered, his button (which shows his token).
  const choosingLeader = general.some((a) => a.k === 'lead');
  // The step cannot end yet because the active leader must move (the legal list says so: no "done", a leader move).
  const mustMove = !!s.act && !legal.some((a) => a.k === 'done') && legal.some((a) => a.k === 'lmove');
  // The active leader stacked with the selected units does not go with them (7.2-d): say so
  // before a move, not after "End this step" has gone away.
  const leaderStays = !!s.act && s.act.stage === 'move' && !s.act.lmoved && s.l[s.act.l].hex === sel && !s.l[s.act.l].cit && here.some((a) => a.k === 'move') ? s.act.l : -1;
  // In replay: where the action just stepped to went (or, with no destination, where it acted).
  const last = useMemo(() => {
    if (!props.focus) return [] as number[];
    try {
      const fa = sys.decodeAction(props.focus.code);
      const t = targetsOf(fa);
      return (t ? t[0] : sourcesOf(s, fa)).filter((h) => h > 0);
    } catch { return [] as number[]; }
  }, [props.focus, s]);
  // What the play zoom brings into view when the situation changes: the replayed action, what can act, the active leader.
  const focusKey = `${s.turn}-${s.phase}-${s.act ? s.act.l + s.act.stage : s.pick}-${s.dec}-${last.join()}`;
  const focusHexes = () => {
    let hs = last.length ? last : Object.keys(from).map(Number);
    if (!hs.length && s.act) hs = [s.l[s.act.l].hex];
    return hs;
  };

  const act = (a: NAction) => { pick.clear(); onAction(a); };
  const ini = s.ini;
  const a = s.act;
  const activation = a
    ? `${s.ld[a.l].name} (${tr(SIDE_NAME[a.seat], lang)}) · ${tr(STAGE[a.stage], lang)}`
    : s.pick
      ? (fr ? `choix du chef (${tr(SIDE_NAME[s.dec] ?? SIDE_NAME[0], lang)})` : `choosing a leader (${tr(SIDE_NAME[s.dec] ?? SIDE_NAME[0], lang)})`)
      : s.phase === 'B' ? (fr ? `tirs : ${tr(SIDE_NAME[s.bSeat], lang)}` : `archery: ${tr(SIDE_NAME[s.bSeat], lang)}`) : '—';
  const initiative = ini.r.length === 2
    ? `${fr ? 'Rome' : 'Rome'} ${ini.r[0]} – ${fr ? 'Sparte' : 'Sparta'} ${ini.r[1]} → ${ini.win < 0 ? (fr ? 'égalité' : 'tie') : tr(SIDE_NAME[ini.win], lang)} (C.${ini.kase})`
    : fr ? 'pas encore tirée' : 'not rolled yet';
  const selUnits = sel ? stacks[sel] ?? [] : [];
  const selLeaders = sel ? s.l.map((l, i) => (l.st !== 'dead' && l.hex === sel && !l.cit ? i : -1)).filter((i) => i >= 0) : [];
  const terrainWord = (h: number) => {
    const m = gameMap;
    const t = h === m.citadel ? (fr ? 'citadelle' : 'citadel') : ({ clear: fr ? 'terrain clair' : 'clear', city: fr ? 'ville' : 'town', temple: fr ? 'temple' : 'temple', tower: fr ? 'Heptagone (tour)' : 'Heptagon (tower)', sanctuary: fr ? 'sanctuaire' : 'sanctuary' } as Record<string, string>)[m.terrain[h]] ?? m.terrain[h];
    const lv = m.level[h] ?? 0;
    // Provenance (issue 15): a hex of the header's painted map is the players', the rest is the placeholder's.
    const painted = !!s.map?.some((r) => r.length === 4 && r[0] === h);
    return [t, m.district[h] ? DISTRICT_NAME[m.district[h]] : '', lv ? (fr ? `colline (niveau ${lv})` : `hill (level ${lv})`) : '', m.path[h] ? (fr ? 'chemin' : 'path') : '', painted ? (fr ? 'peint par les joueurs' : 'painted by the players') : ''].filter(Boolean).join(', ');
  };
  const unitLine = (i: number) => {
    const d = s.ud[i], u = s.u[i], v = u.fat ? d.back : d.front;
    const st = [u.dis === 1 ? (fr ? 'découragée' : 'discouraged') : u.dis === 2 ? (fr ? 'en déroute' : 'routed') : '', u.fat ? (fr ? 'fatiguée' : 'fatigued') : '', u.ooc ? (fr ? 'hors commandement' : 'out of command') : '', u.rest ? (fr ? 'au repos' : 'at rest') : ''].filter(Boolean);
    return `${counterName(d.name, fr)} (${d.type}) ${v.sp}${d.canShoot || u.pilum ? '*' : ''}·${v.q}·${v.ma}${st.length ? ' — ' + st.join(', ') : ''}`;
  };
  /** A short label for choices that differ only by facing (set-up facings, moves to one hex); null: use the rule system's words. */
  const shortLabel = (c: NAction): string | null => {
    const f = (x: number) => `${ARROW[x]} ${tr(FACING[x], lang)}`;
    if (c.k === 'face') return f(c.f);
    if (c.k === 'move' && tgt) {
      const extra = [c.all ? (fr ? 'la pile' : 'stack') : '', c.top ? (fr ? 'dessus' : 'on top') : ''].filter(Boolean).join(', ');
      const many = new Set(choices.filter((x) => x.k === 'move').map((x) => (x as { u: number }).u)).size > 1;
      return `${f(c.f)}${extra ? ` · ${extra}` : ''}${many && !c.all ? ` · ${counterName(s.ud[c.u].name, fr)}` : ''}`;
    }
    if (c.k === 'advance' && tgt) return f(c.f);
    return null;
  };
  const compact = choices.length > 1 && choices.every((c) => shortLabel(c) !== null && shortLabel(c)!.length <= 12);
  const cap = (t: string) => (t ? t[0].toLocaleUpperCase() + t.slice(1) : t);
  const terrain = useMemo(() => <Terrain m={gameMap} />, [gameMap]);

  // The counters, one array keyed by unit: all hidden-under units first (replay only), then the stack tops.
  const under: preact.JSX.Element[] = [];
  const tops: preact.JSX.Element[] = [];
  for (const h of Object.keys(stacks)) {
    const hx = Number(h), us = stacks[hx], top = us[0];
    const withLeader = s.l.some((l) => l.hex === hx && l.st !== 'dead' && !l.cit);
    const x = cx(hx) + (withLeader ? 6 : 0), y = cy(hx) + (withLeader ? 1 : 2);
    if (props.replay) {
      for (const i of us.slice(1)) {
        const d = s.ud[i], u = s.u[i], v = u.fat ? d.back : d.front;
        under.push(
          <Slide key={`u${i}`} id={`u${i}`} x={x} y={y} on>
            <CounterShape x={x} y={y} w={withLeader ? 30 : 32} side={d.side} type={d.type} sub={numeral(d.name)} name={shortName(d.name, fr)} values={`${v.sp}·${v.q}·${v.ma}`} tired={u.fat} />
          </Slide>,
        );
      }
    }
    tops.push(
      <Slide key={`u${top}`} id={`u${top}`} x={x} y={y} on={!!props.replay}>
        <Counter s={s} units={us} h={hx} leader={withLeader} fr={fr} />
      </Slide>,
    );
  }
  const pieces = (
    <>
      {/* Keyed by the piece (a unit, a leader by its number): in the replay a piece that moves slides.
          There the units under a stack's top are drawn too, plain and hidden under it, so that a unit
          going into (or out from under) a stack slides as well. */}
      {[...under, ...tops]}
      {s.l.map((l, i) => {
        if (l.st === 'dead' || (!l.hex && !l.cit)) return null;
        let x = cx(MAP.citadel), y = cy(MAP.citadel) + 3, r = 11;
        if (!l.cit) {
          const k = s.l.slice(0, i).filter((m) => m.hex === l.hex && m.st !== 'dead' && !m.cit).length;
          const alone = !stacks[l.hex];
          x = alone ? cx(l.hex) + 8 * k : cx(l.hex) - 18;
          y = alone ? cy(l.hex) + 3 : cy(l.hex) + 10 - 15 * k;
          r = alone ? 11 : 7.5;
        }
        return (
          <Slide key={`l${i}`} id={`l${i}`} x={x} y={y} on={!!props.replay}>
            <LeaderToken x={x} y={y} side={s.ld[i].side} name={s.ld[i].name} wounded={l.st === 'wounded'} active={!l.cit && !!a && a.l === i} r={r} />
          </Slide>
        );
      })}
    </>
  );

  const tray = (
    <>
      {sel ? (
        <div class="hx-sel" data-nb-selected={hexLabel(sel)}>
          <TrayHead tag="nb" lang={lang} title={<><strong>{hexLabel(sel)}</strong> · {terrainWord(sel)}</>} onClose={pick.clear} />
          {selUnits.length || selLeaders.length ? (
            <ul class="hx-units nb-units">
              {selUnits.map((i) => <li>{unitLine(i)}</li>)}
              {selLeaders.map((i) => <li>{fr ? 'Chef' : 'Leader'} {s.ld[i].name}{s.l[i].st === 'wounded' ? (fr ? ' (blessé)' : ' (wounded)') : ''}</li>)}
            </ul>
          ) : null}
          {leaderStays >= 0 ? (
            <p class="hx-hint hx-warn" data-nb-leader-stays role="note">
              {(() => {
                const n = s.ld[leaderStays].name, last = opt(s.o, 'leaderLast') === 'last';
                return fr
                  ? `${n} ne suit pas cette unité : il reste ici et bouge ${last ? 'en dernier, après toutes ses unités (aucune ne pourra bouger après lui)' : 'à part'}. S'il se retrouve seul, il devra rejoindre une de ses unités avant de finir l'étape.`
                  : `${n} does not go with this unit: he stays here and moves ${last ? 'last, after all his units (none may move after him)' : 'on his own'}. If he is left alone, he must join one of his units before this step can end.`;
              })()}
            </p>
          ) : null}
          {Object.keys(marks).length && !tgt ? (
            <p class="hx-hint">{fr ? `Touchez une case en surbrillance (${Object.keys(marks).length}) : vert = destination, orange = cible.` : `Tap a highlighted hex (${Object.keys(marks).length}): green = destination, orange = target.`}</p>
          ) : null}
          {tgt ? <p class="hx-hint">{fr ? `Vers ${hexLabel(tgt)} : choisissez${choices.some((c) => shortLabel(c) !== null) ? ' le front' : ''}.` : `To ${hexLabel(tgt)}: choose${choices.some((c) => shortLabel(c) !== null) ? ' the facing' : ''}.`}</p> : null}
          {choices.length ? (
            <>
              {!tgt && choices.some((c) => c.k === 'face') ? <p class="hx-hint" data-nb-facing-now>{(() => {
                // Which way the unit faces now, so that a choice is a change from something.
                const c0 = choices.find((c) => c.k === 'face') as { u?: number } | undefined;
                const u = c0 && typeof c0.u === 'number' ? s.u[c0.u] : selUnits.length ? s.u[selUnits[0]] : null;
                const now = u && u.f >= 0 ? `${ARROW[u.f]} ${tr(FACING[u.f], lang)}` : null;
                return (fr ? 'Choisissez le front' : 'Choose the facing') + (now ? (fr ? ` (il fait face maintenant à ${now})\u00a0:` : ` (it faces ${now} now):`) : fr ? '\u00a0:' : ':');
              })()}</p> : null}
              <ul class={`hx-actions${compact ? ' hx-grid' : ''}`} data-nb-choices>
                {choices.slice(0, 30).map((c) => {
                  const full = cap(sys.describeAction(s, c, lang));
                  const short = shortLabel(c);
                  return <li><button type="button" class="btn" data-nb-choice title={full} onClick={() => act(c)}>{short ?? full}</button></li>;
                })}
              </ul>
            </>
          ) : null}
        </div>
      ) : choosingLeader ? (
        <p class="hx-hint" data-nb-lead-hint>{fr ? 'Choisissez le chef à activer (son jeton sur la carte porte la même marque) :' : 'Choose the leader to activate (his token on the map bears the same mark):'}</p>
      ) : Object.keys(from).length ? (
        <p class="hx-hint">
          {fr ? 'Touchez une case cerclée de vert pour agir.' : 'Tap a hex ringed in green to act.'}
          {mustMove ? (fr ? ` ${s.ld[s.act!.l].name} doit d'abord rejoindre une de ses unités.` : ` ${s.ld[s.act!.l].name} must first move onto one of his units.`) : ''}
        </p>
      ) : null}
      {general.length && !tgt ? (
        <ul class={`hx-actions hx-general${sel ? ' hx-apart' : ''}`} data-nb-general>
          {general.map((c) => <li><button type="button" class={`btn${c.k === 'done' ? '' : ' hx-primary'}`} data-nb-act={c.k} onClick={() => act(c)}>
            {c.k === 'lead' ? <svg class="hx-token" width={26} height={26} viewBox="-13 -13 26 26" aria-hidden="true"><LeaderToken x={0} y={0} side={s.ld[c.l].side} name={s.ld[c.l].name} r={11} /></svg> : null}
            {cap(sys.describeAction(s, c, lang))}{c.k === 'lead' && s.l[c.l].hex > 0 ? ` · ${hexLabel(s.l[c.l].hex)}` : ''}
          </button></li>)}
        </ul>
      ) : null}
    </>
  );

  return (
    <div class="hx nb">
      <div class="hx-status nb-status" data-nb-status>
        <p><span class="hx-nw"><span class="hx-k">{fr ? 'Tour' : 'Turn'}</span> <b data-nb-turn>{s.turn} / {s.lastTurn}</b></span> · <span class="hx-nw"><b>{tr(PHASE[s.phase], lang)}</b></span> · <span class="hx-nw"><span class="hx-k">{fr ? 'PV' : 'VP'}</span> <b data-nb-vp>Rome {s.vp[0]} · {fr ? 'Sparte' : 'Sparta'} {s.vp[1]}</b></span></p>
        <p><span class="hx-k">{fr ? 'Activation' : 'Activation'}</span> <b>{activation}</b></p>
        <p><span class="hx-k">{fr ? 'Initiative' : 'Initiative'}</span> <b>{initiative}</b></p>
      </div>
      <Provisional lang={lang} corrected={corrected} options={s.o} map={s.map ?? []} />
      <HexBoard tag="nb" lang={lang} geo={GEO} name={fr ? 'Carte de Sparte' : 'Map of Sparta'} background={TERRAIN_FILL.clear} terrain={terrain} pieces={pieces}
        from={from} marks={marks} sel={sel} tgt={tgt} last={last} onTap={pick.tap} focusKey={focusKey} focusHexes={focusHexes}
        tray={tray} trayOverBar={legal.length > 0}
        after={<>
          {/* Below the map, so that the map keeps its place on the screen. */}
          <Orders {...props} lang={lang} />
          <Legend lang={lang} />
        </>} />
    </div>
  );
}

/** Spec §9: the viewer's own standing orders, which he may change whenever the game waits for
 *  him (one 'orders' action, sent with his next message), and the opponent's (public). */
function Orders(props: BoardProps<NState, NAction> & { lang: Lang }) {
  const { state: s, sys, viewer, onAction, lang } = props;
  const fr = lang === 'fr';
  const canEver = !props.replay && viewer !== null && s.phase !== 'over';
  const yourTurn = canEver && s.dec === viewer;
  const justSet = yourTurn && !!s.so?.j;
  const seats = viewer === null ? [0, 1] : [viewer, 1 - viewer];
  const words = (id: string): OrderWords => {
    const t = ORDER_TEXT[id as OrderId];
    const values = Object.fromEntries(ORDER_VALUES[id as OrderId].map((v) => { const x = t.values[v]; return [v, { label: tr(x.label, lang), help: tr(x.help, lang), reads: tr(x.plain, lang) }]; }));
    return { title: tr(t.title, lang), help: tr(t.help, lang), name: tr(t.name, lang), rule: ORDER_RULE[id as OrderId], values };
  };
  return (
    <OrdersPanel<StandingOrders, NAction> tag="nb" lang={lang} position={s} ids={ORDER_IDS} valuesOf={(id) => ORDER_VALUES[id as OrderId]} words={words}
      seats={seats.map((seat) => {
        const who = tr(SIDE_NAME[seat], lang);
        return {
          seat, orders: ordersOf(s, seat as 0 | 1), editable: viewer === seat && canEver,
          heading: (viewer === seat ? (fr ? `Les vôtres (${who})` : `Yours (${who})`) : (fr ? `Ceux des ${who}` : `The ${who}'`)) + (s.so ? '' : (fr ? ' · ceux de la création de la partie' : ' · as set when the game was created')),
        };
      })}
      mine={viewer === null ? null : ordersOf(s, viewer as 0 | 1)} same={sameOrders} action={(o) => ({ k: 'orders', o })}
      accepts={(a) => !props.replay && viewer !== null && sys.check(s, viewer, a) === null} onAction={onAction} choosable={canEver}
      intro={fr ? 'Ce que la partie fait pour vous pendant que l\'adversaire joue (règle §9). Les ordres de chacun sont publics.' : 'What the game does for you while your opponent plays (rules §9). Everyone\'s orders are public.'}
      note={!yourTurn
        ? (fr ? 'Vous pourrez les changer quand la partie vous attendra : ils partiront avec votre prochain message.' : 'You can change them when the game waits for you: they go with your next message.')
        : justSet
          ? (fr ? 'Ordres donnés. Jouez une autre décision avant de les changer encore.' : 'Orders set. Make another decision before changing them again.')
          : (fr ? 'Ils partiront avec votre prochain message et l\'adversaire les verra.' : 'They go with your next message, and your opponent will see them.')}
      footer={fr ? 'Les retraites de vos piles en défense suivent toujours la politique permanente : l\'hex le plus sûr, front gardé (DP-17, DP-18).' : 'Your defending stacks always retreat by the standing policy: the safest hex, facing kept (DP-17, DP-18).'} />
  );
}

function Legend(props: { lang: Lang }) {
  const fr = props.lang === 'fr';
  const sw = (body: preact.JSX.Element, label: string) => (
    <li><svg width={36} height={32} viewBox="-18 -16 36 32" aria-hidden="true">{body}</svg><span>{label}</span></li>
  );
  const hex = (fill: string, extra?: preact.JSX.Element) => (
    <g><path d={CORNERS.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.5},${y * 0.5}`).join('') + 'Z'} fill={fill} stroke="#a99f86" />{extra}</g>
  );
  return (
    <details class="hx-legend nb-legend" data-nb-legend>
      <summary>{fr ? 'Légende' : 'Legend'}</summary>
      <ul class="hx-legend-list hx-two">
        {sw(hex(TERRAIN_FILL.clear), fr ? 'terrain clair' : 'clear')}
        {sw(hex(TERRAIN_FILL.city), fr ? 'ville (quartier nommé)' : 'town (named district)')}
        {sw(hex(TERRAIN_FILL.citadel), fr ? 'citadelle' : 'citadel')}
        {sw(hex(TERRAIN_FILL.tower), fr ? 'Heptagone (tour)' : 'Heptagon (tower)')}
        {sw(hex(TERRAIN_FILL.temple), fr ? "temple d'Apollon" : 'Temple of Apollo')}
        {sw(hex(TERRAIN_FILL.sanctuary), fr ? "sanctuaire d'Artémis" : 'Sanctuary of Artemis')}
        {sw(hex(TERRAIN_FILL.clear, <path d={CORNERS.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.4},${y * 0.4}`).join('') + 'Z'} fill="none" stroke={HILL} stroke-width={2} stroke-dasharray="3 2.5" />), fr ? 'colline (+1)' : 'hill (+1)')}
        {sw(<line x1={-15} y1={0} x2={15} y2={0} stroke={RIVER} stroke-width={6} stroke-linecap="round" />, fr ? 'rivière (Magoulitsa)' : 'river (Magoulitsa)')}
        {sw(<line x1={-15} y1={0} x2={15} y2={0} stroke={WALL} stroke-width={4} />, fr ? 'rempart (côté ville)' : 'wall (town side)')}
        {sw(<line x1={-15} y1={0} x2={15} y2={0} stroke={WALL} stroke-width={1.5} stroke-dasharray="2 3" />, fr ? 'limite de quartier' : 'district boundary')}
        {sw(<line x1={-15} y1={0} x2={15} y2={0} stroke={PATH} stroke-width={2.5} stroke-dasharray="5 4" />, fr ? 'chemin' : 'path')}
      </ul>
      <ul class="hx-legend-list">
        <li><svg width={52} height={52} viewBox="-29 -29 58 58" aria-hidden="true"><CounterShape x={0} y={0} side={0} type="Lg" sub="I" name="Hastati" values="4·5·4" f={0} /></svg>
          <span>{fr ? 'Pion romain : bande bleue (type, légion), nom, force · qualité · mouvement (* = peut tirer) ; le chevron montre le front' : 'Roman counter: blue band (type, legion), name, strength · quality · movement (* = can shoot); the chevron shows the front'}</span></li>
        <li><svg width={52} height={52} viewBox="-29 -29 58 58" aria-hidden="true"><CounterShape x={0} y={0} side={1} type="Ho" sub="" name="Spartan" values="4·7·4" f={3} /></svg>
          <span>{fr ? 'Pion spartiate : bande orange' : 'Spartan counter: orange band'}</span></li>
        <li><svg width={52} height={52} viewBox="-29 -29 58 58" aria-hidden="true"><CounterShape x={-3} y={2} side={0} type="Lg" sub="II" name="Hastati" values="4·5·4" extra={1} /></svg>
          <span>{fr ? 'Pile : le nombre de pions en bas à droite, le pion du dessus visible' : 'Stack: the number of counters at the bottom right, the top one shown'}</span></li>
        <li><svg width={36} height={32} viewBox="-18 -16 36 32" aria-hidden="true"><LeaderToken x={0} y={0} side={0} name="Flamininus" r={11} /></svg>
          <span>{fr ? 'Chef (jeton rond) ; anneau jaune = blessé, anneau pointillé = chef actif' : 'Leader (round token); yellow ring = wounded, dotted ring = active leader'}</span></li>
      </ul>
      <ul class="hx-legend-list hx-two">
        {(['D', 'R', 'C', 'Z', 'F'] as const).map((k) => sw(<Badge x={0} y={0} k={k} />, ({
          D: fr ? 'découragée' : 'discouraged', R: fr ? 'en déroute (pas de front)' : 'routed (no front)', C: fr ? 'hors commandement' : 'out of command',
          Z: fr ? 'au repos' : 'at rest', F: fr ? 'fatiguée (verso, grisé)' : 'fatigued (back, grey)',
        })[k]))}
        {sw(<path d={CORNERS.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.5},${y * 0.5}`).join('') + 'Z'} fill="none" stroke={GO} stroke-width={3} />, fr ? 'peut agir (touchez pour choisir)' : 'can act (tap to choose)')}
        {sw(<path d={CORNERS.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.5},${y * 0.5}`).join('') + 'Z'} fill="rgba(0,158,115,0.28)" stroke={GO} stroke-width={3} />, fr ? 'destination possible' : 'possible destination')}
        {sw(<path d={CORNERS.map(([x, y], i) => `${i ? 'L' : 'M'}${x * 0.5},${y * 0.5}`).join('') + 'Z'} fill="rgba(213,94,0,0.30)" stroke={HIT} stroke-width={3} />, fr ? 'cible possible (tir, mêlée)' : 'possible target (shot, mêlée)')}
      </ul>
    </details>
  );
}

/** The list of every action, grouped by the hex that acts and the unit on top there. */
function groupOf(s: NState, a: NAction, lang: string): string {
  const h = sourcesOf(s, a).find((x) => x > 0);
  if (!h) return '';
  const u = s.u.findIndex((x) => !x.elim && x.hex === h);
  const who = u >= 0 ? counterName(s.ud[u].name, lang === 'fr') : s.l.findIndex((l) => l.hex === h) >= 0 ? s.ld[s.l.findIndex((l) => l.hex === h)].name : '';
  return `${lang === 'fr' ? 'Case' : 'Hex'} ${hexLabel(h)}${who ? ' · ' + who : ''}`;
}

export const view: BoardView<NState, NAction> = { Board, Setup: NabisSetup, Provisional, groupOf };
