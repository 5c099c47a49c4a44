// Where each shipped value comes from. 'rulebook' = transcribed from the surviving
// pages of Civitates Bellantes (pp. 1–28), with the printed page and section;
// 'ours' = our own choice where the book gives no value (basing profiles in
// integer units, the sample scenario, the Cannae fixture); 'provisional' = the
// stand-in for the missing chapters (spec Appendix A, "CB-provisional").
export type Provenance =
  | { src: 'rulebook'; page: number; section: string; note?: string }
  | { src: 'ours'; note: string }
  | { src: 'provisional'; section: string; note?: string };

export const rb = (page: number, section: string, note?: string): Provenance => (note ? { src: 'rulebook', page, section, note } : { src: 'rulebook', page, section });
export const ours = (note: string): Provenance => ({ src: 'ours', note });
export const prov = (section: string, note?: string): Provenance => (note ? { src: 'provisional', section, note } : { src: 'provisional', section });
