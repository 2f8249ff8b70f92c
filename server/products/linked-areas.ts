import { resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import type { Queryable } from '../platform/db/db.ts'
import { toSnake } from '../platform/db/db.ts'

/**
 * Reads of other areas' records (shops, stock) through their declarations, so this area keeps
 * working while those areas are absent or still being built: nothing is read until the declaration
 * and its table exist, and column names come from the declaration only.
 */
function declared(key: string) {
  return resources.find((r) => resourceKey(r) === key)
}

async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const rows = await tx.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [table])
  return Boolean(rows[0]?.found)
}

/** Names of shops by id (the shop declaration's title field), empty while shops are not declared. */
export async function shopNames(tx: Queryable, ids: string[]): Promise<Map<string, string>> {
  const shop = declared('erp/baseshop')
  const title = shop && titleKeyOf(shop)
  if (!shop || !title || !ids.length || !(await tableExists(tx, shop.table))) return new Map()
  const rows = await tx.query<{ id: string; name: string }>(
    `SELECT id, ${toSnake(title)}::text AS name FROM ${shop.table} WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Live shops (id and name) to pick from, or undefined while shops are not declared. */
export async function liveShops(tx: Queryable): Promise<{ id: string; name: string }[] | undefined> {
  const shop = declared('erp/baseshop')
  const title = shop && titleKeyOf(shop)
  if (!shop || !title || !(await tableExists(tx, shop.table))) return undefined
  return tx.query(
    `SELECT id, ${toSnake(title)}::text AS name FROM ${shop.table} WHERE is_deleted = 0 ORDER BY ${toSnake(title)} LIMIT 500`,
  )
}

const QUANTITY_FIELDS = [
  'availableQuantity',
  'availableNum',
  'usableQuantity',
  'usableNum',
  'availableStock',
  'quantity',
]

/**
 * Available stock per product id, summed over warehouses from the inventory declaration
 * (erp/storeproductinventory, keyed by productId or sysSku); undefined while inventory is absent.
 */
export async function availableStock(
  tx: Queryable,
  products: { id: string; sysSku: string }[],
): Promise<Map<string, number> | undefined> {
  const inventory = declared('erp/storeproductinventory')
  if (!inventory || !products.length || !(await tableExists(tx, inventory.table))) return undefined
  const quantity = QUANTITY_FIELDS.find((k) => ['integer', 'decimal'].includes(inventory.fields[k]?.type ?? ''))
  const byId = inventory.fields.productId ? 'productId' : undefined
  const bySku = inventory.fields.sysSku ? 'sysSku' : inventory.fields.sku ? 'sku' : undefined
  if (!quantity || (!byId && !bySku)) return undefined
  const key = byId ?? (bySku as string)
  const values = byId ? products.map((p) => p.id) : products.map((p) => p.sysSku)
  const rows = await tx.query<{ key: string; total: string }>(
    `SELECT ${toSnake(key)}::text AS key, sum(${toSnake(quantity)})::text AS total FROM ${inventory.table}
      WHERE is_deleted = 0 AND ${toSnake(key)}::text = ANY($1::text[]) GROUP BY 1`,
    [values],
  )
  const totals = new Map(rows.map((r) => [r.key, Number(r.total)]))
  return new Map(products.map((p) => [p.id, totals.get(byId ? p.id : p.sysSku) ?? 0]))
}
