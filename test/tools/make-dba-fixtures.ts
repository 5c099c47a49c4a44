// Makes the recorded DBA games the browser tests open (test/e2e/fixtures/):
//   dba-art.json        a free army with three Art against the Achaians, bot against bot
//                       (local dice), cut just after the packet in which an Art shoots
//                       (dba-combat.mjs checks that shot's card);
//   dba-groupmoves-backup.json
//                       a device backup (passphrase "tessera-e2e") holding one identity and
//                       a pass-and-play game (local dice) stopped where the side to play will,
//                       after its PIP roll, be offered a MOV-07 narrowing into a column
//                       (reform) and, with another group, a ½ BW shift to line up
//                       (shift, MOV-07d), and have the PIPs for both (dba-groupmoves.mjs);
//   dba-waypoint-backup.json
//                       the same kind of backup, stopped where the side to play may take an
//                       element round another one in front of it through a waypoint (MOV-02,
//                       option mov02), which a straight move may not (dba-waypoint.mjs);
//   dba-contact-backup.json
//                       the same kind of backup of a battle in the default set-up (the armies
//                       and options a new game has, mov04 among them), stopped before any fight
//                       or shot, where the side to play, after its PIP roll, may move two
//                       elements into frontal contact with two enemies (dba-combat.mjs plays
//                       its first fight from there, whatever the bots did before).
// Key pairs are new each run (WebCrypto cannot derive one), so every run makes other games
// satisfying the same conditions. Run:
//   node node_modules/vite/bin/vite.js build --config test/tools/fixtures.vite.config.ts --logLevel error
//   node dist-fixtures/make-dba-fixtures.mjs [art|groups|waypoint|contact]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx, GameConfig, LogEvent } from '../../src/engine/contract';
import { replay, type Game } from '../../src/engine/game';
import { createIdentity, exportIdentity } from '../../src/engine/identity';
import { gameFileText } from '../../src/engine/link';
import { selfplay } from '../../src/engine/selfplay';
import { sealBackup } from '../../src/engine/vault';
import { newRecord } from '../../src/app/logic';
import { dba } from '../../src/rules/dba';
import { defaultConfig } from '../../src/cli/systems';
import type { DbaAction } from '../../src/rules/dba/actions';
import type { DbaState } from '../../src/rules/dba/state';

const OUT = join(process.cwd(), 'test', 'e2e', 'fixtures');
export const PASSPHRASE = 'tessera-e2e';

function config(free: string[]): GameConfig {
  const c = defaultConfig(dba, 'battle');
  return { ...c, options: { ...c.options, ag0: 2, army0: 'free', army1: 'I/26a', free0: free, topo0: 'ARABLE' } } as unknown as GameConfig;
}

const cut = (g: Game, n: number): Game => ({ header: g.header, packets: g.packets.slice(0, n) });

async function artGame(): Promise<void> {
  const cfg = config(['3Kn', '3Cv', '3Cv', '2LH', '4Bw', 'Art', 'Art', 'Art', '4Bd', '4Bd', '2Ps', '4Sp']);
  for (let seed = 1; seed < 200; seed++) {
    const r = await selfplay(dba, { config: cfg, diceMode: 'local', seed, maxPackets: 40 });
    const final = r.progress.state as DbaState;
    const artIds = new Set(final.els.filter((e) => e.type === 'Art').map((e) => e.id));
    const shot = r.progress.log.find((e) => e.events.some((ev: LogEvent) => ev.t === 'shoot' && artIds.has(Number(ev.shooter))));
    if (!shot) { console.log(`art: seed ${seed}, no Art shot in ${r.game.packets.length} packets`); continue; }
    const g = cut(r.game, shot.seq);
    writeFileSync(join(OUT, 'dba-art.json'), gameFileText(g));
    console.log(`art: seed ${seed}: an Art shoots in packet ${shot.seq}; ${g.packets.length} packets written to dba-art.json`);
    return;
  }
  throw new Error('no game with an Art shooting');
}

const recorded = (v: number) => ({ roll: () => v, d6: () => v, d10: () => v });

/** After packet n: the side to play rolls its PIPs (the value packet n+1 recorded) and may
 *  then narrow a group into a column and shift another to line up, paying for both. */
function groupsAt(g: Game, full: ReturnType<typeof replay>, n: number): { reform: DbaAction; shift: DbaAction; pips: number } | null {
  const p = replay(dba, cut(g, n));
  const s = p.state as DbaState;
  if (s.phase !== 'pips' || p.waiting.kind !== 'decide') return null;
  const seat = s.active;
  const roll = full.log.find((e) => e.seq === n + 1 && e.events.some((ev) => ev.t === 'pips'));
  const pips = Number(roll?.events.find((ev) => ev.t === 'pips')?.pips ?? 0);
  if (pips < 3) return null;
  const ctx: Ctx = { dice: recorded(pips), log() {} } as unknown as Ctx;
  const m = dba.apply(s, seat, { k: 'pips' }, ctx);
  const legal = dba.legalActions(m, seat);
  for (const reform of legal.filter((a) => a.k === 'reform')) {
    let after: DbaState;
    try { after = dba.apply(m, seat, reform, { dice: recorded(6), log() {} } as unknown as Ctx); } catch { continue; }
    const ids = new Set((reform as { ids: number[] }).ids);
    const shift = dba.legalActions(after, seat).find((a) => a.k === 'shift' && !a.ids.some((id) => ids.has(id)));
    if (shift) return { reform, shift, pips };
  }
  return null;
}

async function groupsGame(): Promise<void> {
  const cfg = config(['3Kn', '3Cv', '3Cv', '2LH', '4Bw', '4Bw', '4Bw', 'Art', '4Bd', '4Bd', '2Ps', '4Sp']);
  const id = await createIdentity();
  for (let seed = 1; seed < 200; seed++) {
    const r = await selfplay(dba, { config: cfg, diceMode: 'local', seed, maxPackets: 40, identities: [id, id] });
    const full = replay(dba, r.game);
    for (let n = 4; n < r.game.packets.length; n++) {
      const found = groupsAt(r.game, full, n);
      if (!found) continue;
      const g = cut(r.game, n);
      const progress = replay(dba, g);
      const rec = newRecord(dba, g, progress, [0, 1], id.publicKey, 1_700_000_000_000);
      const payload = { format: 'tessera-device', version: 1, exported: 1_700_000_000_000, current: id.publicKey, identities: [await exportIdentity(id)], games: [rec], drafts: [] };
      writeFileSync(join(OUT, 'dba-groupmoves-backup.json'), await sealBackup(PASSPHRASE, payload, 100_000));
      console.log(`groups: seed ${seed}, after packet ${n}: side ${(progress.state as DbaState).active} rolls ${found.pips} PIPs; ${JSON.stringify(found.reform)} then ${JSON.stringify(found.shift)}`);
      return;
    }
    console.log(`groups: seed ${seed}: no position in ${r.game.packets.length} packets`);
  }
  throw new Error('no position with both group moves');
}

/** After packet n: the side to play, once it has rolled its PIPs (at least 2), has an element
 *  with another element in front of it that it may go round through a waypoint (MOV-02,
 *  option mov02), one base width aside and then ahead; the straight move there is refused. */
function waypointAt(g: Game, full: ReturnType<typeof replay>, n: number): { move: DbaAction; pips: number } | null {
  const p = replay(dba, cut(g, n));
  const s = p.state as DbaState;
  if (s.phase !== 'pips' || p.waiting.kind !== 'decide' || s.opt.mov02 !== 'waypoint') return null;
  const seat = s.active;
  const roll = full.log.find((e) => e.seq === n + 1 && e.events.some((ev) => ev.t === 'pips'));
  const pips = Number(roll?.events.find((ev) => ev.t === 'pips')?.pips ?? 0);
  if (pips < 2) return null;
  const m = dba.apply(s, seat, { k: 'pips' }, { dice: recorded(pips), log() {} } as unknown as Ctx);
  for (const a of dba.legalActions(m, seat)) {
    if (a.k !== 'move' || !a.via) continue;
    const straight = { k: 'move' as const, id: a.id, x: a.x, y: a.y, h: a.h };
    const e = m.els.find((x) => x.id === a.id)!;
    // A finger is not exact: leave room. The browser test drags 165 p aside (not 160),
    // then 80 % of the advance; that must be legal too.
    const aside = { x: Math.round(e.x + ((a.via.x - e.x) * 165) / 160), y: Math.round(e.y + ((a.via.y - e.y) * 165) / 160) };
    const loose = { ...a, via: { ...a.via, ...aside }, x: Math.round(aside.x + (a.x - a.via.x) * 0.8), y: Math.round(aside.y + (a.y - a.via.y) * 0.8) };
    if (dba.check(m, seat, straight) !== null && dba.check(m, seat, loose) === null && e.h % 90 === 0) return { move: a, pips };
  }
  return null;
}

async function waypointGame(): Promise<void> {
  const cfg = config(['3Kn', '3Cv', '3Cv', '2LH', '4Bw', '4Bw', '4Bw', 'Art', '4Bd', '4Bd', '2Ps', '4Sp']);
  const id = await createIdentity();
  for (let seed = 1; seed < 200; seed++) {
    const r = await selfplay(dba, { config: cfg, diceMode: 'local', seed, maxPackets: 40, identities: [id, id] });
    const full = replay(dba, r.game);
    for (let n = 4; n < r.game.packets.length; n++) {
      const found = waypointAt(r.game, full, n);
      if (!found) continue;
      const g = cut(r.game, n);
      const progress = replay(dba, g);
      const rec = newRecord(dba, g, progress, [0, 1], id.publicKey, 1_700_000_000_000);
      const payload = { format: 'tessera-device', version: 1, exported: 1_700_000_000_000, current: id.publicKey, identities: [await exportIdentity(id)], games: [rec], drafts: [] };
      writeFileSync(join(OUT, 'dba-waypoint-backup.json'), await sealBackup(PASSPHRASE, payload, 100_000));
      console.log(`waypoint: seed ${seed}, after packet ${n}: side ${(progress.state as DbaState).active} rolls ${found.pips} PIPs; ${JSON.stringify(found.move)}`);
      return;
    }
    console.log(`waypoint: seed ${seed}: no position in ${r.game.packets.length} packets`);
  }
  throw new Error('no position with a waypoint move');
}

/** After packet n: no fight or shot yet, and the side to play, once it has rolled its PIPs
 *  (at least 2), may move two of its elements into frontal contact with two enemies. */
function contactAt(g: Game, full: ReturnType<typeof replay>, n: number): { fronts: DbaAction[]; pips: number } | null {
  if (full.log.some((e) => e.seq <= n + 1 && e.events.some((ev) => ev.t === 'combat' || ev.t === 'shoot'))) return null;
  const p = replay(dba, cut(g, n));
  const s = p.state as DbaState;
  if (s.phase !== 'pips' || p.waiting.kind !== 'decide') return null;
  const seat = s.active;
  const roll = full.log.find((e) => e.seq === n + 1 && e.events.some((ev) => ev.t === 'pips'));
  const pips = Number(roll?.events.find((ev) => ev.t === 'pips')?.pips ?? 0);
  if (pips < 2) return null;
  const m = dba.apply(s, seat, { k: 'pips' }, { dice: recorded(pips), log() {} } as unknown as Ctx);
  const fronts = dba.legalActions(m, seat).filter((a): a is Extract<DbaAction, { k: 'contact' }> => a.k === 'contact' && a.kind === 'front');
  const ids = new Set(fronts.map((a) => a.id)), targets = new Set(fronts.map((a) => a.target));
  return ids.size >= 2 && targets.size >= 2 ? { fronts, pips } : null;
}

async function contactGame(): Promise<void> {
  const cfg = defaultConfig(dba, 'battle') as unknown as GameConfig;
  const id = await createIdentity();
  for (let seed = 1; seed < 200; seed++) {
    const r = await selfplay(dba, { config: cfg, diceMode: 'local', seed, maxPackets: 40, identities: [id, id] });
    const full = replay(dba, r.game);
    for (let n = 4; n < r.game.packets.length; n++) {
      const found = contactAt(r.game, full, n);
      if (!found) continue;
      const g = cut(r.game, n);
      const progress = replay(dba, g);
      const rec = newRecord(dba, g, progress, [0, 1], id.publicKey, 1_700_000_000_000);
      const payload = { format: 'tessera-device', version: 1, exported: 1_700_000_000_000, current: id.publicKey, identities: [await exportIdentity(id)], games: [rec], drafts: [] };
      writeFileSync(join(OUT, 'dba-contact-backup.json'), await sealBackup(PASSPHRASE, payload, 100_000));
      console.log(`contact: seed ${seed}, after packet ${n}: side ${(progress.state as DbaState).active} rolls ${found.pips} PIPs; front contacts ${JSON.stringify(found.fronts)}`);
      return;
    }
    console.log(`contact: seed ${seed}: no position in ${r.game.packets.length} packets`);
  }
  throw new Error('no position before contact');
}

const which = process.argv[2];
if (!which || which === 'art') await artGame();
if (!which || which === 'groups') await groupsGame();
if (!which || which === 'waypoint') await waypointGame();
if (!which || which === 'contact') await contactGame();
