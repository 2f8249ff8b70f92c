import { PDFDocument } from 'pdf-lib'
import { embedLabelFonts } from '../../platform/pdf/fonts.ts'
import { COLON, type PdfColumn, type PdfTerm, PdfWriter } from '../../platform/pdf/pdf-writer.ts'
import { CONTRACT_TEXTS, type ContractDocument, type ContractParty } from './contract-document.ts'

/**
 * A contract as an A4 PDF, printed in Noto Sans SC (the label fonts, cut to the contract's
 * characters) so Chinese names and addresses print as written: the title, number and date, the two
 * parties side by side, the goods table (its heading repeated on every page), the totals in figures
 * and in words, the schedule, the payment terms, the numbered clauses and the signature block, each
 * page numbered with the contract's number.
 */

const MARGIN = 40
const PARTY_FIELDS = ['address', 'contact', 'phone', 'email', 'taxNumber', 'bank', 'accountName', 'account'] as const

/** The goods table's columns: key, width in points (they fill the page's inner 515), numbers right-aligned. */
const TABLE: readonly PdfColumn[] = [
  { key: 'no', width: 22, right: true },
  { key: 'sku', width: 82 },
  { key: 'productName', width: 96 },
  { key: 'spec', width: 66 },
  { key: 'unit', width: 28 },
  { key: 'quantity', width: 40, right: true },
  { key: 'boxRate', width: 36, right: true },
  { key: 'boxes', width: 36, right: true },
  { key: 'unitPrice', width: 50, right: true },
  { key: 'amount', width: 59, right: true },
]

/** A party's known fields, labelled in the contract's language. */
export function partyFields(p: ContractParty, lang: 'zh' | 'en'): PdfTerm[] {
  return PARTY_FIELDS.map((key) => ({ label: CONTRACT_TEXTS[key][lang], value: p[key] ?? '' }))
}

/** The contract as PDF bytes. */
export async function contractPdf(doc: ContractDocument): Promise<Uint8Array> {
  const t = (key: keyof typeof CONTRACT_TEXTS) => CONTRACT_TEXTS[key][doc.lang]
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${doc.title} ${doc.number}`)
  pdf.setSubject(doc.number)
  pdf.setCreator('ERP')
  const fonts = await embedLabelFonts(pdf, wordsOf(doc))
  const w = new PdfWriter(pdf, fonts)

  const gap = doc.lang === 'en' ? ' ' : ''
  w.titleBlock(
    doc.title,
    `${t('number')}${COLON[doc.lang]}${gap}${doc.number}`,
    `${t('date')}${COLON[doc.lang]}${gap}${doc.date}`,
  )
  w.parties(
    doc.lang,
    { role: t('buyer'), name: doc.buyer.name, fields: partyFields(doc.buyer, doc.lang) },
    { role: t('seller'), name: doc.seller.name, fields: partyFields(doc.seller, doc.lang) },
  )

  // The goods.
  w.heading(t('goods'))
  const headings: Record<string, string> = {
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
  w.table(
    TABLE,
    headings,
    doc.lines.map((l, i) => ({
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
    })),
    [{ sku: t('total'), quantity: String(doc.totalQuantity), boxes: doc.totalBoxes, amount: doc.totalAmount }],
  )
  w.y -= 6
  w.terms([{ label: t('totalInWords'), value: doc.totalInWords }], doc.lang, true)
  if (doc.deposit !== null) {
    w.terms(
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
    w.heading(t('schedule'))
    w.terms(schedule, doc.lang)
  }
  if (doc.terms.length) {
    w.heading(t('terms'))
    w.terms(doc.terms, doc.lang)
  }
  w.heading(t('clauses'))
  doc.clauses.forEach((clause, i) => {
    w.room(14)
    w.text(`${i + 1}.`, MARGIN, w.y, 9)
    w.paragraph(clause, MARGIN + 16, w.inner - 16, 9)
    w.y -= 3
  })
  if (doc.remark) {
    w.heading(t('remark'))
    w.paragraph(doc.remark, MARGIN, w.inner, 9)
  }

  // The signatures: both sides' names over a line to sign on, and the date.
  w.signatures(
    [
      { label: t('buyerSign'), name: doc.buyer.name },
      { label: t('sellerSign'), name: doc.seller.name },
    ],
    t('signDate'),
    doc.lang,
  )
  w.footers(
    (page, pages) => `${doc.number}   ${t('page').replace('{page}', String(page)).replace('{pages}', String(pages))}`,
  )
  return pdf.save()
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
