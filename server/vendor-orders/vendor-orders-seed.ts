import { vcAdminOrder } from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import { vcCustomerOrder } from '#sync/resources/vendor-orders/vc-customer-order.resource.ts'
import { adjustStock } from '../inventory/stock-adjustment.ts'
import { ORDER_DEMO } from '../orders/order-seed.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { enterScope } from '../platform/db/tenant-scope.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../platform/seed/seed-actor.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import {
  confirmVcOrders,
  confirmVcShipments,
  createVcShipment,
  distributeVcOrders,
  refreshVcTotals,
  shipVcOrders,
  submitVcInvoice,
} from './vc-admin-order.ts'
import {
  markTheDelivery,
  refreshCustomerTotals,
  submitCancelInfo,
  submitConfirmInfo,
  turnToReview,
} from './vc-customer-order.ts'
import { vcHistory } from './vc-order-shared.ts'

const id = (n: number) => String(1000000000000013000n + BigInt(n))

/** Fixed ids of the vendor-orders demo data (the calls' examples name them): 1000000000000013000-13999. */
export const VC_DEMO = {
  shopVcUs: id(1),
  storeVc: id(901),
  areaVc: id(902),
  positionVc: id(903),
  storeLa: DEMO.storeLosAngeles,
  toConfirm: id(101),
  toConfirmKettle: id(201),
  toConfirmTwin: id(102),
  confirmed: id(103),
  confirmedKettle: id(204),
  confirmedMug: id(205),
  distributed: id(104),
  packing: id(105),
  asnConfirmed: id(106),
  shipped: id(107),
  invoiced: id(108),
  twoStores: id(109),
  customerToConfirm: id(301),
  customerToConfirmKettle: id(401),
  customerConfirmed: id(302),
  customerConfirmedKettle: id(403),
  customerCancelled: id(303),
  customerReview: id(304),
  customerShipped: id(305),
  track: id(501),
} as const

const D = VC_DEMO
const KETTLE = {
  productId: P.kettle,
  sysSku: 'DEMO-KETTLE-17L',
  productName: '1.7L 不锈钢电热水壶',
  asin: 'B0DEMO0001',
  upc: '012345678905',
}
const FILTER = {
  productId: P.filter,
  sysSku: 'DEMO-KETTLE-FILTER',
  productName: '水壶滤网',
  asin: 'B0DEMO0002',
  upc: '012345678912',
}
// The orders area's mug, not a product the warehouse and inventory demos count per warehouse.
const MUG = {
  productId: ORDER_DEMO.mug,
  sysSku: 'DEMO-MUG-350',
  productName: '陶瓷马克杯 350ml',
  asin: 'B0DEMO0003',
  upc: '012345678929',
}
type Product = { productId: string; sysSku: string; productName: string; asin: string; upc: string }

/** A received VC PO of the demo shop (to confirm), with its lines at exact unit costs. */
async function receivePo(
  tx: Queryable,
  actor: Actor,
  n: number,
  lines: readonly { id: string; product: Product; quantity: number; unitCost: string }[],
): Promise<string> {
  const orderId = id(100 + n)
  const poNumber = `PO-DEMO-${1000 + n}`
  await insertSeedRows(tx, 'erp_vc_admin_order', actor.session.tenantId, [
    {
      id: orderId,
      poNumber,
      shopId: D.shopVcUs,
      vendorCode: 'DEMOV',
      shipToFc: 'ONT8',
      shipToAddress: '24300 Nandina Ave, Moreno Valley, CA 92551',
      shipWindowStart: '2026-07-01',
      shipWindowEnd: '2026-07-07',
      orderDate: '2026-06-20',
      currency: 'USD',
      status: 1,
    },
  ])
  await insertSeedRows(
    tx,
    'erp_vc_admin_order_item',
    actor.session.tenantId,
    lines.map((l) => ({
      id: l.id,
      orderId,
      ...l.product,
      vendorSku: l.product.sysSku,
      orderedQuantity: l.quantity,
      unitCost: l.unitCost,
    })),
  )
  await refreshVcTotals(tx, actor, orderId)
  await vcHistory(tx, actor, vcAdminOrder, [{ id: orderId, code: poNumber, action: 'create', content: 'received' }])
  return orderId
}

/** A customer PO order (to confirm) with its lines at exact unit prices. */
async function receiveCustomerPo(
  tx: Queryable,
  actor: Actor,
  n: number,
  lines: readonly { id: string; product: Product; quantity: number; unitPrice: string }[],
): Promise<string> {
  const orderId = id(300 + n)
  const code = `CPO-DEMO-${2000 + n}`
  await insertSeedRows(tx, 'erp_vc_customer_order', actor.session.tenantId, [
    {
      id: orderId,
      code,
      customerName: 'Demo Retail Buyer',
      currency: 'USD',
      deliveryDate: '2026-07-15',
      shipToFc: 'LGB8',
      status: 1,
    },
  ])
  await insertSeedRows(
    tx,
    'erp_vc_customer_order_item',
    actor.session.tenantId,
    lines.map(({ product: { upc: _upc, ...product }, ...l }) => ({
      id: l.id,
      orderId,
      ...product,
      orderedQuantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  )
  await refreshCustomerTotals(tx, actor, orderId)
  await vcHistory(tx, actor, vcCustomerOrder, [{ id: orderId, code, action: 'create', content: 'created' }])
  return orderId
}

/**
 * Demo vendor orders of one tenant: a VC shop (Amazon Vendor Central, vendor code DEMOV), a
 * warehouse that ships them (stocked through the ledger), VC POs in every stage of their lifecycle
 * and customer PO orders in each status, brought there by the same functions the calls run (so
 * their reservations, ledger rows and history are real). Runs in the tenant's scope.
 */
export async function seedVendorOrders(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await insertSeedRows(tx, 'erp_base_shop', tenantId, [
    {
      id: D.shopVcUs,
      shopName: 'Amazon VC 美国 DEMOV',
      shopEnname: 'Amazon VC US (DEMOV)',
      shopCode: 'VC-US-01',
      platformId: DEMO.amazonVc,
      shopType: 10,
      companyName: '演示贸易有限公司',
      sellerId: 'DEMOV',
      currencyCode: 'USD',
      countryCode: 'US',
      status: 1,
      authStatus: 0,
      isFaceOrder: 0,
      sort: 90,
    },
  ])
  await insertSeedRows(tx, 'erp_base_store', tenantId, [
    {
      id: D.storeVc,
      code: 'VC-ONT',
      name: 'VC直发仓(安大略)',
      storeType: 1,
      operationMode: 1,
      status: 0,
      parentId: 0,
      countryCode: 'US',
      province: 'CA',
      city: 'Ontario',
      address: '2100 E Demo Blvd',
      postalCode: '91761',
      isReturn: 0,
      isFba: 0,
      isEcc: 0,
      provideFace: 1,
      sort: 90,
    },
  ])
  await insertSeedRows(tx, 'erp_base_store_area', tenantId, [
    { id: D.areaVc, storeId: D.storeVc, code: 'VC', name: 'VC存储区', areaType: 1, pickOrderNum: 1, status: 0 },
  ])
  await insertSeedRows(tx, 'ware_base_store_position', tenantId, [
    {
      id: D.positionVc,
      storeId: D.storeVc,
      areaId: D.areaVc,
      code: 'VC-01-01',
      name: 'VC区1排1层',
      type: 1,
      pickOrderNum: 1,
    },
  ])
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  for (const [product, quantity, unitCost] of [
    [P.kettle, 200, '12.0000'],
    [P.filter, 300, '0.8000'],
    [ORDER_DEMO.mug, 100, '5.5000'],
  ] as const) {
    await adjustStock(tx, actor, {
      storeId: D.storeVc,
      positionId: D.positionVc,
      productId: product,
      batchNo: 'VC-OPENING',
      inboundDate: '2026-06-01',
      quantity,
      unitCost,
      reason: 'Opening stock for the demo vendor orders',
    })
  }
  await receivePo(tx, actor, 1, [
    { id: D.toConfirmKettle, product: KETTLE, quantity: 10, unitCost: '18.5000' },
    { id: id(202), product: FILTER, quantity: 20, unitCost: '2.2500' },
  ])
  await receivePo(tx, actor, 2, [{ id: id(203), product: KETTLE, quantity: 4, unitCost: '18.5000' }])
  const confirmed = await receivePo(tx, actor, 3, [
    { id: D.confirmedKettle, product: KETTLE, quantity: 12, unitCost: '18.5000' },
    { id: D.confirmedMug, product: MUG, quantity: 6, unitCost: '9.1250' },
  ])
  const distributed = await receivePo(tx, actor, 4, [
    { id: id(206), product: KETTLE, quantity: 10, unitCost: '18.5000' },
  ])
  const packing = await receivePo(tx, actor, 5, [{ id: id(207), product: KETTLE, quantity: 4, unitCost: '18.5000' }])
  const asn = await receivePo(tx, actor, 6, [{ id: id(208), product: MUG, quantity: 5, unitCost: '9.1250' }])
  const shipped = await receivePo(tx, actor, 7, [{ id: id(209), product: FILTER, quantity: 30, unitCost: '2.2500' }])
  const invoiced = await receivePo(tx, actor, 8, [{ id: id(210), product: KETTLE, quantity: 2, unitCost: '18.5000' }])
  const twoStores = await receivePo(tx, actor, 9, [
    { id: id(211), product: KETTLE, quantity: 6, unitCost: '18.5000' },
    { id: id(212), product: MUG, quantity: 3, unitCost: '9.1250' },
  ])
  await confirmVcOrders(tx, actor, [confirmed, distributed, packing, asn, shipped, invoiced, twoStores])
  // A planned distribution: the lines of PO-DEMO-1009 already name two warehouses (splitOrderBatch's example).
  await tx.query(`UPDATE erp_vc_admin_order_item SET store_id = $2 WHERE id = $1`, [id(211), D.storeVc])
  await tx.query(`UPDATE erp_vc_admin_order_item SET store_id = $2 WHERE id = $1`, [id(212), D.storeLa])
  const made = await distributeVcOrders(tx, actor, [distributed, packing, asn, shipped, invoiced], {
    storeId: D.storeVc,
  })
  if (made.failed.length) throw new Error(`demo VC orders not distributed: ${JSON.stringify(made.failed)}`)
  for (const [orderId, sku, perCarton, cartons] of [
    [packing, KETTLE.sysSku, 2, 2],
    [asn, MUG.sysSku, 5, 1],
    [shipped, FILTER.sysSku, 15, 2],
    [invoiced, KETTLE.sysSku, 2, 1],
  ] as const) {
    await createVcShipment(tx, actor, orderId, {
      cartons: Array.from({ length: cartons }, () => ({
        weight: '8.5',
        length: '50',
        width: '40',
        height: '30',
        items: [{ sku, quantity: perCarton }],
      })),
    })
  }
  await confirmVcShipments(tx, actor, [asn, shipped, invoiced])
  await shipVcOrders(tx, actor, [shipped, invoiced], { trackNumber: 'BOL-DEMO-1007', carrier: 'UPS Freight' })
  await submitVcInvoice(tx, actor, invoiced, { invoiceNumber: 'INV-DEMO-1008', paymentNumber: 'PAY-DEMO-1008' })

  await receiveCustomerPo(tx, actor, 1, [
    { id: D.customerToConfirmKettle, product: KETTLE, quantity: 10, unitPrice: '21.9000' },
    { id: id(402), product: FILTER, quantity: 10, unitPrice: '2.9900' },
  ])
  const cConfirmed = await receiveCustomerPo(tx, actor, 2, [
    { id: D.customerConfirmedKettle, product: KETTLE, quantity: 6, unitPrice: '21.9000' },
  ])
  const cCancelled = await receiveCustomerPo(tx, actor, 3, [
    { id: id(404), product: MUG, quantity: 4, unitPrice: '11.5000' },
  ])
  const cReview = await receiveCustomerPo(tx, actor, 4, [
    { id: id(405), product: FILTER, quantity: 12, unitPrice: '2.9900' },
  ])
  const cShipped = await receiveCustomerPo(tx, actor, 5, [
    { id: id(406), product: MUG, quantity: 2, unitPrice: '11.5000' },
  ])
  for (const orderId of [cConfirmed, cShipped]) {
    await submitConfirmInfo(tx, actor, orderId, { storeId: D.storeVc })
  }
  await submitCancelInfo(tx, actor, [cCancelled], { cancelReason: 'Customer withdrew the PO' })
  await turnToReview(tx, actor, [cReview])
  await markTheDelivery(tx, actor, [cShipped], { trackNumber: '1Z999AA10123456784', carrier: 'UPS' })
  // The track gets its demo id, which the track calls' examples name.
  await tx.query(`UPDATE erp_vc_customer_order_track SET id = $2 WHERE vc_customer_order_id = $1`, [cShipped, D.track])
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope (a failure rolls all back).
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
