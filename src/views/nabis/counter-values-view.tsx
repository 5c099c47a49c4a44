// "Counter values": every Nabis counter and leader value, its provenance and an input
// (issue 15), folded under a one-line summary. On the new-game form the player corrects
// values from the printed counter sheet; on the invitation (no onChange) the joiner reads
// the values that differ from the defaults, each one, before accepting.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Wire } from '../../engine/canonical';
import type { Lang } from '../../engine/contract';
import {
  checkValue, correctionsOf, counterFields, faceName, measureName, provenanceText, setValue, valuesSummary, withCorrections,
  type Corrections, type Face, type ValueField,
} from './counter-values';
import { ValueSets } from './value-sets';
import { mapRowsOf, withMapRows } from './map-paint';
import { counterName } from '../../rules/nabis/data/names';

const CSS = `
.nb-cv { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; margin: 12px 0; background: var(--surface); }
.nb-cv > summary { min-height: 44px; display: flex; align-items: center; gap: 8px; cursor: pointer; list-style: none; }
.nb-cv > summary::-webkit-details-marker { display: none; }
.nb-cv > summary::before { content: '▶'; font-size: 0.7em; }
/* The app's details marker turns a quarter when open: the same arrow, turned, points down. */
.nb-cv-title { font-weight: 700; }
.nb-cv-sum { color: var(--muted); font-size: 0.85rem; }
.nb-cv-help { font-size: 0.85rem; color: var(--muted); margin: 0 0 8px; }
.nb-cv-block { border-top: 1px solid var(--border); padding: 8px 0; margin: 0; min-width: 0; }
.nb-cv-block h3 { font-size: 1rem; margin: 4px 0; }
.nb-cv-face { font-size: 0.8rem; font-weight: 600; margin: 6px 0 2px; }
.nb-cv-row { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 6px; }
.nb-cv-f { display: flex; flex-direction: column; gap: 2px; font-size: 0.78rem; min-width: 0; }
.nb-cv-f input { width: 100%; min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-size: 1rem; }
.nb-cv-f.mine input { border: 2px solid var(--accent); background: var(--accent-soft); }
.nb-cv-f.bad input { border: 2px solid var(--err); }
.nb-cv-mine { color: var(--accent); font-weight: 700; }
.nb-cv-prov { font-size: 0.75rem; color: var(--muted); margin: 2px 0 0; overflow-wrap: anywhere; }
.nb-cv-err { color: var(--err); font-size: 0.78rem; margin: 2px 0 0; }
.nb-cv-sets { border-top: 1px solid var(--border); padding: 8px 0; }
.nb-cv-setlist { list-style: none; padding: 0; margin: 0 0 6px; display: flex; flex-direction: column; gap: 6px; }
.nb-cv-setlist .btn { width: 100%; text-align: left; }
.nb-cv-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.nb-cv-buttons .btn { flex: 1 1 150px; min-height: 44px; display: inline-flex; align-items: center; justify-content: center; }
.nb-cv-file { cursor: pointer; }
.nb-cv-hidden { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.nb-cv-ok { color: var(--ok); font-size: 0.85rem; margin: 4px 0 0; }
.nb-cv-list { margin: 4px 0 10px; padding-left: 18px; font-size: 0.85rem; }
.nb-cv-sets .nb-cv-f { margin-top: 10px; }
.nb-cv-link { width: 100%; box-sizing: border-box; min-height: 44px; margin-top: 6px; padding: 6px 10px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font: 0.8rem/1.3 ui-monospace, monospace; overflow-wrap: anywhere; resize: vertical; }
`;

const TEXT = {
  title: { en: 'Counter values', fr: 'Valeurs des pions' },
  help: {
    en: 'The printed counter sheet is missing from our copy: most values are placeholders. If you own the counters, correct the values here; both players see them before the game starts.',
    fr: 'La planche de pions imprimée manque à notre exemplaire : la plupart des valeurs sont provisoires. Si vous avez les pions, corrigez les valeurs ici ; les deux joueurs les voient avant le début de la partie.',
  },
  mine: { en: 'yours', fr: 'à vous' },
  shoot: { en: 'Shooting', fr: 'Tir' },
  leaders: { en: 'Leaders', fr: 'Chefs' },
  wounded: {
    en: 'The wounded marker\'s values are missing too: how a wounded leader\'s bonus changes is chosen under Rule interpretations.',
    fr: 'Les valeurs du marqueur « blessé » manquent aussi : la variation du bonus d\'un chef blessé se choisit dans les interprétations des règles.',
  },
  differ: { en: 'Values that differ from the defaults:', fr: 'Valeurs différentes de celles par défaut :' },
  none: { en: 'Every value is the default one.', fr: 'Toutes les valeurs sont celles par défaut.' },
  was: { en: 'default', fr: 'par défaut' },
};
const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
const tr = (x: { en: string; fr: string }, lang: Lang) => (lang === 'fr' ? x.fr : x.en);

/** The field's name in a sentence: "Hastati, front, Strength". */
export function fieldLabel(f: ValueField, lang: Lang): string {
  return [counterName(f.name, lang === 'fr'), f.face ? faceName(f.face, lang) : '', measureName(f, lang)].filter(Boolean).join(', ');
}

function Field(props: { f: ValueField; corr: Corrections; text: string | undefined; error: string | undefined; lang: Lang; onInput(key: string, text: string): void }) {
  const { f, corr, lang } = props;
  const mine = corr[f.key] !== undefined;
  const value = props.text ?? String(corr[f.key] ?? f.def);
  const id = 'nbcv-' + f.key.replace(/[^A-Za-z0-9]+/g, '-');
  return (
    <label class={`nb-cv-f${mine ? ' mine' : ''}${props.error ? ' bad' : ''}`} for={id} data-nb-value={f.key} data-mine={mine ? '' : undefined}>
      <span>{f.measure === 'shoot' ? tr(TEXT.shoot, lang) + ' (1/0)' : measureName(f, lang)}{mine ? <> · <span class="nb-cv-mine">{tr(TEXT.mine, lang)}</span></> : null}</span>
      <input id={id} inputMode="numeric" autocomplete="off" value={value} aria-invalid={!!props.error} aria-describedby={props.error ? id + '-err' : undefined}
        aria-label={fieldLabel(f, lang)} onInput={(e) => props.onInput(f.key, (e.target as HTMLInputElement).value)} />
      {props.error ? <span class="nb-cv-err" id={id + '-err'} role="alert">{props.error}</span> : null}
    </label>
  );
}

/** One provenance line per face when its values share it, else one per value. */
function Provenances(props: { list: ValueField[]; lang: Lang }) {
  const texts = props.list.map((f) => provenanceText(f.prov, props.lang));
  if (texts.every((x) => x === texts[0])) return <p class="nb-cv-prov">{texts[0]}</p>;
  return <>{props.list.map((f, i) => <p class="nb-cv-prov">{measureName(f, props.lang)}: {texts[i]}</p>)}</>;
}

export function CounterValues(props: { options: Record<string, Wire>; onChange?(next: Record<string, Wire>): void; onProblems?(count: number): void; lang: Lang }) {
  const { lang } = props;
  const fields = useMemo(() => counterFields(props.options), [props.options.cavalryValues]);
  const corr = useMemo(() => correctionsOf(props.options, fields), [props.options, fields]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = valuesSummary(fields, corr, lang);
  const problems = Object.keys(errors).length;
  useEffect(() => props.onProblems?.(problems), [problems]);

  if (!props.onChange) {
    // The invitation: the values that differ, each one with the default it replaces.
    const diff = fields.filter((f) => corr[f.key] !== undefined);
    return (
      <details class="nb-cv" data-nb-values data-nb-values-read open={diff.length > 0}>
        <style>{CSS}</style>
        <summary><span><span class="nb-cv-title">{tr(TEXT.title, lang)}</span><span class="nb-cv-sum" data-summary> · {summary}</span></span></summary>
        {diff.length ? (
          <>
            <p class="nb-cv-help">{tr(TEXT.differ, lang)}</p>
            <ul class="nb-cv-list" data-nb-differences>
              {diff.map((f) => <li data-nb-diff={f.key}>{fieldLabel(f, lang)}: <b>{corr[f.key]}</b> ({tr(TEXT.was, lang)} {f.def})</li>)}
            </ul>
          </>
        ) : <p class="nb-cv-help">{tr(TEXT.none, lang)}</p>}
      </details>
    );
  }

  const onInput = (key: string, text: string) => {
    const f = fields.find((x) => x.key === key)!;
    const c = checkValue(f, text, lang);
    setTexts({ ...texts, [key]: text });
    if (!c.ok) { setErrors({ ...errors, [key]: c.message }); return; } // nothing invalid reaches the header
    const { [key]: _gone, ...rest } = errors;
    setErrors(rest);
    props.onChange!(withCorrections(props.options, fields, setValue(fields, corr, key, c.value)));
  };
  const field = (f: ValueField) => <Field key={f.key} f={f} corr={corr} text={texts[f.key]} error={errors[f.key]} lang={lang} onInput={onInput} />;
  const face = (list: ValueField[], fc: Face, oneSource: boolean) => {
    const l = list.filter((f) => f.face === fc);
    if (!l.length) return null;
    return (
      <>
        {fc ? <p class="nb-cv-face">{cap(faceName(fc, lang))}</p> : null}
        <div class="nb-cv-row">{l.map(field)}</div>
        {oneSource ? null : <Provenances list={l} lang={lang} />}
      </>
    );
  };
  const owners = [...new Set(fields.map((f) => f.kind + ':' + f.owner))];
  const bad = Object.keys(errors).length;
  return (
    <details class="nb-cv" data-nb-values>
      <style>{CSS}</style>
      <summary><span><span class="nb-cv-title">{tr(TEXT.title, lang)}</span><span class="nb-cv-sum" data-summary> · {summary}</span></span></summary>
      <p class="nb-cv-help">{tr(TEXT.help, lang)}</p>
      <ValueSets fields={fields} corr={corr} map={mapRowsOf(props.options)} options={props.options} lang={lang}
        use={(c, map) => { setTexts({}); setErrors({}); props.onChange!(withMapRows(withCorrections(props.options, fields, c), map)); }} />
      {bad ? <p class="nb-cv-err" role="alert">{lang === 'fr' ? `${bad} valeur(s) à corriger : elles ne sont pas prises en compte.` : `${bad} value(s) to fix: they are not used.`}</p> : null}
      {owners.map((o, i) => {
        const list = fields.filter((f) => f.kind + ':' + f.owner === o);
        // One source for the whole counter: said once, under its name.
        const oneSource = new Set(list.map((f) => provenanceText(f.prov, lang))).size === 1;
        const firstLeader = list[0].kind === 'leader' && fields.filter((f) => f.kind + ':' + f.owner === owners[i - 1])[0]?.kind === 'unit';
        return (
          <>
            {firstLeader ? <><h3 class="nb-cv-face" style={{ fontSize: '1rem' }}>{tr(TEXT.leaders, lang)}</h3><p class="nb-cv-help" data-nb-wounded>{tr(TEXT.wounded, lang)}</p></> : null}
            <section class="nb-cv-block" data-nb-counter={list[0].owner}>
              <h3>{counterName(list[0].name, lang === 'fr')}</h3>
              {oneSource ? <p class="nb-cv-prov" data-nb-source>{provenanceText(list[0].prov, lang)}</p> : null}
              {face(list, 'front', oneSource)}
              {face(list, 'back', oneSource)}
              {face(list, 'repl', oneSource)}
              {face(list, '', oneSource)}
            </section>
          </>
        );
      })}
    </details>
  );
}
