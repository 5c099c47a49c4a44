// Where each data value of a rule system comes from: the rulebook (with its reference),
// derived from the rulebook (and how), or a placeholder (a reconstruction players may correct).
export type Provenance =
  | { src: 'rulebook'; ref: string }
  | { src: 'derived'; how: string }
  | { src: 'placeholder'; note: string };

export const rb = (ref: string): Provenance => ({ src: 'rulebook', ref });
export const der = (how: string): Provenance => ({ src: 'derived', how });
export const ph = (note: string): Provenance => ({ src: 'placeholder', note });
