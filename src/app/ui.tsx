// Small shared pieces: top bar, notice banner, paste box, lazy screens.
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from './i18n';
import { busy, go, install, installPrompt, notice } from './state';
import { acknowledgeErased, storageBlocked, storageErased } from './store';
import { receiveFile, receiveText } from './receive-ui';

export function TopBar(props: { title: string; back?: () => void; children?: ComponentChildren }) {
  return (
    <header class="topbar">
      {props.back ? (
        <button type="button" class="icon-btn" onClick={props.back} aria-label={t('nav.back')}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span class="brand-mark" aria-hidden="true">▦</span>
      )}
      <h1 class="topbar-title" tabIndex={-1}>{props.title}</h1>
      {props.children}
    </header>
  );
}

/** Storage lost or held by another window: said on every screen until read. */
function StorageBanner() {
  if (storageBlocked.value) return <p class="notice notice-error" role="alert" data-storage-blocked>{t('store.blocked')}</p>;
  if (!storageErased.value) return null;
  return (
    <div class="notice notice-error notice-closable" role="alert" data-storage-erased>
      <button type="button" class="icon-btn notice-close" onClick={acknowledgeErased} aria-label={t('common.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <p>{t('store.erased')} {t('store.erased.do')}</p>
      <button type="button" class="btn" onClick={() => go({ name: 'settings' })}>{t('nav.settings')}</button>
    </div>
  );
}

export function NoticeBar() {
  return (
    <>
      <StorageBanner />
      <Notice />
    </>
  );
}

function Notice() {
  const n = notice.value;
  const b = busy.value;
  if (b) return <p class="notice notice-info" role="status">{t(b)}</p>;
  if (!n) return null;
  const params = { ...n.params, name: n.params?.name ?? t('err.opponent') };
  return (
    <div class={`notice notice-${n.kind} notice-closable`} role={n.kind === 'error' ? 'alert' : 'status'}>
      <button type="button" class="icon-btn notice-close" onClick={() => (notice.value = null)} aria-label={t('common.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <p>
        {t(n.key, params)}
        {n.more?.map((k) => ' ' + t(k, params))}
      </p>
      {n.copy ? <CopyButton text={n.copy} label={t('err.copy')} /> : null}
      {n.settings ? <button type="button" class="btn" onClick={() => { notice.value = null; go({ name: 'settings' }); }}>{t('nav.settings')}</button> : null}
      {n.detail ? (
        <details>
          <summary>{t('common.details')}</summary>
          <code class="detail">{n.detail}</code>
        </details>
      ) : null}
    </div>
  );
}

export async function copyText(text: string, fallbackEl?: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (fallbackEl) {
      fallbackEl.focus();
      fallbackEl.select();
      try {
        return document.execCommand('copy');
      } catch {
        return false;
      }
    }
    return false;
  }
}

function CopyButton(props: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button type="button" class="btn" onClick={async () => setDone(await copyText(props.text))}>
      {done ? '✓ ' : ''}{props.label}
    </button>
  );
}

export function PasteBox(props: { open?: boolean }) {
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  // The text stays in the box unless it was taken in: nothing typed or pasted is lost.
  const submit = async (value: string) => {
    if (!value.trim()) return;
    if (await receiveText(value)) setText('');
  };
  return (
    <details class="card paste" open={props.open}>
      <summary class="paste-summary">{t('paste.title')}</summary>
      <p class="help" id="paste-help">{t('paste.help')}</p>
      <label class="field">
        <span class="label">{t('paste.label')}</span>
        <textarea
          class="paste-input"
          rows={3}
          value={text}
          aria-describedby="paste-help"
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          spellcheck={false}
          autocomplete="off"
          data-paste-box
        />
      </label>
      <div class="row">
        <button type="button" class="btn btn-primary" onClick={() => submit(text)} disabled={!text.trim()}>{t('paste.open')}</button>
        {typeof navigator !== 'undefined' && navigator.clipboard && 'readText' in navigator.clipboard ? (
          <button
            type="button"
            class="btn"
            onClick={async () => {
              try {
                const v = await navigator.clipboard.readText();
                setText(v);
                await submit(v);
              } catch {
                /* permission refused: the box stays for a manual paste */
              }
            }}
          >
            {t('paste.clipboard')}
          </button>
        ) : null}
        <button type="button" class="btn" onClick={() => fileRef.current?.click()}>{t('paste.file')}</button>
        <input
          ref={fileRef}
          type="file"
          class="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept=".txt,.json,.tessera,text/plain,application/json"
          onChange={(e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f) void receiveFile(f);
            (e.target as HTMLInputElement).value = '';
          }}
          data-file-input
        />
      </div>
    </details>
  );
}

/** A screen loaded on first use (keeps the first load small). */
export function Lazy<P extends object>(props: { load: () => Promise<ComponentType<P>>; props: P; id: string }) {
  const [C, setC] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    props.load().then((c) => live && setC(() => c), (e) => live && setFailed(String(e)));
    return () => { live = false; };
  }, [props.id]);
  if (failed) return <p class="notice notice-error" role="alert">{t('err.internal', { detail: failed })}</p>;
  if (!C) return <p class="loading" role="status">{t('app.loading')}</p>;
  return <C {...props.props} />;
}


/** Offered only when the browser has an install offer (beforeinstallprompt). */
export function InstallCard() {
  if (!installPrompt.value) return null;
  return (
    <section class="card install" aria-labelledby="h-install" data-install>
      <h2 class="section-title" id="h-install">{t('install.title')}</h2>
      <p class="help">{t('install.help')}</p>
      <button type="button" class="btn btn-primary" onClick={() => void install()} data-install-button>{t('install.button')}</button>
    </section>
  );
}
