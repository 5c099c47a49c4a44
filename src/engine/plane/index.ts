// Exact integer plane geometry: integer coordinates, integer-degree headings,
// rotation through a shipped sine table, integer square roots. No floating-point
// transcendental function is used anywhere here.
export * from './int';
export * from './trig';
export * from './vec';
export * from './polygon';
export * from './rect';
