// Where each data value comes from (the rulebook lacks the counter sheet and the map: G-01..G-03).
export type Provenance =
  | { src: 'rulebook'; ref: string }
  | { src: 'derived'; how: string }
  | { src: 'placeholder'; note: string };

export const rb = (ref: string): Provenance => ({ src: 'rulebook', ref });
export const der = (how: string): Provenance => ({ src: 'derived', how });
export const ph = (note: string): Provenance => ({ src: 'placeholder', note });
