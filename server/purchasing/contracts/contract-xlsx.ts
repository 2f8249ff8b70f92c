import ExcelJS from 'exceljs'
import { SheetWriter, textWidth } from '../../platform/files/sheet-writer.ts'
import { CONTRACT_TEXTS, type ContractDocument, type ContractParty } from './contract-document.ts'

/**
 * A contract as an xlsx workbook: one A4 sheet fitted to the page's width, the title, number and
 * date, the two parties side by side, the goods table with its totals (amounts written as the exact
 * decimals they are, right-aligned), the total in words, the schedule, the payment terms, the
 * numbered clauses and the signature block.
 */

const COLUMNS = 10
/** Widths of the goods table's columns: no, SKU, product, spec, unit, qty, pcs/ctn, cartons, unit price, amount. */
const WIDTHS = [6, 16, 26, 20, 7, 9, 9, 9, 12, 14]
const PARTY_FIELDS = [
  'name',
  'address',
  'contact',
  'phone',
  'email',
  'taxNumber',
  'bank',
  'accountName',
  'account',
] as const

/** The contract as xlsx bytes. */
export async function contractXlsx(doc: ContractDocument): Promise<Buffer> {
  const t = (key: keyof typeof CONTRACT_TEXTS) => CONTRACT_TEXTS[key][doc.lang]
  const workbook = new ExcelJS.Workbook()
  workbook.title = `${doc.title} ${doc.number}`
  const w = new SheetWriter(workbook, doc.number || 'contract', WIDTHS, { footer: doc.number })

  w.title(doc.title)
  const numberRow = w.row()
  w.pair(numberRow, t('number'), doc.number, 1, 5)
  w.pair(numberRow, t('date'), doc.date, 6, 10)

  w.row()
  const sides = w.merged(t('buyer'), 1, 5)
  sides.cell.font = { bold: true, size: 12 }
  w.merged(t('seller'), 6, 10, sides.row).cell.font = { bold: true, size: 12 }
  for (const key of PARTY_FIELDS) {
    if (!doc.buyer[key] && !doc.seller[key]) continue
    const row = w.row()
    const text = key === 'name' ? '' : CONTRACT_TEXTS[key][doc.lang]
    partyCell(w, row, 1, text, doc.buyer, key)
    partyCell(w, row, 6, text, doc.seller, key)
  }

  w.heading(t('goods'))
  w.tableHead([
    t('no'),
    t('sku'),
    t('productName'),
    t('spec'),
    t('unit'),
    t('quantity'),
    t('boxRate'),
    t('boxes'),
    `${t('unitPrice')} (${doc.currency})`,
    `${t('amount')} (${doc.currency})`,
  ])
  doc.lines.forEach((l, i) => {
    w.tableRow(
      [
        i + 1,
        l.sku ?? '',
        l.productName ?? '',
        l.spec ?? '',
        l.unit ?? '',
        l.quantity,
        l.boxRate ?? '',
        l.boxes ?? '',
        l.unitPrice,
        l.amount,
      ],
      6,
    )
  })
  w.totalRow([t('total'), '', '', '', '', doc.totalQuantity, '', doc.totalBoxes, '', doc.totalAmount], 5, 6)
  w.pair(w.row(), t('totalInWords'), doc.totalInWords, 1, COLUMNS)
  if (doc.deposit !== null) {
    const money = w.row()
    w.pair(money, t('deposit'), `${doc.deposit} ${doc.currency}`, 1, 5)
    w.pair(money, t('balance'), `${doc.balance ?? ''} ${doc.currency}`, 6, 10)
  }

  if (doc.schedule.length || doc.deliveryDate) {
    w.heading(t('schedule'))
    const schedule = doc.schedule.length ? doc.schedule : [{ label: t('deliveryDate'), value: doc.deliveryDate ?? '' }]
    for (const s of schedule) w.pair(w.row(), s.label, s.value, 1, 5)
  }
  if (doc.terms.length) {
    w.heading(t('terms'))
    for (const s of doc.terms) w.pair(w.row(), s.label, s.value, 1, COLUMNS)
  }
  w.heading(t('clauses'))
  doc.clauses.forEach((clause, i) => {
    w.paragraph(`${i + 1}. ${clause}`)
  })
  if (doc.remark) {
    w.row()
    w.pair(w.row(), t('remark'), doc.remark, 1, COLUMNS)
  }

  w.row()
  const sign = w.row()
  w.merged(t('buyerSign'), 1, 5, sign).cell.font = { bold: true }
  w.merged(t('sellerSign'), 6, 10, sign).cell.font = { bold: true }
  const names = w.row()
  w.merged(doc.buyer.name, 1, 5, names)
  w.merged(doc.seller.name, 6, 10, names)
  w.row().height = 40
  const dates = w.row()
  w.merged(`${t('signDate')}: ____________`, 1, 5, dates)
  w.merged(`${t('signDate')}: ____________`, 6, 10, dates)
  w.finish()
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** One party's field: its label over two columns and the value merged over the next three (the name over all five). */
function partyCell(
  w: SheetWriter,
  row: ExcelJS.Row,
  from: number,
  label: string,
  party: ContractParty,
  key: (typeof PARTY_FIELDS)[number],
) {
  const value = party[key] ?? ''
  // A field only the other side has leaves this side's cells empty.
  if (!value) return
  if (key === 'name') {
    w.merged(value, from, from + 4, row).cell.font = { bold: true }
    return
  }
  w.pair(row, label, value, from, from + 4)
  // Wrapped text does not grow a merged row: about 30 Latin characters a line in the value's columns.
  const lines = Math.ceil(textWidth(value) / 34)
  if (lines > 1) row.height = Math.max(row.height ?? 15, 15 * lines)
}
