// Settings: language, text size, install, backup export/import, storage status.
import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../i18n';
import { db } from '../store';
import { refreshGames, go, setLang, setTextSize, textSize } from '../state';
import { loadSystem } from '../systems';
import { InstallCard, NoticeBar, TopBar } from '../ui';
import { downloadText } from '../share';
import { detailOf, storageFailure } from '../storage-words';

export function Settings() {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [msg, setMsg] = useState<{ kind: 'ok' | 'error' | 'info'; text: string } | null>(null);
  const [pass, setPass] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void navigator.storage?.persisted?.().then(setPersisted, () => setPersisted(false));
  }, []);
  const exportAll = async () => {
    if (pass.length < 8) return;
    setMsg({ kind: 'info', text: t('settings.sealing') });
    try {
      const { exportBackup } = await import('../backup');
      const text = await exportBackup(await db(), pass);
      const date = new Date().toISOString().slice(0, 10);
      downloadText(`tessera-backup-${date}.json`, text, 'application/json');
      setMsg({ kind: 'ok', text: t('settings.exported') });
    } catch (e) {
      const keys = storageFailure(e, 'export');
      setMsg({ kind: 'error', text: keys ? keys.map((k) => t(k)).join(' ') : t('err.internal', { detail: detailOf(e) }) });
    }
  };
  const importFile = async (f: File) => {
    const { importBackup } = await import('../backup');
    setMsg({ kind: 'info', text: t('settings.opening') });
    try {
      const r = await importBackup(await db(), await f.text(), pass, loadSystem);
      await refreshGames();
      let text = t('settings.imported', { added: r.added, updated: r.updated, unchanged: r.unchanged });
      const bad = r.conflicts.length + r.refused.length;
      if (bad) text += ' ' + t('settings.conflicts', { n: bad });
      if (r.sets) text += ' ' + t('settings.setsRestored', { n: r.sets });
      setMsg({ kind: 'ok', text });
    } catch (e) {
      // Storage that fails is not a damaged file: said as it is.
      const keys = storageFailure(e, 'import');
      if (keys) { setMsg({ kind: 'error', text: keys.map((k) => t(k)).join(' ') }); return; }
      const code = (e as { code?: string }).code;
      const why = code === 'wrong-passphrase' ? t('settings.wrongPassphrase') : code === 'newer-version' ? t('settings.newerBackup') : t('settings.badBackup');
      setMsg({ kind: 'error', text: why + ' ' + t('err.unchanged') });
    }
  };
  return (
    <div class="screen">
      <TopBar title={t('settings.title')} back={() => go({ name: 'library' })} />
      <main class="content" id="main">
        <NoticeBar />
        <fieldset class="fieldset">
          <legend>{t('settings.lang')}</legend>
          <div class="segmented">
            {(['en', 'fr'] as const).map((l) => (
              <label class={`choice${lang.value === l ? ' checked' : ''}`} key={l} for={`lang-${l}`}>
                <input type="radio" id={`lang-${l}`} name="lang" checked={lang.value === l} onChange={() => void setLang(l)} />
                <span class="choice-label" lang={l}>{l === 'en' ? 'English' : 'Français'}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset class="fieldset">
          <legend>{t('settings.text')}</legend>
          <div class="segmented">
            {(['normal', 'large'] as const).map((v) => (
              <label class={`choice${textSize.value === v ? ' checked' : ''}`} key={v} for={`text-${v}`}>
                <input type="radio" id={`text-${v}`} name="text-size" checked={textSize.value === v} onChange={() => void setTextSize(v)} data-text-size={v} />
                <span class={`choice-label text-sample-${v}`}>{t(v === 'normal' ? 'settings.textNormal' : 'settings.textLarge')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <section class="section" aria-labelledby="h-orders" data-standing-orders>
          <h2 class="section-title" id="h-orders">{t('orders.title')}</h2>
          <p class="help">{t('orders.help')}</p>
          <ul class="plain-list">
            <li>{t('orders.nabis')}</li>
            <li>{t('orders.dba')}</li>
            <li>{t('orders.cdb')}</li>
          </ul>
        </section>
        <InstallCard />
        <section class="section" aria-labelledby="h-backup">
          <h2 class="section-title" id="h-backup">{t('settings.backup')}</h2>
          <p class="help">{t('settings.backupHelp')}</p>
          <label class="field">
            <span class="label">{t('settings.passphrase')}</span>
            <input class="input" type="password" autocomplete="new-password" value={pass} data-passphrase aria-describedby="pass-help"
              onInput={(e) => setPass((e.target as HTMLInputElement).value)} />
          </label>
          <p class="help" id="pass-help">{t('settings.passphraseHelp')}</p>
          <div class="row">
            <button type="button" class="btn" onClick={exportAll} disabled={pass.length < 8} data-export>{t('settings.export')}</button>
            <button type="button" class="btn" disabled={pass.length < 8} onClick={() => fileRef.current?.click()}>{t('settings.import')}</button>
            <input ref={fileRef} type="file" class="visually-hidden" tabIndex={-1} aria-hidden="true" accept=".json,application/json" data-import
              onChange={(e) => { const f = (e.target as HTMLInputElement).files?.[0]; if (f) void importFile(f); (e.target as HTMLInputElement).value = ''; }} />
          </div>
          {msg ? <p class={`notice notice-${msg.kind}`} role={msg.kind === 'error' ? 'alert' : 'status'}>{msg.text}</p> : null}
        </section>
        <section class="section" aria-labelledby="h-storage">
          <h2 class="section-title" id="h-storage">{t('settings.storage')}</h2>
          {persisted === null ? null : <p>{persisted ? t('settings.persisted') : t('settings.notPersisted')}</p>}
          <p class="help">{t('settings.about')}</p>
        </section>
      </main>
    </div>
  );
}
