import { type Row, toSnake } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import type { TestApp } from '../testing/test-app.ts'

/** A line of a test order: product, quantity, unit price (amount = quantity × price unless given). */
export type TestLine = {
  productId?: string
  sysSku?: string
  sellerSku?: string
  quantity: number
  price: string
  amount?: string
  weight?: string
}

/** The buyer and address test orders share unless told otherwise (so they may merge). */
export const TEST_BUYER = {
  shopId: S.shopAmazonUs,
  platformId: S.amazon,
  buyerName: 'Test Buyer',
  buyerEmail: 'test.buyer@example.com',
  addressName: 'Test Buyer',
  addressPhone: '+1 213 555 0100',
  addressCountryCode: 'US',
  addressStateOrRegion: 'CA',
  addressCity: 'Los Angeles',
  addressPostalCode: '90001',
  addressLine1: '1 Main St',
  fobCurrency: 'USD',
}

const cents = (v: string) => BigInt(v.replace('.', ''))
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`

/**
 * Inserts a sales order of tenant 000000 straight into the tables (any status), with totals
 * worked out from its lines: goods = Σ amounts, total = goods + freight − discount. Answers its id
 * and code and its lines' ids.
 */
export async function insertTestOrder(
  t: TestApp,
  o: { status: number; lines: TestLine[]; freight?: string; discount?: string } & Row,
): Promise<{ id: string; code: string; lineIds: string[] }> {
  const { lines, freight = '0.00', discount = '0.00', ...rest } = o
  const id = nextId()
  const code = `T${id}`
  const amounts = lines.map((l) => l.amount ?? money(cents(l.price) * BigInt(l.quantity)))
  const goods = amounts.reduce((s, a) => s + cents(a), 0n)
  const row: Row = {
    id,
    tenantId: '000000',
    code,
    orderType: 1,
    ...TEST_BUYER,
    goodsAmount: money(goods),
    freightAmount: freight,
    discountAmount: discount,
    orderTotalMoney: money(goods + cents(freight) - cents(discount)),
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    labelStatus: 0,
    ...rest,
  }
  const keys = Object.keys(row)
  await t.root.query(
    `INSERT INTO erp_order (${keys.map(toSnake).join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    keys.map((k) => row[k]),
  )
  const lineIds: string[] = []
  for (const [i, l] of lines.entries()) {
    const lineId = nextId()
    lineIds.push(lineId)
    await t.root.query(
      `INSERT INTO erp_order_item (id, tenant_id, order_id, product_id, sys_sku, seller_sku, quantity, price, amount, weight)
       VALUES ($1, '000000', $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        lineId,
        id,
        l.productId ?? P.lantern,
        l.sysSku ?? 'DEMO-LANTERN',
        l.sellerSku ?? `SKU-${i}`,
        l.quantity,
        l.price,
        amounts[i],
        l.weight ?? '1.000',
      ],
    )
  }
  return { id, code, lineIds }
}

/** The database as tenant 000000's administrator sees it (row-level security on). */
export const tenantDb = (t: TestApp) => scopeToTenant(t.root, { tenantId: '000000', userId: '1' })

/**
 * Live order lines whose order_status is not their order's status (migration 0036's triggers keep
 * them equal, and the order page's SKU search in a tab relies on it); every tenant's. Empty when in step.
 */
export async function linesOutOfStep(t: TestApp) {
  return t.root.query<{ lineId: string; orderStatus: number | null; status: number }>(
    `SELECT i.id::text AS line_id, i.order_status, o.status
       FROM erp_order_item i JOIN erp_order o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
      WHERE i.is_deleted = 0 AND i.order_status IS DISTINCT FROM o.status`,
  )
}
