import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { fbaInboundShipmentLog } from '#sync/resources/fba/fba-inbound.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { DEFAULT_IMPORT_MAX_ROWS } from '../platform/resources/import-records.ts'
import { updateRecords } from '../platform/resources/record-store.ts'
import { FBA_BUCKETS, FBA_SOURCE, type FbaInventoryRow, intakeFbaInventory } from './fba-intake.ts'

/** The Amazon side beyond plain records: the FBA inventory import, the shipments' statistics, receipt-log remarks. */

const label = (zh: string, en: string, ja: string) => ({ zh, en, ja })
const units = (zh: string, en: string, ja: string) => f.integer({ label: label(zh, en, ja) })

/** Columns of the FBA inventory import (its template), in order; the figures are what Amazon holds now. */
export const FBA_IMPORT_FIELDS: Record<string, Field> = {
  shop: f.text({ label: label('店铺', 'Shop', 'ショップ') }),
  sellerSku: f.text({ label: label('SKU', 'Seller SKU', '出品者SKU') }),
  centre: f.text({ label: label('FBA仓', 'Fulfilment centre', 'FBA倉庫') }),
  fnsku: f.text({ label: label('FNSKU', 'FNSKU', 'FNSKU') }),
  asin: f.text({ label: label('ASIN', 'ASIN', 'ASIN') }),
  sysSku: f.text({ label: label('系统SKU', 'System SKU', 'システムSKU') }),
  fulfillable: units('可售', 'Fulfillable', '販売可能'),
  inboundWorking: units('入库处理中', 'Inbound working', '納品作業中'),
  inboundShipped: units('入库在途', 'Inbound shipped', '納品輸送中'),
  inboundReceiving: units('入库接收中', 'Inbound receiving', '納品受領中'),
  reserved: units('预留', 'Reserved', '予約済み'),
  unfulfillable: units('不可售', 'Unfulfillable', '販売不可'),
}
/** Columns a sheet may leave out: the names, and any quantity (a quantity left out is 0 at Amazon). */
const OPTIONAL = new Set<string>(['fnsku', 'asin', 'sysSku', ...FBA_BUCKETS])

/** The header's columns by key, in any language; a 400 naming the required headers missing. */
function importHeader(header: string[], lang: Language): Map<string, number> {
  const at = new Map<string, number>()
  const wrong: string[] = []
  for (const [key, field] of Object.entries(FBA_IMPORT_FIELDS)) {
    const i = header.findIndex((h) => LANGUAGES.some((l) => field.label[l] === h.trim()))
    if (i >= 0) at.set(key, i)
    else if (!OPTIONAL.has(key)) wrong.push(`— → ${field.label[lang]}`)
  }
  if (wrong.length) throw new AppError('VALIDATION', 'importHeaders', { headers: wrong.join('; ') })
  return at
}

/**
 * What Amazon holds, from a sheet (shop, seller SKU, centre, FNSKU, ASIN, system SKU, the six
 * quantities): every row checked first, each problem named by row and column; then taken in
 * through the intake (source: import), idempotent, so the same file twice changes nothing.
 */
export async function importFbaInventory(tx: Queryable, actor: Actor, sheet: string[][]) {
  const { lang } = actor
  const [header = [], ...body] = sheet
  const at = importHeader(header, lang)
  const lines = body.map((cells, i) => ({ number: i + 2, cells })).filter((r) => r.cells.some((v) => v.trim() !== ''))
  if (!lines.length) throw new AppError('VALIDATION', 'fba.importNoRows')
  if (lines.length > DEFAULT_IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: DEFAULT_IMPORT_MAX_ROWS })
  const cell = (cells: string[], key: string) => (cells[at.get(key) ?? -1] ?? '').trim()
  const shops = await tx.query<{ id: string; shopName: string; shopCode: string }>(
    `SELECT id::text, shop_name, shop_code FROM erp_base_shop WHERE is_deleted = 0`,
  )
  const skus = [...new Set(lines.map((l) => cell(l.cells, 'sysSku')).filter(Boolean))]
  const products = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product WHERE sys_sku = ANY($1::text[]) AND is_deleted = 0`,
    [skus],
  )
  const productOf = new Map(products.map((p) => [p.sysSku, p.id]))
  const problems: FieldProblem[] = []
  const say = (row: number, key: string, reason: 'fba.importMissing' | 'fba.importNotNumber' | 'fba.importUnknown') => {
    const field = FBA_IMPORT_FIELDS[key]?.label[lang] ?? key
    problems.push({
      field: `${row}.${key}`,
      message: translate('fba.importRowInvalid', lang, { line: row, field, reason: translate(reason, lang) }),
    })
  }
  const rows: FbaInventoryRow[] = []
  for (const { number, cells } of lines) {
    const shopText = cell(cells, 'shop')
    const shop = shops.find((s) => s.shopName === shopText || s.shopCode === shopText || s.id === shopText)
    if (!shop) say(number, 'shop', shopText ? 'fba.importUnknown' : 'fba.importMissing')
    for (const key of ['sellerSku', 'centre']) if (!cell(cells, key)) say(number, key, 'fba.importMissing')
    const sysSku = cell(cells, 'sysSku')
    if (sysSku && !productOf.has(sysSku)) say(number, 'sysSku', 'fba.importUnknown')
    const figures: Partial<Record<(typeof FBA_BUCKETS)[number], number>> = {}
    for (const b of FBA_BUCKETS) {
      const v = cell(cells, b)
      const n = v === '' ? 0 : Number(v)
      if (!Number.isSafeInteger(n) || n < 0) say(number, b, 'fba.importNotNumber')
      else figures[b] = n
    }
    if (!shop) continue
    rows.push({
      shopId: shop.id,
      sellerSku: cell(cells, 'sellerSku'),
      centre: cell(cells, 'centre').toUpperCase(),
      fnsku: cell(cells, 'fnsku') || null,
      asin: cell(cells, 'asin') || null,
      productId: sysSku ? (productOf.get(sysSku) ?? null) : null,
      ...figures,
    })
  }
  if (problems.length) throw validationError(problems)
  const result = await intakeFbaInventory(tx, actor, rows, { source: FBA_SOURCE.import })
  return { count: rows.length, ...result }
}

/** Filters of the shipments' statistics (both optional). */
export type InboundStatisticFilter = { shopId?: string; fulfillmentCenterId?: string }

/** Inbound shipments per Amazon status: how many, units shipped, received, damaged, the discrepancy, unconfirmed ones. */
export function inboundStatistics(tx: Queryable, filter: InboundStatisticFilter) {
  return tx.query<{
    shipmentStatus: string
    shipments: number
    quantityShipped: number
    quantityReceived: number
    quantityDamaged: number
    discrepancyQuantity: number
    unconfirmed: number
  }>(
    `SELECT shipment_status, count(*)::int AS shipments, coalesce(sum(quantity_shipped), 0)::int AS quantity_shipped,
            coalesce(sum(quantity_received), 0)::int AS quantity_received,
            coalesce(sum(quantity_damaged), 0)::int AS quantity_damaged,
            coalesce(sum(discrepancy_quantity), 0)::int AS discrepancy_quantity,
            (count(*) FILTER (WHERE coalesce(confirm_status, 0) = 0 AND discrepancy_quantity <> 0))::int AS unconfirmed
       FROM erp_fba_inbound_main
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR shop_id = $1)
        AND ($2::text IS NULL OR fulfillment_center_id = $2)
      GROUP BY shipment_status ORDER BY shipment_status`,
    [filter.shopId ?? null, filter.fulfillmentCenterId ?? null],
  )
}

/** Writes a remark on receipt-log rows (nothing else of a log row changes). Answers how many. */
export function remarkReceiptLogs(tx: Queryable, actor: Actor, ids: readonly string[], remark: string | null) {
  return updateRecords(tx, fbaInboundShipmentLog, ids, { remark }, actor)
}
