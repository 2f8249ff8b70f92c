import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import bwipjs from 'bwip-js/node'
import { PDFDocument } from 'pdf-lib'
import { translate } from '#sync/i18n/messages.ts'
import { attach } from '#sync/resources/other/attach.resource.ts'
import { vcAdminOrderActions } from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import { vcAdminOrder } from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { embedLabelFonts } from '../platform/pdf/fonts.ts'
import { pdfText } from '../platform/pdf/pdf-text.ts'
import { saveRecord } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { refusal, vcHistory } from './vc-order-shared.ts'

/**
 * Carton labels of VC shipments: generated here (a 4×6 in page per carton with its Code 128
 * barcode and number in text), or uploaded (the retailer's own PDF); `analyseVcLabels` reads the
 * label text back out of the PDF and checks it against the shipment's cartons. Carton files
 * (xlsx) are parsed into cartons for the shipment form.
 */

/** Where uploaded files live, as /api/picture/upload stores them (read back through /api/picture/file). */
const uploadsDir = (dataDir: string, tenantId: string) => join(dataDir, 'uploads', tenantId)
const FILE_URL = '/api/picture/file'
/** 4×6 inches in PDF points. */
const PAGE = [288, 432] as const

type Carton = { cartonNo: string; barcode: string; totalQuantity: number; skus: string }

const cartonsOf = (tx: Queryable, orderId: string) =>
  tx.query<Carton>(
    `SELECT c.carton_no, c.barcode, c.total_quantity,
            coalesce((SELECT string_agg(i.sys_sku || ' x' || i.quantity, ', ' ORDER BY i.id) FROM erp_vc_carton_item i
                       WHERE i.carton_id = c.id AND i.is_deleted = 0), '') AS skus
       FROM erp_vc_carton c WHERE c.order_id = $1 AND c.is_deleted = 0 ORDER BY c.carton_no`,
    [orderId],
  )

/** Stores a file the server made as an upload of the tenant: answers its attachment id and URL. */
async function storeFile(
  tx: Queryable,
  actor: Actor,
  dataDir: string,
  bytes: Uint8Array,
  originalName: string,
): Promise<{ attachId: string; url: string }> {
  const now = new Date()
  const name = `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.pdf`
  const target = join(uploadsDir(dataDir, actor.session.tenantId), name)
  await mkdir(join(target, '..'), { recursive: true })
  await writeFile(target, bytes, { flag: 'wx' })
  const url = `${FILE_URL}/${actor.session.tenantId}/${name}`
  const attachId = await saveRecord(
    tx,
    attach,
    {
      originalName,
      name,
      link: url,
      extension: 'pdf',
      contentType: 'application/pdf',
      attachSize: bytes.length,
      centerType: 'erp',
    },
    actor,
  )
  return { attachId, url }
}

/** One label page per carton: PO, FC, ASN, carton i of n, contents, and its barcode with the number under it. */
export async function cartonLabelsPdf(order: Row, cartons: readonly Carton[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const { font, bold, printable } = await embedLabelFonts(pdf, JSON.stringify([order, cartons]))
  for (const [i, carton] of cartons.entries()) {
    const page = pdf.addPage([...PAGE])
    const line = (text: string, y: number, size = 11, f = font) =>
      page.drawText(printable(text), { x: 18, y, size, font: f })
    line(`PO ${order.poNumber}`, 400, 16, bold)
    line(`Ship to: ${order.shipToFc ?? ''}   Vendor: ${order.vendorCode ?? ''}`, 380)
    line(`ASN: ${order.asnNumber ?? ''}`, 364)
    line(`Carton ${i + 1} of ${cartons.length}   Units: ${carton.totalQuantity}`, 348)
    line(carton.skus.slice(0, 60), 330, 9)
    const png = await bwipjs.toBuffer({
      bcid: 'code128',
      text: carton.barcode,
      scale: 3,
      height: 18,
      includetext: false,
    })
    const image = await pdf.embedPng(png)
    page.drawImage(image, { x: 18, y: 150, width: 252, height: 150 })
    line(carton.barcode, 128, 14, bold)
  }
  return pdf.save()
}

/** Generates the carton labels of a packed PO as one PDF, stored and linked on the PO. */
export async function createVcLabels(
  tx: Queryable,
  actor: Actor,
  dataDir: string,
  id: string,
): Promise<{ labelUrl: string; attachId: string; cartons: number }> {
  let made = { labelUrl: '', attachId: '', cartons: 0 }
  await runAction(tx, actor, vcAdminOrderActions.labels, [id], {}, async (_t, _a, order) => {
    const cartons = await cartonsOf(tx, id)
    if (!cartons.length) throw refusal('vendorOrders.noCartons', { code: order.poNumber })
    const bytes = await cartonLabelsPdf(order, cartons)
    const file = await storeFile(tx, actor, dataDir, bytes, `${order.poNumber}-labels.pdf`)
    made = { labelUrl: file.url, attachId: file.attachId, cartons: cartons.length }
    await vcHistory(tx, actor, vcAdminOrder, [
      { id, code: String(order.poNumber), action: 'createLabel', content: `${cartons.length} carton labels` },
    ])
    return { labelUrl: file.url, labelAttachId: file.attachId, labelSource: 1 }
  })
  return made
}

/**
 * Links carton labels the retailer issued to a packed PO: an uploaded PDF (attachId from
 * /api/picture/upload) or its URL (one of ours, or an https address ending in .pdf).
 */
export async function uploadVcLabels(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: { attachId?: string; url?: string },
): Promise<{ labelUrl: string; attachId: string | null }> {
  let file: { link: string; attachId: string | null } | undefined
  if (input.attachId || input.url?.startsWith(`${FILE_URL}/`)) {
    const [row] = await tx.query<{ id: string; link: string; extension: string | null }>(
      `SELECT id::text, link, extension FROM blade_attach
        WHERE (id = $1::bigint OR link = $2) AND is_deleted = 0 LIMIT 1`,
      [input.attachId ?? null, input.url ?? null],
    )
    if (!row) {
      const field = input.attachId ? 'attachId' : 'url'
      throw validationError([{ field, message: translate('recordNotFound', actor.lang) }])
    }
    if (String(row.extension).toLowerCase() !== 'pdf') throw refusal('vendorOrders.labelFile')
    file = { link: row.link, attachId: row.id }
  } else if (input.url) {
    if (!/^https:\/\/[^\s]+\.pdf$/i.test(input.url)) throw refusal('vendorOrders.labelFile')
    file = { link: input.url, attachId: null }
  }
  if (!file) throw refusal('vendorOrders.labelSourceRequired')
  const chosen = file
  await runAction(tx, actor, vcAdminOrderActions.labels, [id], {}, async (_t, _a, order) => {
    await vcHistory(tx, actor, vcAdminOrder, [
      { id, code: String(order.poNumber), action: 'uploadLabel', content: chosen.link },
    ])
    return { labelUrl: chosen.link, labelAttachId: chosen.attachId, labelSource: 2 }
  })
  return { labelUrl: chosen.link, attachId: chosen.attachId }
}

/** Codes a label prints that look like carton ids, SSCCs or shipment ids (letters, digits and dashes, 8 or more). */
const CODE = /\b[A-Z0-9][A-Z0-9-]{7,39}\b/g

/**
 * Reads a PO's carton labels back: when the label is a PDF stored here, its text is extracted
 * (source `pdf`) and each carton is found or not by its barcode, with the other codes printed;
 * otherwise (an outside URL, no file) the stored carton label data is answered (source `stored`).
 */
export async function analyseVcLabels(tx: Queryable, dataDir: string, actor: Actor, id: string) {
  const [order] = await tx.query<Row>(
    `SELECT id::text, po_number, label_url, label_attach_id::text, label_source FROM erp_vc_admin_order
      WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  const cartons = await cartonsOf(tx, id)
  const stored = {
    source: 'stored' as const,
    labelUrl: order.labelUrl ?? null,
    cartons: cartons.map((c) => ({ cartonNo: c.cartonNo, barcode: c.barcode, found: null })),
    codes: [] as string[],
    pages: 0,
  }
  if (!order.labelAttachId) return stored
  const [file] = await tx.query<{ name: string }>(
    `SELECT name FROM blade_attach WHERE id = $1 AND is_deleted = 0 AND lower(extension) = 'pdf'`,
    [order.labelAttachId],
  )
  if (!file) return stored
  const bytes = await readFile(join(uploadsDir(dataDir, actor.session.tenantId), file.name)).catch(() => undefined)
  if (!bytes) return stored
  const pages = await pdfText(new Uint8Array(bytes)).catch(() => undefined)
  if (!pages) return stored
  const text = pages.join('\n').toUpperCase()
  const codes = [...new Set(text.match(CODE) ?? [])]
  const known = new Set(cartons.map((c) => c.barcode.toUpperCase()))
  return {
    source: 'pdf' as const,
    labelUrl: order.labelUrl ?? null,
    pages: pages.length,
    cartons: cartons.map((c) => ({
      cartonNo: c.cartonNo,
      barcode: c.barcode,
      found: codes.includes(c.barcode.toUpperCase()),
    })),
    codes: codes.filter((c) => !known.has(c)),
  }
}

/** A carton file's row problem: which row (1 = header), which column, why. */
export type SheetProblem = { row: number; field: string; message: string }

const HEADERS: Record<string, readonly string[]> = {
  cartonNo: ['carton no', 'carton', 'cartonno', 'carton id', '箱号', 'カートン番号'],
  sku: ['sku', 'asin', 'upc', 'system sku', '系统sku', 'システムsku'],
  quantity: ['quantity', 'qty', 'units', '数量'],
  weight: ['weight', 'weight (kg)', '重量', '重量(kg)'],
  length: ['length', 'length (cm)', '长', '长(cm)', '長さ'],
  width: ['width', 'width (cm)', '宽', '宽(cm)', '幅'],
  height: ['height', 'height (cm)', '高', '高(cm)', '高さ'],
}
const DECIMAL = /^\d{1,7}(\.\d{1,3})?$/

/**
 * Parses a carton file (a header row, then one row per carton and SKU) into cartons with their
 * contents, as the shipment form takes them. Rows that cannot be read are answered as problems,
 * not refused: the screen shows both.
 */
export function parseCartonSheet(rows: readonly string[][], actor: Actor, skus?: ReadonlySet<string>) {
  const [header = [], ...body] = rows
  const column = (key: keyof typeof HEADERS) =>
    header.findIndex((h) =>
      (HEADERS[key] ?? []).includes(
        String(h ?? '')
          .trim()
          .toLowerCase(),
      ),
    )
  const at = {
    cartonNo: column('cartonNo'),
    sku: column('sku'),
    quantity: column('quantity'),
    weight: column('weight'),
    length: column('length'),
    width: column('width'),
    height: column('height'),
  }
  if (at.cartonNo < 0 || at.sku < 0 || at.quantity < 0) throw refusal('vendorOrders.cartonFileColumns')
  const problems: SheetProblem[] = []
  const cartons = new Map<
    string,
    {
      cartonNo: string
      weight?: string
      length?: string
      width?: string
      height?: string
      items: { sku: string; quantity: number }[]
    }
  >()
  const cell = (row: string[], i: number) => (i < 0 ? '' : String(row[i] ?? '').trim())
  const bad = (row: number, field: string, key: 'fieldRequired' | 'fieldType' | 'recordNotFound') => {
    const expected = translate('typeInteger', actor.lang)
    problems.push({ row, field, message: translate(key, actor.lang, { field, expected }) })
  }
  for (const [i, row] of body.entries()) {
    const n = i + 2
    if (row.every((v) => String(v ?? '').trim() === '')) continue
    const cartonNo = cell(row, at.cartonNo)
    const sku = cell(row, at.sku)
    const quantity = cell(row, at.quantity)
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(cartonNo)) bad(n, 'cartonNo', cartonNo ? 'fieldType' : 'fieldRequired')
    else if (!sku || sku.length > 64) bad(n, 'sku', sku ? 'fieldType' : 'fieldRequired')
    else if (!/^[1-9]\d{0,7}$/.test(quantity)) bad(n, 'quantity', quantity ? 'fieldType' : 'fieldRequired')
    else if (skus && !skus.has(sku.toUpperCase())) bad(n, 'sku', 'recordNotFound')
    else {
      const carton = cartons.get(cartonNo) ?? { cartonNo, items: [] }
      for (const key of ['weight', 'length', 'width', 'height'] as const) {
        const value = cell(row, at[key])
        if (value && DECIMAL.test(value)) carton[key] = value
      }
      carton.items.push({ sku, quantity: Number(quantity) })
      cartons.set(cartonNo, carton)
    }
  }
  if (!cartons.size && !problems.length) throw refusal('vendorOrders.cartonFileEmpty')
  const list = [...cartons.values()]
  return {
    cartons: list,
    errors: problems,
    totalCartons: list.length,
    totalUnits: list.reduce((sum, c) => sum + c.items.reduce((s, i) => s + i.quantity, 0), 0),
  }
}
