import { describe, expect, it } from 'vitest'
import { truncateLongText } from './long-text.tsx'

describe('truncateLongText', () => {
  it('keeps up to 20 characters and marks a cut', () => {
    expect(truncateLongText('短文本')).toBe('短文本')
    expect(truncateLongText('a'.repeat(20))).toBe('a'.repeat(20))
    expect(truncateLongText('b'.repeat(25))).toBe(`${'b'.repeat(20)}…`)
  })
  it('counts characters, not UTF-16 units', () => {
    expect(truncateLongText('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`)
  })
})
