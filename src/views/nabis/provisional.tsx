// The provisional values of Nabis (the printed map and counter sheet are missing):
// folded under the map, and reachable from the new-game form and the invitation.
import { useMemo } from 'preact/hooks';
import type { Lang } from '../../engine/contract';
import { placeholderValues } from '../../rules/nabis/data/placeholders';
import { correctionsOf, counterFields, isProvisional, type Corrections } from './counter-values';
import { OPTIONS } from '../../rules/nabis/options';
import type { MapRow } from '../../rules/nabis/data/map-rows';
import { mapRowsOf, paintedHexes, stillPlaceholderHexes } from './map-paint';

/** A new game's options: what the notice counts by before a header exists. */
const NEW_GAME: Record<string, unknown> = Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));

type L2 = { en: string; fr: string };
const tr = (t: L2, lang: string) => (lang === 'fr' ? t.fr : t.en);

const PROV_FIELD: Record<string, L2> = {
  type: { en: 'type', fr: 'type' }, canShoot: { en: 'can shoot', fr: 'tir' }, front: { en: 'front values', fr: 'valeurs du recto' }, back: { en: 'back values', fr: 'valeurs du verso' },
  bonus: { en: 'bonus', fr: 'bonus' }, rating: { en: 'initiative rating', fr: "valeur d'initiative" }, radius: { en: 'command radius', fr: 'rayon de commandement' }, ma: { en: 'movement', fr: 'mouvement' },
  repl: { en: 'replacement side', fr: 'face de remplacement' }, values: { en: 'values', fr: 'valeurs' }, size: { en: 'size', fr: 'taille' }, districts: { en: 'districts', fr: 'quartiers' },
  citadel: { en: 'Citadel', fr: 'Citadelle' }, heptagon: { en: 'Heptagon', fr: 'Heptagone' }, temple: { en: 'Temple of Apollo', fr: "temple d'Apollon" }, sanctuary: { en: 'Sanctuary of Artemis', fr: "sanctuaire d'Artémis" },
  walls: { en: 'walls', fr: 'remparts' }, river: { en: 'river', fr: 'rivière' }, hills: { en: 'hills', fr: 'collines' }, path: { en: 'path', fr: 'chemin' },
};
const provWhat = (w: string, lang: string) => (lang !== 'fr' ? w : w.replace(/^unit /, 'unité ').replace(/^leader /, 'chef ').replace(/^wounded marker$/, 'marqueur « blessé »').replace(/^map$/, 'carte'));

const PROV_CSS = `
.nb-prov { background: var(--info-bg); color: var(--info); border-radius: 10px; padding: 0 8px; font-size: 0.82rem; scroll-margin-top: 64px; }
.nb-prov summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; list-style: none; }
.nb-prov summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.nb-prov summary::-webkit-details-marker { display: none; }
.nb-prov ul { padding-left: 18px; margin: 4px 0 10px; font-size: 0.8rem; }
.nb-prov p { margin: 0 0 6px; }
`;

/** A value's note in the player's words: the data keeps the design notes' numbers (G-02)
 *  to trace each value; a player has no use for them. */
function noteText(note: string | undefined): string {
  const n = (note ?? '').replace(/\(?\bG-\d+\)?:?\s*/g, '').trim();
  return n ? ` — ${n}` : '';
}

/** How many values are still stand-ins, counted one value at a time as the Counter values
 *  section counts them: each counter and leader value that is a placeholder and not corrected
 *  in the game's header, then the unit types and the wounded marker. The map is counted
 *  apart, by hexes: mapHexesLeft. */
export function stillProvisional(corrected: Corrections, options: Record<string, unknown> = NEW_GAME): number {
  const values = counterFields(options).filter((f) => isProvisional(f) && corrected[f.key] === undefined).length;
  // Not corrected on the Counter values screen: unit types, the wounded marker.
  const rest = placeholderValues().filter((p) => p.what !== 'map' && (!(p.what.startsWith('unit ') || p.what.startsWith('leader ')) || p.field === 'type')).length;
  return values + rest;
}

/** Map hexes still as the placeholder map has them (not painted by the players). */
export const mapHexesLeft = (map: MapRow[]): number => stillPlaceholderHexes(map);

export function Provisional(props: { lang: Lang; id?: string; corrected?: Corrections; options?: Record<string, unknown>; map?: MapRow[] }) {
  const fr = props.lang === 'fr';
  const prov = useMemo(() => placeholderValues(), []);
  const options = props.options ?? NEW_GAME;
  const corrected = useMemo(() => props.corrected ?? (props.options ? correctionsOf(props.options) : {}), [props.corrected, props.options]);
  const map = props.map ?? mapRowsOf(options);
  const n = Object.keys(corrected).length;
  const count = stillProvisional(corrected, options);
  const hexes = mapHexesLeft(map), painted = paintedHexes(map).length;
  return (
    <details class="nb-prov" data-nb-provisional id={props.id}>
      <style>{PROV_CSS}</style>
      <summary><span aria-hidden="true">⚠&nbsp;</span><span>{fr ? `Carte et valeurs de pions provisoires (${count} valeurs, ${hexes} hex)` : `Provisional map and counter values (${count} values, ${hexes} map hexes)`}</span></summary>
      {painted ? <p data-nb-painted-count>{fr ? `${painted} hex de la carte peint${painted > 1 ? 's' : ''} par les joueurs pour cette partie.` : `${painted} map hex${painted > 1 ? 'es' : ''} painted by the players for this game.`}</p> : null}
      {n ? <p data-nb-corrected>{fr ? `${n} valeur${n > 1 ? 's' : ''} de pions corrigée${n > 1 ? 's' : ''} par les joueurs pour cette partie.` : `${n} counter value${n > 1 ? 's' : ''} corrected by the players for this game.`}</p> : null}
      <p>{fr ? 'La carte et la planche de pions imprimées manquent : ces valeurs sont inventées en attendant et peuvent changer (notes en anglais, avec la référence de la règle).' : 'The printed map and counter sheet are missing: these values are stand-ins and may change.'}</p>
      <ul>{prov.map((p) => <li>{provWhat(p.what, props.lang)} · {tr(PROV_FIELD[p.field] ?? { en: p.field, fr: p.field }, props.lang)}{noteText(p.note)}</li>)}</ul>
    </details>
  );
}
