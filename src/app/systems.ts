// The rule systems the app offers: the registry's, plus the test system only in
// a build made with VITE_TEST_SYSTEMS=1 (dead code, dropped, in a normal build).
import { systems, type SystemEntry } from '../rules/registry';
import type { BoardView } from './board-contract';
import type { Sys } from './logic';

export function appSystems(): SystemEntry[] {
  if (import.meta.env.VITE_TEST_SYSTEMS === '1') {
    return [
      ...systems,
      {
        id: 'toy',
        name: { en: 'Skirmish (test)', fr: 'Escarmouche (test)' },
        load: () => import('../../test/toy/toy').then((m) => m.toy as Sys),
      },
    ];
  }
  return systems;
}

export function findEntry(id: string): SystemEntry | undefined {
  return appSystems().find((s) => s.id === id);
}

const loaded = new Map<string, Promise<Sys>>();

/** Loads a rule system once; null when this release does not have it. */
export function loadSystem(id: string): Promise<Sys | null> {
  const e = findEntry(id);
  if (!e) return Promise.resolve(null);
  let p = loaded.get(id);
  if (!p) {
    p = e.load();
    loaded.set(id, p);
  }
  return p;
}

export function loadView(id: string): Promise<BoardView<any, any> | null> {
  const e = findEntry(id);
  return e?.loadView ? e.loadView() : Promise.resolve(null);
}
