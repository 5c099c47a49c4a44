// "Marc invites you: …" — accepting pins Marc's key, creates the game here and
// prepares the join packet to send back.
import { useEffect, useState } from 'preact/hooks';
import type { Header } from '../../engine/packet';
import { joinerSeat } from '../../engine/game';
import { gameIdOf, nameProblem } from '../../engine/packet';
import { currentIdentity, db, ensureIdentity, listGames, insertGame, StoreError } from '../store';
import { createIdentity } from '../../engine/identity';
import { acceptInvitation, Live, type Sys } from '../logic';
import { loadSystem, loadView } from '../systems';
import type { BoardView } from '../board-contract';
import { lang, t, tx } from '../i18n';
import { detailOf, storageFailure } from '../storage-words';
import { askPersist, go, isIOS, isStandalone, notice, refreshGames } from '../state';
import { linkFor } from '../../engine/link';
import { appBase } from '../messages';
import { copyText, NoticeBar, TopBar } from '../ui';

export function diceModeText(mode: string): string {
  return mode === 'sealed' ? t('new.dice.sealed') : mode === 'local' ? t('new.dice.local') : t('new.dice.instant');
}

/** A system's options in two groups: its standing orders, and the readings of the rules. */
export function splitOptions(sys: Sys): { standing: Sys['options']; readings: Sys['options'] } {
  const ids = sys.standingOrders?.options ?? [];
  return { standing: sys.options.filter((o) => ids.includes(o.id)), readings: sys.options.filter((o) => !ids.includes(o.id)) };
}

/** The one line that sums up a group of options, the same on the creator's and the invitee's phone. */
export function optionsSummary(list: Sys['options'], options: Header['options'], standing = false): string {
  const changed = list.filter((o) => options[o.id] !== undefined && options[o.id] !== o.default).length;
  return t(standing ? 'new.standingCount' : 'new.interpretationsCount', { n: String(list.length), changed: String(changed) });
}

/** The scenario's summary, with a link to the values that are stand-ins when the view lists them. */
export function ScenarioNote(props: { sys: Sys; scenario: string; view: BoardView<unknown, unknown> | null }) {
  const sc = props.sys.scenarios.find((s) => s.id === props.scenario);
  const P = props.view?.Provisional;
  if (!sc?.summary && !P) return null;
  return (
    <p class="scenario-note">
      {sc?.summary ? tx(sc.summary) : null}
      {P ? (
        <>
          {' '}
          <a class="inline-link" href="#provisional" data-see-provisional onClick={(e) => {
            e.preventDefault();
            const d = document.getElementById('provisional') as HTMLDetailsElement | null;
            if (d) { d.open = true; d.scrollIntoView({ block: 'start' }); }
          }}>{t('new.seeProvisional')}</a>
        </>
      ) : null}
    </p>
  );
}

/** The invitation's options: those changed from the default in view, then each group
 *  folded under its one-line summary. */
export function OptionsRead(props: { sys: Sys; options: Header['options'] }) {
  const line = (o: Sys['options'][number]) => {
    const v = props.options[o.id];
    const c = o.choices.find((x) => x.value === v);
    return <li key={o.id}>{t('join.option', { label: tx(o.label), value: c ? tx(c.label) : String(v) })}</li>;
  };
  if (props.sys.options.length <= 6) return <ul class="plain">{props.sys.options.map(line)}</ul>;
  const { standing, readings } = splitOptions(props.sys);
  const fold = (id: string, title: 'orders.title' | 'new.interpretations', list: Sys['options']) => (
    <details data-option-group={id} data-interpretations={id === 'rules' ? '' : undefined}>
      <summary class="section-title"><span><h3 class="section-title" style={{ display: 'inline', margin: 0 }}>{t(title)}</h3><span class="choice-help" data-summary> · {optionsSummary(list, props.options, id === 'standing')}</span></span></summary>
      <ul class="plain">{list.map(line)}</ul>
    </details>
  );
  const changed = props.sys.options.filter((o) => props.options[o.id] !== undefined && props.options[o.id] !== o.default);
  return (
    <>
      {changed.length ? <ul class="plain" data-changed-options>{changed.map(line)}</ul> : null}
      {standing.length ? fold('standing', 'orders.title', standing) : null}
      {readings.length ? fold('rules', 'new.interpretations', readings) : null}
    </>
  );
}

export function Join(props: { header: Header }) {
  const h = props.header;
  const [sys, setSys] = useState<Sys | null>(null);
  const [view, setView] = useState<BoardView<unknown, unknown> | null>(null);
  const [name, setName] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    void loadSystem(h.system).then(setSys);
    void loadView(h.system).then(setView);
    void (async () => {
      const d = await db();
      const id = await currentIdentity(d);
      const games = await listGames(d);
      // Offer the name used last time.
      for (const g of games) {
        const mine = g.mySeats[0];
        const n = mine === undefined ? null : g.summary.names[mine];
        if (n && g.identity === id?.publicKey) { setName(n); break; }
      }
    })();
  }, [h]);
  if (!sys) return <p class="loading" role="status">{t('app.loading')}</p>;
  const mySeat = joinerSeat(h);
  const scenario = sys.scenarios.find((s) => s.id === h.options.scenario);
  const accept = async () => {
    if (nameProblem(name)) { setProblem(true); return; }
    setWorking(true);
    try {
      const d = await db();
      const id = await ensureIdentity(d, createIdentity);
      const c = await acceptInvitation(sys, id, h, name, lang.value);
      const live = Live.open(sys, c.rec, id, c.draft ?? undefined);
      // Nothing to decide before the join: it is signed at once, ready to send.
      if (live.turn && live.turn.complete() && live.turn.actions.length === 0) {
        await live.finish();
        await insertGame(d, live.rec, null);
      } else {
        await insertGame(d, c.rec, c.draft);
      }
      await askPersist();
      await refreshGames();
      go({ name: 'game', id: c.rec.id, send: true });
    } catch (e) {
      // Nothing was stored: the choices stay on screen, with the reason.
      // Accepted meanwhile in another window: that acceptance stands, and is shown.
      if (e instanceof StoreError && e.problem === 'stale') { notice.value = { kind: 'info', key: 'game.changedElsewhere' }; go({ name: 'game', id: gameIdOf(h) }); return; }
      const keys = storageFailure(e, 'join');
      notice.value = keys ? { kind: 'error', key: keys[0], more: keys.slice(1), settings: true } : { kind: 'error', key: 'err.internal', params: { detail: detailOf(e) } };
    } finally {
      setWorking(false);
    }
  };
  return (
    <div class="screen">
      <TopBar title={t('join.title')} back={() => go({ name: 'library' })} />
      <main class="content" id="main">
        <NoticeBar />
        <section class="card">
          <h2 class="invite-title">{t('join.invites', { name: h.name, system: tx(sys.name), scenario: tx(scenario?.name) })}</h2>
          <ScenarioNote sys={sys} scenario={String(h.options.scenario)} view={view} />
          {/* What each seat brings, when the view names it from the header (DBA's armies, the fixed battles' sides). */}
          <p>{t('join.sides', { seat: view?.seatName?.(h.options, mySeat, lang.value) || tx(sys.seats[mySeat]), name: h.name, other: view?.seatName?.(h.options, h.seat, lang.value) || tx(sys.seats[h.seat]) })}</p>
          <p>{t('join.dice', { mode: diceModeText(h.diceMode) })}</p>
          <OptionsRead sys={sys} options={h.options} />
          {view?.Provisional ? <view.Provisional lang={lang.value} id="provisional" options={h.options} /> : null}
        </section>
        {view?.Setup ? <view.Setup options={h.options} lang={lang.value} /> : null}
        {isIOS() && !isStandalone() ? (
          <div class="notice notice-info">
            <p>{t('join.iosHint')}</p>
            <button type="button" class="btn" onClick={() => void copyText(linkFor(appBase(), h))}>{t('err.copy')}</button>
          </div>
        ) : null}
        <label class="field">
          <span class="label">{t('join.yourName')}</span>
          <input
            class="input"
            value={name}
            maxLength={40}
            autocomplete="nickname"
            aria-invalid={problem}
            aria-describedby={problem ? 'join-name-problem' : undefined}
            onInput={(e) => { setName((e.target as HTMLInputElement).value); setProblem(false); }}
          />
        </label>
        {problem ? <p class="field-error" id="join-name-problem">{t('new.nameProblem')}</p> : null}
      </main>
      <div class="command-bar">
        <button type="button" class="btn" onClick={() => go({ name: 'library' })}>{t('join.decline')}</button>
        <button type="button" class="btn btn-primary" disabled={working} onClick={accept}>{working ? t('join.accepting') : t('join.accept')}</button>
      </div>
    </div>
  );
}
