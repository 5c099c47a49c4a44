// Bundles the golden-game replay into one plain script that both Node and
// JavaScriptCore's jsc shell can run (test/cross-engine).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist-jsc',
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    lib: { entry: 'test/cross-engine/entry.ts', formats: ['iife'], name: 'TesseraCrossEngine', fileName: () => 'replay.js' },
  },
});
