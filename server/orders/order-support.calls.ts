import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { ORDER_PERMISSIONS } from '#sync/resources/orders/order.resource.ts'
import { PRODUCT_PERMISSIONS } from '#sync/resources/products/base-product.resource.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { registeredCarriers } from './carrier/carrier.ts'

/** Pickers answer at most this many rows. */
const PICK_LIMIT = 100
const SKU = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)
const search = z.string().trim().max(100).optional()
const labels: Record<string, Label> = {
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  skus: { zh: 'SKU', en: 'SKUs', ja: 'SKU' },
  sysSku: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
  search: { zh: '关键字', en: 'Search', ja: 'キーワード' },
  zip: { zh: '邮编', en: 'Postal code', ja: '郵便番号' },
  countryCode: { zh: '国家', en: 'Country', ja: '国' },
  shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
}
const ORDER_OR_PRODUCT = { permission: [ORDER_PERMISSIONS.view, PRODUCT_PERMISSIONS.view] }
const ORDER_OR_STORE = { permission: [ORDER_PERMISSIONS.view, 'basestore_view'] }
const ORDER_OR_TRANSPORT = { permission: [ORDER_PERMISSIONS.view, 'basetransport_view', 'logisticsproviders_view'] }

/** `%text%` for ILIKE, its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** SKUs as a list, or comma / newline separated (at most 100); none is a 400 naming skus. */
const skuList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[,\n]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(SKU).min(1).max(100),
)

function required(c: Context<AppEnv>, field: string): never {
  const name = labels[field]?.[c.var.lang] ?? field
  throw validationError([{ field, message: translate('fieldRequired', c.var.lang, { field: name }) }])
}

/** Lookups of the order screens (products, SKUs, factories, carriers, zip areas, temu) and offline exports. */
export const orderSupportCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseproduct/feeBySku',
    area: 'orders',
    summary:
      'A product’s price and fee data by system SKU (sku): unit price, currency, tariff, gross margin, weight and package, the default supplier’s purchase price, the latest price change, and the warehouses’ fees',
    access: ORDER_OR_PRODUCT,
    readOnly: true,
    input: { query: z.object({ sku: SKU.optional(), sysSku: SKU.optional() }), labels },
    example: { sku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => {
      const sku = query.sku ?? query.sysSku ?? required(c, 'sku')
      const answer = await c.var.db.begin(
        async (tx) => {
          const [product] = await tx.query<{ id: string }>(
            `SELECT p.id::text, p.sys_sku, p.name, p.currency, p.unit_price::text, p.tariff::text, p.gross_margin::text,
                    p.unit_weight::text, p.package_length::text, p.package_width::text, p.package_height::text,
                    p.box_quantity, p.single_box_weight::text,
                    (SELECT json_build_object('factoryName', f.factory_name, 'purchasePrice', f.purchase_price::text,
                              'currency', f.currency, 'leadTime', f.lead_time, 'minOrderQuantity', f.min_order_quantity)
                       FROM erp_product_factory f WHERE f.product_id = p.id AND f.is_deleted = 0
                      ORDER BY f.is_default DESC, f.id LIMIT 1) AS supplier,
                    (SELECT json_build_object('priceType', h.price_type, 'oldPrice', h.old_price::text,
                              'newPrice', h.new_price::text, 'currency', h.currency,
                              'time', to_char(h.create_time, 'YYYY-MM-DD HH24:MI:SS'))
                       FROM erp_base_product_price_his h WHERE h.product_id = p.id AND h.is_deleted = 0
                      ORDER BY h.id DESC LIMIT 1) AS last_price_change
               FROM erp_base_product p
              WHERE p.is_deleted = 0 AND (p.sys_sku = $1 OR p.id = (SELECT s.product_id FROM erp_base_sys_product s
                                                                      WHERE s.sys_sku = $1 AND s.is_deleted = 0 LIMIT 1))
              LIMIT 1`,
            [sku],
          )
          if (!product) return undefined
          const storeFees = await tx.query(
            `SELECT f.store_id::text, s.name AS store_name, f.currency_code, f.order_fee::text, f.item_fee::text,
                    f.inbound_fee::text, f.storage_fee::text, f.return_fee::text, f.label_fee::text
               FROM erp_base_store_fee f JOIN erp_base_store s ON s.id = f.store_id AND s.is_deleted = 0
              WHERE f.is_deleted = 0 ORDER BY s.sort NULLS LAST, f.id`,
          )
          return { ...product, storeFees }
        },
        { readOnly: true },
      )
      if (!answer) throw new AppError('VALIDATION', 'orders.productSkuUnknown', { sku })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basesysproduct/sysSkuSelect',
    area: 'orders',
    summary:
      'System SKUs for pickers: each product’s own and its further system SKUs (erp/basesysproduct), matching search (sysSku or name) when given; at most 100 ({label, value, productId, name, quantity})',
    access: ORDER_OR_PRODUCT,
    readOnly: true,
    input: { query: z.object({ search, sysSku: search, name: search }), labels },
    example: { search: 'KETTLE' },
    handler: async (c, { query }) => {
      const text = query.search || query.sysSku || query.name
      const rows = await c.var.db.begin(
        (tx) =>
          tx.query(
            `SELECT sys_sku AS label, sys_sku AS value, product_id, name, quantity FROM (
               SELECT p.sys_sku, p.id::text AS product_id, p.name, 1 AS quantity FROM erp_base_product p
                WHERE p.is_deleted = 0 AND p.sys_sku IS NOT NULL
               UNION ALL
               SELECT s.sys_sku, s.product_id::text, p.name, s.quantity FROM erp_base_sys_product s
                 JOIN erp_base_product p ON p.id = s.product_id AND p.is_deleted = 0
                WHERE s.is_deleted = 0) x
              WHERE $1::text IS NULL OR sys_sku ILIKE $1 OR name ILIKE $1
              ORDER BY sys_sku LIMIT ${PICK_LIMIT}`,
            [text ? contains(text) : null],
          ),
        { readOnly: true },
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/productParts/partsSku',
    area: 'orders',
    summary:
      'The parts of products by system SKU (skus, up to 100): [{sku, productId, name, parts: [{partId, sysSku, name, quantity}]}]; a product without parts has none, an unknown SKU is a 400',
    access: ORDER_OR_PRODUCT,
    input: { params: z.object({ skus: skuList.optional(), sku: skuList.optional() }), labels },
    example: { skus: ['DEMO-KETTLE-SET'] },
    handler: async (c, { params }) => {
      const skus = params.skus ?? params.sku ?? required(c, 'skus')
      const rows = await c.var.db.begin(
        (tx) =>
          tx.query<{ sku: string; productId: string }>(
            `SELECT p.sys_sku AS sku, p.id::text AS product_id, p.name,
                    COALESCE((SELECT json_agg(json_build_object('partId', q.id::text, 'sysSku', q.sys_sku, 'name', q.name,
                                'quantity', pp.quantity) ORDER BY pp.id)
                                FROM erp_base_product_part pp JOIN erp_base_product q ON q.id = pp.part_id AND q.is_deleted = 0
                               WHERE pp.product_id = p.id AND pp.is_deleted = 0), '[]'::json) AS parts
               FROM erp_base_product p WHERE p.is_deleted = 0 AND p.sys_sku = ANY($1::text[]) ORDER BY p.sys_sku`,
            [skus],
          ),
        { readOnly: true },
      )
      const unknown = skus.find((s) => !rows.some((r) => r.sku === s))
      if (unknown) throw new AppError('VALIDATION', 'orders.productSkuUnknown', { sku: unknown })
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseexpress/express',
    area: 'orders',
    summary:
      'Carriers (express companies): the connected carrier adapters and the express logistics providers, each {code, name, label, value, connected, simulated, trackingUrl}',
    access: ORDER_OR_TRANSPORT,
    readOnly: true,
    input: 'nothing',
    handler: async (c) => {
      const providers = await c.var.db.begin(
        (tx) =>
          tx.query<{ code: string; name: string; trackingUrl: string | null }>(
            `SELECT code, name, tracking_url FROM erp_logistics_providers
              WHERE is_deleted = 0 AND type = 1 AND status = 1 AND code IS NOT NULL ORDER BY code`,
          ),
        { readOnly: true },
      )
      const out = new Map<string, Record<string, unknown>>()
      for (const a of registeredCarriers()) {
        out.set(a.code, { code: a.code, name: a.name, trackingUrl: null, connected: true, simulated: a.simulated })
      }
      for (const p of providers) {
        const code = p.code.toUpperCase()
        const known = out.get(code)
        out.set(code, {
          ...known,
          code,
          name: p.name,
          trackingUrl: p.trackingUrl,
          connected: Boolean(known),
          simulated: known?.simulated ?? false,
        })
      }
      return ok(
        c,
        [...out.values()].map((x) => ({ ...x, label: x.name, value: x.code })),
      )
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestore/getStoreAreaByZip',
    area: 'orders',
    summary:
      'The warehouses (and zones) serving a postal code (zip; countryCode optional), from the warehouses’ postal-code lists: [{storeId, storeName, storeCode, areaId, areaName, countryCode, postalCode}]',
    access: ORDER_OR_STORE,
    readOnly: true,
    input: {
      query: z.object({
        zip: z
          .string()
          .trim()
          .min(1)
          .max(20)
          .regex(/^[A-Za-z0-9 -]+$/)
          .optional(),
        countryCode: z
          .string()
          .trim()
          .regex(/^[A-Z]{2}$/)
          .optional(),
      }),
      labels,
    },
    example: { zip: '90001' },
    handler: async (c, { query }) => {
      const zip = query.zip ?? required(c, 'zip')
      const rows = await c.var.db.begin(
        (tx) =>
          tx.query(
            `SELECT z.store_id::text, s.name AS store_name, s.code AS store_code, z.area_id::text, a.name AS area_name,
                    z.country_code, z.postal_code
               FROM erp_base_store_postal_code z
               JOIN erp_base_store s ON s.id = z.store_id AND s.is_deleted = 0
               LEFT JOIN erp_base_store_area a ON a.id = z.area_id AND a.is_deleted = 0
              WHERE z.is_deleted = 0 AND upper(z.postal_code) = upper($1) AND ($2::text IS NULL OR z.country_code = $2)
              ORDER BY s.sort NULLS LAST, s.id, z.area_id NULLS LAST`,
            [zip, query.countryCode ?? null],
          ),
        { readOnly: true },
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestore/getTemuWarehouse',
    area: 'orders',
    summary:
      'The warehouses a shop ships from (shopId), the default first: [{storeId, storeName, storeCode, countryCode, isDefault}] (the temu order screens pick from them)',
    access: ORDER_OR_STORE,
    readOnly: true,
    input: { query: z.object({ shopId: idSchema.optional() }), labels },
    example: { shopId: '1000000000000004101' },
    handler: async (c, { query }) => {
      const shopId = query.shopId ?? required(c, 'shopId')
      const answer = await c.var.db.begin(
        async (tx) => {
          const shop = await tx.query(`SELECT 1 FROM erp_base_shop WHERE id = $1 AND is_deleted = 0`, [shopId])
          if (!shop.length) return undefined
          return tx.query(
            `SELECT ss.store_id::text, s.name AS store_name, s.code AS store_code, s.country_code, ss.is_default
               FROM erp_base_shop_store ss JOIN erp_base_store s ON s.id = ss.store_id AND s.is_deleted = 0
              WHERE ss.shop_id = $1 AND ss.is_deleted = 0 ORDER BY ss.is_default DESC, ss.sort NULLS LAST, ss.id`,
            [shopId],
          )
        },
        { readOnly: true },
      )
      if (!answer) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, answer)
    },
  }),
]
