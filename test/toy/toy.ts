// "Skirmish": a tiny rule system that exists only to test the platform (never
// shipped in the app). It has what the real systems have that matters to the
// protocol: dice, a decision the non-active seat makes mid-turn, rule IDs in
// refusals, options in the header, and an end.
import { IllegalAction, checkByEnumeration, type Ctx, type LogEvent, type RuleSystem, type Seat, type Waiting } from '../../src/engine/contract';

export interface ToyState {
  turn: number;
  active: Seat;
  phase: 'act' | 'respond';
  hp: number[][];
  used: boolean[][];
  attack: { attacker: number; target: number } | null;
  actionsLeft: number;
  lastTurn: number;
}

export type ToyAction =
  | { kind: 'attack'; attacker: number; target: number }
  | { kind: 'rally'; unit: number }
  | { kind: 'end' }
  | { kind: 'respond'; counter: boolean };

const UNITS = 3;
const MAX_HP = 4;

function alive(s: ToyState, seat: Seat, u: number) { return s.hp[seat][u] > 0; }
function sideDown(s: ToyState, seat: Seat) { return s.hp[seat].every((h) => h <= 0); }

function startTurn(s: ToyState, seat: Seat): void {
  s.active = seat;
  s.phase = 'act';
  s.actionsLeft = 2;
  s.used = [[false, false, false], [false, false, false]];
}

/** TOY-4: the turn passes when the active side has no action left. */
function passIfDone(s: ToyState): void {
  const canAct = s.hp[s.active].some((h, u) => h > 0 && !s.used[s.active][u]);
  if (s.actionsLeft > 0 && canAct) return;
  if (s.active === 1) s.turn++;
  startTurn(s, (1 - s.active) as Seat);
}

export const toy: RuleSystem<ToyState, ToyAction> = {
  id: 'toy',
  rulesVersion: 1,
  name: { en: 'Skirmish (test)', fr: 'Escarmouche (test)' },
  seats: [{ en: 'Blue', fr: 'Bleus' }, { en: 'Orange', fr: 'Orange' }],
  scenarios: [{ id: 'field', name: { en: 'Open field', fr: 'Rase campagne' } }],
  options: [
    {
      id: 'turns', label: { en: 'Length', fr: 'Durée' }, help: { en: 'Game turns before the end (TOY-5).', fr: 'Tours de jeu avant la fin (TOY-5).' },
      rule: 'TOY-5', choices: [{ value: 6, label: { en: '6 turns', fr: '6 tours' } }, { value: 10, label: { en: '10 turns', fr: '10 tours' } }], default: 10,
    },
  ],

  validateConfig(c) {
    if (c.scenario !== 'field') return 'unknown scenario';
    const t = c.options.turns ?? 10;
    return t === 6 || t === 10 ? null : 'turns must be 6 or 10';
  },

  setup(c) {
    const s: ToyState = { turn: 1, active: 0, phase: 'act', hp: [[MAX_HP, MAX_HP, MAX_HP], [MAX_HP, MAX_HP, MAX_HP]], used: [], attack: null, actionsLeft: 2, lastTurn: (c.options.turns as number) ?? 10 };
    startTurn(s, 0);
    return s;
  },

  waitingFor(s): Waiting {
    const over = sideDown(s, 0) || sideDown(s, 1) || s.turn > s.lastTurn;
    if (over) {
      const total = (seat: number) => s.hp[seat].reduce((a, b) => a + Math.max(0, b), 0);
      const d = total(0) - total(1);
      const winner = d > 0 ? 0 : d < 0 ? 1 : null;
      return { kind: 'over', winner, result: winner === null ? { en: 'Draw', fr: 'Match nul' } : { en: `${this.seats[winner].en} win`, fr: `Victoire des ${this.seats[winner].fr}` } };
    }
    return { kind: 'decide', seat: s.phase === 'respond' ? ((1 - s.active) as Seat) : s.active };
  },

  legalActions(s, seat) {
    const w = this.waitingFor(s);
    if (w.kind !== 'decide' || w.seat !== seat) return [];
    if (s.phase === 'respond') return [{ kind: 'respond', counter: false }, { kind: 'respond', counter: true }];
    const out: ToyAction[] = [];
    const foe = (1 - seat) as Seat;
    for (let u = 0; u < UNITS; u++) {
      if (!alive(s, seat, u) || s.used[seat][u]) continue;
      for (let t = 0; t < UNITS; t++) if (alive(s, foe, t)) out.push({ kind: 'attack', attacker: u, target: t });
      if (s.hp[seat][u] < MAX_HP) out.push({ kind: 'rally', unit: u });
    }
    out.push({ kind: 'end' });
    return out;
  },

  check(s, seat, a) {
    return checkByEnumeration(this, s, seat, a, a.kind === 'respond' ? 'TOY-3.1' : a.kind === 'attack' ? 'TOY-2.1' : a.kind === 'rally' ? 'TOY-2.2' : 'TOY-2.3');
  },

  apply(prev, seat, a, ctx: Ctx) {
    const s: ToyState = JSON.parse(JSON.stringify(prev));
    switch (a.kind) {
      case 'attack':
        if (s.used[seat][a.attacker]) throw new IllegalAction('TOY-2.1', 'that unit has already acted this turn');
        s.attack = { attacker: a.attacker, target: a.target };
        s.phase = 'respond';
        return s;
      case 'respond': {
        const at = s.attack!;
        const atk = ctx.dice.d6() + 1;
        const def = ctx.dice.d6() + (a.counter ? 0 : 1);
        const foe = (1 - s.active) as Seat;
        ctx.log({ t: 'combat', rule: 'TOY-3.2', atk, def, counter: a.counter });
        if (atk > def) s.hp[foe][at.target]--;
        else if (def > atk && a.counter) s.hp[s.active][at.attacker] -= 2;
        s.used[s.active][at.attacker] = true;
        s.attack = null;
        s.phase = 'act';
        s.actionsLeft--;
        passIfDone(s);
        return s;
      }
      case 'rally': {
        const roll = ctx.dice.d6();
        ctx.log({ t: 'rally', rule: 'TOY-2.2', roll });
        if (roll >= 4) s.hp[seat][a.unit] = Math.min(MAX_HP, s.hp[seat][a.unit] + 1);
        s.used[seat][a.unit] = true;
        s.actionsLeft--;
        passIfDone(s);
        return s;
      }
      case 'end':
        s.actionsLeft = 0;
        passIfDone(s);
        return s;
    }
  },

  encodeAction(a) {
    switch (a.kind) {
      case 'attack': return [1, a.attacker, a.target];
      case 'rally': return [2, a.unit];
      case 'end': return [3];
      case 'respond': return [4, a.counter ? 1 : 0];
    }
  },

  decodeAction(c) {
    const u = (x: number) => { if (!(x >= 0 && x < UNITS)) throw new Error('bad unit'); return x; };
    if (c[0] === 1 && c.length === 3) return { kind: 'attack', attacker: u(c[1]), target: u(c[2]) };
    if (c[0] === 2 && c.length === 2) return { kind: 'rally', unit: u(c[1]) };
    if (c[0] === 3 && c.length === 1) return { kind: 'end' };
    if (c[0] === 4 && c.length === 2 && (c[1] === 0 || c[1] === 1)) return { kind: 'respond', counter: c[1] === 1 };
    throw new Error('unknown action');
  },

  describeAction(s, a, lang) {
    const fr = lang === 'fr';
    switch (a.kind) {
      case 'attack': return fr ? `l'unité ${a.attacker + 1} attaque l'unité ennemie ${a.target + 1}` : `unit ${a.attacker + 1} attacks enemy unit ${a.target + 1}`;
      case 'rally': return fr ? `ralliement de l'unité ${a.unit + 1}` : `unit ${a.unit + 1} rallies`;
      case 'end': return fr ? 'fin du tour' : 'end of turn';
      case 'respond': return a.counter ? (fr ? 'contre-attaque' : 'counter-attack') : (fr ? 'se protège' : 'brace');
    }
  },

  describeEvent(e: LogEvent, lang) {
    const fr = lang === 'fr';
    if (e.t === 'die') return fr ? `dé ${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`;
    if (e.t === 'combat') return fr ? `attaque ${e.atk} contre défense ${e.def} (${e.rule})` : `attack ${e.atk} (d6+1) against defence ${e.def} (${e.rule})`;
    if (e.t === 'rally') return fr ? `ralliement : ${e.roll} (4+ requis, ${e.rule})` : `rally roll ${e.roll} (4+ needed, ${e.rule})`;
    return e.t;
  },
};
