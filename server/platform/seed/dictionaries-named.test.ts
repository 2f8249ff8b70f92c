import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { platformDictionaries } from '#sync/dictionaries/index.ts'

describe('platform vocabularies', () => {
  it('are each named by some code: a field, a call, a screen (a vocabulary nothing names is dead weight)', () => {
    const root = join(import.meta.dirname, '..', '..', '..')
    const sources: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') walk(path)
        } else if (/\.tsx?$/.test(entry.name) && !/\.(test|dictionaries)\.tsx?$/.test(entry.name)) {
          sources.push(readFileSync(path, 'utf8'))
        }
      }
    }
    for (const dir of ['server', 'web', join('sync', 'src')]) walk(join(root, dir))
    const named = (code: string) => sources.some((text) => text.includes(`'${code}'`) || text.includes(`"${code}"`))
    expect(
      platformDictionaries()
        .map((d) => d.code)
        .filter((code) => !named(code)),
    ).toEqual([])
  })
})
