// D25 (spec §10), A.7 [PROPOSED], §6.3: the deployment by commitment and reveal of the
// scenario "great-plains-deploy". Rome seals first, then Carthage; Carthage reveals, then
// Rome; each reveal opens its digest and is a legal deployment, else it is refused with
// its rule. Before a reveal the state holds no pose of the hider.
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent, Seat } from '../../../src/engine/contract';
import { commitWords, openWords, saltWords, sealWords } from '../../../src/engine/commitment';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { deploymentZone, layoutPlan, layoutPoses, planCode, posesCode, PUBLIC_SALT, revealAction, sealLayout, type DeployPlan } from '../../../src/rules/civbel/deploy-choice';
import { DEPLOY_FORMS, formChoices, type DeployForm } from '../../../src/rules/civbel/deploy-formations';
import { checkBattleLine, checkFormation, checkMarchColumn } from '../../../src/rules/civbel/posed-formations';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';
import { JT } from '../../../src/rules/civbel/data/scale';
import { describeRefusal } from '../../../src/rules/civbel/refusal-words';
import type { Pose } from '../../../src/rules/civbel/deployment';

const CFG = { scenario: 'great-plains-deploy', options: {} };
const ctx = (): Ctx & { events: LogEvent[] } => { const events: LogEvent[] = []; return { events, dice: { roll: () => 3, d6: () => 3, d10: () => 3 }, log: (e) => events.push(e) }; };
const SALT0 = saltWords(new Uint8Array(16).fill(7), 'deploy');
const SALT1 = saltWords(new Uint8Array(16).fill(9), 'deploy');
const seal = (poses: Pose[], salt: number[]): CivAction => ({ k: 'sealDeployment', digest: commitWords(posesCode(poses), salt) });
const reveal = (poses: Pose[], salt: number[]): CivAction => ({ k: 'revealDeployment', salt, poses: posesCode(poses) });
const act = (s: CivGame, seat: Seat, a: CivAction) => civbel.apply(s, seat, a, ctx());
const refusal = (s: CivGame, seat: Seat, a: CivAction) => civbel.check!(s, seat, a);

/** Rome's row moved 2 JT and 40 plane units to the right: off the placeholders' ½ JT grid. */
const SHIFT = 2 * JT + 40;
const romeMoved = (): Pose[] => layoutPoses({}, 0, 'row').map((p) => ({ ...p, x: p.x + SHIFT }));
const carthage = (): Pose[] => layoutPoses({}, 1, 'refused');

/** Both sealed: Rome with `rome` (salt SALT0), Carthage with the refused wing (SALT1). */
function bothSealed(rome: Pose[] = romeMoved()): CivGame {
  let s = civbel.setup(CFG);
  s = act(s, 0, seal(rome, SALT0));
  return act(s, 1, seal(carthage(), SALT1));
}

describe('D25 deployment by commitment and reveal (A.7)', () => {
  it('starts in the deployment step; Rome seals, then Carthage; Carthage reveals, then Rome; then the CP ratings', () => {
    let s = civbel.setup(CFG);
    expect(s.phase).toBe('deploy');
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(refusal(s, 1, seal(carthage(), SALT1))?.rule).toBe('SEQ-03');
    // No reveal before both have sealed.
    expect(refusal(s, 0, reveal(romeMoved(), SALT0))).toMatchObject({ rule: 'A.7', message: 'a deployment is revealed once both players have sealed theirs' });
    s = act(s, 0, seal(romeMoved(), SALT0));
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    expect(refusal(s, 1, reveal(carthage(), SALT1))?.rule).toBe('A.7');
    s = act(s, 1, seal(carthage(), SALT1));
    expect(refusal(s, 1, seal(carthage(), SALT1))).toMatchObject({ rule: 'A.7', message: 'each player seals his deployment once, before the battle' });
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    s = act(s, 1, reveal(carthage(), SALT1));
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    s = act(s, 0, reveal(romeMoved(), SALT0));
    expect(s.phase).toBe('ratings');
    expect(s.deploy).toBeUndefined();
    expect(civbel.invariants!(s)).toEqual([]);
    // The revealed poses are where the units stand.
    const legio1 = s.units.find((u) => u.id === 'legio1')!;
    expect(legio1.stands[0].x).toBe(layoutPoses({}, 0, 'row')[0].x + SHIFT - (3 * JT + JT) / 2 + JT / 2);
    // CMD-03 after the reveal (A.7): the ratings roll then starts Turn 1.
    s = act(s, 0, { k: 'roll' });
    expect(s.phase).toBe('command');
  });

  it('the opponent\'s state before the reveal holds no pose of the hider', () => {
    const hidden = romeMoved();
    let s = civbel.setup(CFG);
    const placeholder = JSON.stringify(s.units.filter((u) => u.side === 0));
    s = act(s, 0, seal(hidden, SALT0));
    s = act(s, 1, seal(carthage(), SALT1));
    s = act(s, 1, reveal(carthage(), SALT1));
    // Rome's units still stand at the public placeholders, and no hidden x appears anywhere.
    expect(JSON.stringify(s.units.filter((u) => u.side === 0))).toBe(placeholder);
    const xs = new Set(s.units.flatMap((u) => u.stands.map((st) => st.x)));
    for (const p of hidden) expect(xs.has(p.x) || xs.has(p.x - JT / 2)).toBe(false);
    expect(s.deploy!.digests[0]).toHaveLength(16);
  });

  it('refuses a reveal that does not open the digest (A.7)', () => {
    const s = bothSealed();
    const other = layoutPoses({}, 1, 'row');
    expect(refusal(s, 1, reveal(other, SALT1))).toMatchObject({ rule: 'A.7', message: 'this is not the deployment that was sealed' });
    expect(refusal(s, 1, reveal(carthage(), SALT0))?.message).toBe('this is not the deployment that was sealed');
    expect(refusal(s, 1, reveal(carthage(), SALT1))).toBeNull();
  });

  it('refuses a unit outside the zone (A.7, §6.3 width and depth)', () => {
    const deep = romeMoved(); deep[0] = { ...deep[0], y: deep[0].y + JT }; // 1 JT beyond the zone's front edge
    let s = bothSealed(deep);
    s = act(s, 1, reveal(carthage(), SALT1));
    const r = refusal(s, 0, reveal(deep, SALT0))!;
    expect(r).toMatchObject({ rule: 'A.7', message: 'Legion I is outside the deployment zone.' });
    expect(describeRefusal(s, r, 'fr')).toMatch(/Légion I est hors de la zone de déploiement.*Déploiement/);
    // Too far to the side: the zone is 33 JT wide, centred (6 JT in from each short edge).
    const wide = romeMoved(); wide[0] = { ...wide[0], x: deploymentZone(0).x0 + JT / 2 };
    s = act(bothSealed(wide), 1, reveal(carthage(), SALT1));
    expect(refusal(s, 0, reveal(wide, SALT0))?.message).toBe('Legion I is outside the deployment zone.');
    // Legion I (4 JT wide) with its left edge on the zone's edge, 6 JT in from the table's: accepted.
    expect(deploymentZone(0).x0).toBe(6 * JT);
    const edge = romeMoved(); edge[0] = { ...edge[0], x: deploymentZone(0).x0 + 2 * JT };
    s = act(bothSealed(edge), 1, reveal(carthage(), SALT1));
    expect(refusal(s, 0, reveal(edge, SALT0))).toBeNull();
  });

  it('refuses overlapping units (A.7)', () => {
    const p = romeMoved(); p[1] = { ...p[1], x: p[0].x + JT };
    const s = act(bothSealed(p), 1, reveal(carthage(), SALT1));
    expect(refusal(s, 0, reveal(p, SALT0))).toMatchObject({ rule: 'A.7', message: 'Legion I overlaps Velites I.' });
  });

  it('refuses a deployment with a unit missing (A.7)', () => {
    const p = romeMoved().slice(0, -1);
    const s = act(bothSealed(p), 1, reveal(carthage(), SALT1));
    const r = refusal(s, 0, reveal(p, SALT0))!;
    expect(r).toMatchObject({ rule: 'A.7', message: 'a deployment places each of your 6 units' });
    expect(describeRefusal(s, r, 'en')).toBe('a deployment places each of your 6 units (provisional rule: Deployment)');
  });

  it('offers the bots four layouts with the public salt, each legal, and the reveal that opens the digest', () => {
    let s = civbel.setup(CFG);
    const seals = civbel.legalActions(s, 0);
    expect(seals).toEqual((['row', 'shifted', 'refused', 'deep'] as const).map((l) => sealLayout({}, 0, l)));
    s = act(s, 0, seals[1]);
    s = act(s, 1, civbel.legalActions(s, 1)[2]);
    const [r1] = civbel.legalActions(s, 1);
    expect(r1).toEqual({ k: 'revealDeployment', salt: PUBLIC_SALT, poses: posesCode(layoutPoses({}, 1, 'refused')) });
    s = act(s, 1, r1);
    const [r0] = civbel.legalActions(s, 0);
    expect(r0).toEqual({ k: 'revealDeployment', salt: PUBLIC_SALT, poses: posesCode(layoutPoses({}, 0, 'shifted')) });
    s = act(s, 0, r0);
    expect(civbel.invariants!(s)).toEqual([]);
    for (const side of [0, 1] as Seat[]) for (const l of ['row', 'shifted', 'refused', 'deep'] as const) {
      const t = act(act(civbel.setup(CFG), 0, sealLayout({}, 0, side === 0 ? l : 'row')), 1, sealLayout({}, 1, side === 1 ? l : 'row'));
      const q = act(t, 1, revealAction(layoutPlan({}, 1, side === 1 ? l : 'row'), PUBLIC_SALT));
      const last = revealAction(layoutPlan({}, 0, side === 0 ? l : 'row'), PUBLIC_SALT);
      expect(refusal(q, 0, last)).toBeNull();
      expect(civbel.invariants!(act(q, 0, last))).toEqual([]);
    }
  });

  it('codes seals and reveals as bounded integers; decode throws on malformed codes', () => {
    const a = reveal(carthage(), SALT1), b = seal(carthage(), SALT1);
    for (const x of [a, b]) expect(civbel.decodeAction(civbel.encodeAction(x))).toEqual(x);
    const code = civbel.encodeAction(a);
    // The reveal of Carthage's 8 units: 1 + 8 + 1 + 24 integers.
    expect(code).toHaveLength(34);
    expect(() => civbel.decodeAction(code.slice(0, -1))).toThrow(/too short/);
    expect(() => civbel.decodeAction([...code, 0])).toThrow(/trailing/);
    expect(() => civbel.decodeAction([9, ...SALT1, 33])).toThrow(/count out of range/);
    const badHeading = [...code]; badHeading[12] = 360;
    expect(() => civbel.decodeAction(badHeading)).toThrow(/heading out of range/);
    expect(() => civbel.decodeAction([8, ...Array(16).fill(0x10000)])).toThrow(/digest out of range/);
    expect(() => civbel.decodeAction(Array(500).fill(0))).toThrow(/bad length/);
  });

  it('the fixed scenario is unchanged: no deployment step', () => {
    const s = civbel.setup({ scenario: 'great-plains', options: {} });
    expect(s.phase).toBe('ratings');
    expect('deploy' in s).toBe(false);
  });
});

describe('D25: the sealed poses boxed for the sealing device (engine/commitment.ts sealWords)', () => {
  it('travel with the seal (codec 10), sit in the state as noise, and open with the sealer\'s salt only', () => {
    const code = posesCode(romeMoved());
    const a: CivAction = { k: 'sealDeployment', digest: commitWords(code, SALT0), box: sealWords(code, SALT0) };
    expect(civbel.decodeAction(civbel.encodeAction(a))).toEqual(a);
    const s = act(civbel.setup(CFG), 0, a);
    const box = s.deploy!.boxes![0];
    expect(box).not.toEqual(code);
    expect(openWords(box, SALT0)).toEqual(code);
    expect(openWords(box, SALT1)).not.toEqual(code);
    // The poses themselves are in no state before the reveal.
    expect(JSON.stringify(s)).not.toContain(code.slice(0, 6).join(','));
    const bad = civbel.encodeAction(a); bad[17] = 97; // more boxed words than 32 units' poses
    expect(() => civbel.decodeAction(bad)).toThrow();
  });
});

// The second form of the reveal: each unit's formation and each leader's place chosen.
const sealPlan = (p: DeployPlan, salt: number[]): CivAction => ({ k: 'sealDeployment', digest: commitWords(planCode(p), salt) });
/** Carthage revealed (refused wing), Rome sealed `rome` with SALT0: the state where Rome reveals. */
function romeToReveal(rome: DeployPlan): CivGame {
  let s = civbel.setup(CFG);
  s = act(s, 0, sealPlan(rome, SALT0));
  s = act(s, 1, seal(carthage(), SALT1));
  return act(s, 1, reveal(carthage(), SALT1));
}
const deep = (side: Seat) => layoutPlan({}, side, 'deep');
const withForm = (p: DeployPlan, unit: number, f: DeployForm): DeployPlan => ({ ...p, forms: p.forms!.map((x, i) => (i === unit ? f : x)) });

describe('D25 with formations and leaders chosen at deployment (FRM-02, FRM-04..06, ORG-18, CMD-08, A.7)', () => {
  it('FRM-02, FRM-04, FRM-05, ORG-18: each unit is offered the formations its troops may take', () => {
    const rome = new Map(GREAT_PLAINS_ROME.units.map((u) => [u.id, formChoices(u, GREAT_PLAINS_ROME)]));
    const carthage = new Map(GREAT_PLAINS_CARTHAGE.units.map((u) => [u.id, formChoices(u, GREAT_PLAINS_CARTHAGE)]));
    expect(rome.get('legio1')).toEqual(['listed', 'column']); // FRM-07: a Legion in Acies, or FRM-06: its Column of one file per line
    expect(rome.get('velites1')).toEqual(['listed', 'unformed']); // FRM-02: skirmishers are always unformed
    expect(rome.get('italians')).toEqual(['listed', 'line1', 'line2', 'column', 'unformed']); // Heavy Cavalry may be unformed; 3 stands: no 3-deep Line (FRM-04)
    expect(carthage.get('celtA')).toEqual(['listed', 'line1', 'line2', 'column', 'wedge']); // ORG-18: Celtiberian shock infantry form Wedge
    expect(carthage.get('carthFoot')).toEqual(['listed', 'line1', 'line2', 'column']); // spearmen: no Wedge, never unformed by choice
  });

  it('the deep layout puts formable units two ranks deep and attaches the commanders; the state holds them so', () => {
    const plan = deep(0);
    let s = romeToReveal(plan);
    expect(refusal(s, 0, revealAction(plan, SALT0))).toBeNull();
    const ctx0 = ctx();
    s = civbel.apply(s, 0, revealAction(plan, SALT0), ctx0);
    expect(civbel.describeEvent(ctx0.events.find((e) => e.t === 'deploymentRevealed')!, 'en')).toBe('Rome reveals its deployment: 6 units in place, formations and leaders as its player chose (provisional rule: Deployment)');
    const italians = s.units.find((u) => u.id === 'italians')!;
    expect(italians.formation).toBe('line');
    expect(checkFormation(italians).ok).toBe(true);
    // Two ranks: the rear stand directly behind the front ones (FRM-04, even ranks, shortfall at the rear).
    const ys = [...new Set(italians.stands.map((st) => st.y))];
    expect(ys).toHaveLength(2);
    // The front rank's front edge stands on the pose.
    const pose = plan.poses[GREAT_PLAINS_ROME.units.findIndex((u) => u.id === 'italians')];
    expect(Math.max(...ys)).toBe(pose.y);
    // CMD-08: each Commander attached to the first unit of his command; the General on his own.
    const lead = (id: string) => s.leaders.find((l) => l.id === id)!;
    expect(lead('r1c').attachedTo).toBe('legio1');
    expect(lead('laelius').attachedTo).toBe('italians');
    expect(lead('scipio').attachedTo).toBeNull();
    expect(civbel.invariants!(s)).toEqual([]);
  });

  it('FRM-06 Column and FRM-05 Wedge deploy in their shapes; a March Column and a Battle Line follow from where units stand (FRM-22, FRM-23)', () => {
    const base = deep(1);
    const a = GREAT_PLAINS_CARTHAGE.units.findIndex((u) => u.id === 'celtA'), b = GREAT_PLAINS_CARTHAGE.units.findIndex((u) => u.id === 'celtB');
    const wedge = withForm(withForm(base, a, 'wedge'), b, 'line2');
    // Two stands wide now: Celtiberians B closes up to ½ JT beside A (FRM-22 reads "continuous" as within 1 JT).
    const dir = Math.sign(base.poses[b].x - base.poses[a].x);
    wedge.poses = wedge.poses.map((p, i) => (i === b ? { ...p, x: base.poses[a].x + dir * (2 * JT + JT / 2) } : p));
    let s = civbel.setup(CFG);
    s = act(s, 0, sealLayout({}, 0, 'row'));
    s = act(s, 1, sealPlan(wedge, SALT1));
    expect(refusal(s, 1, revealAction(wedge, SALT1))).toBeNull();
    s = act(s, 1, revealAction(wedge, SALT1));
    const celtA = s.units.find((u) => u.id === 'celtA')!, celtB = s.units.find((u) => u.id === 'celtB')!;
    expect([celtA.formation, checkFormation(celtA).ok]).toEqual(['wedge', true]);
    expect(checkBattleLine([celtA, celtB]).ok).toBe(true); // side by side, ½ JT apart (FRM-22)
    // Two units in Column one behind the other make a March Column.
    // Two Columns facing along the table, 3 JT inside the zone, B ¼ JT behind A's last stand.
    const col = withForm(withForm(base, a, 'column'), b, 'column');
    const y = 27 * JT, x = 18 * JT;
    col.poses = col.poses.map((p, i) => (i === a ? { x, y, h: 180 } : i === b ? { x: x + 4 * JT + JT / 4, y, h: 180 } : p));
    col.leaders = col.leaders!.map((l) => ({ ...l, attach: -1 }));
    let t = civbel.setup(CFG);
    t = act(t, 0, sealLayout({}, 0, 'row'));
    t = act(t, 1, sealPlan(col, SALT1));
    expect(refusal(t, 1, revealAction(col, SALT1))).toBeNull();
    t = act(t, 1, revealAction(col, SALT1));
    const ca = t.units.find((u) => u.id === 'celtA')!, cb = t.units.find((u) => u.id === 'celtB')!;
    expect([ca.formation, cb.formation]).toEqual(['column', 'column']);
    expect(checkMarchColumn([ca, cb]).ok).toBe(true);
  });

  it('refuses a formation the troops may not take, with its rule (FRM-02, FRM-04, FRM-05, FRM-07)', () => {
    const idx = (id: string) => GREAT_PLAINS_ROME.units.findIndex((u) => u.id === id);
    const cases: [string, DeployForm, string][] = [['velites1', 'line1', 'FRM-02'], ['italians', 'line3', 'FRM-04'], ['italians', 'wedge', 'FRM-05'], ['legio1', 'line2', 'FRM-07']];
    for (const [id, f, rule] of cases) {
      const p = withForm(deep(0), idx(id), f);
      const s = romeToReveal(p);
      const r = refusal(s, 0, revealAction(p, SALT0));
      expect(r?.rule, `${id} ${f}`).toBe(rule);
      expect(describeRefusal(s, r!, 'fr')).not.toMatch(/ is | may | deploys /);
    }
  });

  it('CMD-08: an attached leader stands within 1 JT of his unit; A.7: leaders inside the zone; one place per leader', () => {
    const far = deep(0);
    far.leaders = far.leaders!.map((l, i) => (i === 1 ? { ...l, y: l.y - 2 * JT } : l)); // 2 JT further back, still attached
    let s = romeToReveal(far);
    expect(refusal(s, 0, revealAction(far, SALT0))).toMatchObject({ rule: 'CMD-08', message: 'First legate is attached to Legion I but stands more than 1 javelin throw from it.' });
    const loose = { ...far, leaders: far.leaders!.map((l, i) => (i === 1 ? { ...l, attach: -1 } : l)) };
    s = romeToReveal(loose);
    expect(refusal(s, 0, revealAction(loose, SALT0))).toBeNull(); // on his own, he may stand anywhere in the zone
    const out = { ...loose, leaders: loose.leaders!.map((l, i) => (i === 1 ? { ...l, x: deploymentZone(0).x0 - JT } : l)) };
    s = romeToReveal(out);
    expect(refusal(s, 0, revealAction(out, SALT0))).toMatchObject({ rule: 'A.7', message: 'First legate is outside the deployment zone.' });
    const short = { ...loose, leaders: loose.leaders!.slice(1) };
    s = romeToReveal(short);
    expect(refusal(s, 0, revealAction(short, SALT0))?.message).toBe('a deployment places each of your 5 leaders');
  });

  it('codes the second form of the reveal as bounded integers and back; the first form keeps its code', () => {
    const a = revealAction(deep(1), SALT1);
    const code = civbel.encodeAction(a);
    expect(code[0]).toBe(11);
    expect(civbel.decodeAction(code)).toEqual(a);
    expect(civbel.encodeAction(reveal(carthage(), SALT1))[0]).toBe(9);
    const bad = [...code]; bad[1 + 8 + 1 + 3] = DEPLOY_FORMS.length; // the first unit's formation out of range
    expect(() => civbel.decodeAction(bad)).toThrow();
  });
});
