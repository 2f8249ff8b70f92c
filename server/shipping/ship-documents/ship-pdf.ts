import { PDFDocument } from 'pdf-lib'
import { embedLabelFonts } from '../../platform/pdf/fonts.ts'
import { A4_LANDSCAPE, COLON, fitColumns, MARGIN, PdfWriter } from '../../platform/pdf/pdf-writer.ts'
import { partyFields } from '../../purchasing/contracts/contract-pdf.ts'
import {
  COLUMN_LAYOUT,
  cellText,
  columnTitle,
  numberLabel,
  partyRoles,
  SHIP_TEXTS,
  type ShipDocument,
  signatureBlocks,
  termsHeading,
  totalCells,
} from './ship-document.ts'

/**
 * A ship's document as an A4 landscape PDF in the label fonts (Chinese names print as written): the
 * title, number and date, the two parties side by side, the ship's facts (or the declaration's
 * fields) in two columns, the goods table (its heading repeated on every page) with its totals,
 * the total in words, the clauses and the signatures, each page numbered with the document's number.
 */
export async function shipPdf(doc: ShipDocument): Promise<Uint8Array> {
  const t = (key: keyof typeof SHIP_TEXTS) => SHIP_TEXTS[key][doc.lang]
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${doc.title} ${doc.number}`)
  pdf.setSubject(doc.number)
  pdf.setCreator('ERP')
  const fonts = await embedLabelFonts(pdf, wordsOf(doc))
  const w = new PdfWriter(pdf, fonts, A4_LANDSCAPE)

  const gap = doc.lang === 'en' ? ' ' : ''
  w.titleBlock(
    doc.title,
    `${numberLabel(doc)}${COLON[doc.lang]}${gap}${doc.number}`,
    `${t('date')}${COLON[doc.lang]}${gap}${doc.date}`,
  )
  const roles = partyRoles(doc)
  w.parties(
    doc.lang,
    { role: roles.seller, name: doc.seller.name, fields: partyFields(doc.seller, doc.lang) },
    { role: roles.buyer, name: doc.buyer.name, fields: partyFields(doc.buyer, doc.lang) },
  )

  // The ship's facts in two columns.
  w.heading(termsHeading(doc))
  const split = Math.ceil(doc.terms.length / 2)
  const column = (w.inner - 16) / 2
  const top = w.y
  const startPage = w.pages.length
  w.terms(doc.terms.slice(0, split), doc.lang, false, MARGIN, column)
  const leftEnd = { y: w.y, page: w.pages.length }
  if (leftEnd.page === startPage) w.y = top
  w.terms(doc.terms.slice(split), doc.lang, false, MARGIN + column + 16, column)
  if (leftEnd.page === w.pages.length) w.y = Math.min(w.y, leftEnd.y)

  // The goods.
  w.heading(t('goods'))
  const columns = fitColumns(
    doc.columns.map((c) => [c, COLUMN_LAYOUT[c].width, COLUMN_LAYOUT[c].right] as const),
    w.inner,
  )
  const headings = Object.fromEntries(doc.columns.map((c) => [c, columnTitle(doc, c)]))
  const totals: Record<string, string> = { ...totalCells(doc) }
  totals[doc.columns[1] ?? 'no'] = t('total')
  w.table(
    columns,
    headings,
    doc.lines.map((line) => Object.fromEntries(doc.columns.map((c) => [c, cellText(doc, line, c)]))),
    [totals],
  )
  w.y -= 6
  if (doc.totalInWords) w.terms([{ label: t('totalInWords'), value: doc.totalInWords }], doc.lang, true)

  if (doc.clauses.length) {
    w.heading(t('clauses'))
    doc.clauses.forEach((clause, i) => {
      w.room(14)
      w.text(`${i + 1}.`, MARGIN, w.y, 9)
      w.paragraph(clause, MARGIN + 16, w.inner - 16, 9)
      w.y -= 3
    })
  }
  w.signatures(signatureBlocks(doc), t('signDate'), doc.lang)
  w.footers(
    (page, pages) => `${doc.number}   ${t('page').replace('{page}', String(page)).replace('{pages}', String(pages))}`,
  )
  return pdf.save()
}

/** Every character the document prints, so the embedded fonts hold each one. */
function wordsOf(doc: ShipDocument): string {
  return [
    '—',
    ...Object.values(COLON),
    ...Object.values(SHIP_TEXTS).map((text) => text[doc.lang]),
    doc.title,
    doc.number,
    doc.date,
    ...partyFields(doc.seller, doc.lang).map((f) => f.label),
    Object.values(doc.seller).join(''),
    Object.values(doc.buyer).join(''),
    doc.currency ?? '',
    doc.totalInWords ?? '',
    doc.origin,
    doc.destination,
    ...doc.terms.flatMap((s) => [s.label, s.value]),
    ...doc.lines.flatMap((l) => doc.columns.map((c) => cellText(doc, l, c))),
    ...doc.clauses,
  ].join('')
}
