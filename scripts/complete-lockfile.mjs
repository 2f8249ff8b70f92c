#!/usr/bin/env node
// Adds lockfile entries for platform-specific optional packages that npm left out.
//
// Why: the npm registry mirror of this workplace does not serve the manifests of every platform
// build (e.g. @rollup/rollup-darwin-arm64), so `npm install` writes a package-lock.json without
// them, and `npm ci` then refuses it ("Missing: X@ from lock file"). An entry with the version,
// `optional` and the platform (os/cpu/libc, read off the package name) is all `npm ci` needs: on
// other platforms it skips the package; on a platform that needs it, it fetches it from its registry.
//
// Run after every `npm install` that changes the lockfile: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32']
const CPU = ['arm64', 'arm', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64']

function platformOf(name) {
  const tokens = name.slice(name.lastIndexOf('/') + 1).split('-')
  const os = tokens.find((t) => OS.includes(t))
  const cpu = tokens.find((t) => CPU.includes(t))
  if (!os || !cpu) return null
  const platform = { os: [os], cpu: [cpu] }
  if (os === 'linux') platform.libc = [tokens.some((t) => t.startsWith('musl')) ? 'musl' : 'glibc']
  return platform
}

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const added = []
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    if (lock.packages[key] || lock.packages[nested]) continue
    const platform = platformOf(name)
    if (!platform) {
      console.error(`complete-lockfile: cannot tell the platform of ${name}; add its entry by hand`)
      process.exitCode = 1
      continue
    }
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }
    added.push(`${name}@${version}`)
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: ${added.length} entries added${added.length ? `: ${added.join(', ')}` : ''}`)
