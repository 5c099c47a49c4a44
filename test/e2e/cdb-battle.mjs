// Champs de Bataille, two full player-turns on two phones by links, each with a shooting
// exchange and a mêlée that ends in a recoil (issue 10, "Must show"), in English and in French.
//
// Start: a recorded battle (test/tools/make-cdb-fixtures.ts): the bots chose their armies in
// secret, deployed on open ground and played on through real packets in instant dice mode, up
// to the start of a player-turn with Bowmen of both sides near each other and enemies within
// reach. Each phone restores ITS OWN device backup (one seat's key and master seed only) and
// the two play on by links. Why the dice are known in advance: in instant mode a packet's dice
// come from the game id, the packet's number and the two seats' reveals, which derive from the
// master seeds the backups carry (engine README "Dice"). So the fixture tool played the candidate
// turns with the very dice these phones will draw and wrote the plan of two that satisfy the
// issue (cdb-battle-plan.json: the moves as a player makes them on the board, the answers to
// the combat choices, in the game's words, and the log lines they give). The script plays that
// plan through the board and asserts what the dice then did, with no retry and no sleep.
//
// Phase 1: phone A (English) holds the side to play, phone B (French) the other side. A rolls,
// moves through the board (a unit tapped, a green hex tapped, the facing button), ends the
// movement phase, answers its combat choices; the shooting exchange and the mêlée with its
// recoil show in A's log in English, each die with its value, modifiers and their rule numbers;
// A sends the link, B verifies it and steps its replay to the mêlée, in French; B plays its
// turn the same way and sends back; A verifies. Phase 2: the same backups on two fresh phones,
// A in French and B in English. Every packet verified by the other phone, both stores compared.
// Screenshots at every hand-off, light and dark: test-artifacts/screens/cdb-battle-*.png.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { assert, BASE, bothAgree, check, finishReplay, lastLine, launch, message, openLink, phone, ROOT, SCREENS, shot, summary, playAndWait as act, tapHex } from './lib.mjs';
import { stepShots, top } from './cdb-lib.mjs';

for (const f of readdirSync(SCREENS)) if (f.startsWith('cdb-battle-')) rmSync(join(SCREENS, f));
const FIX = join(ROOT, 'test', 'e2e', 'fixtures');
const plan = JSON.parse(readFileSync(join(FIX, 'cdb-battle-plan.json'), 'utf8'));
const browser = await launch();
const stepShot = stepShots();
const T0 = Date.now();

/** What a player must never read in the log (log-words.mjs): internal identifiers, bare indexes. */
function problems(text) {
  const out = [];
  const camel = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/);
  if (camel) out.push(`identifier "${camel[0]}"`);
  if (/\b(unit|unité)\s+#?\d+/i.test(text)) out.push('a bare index');
  if (/undefined|NaN|\[object Object\]/.test(text)) out.push('undefined/NaN');
  return out;
}

/** A fresh phone that restores one seat's device backup and opens its one game. */
async function restore(locale, file) {
  const P = await phone(browser, { locale });
  const p = P.page;
  await p.goto(BASE);
  await p.getByRole('button', { name: /^(Settings|Réglages)$/ }).click();
  await p.locator('[data-passphrase]').fill('tessera-e2e');
  await p.locator('[data-import]').setInputFiles(join(FIX, file));
  await p.getByText(/Backup imported: 1 new|Sauvegarde importée\s*:\s*1 nouvelle/).waitFor({ timeout: 180000 });
  await p.goto(BASE);
  await p.locator(`[data-game="${plan.gameId}"] .game-open`).click();
  await p.locator('[data-cdb-status]').waitFor();
  return P;
}

/** The index of the element among `loc` whose attribute (or text) is exactly `want`. */
async function exact(loc, want, attr = null) {
  const all = await loc.evaluateAll((els, a) => els.map((e) => (a ? e.getAttribute(a) : e.textContent.trim())), attr);
  const i = all.indexOf(want);
  assert(i >= 0, `"${want}" not offered; offered: ${all.join(' | ')}`);
  return loc.nth(i);
}

/** The text of the "This turn" list, below the board. */
const turnLog = (page) => page.locator('[aria-labelledby="h-turn"]').innerText();

/** One player-turn of the plan through the board, the log checked on screen; returns the link. */
async function playTurn(page, t, lang, tag) {
  const fr = lang === 'fr';
  await page.locator('[data-main-action]').waitFor({ timeout: 90000 });
  await top(page);
  await stepShot(page, `cdb-battle-${tag}-start`);
  for (const step of t.steps) {
    if (step.k === 'roll') {
      const roll = page.locator('[data-main-action]');
      assert(/roll the action dice|lancer les dés d'action/i.test(await roll.innerText()), 'the dice: ' + (await roll.innerText()));
      await act(page, roll);
    } else if (step.k === 'assign') {
      await act(page, await exact(page.locator('[data-cdb-act="assign"]'), step.words[lang]));
    } else if (step.k === 'move') {
      // A unit ringed in green, a green hex where it may go, the facing button (its full words as its title).
      await page.locator(`[data-cdb-can="${step.from}"]`).waitFor();
      await tapHex(page, step.from);
      await page.locator(`[data-cdb-selected="${step.from}"]`).waitFor();
      assert(await page.locator(`[data-cdb-mark="go"][data-cdb-at="${step.to}"]`).count(), `${step.to} is offered to the unit on ${step.from}`);
      // Where it may go is on screen with it, above the tray (the board scrolls the marks into view).
      await page.waitForTimeout(200);
      const seen = await page.locator(`[data-hex="${step.to}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect(), m = el.closest('.hx-map').getBoundingClientRect();
        const tray = document.querySelector('.hx-sheet')?.getBoundingClientRect().top ?? innerHeight;
        const head = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return r.top >= Math.max(m.top, head) - 1 && r.bottom <= Math.min(m.bottom, tray) + 1 && r.left >= m.left - 1 && r.right <= m.right + 1 ? '' : `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${Math.round(m.left)},${Math.round(Math.max(m.top, head))}–${Math.round(m.right)},${Math.round(Math.min(m.bottom, tray))}`;
      });
      assert(!seen, `the hex ${step.to} the unit on ${step.from} may go to is on screen once it is selected: ${seen}`);
      await tapHex(page, step.to);
      const choice = await exact(page.locator('[data-cdb-choice="move"]'), step.words[lang], 'title');
      await stepShot(page, `cdb-battle-${tag}-facing`);
      await act(page, choice);
    } else if (step.k === 'end') {
      await act(page, page.locator('[data-cdb-act="end"]'));
    } else if (step.k === 'choose') {
      await page.locator('[data-cdb-act="choose"]').first().waitFor({ timeout: 90000 });
      const c = await exact(page.locator('[data-cdb-act="choose"]'), step.words[lang]);
      await page.waitForTimeout(300); // the board raises the map above the tray
      await stepShot(page, `cdb-battle-${tag}-choice`);
      await act(page, c);
    }
  }
  await page.locator('[data-end-turn]').waitFor({ timeout: 90000 });
  // The log of the turn on screen: each shot and the mêlée with every die, value, modifier and
  // rule number, and the recoil, in the phone's language, units by name.
  const log = await turnLog(page);
  for (const s of t.shots) assert(log.includes(s[lang]), `the shot in the log: ${s[lang]}\n---\n${log}`);
  assert(t.shots.some((s) => /shoots back|riposte/.test(s[lang])) || t.shots.length > 1, 'an exchange: the target shoots back, or both sides shoot');
  assert(log.includes(t.melee[lang]), `the mêlée in the log: ${t.melee[lang]}`);
  assert(log.includes(t.recoil[lang]), `the recoil in the log: ${t.recoil[lang]}`);
  assert(fr ? /mêlée : .+ : dé \d, valeur \d.*\(règle [\d.]+\).* contre dé \d/.test(t.melee.fr) : /mêlée: .+: die \d, value \d.*\(rule [\d.]+\).* against die \d/.test(t.melee.en), 'each die, value and modifier with its rule: ' + t.melee[lang]);
  assert(fr ? /recule/.test(t.melee.fr) : /recoils/.test(t.melee.en), 'the recoil in words: ' + t.melee[lang]);
  const bad = problems(log);
  assert(bad.length === 0, `the log: ${bad.join(', ')}`);
  const melee = page.locator('[class~="event-cdb.melee"]').first();
  await melee.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await stepShot(page, `cdb-battle-${tag}-log`);
  await top(page);
  await stepShot(page, `cdb-battle-${tag}-ended`);
  await page.locator('[data-end-turn]').click();
  const link = lastLine(await message(page));
  assert(link.startsWith(BASE + '#'), link);
  await stepShot(page, `cdb-battle-${tag}-sent`);
  return link;
}

/** The other phone opens the link: verified, its replay stepped to the mêlée (in its own
 *  language), then the board; both stores the same. */
async function receive(page, link, t, lang, tag, A, B) {
  assert(link, 'no link to open: the turn before failed');
  await openLink(page, link);
  await page.getByText(lang === 'fr' ? 'Vérifié' : 'Verified', { exact: false }).first().waitFor({ timeout: 90000 });
  await page.locator('main[data-mode="replay"] [data-step-card]').waitFor({ timeout: 90000 });
  const next = page.getByRole('button', { name: /^(Next|Avancer)/ });
  for (let i = 0; i < 40 && !(await page.locator('[data-step-card] [class~="event-cdb.melee"]').count()); i++) await next.click();
  const card = await page.locator('[data-step-card]').innerText();
  assert(card.includes(t.melee[lang]), `the replay shows the mêlée in its words: ${t.melee[lang]}\n---\n${card}`);
  const bad = problems(card);
  assert(bad.length === 0, `the replay card: ${bad.join(', ')}`);
  await page.locator('[data-step-more]').click(); // the card's details: every line of the step
  await stepShot(page, `cdb-battle-${tag}-received`);
  await page.locator('[data-step-more]').click();
  await finishReplay(page, t.packets);
  await top(page);
  await stepShot(page, `cdb-battle-${tag}-board`);
  const n = await bothAgree(A, B, plan.gameId);
  assert(n === t.packets, `packets: ${n}, expected ${t.packets}`);
}

for (const [phase, la, lb] of [['p1', 'en', 'fr'], ['p2', 'fr', 'en']]) {
  const locale = (l) => (l === 'fr' ? 'fr-FR' : 'en-GB');
  let A = null, B = null, link = '';
  await check(`${phase}: phone A (${la}) and phone B (${lb}) each restore their own seat's backup of the battle`, async () => {
    A = await restore(locale(la), 'cdb-battle-first.json');
    B = await restore(locale(lb), 'cdb-battle-second.json');
    const n = await bothAgree(A.page, B.page, plan.gameId);
    assert(n === plan.packets, `packets ${n}`);
    assert(await A.page.locator('[data-main-action]').count(), 'A has the turn');
    assert(!(await B.page.locator('[data-main-action]').count()), 'B waits');
  });
  if (!A || !B) continue;
  const a = A.page, b = B.page;
  await check(`${phase}: A (${la}) plays a player-turn through the board: a shooting exchange and a mêlée ending in a recoil, logged with every die, modifier and rule; sent by link`, async () => {
    link = await playTurn(a, plan.first, la, `${phase}-a-${la}`);
  });
  await check(`${phase}: B (${lb}) verifies A's packet; its replay shows the mêlée in ${lb === 'fr' ? 'French' : 'English'}`, async () => {
    await receive(b, link, plan.first, lb, `${phase}-b-${lb}`, a, b);
  });
  await check(`${phase}: B (${lb}) plays its player-turn: a shooting exchange and a mêlée ending in a recoil; sent by link`, async () => {
    assert(link, 'B never had the turn: A\'s turn failed');
    link = '';
    link = await playTurn(b, plan.second, lb, `${phase}-b-${lb}`);
  });
  await check(`${phase}: A (${la}) verifies B's packet; its replay shows the mêlée`, async () => {
    await receive(a, link, plan.second, la, `${phase}-a-${la}`, a, b);
  });
  if (summary().failed) { await shot(a, `cdb-battle-${phase}-failure-a`).catch(() => {}); await shot(b, `cdb-battle-${phase}-failure-b`).catch(() => {}); }
  await A.ctx.close();
  await B.ctx.close();
}
await browser.close();
const { passed, failed } = summary();
console.log(`cdb-battle.mjs: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - T0) / 1000)} s`);
process.exit(failed ? 1 : 0);
