import { describe, expect, it } from 'vitest'
import { CAMERA_DEBOUNCE_MS, createScanDebouncer } from './debounce.ts'

describe('scan debounce', () => {
  it('counts two reads of one code within the window once', () => {
    const debouncer = createScanDebouncer(CAMERA_DEBOUNCE_MS)
    expect(debouncer.accept('DEMO-PAN-28', 1000)).toBe(true)
    expect(debouncer.accept('DEMO-PAN-28', 1500)).toBe(false)
  })

  it('counts a read after the window again', () => {
    const debouncer = createScanDebouncer(CAMERA_DEBOUNCE_MS)
    expect(debouncer.accept('DEMO-PAN-28', 1000)).toBe(true)
    expect(debouncer.accept('DEMO-PAN-28', 1000 + CAMERA_DEBOUNCE_MS)).toBe(true)
  })

  it('counts a label held in view of the camera once, however long it stays', () => {
    const debouncer = createScanDebouncer(800)
    const counted = Array.from({ length: 50 }, (_, i) => debouncer.accept('A-01-01', i * 100)).filter(Boolean)
    expect(counted).toHaveLength(1)
    // Out of view for the window, then back: a second scan.
    expect(debouncer.accept('A-01-01', 49 * 100 + 800)).toBe(true)
  })

  it('keeps each code to itself', () => {
    const debouncer = createScanDebouncer(800)
    expect(debouncer.accept('A', 0)).toBe(true)
    expect(debouncer.accept('B', 10)).toBe(true)
    expect(debouncer.accept('A', 20)).toBe(false)
    expect(debouncer.accept('B', 30)).toBe(false)
  })

  it('counts every read with a window of 0 (wedge scans of one SKU twice on purpose)', () => {
    const debouncer = createScanDebouncer(0)
    expect([0, 1, 2].map((at) => debouncer.accept('DEMO-LANTERN', at))).toEqual([true, true, true])
  })

  it('forgets everything on clear, and stays small with many codes', () => {
    const debouncer = createScanDebouncer(800)
    for (let i = 0; i < 500; i++) expect(debouncer.accept(`C${i}`, i * 10)).toBe(true)
    expect(debouncer.accept('C499', 5000)).toBe(false)
    debouncer.clear()
    expect(debouncer.accept('C499', 5001)).toBe(true)
  })
})
