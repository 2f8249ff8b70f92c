import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consoleOperations, resourceBasePath } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { allCalls } from './app.ts'

const CATALOGUE = join(import.meta.dirname, '../../shared/api/catalogue.json')
type Entry = { method: string; path: string; note: string }

describe('the call registry', () => {
  it('declares each method and path once, under /api', () => {
    const keys = allCalls().map((c) => `${c.method} ${c.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.every((k) => / \/api\//.test(k))).toBe(true)
  })

  it('serves every operation a declaration names, hand-written ones included (the console calls them)', () => {
    const paths = new Set(allCalls().map((c) => c.path))
    const missing = resources.flatMap((r) =>
      consoleOperations(r)
        .map((o) => `${resourceBasePath(r)}/${o.path}`)
        .filter((p) => !paths.has(p)),
    )
    expect(missing).toEqual([])
  })

  it.skipIf(!existsSync(CATALOGUE))('answers every catalogue call it offers with the catalogue method', () => {
    const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Entry[]
    const offered = new Map<string, Set<string>>()
    for (const c of allCalls()) {
      const methods = offered.get(c.path) ?? new Set()
      methods.add(c.method)
      if (c.alsoOther) methods.add(c.method === 'GET' ? 'POST' : 'GET')
      offered.set(c.path, methods)
    }
    const wrong = catalogue.filter((e) => offered.has(e.path) && !offered.get(e.path)?.has(e.method))
    expect(wrong).toEqual([])
    const auth = catalogue.filter(
      (e) => e.path.startsWith('/api/blade-auth') || e.path.startsWith('/api/blade-user/info'),
    )
    expect(auth.every((e) => offered.get(e.path)?.has(e.method))).toBe(true)
  })
})
