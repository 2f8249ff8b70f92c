import { BitArray, Code128Reader } from '@zxing/library'
import { describe, expect, it } from 'vitest'
import { boxLabelHtml } from './box-label.ts'
import { code128Modules, code128Svg, code128Values } from './code128.ts'

/** Reads the drawn symbol back with zxing's own Code 128 reader. */
function decode(text: string): string {
  const modules = code128Modules(text)
  const row = new BitArray(modules.length)
  modules.forEach((bar, i) => {
    if (bar) row.set(i)
  })
  return new Code128Reader().decodeRow(0, row, new Map()).getText()
}

describe('Code 128 box labels', () => {
  it('encode box codes that zxing reads back unchanged', () => {
    for (const code of ['OUT20240001-1', 'PK-7-12', '123456', '12345', 'A1234567B', 'ob 9/3', '0', 'x12345678'])
      expect(decode(code)).toBe(code)
  })

  it('print long digit runs in code set C', () => {
    const values = code128Values('12345678')
    expect(values[0]).toBe(105)
    expect(values.slice(1, 5)).toEqual([12, 34, 56, 78])
  })

  it('refuse text a scanner could not read back', () => {
    expect(() => code128Values('')).toThrow()
    expect(() => code128Values('箱1')).toThrow()
  })

  it('draw one rect per bar inside an SVG that names the code', () => {
    const svg = code128Svg('OUT-1')
    expect(svg).toContain('aria-label="OUT-1"')
    expect(svg.match(/<rect x=/g)?.length).toBeGreaterThan(10)
  })
})

describe('the box label', () => {
  it('carries the order, the box, the barcode of the box code and the code in clear text, escaped', () => {
    const html = boxLabelHtml({
      boxCode: 'SO-7-2',
      orderCode: 'SO-7',
      boxCaption: 'Box 2',
      details: '3 pcs · 30×20×10 cm <fragile>',
    })
    expect(html).toContain('<svg')
    expect(html).toContain('aria-label="SO-7-2"')
    expect(html).toContain('<div class="code">SO-7-2</div>')
    expect(html).toContain('Box 2')
    expect(html).toContain('&lt;fragile&gt;')
    expect(html).not.toContain('<fragile>')
    expect(html).toContain('@page { size: 100mm 60mm')
  })
})
