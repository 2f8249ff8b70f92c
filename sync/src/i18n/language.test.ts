import { describe, expect, it } from 'vitest'
import { languageFromHeader } from './language.ts'
import { messages, translate } from './messages.ts'

describe('languages', () => {
  it('reads the client Accept-Language values and falls back to Chinese', () => {
    expect(languageFromHeader('en-US')).toBe('en')
    expect(languageFromHeader('ja-JP,ja;q=0.9')).toBe('ja')
    expect(languageFromHeader('fr-FR, en;q=0.5')).toBe('en')
    expect(languageFromHeader('zh-CN')).toBe('zh')
    expect(languageFromHeader(undefined)).toBe('zh')
  })

  it('has every message in every language with the same placeholders', () => {
    for (const [key, label] of Object.entries(messages())) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join()
      expect(label.en, key).not.toBe('')
      expect(names(label.en), key).toBe(names(label.zh))
      expect(names(label.ja), key).toBe(names(label.zh))
    }
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('fieldTooLong', 'en', { field: 'Title', max: 5 })).toBe('Title must be at most 5 characters')
    expect(translate('fieldTooLong', 'zh', { field: '标题' })).toBe('标题长度不能超过{max}')
  })
})
