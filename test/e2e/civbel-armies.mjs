// Civitates Bellantes, armies chosen in secret then deployed in secret (issue 11: ORG-05, D25,
// scenario "choose-armies-field", on our broken field): A (English) creates the game and builds an army in the builder
// (a refusal named with its rule, then fixed) and seals it; B (French) joins by link, sees
// A's army only as "sealed", picks Carthage and seals; B's phone shows its army by itself, A's
// shows his on receiving it; both deploy in secret (the sealed deployment of D25) and the first
// turn starts, every packet verified, the log naming the sides by their armies. Screenshots
// at 390×844, English and French, light and dark: test-artifacts/screens/civbel-armies-*.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, bothAgree, check, finishReplay, lastLine, launch, message, openLink, SCREENS, shot, shotLightDark, smallTargets, startByLink, summary, twoPhones, playAndWait } from './lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('civbel-armies-')) rmSync(join(SCREENS, f));
const browser = await launch();
const { a, b } = await twoPhones(browser);
let gameId = '';

const both = shotLightDark;
const sideUnits = (page, side) => page.locator(`[data-cb-unit^="${side === 0 ? 'a-' : 'b-'}"]`).count();
/** Sends this phone's turn to the other and waits until it has verified `n` packets in all. */
async function handOver(from, to, n, verified) {
  await from.locator('[data-end-turn]').waitFor();
  await from.waitForFunction(() => !document.querySelector('[data-end-turn]')?.hasAttribute('disabled'), null, { timeout: 20000 });
  await from.locator('[data-end-turn]').click();
  const link = lastLine(await message(from));
  await openLink(to, link);
  await to.getByText(verified, { exact: false }).first().waitFor();
  await finishReplay(to, n);
  assert((await bothAgree(a, b, gameId)) === n, `${n} packets`);
  return link;
}

try {
  await check('A creates "Choose your armies"; B joins by link; the provisional label is on the screens', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Civitates Bellantes', scenario: /Choose your armies \(broken field/ }));
    await a.locator('[data-cb-army="choosing"]').waitFor();
    assert((await a.locator('[data-cb-army-offer]').count()) >= 3, 'armies are offered');
    assert(/stand-in/.test(await a.locator('[data-cb-provisional]').first().innerText()), 'the stand-in is labelled');
    await a.locator('[data-cb-army]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-armies-a-en-offer');
  });

  await check('A builds an army: a refusal names its rule, then the army is fixed and sealed', async () => {
    await a.locator('[data-cb-army-build]').click();
    await a.locator('[data-cb-builder]').waitFor();
    assert(/may take the field/.test(await a.locator('[data-cb-build-verdict]').innerText()), 'the first army is valid: ' + await a.locator('[data-cb-build-verdict]').innerText());
    // Spearmen to Shock infantry of grade A: ORG-10 refuses, naming the rule.
    await a.locator('[data-cb-build="type-0"]').selectOption('shockInfantry');
    await a.locator('[data-cb-build="grade-0"]').selectOption('A');
    const refused = await a.locator('[data-cb-build-verdict]').innerText();
    assert(/Shock Infantry cannot be A Grade.*rule: Organising Troops/.test(refused), 'ORG-10 refused with its rule: ' + refused);
    assert((await a.locator('[data-cb-build-seal]').isDisabled()), 'no seal while refused');
    assert(/Shock Infantry cannot be A Grade/.test(await a.locator('[data-cb-build-top]').innerText()), 'the refusal is said at the top of the list too');
    await a.locator('[data-cb-build-top]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await a.evaluate(() => window.scrollBy(0, -70));
    await both(a, 'civbel-armies-a-en-refused');
    await a.locator('[data-cb-build="grade-0"]').selectOption('B');
    // A skirmishing screen, a cavalry command, and the army named after Syracuse.
    await a.locator('[data-cb-build-add-unit="0"]').click();
    await a.locator('[data-cb-build="type-1"]').selectOption('skirmishers');
    await a.locator('[data-cb-build-add-command]').click();
    await a.locator('[data-cb-build="kind-1"]').selectOption('cavalry');
    await a.locator('[data-cb-build-add-unit="1"]').click();
    await a.locator('[data-cb-build="city"]').selectOption({ label: 'Syracuse' });
    const ok = await a.locator('[data-cb-build-verdict]').innerText();
    assert(/may take the field/.test(ok), 'the army is valid: ' + ok);
    assert(/of 660 points/.test(await a.locator('[data-cb-build-cost]').innerText()), 'the cost against the agreed points');
    // The General on foot: 10 points less (p.15), said at once in the cost.
    const cost = async () => Number((await a.locator('[data-cb-build-cost]').innerText()).match(/^(\d+)/)[1]);
    const mounted = await cost();
    await a.locator('[data-cb-build-toggle="general-foot"]').click();
    assert((await a.locator('[data-cb-build-toggle="general-foot"]').getAttribute('aria-pressed')) === 'true', 'the General is on foot');
    assert(await cost() === mounted - 10, `a General on foot costs 10 points less: ${mounted} → ${await cost()}`);
    await a.locator('[data-cb-build-toggle="general-foot"]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-armies-a-en-on-foot');
    await a.locator('[data-cb-build-seal]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-armies-a-en-built');
    assert((await smallTargets(a)).length === 0, 'small touch targets: ' + (await smallTargets(a)).join('; '));
    const v = await axe(a);
    assert(v.length === 0, 'axe: ' + v.join('; '));
    await playAndWait(a, a.locator('[data-cb-build-seal]'));
    await a.locator('[data-cb-army="sealed"]').waitFor();
    assert(/Syracuse/.test(await a.locator('[data-cb-army-sealed]').innerText()), 'A is told which army he sealed');
    await both(a, 'civbel-armies-a-en-sealed');
    await handOver(a, b, 2, 'Vérifié');
  });

  await check('B (French) sees A\'s army only as sealed, picks Carthage and seals; his phone shows it by itself', async () => {
    await b.locator('[data-cb-army="choosing"]').waitFor();
    assert(/scellée, pas encore montrée/.test(await b.locator('[data-cb-other-army]').innerText()), 'B is told A\'s army is sealed');
    assert((await b.locator('[data-cb-army-offer]').count()) >= 3, 'armies offered to B');
    await both(b, 'civbel-armies-b-fr-offer');
    await playAndWait(b, b.locator('[data-cb-army-offer="1"]'));
    // Both sealed: B's phone shows his army at once, then the deployment starts with A's seal.
    await b.waitForFunction(() => !document.querySelector('[data-cb-army]') || document.querySelector('[data-cb-army-sealed]')?.textContent?.includes('montrée'), null, { timeout: 20000 });
    await both(b, 'civbel-armies-b-fr-shown');
    await handOver(b, a, 3, 'Verified');
  });

  await check('A\'s phone shows his army by itself; both armies take the field; A deploys in secret and seals', async () => {
    await a.waitForFunction(() => document.querySelector('[data-cb-status]')?.getAttribute('data-cb-phase') === 'deploy', null, { timeout: 20000 });
    await a.locator('[data-cb-deploy="editing"]').waitFor();
    assert((await sideUnits(a, 0)) === 3, 'A sees his 3 units: ' + await sideUnits(a, 0));
    assert((await sideUnits(a, 1)) === 0, 'A sees no Carthaginian unit before its deployment is shown');
    // The ground both chose with the scenario: our broken field, drawn on the table.
    const ground = await a.locator('[data-cb-terrain]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cb-terrain')).join());
    assert(ground === 'hill,denseWood,marsh,lightCover', 'the broken field is on the table: ' + ground);
    const names = await a.locator('[data-cb-pick-unit]').allInnerTexts();
    assert(names.join() === 'Shock infantry 1,Skirmishers 1,Light cavalry 1', 'units named by type and number: ' + names.join());
    await a.locator('[data-cb-deploy]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-armies-a-en-deploy');
    await playAndWait(a, a.locator('[data-cb-seal]'));
    await a.locator('[data-cb-deploy="sealed"]').waitFor();
    await handOver(a, b, 4, 'Vérifié');
  });

  await check('B deploys and seals (his phone reveals); A\'s phone reveals; the first turn starts with the sides named by their armies', async () => {
    await b.locator('[data-cb-deploy="editing"]').waitFor();
    assert((await sideUnits(b, 0)) === 0, 'B sees no unit of Syracuse before the reveal');
    await b.locator('[data-cb-layout="refused"]').click();
    await playAndWait(b, b.locator('[data-cb-seal]'));
    await b.waitForFunction(() => document.querySelector('[data-cb-deploy-sealed]')?.textContent?.includes('dévoilé'), null, { timeout: 20000 });
    assert((await sideUnits(b, 1)) === 8, 'B sees his 8 units');
    await both(b, 'civbel-armies-b-fr-deployed');
    await handOver(b, a, 5, 'Verified');
    await a.waitForFunction(() => document.querySelector('[data-cb-status]')?.getAttribute('data-cb-phase') === 'ratings', null, { timeout: 20000 });
    assert((await sideUnits(a, 0)) === 3 && (await sideUnits(a, 1)) === 8, 'A sees both armies');
    await playAndWait(a, a.locator('[data-cb-action]').first());
    assert((await a.locator('[data-cb-status]').getAttribute('data-cb-phase')) === 'command', 'the Command Phase of turn 1');
    const whose = await a.locator('[data-cb-status]').innerText();
    assert(/Syracuse/.test(whose), 'the side to act named by its army: ' + whose);
    await a.locator('[data-cb-status]').scrollIntoViewIfNeeded();
    await both(a, 'civbel-armies-a-en-turn1');
    await playAndWait(a, a.locator('[data-kind="done"]').first());
    const link = await handOver(a, b, 6, 'Vérifié');
    assert((await b.locator('[data-cb-status]').getAttribute('data-cb-phase')) === 'command', 'Carthage\'s Command half');
    await both(b, 'civbel-armies-b-fr-turn1');
    console.log(`  [civbel-armies] link sizes: ${link.length} characters (the last packet)`);
  });
} finally {
  await browser.close();
}
summary();
