import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'

/** The console and the floor app (/floor): one PWA built from web/ into dist/, which the server serves. */
export default defineConfig({
  root: 'web',
  publicDir: '../public',
  // The manifest (.vite/manifest.json) lets tests/bench/floor-bundle.bench.ts follow each entry's imports.
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 1200, manifest: true },
  plugins: [
    react(),
    VitePWA({
      // A new version waits for the person's "reload" (web/app/pwa): never swapped under someone mid-task.
      registerType: 'prompt',
      manifest: {
        name: '跨境电商 ERP',
        lang: 'zh-CN',
        short_name: 'ERP',
        description: 'Cross-border e-commerce ERP and warehouse back office',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        // Installed, it opens the floor app; the console stays in scope.
        start_url: '/floor/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: '拣货',
            short_name: '拣货',
            description: 'Picking: follow the pick list',
            url: '/floor/picking',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: '盘点',
            short_name: '盘点',
            description: 'Stocktaking: count positions',
            url: '/floor/stocktaking',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        // The first install controls the page at once (nothing waits for it); an update still waits
        // for the person's reload, since skipWaiting stays off and the prompt sends SKIP_WAITING.
        clientsClaim: true,
        skipWaiting: false,
        // Every navigation (deep links such as /floor/picking included) opens the app shell, offline too.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      },
    }),
    // .br and .gz beside each text file, sent by the server to clients that accept them (issue 9: 1.3 MB uncompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
})
