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
import {
  expressProviders,
  partsBySku,
  productFees,
  shopWarehouses,
  storeAreasByZip,
  sysSkuChoices,
} from './order-support.ts'

const SKU = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)
const search = z.string().trim().max(100).optional()
/** Money and measures as exact text. */
const money = z.string().nullable()
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
    /** The product's costs (money as exact text), its default supplier and last price change, and every warehouse's fees. */
    output: z.looseObject({
      id: z.string(),
      sysSku: z.string().nullable(),
      name: z.string().nullable(),
      unitPrice: money,
      unitWeight: money,
      supplier: z.looseObject({ purchasePrice: money }).nullable(),
      storeFees: z.array(
        z.object({
          storeId: z.string(),
          storeName: z.string().nullable(),
          currencyCode: z.string().nullable(),
          orderFee: money,
          itemFee: money,
          inboundFee: money,
          storageFee: money,
          returnFee: money,
          labelFee: money,
        }),
      ),
    }),
    example: { sku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => {
      const sku = query.sku ?? query.sysSku ?? required(c, 'sku')
      const answer = await c.var.db.begin((tx) => productFees(tx, sku), { readOnly: true })
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
    output: z.array(
      z.object({
        label: z.string(),
        value: z.string(),
        productId: z.string(),
        name: z.string().nullable(),
        quantity: z.number(),
      }),
    ),
    example: { search: 'KETTLE' },
    handler: async (c, { query }) => {
      const text = query.search || query.sysSku || query.name
      const rows = await c.var.db.begin((tx) => sysSkuChoices(tx, text), { readOnly: true })
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
    output: z.array(
      z.object({
        sku: z.string(),
        productId: z.string(),
        name: z.string().nullable(),
        parts: z.array(
          z.object({
            partId: z.string(),
            sysSku: z.string().nullable(),
            name: z.string().nullable(),
            quantity: z.number(),
          }),
        ),
      }),
    ),
    example: { skus: ['DEMO-KETTLE-SET'] },
    handler: async (c, { params }) => {
      const skus = params.skus ?? params.sku ?? required(c, 'skus')
      const rows = await c.var.db.begin((tx) => partsBySku(tx, skus), { readOnly: true })
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
    output: z.array(
      z.object({
        code: z.string(),
        name: z.string().nullable(),
        trackingUrl: z.string().nullable(),
        connected: z.boolean(),
        simulated: z.boolean(),
        label: z.string().nullable(),
        value: z.string(),
      }),
    ),
    handler: async (c) => {
      const providers = await c.var.db.begin((tx) => expressProviders(tx), { readOnly: true })
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
    output: z.array(
      z.object({
        storeId: z.string(),
        storeName: z.string().nullable(),
        storeCode: z.string().nullable(),
        areaId: z.string().nullable(),
        areaName: z.string().nullable(),
        countryCode: z.string().nullable(),
        postalCode: z.string().nullable(),
      }),
    ),
    handler: async (c, { query }) => {
      const zip = query.zip ?? required(c, 'zip')
      const rows = await c.var.db.begin((tx) => storeAreasByZip(tx, zip, query.countryCode), { readOnly: true })
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
    output: z.array(
      z.object({
        storeId: z.string(),
        storeName: z.string().nullable(),
        storeCode: z.string().nullable(),
        countryCode: z.string().nullable(),
        isDefault: z.number().nullable(),
      }),
    ),
    handler: async (c, { query }) => {
      const shopId = query.shopId ?? required(c, 'shopId')
      const answer = await c.var.db.begin((tx) => shopWarehouses(tx, shopId), { readOnly: true })
      if (!answer) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, answer)
    },
  }),
]
