// Handing a message to the messenger: Web Share (text, the link on its last line,
// plus the file when asked or when the link is long), else clipboard or a file.
import type { Outgoing } from './messages';

export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'shared-no-file': shared, but the file that should have gone with it could not
 *  (the browser shares no files): the player is told to save it and attach it. */
export type ShareOutcome = 'shared' | 'shared-no-file' | 'cancelled' | 'unsupported';

/** Must be called inside the tap (Web Share needs the user's activation). */
export async function shareMessage(o: Outgoing, withFile: boolean): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  const data: ShareData = { text: o.text };
  let fileLeftOut = false;
  if (withFile || o.long) {
    const file = new File([o.fileText], o.fileName, { type: 'text/plain' });
    let can = false;
    try {
      can = !!navigator.canShare?.({ files: [file] });
    } catch {
      can = false;
    }
    if (can) data.files = [file];
    else fileLeftOut = true;
  }
  try {
    await navigator.share(data);
    return fileLeftOut ? 'shared-no-file' : 'shared';
  } catch (e) {
    if ((e as Error).name === 'AbortError') return 'cancelled';
    return 'unsupported';
  }
}
