// Play: the board (the rule system's view, or the generic one), whose input the
// game needs and why, undo, end of turn, sending; replay of what arrived.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { signal, type Signal } from '@preact/signals';
import type { LogEvent, Seat } from '../../engine/contract';
import type { LogEntry } from '../../engine/game';
import { VerifyError } from '../../engine/errors';
import { gameFileText } from '../../engine/link';
import { fingerprint } from '../../engine/identity';
import type { BoardView } from '../board-contract';
import { OptionsRead } from './join';
import { Live, cutOf, decodeGame, firstUnseen, forkVersions, stepsOf, voidCause, type Sys } from '../logic';
import { outgoingMessage, type Outgoing } from '../messages';
import { db, deleteGame, getDraft, getGame, identityFor, patchGame, putDraft, samePackets, storageErased, storeProblem, type DraftRecord, type GameRecord } from '../store';
import { endOwnTurn } from '../end-turn';
import { onOtherTabChange } from '../one-writer';
import { detailOf, storageKeys, type StoreContext } from '../storage-words';
import { packetFromWire } from '../../engine/packet';
import type { Key } from '../i18n';
import { loadSystem, loadView } from '../systems';
import { lang, t, tx, waited } from '../i18n';
import { reducedMotion } from '../motion';
import { useListOpen } from '../open-lists';
import { composing, go, notice, refreshGames, type Route } from '../state';
import { copyText, NoticeBar, PasteBox, TopBar } from '../ui';
import { downloadText, shareMessage } from '../share';
import { computerToMove, joinAs, storeComputerTurn } from '../solo';
import { askComputer, type Thinking } from '../computer';

type GameRoute = Extract<Route, { name: 'game' }>;

function cap(s: string): string {
  return s ? s[0].toLocaleUpperCase() + s.slice(1) : s;
}

// ---- generic pieces

function describeEvent(sys: Sys, ev: LogEvent): string {
  try {
    return sys.describeEvent(ev, lang.value);
  } catch {
    return t('replay.unreadable');
  }
}

export function Events(props: { sys: Sys; events: LogEvent[] }) {
  if (props.events.length === 0) return <p class="help">{t('replay.noEvents')}</p>;
  return (
    <ul class="events">
      {props.events.map((ev, i) => {
        const text = describeEvent(props.sys, ev);
        const die = ev.t === 'die' && ev.sides === 6 && typeof ev.value === 'number' && ev.value >= 1 && ev.value <= 6;
        return (
          <li key={i} class={`event event-${ev.t}`}>
            {die ? <span class="die" aria-hidden="true">{String.fromCodePoint(0x2680 + (ev.value as number) - 1)}</span> : null}
            <span>{text}</span>
            {ev.rule && props.sys.showsRuleIds !== false && !text.includes(ev.rule) && !text.includes(String(ev.rule).replace(/^\S+ /, '')) ? <span class="rule">{ev.rule}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Entry(props: { sys: Sys; entry: LogEntry; names: (string | null)[]; log?: LogEntry[] }) {
  const e = props.entry;
  const log = props.log ?? [];
  // A cut (engine README "Cuts"): which of the mover's actions counted, and why the rest are void.
  const cut = cutOf(props.sys, e, log);
  const cause = e.voidIn ? voidCause(props.sys, e, log, lang.value) : '';
  return (
    <li class={`entry${e.voidIn ? ' entry-void' : ''}`} data-entry-void={e.voidIn || undefined}>
      {e.voidIn ? <p class="void-note" data-void-note>{t('replay.voidHead')} {cause ? t('replay.voidBy', { n: e.voidIn, what: cause }) : t('replay.void', { n: e.voidIn })}</p> : null}
      <p class="entry-text">
        <strong>{cap(e.text[lang.value])}</strong>
        <span class="entry-by">
          {' · '}{t('replay.by', { name: props.names[e.seat] ?? '?', seat: tx(props.sys.seats[e.seat]), seq: e.seq })}
          {e.resolvedIn ? ` · ${t('replay.resolved', { n: e.resolvedIn })}` : ''}
        </span>
      </p>
      {cut ? <p class="cut-note" data-cut-note>{t(cut.void ? 'replay.cut' : 'replay.cutNone', { seq: cut.seq, k: cut.k, v: cut.void })}</p> : null}
      <Events sys={props.sys} events={e.events} />
    </li>
  );
}

/** A readable summary of any state: nested objects as lists, number rows inline. */
function StateView(props: { value: unknown; depth?: number }): ComponentChildren {
  const v = props.value;
  const depth = props.depth ?? 0;
  if (v === null || typeof v !== 'object') return <span class="val">{typeof v === 'boolean' ? (v ? '✓' : '·') : String(v)}</span>;
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== 'object')) return <span class="val">{v.length ? v.map((x) => (typeof x === 'boolean' ? (x ? '✓' : '·') : String(x))).join('  ') : '—'}</span>;
    return (
      <ol class="state-list" start={0}>
        {v.map((x, i) => <li key={i}><StateView value={x} depth={depth + 1} /></li>)}
      </ol>
    );
  }
  const entries = Object.entries(v as Record<string, unknown>);
  if (depth > 4) return <span class="val">…</span>;
  return (
    <dl class="state">
      {entries.map(([k, x]) => (
        <div class="state-row" key={k}>
          <dt>{k}</dt>
          <dd><StateView value={x} depth={depth + 1} /></dd>
        </div>
      ))}
    </dl>
  );
}

function GenericBoard(props: { sys: Sys; state: unknown; legal: unknown[]; onAction?: (a: unknown) => void; title?: string; noPosition?: boolean }) {
  const [filter, setFilter] = useState('');
  const described = props.legal.map((a, i) => ({ a, i, text: cap(props.sys.describeAction(props.state, a, lang.value)) }));
  const f = filter.trim().toLocaleLowerCase();
  const shown = f ? described.filter((d) => d.text.toLocaleLowerCase().includes(f)) : described;
  return (
    <div class="generic-board">
      {props.onAction && props.legal.length > 0 ? (
        <section class="section" aria-labelledby="h-actions">
          <h2 class="section-title" id="h-actions">{props.title ?? t('game.actions')} ({props.legal.length})</h2>
          {props.legal.length > 12 ? (
            <label class="field">
              <span class="label">{t('game.filter')}</span>
              <input class="input" type="search" value={filter} onInput={(e) => setFilter((e.target as HTMLInputElement).value)} />
            </label>
          ) : null}
          <ul class="action-list">
            {shown.map((d) => (
              <li key={d.i}>
                <button type="button" class="btn action" data-action={d.i} onClick={() => props.onAction!(d.a)}>
                  {d.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.noPosition ? null : (
        <details class="section position" open={JSON.stringify(props.state).length < 1500}>
          <summary class="section-title">{t('game.position')}</summary>
          <StateView value={props.state} />
        </details>
      )}
    </div>
  );
}

/** The entries of packet `seq` when the other seat wrote it, kept per log so that a
 *  board memoising on them (the CdB view's revealed units) is not recomputed at every render. */
const receivedCache = new WeakMap<LogEntry[], { seq: number; next: Seat; out: LogEntry[] | null }>();
function receivedIn(log: LogEntry[], seq: number, next: Seat): LogEntry[] | null {
  const hit = receivedCache.get(log);
  if (hit && hit.seq === seq && hit.next === next) return hit.out;
  const lastIn = seq > 0 ? log.filter((e) => e.seq === seq) : [];
  const out = lastIn.length && lastIn[0].seat !== next ? lastIn : null;
  receivedCache.set(log, { seq, next, out });
  return out;
}

function Board(props: { live: Live; view: BoardView<any, any> | null; state: unknown; legal: unknown[]; onAction?: (a: unknown) => void; focus?: LogEntry | null; last?: LogEntry | null; received?: LogEntry[] | null; viewer: Seat | null; replay?: boolean }) {
  const { live, view } = props;
  if (view) {
    const B = view.Board;
    const secret = props.replay ? null : live.viewSecret(props.viewer);
    const sealed = !!view.sealed?.(props.state);
    return (
      <div class="board">
        <B sys={live.sys} state={props.state} viewer={props.viewer} legal={props.legal} lang={lang.value} onAction={props.onAction ?? (() => {})} focus={props.focus ?? null} last={props.last ?? null} received={props.replay ? null : props.received ?? null} replay={!!props.replay} secret={secret} />
        {props.onAction && props.legal.length > 0 && !sealed ? <AllActions live={live} view={view} viewer={props.viewer} state={props.state} legal={props.legal} onAction={props.onAction} /> : null}
      </div>
    );
  }
  return <GenericBoard sys={live.sys} state={props.state} legal={props.legal} onAction={props.onAction} />;
}

/** A fork (protocol 6): the opponent signed two versions of one message. Both are
 *  shown in words; the first one received stays in the game. Two acceptances signed by
 *  two keys are not a fork (someone else accepted too), and two versions signed by this
 *  device's own key are this device's doing: neither blames the opponent. */
function ForkNotice(props: { live: Live; name: string }) {
  const { live } = props;
  const fork = live.rec.fork!;
  const versions = useMemo(() => forkVersions(live.sys, live.game, fork, lang.value), [live.game, fork, lang.value]);
  const second = secondJoiner(live, fork);
  if (second !== null) {
    return <p class="notice notice-info" role="status" data-second-join>{t('game.secondJoin', { name: live.game.packets[0]?.join?.name ?? props.name, other: second })}</p>;
  }
  const list = (xs: string[]) => (xs.length ? <ol>{xs.map((x, i) => <li key={i}>{x}</li>)}</ol> : <p class="help">{t('game.fork.none')}</p>);
  return (
    <div class="notice notice-error" role="alert" data-fork={fork.own ? 'own' : 'theirs'}>
      <p>{fork.own ? t('game.forkOwn', { name: props.name, seq: fork.seq }) : t('game.fork', { name: props.name, seq: fork.seq })}</p>
      {versions ? (
        <details>
          <summary>{t('game.fork.show')}</summary>
          <p><strong>{t('game.fork.kept')}</strong></p>
          {list(versions.kept)}
          <p><strong>{t('game.fork.other')}</strong></p>
          {list(versions.other)}
        </details>
      ) : null}
    </div>
  );
}

/** The other player's name when a stored "fork" of message 1 is a second acceptance,
 *  signed by another key (recorded so by earlier versions of the app); else null. */
function secondJoiner(live: Live, fork: { seq: number; theirs: unknown[] }): string | null {
  if (fork.seq !== 1) return null;
  try {
    const theirs = packetFromWire(fork.theirs as never);
    const ours = live.game.packets[0];
    if (ours?.join && theirs.join && ours.join.publicKey !== theirs.join.publicKey) return theirs.join.name;
  } catch {
    return null;
  }
  return null;
}

/** Every legal action as a button, built only while the list is open: a Nabis
 *  movement step can offer thousands, so a long list comes in the view's groups
 *  (Nabis: by the hex that acts), each built when opened. The list and its groups open
 *  as the player left them (open-lists.ts): the screen builds them again every turn. */
function AllActions(props: { live: Live; view: BoardView<any, any>; viewer: Seat | null; state: unknown; legal: unknown[]; onAction: (a: unknown) => void }) {
  // Each player's own lists (pass-and-play: both on this screen).
  const owner = `${props.live.rec.id}:${props.viewer ?? ''}`;
  const [open, setOpen] = useListOpen(owner, 'all');
  const groupOf = props.view.groupOf;
  const groups = useMemo(() => {
    if (!open || !groupOf || props.legal.length <= GROUP_OVER) return null;
    const by = new Map<string, number[]>();
    props.legal.forEach((a, i) => {
      let g = '';
      try { g = groupOf(props.state, a, lang.value); } catch { g = ''; }
      const list = by.get(g);
      if (list) list.push(i); else by.set(g, [i]);
    });
    return [...by.entries()];
  }, [open, props.legal, props.state, lang.value]);
  return (
    <details class="section" data-all-actions open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary class="section-title">{t(groupOf && props.legal.length > GROUP_OVER ? 'game.allActionsGrouped' : 'game.allActions', { n: props.legal.length })}</summary>
      {!open ? null : groups ? (
        <div class="stack">{groups.map(([label, idx]) => <ActionGroup key={label} owner={owner} sys={props.live.sys} state={props.state} legal={props.legal} label={label} idx={idx} onAction={props.onAction} />)}</div>
      ) : (
        <GenericBoard sys={props.live.sys} state={props.state} legal={props.legal} onAction={props.onAction} noPosition />
      )}
    </details>
  );
}

/** Longer lists than this are grouped when the view says how. */
const GROUP_OVER = 40;

function ActionGroup(props: { owner: string; sys: Sys; state: unknown; legal: unknown[]; label: string; idx: number[]; onAction: (a: unknown) => void }) {
  const [open, setOpen] = useListOpen(props.owner, 'group:' + props.label);
  return (
    <details class="action-group" data-action-group open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{props.label || t('game.otherActions')} ({props.idx.length})</summary>
      {open ? (
        <ul class="action-list">
          {props.idx.map((i) => (
            <li key={i}><button type="button" class="btn action" data-action={i} onClick={() => props.onAction(props.legal[i])}>{cap(props.sys.describeAction(props.state, props.legal[i], lang.value))}</button></li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

// ---- replay

function Replay(props: { live: Live; view: BoardView<any, any> | null; mode: 'new' | 'all'; from: number; onDone: () => void }) {
  const { live } = props;
  const { initial, steps } = useMemo(() => stepsOf(live.sys, live.game), [live.game]);
  const stepEntries = useMemo(() => steps.map((x) => x.entry), [steps]);
  const low = props.mode === 'all' ? -1 : Math.min(firstUnseen(steps, props.from), steps.length - 1);
  const [i, setI] = useState(low);
  // What arrived begins with its first step already shown: a board view first draws the
  // position the player last saw, then (0.4 s later) that step, so its move slides too.
  const [settled, setSettled] = useState(() => low < 0 || reducedMotion() || !props.view);
  useEffect(() => {
    if (settled) return;
    const id = setTimeout(() => setSettled(true), 400);
    return () => clearTimeout(id);
  }, []);
  const total = steps.length - low;
  const [full, setFull] = useState(false);
  const cur = i >= 0 ? steps[i] : null;
  const shown = settled || i !== low ? (cur ? cur.state : initial) : low > 0 ? steps[low - 1].state : initial;
  const names = live.names();
  const viewer = live.rec.mySeats.length === 1 ? live.rec.mySeats[0] : null;
  const btn = (label: string, to: number, disabled: boolean, before: string, after: string) => (
    <button type="button" class="btn step-btn" disabled={disabled} onClick={() => setI(to)}>
      {before ? <span aria-hidden="true">{before}{'\u00a0'}</span> : null}{label}{after ? <span aria-hidden="true">{'\u00a0'}{after}</span> : null}
    </button>
  );
  const jump = (label: string, to: number, disabled: boolean, glyph: string) => (
    <button type="button" class="btn step-btn step-jump" disabled={disabled} onClick={() => setI(to)} aria-label={label} title={label}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <section class={`replay${cur?.entry.voidIn ? ' replay-void' : ''}`} aria-labelledby="h-replay" data-replay-void={cur?.entry.voidIn ? '' : undefined}>
      <h2 class="section-title" id="h-replay">{props.mode === 'all' ? t('replay.all') : t('replay.since')}</h2>
      {/* Compact and kept under the top bar: the step's first lines, the whole of it on demand,
          so that most of the map stays in view while stepping (issue 17). */}
      <div class={`step-card${full ? ' step-full' : ''}${cur?.entry.voidIn ? ' step-void' : ''}`} aria-live="polite" data-step-card>
        <div class="step-head">
          <p class="step-count">{t('replay.step', { i: i - low + 1, n: total })}</p>
          {cur ? <button type="button" class="btn step-more" aria-expanded={full} data-step-more onClick={() => setFull(!full)}>{t(full ? 'replay.less' : 'replay.more')}</button> : null}
        </div>
        <div class="step-body">
          {cur ? (
            <ul class="entries"><Entry sys={live.sys} entry={cur.entry} names={names} log={stepEntries} /></ul>
          ) : (
            <p>{t('replay.setup')}</p>
          )}
        </div>
      </div>
      <Board live={live} view={props.view} state={shown} legal={[]} focus={cur?.entry ?? null} viewer={viewer} replay />
      {/* The stepper stays at hand in the bottom bar, so the board can be watched while stepping. */}
      <div class="command-bar replay-bar">
        <div class="stepper" role="group" aria-label={t('replay.steps')}>
          {jump(t('replay.start'), low, i <= low, '«')}
          {btn(t('replay.prev'), i - 1, i <= low, '‹', '')}
          {btn(t('replay.next'), i + 1, i >= steps.length - 1, '', '›')}
          {jump(t('replay.end'), steps.length - 1, i >= steps.length - 1, '»')}
        </div>
        <button type="button" class="btn btn-primary btn-wide" onClick={props.onDone} data-replay-done>{t('replay.done')}</button>
      </div>
    </section>
  );
}

// ---- sending

function SendPanel(props: { live: Live; onSent: (seq: number) => void; autoFocus?: boolean }) {
  const { live } = props;
  const out = live.outgoing()!;
  const msg: Outgoing = useMemo(() => outgoingMessage(live, out), [live.game, out, lang.value]);
  const [attach, setAttach] = useState(msg.long);
  const [status, setStatus] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (props.autoFocus) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const names = live.names();
  const other = names[1 - live.rec.mySeats[0]];
  const sent = live.rec.sentUpTo >= msg.seq;
  const who = other ?? t('err.opponent');
  const canShare = typeof navigator.share === 'function';
  return (
    <section class="card send" aria-labelledby="h-send" ref={ref}>
      <h2 class="section-title" id="h-send">{msg.seq === 0 ? t('game.sendInvite') : t('game.send', { name: who })}</h2>
      <p class="send-status" role="status" data-send-status>{status ?? (sent ? t('game.sent', { name: who }) : t('game.notSent'))}</p>
      {msg.long ? <p class="help" data-link-long>{t(canShare ? 'game.linkLong' : 'game.linkLongNoShare', { n: msg.link.length })}</p> : null}
      <label class="field">
        <span class="label">{t('game.messageLabel')}</span>
        {msg.lang !== lang.value ? <span class="help">{t('game.messageLang', { name: who })}</span> : null}
        <textarea class="message" readOnly rows={4} ref={area} value={msg.text} data-message onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />
      </label>
      {canShare ? (
        // Only Web Share can carry the file with the message; without it, Save as file is the way.
        <label class="check">
          <input type="checkbox" checked={attach} onChange={(e) => setAttach((e.target as HTMLInputElement).checked)} />
          <span>{t('game.attach')}</span>
        </label>
      ) : null}
      <div class="row">
        {canShare ? (
          <button type="button" class="btn btn-primary" data-share onClick={async () => {
            const r = await shareMessage(msg, attach);
            if (r === 'shared') { props.onSent(msg.seq); setStatus(t('game.sent', { name: who })); }
            else if (r === 'shared-no-file') { props.onSent(msg.seq); setStatus(t('game.sharedNoFile')); }
            else if (r === 'unsupported') area.current?.select();
          }}>{sent ? t('game.resend') : t('game.share')}</button>
        ) : null}
        <button type="button" class={canShare || msg.long ? 'btn' : 'btn btn-primary'} data-copy onClick={async () => {
          if (await copyText(msg.text, area.current)) { props.onSent(msg.seq); setStatus(t('game.copied')); }
        }}>{t('game.copy')}</button>
        <button type="button" class={!canShare && msg.long ? 'btn btn-primary' : 'btn'} data-save-file onClick={() => {
          downloadText(msg.fileName, msg.fileText);
          props.onSent(msg.seq);
          setStatus(t('game.saved'));
        }}>{t('game.saveFile')}</button>
      </div>
      <p class="help">{canShare ? t('game.sendHelp') : t('game.sendHelpNoShare')}</p>
    </section>
  );
}

// ---- standing orders and options

/** The options this game was created with: the system's own set-up (DBA armies),
 *  the dice, standing orders, then the interpretations (folded when many). */
function GameOptions(props: { live: Live; view: BoardView<any, any> | null }) {
  const { sys, game } = props.live;
  const ids = sys.standingOrders?.options ?? [];
  const standing = sys.options.filter((o) => ids.includes(o.id));
  const value = (o: (typeof standing)[number]) => {
    const v = game.header.options[o.id];
    const c = o.choices.find((x) => x.value === v);
    return c ? tx(c.label) : String(v);
  };
  const Setup = props.view?.Setup;
  return (
    <div class="options-list" data-game-options>
      <h3 class="sub-title">{t('game.options')}</h3>
      {Setup ? <Setup options={game.header.options} lang={lang.value} /> : null}
      <ul class="plain-list">
        <li>{t('game.dice', { mode: t(`new.dice.${game.header.diceMode}` as 'new.dice.instant') })}</li>
        {standing.map((o) => <li key={o.id}><strong>{t('orders.title')} · </strong>{tx(o.label)}: {value(o)}</li>)}
      </ul>
      <OptionsRead sys={{ ...sys, options: sys.options.filter((o) => !ids.includes(o.id)) }} options={game.header.options} />
    </div>
  );
}

/** Standing orders set by a free in-game action (DBA fire orders): named, with the
 *  ones in force, and the actions that change them, within reach. */
function StandingOrdersCard(props: { live: Live; state: unknown; legal: unknown[]; seat: Seat; other: string; onAction: (a: unknown) => void }) {
  const so = props.live.sys.standingOrders ?? {};
  if (!so.isAction) return null;
  const acts = props.legal.filter(so.isAction);
  if (acts.length === 0) return null;
  const cur = so.current?.(props.state, props.seat);
  let curText = '';
  try {
    curText = cur ? cap(props.live.sys.describeAction(props.state, cur, lang.value)) : '';
  } catch {
    curText = '';
  }
  return (
    <section class="card standing" aria-labelledby="h-standing" data-standing>
      <h2 class="section-title" id="h-standing">{t('orders.title')}</h2>
      <p class="help">{t('orders.inGame', { name: props.other })}</p>
      {curText ? <p>{t('orders.current', { value: curText })}</p> : null}
      <div class="stack">
        {acts.map((a, i) => (
          <button type="button" class="btn" key={i} data-standing-action={i} onClick={() => props.onAction(a)}>
            {cap(props.live.sys.describeAction(props.state, a, lang.value))}
          </button>
        ))}
      </div>
    </section>
  );
}

// ---- the screen

/** The computer thinking: a sliding bar, its name, the decisions it has made so far. */
function ThinkingCard(props: { decisions: Signal<number> }) {
  const n = props.decisions.value;
  return (
    <div class="thinking" role="status" data-thinking={n}>
      <span class="thinking-bar" aria-hidden="true"><span /></span>
      <p class="thinking-title"><strong>{t('solo.thinking')}</strong></p>
      <p class="help" data-decisions>{n > 1 ? t('solo.decisions', { n }) : n === 1 ? t('solo.decision1') : t('solo.starting')}</p>
      <p class="help">{t('solo.thinkingHelp')}</p>
    </div>
  );
}

/** The decision the player faces: the view's words, or a lone legal action named. */
function decisionOf(sys: Sys, view: BoardView<any, any> | null, state: unknown, legal: unknown[]): { text: string; main: number | null } | null {
  try {
    if (view?.decision) return view.decision(sys, state, legal, lang.value);
    if (view?.sealed?.(state)) return null;
    if (legal.length === 1) return { text: sys.describeAction(state, legal[0], lang.value), main: 0 };
  } catch {
    return null;
  }
  return null;
}


function seqOf(p: { seq?: number }): number {
  return p.seq ?? 0;
}

/** A problem said in words on the game screen (sentences by key), or an engine refusal's own text. */
type Problem = { keys: Key[]; params?: Record<string, string | number>; settings?: boolean } | { text: string };

function problemOf(e: unknown, ctx: StoreContext): Problem {
  const p = storeProblem(e);
  if (p) return { keys: storageKeys(p, ctx), settings: p === 'erased' || p === 'full' };
  return { text: t('err.internal', { detail: detailOf(e) }) };
}

export function GameScreen(props: { route: GameRoute }) {
  const r = props.route;
  const [live, setLive] = useState<Live | null>(null);
  const [view, setView] = useState<BoardView<any, any> | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [, setTick] = useState(0);
  const [mode, setMode] = useState<{ kind: 'play' } | { kind: 'replay'; replay: 'new' | 'all'; from: number }>({ kind: 'play' });
  const [pass, setPass] = useState<Seat | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<Problem | null>(null);
  /** The game is no longer stored here (erased or deleted elsewhere): nothing is offered or written. */
  const [gone, setGone] = useState(false);
  const bump = () => setTick((x) => x + 1);
  const liveRef = useRef<Live | null>(null);
  liveRef.current = live;
  /** The computer's thinking: decisions made so far (null when it is not thinking). */
  const [thinking, setThinking] = useState<boolean>(false);
  // Decisions counted in a signal, so that only the indicator redraws as they come (not the board).
  const decisions = useMemo(() => signal(0), []);
  const [thinkTry, setThinkTry] = useState(0);
  const [thinkError, setThinkError] = useState<string | null>(null);

  /** The game as stored now, in a fresh Live (the screen's copy is replaced). */
  const reopen = async (rec: GameRecord, draft: DraftRecord | undefined): Promise<Live | null> => {
    const sys = await loadSystem(rec.system);
    if (!sys) return null;
    return Live.open(sys, rec, await identityFor(await db(), rec.identity), draft);
  };

  /** Another tab (or a refused write) says the stored game moved on: show what is stored. */
  const follow = async (told: boolean) => {
    const cur = liveRef.current;
    if (!cur) return;
    let rec: GameRecord | undefined;
    let draft: DraftRecord | undefined;
    try {
      const d = await db();
      rec = await getGame(d, r.id);
      draft = await getDraft(d, r.id);
    } catch (e) {
      setError(problemOf(e, 'action'));
      return;
    }
    if (!rec) {
      setGone(true);
      setError({ keys: storageErased.value ? ['store.erased', 'store.erased.do'] : ['store.gone'], settings: storageErased.value });
      return;
    }
    const moved = !samePackets(rec.packets, cur.rec.packets);
    const curDraft = cur.turn ? JSON.stringify(cur.turn.actions) : '';
    const drafted = !!cur.turn && !!draft && draft.seq === cur.turn.seq && JSON.stringify(draft.actions) !== curDraft;
    if (moved || drafted || told) {
      const l = await reopen(rec, draft);
      if (!l) return;
      setLive(l);
      setMode({ kind: 'play' });
      setError({ keys: ['game.changedElsewhere'] });
    } else {
      // Only the record's own marks changed (sent, seen, archived, fork): take them.
      cur.rec = { ...rec };
      bump();
    }
  };

  useEffect(() => {
    let alive = true;
    setLive(null);
    setGone(false);
    setError(null);
    (async () => {
      const d = await db();
      const rec = await getGame(d, r.id);
      if (!rec) { if (alive) setMissing('game.notFound'); return; }
      const sys = await loadSystem(rec.system);
      if (!sys) { if (alive) setMissing('err.unknown-system'); return; }
      const v = await loadView(rec.system);
      const l = Live.open(sys, rec, await identityFor(d, rec.identity), await getDraft(d, rec.id));
      if (!alive) return;
      setView(() => v);
      setLive(l);
      const from = r.replay === 'all' ? 0 : r.from ?? rec.lastSeen;
      const wantsNew = r.replay === 'new' || (!r.replay && rec.lastSeen < rec.packets.length && rec.mySeats.length === 1);
      if (r.replay === 'all') setMode({ kind: 'replay', replay: 'all', from: 0 });
      else if (wantsNew && firstUnseen(stepsOf(sys, l.game).steps, from) < l.progress.log.length) setMode({ kind: 'replay', replay: 'new', from });
      else {
        // Nothing to step through (e.g. an acceptance): straight to play, marked as seen.
        if (l.rec.lastSeen < l.game.packets.length) {
          const seen = l.game.packets.length;
          try {
            l.rec = await patchGame(d, l.rec.id, (g) => (g.lastSeen >= seen ? null : { ...g, lastSeen: Math.min(seen, g.packets.length) }));
            await refreshGames();
          } catch (e) {
            if (alive) setError(problemOf(e, 'mark'));
          }
        }
        setMode({ kind: 'play' });
      }
    })().catch((e) => { if (alive) setError(problemOf(e, 'action')); });
    const stop = onOtherTabChange((c) => { if (c.id === r.id || c.id === '*') void follow(false); });
    return () => { alive = false; stop(); composing.value = false; };
  }, [r]);

  // A game against the computer: when it is to play, it thinks in a worker (again after
  // a reload: nothing of its thinking is stored), then its turn is signed, stored, and
  // shown as a replay like any opponent's.
  const soloPackets = live?.rec.solo ? live.rec.packets.length : -1;
  useEffect(() => {
    const l = live;
    if (!l || gone || !l.rec.solo || !computerToMove(l.rec, l.game, l.progress)) { setThinking(false); return; }
    const solo = l.rec.solo;
    let alive = true;
    let job: Thinking | null = null;
    decisions.value = 0;
    setThinking(true);
    setThinkError(null);
    (async () => {
      const d = await db();
      const comp = await identityFor(d, solo.identity);
      if (!comp) throw new Error(t('game.noKey'));
      job = askComputer(
        { system: l.rec.system, header: l.rec.header, packets: l.rec.packets, computer: { publicKey: comp.publicKey, masterSeed: comp.masterSeed }, level: solo.level, join: joinAs(solo) },
        (n) => { if (alive) decisions.value = n; },
      );
      const actions = await job.result;
      if (!alive) return;
      const rec = await storeComputerTurn(d, l.sys, l.rec, comp, actions, joinAs(solo), l.progress);
      await refreshGames();
      if (!alive) return;
      const next = Live.open(l.sys, rec, await identityFor(d, rec.identity), undefined);
      setThinking(false);
      setLive(next);
      if (firstUnseen(stepsOf(next.sys, next.game).steps, rec.lastSeen) < next.progress.log.length) setMode({ kind: 'replay', replay: 'new', from: rec.lastSeen });
      else {
        // Nothing to step through (an acceptance): marked as seen.
        const seen = next.game.packets.length;
        next.rec = await patchGame(d, rec.id, (g) => (g.lastSeen >= seen ? null : { ...g, lastSeen: Math.min(seen, g.packets.length) }));
        setMode({ kind: 'play' });
      }
    })().catch(async (e) => {
      if (!alive) return;
      setThinking(false);
      if (storeProblem(e) === 'stale') await follow(true);
      else if (storeProblem(e)) setError(problemOf(e, 'turn'));
      else setThinkError(detailOf(e));
    });
    return () => { alive = false; job?.stop(); };
  }, [live, soloPackets, gone, thinkTry]);

  if (missing) {
    return (
      <div class="screen">
        <TopBar title={t('app.title')} back={() => go({ name: 'library' })} />
        <main class="content" id="main"><p class="notice notice-error" role="alert">{t(missing as 'game.notFound')}</p></main>
      </div>
    );
  }
  if (!live) return <p class="loading" role="status">{t('app.loading')}</p>;

  composing.value = live.composing();
  const { sys, game, progress, turn } = live;
  const names = live.names();
  const next = live.next();
  const mine = live.isMine(next);
  const local = live.local();
  const me = live.rec.mySeats.length === 1 ? live.rec.mySeats[0] : null;
  const other: Seat | null = me === null ? null : ((1 - me) as Seat);
  const otherName = other === null ? '' : names[other] ?? live.rec.solo?.name ?? t('err.opponent');
  // The opponent's last message, the one this turn answers (the same entries for the whole turn).
  const received = turn && mine ? receivedIn(progress.log, game.packets.length, next) : null;
  const title = `${tx(sys.name)} · ${tx(sys.scenarios.find((s) => s.id === game.header.options.scenario)?.name) || String(game.header.options.scenario)}`;

  /** Keeps the draft; a tab whose copy is stale is shown the stored game instead. */
  const save = async () => {
    const dr = live.draft();
    if (!dr || gone) return;
    try {
      await putDraft(await db(), dr);
    } catch (e) {
      if (storeProblem(e) === 'stale') await follow(true);
      else if (storeProblem(e) === 'gone' || storeProblem(e) === 'erased') { setGone(true); setError(problemOf(e, 'action')); }
      else setError(problemOf(e, 'action'));
    }
  };
  const onAction = async (a: unknown) => {
    setError(null);
    notice.value = null; // "Verified: a new message…" has been read: the player is playing on
    try {
      live.play(a);
    } catch (e) {
      setError({ text: e instanceof VerifyError && e.refusal ? e.refusal[lang.value] : e instanceof Error ? e.message : String(e) }); // a refusal in the player's words
    }
    await save();
    bump();
  };
  const undo = async () => {
    if (!turn?.canUndo().ok) return;
    turn.undo();
    await save();
    bump();
  };
  const endTurn = async () => {
    setWorking(true);
    setError(null);
    notice.value = null;
    try {
      const before = next;
      // Stored before offered: the packet joins the game (and the send panel) only once its write committed.
      await endOwnTurn(await db(), live);
      await refreshGames();
      if (local && live.next() !== null && live.next() !== before) setPass(live.next());
    } catch (e) {
      const p = storeProblem(e);
      if (p === 'stale') await follow(true);
      else {
        if (p === 'gone' || p === 'erased') setGone(true);
        setError(problemOf(e, 'turn'));
      }
    } finally {
      setWorking(false);
      bump();
    }
  };
  const markSent = async (seq: number) => {
    if (live.rec.sentUpTo >= seq) return;
    try {
      const g = await patchGame(await db(), live.rec.id, (g) => (g.sentUpTo >= seq ? null : { ...g, sentUpTo: seq }));
      live.rec = { ...live.rec, sentUpTo: g.sentUpTo };
      await refreshGames();
    } catch (e) {
      setError(problemOf(e, 'mark'));
    }
    bump();
  };
  const doneReplay = async () => {
    if (live.rec.lastSeen < live.game.packets.length) {
      const seen = live.game.packets.length;
      try {
        const g = await patchGame(await db(), live.rec.id, (g) => (g.lastSeen >= seen ? null : { ...g, lastSeen: Math.min(seen, g.packets.length) }));
        live.rec = { ...live.rec, lastSeen: Math.max(live.rec.lastSeen, Math.min(seen, g.lastSeen)) };
        await refreshGames();
      } catch (e) {
        setError(problemOf(e, 'mark'));
      }
    }
    notice.value = null;
    setMode({ kind: 'play' });
  };
  const deleteTaken = async () => {
    try {
      await deleteGame(await db(), live.rec.id);
      await refreshGames();
      go({ name: 'library' });
    } catch (e) {
      setError(problemOf(e, 'delete'));
    }
  };

  // Whose input the game needs, and why. A side is named by what it brings when the view knows (DBA: its army).
  const seatText = (x: Seat) => view?.seatName?.(game.header.options, x, lang.value) || tx(sys.seats[x]);
  let prompt: string;
  const w = progress.waiting;
  const since = waited(Date.now() - live.rec.lastMove);
  if (me === null && !local) prompt = t('game.spectator', { a: names[0] ?? '?', b: names[1] ?? '?' });
  else if (next === null) prompt = t('game.over', { result: w.kind === 'over' ? tx(w.result) : '' });
  else if (mine && turn?.complete()) prompt = local ? t('game.completeLocal', { name: names[1 - next] ?? '?' }) : t('game.complete', { name: otherName });
  else if (mine && local) prompt = t('game.needs.youLocal', { name: names[next] ?? '?', seat: seatText(next) });
  else if (mine) prompt = t('game.needs.you', { seat: seatText(next) });
  else if (game.packets.length === 0) prompt = t('game.needs.accept');
  else prompt = t('game.needs.them', { name: otherName, seat: seatText(next), time: since });
  const pendingMine = progress.pending && me !== null && progress.pending.seat === me && !mine;

  const out = live.outgoing();
  const showSend = !gone && !live.rec.taken && !live.rec.solo && !!out && !mine && seqOf(out as { seq?: number }) === game.packets.length;
  if (showSend && live.rec.sentUpTo < seqOf(out as { seq?: number })) prompt = game.packets.length === 0 ? t('game.sendInviteNow') : game.packets.length === 1 && me !== game.header.seat ? t('game.sendJoinNow', { name: otherName }) : t('game.sendNow', { name: otherName });
  const undoState = turn?.canUndo();
  const state = turn ? turn.state : progress.state;
  const canPlay = mine && !!turn && !gone;
  const legal = canPlay ? live.legal() : [];
  // The decision named in the prompt, and its one action (if any) as the main button.
  const decision = canPlay && turn && !turn.complete() ? decisionOf(sys, view, state, legal) : null;
  if (decision && !(showSend && live.rec.sentUpTo < seqOf(out as { seq?: number }))) {
    prompt = local ? t('game.needs.youLocalTo', { name: names[next!] ?? '?', seat: seatText(next!), what: decision.text }) : t('game.needs.youTo', { seat: seatText(next!), what: decision.text });
  }
  const mainAction = decision && decision.main !== null ? legal[decision.main] : undefined;

  const vsLine = local
    ? t('game.vs', { a: names[0] ?? '?', b: names[1] ?? '?' })
    : me === null
      ? t('game.vs', { a: names[0] ?? '?', b: names[1] ?? '?' })
      : t('game.vs', { a: t('game.you', { name: names[me] ?? '' }), b: otherName }) +
        (live.rec.solo ? ` (${t('solo.vs', { level: t(`solo.level.${live.rec.solo.level}` as 'solo.level.steady') })})` : '');

  const turnLog = turn ? (
    <section class="section" aria-labelledby="h-turn">
      <h2 class="section-title" id="h-turn">{t('game.thisTurn')}</h2>
      {turn.log.length === 0 ? <p class="help">{t('game.noActions')}</p> : (
        <ul class="entries">{turn.log.map((e, i) => <Entry key={i} sys={sys} entry={e} names={names} log={live.progress.log} />)}</ul>
      )}
    </section>
  ) : null;

  if (pass !== null) {
    return (
      <div class="screen pass-screen">
        <main class="content pass" id="main">
          <h1 class="pass-title">{t('game.passTo', { name: names[pass] ?? '?' })}</h1>
          <p>{t('game.passHelp', { name: names[pass] ?? '?', seat: tx(sys.seats[pass]) })}</p>
          <button type="button" class="btn btn-primary btn-wide" data-pass-ok onClick={() => setPass(null)}>{t('game.iAm', { name: names[pass] ?? '?' })}</button>
        </main>
      </div>
    );
  }

  return (
    <div class="screen">
      <TopBar title={title} back={() => go({ name: 'library' })} />
      <main class={`content${(mine && turn) || thinking ? ' with-bar' : ''}`} id="main" data-played={turn ? turn.actions.length : -1} data-packets={game.packets.length} data-mode={mode.kind}>
        <NoticeBar />
        <p class="vs">{vsLine}{game.packets.length > 0 ? ` · ${t('game.message', { n: game.packets.length })}` : ''}</p>
        {live.rec.fork ? <ForkNotice live={live} name={otherName} /> : null}
        {live.keyMissing() ? (
          <div class="notice notice-error" role="alert" data-key-missing>
            <p>{t('game.noKey')}</p>
            <button type="button" class="btn" onClick={() => go({ name: 'settings' })}>{t('nav.settings')}</button>
          </div>
        ) : null}
        {live.rec.taken ? (
          <div class="notice notice-info" role="status" data-taken>
            <p>{t('game.taken', { creator: live.rec.taken.by || names[game.header.seat] || '?' })}</p>
            <button type="button" class="btn btn-danger" data-delete-taken onClick={deleteTaken}>{t('game.deleteTaken')}</button>
          </div>
        ) : null}
        {mode.kind === 'replay' ? (
          <Replay live={live} view={view} mode={mode.replay} from={mode.from} onDone={doneReplay} />
        ) : (
          <>
            {live.rec.taken ? null : thinking ? <p class="prompt" data-prompt>{t('solo.thinking')}</p> : <p class={`prompt${mine ? ' prompt-mine' : ''}`} aria-live="polite" data-prompt>{prompt}</p>}
            {thinkError ? (
              <div class="notice notice-error" role="alert" data-think-error>
                <p>{t('solo.failed', { detail: thinkError })}</p>
                <button type="button" class="btn" onClick={() => setThinkTry((x) => x + 1)}>{t('solo.retry')}</button>
              </div>
            ) : null}
            {pendingMine ? <p class="help">{t('game.needs.pending', { name: otherName })}</p> : null}
            {next === null && game.packets.length > 0 ? (
              <button type="button" class="btn btn-primary btn-wide" data-replay-game onClick={() => setMode({ kind: 'replay', replay: 'all', from: 0 })}>{t('game.replayAll')}</button>
            ) : null}
            {error ? (
              <div class={`notice ${'keys' in error && error.keys[0] === 'game.changedElsewhere' ? 'notice-info' : 'notice-error'}`} role="alert" data-game-problem>
                {/* What the storage banner above says already is not said twice. */}
                <p>{'text' in error ? error.text : error.keys.filter((k) => !(storageErased.value && (k === 'store.erased' || k === 'store.erased.do'))).map((k) => t(k, error.params)).join(' ')}</p>
                {'keys' in error && error.settings ? <button type="button" class="btn" onClick={() => go({ name: 'settings' })}>{t('nav.settings')}</button> : null}
              </div>
            ) : null}
            {showSend ? <SendPanel live={live} onSent={markSent} autoFocus={r.send} /> : null}
            {turn && mine && !view ? turnLog : null}
            <Board live={live} view={view} state={state} legal={legal} onAction={canPlay ? onAction : undefined} last={turn && turn.log.length ? turn.log[turn.log.length - 1] : null} received={received} viewer={local ? next : me} />
            {turn && mine && view ? turnLog : null}
            {canPlay && turn ? <StandingOrdersCard live={live} state={state} legal={legal} seat={next!} other={local ? names[1 - next!] ?? '?' : otherName} onAction={onAction} /> : null}
            <details class="section more">
              <summary class="section-title">{t('game.menu')}</summary>
              <div class="stack">
                {game.packets.length > 0 ? (
                  <button type="button" class="btn" data-replay-all onClick={() => setMode({ kind: 'replay', replay: 'all', from: 0 })}>{t('game.replayAll')}</button>
                ) : null}
                <button type="button" class="btn" onClick={() => downloadText(`tessera-${live.rec.id.slice(0, 8)}.txt`, gameFileText(decodeGame(live.rec)))}>{t('game.exportFile')}</button>
              </div>
              <GameOptions live={live} view={view} />
              {me !== null && game.packets[0]?.join && !live.rec.solo ? (
                <p class="help" data-fingerprint>
                  {t('game.fingerprint', { name: otherName })} <strong class="words">{fingerprint(progress.gameId, game.header.publicKey, game.packets[0].join.publicKey)}</strong>
                </p>
              ) : null}
            </details>
            <PasteBox />
          </>
        )}
      </main>
      {/* Where the player's own bar was: in view wherever the board is scrolled. */}
      {mode.kind === 'play' && thinking ? <div class="command-bar thinking-dock"><ThinkingCard decisions={decisions} /></div> : null}
      {mode.kind === 'play' && canPlay && turn ? (
        <div class="command-bar">
          {undoState?.why === 'dice' ? <p class="bar-note" id="undo-why">{t('game.undoDice')}</p> : null}
          <button type="button" class="btn btn-undo" data-undo disabled={!undoState?.ok} onClick={undo} aria-describedby={undoState?.why === 'dice' ? 'undo-why' : undefined}>{t('game.undo')}</button>
          {mainAction !== undefined && !turn.complete() ? (
            <button type="button" class="btn btn-primary" data-main-action onClick={() => void onAction(mainAction)}>{cap(decision!.text)}</button>
          ) : null}
          {turn.complete() ? (
            <button type="button" class="btn btn-primary" data-end-turn disabled={working} onClick={endTurn}>
              {working ? t('game.ending') : game.packets.length === 0 ? t('game.endJoin') : t('game.end')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
