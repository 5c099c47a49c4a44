// The hex geometry every hex rule system shares: axial and offset coordinates in
// both orientations, neighbours, distance, integer line of sight, vertex and edge facing.
export * from './axial';
export * from './facing';
export * from './line';
export * from './offset';
export * from './grid';
