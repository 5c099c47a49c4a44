// The Civitates Bellantes table on a phone (390×844, touch), English and French, light
// and dark: a pass-and-play game through the command points, the initiative and a
// Command Phase (the standing preference for the initiative, D1; a leader's allocation
// with its ghost, the control tests), with
// screenshots (test-artifacts/screens/civbel-*.png).
import { BASE, assert, check, dbaWaitPlayed, launch, phone, screen, shot, summary } from './lib.mjs';
import { NEW_GAME_WORDS, passAndPlay } from './civbel-lib.mjs';

const W = NEW_GAME_WORDS;
const browser = await launch();

async function run(lang, scheme) {
  const w = W[lang];
  const P = await phone(browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB', colorScheme: scheme });
  const p = P.page;
  const tag = `civbel-${lang}-${scheme}`;
  const { played, ready, press, findOffered } = passAndPlay(p);
  try {
    await check(`${tag}: a game opens on the table`, async () => {
      await p.goto(BASE);
      await p.getByRole('button', { name: w.newGame }).click();
      await p.getByRole('button', { name: 'Civitates Bellantes' }).click();
      await p.locator('button.pick, input#mode-local').first().waitFor();
      if (await p.locator('button.pick').count()) await p.locator('button.pick').first().click();
      await p.getByLabel(w.local).check();
      await p.getByLabel(w.name).fill('Ana');
      await p.getByLabel(w.other).fill('Bruno');
      await p.getByRole('button', { name: w.start }).click();
      await p.locator('[data-prompt]').waitFor();
      await ready();
      await p.locator('.cb-view svg').waitFor();
      assert(await p.locator('[data-cb-provisional]').count(), 'the stand-in is labelled on the status');
      // CMD-35..37 (option pursuit, the default for new games): each side's baggage behind its lines, named.
      assert((await p.locator('[data-cb-baggage]').count()) === 2, 'both sides\' baggage is drawn');
      assert((await p.locator('[data-cb-baggage="0"] title').textContent()).includes(lang === 'fr' ? 'bagages de' : 'baggage'), 'the baggage is named in the player\'s language');
      await screen(p, `${tag}-1-start`);
    });
    await check(`${tag}: command points, initiative, the choice`, async () => {
      for (let i = 0; i < 6; i++) {
        await ready();
        const phase = await p.locator('[data-cb-status]').getAttribute('data-cb-phase');
        if (phase === 'command') break;
        await press('[data-cb-action]');
      }
      await ready();
      assert((await p.locator('[data-cb-status]').getAttribute('data-cb-phase')) === 'command', 'the command phase');
      await screen(p, `${tag}-2-command`);
    });
    await check(`${tag}: the standing preference for the initiative (D1)`, async () => {
      const box = p.locator('[data-cb-preference]');
      assert((await box.getAttribute('data-cb-preference')) === 'first', 'first by default');
      const told = await box.innerText();
      assert(lang === 'fr' ? /vous jouez en premier/.test(told) : /you go first/.test(told), 'the preference is told: ' + told);
      await box.scrollIntoViewIfNeeded();
      await screen(p, `${tag}-2b-preference`);
      await press('[data-cb-preference] [data-kind="prefer"]');
      assert((await p.locator('[data-cb-preference]').getAttribute('data-cb-preference')) === 'second', 'second once changed');
      assert((await p.locator('[data-cb-preference] [data-kind="prefer"]').count()) === 0, 'changed once a turn');
    });
    await check(`${tag}: a leader's allocation with its ghost`, async () => {
      await p.locator('[data-cb-pick-leader]').first().tap();
      await screen(p, `${tag}-3-leader`);
      const move = p.locator('[data-cb-action][aria-pressed]').first();
      if (await move.count()) {
        await move.tap();
        await p.locator('[data-ghost="leader"]').first().waitFor();
        await p.locator('.cb-table').scrollIntoViewIfNeeded();
        await shot(p, `${tag}-4-ghost`);
        await p.locator('[data-cb-cancel]').tap();
      }
    });
    await check(`${tag}: allocate, end the phase, control tests`, async () => {
      if (!(await p.locator('[data-cb-selected-leader]').count())) await p.locator('[data-cb-pick-leader]').first().tap();
      await press('[data-cb-panel] .tv-acts [data-kind="allocate"] >> nth=0');
      await press('[data-kind="done"]');
      // What ending the half-phase did (control tests, if any), before the phone is handed over.
      await p.locator('[data-cb-result]').first().waitFor({ timeout: 5000 });
      const told = await p.locator('[data-cb-result]').innerText();
      // Control tests only for troops no allocation controls (CMD-10): the half-phase's events are told either way.
      assert(/command phase|phase de commandement/i.test(told), 'the end of the half-phase is told: ' + told.slice(0, 300));
      await p.locator('[data-cb-result]').scrollIntoViewIfNeeded();
      await screen(p, `${tag}-5-end-of-phase`);
      await ready();
    });
    await check(`${tag}: zoom and measure`, async () => {
      await p.locator('[data-zoom="1"]').tap();
      await p.waitForTimeout(200);
      await shot(p, `${tag}-6-play-zoom`);
      await p.locator('[data-zoom="2"]').tap();
      await p.waitForTimeout(200);
      await shot(p, `${tag}-7-detail-zoom`);
      // A unit tapped on the table: its panel (name, type, formation, disorder, leaders).
      const base = p.locator('[data-cb-unit] [data-cb-base]').first();
      const bb = await base.boundingBox();
      const svg = await p.locator('.cb-table svg').boundingBox();
      if (bb && svg) {
        await p.locator('.cb-table svg').tap({ position: { x: bb.x + bb.width / 2 - svg.x, y: bb.y + bb.height / 2 - svg.y } });
        await p.locator('[data-cb-selected]').waitFor({ timeout: 5000 });
        const txt = await p.locator('[data-cb-selected]').innerText();
        assert(/disorder|désordre/.test(txt), 'the unit panel tells its disorder: ' + txt);
        await p.locator('[data-cb-selected]').scrollIntoViewIfNeeded();
        await screen(p, `${tag}-7b-unit`);
      }
      await p.locator('[data-zoom="0"]').tap();
      await p.locator('[data-cb-measure-toggle]').tap();
      const box = await p.locator('.cb-table svg').boundingBox();
      await p.locator('.cb-table svg').tap({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
      await p.locator('.cb-table svg').tap({ position: { x: box.width * 0.7, y: box.height * 0.6 } });
      await p.locator('[data-cb-measure]').first().waitFor();
      await screen(p, `${tag}-8-measure`);
    });
    await check(`${tag}: in the Approach half a unit's panel offers its formation changes; one is seen as a ghost, then made`, async () => {
      // The other side's Command half, ended as it stands (its troops test), then the Approach.
      await p.locator('[data-cb-measure-toggle]').tap();
      await findOffered('form', 4);
      const forms = p.locator('[data-kind="form"]');
      assert((await forms.count()) > 0, 'a formation change is offered in the Approach half');
      const label = await forms.first().innerText();
      assert(lang === 'fr' ? /se forme|se forment/.test(label) : /forms? /.test(label), 'the change is said in the game\'s words: ' + label);
      await forms.first().scrollIntoViewIfNeeded();
      await screen(p, `${tag}-9-formations`);
      const before = await played();
      await forms.first().tap();
      await p.locator('[data-ghost]').first().waitFor({ timeout: 5000 });
      await p.locator('.cb-table').scrollIntoViewIfNeeded();
      await shot(p, `${tag}-9b-formation-ghost`);
      await p.locator('[data-cb-confirm]').tap();
      await dbaWaitPlayed(p, before);
      const told = await p.locator('[data-cb-result]').innerText();
      assert(lang === 'fr' ? /au lieu de se déplacer/.test(told) : /instead of moving/.test(told), 'the change is told: ' + told.slice(0, 300));
    });
    await check(`${tag}: in the Tactical half a Legion's panel offers its line relief; seen as a ghost, then made`, async () => {
      await findOffered('relieve', 10);
      const relief = p.locator('[data-kind="relieve"]');
      assert((await relief.count()) > 0, 'a line relief is offered to a Legion in the Tactical half');
      const label = await relief.first().innerText();
      assert(lang === 'fr' ? /relève sa première ligne/.test(label) : /relieves its front line/.test(label), 'the relief is said in the game\'s words: ' + label);
      await relief.first().scrollIntoViewIfNeeded();
      await screen(p, `${tag}-10-relief`);
      const before = await played();
      await relief.first().tap();
      await p.locator('[data-ghost]').first().waitFor({ timeout: 5000 });
      await p.locator('.cb-table').scrollIntoViewIfNeeded();
      await shot(p, `${tag}-10b-relief-ghost`);
      await p.locator('[data-cb-confirm]').tap();
      await dbaWaitPlayed(p, before);
      const told = await p.locator('[data-cb-result]').innerText();
      assert(lang === 'fr' ? /relève sa première ligne/.test(told) : /relieves its front line/.test(told), 'the relief is told: ' + told.slice(0, 300));
    });
  } finally {
    await P.ctx.close();
  }
}

/** Our scenario with terrain: the four pieces drawn under the troops, named in the player's language. */
async function field(lang, scheme) {
  const w = W[lang];
  const P = await phone(browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-GB', colorScheme: scheme });
  const p = P.page;
  const tag = `civbel-field-${lang}-${scheme}`;
  try {
    await check(`${tag}: the broken field is offered, and its terrain is drawn and named`, async () => {
      await p.goto(BASE);
      await p.getByRole('button', { name: w.newGame }).click();
      await p.getByRole('button', { name: 'Civitates Bellantes' }).click();
      await p.locator('button.pick').first().waitFor();
      await p.locator('button.pick', { hasText: lang === 'fr' ? 'Un terrain accidenté' : 'A broken field' }).click();
      await p.getByLabel(w.local).check();
      await p.getByLabel(w.name).fill('Ana');
      await p.getByLabel(w.other).fill('Bruno');
      await p.getByRole('button', { name: w.start }).click();
      await p.locator('[data-prompt]').waitFor();
      await p.locator('.cb-view svg').waitFor();
      assert((await p.locator('[data-cb-terrain]').count()) === 4, 'four terrain pieces drawn');
      const names = await p.locator('[data-cb-terrain] text').allTextContents();
      assert(names.includes(lang === 'fr' ? 'bois dense' : 'dense wood'), `the wood named in ${lang}: ${names.join(', ')}`);
      await screen(p, `${tag}-start`);
    });
  } finally {
    await P.ctx.close();
  }
}

try {
  const only = process.env.CIVBEL_RUNS?.split(',');
  for (const [lang, scheme] of [['en', 'light'], ['fr', 'light'], ['en', 'dark'], ['fr', 'dark']]) {
    if (only && !only.includes(`${lang}-${scheme}`)) continue;
    await run(lang, scheme);
    await field(lang, scheme);
  }
} finally {
  await browser.close();
}
summary();
