// The text that goes to the messenger: a sentence in the recipient's language,
// the link on its last line; the game file when the link is long.
import { gameFileText, linkFor } from '../engine/link';
import type { Header, Packet } from '../engine/packet';
import type { Lang, Seat } from '../engine/contract';
import { t } from './i18n';
import { langOf, type Live } from './logic';

export const LONG_LINK = 2048;

export interface Outgoing { text: string; link: string; long: boolean; fileName: string; fileText: string; seq: number; lang: Lang }

export function appBase(): string {
  const l = globalThis.location;
  return l ? l.origin + l.pathname : 'https://tessera.invalid/';
}

export function outgoingMessage(live: Live, p: Header | Packet, base = appBase()): Outgoing {
  const g = live.game;
  const mine = live.rec.mySeats[0] as Seat;
  const other = (1 - mine) as Seat;
  const seq = 'gameId' in p ? p.seq : 0;
  const recipient: Lang = seq === 0 ? (g.header.lang === 'fr' ? 'fr' : 'en') : langOf(g, other);
  const s = live.sys;
  const system = s.name[recipient];
  const scId = g.header.options.scenario;
  const scenario = s.scenarios.find((x) => x.id === scId)?.name[recipient] ?? String(scId);
  const myName = live.names()[mine] ?? '';
  const link = linkFor(base, p);
  const w = live.progress.waiting;
  let sentence: string;
  if (seq === 0) sentence = t('msg.invite', { system, scenario, name: myName }, recipient);
  else if (seq === 1) sentence = t('msg.join', { system, scenario, name: myName }, recipient);
  else if (w.kind === 'over' && seq === g.packets.length) sentence = t('msg.over', { system, scenario, seq, result: w.result[recipient] }, recipient);
  else sentence = t('msg.turn', { system, scenario, seq, name: myName }, recipient);
  return {
    text: sentence + '\n' + link,
    link,
    long: link.length > LONG_LINK,
    fileName: `tessera-${live.rec.id.slice(0, 8)}-${seq}.txt`,
    fileText: gameFileText({ header: g.header, packets: g.packets.slice(0, seq) }),
    seq,
    lang: recipient,
  };
}
