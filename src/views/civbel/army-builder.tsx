// The army builder of the scenario "choose-armies" on the phone (ORG-01..20): the army's
// city, its General and second-in-command, an independent allied contingent, commands of
// a kind, and in each its units, Legions and special troop stands from the catalogue of
// pp. 8–9. The rules' organisation validator (army-choice.ts choiceRefusals) says at every
// step what is wrong, in the player's language with its rule; the army is sealed only
// when it may take the field. Drawing and choosing only: the rules judge it again when shown.
import { format } from '../../app/i18n';
import { useState } from 'preact/hooks';
import type { Lang, Seat } from '../../engine/contract';
import { armyListOf, choiceRefusals, COMMAND_KINDS, MAX_COMMANDS, MAX_STANDS, MAX_UNITS, type BuiltArmy, type BuiltUnit, type CommandKind } from '../../rules/civbel/army-choice';
import { CITIES, TROOP_NAMES } from '../../rules/civbel/data/army-names';
import { GRADES, MORALE, type Grade, type MoraleClass } from '../../rules/civbel/data/tables';
import { TROOP_TYPES, troopType, type TroopTypeId } from '../../rules/civbel/data/troops';
import { armyPoints } from '../../rules/civbel/points';
import { rowFits } from '../../rules/civbel/deployment';
import { nameIn } from '../../rules/civbel/names';
import { ruleSuffix } from '../../rules/civbel/rule-names';
import { tr, type T2 } from './labels';

const BW: Record<string, T2> = {
  title: ['Build your army', 'Composez votre armée'],
  help: ['Units are named by their type and number; the rules say below what is wrong, with the rule.', 'Les unités sont nommées par leur type et un numéro ; les règles disent ci-dessous ce qui ne va pas, avec la règle.'],
  city: ['Named after', 'Nommée d’après'],
  exceptional: ['Exceptional General (+1 to his command points roll)', 'Général exceptionnel (+1 au jet de ses points de commandement)'],
  second: ['A second-in-command', 'Un commandant en second'],
  ally: ['Independent allied contingent', 'Contingent allié indépendant'],
  generalOnFoot: ['General on foot', 'Général à pied'],
  secondOnFoot: ['Second-in-command on foot', 'Commandant en second à pied'],
  allyOnFoot: ['Allied commander on foot', 'Commandant allié à pied'],
  onFoot: ['Commander on foot', 'Commandant à pied'],
  footHelp: ['A leader on foot costs 10 points less (the book\'s figure is lost: ours) and moves 1 JT for each Move, not 5.', 'Un chef à pied coûte 10 points de moins (le chiffre du livre est perdu : le nôtre) et se déplace de 1 JJ par mouvement, non de 5.'],
  none: ['none', 'aucun'],
  command: ['Command {n}', 'Commandement {n}'],
  allied: ['in the allied contingent', 'dans le contingent allié'],
  addUnit: ['Add a unit', 'Ajouter une unité'],
  addLegion: ['Add a Legion', 'Ajouter une légion'],
  addSpecial: ['Add a special stand', 'Ajouter un socle spécial'],
  addCommand: ['Add a command', 'Ajouter un commandement'],
  removeCommand: ['Remove this command', 'Retirer ce commandement'],
  remove: ['Remove', 'Retirer'],
  stands: ['Stands', 'Socles'],
  perLine: ['Stands a line', 'Socles par ligne'],
  lines: ['Lines', 'Lignes'],
  grade: ['Grade', 'Qualité'],
  morale: ['Morale', 'Moral'],
  manipular: ['manipular', 'manipulaire'],
  cohort: ['of cohorts', 'de cohortes'],
  armoured: ['armoured', 'cuirassés'],
  uns: ['under-strength', 'en sous-effectif'],
  integralInfantry: ['with integral infantry', 'avec infanterie intégrée'],
  sparabara: ['sparabara', 'sparabara'],
  camel: ['on camels', 'à chameau'],
  hoplite: ['hoplites', 'hoplites'],
  cost: ['{c} of {p} points', '{c} points sur {p}'],
  ready: ['This army may take the field.', 'Cette armée peut entrer en campagne.'],
  noRoom: ['The army does not fit in its deployment zone, even in several rows (provisional rule A.7).', 'L’armée ne tient pas dans sa zone de déploiement, même sur plusieurs rangs (règle provisoire A.7).'],
  seal: ['Seal this army', 'Sceller cette armée'],
  back: ['Back to the offered armies', 'Revenir aux armées proposées'],
};
const KIND: Record<CommandKind, T2> = { infantry: ['infantry', 'infanterie'], cavalry: ['cavalry', 'cavalerie'], elephant: ['elephants', 'éléphants'] };
const MORALE_WORD: Record<MoraleClass, T2> = { exceptional: ['exceptional', 'exceptionnel'], high: ['high', 'élevé'], average: ['average', 'moyen'], poor: ['poor', 'faible'] };

const PLAIN_TYPES = TROOP_TYPES.filter((t) => t.category !== 'SPECIAL').map((t) => t.id);
const SPECIAL_TYPES = TROOP_TYPES.filter((t) => t.category === 'SPECIAL').map((t) => t.id);
type Plain = Extract<BuiltUnit, { kind: 'unit' }>;
const NO_FLAGS = { armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false };
const plainUnit = (command: number, type: TroopTypeId = 'spearmen'): Plain => ({ kind: 'unit', command, type, stands: 4, grade: 'C', morale: 'average', ...NO_FLAGS });
const manipular = (command: number, stands = 3): BuiltUnit => ({
  kind: 'legion', command, legionKind: 'manipular', grade: 'B', subunits: [
    { type: 'swordsmen', stands, morale: 'average', armoured: false, uns: false },
    { type: 'swordsmen', stands, morale: 'average', armoured: false, uns: false },
    { type: 'spearmen', stands, morale: 'high', armoured: true, uns: true },
  ],
});
const cohorts = (command: number, lines = 3, stands = 3): Extract<BuiltUnit, { kind: 'legion' }> => ({ kind: 'legion', command, legionKind: 'cohort', grade: 'B', subunits: Array.from({ length: lines }, () => ({ type: 'swordsmen' as const, stands, morale: 'average' as const, armoured: false, uns: false })) });

/** The flags a plain unit of a type may carry (army.ts), each offered only where the book allows it. */
function flagsFor(type: TroopTypeId): (keyof typeof NO_FLAGS)[] {
  const t = troopType(type)!;
  return [
    ...(t.category !== 'SPECIAL' && type !== 'cataphracts' ? ['armoured' as const] : []),
    ...(t.category === 'HI' ? ['uns' as const] : []),
    ...(type === 'heavyCavalry' ? ['integralInfantry' as const] : []),
    ...(type === 'bowmen' ? ['sparabara' as const] : []),
    ...(t.category === 'CAV' ? ['camel' as const] : []),
    ...(type === 'spearmen' ? ['hoplite' as const] : []),
  ];
}

/** A first army: Rome's name, one infantry command with a unit of Spearmen (the player changes it). */
export const START_ARMY: BuiltArmy = { city: 0, exceptional: false, second: false, ally: null, commands: [{ kind: 'infantry', allied: false }], units: [plainUnit(0)] };

export function ArmyBuilder(p: { lang: Lang; side: Seat; limit: number; onSeal(a: BuiltArmy): void; onBack(): void }) {
  const { lang, side, limit } = p;
  const fr = lang === 'fr';
  const L = (t: T2) => tr(lang, t);
  const [army, setArmy] = useState<BuiltArmy>(START_ARMY);
  const list = armyListOf(army, side);
  const [first] = choiceRefusals(army, side, limit);
  const fits = !first && rowFits(side, list);
  const cost = armyPoints(list);
  const setUnit = (i: number, u: BuiltUnit) => setArmy({ ...army, units: army.units.map((x, k) => (k === i ? u : x)) });
  const dropUnit = (i: number) => setArmy({ ...army, units: army.units.filter((_, k) => k !== i) });
  const addUnit = (u: BuiltUnit) => { if (army.units.length < MAX_UNITS) setArmy({ ...army, units: [...army.units, u] }); };
  const dropCommand = (c: number) => setArmy({ ...army, commands: army.commands.filter((_, k) => k !== c), units: army.units.filter((u) => u.command !== c).map((u) => (u.command > c ? { ...u, command: u.command - 1 } : u)) });

  const stepper = (label: string, n: number, set: (n: number) => void, hook: string, lo = 1, hi = MAX_STANDS) => (
    <span class="cb-step" data-cb-build-step={hook}>
      <button type="button" class="btn" aria-label={`${label} −1`} disabled={n <= lo} onClick={() => set(n - 1)}>−</button>
      <b aria-live="polite">{n}</b>
      <button type="button" class="btn" aria-label={`${label} +1`} disabled={n >= hi} onClick={() => set(n + 1)}>+</button>
    </span>
  );
  const select = <T extends string | number>(label: string, value: T, choices: readonly { v: T; t: string }[], set: (v: T) => void, hook: string) => (
    <label class="cb-build-field">
      <span class="cb-k">{label}</span>
      <select data-cb-build={hook} onChange={(e) => { const raw = (e.target as HTMLSelectElement).value; const c = choices.find((x) => String(x.v) === raw); if (c) set(c.v); }}>
        {choices.map((c) => <option value={String(c.v)} selected={c.v === value}>{c.t}</option>)}
      </select>
    </label>
  );
  const toggle = (label: string, on: boolean, set: (on: boolean) => void, hook: string) => (
    <button type="button" class="btn cb-toggle" aria-pressed={on} data-cb-build-toggle={hook} onClick={() => set(!on)}>{label}</button>
  );
  const grades = GRADES.map((g) => ({ v: g as Grade, t: g }));
  const morales = MORALE.map((m) => ({ v: m.id, t: L(MORALE_WORD[m.id]) }));
  const unitRow = (u: BuiltUnit, i: number) => {
    const name = nameIn(list.units[i].name, fr);
    if (u.kind === 'special') return (
      <li class="cb-build-unit" data-cb-build-unit={i}>
        <b>{name}</b>
        {select(fr ? 'Type' : 'Type', u.type, SPECIAL_TYPES.map((t) => ({ v: t, t: fr ? TROOP_NAMES[t].fr : TROOP_NAMES[t].en })), (type) => setUnit(i, { ...u, type }), `type-${i}`)}
        <button type="button" class="btn" data-cb-build-remove={i} onClick={() => dropUnit(i)}>{L(BW.remove)}</button>
      </li>
    );
    if (u.kind === 'legion') {
      const per = u.subunits[0].stands;
      return (
        <li class="cb-build-unit" data-cb-build-unit={i}>
          <b>{name} ({L(u.legionKind === 'manipular' ? BW.manipular : BW.cohort)})</b>
          {select(L(BW.grade), u.grade, grades, (grade) => setUnit(i, { ...u, grade }), `grade-${i}`)}
          {u.legionKind === 'manipular'
            ? <span class="cb-build-field"><span class="cb-k">{L(BW.perLine)}</span>{stepper(L(BW.perLine), per, (n) => setUnit(i, manipularSized(u, n)), `legion-${i}`, 1, 4)}</span>
            : <>
                <span class="cb-build-field"><span class="cb-k">{L(BW.lines)}</span>{stepper(L(BW.lines), u.subunits.length, (n) => setUnit(i, { ...cohorts(u.command, n, per), grade: u.grade }), `lines-${i}`, 2, 3)}</span>
                <span class="cb-build-field"><span class="cb-k">{L(BW.perLine)}</span>{stepper(L(BW.perLine), per, (n) => setUnit(i, { ...u, subunits: u.subunits.map((s) => ({ ...s, stands: n })) }), `legion-${i}`, 1, 6)}</span>
              </>}
          <button type="button" class="btn" data-cb-build-remove={i} onClick={() => dropUnit(i)}>{L(BW.remove)}</button>
        </li>
      );
    }
    return (
      <li class="cb-build-unit" data-cb-build-unit={i}>
        <b>{name}</b>
        {select(fr ? 'Type' : 'Type', u.type, PLAIN_TYPES.map((t) => ({ v: t, t: fr ? TROOP_NAMES[t].fr : TROOP_NAMES[t].en })), (type) => setUnit(i, { ...u, type, ...NO_FLAGS }), `type-${i}`)}
        <span class="cb-build-field"><span class="cb-k">{L(BW.stands)}</span>{stepper(L(BW.stands), u.stands, (n) => setUnit(i, { ...u, stands: n }), `stands-${i}`)}</span>
        {select(L(BW.grade), u.grade, grades, (grade) => setUnit(i, { ...u, grade }), `grade-${i}`)}
        {select(L(BW.morale), u.morale, morales, (morale) => setUnit(i, { ...u, morale }), `morale-${i}`)}
        <span class="row">{flagsFor(u.type).map((f) => toggle(L(BW[f]), u[f], (on) => setUnit(i, { ...u, [f]: on }), `${f}-${i}`))}</span>
        <button type="button" class="btn" data-cb-build-remove={i} onClick={() => dropUnit(i)}>{L(BW.remove)}</button>
      </li>
    );
  };
  const cities = CITIES.map((c, i) => ({ v: i, t: fr ? c.fr : c.en }));
  const verdict = first ? `${fr ? first.text.fr : first.text.en}${ruleSuffix(first.rule, false, fr)}` : fits ? L(BW.ready) : L(BW.noRoom);
  return (
    <div class="cb-builder" data-cb-builder>
      <h3>{L(BW.title)}</h3>
      <p class="tv-help">{L(BW.help)}</p>
      {/* What the rules say now, at the top too: the list below is long on a phone. */}
      <p class={first || !fits ? 'cb-build-refusal' : 'cb-build-ok'} data-cb-build-top>{format(L(BW.cost), { c: cost, p: limit })} · {verdict}</p>
      {select(L(BW.city), army.city, cities, (city) => setArmy({ ...army, city }), 'city')}
      <div class="row">
        {toggle(L(BW.exceptional), army.exceptional, (exceptional) => setArmy({ ...army, exceptional }), 'exceptional')}
        {toggle(L(BW.second), army.second, (second) => setArmy({ ...army, second, secondOnFoot: second && army.secondOnFoot }), 'second')}
      </div>
      <div class="row">
        {toggle(L(BW.generalOnFoot), !!army.generalOnFoot, (generalOnFoot) => setArmy({ ...army, generalOnFoot }), 'general-foot')}
        {army.second ? toggle(L(BW.secondOnFoot), !!army.secondOnFoot, (secondOnFoot) => setArmy({ ...army, secondOnFoot }), 'second-foot') : null}
        {army.ally !== null ? toggle(L(BW.allyOnFoot), !!army.allyOnFoot, (allyOnFoot) => setArmy({ ...army, allyOnFoot }), 'ally-foot') : null}
      </div>
      <p class="tv-help">{L(BW.footHelp)}</p>
      {select(L(BW.ally), army.ally ?? -1, [{ v: -1, t: L(BW.none) }, ...cities], (a) => setArmy({ ...army, ally: a < 0 ? null : a, allyOnFoot: a >= 0 && army.allyOnFoot, commands: army.commands.map((c) => ({ ...c, allied: a < 0 ? false : c.allied })) }), 'ally')}
      {army.commands.map((c, ci) => (
        <fieldset class="cb-build-command" data-cb-build-command={ci}>
          <legend>{format(L(BW.command), { n: ci + 1 })}</legend>
          {select(fr ? 'Genre' : 'Kind', c.kind, COMMAND_KINDS.map((k) => ({ v: k, t: L(KIND[k]) })), (kind) => setArmy({ ...army, commands: army.commands.map((x, k) => (k === ci ? { ...x, kind } : x)) }), `kind-${ci}`)}
          <div class="row">
            {toggle(L(BW.onFoot), !!c.onFoot, (onFoot) => setArmy({ ...army, commands: army.commands.map((x, k) => (k === ci ? { ...x, onFoot } : x)) }), `foot-${ci}`)}
            {army.ally !== null ? toggle(L(BW.allied), c.allied, (allied) => setArmy({ ...army, commands: army.commands.map((x, k) => (k === ci ? { ...x, allied } : x)) }), `allied-${ci}`) : null}
          </div>
          <ul class="cb-build-units">{army.units.map((u, i) => (u.command === ci ? unitRow(u, i) : null))}</ul>
          <div class="row">
            <button type="button" class="btn" data-cb-build-add-unit={ci} disabled={army.units.length >= MAX_UNITS} onClick={() => addUnit(plainUnit(ci, c.kind === 'cavalry' ? 'lightCavalry' : c.kind === 'elephant' ? 'skirmishers' : 'spearmen'))}>{L(BW.addUnit)}</button>
            {c.kind === 'infantry' ? <button type="button" class="btn" data-cb-build-add-legion={ci} disabled={army.units.length >= MAX_UNITS} onClick={() => addUnit(manipular(ci))}>{L(BW.addLegion)} ({L(BW.manipular)})</button> : null}
            {c.kind === 'infantry' ? <button type="button" class="btn" data-cb-build-add-cohorts={ci} disabled={army.units.length >= MAX_UNITS} onClick={() => addUnit(cohorts(ci))}>{L(BW.addLegion)} ({L(BW.cohort)})</button> : null}
            <button type="button" class="btn" data-cb-build-add-special={ci} disabled={army.units.length >= MAX_UNITS} onClick={() => addUnit({ kind: 'special', command: ci, type: c.kind === 'infantry' ? 'artillery' : 'elephantAfrican' })}>{L(BW.addSpecial)}</button>
            {army.commands.length > 1 ? <button type="button" class="btn" data-cb-build-remove-command={ci} onClick={() => dropCommand(ci)}>{L(BW.removeCommand)}</button> : null}
          </div>
        </fieldset>
      ))}
      {army.commands.length < MAX_COMMANDS ? <button type="button" class="btn" data-cb-build-add-command onClick={() => setArmy({ ...army, commands: [...army.commands, { kind: 'infantry', allied: false }] })}>{L(BW.addCommand)}</button> : null}
      <button type="button" class="btn" data-cb-build-back onClick={p.onBack}>{L(BW.back)}</button>
      {/* Kept in sight while the player scrolls: the cost, what is wrong, the seal. */}
      <div class="cb-build-foot">
        <p data-cb-build-cost>{format(L(BW.cost), { c: cost, p: limit })}</p>
        <p class={first || !fits ? 'cb-build-refusal' : 'cb-build-ok'} data-cb-build-verdict={first || !fits ? 'refused' : 'ok'} role="status">{verdict}</p>
        <button type="button" class="tv-act cb-act tv-end" data-cb-build-seal disabled={!!first || !fits} onClick={() => p.onSeal(army)}>{L(BW.seal)}</button>
      </div>
    </div>
  );
}

/** A manipular Legion with `n` stands in each of its three lines (ORG-16: equal sub-units). */
function manipularSized(u: Extract<BuiltUnit, { kind: 'legion' }>, n: number): BuiltUnit {
  return { ...u, subunits: u.subunits.map((s) => ({ ...s, stands: n })) };
}
