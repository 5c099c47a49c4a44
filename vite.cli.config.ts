// Builds the command-line tool (src/cli) into one Node ESM file, dist-cli/tessera.mjs.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'tessera.mjs', codeSplitting: false } },
  },
  ssr: { noExternal: true },
});
