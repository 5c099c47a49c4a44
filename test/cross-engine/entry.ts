// Replays every golden game, without signatures (JavaScriptCore's shell has no
// WebCrypto), and prints one line per packet with its state hash, plus a line of
// dice and a line of encodings. Run in Node and in jsc; the outputs must be identical.
import { parseInput } from '../../src/engine/link';
import { replay } from '../../src/engine/game';
import { stateHash, canonicalState } from '../../src/engine/canonical';
import { DrawStream } from '../../src/engine/draws';
import { sha256, toB64, utf8 } from '../../src/engine/bytes';
import { goldenSystems } from './systems';

declare const print: ((s: string) => void) | undefined;
const out: (s: string) => void = typeof print === 'function' ? print : (s) => (globalThis as any).console.log(s);

const golden = import.meta.glob('../golden/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

let lines = 0;
for (const name of Object.keys(golden).sort()) {
  const parsed = parseInput(golden[name]);
  if (parsed.kind !== 'game') throw new Error(name + ' is not a game file');
  const sys = goldenSystems[parsed.game.header.system];
  if (!sys) throw new Error('no system for ' + name);
  // replay() checks every packet's stateHash and throws on the first difference.
  const p = replay(sys, parsed.game);
  const turn = sys.turnNumber ? ` turns=${sys.turnNumber(p.state)}` : '';
  out(`${name.replace('../golden/', '')} packets=${parsed.game.packets.length} actions=${p.log.length}${turn} last=${p.ids[p.ids.length - 1]} state=${stateHash(p.state)} over=${p.waiting.kind === 'over'}`);
  lines++;
}
const d = new DrawStream(sha256(utf8('cross-engine')));
const faces: number[] = [];
for (let i = 0; i < 200; i++) faces.push(i % 3 === 0 ? d.d10() : i % 3 === 1 ? d.d6() : d.roll(20));
out('dice ' + faces.join(''));
out('canonical ' + toB64(sha256(utf8(canonicalState({ b: [1, -2, 9007199254740991], a: 'é€𝄞', c: { z: true, y: null } })))));
out(`done ${lines} games`);
