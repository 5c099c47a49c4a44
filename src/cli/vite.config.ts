// Builds the command-line tool (src/cli) for Node: dist-cli/tessera.mjs (run by bin.mjs).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // Rule systems load lazily; their board views are split off and never loaded here.
    rollupOptions: { output: { entryFileNames: 'tessera.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
  ssr: { noExternal: true },
  publicDir: false,
});
