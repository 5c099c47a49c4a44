// Every rule system the app and the CLI offer: one line each. Systems load lazily
// so the first screen carries none of them.
import type { RuleSystem, Text } from '../engine/contract';
import type { BoardView } from '../app/board-contract';

export interface SystemEntry {
  id: string;
  name: Text;
  load(): Promise<RuleSystem<any, any>>;
  /** The system's own board; the app falls back to a list of actions without one. */
  loadView?(): Promise<BoardView<any, any>>;
}

export const systems: SystemEntry[] = [
  { id: 'dba', name: { en: 'De Bellis Antiquitatis 2.2', fr: 'De Bellis Antiquitatis 2.2' }, load: () => import('./dba').then((m) => m.dba), loadView: () => import('../views/dba').then((m) => m.view) },
  { id: 'cdb', name: { en: 'Champs de Bataille', fr: 'Champs de Bataille' }, load: () => import('./cdb').then((m) => m.cdb), loadView: () => import('../views/cdb').then((m) => m.view) },
  { id: 'nabis', name: { en: 'Nabis, the Last of the Spartans', fr: 'Nabis, le dernier des Spartiates' }, load: () => import('./nabis').then((m) => m.nabis), loadView: () => import('../views/nabis').then((m) => m.view) },
  { id: 'civbel', name: { en: 'Civitates Bellantes', fr: 'Civitates Bellantes' }, load: () => import('./civbel').then((m) => m.civbel), loadView: () => import('../views/civbel').then((m) => m.view) },
];

export function findSystem(id: string): SystemEntry | undefined {
  return systems.find((s) => s.id === id);
}
