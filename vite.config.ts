/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    preact(),
    VitePWA({
      // Our own small service worker (src/sw.ts): the precache below, the update
      // prompt's skip-waiting, and the share target's POST.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Tessera',
        short_name: 'Tessera',
        description: 'Wargames of antiquity by messenger',
        theme_color: '#7a2e1d',
        background_color: '#f6f1e7',
        display: 'standalone',
        // Relative to the manifest, which sits at the base path chosen at build time
        // (`npx vite build --base /tessera/`): the app starts and takes shares at home
        // wherever it is served.
        start_url: './',
        scope: './',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Android's share sheet can hand a received turn to the app: a game or turn
        // file, or the message's text and link. The service worker takes the POST.
        share_target: {
          action: 'share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: 'file', accept: ['.tessera', '.json', '.txt', 'text/plain', 'application/json', 'application/octet-stream'] }],
          },
        },
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico}'],
        rollupFormat: 'iife',
      },
    }),
  ],
  // The computer opponent's worker loads the rule systems lazily, as the page does:
  // module workers with their own chunks.
  worker: { format: 'es' },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
