// Civitates Bellantes, deployment by commitment and reveal (issue 11, D25): A (English, Rome)
// creates "Great Plains: deploy in secret" and B (French, Carthage) joins by link. A picks a
// layout, drags a unit beyond the zone (refused in words), then back inside, and seals: only
// a digest travels. B sees no Roman unit, deploys and seals; B's phone reveals by itself;
// A's phone reveals by itself on receiving it; both armies stand on the table and the first
// turn starts (the CP ratings rolled, the Command Phase). Screenshots at 390×844, English
// and French, light and dark: test-artifacts/screens/civbel-deploy-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, bothAgree, check, BASE, finishReplay, lastLine, launch, message, openLink, SCREENS, shot, shotLightDark, smallTargets, startByLink, summary, touchDrag, twoPhones, playAndWait } from './lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('civbel-deploy-')) rmSync(join(SCREENS, f));
const browser = await launch();
const { a, b } = await twoPhones(browser);
let gameId = '';

const both = shotLightDark;
const romans = (page) => page.locator('[data-cb-unit^="legio"], [data-cb-unit^="velites"], [data-cb-unit="italians"], [data-cb-unit="numidiansR"]').count();
const carthaginians = (page) => page.locator('[data-cb-unit^="celt"], [data-cb-unit^="sling"], [data-cb-unit^="carth"], [data-cb-unit^="num"]:not([data-cb-unit="numidiansR"])').count();

/** Drags the selected unit's handle by (dx, dy) CSS pixels; returns the words shown after. */
async function dragBy(page, dx, dy, name = null) {
  const grab = page.locator('[data-cb-drag]').first();
  await grab.waitFor({ timeout: 5000 });
  await page.locator('.cb-table').scrollIntoViewIfNeeded();
  const box = await grab.boundingBox();
  const x0 = box.x + box.width / 2, y0 = box.y + box.height / 2;
  await touchDrag(page, x0, y0, x0 + dx, y0 + dy, 10, name ? () => shot(page, name) : null);
  return page.locator('[data-cb-drag-help]').innerText();
}

try {
  await check('A creates the secret-deployment scenario; B joins by link', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Civitates Bellantes', scenario: /203 BC: deploy in secret/ }));
    await a.locator('[data-cb-deploy="editing"]').waitFor();
    assert((await carthaginians(a)) === 0, 'A sees no Carthaginian unit before the reveal');
    assert((await romans(a)) === 6, 'A sees his 6 units');
  });

  await check('A picks a layout, a drag beyond the zone is refused in words, a drag inside is kept; A seals', async () => {
    await a.locator('[data-cb-layout="refused"]').click();
    await a.locator('[data-cb-pick-unit]').nth(1).click();
    const out = await dragBy(a, 0, -60, 'civbel-deploy-a-en-refused-ghost');
    assert(/outside the deployment zone.*Deployment/.test(out), 'refused beyond the zone: ' + out);
    await shot(a, 'civbel-deploy-a-en-refused');
    const back = await dragBy(a, 0, 14);
    assert(!/outside|overlaps/.test(back), 'a pose inside the zone is kept: ' + back);
    assert(/Every unit is in place/.test(await a.locator('[data-cb-deploy-verdict]').innerText()), 'the deployment is legal');
    // FRM-04: the Italian horse two ranks deep; FRM-02: the velites are always unformed, offered no formation.
    await a.locator('[data-cb-pick-unit]').nth(4).click();
    await a.locator('[data-cb-form="line2"]').click();
    assert((await a.locator('[data-cb-form="line2"]').getAttribute('aria-pressed')) === 'true', 'two ranks chosen');
    assert(/Every unit is in place/.test(await a.locator('[data-cb-deploy-verdict]').innerText()), 'the deployment two ranks deep is legal');
    // CMD-08: Laelius, behind the Italian horse, joins it.
    await a.locator('[data-cb-join="laelius"]').click();
    assert((await a.locator('[data-cb-join="laelius"]').getAttribute('aria-pressed')) === 'true', 'Laelius joins the unit');
    assert(/Every unit is in place/.test(await a.locator('[data-cb-deploy-verdict]').innerText()), 'the deployment with Laelius attached is legal');
    await a.locator('.cb-table').scrollIntoViewIfNeeded();
    await both(a, 'civbel-deploy-a-en-forms');
    await a.locator('[data-cb-pick-unit]').nth(1).click();
    assert((await a.locator('[data-cb-deploy-forms]').count()) === 0, 'no formation offered to the velites');
    // FRM-06: Legion I is offered its Acies or its Column of one file per line (3); the Column is legal; back to Acies.
    await a.locator('[data-cb-pick-unit]').nth(0).click();
    assert((await a.locator('[data-cb-form="listed"]').innerText()) === 'Acies', 'Legion I is offered its Acies');
    assert((await a.locator('[data-cb-form="column"]').innerText()) === 'Column, 3 files', 'Legion I is offered a Column of 3 files');
    await a.locator('[data-cb-form="column"]').click();
    assert((await a.locator('[data-cb-form="column"]').getAttribute('aria-pressed')) === 'true', 'the Column is chosen');
    assert(/Every unit is in place/.test(await a.locator('[data-cb-deploy-verdict]').innerText()), 'Legion I in Column is legal: ' + await a.locator('[data-cb-deploy-verdict]').innerText());
    await a.locator('.cb-table').scrollIntoViewIfNeeded();
    await both(a, 'civbel-deploy-a-en-legion-column');
    await a.locator('[data-cb-deploy-forms]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-deploy-a-en-legion-forms');
    await a.locator('[data-cb-form="listed"]').click();
    assert((await a.locator('[data-cb-form="listed"]').getAttribute('aria-pressed')) === 'true', 'back in Acies');
    await a.locator('[data-cb-deploy]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-deploy-a-en-editing');
    const small = await smallTargets(a);
    assert(small.length === 0, 'small touch targets: ' + small.join('; '));
    const v = await axe(a);
    assert(v.length === 0, 'axe: ' + v.join('; '));
    await playAndWait(a, a.locator('[data-cb-seal]'));
    await a.locator('[data-cb-deploy="sealed"]').waitFor();
    await a.locator('[data-end-turn]').click();
    const link = lastLine(await message(a));
    await openLink(b, link);
    await b.getByText('Vérifié', { exact: false }).first().waitFor();
    await finishReplay(b, 2);
    assert((await bothAgree(a, b, gameId)) === 2, 'two packets');
  });

  await check('B (French) sees no Roman unit, deploys, seals; his phone reveals by itself', async () => {
    await b.locator('[data-cb-deploy="editing"]').waitFor();
    assert((await romans(b)) === 0, 'B sees no Roman unit before the reveal');
    assert(/scellée, pas encore montrée/.test(await b.locator('[data-cb-other-deploy]').innerText()), 'B is told the Roman deployment is sealed');
    await b.locator('[data-cb-layout="shifted"]').click();
    await b.locator('[data-cb-deploy]').scrollIntoViewIfNeeded();
    await both(b, 'civbel-deploy-b-fr-editing');
    // FRM-05, ORG-18: the Celtiberians may deploy in a Wedge; the spearmen may not.
    await b.locator('[data-cb-pick-unit]').nth(0).click();
    await b.locator('[data-cb-form="wedge"]').click();
    assert((await b.locator('[data-cb-form="wedge"]').getAttribute('aria-pressed')) === 'true', 'the Wedge is chosen');
    assert(/Toutes les unités sont en place/.test(await b.locator('[data-cb-deploy-verdict]').innerText()), 'the deployment with a Wedge is legal');
    await b.locator('[data-cb-deploy-forms]').scrollIntoViewIfNeeded();
    await both(b, 'civbel-deploy-b-fr-wedge');
    await b.locator('[data-cb-pick-unit]').nth(3).click();
    assert((await b.locator('[data-cb-form="wedge"]').count()) === 0, 'no Wedge offered to the Carthaginian foot');
    // A leader placed by hand (CMD-08, A.7): tapped, then a spot far forward (refused: outside the
    // zone), then back where he stood (kept).
    await b.locator('.cb-table').scrollIntoViewIfNeeded();
    const leader = b.locator('[data-cb-leader]').first();
    const lb = await leader.boundingBox();
    const lx = lb.x + lb.width / 2, ly = lb.y + lb.height / 2;
    await b.mouse.click(lx, ly);
    await b.locator('[data-cb-leader-place="hint"]').waitFor({ timeout: 5000 });
    const table = await b.locator('.cb-table').boundingBox();
    await b.mouse.click(lx, table.y + 12);
    await b.locator('[data-cb-leader-place="refused"]').waitFor({ timeout: 5000 });
    assert(/zone/.test(await b.locator('[data-cb-leader-place]').innerText()), 'a leader beyond the zone is refused in words: ' + await b.locator('[data-cb-leader-place]').innerText());
    assert(!/Toutes les unités sont en place/.test(await b.locator('[data-cb-deploy-verdict]').innerText()), 'the deployment is refused while he stands there');
    // A spot inside the zone clear of every unit (along its rear band): the placement is kept.
    const zone = await b.locator('[data-cb-zone]').boundingBox();
    let kept = false;
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
      if (!(await b.locator('[data-cb-leader-place]').count())) { const c = await leader.boundingBox(); await b.mouse.click(c.x + c.width / 2, c.y + c.height / 2); }
      await b.mouse.click(zone.x + zone.width * fx, zone.y + zone.height - 6);
      if ((await b.locator('[data-cb-leader-place="placed"]').count()) && /Toutes les unités sont en place/.test(await b.locator('[data-cb-deploy-verdict]').innerText())) { kept = true; break; }
    }
    assert(kept, 'a leader placed by hand inside the zone is kept: ' + await b.locator('[data-cb-deploy-verdict]').innerText());
    assert(/se tiendra ici/.test(await b.locator('[data-cb-leader-place]').innerText()), 'the leader placed by hand is said to stand there');
    await both(b, 'civbel-deploy-b-fr-leader');
    assert((await smallTargets(b)).length === 0, 'small touch targets (B)');
    const v = await axe(b);
    assert(v.length === 0, 'axe: ' + v.join('; '));
    await playAndWait(b, b.locator('[data-cb-seal]'));
    // The reveal follows by itself (both are sealed): the phone plays it.
    await b.waitForFunction(() => document.querySelector('[data-cb-deploy]')?.getAttribute('data-cb-deploy') === 'sealed' && !document.querySelector('[data-cb-deploy-sealed]')?.textContent?.includes('Dévoilement'), null, { timeout: 20000 }).catch(() => {});
    await b.locator('[data-end-turn]').waitFor();
    await b.waitForFunction(() => !document.querySelector('[data-end-turn]')?.hasAttribute('disabled'), null, { timeout: 20000 });
    assert((await carthaginians(b)) === 8, 'B sees his 8 units');
    await both(b, 'civbel-deploy-b-fr-sealed');
    await b.locator('[data-end-turn]').click();
    const link = lastLine(await message(b));
    await openLink(a, link);
    await a.getByText('Verified', { exact: false }).first().waitFor();
    await finishReplay(a, 3);
    assert((await bothAgree(a, b, gameId)) === 3, 'three packets');
  });

  await check('A\'s phone reveals by itself; both armies stand; the first turn starts', async () => {
    await a.waitForFunction(() => document.querySelector('[data-cb-status]')?.getAttribute('data-cb-phase') === 'ratings', null, { timeout: 20000 });
    assert((await carthaginians(a)) === 8 && (await romans(a)) === 6, 'A sees both armies');
    await playAndWait(a, a.locator('[data-cb-action]').first());
    const phase = await a.locator('[data-cb-status]').getAttribute('data-cb-phase');
    assert(phase === 'command', 'the Command Phase of Turn 1: ' + phase);
    await a.locator('[data-cb-status]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-deploy-a-en-turn1');
    // Rome ends its Command half (its troops test) so that the packet goes to Carthage.
    await playAndWait(a, a.locator('[data-kind="done"]').first());
    await a.locator('[data-end-turn]').click();
    const link = lastLine(await message(a));
    await openLink(b, link);
    await b.getByText('Vérifié', { exact: false }).first().waitFor();
    await finishReplay(b, 4);
    assert((await bothAgree(a, b, gameId)) === 4, 'four packets');
    assert((await b.locator('[data-cb-status]').getAttribute('data-cb-phase')) === 'command', 'Carthage\'s Command half');
    assert((await romans(b)) === 6, 'B sees the Roman army');
    await both(b, 'civbel-deploy-b-fr-turn1');
    console.log(`  [civbel-deploy] link sizes: ${link.length} characters (the last packet)`);
  });
} finally {
  await browser.close();
}
summary();
