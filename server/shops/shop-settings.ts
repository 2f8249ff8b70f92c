import { baseShopFee, baseShopStore } from '#sync/resources/shops/base-shop.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { requireShop } from './shops-shared.ts'

/** A shop's fee configuration (one per shop) and the warehouses it ships from. */

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

/** Saves a shop's fee configuration (added or changed: one per shop) and answers it. */
export async function saveShopFee(tx: Queryable, actor: Actor, body: Row) {
  const shopId = String(body.shopId)
  await requireShop(tx, shopId)
  // One configuration per shop: lock the shop row so two saves cannot both insert.
  await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shopId])
  const existing = await feeRow(tx, shopId)
  const id = await saveRecord(tx, baseShopFee, { ...body, id: existing?.id }, actor)
  return readRecord(tx, baseShopFee, id)
}

/** A shop's fee configuration, empty values when none is saved yet. */
export async function shopFeeDetail(tx: Queryable, shopId: string): Promise<Row> {
  await requireShop(tx, shopId)
  return (await feeRow(tx, shopId)) ?? { id: null, ...EMPTY_FEE }
}

/** A shop's fees for pricing: unset fees are 0, the currency falls back to the shop's. */
export async function shopFeesForPricing(tx: Queryable, shopId: string) {
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
}

/** Replaces the warehouses a shop ships from (in this order, `defaultId` the default); answers them. */
export async function setShopStores(
  tx: Queryable,
  actor: Actor,
  shopId: string,
  storeIds: readonly string[],
  defaultId: string | undefined,
) {
  await requireShop(tx, shopId)
  await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shopId])
  const current = await tx.query<{ id: string; storeId: string }>(
    'SELECT id, store_id FROM erp_base_shop_store WHERE shop_id = $1 AND is_deleted = 0',
    [shopId],
  )
  const gone = current.filter((r) => !storeIds.includes(String(r.storeId))).map((r) => r.id)
  if (gone.length) await removeRecords(tx, baseShopStore, gone, actor)
  for (const [i, storeId] of storeIds.entries()) {
    const row = current.find((r) => String(r.storeId) === storeId)
    const values = { shopId, storeId, isDefault: storeId === defaultId ? 1 : 0, sort: i + 1 }
    await saveRecord(tx, baseShopStore, { ...values, id: row?.id }, actor)
  }
  return shopStores(tx, shopId)
}

/** The warehouses a shop ships from, default first. */
export async function storesOfShop(tx: Queryable, shopId: string) {
  await requireShop(tx, shopId)
  return shopStores(tx, shopId)
}
