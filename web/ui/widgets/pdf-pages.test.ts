import { describe, expect, it } from 'vitest'
import { clampPage, loadingHintAt, stepZoom, ZOOM_MAX, ZOOM_MIN } from './pdf-pages.ts'

describe('PDF viewer rules', () => {
  it('clamps the typed page to 1..total', () => {
    expect(clampPage(3, 10)).toBe(3)
    expect(clampPage(0, 10)).toBe(1)
    expect(clampPage(-4, 10)).toBe(1)
    expect(clampPage(11, 10)).toBe(10)
    expect(clampPage(999, 1)).toBe(1)
    expect(clampPage(2.6, 10)).toBe(3)
    expect(clampPage(Number.NaN, 10)).toBe(1)
    expect(clampPage(5, 0)).toBe(1)
  })

  it('zooms in quarter steps within its range', () => {
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.75)
    expect(stepZoom(ZOOM_MAX, 1)).toBe(ZOOM_MAX)
    expect(stepZoom(ZOOM_MIN, -1)).toBe(ZOOM_MIN)
  })

  it('alternates the loading hint with the refresh hint every 4 seconds', () => {
    expect(loadingHintAt(0)).toBe('loading')
    expect(loadingHintAt(3999)).toBe('loading')
    expect(loadingHintAt(4000)).toBe('stuck')
    expect(loadingHintAt(7999)).toBe('stuck')
    expect(loadingHintAt(8000)).toBe('loading')
    expect(loadingHintAt(12_500)).toBe('stuck')
  })
})
