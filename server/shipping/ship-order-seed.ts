import type { Queryable, Row } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'

/**
 * Fixed demo ids of the ship applications and the shipment plan (examples and tests link to them),
 * and the demo rows of the areas below this one they name (purchasing's Kaili order, its kettle
 * line, the Los Angeles warehouse).
 */
export const DEMO_SHIPPING = {
  apply: '1000000000000003601',
  applyLine: '1000000000000003602',
  smallApply: '1000000000000003603',
  smallApplyLine: '1000000000000003604',
  assignedApply: '1000000000000003611',
  assignedApplyLine: '1000000000000003612',
  plan: '1000000000000003621',
  planLine: '1000000000000003622',
  payment: '1000000000000003631',
  kailiOrder: '1000000000000003521',
  kailiOrderLine: '1000000000000003522',
  kettle: '1000000000000003101',
  kaili: '1000000000000003201',
  storeLosAngeles: '1000000000000004202',
} as const

const D = DEMO_SHIPPING

/**
 * The Kaili order's 120 quality-passed kettles (6 a carton, 50x38x56 cm, 9.8 kg): two confirmed
 * applications (40 and 10) waiting for a plan, and one of 50 assigned to a confirmed plan for Los
 * Angeles (lot LOT-2027-0301: 9 cartons, 0.9576 m³, 88.2 kg, at 8.5 USD × 7.1 = 60.35 CNY a unit)
 * with a deposit recorded against it. The order reads partially applied (100 of 120).
 */
export async function seedShipApplications(tx: Queryable, tenantId: string): Promise<void> {
  const apply = (row: Row) => ({
    purchaseOrderId: D.kailiOrder,
    factoryId: D.kaili,
    storeId: D.storeLosAngeles,
    expectedShipDate: '2027-03-10',
    ...row,
  })
  await insertSeedRows(tx, 'erp_ship_apply', tenantId, [
    apply({ id: D.apply, code: 'SA-20261206-0001', totalQuantity: 40, plannedQuantity: 0, status: 1 }),
    apply({ id: D.smallApply, code: 'SA-20261206-0002', totalQuantity: 10, plannedQuantity: 0, status: 1 }),
    apply({ id: D.assignedApply, code: 'SA-20261206-0003', totalQuantity: 50, plannedQuantity: 50, status: 3 }),
  ])
  const line = (row: Row) => ({
    purchaseOrderItemId: D.kailiOrderLine,
    productId: D.kettle,
    sysSku: 'DEMO-KETTLE-17L',
    ...row,
  })
  await insertSeedRows(tx, 'erp_ship_apply_item', tenantId, [
    line({ id: D.applyLine, shipApplyId: D.apply, quantity: 40, plannedQuantity: 0, boxNum: 7 }),
    line({ id: D.smallApplyLine, shipApplyId: D.smallApply, quantity: 10, plannedQuantity: 0, boxNum: 2 }),
    line({ id: D.assignedApplyLine, shipApplyId: D.assignedApply, quantity: 50, plannedQuantity: 50, boxNum: 9 }),
  ])
  await insertSeedRows(tx, 'erp_ship_apply_log', tenantId, [
    { shipApplyId: D.apply, operation: 'create', toStatus: 1, content: 'DEMO-KETTLE-17L × 40' },
    { shipApplyId: D.smallApply, operation: 'create', toStatus: 1, content: 'DEMO-KETTLE-17L × 10' },
    { shipApplyId: D.assignedApply, operation: 'create', toStatus: 1, content: 'DEMO-KETTLE-17L × 50' },
    { shipApplyId: D.assignedApply, operation: 'assign', fromStatus: 1, toStatus: 3, content: 'FH-20261206-0001' },
  ])
  await insertSeedRows(tx, 'erp_ship_order', tenantId, [
    {
      id: D.plan,
      code: 'FH-20261206-0001',
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-2027-0301',
      shipDate: '2027-03-10',
      totalQuantity: 50,
      boxNum: 9,
      volume: '0.9576',
      weight: '88.200',
      status: 1,
      editedAfterConfirm: 0,
    },
  ])
  await insertSeedRows(tx, 'erp_ship_order_item', tenantId, [
    {
      id: D.planLine,
      shipOrderId: D.plan,
      shipApplyId: D.assignedApply,
      shipApplyItemId: D.assignedApplyLine,
      purchaseOrderId: D.kailiOrder,
      purchaseOrderItemId: D.kailiOrderLine,
      productId: D.kettle,
      sysSku: 'DEMO-KETTLE-17L',
      factoryId: D.kaili,
      quantity: 50,
      boxNum: 9,
      unitCost: '60.3500',
    },
  ])
  await insertSeedRows(tx, 'erp_purchase_payment', tenantId, [
    {
      id: D.payment,
      purchaseOrderId: D.kailiOrder,
      shipOrderId: D.plan,
      paymentType: 2,
      amount: '127.5000',
      currencyCode: 'USD',
      payDate: '2027-02-20',
      voucherUrl: '/upload/demo/deposit-voucher.pdf',
      status: 1,
      remark: '30% deposit of the planned kettles',
    },
  ])
}
