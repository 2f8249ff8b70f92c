import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { baseShop, baseShopProduct } from '#sync/resources/shops/base-shop.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, updateRecords } from '../platform/records/records.ts'
import { pageTotal } from '../platform/resources/page-total.ts'

/** Shop listings: the per-shop quantity summary, the quantity import, the Target Plus listings. */

const TARGET_PLUS = 7
const IMPORT_MAX_ROWS = 5000
/** Rows of the Target Plus export read per query. */
export const EXPORT_BATCH = 1000
const PRODUCT_FIELDS: Record<string, Field> = baseShopProduct.fields

/** The columns an import reads: the record key and every language's header (case-insensitive). */
const IMPORT_COLUMNS: { key: string; field: Field; required: boolean }[] = [
  { key: 'shopCode', field: baseShop.fields.shopCode as Field, required: true },
  { key: 'sellerSku', field: baseShopProduct.fields.sellerSku as Field, required: true },
  { key: 'quantity', field: baseShopProduct.fields.quantity as Field, required: true },
  { key: 'safetyQuantity', field: baseShopProduct.fields.safetyQuantity as Field, required: false },
  { key: 'sku', field: baseShopProduct.fields.sku as Field, required: false },
  { key: 'platformSku', field: baseShopProduct.fields.platformSku as Field, required: false },
  { key: 'productName', field: baseShopProduct.fields.productName as Field, required: false },
]

function headerIndex(header: string[], lang: Language) {
  const norm = (s: string) => s.trim().toLowerCase()
  const index = new Map<string, number>()
  for (const col of IMPORT_COLUMNS) {
    const names = [col.key, col.field.label.zh, col.field.label.en, col.field.label.ja].map(norm)
    const at = header.findIndex((h) => names.includes(norm(h)))
    if (at >= 0) index.set(col.key, at)
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !index.has(c.key)).map((c) => c.field.label[lang])
  if (missing.length) throw new AppError('VALIDATION', 'shops.importColumnsMissing', { columns: missing.join(', ') })
  return index
}

type ImportRow = {
  shopId: string
  sellerSku: string
  quantity: number
  safetyQuantity?: number
  extra: Record<string, string>
}

/** Reads and checks every row before anything is written; all problems are reported at once. */
async function readImportRows(tx: Queryable, sheet: string[][], lang: Language): Promise<ImportRow[]> {
  const [header = [], ...body] = sheet
  const index = headerIndex(header, lang)
  const rows = body.filter((r) => r.some((v) => v !== ''))
  if (!rows.length) throw new AppError('VALIDATION', 'shops.importEmpty')
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', 'shops.importTooMany', { max: IMPORT_MAX_ROWS })
  const cell = (r: string[], key: string) => {
    const at = index.get(key)
    return at === undefined ? '' : (r[at] ?? '').trim()
  }
  const shops = await tx.query<{ id: string; shopCode: string }>(
    'SELECT id, shop_code FROM erp_base_shop WHERE shop_code = ANY($1::text[]) AND is_deleted = 0',
    [[...new Set(rows.map((r) => cell(r, 'shopCode')))]],
  )
  const shopByCode = new Map(shops.map((s) => [s.shopCode, String(s.id)]))
  const problems: string[] = []
  const seen = new Map<string, number>()
  const out: ImportRow[] = []
  const isQuantity = (v: string) => /^\d{1,8}$/.test(v) && Number(v) <= 10_000_000
  for (const [i, r] of rows.entries()) {
    const row = i + 2
    const code = cell(r, 'shopCode')
    const sellerSku = cell(r, 'sellerSku')
    const quantity = cell(r, 'quantity')
    const safety = cell(r, 'safetyQuantity')
    const shopId = shopByCode.get(code)
    if (!shopId) problems.push(translate('shops.importUnknownShop', lang, { row, code }))
    if (!sellerSku || sellerSku.length > 100) problems.push(translate('shops.importBadSku', lang, { row }))
    if (!isQuantity(quantity) || (safety !== '' && !isQuantity(safety))) {
      problems.push(translate('shops.importBadQuantity', lang, { row }))
    }
    const key = `${code}\u0000${sellerSku}`
    const first = seen.get(key)
    if (first !== undefined) problems.push(translate('shops.importDuplicate', lang, { row, first }))
    else seen.set(key, row)
    const extra: Record<string, string> = {}
    for (const k of ['sku', 'platformSku', 'productName']) {
      const max = PRODUCT_FIELDS[k]?.max ?? 100
      const v = cell(r, k)
      if (v) extra[k] = v.slice(0, max)
    }
    if (shopId) {
      out.push({
        shopId,
        sellerSku,
        quantity: Number(quantity),
        ...(safety === '' ? {} : { safetyQuantity: Number(safety) }),
        extra,
      })
    }
  }
  if (problems.length) {
    throw new AppError('VALIDATION', 'shops.importRowsInvalid', { details: problems.slice(0, 20).join('; ') })
  }
  return out
}

/**
 * Imports platform quantities of shop listings from a sheet: every row is checked first, then each
 * listing (shop and seller SKU) is updated, or added, through the record layer. Answers the counts.
 */
export async function importShopQuantities(tx: Queryable, actor: Actor, sheet: string[][]) {
  const rows = await readImportRows(tx, sheet, actor.lang)
  let updated = 0
  const added: Row[] = []
  for (const r of rows) {
    const found = await tx.query<{ id: string }>(
      'SELECT id::text FROM erp_base_shop_product WHERE shop_id = $1 AND seller_sku = $2 AND is_deleted = 0',
      [r.shopId, r.sellerSku],
    )
    const given = { safetyQuantity: r.safetyQuantity, ...r.extra }
    const set: Row = { quantity: r.quantity }
    for (const [k, v] of Object.entries(given)) if (v !== undefined) set[k] = v
    if (found.length) {
      await updateRecords(
        tx,
        baseShopProduct,
        found.map((f) => f.id),
        set,
        actor,
      )
      updated++
      continue
    }
    added.push({ shopId: r.shopId, sellerSku: r.sellerSku, ...set })
  }
  await insertRecords(tx, baseShopProduct, added, actor)
  return { count: rows.length, updated, inserted: added.length }
}

export type ShopQuantityQuery = { current: number; size: number; shopId?: string; shopName?: string }

/** A page of shops with their number of listings, total platform quantity and listings at or below safety stock. */
export async function shopQuantityPage(tx: Queryable, q: ShopQuantityQuery, tenantId: string) {
  const { current, size } = q
  const params: unknown[] = []
  const where = ['s.is_deleted = 0']
  if (q.shopId) {
    params.push(q.shopId)
    where.push(`s.id = $${params.length}`)
  }
  if (q.shopName) {
    params.push(`%${q.shopName.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    where.push(`s.shop_name ILIKE $${params.length}`)
  }
  const records = await tx.query(
    `SELECT s.id AS shop_id, s.shop_name, s.shop_code, s.shop_type,
            count(p.id)::int AS product_count,
            coalesce(sum(p.quantity), 0)::bigint::text AS total_quantity,
            count(p.id) FILTER (WHERE p.quantity <= coalesce(p.safety_quantity, 0))::int AS low_stock_count,
            to_char(max(p.update_time), 'YYYY-MM-DD HH24:MI:SS') AS last_update_time
       FROM erp_base_shop s
       LEFT JOIN erp_base_shop_product p ON p.shop_id = s.id AND p.tenant_id = s.tenant_id AND p.is_deleted = 0
      WHERE ${where.join(' AND ')}
      GROUP BY s.id, s.shop_name, s.shop_code, s.shop_type, s.sort
      ORDER BY s.sort NULLS LAST, s.shop_name, s.id
      LIMIT ${size} OFFSET ${(current - 1) * size}`,
    params,
  )
  const read = { offset: (current - 1) * size, rows: records.length, size, scope: tenantId }
  const { total, totalExact } = await pageTotal(tx, 'erp_base_shop s', where.join(' AND '), params, read)
  return { records, total, totalExact, size, current, pages: Math.ceil(total / size) }
}

/** One batch of the Target Plus listings (optionally of one shop), in a stable order. */
export function targetPlusRows(db: Queryable, shopId: string | undefined, page: number): Promise<Row[]> {
  return db.query(
    `SELECT s.shop_name, p.seller_sku, p.platform_sku, p.sku, p.product_name, p.price, p.currency_code,
            p.quantity, p.safety_quantity
       FROM erp_base_shop_product p JOIN erp_base_shop s ON s.id = p.shop_id AND s.tenant_id = p.tenant_id
      WHERE p.is_deleted = 0 AND s.is_deleted = 0 AND s.shop_type = ${TARGET_PLUS}
        AND ($1::bigint IS NULL OR s.id = $1)
      ORDER BY s.shop_name, p.seller_sku, p.id LIMIT ${EXPORT_BATCH} OFFSET ${page * EXPORT_BATCH}`,
    [shopId ?? null],
  )
}
