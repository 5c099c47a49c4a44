// Links as mail and chat apps pass them on (issue 13, item 3): each wrapping reads
// as the link itself.
import { beforeAll, describe, expect, it } from 'vitest';
import { linkFor, parseInput, type Parsed } from '../../src/engine/link';
import { selfplay } from '../../src/engine/selfplay';
import { packetId, type Packet } from '../../src/engine/packet';
import { toy } from '../toy/toy';

const BASE = 'https://tessera.test/play?x=1';
let packet: Packet;
let link: string;

function idOf(p: Parsed): string {
  if (p.kind !== 'packet') throw new Error('not a packet: ' + p.kind);
  return packetId(p.packet);
}

beforeAll(async () => {
  const r = await selfplay(toy, { config: { scenario: toy.scenarios[0].id, options: {} }, diceMode: 'instant', seed: 3 });
  packet = r.game.packets[4];
  link = linkFor(BASE, packet);
});

const reads = (text: string) => expect(idOf(parseInput(text))).toBe(packetId(packet));

/** The link cut into lines of `n` characters. */
function wrapped(text: string, n: number, join: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += n) lines.push(text.slice(i, i + n));
  return lines.join(join);
}

describe('links wrapped by mail and chat apps', () => {
  it('reads <link>', () => reads(`Your turn: <${link}>`));
  it('reads a link followed by a full stop', () => reads(`Here is my move: ${link}.`));
  it('reads a link followed by a full stop and more text', () => reads(`Here: ${link}. See you tomorrow`));
  it('reads a markdown [text](link)', () => reads(`[your turn](${link})`));
  it('reads a markdown link whose text is the link itself', () => reads(`[${link}](${link})`));
  it('reads a link in quoted lines "> "', () => reads('> On Monday you wrote:\n' + wrapped(link, 60, '\n> ')));
  it('reads a link quoted twice "> > "', () => reads(wrapped(link, 50, '\n> > ').replace(/^/, '> > ')));
  it('reads quoted-printable soft line breaks (= at a line end)', () => reads(wrapped(link.replace(/=/g, '=3D'), 75, '=\n')));
  it('reads quoted-printable soft line breaks with CRLF', () => reads(wrapped(link.replace(/=/g, '=3D'), 75, '=\r\n')));
  it('reads =3D for = in the address', () => reads(link.replace('x=1', 'x=3D1')));
  it('reads a zero-width space inside the payload', () => {
    const at = link.indexOf('#') + 30;
    reads(link.slice(0, at) + '\u200b' + link.slice(at));
  });
  it('reads other invisible characters inside the payload (joiner, word joiner, soft hyphen)', () => {
    const at = link.indexOf('#') + 10;
    reads(link.slice(0, at) + '\u200d' + link.slice(at, at + 5) + '\u2060' + link.slice(at + 5, at + 9) + '\u00ad' + link.slice(at + 9));
  });
  it('reads a link percent-encoded twice', () => reads(link.replace('#', '%2523')));
  it('reads a link percent-encoded three times', () => reads(link.replace('#', '%252523')));
  it('still refuses a link altered in transit', () => {
    const at = link.length - 10;
    const bad = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
    expect(() => parseInput(bad + '.')).toThrow();
  });
});
