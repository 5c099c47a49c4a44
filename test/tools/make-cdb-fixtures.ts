// Makes the recorded Champs de Bataille battle test/e2e/cdb-battle.mjs opens
// (test/e2e/fixtures/):
//   cdb-battle-first.json, cdb-battle-second.json
//                       ONE DEVICE BACKUP PER SEAT (passphrase "tessera-e2e"), each holding only
//                       its own seat's identity (secret key and master seed) and the same game:
//                       the fixed scenario (Hittites against Mycenaeans), instant dice, played by
//                       the bots through real packets up to the start of a player-turn. "first"
//                       is the device of the side to play, "second" the other one's.
//   cdb-battle-plan.json
//                       the two player-turns that follow, as a player plays them through the
//                       board: for each, the dice assignment, the moves (the unit's hex, the hex
//                       tapped, the words of the facing button) and the answers to combat choices
//                       (their words), in English and French; and what the log must then show.
//
// Why a plan can be known in advance: in instant mode a packet's dice come from a stream keyed by
// the game id, the packet's number, its author's reveal and the opponent's last reveal (engine
// README "Dice"). Reveals derive from each seat's master seed, which the backups carry: once the
// backups are written, the dice of every later packet are fixed, whatever the phones' timing or
// their fresh ECDSA signatures. So this tool plays the candidate turns with the very dice the
// phones will have, and keeps a pair in which each side's player-turn has a shooting exchange (a
// shot answered, or both sides shooting) and a mêlée that ends in a recoil, started by a unit
// moved into contact that turn, each turn ending in one packet.
//
// Key pairs are new each run (WebCrypto cannot derive one), so every run makes another battle
// satisfying the same conditions. Run:
//   FIXTURE_ENTRY=test/tools/make-cdb-fixtures.ts node node_modules/vite/bin/vite.js build --config test/tools/fixtures.vite.config.ts --logLevel error
//   node dist-fixtures/make-cdb-fixtures.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameConfig, LogEvent, Seat } from '../../src/engine/contract';
import { replay, type Game, type Progress } from '../../src/engine/game';
import { createIdentity, exportIdentity, type Identity } from '../../src/engine/identity';
import { appendOwn, signTurn, startTurn } from '../../src/engine/session';
import { selfplay } from '../../src/engine/selfplay';
import { sealBackup } from '../../src/engine/vault';
import { newRecord } from '../../src/app/logic';
import { cdb } from '../../src/rules/cdb';
import type { CdbAction } from '../../src/rules/cdb/actions';
import type { CdbState } from '../../src/rules/cdb/state';
import { gridOf } from '../../src/rules/cdb/grid';
import { defaultConfig } from '../../src/cli/systems';
import { BATTLE_OPEN_ID } from '../../src/rules/cdb/scenario';

const OUT = join(process.cwd(), 'test', 'e2e', 'fixtures');
export const PASSPHRASE = 'tessera-e2e';
const NOW = 1_700_000_000_000;

type Words = { en: string; fr: string };
type Step =
  | { k: 'roll' }
  | { k: 'assign'; words: Words }
  | { k: 'move'; from: string; to: string; words: Words }
  | { k: 'end' }
  | { k: 'choose'; words: Words };
interface TurnPlan { seat: Seat; steps: Step[]; shots: Words[]; melee: Words; recoil: Words; packets: number }

/** Why the candidate turns were turned down, counted (printed when a seed gives nothing). */
const reasons: Record<string, number> = {};
const why = (r: string) => { reasons[r] = (reasons[r] ?? 0) + 1; return null; };
const cut = (g: Game, n: number): Game => ({ header: g.header, packets: g.packets.slice(0, n) });
const cap = (t: string) => (t ? t[0].toLocaleUpperCase() + t.slice(1) : t);
const words = (s: CdbState, a: CdbAction): Words => ({ en: cap(cdb.describeAction(s, a, 'en')), fr: cap(cdb.describeAction(s, a, 'fr')) });
const said = (e: LogEvent): Words => ({ en: cdb.describeEvent(e, 'en'), fr: cdb.describeEvent(e, 'fr') });

/** Plays `moves` (then the end of the movement phase and the first answer to each of the mover's
 *  own combat choices) in the packet after `g`; the plan and the packet if the turn has a shooting
 *  exchange and a mêlée ending in a recoil in which a moved unit fought, all in this one packet. */
async function tryTurn(g: Game, p: Progress<CdbState>, id: Identity, assign: number, moves: CdbAction[]) {
  const turn = startTurn(cdb, id, g, p);
  const seat = turn.seat;
  const steps: Step[] = [];
  const play = (a: CdbAction, step: Step) => { steps.push(step); turn.play(a); };
  play({ k: 'roll' }, { k: 'roll' });
  if (turn.state.phase === 'assign') {
    const as = turn.legal().filter((a) => a.k === 'assign');
    const a = as[assign];
    if (!a) return null;
    play(a, { k: 'assign', words: words(turn.state, a) });
  } else if (assign > 0) return null;
  const g2 = gridOf(turn.state);
  for (const m of moves) {
    if (m.k !== 'move') return null;
    const s = turn.state;
    if (cdb.check(s, seat, m) !== null) return null;
    const u = s.units.find((x) => x.id === m.units[0])!;
    const from = g2.label(u.hex);
    // What the board offers at the hex tapped: the legal move of this unit whose plan ends there.
    play(m, { k: 'move', from, to: '', words: words(s, m) });
    const after = turn.state.units.find((x) => x.id === m.units[0]);
    if (!after) return null;
    (steps[steps.length - 1] as { to: string }).to = g2.label(after.hex);
  }
  play({ k: 'end' }, { k: 'end' });
  for (let i = 0; i < 30 && !turn.complete(); i++) {
    const a = turn.legal()[0];
    if (!a || a.k !== 'choose') return why('not a choice');
    play(a, { k: 'choose', words: words(turn.state, a) });
  }
  const s = turn.state;
  if (!turn.complete() || s.phase !== 'ap' || s.active === seat || s.combat) return why('not one packet');
  const events = turn.log.flatMap((e) => e.events);
  const sideOf = new Map(turn.start.units.map((u) => [u.id, u.side]));
  const shots = events.filter((e) => e.t === 'cdb.shot');
  const exchange = shots.some((e) => e.returnFire) || new Set(shots.map((e) => sideOf.get(Number(e.unit)))).size === 2;
  const moved = new Set(moves.map((m) => (m as { units: number[] }).units[0]));
  const melee = events.find((e) => e.t === 'cdb.melee' && Array.isArray(e.results) && (e.results as string[]).includes('recoil') && (moved.has(Number(e.unit)) || moved.has(Number(e.enemy))));
  if (!melee) return why(events.some((e) => e.t === 'cdb.melee') ? 'no recoil' : 'no melee');
  if (!exchange) return why(shots.length ? 'one-sided shots' : 'no shot');
  // The recoil the mêlée ends in (its own line of the log, after the mêlée's).
  const recoil = events.slice(events.indexOf(melee)).find((e) => e.t === 'cdb.recoil');
  if (!recoil) return null;
  if (events.some((e) => e.t === 'gameOver')) return null;
  const packet = await signTurn(id, turn);
  return { plan: { seat, steps, shots: shots.map(said), melee: said(melee), recoil: said(recoil), packets: g.packets.length + 1 } as TurnPlan, packet };
}

const NO_DICE = { dice: { roll: () => 1, d6: () => 1, d10: () => 0 }, log() {} } as never;

/** The board's single-unit moves of `seat` (representatives), each with where its unit ends:
 *  next to an enemy (contact), or a shooter within its range of one (shot). */
function movesOf(s: CdbState, seat: Seat, legal: CdbAction[]): { contact: CdbAction[]; shot: CdbAction[] } {
  const g = gridOf(s);
  const contact: CdbAction[] = [], shot: CdbAction[] = [];
  for (const a of legal) {
    if (a.k !== 'move' || a.units.length !== 1 || a.split !== 0 || cdb.check(s, seat, a) !== null) continue;
    let t: CdbState;
    try { t = cdb.apply(s, seat, a, NO_DICE) as CdbState; } catch { continue; }
    const u = t.units.find((x) => x.id === a.units[0]);
    if (!u) continue;
    const d = Math.min(...t.units.filter((e) => e.side !== seat).map((e) => g.distance(e.hex, u.hex)));
    const range = u.counters[0].range;
    if (d === 1) contact.push(a);
    else if (range !== undefined && d <= range) shot.push(a);
  }
  return { contact, shot };
}

/** The plan of the player-turn in the packet after `g`, if one is found. */
async function findTurn(g: Game, p: Progress<CdbState>, id: Identity) {
  const probe = startTurn(cdb, id, g, p);
  probe.play({ k: 'roll' });
  const assigns = probe.state.phase === 'assign' ? probe.legal().length : 1;
  for (let k = 0; k < Math.min(assigns, 3); k++) {
    const t = startTurn(cdb, id, g, p);
    t.play({ k: 'roll' });
    if (t.state.phase === 'assign') t.play(t.legal()[k]);
    if (t.state.phase !== 'move') continue;
    const { contact, shot } = movesOf(t.state, t.seat, t.legal());
    for (const m of contact) {
      const r = await tryTurn(g, p, id, k, [m]);
      if (r) return r;
    }
    // A shooter brought within range first, then the attack.
    for (const a of shot.slice(0, 12)) {
      for (const m of contact.slice(0, 12)) {
        if ((a as { units: number[] }).units[0] === (m as { units: number[] }).units[0]) continue;
        const r = await tryTurn(g, p, id, k, [a, m]);
        if (r) return r;
      }
    }
  }
  return null;
}

async function main(): Promise<void> {
  const ids = [await createIdentity(), await createIdentity()];
  const cfg = defaultConfig(cdb, BATTLE_OPEN_ID) as unknown as GameConfig;
  for (let seed = 1; seed < 400; seed++) {
    const t0 = Date.now();
    const r = await selfplay(cdb, { config: cfg, diceMode: 'instant', seed, maxPackets: 60, identities: [ids[0], ids[1]] });
    console.log(`seed ${seed}: ${r.game.packets.length} packets in ${Date.now() - t0} ms`);
    const creatorSeat = (seed & 1) as Seat;
    const idOf = (seat: Seat) => (seat === creatorSeat ? ids[0] : ids[1]);
    for (let n = 2; n < r.game.packets.length; n++) {
      const g = cut(r.game, n);
      const p = replay(cdb, g) as Progress<CdbState>;
      const s = p.state;
      // Play begun, nothing hidden (a bot's hide is sealed with a salt the phones cannot open),
      // the start of a player-turn, Bowmen on both sides.
      if (s.setup || s.hidden.length || s.phase !== 'ap' || s.combat || p.waiting.kind !== 'decide' || p.pending) continue;
      if (![0, 1].every((side) => s.units.some((u) => u.side === side && u.counters[0].range !== undefined))) continue;
      const first = await findTurn(g, p, idOf(s.active));
      if (!first) continue;
      const g1 = appendOwn(cdb, g, first.packet, p);
      const p1 = g1.progress as Progress<CdbState>;
      const second = await findTurn(g1.game, p1, idOf(p1.state.active));
      if (!second) { console.log(`seed ${seed}, after packet ${n}: a first turn, no second`); continue; }
      for (const [seat, file] of [[s.active, 'cdb-battle-first.json'], [1 - s.active, 'cdb-battle-second.json']] as [Seat, string][]) {
        const id = idOf(seat);
        const rec = newRecord(cdb, g, p, [seat], id.publicKey, NOW);
        rec.sentUpTo = n;
        const payload = { format: 'tessera-device', version: 1, exported: NOW, current: id.publicKey, identities: [await exportIdentity(id)], games: [rec], drafts: [] };
        writeFileSync(join(OUT, file), await sealBackup(PASSPHRASE, payload, 100_000));
      }
      const plan = { gameId: p.gameId, packets: n, first: first.plan, second: second.plan };
      writeFileSync(join(OUT, 'cdb-battle-plan.json'), JSON.stringify(plan, null, 1) + '\n');
      console.log(`seed ${seed}, after packet ${n}: side ${s.active} then ${p1.state.active}`);
      for (const t of [first.plan, second.plan]) console.log(JSON.stringify(t.steps.map((x) => ('words' in x ? x.words.en : x.k))), '\n  ', t.shots.map((x) => x.en).join('\n   '), '\n  ', t.melee.en, '\n  ', t.recoil.en);
      return;
    }
    console.log(`seed ${seed}: no position in ${r.game.packets.length} packets; turns tried: ${JSON.stringify(reasons)}`);
  }
  throw new Error('no battle with the two turns');
}

await main();
