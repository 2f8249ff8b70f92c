import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { WMS_IDS as W } from './wms-seed.ts'

/** Demo inbound orders: ids the call examples name. */
export const INBOUND_IDS = {
  orderLa: '1000000000000010001',
  orderNj: '1000000000000010002',
  lineLaKettle: '1000000000000010011',
  lineLaPan: '1000000000000010012',
  lineNjLantern: '1000000000000010021',
} as const

/** Two inbound orders in transit: one for Los Angeles (kettles and pans), one for New Jersey (lanterns). */
export async function seedInboundOrders(tx: Queryable, tenantId: string): Promise<void> {
  const I = INBOUND_IDS
  await insertSeedRows(tx, 'ware_inbound_order', tenantId, [
    {
      id: I.orderLa,
      code: 'IN-2026-0001',
      storeId: W.storeLa,
      sourceCode: 'PO-2026-0001',
      expectedDate: '2026-12-10',
      status: 1,
      pushStatus: 1,
      plannedQuantity: 30,
      receivedQuantity: 0,
    },
    {
      id: I.orderNj,
      code: 'IN-2026-0002',
      storeId: W.storeNj,
      sourceCode: 'PO-2026-0002',
      expectedDate: '2026-12-20',
      status: 1,
      pushStatus: 1,
      plannedQuantity: 5,
      receivedQuantity: 0,
    },
  ])
  const line = (id: string, order: string, productId: string, sysSku: string, planned: number, unitCost: string) => ({
    id,
    inboundOrderId: order,
    productId,
    sysSku,
    plannedQuantity: planned,
    receivedQuantity: 0,
    overReceiptPercent: 10,
    unitCost,
  })
  await insertSeedRows(tx, 'ware_inbound_batch_item', tenantId, [
    line(I.lineLaKettle, I.orderLa, P.kettle, 'DEMO-KETTLE-17L', 20, '12.5000'),
    line(I.lineLaPan, I.orderLa, P.pan, 'DEMO-PAN-28', 10, '18.0000'),
    line(I.lineNjLantern, I.orderNj, P.lantern, 'DEMO-LANTERN', 5, '9.9000'),
  ])
}
