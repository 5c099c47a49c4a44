// Two phones play a DBA battle by messenger (Hittite Empire I/24b v Later Mycenaean
// I/26a, instant dice): the invitation, the join and every packet go by link, each
// side verifying what it receives, until each side has played two full bounds
// (after the aggression roll, terrain, edges, camps and deployment). Moves are made
// through the table view: an element is tapped on the table, a move chosen in its
// panel, the ghost confirmed, and the PIPs it cost checked. Screenshots of the table
// at every hand-off: test-artifacts/screens/dba-two-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, BASE, bothAgree, check, finishReplay, lastLine, launch, message, openLink, phone, readGames, screen, SCREENS, shot, summary } from './lib.mjs';
import { dbaTap, dbaTapElement, dbaWaitPlayed, touchDrag } from './lib.mjs';

const T0 = Date.now();
for (const f of readdirSync(SCREENS)) if (f.startsWith('dba-two-')) rmSync(join(SCREENS, f));
const BOUNDS = 4; // two full bounds each
const browser = await launch();
const A = await phone(browser, { locale: 'en-GB' });
const B = await phone(browser, { locale: 'en-GB' });
const a = A.page;
const b = B.page;
const nameOf = (p) => (p === a ? 'A' : 'B');
let gameId = '';
let seq = 0;
const stats = { actions: 0, riverStops: 0, drags: 0, tableMoves: 0, groupMoves: 0, pipsSpent: 0, deploys: 0, fights: 0 };
const shotsTaken = [];
const dragged = new Set();

/** Direct manipulation: drags element `id` straight ahead, first too far (the rules
 *  refuse, nothing is armed), then `paces` ahead (the paces used and the reach show
 *  while dragging; released, the move is armed), and confirms it. */
async function dragMove(page, id, paces) {
  const reach = Number(await page.locator('[data-dba-envelope]').getAttribute('data-dba-envelope'));
  const env = await page.locator('[data-dba-envelope]').boundingBox();
  const perPace = env.width / 2 / reach;
  await page.locator('.dba-view').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const hb = await page.locator(`[data-dba-drag="${id}"]`).boundingBox();
  const cx = hb.x + hb.width / 2, cy = hb.y + hb.height / 2;
  await touchDrag(page, cx, cy, cx, cy - (reach + 120) * perPace);
  await page.locator('[data-dba-drag-help] .dba-refused').waitFor({ timeout: 5000 });
  assert((await page.locator('[data-dba-confirmbar]').count()) === 0, 'a refused drag arms nothing');
  await shot(page, `dba-two-drag-refused-${nameOf(page)}`);
  shotsTaken.push(`dba-two-drag-refused-${nameOf(page)}.png`);
  let during = '';
  await touchDrag(page, cx, cy, cx, cy - paces * perPace, 12, async () => {
    during = await page.locator('[data-dba-paces]').textContent();
    await shot(page, `dba-two-drag-${nameOf(page)}`);
    shotsTaken.push(`dba-two-drag-${nameOf(page)}.png`);
  });
  assert(/^\d+ \/ \d+ p/.test(during), 'paces used / reach while dragging: ' + during);
  await page.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
  const bar = await page.locator('[data-dba-confirmbar]').innerText();
  assert(/move \d+ p/.test(bar), 'confirm bar: ' + bar);
  return bar;
}

/** What the table's status says: phase, bound, active seat, PIPs left (attributes) and its text. */
async function status(page) {
  const s = page.locator('[data-dba-status]');
  if (!(await s.count())) return { key: '', text: '', bound: 0, pips: -1 };
  const at = await s.evaluate((e) => ({ phase: e.getAttribute('data-dba-phase'), bound: Number(e.getAttribute('data-dba-bound')), active: e.getAttribute('data-dba-active'), pips: Number(e.getAttribute('data-dba-pips') ?? -1) }));
  const text = (await s.innerText()).replace(/\n/g, ' | ');
  return { ...at, key: `${at.phase} · bound ${at.bound} · seat ${at.active}`, text };
}
const boundOf = (st) => st.bound;
const pipsOf = (st) => st.pips;

/** The table at a hand-off, scrolled so the status line and the table are on screen. */
async function tableShot(page, name) {
  await page.locator('.dba-view').first().evaluate((e) => { e.scrollIntoView({ block: 'start' }); });
  await shot(page, 'dba-two-' + name);
  shotsTaken.push('dba-two-' + name + '.png');
}

/** Taps an action button; destination actions take a second tap on the confirm bar. */
async function act(page, btn) {
  const before = await page.locator('main').getAttribute('data-played');
  const armable = (await btn.getAttribute('aria-pressed')) !== null;
  await dbaTap(page, btn);
  if (armable) {
    assert((await btn.getAttribute('aria-pressed')) === 'true', 'the first tap arms it');
    await dbaTap(page, page.locator('[data-dba-confirm]'));
  }
  await dbaWaitPlayed(page, before);
  stats.actions++;
}

/** One real move through the table: tap an element with orders on the table, take the
 *  longest forward move (of the preferred kind, group or single, when offered), confirm
 *  the ghost, check the PIPs it cost. */
async function tableMove(page, tried, prefer) {
  const ids = (await page.locator('[data-dba-pick]').evaluateAll((bs) => bs.map((x) => Number(x.getAttribute('data-dba-pick'))))).filter((id) => !tried.has(id));
  // First pass: only the preferred kind (or the drag still to show); second: any move.
  for (const strict of [true, false]) for (const id of ids) {
    if (tried.has(id)) continue;
    await dbaTapElement(page, id);
    const acts = await page.locator('[data-dba-panel] .dba-acts').first().locator('[data-dba-action]').evaluateAll((bs) => bs.map((x) => ({ i: x.getAttribute('data-dba-action'), k: x.getAttribute('data-kind'), t: x.textContent })));
    let best = null;
    for (const x of acts) {
      if (x.k !== 'move' && x.k !== 'group') continue;
      const d = Number((x.t.match(/advances? (\d+) p/i) ?? [])[1] ?? -1);
      const score = (x.k === prefer ? 1000 : 0) + d;
      if (d > 0 && (!best || score > best.score)) best = { ...x, score };
    }
    if (!best) { tried.add(id); continue; }
    // Once per phone: the move made by dragging the element on the table instead.
    const single = acts.filter((x) => x.k === 'move').map((x) => Number((x.t.match(/advances? (\d+) p/i) ?? [])[1] ?? 0)).sort((x, y) => y - x)[0] ?? 0;
    const drag = !dragged.has(page) && single >= 80 && (await page.locator(`[data-dba-drag="${id}"]`).count()) > 0;
    if (strict && !drag && best.k !== prefer) continue;
    tried.add(id);
    const st0 = await status(page);
    const tf0 = await page.locator(`[data-el="${id}"] g`).first().getAttribute('transform');
    const before = await page.locator('main').getAttribute('data-played');
    let bar;
    if (drag) {
      dragged.add(page);
      bar = await dragMove(page, id, Math.floor(single / 2));
      best.k = 'drag';
    } else {
      const btn = page.locator(`[data-dba-action="${best.i}"]`);
      await dbaTap(page, btn);
      assert((await btn.getAttribute('aria-pressed')) === 'true', 'first tap arms the move');
      assert((await page.locator('[data-ghost="base"]').count()) > 0, 'a ghost on the table');
      bar = await page.locator('[data-dba-confirmbar]').innerText();
    }
    assert(pipsOf(st0) >= 0 && (await page.locator('[data-dba-pips-left]').count()) === 1, 'PIPs left shown: ' + st0.text);
    await dbaTap(page, page.locator('[data-dba-confirm]'));
    await dbaWaitPlayed(page, before);
    stats.actions++;
    const st1 = await status(page);
    const tf1 = await page.locator(`[data-el="${id}"] g`).first().getAttribute('transform');
    if (tf0 === tf1) {
      // A difficult river may stop it (RIV-02): the PIPs are spent, the element stays.
      const last = await page.locator('ul.entries > li.entry').last().innerText();
      assert(/tries to cross: (die )?[12]\b/.test(last), `element ${id} moved on the table (or was stopped by the river): ${last.replace(/\n/g, ' | ')}`);
      stats.riverStops++;
    }
    const spent = pipsOf(st0) - pipsOf(st1);
    const cost = Number((bar.match(/costs (\d+) PIP/) ?? [])[1] ?? -1);
    assert(spent >= 1 && spent === cost, `PIPs ${pipsOf(st0)} → ${pipsOf(st1)}, confirm bar said: ${bar}`);
    stats.pipsSpent += spent;
    if (best.k === 'group') stats.groupMoves++; else if (best.k === 'drag') stats.drags++; else stats.tableMoves++;
    return true;
  }
  return false;
}

/** Plays this phone's whole packet through the view, then ends it; returns the link. */
async function playPacket(page, label) {
  let movedInBound = -1, movesThisBound = 0;
  const tried = new Set();
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-dba-action]'), null, { timeout: 60000 });
    if (await page.locator('[data-end-turn]').count()) {
      await tableShot(page, `${label}-${nameOf(page)}-sends`);
      const st = await status(page);
      await page.locator('[data-end-turn]').click();
      return { link: lastLine(await message(page)), status: st };
    }
    const st = await status(page);
    const buttons = page.locator('[data-dba-action]');
    const kinds = await buttons.evaluateAll((bs) => bs.map((x) => x.getAttribute('data-kind')));
    const by = (k) => buttons.nth(kinds.indexOf(k));
    if (kinds.includes('endMove')) {
      const bound = boundOf(st);
      if (bound !== movedInBound) { movedInBound = bound; movesThisBound = 0; tried.clear(); }
      if (kinds.includes('river')) { await act(page, by('river')); continue; }
      if (movesThisBound < 2 && pipsOf(st) > 0 && (await tableMove(page, tried, movesThisBound === 0 ? 'group' : 'move'))) { movesThisBound++; continue; }
      await act(page, page.locator('[data-dba-action][data-kind="endMove"]'));
    } else if (kinds.includes('fight') || kinds.includes('shoot')) {
      await act(page, by(kinds.includes('fight') ? 'fight' : 'shoot'));
      stats.fights++;
    } else {
      const k = ['terrain', 'edge', 'camp', 'deploy', 'endDeploy', 'endShoot', 'endBound'].find((x) => kinds.includes(x));
      if (k === 'deploy') stats.deploys++;
      await act(page, k ? by(k) : buttons.first());
    }
  }
  throw new Error('packet never ended');
}

let receivedBound = 0;
try {
  await check('A creates a DBA game (Hittite v Mycenaean, instant dice) and B joins by link', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'De Bellis Antiquitatis 2.2' }).click();
    await a.locator('button.pick, input#mode-instant').first().waitFor();
    if (await a.getByRole('button', { name: /Open battle/ }).count()) await a.getByRole('button', { name: /Open battle/ }).click();
    assert(await a.getByLabel(/Instant/).first().isChecked(), 'instant dice by default');
    await a.getByLabel('First army').check();
    await a.getByLabel('Your name').fill('Ana');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    const link = lastLine(await message(a));
    assert(link.startsWith(BASE + '#'), link);
    gameId = (await readGames(a))[0].id;
    await openLink(b, link);
    await b.getByText('Ana invites you').waitFor();
    await b.getByLabel('Your name').fill('Bruno');
    await b.getByRole('button', { name: 'Accept' }).click();
    const joinLink = lastLine(await message(b));
    await tableShot(b, 'p01-B-join-sends');
    await openLink(a, joinLink);
    await a.getByText('Verified').first().waitFor();
    await finishReplay(a, 1);
    seq = await bothAgree(a, b, gameId);
    assert(seq === 1, 'one packet');
    const text = await a.locator('.dba-view').innerText();
    assert(/Hittite/.test(text) && /Mycenaean/.test(text), 'both armies named');
    await screen(a, 'dba-two-p01-A-receives');
    shotsTaken.push('dba-two-p01-A-receives.png');
  });

  // Packets by link until both phones have verified the start of bound BOUNDS + 1.
  for (let k = 0; k < 40 && seq > 0; k++) {
    const w = (await a.locator('[data-dba-action], [data-end-turn]').count()) ? a : b;
    const r = w === a ? b : a;
    const failedBefore = summary().failed;
    let done = false;
    await check(`packet ${seq + 1} by link (${nameOf(w)}→${nameOf(r)})`, async () => {
      const t0 = Date.now();
      const n0 = stats.actions;
      const label = 'p' + String(seq + 1).padStart(2, '0');
      const sent = await playPacket(w, label);
      await openLink(r, sent.link);
      await r.getByText('Verified').first().waitFor();
      await finishReplay(r, seq + 1);
      seq = await bothAgree(a, b, gameId);
      // What the receiver shows: accepted, its move, the phase, army and bound the sender ended on.
      const st = await status(r);
      assert(st.key === sent.status.key, `receiver shows "${st.text}", sender ended on "${sent.status.text}"`);
      assert(/Your move/.test(await r.locator('[data-prompt]').innerText()), 'the receiver is asked to move');
      assert(/— your (bound|move)/.test(st.text), 'the table says it is the receiver\'s: ' + st.text);
      assert(/— their (bound|move)/.test((await status(w)).text), 'the sender\'s table says it is the opponent\'s');
      if (st.bound > 0) assert(new RegExp(`bound ${st.bound}\\b`).test(st.text), 'the bound number is shown: ' + st.text);
      assert((await r.locator('[data-dba-action]').count()) > 0, 'the receiver has actions');
      assert((await w.locator('[data-dba-action]').count()) === 0, 'the sender has none');
      await tableShot(r, `${label}-${nameOf(r)}-receives`);
      receivedBound = boundOf(st);
      console.log(`  [dba-two] packet ${seq}: ${stats.actions - n0} actions, ${Date.now() - t0} ms; ${nameOf(r)} now: ${st.text}`);
      if (receivedBound > BOUNDS) done = true;
    });
    if (summary().failed > failedBefore || done) break;
  }

  await check(`bounds 1 to ${BOUNDS} played (two each), moves made through the table`, async () => {
    assert(receivedBound > BOUNDS, `reached bound ${receivedBound}`);
    assert(stats.tableMoves + stats.groupMoves >= BOUNDS, `moves through the table: ${stats.tableMoves + stats.groupMoves}`);
    assert(stats.pipsSpent >= BOUNDS, 'PIPs spent: ' + stats.pipsSpent);
    assert(stats.drags === 2, 'one move dragged on the table by each phone: ' + stats.drags);
  });

  await check('axe and touch targets on the DBA table (both phones)', async () => {
    await screen(a, 'dba-two-end-A');
    await screen(b, 'dba-two-end-B');
  });
} finally {
  if (summary().failed) { await shot(a, 'dba-two-failure-a').catch(() => {}); await shot(b, 'dba-two-failure-b').catch(() => {}); }
  await browser.close();
}
const { passed, failed } = summary();
console.log(`  [dba-two] ${seq} packets, ${stats.actions} actions (${stats.tableMoves} element moves, ${stats.drags} dragged, ${stats.groupMoves} group moves, ${stats.pipsSpent} PIPs spent, ${stats.riverStops} stopped by the river, ${stats.deploys} deployments, ${stats.fights} fights/shots), ${Math.round((Date.now() - T0) / 1000)} s`);
console.log('  [dba-two] screenshots: ' + shotsTaken.join(' '));
console.log(`dba-two.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
