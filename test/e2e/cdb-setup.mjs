// Champs de Bataille, a battle set up by the players on two phones by links (14.3): A
// (English) and B (French) choose their armies in secret (each device seals its choice with
// its own secret and opens it itself), the attacker's hills, the defender's terrain with its
// dice, the side, the baggage, the secret plans and the deployment corps by corps, up to the
// attacker's first player-turn. Screenshots of every step, light and dark, each checked for
// touch targets; the opponent's army is asserted hidden until both are shown.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, check, finishReplay, launch, openLink, SCREENS, startByLink, summary, twoPhones, playAndWait as act } from './lib.mjs';
import { setupTurn as sharedSetupTurn, stepOf, stepShots, top } from './cdb-lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('cdb-setup-')) rmSync(join(SCREENS, f));
const browser = await launch();
const { a, b } = await twoPhones(browser);
let gameId = '';

const stepShot = stepShots();
/** This phone's set-up decisions until its packet is complete (cdb-lib.mjs); the builder opened on every phone. */
const setupTurn = (page, tag, army) => sharedSetupTurn(page, tag, { stepShot, army, prefix: 'cdb-setup', lookAtBuilder: true, build: buildArmy, pieces: ['river', 'wood', 'marsh'] });

/** B builds a Later Mycenaean army at 300 points: a refusal in words first (too many Psiloi for
 *  the list), then an army that may be fielded, sealed with its code boxed for B's device alone. */
async function buildArmy(page, tag) {
  const verdict = () => page.locator('[data-cdb-build-verdict]').getAttribute('data-cdb-build-verdict');
  await page.locator('[data-cdb-build-list="1"]').click();
  await page.locator('[data-cdb-build-points="300"]').click();
  assert((await verdict()) === 'ok', 'the list\'s minima at 300 points may be fielded: ' + (await page.locator('[data-cdb-build-verdict]').innerText()));
  const psiloi = page.locator('[data-cdb-build-step="0-4"] button').nth(1);
  for (let k = 0; k < 30 && (await verdict()) === 'ok'; k++) await psiloi.click();
  const refusal = await page.locator('[data-cdb-build-verdict]').innerText();
  assert(/Psiloi|points/.test(refusal) && /règle 14/.test(refusal), 'the refusal in French with its rule: ' + refusal);
  assert(await page.locator('[data-cdb-build-seal]').isDisabled(), 'no seal while the army is refused');
  await page.locator('[data-cdb-build-verdict]').scrollIntoViewIfNeeded();
  await stepShot(page, `cdb-setup-${tag}-builder-refused`);
  const minus = page.locator('[data-cdb-build-step="0-4"] button').first();
  for (let k = 0; k < 30 && (await verdict()) !== 'ok'; k++) await minus.click();
  assert((await verdict()) === 'ok', 'back to an army that may be fielded');
  await act(page, page.locator('[data-cdb-build-seal]'));
}

const text = (page) => page.evaluate(() => document.body.innerText);
/** A's army is nowhere on B's screen but in the list B chooses from: not as the other army, not in the log. */
async function sealedOnB(when) {
  assert(/scellée/.test(await b.locator('[data-cdb-other-army]').innerText()), `${when}: the other army: sealed`);
  const shown = await b.evaluate(() => [...document.querySelectorAll('body *:not(script):not(style)')].filter((e) => !e.closest('[data-cdb-armies]') && e.children.length === 0 && /Armée libre|Free army/i.test(e.textContent)).map((e) => e.textContent));
  assert(shown.length === 0, `${when}: A's army on B's screen: ${shown.join(' | ')}`);
}

try {
  await check('A (English) creates a battle set up by the players; B (French) joins by link', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Champs de Bataille', scenario: /^A battle set up by the players/ }));
  });

  let link = '';
  await check('A chooses the free army in secret: only a digest leaves the device; B sees it sealed', async () => {
    const t = await text(a);
    assert(/Free army/.test(t) && /Hittite Empire/.test(t) && /Later Mycenaean/.test(t), 'the armies offered by name');
    assert(/3 corps · 36 counters/.test(t), 'with their corps and counters');
    link = await setupTurn(a, 'a-en', 2);
    await openLink(b, link);
    await finishReplay(b);
    await b.locator('[data-cdb-other-army]').waitFor();
    assert(/scellée/.test(await b.locator('[data-cdb-other-army]').innerText()), 'the other army: sealed');
    await sealedOnB('before B chooses');
  });

  await check('B builds a Later Mycenaean army from its list (a refusal in words first); its device shows it itself; A\'s army still unknown to B', async () => {
    link = await setupTurn(b, 'b-fr', 'build');
    assert(/Mycéniens tardifs/.test(await b.locator('[data-cdb-own-army]').innerText()), 'B\'s own army shown by B\'s device');
    await sealedOnB('after B\'s own reveal');
    await openLink(a, link);
    await finishReplay(a);
  });

  let writer = a, tag = 'a-en';
  await check('the set-up to its end, packet by packet: both armies shown, terrain, side, baggage, plans, deployment', async () => {
    for (let k = 0; k < 30; k++) {
      const l = await setupTurn(writer, tag, 0);
      if (l === null) break;
      const other = writer === a ? b : a;
      await openLink(other, l);
      await finishReplay(other);
      writer = other;
      tag = writer === a ? 'a-en' : 'b-fr';
    }
    await writer.locator('[data-cdb-turn]').waitFor();
  });

  await check('the first player-turn is reached: the attacker rolls the action dice; the sides are named by their armies', async () => {
    const roll = writer.locator('[data-main-action]');
    await roll.waitFor();
    assert(/roll the action dice|lancer les dés d'action/i.test(await roll.innerText()), 'the dice: ' + (await roll.innerText()));
    const status = await writer.locator('[data-cdb-status]').innerText();
    assert(/Free army|Armée libre|Mycéniens|Mycenaeans/.test(status), 'the side to play named by its army: ' + status);
    assert(!/Hittites/.test(status), 'no Hittites in this battle: ' + status);
    await top(writer);
    await stepShot(writer, `cdb-setup-${tag}-first-turn`);
    const v = await axe(writer);
    assert(v.length === 0, v.join('; '));
    assert(gameId, 'the game was stored');
  });

  // sidebar-200: the simultaneous deployment, and rivers along hex sides (M11 a), on two new phones.
  const two = await twoPhones(browser);
  const sim = stepShots();
  const simTurn = (page, tag, army) => sharedSetupTurn(page, tag, { stepShot: sim, army, prefix: 'cdb-setup-sim', pieces: ['river', 'wood'] });
  await check('with the simultaneous deployment: each player drafts his whole deployment on his device, seals it, and both are shown together', async () => {
    await startByLink(two.a, two.b, {
      system: 'Champs de Bataille', scenario: /^A battle set up by the players/,
      beforeCreate: async (p) => {
        await p.evaluate(() => document.querySelectorAll('details.option-group').forEach((d) => { d.open = true; }));
        await p.locator('#opt-deployment-simultaneous').check();
        await p.locator('#opt-rivers-sides').check();
      },
    });
    let w = two.a, t = 'a-en', sealedSeen = false;
    for (let k = 0; k < 30; k++) {
      const l = await simTurn(w, t, 0);
      if (l === null) break;
      const other = w === two.a ? two.b : two.a;
      await openLink(other, l);
      await finishReplay(other);
      if ((await stepOf(other)) === 'sealDeploy') sealedSeen = true;
      w = other;
      t = w === two.a ? 'a-en' : 'b-fr';
    }
    assert(sealedSeen, 'the sealed deployment step was played');
    await w.locator('[data-cdb-turn]').waitFor();
    assert((await w.locator('[data-cdb-river-sides]').count()) === 1, 'the river along hex sides is drawn');
    await top(w);
    await sim(w, `cdb-setup-sim-${t}-first-turn`);
  });
} finally {
  await browser.close();
}
summary();
