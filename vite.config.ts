import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'

/** The console and (later) the floor app: one PWA built from web/ into dist/, which the server serves. */
export default defineConfig({
  root: 'web',
  publicDir: '../public',
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      manifest: {
        name: '跨境电商 ERP',
        lang: 'zh-CN',
        short_name: 'ERP',
        description: 'Cross-border e-commerce ERP and warehouse back office',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
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
