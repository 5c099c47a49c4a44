// The shell: routes between screens (heavy ones load lazily), takes in whatever
// arrives (link fragment, share target, paste anywhere, dropped file) and offers
// app updates only when no turn is being composed.
import { useEffect, useState } from 'preact/hooks';
import { useRegisterSW } from 'virtual:pwa-register/preact';
import { lang, t } from './i18n';
import { db, getSettings } from './store';
import { applyTextSize, composing, refreshGames, route } from './state';
import { receiveFile, receiveShared, receiveText } from './receive-ui';
import { Library } from './screens/library';
import { Lazy } from './ui';
import { INCOMING_SET_MARK, keepIncomingSet } from './club-sets';

type Incoming = { text: string } | { share: string };

/** A link's fragment, a share by GET (`?text=`), or the share target's hand-over
 *  (`?share=<id>`, after the service worker took the POST); the address is cleaned. */
function takeIncoming(): Incoming | null {
  const l = window.location;
  const q = new URLSearchParams(l.search);
  let got: Incoming | null = null;
  // A club set's link (issue 15) is no turn: kept for the new-game form, which checks it.
  if (l.hash.startsWith('#' + INCOMING_SET_MARK)) {
    keepIncomingSet(l.href);
    history.replaceState(null, '', l.pathname);
    route.value = { name: 'new' };
    return null;
  }
  if (l.hash.length > 20) got = { text: l.href };
  else if (q.get('share')) got = { share: q.get('share')! };
  else {
    const shared = [q.get('text'), q.get('url')].filter(Boolean).join('\n');
    if (shared) got = { text: shared };
  }
  if (got !== null) history.replaceState(null, '', l.pathname);
  return got;
}

async function receiveIncoming(x: Incoming): Promise<void> {
  if ('share' in x) await receiveShared(x.share);
  else await receiveText(x.text);
}

function isTextField(el: EventTarget | null): boolean {
  const e = el as HTMLElement | null;
  return !!e && (e.tagName === 'TEXTAREA' || e.tagName === 'INPUT' || e.isContentEditable);
}

function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh || composing.value) return null;
  return (
    <div class="update" role="status">
      <p>{t('update.ready')}</p>
      <div class="row">
        <button type="button" class="btn btn-primary" onClick={() => updateServiceWorker(true)}>{t('update.reload')}</button>
        <button type="button" class="btn" onClick={() => setNeedRefresh(false)}>{t('update.later')}</button>
      </div>
    </div>
  );
}

export function App() {
  const [ready, setReady] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    (async () => {
      const s = await getSettings(await db());
      if (s.lang) lang.value = s.lang;
      applyTextSize(s.text === 'large' ? 'large' : 'normal');
      document.documentElement.lang = lang.value;
      await refreshGames();
      setReady(true);
      const incoming = takeIncoming();
      if (incoming) await receiveIncoming(incoming);
    })();
    const onHash = () => {
      const incoming = takeIncoming();
      if (incoming) void receiveIncoming(incoming);
    };
    const onPaste = (e: ClipboardEvent) => {
      if (isTextField(e.target)) return;
      const text = e.clipboardData?.getData('text/plain');
      if (text && text.trim()) {
        e.preventDefault();
        void receiveText(text);
      }
    };
    const onDragOver = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files') || (e.dataTransfer?.types.includes('text/plain') && !isTextField(e.target))) {
        e.preventDefault();
        setDragging(true);
      }
    };
    const onDragLeave = (e: DragEvent) => {
      if (e.target === document.documentElement || e.relatedTarget === null) setDragging(false);
    };
    // A dropped file (the first, if several), or dropped text (a link dragged from
    // another window) outside a text field: both are checked like anything pasted.
    const onDrop = (e: DragEvent) => {
      const f = e.dataTransfer?.files?.[0];
      setDragging(false);
      if (f) {
        e.preventDefault();
        void receiveFile(f);
        return;
      }
      const text = isTextField(e.target) ? '' : e.dataTransfer?.getData('text/plain') ?? '';
      if (text.trim()) {
        e.preventDefault();
        void receiveText(text);
      }
    };
    window.addEventListener('hashchange', onHash);
    document.addEventListener('paste', onPaste);
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('dragleave', onDragLeave);
    document.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('dragleave', onDragLeave);
      document.removeEventListener('drop', onDrop);
    };
  }, []);

  const r = route.value;
  // A new screen: move the focus to its title, so screen readers announce it.
  useEffect(() => {
    if (!ready) return;
    const id = setTimeout(() => (document.querySelector('.topbar-title') as HTMLElement | null)?.focus({ preventScroll: true }), 60);
    return () => clearTimeout(id);
  }, [r, ready]);
  void lang.value; // re-render everything on a language change
  let screen;
  if (!ready) screen = <p class="loading" role="status">{t('app.loading')}</p>;
  else if (r.name === 'library') screen = <Library />;
  else if (r.name === 'new') screen = <Lazy key="new" id="new" load={() => import('./screens/new').then((m) => m.NewGame)} props={{}} />;
  else if (r.name === 'settings') screen = <Lazy key="settings" id="settings" load={() => import('./screens/settings').then((m) => m.Settings)} props={{}} />;
  else if (r.name === 'join') screen = <Lazy key="join" id="join" load={() => import('./screens/join').then((m) => m.Join)} props={{ header: r.header }} />;
  else screen = <Lazy key="game" id="game" load={() => import('./screens/game').then((m) => m.GameScreen)} props={{ route: r }} />;

  return (
    <>
      {screen}
      <UpdatePrompt />
      {dragging ? <div class="drop-overlay" aria-hidden="true"><p>{t('paste.drop')}</p></div> : null}
    </>
  );
}
