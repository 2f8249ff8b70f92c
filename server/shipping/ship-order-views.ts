import ExcelJS from 'exceljs'
import type { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { compareDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { purchasePayment } from '#sync/resources/finance/payments/purchase-payment.resource.ts'
import type { applyFilesContract } from '#sync/resources/shipping/ship-apply.contracts.ts'
import { shipApplyFile } from '#sync/resources/shipping/ship-apply.resource.ts'
import { SHIP_ORDER_STATUS } from '#sync/resources/shipping/ship-order.actions.ts'
import type {
  planFilesContract,
  planPaymentContract,
  planToLoad,
  savePaymentsContract,
} from '#sync/resources/shipping/ship-order.contracts.ts'
import { shipOrder, shipOrderFile, shipOrderItem } from '#sync/resources/shipping/ship-order.resource.ts'
import { measureLine } from '#sync/resources/shipping/ship-order-measure.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, removeRecordsBy, updateEach } from '../platform/records/records.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { planLoads } from './ship-load.ts'

/**
 * The shipment plans' views and batch saves: counts per status, plans ready to load with m³ and kg,
 * the payment view and its save, files added at once, and the plan's sheet.
 */

const HALF_UP = 1
const PAYMENT_TO_PAY = '1'

/** How many plans the list's filters (and the caller's scope) find in each status. */
export async function planStatusCounts(tx: Queryable, q: ListQuery) {
  const rows = await tx.query<{ status: number; count: number }>(
    `SELECT status, count(*)::int AS count FROM erp_ship_order WHERE ${q.where.join(' AND ')} GROUP BY status ORDER BY status`,
    q.params,
  )
  return rows.map((r) => ({ status: String(r.status), count: r.count }))
}

/**
 * Plans ready to load on a ship: confirmed and on no ship (or, given a ship, those on it too), each
 * with its cartons, m³ and kg worked out from its lines now.
 */
export async function plansToLoad(tx: Queryable, q: ListQuery, shipId?: string): Promise<z.infer<typeof planToLoad>[]> {
  const params = [...q.params, Number(SHIP_ORDER_STATUS.confirmed), shipId ?? null]
  const n = q.params.length
  const plans = await tx.query<Row>(
    `SELECT id::text, code, store_id::text, batch_no, ship_id::text, to_char(ship_date, 'YYYY-MM-DD') AS ship_date,
            status::text, coalesce(total_quantity, 0) AS total_quantity, coalesce(edited_after_confirm, 0) AS edited_after_confirm
       FROM erp_ship_order
      WHERE ${q.where.join(' AND ')} AND coalesce(total_quantity, 0) > 0
        AND ((status = $${n + 1} AND ship_id IS NULL) OR ship_id = $${n + 2}::bigint)
      ORDER BY id`,
    params,
  )
  const measures = await planLoads(
    tx,
    plans.map((p) => String(p.id)),
  )
  return plans.map((p) => {
    const m = measures.get(String(p.id))
    return {
      id: String(p.id),
      code: String(p.code),
      storeId: String(p.storeId),
      batchNo: String(p.batchNo),
      shipId: (p.shipId as string | null) ?? null,
      shipDate: (p.shipDate as string | null) ?? null,
      status: String(p.status),
      totalQuantity: Number(p.totalQuantity),
      boxNum: m?.totalBoxes ?? 0,
      volume: m?.volume ?? '0',
      weight: m?.weight ?? '0',
      editedAfterConfirm: Number(p.editedAfterConfirm),
    }
  })
}

/** A plan the actor may see, or a 404. */
async function planOf(tx: Queryable, actor: Actor, id: string): Promise<Row> {
  const plan = await findRecord(tx, shipOrder, id, { actor })
  if (!plan) throw new AppError('NOT_FOUND', 'recordNotFound')
  return plan
}

type PaymentView = z.infer<typeof planPaymentContract.output>

/**
 * A plan's payment view: each purchase order it ships goods of (its units in the plan, their worth
 * at the order's price in its currency, what the plan's payments paid of it) and the payments.
 */
export async function planPayments(tx: Queryable, actor: Actor, id: string): Promise<PaymentView> {
  const plan = await planOf(tx, actor, id)
  const orders = await tx.query<{
    purchaseOrderId: string
    purchaseOrderCode: string | null
    factoryId: string | null
    currencyCode: string | null
    quantity: number
    amount: string
  }>(
    `SELECT o.id::text AS purchase_order_id, o.code AS purchase_order_code, o.factory_id::text, o.currency_code,
            sum(oi.quantity)::int AS quantity, sum(oi.quantity * l.price)::text AS amount
       FROM erp_ship_order_item oi
       JOIN erp_purchase_order o ON o.id = oi.purchase_order_id
       JOIN erp_purchase_order_item l ON l.id = oi.purchase_order_item_id
      WHERE oi.ship_order_id = $1 AND oi.is_deleted = 0
      GROUP BY o.id, o.code, o.factory_id, o.currency_code ORDER BY o.id`,
    [id],
  )
  const payments = await tx.query<Row>(
    `SELECT id::text, purchase_order_id::text, ship_order_id::text, payment_type::text, amount::text, currency_code,
            to_char(pay_date, 'YYYY-MM-DD') AS pay_date, voucher_url, status::text, remark
       FROM erp_purchase_payment WHERE ship_order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )
  return {
    shipOrderId: id,
    code: String(plan.code),
    orders: orders.map((o) => {
      const paid = payments.filter((p) => p.purchaseOrderId === o.purchaseOrderId).map((p) => String(p.amount))
      return {
        ...o,
        amount: trimZeros(roundMoney(o.amount ?? '0', 4, HALF_UP), 2),
        paid: trimZeros(sumDecimal('0', ...paid), 2),
      }
    }),
    payments: payments.map((p) => ({
      id: String(p.id),
      purchaseOrderId: String(p.purchaseOrderId),
      shipOrderId: (p.shipOrderId as string | null) ?? null,
      paymentType: String(p.paymentType),
      amount: trimZeros(String(p.amount), 2),
      currencyCode: String(p.currencyCode),
      payDate: (p.payDate as string | null) ?? null,
      voucherUrl: (p.voucherUrl as string | null) ?? null,
      status: String(p.status),
      remark: (p.remark as string | null) ?? null,
    })),
  }
}

type PaymentsInput = z.output<typeof savePaymentsContract.input.body>

/**
 * Records a plan's purchase payments at once (saveAll): each of a purchase order the plan ships, of
 * a positive amount, with its voucher; a listed row with an id changes that payment (only while still
 * to pay), one without is added; the plan's payments still to pay that are not listed are removed.
 * Answers the payments' ids in the order given.
 */
export async function savePlanPayments(tx: Queryable, actor: Actor, input: PaymentsInput): Promise<string[]> {
  const plan = await planOf(tx, actor, input.shipOrderId)
  const orders = await tx.query<{ id: string }>(
    `SELECT DISTINCT purchase_order_id::text AS id FROM erp_ship_order_item WHERE ship_order_id = $1 AND is_deleted = 0`,
    [input.shipOrderId],
  )
  const existing = await tx.query<{ id: string; status: number }>(
    `SELECT id::text, status FROM erp_purchase_payment WHERE ship_order_id = $1 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [input.shipOrderId],
  )
  const known = new Map(existing.map((e) => [e.id, String(e.status)]))
  input.payments.forEach((p, i) => {
    const line = i + 1
    if (!orders.some((o) => o.id === p.purchaseOrderId)) {
      throw new AppError('VALIDATION', 'shipping.paymentOrderNotInPlan', {
        line,
        order: p.purchaseOrderId,
        plan: plan.code,
      })
    }
    if (compareDecimal(String(p.amount), '0') <= 0)
      throw new AppError('VALIDATION', 'shipping.paymentAmountPositive', { line })
    if (p.id && !known.has(p.id)) throw new AppError('NOT_FOUND', 'recordNotFound')
    if (p.id && known.get(p.id) !== PAYMENT_TO_PAY)
      throw new AppError('VALIDATION', 'shipping.paymentNotEditable', { line })
  })
  const listed = new Set(input.payments.map((p) => p.id).filter(Boolean))
  const gone = existing.filter((e) => !listed.has(e.id) && String(e.status) === PAYMENT_TO_PAY).map((e) => e.id)
  if (gone.length) await removeRecordsBy(tx, purchasePayment, 'id', gone, actor)
  const values = (p: PaymentsInput['payments'][number]) => ({
    purchaseOrderId: p.purchaseOrderId,
    shipOrderId: input.shipOrderId,
    paymentType: p.paymentType,
    amount: roundMoney(String(p.amount), 4, HALF_UP),
    currencyCode: p.currencyCode,
    payDate: p.payDate ?? null,
    voucherUrl: p.voucherUrl,
    remark: p.remark ?? null,
  })
  const changed = input.payments.filter((p) => p.id)
  if (changed.length)
    await updateEach(
      tx,
      purchasePayment,
      changed.map((p) => ({ id: p.id, ...values(p) })),
      actor,
      { scopeChecked: true },
    )
  const added = input.payments.filter((p) => !p.id)
  const newIds = await insertRecords(tx, purchasePayment, added.map(values), actor)
  let next = 0
  return input.payments.map((p) => p.id ?? (newIds[next++] as string))
}

type PlanFiles = z.output<typeof planFilesContract.input.body>
type ApplyFiles = z.output<typeof applyFilesContract.input.body>

/** Adds files to plans at once, each plan one the actor may see. */
export async function addPlanFiles(tx: Queryable, actor: Actor, files: PlanFiles): Promise<string[]> {
  for (const id of new Set(files.map((f) => f.shipOrderId))) await planOf(tx, actor, id)
  return insertRecords(tx, shipOrderFile, files, actor, { partOf: 'shipOrderId' })
}

/** Adds files to ship applications at once (the application's link checks it is one the actor may see). */
export async function addApplyFiles(tx: Queryable, actor: Actor, files: ApplyFiles): Promise<string[]> {
  return insertRecords(tx, shipApplyFile, files, actor)
}

type SheetWords = Record<'title' | 'warehouse' | 'volume' | 'weight' | 'order' | 'factory' | 'total' | 'status', string>

const WORDS: Record<Language, SheetWords> = {
  zh: {
    title: '发货计划',
    warehouse: '目的仓库',
    volume: '体积(m³)',
    weight: '重量(kg)',
    order: '采购订单',
    factory: '工厂',
    total: '合计',
    status: '状态',
  },
  en: {
    title: 'Shipment plan',
    warehouse: 'Destination warehouse',
    volume: 'Volume (m³)',
    weight: 'Weight (kg)',
    order: 'Purchase order',
    factory: 'Factory',
    total: 'Total',
    status: 'Status',
  },
  ja: {
    title: '出荷計画',
    warehouse: '入庫先倉庫',
    volume: '容積(m³)',
    weight: '重量(kg)',
    order: '発注書',
    factory: '工場',
    total: '合計',
    status: 'ステータス',
  },
}

/**
 * A plan as an xlsx workbook named by its number: its head (warehouse, lot, date, totals) and one
 * row per line (SKU, product, purchase order, factory, quantity, cartons, m³, kg, unit cost).
 */
export async function planSheet(
  tx: Queryable,
  actor: Actor,
  id: string,
  lang: Language,
): Promise<{ name: string; bytes: Uint8Array }> {
  const plan = await planOf(tx, actor, id)
  const w = WORDS[lang]
  const [head] = await tx.query<{ storeName: string | null }>(
    `SELECT (SELECT name FROM erp_base_store WHERE id = $1) AS store_name`,
    [plan.storeId],
  )
  const lines = await tx.query<Row>(
    `SELECT oi.sys_sku, pr.name AS product_name, o.code AS order_code, f.factory_name, oi.quantity,
            oi.box_num, oi.unit_cost::text, pr.box_gauge, pr.single_box_weight::text, pr.box_quantity, oi.product_id::text
       FROM erp_ship_order_item oi
       LEFT JOIN erp_base_product pr ON pr.id = oi.product_id
       LEFT JOIN erp_purchase_order o ON o.id = oi.purchase_order_id
       LEFT JOIN erp_base_factory f ON f.id = oi.factory_id
      WHERE oi.ship_order_id = $1 AND oi.is_deleted = 0 ORDER BY oi.id`,
    [id],
  )
  const label = (resource: typeof shipOrder | typeof shipOrderItem, key: string) =>
    resource.fields[key as keyof typeof resource.fields]?.label[lang] ?? key
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(String(plan.code))
  sheet.addRow([`${w.title} ${plan.code}`]).font = { bold: true, size: 14 }
  for (const [name, value] of [
    [w.warehouse, head?.storeName ?? ''],
    [label(shipOrder, 'batchNo'), plan.batchNo],
    [label(shipOrder, 'shipDate'), plan.shipDate ?? ''],
    [label(shipOrder, 'totalQuantity'), Number(plan.totalQuantity ?? 0)],
    [label(shipOrder, 'boxNum'), Number(plan.boxNum ?? 0)],
    [w.volume, plan.volume ?? '0'],
    [w.weight, plan.weight ?? '0'],
  ] as const)
    sheet.addRow([name, value])
  sheet.addRow([])
  sheet.addRow([
    label(shipOrderItem, 'sysSku'),
    label(shipOrderItem, 'productId'),
    w.order,
    w.factory,
    label(shipOrderItem, 'quantity'),
    label(shipOrderItem, 'boxNum'),
    w.volume,
    w.weight,
    label(shipOrderItem, 'unitCost'),
  ]).font = { bold: true }
  for (const l of lines) {
    const m = measureLine({
      quantity: Number(l.quantity),
      boxNum: (l.boxNum as number | null) ?? null,
      boxGauge: (l.boxGauge as string | null) ?? null,
      singleBoxWeight: (l.singleBoxWeight as string | null) ?? null,
      boxQuantity: (l.boxQuantity as number | null) ?? null,
    })
    const load = typeof m === 'string' ? undefined : m
    sheet.addRow([
      l.sysSku ?? '',
      l.productName ?? '',
      l.orderCode ?? '',
      l.factoryName ?? '',
      Number(l.quantity),
      Number(l.boxNum ?? 0),
      Number(roundMoney(load?.volume ?? '0', 4, 1)),
      Number(roundMoney(load?.weight ?? '0', 3, 1)),
      Number(l.unitCost ?? 0),
    ])
  }
  sheet.addRow([
    w.total,
    '',
    '',
    '',
    Number(plan.totalQuantity ?? 0),
    Number(plan.boxNum ?? 0),
    Number(plan.volume ?? 0),
    Number(plan.weight ?? 0),
  ]).font = { bold: true }
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 ? 30 : 16
  })
  return { name: `${plan.code}.xlsx`, bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) }
}
