import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { CONSOLE_MANIFEST, floorPwa } from './vite.pwa.ts'

/** The console and the floor app (/floor): two installable apps built from web/ into dist/, which the server serves. */
export default defineConfig({
  root: 'web',
  publicDir: '../public',
  // The manifest (.vite/manifest.json) lets tests/bench/floor-bundle.bench.ts follow each entry's imports.
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 1200, manifest: true },
  plugins: [
    react(),
    // The console's worker (/sw.js, scope /): registered by web/app/pwa, not by a script the plugin injects.
    VitePWA({
      // A new version waits for the person's "reload" (web/app/pwa): never swapped under someone mid-task.
      registerType: 'prompt',
      injectRegister: false,
      manifest: CONSOLE_MANIFEST,
      workbox: {
        // The first install controls the page at once (nothing waits for it); an update still waits
        // for the person's reload, since skipWaiting stays off and the prompt sends SKIP_WAITING.
        clientsClaim: true,
        skipWaiting: false,
        // Every navigation opens the app shell, offline too (under /floor/ the floor's own worker answers first).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        globIgnores: ['floor/**'],
        // Workbox's clean-up deletes every precache whose name holds this worker's scope (/): the
        // floor's (…/floor/) too. Both share Workbox's current cache format, so nothing is outdated.
        cleanupOutdatedCaches: false,
      },
    }),
    // The floor app's own manifest and worker (/floor/manifest.webmanifest, /floor/sw.js, scope /floor/).
    floorPwa(),
    // .br and .gz beside each text file, sent by the server to clients that accept them (issue 9: 1.3 MB uncompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
})
