// What the app does with anything received (link, paste, file, share target):
// the checking itself runs in the lazily loaded inbox.
import { catalogues, lang, type Key } from './i18n';
import type { ErrorInfo } from './logic';
import { db } from './store';
import { busy, go, isIOS, isStandalone, notice, refreshGames } from './state';
import { detailOf, storageFailure, storageKeys } from './storage-words';
import { loadSystem } from './systems';

/** Checks and takes in anything received; true when it was understood (accepted,
 *  known already, or an invitation to look at), false on an error. */
export async function receiveText(text: string): Promise<boolean> {
  busy.value = 'receive.checking';
  notice.value = null;
  try {
    const { isSealedBackup } = await import('../engine/vault');
    if (isSealedBackup(text.trim())) {
      // A device backup, not a turn: it opens in Settings, with its passphrase.
      notice.value = { kind: 'info', key: 'err.is-backup', more: ['err.unchanged'], settings: true };
      return false;
    }
    const { handleInput } = await import('./inbox');
    const r = await handleInput(await db(), text, loadSystem);
    await refreshGames();
    switch (r.kind) {
      case 'invitation':
        go({ name: 'join', header: r.header, system: r.header.system });
        return true;
      case 'own-invitation':
        notice.value = { kind: 'info', key: 'receive.own' };
        go({ name: 'game', id: r.id });
        return true;
      case 'known-invitation':
        notice.value = { kind: 'info', key: 'receive.known' };
        go({ name: 'game', id: r.id });
        return true;
      case 'accepted':
        notice.value = { kind: 'ok', key: r.added === 1 ? 'receive.okOne' : 'receive.ok', params: { n: r.added, name: r.name } };
        go({ name: 'game', id: r.id, replay: 'new', from: r.from });
        return true;
      case 'duplicate':
        notice.value = { kind: 'info', key: 'receive.duplicate' };
        go({ name: 'game', id: r.id });
        return true;
      case 'imported':
        notice.value = { kind: 'ok', key: 'receive.imported' };
        go({ name: 'game', id: r.id, replay: 'all', from: 0 });
        return true;
      case 'second-join':
        notice.value = { kind: 'info', key: 'game.secondJoin', params: { name: r.name, other: r.other } };
        go({ name: 'game', id: r.id });
        return true;
      case 'taken':
        // The game screen says it too, with the offer to delete the game.
        notice.value = null;
        go({ name: 'game', id: r.id });
        return true;
      case 'own-fork':
        notice.value = null;
        go({ name: 'game', id: r.id });
        return false;
      case 'own-fork-adopted':
        notice.value = { kind: 'ok', key: 'err.own-fork-adopted', params: { seq: r.seq, name: r.name } };
        go({ name: 'game', id: r.id, replay: 'all', from: 0 });
        return true;
      case 'storage': {
        const [key, ...more] = storageKeys(r.problem, 'receive');
        notice.value = { kind: 'error', key, more, settings: r.problem === 'erased' || r.problem === 'full' };
        return false;
      }
      case 'error': {
        const code = r.info.code;
        let key = ('err.' + code) as Key;
        if (!(key in catalogues.en)) key = 'err.internal';
        if (code === 'unknown-game' && isIOS() && !isStandalone()) key = 'err.ios-app';
        if (code === 'fork' && r.info.seq === 1) key = 'err.fork-join';
        const more: Key[] = code === 'fork' || code === 'duplicate' ? [] : ['err.unchanged'];
        notice.value = {
          kind: code === 'duplicate' ? 'info' : 'error',
          key,
          params: { seq: r.info.seq ?? '?', rule: refusalParam(r.info), detail: r.info.detail ?? '', ...(r.name ? { name: r.name } : {}) },
          more,
          detail: `${code}${r.info.detail ? ': ' + r.info.detail : ''}`,
          copy: code === 'unknown-game' ? r.raw : undefined,
        };
        return code === 'duplicate';
      }
    }
  } catch (e) {
    const keys = storageFailure(e, 'receive');
    notice.value = keys ? { kind: 'error', key: keys[0], more: keys.slice(1) } : { kind: 'error', key: 'err.internal', params: { detail: detailOf(e) } };
    return false;
  } finally {
    busy.value = null;
  }
}

export async function receiveFile(f: File): Promise<boolean> {
  if (f.size > 16 * 1024 * 1024) {
    notice.value = { kind: 'error', key: 'err.too-large', more: ['err.unchanged'] };
    return false;
  }
  let text: string;
  try {
    text = await f.text();
  } catch {
    notice.value = { kind: 'error', key: 'err.file-unreadable', params: { file: f.name }, more: ['err.unchanged'] };
    return false;
  }
  return receiveText(text);
}

/** Where the service worker (src/sw.ts) keeps what the share sheet sent. */
export const SHARE_CACHE = 'tessera-share';

/** What the share target handed over (`?share=<id>`): read once, removed, then
 *  checked like anything pasted. Old leftovers (a share never opened) go too. */
export async function receiveShared(id: string): Promise<void> {
  let r: Response | undefined;
  try {
    const c = await caches.open(SHARE_CACHE);
    const key = new URL(`__share/${encodeURIComponent(id)}`, document.baseURI).href;
    r = await c.match(key);
    await c.delete(key);
    const day = Date.now() - 86_400_000;
    for (const k of await c.keys()) {
      const stamp = parseInt(new URL(k.url).pathname.split('/').pop()!.split('-')[0], 36);
      if (!(stamp > day)) await c.delete(k);
    }
  } catch {
    r = undefined;
  }
  if (!r) {
    notice.value = { kind: 'error', key: 'err.share-missing' };
    return;
  }
  const kind = r.headers.get('x-tessera-kind');
  if (kind === 'file') {
    const name = decodeURIComponent(r.headers.get('x-tessera-name') ?? 'shared');
    await receiveFile(new File([await r.blob()], name));
  } else if (kind === 'text') await receiveText(await r.text());
  else if (kind === 'too-large') notice.value = { kind: 'error', key: 'err.too-large' };
  else if (kind === 'empty') notice.value = { kind: 'error', key: 'err.share-empty' };
  else notice.value = { kind: 'error', key: 'err.share-unreadable', more: ['err.unchanged'] };
}

/** What follows "breaks a rule" in a refused message: the reason in the player's words
 *  when the rules gave one, else the rule's ID. */
function refusalParam(info: ErrorInfo): string {
  if (info.refusal) return (lang.value === 'fr' ? ' : ' : ': ') + info.refusal[lang.value];
  return info.rule ? ` (${info.rule})` : '';
}
