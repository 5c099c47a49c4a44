// DBA MOV-02 through a waypoint (option mov02) in the table view on a phone (390×844,
// touch), from a recorded position: a device backup (test/e2e/fixtures/dba-waypoint-backup.json,
// made by test/tools/make-dba-fixtures.ts) stopped where the side to play, after its PIP
// roll, has an element with another in front of it, which a straight move may not pass.
//  - English: the rules offer the move round it as a button naming both legs ("160 p aside
//    to the right, then advance … p"); armed, its ghost shows; confirmed, the element
//    stands on its ghost.
//  - French: the player builds it by hand: drags the element one base width aside (armed:
//    a legal move), taps "Continuer d'ici" (the waypoint is drawn, the help says so),
//    drags on ahead; the confirm bar says "par un point de passage"; confirmed, the element
//    stands beyond what was in front of it.
// Screenshots: test-artifacts/screens/dba-waypoint-*.png. Build and serve, then
//   E2E_BASE=http://localhost:4573/ node test/e2e/dba-waypoint.mjs
import { join } from 'node:path';
import { ROOT, assert, check, dbaOpenBackup, dbaSettled, dbaTap, dbaWaitPlayed, launch, screen, shot, summary, touchDrag } from './lib.mjs';

const BACKUP = join(ROOT, 'test', 'e2e', 'fixtures', 'dba-waypoint-backup.json');
const T0 = Date.now();
const browser = await launch();
const log = [];
const pose = (t) => { const [x, y, h] = t.split(',').map(Number); return { x, y, h }; };
const dir = (h, n) => ({ x: Math.cos((h * Math.PI) / 180) * n, y: Math.sin((h * Math.PI) / 180) * n });

/** The first element (from the list of elements with orders) with a waypoint move button; its id and the button. */
async function elementWithWaypoint(p, words) {
  const open = async () => { if (!(await p.locator('details.dba-more').evaluate((d) => d.open))) await dbaTap(p, p.locator('details.dba-more summary')); };
  await open();
  const ids = await p.locator('[data-dba-pick]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dba-pick')));
  for (const id of ids) {
    await open();
    await dbaTap(p, p.locator(`[data-dba-pick="${id}"]`));
    await p.locator(`[data-dba-selected="${id}"]`).waitFor({ timeout: 5000 });
    const btn = p.locator('[data-dba-panel] .dba-acts [data-kind="move"]').filter({ hasText: words }).first();
    if (await btn.count()) return { id: Number(id), btn };
  }
  return null;
}

/** Table point → screen point (CSS px), through the table's own transform. */
const toScreen = (p, x, y) => p.locator('.dba-view svg g[transform^="rotate("]').first().evaluate((g, [x, y]) => {
  const m = g.getScreenCTM();
  const q = new DOMPoint(x, 2400 - y).matrixTransform(m);
  return { x: q.x, y: q.y };
}, [x, y]);

/** Brings element `id` to the middle of the table's view, for a screenshot. */
async function centre(p, id) {
  await p.locator(`[data-el="${id}"]`).evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
  await dbaSettled(p);
}

/** Drags the selected element's handle by the table vector (dx, dy) paces. */
async function dragBy(p, id, from, dx, dy) {
  await dbaSettled(p);
  const a = await toScreen(p, from.x, from.y), b = await toScreen(p, from.x + dx, from.y + dy);
  const hb = await p.locator(`[data-dba-drag="${id}"]`).boundingBox();
  const cx = hb.x + hb.width / 2, cy = hb.y + hb.height / 2;
  await touchDrag(p, cx, cy, cx + (b.x - a.x), cy + (b.y - a.y), 16);
}

async function byButton() {
  const { ctx, page: p } = await dbaOpenBackup(browser, 'en-GB', BACKUP);
  try {
    const found = await elementWithWaypoint(p, /aside to the (left|right), then advance \d+ p/);
    assert(found, 'an element is offered a move round what stands in front of it');
    const text = (await found.btn.textContent()).trim();
    const box = await found.btn.boundingBox();
    assert(box.height >= 44, `the button is a 44 px target (${box.height})`);
    await dbaTap(p, found.btn);
    assert((await found.btn.getAttribute('aria-pressed')) === 'true', 'the first tap arms it');
    const ghost = await p.locator(`[data-ghost-el="${found.id}"]`).first().getAttribute('data-pose');
    assert(ghost, 'its ghost shows where it ends');
    assert(await p.locator('[data-ghost-path="via"]').count(), 'its path is drawn through the waypoint');
    await centre(p, found.id);
    await screen(p, 'dba-waypoint-en-1-armed');
    const before = await p.locator('main').getAttribute('data-played');
    await dbaTap(p, p.locator('[data-dba-confirm]'));
    await dbaWaitPlayed(p, before);
    const now = await p.locator(`[data-el="${found.id}"]`).getAttribute('data-pose');
    assert(now === ghost, `it stands on its ghost: ${now} (ghost ${ghost})`);
    log.push(`en: element ${found.id}, "${text}", now at ${now}`);
    await screen(p, 'dba-waypoint-en-2-done');
  } catch (e) {
    await shot(p, 'dba-waypoint-en-failure').catch(() => {});
    throw e;
  } finally {
    await ctx.close();
  }
}

async function byHand() {
  const { ctx, page: p } = await dbaOpenBackup(browser, 'fr-FR', BACKUP);
  try {
    const found = await elementWithWaypoint(p, /de côté à (gauche|droite), puis avancer de \d+ p/);
    assert(found, 'an element is offered a move round what stands in front of it');
    const text = (await found.btn.textContent()).trim();
    const right = /droite/.test(text);
    const adv = Number(text.match(/avancer de (\d+) p/)[1]);
    await dbaTap(p, p.locator('[data-zoom="2"]'));
    const start = pose(await p.locator(`[data-el="${found.id}"]`).getAttribute('data-pose'));
    // One base width aside (a little more: a finger is not exact), then 80 % of the advance.
    const aside = dir(start.h + (right ? -90 : 90), 165), ahead = dir(start.h, adv * 0.8);
    await dragBy(p, found.id, start, aside.x, aside.y);
    await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 });
    await dbaTap(p, p.locator('[data-dba-waypoint]'));
    await p.locator('[data-dba-waypoint-mark]').waitFor({ timeout: 5000 });
    const help = await p.locator('[data-dba-drag-help]').innerText();
    assert(/Point de passage posé/.test(help), 'the help says the waypoint is set: ' + help);
    await centre(p, found.id);
    await screen(p, 'dba-waypoint-fr-1-waypoint');
    const via = { x: start.x + aside.x, y: start.y + aside.y };
    await dragBy(p, found.id, via, ahead.x, ahead.y);
    await p.locator('[data-dba-confirmbar]').waitFor({ timeout: 5000 }).catch(async (e) => {
      log.push('fr refused: ' + (await p.locator('[data-dba-drag-help]').innerText().catch(() => '?')));
      throw e;
    });
    const bar = await p.locator('[data-dba-confirmbar] p').innerText();
    assert(/par un point de passage/.test(bar), 'the confirm bar names the waypoint: ' + bar);
    await centre(p, found.id);
    await screen(p, 'dba-waypoint-fr-2-armed');
    const before = await p.locator('main').getAttribute('data-played');
    await dbaTap(p, p.locator('[data-dba-confirm]'));
    await dbaWaitPlayed(p, before);
    const now = pose(await p.locator(`[data-el="${found.id}"]`).getAttribute('data-pose'));
    const moved = { x: now.x - start.x, y: now.y - start.y };
    const f = dir(start.h, 1);
    const fwd = moved.x * f.x + moved.y * f.y, side = Math.abs(moved.x * f.y - moved.y * f.x);
    assert(fwd > adv * 0.6 && side > 140 && now.h === start.h, `it went aside and ahead: ${JSON.stringify({ start, now })}`);
    log.push(`fr: element ${found.id}, "${text}", then by hand: ${Math.round(side)} p aside, ${Math.round(fwd)} p ahead; "${bar}"`);
    await screen(p, 'dba-waypoint-fr-3-done');
  } catch (e) {
    await shot(p, 'dba-waypoint-fr-failure').catch(() => {});
    throw e;
  } finally {
    await ctx.close();
  }
}

try {
  await check('dba-waypoint: the rules offer a move round an element in front, through a waypoint; confirmed, it stands on its ghost (English)', byButton);
  await check('dba-waypoint: dragged aside, "Continuer d\'ici", dragged on ahead: one move through a waypoint (French)', byHand);
} finally {
  console.log('  ' + log.join('\n  '));
  await browser.close();
  const { passed, failed } = summary();
  console.log(`dba-waypoint.mjs: ${passed} passed, ${failed} failed, ${Math.round((Date.now() - T0) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}
