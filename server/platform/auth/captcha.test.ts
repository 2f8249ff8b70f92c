import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type Chance, drawCaptcha } from './captcha.ts'

/** mulberry32: a seeded source, so a drawing is the same on every run; like crypto's randomInt, it refuses an empty range. */
function seeded(seed: number): Chance {
  let a = seed >>> 0
  return (n) => {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`no whole number below ${n}`)
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

const svgOf = (image: string) => {
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true)
  return Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')
}

/** Every character the stroke font draws: the alphabet and the fixed test code's extra ones. */
const CODES = ['ABCD', 'EFGH', 'JKMN', 'PQRS', 'TUVW', 'XYZ2', '3456', '789I', 'LO01']

describe('captcha drawing', () => {
  it('draws the same picture from the same chances: the font, placement, bend and noise pinned', () => {
    // Recorded from this code; a change to the drawing on purpose records it again.
    const pictures = CODES.map((code, i) => svgOf(drawCaptcha(code, seeded(i + 1))))
    const digest = createHash('sha256').update(pictures.join('\n')).digest('hex')
    expect(digest).toBe('e2a15d911820685ffc330565fed9b75f3ff293a4bc9ddd085c1f797ab108e0c7')
  })

  it('is an SVG of 130 by 48 with no text in it, and each drawing differs', () => {
    const svg = svgOf(drawCaptcha('AB2Z'))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="130" height="48" viewBox="0 0 130 48">/)
    expect(svg).not.toMatch(/<text|AB2Z/i)
    expect(svg.match(/<circle /g)).toHaveLength(45)
    expect(drawCaptcha('AB2Z')).not.toBe(drawCaptcha('AB2Z'))
  })

  it('draws each character with strokes of its own, in lower case as in upper case', () => {
    const count = (code: string) => (svgOf(drawCaptcha(code, seeded(7))).match(/<path /g) ?? []).length
    // Noise is three curves and four short strokes; a glyph adds at least one path per stroke.
    expect(count('')).toBe(7)
    for (const code of CODES) expect(count(code)).toBeGreaterThan(7 + 4)
    expect(drawCaptcha('abcd', seeded(3))).toBe(drawCaptcha('ABCD', seeded(3)))
  })
})
