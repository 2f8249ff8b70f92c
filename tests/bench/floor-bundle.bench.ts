// The floor app's first-load JavaScript, gzipped (issue 11 §6: target < 250 kB), beside the console's
// as the baseline. First load = the page's entry chunk and the app's entry chunk (web/main.tsx imports
// web/floor/floor-main.tsx or web/app/console-main.tsx), each with every chunk it imports statically,
// followed through Vite's build manifest. Chunks imported dynamically (work screens, console pages,
// the service worker's helper) load later and are not counted.
//   npx vite build && npx tsx tests/bench/floor-bundle.bench.ts      (BUNDLE_DIR=<dir> for another build)
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One chunk of Vite's build manifest. */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

const DIR = process.env.BUNDLE_DIR ?? 'dist'
const MANIFEST = join(DIR, '.vite', 'manifest.json')
const TARGET_KB = 250

if (!existsSync(MANIFEST)) {
  if (process.env.BUNDLE_DIR) throw new Error(`${MANIFEST} is missing: build with build.manifest on`)
  execSync('npx vite build', { stdio: 'inherit' })
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest

function keyOf(src: string): string {
  const key = Object.keys(manifest).find((k) => k === src || manifest[k]?.src === src)
  if (!key) throw new Error(`${src} is not in ${MANIFEST}`)
  return key
}

/** The chunks `roots` load before running: themselves and their static imports, transitively. */
function staticClosure(roots: string[]): ManifestChunk[] {
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) walk(next)
  }
  for (const root of roots) walk(keyOf(root))
  return [...seen].map((k) => manifest[k] as ManifestChunk)
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIR, file)), { level: 9 }).length
const kb = (bytes: number) => bytes / 1000

/** Gzipped bytes of the first load's JavaScript and stylesheets, and the files counted. */
function firstLoad(appEntry: string) {
  const chunks = staticClosure(['index.html', appEntry])
  const js = [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))]
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))]
  return {
    js: js.reduce((sum, f) => sum + gzipBytes(f), 0),
    css: css.reduce((sum, f) => sum + gzipBytes(f), 0),
    files: js,
  }
}

const floor = firstLoad('floor/floor-main.tsx')
const consoleApp = firstLoad('app/console-main.tsx')
const consoleOnly = consoleApp.files.filter((f) => !floor.files.includes(f))

console.log(
  `BENCH floor-first-load-js: ${kb(floor.js).toFixed(1)} kB gz vs console-first-load-js ${kb(consoleApp.js).toFixed(1)} kB gz = ${(floor.js / consoleApp.js).toFixed(2)}`,
)
console.log(
  `  floor: ${floor.files.length} JS files, CSS ${kb(floor.css).toFixed(1)} kB gz; console: ${consoleApp.files.length} JS files, CSS ${kb(consoleApp.css).toFixed(1)} kB gz; ` +
    `${consoleOnly.length} of the console's first-load files are not loaded by the floor`,
)
const met = kb(floor.js) < TARGET_KB
console.log(`  target < ${TARGET_KB} kB gz: ${met ? 'met' : 'NOT met'}`)
if (!met) process.exitCode = 1
