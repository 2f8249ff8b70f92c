import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { code128Png } from '../platform/pdf/barcode.ts'
import { embedLabelFonts, type LabelFonts } from '../platform/pdf/fonts.ts'
import { WALKING_ORDER } from './outbound.ts'

/**
 * The pick sheet of a pick list as a PDF (worderpick/printOrderPick, format pdf): A4, the list's
 * number as a Code 128 barcode at the top, then one row per position, product and batch in walking
 * order (the zones' pick order, then the positions'), each with the quantity to take and the
 * outbound orders it goes to, and a box to tick. Printed in the caller's language with the label
 * fonts, so Chinese and Japanese product names print as written.
 */

/** One row of the sheet: what to take from one position. */
export type PickSheetLine = {
  positionCode: string | null
  zoneName: string | null
  sysSku: string | null
  productName: string | null
  batchNo: string | null
  quantity: number
  orders: string
}

type PickSheetHead = {
  code: string
  storeName: string | null
  transportName: string | null
  orderCount: number | null
  totalQuantity: number | null
  made: string
  printed: string
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 36
const ROW = 18
/** Columns: x from the left margin and width, in points (the page's inner width is 523). */
const COLUMNS = {
  check: [0, 16],
  position: [18, 92],
  sku: [112, 96],
  name: [210, 135],
  batch: [347, 58],
  quantity: [407, 36],
  orders: [447, 76],
} as const

/** The list's head and its lines summed per position, product and batch, in walking order. */
async function readPickSheet(tx: Queryable, pickId: string): Promise<{ head: PickSheetHead; lines: PickSheetLine[] }> {
  const [head] = await tx.query<PickSheetHead>(
    `SELECT k.code, s.name AS store_name, t.name AS transport_name, k.order_count, k.total_quantity,
            to_char(k.create_time, 'YYYY-MM-DD HH24:MI') AS made, to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI') AS printed
       FROM ware_order_pick k
       LEFT JOIN erp_base_store s ON s.id = k.store_id AND s.tenant_id = k.tenant_id
       LEFT JOIN erp_base_transport t ON t.id = k.transport_id AND t.tenant_id = k.tenant_id
      WHERE k.id = $1 AND k.is_deleted = 0`,
    [pickId],
  )
  if (!head) throw new AppError('NOT_FOUND', 'recordNotFound')
  const lines = await tx.query<PickSheetLine>(
    `SELECT p.code AS position_code, a.name AS zone_name, i.sys_sku, min(b.name) AS product_name, i.batch_no,
            sum(i.quantity)::int AS quantity, string_agg(DISTINCT o.code, ' ') AS orders
       FROM ware_order_pick_item i
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
       LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
       LEFT JOIN ware_outbound o ON o.id = i.outbound_id AND o.tenant_id = i.tenant_id
      WHERE i.order_pick_id = $1 AND i.is_deleted = 0
      GROUP BY p.id, p.code, p.pick_order_num, a.name, a.code, a.pick_order_num, i.sys_sku, i.batch_no
      ORDER BY ${WALKING_ORDER}, i.sys_sku, i.batch_no NULLS FIRST`,
    [pickId],
  )
  return { head, lines }
}

type Pen = LabelFonts & { page: PDFPage }

/** Writes text cut to `width` (with an ellipsis) at x, y. */
function write(pen: Pen, text: string | null | undefined, x: number, y: number, size: number, width = 0, bold = false) {
  const font: PDFFont = bold ? pen.bold : pen.font
  let t = pen.printable(text)
  if (width && font.widthOfTextAtSize(t, size) > width) {
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = Array.from(t).slice(0, -1).join('')
    t = `${t}…`
  }
  if (t) pen.page.drawText(t, { x, y, size, font })
}

/** Order codes wrapped into lines that fit `width` (a position feeding many orders takes more rows). */
function wrapOrders(pen: Pen, orders: string, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const code of orders.split(' ').filter(Boolean)) {
    const next = current ? `${current} ${code}` : code
    if (current && pen.font.widthOfTextAtSize(next, size) > width) {
      lines.push(current)
      current = code
    } else current = next
  }
  if (current) lines.push(current)
  return lines.length ? lines : ['']
}

/** The pick sheet as PDF bytes, with its file name (the pick list's number). */
export async function pickSheetPdf(
  tx: Queryable,
  pickId: string,
  lang: Language,
): Promise<{ name: string; bytes: Uint8Array }> {
  const { head, lines } = await readPickSheet(tx, pickId)
  const words = (key: Parameters<typeof translate>[0], params: Record<string, unknown> = {}) =>
    translate(key, lang, params)
  const headings = {
    position: words('wms.pickSheet.position'),
    sku: words('wms.pickSheet.sku'),
    name: words('wms.pickSheet.name'),
    batch: words('wms.pickSheet.batch'),
    quantity: words('wms.pickSheet.quantity'),
    orders: words('wms.pickSheet.orders'),
  }
  const summary = words('wms.pickSheet.summary', {
    store: head.storeName ?? '',
    transport: head.transportName ?? words('wms.pickSheet.mixedTransport'),
    orders: head.orderCount ?? 0,
    quantity: head.totalQuantity ?? 0,
  })
  const made = words('wms.pickSheet.made', { made: head.made, printed: head.printed })
  const title = words('wms.pickSheet.title')
  const doc = await PDFDocument.create()
  doc.setTitle(`${title} ${head.code}`)
  const fonts = await embedLabelFonts(
    doc,
    [
      '…',
      title,
      summary,
      made,
      ...Object.values(headings),
      words('wms.pickSheet.page', { page: 0, pages: 0 }),
      ...lines.flatMap((l) => [l.positionCode, l.zoneName, l.sysSku, l.productName, l.batchNo, l.orders]),
    ].join(''),
  )
  const barcode = await doc.embedPng(await code128Png(head.code, 12))
  const [width, height] = A4
  const inner = width - 2 * MARGIN
  const pages: PDFPage[] = []
  let pen: Pen = { ...fonts, page: doc.addPage(A4) }
  let y = 0

  const tableHead = () => {
    pen.page.drawRectangle({ x: MARGIN, y: y - 5, width: inner, height: ROW, color: rgb(0.92, 0.92, 0.92) })
    for (const key of Object.keys(headings) as (keyof typeof headings)[]) {
      const [x, w] = COLUMNS[key]
      // The quantity's heading stands over its right-aligned numbers.
      const shift =
        key === 'quantity' ? Math.max(0, w - pen.bold.widthOfTextAtSize(pen.printable(headings[key]), 9)) : 0
      write(pen, headings[key], MARGIN + x + shift, y, 9, w, true)
    }
    y -= ROW
  }
  const startPage = (first: boolean) => {
    if (!first) pen = { ...fonts, page: doc.addPage(A4) }
    pages.push(pen.page)
    y = height - MARGIN
    // The list's number as a barcode on every page, so any loose page scans back to its list.
    const bw = Math.min(220, barcode.width)
    pen.page.drawImage(barcode, { x: width - MARGIN - bw, y: y - 46, width: bw, height: 40 })
    write(pen, head.code, width - MARGIN - bw, y - 58, 10, bw)
    write(pen, title, MARGIN, y - 18, 20, inner - bw - 12, true)
    write(pen, head.code, MARGIN, y - 36, 12, inner - bw - 12, true)
    if (first) {
      write(pen, summary, MARGIN, y - 52, 9, inner - bw - 12)
      write(pen, made, MARGIN, y - 64, 9, inner - bw - 12)
    }
    y -= 84
    tableHead()
  }
  startPage(true)
  for (const line of lines) {
    const orderLines = wrapOrders(pen, line.orders ?? '', 8, COLUMNS.orders[1])
    // Room for the zone's name under the position, and for every line of order numbers.
    const rowHeight = Math.max(ROW + 6, 10 * orderLines.length + 12)
    if (y - rowHeight < MARGIN + 16) startPage(false)
    const [cx, cw] = COLUMNS.check
    pen.page.drawRectangle({
      x: MARGIN + cx + 2,
      y: y - 2,
      width: cw - 6,
      height: cw - 6,
      borderColor: rgb(0, 0, 0),
      borderWidth: 0.8,
    })
    write(pen, line.positionCode, MARGIN + COLUMNS.position[0], y, 10, COLUMNS.position[1], true)
    if (line.zoneName) write(pen, line.zoneName, MARGIN + COLUMNS.position[0], y - 9, 7, COLUMNS.position[1])
    write(pen, line.sysSku, MARGIN + COLUMNS.sku[0], y, 9, COLUMNS.sku[1])
    write(pen, line.productName, MARGIN + COLUMNS.name[0], y, 9, COLUMNS.name[1])
    write(pen, line.batchNo, MARGIN + COLUMNS.batch[0], y, 8, COLUMNS.batch[1])
    const qty = String(line.quantity)
    const [qx, qw] = COLUMNS.quantity
    write(pen, qty, MARGIN + qx + qw - pen.bold.widthOfTextAtSize(qty, 11), y, 11, 0, true)
    orderLines.forEach((text, n) => {
      write(pen, text, MARGIN + COLUMNS.orders[0], y - 10 * n, 8, COLUMNS.orders[1])
    })
    const bottom = y - rowHeight + 11
    pen.page.drawLine({
      start: { x: MARGIN, y: bottom },
      end: { x: width - MARGIN, y: bottom },
      thickness: 0.4,
      color: rgb(0.6, 0.6, 0.6),
    })
    y -= rowHeight
  }
  pages.forEach((page, n) => {
    const text = words('wms.pickSheet.page', { page: n + 1, pages: pages.length })
    const w = fonts.font.widthOfTextAtSize(fonts.printable(text), 8)
    write({ ...fonts, page }, text, width - MARGIN - w, MARGIN - 14, 8)
  })
  return { name: `${head.code}.pdf`, bytes: await doc.save() }
}
