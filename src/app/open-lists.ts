// Which of a game's action lists the player has opened: the full list, and its groups by
// their label. The game screen builds those lists again whenever it has none to show for a
// moment (the computer's or the other player's turn, a hand-over, an action after which
// nothing is left to do), and a list built again would start closed: the player who opened
// it would have to open it again every turn. Kept in memory for as long as the app runs,
// by owner: a game and the player at the screen (pass-and-play: each player's own lists).
import { useState } from 'preact/hooks';

const opened = new Map<string, Set<string>>();

/** Whether the list `key` of `owner` was left open. */
export function isListOpen(owner: string, key: string): boolean {
  return opened.get(owner)?.has(key) ?? false;
}

/** Records that the player opened or closed the list `key` of `owner`. */
export function setListOpen(owner: string, key: string, open: boolean): void {
  const keys = opened.get(owner) ?? new Set<string>();
  if (open) keys.add(key);
  else keys.delete(key);
  if (keys.size) opened.set(owner, keys);
  else opened.delete(owner);
}

/** A `<details>`' open state that outlives the component: starts as the player left it,
 *  and follows the element's own toggles (a click opens it natively; the state follows). */
export function useListOpen(owner: string, key: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => isListOpen(owner, key));
  return [open, (o: boolean) => { setListOpen(owner, key, o); setOpen(o); }];
}
