import ExcelJS from 'exceljs'
import { SheetWriter } from '../../platform/files/sheet-writer.ts'
import { CONTRACT_TEXTS, type ContractParty } from '../../purchasing/contracts/contract-document.ts'
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
 * A ship's document as an xlsx workbook: one A4 landscape sheet fitted to the page's width, the
 * title, number and date, the two parties side by side, the ship's facts (or the declaration's
 * fields) two to a row, the goods table with its totals (quantities, cartons, weights, volume and
 * amounts as the exact decimals they are, right-aligned), the total in words, the clauses and the
 * signatures.
 */

const PARTY_FIELDS = ['address', 'contact', 'phone', 'email', 'taxNumber'] as const

/** The document as xlsx bytes. */
export async function shipXlsx(doc: ShipDocument): Promise<Buffer> {
  const t = (key: keyof typeof SHIP_TEXTS) => SHIP_TEXTS[key][doc.lang]
  const workbook = new ExcelJS.Workbook()
  workbook.title = `${doc.title} ${doc.number}`
  const widths = doc.columns.map((c) => COLUMN_LAYOUT[c].width)
  const w = new SheetWriter(workbook, doc.number || doc.kind, widths, { footer: doc.number, landscape: true })
  const last = w.columns
  const half = Math.floor(last / 2)

  w.title(doc.title)
  const numberRow = w.row()
  w.pair(numberRow, numberLabel(doc), doc.number, 1, half)
  w.pair(numberRow, t('date'), doc.date, half + 1, last)

  w.row()
  const roles = partyRoles(doc)
  const sides = w.merged(roles.seller, 1, half)
  sides.cell.font = { bold: true, size: 12 }
  w.merged(roles.buyer, half + 1, last, sides.row).cell.font = { bold: true, size: 12 }
  const names = w.row()
  w.merged(doc.seller.name, 1, half, names).cell.font = { bold: true }
  w.merged(doc.buyer.name, half + 1, last, names).cell.font = { bold: true }
  for (const key of PARTY_FIELDS) {
    if (!doc.seller[key] && !doc.buyer[key]) continue
    const row = w.row()
    partyField(w, row, 1, half, doc.seller, key, doc.lang)
    partyField(w, row, half + 1, last, doc.buyer, key, doc.lang)
  }

  w.heading(termsHeading(doc))
  for (let i = 0; i < doc.terms.length; i += 2) {
    const row = w.row()
    const [left, right] = [doc.terms[i], doc.terms[i + 1]]
    if (left) w.pair(row, left.label, left.value, 1, half)
    if (right) w.pair(row, right.label, right.value, half + 1, last)
  }

  w.heading(t('goods'))
  const right = doc.columns.map((c) => COLUMN_LAYOUT[c].right)
  w.tableHead(doc.columns.map((c) => columnTitle(doc, c)))
  for (const line of doc.lines) {
    w.tableRow(
      doc.columns.map((c) => {
        const text = cellText(doc, line, c)
        // Counts are numbers in the sheet (they add up there); decimals stay the exact text they are.
        return c === 'no' || c === 'quantity' || c === 'boxes' ? Number(text) : text
      }),
      right,
    )
  }
  const totals = totalCells(doc)
  const firstTotal = doc.columns.findIndex((c) => totals[c] !== undefined)
  w.totalRow(
    doc.columns.map((c, i) => {
      if (i === 0) return t('total')
      const value = totals[c]
      return value === undefined ? '' : c === 'quantity' || c === 'boxes' ? Number(value) : value
    }),
    firstTotal,
    right,
  )
  if (doc.totalInWords) w.pair(w.row(), t('totalInWords'), doc.totalInWords, 1, last)

  if (doc.clauses.length) {
    w.heading(t('clauses'))
    doc.clauses.forEach((clause, i) => {
      w.paragraph(`${i + 1}. ${clause}`)
    })
  }

  w.row()
  const blocks = signatureBlocks(doc)
  const span = Math.floor(last / blocks.length)
  const sign = w.row()
  const signers = w.row()
  blocks.forEach((block, i) => {
    const from = 1 + i * span
    const to = i === blocks.length - 1 ? last : from + span - 1
    w.merged(block.label, from, to, sign).cell.font = { bold: true }
    w.merged(block.name, from, to, signers)
  })
  w.row().height = 40
  w.merged(`${t('signDate')}: ____________`, 1, half)
  w.finish()
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** One party's field: its label and value between `from` and `to`, when the party has it. */
function partyField(
  w: SheetWriter,
  row: ExcelJS.Row,
  from: number,
  to: number,
  party: ContractParty,
  key: (typeof PARTY_FIELDS)[number],
  lang: 'zh' | 'en',
) {
  const value = party[key]
  if (value) w.pair(row, CONTRACT_TEXTS[key][lang], value, from, to)
}
