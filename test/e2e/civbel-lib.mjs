// What the Civitates Bellantes pass-and-play scripts share: the new-game form's words, and
// the moves of one phone playing both sides (hand over, send, play an action and wait).
import { dbaWaitPlayed } from './lib.mjs';

export const NEW_GAME_WORDS = {
  en: { newGame: 'New game', local: 'Pass-and-play', name: 'Your name', other: 'Second player’s name', start: 'Start game' },
  fr: { newGame: 'Nouvelle partie', local: 'Sur un seul appareil', name: 'Votre nom', other: 'Nom du second joueur', start: 'Commencer la partie' },
};

/** One phone playing both sides of a pass-and-play game. */
export function passAndPlay(p) {
  const played = () => p.locator('main').getAttribute('data-played');
  /** Takes the phone past a hand-over or sends the turn; false when there is neither. */
  async function admin() {
    if (await p.locator('[data-pass-ok]').count()) { await p.locator('[data-pass-ok]').click(); await p.locator('[data-prompt]').waitFor(); return true; }
    const end = p.locator('[data-end-turn]');
    if ((await end.count()) && (await end.isEnabled())) {
      await end.click();
      await p.locator('[data-pass-ok], [data-message], [data-cb-action]').first().waitFor({ timeout: 60000 });
      return true;
    }
    return false;
  }
  /** Until the side to play has an action in view. */
  async function ready() { for (let i = 0; i < 6 && !(await p.locator('[data-cb-action]').count()); i++) if (!(await admin())) await p.waitForTimeout(300); }
  /** Plays the first action matching `sel`, confirming it when it is armed first. */
  async function press(sel) {
    const before = await played();
    const b = p.locator(sel).first();
    const armed = (await b.getAttribute('aria-pressed')) !== null;
    await b.tap();
    if (armed) await p.locator('[data-cb-confirm]').tap();
    await dbaWaitPlayed(p, before);
  }
  /** Ends halves as they stand and opens each visible unit's panel until one offers an action
   *  of `kind` (data-kind), over at most `halves` halves; true when one is offered. */
  async function findOffered(kind, halves) {
    const offered = () => p.locator(`[data-kind="${kind}"]`).count();
    for (let i = 0; i < halves && !(await offered()); i++) {
      if (await p.locator('[data-kind="done"]').count()) await press('[data-kind="done"]');
      await ready();
      for (const pick of await p.locator('[data-cb-pick-unit]').all()) {
        if (!(await pick.isVisible())) continue;
        await pick.tap();
        if (await offered()) break;
      }
    }
    return (await offered()) > 0;
  }
  return { played, admin, ready, press, findOffered };
}
