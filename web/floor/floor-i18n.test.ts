import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '#sync/i18n/language.ts'
import { PWA_TEXT } from '../app/pwa/pwa.messages.ts'
import '../app/pwa/pwa-texts.ts'
import { i18n } from '../i18n/i18n.ts'
import { UI_TEXT } from '../i18n/messages.ts'
import { FLOOR_SHELL_TEXT_PARTS } from './floor-i18n.ts'
import { FLOOR_WORK_TEXT_PARTS } from './work-texts.ts'

const FLOOR_TEXT_PARTS = { ...FLOOR_SHELL_TEXT_PARTS, ...FLOOR_WORK_TEXT_PARTS }

const PARTS = { console: UI_TEXT, pwa: PWA_TEXT, ...FLOOR_TEXT_PARTS }

describe('floor texts', () => {
  it('never define one key twice across the floor, the prompts and the console (one would silently win)', () => {
    // A part both apps load (the sign-in's texts) is the same text in each, not a second definition.
    const owner = new Map<string, { part: string; label: unknown }>()
    const clashes: string[] = []
    for (const [part, texts] of Object.entries(PARTS)) {
      for (const [key, label] of Object.entries(texts)) {
        const first = owner.get(key)
        if (first && first.label !== label) clashes.push(`${key}: ${first.part} and ${part}`)
        else if (!first) owner.set(key, { part, label })
      }
    }
    expect(clashes).toEqual([])
  })

  it('have a non-empty text in every language', () => {
    const missing: string[] = []
    for (const texts of [PWA_TEXT, ...Object.values(FLOOR_TEXT_PARTS)]) {
      for (const [key, label] of Object.entries(texts)) {
        for (const lang of LANGUAGES)
          if (!(label as Record<string, string>)[lang]?.trim()) missing.push(`${key}.${lang}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('are served by the shared i18next instance in each language', () => {
    expect(i18n.t('floor.tile.picking', { lng: 'zh' })).toBe('拣货')
    expect(i18n.t('floor.tile.picking', { lng: 'en' })).toBe('Picking')
    expect(i18n.t('floor.tile.picking', { lng: 'ja' })).toBe('ピッキング')
    expect(i18n.t('floor.status.pending', { lng: 'en', count: 3 })).toBe('3 to sync')
    expect(i18n.t('pwa.update.reload', { lng: 'ja' })).toBe('再読み込みして更新')
  })
})
