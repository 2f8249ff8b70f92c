import type { z } from 'zod'
import { compareDecimal, divideDecimal, multiplyDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import {
  PURCHASE_ORDER_PROGRESS,
  PURCHASE_ORDER_STATUS,
  purchaseOrderActions,
  QUALITY_RESULT,
} from '#sync/resources/purchasing/purchase.actions.ts'
import {
  purchaseOrder,
  purchaseOrderItem,
  purchaseQualityCheck,
} from '#sync/resources/purchasing/purchase-order.resource.ts'
import type {
  editRetainerContract,
  lastPriceAnswer,
  listTotalAnswer,
  qualityCheckContract,
} from '#sync/resources/purchasing/purchasing.contracts.ts'
import { wInboundOrder } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord, transactionTime, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { findRecord } from '../platform/resources/record-store.ts'

/**
 * Purchase orders (采购订单, issue 30): one factory's share of a purchase, audited through the
 * `procurement_audit` approval, checked lot by lot at the factory, shipped into an inbound order of
 * its destination warehouse (the lines' unit cost = price × the order's rate into the base currency)
 * and followed as that inbound order is received.
 */

/** The rows of an order written as the order's (its scope checked by the step on the order). */
const OF_ORDER = { scopeChecked: true }

/** Half up, as money rounds where the currency says nothing else. */
const HALF_UP = 1

const { pending, approved, rejected } = PURCHASE_ORDER_STATUS
const P = PURCHASE_ORDER_PROGRESS

/**
 * The rate of a currency into the tenant's base currency: 1 for the base itself, else the stored
 * pair (erp/baseexchangerate), its reverse inverted, or the currency's system rate; a 400 when none.
 */
export async function exchangeRateToBase(
  tx: Queryable,
  _actor: Actor,
  currency: string,
): Promise<{ rate: string; baseCurrency: string }> {
  const [base] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE is_base = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  const baseCurrency = base?.code ?? currency
  if (currency === baseCurrency) return { rate: '1', baseCurrency }
  const [found] = await tx.query<{ rate: string | null; inverse: string | null; sysRate: string | null }>(
    `SELECT (SELECT rate::text FROM erp_base_exchange_rate WHERE from_currency = $1 AND to_currency = $2 AND is_deleted = 0 AND rate > 0 LIMIT 1) AS rate,
            (SELECT rate::text FROM erp_base_exchange_rate WHERE from_currency = $2 AND to_currency = $1 AND is_deleted = 0 AND rate > 0 LIMIT 1) AS inverse,
            (SELECT sys_rate::text FROM erp_base_currency WHERE code = $1 AND is_deleted = 0 AND sys_rate > 0 LIMIT 1) AS sys_rate`,
    [currency, baseCurrency],
  )
  const rate = found?.rate ?? (found?.inverse ? divideDecimal('1', found.inverse, 6, HALF_UP) : found?.sysRate)
  if (!rate) throw new AppError('VALIDATION', 'purchasing.noExchangeRate', { from: currency, to: baseCurrency })
  return { rate: roundMoney(rate, 6, HALF_UP), baseCurrency }
}

/**
 * A purchase order's save: changed only while pending or rejected; its lines' amounts (price ×
 * quantity, exact), its total and quantity worked out; what shipping and receipt write is never the
 * form's; a new order without a rate takes the current one into the base currency.
 */
export async function preparePurchaseOrder(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  if (existing && ![pending, rejected].includes(String(existing.status) as typeof pending))
    throw new AppError('VALIDATION', 'purchasing.orderNotEditable', { order: existing.code })
  for (const key of ['inboundOrderId', 'shipTime', 'shippedQuantity', 'receivedQuantity', 'auditRemark'])
    delete input[key]
  if (existing) delete input.purchaseId
  if (Array.isArray(input.items)) {
    const lines = input.items as Row[]
    for (const line of lines) {
      delete line.shippedQuantity
      delete line.receivedQuantity
      delete line.inboundItemId
      line.amount = multiplyDecimal(String(line.price ?? '0'), String(line.quantity ?? 0))
    }
    input.amount = sumDecimal('0', ...lines.map((l) => String(l.amount)))
    input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
    const ratio = input.retainerRatio ?? existing?.retainerRatio
    if (ratio !== undefined && ratio !== null)
      input.retainerAmount = roundMoney(multiplyDecimal(String(input.amount), String(ratio)), 4, HALF_UP)
  }
  const currency = String(input.currencyCode ?? existing?.currencyCode ?? '')
  const currencyChanged = existing && input.currencyCode !== undefined && input.currencyCode !== existing.currencyCode
  if (currency && ((!existing && !input.exchangeRate) || (currencyChanged && input.exchangeRate === undefined))) {
    const rate = await exchangeRateToBase(tx, actor, currency)
    input.exchangeRate = rate.rate
    input.baseCurrency = rate.baseCurrency
  } else if (currency && !existing) {
    input.baseCurrency = (await exchangeRateToBase(tx, actor, currency).catch(() => undefined))?.baseCurrency ?? null
  }
}

/** An order made from a purchase goes with it (abolish the purchase); one past pending or rejected stays. */
export async function assertOrdersRemovable(tx: Queryable, ids: readonly string[]): Promise<void> {
  const [kept] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_purchase_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0
        AND (purchase_id IS NOT NULL OR status NOT IN ($2, $3)) ORDER BY id LIMIT 1`,
    [ids, Number(pending), Number(rejected)],
  )
  if (kept) throw new AppError('VALIDATION', 'purchasing.orderNotRemovable', { order: kept.code })
}

/** An order the actor may see, or a 404. */
async function orderOf(tx: Queryable, actor: Actor, id: string): Promise<Row> {
  const order = await findRecord(tx, purchaseOrder, id, { actor })
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  return order
}

type RetainerInput = z.output<typeof editRetainerContract.input.params>

/**
 * Sets an order's deposit, as an amount or a ratio of the order's amount (the other worked out,
 * exactly: amount to four places, ratio to four); both given must agree. Not on a void order.
 */
export async function editRetainer(tx: Queryable, actor: Actor, input: RetainerInput) {
  const order = await orderOf(tx, actor, input.id)
  if (String(order.status) === PURCHASE_ORDER_STATUS.void)
    throw new AppError('VALIDATION', 'purchasing.orderNotEditable', { order: order.code })
  const amount = String(order.amount ?? '0')
  const { retainerAmount, retainerRatio } = input
  if (retainerAmount === undefined && retainerRatio === undefined)
    throw new AppError('VALIDATION', 'purchasing.retainerNeedsValue')
  let deposit: string
  let ratio: string
  if (retainerRatio !== undefined) {
    if (compareDecimal(retainerRatio, '1') > 0)
      throw new AppError('VALIDATION', 'purchasing.retainerOverAmount', { retainer: retainerRatio, amount: '1' })
    ratio = roundMoney(retainerRatio, 4, HALF_UP)
    deposit = roundMoney(multiplyDecimal(amount, ratio), 4, HALF_UP)
    if (retainerAmount !== undefined && compareDecimal(roundMoney(retainerAmount, 4, HALF_UP), deposit) !== 0)
      throw new AppError('VALIDATION', 'purchasing.retainerMismatch', { retainer: retainerAmount, ratio, amount })
  } else {
    deposit = roundMoney(String(retainerAmount), 4, HALF_UP)
    if (compareDecimal(deposit, amount) > 0)
      throw new AppError('VALIDATION', 'purchasing.retainerOverAmount', {
        retainer: trimZeros(deposit, 2),
        amount: trimZeros(amount, 2),
      })
    ratio = compareDecimal(amount, '0') > 0 ? divideDecimal(deposit, amount, 4, HALF_UP) : '0'
  }
  await updateRecords(tx, purchaseOrder, [input.id], { retainerAmount: deposit, retainerRatio: ratio }, actor)
  return { id: input.id, amount, retainerAmount: deposit, retainerRatio: ratio }
}

/** Keeps an uploaded contract's address on its order (the file itself is stored by the upload). */
export async function attachContract(
  tx: Queryable,
  actor: Actor,
  id: string,
  file: { url: string; originalName: string },
) {
  const order = await orderOf(tx, actor, id)
  if (String(order.status) === PURCHASE_ORDER_STATUS.void)
    throw new AppError('VALIDATION', 'purchasing.orderNotEditable', { order: order.code })
  const contractFileName = file.originalName.slice(-255)
  await updateRecords(tx, purchaseOrder, [id], { contractFile: file.url, contractFileName }, actor)
  return { id, contractFile: file.url, contractFileName }
}

/** The quality checks of orders, newest first, by order id. */
export async function qualityChecksOf(tx: Queryable, orderIds: readonly string[]): Promise<Map<string, Row[]>> {
  const rows = await tx.query<Row & { purchaseOrderId: string }>(
    `SELECT id::text, purchase_order_id::text, lot_no, product_id::text, sampled_quantity, defect_quantity,
            defect_rate::text, result, photos, to_char(check_time, 'YYYY-MM-DD HH24:MI:SS') AS check_time, remark
       FROM erp_purchase_quality_check WHERE purchase_order_id = ANY($1::bigint[]) AND is_deleted = 0
      ORDER BY purchase_order_id, id DESC`,
    [orderIds],
  )
  const byOrder = new Map<string, Row[]>()
  for (const row of rows) byOrder.set(row.purchaseOrderId, [...(byOrder.get(row.purchaseOrderId) ?? []), row])
  return byOrder
}

type CheckInput = z.output<typeof qualityCheckContract.input.params>

/** The newest check of each lot of an order, in lot order. */
async function latestChecks(tx: Queryable, orderId: string) {
  return tx.query<{ lotNo: string; result: number }>(
    `SELECT DISTINCT ON (lot_no) lot_no, result FROM erp_purchase_quality_check
      WHERE purchase_order_id = $1 AND is_deleted = 0 ORDER BY lot_no, id DESC`,
    [orderId],
  )
}

/**
 * Records a quality check of one lot of an approved order at the factory (a re-check is a new row):
 * defect rate = defect ÷ sampled (spec 1 §9, four places, exact half up). The order then reads
 * inspected while every lot's newest check passed, inspection failed while one did not.
 */
export async function recordQualityCheck(tx: Queryable, actor: Actor, input: CheckInput) {
  const order = await orderOf(tx, actor, input.purchaseOrderId)
  if (String(order.status) !== approved)
    throw new AppError('VALIDATION', 'purchasing.checkOrderNotApproved', { order: order.code })
  if (input.sampledQuantity <= 0) throw new AppError('VALIDATION', 'purchasing.sampledPositive')
  if (input.defectQuantity > input.sampledQuantity)
    throw new AppError('VALIDATION', 'purchasing.defectsOverSampled', {
      defect: input.defectQuantity,
      sampled: input.sampledQuantity,
    })
  const defectRate = divideDecimal(String(input.defectQuantity), String(input.sampledQuantity), 4, HALF_UP)
  // The order is locked first, so two checks of one order are counted one after the other.
  await tx.query(`SELECT id FROM erp_purchase_order WHERE id = $1 FOR UPDATE`, [input.purchaseOrderId])
  const othersFailed = (await latestChecks(tx, input.purchaseOrderId)).some(
    (c) => c.lotNo !== input.lotNo && String(c.result) === QUALITY_RESULT.fail,
  )
  const fails = input.result === QUALITY_RESULT.fail || othersFailed
  let id = ''
  await runAction(
    tx,
    actor,
    fails ? purchaseOrderActions.inspectionFailed : purchaseOrderActions.inspectionPassed,
    [input.purchaseOrderId],
    {},
    async () => {
      id = await saveRecord(
        tx,
        purchaseQualityCheck,
        {
          purchaseOrderId: input.purchaseOrderId,
          lotNo: input.lotNo,
          productId: input.productId ?? null,
          sampledQuantity: input.sampledQuantity,
          defectQuantity: input.defectQuantity,
          defectRate,
          result: input.result,
          photos: input.photos || null,
          checkTime: await transactionTime(tx),
          remark: input.remark ?? null,
        },
        actor,
      )
      return {}
    },
  )
  return {
    id,
    purchaseOrderId: input.purchaseOrderId,
    lotNo: input.lotNo,
    defectRate,
    result: input.result,
    progressStatus: fails ? P.inspectionFailed : P.inspected,
  }
}

type OrderLine = { id: string; productId: string; quantity: number; price: string }

/**
 * Ships approved orders whose every lot's newest quality check passed: each makes an inbound order
 * of its destination warehouse (source document and lot = the order's code) whose lines cost the
 * order's price × its rate into the base currency (four places), and its lines count as shipped.
 */
export async function shipPurchaseOrders(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, purchaseOrderActions.ship, ids, {}, async (_tx, _actor, order) => {
    const code = String(order.code)
    if (String(order.status) !== approved)
      throw new AppError('VALIDATION', 'purchasing.checkOrderNotApproved', { order: code })
    const checks = await latestChecks(tx, String(order.id))
    const failed = checks.find((c) => String(c.result) === QUALITY_RESULT.fail)
    if (failed) throw new AppError('VALIDATION', 'purchasing.shipLotFailed', { order: code, lot: failed.lotNo })
    if (!checks.length) throw new AppError('VALIDATION', 'purchasing.shipNeedsCheck', { order: code })
    if (!order.storeId) throw new AppError('VALIDATION', 'purchasing.shipNeedsStore', { order: code })
    const lines = await tx.query<OrderLine>(
      `SELECT id::text, product_id::text, quantity, price::text FROM erp_purchase_order_item
        WHERE purchase_order_id = $1 AND is_deleted = 0 ORDER BY id`,
      [order.id],
    )
    const rate = String(order.exchangeRate ?? '1')
    const inboundId = await saveRecord(
      tx,
      wInboundOrder,
      {
        storeId: order.storeId,
        sourceCode: code,
        expectedDate: order.expectedDate ?? null,
        remark: order.remark ?? null,
        // Each order's goods are a lot of their own (batch = the order's code), so a lot's cost is its order's.
        items: lines.map((l) => ({
          productId: l.productId,
          batchNo: code,
          plannedQuantity: l.quantity,
          unitCost: roundMoney(multiplyDecimal(l.price, rate), 4, HALF_UP),
        })),
      },
      actor,
    )
    const inboundLines = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id`,
      [inboundId],
    )
    for (const [i, line] of lines.entries())
      await updateRecords(
        tx,
        purchaseOrderItem,
        [line.id],
        { shippedQuantity: line.quantity, inboundItemId: inboundLines[i]?.id ?? null },
        actor,
        OF_ORDER,
      )
    return {
      inboundOrderId: inboundId,
      shipTime: NOW,
      shippedQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    }
  })
}

/**
 * Follows an inbound order's receipt onto the purchase order it was shipped for (if any): each
 * line's received quantity is its inbound line's, and the order reads partly received or received;
 * the purchase is marked complete once all its orders are received. Answers the purchase's id.
 */
export async function followInboundReceipt(
  tx: Queryable,
  actor: Actor,
  inboundOrderId: string,
): Promise<string | undefined> {
  const [order] = await tx.query<{ id: string; purchaseId: string | null; progressStatus: number }>(
    `SELECT id::text, purchase_id::text, progress_status FROM erp_purchase_order
      WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [inboundOrderId],
  )
  if (!order) return undefined
  const system = actingForSystem(actor)
  const lines = await tx.query<{ id: string; quantity: number; received: number; was: number }>(
    `SELECT l.id::text, l.quantity, coalesce(b.received_quantity, 0)::int AS received,
            coalesce(l.received_quantity, 0)::int AS was
       FROM erp_purchase_order_item l
       LEFT JOIN ware_inbound_batch_item b ON b.id = l.inbound_item_id AND b.is_deleted = 0
      WHERE l.purchase_order_id = $1 AND l.is_deleted = 0 ORDER BY l.id`,
    [order.id],
  )
  for (const line of lines.filter((l) => l.received !== l.was))
    await updateRecords(tx, purchaseOrderItem, [line.id], { receivedQuantity: line.received }, system, OF_ORDER)
  const received = lines.reduce((sum, l) => sum + l.received, 0)
  if (received === 0) return order.purchaseId ?? undefined
  const all = lines.every((l) => l.received >= l.quantity)
  const action = all ? purchaseOrderActions.receive : purchaseOrderActions.partlyReceive
  if (String(order.progressStatus) !== P.received)
    await runAction(tx, system, action, [order.id], {}, () => ({ receivedQuantity: received }))
  return order.purchaseId ?? undefined
}

type ListTotal = z.infer<typeof listTotalAnswer>

/**
 * Exact totals of a filtered purchase order list: orders, units, the amount per currency, and the
 * amount in the base currency at each order's own rate (four places).
 */
export async function purchaseOrderListTotal(tx: Queryable, q: ListQuery): Promise<ListTotal> {
  const where = q.where.join(' AND ')
  const [head] = await tx.query<{ count: number; totalQuantity: number; baseAmount: string | null }>(
    `SELECT count(*)::int AS count, coalesce(sum(total_quantity), 0)::int AS total_quantity,
            round(coalesce(sum(coalesce(amount, 0) * coalesce(exchange_rate, 1)), 0), 4)::text AS base_amount
       FROM erp_purchase_order WHERE ${where}`,
    q.params,
  )
  const amounts = await tx.query<{ currencyCode: string; amount: string }>(
    `SELECT currency_code, coalesce(sum(amount), 0)::text AS amount FROM erp_purchase_order WHERE ${where}
      GROUP BY currency_code ORDER BY currency_code`,
    q.params,
  )
  const [base] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE is_base = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  return {
    count: head?.count ?? 0,
    totalQuantity: head?.totalQuantity ?? 0,
    amounts: amounts.map((a) => ({ currencyCode: a.currencyCode ?? '', amount: trimZeros(a.amount, 2) })),
    baseAmount: trimZeros(head?.baseAmount ?? '0', 2),
    baseCurrency: base?.code ?? null,
  }
}

/**
 * The last price paid for a product (by id or system SKU), to one factory or any, from the lines of
 * approved purchase orders, newest first; null when none.
 */
export async function lastPrice(
  tx: Queryable,
  query: { productId?: string; sku?: string; factoryId?: string },
): Promise<z.infer<typeof lastPriceAnswer>> {
  if (!query.productId && !query.sku) throw new AppError('VALIDATION', 'purchasing.getPriceNeedsProduct')
  const [row] = await tx.query<NonNullable<z.infer<typeof lastPriceAnswer>>>(
    `SELECT i.product_id::text, pr.sys_sku, o.factory_id::text, i.price::text, o.currency_code,
            to_char(o.create_time, 'YYYY-MM-DD') AS date, o.id::text AS purchase_order_id, o.code AS purchase_order_code
       FROM erp_purchase_order_item i
       JOIN erp_purchase_order o ON o.id = i.purchase_order_id AND o.is_deleted = 0 AND o.status = $4
       JOIN erp_base_product pr ON pr.id = i.product_id
      WHERE i.is_deleted = 0 AND ($1::bigint IS NULL OR i.product_id = $1) AND ($2::text IS NULL OR pr.sys_sku = $2)
        AND ($3::bigint IS NULL OR o.factory_id = $3)
      ORDER BY o.create_time DESC, i.id DESC LIMIT 1`,
    [query.productId ?? null, query.sku ?? null, query.factoryId ?? null, Number(approved)],
  )
  return row ? { ...row, price: trimZeros(row.price, 2) } : null
}

/**
 * Follows goods shipped by sea (issue 31: ships, whose inbound orders are the ship's, not the
 * order's) onto their purchase orders: each named line's received quantity becomes the total given
 * (what every ship carrying it has received so far), the order's total follows, and an order
 * shipped or partly received reads partly received or received.
 */
export async function followShippedReceipts(
  tx: Queryable,
  actor: Actor,
  lines: readonly { purchaseOrderItemId: string; received: number }[],
): Promise<void> {
  if (!lines.length) return
  const stored = await tx.query<{ id: string; purchaseOrderId: string; was: number }>(
    `SELECT id::text, purchase_order_id::text, coalesce(received_quantity, 0)::int AS was
       FROM erp_purchase_order_item WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [lines.map((l) => l.purchaseOrderItemId)],
  )
  for (const line of stored) {
    const received = lines.find((l) => l.purchaseOrderItemId === line.id)?.received ?? line.was
    if (received !== line.was)
      await updateRecords(tx, purchaseOrderItem, [line.id], { receivedQuantity: received }, actor, OF_ORDER)
  }
  const orderIds = [...new Set(stored.map((l) => l.purchaseOrderId))]
  const orders = await tx.query<{ id: string; progressStatus: number; quantity: number; received: number }>(
    `SELECT o.id::text, o.progress_status, coalesce(sum(i.quantity), 0)::int AS quantity,
            coalesce(sum(i.received_quantity), 0)::int AS received
       FROM erp_purchase_order o JOIN erp_purchase_order_item i ON i.purchase_order_id = o.id AND i.is_deleted = 0
      WHERE o.id = ANY($1::bigint[]) GROUP BY o.id, o.progress_status ORDER BY o.id`,
    [orderIds],
  )
  for (const order of orders) {
    await updateRecords(tx, purchaseOrder, [order.id], { receivedQuantity: order.received }, actor, OF_ORDER)
    if (order.received === 0 || ![P.shipped, P.partlyReceived].includes(String(order.progressStatus) as '4')) continue
    const action = order.received >= order.quantity ? purchaseOrderActions.receive : purchaseOrderActions.partlyReceive
    await runAction(tx, actor, action, [order.id], {})
  }
}
