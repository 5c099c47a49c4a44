// Civitates Bellantes on two phones with the relaxed packet structure (spec §10.2, option
// "packets"): the game of civbel.mjs, each Command half's orders travelling in the message
// before it. Screenshots: test-artifacts/screens/civbel-relaxed-*.png.
process.env.CIVBEL_MODE = 'relaxed';
await import('./civbel.mjs');
