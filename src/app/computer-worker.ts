// The computer opponent's Web Worker: thinking off the main thread, so the screen
// never freezes. One request per worker; the app ends it when the turn is in.
import { think, type ThinkRequest } from './computer-think';

const scope = self as unknown as { onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => {
  void think(e.data, (m) => scope.postMessage(m));
};
