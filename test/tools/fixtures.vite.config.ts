// Builds test/tools/make-dba-fixtures.ts for Node (see that file).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'test/tools/make-dba-fixtures.ts',
    outDir: 'dist-fixtures',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'make-dba-fixtures.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
  ssr: { noExternal: true },
  publicDir: false,
});
