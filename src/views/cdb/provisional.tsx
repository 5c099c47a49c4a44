// The provisional counter values of Champs de Bataille (the printed counter tables are lost:
// [RECON] placeholders rebuilt from DBA, spec §5.1), folded, as Nabis shows its own: which
// values are stand-ins, by type, and which ones the players corrected for this game.
import { useMemo } from 'preact/hooks';
import type { Lang } from '../../engine/contract';
import { CATALOGUE, FAST_MA_BONUS, UNIT_TYPES, type UnitType } from '../../rules/cdb/data/units';
import type { CdbState } from '../../rules/cdb';
import { counterValues, readCorrections, valueReport, VALUE_FIELDS, VALUE_FIELD_NAMES, type Corrections } from '../../rules/cdb/values';
import { tx } from '../../app/i18n';

/** The corrections a game's counters show (their values differ from the catalogue's): the
 *  state keeps each counter's own values, not the header's rows. */
export function correctionsInState(s: CdbState): Corrections {
  const out: Corrections = {};
  for (const u of s.units) for (const c of u.counters) {
    const base = counterValues(c.type, c.quality, {});
    for (const f of VALUE_FIELDS) {
      const v = c[f];
      if (v === undefined || v === base[f]) continue;
      (out[c.type] ??= {})[f] = f === 'ma' && c.quality === 'F' ? v - FAST_MA_BONUS : v;
    }
  }
  return out;
}

export function Provisional(props: { lang: Lang; id?: string; options?: Record<string, unknown>; state?: CdbState }) {
  const fr = props.lang === 'fr';
  const corr = useMemo(() => (props.state ? correctionsInState(props.state) : readCorrections(props.options ?? {})), [props.state, props.options]);
  const rep = useMemo(() => valueReport(corr), [corr]);
  const byType: Partial<Record<UnitType, string[]>> = {};
  for (const e of rep.provisional) (byType[e.type] ??= []).push(`${tx(VALUE_FIELD_NAMES[e.field], props.lang)} ${e.value}`);
  const n = rep.provisional.length, d = rep.differences.length;
  return (
    <details class="hx-legend cdb-prov" data-cdb-provisional id={props.id}>
      <summary><span aria-hidden="true">⚠&nbsp;</span><span>{fr ? `Valeurs de pions provisoires (${n})` : `Provisional counter values (${n})`}</span></summary>
      <p class="hx-hint">{fr
        ? 'Les tableaux de pions imprimés manquent : ces valeurs sont reconstruites d\'après DBA (100 pas par hex) et peuvent changer. Qui possède les pions peut les corriger avant une partie.'
        : 'The printed counter tables are missing: these values are rebuilt from DBA (100 paces a hex) and may change. Players who own the counters can correct them before a game.'}</p>
      {d ? <p data-cdb-corrected>{fr ? `${d} valeur${d > 1 ? 's' : ''} corrigée${d > 1 ? 's' : ''} par les joueurs pour cette partie.` : `${d} value${d > 1 ? 's' : ''} corrected by the players for this game.`}</p> : null}
      <ul class="cdb-prov-list">
        {UNIT_TYPES.filter((t) => byType[t]).map((t) => <li><b>{CATALOGUE[t].name[fr ? 'fr' : 'en']} ({t})</b> · {byType[t]!.join(', ')}</li>)}
      </ul>
    </details>
  );
}
