// Replay with animated moves (Nabis): two phones play the Battle of Sparta by link
// until a packet holds a unit's move; the receiver steps through the replay and the
// moved counter slides from its old hex to the new one: the same SVG element (keyed
// by the unit, not by its hex) runs a transform animation and ends at the new place.
// With prefers-reduced-motion the counter jumps (no animation). Screenshots:
// nabis-slide-*.png (mid-slide, both languages).
import { join } from 'node:path';
import { assert, check, lastLine, launch, message, screen, SCREENS, shot, startByLink, summary, twoPhones, playAndWait as click, played, tapHex } from './lib.mjs';

const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
const T0 = Date.now();


/** A move on the board: a ringed hex, a green destination, the first offered facing. */
async function boardMove(page) {
  const can = await page.locator('[data-nb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nb-can')));
  for (const h of can.slice(0, 6)) {
    await tapHex(page, h);
    await page.locator(`[data-nb-selected="${h}"]`).waitFor();
    const go = await page.locator('[data-nb-mark="go"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nb-at')));
    if (go.length) {
      await tapHex(page, go[go.length - 1]);
      const choice = page.locator('[data-nb-choice]');
      await choice.first().waitFor();
      await click(page, choice.first());
      return true;
    }
    await tapHex(page, h);
  }
  return false;
}

/** Plays this phone's packet (a move whenever the movement stage allows one); returns [link, moved]. */
async function playPacket(page) {
  let moved = false;
  let tried = '';
  for (let i = 0; i < 200; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-nb-act], [data-nb-can], [data-nb-choice]'), null, { timeout: 180000 });
    if (await page.locator('[data-end-turn]').count()) {
      await page.locator('[data-end-turn]').click();
      return [lastLine(await message(page)), moved];
    }
    const status = (await page.locator('[data-nb-status]').innerText()).replace(/\s+/g, ' ');
    const lead = page.locator('[data-nb-act="lead"]');
    if (await lead.count()) { await click(page, lead.first()); continue; }
    if (!moved && tried !== status && /movement|mouvement/.test(status) && (await page.locator('[data-nb-can]').count())) {
      tried = status;
      if (await boardMove(page)) { moved = true; continue; }
    }
    const done = page.locator('[data-nb-act="done"]');
    if (await done.count()) { await click(page, done.first()); continue; }
    const general = page.locator('[data-nb-act]');
    if (await general.count()) { await click(page, general.first()); continue; }
    const can = await page.locator('[data-nb-can]').first().getAttribute('data-nb-can').catch(() => null);
    if (can) {
      await tapHex(page, can);
      const choice = page.locator('[data-nb-choice]');
      if (await choice.count()) { await click(page, choice.first()); continue; }
      const mark = await page.locator('[data-nb-mark]').first().getAttribute('data-nb-at');
      await tapHex(page, mark);
      await page.locator('[data-nb-choice]').first().waitFor();
      await click(page, page.locator('[data-nb-choice]').first());
      continue;
    }
    throw new Error('no way forward: ' + status);
  }
  throw new Error('packet never ended');
}

/** Where each keyed piece is (its place on the map, as the view gives it to <Slide>),
 *  tagging the DOM nodes to recognise them later. */
function pieces(page) {
  return page.evaluate(() => {
    const out = {};
    for (const g of document.querySelectorAll('[data-slide]')) {
      g.__e2e ??= Math.random().toString(36).slice(2);
      const [x, y] = g.getAttribute('data-at').split(',').map(Number);
      out[g.getAttribute('data-slide')] = { x, y, tag: g.__e2e };
    }
    return out;
  });
}

/** From a link's arrival: the pieces when the replay first shows, the pieces once it has
 *  settled, and which pieces were animated in between. */
function watchOpening(page) {
  return page.evaluate(async () => {
    const at = () => Object.fromEntries([...document.querySelectorAll('[data-slide]')].map((g) => [g.getAttribute('data-slide'), g.getAttribute('data-at')]));
    const t0 = performance.now();
    let first = null;
    let since = 0;
    const animated = new Set();
    while (performance.now() - t0 < 8000) {
      if (document.querySelector('main[data-mode="replay"]') && document.querySelector('[data-slide]')) {
        if (!first) { first = at(); since = performance.now(); }
        for (const g of document.querySelectorAll('[data-slide]')) if (g.getAnimations().length) animated.add(g.getAttribute('data-slide'));
        if (performance.now() - since > 1200) break;
      }
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    return { first, last: at(), animated: [...animated] };
  });
}

/** Steps forward through the replay until a step moves a piece; returns what was seen. */
async function stepUntilSlide(page, shotName) {
  const next = page.locator('.stepper button').nth(2);
  const log = [];
  for (let i = 0; i < 80 && (await next.isEnabled()); i++) {
    const before = await pieces(page);
    await next.click();
    const seen = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => r()));
      return [...document.querySelectorAll('[data-slide]')].filter((g) => g.getAnimations().some((x) => x.playState === 'running')).map((g) => [g.getAttribute('data-slide'), g.__e2e]);
    });
    if (shotName && seen.length) {
      await page.waitForTimeout(120);
      await page.locator(`[data-slide="${seen[0][0]}"]`).evaluate((g) => g.scrollIntoView({ block: 'center', inline: 'center' }));
      await page.screenshot({ path: join(SCREENS, shotName + '.png') });
    }
    await page.waitForTimeout(600);
    const after = await pieces(page);
    const moved = Object.keys(after).filter((k) => before[k] && Math.hypot(after[k].x - before[k].x, after[k].y - before[k].y) > 1);
    if (moved.length) return { before, after, seen, moved, step: i };
    log.push((await page.locator('.step-card').innerText()).replace(/\s+/g, ' ').slice(0, 100) + ` [${Object.keys(after).length} pieces; gone ${Object.keys(before).filter((k) => !after[k]).join(',')}; new ${Object.keys(after).filter((k) => !before[k]).join(',')}]`);
  }
  console.log('  [replay] no move among:\n    ' + log.join('\n    '));
  return null;
}

let link = '';
let receiver = a;
let openingSlides = 0;
try {
  await check('replay slide: A and B start a Battle of Sparta game by link', async () => {
    await startByLink(a, b, { system: 'Nabis, the Last of the Spartans' });
  });

  let moved = false;
  await check('replay slide: packets by link until one holds a move', async () => {
    let writer = a;
    for (let k = 0; k < 16 && !moved; k++) {
      [link, moved] = await playPacket(writer);
      receiver = writer === a ? b : a;
      const seen = await pieces(receiver); // the position this phone last showed
      await receiver.goto(link);
      const open = await watchOpening(receiver);
      const same = Object.keys(seen).filter((p) => open.first?.[p]);
      assert(same.length > 10 && same.every((p) => open.first[p] === `${Math.round(seen[p].x)},${Math.round(seen[p].y)}`), 'the replay of what arrived first draws the position last seen');
      const slid = Object.keys(open.last).filter((k) => open.first?.[k] && open.first[k] !== open.last[k]);
      // What arrived opens on its first step: if that step moves a piece, the piece slides there.
      assert(slid.every((k) => open.animated.includes(k)), `opening the replay: ${slid.join(', ')} moved without sliding`);
      if (slid.length) { openingSlides += slid.length; console.log(`  [replay] the first step of packet ${k + 2} slid on opening: ${slid.join(', ')}`); }
      await receiver.getByText(receiver === a ? 'Verified' : 'Vérifié').first().waitFor();
      await receiver.locator('main[data-mode]').waitFor();
      if (!moved) {
        const done = receiver.locator('[data-replay-done]');
        if (await done.count()) await done.click();
        writer = receiver;
      }
    }
    assert(moved, 'no packet with a move');
    console.log(`  [replay] a move after ${Math.round((Date.now() - T0) / 1000)} s; ${openingSlides} piece(s) slid as a replay opened`);
  });

  await check('replay slide: the moved counter slides (same element, animated, ends on the new hex)', async () => {
    assert(moved, 'no move to replay');
    assert((await receiver.locator('main').getAttribute('data-mode')) === 'replay', 'the receiver is in the replay');
    // The whole game from the set-up, so that every step (the move too) is stepped to.
    await receiver.locator('[data-replay-done]').click();
    await receiver.locator('main[data-mode="play"]').waitFor();
    await receiver.locator('details.more').evaluate((d) => { d.open = true; }); // open whatever state it was left in
    await openWholeReplay(receiver);
    const r = await stepUntilSlide(receiver, receiver === a ? 'nabis-slide-en' : 'nabis-slide-fr');
    assert(r, 'no step moved a piece');
    const k = r.moved[0];
    const under = await receiver.evaluate((id) => { const g = document.querySelector(`[data-slide="${id}"]`); return !g.querySelector('[data-slide]') && [...document.querySelectorAll('[data-slide]')].some((o) => o !== g && o.getAttribute('data-at') === g.getAttribute('data-at') && o.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_PRECEDING); }, k);
    console.log(`  [replay] ${r.moved.join(', ')} slid at step ${r.step + 1}${under ? ' (into a stack, under its top)' : ''}`);
    assert(r.seen.some(([id]) => id === k), `the moved piece ${k} was not animated (animated: ${r.seen.map((x) => x[0]).join(', ') || 'none'})`);
    assert(r.after[k].tag === r.before[k].tag, 'the piece was redrawn instead of moved (not keyed)');
    const last = await receiver.locator('[data-nb-last]').evaluateAll((ps) => ps.map((p) => { const b = p.getBBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; }));
    assert(last.length, 'the step\'s destination is marked');
    const d = Math.min(...last.map((c) => Math.hypot(c.x - r.after[k].x, c.y - r.after[k].y)));
    assert(d < 40, `the counter ended ${Math.round(d)} px from the marked hex`);
    // Back one step: it slides back.
    const back = await stepAndWatch(receiver, 1);
    assert(back.some(([id]) => id === k), 'stepping back slides it back');
  });

  await check('replay slide: with reduced motion the counter jumps (no animation)', async () => {
    await receiver.emulateMedia({ reducedMotion: 'reduce' });
    const before = await pieces(receiver);
    const seen = await stepAndWatch(receiver, 2);
    await receiver.waitForTimeout(100);
    const after = await pieces(receiver);
    const moved = Object.keys(after).filter((k) => before[k] && Math.hypot(after[k].x - before[k].x, after[k].y - before[k].y) > 1);
    assert(moved.length > 0, 'the step still moves the piece');
    assert(seen.length === 0, 'animated despite reduced motion: ' + seen.map((x) => x[0]).join(', '));
    await receiver.emulateMedia({ reducedMotion: 'no-preference' });
  });

  await check('replay slide: the other language, mid-slide', async () => {
    // The other phone replays the whole game from its menu and steps to the same move.
    const other = receiver === a ? b : a;
    await other.locator('[data-end-turn], [data-prompt]').first().waitFor();
    await other.locator('details.more').evaluate((d) => { d.open = true; });
    await openWholeReplay(other);
    const r = await stepUntilSlide(other, other === a ? 'nabis-slide-en' : 'nabis-slide-fr');
    assert(r && r.seen.length > 0, 'a slide in the full replay');
    await screen(other, other === a ? 'nabis-replay-all-en' : 'nabis-replay-all-fr');
    await screen(receiver, receiver === a ? 'nabis-replay-step-en' : 'nabis-replay-step-fr');
  });
} finally {
  if (summary().failed) { await shot(a, 'nabis-replay-failure-a').catch(() => {}); await shot(b, 'nabis-replay-failure-b').catch(() => {}); }
  await browser.close();
}

/** Opens the whole game's replay from the More section. In the full CI run (the fuzz beside
 *  it) the first tap was twice left without effect (still in play mode after 90 s), never when
 *  run alone: the page's state is logged and the tap made once more, so the log shows whether
 *  a tap was lost (an open question noted for the app, not hidden). */
async function openWholeReplay(page) {
  const replay = page.locator('main[data-mode="replay"]');
  await page.locator('[data-replay-all]').click();
  try {
    await replay.waitFor({ timeout: 45000 });
  } catch {
    console.log(`  [replay] "replay from the start" left the page in ${await page.locator('main').getAttribute('data-mode')} mode at ${await page.evaluate(() => location.hash.slice(0, 40))}; tapping again`);
    await page.locator('details.more').evaluate((d) => { d.open = true; });
    await page.locator('[data-replay-all]').click();
    await replay.waitFor({ timeout: 180000 });
  }
}

/** Clicks a stepper button (1 back, 2 next) and returns the pieces animating just after. */
async function stepAndWatch(page, n) {
  await page.locator('.stepper button').nth(n).click({ timeout: 180000 });
  const seen = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => r()));
    return [...document.querySelectorAll('[data-slide]')].filter((g) => g.getAnimations().some((x) => x.playState === 'running')).map((g) => [g.getAttribute('data-slide'), g.__e2e]);
  });
  await page.waitForTimeout(600);
  return seen;
}

const { passed, failed } = summary();
console.log(`nabis-replay.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
