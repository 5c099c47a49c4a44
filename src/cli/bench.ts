// npm run bench: figures printed and written as JSON, never asserted in tests.
import { writeFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import type { RuleSystem } from '../engine/contract';
import { replay, type Game } from '../engine/game';
import { selfplay } from '../engine/selfplay';
import { receive, verifyGame } from '../engine/verify';
import { DrawStream } from '../engine/draws';
import { defaultConfig, loadSystem, systemIds } from './systems';
import { hostileFigures, type HostileFigure } from './bench-hostile';
import { computerFigure, type ComputerFigure } from './bench-computer';
import { sealedFigures } from './bench-sealed';
import { playMatchGame } from '../engine/match';
import type { BotLevel } from '../engine/bot';

/** Think time per decision of each bot level (issue 14): one game of each level against
 *  the steady bot (in Node, not a throttled phone: the app's figure is measured apart). */
function botFigures(sys: RuleSystem<any, any>, quick: boolean) {
  const out: Record<string, { decisions: number; medianMs: number; p95Ms: number; meanMs: number }> = {};
  for (const level of ['random', 'steady', 'strong'] as BotLevel[]) {
    const times: number[] = [];
    const g = playMatchGame(sys, { config: defaultConfig(sys), seed: 1, index: 0, a: level, b: 'steady', now: () => performance.now(), maxActions: quick || level === 'strong' ? 600 : undefined });
    times.push(...g.times[0]);
    const d = dist(times);
    out[level] = { decisions: d.n, medianMs: +d.median.toFixed(3), p95Ms: +d.p95.toFixed(2), meanMs: +(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)).toFixed(2) };
  }
  return out;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function dist(xs: number[]) {
  const s = xs.slice().sort((a, b) => a - b);
  return { n: s.length, median: quantile(s, 0.5), p95: quantile(s, 0.95), max: s[s.length - 1] ?? 0 };
}

async function timeIt<T>(f: () => Promise<T> | T): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await f();
  return [r, performance.now() - t0];
}

/** Scenarios benched besides a system's first: CdB's pitched battle plays the whole set-up
 *  (armies committed and revealed, terrain, deployment) through packets; Civitates
 *  Bellantes' broken field adds terrain to sight and movement. */
const EXTRA_SCENARIOS: Record<string, string[]> = { cdb: ['battle'], civbel: ['broken-field', 'choose-armies', 'choose-armies-field'] };

async function benchSystem(sys: RuleSystem<any, any>, games: number, scenario?: string) {
  const out: Record<string, unknown> = {};
  for (const diceMode of ['instant', 'sealed'] as const) {
    const links: number[] = [];
    const allLinks: number[] = [];
    const played: Game[] = [];
    let turns = 0;
    let finished = 0;
    const [, ms] = await timeIt(async () => {
      for (let seed = 1; seed <= games; seed++) {
        const r = await selfplay(sys, { config: defaultConfig(sys, scenario), diceMode, seed });
        r.links.forEach((l) => allLinks.push(l.length));
        // The invitation and the join carry keys; every later packet is a turn.
        r.links.slice(2).forEach((l) => links.push(l.length));
        played.push(r.game);
        if (r.progress.waiting.kind === 'over') finished++;
        if (sys.turnNumber) turns += sys.turnNumber(r.progress.state);
      }
    });
    const packets = played.reduce((a, g) => a + g.packets.length, 0);
    let verifyMs = 0;
    let bareMs = 0;
    let applyMs = 0;
    let receiveMs = 0;
    for (let rep = 0; rep < 3; rep++) {
      for (const g of played) {
        verifyMs += (await timeIt(() => verifyGame(sys, g)))[1];
        bareMs += (await timeIt(() => replay(sys, g, { bare: true })))[1];
        applyMs += (await timeIt(() => replay(sys, g, { bare: true, applyOnly: true })))[1];
        // What a player waits for on opening a link late in the game (the app holds
        // the stored game's progress, so only the new packet is replayed).
        const before = { header: g.header, packets: g.packets.slice(0, -1) };
        const known = replay(sys, before);
        receiveMs += (await timeIt(() => receive(sys, before, g.packets.slice(-1), known)))[1];
      }
    }
    out[diceMode] = {
      games, finished, packets,
      packetsPerTurn: turns ? +(packets / turns).toFixed(2) : null,
      linkChars: dist(links),
      // Every link, the invitation and the join (with their keys) included.
      linkCharsAll: dist(allLinks),
      selfplayGamesPerMinute: +((games * 60000) / ms).toFixed(1),
      verifyMsPer100Packets: +((verifyMs / 3 / packets) * 100).toFixed(2),
      bareReplayMsPer100Packets: +((bareMs / 3 / packets) * 100).toFixed(2),
      applyOnlyMsPer100Packets: +((applyMs / 3 / packets) * 100).toFixed(2),
      verifyOverBareReplay: +(verifyMs / bareMs).toFixed(2),
      verifyOverApplyOnly: +(verifyMs / applyMs).toFixed(2),
      receiveLastPacketMs: +(receiveMs / 3 / played.length).toFixed(2),
    };
  }
  return out;
}

/** Options whose values change how a turn travels in messages: the bench compares
 *  packets per game turn under each value (civbel: spec §10.2, strict and relaxed). */
const PACKET_OPTIONS: Record<string, { option: string; values: string[] }> = { civbel: { option: 'packets', values: ['strict', 'relaxed'] } };

export interface PacketFigure { option: string; value: string; diceMode: string; games: number; turns: number; packets: number; packetsPerTurn: number }

/** Packets per game turn of bot games under each value of a system's packet option
 *  (every other option at its default), in instant and sealed dice. */
export async function packetFigures(sys: RuleSystem<any, any>, games: number): Promise<PacketFigure[]> {
  const spec = PACKET_OPTIONS[sys.id];
  if (!spec || !sys.turnNumber) return [];
  const out: PacketFigure[] = [];
  for (const value of spec.values) {
    for (const diceMode of ['instant', 'sealed'] as const) {
      const config = defaultConfig(sys);
      config.options[spec.option] = value;
      let turns = 0, packets = 0;
      for (let seed = 1; seed <= games; seed++) {
        const r = await selfplay(sys, { config, diceMode, seed });
        packets += r.game.packets.length;
        turns += sys.turnNumber(r.progress.state);
      }
      out.push({ option: spec.option, value, diceMode, games, turns, packets, packetsPerTurn: +(packets / Math.max(1, turns)).toFixed(2) });
    }
  }
  return out;
}

export function printPacketFigures(id: string, fs: PacketFigure[]): void {
  for (const f of fs) console.log(`${id} packets per turn, ${f.option}=${f.value}, ${f.diceMode} dice: ${f.packetsPerTurn} (${f.packets} packets over ${f.turns} turns of ${f.games} games)`);
}

function bundleFigures() {
  const dir = 'dist/assets';
  if (!existsSync('dist/index.html') || !existsSync(dir)) return null;
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (f: string) => gzipSync(readFileSync(`${dir}/${f}`), { level: 9 }).length;
  const all = readdirSync(dir).filter((f) => f.endsWith('.js'));
  return { firstLoadJsGzipBytes: entry.reduce((a, f) => a + gz(f), 0), entryFiles: entry, allJsGzipBytes: all.reduce((a, f) => a + gz(f), 0) };
}

function printHostile(hs: HostileFigure[]): void {
  for (const h of hs) console.log(`hostile: ${h.name} (${(h.bytes / 1e6).toFixed(2)} MB): ${h.seconds} s, ${h.maxRssMB} MB peak; exit ${h.exit}, ${h.answer}`);
}

export async function runBench(o: { out: string; quick: boolean; hostileOnly?: boolean; packetsOnly?: boolean; system?: string }): Promise<void> {
  // --system: one system's figures, printed only (the results file keeps every system's).
  const ids = o.system ? [o.system] : systemIds();
  if (o.packetsOnly) {
    // --packet-structure: only these figures, printed, not written.
    for (const id of ids) if (PACKET_OPTIONS[id]) printPacketFigures(id, await packetFigures(await loadSystem(id), o.quick ? 2 : 6));
    return;
  }
  if (o.hostileOnly) {
    const hostile = await hostileFigures();
    writeFileSync(o.out, JSON.stringify({ date: new Date().toISOString(), node: process.version, hostile }, null, 2) + '\n');
    printHostile(hostile);
    return;
  }
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  const t = new DrawStream(new Uint8Array(32));
  const [, diceMs] = await timeIt(() => { for (let i = 0; i < 1e6; i++) t.d6(); });
  results.dice = { d6PerSecond: Math.round(1e6 / (diceMs / 1000)) };
  const systems: Record<string, unknown> = {};
  for (const id of ids) {
    const sys = await loadSystem(id);
    const games = o.quick ? 2 : id === 'toy' ? 20 : 6;
    systems[id] = await benchSystem(sys, games);
    for (const sc of EXTRA_SCENARIOS[id] ?? []) systems[`${id} ${sc}`] = await benchSystem(sys, o.quick ? 2 : Math.max(2, games >> 1), sc);
  }
  results.systems = systems;
  const packetStructure: Record<string, PacketFigure[]> = {};
  for (const id of ids) if (PACKET_OPTIONS[id]) packetStructure[id] = await packetFigures(await loadSystem(id), o.quick ? 2 : 6);
  results.packetStructure = packetStructure;
  // The computer opponent (issue 14): time per turn at the default level, in Node.
  const computer: Record<string, ComputerFigure> = {};
  for (const id of ids) if (id !== 'toy') computer[id] = await computerFigure(await loadSystem(id), o.quick ? 1 : 3, o.quick ? 20 : 80);
  results.computer = computer;
  const bots: Record<string, unknown> = {};
  for (const id of ids) {
    const sys = await loadSystem(id);
    if (sys.bot) bots[id] = botFigures(sys, o.quick);
  }
  results.botDecision = bots;
  results.sealed = o.system ? [] : await sealedFigures();
  results.bundle = bundleFigures();
  results.hostile = o.system ? [] : await hostileFigures();
  // The mutation scores (npm run mutate) take an hour: kept from the previous file, with their date.
  if (existsSync(o.out)) { try { const prev = JSON.parse(readFileSync(o.out, 'utf8')); if (prev.mutation) results.mutation = prev.mutation; if (prev.match) results.match = prev.match; } catch { /* a damaged file is replaced */ } }
  if (!o.system) writeFileSync(o.out, JSON.stringify(results, null, 2) + '\n');
  console.log(`dice: ${(results.dice as { d6PerSecond: number }).d6PerSecond.toLocaleString('en')} d6 per second`);
  for (const [id, m] of Object.entries((results.mutation ?? {}) as Record<string, { score: number; date: string }>)) console.log(`mutation score ${id}: ${m.score} % (npm run mutate, ${m.date.slice(0, 10)})`);
  for (const [id, r] of Object.entries(systems)) {
    for (const [mode, m] of Object.entries(r as Record<string, any>)) {
      console.log(`${id} ${mode}: ${m.games} games (${m.finished} finished), ${m.packets} packets` +
        (m.packetsPerTurn ? `, ${m.packetsPerTurn} packets per turn` : '') +
        `; link chars median ${m.linkChars.median}, p95 ${m.linkChars.p95}, max ${m.linkChars.max}` +
        ` (with the invitation and join: p95 ${m.linkCharsAll.p95}, max ${m.linkCharsAll.max})` +
        `; verify ${m.verifyMsPer100Packets} ms per 100 packets, bare replay (rules with legality checks, no hashes or signatures) ${m.bareReplayMsPer100Packets} ms, ratio ${m.verifyOverBareReplay}` +
        ` (apply only ${m.applyOnlyMsPer100Packets} ms, ratio ${m.verifyOverApplyOnly})` +
        `; receiving the last packet ${m.receiveLastPacketMs} ms` +
        `; selfplay ${m.selfplayGamesPerMinute} games/min`);
    }
  }
  for (const [id, fs] of Object.entries(packetStructure)) printPacketFigures(id, fs);
  for (const [id, r] of Object.entries(bots)) for (const [level, m] of Object.entries(r as Record<string, { decisions: number; medianMs: number; p95Ms: number }>)) {
    console.log(`bot ${id} ${level}: median ${m.medianMs} ms per decision (p95 ${m.p95Ms} ms) over ${m.decisions} decisions against steady`);
  }
  for (const [k, m] of Object.entries((results.match ?? {}) as Record<string, { games: number; a: { level: string; winRate: number }; b: { level: string } }>)) {
    console.log(`match ${k}: ${m.a.level} won ${(100 * m.a.winRate).toFixed(1)} % of ${m.games} games against ${m.b.level} (tessera match --record)`);
  }
  for (const f of results.sealed as Awaited<ReturnType<typeof sealedFigures>>) console.log(`sealed choice, ${f.name}: ${f.numbers} numbers, link ${f.linkChars} chars`);
  const b = results.bundle as ReturnType<typeof bundleFigures>;
  console.log(b ? `app: first-load JS ${(b.firstLoadJsGzipBytes / 1024).toFixed(1)} KB gzip (${b.entryFiles.join(', ')}), all JS ${(b.allJsGzipBytes / 1024).toFixed(1)} KB gzip` : 'app: not built (run npm run build first for bundle figures)');
  for (const [id, c] of Object.entries(computer)) console.log(`computer ${id} (${c.level}, Node): median ${c.medianMs} ms per turn (p95 ${c.p95Ms}, max ${c.maxMs}; ${c.turns} turns of ${c.games} games, median ${c.medianDecisions} decisions a turn)`);
  printHostile(results.hostile as HostileFigure[]);
  console.log(o.system ? 'not written (--system)' : `written to ${o.out}`);
}
