// Pass-and-play on one phone (French), and the iOS Safari case: a link for a game
// that lives in the installed app.
import { BASE, assert, check, launch, lastLine, message, phone, playTurn, readGames, screen, summary } from './lib.mjs';

const browser = await launch();
try {
  const P = await phone(browser, { locale: 'fr-FR' });
  const p = P.page;
  await check('pass-and-play: create a game for two on one phone', async () => {
    await p.goto(BASE);
    await p.getByRole('button', { name: 'Nouvelle partie' }).click();
    await p.getByRole('button', { name: 'Escarmouche (test)' }).click();
    await p.getByLabel('Sur un seul appareil').check();
    await p.getByLabel('Votre nom').fill('Ana');
    await p.getByLabel('Nom du second joueur').fill('Bruno');
    await screen(p, 'new-game-local-fr');
    await p.getByRole('button', { name: 'Commencer la partie' }).click();
    await p.locator('[data-prompt]').waitFor();
  });
  await check('pass-and-play: both seats play in turn, handing the phone over', async () => {
    // Packet 1 is Bruno's acceptance, made on this phone.
    let passes = 0;
    for (let k = 0; k < 6; k++) {
      await playTurn(p, k % 3);
      const pass = p.locator('[data-pass-ok]');
      if (await pass.count()) {
        if (passes === 0) await screen(p, 'pass-phone-fr');
        passes++;
        await pass.click();
      }
    }
    assert(passes >= 4, 'handed over ' + passes + ' times');
    const g = (await readGames(p))[0];
    assert(g.mySeats.length === 2, 'both seats here');
    assert(g.packets.length >= 6, 'packets: ' + g.packets.length);
    await screen(p, 'game-local-fr');
  });
  await check('pass-and-play: a short game is played to its end and replays from the start', async () => {
    await p.goto(BASE);
    await p.getByRole('button', { name: 'Nouvelle partie' }).click();
    await p.getByRole('button', { name: 'Escarmouche (test)' }).click();
    await p.getByLabel('Sur un seul appareil').check();
    await p.getByLabel('6 tours').check();
    await p.getByLabel('Votre nom').fill('Ana');
    await p.getByLabel('Nom du second joueur').fill('Bruno');
    await p.getByRole('button', { name: 'Commencer la partie' }).click();
    await p.locator('[data-prompt]').waitFor();
    for (let k = 0; k < 200; k++) {
      if (await p.locator('[data-replay-game]').count()) break;
      await playTurn(p, k % 4);
      const pass = p.locator('[data-pass-ok]');
      if (await pass.count()) await pass.click();
      await p.locator('[data-prompt]').waitFor();
    }
    await p.getByText('Partie terminée').waitFor();
    await screen(p, 'game-over-fr');
    await p.locator('[data-replay-game]').click();
    await p.getByText('Étape 1 sur').waitFor();
    await p.locator('.stepper button').nth(3).click();
    await screen(p, 'replay-end-fr');
  });
  await check('pass-and-play: the library shows whose turn it is', async () => {
    await p.goto(BASE);
    await p.getByText('sur un seul appareil').first().waitFor();
    await p.getByText('Terminées').waitFor();
    await screen(p, 'library-local-fr');
    // Delete the finished game, after confirming.
    const finished = p.locator('.group-over');
    await finished.locator('.game-more').click();
    await finished.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await p.getByRole('alertdialog').waitFor();
    await p.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await p.locator('.group-over').waitFor({ state: 'detached' });
    assert((await readGames(p)).length === 1, 'one game left');
    await p.getByText(/À (Ana|Bruno) de jouer/).waitFor();
  });

  await check('sealed dice between two phones: rolled on the receiver, shown in the replay', async () => {
    const A = await phone(browser, { locale: 'en-GB' });
    const B = await phone(browser, { locale: 'en-GB' });
    await A.page.goto(BASE);
    await A.page.getByRole('button', { name: 'New game' }).click();
    await A.page.getByRole('button', { name: 'Skirmish (test)' }).click();
    await A.page.getByLabel('Sealed').check();
    await A.page.getByLabel('Your name').fill('Marc');
    await A.page.getByRole('button', { name: 'Create invitation' }).click();
    await B.page.goto(lastLine(await message(A.page)));
    await B.page.getByLabel('Your name').fill('Luc');
    await B.page.getByRole('button', { name: 'Accept' }).click();
    let link = lastLine(await message(B.page));
    let sawPending = false;
    let sawResolved = false;
    const pages = [A.page, B.page];
    for (let n = 2; n <= 7; n++) {
      const w = pages[n % 2 === 0 ? 0 : 1];
      await w.goto(link);
      await w.waitForFunction((k) => document.querySelector(`main[data-packets="${k}"]`), n - 1);
      if ((await w.locator('main').getAttribute('data-mode')) === 'replay') {
        if (!sawResolved && (await w.getByText(/dice rolled when message \d+ arrived/).count())) { sawResolved = true; await screen(w, 'replay-sealed-en'); }
        if (!sawResolved) {
          // Step through everything new, looking for a resolved draw.
          const fwd = w.locator('.stepper button').nth(2);
          while (await fwd.isEnabled()) {
            await fwd.click();
            if (await w.getByText(/dice rolled when message \d+ arrived/).count()) { sawResolved = true; await screen(w, 'replay-sealed-en'); break; }
          }
        }
        await w.locator('[data-replay-done]').click();
      }
      await playTurn(w, 1);
      if (await w.getByText('are rolled on').count()) {
        if (!sawPending) await screen(w, 'game-sealed-pending-en');
        sawPending = true;
      }
      link = lastLine(await message(w));
    }
    assert(sawPending, 'the sender was told the dice roll on the other phone');
    assert(sawResolved, 'the replay showed dice rolled on arrival');
    await A.ctx.close();
    await B.ctx.close();
  });

  await check('desktop layout: the game screen at 1280 px', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const d = await ctx.newPage();
    await d.goto(BASE);
    await d.getByRole('button', { name: 'New game' }).click();
    await d.getByRole('button', { name: 'Skirmish (test)' }).click();
    await d.getByLabel('Pass-and-play').check();
    await d.getByLabel('Your name').fill('Ann');
    await d.getByRole('button', { name: 'Start game' }).click();
    await d.locator('[data-action]').first().waitFor();
    await screen(d, 'game-desktop-en');
    await ctx.close();
  });

  // iPhone Safari (not the installed app) opening a turn of a game it does not hold.
  await check('iOS Safari: a turn for the installed app says so and offers Copy; share target receives text', async () => {
    const A = await phone(browser, { locale: 'en-GB' });
    await A.page.goto(BASE);
    await A.page.getByRole('button', { name: 'New game' }).click();
    await A.page.getByRole('button', { name: 'Skirmish (test)' }).click();
    await A.page.getByLabel('Your name').fill('Marc');
    await A.page.getByRole('button', { name: 'Create invitation' }).click();
    const inv = lastLine(await message(A.page));
    const B = await phone(browser, { locale: 'en-GB' });
    await B.page.goto(inv);
    await B.page.getByLabel('Your name').fill('Luc');
    await B.page.getByRole('button', { name: 'Accept' }).click();
    const joinMsg = await message(B.page);
    const join = lastLine(joinMsg);
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-GB',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    const s = await ctx.newPage();
    await s.goto(join);
    await s.getByText('This game lives in the installed app').waitFor();
    await s.getByRole('button', { name: 'Copy' }).waitFor();
    await screen(s, 'ios-safari-en');
    await ctx.close();
    // Android's share sheet hands the message to the app as ?text= (manifest share_target).
    await A.page.goto(BASE + '?text=' + encodeURIComponent(joinMsg));
    await A.page.getByText('Verified').waitFor();
    assert(!A.page.url().includes('?text='), 'the query is cleared');
    assert((await readGames(A.page))[0].packets.length === 1, 'join stored');
    await A.ctx.close();
    await B.ctx.close();
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`local.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
