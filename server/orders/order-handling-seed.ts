import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

/**
 * Fixed demo ids of order handling and the warehouse's side (1000000000000012500 ... 12599): orders
 * to split, merge, edit, ship and push, and two pushed orders with their warehouse and outbound
 * orders, one with a cut applied. The call examples name them.
 */
export const DEMO_HANDLING = {
  splitOrder: '1000000000000012501',
  mergeA: '1000000000000012502',
  mergeB: '1000000000000012503',
  shippedOrder: '1000000000000012504',
  auditedOrder: '1000000000000012505',
  pendingOrder: '1000000000000012506',
  cutOrder: '1000000000000012507',
  fbaOrder: '1000000000000012508',
  ltlOrder: '1000000000000012509',
  shipByHandOrder: '1000000000000012530',
  toFbaOrder: '1000000000000012532',
  splitLineKettle: '1000000000000012511',
  splitLineFilter: '1000000000000012512',
  wareOrder: '1000000000000012550',
  cutWareOrder: '1000000000000012551',
  outbound: '1000000000000012560',
  cutOutbound: '1000000000000012562',
  cut: '1000000000000012570',
  storeLa: W.storeLa,
  storeNj: W.storeNj,
  storeFba: S.storeFbaUs,
  transportUps: W.transportUps,
  transportFedex: W.transportFedex,
  kettle: P.kettle,
  kettleSet: P.kettleSet,
} as const

const D = DEMO_HANDLING

/** One buyer at one address: the orders of it may merge. */
const buyer = {
  shopId: S.shopAmazonUs,
  platformId: S.amazon,
  orderType: 1,
  buyerId: 'DEMO-BUYER-7',
  buyerName: 'Jamie Rivera',
  buyerEmail: 'jamie.rivera@example.com',
  addressName: 'Jamie Rivera',
  addressPhone: '+1 213 555 0142',
  addressCountryCode: 'US',
  addressStateOrRegion: 'CA',
  addressCity: 'Los Angeles',
  addressPostalCode: '90012',
  addressLine1: '200 N Spring St',
  addressType: 2,
  fobCurrency: 'USD',
  payType: 'paid',
  orderTime: '2026-11-20 09:30:00',
}

type Line = [
  id: string,
  productId: string,
  sysSku: string,
  sellerSku: string,
  qty: number,
  price: string,
  amount: string,
]
const line = (orderId: string, [id, productId, sysSku, sellerSku, quantity, price, amount]: Line) => ({
  id,
  orderId,
  productId,
  sysSku,
  sellerSku,
  productName: sysSku,
  quantity,
  price,
  amount,
  weight: '1.200',
})

/** Demo orders of order handling and the warehouse's side, for one tenant. */
export async function seedOrderHandling(tx: Queryable, tenantId: string): Promise<void> {
  const order = (
    id: string,
    status: number,
    more: Record<string, unknown>,
    money: [goods: string, freight: string, discount: string, total: string],
  ) => ({
    ...buyer,
    id,
    code: `SO-DEMO-${id.slice(-5)}`,
    sellerOrderId: `AMZ-DEMO-${id.slice(-5)}`,
    status,
    storeId: D.storeLa,
    transportId: D.transportUps,
    goodsAmount: money[0],
    freightAmount: money[1],
    discountAmount: money[2],
    orderTotalMoney: money[3],
    labelStatus: 0,
    ...more,
  })
  await insertSeedRows(tx, 'erp_order', tenantId, [
    order(D.splitOrder, 2, { totalQuantity: 4, totalWeight: '4.800' }, ['105.00', '10.00', '1.00', '114.00']),
    order(D.mergeA, 2, { totalQuantity: 1, totalWeight: '1.200' }, ['33.33', '5.00', '0.00', '38.33']),
    order(D.mergeB, 2, { totalQuantity: 2, totalWeight: '2.400' }, ['39.98', '5.00', '0.00', '44.98']),
    order(
      D.shippedOrder,
      5,
      { totalQuantity: 1, trackNumber: '1Z999AA10123456784', shipTime: '2026-11-21 15:00:00', refundAmount: '10.00' },
      ['39.90', '0.00', '0.00', '39.90'],
    ),
    order(D.auditedOrder, 3, { totalQuantity: 1, reviewTime: '2026-11-21 10:00:00' }, [
      '19.99',
      '0.00',
      '0.00',
      '19.99',
    ]),
    order(D.pendingOrder, 4, { totalQuantity: 1, trackNumber: '1Z999AA10123456790', storeId: D.storeNj }, [
      '39.90',
      '0.00',
      '0.00',
      '39.90',
    ]),
    order(D.cutOrder, 4, { totalQuantity: 1, cutStatus: 1, storeId: D.storeNj }, ['39.90', '0.00', '0.00', '39.90']),
    order(D.fbaOrder, 2, { totalQuantity: 2, isFba: 1, storeId: D.storeFba }, ['79.80', '6.50', '0.00', '86.30']),
    order(D.ltlOrder, 2, { totalQuantity: 1 }, ['39.90', '0.00', '0.00', '39.90']),
    order(D.shipByHandOrder, 3, { totalQuantity: 1 }, ['19.99', '0.00', '0.00', '19.99']),
    order(D.toFbaOrder, 2, { totalQuantity: 1 }, ['39.90', '0.00', '0.00', '39.90']),
  ])
  const kettle = (id: string, qty: number, price: string, amount: string): Line => [
    id,
    P.kettle,
    'DEMO-KETTLE-17L',
    'KETTLE-US-01',
    qty,
    price,
    amount,
  ]
  await insertSeedRows(tx, 'erp_order_item', tenantId, [
    line(D.splitOrder, kettle(D.splitLineKettle, 3, '33.33', '99.99')),
    line(D.splitOrder, [D.splitLineFilter, P.filter, 'DEMO-KETTLE-FILTER', 'FILTER-US-01', 1, '5.01', '5.01']),
    line(D.mergeA, kettle('1000000000000012513', 1, '33.33', '33.33')),
    line(D.mergeB, ['1000000000000012514', P.lantern, 'DEMO-LANTERN', 'LANTERN-US-01', 2, '19.99', '39.98']),
    line(D.shippedOrder, kettle('1000000000000012515', 1, '39.90', '39.90')),
    line(D.auditedOrder, ['1000000000000012516', P.lantern, 'DEMO-LANTERN', 'LANTERN-US-01', 1, '19.99', '19.99']),
    line(D.pendingOrder, kettle('1000000000000012517', 1, '39.90', '39.90')),
    line(D.cutOrder, kettle('1000000000000012518', 1, '39.90', '39.90')),
    line(D.fbaOrder, kettle('1000000000000012519', 2, '39.90', '79.80')),
    line(D.ltlOrder, kettle('1000000000000012520', 1, '39.90', '39.90')),
    line(D.shipByHandOrder, ['1000000000000012531', P.lantern, 'DEMO-LANTERN', 'LANTERN-US-01', 1, '19.99', '19.99']),
    line(D.toFbaOrder, kettle('1000000000000012533', 1, '39.90', '39.90')),
  ])
  // The two pushed orders' outbound orders (New Jersey) wait to be stocked; the demo books hold no stock for them.
  await insertSeedRows(tx, 'ware_outbound', tenantId, [
    {
      id: D.outbound,
      code: 'OB-20260301-0001',
      storeId: D.storeNj,
      transportId: D.transportUps,
      referenceCode: `SO-DEMO-${D.pendingOrder.slice(-5)}`,
      recipient: buyer.addressName,
      status: 2,
      faceSheetStatus: 0,
      packStatus: 0,
      totalQuantity: 1,
      boxCount: 0,
      packedQuantity: 0,
    },
    {
      id: D.cutOutbound,
      code: 'OB-20260301-0002',
      storeId: D.storeNj,
      transportId: D.transportUps,
      referenceCode: `SO-DEMO-${D.cutOrder.slice(-5)}`,
      recipient: buyer.addressName,
      status: 2,
      faceSheetStatus: 0,
      packStatus: 0,
      totalQuantity: 1,
      boxCount: 0,
      packedQuantity: 0,
    },
  ])
  await insertSeedRows(tx, 'ware_outbound_item', tenantId, [
    { id: '1000000000000012561', outboundId: D.outbound, productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', quantity: 1 },
    {
      id: '1000000000000012563',
      outboundId: D.cutOutbound,
      productId: P.kettle,
      sysSku: 'DEMO-KETTLE-17L',
      quantity: 1,
    },
  ])
  const ware = (id: string, orderId: string, outboundId: string, more: Record<string, unknown> = {}) => ({
    id,
    code: `SO-DEMO-${orderId.slice(-5)}`,
    orderId,
    outboundId,
    storeId: D.storeNj,
    transportId: D.transportUps,
    status: 0,
    labelStatus: 0,
    totalQuantity: 1,
    ...more,
  })
  await insertSeedRows(tx, 'ware_order', tenantId, [
    ware(D.wareOrder, D.pendingOrder, D.outbound, { trackingNumber: '1Z999AA10123456790' }),
    ware(D.cutWareOrder, D.cutOrder, D.cutOutbound, { cutStatus: 1 }),
  ])
  await insertSeedRows(tx, 'ware_cut_off_order', tenantId, [
    {
      id: D.cut,
      code: `SO-DEMO-${D.cutOrder.slice(-5)}`,
      orderId: D.cutOrder,
      wareOrderId: D.cutWareOrder,
      storeId: D.storeNj,
      reason: 'Buyer changed the address',
      status: 1,
      isSelfCut: 0,
    },
  ])
}
