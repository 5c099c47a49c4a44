// Issue 15, first increment: on a 390 px phone a player who owns the printed Nabis counters
// opens "Counter values" on the new-game form, is refused a bad value with its message,
// corrects three counters, creates the game; the joiner sees the three differences before
// accepting, and the game's provisional notice counts only the values still provisional.
// Screenshots (English and French, light and dark) go to test-artifacts/screens/nabis-values-*.png.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { assert, axe, BASE, check, lastLine, launch, message, openLink, phone, readGames, screen, shot, smallTargets, summary } from './lib.mjs';

const browser = await launch();
const A = await phone(browser, { locale: 'en-GB', colorScheme: 'light' });
const B = await phone(browser, { locale: 'fr-FR', colorScheme: 'dark' });
const a = A.page, b = B.page;
const FIXES = [['u:Hastati:front:sp', '6'], ['u:Velites:back:q', '2'], ['u:Spartans:front:q', '8']];
let link = '';
let inviteCount = 0;
let formCount = 0;
let setFile = '';
const countOf = async (p) => Number((await p.locator("[data-nb-provisional] summary").first().innerText()).match(/\((\d+)/)[1]);

async function openValues(p, lang) {
  await p.goto(BASE);
  await p.getByRole('button', { name: lang === 'fr' ? 'Nouvelle partie' : 'New game' }).click();
  await p.getByRole('button', { name: lang === 'fr' ? 'Nabis, le dernier des Spartiates' : 'Nabis, the Last of the Spartans' }).click();
  const sum = p.locator('details[data-nb-values] > summary');
  await sum.waitFor();
  return sum;
}

try {
  await check('the Counter values section is folded under "N provisional values, 0 corrected"', async () => {
    const sum = await openValues(a, 'en');
    const text = await sum.innerText();
    assert(/Counter values · \d+ provisional values, 0 corrected/.test(text), text);
    formCount = await countOf(a);
    assert(!(await a.locator('details[data-nb-values]').evaluate((d) => d.open)), 'folded by default');
    await sum.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(a, 'nabis-values-folded-en-light');
  });

  await check('a bad value is refused with its message and does not count as corrected', async () => {
    await a.locator('details[data-nb-values] > summary').click();
    const input = a.locator('[data-nb-value="u:Hastati:front:sp"] input');
    await input.fill('0');
    await a.getByText('Strength: a whole number from 1 to 9.').first().waitFor();
    await input.fill('4.5');
    await a.getByText('Strength: a whole number from 1 to 9.').first().waitFor();
    const sum = await a.locator('details[data-nb-values] > summary').innerText();
    assert(/, 0 corrected/.test(sum), sum);
    // While a value is refused the game cannot be created (it would silently use the old value).
    await a.locator('[data-setup-problem]').waitFor();
    assert(await a.locator('form.form button[type=submit]').isDisabled(), 'create is disabled while a value is refused');
    await input.scrollIntoViewIfNeeded();
    await a.evaluate(() => window.scrollBy(0, -120));
    await shot(a, 'nabis-values-refused-en-light');
  });

  await check('three counters corrected: each marked as the player\'s, the summary counts 3', async () => {
    for (const [key, v] of FIXES) await a.locator(`[data-nb-value="${key}"] input`).fill(v);
    for (const [key] of FIXES) assert(await a.locator(`[data-nb-value="${key}"][data-mine]`).count() === 1, key + ' marked');
    const sum = await a.locator('details[data-nb-values] > summary').innerText();
    assert(/, 3 corrected/.test(sum), sum);
    assert(await a.locator('[data-nb-value] .nb-cv-err').count() === 0, 'no message left');
    await a.locator('[data-nb-counter="Hastati"]').scrollIntoViewIfNeeded();
    await shot(a, 'nabis-values-corrected-en-light');
    await a.locator('[data-nb-counter="pretor1"]').scrollIntoViewIfNeeded();
    await shot(a, 'nabis-values-leaders-en-light');
  });

  await check('axe, touch targets of the open section at least 44 px, nothing overflows 390 px', async () => {
    const small = (await smallTargets(a)).filter((s) => !/^a\.inline-link/.test(s));
    assert(small.length === 0, small.join('; '));
    const v = await axe(a);
    assert(v.length === 0, v.join('; '));
    const wide = await a.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, 'page width ' + wide);
  });

  await check('the set is saved on the device under a name and exported as a small file', async () => {
    await a.locator('[data-nb-set-name]').fill('Club de Lyon');
    await a.locator('[data-nb-save-set]').click();
    await a.getByText('Saved on this device: Club de Lyon').waitFor();
    assert(await a.locator('[data-nb-use-set="Club de Lyon"]').count() === 1, 'offered');
    const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-nb-export-set]').click()]);
    setFile = join(tmpdir(), 'nabis-values-' + process.pid + '.json');
    await dl.saveAs(setFile);
    assert(dl.suggestedFilename() === 'Club-de-Lyon.json', dl.suggestedFilename());
    await a.locator('[data-nb-sets]').scrollIntoViewIfNeeded();
    await shot(a, 'nabis-values-sets-en-light');
  });

  await check('the game is created with the corrected rows in its header', async () => {
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    link = lastLine(await message(a));
    assert(link.startsWith(BASE + '#'), link);
    const g = (await readGames(a))[0];
    assert(g, 'stored');
  });

  await check('the joiner (French, dark) sees the three differences before accepting', async () => {
    await openLink(b, link);
    await b.getByText('Marc vous invite').waitFor();
    const d = b.locator('details[data-nb-values-read]');
    await d.waitFor();
    const sum = await d.locator('summary').innerText();
    assert(/3 corrigées/.test(sum), sum);
    const items = await d.locator('[data-nb-diff]').allInnerTexts();
    assert(items.length === 3, items.join(' | '));
    assert(items.some((x) => /Hastati, recto, Force\s*: 6 \(par défaut 4\)/.test(x)), items.join(' | '));
    inviteCount = await countOf(b);
    assert(inviteCount === formCount - 3, `invitation ${inviteCount}, new-game form ${formCount}`);
    await d.scrollIntoViewIfNeeded();
    await screen(b, 'nabis-values-invitation-fr-dark');
  });

  await check('after accepting, the game\'s provisional notice counts only the values still provisional', async () => {
    await b.getByLabel('Votre nom').fill('Luc');
    await b.getByRole('button', { name: 'Accepter' }).click();
    await message(b);
    await b.goto(BASE);
    await b.locator('[data-game] .game-open').first().click();
    const note = b.locator('[data-nb-provisional]').first();
    await note.waitFor();
    await note.locator('summary').click();
    await b.locator('[data-nb-corrected]').waitFor();
    const t = await b.locator('[data-nb-corrected]').innerText();
    assert(/3 valeurs de pions corrigées/.test(t), t);
    const n = await countOf(b);
    assert(n === inviteCount, `notice ${n}, invitation ${inviteCount}`);
    await note.scrollIntoViewIfNeeded();
    await shot(b, 'nabis-values-game-fr-dark');
  });

  await check('screens in the other language and scheme (French light new-game form, English dark invitation)', async () => {
    const C = await phone(browser, { locale: 'fr-FR', colorScheme: 'light' });
    const sum = await openValues(C.page, 'fr');
    await sum.click();
    const bad = join(tmpdir(), 'nabis-bad-' + process.pid + '.json');
    writeFileSync(bad, '{"kind":"tessera-nabis-counter-values","version":1,"name":"x","units":[["Hastati",0,5,4,4,4,3,0]],"leaders":[]}');
    await C.page.locator('[data-nb-import-set]').setInputFiles(bad);
    await C.page.getByText('Ce jeu contient une valeur hors limites ou un pion inconnu ; rien n\'a changé.').waitFor();
    assert(/, 0 corrigée/.test(await sum.innerText()), 'bad file changed nothing');
    await C.page.locator('[data-nb-import-set]').setInputFiles(setFile);
    await C.page.getByText('Jeu importé : Club de Lyon (3 valeurs corrigées)').waitFor();
    assert(/3 corrigées/.test(await sum.innerText()), 'imported');
    await C.page.locator('[data-nb-sets]').scrollIntoViewIfNeeded();
    await shot(C.page, 'nabis-values-import-fr-light');
    await C.page.locator('[data-nb-value="u:Velites:front:sp"] input').fill('12');
    await C.page.getByText('Force : un nombre entier de 1 à 9.').first().waitFor();
    await C.page.locator('[data-nb-counter="Hastati"]').scrollIntoViewIfNeeded();
    await C.page.evaluate(() => window.scrollBy(0, -200));
    await shot(C.page, 'nabis-values-form-fr-light');
    const D = await phone(browser, { locale: 'en-GB', colorScheme: 'dark' });
    await openLink(D.page, link);
    await D.page.getByText('Marc invites you').waitFor();
    const d = D.page.locator('details[data-nb-values-read]');
    assert(/3 corrected/.test(await d.locator('summary').innerText()), 'en summary');
    await d.scrollIntoViewIfNeeded();
    await shot(D.page, 'nabis-values-invitation-en-dark');
  });
} finally {
  if (summary().failed) await shot(a, 'nabis-values-failure-a').catch(() => {});
  if (summary().failed) await shot(b, 'nabis-values-failure-b').catch(() => {});
  await browser.close();
}
const { passed, failed } = summary();
console.log(`nabis-values.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
