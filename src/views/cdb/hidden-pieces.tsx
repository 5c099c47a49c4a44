// Hidden counters on the CdB board (14.3.3): the hider's device draws its own hidden counters
// ghosted, with a "hidden" badge, where its salt says they are, and lists them with "Reveal" in
// its own movement phase; both players read how many counters each side keeps hidden. The other
// side's places are never known to this device, so nothing of them is drawn.
import type { Seat, Text } from '../../engine/contract';
import type { CdbAction, CdbState } from '../../rules/cdb';
import { revealAction } from '../../rules/cdb/hidden';
import { tx } from '../../app/i18n';
import type { HexGeo } from '../hex/geometry';
import { CounterShape } from '../hex/counter';
import { counterWords, HIDE_WORDS, hiddenBySide, hiddenCount, ownHidden, PLACE_NAMES } from './hiding';

const corpsNo = (s: CdbState, id: number) => { const c = s.corps.find((k) => k.id === id); return c ? s.corps.filter((k) => k.side === c.side && k.id <= id).length : 0; };

/** This device's hidden counters, ghosted, each with its "hidden" badge. */
export function OwnHiddenPieces(p: { s: CdbState; seat: Seat | null; secret: Uint8Array | null | undefined; geo: HexGeo; lang: string }) {
  const { s, seat, secret, geo } = p;
  if (seat === null || !secret || !s.hidden.length) return null;
  const word = tx(HIDE_WORDS.badge, p.lang as 'en');
  return (
    <g data-cdb-own-hidden>
      {ownHidden(s, seat, secret).map(({ h, at }) => {
        if (!at) return null;
        const x = geo.cx(at.hex), y = geo.cy(at.hex);
        return (
          <g data-cdb-hidden-at={geo.label(at.hex)} opacity={0.6}>
            <path d={geo.hexPath(at.hex, 0.92)} fill="none" stroke="#0a5f8f" stroke-width={2} stroke-dasharray="3 3" />
            <CounterShape x={x} y={y} w={34} side={seat} type={h.counter.type} sub={`(${h.counter.quality})`} name={`corps ${corpsNo(s, h.corps)}`} values="" facing={geo.vertex(at.facing)} hx={x} hy={y} reach={28} tag="cdb-hidden" />
            <rect x={x - 17} y={y + 5} width={34} height={11} rx={3} fill="#0a5f8f" />
            <text x={x} y={y + 13.5} font-size={8} font-weight="bold" text-anchor="middle" fill="#fff">{word}</text>
          </g>
        );
      })}
    </g>
  );
}

/** The status line's hidden counters: each side's count (both players may know it), and for
 *  this device its own, by name and corps. */
export function HiddenStatus(p: { s: CdbState; viewer: Seat | null; lang: string; sideName(side: number): string }) {
  const { s, viewer } = p;
  const n = hiddenBySide(s);
  if (!n[0] && !n[1]) return null;
  const L = (t: Text) => tx(t, p.lang as 'en');
  const sides = (viewer === null ? [0, 1] : [viewer, 1 - viewer]).filter((x) => n[x] > 0);
  return (
    <p data-cdb-hidden-count>
      {sides.map((x, i) => (
        <span data-cdb-hidden-side={x}>{i ? ' · ' : ''}<span class="hx-k">{p.sideName(x)}</span> <b>{L(hiddenCount(n[x]))}</b>{x === viewer ? ` (${s.hidden.filter((h) => h.side === x).map((h) => `${counterWords(h.counter, p.lang)}, corps ${corpsNo(s, h.corps)}`).join('; ')})` : ''}</span>
      ))}
    </p>
  );
}

/** The reveal actions this device may send now (its own movement phase, out of a combat step):
 *  each hidden counter with its place, checked by the rules. */
export function revealOffers(s: CdbState, seat: Seat | null, secret: Uint8Array | null | undefined, check: (a: CdbAction) => boolean): { a: CdbAction | null; label: Text; hex: number }[] {
  if (seat === null || !secret || s.setup || s.combat || s.phase !== 'move' || s.active !== seat) return [];
  return ownHidden(s, seat, secret).map(({ h, salt, at }) => {
    const a = at ? (revealAction(h, salt) as CdbAction) : null;
    const what = (lang: 'en' | 'fr') => `${counterWords(h.counter, lang)}, corps ${corpsNo(s, h.corps)}`;
    const label: Text = at
      ? { en: `${what('en')}: ${tx(PLACE_NAMES[at.place], 'en')}`, fr: `${what('fr')} : ${tx(PLACE_NAMES[at.place], 'fr')}` }
      : { en: `${what('en')}: ${HIDE_WORDS.lost.en}`, fr: `${what('fr')} : ${HIDE_WORDS.lost.fr}` };
    return { a: a && check(a) ? a : null, label, hex: at?.hex ?? 0 };
  });
}
