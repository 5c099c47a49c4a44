// Champs de Bataille on two phones by messenger (the shared hex board, src/views/hex): A
// (English) creates a game as the Mycenaeans, B (French) joins by link; each player-turn is
// played through the board (the action dice, a move chosen by tapping a green-ringed unit, a
// highlighted hex and a facing, the end of the movement phase) and sent by link, every packet
// verified by the other phone and both stores compared. Screenshots at 390×844 in English and
// French, light and dark, go to test-artifacts/screens/cdb-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, bothAgree, check, BASE, finishReplay, lastLine, launch, message, openLink, screen, SCREENS, shot, smallTargets, startByLink, summary, twoPhones, playAndWait as act, played, tapHex } from './lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('cdb-') && !/^cdb-(setup|hidden|battle|orders)-/.test(f)) rmSync(join(SCREENS, f)); // the other cdb-*.mjs keep their own
const browser = await launch();
const { a, b } = await twoPhones(browser);
let gameId = '';
let seq = 0;

async function top(page) {
  await page.locator('[data-cdb-status]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -8));
}
/** The same view in the dark theme too. */
async function both(page, name) {
  await shot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, name + '-dark');
  await page.emulateMedia({ colorScheme: 'light' });
}
const apOf = async (page) => (await page.locator('[data-cdb-ap]').innerText()).replace(/\s+/g, ' ');

/** Answers any pending combat choices with the first one offered (the tray's buttons). */
async function answerChoices(page, log) {
  for (let i = 0; i < 40; i++) {
    const c = page.locator('[data-cdb-act="choose"]');
    if (!(await c.count())) return;
    log.push(await c.first().innerText());
    await act(page, c.first());
  }
}

/** A move through the board: a green-ringed unit, a highlighted hex, a facing. */
async function boardMove(page, tag, fr) {
  const ap0 = await apOf(page);
  const can = await page.locator('[data-cdb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-can')));
  assert(can.length > 3, 'units that can move: ' + can.length);
  for (const h of can) {
    await tapHex(page, h);
    await page.locator(`[data-cdb-selected="${h}"]`).waitFor();
    const marks = await page.locator('[data-cdb-mark="go"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-at')));
    const away = marks.filter((m) => m !== h);
    if (!away.length) { await page.locator('[data-cdb-close]').click(); continue; }
    // The selected hex is above the tray, not under it.
    const hr = await page.locator(`[data-hex="${h}"]`).boundingBox(), tray = await page.locator('.cdb-sheet').boundingBox();
    assert(hr.y + hr.height / 2 < tray.y, `selected hex ${h} at ${Math.round(hr.y)} hidden by the tray at ${Math.round(tray.y)}`);
    await both(page, `cdb-${tag}-selected`);
    const small = await smallTargets(page);
    assert(small.length === 0, 'small touch targets: ' + small.join('; '));
    await tapHex(page, away[0]);
    const choice = page.locator('[data-cdb-choice="move"]');
    await choice.first().waitFor();
    await both(page, `cdb-${tag}-facing`);
    const words = await choice.first().getAttribute('title');
    assert(fr ? /déplacer .+ en \d{4}/i.test(words) : /move .+ to \d{4}/i.test(words), 'the move in the game\'s words: ' + words);
    await act(page, choice.first());
    const ap1 = await apOf(page);
    assert(ap1 !== ap0, `action points spent: ${ap0} → ${ap1}`);
    return;
  }
  throw new Error('no unit could move');
}

/** One player-turn through the board; returns the link to send. */
async function playerTurn(page, tag, fr) {
  const chosen = [];
  await answerChoices(page, chosen); // a choice left by the opponent's turn (a recoil, a designation...)
  await top(page);
  await both(page, `cdb-${tag}-start`);
  // The action dice: the lone action, the app's main button in the command bar.
  const roll = page.locator('[data-main-action]');
  await roll.waitFor();
  assert(/roll the action dice|lancer les dés d'action/i.test(await roll.innerText()), 'the dice: ' + await roll.innerText());
  assert(!(await page.locator('[data-cdb-act="roll"]').count()), 'the dice are offered once');
  await act(page, roll);
  const assign = page.locator('[data-cdb-act="assign"]');
  if (await assign.count()) await act(page, assign.first());
  await page.locator('[data-cdb-can]').first().waitFor();
  await boardMove(page, tag, fr);
  // The end of the movement phase; the combat steps' choices answered with the first offered.
  await act(page, page.locator('[data-cdb-act="end"]'));
  await page.waitForFunction(() => document.querySelector('[data-end-turn], [data-cdb-act="choose"]'), null, { timeout: 90000 });
  if (await page.locator('[data-cdb-act="choose"]').count()) {
    await page.waitForTimeout(300); // the board raises the map above the tray
    await both(page, `cdb-${tag}-choice`);
    await answerChoices(page, chosen);
  }
  if (chosen.length) console.log(`  [cdb] ${tag}: choices ${chosen.join(' | ')}`);
  await page.locator('[data-end-turn]').waitFor({ timeout: 90000 });
  await top(page);
  await both(page, `cdb-${tag}-ended`);
  await page.locator('[data-end-turn]').click();
  return lastLine(await message(page));
}

try {
  await check('A (English) creates a Champs de Bataille game as the Mycenaeans; B (French) joins by link', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Champs de Bataille', scenario: /^Hittites against Mycenaeans/ }));
    seq = await bothAgree(a, b, gameId);
    assert(seq === 1, 'one packet');
  });

  await check('the CdB board at 390 px: hexes ≥ 44 px at play zoom, whole map and detail zoom, pinch, provisional values, legend', async () => {
    const box = await a.locator('[data-hex="1520"]').boundingBox();
    assert(box && box.width >= 44 && box.height >= 44, 'hex ' + JSON.stringify(box));
    assert(await a.locator('[data-cdb-unit]').count() > 20, 'counters drawn');
    assert(await a.locator('[data-cdb-facing]').count() > 10, 'facing chevrons drawn');
    await a.locator('[data-cdb-zoom-fit]').click();
    const svg = await a.locator('[data-cdb-svg]').boundingBox(), map = await a.locator('.cdb-map').boundingBox();
    assert(svg.width <= map.width + 1, `fit: svg ${svg.width} in ${map.width}`);
    assert(await a.locator('[data-cdb-overview]').count() === 1 && !(await a.locator('[data-cdb-unit]').count()), 'whole map: units as coloured hexes, no unreadable counters');
    await top(a);
    await both(a, 'cdb-a-en-whole-map');
    await a.locator('[data-cdb-zoom-detail]').click();
    const big = await a.locator('[data-hex="1520"]').boundingBox();
    assert(big.width >= 75, 'detail hex ' + big.width);
    await top(a);
    await both(a, 'cdb-a-en-detail');
    await a.locator('[data-cdb-zoom-play]').click();
    // Pinch: two fingers spread apart on the map zoom it about their midpoint, between the levels.
    await a.locator('.cdb-map').scrollIntoViewIfNeeded();
    const m = await a.locator('.cdb-map').boundingBox();
    const w0 = (await a.locator('[data-cdb-svg]').boundingBox()).width;
    const cx = m.x + m.width / 2, cy = m.y + Math.min(m.height, 300) / 2;
    const cdp = await a.context().newCDPSession(a);
    const two = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: two(30) });
    for (let d = 35; d <= 60; d += 5) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: two(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await a.waitForTimeout(300);
    const w1 = (await a.locator('[data-cdb-svg]').boundingBox()).width;
    assert(w1 > w0 * 1.5 && w1 < w0 * 2.6, `pinch: map ${Math.round(w0)} → ${Math.round(w1)} px wide`);
    assert(!(await a.locator('[data-cdb-zoom-play][aria-pressed="true"]').count()), 'after a pinch no level button is pressed');
    await a.locator('[data-cdb-zoom-play]').click();
    await a.locator('[data-cdb-provisional] summary').click();
    assert(/Provisional counter values \(\d+\)/.test(await a.locator('[data-cdb-provisional] summary').innerText()), 'provisional notice');
    assert(await a.locator('[data-cdb-provisional] li').count() > 5, 'provisional values by type');
    await a.locator('[data-cdb-provisional] summary').scrollIntoViewIfNeeded();
    await screen(a, 'cdb-a-en-provisional');
    await a.locator('[data-cdb-provisional] summary').click();
    await a.locator('[data-cdb-legend] summary').click();
    await a.locator('[data-cdb-legend]').scrollIntoViewIfNeeded();
    await screen(a, 'cdb-a-en-legend');
    await a.locator('[data-cdb-legend] summary').click();
    await b.locator('[data-cdb-provisional] summary').click();
    await b.locator('[data-cdb-provisional] summary').scrollIntoViewIfNeeded();
    await both(b, 'cdb-b-fr-provisional');
    assert(/Valeurs de pions provisoires/.test(await b.locator('[data-cdb-provisional] summary').innerText()), 'French notice');
    await b.locator('[data-cdb-provisional] summary').click();
  });

  // Three player-turns, unless the game ends sooner (the dice are the app's: a battle can end early).
  let over = false;
  for (const [from, to, tag, fr] of [[a, b, 'a-en-t1', false], [b, a, 'b-fr-t1', true], [a, b, 'a-en-t2', false]]) {
    if (over) break;
    await check(`${tag}: a player-turn through the board (dice, a move, end of the movement phase), sent by link and verified`, async () => {
      const link = await playerTurn(from, tag, fr);
      assert(link.startsWith(BASE + '#'), link);
      await openLink(to, link);
      await to.getByText(fr ? 'Verified' : 'Vérifié', { exact: false }).first().waitFor();
      await finishReplay(to, seq + 1);
      const n = await bothAgree(a, b, gameId);
      assert(n === seq + 1, `packets ${seq} → ${n}`);
      seq = n;
      over = /Game over|Partie terminée|Partie finie/i.test(await to.locator('[data-prompt]').innerText());
      console.log(`  [cdb] packet ${seq} verified${over ? ': the game is over' : ''}`);
    });
  }
  await check('at least two player-turns played through the board and verified', async () => assert(seq >= 3, `${seq} packets`));
  await check('axe and touch targets on the board, both languages', async () => {
    await top(a);
    await screen(a, 'cdb-a-en-board');
    await top(b);
    await screen(b, 'cdb-b-fr-board');
  });
} finally {
  await browser.close();
}
summary();
