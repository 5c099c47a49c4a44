// "Map": the players paint the Sparta map from the printed one (issue 15), on the board's
// own drawing. A brush paints a hex (terrain, level, path, back to the placeholder) or the
// hexside nearest the tap (river, wall, path link). The places the rulebook names are
// fixed and marked; the start hexes are marked. On the invitation (no onChange) the joiner
// reads every difference and sees the painted hexes on the map before accepting.
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Wire } from '../../engine/canonical';
import type { Lang } from '../../engine/contract';
import { allHexes, hexLabel, neighbour } from '../../rules/nabis/hex';
import { FIXED_HEXES, mapWithRows } from '../../rules/nabis/data/map-rows';
import { H, HH, W, cx, cy, edge, hexPath, SIDE_BAND, Terrain } from './map-draw';
import { hexWords, isSideBrush, mapDiffs, mapRowsOf, mapSummary, paintedHexes, paintHex, paintSide, sideWords, START_HEXES, withMapRows, type Brush } from './map-paint';

const CSS = `
.nb-me-tools { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin: 6px 0; }
.nb-me-tools .btn { min-height: 44px; padding: 4px 4px; font-size: 0.85rem; text-align: center; display: flex; align-items: center; justify-content: center; gap: 4px; }
.nb-me-tools .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.nb-me-tools.nb-me-three { grid-template-columns: repeat(3, 1fr); }
.nb-me-group { grid-column: 1 / -1; font-size: 0.78rem; font-weight: 600; color: var(--muted); margin: 2px 0 0; }
.nb-me-sw { width: 14px; height: 14px; border-radius: 3px; border: 1px solid var(--muted); flex: none; }
.nb-me-bar { display: flex; align-items: center; gap: 6px; margin: 6px 0; }
.nb-me-bar .btn { min-width: 44px; min-height: 44px; font-size: 1.1rem; padding: 4px 10px; }
.nb-me-bar span { font-size: 0.85rem; color: var(--muted); flex: 1; }
.nb-me-map { overflow: auto; max-width: 100%; height: min(52vh, 440px); border: 1px solid var(--border); border-radius: 10px; background: #ece6cf; overscroll-behavior: contain; }
.nb-me-map.nb-me-whole { height: auto; max-height: 70vh; }
.nb-me-map svg { display: block; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.nb-me-note { font-size: 0.85rem; margin: 6px 0; min-height: 1.3em; }
.nb-me-legend { list-style: none; margin: 4px 0 8px; padding: 0; font-size: 0.8rem; display: flex; flex-wrap: wrap; gap: 4px 12px; color: var(--muted); }
.nb-me-legend li { display: flex; align-items: center; gap: 6px; }
`;

type L2 = { en: string; fr: string };
const tr = (t: L2, lang: Lang) => (lang === 'fr' ? t.fr : t.en);
const TEXT = {
  title: { en: 'Map', fr: 'Carte' },
  help: {
    en: 'The printed map is missing from our copy: the map is a placeholder. If you own it, choose a brush and tap the hexes (or near a hexside) to paint them as printed; a painted hex counts as checked. The named places stay where they are.',
    fr: 'La carte imprimée manque à notre exemplaire : la carte est provisoire. Si vous l\'avez, choisissez un pinceau et touchez les hex (ou près d\'un côté) pour les peindre comme sur la carte imprimée ; un hex peint compte comme vérifié. Les lieux nommés restent en place.',
  },
  hexTools: { en: 'Hex', fr: 'Hex' },
  sideTools: { en: 'Hexside (tap near the side)', fr: 'Côté d\'hex (touchez près du côté)' },
  clear: { en: 'Clear', fr: 'Clair' },
  town: { en: 'Town', fr: 'Ville' },
  path: { en: 'Path', fr: 'Chemin' },
  erase: { en: 'Unpaint', fr: 'Effacer' },
  level: { en: 'Level', fr: 'Niveau' },
  river: { en: 'River', fr: 'Rivière' },
  wall: { en: 'Wall', fr: 'Rempart' },
  link: { en: 'Path link', fr: 'Lien chemin' },
  zoomOut: { en: 'Zoom out', fr: 'Dézoomer' },
  zoomIn: { en: 'Zoom in', fr: 'Zoomer' },
  reset: { en: 'Back to the placeholder map', fr: 'Revenir à la carte provisoire' },
  differ: { en: 'Differences from the placeholder map:', fr: 'Différences avec la carte provisoire :' },
  none: { en: 'The map is the placeholder map.', fr: 'La carte est la carte provisoire.' },
  was: { en: 'placeholder', fr: 'provisoire' },
  painted: { en: 'painted by the players', fr: 'peint par les joueurs' },
  fixed: { en: 'place named by the rulebook (fixed)', fr: 'lieu nommé par la règle (fixe)' },
  startR: { en: 'Roman start hex', fr: 'hex de départ romain' },
  startS: { en: 'Spartan start hex', fr: 'hex de départ spartiate' },
  tapHint: { en: 'Tap a hex to paint it.', fr: 'Touchez un hex pour le peindre.' },
};
const ZOOMS = [0.5, 0.75, 1, 1.4];
const PAINTED = '#CC79A7';
const CENTRE = 1010; // the middle of the town

type Tool = { id: string; label: string; brush: Brush; swatch?: string };

export function MapEditor(props: { options: Record<string, Wire>; onChange?(next: Record<string, Wire>): void; lang: Lang }) {
  const { lang } = props;
  const fr = lang === 'fr';
  const rows = useMemo(() => mapRowsOf(props.options), [props.options]);
  const m = useMemo(() => mapWithRows(rows), [rows]);
  const painted = useMemo(() => new Set(paintedHexes(rows)), [rows]);
  const diffs = useMemo(() => mapDiffs(rows, lang), [rows, lang]);
  const summary = mapSummary(rows, lang);
  const readOnly = !props.onChange;
  const [zoom, setZoom] = useState(readOnly ? 0 : 2);
  const [brushId, setBrushId] = useState('town');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [last, setLast] = useState(0);
  const svg = useRef<SVGSVGElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  const tools: Tool[] = [
    { id: 'clear', label: tr(TEXT.clear, lang), brush: { k: 'terrain', t: 0 }, swatch: '#ece6cf' },
    { id: 'town', label: tr(TEXT.town, lang), brush: { k: 'terrain', t: 1 }, swatch: '#cdb99a' },
    { id: 'path', label: tr(TEXT.path, lang), brush: { k: 'path' } },
    { id: 'erase', label: tr(TEXT.erase, lang), brush: { k: 'erase' } },
    ...[0, 1, 2, 3].map((v) => ({ id: 'level' + v, label: `${tr(TEXT.level, lang)} ${v}`, brush: { k: 'level', v } as Brush })),
    { id: 'river', label: tr(TEXT.river, lang), brush: { k: 'river' }, swatch: '#1f78c8' },
    { id: 'wall', label: tr(TEXT.wall, lang), brush: { k: 'wall' }, swatch: '#3b2a1a' },
    { id: 'link', label: tr(TEXT.link, lang), brush: { k: 'link' } },
  ];
  const brush = tools.find((t) => t.id === brushId)!.brush;

  const onTap = (e: MouseEvent) => {
    if (readOnly || !svg.current) return;
    const ctm = svg.current.getScreenCTM();
    if (!ctm) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    let h = 0, best = Infinity;
    for (const x of allHexes()) { const d = (cx(x) - p.x) ** 2 + (cy(x) - p.y) ** 2; if (d < best) { best = d; h = x; } }
    if (!h) return;
    let r;
    let what: string;
    if (isSideBrush(brush)) {
      // The hexside whose middle is nearest the tap.
      let dir = 0, bd = Infinity;
      for (let d = 0; d < 6; d++) {
        const [[x1, y1], [x2, y2]] = edge(d);
        const mx = cx(h) + (x1 + x2) / 2, my = cy(h) + (y1 + y2) / 2;
        const dd = (mx - p.x) ** 2 + (my - p.y) ** 2;
        if (dd < bd) { bd = dd; dir = d; }
      }
      const n = neighbour(h, dir);
      r = paintSide(rows, h, n, brush, lang);
      if (r.ok) what = `${fr ? 'Côté' : 'Hexside'} ${hexLabel(h)}–${hexLabel(n)}${fr ? ' : ' : ': '}${sideWords(mapWithRows(r.rows), h, n, lang)}`;
    } else {
      r = paintHex(rows, h, brush, lang);
      if (r.ok) what = `Hex ${hexLabel(h)}${fr ? ' : ' : ': '}${hexWords(mapWithRows(r.rows), h, lang)}`;
    }
    setLast(h);
    if (!r.ok) { setNote({ ok: false, text: r.message }); return; }
    setNote({ ok: true, text: what! });
    props.onChange!(withMapRows(props.options, r.rows));
  };

  const z = readOnly && zoom === 0 ? 0.5 : ZOOMS[zoom] ?? 1;
  // The frame opens (and zooms) on the first painted hex, or on the town: where painting starts.
  useLayoutEffect(() => {
    const f = frame.current;
    if (!f) return;
    const h = paintedHexes(rows)[0] ?? CENTRE;
    f.scrollLeft = cx(h) * z - f.clientWidth / 2;
    f.scrollTop = cy(h) * z - f.clientHeight / 2;
  }, [zoom]);
  const start = [...START_HEXES.entries()];
  const board = (
    <>
      <div class="nb-me-bar" role="group" aria-label={fr ? 'Zoom de la carte' : 'Map zoom'}>
        <button type="button" class="btn" aria-label={tr(TEXT.zoomOut, lang)} disabled={zoom <= 0} onClick={() => setZoom(Math.max(0, zoom - 1))} data-nb-map-zoom-out>−</button>
        <button type="button" class="btn" aria-label={tr(TEXT.zoomIn, lang)} disabled={zoom >= ZOOMS.length - 1} onClick={() => setZoom(Math.min(ZOOMS.length - 1, zoom + 1))} data-nb-map-zoom-in>+</button>
        <span>{Math.round(z * 100)} %{readOnly ? '' : ' · ' + tr(TEXT.tapHint, lang)}</span>
      </div>
      <div ref={frame} class={readOnly && zoom === 0 ? 'nb-me-map nb-me-whole' : 'nb-me-map'} role="region" tabIndex={0} aria-label={readOnly ? (fr ? 'Carte de Sparte peinte par les joueurs' : 'Map of Sparta as the players painted it') : (fr ? 'Carte de Sparte à peindre' : 'Map of Sparta to paint')}>
        <svg ref={svg} width={W * z} height={H * z} viewBox={`0 0 ${W.toFixed(1)} ${H.toFixed(1)}`} role="img" aria-label={fr ? 'Carte de Sparte' : 'Map of Sparta'} onClick={onTap} data-nb-map-svg>
          <Terrain m={m} />
          <g pointer-events="none">
            {FIXED_HEXES.map((h) => <path d={hexPath(h, 0.86)} fill="none" stroke="#111" stroke-width={3} data-nb-fixed={hexLabel(h)} />)}
            {start.map(([h, side]) => <circle cx={cx(h) - 14} cy={cy(h) - HH + 16} r={4.5} fill={SIDE_BAND[side]} stroke="#fff" stroke-width={1} data-nb-start={hexLabel(h)} />)}
            {[...painted].map((h) => <path d={hexPath(h, 0.93)} fill="none" stroke={PAINTED} stroke-width={3.5} stroke-dasharray="6 3" data-nb-painted={hexLabel(h)} />)}
            {last && !readOnly ? <path d={hexPath(last, 1)} fill="none" stroke="#000" stroke-width={1.5} /> : null}
          </g>
        </svg>
      </div>
      <ul class="nb-me-legend">
        <li><svg width={18} height={16} viewBox="-9 -8 18 16" aria-hidden="true"><rect x={-7} y={-6} width={14} height={12} fill="none" stroke={PAINTED} stroke-width={2.5} stroke-dasharray="4 2" /></svg>{tr(TEXT.painted, lang)}</li>
        <li><svg width={18} height={16} viewBox="-9 -8 18 16" aria-hidden="true"><rect x={-7} y={-6} width={14} height={12} fill="none" stroke="#111" stroke-width={2.5} /></svg>{tr(TEXT.fixed, lang)}</li>
        <li><svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true"><circle r={4.5} fill={SIDE_BAND[0]} /></svg>{tr(TEXT.startR, lang)}</li>
        <li><svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true"><circle r={4.5} fill={SIDE_BAND[1]} /></svg>{tr(TEXT.startS, lang)}</li>
      </ul>
    </>
  );
  const list = diffs.length ? (
    <>
      <p class="nb-cv-help">{tr(TEXT.differ, lang)}</p>
      <ul class="nb-cv-list" data-nb-map-differences>
        {diffs.map((d) => <li data-nb-map-diff={d.key}>{d.what}{fr ? ' : ' : ': '}<b>{d.now}</b> ({tr(TEXT.was, lang)}{fr ? ' : ' : ': '}{d.was})</li>)}
      </ul>
    </>
  ) : <p class="nb-cv-help">{tr(TEXT.none, lang)}</p>;

  if (readOnly) {
    return (
      <details class="nb-cv" data-nb-map data-nb-map-read open={diffs.length > 0}>
        <style>{CSS}</style>
        <summary><span><span class="nb-cv-title">{tr(TEXT.title, lang)}</span><span class="nb-cv-sum" data-nb-map-summary> · {summary}</span></span></summary>
        {list}
        {paintedHexes(rows).length ? board : null}
      </details>
    );
  }
  return (
    <details class="nb-cv" data-nb-map>
      <style>{CSS}</style>
      <summary><span><span class="nb-cv-title">{tr(TEXT.title, lang)}</span><span class="nb-cv-sum" data-nb-map-summary> · {summary}</span></span></summary>
      <p class="nb-cv-help">{tr(TEXT.help, lang)}</p>
      <div class="nb-me-tools" role="group" aria-label={tr(TEXT.hexTools, lang)}>
        <p class="nb-me-group">{tr(TEXT.hexTools, lang)}</p>
        {tools.filter((t) => !isSideBrush(t.brush)).map((t) => (
          <button type="button" class="btn" aria-pressed={brushId === t.id} data-nb-brush={t.id} onClick={() => { setBrushId(t.id); setNote(null); }}>
            {t.swatch ? <span class="nb-me-sw" style={{ background: t.swatch }} aria-hidden="true" /> : null}{t.label}
          </button>
        ))}
      </div>
      <div class="nb-me-tools nb-me-three" role="group" aria-label={tr(TEXT.sideTools, lang)}>
        <p class="nb-me-group">{tr(TEXT.sideTools, lang)}</p>
        {tools.filter((t) => isSideBrush(t.brush)).map((t) => (
          <button type="button" class="btn" aria-pressed={brushId === t.id} data-nb-brush={t.id} onClick={() => { setBrushId(t.id); setNote(null); }}>
            {t.swatch ? <span class="nb-me-sw" style={{ background: t.swatch }} aria-hidden="true" /> : null}{t.label}
          </button>
        ))}
      </div>
      {board}
      <p class={note ? (note.ok ? 'nb-me-note nb-cv-ok' : 'nb-me-note nb-cv-err') : 'nb-me-note'} role={note && !note.ok ? 'alert' : 'status'} data-nb-map-note>
        {note ? note.text : ''}
      </p>
      {list}
      {rows.length ? <div class="nb-cv-buttons"><button type="button" class="btn" data-nb-map-reset onClick={() => { setNote(null); props.onChange!(withMapRows(props.options, [])); }}>{tr(TEXT.reset, lang)}</button></div> : null}
    </details>
  );
}

