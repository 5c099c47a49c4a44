// Bad input everywhere a person can paste, open or drop something: each gets its
// own clear message, and nothing stored changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededIdentity, selfplay } from '../../src/engine/selfplay';
import { gameFileText, linkFor, parseInput, encodePayload, packetWire, LINK_VERSION } from '../../src/engine/link';
import { receive } from '../../src/engine/verify';
import { VerifyError, type ErrorCode } from '../../src/engine/errors';
import { fromB64, sha256, tag, toB64 } from '../../src/engine/bytes';
import type { Game } from '../../src/engine/game';
import { PROTOCOL } from '../../src/engine/packet';
import { toy } from '../toy/toy';

const BASE = 'https://tessera.example/';
let game: Game;
let other: Game;
const config = { scenario: 'field', options: { turns: 6 } };

function codeOf(f: () => unknown): ErrorCode | 'ok' {
  try { f(); return 'ok'; } catch (e) { if (e instanceof VerifyError) return e.code; throw e; }
}

beforeAll(async () => {
  game = (await selfplay(toy, { config, diceMode: 'instant', seed: 31, identities: [await seededIdentity(31, 'a'), await seededIdentity(31, 'b')] })).game;
  other = (await selfplay(toy, { config, diceMode: 'instant', seed: 32 })).game;
});

describe('reading what a person gives', () => {
  it('empty input says there is nothing to read', () => {
    for (const t of ['', '   ', '\n\t \n']) expect(codeOf(() => parseInput(t))).toBe('empty');
  });

  it('random text says it is not a Tessera link', () => {
    for (const t of ['hello world', 'https://example.com/page', 'Nabis rules!', '12345', 'é']) expect(codeOf(() => parseInput(t)), t).toBe('not-tessera');
  });

  it('a truncated link says it is incomplete (a messenger cut it)', () => {
    const link = linkFor(BASE, game.packets[3]);
    for (const cut of [1, 5, 40, link.length - link.indexOf('#') - 3]) expect(codeOf(() => parseInput(link.slice(0, link.length - cut))), `cut ${cut}`).toBe('damaged-link');
    expect(codeOf(() => parseInput(BASE + '#'))).toBe('damaged-link');
  });

  it('a link from a future protocol version asks for an update', () => {
    const raw = fromB64(encodePayload(packetWire(game.packets[3])))!;
    const head = raw.slice(0, raw.length - 4);
    head[0] = LINK_VERSION + 1;
    const sum = sha256(tag('link'), head).subarray(0, 4);
    const future = new Uint8Array(raw.length);
    future.set(head); future.set(sum, head.length);
    expect(codeOf(() => parseInput(BASE + '#' + toB64(future)))).toBe('newer-version');
    // A packet whose own protocol field is newer, in a link of today's format.
    const w = packetWire(game.packets[3]);
    w[0] = PROTOCOL + 1;
    expect(codeOf(() => parseInput(BASE + '#' + encodePayload(w)))).toBe('newer-version');
    const file = gameFileText(game).replace('"version":1', '"version":2');
    expect(codeOf(() => parseInput(file))).toBe('newer-version');
  });

  it('a link of another game is refused and the game is unchanged', async () => {
    const before = gameFileText(game);
    const parsed = parseInput(linkFor(BASE, other.packets[4]));
    if (parsed.kind !== 'packet') throw new Error('expected a packet');
    await expect(receive(toy, { header: game.header, packets: game.packets.slice(0, 4) }, [parsed.packet])).rejects.toMatchObject({ code: 'wrong-game' });
    expect(gameFileText(game)).toBe(before);
  });

  it('a truncated or foreign file says what it is', () => {
    const text = gameFileText(game);
    expect(codeOf(() => parseInput(text.slice(0, text.length / 2)))).toBe('malformed');
    expect(codeOf(() => parseInput('{"name":"my notes"}'))).toBe('not-tessera');
    expect(codeOf(() => parseInput(text))).toBe('ok');
  });

  it('accepts a link inside a message, wrapped by a mail client, or with + for spaces', () => {
    const link = linkFor(BASE, game.packets[5]);
    const expected = parseInput(link);
    const payload = link.slice(link.indexOf('#') + 1);
    const message = `Skirmish · turn 3, message 6. Alpha has played. Open the link to watch the turn and play yours:\n${link}\n`;
    const wrapped = BASE + '#' + payload.match(/.{1,60}/g)!.join('\r\n');
    const spaced = BASE + '#' + payload.match(/.{1,50}/g)!.join('+');
    const trailing = `${link}\n\nSent from my phone`;
    const encoded = link.replace('#', '%23');
    for (const t of [link, payload, `  ${payload}\n`, message, wrapped, spaced, trailing, encoded]) expect(parseInput(t)).toEqual(expected);
  });

  it('an invitation is read as a header and a game file as a game', () => {
    const inv = parseInput(linkFor(BASE, game.header));
    expect(inv.kind).toBe('header');
    const g = parseInput(gameFileText(game));
    expect(g.kind === 'game' && g.game.packets.length).toBe(game.packets.length);
  });
});
