// Two phones play the first two game turns of the Battle of Sparta (Nabis) by
// messenger: the invitation, the join and every packet by link, each side verifying.
// Everything is chosen through the UI: a tap on a green-ringed hex, a tap on a
// highlighted destination, a tap on the offered action; "end this step" otherwise.
// Phone A (English) is Rome, phone B (French) Sparta. Screenshots of the board at
// every hand-off go to test-artifacts/screens/nabis-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, bothAgree, check, finishReplay, lastLine, launch, message, openLink, packetsOf, screen, SCREENS, shot, smallTargets, startByLink, summary, twoPhones, tapHex } from './lib.mjs';

const T0 = Date.now();
for (const f of readdirSync(SCREENS)) if (f.startsWith('nabis-')) rmSync(join(SCREENS, f)); // no stale hand-offs
const TURNS = Number(process.env.NABIS_TURNS ?? 2); // game turns to complete
const BUDGET = Number(process.env.NABIS_BUDGET_MS ?? 330000); // stop packets after this (the report says how far it got)
const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
const nameOf = (p) => (p === a ? 'A-en' : 'B-fr');
let gameId = '';
let seq = 0; // packets both stores hold
const marksShot = new Set();
const replayShot = new Set();
const choiceShot = new Set();
const stats = { actions: 0, boardMoves: 0, facings: 0, leaders: 0, dones: 0, other: 0 };

/** The game turn the board shows ("3 / 8" → 3). */
async function turnOf(page) {
  const t = await page.locator('[data-nb-turn]').first().innerText();
  return Number(t.split('/')[0].trim());
}

async function boardShot(page, name) {
  await page.locator('.nb-status').first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -8));
  await shot(page, 'nabis-' + name);
}

async function played(page) {
  return page.locator('main').getAttribute('data-played');
}
async function afterClick(page, before) {
  await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before, { timeout: 180000 });
  stats.actions++;
}


/** One decision through the board: tap a ringed hex, then a highlighted hex if any, then the first offered action. */
async function boardAction(page, kinds) {
  const can = await page.locator('[data-nb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nb-can')));
  for (const h of can) {
    await tapHex(page, h);
    await page.locator(`[data-nb-selected="${h}"]`).waitFor();
    const marks = await page.locator(kinds ? kinds.map((k) => `[data-nb-mark="${k}"]`).join(',') : '[data-nb-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nb-at')));
    if (marks.length) {
      if (!marksShot.has(page)) { marksShot.add(page); await shot(page, `nabis-marks-${nameOf(page)}`); }
      await tapHex(page, marks[0]);
      await page.locator('[data-nb-choice]').first().waitFor();
      if (!choiceShot.has(page)) { choiceShot.add(page); await shot(page, `nabis-choices-${nameOf(page)}`); }
    }
    const choice = page.locator('[data-nb-choice]');
    if (await choice.count()) {
      const before = await played(page);
      await choice.first().click();
      await afterClick(page, before);
      return true;
    }
    await tapHex(page, h); // deselect, try the next one
  }
  return false;
}

/** Plays this device's whole packet through the board, then ends it; returns the link. */
async function playPacket(page) {
  let lastAct = '';
  let boardDone = false;
  for (let i = 0; i < 200; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-nb-act], [data-nb-can], [data-nb-choice]'), null, { timeout: 180000 });
    if (await page.locator('[data-end-turn]').count()) {
      await boardShot(page, `p${String(seq + 1).padStart(2, '0')}-${nameOf(page)}-sent`);
      await page.locator('[data-end-turn]').click();
      const msg = await message(page);
      return lastLine(msg);
    }
    const status = await page.locator('[data-nb-status]').innerText();
    const phaseKey = status.replace(/\s+/g, ' ');
    if (phaseKey !== lastAct) { lastAct = phaseKey; boardDone = false; }
    const lead = page.locator('[data-nb-act="lead"]');
    if (await lead.count()) {
      const before = await played(page);
      await lead.first().click();
      await afterClick(page, before);
      stats.leaders++;
      continue;
    }
    const setup = /Set-up|Mise en place/.test(phaseKey);
    const moving = /movement|mouvement/.test(phaseKey);
    if (!boardDone && (setup || moving) && (await page.locator('[data-nb-can]').count())) {
      boardDone = true;
      if (await boardAction(page, moving ? ['go'] : null)) { if (setup) stats.facings++; else stats.boardMoves++; continue; }
    }
    const done = page.locator('[data-nb-act="done"]');
    if (await done.count()) {
      const before = await played(page);
      await done.first().click();
      await afterClick(page, before);
      stats.dones++;
      continue;
    }
    // A decision with no "end this step" (resolve, retreat, advance...): first offered action.
    const general = page.locator('[data-nb-act]');
    if (await general.count()) {
      const before = await played(page);
      console.log(`  [nabis] no "end this step": ${await general.first().innerText()} (${phaseKey.slice(0, 90)})`);
      await general.first().click();
      await afterClick(page, before);
      stats.other++;
      continue;
    }
    if (await boardAction(page, null)) { console.log(`  [nabis] no "end this step": a board action (${phaseKey.slice(0, 90)})`); stats.other++; continue; }
    throw new Error('no way forward: ' + phaseKey);
  }
  throw new Error('packet never ended');
}

try {
  await check('A (English) creates a Battle of Sparta game as the Romans', async () => {
    ({ gameId } = await startByLink(a, b, {
      system: 'Nabis, the Last of the Spartans',
      beforeCreate: async (p) => assert(await p.getByLabel('Romans (Flamininus)').isChecked(), 'Romans by default'),
      afterJoin: (p) => boardShot(p, 'p01-B-fr-join-sent'),
    }));
    seq = await bothAgree(a, b, gameId);
    assert(seq === 1, 'one packet');
    await boardShot(a, 'p01-A-en-received');
  });

  await check('the Nabis board on a 390 px phone: hexes ≥ 44 px at play zoom, fit-width zoom, drag to pan, legend, provisional values', async () => {
    const box = await a.locator('[data-hex="0515"]').boundingBox();
    assert(box && box.height >= 44 && box.width >= 44, 'hex ' + JSON.stringify(box));
    await a.locator('[data-nb-zoom-fit]').click();
    const svg = await a.locator('[data-nb-svg]').boundingBox();
    const map = await a.locator('.nb-map').boundingBox();
    assert(svg.width <= map.width + 1, `fit: svg ${svg.width} in ${map.width}`);
    await boardShot(a, 'zoom-fit-en');
    await a.locator('[data-nb-zoom-play]').click();
    // Pan by dragging (a mouse; a finger scrolls natively).
    const m = await a.locator('.nb-map').boundingBox();
    const before = await a.locator('.nb-map').evaluate((e) => [e.scrollLeft, e.scrollTop]);
    // From the middle of the part of the map on screen, above the sheet of actions.
    const sheet = await a.locator('.nb-sheet').boundingBox();
    const y0 = (Math.max(m.y, 0) + Math.min(m.y + m.height, sheet ? sheet.y : 844)) / 2;
    await a.mouse.move(m.x + m.width / 2, y0);
    await a.mouse.down();
    await a.mouse.move(m.x + m.width / 2 + 80, y0 + 60, { steps: 5 });
    await a.mouse.up();
    const after = await a.locator('.nb-map').evaluate((e) => [e.scrollLeft, e.scrollTop]);
    assert(after[0] !== before[0] || after[1] !== before[1], `drag did not pan: ${before} → ${after}`);
    await a.locator('[data-nb-provisional] summary').click();
    assert((await a.locator('[data-nb-provisional] li').count()) > 10, 'placeholder list');
    await a.locator('[data-nb-legend] summary').click();
    await a.locator('[data-nb-legend]').scrollIntoViewIfNeeded();
    await screen(a, 'nabis-legend-en');
    await a.locator('[data-nb-legend] summary').click();
    await a.locator('[data-nb-provisional] summary').click();
    await b.locator('[data-nb-provisional] summary').click();
    await b.locator('[data-nb-provisional] summary').evaluate((e) => { e.scrollIntoView({ block: 'start' }); window.scrollBy(0, -70); });
    await screen(b, 'nabis-provisional-fr');
    await b.locator('[data-nb-provisional] summary').click();
    const text = await b.locator('.nb').innerText();
    assert(/Tour/.test(text) && /Carte et valeurs de pions provisoires/.test(text), 'French board texts');
  });

  // Issue 17 item 7: in Whole map, with a hex selected (the sheet open), the last row of the
  // map can be scrolled into view above the sheet.
  await check('Whole map: the bottom row can be seen above the sheet of actions (both phones)', async () => {
    for (const [pg, tag] of [[a, 'en'], [b, 'fr']]) {
      await pg.locator('[data-nb-zoom-fit]').click();
      // A hex with a counter (what a player taps), else any: its sheet opens.
      const h = (await pg.locator('[data-nb-can]').count()) ? await pg.locator('[data-nb-can]').first().getAttribute('data-nb-can') : '0515';
      await tapHex(pg, h);
      await pg.locator(`[data-nb-selected="${h}"]`).waitFor();
      await pg.waitForTimeout(300);
      await pg.locator('.nb-map').evaluate((e) => { e.scrollTop = e.scrollHeight; });
      await pg.waitForTimeout(200);
      const r = await pg.evaluate(() => {
        const hs = [...document.querySelectorAll('[data-hex]')].map((x) => x.getBoundingClientRect());
        return { lowest: Math.max(...hs.map((x) => x.bottom)), sheet: document.querySelector('.nb-sheet').getBoundingClientRect().top, map: document.querySelector('.nb-map').getBoundingClientRect().bottom };
      });
      await shot(pg, `nabis-fit-bottom-row-${tag}`);
      await pg.emulateMedia({ colorScheme: 'dark' });
      await shot(pg, `nabis-fit-bottom-row-${tag}-dark`);
      await pg.emulateMedia({ colorScheme: 'light' });
      await pg.locator('[data-nb-close]').click();
      await pg.locator('[data-nb-zoom-play]').click();
      assert(r.lowest <= r.sheet + 1 && r.map <= r.sheet + 1, `${tag}: last row ${r.lowest}, map bottom ${r.map}, sheet top ${r.sheet}`);
    }
  });

  await check('tapping a counter highlights what it can do (set-up facings), axe and touch targets', async () => {
    const h = await a.locator('[data-nb-can]').first().getAttribute('data-nb-can');
    await tapHex(a, h);
    await a.locator(`[data-nb-selected="${h}"]`).waitFor();
    assert((await a.locator('[data-nb-choice]').count()) === 5, 'five other facings offered');
    await screen(a, 'nabis-game-selected-en');
    await tapHex(a, h);
    await screen(b, 'nabis-game-waiting-fr');
  });

  // Packets by link until both phones have verified the end of game turn TURNS.
  let reached = 0;
  for (let k = 0; k < 60; k++) {
    const w = k % 2 === 0 ? a : b;
    const r = w === a ? b : a;
    if (Date.now() - T0 > BUDGET) { console.log(`  [nabis] time budget reached after packet ${seq}`); break; }
    let over = false;
    const failedBefore = summary().failed;
    await check(`packet ${seq + 1} by link (${w === a ? 'A→B' : 'B→A'})`, async () => {
      const t0 = Date.now();
      const n0 = stats.actions;
      const link = await playPacket(w);
      await openLink(r, link);
      await r.getByText(r === a ? 'Verified' : 'Vérifié').first().waitFor();
      await r.waitForFunction((n) => document.querySelector(`main[data-mode][data-packets="${n}"]`), seq + 1);
      if (!replayShot.has(r) && (await r.locator('main').getAttribute('data-mode')) === 'replay' && (await r.locator('[data-nb-last]').count())) {
        replayShot.add(r);
        await r.locator('[data-nb-last]').first().scrollIntoViewIfNeeded();
        await shot(r, `nabis-replay-${nameOf(r)}`);
      }
      await finishReplay(r, seq + 1);
      seq = await bothAgree(a, b, gameId);
      const turn = await turnOf(r);
      await boardShot(r, `p${String(seq).padStart(2, '0')}-${nameOf(r)}-received`);
      console.log(`  [nabis] packet ${seq}: ${stats.actions - n0} actions, ${Date.now() - t0} ms, now turn ${turn}`);
      reached = turn;
      if (turn > TURNS) over = true;
    });
    if (summary().failed > failedBefore || over) break;
  }

  await check(`game turns 1 to ${TURNS} complete on both phones`, async () => {
    assert(reached > TURNS, `reached turn ${reached}`);
    assert((await turnOf(a)) === reached && (await turnOf(b)) === reached, 'both boards show the same turn');
  });

  await check('axe and touch targets on the Nabis game screen (both phones)', async () => {
    for (const p of [a, b]) {
      const v = await axe(p);
      assert(v.length === 0, v.join('; '));
      const small = await smallTargets(p);
      assert(small.length === 0, small.join('; '));
    }
  });
} finally {
  if (summary().failed) await shot(a, 'nabis-failure-a').catch(() => {});
  if (summary().failed) await shot(b, 'nabis-failure-b').catch(() => {});
  await browser.close();
}
const { passed, failed } = summary();
console.log(`  [nabis] ${seq} packets, ${stats.actions} actions (${stats.boardMoves} board moves, ${stats.facings} set-up facings, ${stats.leaders} leader choices, ${stats.dones} step ends, ${stats.other} other), ${Math.round((Date.now() - T0) / 1000)} s`);
console.log(`nabis.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
