// The armies of a DBA game, chosen when it is created (spec §6: the four lists of the
// rulebook with their choices, or a free army of 12 troop bases for a list from the
// player's own book), and shown read-only to the player who joins. They travel in the
// header as options the rules read (setup.ts armyFromConfig): army{seat}, choices{seat},
// cf{seat}, and for a free army free{seat}, topo{seat}, ag{seat}.
import type { Wire } from '../../engine/canonical';
import type { Lang } from '../../engine/contract';
import type { SetupProps } from '../../app/board-contract';
import { ARMY_LISTS, FREE_DEFAULTS, LIST_IDS, type ArmyList } from '../../rules/dba/data/armies';
import { BASES } from '../../rules/dba/data/troops';
import { TOPOGRAPHIES } from '../../rules/dba/data/terrain';

type T2 = [string, string];
const w = (lang: Lang, t: T2) => (lang === 'fr' ? t[1] : t[0]);

const TOPO_NAME: Record<string, T2> = {
  ARABLE: ['Arable', 'Cultivé'], FOREST: ['Forest', 'Forêt'], HILLY: ['Hilly', 'Collines'], STEPPE: ['Steppe', 'Steppe'],
  DRY: ['Dry', 'Aride'], TROPICAL: ['Tropical', 'Tropical'], LITTORAL: ['Littoral', 'Littoral'],
};
const FREE_START = ['3Kn', '3Cv', '3Cv', '2LH', '4Sp', '4Sp', '4Sp', '4Bd', '4Bw', '4Ax', '2Ps', '2Ps'];
/** Base codes a free army may use (the camp followers come with the camp, ARMY-03). */
const FREE_BASES = Object.keys(BASES).filter((b) => b !== 'CF');
const SEATS: T2[] = [['First army', 'Première armée'], ['Second army', 'Seconde armée']];
const DEFAULT_LIST = ['I/24b', 'I/26a'];

const listOf = (o: Record<string, Wire>, seat: number): string => (typeof o['army' + seat] === 'string' ? (o['army' + seat] as string) : DEFAULT_LIST[seat]);
const strings = (v: Wire | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The list's slots that offer a choice, one per element (an `allSame` line is one slot). */
function slots(list: ArmyList): { entry: number; of: number; choices: string[]; count: number }[] {
  const out: { entry: number; of: number; choices: string[]; count: number }[] = [];
  list.entries.forEach((en, i) => {
    if (en.choices.length < 2) return;
    if (en.allSame) out.push({ entry: i, of: 0, choices: en.choices, count: en.count });
    else for (let k = 0; k < en.count; k++) out.push({ entry: i, of: k, choices: en.choices, count: 1 });
  });
  return out;
}

/** The picks array the rules read: one base code per choosing element, in list order. */
function picksFor(list: ArmyList, chosen: string[]): string[] {
  const out: string[] = [];
  let k = 0;
  for (const s of slots(list)) {
    const v = chosen[k++] ?? s.choices[0];
    for (let i = 0; i < s.count; i++) out.push(v);
  }
  return out;
}
function chosenFrom(list: ArmyList, picks: string[]): string[] {
  const out: string[] = [];
  let k = 0;
  for (const s of slots(list)) { out.push(picks[k] ?? s.choices[0]); k += s.count; }
  return out;
}

function Select(props: { id: string; label: string; value: string; values: [string, string][]; onChange?: (v: string) => void }) {
  return (
    <label class="field dba-army-field" for={props.id}>
      <span class="label">{props.label}</span>
      <select class="input" id={props.id} value={props.value} disabled={!props.onChange} onChange={(e) => props.onChange?.((e.target as HTMLSelectElement).value)}>
        {props.values.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    </label>
  );
}

/** The army a seat brings, by name (its list's, or "Free army"), for the side's label. */
export function armyName(o: Record<string, Wire>, seat: number, lang: string): string {
  const list = ARMY_LISTS[listOf(o, seat)];
  return list ? (lang === 'fr' ? list.name.fr : list.name.en) : lang === 'fr' ? 'armée libre' : 'free army';
}

function Army(props: SetupProps & { seat: number }) {
  const { options: o, lang, seat } = props;
  const id = listOf(o, seat);
  const set = props.onChange ? (patch: Record<string, Wire | undefined>) => {
    const next = { ...o };
    for (const [k, v] of Object.entries(patch)) { if (v === undefined) delete next[k]; else next[k] = v; }
    props.onChange!(next);
  } : undefined;
  const lists: [string, string][] = [...LIST_IDS.map((l): [string, string] => [l, `${l} · ${w(lang, [ARMY_LISTS[l].name.en, ARMY_LISTS[l].name.fr])}`]), ['free', w(lang, ['Free army (your own list)', 'Armée libre (votre propre liste)'])]];
  const list = ARMY_LISTS[id];
  const free = id === 'free';
  const bases = free ? (strings(o['free' + seat]).length === 12 ? strings(o['free' + seat]) : FREE_START) : [];
  return (
    <fieldset class="fieldset" data-dba-army={seat}>
      <legend>{w(lang, SEATS[seat])}</legend>
      <Select id={`army-${seat}`} label={w(lang, ['Army list', 'Liste d\'armée'])} value={id} values={lists}
        onChange={set && ((v) => set(v === 'free'
          ? { ['army' + seat]: 'free', ['choices' + seat]: undefined, ['free' + seat]: FREE_START, ['topo' + seat]: FREE_DEFAULTS.topography, ['ag' + seat]: FREE_DEFAULTS.aggression }
          : { ['army' + seat]: v, ['choices' + seat]: picksFor(ARMY_LISTS[v], []), ['free' + seat]: undefined, ['topo' + seat]: undefined, ['ag' + seat]: undefined }))} />
      {list ? (
        <>
          <p class="help"><strong data-dba-army-name>{w(lang, [list.name.en, list.name.fr])}</strong>. {w(lang, [`Home topography ${w(lang, TOPO_NAME[list.topography])}, aggression ${list.aggression}. Elements: `, `Topographie ${w(lang, TOPO_NAME[list.topography])}, agressivité ${list.aggression}. Éléments : `])}
            {list.entries.map((en) => `${en.count}×${en.choices.join('/')}${en.general ? (lang === 'fr' ? ' (général)' : ' (general)') : ''}`).join(', ')}</p>
          {slots(list).map((s, k) => {
            const chosen = chosenFrom(list, strings(o['choices' + seat]));
            return (
              <Select key={k} id={`army-${seat}-pick-${k}`} label={w(lang, [`Choice ${k + 1} (${s.count > 1 ? `${s.count} elements` : 'one element'})`, `Choix ${k + 1} (${s.count > 1 ? `${s.count} éléments` : 'un élément'})`])}
                value={chosen[k]} values={s.choices.map((c) => [c, c])}
                onChange={set && ((v) => { const next = [...chosen]; next[k] = v; set({ ['choices' + seat]: picksFor(list, next) }); })} />
            );
          })}
        </>
      ) : free ? (
        <>
          <p class="help">{w(lang, ['Twelve bases from a list in the players\' own book; the first is the general. No list here checks them.', 'Douze socles tirés d\'une liste du livre des joueurs ; le premier est le général. Aucune liste d\'ici ne les vérifie.'])}</p>
          <div class="dba-free-grid" style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: "12px" }}>
            {bases.map((b, i) => (
              <Select key={i} id={`army-${seat}-base-${i}`} label={i === 0 ? w(lang, ['1 · general', '1 · général']) : String(i + 1)} value={b} values={FREE_BASES.map((c) => [c, `${c} (${BASES[c].type})`])}
                onChange={set && ((v) => { const next = [...bases]; next[i] = v; set({ ['free' + seat]: next }); })} />
            ))}
          </div>
          <Select id={`army-${seat}-topo`} label={w(lang, ['Home topography', 'Topographie d\'origine'])} value={String(o['topo' + seat] ?? FREE_DEFAULTS.topography)}
            values={TOPOGRAPHIES.map((t) => [t, w(lang, TOPO_NAME[t])])} onChange={set && ((v) => set({ ['topo' + seat]: v }))} />
          <Select id={`army-${seat}-ag`} label={w(lang, ['Aggression', 'Agressivité'])} value={String(o['ag' + seat] ?? FREE_DEFAULTS.aggression)}
            values={[0, 1, 2, 3, 4].map((n) => [String(n), String(n)])} onChange={set && ((v) => set({ ['ag' + seat]: Number(v) }))} />
        </>
      ) : null}
      <label class="check" for={`army-${seat}-cf`}>
        <input type="checkbox" id={`army-${seat}-cf`} checked={o['cf' + seat] === 1} disabled={!set} onChange={(e) => set?.({ ['cf' + seat]: (e.target as HTMLInputElement).checked ? 1 : 0 })} />
        <span>{w(lang, ['Camp followers guard the camp (ARMY-03)', 'Des suivants gardent le camp (ARMY-03)'])}</span>
      </label>
    </fieldset>
  );
}

/** Both armies: editable when creating (onChange given), read-only for the joiner. */
export function ArmiesSetup(props: SetupProps) {
  return (
    <section class="option-group" aria-labelledby="h-dba-armies" data-dba-armies>
      <h2 class="section-title" id="h-dba-armies">{w(props.lang, ['Armies', 'Armées'])}</h2>
      {props.onChange ? <p class="help">{w(props.lang, ['Agree on them with your opponent: both travel in the invitation.', 'Convenez-en avec votre adversaire : les deux voyagent dans l\'invitation.'])}</p> : null}
      <Army {...props} seat={0} />
      <Army {...props} seat={1} />
    </section>
  );
}
