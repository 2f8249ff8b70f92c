import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop, baseShopProduct } from '#sync/resources/shops/base-shop.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { readUploadedSheet } from '../platform/resources/resource-calls.ts'
import { type SheetColumn, streamSheet } from '../platform/resources/spreadsheet.ts'

const BASE = '/api/erp/baseshop'
const P = baseShop.permissions
const TARGET_PLUS = 7
const IMPORT_MAX_ROWS = 5000
const EXPORT_BATCH = 1000
const PRODUCT_FIELDS: Record<string, Field> = baseShopProduct.fields

/** A whole number as the query string sends it, or as a JSON number in a POST body. */
const digits = (pattern: RegExp) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().regex(pattern))

const pageQuery = z.object({
  current: digits(/^\d{1,7}$/).optional(),
  size: digits(/^\d{1,4}$/).optional(),
  shopId: idSchema.optional(),
  shopName: z.string().max(100).optional(),
})

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

const SHOP_NAME_FIELD: Field = { type: 'text', label: baseShop.fields.shopName?.label ?? { zh: '', en: '', ja: '' } }

function targetPlusColumns(lang: Language): SheetColumn[] {
  const keys = ['sellerSku', 'platformSku', 'sku', 'productName', 'price', 'currencyCode', 'quantity', 'safetyQuantity']
  return [
    { key: 'shopName', field: SHOP_NAME_FIELD, header: SHOP_NAME_FIELD.label[lang] },
    ...keys.map((key) => {
      const field = PRODUCT_FIELDS[key] as Field
      return { key, field, header: field.label[lang] }
    }),
  ]
}

/** Shop listings: per-shop quantity summary, the quantity import, the Target Plus export. */
export const shopProductCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/shopProNumPage`,
    area: 'shops',
    summary:
      'Page of shops with their number of listings, total platform quantity and listings at or below safety stock',
    access: { permission: P.view },
    input: {
      params: pageQuery,
      labels: {
        current: { zh: '页码', en: 'Page number', ja: 'ページ番号' },
        size: { zh: '每页条数', en: 'Page size', ja: '1ページの件数' },
        shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
        shopName: SHOP_NAME_FIELD.label,
      },
    },
    handler: async (c, { params: q }) => {
      const current = Math.max(1, Number(q.current ?? 1))
      const size = Math.min(1000, Math.max(1, Number(q.size ?? 10)))
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
      const page = await c.var.db.begin(async (tx) => {
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
        const read = { offset: (current - 1) * size, rows: records.length, size, scope: c.var.session.tenantId }
        const { total, totalExact } = await pageTotal(tx, 'erp_base_shop s', where.join(' AND '), params, read)
        return { records, total, totalExact, size, current, pages: Math.ceil(total / size) }
      })
      return ok(c, page)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/importShopProNum`,
    area: 'shops',
    summary:
      'Imports platform quantities of shop listings from xlsx/csv (shop code, seller SKU, quantity ...): all rows are checked first, then listings are updated or added in one transaction',
    access: { permission: P.edit },
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const userId = c.var.session.userId
      const counts = await c.var.db.begin(async (tx) => {
        const rows = await readImportRows(tx, sheet, c.var.lang)
        let updated = 0
        let inserted = 0
        for (const r of rows) {
          const changed = await tx.query(
            `UPDATE erp_base_shop_product
                SET quantity = $3, safety_quantity = coalesce($4, safety_quantity),
                    sku = coalesce($5, sku), platform_sku = coalesce($6, platform_sku),
                    product_name = coalesce($7, product_name),
                    version = version + 1, update_user = $8, update_time = localtimestamp(0)
              WHERE shop_id = $1 AND seller_sku = $2 AND is_deleted = 0 RETURNING id`,
            [
              r.shopId,
              r.sellerSku,
              r.quantity,
              r.safetyQuantity ?? null,
              r.extra.sku ?? null,
              r.extra.platformSku ?? null,
              r.extra.productName ?? null,
              userId,
            ],
          )
          if (changed.length) {
            updated++
            continue
          }
          await tx.query(
            `INSERT INTO erp_base_shop_product (id, tenant_id, shop_id, seller_sku, quantity, safety_quantity, sku,
                    platform_sku, product_name, create_user, create_dept, update_user)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10)`,
            [
              nextId(),
              c.var.session.tenantId,
              r.shopId,
              r.sellerSku,
              r.quantity,
              r.safetyQuantity ?? null,
              r.extra.sku ?? null,
              r.extra.platformSku ?? null,
              r.extra.productName ?? null,
              userId,
              c.var.session.deptIds[0] ?? null,
            ],
          )
          inserted++
        }
        return { count: rows.length, updated, inserted }
      })
      return ok(c, counts, 'importDone')
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportTargetPlusProduct`,
    area: 'shops',
    summary: 'Downloads the listings of Target Plus shops (xlsx, or csv with format=csv; optionally one shop)',
    access: { permission: P.view },
    raw: true,
    input: {
      query: z.object({ shopId: idSchema.optional(), format: z.string().optional() }),
      labels: { shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' } },
    },
    handler: async (c, { query: q }) => {
      const format = q.format === 'csv' ? 'csv' : 'xlsx'
      const db = c.var.db
      async function* batches(): AsyncGenerator<Row[]> {
        for (let page = 0; ; page++) {
          const rows = await db.query(
            `SELECT s.shop_name, p.seller_sku, p.platform_sku, p.sku, p.product_name, p.price, p.currency_code,
                    p.quantity, p.safety_quantity
               FROM erp_base_shop_product p JOIN erp_base_shop s ON s.id = p.shop_id AND s.tenant_id = p.tenant_id
              WHERE p.is_deleted = 0 AND s.is_deleted = 0 AND s.shop_type = ${TARGET_PLUS}
                AND ($1::bigint IS NULL OR s.id = $1)
              ORDER BY s.shop_name, p.seller_sku, p.id LIMIT ${EXPORT_BATCH} OFFSET ${page * EXPORT_BATCH}`,
            [q.shopId ?? null],
          )
          if (rows.length) yield rows
          if (rows.length < EXPORT_BATCH) return
        }
      }
      const name = `target-plus-products-${new Date().toISOString().slice(0, 10)}.${format}`
      return new Response(streamSheet(format, targetPlusColumns(c.var.lang), batches(), c.var.lang), {
        headers: {
          'Content-Type':
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      })
    },
  }),
]
