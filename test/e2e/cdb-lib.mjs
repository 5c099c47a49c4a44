// What the Champs de Bataille two-phone scripts share (cdb-setup.mjs, cdb-hidden.mjs): the
// set-up played step by step on one phone until its packet is complete, screenshots of each
// step once (light and dark, touch targets checked), the board's marks, hex distances.
import { assert, lastLine, message, shot, smallTargets, playAndWait as act, played, tapHex } from './lib.mjs';

/** The labels of the hexes marked `kind` (go, hit, hide) on the CdB board. */
export const marked = (page, kind = 'go') => page.locator(`[data-cdb-mark="${kind}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-at')));

/** Scrolls the status line to the top of the screen. */
export async function top(page) {
  // Scrolled by the page itself: Playwright's scrollIntoViewIfNeeded waits for the element to stand
  // still, and a loaded machine's board may still be bringing its hexes into view (a CI run timed
  // out there at the end of a set-up step).
  await page.locator('[data-cdb-status]').waitFor();
  await page.evaluate(() => { document.querySelector('[data-cdb-status]')?.scrollIntoView({ block: 'start' }); window.scrollBy(0, -8); });
  await page.waitForTimeout(100);
}

/** A screenshot function that takes each name once per run: light and dark, touch targets checked. */
export function stepShots() {
  const seen = new Set();
  return async function stepShot(page, name) {
    if (seen.has(name)) return;
    seen.add(name);
    await page.waitForTimeout(250);
    await shot(page, name);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, name + '-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    const small = await smallTargets(page);
    assert(small.length === 0, `${name}: small touch targets: ${small.join('; ')}`);
  };
}

export const stepOf = (page) => page.evaluate(() => document.querySelector('[data-cdb-setup-step]')?.getAttribute('data-cdb-setup-step') ?? (document.querySelector('[data-end-turn]') ? 'end' : document.querySelector('[data-cdb-turn]') ? 'play' : ''));

/** Hex labels are column × 100 + row (CCRR), pointy-top, odd rows shifted right (engine/hex offset.ts): their distance. */
export function hexDistance(a, b) {
  const cube = (l) => { const n = Number(l), col = Math.floor(n / 100), row = n % 100; const q = col - Math.floor(row / 2); return [q, row]; };
  const [q1, r1] = cube(a), [q2, r2] = cube(b);
  return (Math.abs(q1 - q2) + Math.abs(r1 - r2) + Math.abs(q1 + r1 - q2 - r2)) / 2;
}

/** This phone's set-up decisions until its packet is complete; returns the link to send (or null
 *  when play has begun). `o.stepShot` takes the screenshots; `o.army`: the offered army's index
 *  or 'build' (then `o.build(page, tag)`); `o.hill(go, n)`: the label of the n-th steep hill's
 *  anchor among the green hexes, or null to stop (default: one in the middle); `o.pieces`: the
 *  defender's terrain kinds; `o.beforeDeploy(page, tag)`: runs at each deployment decision (true:
 *  it played an action, look again); `o.orderAnchors(labels, tag)`: the line anchors to try first. */
export async function setupTurn(page, tag, o) {
  const { stepShot } = o;
  const pieces = o.pieces ?? ['wood', 'marsh'];
  const count = { pieces: 0, hills: 0 };
  for (let i = 0; i < 80; i++) {
    await page.waitForFunction(() => document.querySelector('[data-cdb-setup-step], [data-end-turn], [data-cdb-turn]'), null, { timeout: 90000 });
    const step = await stepOf(page);
    if (step === 'end' || step === 'play') {
      if (step === 'play' && !(await page.locator('[data-end-turn]').count())) return null;
      await top(page);
      await stepShot(page, `${o.prefix}-${tag}-sent`);
      await page.locator('[data-end-turn]').click();
      return lastLine(await message(page));
    }
    if (step === 'reveal' || step === 'planReveal' || step === 'openDeploy') { await page.waitForTimeout(300); continue; }
    await top(page);
    if (step !== 'deploy') await stepShot(page, `${o.prefix}-${tag}-${step}`);
    if (step === 'commit') {
      if (o.army === 'build') { await page.locator('[data-cdb-build-open]').click(); await page.locator('[data-cdb-builder]').waitFor(); await stepShot(page, `${o.prefix}-${tag}-builder`); await o.build(page, tag); }
      else if (o.lookAtBuilder) {
        // The builder (14, 14.1, 14.2) opened and left again.
        await page.locator('[data-cdb-build-open]').click();
        await page.locator('[data-cdb-builder]').waitFor();
        await stepShot(page, `${o.prefix}-${tag}-builder`);
        await page.locator('[data-cdb-build-back]').click();
        await act(page, page.locator(`[data-cdb-army="${o.army}"]`));
      } else await act(page, page.locator(`[data-cdb-army="${o.army}"]`));
    } else if (step === 'route') {
      // Sidebar step 1: a road through the middle by default (hills may follow), or o.route 'water'.
      if (o.route === 'water') await act(page, page.locator('[data-cdb-setup="route-water-west"]'));
      else await page.locator('[data-cdb-setup="route-road"]').click();
    } else if (step === 'route-start' || step === 'route-end') {
      const go = await marked(page);
      assert(go.length === 30, `${step}: the 30 hexes of the edge row are shown: ${go.length}`);
      if (step === 'route-start') { await tapHex(page, go[14]); await page.locator('[data-cdb-setup-step="route-end"]').waitFor(); }
      else {
        const before = await played(page);
        await tapHex(page, go[16]);
        await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
      }
    } else if (step === 'hills') {
      const go = await marked(page);
      assert(go.length > 100, 'hills: the hexes a hill may take are shown: ' + go.length);
      const before = await played(page);
      const pick = o.hill ? o.hill(go, count.hills) : (await page.locator('[data-cdb-terrain]').count()) ? null : go[Math.floor(go.length / 2)];
      if (pick) { count.hills++; await tapHex(page, pick); await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before); }
      else await act(page, page.locator('[data-cdb-setup="end"]'));
    } else if (step === 'terrain') {
      if (count.pieces >= pieces.length && (await page.locator('[data-cdb-setup="end"]').count())) await act(page, page.locator('[data-cdb-setup="end"]'));
      else {
        // 'river': the defender's river across the middle (the first row offered), when it is offered.
        const kind = pieces[count.pieces % pieces.length];
        const river = page.locator('[data-cdb-setup^="river-"]');
        if (kind === 'river' && (await river.count())) await act(page, river.first());
        else await act(page, page.locator(`[data-cdb-setup="piece-${kind === 'river' ? 'wood' : kind}"]`));
        count.pieces++;
      }
    } else if (step === 'place') {
      const square = await page.locator('[data-cdb-die="square"]').innerText(), edge = await page.locator('[data-cdb-die="edge"]').innerText();
      assert(/^[1-6]$/.test(square) && /^[1-6]$/.test(edge), `the terrain dice shown: ${square}, ${edge}`);
      const go = await marked(page);
      assert(go.length > 0, 'where the piece may go is shown');
      await tapHex(page, go[0]);
      await page.locator('[data-cdb-setup="place"]').waitFor();
      await stepShot(page, `${o.prefix}-${tag}-place-chosen`);
      await act(page, page.locator('[data-cdb-setup="place"]'));
    } else if (step === 'side') await act(page, page.locator('[data-cdb-setup="side-0"]'));
    else if (step === 'baggage') {
      const button = page.locator('[data-cdb-setup="baggage"]');
      for (let k = 0; k < 12; k++) {
        const [have, need] = (await button.innerText()).match(/(\d+)\/(\d+)/).slice(1).map(Number);
        if (have === need) break;
        const go = await marked(page);
        await tapHex(page, go[2 * k % go.length]);
        await page.waitForFunction((h) => !new RegExp(`\\(${h}/`).test(document.querySelector('[data-cdb-setup="baggage"]')?.textContent ?? ''), have);
      }
      await stepShot(page, `${o.prefix}-${tag}-baggage-chosen`);
      await act(page, button);
    } else if (step === 'plan') {
      await page.locator('[data-cdb-setup="plan-0-0"]').click();
      await act(page, page.locator('[data-cdb-setup="seal"]'));
    } else if (step === 'sealDeploy') {
      // sidebar-200, the simultaneous deployment: each corps placed in the draft (nothing sent), then one seal.
      const seal = page.locator('[data-cdb-setup="seal-deployment"]');
      for (let c = 0; c < 8 && !(await seal.count()); c++) {
        const shown = await page.locator('[data-cdb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-can')));
        assert(shown.length > 0, 'the lines a corps may be placed in are shown');
        const before = await played(page);
        await tapHex(page, shown[Math.floor(shown.length / 2)]);
        await page.locator('[data-cdb-setup="deploy"]').waitFor();
        if (c === 0) await stepShot(page, `${o.prefix}-${tag}-draft-chosen`);
        await page.locator('[data-cdb-setup="deploy"]').click();
        await page.waitForFunction(() => document.querySelector('[data-cdb-setup="seal-deployment"], [data-cdb-can]'));
        assert((await played(page)) === before, 'a corps placed in the draft sends nothing');
      }
      await stepShot(page, `${o.prefix}-${tag}-draft-done`);
      await act(page, seal);
    } else if (step === 'deploy' || step === 'hide') {
      if (o.beforeDeploy && (await o.beforeDeploy(page, tag))) continue;
      await stepShot(page, `${o.prefix}-${tag}-deploy`);
      const shown = await page.locator('[data-cdb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cdb-can')));
      assert(shown.length > 0, 'the lines a corps may deploy in are shown');
      const can = o.orderAnchors ? o.orderAnchors(shown, tag) : shown;
      // A line that would leave a later corps no room in its third of the plan is refused in words: the next one.
      for (let k = 0; k < can.length; k++) {
        await tapHex(page, can[k]);
        await page.waitForFunction(() => document.querySelector('[data-cdb-setup="deploy"], [data-cdb-no-room]'));
        if (await page.locator('[data-cdb-setup="deploy"]').count()) break;
      }
      await page.locator('[data-cdb-setup="deploy"]').waitFor();
      await stepShot(page, `${o.prefix}-${tag}-deploy-chosen`);
      await act(page, page.locator('[data-cdb-setup="deploy"]'));
    } else if (step === '') await page.waitForTimeout(300);
    else throw new Error(`${tag}: unknown step ${step}`);
  }
  throw new Error(`${tag}: the packet never ended`);
}
