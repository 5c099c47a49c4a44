// What a newcomer meets in a first game (issue 17), at 390×844: the first DBA decision
// named in the prompt with its action in view; DBA deployment by placing an element in
// the zone; Nabis leaders told apart on the map; the short new-game form whose summary of
// readings is the same on both phones. Screenshots: test-artifacts/screens/newcomer-*.png.
import { dbaSettled, dbaTap, dbaWaitPlayed, touchDrag } from './lib.mjs';
import { phone } from './lib.mjs';
import { assert, BASE, check, finishReplay, lastLine, launch, message, openLink, readGames, screen, summary, twoPhones } from './lib.mjs';

const browser = await launch();
const { a, b } = await twoPhones(browser);

/** A creates a DBA game in English, B (French) accepts, A opens the acceptance. */
async function dbaGame() {
  await a.goto(BASE);
  await a.getByRole('button', { name: 'New game' }).click();
  await a.getByRole('button', { name: 'De Bellis Antiquitatis 2.2' }).click();
  if (await a.getByRole('button', { name: /Open battle/ }).count()) await a.getByRole('button', { name: /Open battle/ }).click();
  // Item 9: the sides are named by their armies, and the army's full name is written out.
  await a.locator('label[for^="seat-"]').first().waitFor();
  await a.locator('[data-dba-army-name]').first().waitFor();
  const sides = await a.locator('label[for^="seat-"]').allInnerTexts();
  assert(/First army\s+Hittite Empire \(1274-1180 BC\)/.test(sides[0]) && /Second army\s+Later Mycenaean/.test(sides[1]), 'sides named by army: ' + sides.join(' / '));
  assert((await a.locator('[data-dba-army-name]').first().innerText()) === 'Hittite Empire (1274-1180 BC)', 'the full army name');
  await a.locator('[data-dba-armies]').scrollIntoViewIfNeeded();
  await looks(a, 'newcomer-dba-new-form-en');
  await a.getByLabel('Your name').fill('Ana');
  await a.getByRole('button', { name: 'Create invitation' }).click();
  const link = lastLine(await message(a));
  await openLink(b, link);
  await b.getByLabel('Votre nom').fill('Bruno');
  await b.getByRole('button', { name: 'Accepter' }).click();
  await openLink(a, lastLine(await message(b)));
  await finishReplay(a, 1);
}

/** The screen as it is now, light then dark: the screenshot, axe and the touch targets. */
async function looks(page, name) {
  await screen(page, name + '-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screen(page, name + '-dark');
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Plays this phone's DBA turn with the first action offered (confirmed when armed), then ends it. */
async function dbaTurn(page, stopAt = null) {
  for (let i = 0; i < 80; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-dba-action]') || document.querySelector('main[data-mode="replay"] [data-replay-done]'));
    // A received turn's replay can open after finishReplay saw the old screen (a loaded machine).
    if ((await page.locator('main').getAttribute('data-mode')) === 'replay') { await page.locator('[data-replay-done]').click(); continue; }
    if (stopAt && stopAt.test(await page.locator('[data-dba-status]').getAttribute('data-dba-phase')) && (await page.locator('[data-dba-action]').count())) return null;
    if (await page.locator('[data-end-turn]').count()) { await page.locator('[data-end-turn]').click(); return lastLine(await message(page)); }
    const before = await page.locator('main').getAttribute('data-played');
    const btn = page.locator('[data-dba-action]').first();
    const armable = (await btn.getAttribute('aria-pressed')) !== null;
    await dbaTap(page, btn);
    if (armable) await dbaTap(page, page.locator('[data-dba-confirm]'));
    await dbaWaitPlayed(page, before);
  }
  throw new Error('turn never ended');
}

/** A pass-and-play Nabis game on a new phone, played with the first thing offered until
 *  the Romans choose a leader among several Pretors; returns the page. */
const facingSeen = new Set();
async function nabisLeaderPick(fr) {
  const { page } = await phone(browser, { locale: fr ? 'fr-FR' : 'en-GB' });
  await page.goto(BASE);
  await page.getByRole('button', { name: fr ? 'Nouvelle partie' : 'New game' }).click();
  await page.getByRole('button', { name: fr ? 'Nabis, le dernier des Spartiates' : 'Nabis, the Last of the Spartans' }).click();
  await page.locator('#mode-local').check();
  await page.locator('input[name=name]').fill('Ana');
  await page.locator('input[name=other]').fill('Bruno');
  await page.locator('form button[type=submit]').click();
  for (let i = 0; i < 300; i++) {
    await page.waitForFunction(() => document.querySelector('[data-pass-ok], [data-end-turn], [data-nb-act], [data-main-action]'), null, { timeout: 60000 });
    if (await page.locator('[data-pass-ok]').count()) { await page.locator('[data-pass-ok]').click(); continue; }
    const leads = await page.locator('[data-nb-act="lead"]').allInnerTexts();
    if (leads.filter((x) => /Pretor/.test(x)).length >= 2) return page;
    if (!facingSeen.has(fr) && /Set-up|Mise en place/.test(await page.locator('[data-nb-status]').innerText()) && (await page.locator('[data-nb-can]').count())) {
      // Item 7: the facing panel says which way the unit faces now; the zoom buttons sit above the map.
      facingSeen.add(fr);
      const h = await page.locator('[data-nb-can]').first().getAttribute('data-nb-can');
      await page.locator(`[data-hex="${h}"]`).tap();
      await page.locator(`[data-nb-selected="${h}"]`).waitFor();
      const now = page.locator('[data-nb-facing-now]');
      if (await now.count()) {
        assert(/faces .+ now|fait face maintenant/.test(await now.innerText()), 'the facing now: ' + (await now.innerText()));
        const zoom = await page.locator('.nb-zoom').boundingBox(), map = await page.locator('.nb-map').boundingBox();
        assert(zoom.y + zoom.height <= map.y + 1, 'the zoom buttons are above the map, not over it');
        await looks(page, `newcomer-nabis-facing-${fr ? 'fr' : 'en'}`);
      } else console.log('  [newcomer] no facing choice on the first hex');
      await page.locator('[data-nb-close]').click();
    }
    const before = await page.locator('main').getAttribute('data-played');
    const next = leads.length ? '[data-nb-act="lead"]' : (await page.locator('[data-end-turn]').count()) ? '[data-end-turn]' : (await page.locator('[data-nb-act="done"]').count()) ? '[data-nb-act="done"]' : (await page.locator('[data-main-action]').count()) ? '[data-main-action]' : '[data-nb-act]';
    await page.locator(next).first().click();
    if (next === '[data-end-turn]') { await page.locator('[data-pass-ok], [data-nb-act], [data-main-action]').first().waitFor(); continue; }
    await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x || document.querySelector('[data-pass-ok]'), before);
  }
  throw new Error('no choice of Pretor came');
}

/** Deploys the next element by hand: refused outside the zone, tapped inside, dragged along, confirmed. */
async function deployByHand(p) {
  assert(/^deploy/.test(await p.locator('[data-dba-status]').getAttribute('data-dba-phase')), 'a deployment phase');
  const fr = p === b;
  assert((await p.locator('[data-dba-action][data-kind="deploy"]').count()) > 0, 'the suggestions stay');
  assert(await p.locator('[data-dba-place-help]').count(), 'the view says how to place');
  const id = Number(await p.locator('[data-dba-selected]').getAttribute('data-dba-selected'));
  await p.locator('.dba-view').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await p.evaluate(() => scrollBy(0, -60));
  await dbaSettled(p);
  // Outside the zone: refused, nothing armed.
  const table = await p.locator('.dba-table svg rect').first().boundingBox();
  await p.touchscreen.tap(table.x + table.width / 2, table.y + table.height / 2);
  await p.locator('[data-dba-place-help] .dba-refused').waitFor({ timeout: 5000 });
  assert((await p.locator('[data-dba-confirmbar]').count()) === 0, 'a refused spot arms nothing');
  await looks(p, `newcomer-dba-deploy-refused-${fr ? 'fr' : 'en'}`);
  // Inside the zone: a ghost and the confirm bar.
  const zone = await p.locator('[data-dba-zone]').boundingBox();
  const zx = zone.x + zone.width * 0.3, zy = zone.y + zone.height / 2;
  await p.touchscreen.tap(zx, zy);
  await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
  assert((await p.locator('[data-ghost="base"]').count()) === 1, 'a ghost where it goes');
  // Dragged further along the zone before confirming.
  const h = await p.locator(`[data-dba-place="${id}"]`).boundingBox();
  await touchDrag(p, h.x + h.width / 2, h.y + h.height / 2, h.x + h.width / 2 + zone.width * 0.2, h.y + h.height / 2);
  await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
  const ghost = await p.locator('[data-ghost="base"]').getAttribute('data-pose');
  await looks(p, `newcomer-dba-deploy-placed-${fr ? 'fr' : 'en'}`);
  const before = await p.locator('main').getAttribute('data-played');
  await dbaTap(p, p.locator('[data-dba-confirm]'));
  await dbaWaitPlayed(p, before);
  const pose = await p.locator(`[data-el="${id}"]`).getAttribute('data-pose');
  assert(pose === ghost, `deployed where the ghost stood: ${pose} v ${ghost}`);
  const g = await p.locator(`[data-el="${id}"]`).boundingBox();
  const inZone = (x, y) => x >= zone.x && x <= zone.x + zone.width && y >= zone.y && y <= zone.y + zone.height;
  assert(inZone(g.x + g.width / 2, g.y + g.height / 2), 'inside the zone on screen');
  assert(g.x + g.width / 2 > zx + zone.width * 0.1, 'the drag moved it');
}

/** The element's box lies inside the viewport (nothing to scroll to reach it) and clear of the fixed bar. */
async function inView(page, loc) {
  const r = await loc.boundingBox();
  return !!r && r.y >= 0 && r.y + r.height <= 844 && r.x >= 0 && r.x + r.width <= 390;
}

try {
  await check('item 2: after the acceptance, the prompt names the first DBA decision and its action is in view, as the main button', async () => {
    await dbaGame();
    const prompt = await a.locator('[data-prompt]').innerText();
    assert(/roll for aggression/i.test(prompt), 'the prompt names the decision: ' + prompt);
    const main = a.locator('[data-main-action]');
    assert((await main.count()) === 1, 'one main action button');
    assert(/Roll for aggression/.test(await main.innerText()), 'named: ' + (await main.innerText()));
    assert(await inView(a, main), 'in view without scrolling');
    const bg = await main.evaluate((e) => getComputedStyle(e).backgroundColor);
    const accent = await a.evaluate(() => { const p = document.createElement('button'); p.className = 'btn btn-primary'; document.body.append(p); const c = getComputedStyle(p).backgroundColor; p.remove(); return c; });
    assert(bg === accent, `drawn as the primary action: ${bg} v ${accent}`);
    // The same action in the table's panel looks primary too.
    const inPanel = a.locator('[data-dba-action][data-kind="initiative"]');
    assert((await inPanel.evaluate((e) => getComputedStyle(e).backgroundColor)) === accent, 'the panel button is primary too');
    await looks(a, 'newcomer-dba-first-decision-en');
    const before = await a.locator('main').getAttribute('data-played');
    assert((await a.locator('.notice-ok').count()) === 1, 'the "Verified" notice is shown on arrival');
    await main.click();
    await a.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
    assert((await a.locator('.notice-ok').count()) === 0, 'item 9: the "Verified" notice goes once the player plays on');
    // The next decision reaches B (in French), named too.
    await openLink(b, await dbaTurn(a));
    await finishReplay(b, 2);
    const p2 = await b.locator('[data-prompt]').innerText();
    assert(/À vous de jouer \(.+\)\s*: .+/.test(p2), 'B\'s prompt names the decision: ' + p2);
    await looks(b, 'newcomer-dba-next-decision-fr');
  });

  await check('item 3: a DBA element is deployed by tapping a spot in the zone, dragged to adjust, refused outside it; the suggestions stay', async () => {
    // Play on (first action offered) until one phone must deploy.
    let p = b, q = a;
    for (let k = 0; k < 12; k++) {
      const link = await dbaTurn(p, /^deploy/);
      if (link === null) break;
      await openLink(q, link);
      await finishReplay(q);
      [p, q] = [q, p];
    }
    await deployByHand(p);
    // The other side deploys by hand too (its suggestions finish this side's deployment).
    await openLink(q, await dbaTurn(p));
    await finishReplay(q);
    assert((await dbaTurn(q, /^deploy/)) === null, 'the other side deploys');
    await deployByHand(q);
  });

  await check('item 6: the new-game form is short (side, name, dice first; orders and readings folded, no designer jargon) and the readings line is the same on both phones', async () => {
    const nums = (s) => (s.match(/\d+/g) ?? []).join(',');
    // B (French) looks at the form too, for its screenshots, then goes back.
    for (const [p, fr] of [[b, true], [a, false]]) {
      await p.goto(BASE);
      await p.getByRole('button', { name: fr ? 'Nouvelle partie' : 'New game' }).click();
      await p.getByRole('button', { name: fr ? 'Nabis, le dernier des Spartiates' : 'Nabis, the Last of the Spartans' }).click();
      await p.locator('form.form').waitFor();
      // In order: the side, the name, the dice; then the folds.
      const order = await p.locator('form.form').evaluate((f) => [...f.querySelectorAll('fieldset > legend, label.field > .label, details > summary h2')].filter((e) => !e.closest('details:not([open]) fieldset')).map((e) => e.textContent.trim()));
      const want = fr ? ['Votre camp', 'Votre nom', 'Adversaire et dés', 'Ordres permanents', 'Interprétations des règles'] : ['Your side', 'Your name', 'Opponent and dice', 'Standing orders', 'Rule interpretations'];
      assert(JSON.stringify(order.slice(0, 5)) === JSON.stringify(want), 'form order: ' + order.join(' / '));
      for (const id of ['standing', 'rules']) assert(!(await p.locator(`form [data-option-group="${id}"]`).evaluate((d) => d.open)), id + ' folded');
      const all = await p.locator('form.form').evaluate((f) => f.textContent);
      for (const bad of [/D\.4\.1/, /\bDP-\d/, /own log/, /\bG-\d/, /see data/]) assert(!bad.test(all), 'no designer jargon: ' + bad);
      // The scenario's note links to the provisional values.
      await p.locator('[data-see-provisional]').click();
      assert(await p.locator('#provisional').evaluate((d) => d.open), 'the link opens the provisional values');
      assert((await p.locator('#provisional li').count()) > 10, 'values listed');
      await p.locator('#provisional').evaluate((d) => { d.open = false; });
      await p.evaluate(() => scrollTo(0, 0));
      await looks(p, `newcomer-new-form-${fr ? 'fr' : 'en'}`);
      if (fr) await p.getByRole('button', { name: 'Retour', exact: true }).click();
    }
    const mine = await a.locator('form [data-option-group="rules"] [data-summary]').innerText();
    const orders = await a.locator('form [data-option-group="standing"] [data-summary]').innerText();
    assert(/^· \d+ readings, 0 changed/.test(mine.trim()), mine);
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    await openLink(b, lastLine(await message(a)));
    await b.locator('[data-option-group="rules"]').waitFor();
    const theirs = await b.locator('[data-option-group="rules"] [data-summary]').innerText();
    const theirOrders = await b.locator('[data-option-group="standing"] [data-summary]').innerText();
    assert(nums(mine) === nums(theirs), `creator "${mine}", invitee "${theirs}"`);
    assert(nums(orders) === nums(theirOrders), `orders: creator "${orders}", invitee "${theirOrders}"`);
    await looks(b, 'newcomer-join-fr');
  });

  await check('item 5: the Pretors\' tokens differ on the map, each button shows its token, and the prompt offers one way to choose', async () => {
    for (const fr of [false, true]) {
      const p = await nabisLeaderPick(fr);
      const marks = await p.locator('.nb-map [data-nb-leader^="Pretor"] text').allTextContents();
      assert(marks.length >= 2 && new Set(marks).size === marks.length, 'the Pretors\' tokens read differently: ' + marks.join(', '));
      const buttons = p.locator('[data-nb-act="lead"]');
      for (let i = 0; i < (await buttons.count()); i++) {
        const name = await buttons.nth(i).locator('[data-nb-leader]').getAttribute('data-nb-leader');
        const onButton = await buttons.nth(i).locator('[data-nb-leader] text').textContent();
        const onMap = await p.locator(`.nb-map [data-nb-leader="${name}"] text`).first().textContent();
        assert(onButton === onMap, `${name}: button ${onButton}, map ${onMap}`);
      }
      const sheet = await p.locator('.nb-sheet').innerText();
      assert(!/ringed in green|cerclée de vert/.test(sheet), 'no second way offered: ' + sheet);
      assert(await p.locator('[data-nb-lead-hint]').count(), 'the one way is said');
      await p.locator('.nb-status').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await p.evaluate(() => scrollBy(0, -64));
      await looks(p, `newcomer-nabis-leaders-${fr ? 'fr' : 'en'}`);
      // Item 8: the leader's movement step offers many actions: listed by where they start.
      // The activation may end the turn at once (the game's own dice, new keys each run): then
      // another game is started until a movement step is reached, at most four times.
      let q = p;
      let n = 0;
      for (let tries = 0; tries < 4; tries++) {
        if (tries > 0) { await q.context().close(); q = await nabisLeaderPick(fr); }
        const before = await q.locator('main').getAttribute('data-played');
        await q.locator('[data-nb-act="lead"]').first().click();
        await q.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
        await q.waitForFunction(() => document.querySelector('[data-all-actions] > summary, [data-pass-ok], [data-end-turn]'), null, { timeout: 180000 });
        if (!(await q.locator('[data-all-actions] > summary').count())) { console.log('  [newcomer] the activation ended the turn: another game'); continue; }
        n = Number(((await q.locator('[data-all-actions] > summary').innerText()).match(/\((\d+)\)/) ?? [])[1]);
        if (n > 40) break;
      }
      const all = q.locator('[data-all-actions] > summary');
      assert(n > 40, `a movement step with a long list was reached (${n} actions)`);
      {
        assert(/by where it starts|par point de départ/.test(await all.innerText()), 'grouped: ' + (await all.innerText()));
        await all.click();
        const groups = q.locator('[data-action-group]');
        await groups.first().waitFor(); // the groups are built when the list opens
        assert((await groups.count()) >= 2 && (await groups.count()) < n, `groups: ${await groups.count()} for ${n} actions`);
        assert((await q.locator('[data-all-actions] [data-action]').count()) === 0, 'no button built before a group opens');
        await groups.first().locator('summary').click();
        await groups.first().locator('[data-action]').first().waitFor(); // built when the group opens
        assert((await groups.first().locator('[data-action]').count()) > 0, 'a group lists its actions');
        await groups.first().locator('summary').evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await q.evaluate(() => scrollBy(0, -140));
        await looks(q, `newcomer-nabis-all-actions-${fr ? 'fr' : 'en'}`);
      }
      await q.context().close();
    }
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`newcomer.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
