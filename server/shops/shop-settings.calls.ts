import { z } from 'zod'
import type { Field } from '#sync/resources/define-resource.ts'
import { createSchema, fieldLabels, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop, baseShopFee, baseShopStore } from '#sync/resources/shops/base-shop.resource.ts'
import { shopFeeAnswer, shopPricingFeesAnswer, shopStoresAnswer } from '#sync/resources/shops/shops.answers.ts'
import type { Row } from '../platform/db/db.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { saveShopFee, setShopStores, shopFeeDetail, shopFeesForPricing, storesOfShop } from './shop-settings.ts'

const BASE = '/api/erp/baseshop'
const P = baseShop.permissions
const idParam = idSchema
const SHOP_LABEL = { zh: '店铺', en: 'Shop', ja: 'ショップ' }
const shopIdQuery = z.object({ shopId: idParam })
const associationBody = z.object({
  shopId: idParam,
  storeIds: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(idParam).max(500),
  ),
  defaultStoreId: idParam.nullable().optional(),
})
const ASSOCIATION_LABELS = {
  ...fieldLabels(baseShopStore),
  storeIds: baseShopStore.fields.storeId?.label as Field['label'],
  defaultStoreId: baseShopStore.fields.isDefault?.label as Field['label'],
}

/** Fee configuration and warehouse links of a shop. */
export const shopSettingsCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/shopFeeConfig`,
    area: 'shops',
    summary: "Saves a shop's fee configuration (commission, advertising, FBA and storage fees ...), one per shop",
    access: { permission: P.edit },
    input: { body: createSchema(baseShopFee), labels: fieldLabels(baseShopFee) },
    example: { shopId: '1000000000000004101', currencyCode: 'USD', comRatio: '0.15', fbaShipPrice: '3.22' },
    output: recordAnswerSchema(baseShopFee),
    handler: async (c, input) => {
      const body = input.body as Row
      const saved = await c.var.db.begin((tx) => saveShopFee(tx, actorOf(c), body))
      return ok(c, saved)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/shopFeeConfigDetail`,
    area: 'shops',
    summary: "A shop's fee configuration (empty values when none is saved yet)",
    access: { permission: P.view },
    input: { params: shopIdQuery, labels: { shopId: SHOP_LABEL } },
    output: shopFeeAnswer,
    handler: async (c, { params }) => {
      const { shopId } = params
      const fee = await c.var.db.begin((tx) => shopFeeDetail(tx, shopId))
      return ok(c, { ...fee, shopId })
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectShopFee`,
    area: 'shops',
    summary: "A shop's fees for pricing (spec 3): unset fees are 0, the currency falls back to the shop's",
    access: { permission: P.view },
    input: { params: shopIdQuery, labels: { shopId: SHOP_LABEL } },
    output: shopPricingFeesAnswer,
    handler: async (c, { params }) => {
      const { shopId } = params
      const answer = await c.var.db.begin((tx) => shopFeesForPricing(tx, shopId))
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/storeAssociatedWarehouse`,
    area: 'shops',
    summary: 'Sets the warehouses a shop ships from (replaces the list; optionally names the default one)',
    access: { permission: P.edit },
    input: { body: associationBody, labels: ASSOCIATION_LABELS },
    example: {
      shopId: '1000000000000004101',
      storeIds: ['1000000000000004201'],
      defaultStoreId: '1000000000000004201',
    },
    output: shopStoresAnswer,
    handler: async (c, { body }) => {
      const storeIds = [...new Set(body.storeIds)]
      const defaultId =
        body.defaultStoreId && storeIds.includes(body.defaultStoreId) ? body.defaultStoreId : storeIds[0]
      const stores = await c.var.db.begin((tx) => setShopStores(tx, actorOf(c), body.shopId, storeIds, defaultId))
      return ok(c, {
        shopId: body.shopId,
        storeIds: stores.map((s) => s.storeId),
        defaultStoreId: defaultId ?? null,
        stores,
      })
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/echoAssociation`,
    area: 'shops',
    summary: 'The warehouses a shop ships from (to fill the association form)',
    access: { permission: P.view },
    input: { params: shopIdQuery, labels: { shopId: SHOP_LABEL } },
    output: shopStoresAnswer,
    handler: async (c, { params }) => {
      const { shopId } = params
      const stores = await c.var.db.begin((tx) => storesOfShop(tx, shopId))
      const defaultStore = stores.find((s) => s.isDefault === 1)
      return ok(c, {
        shopId,
        storeIds: stores.map((s) => s.storeId),
        defaultStoreId: defaultStore?.storeId ?? null,
        stores,
      })
    },
  }),
]
