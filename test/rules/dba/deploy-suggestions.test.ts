// The deployment suggestions (the legal list's shortcuts) and the town: DEP-04, GAR-03.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { featurePoly } from '../../../src/rules/dba/terrain';
import { footprint, inside, overlaps } from '../../../src/engine/plane';
import type { DbaAction } from '../../../src/rules/dba/actions';

describe('DBA deployment suggestions', () => {
  it('DBA DEP-04 / GAR-03: no suggestion puts a base into the town by chance; the garrison is offered once, centred', () => {
    const s = dba.setup({ scenario: 'battle', options: {} });
    // A town on the line of the first suggestions (560 p in), owned by the defender (seat 0), whose zone runs along the south edge.
    s.terrain = [{ kind: 'BUA', compulsory: false, p: [640, 530, 320, 320, 0] }];
    s.bua = { owner: 0, controller: 0 } as typeof s.bua;
    s.edge = [0, 2];
    s.phase = 'deployD'; s.active = 0; s.attacker = 1;
    const next = s.els.find((e) => e.side === 0 && e.status === 'reserve' && e.type === 'Sp') ?? s.els.find((e) => e.side === 0)!;
    // Make the spear element the next to deploy.
    for (const e of s.els) if (e.side === 0 && e.id < next.id) { e.status = 'on'; e.x = 1400 + e.id * 10; e.y = 2000; }
    const town = featurePoly(s.terrain[0]);
    const deploys = dba.legalActions(s, 0).filter((a): a is Extract<DbaAction, { k: 'deploy' }> => a.k === 'deploy');
    const inTown = deploys.filter((a) => overlaps(footprint(a, next.w, next.d), town));
    expect(deploys.length).toBeGreaterThan(1);
    expect(inTown.length).toBe(1);
    expect(footprint(inTown[0], next.w, next.d).every((v) => inside(v, town))).toBe(true);
  });
});
