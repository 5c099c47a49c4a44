// The DBA table view on a phone (390×844), in French then English: a new pass-and-play
// battle deployed and moved through the view, then a recorded pass-and-play battle
// (test/e2e/fixtures/dba-contact-backup.json, a device backup made by
// test/tools/make-dba-fixtures.ts: a new game's set-up, bots to a position before any
// fight where a frontal charge is on offer) played through the view until the first close
// combat or shooting: a new game's dice and marches may keep the armies apart for the
// whole battle. The new game's dice are fresh each run, so every choice is taken from what
// the rules accept now (the actions they list; for the mouse drag, the verdict the view
// shows while the button is held) and every wait is on a condition, never a fixed sleep.
//  - Mouse (desktop) drag: dragging the selected own element with the mouse moves it as
//    a finger does (the table does not pan), with the French drag strings on screen;
//    dragging the empty table with the mouse pans it.
//  - The result of the first fight, right after it is played (French): both sides'
//    combat factor, tactical factors (each named as the rulebook's table does), die and total,
//    the outcome with its rulebook section (the ids, DBA CC-.., OUT-.., only in data-rule), each side's sum checked.
//  - Several fights resolved by one action (end of bound, end of shooting): every card
//    is shown at once, one per combat event of that action.
//  - The same fight in the replay, in English.
//  - Replay animation: stepping onto a move, the moved base is the same DOM element and
//    is animated (Element.animate called on it); under prefers-reduced-motion it jumps.
//  - Shooting cards (Bw), French and English: a recorded game
//    (test/e2e/fixtures/dba-shooting.json: a free army with 3 Bw and an Art against the
//    Achaians, local dice, made by the engine's selfplay) opened from its file; its
//    replay shows each shot's card (CF + TF + die = total on both sides, OUT-02 when
//    the shooter loses to a target not shooting back) and the five combats of its last
//    bound's end at once.
//  - An Art's shooting card, French and English: a second recorded game
//    (test/e2e/fixtures/dba-art.json: a free army with three Art, cut after the packet in
//    which one shoots; made by test/tools/make-dba-fixtures.ts): CF + TF + die = total on
//    both sides, with the outcome's rule ids.
// Screenshots: test-artifacts/screens/dba-combat-*.png. Build and serve, then
//   E2E_BASE=http://localhost:4573/ node test/e2e/dba-combat.mjs
import { join } from 'node:path';
import { assert, BASE, ROOT, check, dbaOpenBackup, dbaSettled, dbaTap, dbaWaitPlayed, launch, phone, screen, shot, summary } from './lib.mjs';

const FIXTURE = join(ROOT, 'test', 'e2e', 'fixtures', 'dba-shooting.json');
const ART = join(ROOT, 'test', 'e2e', 'fixtures', 'dba-art.json');
const CONTACT = join(ROOT, 'test', 'e2e', 'fixtures', 'dba-contact-backup.json');

const T0 = Date.now();
const browser = await launch();
// The phone in use: a new game's for the drag, then the recorded position's for the fights.
let P = await phone(browser, { locale: 'fr-FR' });
let p = P.page;
const log = [];
const played = () => p.locator('main').getAttribute('data-played');
const status = async () => ((await p.locator('[data-dba-status]').count()) ? (await p.locator('[data-dba-status]').innerText()).replace(/\n/g, ' | ') : '');
const ADV = /(?:advances?|avancer? de) (\d+) p/i;

/** Taps an action button; destination actions take a second tap on the confirm bar. */
async function act(btn) {
  const before = await played();
  const armable = (await btn.getAttribute('aria-pressed')) !== null;
  await dbaTap(p, btn);
  if (armable) {
    assert((await btn.getAttribute('aria-pressed')) === 'true', 'the first tap arms it');
    await dbaTap(p, p.locator('[data-dba-confirm]'));
  }
  await dbaWaitPlayed(p, before);
}
/** Hands the phone over / ends the turn when that is what the screen asks for. */
async function admin() {
  if (await p.locator('[data-pass-ok]').count()) { await p.locator('[data-pass-ok]').click(); await p.locator('[data-prompt]').waitFor(); return true; }
  const end = p.locator('[data-end-turn]');
  if ((await end.count()) && (await end.isEnabled())) {
    await end.click();
    await p.locator('[data-pass-ok], [data-message], [data-replay-game], [data-dba-action]').first().waitFor({ timeout: 60000 });
    return true;
  }
  return false;
}
async function openMore() {
  if (!(await p.locator('details.dba-more').evaluate((d) => d.open))) await dbaTap(p, p.locator('details.dba-more summary'));
}
/** Selects element `id` from the list of elements with orders; returns its actions. */
async function pick(id) {
  await openMore();
  await dbaTap(p, p.locator(`[data-dba-pick="${id}"]`));
  await p.locator(`[data-dba-selected="${id}"]`).waitFor({ timeout: 5000 });
  return p.locator('[data-dba-panel] .dba-acts').first().locator('[data-dba-action]').evaluateAll((bs) => bs.map((b) => ({ i: b.getAttribute('data-dba-action'), k: b.getAttribute('data-kind'), t: b.textContent })));
}
/** A frontal contact when one is offered, else the longest group or single advance. */
async function marchOrCharge() {
  if (!(await p.locator('[data-dba-pick]').count())) return false;
  await openMore();
  const ids = await p.locator('[data-dba-pick]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dba-pick')));
  let best = null;
  for (const id of ids) {
    const acts = await pick(id);
    const front = acts.find((a) => a.k === 'contact' && /\((front|de front)\)/.test(a.t));
    if (front) { best = { ...front, id }; break; }
    for (const a of acts) {
      const d = Number((a.t.match(ADV) ?? [])[1] ?? -1);
      const score = (a.k === 'group' ? 1000 : 0) + d;
      if (d > 0 && (!best || score > best.score)) best = { ...a, score, id };
    }
  }
  if (!best) return false;
  await pick(best.id);
  await act(p.locator(`[data-dba-action="${best.i}"]`));
  return true;
}

const frame = () => p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const paces = async () => ((await p.locator('[data-dba-paces]').count()) ? (await p.locator('[data-dba-paces]').textContent()) : null);
const ACCEPTED = /^\d+ \/ \d+ p/;
/** Drags with the mouse from (x0, y0) by (dx, dy) in `n` steps with the button held.
 *  After each step the view shows the rules' verdict on that pose ([data-dba-paces]:
 *  "used / reach p", or "interdit"); the mouse goes back to the farthest accepted pose
 *  before it is released, so the move is one the rules take. Returns the label shown
 *  there and the scroll positions before and while dragging, or null when no pose was
 *  accepted (released where it started). `whileHeld` runs before the release. */
async function dragAccepted(x0, y0, dx, dy, n = 12, whileHeld = null) {
  const scrolls = () => p.locator('.dba-table').evaluate((t) => [t.scrollLeft, t.scrollTop, scrollX, scrollY].join());
  const sc0 = await scrolls();
  await p.mouse.move(x0, y0);
  await p.mouse.down();
  let best = null;
  for (let i = 1; i <= n; i++) {
    const x = x0 + (dx * i) / n, y = y0 + (dy * i) / n;
    await p.mouse.move(x, y);
    await frame();
    const t = await paces();
    if (t && ACCEPTED.test(t)) best = { x, y, t };
  }
  if (best && best.y !== y0 + dy) { await p.mouse.move(best.x, best.y); await frame(); }
  if (!best) await p.mouse.move(x0, y0);
  const t = await paces();
  const sc1 = await scrolls();
  if (best) assert(t && ACCEPTED.test(t), `the pose accepted a moment ago is still accepted: ${t}`);
  if (best && whileHeld) await whileHeld();
  await p.mouse.up();
  return best ? { label: t, sc0, sc1 } : null;
}

/** The mouse drags the selected element ahead (the table must not pan), shows the French
 *  strings, arms the move on release; then a mouse drag on the empty table pans it. */
async function mouseDrag() {
  const ids = await p.locator('[data-dba-pick]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dba-pick')));
  const movers = [];
  for (const x of ids) {
    const acts = await pick(x);
    const single = Math.max(0, ...acts.filter((a) => a.k === 'move').map((a) => Number((a.t.match(ADV) ?? [])[1] ?? 0)));
    if (single >= 80 && (await p.locator(`[data-dba-drag="${x}"]`).count())) movers.push({ id: x, single });
  }
  assert(movers.length, 'an element that can be dragged');
  // First from another element's selection: the mouse presses on one and drags it at once.
  let id = null, single = 0;
  for (const m of movers) {
    const other = ids.find((x) => x !== m.id);
    if (!other) { id = m.id; single = m.single; break; }
    await pick(other);
    await p.locator('.dba-view').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await dbaSettled(p);
    const eb = await p.locator(`[data-el="${m.id}"] rect`).last().boundingBox();
    const r = await dragAccepted(eb.x + eb.width / 2, eb.y + eb.height / 2, 0, -36);
    if (!r) { log.push(`press-and-drag of ${m.id}: nothing the rules accept straight ahead`); continue; }
    assert(r.sc0 === r.sc1, `no pan while dragging an element (${r.sc0} → ${r.sc1})`);
    await p.locator(`[data-dba-selected="${m.id}"]`).waitFor({ timeout: 5000 });
    await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
    log.push(`mouse press-and-drag of unselected ${m.id} (${other} selected): "${r.label}"`);
    await dbaTap(p, p.locator('[data-dba-cancel]'));
    id = m.id; single = m.single;
    break;
  }
  assert(id, 'an element the mouse can drag to a pose the rules accept');
  const reach = Number(await p.locator('[data-dba-envelope]').getAttribute('data-dba-envelope'));
  await p.locator('.dba-view').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await dbaSettled(p);
  const env = await p.locator('[data-dba-envelope]').boundingBox();
  const perPace = env.width / 2 / reach;
  const hb = await p.locator(`[data-dba-drag="${id}"]`).boundingBox();
  const cx = hb.x + hb.width / 2, cy = hb.y + hb.height / 2;
  const help = await p.locator('[data-dba-drag-help]').innerText();
  assert(/Faites glisser/.test(help), 'French drag help: ' + help);
  const dist = Math.floor(single / 2) * perPace;
  // The screenshot while the button is still held, at the pose that will be released.
  const r = await dragAccepted(cx, cy, 0, -dist, 12, () => shot(p, 'dba-combat-01-fr-mouse-drag'));
  assert(r, 'a forward drag the rules accept');
  const during = r.label;
  assert(r.sc0 === r.sc1, `the table did not pan while the element was dragged (${r.sc0} → ${r.sc1})`);
  assert(/^\d+ \/ \d+ p/.test(during), 'paces used / reach while dragging: ' + during);
  await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
  const bar = await p.locator('[data-dba-confirmbar]').innerText();
  assert(/déplacement de \d+ p/.test(bar) && /Confirmer/.test(bar), 'French confirm bar: ' + bar);
  await shot(p, 'dba-combat-02-fr-mouse-drag-armed');
  log.push(`mouse drag of ${id}: "${during}", bar "${bar.replace(/\n/g, ' | ')}"`);
  const tf0 = await p.locator(`[data-el="${id}"] g`).first().getAttribute('transform');
  const before = await played();
  await dbaTap(p, p.locator('[data-dba-confirm]'));
  await dbaWaitPlayed(p, before);
  const tf1 = await p.locator(`[data-el="${id}"] g`).first().getAttribute('transform');
  assert(tf0 !== tf1, 'the dragged element moved');

  // The empty table: a mouse drag pans it (play zoom, so there is somewhere to pan to).
  await dbaTap(p, p.locator('[data-zoom="1"]'));
  await p.locator('.dba-table').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await dbaSettled(p);
  // The middle of the board (between the armies in bound 1), in the middle of the viewport.
  await p.locator('.dba-table').evaluate((t) => { t.scrollLeft = (t.scrollWidth - t.clientWidth) / 2; t.scrollTop = (t.scrollHeight - t.clientHeight) / 2; });
  await dbaSettled(p);
  const tb = await p.locator('.dba-table').boundingBox();
  const spot = { x: tb.x + tb.width / 2, y: tb.y + tb.height / 2 };
  const near = await p.evaluate(({ x, y }) => [...document.querySelectorAll('[data-el]')].filter((e) => { const r = e.getBoundingClientRect(); return x > r.left - 20 && x < r.right + 20 && y > r.top - 20 && y < r.bottom + 20; }).map((e) => e.getAttribute('data-el')), spot);
  assert(near.length === 0, 'no element at the middle of the board: ' + near);
  const s0 = await p.locator('.dba-table').evaluate((t) => [t.scrollLeft, t.scrollTop]);
  await p.mouse.move(spot.x, spot.y);
  await p.mouse.down();
  for (let i = 1; i <= 8; i++) await p.mouse.move(spot.x - 8 * i, spot.y - 6 * i);
  await p.mouse.up();
  const s1 = await p.locator('.dba-table').evaluate((t) => [t.scrollLeft, t.scrollTop]);
  assert(s1[0] !== s0[0] || s1[1] !== s0[1], `a mouse drag on the empty table pans it (${s0} → ${s1})`);
  await dbaTap(p, p.locator('[data-zoom="0"]'));
}

/** The fight cards on this phone. */
const cards = () => readCards(p);
const num = (t) => Number(String(t).replace('−', '-').replace(/^\+/, '').match(/-?\d+/)[0]);
/** The fight and shooting cards on screen: header, both columns (rows by name), outcome lines. */
function readCards(q) {
  return q.locator('[data-dba-fight]').evaluateAll((cs) => cs.map((c) => {
    const col = (i) => ({ ...Object.fromEntries([...c.querySelectorAll('tbody tr')].map((r) => [r.getAttribute('data-row'), r.querySelectorAll('td')[i].textContent])), items: [...c.querySelectorAll('tbody tr[data-row="tf"] td')[i].querySelectorAll('[data-tf-item]')].map((x) => x.textContent) });
    return { kind: c.getAttribute('data-dba-fight'), head: c.querySelector('h4').textContent, headRule: c.querySelector('h4 [data-rule]')?.getAttribute('data-rule') ?? '', itemRules: [...c.querySelectorAll('[data-tf-item]')].map((x) => x.getAttribute('data-rule')), afterRules: [...c.querySelectorAll('.dba-after li [data-rule]')].map((x) => x.getAttribute('data-rule')), names: [...c.querySelectorAll('thead th')].map((x) => x.textContent), a: col(0), b: col(1), after: [...c.querySelectorAll('.dba-after li')].map((x) => x.textContent), text: c.innerText };
  }));
}

function checkCard(c, fr) {
  assert(/DBA (CC|SHO)-\d+/.test(c.headRule), 'rule id of the roll (attribute): ' + c.headRule);
  // A player reads rulebook sections, never our spec's ids.
  assert(!/\b[A-Z]{2,4}-\d+\b/.test(c.text), 'no spec id on the card: ' + c.text);
  assert(c.head.startsWith(fr ? (c.kind === 'combat' ? 'Combat rapproché' : 'Tirs à distance') : (c.kind === 'combat' ? 'Close combat' : 'Distant shooting')), 'the rulebook heading as title: ' + c.head);
  for (const x of [c.a, c.b]) {
    const die = Number(x.die.trim().split(/\s+/).pop());
    assert(die >= 1 && die <= 6, 'a die: ' + x.die);
    assert(num(x.cf) + num(x.tf) + die === num(x.total), `CF + TF + die = total: ${JSON.stringify(x)}`);
    // Every tactical factor is named with its rule id, and they add up to the row's total.
    if (num(x.tf) !== 0) assert(x.items.length > 0, 'tactical factors named: ' + JSON.stringify(x));
    for (const i of x.items) assert(/^[+−]\d+ \S/.test(i.trim()), 'a tactical factor named: ' + i);
    if (x.items.length) assert(x.items.reduce((t, i) => t + num(i), 0) === num(x.tf), 'named tactical factors add up: ' + JSON.stringify(x));
  }
  const words = fr ? ['Facteur de combat', 'Facteurs tactiques', 'Dé', 'Total'] : ['Combat factor', 'Tactical factors', 'Die', 'Total'];
  for (const w of words) assert(c.text.includes(w), `"${w}" in ${c.text}`);
  for (const r of c.itemRules) assert(/^DBA [A-Z0-9]+-\d+/.test(r), 'a tactical factor with its rule id (attribute): ' + r);
  if (num(c.a.total) !== num(c.b.total) || c.after.length) {
    assert(c.afterRules.some((r) => /DBA OUT-\d+/.test(r)), 'outcome with its rule id (attribute): ' + c.afterRules.join(' / '));
    assert(c.after.some((l) => (fr ? /Résultat des combats/ : /Combat outcomes/).test(l)), 'outcome with its rulebook section: ' + c.after.join(' / '));
  }
}

/** Hands over, ends the turn, or plays one action chosen from those the rules list now:
 *  `onRoll(kinds, by)` decides about fights and shots (returns true when it acted);
 *  otherwise the movement phase drags once (mouseDrag), then charges or marches up to 4
 *  times a bound, and every other phase takes its first closing action. */
let dragged = false, movedBound = '', moves = 0;
async function stepGame(onRoll) {
  if (await admin()) return;
  const buttons = p.locator('[data-dba-action]');
  if (!(await buttons.count())) { await p.locator('[data-dba-action], [data-pass-ok], [data-end-turn]').first().waitFor({ timeout: 60000 }); return; }
  const kinds = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-kind')));
  const by = (k) => buttons.nth(kinds.indexOf(k));
  if ((kinds.includes('fight') || kinds.includes('shoot')) && (await onRoll(kinds, by))) return;
  if (kinds.includes('endMove')) {
    const st = await status();
    if (!dragged) { await mouseDrag(); dragged = true; return; }
    if (st !== movedBound) { movedBound = st; moves = 0; }
    if (kinds.includes('river')) { await act(by('river')); return; }
    if (moves < 4 && (await marchOrCharge())) { moves++; movedBound = await status(); return; }
    await act(p.locator('[data-dba-action][data-kind="endMove"]'));
    return;
  }
  const k = ['fight', 'shoot', 'terrain', 'edge', 'camp', 'deploy', 'endDeploy', 'endShoot', 'endBound'].find((x) => kinds.includes(x));
  await act(k ? by(k) : buttons.first());
}
/** The combat and shooting events of the last action of this turn, from the app's turn log. */
const lastEntryRolls = () => p.locator('.entries > .entry').last().locator('.event-combat, .event-shoot').count();

/** A new French pass-and-play DBA game (the app in French), ready to play. */
async function newLocalGame() {
  await p.goto(BASE);
  await p.locator('button', { hasText: /^(New game|Nouvelle partie)$/ }).first().waitFor();
  if (await p.getByRole('button', { name: 'New game' }).count()) { // the English replay check left the app in English
    await p.getByRole('button', { name: 'Settings' }).click();
    await p.locator('label[for="lang-fr"]').click();
    await p.getByRole('button', { name: 'Retour', exact: true }).click();
  }
  await p.getByRole('button', { name: 'Nouvelle partie' }).click();
  await p.getByRole('button', { name: 'De Bellis Antiquitatis 2.2' }).click();
  await p.locator('button.pick, input#mode-local').first().waitFor();
  if (await p.locator('button.pick').count()) await p.locator('button.pick').first().click();
  await p.getByLabel('Sur un seul appareil').check();
  await p.getByLabel('Votre nom').fill('Ana');
  await p.getByLabel('Nom du second joueur').fill('Bruno');
  await p.getByRole('button', { name: 'Commencer la partie' }).click();
  await p.locator('[data-prompt]').waitFor();
  dragged = true; movedBound = ''; moves = 0; // the drag is checked in the first game only
}
/** The recorded position before contact (test/e2e/fixtures/dba-contact-backup.json, made by
 *  test/tools/make-dba-fixtures.ts: a battle in a new game's set-up, bots to there) restored
 *  on a fresh French phone, which becomes the phone in use; its PIPs rolled. Whatever the
 *  dice of a new game, its side to play may then charge two enemies frontally. */
async function contactGame() {
  const Q = await dbaOpenBackup(browser, 'fr-FR', CONTACT);
  await P.ctx.close();
  P = Q; p = Q.page;
  dragged = true; movedBound = ''; moves = 0;
}
/** The battle is over: nothing is left to play in this game. */
const battleOver = async () => /Bataille terminée|Battle over/.test(await status());

let fightKind = null, firstIds = null, multi = null;
try {
  await check('dba-combat: a French pass-and-play battle, deployed through the table, then the mouse drags an element and pans the table', async () => {
    await newLocalGame();
    dragged = false;
    for (let steps = 0; steps < 200 && !dragged; steps++) await stepGame(async () => false);
    assert(dragged, 'a mouse drag was made');
  });

  await check('dba-combat: from a recorded position before contact (French), charged and played to the first fight', async () => {
    // A new game's dice and the bots' marches may keep the armies apart for 40 bounds: the
    // fight is reached from a position where a frontal charge is on offer.
    await contactGame();
    for (let steps = 0; steps < 200 && !fightKind; steps++) {
      await stepGame(async (kinds, by) => {
        // The first roll alone (a fight when there is one), even when several are pending.
        const k = kinds.includes('fight') ? 'fight' : 'shoot';
        await act(by(k));
        await p.locator('[data-dba-fight]').first().waitFor({ timeout: 30000 });
        fightKind = k;
        return true;
      });
    }
    assert(fightKind, 'a fight or a shot was played');
  });

  await check('dba-combat: the fight just played shows both sides\' factors, dice and outcome (French, 390 px)', async () => {
    const cs = await cards();
    assert(cs.length === 1, 'one result card for one fight: ' + cs.length);
    assert(cs.length === (await lastEntryRolls()), 'one card per roll of the action');
    for (const c of cs) checkCard(c, true);
    firstIds = await p.locator('[data-dba-fight]').first().getAttribute('data-dba-fight-ids');
    log.push('fr card: ' + cs.map((c) => c.text.replace(/\n/g, ' | ')).join(' // '));
    await p.locator('[data-dba-result]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await screen(p, 'dba-combat-03-fr-result');
    const w = await p.locator('[data-dba-result]').evaluate((e) => [e.scrollWidth, e.clientWidth]);
    assert(w[0] <= w[1], 'the card does not overflow: ' + w);
    const pw = await p.evaluate(() => document.documentElement.scrollWidth);
    assert(pw <= 390, 'page width ' + pw);
  });

  await check('dba-combat: in English, the replay steps show the same result', async () => {
    // The replay holds what was sent: end this turn first (the fights left, the bound).
    for (let i = 0; i < 30; i++) {
      const end = p.locator('[data-end-turn]');
      if ((await end.count()) && (await end.isEnabled())) { await admin(); break; }
      const kinds = await p.locator('[data-dba-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-kind')));
      const k = ['fight', 'shoot', 'endShoot', 'endBound', 'endMove'].find((x) => kinds.includes(x));
      assert(k, 'a way to end the turn: ' + kinds);
      await act(p.locator(`[data-dba-action][data-kind="${k}"]`).first());
    }
    assert((await p.locator('[data-end-turn]').count()) === 0, 'the turn was ended');
    if (await p.locator('[data-pass-ok]').count()) { await p.locator('[data-pass-ok]').click(); await p.locator('[data-prompt]').waitFor(); }
    await p.getByRole('button', { name: 'Retour', exact: true }).click();
    await p.getByRole('button', { name: 'Réglages' }).click();
    await p.locator('label[for="lang-en"]').click();
    await p.getByRole('button', { name: 'Back', exact: true }).click();
    await p.locator('.game-open').first().click();
    await p.locator('[data-prompt]').waitFor();
    await dbaTap(p, p.locator('details.more > summary'));
    await p.locator('[data-replay-all]').click();
    await p.locator('.stepper').waitFor();
    // From the start, forward to the first fight played (the first card with its two ids).
    const found = () => p.locator(`[data-dba-fight-ids="${firstIds}"]`).count();
    for (let i = 0; i < 600 && !(await found()); i++) await step(2);
    assert(await found(), 'the first fight in the replay: ' + firstIds);
    const cs = await cards();
    for (const c of cs) checkCard(c, false);
    log.push('en card: ' + cs.map((c) => c.text.replace(/\n/g, ' | ')).join(' // '));
    await p.locator('[data-dba-result]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await screen(p, 'dba-combat-04-en-replay-result');
  });

  /** The slides' positions now, each element tagged so that it can be recognised later. */
  const slides = () => p.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-slide]')].map((g) => { g.__seen = g.getAttribute('data-slide'); return [g.__seen, g.getAttribute('data-at')]; })));
  const watchAnimate = () => p.evaluate(() => {
    window.__animated = [];
    if (!window.__hooked) {
      const orig = Element.prototype.animate;
      Element.prototype.animate = function (...a) { window.__animated.push(this.getAttribute('data-slide')); return orig.apply(this, a); };
      window.__hooked = true;
    }
  });
  /** Steps once (button index 1 back, 2 forward) and waits until the step count changed. */
  async function step(dir) {
    const before = await p.locator('.step-count').innerText();
    await p.locator('.stepper button').nth(dir).click();
    await p.waitForFunction((b) => document.querySelector('.step-count')?.textContent !== b, before);
  }
  let moveStep = null;
  await check('dba-combat: replay — a moved base slides (same element, animated)', async () => {
    // Back from the fight to a step that moved an element: stepping forward again slides it.
    for (let i = 0; i < 60 && !moveStep; i++) {
      const now = await slides();
      await step(1);
      const prev = await slides();
      const moved = Object.keys(now).filter((id) => prev[id] && prev[id] !== now[id]);
      if (moved.length) moveStep = { moved, at: now };
    }
    assert(moveStep, 'a step that moves an element');
    await slides();
    await watchAnimate();
    await step(2);
    const r = await p.evaluate((ids) => ids.map((id) => { const g = document.querySelector(`[data-slide="${id}"]`); return { id, same: g.__seen === id, at: g.getAttribute('data-at') }; }), moveStep.moved);
    const animated = await p.evaluate(() => window.__animated);
    for (const x of r) {
      assert(x.same, `element ${x.id} is the same DOM element after the step`);
      assert(x.at === moveStep.at[x.id], `element ${x.id} is at its new place: ${x.at}`);
      assert(animated.includes(x.id), `element ${x.id} was animated: ${animated}`);
    }
    await shot(p, 'dba-combat-05-replay-slide');
    log.push(`slide: ${moveStep.moved.join(',')} animated; calls ${animated.join(',')}`);
  });

  await check('dba-combat: replay — under reduced motion the base jumps', async () => {
    assert(moveStep, 'a move step');
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await step(1);
    await slides();
    await watchAnimate();
    await step(2);
    const r = await p.evaluate((ids) => ids.map((id) => { const g = document.querySelector(`[data-slide="${id}"]`); return { id, same: g.__seen === id, at: g.getAttribute('data-at') }; }), moveStep.moved);
    const animated = await p.evaluate(() => window.__animated);
    for (const x of r) {
      assert(x.same && x.at === moveStep.at[x.id], `element ${x.id} at its new place: ${JSON.stringify(x)}`);
    }
    assert(animated.length === 0, 'no animation: ' + animated);
    await p.emulateMedia({ reducedMotion: 'no-preference' });
  });

  await check('dba-combat: several fights or shots resolved by one action all show their cards at once (live, French)', async () => {
    // Fights are played one by one until a phase holds two or more: then its closing
    // action (end of bound, end of shooting) resolves them all together. First from the
    // recorded position again (two frontal charges on offer: two fights in its first bound);
    // a battle that ends first is followed by a new game (at most four in all).
    await contactGame();
    for (let steps = 0, games = 1; steps < 3000 && !multi; steps++) {
      if (await battleOver()) {
        if (games++ >= 4) break;
        log.push('battle over before several fights at once: a new game');
        await newLocalGame();
      }
      await stepGame(async (kinds, by) => {
        const n = (k) => kinds.filter((x) => x === k).length;
        const close = n('fight') >= 2 && kinds.includes('endBound') ? 'endBound' : n('shoot') >= 2 && kinds.includes('endShoot') ? 'endShoot' : null;
        if (!close) { await act(by(kinds.includes('fight') ? 'fight' : 'shoot')); return true; }
        const pending = n(close === 'endBound' ? 'fight' : 'shoot');
        await act(by(close));
        await p.locator('[data-dba-fight]').first().waitFor({ timeout: 30000 });
        const got = { pending, cards: await cards(), rolls: await lastEntryRolls() };
        // An outcome can leave a later pair with nothing to fight: then look further.
        if (got.cards.length >= 2) multi = got; else log.push(`${pending} pending, ${got.cards.length} card: looking further`);
        return true;
      });
    }
    assert(multi, 'a phase with several fights or shots');
    assert(multi.cards.length === multi.rolls, `one card per roll of the action: ${multi.cards.length} cards, ${multi.rolls} rolls`);
    for (const c of multi.cards) checkCard(c, true);
    log.push(`several at once: ${multi.cards.length} cards for ${multi.pending} pending`);
    await p.locator('[data-dba-result]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(p, 'dba-combat-06-fr-several');
  });

  /** A fresh phone with a recorded game opened from its file, in its replay: `forward`
   *  steps once, `atEnd` says whether the last step is shown. */
  async function openRecorded(locale, file) {
    const Q = await phone(browser, { locale });
    const q = Q.page;
    await q.goto(BASE);
    await q.locator('[data-file-input]').first().setInputFiles(file);
    await q.locator('.stepper').waitFor();
    const count = () => q.locator('.step-count').innerText();
    const forward = async () => {
      const before = await count();
      await q.locator('.stepper button').nth(2).click();
      await q.waitForFunction((b) => document.querySelector('.step-count')?.textContent !== b, before);
    };
    const atEnd = async () => /(\d+)\D+\1\s*$/.test(await count()); // step N of N
    return { Q, q, forward, atEnd };
  }
  /** Opens the recorded game in a fresh phone (its file), replays it and steps forward
   *  to each shooting, then to the last bound's end; checks every card on the way. */
  async function shootingReplay(locale, fr) {
    const { Q, q, forward, atEnd } = await openRecorded(locale, FIXTURE);
    try {
      const seen = [];
      let shots = 0;
      for (let i = 0; i < 120; i++) {
        const cs = await readCards(q);
        if (cs.length) {
          for (const c of cs) checkCard(c, fr);
          seen.push(cs.map((c) => c.kind).join(','));
          const sh = cs.filter((c) => c.kind === 'shoot');
          if (sh.length) {
            shots += sh.length;
            for (const c of sh) assert(/DBA SHO-06/.test(c.headRule) && (fr ? /^Tirs à distance/ : /^Distant shooting/).test(c.head), 'a shooting card: ' + c.head);
            // OUT-02: a shooter beaten by a target not shooting at it ignores it, and the card says so.
            for (const c of sh) if (num(c.a.total) < num(c.b.total)) assert(c.afterRules.some((r) => /DBA OUT-02/.test(r)), 'OUT-02 for the beaten shooter: ' + c.afterRules.join(' / '));
            if (sh.length >= 3) {
              await q.locator('[data-dba-result]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
              await screen(q, `dba-combat-07-${fr ? 'fr' : 'en'}-shooting`);
              log.push(`${locale} shooting cards: ` + sh.map((c) => c.text.replace(/\n/g, ' | ')).join(' // '));
            }
          }
        }
        if (await atEnd()) break;
        await forward();
      }
      assert(shots >= 5, `the shots of the recorded game: ${shots} (${seen.join(' / ')})`);
      // Its last action, the end of a bound, resolved five combats: five cards at once.
      assert(seen[seen.length - 1] === 'combat,combat,combat,combat,combat', 'the five combats of the last bound at once: ' + seen[seen.length - 1]);
    } finally {
      await Q.ctx.close();
    }
  }
  /** An Art's shot (a recorded game, test/e2e/fixtures/dba-art.json: a free army with
   *  three Art, cut after the packet in which one shoots; test/tools/make-dba-fixtures.ts
   *  makes it): its card adds up on both sides, shooter and target named. */
  async function artReplay(locale, fr) {
    const { Q, q, forward, atEnd } = await openRecorded(locale, ART);
    try {
      let art = null;
      for (let i = 0; i < 200 && !art; i++) {
        art = (await readCards(q)).find((c) => c.kind === 'shoot' && /\bArt #/.test(c.names[0] ?? '')) ?? null;
        if (art || (await atEnd())) break;
        await forward();
      }
      assert(art, 'a shooting card whose shooter is an Art');
      checkCard(art, fr);
      assert((fr ? /^Tirs à distance/ : /^Distant shooting/).test(art.head) && /DBA SHO-06/.test(art.headRule), 'a shooting card: ' + art.head);
      await q.locator('[data-dba-result]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await screen(q, `dba-combat-08-${fr ? 'fr' : 'en'}-art`);
      log.push(`${locale} Art shooting card: ` + art.text.replace(/\n/g, ' | '));
    } finally {
      await Q.ctx.close();
    }
  }
  await check('dba-combat: an Art shooting card adds up (CF + TF + die = total, both sides), French (recorded game)', () => artReplay('fr-FR', true));
  await check('dba-combat: an Art shooting card adds up (CF + TF + die = total, both sides), English (recorded game)', () => artReplay('en-GB', false));
  await check('dba-combat: shooting cards (Bw) add up, French (recorded game)', () => shootingReplay('fr-FR', true));
  await check('dba-combat: shooting cards (Bw) add up, English (recorded game)', () => shootingReplay('en-GB', false));
} finally {
  if (summary().failed) await shot(p, 'dba-combat-failure').catch(() => {});
  console.log('  ' + log.join('\n  '));
  console.log('  final status: ' + (await status().catch(() => '?')));
  await browser.close();
  const { passed, failed } = summary();
  console.log(`dba-combat.mjs: ${passed} passed, ${failed} failed, ${Math.round((Date.now() - T0) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}
