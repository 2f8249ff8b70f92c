import { globSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areas } from '../areas.ts'

/**
 * The server's layers, as ARCHITECTURE.md writes them down ("Layers"), checked on the source:
 * a calls file holds no SQL (it parses input and calls its area's logic), no logic file imports a
 * calls file, and an area imports only areas below it (the platform none).
 */

const SERVER = resolve(import.meta.dirname, '..')
const rel = (file: string) => relative(SERVER, file).split('\\').join('/')
const sources = globSync('**/*.ts', { cwd: SERVER })
  .map((f) => join(SERVER, f))
  .filter((f) => !f.endsWith('.d.ts') && !rel(f).startsWith('migrations/'))

/** Each area's layer, as its `defineArea({ layer })` declares it: it may import the platform (0) and lower layers only. */
const levelOf = new Map<string, number>([['platform', 0], ...areas.map((a) => [a.name, a.layer] as const)])

/** Calls files that still hold SQL, each with why: none is left, and none may be added (move the SQL to the area's logic). */
const SQL_IN_CALLS_ALLOWED: Record<string, string> = {}

/** Imports across layers that stay, each with why. */
const CROSS_LAYER_ALLOWED: Record<string, string> = {
  'platform/seed/seed-demo.ts -> areas.ts': 'the demo seed runs every area seed through the area registry',
}

/** Source without comments (a comment may name SQL or a calls file). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** What a file imports (relative paths, resolved to server-relative names); `import(...)` too. */
function importsOf(file: string, text = code(file)): string[] {
  const found: string[] = []
  const statement = /^\s*(?:import|export)\s[^'"`;]*?from\s*'(\.{1,2}\/[^']+)'/gm
  const bare = /^\s*import\s*'(\.{1,2}\/[^']+)'/gm
  const dynamic = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g
  for (const re of [statement, bare, dynamic])
    for (const m of text.matchAll(re)) found.push(rel(resolve(dirname(file), m[1] ?? '')))
  return found
}

/** SQL a calls file runs or spells: a query call, a tagged `sql` template, or a statement's keywords in a string. */
const SQL_SIGNS = [
  /\.(query|unsafe)\s*[<(]/,
  /\bsql`/,
  /['"`][^'"`]*\b(SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|ON\s+CONFLICT)\b/,
]

function sqlIn(text: string): string | undefined {
  for (const sign of SQL_SIGNS) {
    const m = sign.exec(text)
    if (m) return m[0].slice(0, 80)
  }
  return undefined
}

/** The area (top folder) of a server file, or undefined for the app's own files and test support. */
function areaOf(name: string): string | undefined {
  const top = name.split('/')[0] ?? ''
  return name.includes('/') && top !== 'testing' ? top : undefined
}

/** Why an import breaks the layers, or undefined when it keeps them. */
function layerBreach(from: string, to: string): string | undefined {
  if (CROSS_LAYER_ALLOWED[`${from} -> ${to}`]) return undefined
  const source = areaOf(from)
  if (!source) return undefined
  const target = areaOf(to)
  if (!target) {
    // The app's own files: configuration is read everywhere; the app, its registry and test support are above all.
    if (to === 'config.ts') return undefined
    return `${from} imports ${to}, which is above every area`
  }
  if (target === source) return undefined
  const below = levelOf.get(source)
  const above = levelOf.get(target)
  if (below === undefined) return `${from}: area ${source} is not listed in server/areas.ts`
  if (above === undefined) return `${from} imports ${to}: area ${target} is not listed in server/areas.ts`
  if (above >= below)
    return `${from} imports ${to}: ${source} may import only areas below it, and ${target} is ${above === below ? 'beside' : 'above'} it`
  return undefined
}

const isTest = (name: string) =>
  name.endsWith('.test.ts') || name.endsWith('test-helpers.ts') || name.startsWith('testing/')
const isCalls = (name: string) => name.endsWith('.calls.ts')
/** Who may import a calls file: the area module (or a part of it: finance's `<part>.part.ts`), the area registry and the app, and tests. */
const mayImportCalls = (name: string) =>
  name.endsWith('.area.ts') || name.endsWith('.part.ts') || name === 'areas.ts' || name === 'app.ts' || isTest(name)

describe('the layers of the server', () => {
  it('finds the files it checks (a moved folder would pass vacuously otherwise)', () => {
    expect(sources.filter((f) => isCalls(rel(f))).length).toBeGreaterThan(40)
    expect(new Set(sources.map((f) => areaOf(rel(f))).filter(Boolean))).toEqual(new Set(levelOf.keys()))
  })

  it('a calls file holds no SQL: it parses input and calls its area logic', () => {
    const found: string[] = []
    for (const file of sources) {
      const name = rel(file)
      if (!isCalls(name) || SQL_IN_CALLS_ALLOWED[name]) continue
      const sql = sqlIn(code(file))
      if (sql) found.push(`${name}: ${sql}`)
    }
    expect(found).toEqual([])
  })

  it('the allow-list names only calls files that still hold SQL (a cleaned file leaves the list)', () => {
    const stale = Object.keys(SQL_IN_CALLS_ALLOWED).filter((name) => {
      const file = join(SERVER, name)
      return !sources.includes(file) || !sqlIn(code(file))
    })
    expect(stale).toEqual([])
  })

  it('no logic file nor other calls file imports a calls file (only the area module, the registry, the app and tests do)', () => {
    const found: string[] = []
    for (const file of sources) {
      const name = rel(file)
      if (mayImportCalls(name)) continue
      for (const target of importsOf(file)) if (isCalls(target)) found.push(`${name} -> ${target}`)
    }
    // Not even a calls file of the same area: what two calls files share lives in the area's logic.
    expect(found).toEqual([])
  })

  it('an area imports only the platform and areas below it; the platform imports no area', () => {
    const found: string[] = []
    for (const file of sources) {
      const name = rel(file)
      if (isTest(name)) continue
      for (const target of importsOf(file)) {
        const breach = layerBreach(name, target)
        if (breach) found.push(breach)
      }
    }
    expect(found).toEqual([])
  })

  it('recognises SQL and a breach (the checks themselves)', () => {
    expect(sqlIn("await tx.query('SELECT 1')")).toBeTruthy()
    expect(sqlIn('const q = `SELECT id FROM erp_order WHERE id = $1`')).toBeTruthy()
    expect(sqlIn("const s = 'UPDATE erp_order SET status = 2'")).toBeTruthy()
    expect(sqlIn("summary: 'Selects the orders to review'")).toBeUndefined()
    expect(layerBreach('wms/outbound.ts', 'orders/order-labels.ts')).toMatch(/above/)
    expect(layerBreach('orders/order-labels.ts', 'wms/packing.ts')).toBeUndefined()
    expect(layerBreach('platform/http/authenticate.ts', 'auth/sign-in.ts')).toMatch(/above/)
    expect(layerBreach('pricing/pricing-seed.ts', 'other/customer.hooks.ts')).toMatch(/beside/)
  })
})
