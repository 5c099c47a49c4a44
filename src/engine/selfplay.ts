// Bot against bot through real packets: two identities, commits and reveals,
// signatures, and every packet encoded as a link and decoded on the other side.
import type { GameConfig, RuleSystem, Seat } from './contract';
import { botAction } from './bot';
import { BotRandom } from './draws';
import { hmacSha256, tag, toB64, u32 } from './bytes';
import { replay, type Game, type Progress } from './game';
import { createIdentity, type Identity } from './identity';
import { linkFor, parseInput } from './link';
import type { DiceMode } from './packet';
import { appendOwn, createHeader, startTurn, signTurn } from './session';
import { answerCut } from './turn';
import { receive, verifyGame } from './verify';

export interface SelfplayOptions {
  config: GameConfig;
  diceMode: DiceMode;
  seed: number;
  maxPackets?: number;
  /** One kind for both seats, or one per seat ([seat 0, seat 1]: a steady bot against a random one). */
  bot?: 'random' | 'best' | ['random' | 'best', 'random' | 'best'];
  base?: string;
  /** The two devices' identities (made from the seed when absent). */
  identities?: [Identity, Identity];
  /** Called after each packet with the link that carried it. */
  onPacket?(link: string, seq: number): void;
}

export interface SelfplayResult<S> { game: Game; progress: Progress<S>; links: string[] }

function seeded(seed: number, label: string, n: number): string {
  return toB64(hmacSha256(u32(seed), tag('selfplay/' + label), u32(n)).subarray(0, 16));
}

/** Identities whose secrets follow the seed. The key pair is new each run (WebCrypto
 *  cannot derive one from a seed), and the game id, hence every die, depends on
 *  the creator's key: a seed fixes the bots, not the game. */
export async function seededIdentity(seed: number, who: string): Promise<Identity> {
  const id = await createIdentity();
  id.masterSeed = toB64(hmacSha256(u32(seed), tag('selfplay/seed/' + who)));
  return id;
}

export async function selfplay<S, A>(sys: RuleSystem<S, A>, o: SelfplayOptions): Promise<SelfplayResult<S>> {
  const base = o.base ?? 'https://tessera.invalid/';
  const rnd = new BotRandom(o.seed * 2654435761 + 1);
  const a = o.identities?.[0] ?? (await seededIdentity(o.seed, 'a'));
  const b = o.identities?.[1] ?? (o.diceMode === 'local' ? a : await seededIdentity(o.seed, 'b'));
  const creatorSeat: Seat = (o.seed & 1) as Seat;
  const header = await createHeader(sys, a, { config: o.config, diceMode: o.diceMode, seat: creatorSeat, name: 'Alpha', lang: 'en' }, seeded(o.seed, 'nonce', 0));
  const links: string[] = [linkFor(base, header)];

  // Each side keeps its own copy, filled only from what it decoded from links.
  const invitation = parseInput(links[0]);
  if (invitation.kind !== 'header') throw new Error('invitation did not decode as a header');
  let gameA: Game = { header, packets: [] };
  let gameB: Game = { header: invitation.header, packets: [] };
  let progA = await verifyGame(sys, gameA);
  let progB = await verifyGame(sys, gameB);
  const max = o.maxPackets ?? 5000;

  for (let n = 1; n <= max; n++) {
    const byA = n % 2 === 0;
    const [id, game, prog] = byA ? [a, gameA, progA] : [b, gameB, progB];
    if (prog.waiting.kind === 'over' && !prog.pending) break;
    const turn = startTurn(sys, id, game, prog, n === 1 ? { name: 'Beta', lang: 'fr', seatNonce: seeded(o.seed, 'nonce', 1) } : undefined);
    let guard = 0;
    answerCut(sys, turn);
    while (!turn.complete()) {
      if (++guard > 100000) throw new Error(`${sys.id}: packet ${n} never ends`);
      turn.play(botAction(sys, turn.state, turn.seat, rnd, Array.isArray(o.bot) ? o.bot[turn.seat] : o.bot));
    }
    const p = await signTurn(id, turn);
    const link = linkFor(base, p);
    links.push(link);
    o.onPacket?.(link, n);
    const parsed = parseInput(link);
    if (parsed.kind !== 'packet') throw new Error('packet did not decode');
    const other = byA ? gameB : gameA;
    const r = await receive(sys, other, [parsed.packet], byA ? progB : progA);
    if (r.kind !== 'accepted') throw new Error('packet not accepted');
    const own = appendOwn(sys, game, p, prog);
    if (byA) { gameA = own.game; progA = own.progress; gameB = r.game; progB = r.progress; }
    else { gameB = own.game; progB = own.progress; gameA = r.game; progA = r.progress; }
  }
  return { game: gameA, progress: replay(sys, gameA), links };
}
