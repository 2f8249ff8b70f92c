import { multiplyDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { financialInvoice } from '#sync/resources/finance/invoices/invoice-notice.resource.ts'
import { SHIP_STATUS } from '#sync/resources/shipping/ship.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { shipOf } from './ship.ts'
import { plansOnShips } from './ship-load.ts'

/**
 * The factories' invoice notices of a ship (开票通知, `financialinvoice/createInvoice?shipId=`): per
 * factory and currency, the goods the ship carries at their purchase order prices, to confirm (the
 * finance issue confirms and invoices them). Made once per ship.
 */

type GoodsLine = {
  shipOrderItemId: string
  productId: string
  purchaseOrderId: string | null
  factoryId: string
  currencyCode: string
  quantity: number
  price: string
}

/** Makes a ship's invoice notices; answers their ids and numbers. */
export async function createShipInvoices(tx: Queryable, actor: Actor, shipId: string) {
  const found = await shipOf(tx, actor, shipId)
  if (String(found.status) === SHIP_STATUS.void)
    throw new AppError('VALIDATION', 'shipping.shipVoid', { ship: found.code })
  const [made] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_financial_invoice WHERE ship_id = $1 AND is_deleted = 0 LIMIT 1`,
    [shipId],
  )
  if (made) throw new AppError('VALIDATION', 'shipping.invoiceExists', { ship: found.code })
  const planIds = (await plansOnShips(tx, [shipId])).get(shipId) ?? []
  const goods = await tx.query<GoodsLine>(
    `SELECT i.id::text AS ship_order_item_id, i.product_id::text, o.id::text AS purchase_order_id,
            coalesce(i.factory_id, o.factory_id)::text AS factory_id, o.currency_code, i.quantity, pi.price::text
       FROM erp_ship_order_item i
       JOIN erp_purchase_order_item pi ON pi.id = i.purchase_order_item_id
       JOIN erp_purchase_order o ON o.id = pi.purchase_order_id
      WHERE i.ship_order_id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.id`,
    [planIds],
  )
  if (!goods.length) throw new AppError('VALIDATION', 'shipping.invoiceWithoutGoods', { ship: found.code })
  const groups = new Map<string, GoodsLine[]>()
  for (const g of goods) {
    const key = `${g.factoryId}|${g.currencyCode}`
    groups.set(key, [...(groups.get(key) ?? []), g])
  }
  const answers: { id: string; code: string; factoryId: string; currencyCode: string; amount: string }[] = []
  let n = 0
  for (const lines of groups.values()) {
    n += 1
    const [first] = lines
    if (!first) continue
    const items = lines.map((l) => ({
      productId: l.productId,
      purchaseOrderId: l.purchaseOrderId,
      shipOrderItemId: l.shipOrderItemId,
      quantity: l.quantity,
      price: l.price,
      amount: roundMoney(multiplyDecimal(l.price, String(l.quantity)), 2, 1),
    }))
    const amount = sumDecimal('0', ...items.map((i) => i.amount))
    const code = `${found.code}-F${n}`
    const id = await saveRecord(
      tx,
      financialInvoice,
      {
        code,
        shipId,
        factoryId: first.factoryId,
        currencyCode: first.currencyCode,
        totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        amount,
        items,
      },
      actor,
    )
    answers.push({ id, code, factoryId: first.factoryId, currencyCode: first.currencyCode, amount })
  }
  return answers
}
