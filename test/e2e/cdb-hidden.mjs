// Champs de Bataille, a hidden unit on two phones by links (14.3.3, spec S7, N10, §9.3): a
// battle set up by the players (A English, B French, both the sample Mycenaean army). The attacker's steep
// hills give broken ground in mid-field; at deployment the defender hides a Psiloi counter there
// (Psiloi ambush, more than 5 hexes from the enemy edge) from the deployment screen: the hiding
// places marked, the hide sealed with its device's secret, the counter ghosted on its own board
// only; the attacker sees "1 counter hidden" and nothing else. In the attacker's first turn a
// unit moves within 3 hexes of it, then another moves; the defender's phone, opening that
// packet, answers with the cut that shows the Psiloi; the attacker's phone replays its own
// void steps greyed with the unit named, the cut saying which actions counted. Every packet
// verified on arrival, both stores equal. Screenshots in test-artifacts/screens/cdb-hidden-*.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, BASE, bothAgree, check, finishReplay, lastLine, launch, message, openLink, SCREENS, shot, startByLink, summary, twoPhones, playAndWait as act, tapHex } from './lib.mjs';
import { hexDistance, marked, setupTurn, stepShots, top } from './cdb-lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('cdb-hidden-')) rmSync(join(SCREENS, f));
const browser = await launch();
const { a, b } = await twoPhones(browser);
const stepShot = stepShots();
let gameId = '';
/** The hidden Psiloi's hex, as the hider's own board shows it; which phone hid it. */
let hiddenAt = '', hider = null;
/** A second Psiloi hidden far from the enemy: still hidden in the hider's own turn, shown by its owner. */
let keptAt = '';

const text = (page) => page.evaluate(() => document.body.innerText);
const isDefender = async (page) => /defender|défenseur/.test(await page.locator('[data-cdb-own-army]').innerText());

/** `label` in the upper part of the screen, clear of the tray (the map scrolls sideways, the page up and down). */
async function showHex(page, label) {
  await page.locator(`[data-hex="${label}"]`).evaluate((el) => {
    const m = el.closest('.hx-map'), mr = m.getBoundingClientRect();
    let r = el.getBoundingClientRect();
    m.scrollLeft += r.left - mr.left - mr.width / 2 + r.width / 2;
    m.scrollTop += r.top - mr.top - 60;
    r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - 200);
  });
}

/** Steep hills (broken ground by default) 6 and 7 hexes from either long edge, in mid-field:
 *  wherever the dice put the attacker, the defender has a Psiloi ambush within reach. */
const HILLS = ['1516', '1505', '0916'];
const hill = (go, n) => (n < HILLS.length ? (go.includes(HILLS[n]) ? HILLS[n] : go.find((h) => Number(h) % 100 === Number(HILLS[n]) % 100) ?? null) : null);

/** On the deployment screen: the hiding mode opened on a corps with Psiloi, the Psiloi chosen, and
 *  the Psiloi ambush nearest the enemy's edge (the first hex the enemy may uncover) tapped. */
async function chooseHide(page, far = false) {
  const ownRows = (await page.locator('[data-cdb-can]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cdb-can')) % 100)));
  const south = ownRows.some((r) => r > 11);
  const corps = await page.locator('[data-cdb-corps] [data-cdb-setup^="corps-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-setup')));
  for (const c of corps) {
    await page.locator(`[data-cdb-setup="${c}"]`).click();
    if (!(await page.locator('[data-cdb-setup="hide-open"]').count())) continue;
    await page.locator('[data-cdb-setup="hide-open"]').click();
    if (await page.locator('[data-cdb-setup="hide-counter-Ps"]').count()) break;
    await page.locator('[data-cdb-setup="hide-close"]').click();
  }
  const ps = page.locator('[data-cdb-setup="hide-counter-Ps"]');
  assert(await ps.count(), 'a corps deploying now offers its Psiloi to hide');
  await ps.click();
  const spots = await marked(page, 'hide');
  assert(spots.length > 0, 'the hiding places are marked on the board');
  // The enemy's edge is the far one: the Psiloi ambush nearest to it.
  const depthFromEnemy = (h) => (south ? Number(h) % 100 : 23 - (Number(h) % 100));
  const near = spots.filter((h) => depthFromEnemy(h) >= 6).sort((x, y) => depthFromEnemy(x) - depthFromEnemy(y) || Math.abs(Number(x) / 100 - 15) - Math.abs(Number(y) / 100 - 15));
  if (far) near.reverse();
  assert(near.length > 0, 'a hiding place in mid-field: ' + spots.join(' '));
  await tapHex(page, near[0]);
  await page.locator('[data-cdb-setup="hide"]').waitFor();
  const place = await page.locator('[data-cdb-hide-place]').innerText();
  assert(far || /Psiloi ambush|embuscade de psiloi/i.test(place), 'the place named: ' + place);
  assert(!(await page.locator('[data-cdb-setup="hide"]').isDisabled()), 'the hide may be sent');
  await showHex(page, near[0]);
  return near[0];
}

/** The app in the other language (Settings), back to this game at its deployment. */
async function switchLanguage(page, to) {
  await page.goto(BASE);
  await page.getByRole('button', { name: /^(Settings|Réglages)$/ }).first().click();
  await page.locator(`#lang-${to}`).check();
  // The choice is stored in the background: leaving the page before it is written would lose it (seen under load).
  await page.waitForFunction((l) => new Promise((res) => {
    const r = indexedDB.open('tessera');
    r.onerror = () => res(false);
    r.onsuccess = () => { const q = r.result.transaction('meta').objectStore('meta').get('settings'); q.onsuccess = () => { res(q.result?.lang === l); r.result.close(); }; q.onerror = () => { res(false); r.result.close(); }; };
  }), to, { polling: 100 });
  await page.goto(BASE);
  await page.locator(`[data-game="${gameId}"] .game-open`).click();
  await page.locator('[data-cdb-setup-step="deploy"]').waitFor();
}

/** The defender, at its first deployment decision, hides a Psiloi counter in mid-field; the hide
 *  step shot in both languages (the app switched to the other one and back, the deployment kept). */
async function hideOnce(page, tag) {
  if (hiddenAt || !(await isDefender(page))) return false;
  const own = tag.endsWith('fr') ? 'fr' : 'en', other = own === 'fr' ? 'en' : 'fr';
  await switchLanguage(page, other);
  await chooseHide(page);
  await stepShot(page, `cdb-hidden-${tag}-hide-${other}`);
  await switchLanguage(page, own);
  const spot = await chooseHide(page);
  await stepShot(page, `cdb-hidden-${tag}-hide`);
  await act(page, page.locator('[data-cdb-setup="hide"]'));
  hiddenAt = spot;
  hider = page;
  await page.locator(`[data-cdb-hidden-at="${hiddenAt}"]`).waitFor();
  assert(/1 (counter hidden|pion caché)/.test(await page.locator('[data-cdb-hidden-count]').innerText()), 'the hider\'s own count');
  keptAt = await chooseHide(page, true);
  await act(page, page.locator('[data-cdb-setup="hide"]'));
  await page.locator(`[data-cdb-hidden-at="${keptAt}"]`).waitFor();
  assert(/2 (counters hidden|pions cachés)/.test(await page.locator('[data-cdb-hidden-count]').innerText()), 'two hidden');
  await showHex(page, hiddenAt);
  await stepShot(page, `cdb-hidden-${tag}-hidden`);
  return true;
}

const opts = (army) => ({
  stepShot, army, prefix: 'cdb-hidden', hill, pieces: ['rocky', 'brush'], beforeDeploy: hideOnce,
  // The attacker's lines nearest the hidden counter first (the script knows it; the attacker's device does not).
  orderAnchors: (can) => (hiddenAt ? [...can].sort((x, y) => hexDistance(x, hiddenAt) - hexDistance(y, hiddenAt)) : can),
});

/** On the mover's phone: the own unit nearest `target` moves as near to it as it can; the distance after. */
async function moveToward(page, target, skip = []) {
  const can = (await page.locator('[data-cdb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-can')))).filter((h) => !skip.includes(h));
  can.sort((x, y) => hexDistance(x, target) - hexDistance(y, target));
  for (const from of can.slice(0, 6)) {
    await tapHex(page, from);
    await page.waitForTimeout(150);
    const go = await marked(page);
    if (!go.length) { await page.locator('[data-cdb-close], .hx-close').first().click().catch(() => {}); continue; }
    go.sort((x, y) => hexDistance(x, target) - hexDistance(y, target));
    await tapHex(page, go[0]);
    const choice = page.locator('[data-cdb-choice="move"]').first();
    await choice.waitFor({ timeout: 10000 });
    await act(page, choice);
    return { from, to: go[0], d: hexDistance(go[0], target) };
  }
  return null;
}

try {
  await check('A (English) creates a battle set up by the players; B (French) joins by link', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Champs de Bataille', scenario: /^A battle set up by the players/ }));
  });

  let writer = a, tag = 'a-en';
  await check('the set-up packet by packet; the defender hides a Psiloi counter at deployment, sealed with its device\'s secret', async () => {
    for (let k = 0; k < 40; k++) {
      // Both sides Later Mycenaean (sample army 1): the Hittite chariots, attacking, advance
      // spontaneously through their own Hordes, who flee off the map (9.5, 8.2) and may end the
      // battle in the first turn, before any unit is uncovered.
      const l = await setupTurn(writer, tag, opts(1));
      const other = writer === a ? b : a;
      if (l === null) break;
      await openLink(other, l);
      await other.getByText(other === a ? 'Verified' : 'Vérifié', { exact: false }).first().waitFor();
      await finishReplay(other);
      writer = other;
      tag = writer === a ? 'a-en' : 'b-fr';
    }
    await writer.locator('[data-cdb-turn]').waitFor();
    assert(hiddenAt && hider, 'a Psiloi counter was hidden');
  });

  const mover = hider === a ? b : a;
  const moverTag = mover === a ? 'a-en' : 'b-fr', hiderTag = hider === a ? 'a-en' : 'b-fr';
  await check('the other side sees "2 counters hidden" in words, and nothing of where', async () => {
    await finishReplay(mover).catch(() => {});
    const count = await mover.locator('[data-cdb-hidden-count]').innerText();
    assert(/2 (counters hidden|pions cachés)/.test(count), 'the count in words: ' + count);
    assert(!(await mover.locator('[data-cdb-own-hidden] [data-cdb-hidden-at]').count()), 'no hidden counter drawn on the other side\'s board');
    assert(!(await text(mover)).includes(hiddenAt) && !(await text(mover)).includes(keptAt), 'the hidden hexes nowhere on the mover\'s screen');
    await top(mover);
    await stepShot(mover, `cdb-hidden-${moverTag}-other-sees-count`);
    await bothAgree(a, b, gameId);
  });

  const moves = [];
  await check('the attacker rolls, moves a unit within 3 hexes of the Psiloi (it cannot know), then moves another, and sends', async () => {
    assert(mover === writer, 'the attacker plays the first player-turn');
    await act(mover, mover.locator('[data-main-action]'));
    for (let i = 0; i < 6 && (await mover.locator('[data-cdb-act="assign"]').count()); i++) await act(mover, mover.locator('[data-cdb-act="assign"]').first());
    for (let i = 0; i < 4; i++) {
      const m = await moveToward(mover, hiddenAt, moves.map((x) => x.to));
      assert(m, 'a unit could move');
      moves.push(m);
      if (m.d <= 3) break;
    }
    assert(moves.at(-1).d <= 3, 'a unit came within 3 hexes: ' + JSON.stringify(moves));
    const after = await moveToward(mover, '1111', moves.map((x) => x.to));
    if (after) moves.push({ ...after, void: true });
    await act(mover, mover.locator('[data-cdb-act="end"]'));
    await mover.waitForFunction(() => document.querySelector('[data-end-turn], [data-cdb-act="choose"]'), null, { timeout: 90000 });
    for (let i = 0; i < 40 && (await mover.locator('[data-cdb-act="choose"]').count()); i++) await act(mover, mover.locator('[data-cdb-act="choose"]').first());
    await mover.locator('[data-end-turn]').waitFor({ timeout: 90000 });
    const status = await mover.locator('[data-cdb-status]').innerText();
    if (/game over|partie finie/.test(status)) (await import('node:fs')).writeFileSync('/tmp/cdb-hidden-mover.txt', await text(mover) + '\n' + JSON.stringify(moves));
    assert(!/game over|partie finie/.test(status), 'the battle goes on: ' + status);
    await top(mover);
    await stepShot(mover, `cdb-hidden-${moverTag}-moved`);
    await mover.locator('[data-end-turn]').click();
    const link = lastLine(await message(mover));
    await openLink(hider, link);
    await hider.getByText(hider === a ? 'Verified' : 'Vérifié', { exact: false }).first().waitFor();
  });

  await check('the hider\'s phone answers with the cut: the Psiloi shown where it hid, the mover\'s later actions void', async () => {
    await finishReplay(hider);
    await hider.locator('[data-end-turn]').waitFor({ timeout: 90000 });
    const log = await text(hider);
    assert(/comes out of the Psiloi ambush|sort de l'embuscade|uncovered by action|découvert par l'action/.test(log), 'the cut in the hider\'s turn: ' + log.slice(0, 600));
    assert(!(await hider.locator(`[data-cdb-hidden-at="${hiddenAt}"]`).count()), 'no longer hidden');
    assert(await hider.locator(`[data-cdb-hidden-at="${keptAt}"]`).count(), 'the other one still hidden');
    await showHex(hider, hiddenAt);
    await stepShot(hider, `cdb-hidden-${hiderTag}-cut`);
    await hider.locator('[data-end-turn]').click();
    const link = lastLine(await message(hider));
    await openLink(mover, link);
    await mover.getByText(mover === a ? 'Verified' : 'Vérifié', { exact: false }).first().waitFor();
  });

  await check('the mover\'s phone replays its void steps greyed, naming the unit uncovered, then the cut saying which actions counted', async () => {
    await mover.locator('main[data-mode="replay"] [data-step-card]').waitFor({ timeout: 90000 });
    const card = mover.locator('[data-step-card]');
    assert(await mover.locator('[data-step-card] [data-entry-void]').count(), 'the replay opens on a void step: ' + (await card.innerText()));
    const note = await mover.locator('[data-void-note]').innerText();
    assert(/Void, not played|Annulée, non jouée/.test(note) && /Psiloi|psiloi/.test(note) && note.includes(hiddenAt), 'the void step names the unit and its hex: ' + note);
    assert(await mover.locator('[data-replay-void]').count(), 'the board greyed on a void step');
    await mover.locator('[data-step-more]').click();
    await stepShot(mover, `cdb-hidden-${moverTag}-void`);
    await mover.locator('[data-step-more]').click();
    for (let i = 0; i < 30 && (await mover.locator('[data-step-card] [data-entry-void]').count()); i++) await mover.getByRole('button', { name: /^(Next|Avancer)/ }).click();
    const cut = await mover.locator('[data-cut-note]').innerText();
    assert(/actions 1 to \d+ count|les actions 1 à \d+ comptent/.test(cut), 'the cut says which actions counted: ' + cut);
    await mover.locator('[data-step-more]').click();
    await stepShot(mover, `cdb-hidden-${moverTag}-cut-replay`);
    await finishReplay(mover);
    assert(/1 (counter hidden|pion caché)/.test(await mover.locator('[data-cdb-hidden-count]').innerText()), 'one still hidden');
    // The mover's turn goes on with the unit on the map: the board has brought it into view by
    // itself (no scrolling by the script), in the middle of the part of the map on screen, clear of
    // the tray.
    await mover.waitForTimeout(300);
    const inView = await mover.locator(`[data-hex="${hiddenAt}"]`).evaluate((el) => {
      const r = el.getBoundingClientRect(), m = el.closest('.hx-map').getBoundingClientRect();
      const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
      // Not under the header, nor under the tray or the command bar.
      const cover = [...document.querySelectorAll('.hx-sheet, .command-bar')].map((e) => e.getBoundingClientRect().top);
      const top = Math.max(m.top, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0), bottom = Math.min(m.bottom, innerHeight, ...cover);
      // Centred there (within about a hex), not merely somewhere on screen: the front the
      // board would show anyway may hold it near an edge.
      const left = Math.max(m.left, 0), right = Math.min(m.right, innerWidth);
      const ok = Math.abs(x - (left + right) / 2) <= 30 && Math.abs(y - (top + bottom) / 2) <= 50 && bottom - top > 120;
      return { ok, at: `${Math.round(x)},${Math.round(y)} in ${Math.round(left)},${Math.round(top)}–${Math.round(right)},${Math.round(bottom)}` };
    });
    console.log(`  [cdb-hidden] the revealed hex at ${inView.at}`);
    assert(inView.ok, `the revealed unit's hex ${hiddenAt} is centred in the part of the map on screen: ${inView.at}`);
    await stepShot(mover, `cdb-hidden-${moverTag}-revealed-in-view`);
    await showHex(mover, hiddenAt);
    await stepShot(mover, `cdb-hidden-${moverTag}-revealed`);
    const v = await axe(mover);
    assert(v.length === 0, v.join('; '));
    await bothAgree(a, b, gameId);
  });
  await check('the mover ends its turn; in the hider\'s own movement phase its device lists the hidden Psiloi with "Reveal", and shows it', async () => {
    await act(mover, mover.locator('[data-cdb-act="end"]'));
    await mover.waitForFunction(() => document.querySelector('[data-end-turn], [data-cdb-act="choose"]'), null, { timeout: 90000 });
    for (let i = 0; i < 40 && (await mover.locator('[data-cdb-act="choose"]').count()); i++) await act(mover, mover.locator('[data-cdb-act="choose"]').first());
    await mover.locator('[data-end-turn]').click();
    await openLink(hider, lastLine(await message(mover)));
    await hider.getByText(hider === a ? 'Verified' : 'Vérifié', { exact: false }).first().waitFor();
    await finishReplay(hider);
    await act(hider, hider.locator('[data-main-action]'));
    for (let i = 0; i < 6 && (await hider.locator('[data-cdb-act="assign"]').count()); i++) await act(hider, hider.locator('[data-cdb-act="assign"]').first());
    const reveal = hider.locator(`[data-cdb-reveal="${keptAt}"]`);
    await reveal.waitFor({ timeout: 90000 });
    const row = await hider.locator('[data-cdb-reveals]').innerText();
    assert(/Psiloi/.test(row) && row.includes(keptAt), 'the hidden counter listed with its place: ' + row);
    await showHex(hider, keptAt);
    await stepShot(hider, `cdb-hidden-${hiderTag}-reveal-list`);
    await act(hider, reveal);
    assert(!(await hider.locator(`[data-cdb-hidden-at="${keptAt}"]`).count()), 'shown: no longer ghosted');
    assert(!(await hider.locator('[data-cdb-hidden-count]').count()), 'nothing hidden any more');
    assert(/it shows itself|il se montre/.test(await text(hider)), 'the owner\'s reveal in words');
    await showHex(hider, keptAt);
    await stepShot(hider, `cdb-hidden-${hiderTag}-reveal-own`);
    await bothAgree(a, b, gameId); // the hider's turn is a draft until sent: every packet so far the same on both phones
  });
} finally {
  if (summary().failed) { await shot(a, 'cdb-hidden-failure-a').catch(() => {}); await shot(b, 'cdb-hidden-failure-b').catch(() => {}); }
  await browser.close();
}
const { passed, failed } = summary();
console.log(`cdb-hidden.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
