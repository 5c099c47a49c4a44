import type { Lang, Text } from './contract';
// Errors as values with a reason code, so the app can say each one in words.

export type ErrorCode =
  | 'empty'             // nothing was given
  | 'not-tessera'       // text that is not a link, payload or game file
  | 'damaged-link'      // checksum or encoding broken: cut or altered in transit
  | 'newer-version'     // written by a later protocol or rules version
  | 'too-large'         // past the size caps
  | 'malformed'         // decodes, but is not a well-formed packet
  | 'unknown-system'    // a rule system this release does not have
  | 'bad-config'        // the header's options are unusable
  | 'wrong-game'        // a packet of another game
  | 'missing-packet'    // predecessors missing: held until they arrive
  | 'bad-prev'          // does not chain to the packet before it
  | 'wrong-seat'        // written for the wrong seat
  | 'bad-signature'     // not signed by that seat's key
  | 'bad-reveal'        // the revealed secret does not match its commit
  | 'not-your-turn'     // an action by a seat the game was not waiting for
  | 'illegal-action'    // the rules forbid it
  | 'bad-action'        // an action code the rule system cannot read
  | 'ended-early'       // the packet stops while its author still has to decide
  | 'state-mismatch'    // legal, signed, but the engines disagree on the result
  | 'game-over'         // the game has ended; nothing more can follow
  | 'fork'              // two different packets for the same place
  | 'duplicate';        // already have it (information, not an error)

export class VerifyError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly seq?: number,
    readonly action?: number,
    readonly rule?: string,
    /** A refused action's reason in the player's words (both languages), when known. */
    readonly refusal?: Text,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, message: this.message, seq: this.seq, action: this.action, rule: this.rule, refusal: this.refusal };
  }
}

/** One line for the command line. A refused action is told in the player's words
 *  (`refusal`, built by the rule system) rather than with the rule's internal ID. */
export function describeError(e: VerifyError, lang: Lang = 'en'): string {
  const fr = lang === 'fr';
  const where = e.seq === undefined ? '' : fr ? ` (paquet ${e.seq}${e.action === undefined ? '' : `, action ${e.action + 1}`})` : ` (packet ${e.seq}${e.action === undefined ? '' : `, action ${e.action + 1}`})`;
  if (e.refusal) return `${fr ? 'action refusée : ' : 'refused: '}${e.refusal[lang]}${where}`;
  const rule = e.rule ? ` [${e.rule}]` : '';
  return `${e.code}: ${e.message}${where}${rule}`;
}
