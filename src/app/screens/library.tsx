// The library: every game on this device, grouped by whose move it is.
import { useState } from 'preact/hooks';
import { t, tx, waited } from '../i18n';
import { deleteGame, db, patchGame, type GameRecord } from '../store';
import { detailOf, storageFailure } from '../storage-words';
import { games, go, notice, refreshGames } from '../state';
import { InstallCard, NoticeBar, PasteBox, TopBar } from '../ui';

function title(g: GameRecord): string {
  return `${tx(g.summary.systemName)} · ${tx(g.summary.scenarioName)}`;
}

function opponent(g: GameRecord): string {
  const [a, b] = g.summary.names;
  if (g.mySeats.length === 2) return t('lib.local', { a: a ?? '?', b: b ?? '?' });
  if (g.mySeats.length === 0) return t('lib.copy');
  if (g.solo) return t('lib.solo', { level: t(`solo.level.${g.solo.level}` as 'solo.level.steady') });
  const other = g.summary.names[1 - g.mySeats[0]];
  return other ? t('lib.vs', { name: other }) : t('lib.pending');
}

/** Runs a library change; a storage failure is said in words. */
async function tell(op: () => Promise<void>, ctx: 'mark' | 'delete'): Promise<void> {
  try {
    await op();
  } catch (e) {
    const keys = storageFailure(e, ctx);
    notice.value = keys ? { kind: 'error', key: keys[0], more: keys.slice(1) } : { kind: 'error', key: 'err.internal', params: { detail: detailOf(e) } };
  }
}

type Group = 'mine' | 'theirs' | 'over' | 'archived';

export function groupOf(g: GameRecord): Group {
  if (g.archived) return 'archived';
  if (g.summary.over) return 'over';
  if (g.summary.next !== null && g.mySeats.includes(g.summary.next)) return 'mine';
  return 'theirs';
}

/** Whether my last packet (or invitation, seq 0) has not been handed over yet. */
function unsent(g: GameRecord): boolean {
  return g.mySeats.length === 1 && !g.solo && lastOwnSeq(g) > g.sentUpTo;
}

function lastOwnSeq(g: GameRecord): number {
  const mine = g.mySeats[0];
  for (let i = g.packets.length - 1; i >= 0; i--) if (g.packets[i][4] === mine) return i + 1;
  return g.header[5] === mine ? 0 : -1;
}

function status(g: GameRecord, now: number): string {
  const wait = waited(now - g.lastMove);
  if (g.summary.over) return t('lib.status.over', { result: tx(g.summary.result) });
  const next = g.summary.next!;
  if (g.mySeats.length === 2) return t('lib.status.local', { name: g.summary.names[next] ?? '?' });
  if (g.mySeats.includes(next)) return t('lib.status.mine', { time: wait });
  if (g.solo?.seat === next) return t('lib.status.computer');
  if (unsent(g)) return t('lib.status.notSent');
  return t('lib.status.theirs', { name: g.summary.names[next] ?? t('err.opponent'), time: wait });
}

function GameCard(props: { g: GameRecord; now: number }) {
  const { g } = props;
  const [menu, setMenu] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const name = title(g);
  const setArchived = async (archived: boolean) => {
    await tell(async () => { await patchGame(await db(), g.id, (s) => ({ ...s, archived })); }, 'mark');
    await refreshGames();
  };
  return (
    <li class={`game-card group-${groupOf(g)}`} data-game={g.id}>
      <button type="button" class="game-open" onClick={() => go({ name: 'game', id: g.id })}>
        <span class="game-title">{name}</span>
        <span class="game-sub">{opponent(g)}</span>
        <span class={`game-status${unsent(g) && groupOf(g) === 'theirs' ? ' status-unsent' : ''}`}>{status(g, props.now)}</span>
      </button>
      <button type="button" class="icon-btn game-more" aria-expanded={menu} aria-label={t('lib.gameActions', { game: name })} onClick={() => { setMenu(!menu); setConfirm(false); }}>
        <span aria-hidden="true">⋯</span>
      </button>
      {menu ? (
        <div class="game-menu">
          {confirm ? (
            <div role="alertdialog" aria-labelledby={`del-${g.id}`} class="confirm">
              <p id={`del-${g.id}`}>{t('lib.deleteConfirm', { game: name })}</p>
              <div class="row">
                <button type="button" class="btn btn-danger" onClick={async () => { await tell(async () => deleteGame(await db(), g.id), 'delete'); await refreshGames(); }}>{t('lib.deleteYes')}</button>
                <button type="button" class="btn" onClick={() => setConfirm(false)}>{t('common.cancel')}</button>
              </div>
            </div>
          ) : (
            <div class="row">
              <button type="button" class="btn" onClick={() => go({ name: 'game', id: g.id })}>{t('lib.open')}</button>
              <button type="button" class="btn" onClick={() => setArchived(!g.archived)}>{g.archived ? t('lib.unarchive') : t('lib.archive')}</button>
              <button type="button" class="btn btn-danger-outline" onClick={() => setConfirm(true)}>{t('lib.delete')}</button>
            </div>
          )}
        </div>
      ) : null}
    </li>
  );
}

const ORDER: [Group, Parameters<typeof t>[0]][] = [
  ['mine', 'lib.yourMove'],
  ['theirs', 'lib.waiting'],
  ['over', 'lib.finished'],
  ['archived', 'lib.archived'],
];

export function Library() {
  const now = Date.now();
  const all = games.value;
  return (
    <div class="screen">
      <TopBar title={t('app.title')}>
        <button type="button" class="icon-btn" onClick={() => go({ name: 'settings' })} aria-label={t('nav.settings')}>
          <span aria-hidden="true">⚙</span>
        </button>
      </TopBar>
      <main class="content" id="main">
        <NoticeBar />
        <PasteBox open={all.length === 0} />
        {all.length === 0 ? <p class="empty">{t('lib.empty')}</p> : null}
        {ORDER.map(([group, label]) => {
          const list = all
            .filter((g) => groupOf(g) === group)
            // Longest wait first for my move; most recent first elsewhere.
            .sort((a, b) => (group === 'mine' ? a.lastMove - b.lastMove : b.updated - a.updated));
          if (list.length === 0) return null;
          const body = (
            <ul class="game-list">
              {list.map((g) => <GameCard key={g.id} g={g} now={now} />)}
            </ul>
          );
          return group === 'archived' ? (
            <details class="section" key={group}>
              <summary class="section-title">{t(label)} ({list.length})</summary>
              {body}
            </details>
          ) : (
            <section class="section" key={group} aria-labelledby={`h-${group}`}>
              <h2 class="section-title" id={`h-${group}`}>{t(label)} ({list.length})</h2>
              {body}
            </section>
          );
        })}
        <InstallCard />
        {all.length > 0 && all.length < 3 ? <p class="help">{t('lib.installHint')}</p> : null}
      </main>
      <div class="command-bar">
        <button type="button" class="btn btn-primary btn-wide" onClick={() => go({ name: 'new' })}>{t('lib.new')}</button>
      </div>
    </div>
  );
}
