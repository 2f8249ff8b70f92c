import { describe, expect, it } from 'vitest'
import { parseBatchLines, replaceFirstEntry, summariseBatch, tidyEntries } from './batch-lines.ts'

describe('parseBatchLines', () => {
  it('trims every line and drops empty ones', () => {
    expect(parseBatchLines('  SKU-1 \n\n SKU-2\r\n   \nSKU-3')).toEqual({
      ok: true,
      values: ['SKU-1', 'SKU-2', 'SKU-3'],
    })
  })
  it('takes exactly 100 entries (a trailing newline does not count)', () => {
    const text = `${Array.from({ length: 100 }, (_, i) => `A${i}`).join('\n')}\n`
    const parsed = parseBatchLines(text)
    expect(parsed.ok && parsed.values.length).toBe(100)
  })
  it('refuses 101 entries as a whole', () => {
    const text = Array.from({ length: 101 }, (_, i) => `A${i}`).join('\n')
    expect(parseBatchLines(text)).toEqual({ ok: false, count: 101 })
  })
})

describe('summariseBatch', () => {
  it('shows the first entry and how many more', () => {
    expect(summariseBatch(['a', 'b', 'c'])).toEqual({ first: 'a', more: 2 })
    expect(summariseBatch([])).toEqual({ first: '', more: 0 })
  })
})

describe('replaceFirstEntry', () => {
  it('edits the first entry and keeps the others', () => {
    expect(replaceFirstEntry(['a', 'b'], 'x ')).toEqual(['x ', 'b'])
    expect(replaceFirstEntry(['a', 'b'], '')).toEqual(['', 'b'])
  })
  it('holds no entry once the box is emptied with no others', () => {
    expect(replaceFirstEntry(['a'], '  ')).toEqual([])
    expect(replaceFirstEntry([], 'a')).toEqual(['a'])
  })
})

describe('tidyEntries', () => {
  it('trims the entries and drops empty ones', () => {
    expect(tidyEntries([' a', '', 'b '])).toEqual(['a', 'b'])
  })
  it('answers null when there is nothing to tidy', () => {
    expect(tidyEntries(['a', 'b'])).toBeNull()
    expect(tidyEntries([])).toBeNull()
  })
})
