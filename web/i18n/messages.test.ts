import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '#sync/i18n/language.ts'
import { UI_TEXT_PARTS } from './messages.ts'

describe('console texts', () => {
  it('never define one key in two parts (a later part would silently win)', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const [part, texts] of Object.entries(UI_TEXT_PARTS)) {
      for (const key of Object.keys(texts)) {
        const first = owner.get(key)
        if (first) clashes.push(`${key}: ${first} and ${part}`)
        else owner.set(key, part)
      }
    }
    expect(clashes).toEqual([])
  })

  it('have a non-empty text in every language', () => {
    const missing: string[] = []
    for (const texts of Object.values(UI_TEXT_PARTS)) {
      for (const [key, label] of Object.entries(texts)) {
        for (const lang of LANGUAGES)
          if (!(label as Record<string, string>)[lang]?.trim()) missing.push(`${key}.${lang}`)
      }
    }
    expect(missing).toEqual([])
  })
})
