// tessera: the command-line verifier and tools (Node).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describeError, VerifyError } from '../engine/errors';
import { replay, type Game } from '../engine/game';
import { LIMITS, gameFileText, linkFor, parseInput } from '../engine/link';
import { selfplay } from '../engine/selfplay';
import { verifyGame } from '../engine/verify';
import type { DiceMode } from '../engine/packet';
import { defaultConfig, loadSystem, systemIds } from './systems';
import { runBench } from './bench';
import { fuzzWorker, runFuzz } from './fuzz';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { LEVELS, printMatch, recordMatch, runMatch, runMatchJob, type MatchJob } from './match';
import type { BotLevel } from '../engine/bot';

const USAGE = `tessera: play wargames by messenger (command-line tools)

  tessera selfplay --system ID [--scenario ID] [--seed N] [--dice local|instant|sealed] [--packets N] [--bot random|best, or one per seat: random,best] [--opt name=value,...; a list as [a;b;c]] [--options FILE.json] -o FILE
  tessera verify FILE [--lang en|fr (the language of a refusal)]
  tessera replay FILE [--seq N] [--lang en|fr]
  tessera link FILE --seq N [--base URL]
  tessera bench [--out FILE] [--quick] [--hostile (only the hostile inputs' figures)] [--packet-structure (only the packets per turn under each value of a packet-structure option, printed)] [--system ID (only this system's figures, printed, not written)]
  tessera match --system ID --a LEVEL --b LEVEL --games N [--seed S] [--jobs J] [--scenario ID] [--start K] [--log] [--progress] [--out FILE] [--record [FILE]] (levels: random, steady, strong; --record keeps the figures under "match" in bench-results.json)
  tessera fuzz [--system ID] [--games N] [--first SEED] [--jobs N] [--options sampled|default] [--hashes (each game's final state hash)]

Systems: ${systemIds().join(', ')}`;

function flags(args: string[]): { pos: string[]; f: Record<string, string> } {
  const pos: string[] = [];
  const f: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '-o') f.o = args[++i] ?? '';
    else if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      f[k] = v ?? (args[i + 1] !== undefined && !args[i + 1].startsWith('--') ? args[++i] : '1');
    } else pos.push(a);
  }
  return { pos, f };
}

/** --bot: one kind for both seats, or two separated by a comma (seat 0, seat 1). */
function botKinds(v: string | undefined): 'random' | 'best' | ['random' | 'best', 'random' | 'best'] {
  const kind = (k: string) => (k === 'random' ? 'random' : k === 'best' || k === 'steady' ? 'best' : (() => { throw new Error('--bot takes random or best (steady), or two of them: best,random'); })());
  if (!v) return 'best';
  const parts = v.split(',');
  return parts.length === 2 ? [kind(parts[0]), kind(parts[1])] : kind(v);
}

function readGame(file: string): Game {
  // The size is checked before the file is read: a game file is never larger.
  if (statSync(file).size > LIMITS.fileChars * 4) throw new VerifyError('too-large', 'this file is larger than any game');
  const text = readFileSync(file, 'utf8');
  const parsed = parseInput(text);
  if (parsed.kind === 'game') return parsed.game;
  if (parsed.kind === 'header') return { header: parsed.header, packets: [] };
  throw new VerifyError('malformed', 'this is a single turn, not a game file: open it in the game it belongs to');
}

function int(v: string | undefined, def: number, what: string): number {
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} must be a non-negative integer`);
  return n;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  const { pos, f } = flags(rest);
  switch (cmd) {
    case 'selfplay': {
      if (!f.system || !f.o) { console.error(USAGE); return 2; }
      // A system named on the command line is a usage error (exit 2), not a refused file.
      const sys = await loadSystem(f.system).catch((e: Error) => { throw new Error(e.message); });
      const dice = (f.dice ?? 'instant') as DiceMode;
      if (!['local', 'instant', 'sealed'].includes(dice)) throw new Error('--dice must be local, instant or sealed');
      const config = defaultConfig(sys, f.scenario);
      // --opt name=value[,name=value]: options beyond the named ones (armies, edited values).
      for (const kv of (f.opt ?? '').split(',').filter(Boolean)) {
        const [k, v] = kv.split('=', 2);
        if (!k || v === undefined) throw new Error('--opt takes name=value pairs');
        // A list is written [a;b;c] (a free army's bases).
        config.options[k] = /^\[.*\]$/.test(v) ? v.slice(1, -1).split(';').filter(Boolean) : /^-?\d+$/.test(v) ? Number(v) : v;
      }
      // --options FILE.json: options whose values are rows (Nabis's corrected counters and painted map).
      if (f.options) {
        const extra: unknown = JSON.parse(readFileSync(f.options, 'utf8'));
        if (!extra || typeof extra !== 'object' || Array.isArray(extra)) throw new Error('--options takes a JSON object of options');
        Object.assign(config.options, extra);
      }
      const bad = sys.validateConfig(config);
      if (bad) throw new Error('these options are refused: ' + bad);
      const r = await selfplay(sys, { config, diceMode: dice, seed: int(f.seed, 1, '--seed'), maxPackets: f.packets ? int(f.packets, 0, '--packets') : undefined, bot: botKinds(f.bot) });
      writeFileSync(f.o, gameFileText(r.game));
      const lens = r.links.map((l) => l.length).sort((a, b) => a - b);
      const w = r.progress.waiting;
      console.log(`${sys.id}: ${r.game.packets.length} packets, ${r.progress.log.length} actions, ${w.kind === 'over' ? 'finished: ' + w.result.en : 'unfinished'}; longest link ${lens[lens.length - 1]} characters; written to ${f.o}`);
      return 0;
    }
    case 'verify': {
      if (!pos[0]) { console.error(USAGE); return 2; }
      try {
        const game = readGame(pos[0]);
        const sys = await loadSystem(game.header.system);
        const p = await verifyGame(sys, game);
        const w = p.waiting;
        const joiner = game.packets[0]?.join?.name ?? '(not joined)';
        console.log(`valid: ${sys.name.en}, ${game.header.name} (${sys.seats[game.header.seat].en}) vs ${joiner}; ${game.header.diceMode} dice; ${game.packets.length} packets, ${p.log.length} actions; ` +
          (w.kind === 'over' ? `finished: ${w.result.en}` : `waiting for ${sys.seats[w.seat].en}${p.pending ? ' (a draw pending)' : ''}`));
        return 0;
      } catch (e) {
        if (e instanceof VerifyError) { console.log((f.lang === 'fr' ? 'invalide : ' : 'invalid: ') + describeError(e, f.lang === 'fr' ? 'fr' : 'en')); return 1; }
        throw e;
      }
    }
    case 'replay': {
      if (!pos[0]) { console.error(USAGE); return 2; }
      const game = readGame(pos[0]);
      const sys = await loadSystem(game.header.system);
      const lang = f.lang === 'fr' ? 'fr' : 'en';
      let p: ReturnType<typeof replay>;
      try {
        p = replay(sys, game);
      } catch (e) {
        if (e instanceof VerifyError) { console.log(describeError(e, lang)); return 1; } // a refused action in the reader's language
        throw e;
      }
      const only = f.seq !== undefined ? int(f.seq, 0, '--seq') : undefined;
      for (const e of p.log) {
        if (only !== undefined && e.seq !== only && e.resolvedIn !== only) continue;
        const who = sys.seats[e.seat][lang];
        const when = e.resolvedIn ? (lang === 'fr' ? ` (dés lancés au paquet ${e.resolvedIn})` : ` (dice rolled in packet ${e.resolvedIn})`) : '';
        // A cut (engine README "Cuts"): what came after the uncovering is void, and says so.
        const voided = e.voidIn ? (lang === 'fr' ? ` [annulé : le paquet ${e.voidIn} a révélé une unité cachée avant]` : ` [void: packet ${e.voidIn} revealed a hidden unit before it]`) : '';
        console.log(`#${e.seq}.${e.index + 1} ${who}${lang === 'fr' ? ' : ' : ': '}${e.text[lang]}${when}${voided}`);
        for (const ev of e.events) console.log(`    ${sys.describeEvent(ev, lang)}`);
      }
      // The reader of a whole game wants to know how it stands at the end.
      if (only === undefined) {
        const w = p.waiting;
        console.log(w.kind === 'over' ? (lang === 'fr' ? `partie finie : ${w.result.fr}` : `game over: ${w.result.en}`)
          : lang === 'fr' ? `la partie attend ${sys.seats[w.seat].fr}` : `the game waits for ${sys.seats[w.seat].en}`);
      }
      return 0;
    }
    case 'link': {
      if (!pos[0] || f.seq === undefined) { console.error(USAGE); return 2; }
      const game = readGame(pos[0]);
      const seq = int(f.seq, 0, '--seq');
      const p = seq === 0 ? game.header : game.packets[seq - 1];
      if (!p) { console.error(`no packet ${seq} in this game (it has ${game.packets.length})`); return 1; }
      console.log(linkFor(f.base ?? 'https://tessera.invalid/', p));
      return 0;
    }
    case 'bench':
      if (f.system) await loadSystem(f.system);
      await runBench({ out: f.out ?? 'bench-results.json', quick: f.quick === '1', hostileOnly: f.hostile === '1', packetsOnly: f['packet-structure'] === '1', system: f.system });
      return 0;
    case 'fuzz':
      if (f.options !== undefined && f.options !== 'sampled' && f.options !== 'default') throw new Error('--options must be sampled or default');
      return (await runFuzz({
        system: f.system, games: int(f.games, 1000, '--games'), first: int(f.first, 1, '--first'),
        jobs: f.jobs ? int(f.jobs, 1, '--jobs') : undefined, sampled: f.options !== 'default', entry: import.meta.url, hashes: f.hashes === '1',
      })) ? 0 : 1;
    case 'match': {
      const level = (v: string | undefined, what: string): BotLevel => {
        if (!v || !(LEVELS as string[]).includes(v)) throw new Error(`${what} must be one of ${LEVELS.join(', ')}`);
        return v as BotLevel;
      };
      if (!f.system) { console.error(USAGE); return 2; }
      const sys = await loadSystem(f.system).catch((e: Error) => { throw new Error(e.message); });
      const m = await runMatch({
        system: f.system, seats: [sys.seats[0].en, sys.seats[1].en], a: level(f.a, '--a'), b: level(f.b, '--b'), games: Math.max(1, int(f.games, 20, '--games')), seed: int(f.seed, 1, '--seed'),
        jobs: f.jobs ? Math.max(1, int(f.jobs, 1, '--jobs')) : 1, entry: import.meta.url, scenario: f.scenario, log: f.log === '1', progress: f.progress === '1',
        start: f.start ? int(f.start, 0, '--start') : 0,
      });
      printMatch(m);
      if (f.out) writeFileSync(f.out, JSON.stringify(m, null, 2) + '\n');
      if (f.record) recordMatch(f.record === '1' ? 'bench-results.json' : f.record, m);
      return 0;
    }
    default:
      console.log(USAGE);
      return cmd === undefined || cmd === 'help' || cmd === '--help' ? 0 : 2;
  }
}

if (!isMainThread) {
  if ((workerData as { kind?: string })?.kind === 'match') runMatchJob(workerData as MatchJob).then((r) => parentPort!.postMessage(r), (e: Error) => parentPort!.postMessage({ error: e.stack ?? e.message }));
  else fuzzWorker();
}
else main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof VerifyError ? describeError(e) : `error: ${(e as Error).message}`);
    process.exit(e instanceof VerifyError ? 1 : 2);
  },
);
