// The game's log in players' words (issue 12 §3): a recorded Nabis game and a recorded
// DBA game opened from their files, stepped in the replay to a mêlée (Nabis) and a close
// combat (DBA); the entry shown names units and elements, gives each modifier with its
// rule, and holds no internal identifier, raw coordinate pair or English word in French.
// Screenshots: log-nabis-{en,fr}[-dark].png, log-dba-{en,fr}.png.
import { join } from 'node:path';
import { assert, BASE, ROOT, check, launch, phone, screen, summary } from './lib.mjs';

const browser = await launch();
const T0 = Date.now();

// Word edges that know accented letters (\b alone splits "unités" after "unit").
const EN_IN_FR = /(?<!\p{L})(the|and|of|against|moves?|shoots?|retreats?|routs?|flees|leader|end|turn|paces|die|roll|advances?|wheels?|recoils|is|into|step|unit|element)(?!\p{L})/u;

/** What a player must never read in the log. */
function problems(text, fr) {
  const out = [];
  const camel = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/);
  if (camel) out.push(`identifier "${camel[0]}"`);
  if (/\(\s*-?\d+\s*,\s*-?\d+\s*\)/.test(text)) out.push('raw coordinate pair');
  if (/\b(unit|element|unité|élément)\s+#?\d+/i.test(text)) out.push('a bare index');
  if (/undefined|NaN|\[object Object\]/.test(text)) out.push('undefined/NaN');
  if (fr) { const m = text.match(EN_IN_FR); if (m) out.push(`English "${m[0]}" in French`); }
  return out;
}

/** Opens a recorded game from its file and steps until the shown entry has an event of class `cls`. */
async function stepTo(locale, scheme, file, cls) {
  const P = await phone(browser, { locale, colorScheme: scheme });
  const p = P.page;
  await p.goto(BASE);
  await p.locator('[data-file-input]').first().setInputFiles(file);
  await p.locator('.stepper').waitFor();
  const next = p.locator('.stepper button').nth(2);
  for (let i = 0; i < 400; i++) {
    if (await p.locator(`.step-card .event-${cls}`).count()) break;
    const before = await p.locator('.step-count').innerText();
    if (await next.isDisabled()) break;
    await next.click();
    await p.waitForFunction((b) => document.querySelector('.step-count')?.textContent !== b, before);
  }
  assert(await p.locator(`.step-card .event-${cls}`).count(), `no ${cls} event reached`);
  return P;
}

for (const [sys, file, cls] of [['nabis', 'nabis-instant.json', 'melee'], ['dba', 'dba-hittite-achaian-instant.json', 'combat']]) {
  for (const [locale, fr, scheme] of [['en-GB', false, 'light'], ['fr-FR', true, 'light'], ['fr-FR', true, 'dark']]) {
    if (sys === 'dba' && scheme === 'dark') continue;
    const name = `log-${sys}-${fr ? 'fr' : 'en'}${scheme === 'dark' ? '-dark' : ''}`;
    let P = null;
    await check(`${name}: the replayed entry names units and rules in ${fr ? 'French' : 'English'}`, async () => {
      P = await stepTo(locale, scheme, join(ROOT, 'test', 'golden', file), cls);
      const card = P.page.locator('.step-card');
      await card.scrollIntoViewIfNeeded();
      const text = await card.innerText();
      const bad = problems(text, fr);
      assert(bad.length === 0, `${bad.join('; ')} in: ${text}`);
      const line = await P.page.locator(`.step-card .event-${cls}`).first().innerText();
      if (sys === 'nabis') assert(/\(10\.3 (step|étape) \d\)/.test(line) && /[A-Z][a-z]+ [IVX]*\s*\(\d{4}\)/.test(line), `a mêlée with its modifiers and named stacks: ${line}`);
      else assert(/[A-Z][A-Za-z]* #\d+/.test(line) && (fr ? / FC \d/ : / CF \d/).test(line), `a combat between named elements: ${line}`);
    });
    if (P) {
      await P.page.evaluate(() => document.querySelector('.step-card')?.scrollIntoView({ block: 'start' }));
      await screen(P.page, name);
      await P.ctx.close();
    }
  }
}

await browser.close();
const { passed, failed } = summary();
console.log(`log-words: ${passed} passed, ${failed} failed (${Math.round((Date.now() - T0) / 1000)} s)`);
process.exit(failed ? 1 : 0);
