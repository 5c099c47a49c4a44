// DBA group moves (MOV-07) through the table view on a phone (390×844, touch), in
// French then English, from a recorded position: a device backup
// (test/e2e/fixtures/dba-groupmoves-backup.json, passphrase "tessera-e2e", made by
// test/tools/make-dba-fixtures.ts) holding a pass-and-play game stopped where the side to
// play, once it has rolled its PIPs (the die is fixed by the recorded secrets), is offered
// a narrowing into a column (reform, MOV-07a/b) and, with another group, a ½ BW sideways
// step to line up with the enemy (shift, MOV-07d).
// For each move: the button's words, its ghost (one per member, the drag handles hidden,
// play zoom), the cost on the confirm bar; once confirmed, every member stands where its
// ghost stood (data-pose on the table), the PIPs went down by that cost, and the formation
// is what the words said (a column one base wide; after the shift, a member in contact).
// Screenshots: test-artifacts/screens/dba-groupmoves-*.png. Build and serve, then
//   E2E_BASE=http://localhost:4573/ node test/e2e/dba-groupmoves.mjs
import { join } from 'node:path';
import { ROOT, assert, check, dbaOpenBackup, dbaSettled, dbaTap, dbaTapElement, dbaWaitPlayed, launch, screen, shot, summary } from './lib.mjs';

const BACKUP = join(ROOT, 'test', 'e2e', 'fixtures', 'dba-groupmoves-backup.json');
const T0 = Date.now();
const browser = await launch();
const log = [];

const pose = (t) => { const [x, y, h] = t.split(',').map(Number); return { x, y, h }; };
const dir = (h) => ({ x: Math.cos((h * Math.PI) / 180), y: Math.sin((h * Math.PI) / 180) });

/** Restores the backup on a fresh phone, opens its game and rolls the PIPs. */
const open = (locale) => dbaOpenBackup(browser, locale, BACKUP);

const pipsLeft = async (p) => Number(await p.locator('[data-dba-status]').getAttribute('data-dba-pips'));

/** The first element (from the list of elements with orders) offering an action of kind k, selected. */
async function elementWith(p, k) {
  if (!(await p.locator('details.dba-more').evaluate((d) => d.open))) await dbaTap(p, p.locator('details.dba-more summary'));
  const ids = await p.locator('[data-dba-pick]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dba-pick')));
  for (const id of ids) {
    if (!(await p.locator('details.dba-more').evaluate((d) => d.open))) await dbaTap(p, p.locator('details.dba-more summary'));
    await dbaTap(p, p.locator(`[data-dba-pick="${id}"]`));
    await p.locator(`[data-dba-selected="${id}"]`).waitFor({ timeout: 5000 });
    if (await p.locator(`[data-dba-panel] .dba-acts [data-kind="${k}"]`).count()) return Number(id);
  }
  return null;
}

/** Arms the first button of kind k under the selected element; checks its ghost and its
 *  words; confirms; checks that the members stand on their ghosts and the PIPs were paid. */
async function groupMove(p, k, words, name) {
  const btn = p.locator(`[data-dba-panel] .dba-acts [data-kind="${k}"]`).first();
  const text = (await btn.textContent()).trim();
  assert(words.test(text), `the ${k} button says what it does: "${text}"`);
  const all = await p.locator(`[data-dba-panel] .dba-acts [data-kind="${k}"]`).allTextContents();
  assert(new Set(all).size === all.length, `no two ${k} buttons alike: ${JSON.stringify(all)}`);
  const box = await btn.boundingBox();
  assert(box.height >= 44 && box.width >= 44, `the ${k} button is a 44 px target (${box.width}×${box.height})`);
  const pips0 = await pipsLeft(p);
  await dbaTap(p, btn);
  assert((await btn.getAttribute('aria-pressed')) === 'true', 'the first tap arms ' + k);
  await p.locator('[data-ghost-el]').first().waitFor({ timeout: 5000 });
  await p.locator('.dba-zoom [data-zoom="1"][aria-pressed="true"]').waitFor({ timeout: 5000 });
  const ghosts = await p.locator('[data-ghost-el]').evaluateAll((gs) => gs.map((g) => ({ id: Number(g.getAttribute('data-ghost-el')), at: g.getAttribute('data-pose') })));
  assert(ghosts.length >= 2, `a ghost for every member of the group: ${JSON.stringify(ghosts)}`);
  assert((await p.locator('[data-dba-manip]').count()) === 0, 'no drag handle over the group\'s ghost');
  const bar = await p.locator('[data-dba-confirmbar] p').innerText();
  const cost = Number((bar.match(/(?:costs|coûte) (\d+) PIP/) ?? [])[1]);
  assert(cost >= 1, `the confirm bar gives the cost: "${bar}"`);
  await dbaSettled(p);
  await screen(p, `dba-groupmoves-${name}`);
  const before = await p.locator('main').getAttribute('data-played');
  await dbaTap(p, p.locator('[data-dba-confirm]'));
  await dbaWaitPlayed(p, before);
  for (const g of ghosts) {
    const now = await p.locator(`[data-el="${g.id}"]`).getAttribute('data-pose');
    assert(now === g.at, `element ${g.id} stands where its ghost stood: ${now} (ghost ${g.at})`);
  }
  assert((await pipsLeft(p)) === pips0 - cost, `${cost} PIP paid: ${pips0} → ${await pipsLeft(p)}`);
  log.push(`${name}: "${text}", ${ghosts.length} members, ${pips0} → ${pips0 - cost} PIPs`);
  return { ghosts: ghosts.map((g) => ({ id: g.id, ...pose(g.at) })), text };
}

/** One base wide: a single heading, and every member but one straight behind another. */
function isColumn(ps) {
  if (ps.some((q) => q.h !== ps[0].h)) return false;
  const f = dir(ps[0].h), r = { x: f.y, y: -f.x };
  const behind = (a, b) => { const dx = b.x - a.x, dy = b.y - a.y; return dx * f.x + dy * f.y > 0 && Math.abs(dx * r.x + dy * r.y) <= 1; };
  return ps.filter((a) => !ps.some((b) => b !== a && behind(a, b))).length === 1;
}

async function play(locale, fr) {
  const { ctx, page: p } = await open(locale);
  try {
    const a = await elementWith(p, 'reform');
    assert(a !== null, 'an element offered to narrow its group into a column');
    const col = await groupMove(p, 'reform', fr ? /^Groupe de \d : (se mettre en colonne|réduire le front à \d éléments) derrière \w+ #\d+(, qui avance de \d+ p)?$/ : /^Group of \d: (form a column|narrow the front to \d bases) behind \w+ #\d+(, which advances \d+ p)?$/, `${fr ? 'fr' : 'en'}-1-reform`);
    if (/colonne|column/.test(col.text)) assert(isColumn(col.ghosts), 'the group now stands in a column: ' + JSON.stringify(col.ghosts));
    await screen(p, `dba-groupmoves-${fr ? 'fr' : 'en'}-2-column`);
    // MOV-07d, where the position allows it (the recorded one does): another group steps sideways.
    const b = await elementWith(p, 'shift');
    assert(b !== null, 'another group offered a sideways step to line up');
    assert(!col.ghosts.some((g) => g.id === b), 'the shift is another group\'s');
    const sh = await groupMove(p, 'shift', fr ? /^Groupe de \d : (avancer de \d+ p, )?se décaler de \d+ p sur sa (droite|gauche) pour s'aligner sur l'ennemi(, avancer de \d+ p)?$/ : /^Group of \d: (advance \d+ p, )?step \d+ p to its (right|left) to line up with the enemy(, advance \d+ p)?$/, `${fr ? 'fr' : 'en'}-3-shift`);
    // Every member moved by the same vector, which has a sideways part of at most ½ BW (40 p).
    const start = sh.ghosts[0];
    assert(sh.ghosts.every((g) => g.h === start.h), 'the group keeps its facing');
    if (/avancer de \d+ p$|advance \d+ p$/.test(sh.text)) {
      // It advanced onto the enemy it lined up with: one of its members is now in contact.
      let touching = false;
      for (const g of sh.ghosts) {
        await dbaTapElement(p, g.id);
        if (/au contact|in contact/.test(await p.locator('[data-dba-panel] .dba-help').first().innerText())) { touching = true; break; }
      }
      assert(touching, 'after lining up and advancing, a member is in contact');
    }
    await screen(p, `dba-groupmoves-${fr ? 'fr' : 'en'}-4-lined-up`);
  } catch (e) {
    await shot(p, `dba-groupmoves-${fr ? 'fr' : 'en'}-failure`).catch(() => {});
    throw e;
  } finally {
    await ctx.close();
  }
}

try {
  await check('dba-groupmoves: a column (MOV-07a/b) and a shift to line up (MOV-07d) through the view, French', () => play('fr-FR', true));
  await check('dba-groupmoves: a column (MOV-07a/b) and a shift to line up (MOV-07d) through the view, English', () => play('en-GB', false));
  await check('dba-groupmoves: the Standing orders card sets the fire orders for free during one\'s bound (DBA §10.3, SHO-08)', async () => {
    const { ctx, page: p } = await open('en-GB');
    try {
      const card = p.locator('[data-standing]');
      await card.scrollIntoViewIfNeeded();
      assert(/Standing orders/.test(await card.locator('h2').innerText()), 'the card is named');
      const pips = await pipsLeft(p);
      const btn = card.locator('[data-standing-action]').first();
      const label = await btn.innerText();
      assert(/Art.*Bw.*El/s.test(label), 'the offered orders name the troop types in order: ' + label);
      await screen(p, 'dba-groupmoves-en-5-orders');
      const before = await p.locator('main').getAttribute('data-played');
      await btn.click();
      await dbaWaitPlayed(p, before);
      const now = await card.innerText();
      assert(/in force/.test(now) && /Art.*Bw.*El/s.test(now), 'the orders in force are shown: ' + now);
      assert((await pipsLeft(p)) === pips, 'setting the orders costs no PIP');
    } finally {
      await ctx.close();
    }
  });
} finally {
  console.log('  ' + log.join('\n  '));
  await browser.close();
  const { passed, failed } = summary();
  console.log(`dba-groupmoves.mjs: ${passed} passed, ${failed} failed, ${Math.round((Date.now() - T0) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}
