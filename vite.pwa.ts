import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { generateSW } from 'workbox-build'
import { PWA_APPS } from './web/app/pwa/pwa-apps.ts'

/**
 * The two installable apps built from web/ (issue 27 §15): the console (scope `/`, its worker built by
 * vite-plugin-pwa) and the floor app (scope `/floor/`, its own manifest and worker built here), so a
 * handheld installs the floor as an app of its own, whose worker precaches only what the floor loads.
 */

const ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** The console's manifest (`/manifest.webmanifest`): the office app, the whole site in scope. */
export const CONSOLE_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: '跨境电商 ERP',
  lang: 'zh-CN',
  short_name: 'ERP',
  description: 'Cross-border e-commerce ERP and warehouse back office',
  theme_color: '#1c7ed6',
  background_color: '#ffffff',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: ICONS,
}

// The floor's manifest and worker are served inside its scope, so no Service-Worker-Allowed is needed.
const FLOOR = PWA_APPS.floor

/** The floor app's manifest: its own name, opening at and confined to /floor/. */
export const FLOOR_MANIFEST: Partial<ManifestOptions> = {
  id: FLOOR.scope,
  name: '仓库作业 · 跨境电商 ERP',
  lang: 'zh-CN',
  short_name: '仓库作业',
  description: 'Warehouse floor: receiving, putaway, picking, packing and stocktaking, offline too',
  theme_color: '#1c7ed6',
  background_color: '#ffffff',
  display: 'standalone',
  orientation: 'portrait',
  start_url: FLOOR.scope,
  scope: FLOOR.scope,
  icons: ICONS,
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
}

/** One chunk of Vite's build manifest (.vite/manifest.json). */
type ManifestChunk = {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

/**
 * The files the floor app loads, from Vite's build manifest: the page (index.html) and its entry's
 * static imports, and the floor's entry with everything it imports, statically or later (its work
 * screens, the camera's decoder), so the floor works offline; none of the console's chunks.
 */
export function floorFiles(manifest: Record<string, ManifestChunk>, floorEntry = 'floor/floor-main.tsx'): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const walk = (key: string, dynamic: boolean) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of chunk.imports ?? []) walk(next, dynamic)
    if (dynamic) for (const next of chunk.dynamicImports ?? []) walk(next, dynamic)
  }
  if (!manifest['index.html'] || !manifest[floorEntry])
    throw new Error(`the build manifest lacks index.html or ${floorEntry}`)
  walk('index.html', false)
  walk(floorEntry, true)
  return [...files].sort()
}

/**
 * Writes the floor app's manifest and service worker into the build (`/floor/manifest.webmanifest`,
 * `/floor/sw.js`): a Workbox worker of scope /floor/ precaching the floor's files alone, opening the
 * app shell for any /floor/ deep link offline, and waiting for the person's reload to update, as the
 * console's does.
 */
export function floorPwa(): Plugin {
  let outDir = ''
  return {
    name: 'erp-floor-pwa',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir)
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FLOOR.manifest.slice(1),
        source: JSON.stringify(FLOOR_MANIFEST, null, 2),
      })
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
      const files = floorFiles(manifest)
      const globs = ['index.html', 'icons/*.png', FLOOR.manifest.slice(1), ...files]
      const { warnings } = await generateSW({
        globDirectory: outDir,
        globPatterns: globs,
        swDest: join(outDir, FLOOR.worker.slice(1)),
        // Precached URLs are absolute: relative ones would resolve against /floor/sw.js.
        modifyURLPrefix: { '': '/' },
        // One file: the worker's runtime is inlined rather than copied beside it.
        inlineWorkboxRuntime: true,
        mode: 'production',
        sourcemap: false,
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/floor(\/|$)/],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      })
      for (const warning of warnings) this.warn(warning)
    },
  }
}
