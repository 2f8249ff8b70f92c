import { multiplyDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { SHIP_ORDER_STATUS } from '#sync/resources/shipping/ship-order.actions.ts'
import type { Queryable } from '../platform/db/db.ts'
import { type LineLoad, lineLoad } from './ship-capacity.ts'

/**
 * What shipment plans load into a ship: their lines with the products' carton data, and each line's
 * cartons, volume, weight and value (units × purchase unit cost in the base currency).
 */

/** A plan line as a ship carries it. */
export type ShipLine = LineLoad & {
  id: string
  shipOrderId: string
  planCode: string
  batchNo: string
  storeId: string | null
  productId: string
  sysSku: string
  quantity: number
  unitCost: string
  factoryId: string | null
  purchaseOrderId: string | null
  purchaseOrderItemId: string | null
  /** Units × unit cost, exact (base currency). */
  value: string
}

type LineRow = {
  id: string
  shipOrderId: string
  planCode: string
  batchNo: string | null
  storeId: string | null
  productId: string
  sysSku: string | null
  quantity: number
  boxNum: number | null
  unitCost: string | null
  factoryId: string | null
  purchaseOrderId: string | null
  purchaseOrderItemId: string | null
  boxQuantity: number | null
  boxGauge: string | null
  singleBoxWeight: string | null
  packageLength: string | null
  packageWidth: string | null
  packageHeight: string | null
  unitWeight: string | null
}

/** The live lines of live plans, in plan and line order, with their cartons, volume, weight and value. */
export async function planLines(tx: Queryable, planIds: readonly string[]): Promise<ShipLine[]> {
  if (!planIds.length) return []
  const rows = await tx.query<LineRow>(
    `SELECT i.id::text, i.ship_order_id::text, o.code AS plan_code, o.batch_no, o.store_id::text,
            i.product_id::text, coalesce(i.sys_sku, p.sys_sku) AS sys_sku, i.quantity, i.box_num,
            i.unit_cost::text, i.factory_id::text, i.purchase_order_id::text, i.purchase_order_item_id::text,
            p.box_quantity, p.box_gauge, p.single_box_weight::text, p.package_length::text,
            p.package_width::text, p.package_height::text, p.unit_weight::text
       FROM erp_ship_order o
       JOIN erp_ship_order_item i ON i.ship_order_id = o.id AND i.is_deleted = 0
       JOIN erp_base_product p ON p.id = i.product_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0
      ORDER BY o.id, i.id`,
    [planIds],
  )
  return rows.map((r) => {
    const sku = r.sysSku ?? r.productId
    const unitCost = r.unitCost ?? '0'
    return {
      ...lineLoad({ ...r, sku }),
      id: r.id,
      shipOrderId: r.shipOrderId,
      planCode: r.planCode,
      batchNo: r.batchNo ?? r.planCode,
      storeId: r.storeId,
      productId: r.productId,
      sysSku: sku,
      quantity: r.quantity,
      unitCost,
      factoryId: r.factoryId,
      purchaseOrderId: r.purchaseOrderId,
      purchaseOrderItemId: r.purchaseOrderItemId,
      value: multiplyDecimal(unitCost, String(r.quantity)),
    }
  })
}

/** A load's totals: m³ (4 places) and kg (3 places) rounded half up for the record, exact beside them. */
export type LoadTotals = {
  volume: string
  weight: string
  exactVolume: string
  exactWeight: string
  totalQuantity: number
  totalBoxes: number
  goodsValue: string
}

/** The totals of a set of lines. */
export function loadTotals(lines: readonly ShipLine[]): LoadTotals {
  const exactVolume = sumDecimal('0', ...lines.map((l) => l.volume))
  const exactWeight = sumDecimal('0', ...lines.map((l) => l.weight))
  return {
    volume: roundMoney(exactVolume, 4, 1),
    weight: roundMoney(exactWeight, 3, 1),
    exactVolume,
    exactWeight,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalBoxes: lines.reduce((sum, l) => sum + l.cartons, 0),
    goodsValue: roundMoney(sumDecimal('0', ...lines.map((l) => l.value)), 4, 1),
  }
}

/**
 * The volume and weight of shipment plans (their products' carton sizes and weights), with units,
 * cartons and goods value: what a ship loading them must hold.
 */
export async function planVolumeWeight(tx: Queryable, planIds: readonly string[]): Promise<LoadTotals> {
  return loadTotals(await planLines(tx, planIds))
}

/** The live plans (not void) loaded on ships, by ship id, in id order. */
export async function plansOnShips(tx: Queryable, shipIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await tx.query<{ id: string; shipId: string }>(
    `SELECT id::text, ship_id::text FROM erp_ship_order
      WHERE ship_id = ANY($1::bigint[]) AND is_deleted = 0 AND status <> $2 ORDER BY id`,
    [shipIds, Number(SHIP_ORDER_STATUS.void)],
  )
  const byShip = new Map<string, string[]>()
  for (const r of rows) byShip.set(r.shipId, [...(byShip.get(r.shipId) ?? []), r.id])
  return byShip
}
