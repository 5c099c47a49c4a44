// The army builder (14, 14.1, 14.2, sidebar-300) on the phone: a list, the points, the corps each
// led by its general, allied contingents, baggage; the rules' `checkArmy` says at every step what
// is wrong, in the player's language with its rule, and the army is sealed only when it may be
// fielded. Drawing and choosing only: the rules check the army again at the reveal.
import { useState } from 'preact/hooks';
import type { Text } from '../../engine/contract';
import { tx, format } from '../../app/i18n';
import { armyPoints, checkArmy, MAX_CORPS, type ArmyChoice, type CorpsChoice } from '../../rules/cdb/army';
import { ARMY_LISTS, POINTS, scaledMax, scaledMaxNarrow, scaledMin, scaledMinNarrow } from '../../rules/cdb/data/lists';
import { CATALOGUE } from '../../rules/cdb/data/units';
import { describeRefusal } from '../../rules/cdb/refusal-words';

type Built = Extract<ArmyChoice, { list: number }>;
const T = (en: string, fr: string): Text => ({ en, fr });
const W = {
  title: T('Build an army from a list', 'Composer une armée d\'après une liste'),
  list: T('List', 'Liste'),
  points: T('Points', 'Points'),
  corps: T('Corps {n}', 'Corps {n}'),
  cinc: T('commander-in-chief', 'général en chef'),
  allied: T('allied contingent: {l}', 'contingent allié : {l}'),
  general: T('General', 'Général'),
  addCorps: T('Add a corps', 'Ajouter un corps'),
  addAlly: T('Add allies: {l}', 'Ajouter des alliés : {l}'),
  remove: T('Remove this corps', 'Retirer ce corps'),
  cost: T('{c} of {p} points', '{c} points sur {p}'),
  army: T('In the army: {n} (list: {lo} to {hi})', 'Dans l\'armée : {n} (liste : de {lo} à {hi})'),
  ready: T('This army may be fielded.', 'Cette armée peut être alignée.'),
  seal: T('Seal this army', 'Sceller cette armée'),
  back: T('Back to the offered armies', 'Revenir aux armées proposées'),
  regular: T('regular', 'réguliers'),
  irregular: T('irregular', 'irréguliers'),
  perCounter: T('{c} pts each', '{c} pts pièce'),
  perCounterOne: T('1 pt each', '1 pt pièce'),
  mobileBaggage: T('Mobile baggage', 'Bagages mobiles'),
  immobileBaggage: T('Immobile baggage', 'Bagages immobiles'),
  noBaggage: T('Simplified game: no baggage, no commander-in-chief', 'Jeu simplifié : ni bagages ni général en chef'),
};

const generalEntry = (list: number) => Math.max(0, ARMY_LISTS[list].entries.findIndex((e) => e.general));

/** A first corps from the list's minima, its general the first type allowed to lead (a start the
 *  player changes; for most lists already an army that may be fielded). */
export function startArmy(list: number, points: number, narrow: boolean): Built {
  const l = ARMY_LISTS[list];
  const lo = narrow ? scaledMinNarrow : scaledMin;
  const general = generalEntry(list);
  const counts = l.entries.map((e) => lo(e.min, points));
  if (counts[general] < 1) counts[general] = 1;
  return { list, points, corps: [{ list, general, counts, mobile: 1, immobile: 1 }] };
}

/** A corps added to a built army: another corps of the army's own list starts with its general
 *  alone; an allied contingent with a quarter of each compulsory minimum (14.2), the general counted. */
export function addedCorps(list: number, points: number, narrow: boolean, ally: boolean): CorpsChoice {
  const lo = narrow ? scaledMinNarrow : scaledMin;
  const general = generalEntry(list);
  const counts = ARMY_LISTS[list].entries.map((e, k) => (ally ? (e.compulsory ? Math.max(k === general ? 1 : 0, Math.ceil(lo(e.min, points) / 4)) : 0) : k === general ? 1 : 0));
  return { list, general, counts, mobile: 1, immobile: 1 };
}

/** `simplified`: the 200-point option (CdB sidebar-200): the army takes the field without
 *  baggage and without a commander-in-chief, so neither is offered (the choice keeps its two
 *  baggage per corps, which the rules leave unused). */
export function ArmyBuilder(p: { lang: string; narrow: boolean; simplified?: boolean; onSeal(a: ArmyChoice): void; onBack(): void }) {
  const L = (t: Text) => tx(t, p.lang as 'en');
  const fr = p.lang === 'fr';
  const [army, setArmy] = useState<Built>(() => startArmy(0, 0, p.narrow));
  const own = ARMY_LISTS[army.list];
  const refusal = checkArmy(army, p.narrow);
  const cost = armyPoints(army);
  const setCorps = (i: number, c: CorpsChoice) => setArmy({ ...army, corps: army.corps.map((x, k) => (k === i ? c : x)) });
  const ownCorps = army.corps.filter((c) => c.list === army.list).length;
  const allies = own.allies.map((id) => ARMY_LISTS.findIndex((l) => l.id === id)).filter((i) => i >= 0 && !army.corps.some((c) => c.list === i));
  const total = (entry: number) => army.corps.filter((c) => c.list === army.list).reduce((t, c) => t + c.counts[entry], 0);
  const lo = p.narrow ? scaledMinNarrow : scaledMin, hi = p.narrow ? scaledMaxNarrow : scaledMax;

  const stepper = (label: string, n: number, set: (n: number) => void, hook: string, max = 99) => (
    <span class="cdb-step" data-cdb-build-step={hook}>
      <button type="button" class="btn" aria-label={`${label} −1`} disabled={n <= 0} onClick={() => set(n - 1)}>−</button>
      <b aria-live="polite">{n}</b>
      <button type="button" class="btn" aria-label={`${label} +1`} disabled={n >= max} onClick={() => set(n + 1)}>+</button>
    </span>
  );

  return (
    <div class="cdb-builder" data-cdb-builder>
      <p class="hx-hint"><b>{L(W.title)}</b></p>
      <div class="cdb-build-row" role="group" aria-label={L(W.list)}>
        <span class="hx-k">{L(W.list)}</span>
        {ARMY_LISTS.map((l, i) => (
          <button type="button" class="btn" aria-pressed={army.list === i} data-cdb-build-list={i} onClick={() => setArmy(startArmy(i, army.points, p.narrow))}>{tx(l.name, p.lang as 'en')}</button>
        ))}
      </div>
      <div class="cdb-build-row" role="group" aria-label={L(W.points)}>
        <span class="hx-k">{L(W.points)}</span>
        {POINTS.map((pt, i) => (
          <button type="button" class="btn" aria-pressed={army.points === i} data-cdb-build-points={pt} onClick={() => setArmy(startArmy(army.list, i, p.narrow))}>{pt}</button>
        ))}
      </div>
      {army.corps.map((c, i) => {
        const l = ARMY_LISTS[c.list];
        const allied = c.list !== army.list;
        const title = format(L(W.corps), { n: i + 1 }) + ' — ' + (i === 0 ? (p.simplified ? tx(l.name, p.lang as 'en') : L(W.cinc)) : allied ? format(L(W.allied), { l: tx(l.name, p.lang as 'en') }) : tx(l.name, p.lang as 'en'));
        return (
          <fieldset class="cdb-build-corps" data-cdb-build-corps={i}>
            <legend>{title}</legend>
            <label class="cdb-build-general">
              <span class="hx-k">{L(W.general)}</span>
              <select data-cdb-build-general onChange={(e) => {
                const g = Number((e.target as HTMLSelectElement).value);
                const counts = [...c.counts];
                if (counts[g] < 1) counts[g] = 1;
                setCorps(i, { ...c, general: g, counts });
              }}>
                {l.entries.map((e, k) => (e.general ? <option value={k} selected={c.general === k}>{tx(CATALOGUE[e.type].name, p.lang as 'en')} ({e.quality}) {L(e.regular ? W.regular : W.irregular)}</option> : null))}
              </select>
            </label>
            <ul class="cdb-build-entries">
              {l.entries.map((e, k) => {
                const name = `${tx(CATALOGUE[e.type].name, p.lang as 'en')} (${e.quality}) ${L(e.regular ? W.regular : W.irregular)}`;
                return (
                  <li data-cdb-build-entry={k}>
                    <span class="cdb-build-name">{name}<small>{e.cost === 1 ? L(W.perCounterOne) : format(L(W.perCounter), { c: e.cost })}{allied ? '' : ' · ' + format(L(W.army), { n: total(k), lo: lo(e.min, army.points), hi: hi(e.max, army.points) })}</small></span>
                    {stepper(name, c.counts[k], (n) => { const counts = [...c.counts]; counts[k] = n; setCorps(i, { ...c, counts }); }, `${i}-${k}`)}
                  </li>
                );
              })}
              {p.simplified ? <li data-cdb-build-nobaggage><span class="cdb-build-name">{L(W.noBaggage)}</span></li> : <>
                <li>
                  <span class="cdb-build-name">{L(W.mobileBaggage)}</span>
                  {stepper(L(W.mobileBaggage), c.mobile, (n) => setCorps(i, { ...c, mobile: n }), `${i}-mobile`, 8)}
                </li>
                <li>
                  <span class="cdb-build-name">{L(W.immobileBaggage)}</span>
                  {stepper(L(W.immobileBaggage), c.immobile, (n) => setCorps(i, { ...c, immobile: n }), `${i}-immobile`, 8)}
                </li>
              </>}
            </ul>
            {i > 0 ? <button type="button" class="btn" data-cdb-build-remove={i} onClick={() => setArmy({ ...army, corps: army.corps.filter((_, k) => k !== i) })}>{L(W.remove)}</button> : null}
          </fieldset>
        );
      })}
      <div class="hx-actions">
        {army.corps.length < MAX_CORPS && ownCorps < own.generals ? (
          <button type="button" class="btn" data-cdb-build-add onClick={() => setArmy({ ...army, corps: [...army.corps, addedCorps(army.list, army.points, p.narrow, false)] })}>{L(W.addCorps)}</button>
        ) : null}
        {army.corps.length < MAX_CORPS ? allies.map((a) => (
          <button type="button" class="btn" data-cdb-build-ally={a} onClick={() => setArmy({ ...army, corps: [...army.corps, addedCorps(a, army.points, p.narrow, true)] })}>{format(L(W.addAlly), { l: tx(ARMY_LISTS[a].name, p.lang as 'en') })}</button>
        )) : null}
      </div>
      <button type="button" class="btn" data-cdb-build-back onClick={p.onBack}>{L(W.back)}</button>
      {/* Kept in sight while the player scrolls the corps: the cost, what is wrong, the seal. */}
      <div class="cdb-build-foot">
        <p class="cdb-build-cost" data-cdb-build-cost>{format(L(W.cost), { c: cost, p: POINTS[army.points] })}</p>
        <p class={refusal ? 'cdb-build-refusal' : 'cdb-build-ok'} data-cdb-build-verdict={refusal ? 'refused' : 'ok'} role="status">
          {refusal ? describeRefusal(null, refusal, fr ? 'fr' : 'en') : L(W.ready)}
        </p>
        <button type="button" class="btn hx-primary" data-cdb-build-seal disabled={!!refusal} onClick={() => p.onSeal(army)}>{L(W.seal)}</button>
      </div>
    </div>
  );
}
