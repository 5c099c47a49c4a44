// Builds test/tools/make-dba-fixtures.ts for Node (see that file), or the file FIXTURE_ENTRY
// names (make-cdb-fixtures.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: process.env.FIXTURE_ENTRY ?? 'test/tools/make-dba-fixtures.ts',
    outDir: 'dist-fixtures',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
  ssr: { noExternal: true },
  publicDir: false,
});
