// A club's set (counter values and map) as a link, like a turn's (issue 15): the set's file
// text as a wire value in the fragment, in the engine's compact, compressed, checksummed
// form (src/engine/link.ts), so a cut or altered link is refused as damaged. Reading a link
// or pasted text ends in importSet, the one check every set goes through.
import type { Wire } from '../../engine/canonical';
import { decodePayload, encodePayload, LIMITS } from '../../engine/link';
import { importSet, SET_KIND, SET_MAX_BYTES, type SetProblem, type ValueSet } from './counter-values';

export { INCOMING_SET_MARK as SET_LINK_MARK } from '../../app/club-sets';
import { INCOMING_SET_MARK as SET_LINK_MARK } from '../../app/club-sets';

/** The link for a set's file text (made by exportSet). */
export function setLink(base: string, fileText: string): string {
  const d = JSON.parse(fileText) as { name: string; units: Wire[]; leaders: Wire[]; map?: Wire[] };
  const w: Wire = [SET_KIND, 1, d.name, d.units, d.leaders, d.map ?? []];
  return `${base.replace(/#.*$/, '')}#${SET_LINK_MARK}${encodePayload(w)}`;
}

/** What the player pasted or opened: a set link, or a set file's text. Checked whole (size
 *  before anything is decoded, the link's checksum, then importSet); a bad one changes nothing. */
export function importSetText(input: string, options: Record<string, unknown>): { ok: true; set: ValueSet } | { ok: false; problem: SetProblem | 'badLink' } {
  const text = input.trim();
  if (text.length > SET_MAX_BYTES * 2 || text.length > LIMITS.linkBytes * 2) return { ok: false, problem: 'tooLarge' };
  if (text.startsWith('{')) return importSet(text, options);
  const at = text.indexOf(SET_LINK_MARK);
  if (at < 0) return { ok: false, problem: 'notASet' };
  const payload = text.slice(at + SET_LINK_MARK.length).replace(/\s+/g, '');
  let w: Wire;
  try { w = decodePayload(payload); } catch { return { ok: false, problem: 'badLink' }; }
  if (!Array.isArray(w) || w.length !== 6 || w[0] !== SET_KIND || w[1] !== 1 || typeof w[2] !== 'string' || !Array.isArray(w[3]) || !Array.isArray(w[4]) || !Array.isArray(w[5])) return { ok: false, problem: 'notASet' };
  const set: Record<string, unknown> = { kind: SET_KIND, version: 1, name: w[2], units: w[3], leaders: w[4] };
  if (w[5].length) set.map = w[5];
  return importSet(JSON.stringify(set), options);
}

export const LINK_PROBLEM = {
  en: 'This link is cut or altered: it does not hold a readable set; nothing was changed.',
  fr: 'Ce lien est coupé ou altéré : il ne contient pas de jeu lisible ; rien n\'a changé.',
};
