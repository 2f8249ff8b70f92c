import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { ORDER_DOCUMENT, ORDER_STATUS, orderActions } from '#sync/resources/orders/order.actions.ts'
import { ORDER_ADDRESS_FIELDS, order, orderItem } from '#sync/resources/orders/order.resource.ts'
import { wareOrder } from '#sync/resources/orders/warehouse-order.resource.ts'
import { fieldValueSchema } from '#sync/resources/resource-schemas.ts'
import { consumeReservations, MOVEMENT } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { recordOrderHistory } from './order-history.ts'
import { fromUnits, toUnits } from './order-shares.ts'
import { releaseOrderStock } from './order-stock.ts'
import { shipPushedOrder } from './warehouse-order.ts'

/**
 * The office's edits and shipping of sales orders (spec 1 §4 order actions, spec 2 §7.1): address
 * and SKU edits in batches, FBA delivery, freight forwarding (LTL), marking shipped, tracking
 * numbers, returns and the refundable amount. Each is a declared action run through `runAction`
 * (status checked, row locked, versioned) with a line of the order's history.
 */

const history = (
  tx: Queryable,
  actor: Actor,
  record: Row,
  action: string,
  content: string,
  toStatus?: string | number,
) =>
  recordOrderHistory(tx, actor, [
    {
      orderId: String(record.id),
      orderCode: String(record.code),
      action,
      content,
      fromStatus: record.status as number,
      toStatus: toStatus ?? (record.status as number),
    },
  ])

/** The recipient, country and first line of an address may not be blanked. */
const KEPT_ADDRESS = new Set(['addressName', 'addressCountryCode', 'addressLine1'])

/** The body of an address edit: each field checked as the order form checks it. */
export const addressSchema = z.object(
  Object.fromEntries(
    ORDER_ADDRESS_FIELDS.map((key) => {
      const field = order.fields[key]
      const schema = KEPT_ADDRESS.has(key)
        ? fieldValueSchema({ ...field, required: true }).optional()
        : z.preprocess((v) => (v === '' ? null : v), fieldValueSchema(field).nullable().optional())
      return [key, schema]
    }),
  ),
)
export type AddressInput = Partial<Record<(typeof ORDER_ADDRESS_FIELDS)[number], string | null>>

/** Changes the address of orders not yet with the warehouse (batch): only the fields given. */
export async function updateAddress(tx: Queryable, actor: Actor, ids: readonly string[], address: AddressInput) {
  const given = ORDER_ADDRESS_FIELDS.filter((k) => address[k] !== undefined)
  if (!given.length) throw new AppError('VALIDATION', 'orders.addressNothing')
  await runAction(tx, actor, orderActions.editAddress, ids, {}, async (_tx, _actor, record) => {
    const changed = given.filter((k) => (record[k] ?? null) !== (address[k] ?? null))
    const fields = changed.map((k) => `${order.fields[k].label[actor.lang]}: ${address[k] ?? '—'}`).join('; ')
    await history(tx, actor, record, 'editAddress', translate('orders.history.address', actor.lang, { fields }))
    return Object.fromEntries(given.map((k) => [k, address[k] ?? null]))
  })
}

/** Which lines an SKU change replaces (by system product or sales SKU) and the product they get. */
export type SkuChange = { fromProductId?: string; sellerSku?: string; toProductId: string }

/**
 * Replaces the product of the matching lines of orders (batch; before review or out of stock):
 * the line's system SKU, name and unit weight become the new product's, its price and amount stay;
 * the order's weight is worked out again. An order with no matching line is refused, naming it.
 */
export async function updateSku(tx: Queryable, actor: Actor, ids: readonly string[], change: SkuChange) {
  const [product] = await tx.query<{ id: string; sysSku: string; name: string | null; unitWeight: string | null }>(
    `SELECT id::text, sys_sku, name, unit_weight::text FROM erp_base_product WHERE id = $1 AND is_deleted = 0`,
    [change.toProductId],
  )
  if (!product) {
    throw validationError([
      { field: 'toProductId', message: translate('linkMissing', actor.lang, { field: 'toProductId' }) },
    ])
  }
  await runAction(tx, actor, orderActions.updateSku, ids, {}, async (_tx, _actor, record) => {
    const lines = await tx.query<{ id: string; sysSku: string | null }>(
      `SELECT id::text, sys_sku FROM erp_order_item
        WHERE order_id = $1 AND is_deleted = 0 AND ($2::bigint IS NULL OR product_id = $2)
          AND ($3::text IS NULL OR lower(seller_sku) = lower($3))`,
      [record.id, change.fromProductId ?? null, change.sellerSku ?? null],
    )
    const from = change.sellerSku ?? lines[0]?.sysSku ?? change.fromProductId
    if (!lines.length) throw new AppError('VALIDATION', 'orders.lineNotOnOrder', { code: record.code, sku: from })
    await updateRecords(
      tx,
      orderItem,
      lines.map((l) => l.id),
      {
        productId: product.id,
        sysSku: product.sysSku,
        // A product without a name leaves the line's as it was.
        ...(product.name === null ? {} : { productName: product.name }),
        weight: product.unitWeight,
      },
      actor,
      { scopeChecked: true },
    )
    // Nothing is held before review; an out-of-stock order's reservation would name the old product.
    await releaseOrderStock(tx, String(record.id))
    const [weight] = await tx.query<{ totalWeight: string | null }>(
      `SELECT CASE WHEN count(weight) = 0 THEN NULL ELSE sum(coalesce(weight, 0) * quantity) END::text AS total_weight
         FROM erp_order_item WHERE order_id = $1 AND is_deleted = 0`,
      [record.id],
    )
    await history(
      tx,
      actor,
      record,
      'updateSku',
      translate('orders.history.sku', actor.lang, { from, to: product.sysSku, lines: lines.length }),
    )
    return { totalWeight: weight?.totalWeight ?? null }
  })
}

/** Converts orders to FBA delivery from an FBA warehouse (erp_base_store is_fba): the orders hold nothing afterwards. */
export async function transferFba(tx: Queryable, actor: Actor, ids: readonly string[], storeId: string) {
  const [store] = await tx.query<{ name: string; isFba: number }>(
    `SELECT name, is_fba FROM erp_base_store WHERE id = $1 AND is_deleted = 0`,
    [storeId],
  )
  if (store?.isFba !== 1) {
    throw validationError([
      {
        field: 'storeId',
        message: translate('orders.storeNotFba', actor.lang, { store: store?.name ?? storeId }),
      },
    ])
  }
  await runAction(tx, actor, orderActions.convertToFba, ids, {}, async (_tx, _actor, record) => {
    await releaseOrderStock(tx, String(record.id))
    await history(tx, actor, record, 'convertToFba', translate('orders.history.fba', actor.lang, { store: store.name }))
    return { isFba: 1, storeId }
  })
}

/**
 * Sets the line prices of FBA orders to zero (a marketplace-fulfilled order carries no goods value
 * here): line amounts and goods become 0, the discount (on nothing) too, the total is the freight.
 */
export async function zeroFbaPrices(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, orderActions.zeroFbaPrices, ids, {}, async (_tx, _actor, record) => {
    if (Number(record.isFba) !== 1) throw new AppError('VALIDATION', 'orders.notFba', { code: record.code })
    const lines = await tx.query<{ id: string }>(
      `SELECT id::text FROM erp_order_item WHERE order_id = $1 AND is_deleted = 0`,
      [record.id],
    )
    await updateRecords(
      tx,
      orderItem,
      lines.map((l) => l.id),
      { price: '0', amount: '0' },
      actor,
      { scopeChecked: true },
    )
    const total = fromUnits(toUnits(record.freightAmount as string | null))
    await history(tx, actor, record, 'zeroFbaPrices', translate('orders.history.fbaZero', actor.lang, { total }))
    return { goodsAmount: '0.00', discountAmount: '0.00', orderTotalMoney: total }
  })
}

/**
 * Hands orders to a freight forwarder (forwardingCargo): the goods go as less-than-truckload
 * freight, booked by hand, so the order is flagged LTL and waits in the LTL pending tab, holding
 * no stock; back to review it is routed again.
 */
export async function forwardingCargo(tx: Queryable, actor: Actor, ids: readonly string[], remark?: string) {
  await runAction(tx, actor, orderActions.markLtl, ids, {}, async (_tx, _actor, record) => {
    await releaseOrderStock(tx, String(record.id))
    await history(
      tx,
      actor,
      record,
      'forwardingCargo',
      translate('orders.history.forwarding', actor.lang, { remark: remark ?? '' }).trim(),
      ORDER_STATUS.ltl,
    )
    return { isLtl: 1 }
  })
}

/** What may still be refunded of a shipped order: its total less the refunds recorded, exact. */
export async function refundableAmount(tx: Queryable, id: string) {
  const [row] = await tx.query<{
    id: string
    code: string
    status: number
    orderTotalMoney: string | null
    refundAmount: string | null
    fobCurrency: string | null
    isReturned: number
  }>(
    `SELECT id::text, code, status, order_total_money::text, refund_amount::text, fob_currency, is_returned
       FROM erp_order WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (String(row.status) !== ORDER_STATUS.shipped) {
    throw new AppError('VALIDATION', 'orders.notRefundable', { code: row.code })
  }
  const total = toUnits(row.orderTotalMoney)
  const refunded = toUnits(row.refundAmount)
  const left = total - refunded
  return {
    id: row.id,
    code: row.code,
    currency: row.fobCurrency,
    isReturned: row.isReturned,
    orderTotalMoney: fromUnits(total),
    refundedAmount: fromUnits(refunded),
    refundableAmount: fromUnits(left < 0n ? 0n : left),
  }
}

/**
 * Marks orders shipped with a tracking number. A reviewed order ships outside the warehouse app:
 * what it holds leaves through the ledger (its reservations consumed). A pushed order ships its
 * warehouse order's outbound, which ships the order in the same transaction.
 */
export async function markDelivered(tx: Queryable, actor: Actor, ids: readonly string[], trackNumber: string) {
  const parsed = orderActions.markShipped.input.safeParse({ trackNumber })
  if (!parsed.success) {
    throw validationError([
      {
        field: 'trackNumber',
        message: translate('fieldRequired', actor.lang, { field: order.fields.trackNumber.label[actor.lang] }),
      },
    ])
  }
  const number = parsed.data.trackNumber
  const rows = await tx.query<{ id: string; status: number }>(
    `SELECT id::text, status FROM erp_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [[...new Set(ids)]],
  )
  const pushed = rows.filter((r) => String(r.status) === ORDER_STATUS.pending).map((r) => r.id)
  const others = [...new Set(ids)].filter((id) => !pushed.includes(id))
  if (others.length) {
    await runAction(tx, actor, orderActions.markShipped, others, { trackNumber: number }, async (_tx, _a, record) => {
      await consumeReservations(tx, actor, { type: ORDER_DOCUMENT, id: String(record.id) }, MOVEMENT.shipment)
      await history(
        tx,
        actor,
        record,
        'markShipped',
        translate('orders.history.shipped', actor.lang, { trackNumber: number }),
        ORDER_STATUS.shipped,
      )
      return { trackNumber: number, shipTime: NOW }
    })
  }
  for (const id of pushed) await shipPushedOrder(tx, actor, id, number)
}

/** Changes the tracking number of orders (and of their open warehouse orders). */
export async function updateTrackNumber(tx: Queryable, actor: Actor, ids: readonly string[], trackNumber: string) {
  await runAction(tx, actor, orderActions.updateTracking, ids, { trackNumber }, async (_tx, _a, record, input) => {
    // Warehouse orders not yet shipped or cancelled carry the new number.
    const open = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_order WHERE order_id = $1 AND is_deleted = 0 AND status NOT IN (4, 5)`,
      [record.id],
    )
    await updateRecords(
      tx,
      wareOrder,
      open.map((w) => w.id),
      { trackingNumber: input.trackNumber },
      actor,
      {
        scopeChecked: true,
      },
    )
    await history(
      tx,
      actor,
      record,
      'updateTracking',
      translate('orders.history.trackNumber', actor.lang, { from: record.trackNumber ?? '—', to: input.trackNumber }),
    )
    return { trackNumber: input.trackNumber }
  })
}

/** Marks shipped orders returned (markReturned) or takes the mark back (unBackhaul). */
export async function setReturned(tx: Queryable, actor: Actor, ids: readonly string[], returned: boolean) {
  const action = returned ? orderActions.markReturned : orderActions.unBackhaul
  await runAction(tx, actor, action, ids, {}, async (_tx, _a, record) => {
    if ((Number(record.isReturned) === 1) === returned) {
      throw new AppError('VALIDATION', returned ? 'orders.alreadyReturned' : 'orders.notReturned', {
        code: record.code,
      })
    }
    await history(
      tx,
      actor,
      record,
      action.name,
      translate(returned ? 'orders.history.returned' : 'orders.history.unreturned', actor.lang),
    )
    return { isReturned: returned ? 1 : 0 }
  })
}
