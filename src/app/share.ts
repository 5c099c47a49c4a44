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

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/** Must be called inside the tap (Web Share needs the user's activation). */
export async function shareMessage(o: Outgoing, withFile: boolean): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  const data: ShareData = { text: o.text };
  if (withFile || o.long) {
    const file = new File([o.fileText], o.fileName, { type: 'text/plain' });
    if (navigator.canShare?.({ files: [file] })) data.files = [file];
  }
  try {
    await navigator.share(data);
    return 'shared';
  } catch (e) {
    if ((e as Error).name === 'AbortError') return 'cancelled';
    return 'unsupported';
  }
}
