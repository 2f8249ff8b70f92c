import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { LabelFonts } from './fonts.ts'

/**
 * Lays a business document (a contract, a packing list, an invoice) out on A4 pages, top to
 * bottom, in the label fonts: wrapped paragraphs, labelled values, a party's block, and tables whose
 * heading repeats on every page they run onto. The documents say what to print; this says where.
 */

export const A4_PORTRAIT: [number, number] = [595.28, 841.89]
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28]
export const MARGIN = 40
export const GREY = rgb(0.6, 0.6, 0.6)
/** A label's colon: the full-width one in Chinese. */
export const COLON = { zh: '：', en: ':' } as const
/** The room after a label's colon, in points (the full-width colon has its own). */
const GAP = { zh: 0, en: 3 } as const

export type PdfLang = 'zh' | 'en'

/** A labelled value (a date, a term), already in the document's language. */
export type PdfTerm = { label: string; value: string }

/** One column of a table: its key, its width in points and whether its values align right (numbers). */
export type PdfColumn = { key: string; width: number; right?: boolean }

const CELL_SIZE = 8
const CELL_PAD = 3
const LINE = CELL_SIZE * 1.3

export class PdfWriter {
  page: PDFPage
  y = 0
  readonly pages: PDFPage[] = []
  /** The width between the margins. */
  readonly inner: number

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: LabelFonts,
    readonly size: [number, number] = A4_PORTRAIT,
  ) {
    this.inner = size[0] - 2 * MARGIN
    this.page = this.addPage()
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage(this.size)
    this.pages.push(this.page)
    this.y = this.size[1] - MARGIN
    return this.page
  }

  /** Makes room for `height` points, on a new page when this one has too little left. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN + 20) return false
    this.addPage()
    return true
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.font
  }

  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.fonts.printable(text), size)
  }

  /** Draws one line of text with its top at y - size (so y is the top of the line). */
  text(text: string, x: number, y: number, size: number, bold = false) {
    const t = this.fonts.printable(text)
    if (t) this.page.drawText(t, { x, y: y - size, size, font: this.font(bold) })
  }

  /**
   * Breaks text into lines no wider than `width`: at spaces in Latin text, between any two Chinese
   * characters (a closing punctuation mark stays with the character before it), a word wider than
   * the column cut where it must be.
   */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const out: string[] = []
    const fits = (t: string) => this.width(t, size, bold) <= width
    for (const paragraph of this.fonts.printable(text).split('\n')) {
      const tokens = paragraph.match(/[\u2e80-\uffff][，。；：、）》」』！？,.;:)]?|[^\s\u2e80-\uffff]+|\s+/g) ?? ['']
      let line = ''
      for (const token of tokens) {
        const next = line + token
        if (!line || fits(next.trimEnd())) {
          line = next
        } else {
          out.push(line.trimEnd())
          line = token.trimStart()
        }
        while (!fits(line) && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && !fits(line.slice(0, cut))) cut--
          out.push(line.slice(0, cut))
          line = line.slice(cut)
        }
      }
      out.push(line.trimEnd())
    }
    return out
  }

  /** A wrapped paragraph at x, moving y below it; answers the lines' count. */
  paragraph(text: string, x: number, width: number, size: number, bold = false, leading = 1.35): number {
    const lines = this.wrap(text, size, width, bold)
    for (const line of lines) {
      this.room(size * leading)
      this.text(line, x, this.y, size, bold)
      this.y -= size * leading
    }
    return lines.length
  }

  rule(y: number, x1 = MARGIN, x2 = this.size[0] - MARGIN, thickness = 0.5) {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: GREY })
  }

  /** The document's title centred, then its number on the left and its date on the right, over a rule. */
  titleBlock(title: string, left: string, right: string) {
    const titleSize = 18
    this.text(title, MARGIN + (this.inner - this.width(title, titleSize, true)) / 2, this.y, titleSize, true)
    this.y -= titleSize + 14
    this.text(left, MARGIN, this.y, 10, true)
    this.text(right, this.size[0] - MARGIN - this.width(right, 10), this.y, 10)
    this.y -= 16
    this.rule(this.y, MARGIN, this.size[0] - MARGIN, 1)
    this.y -= 10
  }

  /** A section's heading with a little room above it. */
  heading(text: string) {
    this.y -= 8
    this.room(40)
    this.text(text, MARGIN, this.y, 11, true)
    this.y -= 17
  }

  /** Labelled values from x across `width`, the label in bold and the value wrapped beside it. */
  terms(items: readonly PdfTerm[], lang: PdfLang, bold = false, x = MARGIN, width = this.inner) {
    for (const item of items) {
      const label = `${item.label}${COLON[lang]}`
      const indent = Math.min(160, this.width(label, 9, true) + GAP[lang])
      this.room(13)
      this.text(label, x, this.y, 9, true)
      this.paragraph(item.value, x + indent, width - indent, 9, bold)
    }
  }

  /** A party's block at x from `top`: the role, the name in bold, then each known field wrapped; answers the y below it. */
  party(role: string, name: string, fields: readonly PdfTerm[], x: number, width: number, top: number, lang: PdfLang) {
    this.y = top
    this.text(role, x, this.y, 9, true)
    this.y -= 14
    this.paragraph(name || '—', x, width, 10, true)
    for (const { label: text, value } of fields) {
      if (!value) continue
      const label = `${text}${COLON[lang]}`
      // printable() trims the label's trailing space: the gap after the colon is added here.
      const indent = this.width(label, 8.5, true) + GAP[lang]
      this.text(label, x, this.y, 8.5, true)
      this.paragraph(value, x + indent, width - indent, 8.5)
    }
    return this.y
  }

  /** Two parties side by side under the title; y ends below the longer. */
  parties(
    lang: PdfLang,
    left: { role: string; name: string; fields: readonly PdfTerm[] },
    right: { role: string; name: string; fields: readonly PdfTerm[] },
  ) {
    const half = (this.inner - 16) / 2
    const top = this.y
    const bottoms = [
      this.party(left.role, left.name, left.fields, MARGIN, half, top, lang),
      this.party(right.role, right.name, right.fields, MARGIN + half + 16, half, top, lang),
    ]
    this.y = Math.min(...bottoms) - 8
  }

  /** A table: its heading, its rows and its total rows (bold), the heading again on each new page. */
  table(
    columns: readonly PdfColumn[],
    headings: Record<string, string>,
    rows: readonly Record<string, string>[],
    totals: readonly Record<string, string>[] = [],
  ) {
    this.tableRow(columns, headings, true)
    for (const row of rows) this.tableRow(columns, row, false, headings)
    for (const row of totals) this.tableRow(columns, row, true, headings)
  }

  /** A row's height: its tallest cell's wrapped lines. */
  private rowHeight(columns: readonly PdfColumn[], cells: Record<string, string>, bold: boolean): number {
    const lines = Math.max(
      ...columns.map((c) => this.wrap(cells[c.key] ?? '', CELL_SIZE, c.width - 2 * CELL_PAD, bold).length),
    )
    return lines * LINE + 2 * CELL_PAD
  }

  /** Draws one row with its borders; on a new page the table's heading (`headings`) first. */
  tableRow(
    columns: readonly PdfColumn[],
    cells: Record<string, string>,
    bold: boolean,
    headings?: Record<string, string>,
  ) {
    const height = this.rowHeight(columns, cells, bold)
    if (this.room(height) && headings) this.tableRow(columns, headings, true)
    let x = MARGIN
    const total = columns.reduce((n, c) => n + c.width, 0)
    if (bold) this.page.drawRectangle({ x, y: this.y - height, width: total, height, color: rgb(0.93, 0.93, 0.93) })
    for (const { key, width, right } of columns) {
      this.page.drawRectangle({ x, y: this.y - height, width, height, borderColor: GREY, borderWidth: 0.5 })
      this.wrap(cells[key] ?? '', CELL_SIZE, width - 2 * CELL_PAD, bold).forEach((line, n) => {
        const tx = right ? x + width - CELL_PAD - this.width(line, CELL_SIZE, bold) : x + CELL_PAD
        this.text(line, tx, this.y - CELL_PAD - n * LINE, CELL_SIZE, bold)
      })
      x += width
    }
    this.y -= height
  }

  /** Signature blocks side by side: each label, the signer's name, a line to sign on and the date's line. */
  signatures(blocks: readonly { label: string; name: string }[], dateLabel: string, lang: PdfLang) {
    this.y -= 10
    this.room(86)
    const top = this.y
    // One block takes half the page, as one of two would.
    const n = Math.max(2, blocks.length)
    const width = (this.inner - 16 * (n - 1)) / n
    let lowest = top
    blocks.forEach(({ label, name }, i) => {
      const x = MARGIN + i * (width + 16)
      this.y = top
      this.text(label, x, this.y, 10, true)
      this.y -= 16
      this.paragraph(name, x, width, 9)
      this.rule(top - 62, x, x + width * 0.8)
      this.text(`${dateLabel}${COLON[lang]}`, x, top - 70, 9)
      this.rule(top - 82, x + 40, x + width * 0.8)
      lowest = Math.min(lowest, this.y, top - 86)
    })
    this.y = lowest
  }

  /** Numbers every page at its foot, right: `text(page, pages)`. */
  footers(text: (page: number, pages: number) => string) {
    this.pages.forEach((page, n) => {
      const line = this.fonts.printable(text(n + 1, this.pages.length))
      const width = this.fonts.font.widthOfTextAtSize(line, 8)
      page.drawText(line, { x: this.size[0] - MARGIN - width, y: MARGIN - 18, size: 8, font: this.fonts.font })
    })
  }
}

/** Widths in points for columns of relative weights, filling `inner` (the last takes the rounding). */
export function fitColumns<K extends string>(
  weights: readonly (readonly [K, number, boolean])[],
  inner: number,
): { key: K; width: number; right: boolean }[] {
  const sum = weights.reduce((n, [, w]) => n + w, 0)
  let used = 0
  return weights.map(([key, weight, right], i) => {
    const width = i === weights.length - 1 ? inner - used : Math.floor((weight / sum) * inner)
    used += width
    return { key, width, right }
  })
}
