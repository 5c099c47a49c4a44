// Nabis's data provenance (the rulebook lacks the counter sheet and the map: G-01..G-03);
// the type is the platform's.
export * from '../../../engine/provenance';
