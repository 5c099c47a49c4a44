// Civitates Bellantes on two phones with the armies chosen in secret (scenario "choose-armies",
// ORG-05, D25): the game of civbel.mjs, A sealing Rome and B Carthage, each phone showing its own
// army and deployment when the rules ask, then two whole turns and more with their control
// tests, a shooting exchange and a charge answered by a standing order. Screenshots:
// test-artifacts/screens/civbel-chosen-*.png.
process.env.CIVBEL_MODE = 'armies';
await import('./civbel.mjs');
