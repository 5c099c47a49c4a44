// Issue 16: two tabs of one browser never sign two versions nor lose a stored packet.
// A tab that is told (BroadcastChannel) refreshes and says why; a tab that is not told
// (no BroadcastChannel, no Web Locks: the fallback) is refused by the store itself when
// it tries to sign from its stale copy, and its Copy message / replay Done never write an
// old copy back.
import { BASE, assert, bothAgree, check, finishReplay, lastLine, launch, message, openLink, packetsOf, phone, playTurn, screen, shot, summary } from './lib.mjs';
import { composeTurn, started } from './one-device-lib.mjs';

/** A second tab of the same phone, opened on the game. `blind`: without BroadcastChannel
 *  and Web Locks, as in a browser that lacks them. */
async function tab(ctx, gameId, blind) {
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log('  [pageerror]', e.message));
  if (blind) await p.addInitScript(() => {
    delete window.BroadcastChannel;
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  });
  await p.goto(BASE);
  await p.locator(`[data-game="${gameId}"] .game-open`).click();
  await p.locator('main[data-mode] [data-prompt]').waitFor();
  return p;
}

const CHANGED = /changed in another window|a changé dans une autre fenêtre/;

const browser = await launch();
try {
  for (const [la, lb] of [['en', 'fr'], ['fr', 'en']]) {
    const A = await phone(browser, { locale: la === 'en' ? 'en-GB' : 'fr-FR' });
    const B = await phone(browser, { locale: lb === 'en' ? 'en-GB' : 'fr-FR' });
    const a = A.page;
    const b = B.page;
    let gameId = '';
    let told;
    let blind;
    await check(`[${la}] sequence 1: a turn signed in one tab; the other tabs cannot sign a second version`, async () => {
      ({ gameId } = await started(a, la, b, lb));
      told = await tab(A.ctx, gameId, false);
      blind = await tab(A.ctx, gameId, true);
      await playTurn(a, 0);
      const link2 = lastLine(await message(a));
      // The tab that is told refreshes at once and says why.
      await told.waitForFunction(() => document.querySelector('main[data-packets="2"]'), null, { timeout: 30000 });
      const said = await told.locator('[data-game-problem]').innerText();
      assert(CHANGED.test(said), 'the refreshed tab says why: ' + said);
      await shot(told, `two-tabs-changed-${la}`);
      assert((await told.locator('[data-end-turn], [data-action]').count()) === 0, 'the refreshed tab offers no move');
      // The tab that is not told plays on its stale copy: its first write is refused.
      await blind.locator('[data-action]').first().click();
      await blind.waitForFunction(() => document.querySelector('main[data-packets="2"]'), null, { timeout: 30000 });
      assert(CHANGED.test(await blind.locator('[data-game-problem]').innerText()), 'the stale tab says why');
      assert((await blind.locator('[data-end-turn], [data-action]').count()) === 0, 'the stale tab cannot sign');
      assert((await packetsOf(a, gameId)).length === 2);
      // The opponent takes the one version there is.
      await openLink(b, link2);
      await finishReplay(b, 2);
      assert((await bothAgree(a, b, gameId)) === 2);
    });
    await check(`[${la}] sequence 1 without the tab being told: ending its stale turn is refused, nothing signed twice`, async () => {
      // Luc plays 3. Marc opens a second tab (not told of changes) and composes turn 4 there
      // to the end; meanwhile the main tab composes its own turn 4 and ends it first.
      await playTurn(b, 0);
      const link3 = lastLine(await message(b));
      await openLink(a, link3);
      await finishReplay(a, 3);
      const stale = await tab(A.ctx, gameId, true);
      await composeTurn(stale, 1);
      await composeTurn(a, 0);
      await a.locator('[data-end-turn]').click();
      const link4 = lastLine(await message(a));
      const p4 = (await packetsOf(a, gameId))[3];
      // The stale tab ends its turn: refused before signing, it shows what is stored and why.
      await stale.locator('[data-end-turn]').click();
      await stale.waitForFunction(() => document.querySelector('main[data-packets="4"]'), null, { timeout: 30000 });
      const said = await stale.locator('[data-game-problem]').innerText();
      assert(CHANGED.test(said), 'the stale tab says why: ' + said);
      await screen(stale, `two-tabs-refused-${la}`);
      assert(JSON.stringify((await packetsOf(a, gameId))[3]) === JSON.stringify(p4), 'packet 4 was overwritten by a second version');
      await openLink(b, link4);
      await finishReplay(b, 4);
      assert((await bothAgree(a, b, gameId)) === 4, 'the opponent has the one packet 4');
      await stale.close();
    });
    await check(`[${la}] sequence 2: Copy message and replay Done in a stale tab never write its old copy back`, async () => {
      // Marc's blind tab shows his packet 4 "not sent yet"; Luc's packet 5 arrives in the main tab.
      await playTurn(b, 0);
      const link5 = lastLine(await message(b));
      const stale = await tab(A.ctx, gameId, true);
      await stale.locator('[data-copy]').waitFor();
      await openLink(a, link5);
      await finishReplay(a, 5);
      assert((await packetsOf(a, gameId)).length === 5);
      await stale.locator('[data-copy]').click();
      await stale.waitForTimeout(300);
      assert((await packetsOf(a, gameId)).length === 5, 'Copy message in the stale tab wrote its old copy back');
      // Marc plays 6 in the main tab; the stale tab replays the game and taps Done.
      await playTurn(a, 0);
      assert((await packetsOf(a, gameId)).length === 6);
      await stale.locator('details.more summary').click();
      await stale.locator('[data-replay-all]').click();
      await stale.locator('[data-replay-done]').click();
      await stale.waitForTimeout(300);
      assert((await packetsOf(a, gameId)).length === 6, 'replay Done in the stale tab wrote its old copy back');
      const link6 = lastLine(await message(a));
      await openLink(b, link6);
      await finishReplay(b, 6);
      assert((await bothAgree(a, b, gameId)) === 6, 'no fork, nothing lost');
      await stale.close();
    });
    await A.ctx.close();
    await B.ctx.close();
  }
} finally {
  await browser.close();
}
const s = summary();
console.log(`${s.passed} passed, ${s.failed} failed`);
process.exit(s.failed ? 1 : 0);
