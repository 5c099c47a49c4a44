// The simultaneous deployment's screen (CdB sidebar-200, src/views/cdb/setup.tsx): the corps
// placed by the usual taps into a draft kept on the device (not sent), drawn on the map; one
// seal for the whole; the device reads its sealed deployment back with its own secret (drawn
// while it waits, opened by itself when the rules ask), and no other device can.
import { describe, expect, it } from 'vitest';
import { cdb, type CdbState } from '../../src/rules/cdb';
import { deploymentFromWords, deploymentWords, offeredDeployment, sealAction } from '../../src/rules/cdb/sealed-deployment';
import { defender, deployable, fighting } from '../../src/rules/cdb/setup';
import { saltWords } from '../../src/engine/commitment';
import { viewSecret } from '../../src/engine/session';
import { sha256, toB64, utf8 } from '../../src/engine/bytes';
import { DrawStream } from '../../src/engine/draws';
import { DEPLOY_SALT, draftPosition, isSealedStep, mySealedDeployment, picksOnMap, W } from '../../src/views/cdb/setup';

const secret = viewSecret(toB64(new Uint8Array(32).fill(1)), toB64(new Uint8Array(16).fill(1)));
const other = viewSecret(toB64(new Uint8Array(32).fill(2)), toB64(new Uint8Array(16).fill(2)));
const ctx = () => ({ dice: new DrawStream(sha256(utf8('v'))), log: () => {} });

/** The open battle with the simultaneous deployment, played to the seal by the first legal choice. */
function atSeal(): CdbState {
  let s = cdb.setup({ scenario: 'battle-open', options: { deployment: 'simultaneous' } });
  const dice = new DrawStream(sha256(utf8('cdb sealed view')));
  for (let n = 0; s.setup && s.setup.step !== 'sealDeploy' && n < 40; n++) {
    const w = cdb.waitingFor(s);
    if (w.kind !== 'decide') break;
    s = cdb.apply(s, w.seat, cdb.legalActions(s, w.seat)[0], ctx());
  }
  return s;
}

describe('CdB sidebar-200: the simultaneous deployment on the device', () => {
  const s = atSeal();
  const seat = defender(s);
  const plan = deploymentFromWords(s, seat, offeredDeployment(s, seat)!)!;

  it('the seal and the opening are sealed steps played on the map (the app lists no public-salt action)', () => {
    expect(s.setup!.step).toBe('sealDeploy');
    expect(isSealedStep(s)).toBe(true);
    expect(picksOnMap(s)).toBe(true);
    expect(isSealedStep({ ...s, setup: { ...s.setup!, step: 'openDeploy' } })).toBe(true);
  });

  it('the draft: each corps placed leaves the reserve and is drawn, nothing in the state sent changes; the last leaves nothing to place', () => {
    const one = draftPosition(s, seat, plan.slice(0, 1));
    expect(one.units.length).toBe(s.units.length + plan[0].units.length);
    expect(fighting(one, plan[0].corps)).toEqual([]);
    expect(fighting(s, plan[0].corps).length).toBeGreaterThan(0); // the state itself untouched
    const all = draftPosition(s, seat, plan);
    expect(deployable(all, seat)).toEqual([]);
    expect(deploymentWords(s, seat, plan)).not.toBeNull();
  });

  it('2.7: a counter placed dismounted is drawn in its dismounted form', () => {
    // A corps whose first counter may dismount (as a chariot may), by hand.
    const c = plan[0];
    const st = s.setup!;
    const k = fighting(s, c.corps).find((x) => !x.general)!;
    const t: CdbState = { ...s, setup: { ...st, reserve: { ...st.reserve, [String(c.corps)]: st.reserve[String(c.corps)].map((x) => (x.id === k.id ? { ...x, dismountTo: { type: 'Bd' as const, quality: x.quality } } : x)) } } };
    const at = (q: CdbState) => q.units.flatMap((u) => u.counters).find((x) => x.id === k.id)!;
    expect(at(draftPosition(t, seat, [{ ...c, dismount: [k.id] }])).type).toBe('Bd');
    expect(at(draftPosition(t, seat, [c])).type).toBe(k.type);
  });

  it('sealed with the device\'s secret: read back by this device (drawn while waiting), noise for another', () => {
    const sealed = cdb.apply(s, seat, sealAction(deploymentWords(s, seat, plan)!, saltWords(secret!, DEPLOY_SALT)), ctx());
    expect(mySealedDeployment(sealed, seat, secret!)).toEqual(plan.map((a) => ({ ...a, units: a.units.map((u) => ({ ...u })) })));
    expect(mySealedDeployment(sealed, seat, other!)).toBeNull();
    expect(sealed.units.filter((u) => u.side === seat && u.counters[0].type !== 'Bag')).toEqual([]);
  });

  it('the words a player reads, English and French', () => {
    for (const w of [W.draftDeploy, W.draftDone, W.sealDeploy, W.takeBack, W.startAgain, W.showingDeploy, W.draftTooLong, W.draftPlaceIt]) {
      expect(w.en.length).toBeGreaterThan(3);
      expect(w.fr.length).toBeGreaterThan(3);
      expect(w.fr).not.toBe(w.en);
    }
    expect(W.sealDeploy.fr).toBe('Sceller mon déploiement');
  });
});
