// Civitates Bellantes with the optional orders module (option ordersModule, CMD-40/41, ORG-06)
// on one phone, pass-and-play: each holder's order shown in the leaders' tray and the written
// orders panel, an initial order set there, a new order sent by messenger, the messenger drawn
// on the table. Screenshots: test-artifacts/screens/civbel-orders-*.png (en + fr, light + dark).
import { BASE, assert, check, dbaWaitPlayed, launch, phone, screen, summary } from './lib.mjs';
import { NEW_GAME_WORDS, passAndPlay } from './civbel-lib.mjs';

const W = NEW_GAME_WORDS;
const browser = await launch();

async function run(lang, scheme) {
  const w = W[lang];
  const fr = lang === 'fr';
  const P = await phone(browser, { locale: fr ? 'fr-FR' : 'en-GB', colorScheme: scheme });
  const p = P.page;
  const tag = `civbel-orders-${lang}-${scheme}`;
  const { played, ready, press } = passAndPlay(p);
  const phase = () => p.locator('[data-cb-status]').getAttribute('data-cb-phase');
  const active = () => p.locator('[data-cb-status]').getAttribute('data-cb-active');
  try {
    await check(`${tag}: a game with written orders reaches the command phase`, async () => {
      await p.goto(BASE);
      await p.getByRole('button', { name: w.newGame }).click();
      await p.getByRole('button', { name: 'Civitates Bellantes' }).click();
      await p.locator('button.pick, input#mode-local').first().waitFor();
      if (await p.locator('button.pick').count()) await p.locator('button.pick').first().click();
      await p.locator('details:has(#opt-ordersModule-on) > summary').first().click();
      await p.locator('#opt-ordersModule-on').check();
      await p.getByLabel(w.local).check();
      await p.getByLabel(w.name).fill('Ana');
      await p.getByLabel(w.other).fill('Bruno');
      await p.getByRole('button', { name: w.start }).click();
      await p.locator('[data-prompt]').waitFor();
      for (let i = 0; i < 6; i++) { await ready(); if ((await phase()) === 'command') break; await press('[data-cb-action]'); }
      await ready();
      assert((await phase()) === 'command', 'the command phase');
    });
    await check(`${tag}: each contingent's order is shown, and an initial order is set`, async () => {
      const panel = p.locator('[data-cb-orders]');
      await panel.waitFor();
      const text = await panel.innerText();
      assert(fr ? /avancer et attaquer l'ennemi en face/.test(text) : /advance towards and attack the enemy in front/.test(text), 'order 1 by default, in words: ' + text);
      assert(!/r1c|scipio|ordersModule/.test(text), 'no internal identifiers: ' + text);
      assert((await p.locator('[data-cb-leader-order]').count()) >= 4, 'the tray shows the holders\' orders');
      const three = panel.locator('[data-cb-initial] [data-kind="initialOrder"]', { hasText: fr ? 'Ordre 3' : 'Order 3' }).first();
      const before = await played();
      await three.tap();
      await dbaWaitPlayed(p, before);
      const after = await p.locator('[data-cb-orders]').innerText();
      assert(fr ? /3 : défendre la position actuelle/.test(after) : /3: defend the current position/.test(after), 'the initial order is shown: ' + after);
      await p.locator('[data-cb-orders]').scrollIntoViewIfNeeded();
      await screen(p, `${tag}-1-panel`);
    });
    await check(`${tag}: Carthage's General sends a messenger, drawn on the table`, async () => {
      // Rome's half ends; Carthage's Command half follows (pass-and-play).
      if ((await active()) === '0') await press('[data-cb-action][data-kind="done"]');
      for (let i = 0; i < 6 && (await active()) !== '1'; i++) { await ready(); await p.waitForTimeout(200); }
      await ready();
      assert((await phase()) === 'command' && (await active()) === '1', 'Carthage\'s command half');
      await p.locator('[data-cb-pick-leader="5"]').tap(); // Hasdrubal
      await p.locator('[data-cb-order-gives] > summary').tap();
      const send = p.locator('[data-kind="allocate"]', { hasText: fr ? 'par messager' : 'by messenger' }).first();
      assert(await send.count(), 'a new order by messenger is offered');
      const words = await send.innerText();
      assert(/2 (CP|PC)/.test(words), 'it costs 2 command points: ' + words);
      await p.locator('[data-cb-order-gives]').scrollIntoViewIfNeeded();
      await screen(p, `${tag}-2a-gives`);
      await press('[data-kind="allocate"]:has-text("' + (fr ? 'par messager' : 'by messenger') + '")');
      await press('[data-cb-action][data-kind="done"]');
      await ready();
      assert((await p.locator('[data-cb-messenger]').count()) === 1, 'the messenger is on the table');
      const pending = await p.locator('[data-cb-orders]').innerText().catch(() => '');
      await p.locator('.cb-view svg').scrollIntoViewIfNeeded();
      await screen(p, `${tag}-3-messenger`);
      console.log(`  [${tag}] ${pending.split('\n').length} order lines`);
    });
  } finally {
    await P.ctx.close();
  }
}

try {
  for (const [lang, scheme] of [['en', 'light'], ['fr', 'light'], ['en', 'dark'], ['fr', 'dark']]) await run(lang, scheme);
} finally {
  await browser.close();
}
summary();
