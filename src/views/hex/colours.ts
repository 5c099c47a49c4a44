// Colours every hex board shares: Okabe–Ito for the sides and the highlights (ux.md §9),
// so that the two sides differ in hue for common colour blindness and in greyscale.
export const SIDE_BAND = ['#0072B2', '#E69F00'];
export const SIDE_INK = ['#ffffff', '#000000'];
export const SIDE_BODY = ['#dcecf7', '#fbeccb'];
export const TIRED_BODY = '#d4d4d4';
/** A legal destination, and a legal target (shot, mêlée). */
export const GO = '#009E73';
export const HIT = '#D55E00';
export const GO_FILL = 'rgba(0,158,115,0.28)';
export const HIT_FILL = 'rgba(213,94,0,0.30)';
/** A hiding place (CdB 14.3.3): sky blue, dotted, apart from moves and targets. */
export const HIDE = '#0a5f8f';
export const HIDE_FILL = 'rgba(86,180,233,0.38)';
/** Where the replayed action went. */
export const LAST = '#CC79A7';
/** Marker badges by letter: [background, ink]. */
export const BADGE: Record<string, [string, string]> = {
  D: ['#F0E442', '#000'], R: ['#D55E00', '#fff'], C: ['#CC79A7', '#000'], Z: ['#56B4E9', '#000'], F: ['#9a9a9a', '#000'],
  H: ['#56B4E9', '#000'], S: ['#ffffff', '#000'], M: ['#000000', '#fff'], A: ['#CC79A7', '#000'], U: ['#F0E442', '#000'],
};
