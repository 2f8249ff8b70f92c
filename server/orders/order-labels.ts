import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { order as orderResource } from '#sync/resources/orders/order.resource.ts'
import { LABEL_KIND, orderTrackingActions } from '#sync/resources/orders/order-tracking.actions.ts'
import { orderLabel } from '#sync/resources/orders/order-tracking.resource.ts'
import { attach } from '#sync/resources/other/attach.resource.ts'
import { FACE_SHEET as FACE_SHEET_STATUS, PACK_STATUS } from '#sync/resources/wms/w-outbound.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { code128Png } from '../platform/pdf/barcode.ts'
import { embedLabelFonts, type LabelFonts } from '../platform/pdf/fonts.ts'
import { removeRecordsBy, saveRecord, updateRecords } from '../platform/records/records.ts'
import { withServerOnly } from '../platform/records/server-only.ts'
import { runAction } from '../platform/records/transition.ts'
import { removeLabels, uploadLabel } from '../wms/packing.ts'
import { recordOrderHistory } from './order-history.ts'

/** A label kind made here: face sheet, box sheet or packing list (dictionary label_type keys). */
export type LabelKind = (typeof LABEL_KIND)[keyof typeof LABEL_KIND]

/** Where a label's PDF is downloaded (permission order_view). */
export const LABEL_DOWNLOAD_PATH = '/api/erp/order/downloadLabel'

/** Points per inch: a face sheet is 4 × 6 in, a packing list US Letter. */
const INCH = 72
const FACE_SHEET: [number, number] = [4 * INCH, 6 * INCH]
const LETTER: [number, number] = [8.5 * INCH, 11 * INCH]
/** Orders in one request: a batch of labels is one transaction. */
export const LABEL_BATCH_MAX = 200

/**
 * What the boxes packed for an order weigh (kg), SQL over the order as `o`: the weighed boxes of
 * the outbound of its warehouse order (not closed by a cut); null before anything was weighed.
 */
export const PACKED_WEIGHT_SQL = `(SELECT sum(b.weight) FROM ware_order w
       JOIN ware_outbound_box b ON b.outbound_id = w.outbound_id AND b.tenant_id = w.tenant_id AND b.is_deleted = 0
      WHERE w.order_id = o.id AND w.tenant_id = o.tenant_id AND w.is_deleted = 0 AND w.status <> 5 AND b.weight IS NOT NULL)`

/**
 * The language a label prints in: the carriers' labels are read by their drivers and sorters, so
 * English, except inside Japan and China where the local carriers print their own language.
 */
export function labelLanguage(destinationCountry: string | null): Language {
  const code = (destinationCountry ?? '').toUpperCase()
  if (code === 'JP') return 'ja'
  if (code === 'CN') return 'zh'
  return 'en'
}

/** Whether a text reads in a label's language: any text in zh or ja, only Latin letters in English. */
function readsIn(text: string, lang: Language): boolean {
  return lang !== 'en' || /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]*$/u.test(text)
}

/**
 * The sender as a label prints it, in the label's language: the warehouse's name only when it reads
 * in that language (else its code), contact, street, city, state and postal code, phone, and the
 * country by its name in that language.
 */
export function senderLines(o: Pick<LabelOrder, SenderKey>, lang: Language): string[] {
  const country = o.storeCountry
    ? (findDictionary('country').entries.find((e) => e.key === o.storeCountry)?.label[lang] ?? o.storeCountry)
    : null
  const name = o.storeName && readsIn(o.storeName, lang) ? o.storeName : o.storeCode
  const cityLine = [o.storeCity, [o.storeProvince, o.storePostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [name, o.storeContact, o.storeAddress, cityLine, country, o.storePhone]
    .filter((l): l is string => Boolean(l?.trim()))
    .filter((l) => readsIn(l, lang))
}

type SenderKey =
  | 'storeName'
  | 'storeCode'
  | 'storeContact'
  | 'storeAddress'
  | 'storeCity'
  | 'storeProvince'
  | 'storePostalCode'
  | 'storeCountry'
  | 'storePhone'

/** Everything a label prints of an order. */
type LabelOrder = {
  id: string
  code: string
  status: number
  trackNumber: string | null
  sellerOrderId: string | null
  shippingMark: string | null
  addressName: string | null
  company: string | null
  addressLine1: string | null
  addressLine2: string | null
  addressCity: string | null
  addressStateOrRegion: string | null
  addressPostalCode: string | null
  addressCountryCode: string | null
  addressPhone: string | null
  storeName: string | null
  storeCode: string | null
  storeContact: string | null
  storeAddress: string | null
  storeCity: string | null
  storeProvince: string | null
  storePostalCode: string | null
  storeCountry: string | null
  storePhone: string | null
  transportName: string | null
  carrier: string | null
  totalWeight: string | null
  lines: { sysSku: string | null; sellerSku: string | null; productName: string | null; quantity: number }[]
}

type Pen = LabelFonts & { page: PDFPage }

function write(
  pen: Pen,
  text: string | null | undefined,
  x: number,
  y: number,
  size: number,
  bold = false,
  maxWidth = 0,
) {
  let t = pen.printable(text)
  const font = bold ? pen.bold : pen.font
  if (maxWidth)
    while (t.length > 1 && font.widthOfTextAtSize(t, size) > maxWidth) t = Array.from(t).slice(0, -1).join('')
  if (t) pen.page.drawText(t, { x, y, size, font })
}

/** Draws a Code 128 barcode of `text` with the text under it, fitted into `width`; answers the height used. */
async function barcode(
  doc: PDFDocument,
  pen: Pen,
  text: string,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const png = await doc.embedPng(await code128Png(text))
  // Never wider than its pixels at 1 pt each, nor wider than the space: modules stay even.
  const w = Math.min(width, png.width)
  pen.page.drawImage(png, { x: x + (width - w) / 2, y: top - height, width: w, height })
  const size = 10
  const tw = pen.font.widthOfTextAtSize(pen.printable(text), size)
  write(pen, text, x + (width - tw) / 2, top - height - size - 1, size)
  return height + size + 4
}

function addressLines(pen: Pick<Pen, 'printable'>, o: LabelOrder): string[] {
  const cityLine = [o.addressCity, o.addressStateOrRegion, o.addressPostalCode].filter(Boolean).join(' ')
  return [o.addressName, o.company, o.addressLine1, o.addressLine2, cityLine, o.addressCountryCode, o.addressPhone]
    .map((l) => pen.printable(l))
    .filter(Boolean)
}

function rule(pen: Pen, y: number, x0: number, x1: number) {
  pen.page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: 1, color: rgb(0, 0, 0) })
}

/** A 4 × 6 in face sheet: carrier, ship from and to, the tracking number's barcode, the order code's barcode. */
async function faceSheet(doc: PDFDocument, pen0: Omit<Pen, 'page'>, o: LabelOrder) {
  const [w, h] = FACE_SHEET
  const pen = { ...pen0, page: doc.addPage(FACE_SHEET) }
  const m = 12
  let y = h - m - 16
  write(pen, o.carrier ?? o.transportName ?? '', m, y, 16, true, w - 2 * m)
  y -= 14
  write(pen, o.transportName, m, y, 9, false, w - 2 * m)
  y -= 8
  rule(pen, y, m, w - m)
  y -= 11
  write(pen, 'FROM', m, y, 7, true)
  for (const line of senderLines(o, labelLanguage(o.addressCountryCode))) {
    if (!pen.printable(line)) continue
    write(pen, line, m + 30, y, 8, false, w - 2 * m - 30)
    y -= 10
  }
  y -= 2
  rule(pen, y, m, w - m)
  y -= 14
  write(pen, 'SHIP TO', m, y, 8, true)
  y -= 16
  for (const [i, line] of addressLines(pen, o).entries()) {
    write(pen, line, m + 8, y, i === 0 ? 13 : 11, i === 0, w - 2 * m - 8)
    y -= i === 0 ? 15 : 13
  }
  y -= 4
  rule(pen, y, m, w - m)
  y -= 12
  write(pen, 'TRACKING #', m, y, 8, true)
  y -= 6
  y -= await barcode(doc, pen, o.trackNumber ?? '', m, y, w - 2 * m, 70)
  rule(pen, y, m, w - m)
  y -= 12
  write(pen, 'ORDER', m, y, 8, true)
  y -= 6
  await barcode(doc, pen, o.code, m + 30, y, w - 2 * m - 60, 36)
  write(
    pen,
    `${o.totalWeight ? `${o.totalWeight} kg` : ''}  ${o.lines.reduce((n, l) => n + l.quantity, 0)} pcs`,
    m,
    m,
    8,
  )
}

/** A 4 × 6 in box sheet: the order code's barcode large, ship to, shipping mark, the tracking number's barcode when booked. */
async function boxSheet(doc: PDFDocument, pen0: Omit<Pen, 'page'>, o: LabelOrder) {
  const [w, h] = FACE_SHEET
  const pen = { ...pen0, page: doc.addPage(FACE_SHEET) }
  const m = 12
  let y = h - m - 18
  write(pen, 'BOX 1 / 1', m, y, 18, true)
  y -= 14
  y -= await barcode(doc, pen, o.code, m, y, w - 2 * m, 60)
  rule(pen, y, m, w - m)
  y -= 14
  for (const [i, line] of addressLines(pen, o).entries()) {
    write(pen, line, m, y, i === 0 ? 12 : 10, i === 0, w - 2 * m)
    y -= 13
  }
  if (o.shippingMark) {
    y -= 4
    write(pen, `Mark: ${o.shippingMark}`, m, y, 10, true, w - 2 * m)
    y -= 13
  }
  const units = o.lines.reduce((n, l) => n + l.quantity, 0)
  write(pen, `${units} pcs${o.totalWeight ? `  ${o.totalWeight} kg` : ''}`, m, y, 10)
  y -= 10
  if (o.trackNumber) {
    rule(pen, y, m, w - m)
    y -= 10
    await barcode(doc, pen, o.trackNumber, m, y, w - 2 * m, 48)
  }
}

/** A packing list on US Letter: the order's barcodes, ship to, and every line (SKU, sales SKU, product, quantity). */
async function packingList(doc: PDFDocument, pen0: Omit<Pen, 'page'>, o: LabelOrder) {
  const [w, h] = LETTER
  const m = 40
  let pen = { ...pen0, page: doc.addPage(LETTER) }
  let y = h - m - 20
  write(pen, 'PACKING LIST', m, y, 20, true)
  write(pen, `Order ${o.code}${o.sellerOrderId ? `  /  ${o.sellerOrderId}` : ''}`, m, y - 18, 11)
  await barcode(doc, pen, o.code, w - m - 220, h - m, 220, 40)
  y -= 50
  write(pen, 'Ship to', m, y, 10, true)
  if (o.trackNumber) {
    write(pen, 'Tracking', w / 2, y, 10, true)
    await barcode(doc, pen, o.trackNumber, w / 2, y - 6, w / 2 - m, 40)
  }
  y -= 14
  for (const line of addressLines(pen, o)) {
    write(pen, line, m, y, 10, false, w / 2 - m - 10)
    y -= 12
  }
  y -= 14
  const cols = [m, m + 130, m + 270, w - m - 50]
  const header = () => {
    for (const [i, t] of ['System SKU', 'Sales SKU', 'Product', 'Qty'].entries())
      write(pen, t, cols[i] ?? m, y, 10, true)
    y -= 6
    rule(pen, y, m, w - m)
    y -= 14
  }
  header()
  for (const line of o.lines) {
    if (y < m + 30) {
      pen = { ...pen0, page: doc.addPage(LETTER) }
      y = h - m - 20
      header()
    }
    write(pen, line.sysSku, cols[0] ?? m, y, 10, false, 125)
    write(pen, line.sellerSku, cols[1] ?? m, y, 10, false, 135)
    write(pen, line.productName, cols[2] ?? m, y, 10, false, (cols[3] ?? w) - (cols[2] ?? m) - 10)
    write(pen, String(line.quantity), cols[3] ?? m, y, 10)
    y -= 14
  }
  rule(pen, y + 6, m, w - m)
  write(pen, `Total ${o.lines.reduce((n, l) => n + l.quantity, 0)}`, cols[3] ? cols[3] - 30 : m, y - 8, 10, true)
}

/** Renders one order's label of a kind as a PDF (one page, a packing list as many as its lines need). */
export async function renderOrderLabel(o: LabelOrder, kind: LabelKind): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(
    `${o.code} ${kind === LABEL_KIND.faceSheet ? 'face sheet' : kind === LABEL_KIND.boxSheet ? 'box sheet' : 'packing list'}`,
  )
  doc.setProducer('ERP order labels')
  // Every word the label may print comes from the order (its lines included) or is Latin.
  const pen = await embedLabelFonts(doc, JSON.stringify(o))
  if (kind === LABEL_KIND.faceSheet) await faceSheet(doc, pen, o)
  else if (kind === LABEL_KIND.boxSheet) await boxSheet(doc, pen, o)
  else await packingList(doc, pen, o)
  return doc.save()
}

/** Reads what labels print of orders (lines included), in id order. */
async function labelOrders(tx: Queryable, orderIds: readonly string[]): Promise<LabelOrder[]> {
  return tx.query<LabelOrder>(
    `SELECT o.id::text, o.code, o.status, o.track_number, o.seller_order_id, o.shipping_mark, o.address_name, o.company,
            o.address_line1, o.address_line2, o.address_city, o.address_state_or_region, o.address_postal_code,
            o.address_country_code, o.address_phone, s.name AS store_name, s.code AS store_code,
            s.contact AS store_contact, s.address AS store_address, s.city AS store_city, s.province AS store_province,
            s.postal_code AS store_postal_code, s.country_code AS store_country, s.phone AS store_phone,
            t.name AS transport_name,
            (SELECT e.carrier FROM erp_order_express e WHERE e.order_id = o.id AND e.status = 1 AND e.is_deleted = 0
              ORDER BY e.id DESC LIMIT 1) AS carrier,
            COALESCE(${PACKED_WEIGHT_SQL}, o.total_weight, (SELECT sum(i.quantity * i.weight) FROM erp_order_item i
                                       WHERE i.order_id = o.id AND i.is_deleted = 0))::text AS total_weight,
            COALESCE((SELECT json_agg(json_build_object('sysSku', i.sys_sku, 'sellerSku', i.seller_sku,
                        'productName', i.product_name, 'quantity', i.quantity) ORDER BY i.id)
                        FROM erp_order_item i WHERE i.order_id = o.id AND i.is_deleted = 0), '[]'::json) AS lines
       FROM erp_order o
       LEFT JOIN erp_base_store s ON s.id = o.store_id
       LEFT JOIN erp_base_transport t ON t.id = o.transport_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 ORDER BY o.id`,
    [orderIds],
  )
}

/** A label as the calls and the order detail answer it (no PDF bytes; `url` downloads it). */
export type OrderLabelInfo = {
  id: string
  orderId: string
  orderCode: string
  labelType: string
  trackNumber: string | null
  fileName: string
  attachId: string
  fileSize: number
  url: string
}

const LABELABLE = new Set<string>([ORDER_STATUS.audited, ORDER_STATUS.pending, ORDER_STATUS.shipped])

/** Soft-removes labels (and their files) of orders, of one kind or all; answers how many and their files. */
async function dropLabels(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  kind?: string,
): Promise<{ count: number; files: string[] }> {
  const rows = await tx.query<{ id: string; attachId: string | null }>(
    `SELECT id::text, attach_id::text FROM erp_order_label
      WHERE order_id = $1 AND is_deleted = 0 AND ($2::int IS NULL OR label_type = $2::int)`,
    [orderId, kind ?? null],
  )
  const files = rows.map((r) => r.attachId).filter((id): id is string => Boolean(id))
  // The labels go with the order's step that replaces or removes them (its scope checked), their files with them.
  await removeRecordsBy(
    tx,
    orderLabel,
    'id',
    rows.map((r) => r.id),
    actor,
  )
  if (files.length) await removeRecordsBy(tx, attach, 'id', files, actor)
  return { count: rows.length, files }
}

/**
 * One label path: a face sheet made on the order side is its outbound's face sheet once the
 * outbound is packed and not yet labelled (the same file, with its tracking number), replacing the
 * face sheet an earlier label of the order gave it; packing's own checks (picked, packed, not
 * labelled) decide, so an outbound not at labelling keeps none yet and takes it when packed.
 */
async function offerAsFaceSheet(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  label: { attachId: string; trackNumber: string | null },
  replaced: readonly string[],
): Promise<void> {
  const [outbound] = await tx.query<{ id: string }>(
    `SELECT ob.id::text FROM ware_order w
       JOIN ware_outbound ob ON ob.id = w.outbound_id AND ob.tenant_id = w.tenant_id AND ob.is_deleted = 0
      WHERE w.order_id = $1 AND w.is_deleted = 0 AND w.status NOT IN (4, 5)
        AND coalesce(ob.pack_status, 0) = $2 AND coalesce(ob.face_sheet_status, 0) NOT IN ($3, $4)
      ORDER BY w.id DESC LIMIT 1`,
    [orderId, Number(PACK_STATUS.packed), Number(FACE_SHEET_STATUS.labeled), Number(FACE_SHEET_STATUS.shipped)],
  )
  if (!outbound) return
  const earlier = await tx.query<{ id: string }>(
    `SELECT id::text FROM ware_outbound_label
      WHERE outbound_id = $1 AND is_deleted = 0 AND (attach_id = ANY($2::bigint[]) OR tracking_number = $3) ORDER BY id`,
    [outbound.id, replaced, label.trackNumber],
  )
  if (earlier.length) {
    await removeLabels(
      tx,
      actor,
      earlier.map((l) => l.id),
    )
  }
  await uploadLabel(tx, actor, {
    id: outbound.id,
    attachId: label.attachId,
    trackingNumber: label.trackNumber ?? undefined,
  })
}

/**
 * Gives each packed, not yet labelled outbound of these sales orders its face sheet: the order's
 * face sheet remade (now with the weighed boxes) where the order has one and a tracking number
 * (packing calls this when an order is packed, so a label made at booking follows it to the warehouse).
 */
export async function faceSheetsForPacked(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<void> {
  const ready = await tx.query<{ id: string }>(
    `SELECT o.id::text FROM erp_order o
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 AND o.track_number IS NOT NULL
        AND coalesce(o.label_status, 0) = ANY($2::int[])
        AND EXISTS (SELECT 1 FROM erp_order_label l WHERE l.order_id = o.id AND l.is_deleted = 0 AND l.label_type = $3)
      ORDER BY o.id`,
    [orderIds, orderTrackingActions.generateLabel.from.map(Number), Number(LABEL_KIND.faceSheet)],
  )
  if (ready.length) {
    await generateOrderLabels(
      tx,
      actor,
      ready.map((r) => r.id),
      LABEL_KIND.faceSheet,
    )
  }
}

/**
 * Makes a label of `kind` for each order (all or nothing): the order must be reviewed, pending
 * shipment or shipped, and a face sheet needs its tracking number. Each PDF (Code 128 of the
 * tracking number and of the order code, the address, lines on a packing list; the carrier's own
 * face sheet where its booking gave one) is kept with its label, replacing the order's earlier
 * label of that kind, and offered as an uploaded file (blade_attach); a face sheet becomes the
 * packed outbound's face sheet (`offerAsFaceSheet`). The order's face-sheet status becomes
 * generated (declared action generateLabel) and its history says so.
 */
export async function generateOrderLabels(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
  kind: LabelKind,
  carrierLabels: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<OrderLabelInfo[]> {
  const ids = [...new Set(orderIds)]
  const orders = await labelOrders(tx, ids)
  if (orders.length !== ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const kindLabel = findDictionary('label_type').entries.find((e) => e.key === kind)?.label[actor.lang] ?? kind
  const made: OrderLabelInfo[] = []
  await runAction(tx, actor, orderTrackingActions.generateLabel, ids, { labelType: kind }, async (t, a, record) => {
    const o = orders.find((x) => x.id === String(record.id)) as LabelOrder
    if (!LABELABLE.has(String(o.status))) {
      throw new AppError('VALIDATION', 'orders.labelOrderStatus', {
        code: o.code,
        status: statusLabel(orderResource, 'status', String(o.status), a.lang),
      })
    }
    if (kind === LABEL_KIND.faceSheet && !o.trackNumber) {
      throw new AppError('VALIDATION', 'orders.faceSheetNeedsTracking', { code: o.code })
    }
    const given = kind === LABEL_KIND.faceSheet ? carrierLabels.get(o.id) : undefined
    const pdf = given ?? (await renderOrderLabel(o, kind))
    const replaced = (await dropLabels(t, a, o.id, kind)).files
    const fileName = `${o.code}-${kind === LABEL_KIND.faceSheet ? 'face-sheet' : kind === LABEL_KIND.boxSheet ? 'box-sheet' : 'packing-list'}.pdf`
    const attachId = await saveRecord(
      t,
      attach,
      {
        originalName: fileName,
        extension: 'pdf',
        contentType: 'application/pdf',
        attachSize: pdf.length,
        centerType: 'order-label',
      },
      a,
    )
    // The PDF's bytes are kept server-only with the label, written by its INSERT.
    const label = {
      orderId: o.id,
      orderCode: o.code,
      labelType: kind,
      trackNumber: o.trackNumber,
      fileName,
      attachId,
      fileSize: pdf.length,
    }
    const labelId = await saveRecord(t, orderLabel, withServerOnly(orderLabel, label, { pdf }), a)
    const url = `${LABEL_DOWNLOAD_PATH}?ids=${labelId}`
    await updateRecords(t, attach, [attachId], { link: url, name: `order-label/${labelId}.pdf` }, a, {
      scopeChecked: true,
    })
    await recordOrderHistory(t, a, [
      {
        orderId: o.id,
        orderCode: o.code,
        action: 'generateLabel',
        content: `${kindLabel}: ${fileName}${o.trackNumber ? ` (${o.trackNumber})` : ''}`,
        fromStatus: o.status,
        toStatus: o.status,
      },
    ])
    if (kind === LABEL_KIND.faceSheet) {
      await offerAsFaceSheet(t, a, o.id, { attachId, trackNumber: o.trackNumber }, replaced)
    }
    made.push({ id: labelId, ...label, url })
    return undefined
  })
  return made
}

/**
 * Removes every label of the orders (their files too): the face-sheet status goes back to not
 * generated (declared action deleteLabel, refused for orders whose labels are already on parcels)
 * and the history says so.
 */
export async function removeOrderLabels(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<void> {
  await runAction(tx, actor, orderTrackingActions.deleteLabel, orderIds, {}, async (t, a, record: Row) => {
    const removed = (await dropLabels(t, a, String(record.id))).count
    await recordOrderHistory(t, a, [
      {
        orderId: String(record.id),
        orderCode: String(record.code),
        action: 'deleteLabel',
        content: `${removed}`,
        fromStatus: record.status as number,
        toStatus: record.status as number,
      },
    ])
    return undefined
  })
}

/** The live labels of an order (newest first), without their PDFs; the order detail shows them. */
export function orderLabelsOf(tx: Queryable, orderId: string): Promise<OrderLabelInfo[]> {
  return tx.query<OrderLabelInfo>(
    `SELECT id::text, order_id::text, order_code, label_type::text, track_number, file_name, attach_id::text, file_size,
            $2 || '?ids=' || id AS url
       FROM erp_order_label WHERE order_id = $1 AND is_deleted = 0 ORDER BY id DESC`,
    [orderId, LABEL_DOWNLOAD_PATH],
  )
}

/**
 * The PDF of labels — by label ids, or the orders' live labels (of one kind when given) — as one
 * file: a single label as it was made, several one after another. A 404 when none is found.
 */
export async function labelsPdf(
  tx: Queryable,
  which: { ids?: readonly string[]; orderIds?: readonly string[]; labelType?: string },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const rows = await tx.query<{ fileName: string; pdf: string }>(
    `SELECT file_name, encode(pdf, 'base64') AS pdf FROM erp_order_label
      WHERE is_deleted = 0 AND pdf IS NOT NULL
        AND (($1::bigint[] IS NOT NULL AND id = ANY($1::bigint[]))
          OR ($2::bigint[] IS NOT NULL AND order_id = ANY($2::bigint[]) AND ($3::int IS NULL OR label_type = $3::int)))
      ORDER BY order_id, label_type, id`,
    [which.ids?.length ? which.ids : null, which.orderIds?.length ? which.orderIds : null, which.labelType ?? null],
  )
  const first = rows[0]
  if (!first) throw new AppError('NOT_FOUND', 'orders.labelsNotFound')
  if (rows.length === 1) return { fileName: first.fileName, pdf: Buffer.from(first.pdf, 'base64') }
  const doc = await PDFDocument.create()
  for (const row of rows) {
    const part = await PDFDocument.load(Buffer.from(row.pdf, 'base64'))
    for (const page of await doc.copyPages(part, part.getPageIndices())) doc.addPage(page)
  }
  return { fileName: `labels-${rows.length}.pdf`, pdf: await doc.save() }
}
