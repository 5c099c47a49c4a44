// Issue 15: the club sets (corrected values and painted map) travel in the device backup and
// are restored from it, each checked as an imported file is; one already here is kept.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { backupPayload, mergePayload } from '../../src/app/backup';
import { CLUB_SETS_KEY, readClubSets } from '../../src/app/club-sets';
import { OPTIONS } from '../../src/rules/nabis/options';
import { counterFields, exportSet, setValue } from '../../src/views/nabis/counter-values';
import { savedSets } from '../../src/views/nabis/value-sets';
import { device, load } from './helpers';

const store = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => { store.set(k, v); },
  removeItem: (k: string) => { store.delete(k); },
};
const NEW_GAME = Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));
const fields = counterFields(NEW_GAME);
const lyon = exportSet('Club de Lyon', fields, setValue(fields, {}, 'u:Hastati:front:sp', 6), [[516, 1, 0, 0], [517, 1, 0, 0], [915, 0, 1, 0], [1216, 1, 0, 0]]);
const nantes = exportSet('Nantes', fields, setValue(fields, {}, 'u:Velites:back:q', 2));

describe('club sets in the device backup', () => {
  beforeEach(() => store.clear());
  it('the backup carries the sets; a fresh device restores them identically', async () => {
    store.set(CLUB_SETS_KEY.nabis, JSON.stringify({ 'Club de Lyon': lyon, Nantes: nantes }));
    const payload = await backupPayload(await device());
    expect(payload.sets).toEqual({ nabis: { 'Club de Lyon': lyon, Nantes: nantes } });
    store.clear();
    const r = await mergePayload(await device(), JSON.parse(JSON.stringify(payload)), load);
    expect(r.sets).toBe(2);
    expect(readClubSets('nabis')).toEqual({ 'Club de Lyon': lyon, Nantes: nantes });
    const back = savedSets(NEW_GAME);
    expect(back.map((s) => [s.name, Object.keys(s.corrections).length, s.map.length])).toEqual([['Club de Lyon', 1, 4], ['Nantes', 1, 0]]);
  });
  it('a bad set is not restored; a set of the same name already here is kept; no sets: nothing changes', async () => {
    const payload = await backupPayload(await device());
    expect(payload.sets).toBeUndefined();
    const bad = lyon.replace('[516,1,0,0]', '[1004,1,0,0]');
    store.set(CLUB_SETS_KEY.nabis, JSON.stringify({ Nantes: lyon }));
    const r = await mergePayload(await device(), { ...payload, sets: { nabis: { Bad: bad, Nantes: nantes, Lyon: lyon }, other: { x: lyon } } }, load);
    expect(r.sets).toBe(1);
    expect(readClubSets('nabis')).toEqual({ Nantes: lyon, Lyon: lyon });
    const r2 = await mergePayload(await device(), { ...payload, sets: 'nonsense' }, load);
    expect(r2.sets).toBe(0);
  });
});
