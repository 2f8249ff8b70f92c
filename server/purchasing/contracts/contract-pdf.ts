import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { embedLabelFonts, type LabelFonts } from '../../platform/pdf/fonts.ts'
import { CONTRACT_TEXTS, type ContractDocument, type ContractParty, type ContractTerm } from './contract-document.ts'

/**
 * A contract as an A4 PDF, printed in Noto Sans SC (the label fonts, cut to the contract's
 * characters) so Chinese names and addresses print as written: the title, number and date, the two
 * parties side by side, the goods table (its heading repeated on every page), the totals in figures
 * and in words, the schedule, the payment terms, the numbered clauses and the signature block, each
 * page numbered with the contract's number.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const INNER = A4[0] - 2 * MARGIN
const GREY = rgb(0.6, 0.6, 0.6)
/** A label's colon: the full-width one in Chinese. */
const COLON = { zh: '：', en: ':' } as const
/** The room after a label's colon, in points (the full-width colon has its own). */
const GAP = { zh: 0, en: 3 } as const
const PARTY_FIELDS = ['address', 'contact', 'phone', 'email', 'taxNumber', 'bank', 'accountName', 'account'] as const

/** The goods table's columns: key, width in points (they fill the page's inner 515), numbers right-aligned. */
const TABLE = [
  ['no', 22, true],
  ['sku', 82, false],
  ['productName', 96, false],
  ['spec', 66, false],
  ['unit', 28, false],
  ['quantity', 40, true],
  ['boxRate', 36, true],
  ['boxes', 36, true],
  ['unitPrice', 50, true],
  ['amount', 59, true],
] as const

type Column = (typeof TABLE)[number][0]

/** Lays text out on pages, top to bottom, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage
  y = 0
  readonly pages: PDFPage[] = []

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: LabelFonts,
  ) {
    this.page = this.addPage()
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage(A4)
    this.pages.push(this.page)
    this.y = A4[1] - MARGIN
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

  rule(y: number, x1 = MARGIN, x2 = A4[0] - MARGIN, thickness = 0.5) {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: GREY })
  }
}

/** The contract as PDF bytes. */
export async function contractPdf(doc: ContractDocument): Promise<Uint8Array> {
  const t = (key: keyof typeof CONTRACT_TEXTS) => CONTRACT_TEXTS[key][doc.lang]
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${doc.title} ${doc.number}`)
  pdf.setSubject(doc.number)
  pdf.setCreator('ERP')
  const fonts = await embedLabelFonts(pdf, wordsOf(doc))
  const w = new Writer(pdf, fonts)

  // Title, number and date.
  const titleSize = 18
  w.text(doc.title, MARGIN + (INNER - w.width(doc.title, titleSize, true)) / 2, w.y, titleSize, true)
  w.y -= titleSize + 14
  const gap = doc.lang === 'en' ? ' ' : ''
  w.text(`${t('number')}${COLON[doc.lang]}${gap}${doc.number}`, MARGIN, w.y, 10, true)
  const dated = `${t('date')}${COLON[doc.lang]}${gap}${doc.date}`
  w.text(dated, A4[0] - MARGIN - w.width(dated, 10), w.y, 10)
  w.y -= 16
  w.rule(w.y, MARGIN, A4[0] - MARGIN, 1)
  w.y -= 10

  // The parties side by side.
  const half = (INNER - 16) / 2
  const top = w.y
  const bottoms = [
    party(w, t('buyer'), doc.buyer, MARGIN, half, top, doc.lang),
    party(w, t('seller'), doc.seller, MARGIN + half + 16, half, top, doc.lang),
  ]
  w.y = Math.min(...bottoms) - 8

  // The goods.
  heading(w, t('goods'))
  const headings: Record<Column, string> = {
    no: t('no'),
    sku: t('sku'),
    productName: t('productName'),
    spec: t('spec'),
    unit: t('unit'),
    quantity: t('quantity'),
    boxRate: t('boxRate'),
    boxes: t('boxes'),
    unitPrice: `${t('unitPrice')} ${doc.currency}`,
    amount: `${t('amount')} ${doc.currency}`,
  }
  tableRow(w, headings, true)
  doc.lines.forEach((l, i) => {
    const cells: Record<Column, string> = {
      no: String(i + 1),
      sku: l.sku ?? '',
      productName: l.productName ?? '',
      spec: l.spec ?? '',
      unit: l.unit ?? '',
      quantity: String(l.quantity),
      boxRate: l.boxRate === null ? '' : String(l.boxRate),
      boxes: l.boxes ?? '',
      unitPrice: l.unitPrice,
      amount: l.amount,
    }
    tableRow(w, cells, false, headings)
  })
  tableRow(
    w,
    {
      no: '',
      sku: t('total'),
      productName: '',
      spec: '',
      unit: '',
      quantity: String(doc.totalQuantity),
      boxRate: '',
      boxes: doc.totalBoxes,
      unitPrice: '',
      amount: doc.totalAmount,
    },
    true,
    headings,
  )
  w.y -= 6
  terms(w, [{ label: t('totalInWords'), value: doc.totalInWords }], doc.lang, true)
  if (doc.deposit !== null) {
    terms(
      w,
      [
        { label: t('deposit'), value: `${doc.deposit} ${doc.currency}` },
        { label: t('balance'), value: `${doc.balance ?? ''} ${doc.currency}` },
      ],
      doc.lang,
    )
  }

  const schedule = doc.schedule.length
    ? doc.schedule
    : doc.deliveryDate
      ? [{ label: t('deliveryDate'), value: doc.deliveryDate }]
      : []
  if (schedule.length) {
    heading(w, t('schedule'))
    terms(w, schedule, doc.lang)
  }
  if (doc.terms.length) {
    heading(w, t('terms'))
    terms(w, doc.terms, doc.lang)
  }
  heading(w, t('clauses'))
  doc.clauses.forEach((clause, i) => {
    const number = `${i + 1}.`
    w.room(14)
    w.text(number, MARGIN, w.y, 9)
    w.paragraph(clause, MARGIN + 16, INNER - 16, 9)
    w.y -= 3
  })
  if (doc.remark) {
    heading(w, t('remark'))
    w.paragraph(doc.remark, MARGIN, INNER, 9)
  }

  // The signatures: both sides' names over a line to sign on, and the date.
  w.y -= 10
  w.room(86)
  const signTop = w.y
  ;[
    [t('buyerSign'), doc.buyer.name, MARGIN],
    [t('sellerSign'), doc.seller.name, MARGIN + half + 16],
  ].forEach(([label, name, x]) => {
    w.y = signTop
    w.text(String(label), Number(x), w.y, 10, true)
    w.y -= 16
    w.paragraph(String(name), Number(x), half, 9)
    w.rule(signTop - 62, Number(x), Number(x) + half * 0.8)
    w.text(`${t('signDate')}${COLON[doc.lang]}`, Number(x), signTop - 70, 9)
    w.rule(signTop - 82, Number(x) + 40, Number(x) + half * 0.8)
  })

  w.pages.forEach((page, n) => {
    const text = `${doc.number}   ${t('page')
      .replace('{page}', String(n + 1))
      .replace('{pages}', String(w.pages.length))}`
    const width = fonts.font.widthOfTextAtSize(fonts.printable(text), 8)
    page.drawText(fonts.printable(text), { x: A4[0] - MARGIN - width, y: MARGIN - 18, size: 8, font: fonts.font })
  })
  return pdf.save()
}

/** A party's block at x: the role, the name in bold, then each known field wrapped; answers the y below it. */
function party(w: Writer, role: string, p: ContractParty, x: number, width: number, top: number, lang: 'zh' | 'en') {
  w.y = top
  w.text(role, x, w.y, 9, true)
  w.y -= 14
  w.paragraph(p.name || '—', x, width, 10, true)
  for (const key of PARTY_FIELDS) {
    const value = p[key]
    if (!value) continue
    const label = `${CONTRACT_TEXTS[key][lang]}${COLON[lang]}`
    // printable() trims the label's trailing space: the gap after the colon is added here.
    const indent = w.width(label, 8.5, true) + GAP[lang]
    w.text(label, x, w.y, 8.5, true)
    w.paragraph(value, x + indent, width - indent, 8.5)
  }
  return w.y
}

/** A section's heading with a little room above it. */
function heading(w: Writer, text: string) {
  w.y -= 8
  w.room(40)
  w.text(text, MARGIN, w.y, 11, true)
  w.y -= 17
}

/** Labelled values, the label in bold and the value wrapped beside it. */
function terms(w: Writer, items: readonly ContractTerm[], lang: 'zh' | 'en', bold = false) {
  for (const item of items) {
    const label = `${item.label}${COLON[lang]}`
    const indent = Math.min(160, w.width(label, 9, true) + GAP[lang])
    w.room(13)
    w.text(label, MARGIN, w.y, 9, true)
    w.paragraph(item.value, MARGIN + indent, INNER - indent, 9, bold)
  }
}

const CELL_SIZE = 8
const CELL_PAD = 3
const LINE = CELL_SIZE * 1.3

/** A row's height: its tallest cell's wrapped lines. */
function rowHeight(w: Writer, cells: Record<Column, string>, bold = false): number {
  const lines = Math.max(
    ...TABLE.map(([key, width]) => w.wrap(cells[key], CELL_SIZE, width - 2 * CELL_PAD, bold).length),
  )
  return lines * LINE + 2 * CELL_PAD
}

/** Draws one row of the goods table with its borders; on a new page the table's heading (`headings`) first. */
function tableRow(w: Writer, cells: Record<Column, string>, bold: boolean, headings?: Record<Column, string>) {
  const height = rowHeight(w, cells, bold)
  if (w.room(height) && headings) tableRow(w, headings, true)
  let x = MARGIN
  if (bold) w.page.drawRectangle({ x, y: w.y - height, width: INNER, height, color: rgb(0.93, 0.93, 0.93) })
  for (const [key, width, right] of TABLE) {
    w.page.drawRectangle({ x, y: w.y - height, width, height, borderColor: GREY, borderWidth: 0.5 })
    w.wrap(cells[key], CELL_SIZE, width - 2 * CELL_PAD, bold).forEach((line, n) => {
      const tx = right ? x + width - CELL_PAD - w.width(line, CELL_SIZE, bold) : x + CELL_PAD
      w.text(line, tx, w.y - CELL_PAD - n * LINE, CELL_SIZE, bold)
    })
    x += width
  }
  w.y -= height
}

/** Every character the contract prints, so the embedded fonts hold each one. */
function wordsOf(doc: ContractDocument): string {
  const party = (p: ContractParty) => Object.values(p).join('')
  return [
    '—',
    ...Object.values(CONTRACT_TEXTS).map((text) => text[doc.lang]),
    doc.title,
    doc.number,
    doc.date,
    party(doc.buyer),
    party(doc.seller),
    doc.currency,
    doc.totalInWords,
    doc.remark ?? '',
    ...doc.lines.flatMap((l) => [l.sku, l.productName, l.spec, l.unit]),
    ...[...doc.schedule, ...doc.terms].flatMap((s) => [s.label, s.value]),
    ...doc.clauses,
  ].join('')
}
