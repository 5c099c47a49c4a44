// Leaders of the Battle of Sparta. Known values come from the 6.C example and the
// counter description; the rest are placeholders (G-02), flagged.
import { ph, rb, type Provenance } from './provenance';

export interface LeaderValues { bonus: number; rating: number; radius: number; ma: number }
export interface LeaderDef {
  id: string;
  name: string;
  side: 0 | 1;
  role: 'army' | 'contingent';
  contingent: string;          // '' for an army commander
  front: LeaderValues;
  repl: LeaderValues;          // replacement side (7.6)
  start: number;
  prov: Record<string, Provenance>;
}

const REPL: LeaderValues = { bonus: 0, rating: 2, radius: 3, ma: 3 };
const REPL_PROV = ph('G-02: replacement side; counter description hints MA 3 and "0" (read as bonus 0); rating and radius invented');

export const LEADERS: LeaderDef[] = [
  { id: 'flamininus', name: 'Flamininus', side: 0, role: 'army', contingent: '', front: { bonus: 2, rating: 3, radius: 4, ma: 6 }, repl: REPL, start: 617,
    prov: { bonus: rb('6.C example'), rating: rb('6.C example'), radius: rb('7.2 / counter description'), ma: ph('G-02'), start: rb('13.2.1[BS]') } },
  { id: 'pretor1', name: 'Pretor I', side: 0, role: 'contingent', contingent: 'leg1', front: { bonus: 1, rating: 1, radius: 4, ma: 6 }, repl: REPL, start: 517,
    prov: { bonus: ph('G-02 (counter description example +1)'), rating: rb('6.C example'), radius: ph('G-02: radius 4 matches every starting distance'), ma: ph('G-02'), repl: REPL_PROV, start: rb('13.2.1[BS]') } },
  { id: 'pretor2', name: 'Pretor II', side: 0, role: 'contingent', contingent: 'leg2', front: { bonus: 1, rating: 1, radius: 4, ma: 6 }, repl: REPL, start: 918,
    prov: { bonus: ph('G-02'), rating: rb('6.C example'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL_PROV, start: rb('13.2.1[BS]') } },
  { id: 'pretor3', name: 'Pretor III', side: 0, role: 'contingent', contingent: 'leg3', front: { bonus: 1, rating: 1, radius: 4, ma: 6 }, repl: REPL, start: 215,
    prov: { bonus: ph('G-02'), rating: ph('G-02: probably 1 (6.C example)'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL_PROV, start: rb('13.2.1[BS]') } },
  { id: 'nabis', name: 'Nabis', side: 1, role: 'army', contingent: '', front: { bonus: 0, rating: 0, radius: 4, ma: 6 }, repl: REPL, start: 1005,
    prov: { bonus: rb('6.C example'), rating: rb('6.C example / counter description'), radius: rb('counter description'), ma: ph('G-02'), start: rb('13.2.1[BS]') } },
  { id: 'gorgopas', name: 'Gorgopas', side: 1, role: 'contingent', contingent: 'lace', front: { bonus: 1, rating: 1, radius: 4, ma: 6 }, repl: REPL, start: 209,
    prov: { bonus: ph('G-02'), rating: ph('G-02'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL_PROV, start: rb('13.2.1[BS]') } },
  { id: 'pythagoras', name: 'Pythagoras', side: 1, role: 'contingent', contingent: 'merc', front: { bonus: 1, rating: 2, radius: 4, ma: 6 }, repl: REPL, start: 1211,
    prov: { bonus: ph('G-02'), rating: rb('6.C example'), radius: ph('G-02'), ma: ph('G-02'), repl: REPL_PROV, start: rb('13.2.1[BS]') } },
];

/** "Chef blessé" marker: values missing (G-02). Placeholder: bonus -1 (not below 0), other values unchanged. */
export const WOUNDED_PROV = ph('G-02: wounded marker values invented: bonus -1 (minimum 0), rest unchanged');
