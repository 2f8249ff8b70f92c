import { z } from 'zod'
import type { Field } from '#sync/resources/define-resource.ts'
import { createSchema, fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop, baseShopFee, baseShopStore } from '#sync/resources/shops/base-shop.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { requireShop } from './shops-shared.ts'

const BASE = '/api/erp/baseshop'
const P = baseShop.permissions
const idParam = idSchema
const SHOP_LABEL = { zh: '店铺', en: 'Shop', ja: 'ショップ' }
const shopIdQuery = z.object({ shopId: idParam })
const FEE_KEYS = Object.keys(baseShopFee.fields).filter((k) => k !== 'shopId' && k !== 'remark' && k !== 'currencyCode')

const EMPTY_FEE = Object.fromEntries(Object.keys(baseShopFee.fields).map((k) => [k, null]))

async function feeRow(tx: Queryable, shopId: string): Promise<Row | undefined> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM erp_base_shop_fee WHERE shop_id = $1 AND is_deleted = 0',
    [shopId],
  )
  return rows[0] ? readRecord(tx, baseShopFee, rows[0].id) : undefined
}

/** Warehouses linked to a shop, default first. */
async function shopStores(tx: Queryable, shopId: string) {
  return tx.query<Row & { storeId: string; isDefault: number }>(
    `SELECT l.id, l.store_id, l.is_default, l.sort, s.code AS store_code, s.name AS store_name, s.store_type, s.is_fba
       FROM erp_base_shop_store l JOIN erp_base_store s ON s.id = l.store_id AND s.tenant_id = l.tenant_id
      WHERE l.shop_id = $1 AND l.is_deleted = 0 AND s.is_deleted = 0
      ORDER BY l.is_default DESC, l.sort NULLS LAST, s.code`,
    [shopId],
  )
}

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
    handler: async (c, input) => {
      const body = input.body as Row
      const actor = actorOf(c)
      const saved = await c.var.db.begin(async (tx) => {
        const shopId = String(body.shopId)
        await requireShop(tx, shopId)
        // One configuration per shop: lock the shop row so two saves cannot both insert.
        await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shopId])
        const existing = await feeRow(tx, shopId)
        const id = await saveRecord(tx, baseShopFee, { ...body, id: existing?.id }, actor)
        return readRecord(tx, baseShopFee, id)
      })
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
    handler: async (c, { params }) => {
      const { shopId } = params
      const fee = await c.var.db.begin(async (tx) => {
        await requireShop(tx, shopId)
        return (await feeRow(tx, shopId)) ?? { id: null, ...EMPTY_FEE }
      })
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
    handler: async (c, { params }) => {
      const { shopId } = params
      const answer = await c.var.db.begin(async (tx) => {
        const shop = await requireShop(tx, shopId)
        const currency = await tx.query<{ currencyCode: string | null }>(
          'SELECT currency_code FROM erp_base_shop WHERE id = $1',
          [shopId],
        )
        const fee = await feeRow(tx, shopId)
        const fees = Object.fromEntries(FEE_KEYS.map((k) => [k, fee?.[k] == null ? '0' : String(fee[k])]))
        return {
          shopId,
          shopName: shop.shopName,
          currencyCode: (fee?.currencyCode as string | null) ?? currency[0]?.currencyCode ?? null,
          configured: Boolean(fee),
          ...fees,
        }
      })
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
    handler: async (c, { body }) => {
      const actor = actorOf(c)
      const storeIds = [...new Set(body.storeIds)]
      const defaultId =
        body.defaultStoreId && storeIds.includes(body.defaultStoreId) ? body.defaultStoreId : storeIds[0]
      const stores = await c.var.db.begin(async (tx) => {
        await requireShop(tx, body.shopId)
        await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [body.shopId])
        const current = await tx.query<{ id: string; storeId: string }>(
          'SELECT id, store_id FROM erp_base_shop_store WHERE shop_id = $1 AND is_deleted = 0',
          [body.shopId],
        )
        const gone = current.filter((r) => !storeIds.includes(String(r.storeId))).map((r) => r.id)
        if (gone.length) await removeRecords(tx, baseShopStore, gone, actor)
        for (const [i, storeId] of storeIds.entries()) {
          const row = current.find((r) => String(r.storeId) === storeId)
          const values = { shopId: body.shopId, storeId, isDefault: storeId === defaultId ? 1 : 0, sort: i + 1 }
          await saveRecord(tx, baseShopStore, { ...values, id: row?.id }, actor)
        }
        return shopStores(tx, body.shopId)
      })
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
    handler: async (c, { params }) => {
      const { shopId } = params
      const stores = await c.var.db.begin(async (tx) => {
        await requireShop(tx, shopId)
        return shopStores(tx, shopId)
      })
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
