// New game: rule system, then scenario, then options (dice mode, the system's
// own options, side, name). Produces the invitation (or, pass-and-play, the game).
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../engine/contract';
import type { DiceMode } from '../../engine/packet';
import { nameProblem } from '../../engine/packet';
import { createIdentity } from '../../engine/identity';
import type { BotLevel } from '../../engine/bot';
import type { Wire } from '../../engine/canonical';
import type { SystemEntry } from '../../rules/registry';
import { createGame, Live, type Sys } from '../logic';
import { appSystems, loadSystem, loadView } from '../systems';
import type { BoardView } from '../board-contract';
import { currentIdentity, db, ensureComputerIdentity, ensureIdentity, listGames, insertGame } from '../store';
import { BOT_LEVELS, createSoloGame, DEFAULT_LEVEL } from '../solo';
import { lang, t, tx, type Key } from '../i18n';
import { detailOf, storageFailure } from '../storage-words';
import { askPersist, go, notice, refreshGames } from '../state';
import { NoticeBar, TopBar } from '../ui';
import { optionsSummary, ScenarioNote, splitOptions } from './join';

/** How the game is played: by message (with its dice), pass-and-play, or against the computer. */
type Mode = DiceMode | 'computer';
const MODES: Mode[] = ['instant', 'sealed', 'local', 'computer'];

function Radio(props: { name: string; checked: boolean; onChange: () => void; label: string; help?: string; id: string }) {
  return (
    <label class={`choice${props.checked ? ' checked' : ''}`} for={props.id}>
      <input type="radio" id={props.id} name={props.name} checked={props.checked} onChange={props.onChange} />
      <span class="choice-text">
        <span class="choice-label">{props.label}</span>
        {props.help ? <span class="choice-help">{props.help}</span> : null}
      </span>
    </label>
  );
}

type Opts = Record<string, Wire>;

function OptionFieldset(props: { o: Sys['options'][number]; options: Opts; setOptions: (o: Opts) => void }) {
  const { o, options } = props;
  return (
    <fieldset class="fieldset">
      <legend>{tx(o.label)}</legend>
      <p class="help">{tx(o.help)}{o.rule && !tx(o.help).includes(o.rule) ? ` (${t('new.rules', { rule: o.rule })})` : ''}</p>
      {o.choices.map((c) => (
        <Radio key={String(c.value)} id={`opt-${o.id}-${c.value}`} name={`opt-${o.id}`} checked={options[o.id] === c.value}
          onChange={() => props.setOptions({ ...options, [o.id]: c.value })}
          label={tx(c.label) + (c.value === o.default ? ` (${t('new.default')})` : '')} />
      ))}
    </fieldset>
  );
}

/** A folded group of options (standing orders, rule interpretations) under a one-line
 *  summary, the same line the invitation shows: the ones with a choice first, the fixed
 *  readings as a plain list. */
function OptionGroup(props: { id: string; title: Key; help: Key; list: Sys['options']; options: Opts; setOptions: (o: Opts) => void }) {
  const { list, options } = props;
  const open = list.filter((o) => o.choices.length > 1);
  const fixed = list.filter((o) => o.choices.length <= 1);
  return (
    // A few readings (the test system's) stay open; a long list, and the standing orders, fold.
    <details class="option-group" data-option-group={props.id} data-interpretations={props.id === 'rules' ? '' : undefined} open={props.id === 'rules' && list.length <= 6 ? true : undefined}>
      <summary class="section-title">
        <span>
          <h2 class="section-title" id={`h-opt-${props.id}`} style={{ display: 'inline', margin: 0 }}>{t(props.title)}</h2>
          <span class="choice-help" data-summary> · {optionsSummary(list, options, props.id === 'standing')}</span>
        </span>
      </summary>
      <p class="help">{t(props.help)}</p>
      {open.map((o) => <OptionFieldset key={o.id} o={o} options={options} setOptions={props.setOptions} />)}
      {fixed.length ? (
        <div class="fieldset">
          <p class="help">{t('new.fixedReadings')}</p>
          <ul class="plain-list">
            {fixed.map((o) => <li key={o.id}><strong>{tx(o.label)}</strong>: {tx(o.help)}</li>)}
          </ul>
        </div>
      ) : null}
    </details>
  );
}

export function NewGame() {
  const list = appSystems();
  const [entry, setEntry] = useState<SystemEntry | null>(list.length === 1 ? list[0] : null);
  const [sys, setSys] = useState<Sys | null>(null);
  const [view, setView] = useState<BoardView<unknown, unknown> | null>(null);
  const [scenario, setScenario] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('instant');
  const [level, setLevel] = useState<BotLevel>(DEFAULT_LEVEL);
  const [options, setOptions] = useState<Record<string, Wire>>({});
  const [seat, setSeat] = useState<Seat>(0);
  const [name, setName] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState(false);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    setSys(null);
    setView(null);
    setScenario(null);
    if (entry) void loadView(entry.id).then(setView);
    if (entry) void loadSystem(entry.id).then((s) => {
      setSys(s);
      if (s) {
        const o: Record<string, Wire> = {};
        for (const spec of s.options) o[spec.id] = spec.default;
        setOptions(o);
        if (s.scenarios.length === 1) setScenario(s.scenarios[0].id);
      }
    });
  }, [entry]);
  useEffect(() => {
    void (async () => {
      const d = await db();
      const id = await currentIdentity(d);
      for (const g of await listGames(d)) {
        const n = g.mySeats.length === 1 ? g.summary.names[g.mySeats[0]] : null;
        if (n && g.identity === id?.publicKey) { setName(n); break; }
      }
    })();
  }, []);

  const step = !entry ? 1 : !sys || !scenario ? 2 : 3;
  const split = sys ? splitOptions(sys) : { standing: [], readings: [] };
  const back = () => {
    if (step === 3 && sys && sys.scenarios.length > 1) setScenario(null);
    else if (step >= 2 && list.length > 1) setEntry(null);
    else go({ name: 'library' });
  };

  // A value typed in the system's own set-up and refused there keeps the form from being sent.
  const [setupProblems, setSetupProblems] = useState(0);
  // The rules judge the whole configuration (e.g. a free army needs 12 bases) before anything is made.
  const configProblem = sys && scenario ? sys.validateConfig({ scenario, options }) : null;
  const create = async () => {
    if (!sys || !scenario || configProblem || setupProblems > 0) return;
    if (nameProblem(name) || (mode === 'local' && other !== '' && nameProblem(other))) {
      setProblem(true);
      // The field to fix, in view above the bottom bar (its message is announced too).
      const el = document.querySelector<HTMLInputElement>(nameProblem(name) ? 'input[name=name]' : 'input[name=other]');
      el?.focus({ preventScroll: true });
      setTimeout(() => (document.getElementById('name-problem') ?? el)?.scrollIntoView?.({ block: 'center' }), 0);
      return;
    }
    setWorking(true);
    try {
      const d = await db();
      const id = await ensureIdentity(d, createIdentity);
      if (mode === 'computer') {
        const computer = await ensureComputerIdentity(d, createIdentity);
        const c = await createSoloGame(sys, id, computer, { scenario, options, seat, name, lang: lang.value }, level, t('solo.name'));
        await insertGame(d, c.rec, null);
        await askPersist();
        await refreshGames();
        go({ name: 'game', id: c.rec.id });
        return;
      }
      const c = await createGame(sys, id, { scenario, options, diceMode: mode, seat, name, lang: lang.value, otherName: other || undefined });
      const live = mode === 'local' ? Live.open(sys, c.rec, id, c.draft ?? undefined) : null;
      if (live?.turn && live.turn.complete() && live.turn.actions.length === 0) {
        // Pass-and-play: the second player's acceptance has nothing to decide; sign it now.
        await live.finish();
        await insertGame(d, live.rec, live.draft());
      } else await insertGame(d, c.rec, c.draft);
      await askPersist();
      await refreshGames();
      go({ name: 'game', id: c.rec.id, send: mode !== 'local' });
    } catch (e) {
      // Nothing was stored: the choices stay on screen, with the reason.
      const keys = storageFailure(e, 'create');
      notice.value = keys ? { kind: 'error', key: keys[0], more: keys.slice(1), settings: true } : { kind: 'error', key: 'err.internal', params: { detail: detailOf(e) } };
    } finally {
      setWorking(false);
    }
  };

  return (
    <div class="screen">
      <TopBar title={t('new.title')} back={back} />
      <main class="content" id="main">
        <NoticeBar />
        {step === 1 ? (
          <section class="section" aria-labelledby="h-system">
            <h2 class="section-title" id="h-system">{t('new.system')}</h2>
            {list.length === 0 ? <p class="empty">{t('new.noSystems')}</p> : null}
            <ul class="pick-list">
              {list.map((e) => (
                <li key={e.id}><button type="button" class="pick" onClick={() => setEntry(e)}>{tx(e.name)}</button></li>
              ))}
            </ul>
          </section>
        ) : !sys ? (
          <p class="loading" role="status">{t('app.loading')}</p>
        ) : step === 2 ? (
          <section class="section" aria-labelledby="h-scenario">
            <p class="crumb">{tx(sys.name)}</p>
            <h2 class="section-title" id="h-scenario">{t('new.scenario')}</h2>
            <ul class="pick-list">
              {sys.scenarios.map((s) => (
                <li key={s.id}>
                  <button type="button" class="pick" onClick={() => setScenario(s.id)}>
                    <span class="choice-label">{tx(s.name)}</span>
                    {s.summary ? <span class="choice-help">{tx(s.summary)}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <form class="form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
            <p class="crumb">{tx(sys.name)} · {tx(sys.scenarios.find((s) => s.id === scenario)?.name)}</p>
            <ScenarioNote sys={sys} scenario={scenario!} view={view} />
            <fieldset class="fieldset">
              <legend>{mode === 'local' ? t('new.seatLocal') : t('new.seat')}</legend>
              {([0, 1] as Seat[]).map((s) => (
                <Radio key={s} id={`seat-${s}`} name="seat" checked={seat === s} onChange={() => setSeat(s)} label={tx(sys.seats[s])} help={view?.seatName?.({ ...options, scenario: scenario! }, s, lang.value) ?? undefined} />
              ))}
            </fieldset>
            <label class="field">
              <span class="label">{t('new.name')}</span>
              <input class="input" name="name" value={name} maxLength={40} autocomplete="nickname" aria-invalid={problem && !!nameProblem(name)} aria-describedby={problem ? 'name-problem' : undefined}
                onInput={(e) => { setName((e.target as HTMLInputElement).value); setProblem(false); }} />
            </label>
            {mode === 'local' ? (
              <label class="field">
                <span class="label">{t('new.otherName')}</span>
                <input class="input" name="other" value={other} maxLength={40} onInput={(e) => { setOther((e.target as HTMLInputElement).value); setProblem(false); }} />
              </label>
            ) : null}
            <fieldset class="fieldset">
              <legend>{t('new.dice')}</legend>
              {MODES.map((m) => (
                <Radio key={m} id={`mode-${m}`} name="mode" checked={mode === m} onChange={() => setMode(m)}
                  label={t(`new.dice.${m}` as 'new.dice.instant')} help={t(`new.dice.${m}Help` as 'new.dice.instantHelp')} />
              ))}
            </fieldset>
            {mode === 'computer' ? (
              <fieldset class="fieldset" data-levels>
                <legend>{t('solo.level')}</legend>
                {BOT_LEVELS.map((l) => (
                  <Radio key={l} id={`level-${l}`} name="level" checked={level === l} onChange={() => setLevel(l)}
                    label={t(`solo.level.${l}` as 'solo.level.steady') + (l === DEFAULT_LEVEL ? ` (${t('new.default')})` : '')} help={t(`solo.level.${l}Help` as 'solo.level.steadyHelp')} />
                ))}
              </fieldset>
            ) : null}
            {view?.Setup ? <view.Setup options={options} onChange={setOptions} onProblems={setSetupProblems} lang={lang.value} /> : null}
            {split.standing.length ? <OptionGroup id="standing" title="orders.title" help="new.standingHelp" list={split.standing} options={options} setOptions={setOptions} /> : null}
            {split.readings.length ? <OptionGroup id="rules" title="new.interpretations" help="new.interpretationsHelp" list={split.readings} options={options} setOptions={setOptions} /> : null}
            {view?.Provisional ? <view.Provisional lang={lang.value} id="provisional" /> : null}
            {problem ? <p class="field-error" id="name-problem" role="alert">{t('new.nameProblem')}</p> : null}
            {configProblem ? <p class="field-error" role="alert" data-config-problem>{t('new.configProblem', { why: configProblem })}</p> : null}
            {setupProblems > 0 ? <p class="field-error" role="alert" data-setup-problem>{t('new.setupProblem', { n: setupProblems })}</p> : null}
            <div class="command-bar">
              <button type="submit" class="btn btn-primary btn-wide" disabled={working || !!configProblem || setupProblems > 0}>
                {working ? t('new.creating') : mode === 'local' || mode === 'computer' ? t('new.createLocal') : t('new.create')}
              </button>
            </div>
          </form>
        )}
      </main>
    </div>
  );
}
