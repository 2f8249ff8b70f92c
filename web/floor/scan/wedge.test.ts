import { describe, expect, it } from 'vitest'
import { GS, WedgeDetector, type WedgeKey, type WedgeOptions, type WedgeResult } from './wedge.ts'

/** Keys typed at a steady pace from `start`, each `gapMs` after the one before. */
function keys(text: string, gapMs: number, start = 1000): WedgeKey[] {
  return [...text].map((key, i) => ({ key, at: start + i * gapMs }))
}

/** Feeds keys and answers the codes scanned, in order. */
function scansOf(input: WedgeKey[], options?: WedgeOptions): string[] {
  const detector = new WedgeDetector(options)
  return input
    .map((k) => detector.feed(k))
    .filter((r): r is Extract<WedgeResult, { kind: 'scan' }> => r.kind === 'scan')
    .map((r) => r.code)
}

/** A code as a scanner sends it: characters `gapMs` apart, then the terminator. */
function scanned(code: string, gapMs: number, start: number, terminator = 'Enter'): WedgeKey[] {
  const chars = keys(code, gapMs, start)
  return [...chars, { key: terminator, at: start + code.length * gapMs }]
}

describe('keyboard-wedge detection', () => {
  it('takes keys 10 ms apart ending in Enter as a scan', () => {
    expect(scansOf(scanned('DEMO-KETTLE-17L', 10, 0))).toEqual(['DEMO-KETTLE-17L'])
  })

  it('leaves typing at 150 ms per key to the field, Enter included', () => {
    const detector = new WedgeDetector()
    const results = scanned('A-01-01', 150, 0).map((k) => detector.feed(k))
    expect(results.every((r) => r.kind !== 'scan')).toBe(true)
    expect(results.at(-1)).toEqual({ kind: 'other' })
  })

  it('tells a scan from typing around it: slow keys before and after are not part of it', () => {
    const typedBefore = keys('ab', 150, 0)
    const scan = scanned('DEMO-PAN-28', 8, 600)
    const typedAfter = [...keys('xy', 150, 1200), { key: 'Enter', at: 1500 }]
    expect(scansOf([...typedBefore, ...scan, ...typedAfter])).toEqual(['DEMO-PAN-28'])
  })

  it('marks the first key of each burst, so a field can be put back as it was before the scan', () => {
    const detector = new WedgeDetector()
    const results = [...keys('q', 150, 0), ...scanned('ABC123', 10, 500)].map((k) => detector.feed(k))
    expect(results[0]).toEqual({ kind: 'char', startsBurst: true })
    expect(results[1]).toEqual({ kind: 'char', startsBurst: true })
    expect(results[2]).toEqual({ kind: 'char', startsBurst: false })
    expect(results.at(-1)).toEqual({ kind: 'scan', code: 'ABC123', at: 560, startedAt: 500 })
  })

  it('emits every one of many codes scanned back to back, none dropped or merged', () => {
    const codes = Array.from({ length: 12 }, (_, i) => `SKU-${String(i).padStart(3, '0')}`)
    // Twelve codes within one second: each 7 characters at 5 ms, 20 ms between codes.
    let at = 0
    const input: WedgeKey[] = []
    for (const code of codes) {
      input.push(...scanned(code, 5, at))
      at += code.length * 5 + 20
    }
    expect(at).toBeLessThan(1000)
    expect(scansOf(input)).toEqual(codes)
  })

  it('repeats one code scanned twice on purpose', () => {
    expect(scansOf([...scanned('DEMO-LANTERN', 10, 0), ...scanned('DEMO-LANTERN', 10, 300)])).toEqual([
      'DEMO-LANTERN',
      'DEMO-LANTERN',
    ])
  })

  it('ends a scan on Tab too, and only on the terminators configured', () => {
    expect(scansOf(scanned('A-01-02', 10, 0, 'Tab'))).toEqual(['A-01-02'])
    expect(scansOf(scanned('A-01-02', 10, 0, 'Tab'), { terminators: ['Enter'] })).toEqual([])
  })

  it('keeps the GS separator as U+001D, sent as Ctrl+], F8 or the character itself', () => {
    const gtin = '0109506000134352'
    const withKey = (separator: WedgeKey) => [
      ...keys(`${gtin}10AB`, 5, 0),
      { ...separator, at: 100 },
      ...keys('17251231', 5, 105),
      { key: 'Enter', at: 150 },
    ]
    const expected = [`${gtin}10AB${GS}17251231`]
    expect(scansOf(withKey({ key: ']', ctrlKey: true, code: 'BracketRight', at: 0 }))).toEqual(expected)
    expect(scansOf(withKey({ key: 'F8', at: 0 }))).toEqual(expected)
    expect(scansOf(withKey({ key: GS, at: 0 }))).toEqual(expected)
  })

  it('takes the separator key of the scanner configured', () => {
    const input = [...keys('10AB', 5, 0), { key: 'F2', at: 20 }, ...keys('21X', 5, 25), { key: 'Enter', at: 40 }]
    expect(scansOf(input, { gsKeys: [{ key: 'F2' }] })).toEqual([`10AB${GS}21X`])
    // Without that setting F2 is just a key: it breaks the burst.
    expect(scansOf(input)).toEqual(['21X'])
  })

  it('ignores Shift between the characters of capitals, and AltGr characters count', () => {
    const input: WedgeKey[] = [
      { key: 'Shift', at: 0 },
      { key: 'A', at: 2 },
      { key: 'Shift', at: 10 },
      { key: 'b', at: 20 },
      { key: '@', ctrlKey: true, altKey: true, at: 30 },
      { key: 'c', at: 40 },
      { key: 'Enter', at: 50 },
    ]
    expect(scansOf(input)).toEqual(['Ab@c'])
  })

  it('is not fooled by a held key repeating fast, a shortcut, or too short a burst', () => {
    const held: WedgeKey[] = [
      { key: 'a', at: 0 },
      ...Array.from({ length: 6 }, (_, i) => ({ key: 'a', at: 500 + i * 30, repeat: true })),
      { key: 'Enter', at: 700 },
    ]
    expect(scansOf(held)).toEqual([])
    expect(scansOf([...keys('ab', 5, 0), { key: 'c', ctrlKey: true, at: 10 }, { key: 'Enter', at: 15 }])).toEqual([])
    expect(scansOf(scanned('AB', 5, 0))).toEqual([])
    expect(scansOf(scanned('AB', 5, 0), { minLength: 2 })).toEqual(['AB'])
  })

  it('honours a slower scanner when told its gap', () => {
    expect(scansOf(scanned('A-01-01', 50, 0))).toEqual([])
    expect(scansOf(scanned('A-01-01', 50, 0), { maxGapMs: 60 })).toEqual(['A-01-01'])
  })

  it('does not cut a code at one slower gap inside it (a Bluetooth hiccup): no tail sent alone', () => {
    const input = [...keys('DEMO-', 5, 0), ...keys('KETTLE-17L', 5, 20 + 80), { key: 'Enter', at: 160 }]
    expect(scansOf(input)).toEqual(['DEMO-KETTLE-17L'])
    // Two hiccups in one code are no scanner: the code is cut, and its tail is too short to count.
    const twice = [...keys('DEMO-', 5, 0), ...keys('KE', 5, 100), ...keys('T', 5, 190), { key: 'Enter', at: 195 }]
    expect(scansOf(twice)).toEqual([])
  })

  it('never joins a key typed just before a scan to it, nor fast typing with a rolled pair of keys', () => {
    // One key 60 ms before the scanner starts.
    expect(scansOf([{ key: 'x', at: 0 }, ...scanned('A-01-01', 5, 60)])).toEqual(['A-01-01'])
    // Two keys rolled 20 ms apart, then typing at 90 ms: a slow average is no scan.
    const typed = [{ key: 'a', at: 0 }, { key: 'b', at: 20 }, ...keys('cde', 90, 110), { key: 'Enter', at: 340 }]
    expect(scansOf(typed)).toEqual([])
    // The same typing right before a scan: the scan comes alone.
    const before = [{ key: 'a', at: 0 }, { key: 'b', at: 20 }, { key: 'c', at: 110 }, ...scanned('SKU-42', 5, 200)]
    expect(scansOf(before)).toEqual(['SKU-42'])
  })

  it('waits for the terminator no longer than its gap', () => {
    const late = [...keys('DEMO-1', 5, 0), { key: 'Enter', at: 400 }]
    expect(scansOf(late)).toEqual([])
  })
})
