import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { idSchema, pageOf } from '#sync/resources/resource-schemas.ts'
import { baseShop, baseShopProduct } from '#sync/resources/shops/base-shop.resource.ts'
import { shopQuantityAnswer, shopQuantityImportAnswer } from '#sync/resources/shops/shops.answers.ts'
import type { Row } from '../platform/db/db.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import { type SheetColumn, streamSheet } from '../platform/resources/spreadsheet.ts'
import { EXPORT_BATCH, importShopQuantities, shopQuantityPage, targetPlusRows } from './shop-products.ts'

const BASE = '/api/erp/baseshop'
const P = baseShop.permissions
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
    output: pageOf(shopQuantityAnswer),
    handler: async (c, { params: q }) => {
      const current = Math.max(1, Number(q.current ?? 1))
      const size = Math.min(1000, Math.max(1, Number(q.size ?? 10)))
      const page = await c.var.db.begin((tx) =>
        shopQuantityPage(tx, { current, size, shopId: q.shopId, shopName: q.shopName }, c.var.session.tenantId),
      )
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
    output: shopQuantityImportAnswer,
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const counts = await c.var.db.begin((tx) => importShopQuantities(tx, actorOf(c), sheet))
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
          const rows = await targetPlusRows(db, q.shopId, page)
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
