// Choosing the armies of a DBA game (spec §6): A (English) picks the Trojan list with a
// choice, and a free army for the other side with a base changed; the invitation
// carries them; B (French) sees them read-only before joining; both game records hold
// them in the header and the table names them. The long list of rule interpretations
// is folded away, and counts what was changed. Screenshots: dba-armies-*.png.
import { assert, BASE, check, finishReplay, lastLine, launch, message, openLink, readGames, screen, summary, twoPhones } from './lib.mjs';

const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
let link = '';

/** The header as the game record stores it (wire form: its options are [key, value] pairs). */
const header = async (page) => {
  const w = (await readGames(page))[0].header;
  return { wire: w, options: Object.fromEntries(w[3]) };
};

try {
  await check('New game (en): armies first, editable; the interpretations folded, with a count', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'De Bellis Antiquitatis 2.2' }).click();
    await a.locator('[data-dba-armies]').waitFor();
    assert((await a.locator('#army-0').inputValue()) === 'I/24b', 'first army defaults to I/24b');
    await a.selectOption('#army-0', 'I/26b');
    assert(/Littoral.*4Sp\/4Wb\/4Pk/s.test(await a.locator('[data-dba-army="0"] .help').first().innerText()), 'the list is described');
    await a.selectOption('#army-0-pick-0', '4Pk');
    await a.selectOption('#army-1', 'free');
    await a.selectOption('#army-1-base-0', '3Cv');
    await a.selectOption('#army-1-base-11', 'Art');
    await a.selectOption('#army-1-topo', 'STEPPE');
    await a.locator('#army-1-cf').check();
    await a.locator('[data-dba-army="1"]').scrollIntoViewIfNeeded();
    await screen(a, 'dba-armies-new-en');
    const sum = a.locator('[data-interpretations] > summary');
    assert(/0 changed/.test(await sum.innerText()), await sum.innerText());
    assert(!(await a.locator('[data-interpretations]').evaluate((d) => d.open)), 'folded');
    await sum.click();
    await a.locator('#opt-interp10-path').check();
    assert(/1 changed/.test(await sum.innerText()), 'the count follows');
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    link = lastLine(await message(a));
    const h = await header(a);
    assert(h.options.army0 === 'I/26b' && JSON.stringify(h.options.choices0) === JSON.stringify(['4Pk', '4Sp']), JSON.stringify([h.options.army0, h.options.choices0]));
    assert(h.options.army1 === 'free' && h.options.free1[0] === '3Cv' && h.options.free1[11] === 'Art' && h.options.topo1 === 'STEPPE' && h.options.cf1 === 1, JSON.stringify(h.options.free1));
    assert(h.options.interp10 === 'path', 'the changed reading travels');
  });

  await check('Invitation (fr): the armies read-only, the changed reading in view', async () => {
    await openLink(b, link);
    await b.locator('[data-dba-armies]').waitFor();
    assert((await b.locator('#army-0').inputValue()) === 'I/26b', 'Trojans shown');
    assert(await b.locator('#army-0').isDisabled(), 'read-only');
    assert((await b.locator('#army-1-base-11').inputValue()) === 'Art', 'free army shown base by base');
    assert(/Longueur du chemin/.test(await b.locator('[data-changed-options]').innerText()), 'the reading changed from the default is listed');
    await b.locator('[data-dba-armies]').scrollIntoViewIfNeeded();
    await screen(b, 'dba-armies-join-fr');
    await b.getByLabel('Votre nom').fill('Luc');
    await b.getByRole('button', { name: 'Accepter' }).click();
    const join = lastLine(await message(b));
    await openLink(a, join);
    await a.getByText('Verified').waitFor();
    await finishReplay(a, 1);
    const ha = await header(a), hb = await header(b);
    assert(JSON.stringify(ha.wire) === JSON.stringify(hb.wire), 'the same header on both phones');
    const text = await a.locator('main').innerText();
    assert(/Trojan War/.test(text), 'the game screen names the chosen army');
  });
  await check('Game screen (en): More shows both armies read-only and the interpretations folded', async () => {
    await a.getByText('More', { exact: true }).click();
    const opts = a.locator('[data-game-options]');
    await opts.locator('[data-dba-armies]').waitFor();
    assert((await opts.locator('#army-1').inputValue()) === 'free' && (await opts.locator('#army-1').isDisabled()), 'free army shown read-only');
    assert(/1 changed/.test(await opts.locator('[data-interpretations] > summary').innerText()), 'one reading changed');
    await opts.locator('[data-dba-armies]').scrollIntoViewIfNeeded();
    await screen(a, 'dba-armies-more-en');
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`dba-armies.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
