import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { adjustStock } from '../inventory/stock-adjustment.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { enterScope } from '../platform/db/tenant-scope.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../platform/seed/seed-actor.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { recordOrderHistory } from './order-history.ts'
import { lineAmount, orderTotals } from './order-money.ts'
import { reserveOrderStock } from './order-stock.ts'

/** Fixed ids of the demo orders (the calls' examples name them). */
export const ORDER_DEMO = {
  toAuditCa: '1000000000000012001',
  toAuditNj: '1000000000000012002',
  audited: '1000000000000012003',
  japan: '1000000000000012004',
  unpaid: '1000000000000012005',
  b2b: '1000000000000012006',
  stockout: '1000000000000012007',
  frozen: '1000000000000012008',
  problem: '1000000000000012009',
  discarded: '1000000000000012010',
  shipped: '1000000000000012011',
  fba: '1000000000000012012',
  /** A product of the orders' own demo (a mug), the one whose stock the reviewed order holds. */
  mug: '1000000000000012900',
} as const

/** The position in Los Angeles whose demo stock the reviewed order holds (B-01-01, picking zone). */
const LA_PICKING = '1000000000000005024'

type SeedLine = {
  productId: string
  sysSku: string
  name: string
  weight: string
  sellerSku?: string
  quantity: number
  price: string
  supplyPrice?: string
  retailPrice?: string
}
type SeedOrder = Row & { id: string; code: string; status: string; lines: SeedLine[]; history: string[] }

const pan = { productId: P.pan, sysSku: 'DEMO-PAN-28', name: '不粘煎锅 28cm', weight: '1.100' }
const kettle = { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', name: '不锈钢电热水壶 1.7L', weight: '1.350' }
const filter = { productId: P.filter, sysSku: 'DEMO-KETTLE-FILTER', name: '电水壶防水垢滤网', weight: '0.020' }
const mug = { productId: ORDER_DEMO.mug, sysSku: 'DEMO-MUG-350', name: 'Ceramic mug 350 ml', weight: '0.380' }

const ca = {
  addressCountryCode: 'US',
  addressStateOrRegion: 'CA',
  addressCity: 'Los Angeles',
  addressPostalCode: '90012',
  addressLine1: '200 N Spring St',
  addressType: 2,
}
const nj = {
  addressCountryCode: 'US',
  addressStateOrRegion: 'NJ',
  addressCity: 'Newark',
  addressPostalCode: '07102',
  addressLine1: '920 Broad St',
  addressType: 2,
}
const S = ORDER_STATUS

/** The demo orders: varied tabs, shops and kinds, each consistent with its lines and history. */
function demoOrders(): SeedOrder[] {
  const d = ORDER_DEMO
  return [
    {
      id: d.toAuditCa,
      code: 'AU26112000001',
      shopId: DEMO.shopAmazonUs,
      sellerOrderId: '113-4820001-1000001',
      status: S.toAudit,
      buyerName: 'Maria Garcia',
      buyerEmail: 'maria.garcia@example.com',
      addressName: 'Maria Garcia',
      addressPhone: '+1 213 555 0142',
      ...ca,
      fobCurrency: 'USD',
      freightAmount: '5.00',
      discountAmount: '2.00',
      payType: 'Amazon Pay',
      orderTime: '2026-11-20 09:12:00',
      lines: [
        { ...kettle, sellerSku: 'HM-KETTLE-17-US', quantity: 1, price: '39.99' },
        { ...filter, quantity: 2, price: '3.50' },
      ],
      history: ['created'],
    },
    {
      id: d.toAuditNj,
      code: 'EB26112100001',
      shopId: DEMO.shopEbayUs,
      sellerOrderId: '12-11021-55001',
      status: S.toAudit,
      buyerId: 'nj_homecook',
      buyerName: 'David Kim',
      addressName: 'David Kim',
      addressPhone: '+1 973 555 0190',
      ...nj,
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      payType: 'PayPal',
      leaveWord: 'Please leave at the front desk',
      orderTime: '2026-11-21 14:30:00',
      lines: [{ ...pan, sellerSku: 'EB-PAN-28', quantity: 1, price: '24.99' }],
      history: ['created'],
    },
    {
      id: d.audited,
      code: 'AU26112200001',
      shopId: DEMO.shopAmazonUs,
      sellerOrderId: '113-4820002-1000002',
      status: S.audited,
      buyerName: 'Chris Johnson',
      addressName: 'Chris Johnson',
      addressPhone: '+1 310 555 0111',
      ...ca,
      addressCity: 'Santa Monica',
      addressPostalCode: '90401',
      addressLine1: '1400 Ocean Ave',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      payType: 'Amazon Pay',
      storeId: W.storeLa,
      transportId: W.transportUps,
      ruleId: DEMO.ruleWestCoast,
      ruleExplanation: 'West coast rule: state CA → Los Angeles, UPS Ground',
      orderTime: '2026-11-22 08:05:00',
      lines: [{ ...mug, sellerSku: 'HM-MUG-350-US', quantity: 2, price: '14.99' }],
      history: ['created', 'reviewed'],
    },
    {
      id: d.japan,
      code: 'AJ26112200001',
      shopId: DEMO.shopAmazonJp,
      sellerOrderId: '503-1234567-7654321',
      status: S.toAudit,
      buyerName: '佐藤 花子',
      addressName: '佐藤 花子',
      addressPhone: '+81 3-5555-0101',
      addressCountryCode: 'JP',
      addressStateOrRegion: '東京都',
      addressCity: '渋谷区',
      addressPostalCode: '150-0002',
      addressLine1: '渋谷2-21-1',
      fobCurrency: 'JPY',
      freightAmount: '0',
      discountAmount: '0',
      payType: 'Amazon Pay',
      orderTime: '2026-11-22 11:00:00',
      lines: [{ ...pan, sellerSku: 'HM-PAN-28-JP', quantity: 1, price: '3980' }],
      history: ['created'],
    },
    {
      id: d.unpaid,
      code: 'SP26112300001',
      shopId: DEMO.shopShopify,
      sellerOrderId: '#1042',
      status: S.noPay,
      buyerName: 'Emily Chen',
      buyerEmail: 'emily.chen@example.com',
      addressName: 'Emily Chen',
      ...ca,
      addressCity: 'San Francisco',
      addressPostalCode: '94103',
      addressLine1: '85 2nd St',
      fobCurrency: 'USD',
      freightAmount: '6.95',
      discountAmount: '0',
      payType: 'unpaid',
      orderTime: '2026-11-23 19:45:00',
      lines: [{ ...kettle, quantity: 1, price: '42.00' }],
      history: ['created'],
    },
    {
      id: d.b2b,
      code: 'SP26112300002',
      shopId: DEMO.shopShopify,
      orderType: 2,
      clientOrderNumber: 'HHG-PO-7781',
      status: S.toAudit,
      buyerName: 'Harbor Home Goods LLC',
      company: 'Harbor Home Goods LLC',
      addressName: 'Receiving Dept.',
      addressPhone: '+1 732 555 0100',
      ...nj,
      addressCity: 'Edison',
      addressPostalCode: '08817',
      addressLine1: '200 Raritan Center Pkwy',
      addressType: 1,
      fobCurrency: 'USD',
      freightAmount: '45.00',
      discountAmount: '0',
      deliveryDate: '2026-12-15',
      isShippingList: 1,
      shippingMark: 'HHG / EDISON / 1-2',
      orderTime: '2026-11-23 10:00:00',
      lines: [
        { ...pan, quantity: 24, price: '12.50', supplyPrice: '12.50', retailPrice: '29.99' },
        { ...kettle, quantity: 12, price: '21.00', supplyPrice: '21.00', retailPrice: '44.99' },
      ],
      history: ['created'],
    },
    {
      id: d.stockout,
      code: 'WM26112400001',
      shopId: DEMO.shopWalmart,
      sellerOrderId: '200011223344',
      status: S.stockout,
      buyerName: 'Robert Brown',
      addressName: 'Robert Brown',
      ...ca,
      addressCity: 'Irvine',
      addressPostalCode: '92618',
      addressLine1: '1 Technology Dr',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      storeId: W.storeLa,
      transportId: W.transportUps,
      orderTime: '2026-11-24 07:20:00',
      // More mugs than Los Angeles has left (10, 2 held by the reviewed order): waits for stock of its own product, which no other demo flow receives.
      lines: [{ ...mug, sellerSku: 'WM-MUG-350', quantity: 12, price: '14.99' }],
      history: ['created', 'stockout'],
    },
    {
      id: d.frozen,
      code: 'EB26112400001',
      shopId: DEMO.shopEbayUs,
      sellerOrderId: '12-11024-55002',
      status: S.freeze,
      buyerName: 'Linda Park',
      addressName: 'Linda Park',
      ...nj,
      addressCity: 'Jersey City',
      addressPostalCode: '07302',
      addressLine1: '30 Montgomery St',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      remark: 'Buyer asked to hold until the address is confirmed',
      orderTime: '2026-11-24 09:00:00',
      lines: [{ ...kettle, sellerSku: 'EB-KETTLE-17', quantity: 1, price: '44.99' }],
      history: ['created', 'frozen'],
    },
    {
      id: d.problem,
      code: 'AU26112400001',
      shopId: DEMO.shopAmazonUs,
      sellerOrderId: '113-4820003-1000003',
      status: S.issue,
      problemReason: 'Postal code does not match the city',
      buyerName: 'Kevin Nguyen',
      addressName: 'Kevin Nguyen',
      ...ca,
      addressCity: 'Fresno',
      addressPostalCode: '10001',
      addressLine1: '2600 Fresno St',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      orderTime: '2026-11-24 12:10:00',
      lines: [{ ...pan, sellerSku: 'HM-PAN-28-US', quantity: 1, price: '19.99' }],
      history: ['created', 'problem'],
    },
    {
      id: d.discarded,
      code: 'AU26112500001',
      shopId: DEMO.shopAmazonUs,
      sellerOrderId: '113-4820004-1000004',
      status: S.discarded,
      buyerName: 'Sarah Wilson',
      addressName: 'Sarah Wilson',
      ...ca,
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      remark: 'Cancelled by the buyer',
      orderTime: '2026-11-25 08:00:00',
      lines: [{ ...kettle, sellerSku: 'HM-KETTLE-17-US', quantity: 1, price: '39.99' }],
      history: ['created', 'voided'],
    },
    {
      id: d.shipped,
      code: 'EB26111800001',
      shopId: DEMO.shopEbayUs,
      sellerOrderId: '12-11018-55000',
      status: S.shipped,
      buyerName: 'Anna Rossi',
      addressName: 'Anna Rossi',
      ...nj,
      addressCity: 'Hoboken',
      addressPostalCode: '07030',
      addressLine1: '94 Washington St',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      storeId: W.storeNj,
      transportId: W.transportUsps,
      trackNumber: '9400111899223100012345',
      shipTime: '2026-11-19 16:00:00',
      orderTime: '2026-11-18 10:30:00',
      lines: [{ ...filter, sellerSku: 'EB-FILTER-2', quantity: 4, price: '3.25' }],
      history: ['created', 'reviewed', 'shipped'],
    },
    {
      id: d.fba,
      code: 'AU26112500002',
      shopId: DEMO.shopAmazonUs,
      sellerOrderId: '113-4820005-1000005',
      status: S.toAudit,
      isFba: 1,
      buyerName: 'Tom Becker',
      addressName: 'Tom Becker',
      ...ca,
      addressCity: 'Pasadena',
      addressPostalCode: '91101',
      addressLine1: '100 E Colorado Blvd',
      fobCurrency: 'USD',
      freightAmount: '0',
      discountAmount: '0',
      orderTime: '2026-11-25 13:00:00',
      lines: [{ ...kettle, sellerSku: 'HM-KETTLE-17-US', quantity: 2, price: '39.99' }],
      history: ['created'],
    },
  ]
}

const HISTORY: Record<string, { action: string; content: string; from?: string; to?: string }> = {
  created: { action: 'create', content: '创建订单（平台拉单）', to: S.toAudit },
  reviewed: { action: 'review', content: '审核通过，占用洛杉矶仓库存', from: S.toAudit, to: S.audited },
  stockout: {
    action: 'markOutOfStock',
    content: '库存不足：DEMO-LANTERN 需要 3，可用 0',
    from: S.toAudit,
    to: S.stockout,
  },
  frozen: { action: 'freeze', content: '冻结：等待买家确认地址', from: S.toAudit, to: S.freeze },
  problem: { action: 'markProblem', content: '问题件：邮编与城市不符', from: S.toAudit, to: S.issue },
  voided: { action: 'void', content: '作废：买家取消', from: S.toAudit, to: S.discarded },
  shipped: { action: 'markShipped', content: '标记发货：9400111899223100012345', from: S.audited, to: S.shipped },
}

/**
 * Demo sales orders of one tenant: one per tab and kind (pending review in CA and NJ, a Japanese
 * order, an unpaid one, a B2B order, out of stock, frozen, a problem, discarded, shipped, FBA), with
 * lines, exact totals and history. The reviewed one really holds its two mugs (a product of its
 * own) in Los Angeles: ten are put there first through the ledger (an opening adjustment), then
 * reserved. Runs in the tenant's scope (row-level security and the ledger as for any caller), left
 * again at the end.
 */
export async function seedOrders(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  // The mug is this demo's own product, so its stock in Los Angeles changes no other demo's figures.
  await insertSeedRows(tx, 'erp_base_product', tenantId, [
    {
      id: ORDER_DEMO.mug,
      sysSku: mug.sysSku,
      name: mug.name,
      categoryId: P.categoryHome,
      brandId: P.brandHomely,
      productType: 1,
      productRole: 1,
      unit: 'pcs',
      currency: 'CNY',
      unitWeight: mug.weight,
      unitPrice: '12.0000',
      status: 1,
    },
  ])
  let lineId = 12101n
  for (const o of demoOrders()) {
    const { lines, history, ...fields } = o
    const totals = orderTotals(
      lines.map((l) => ({ ...l, supplyPrice: l.supplyPrice ?? null, retailPrice: l.retailPrice ?? null })),
      String(fields.freightAmount),
      String(fields.discountAmount),
    )
    const platform = await tx.query<{ p: string }>(`SELECT platform_id::text AS p FROM erp_base_shop WHERE id = $1`, [
      fields.shopId,
    ])
    await insertSeedRows(tx, 'erp_order', tenantId, [
      {
        orderType: 1,
        ...fields,
        status: Number(fields.status),
        platformId: platform[0]?.p ?? null,
        ...totals,
        createUser: actor.session.userId,
        reviewTime: history.includes('reviewed') ? fields.orderTime : null,
      },
    ])
    await insertSeedRows(
      tx,
      'erp_order_item',
      tenantId,
      lines.map((l) => ({
        id: `1000000000000${lineId++}`,
        orderId: o.id,
        productId: l.productId,
        sysSku: l.sysSku,
        sellerSku: l.sellerSku ?? null,
        productName: l.name,
        quantity: l.quantity,
        price: l.price,
        amount: lineAmount(l.quantity, l.price),
        weight: l.weight,
        supplyPrice: l.supplyPrice ?? null,
        supplyAmount: l.supplyPrice ? lineAmount(l.quantity, l.supplyPrice) : null,
        retailPrice: l.retailPrice ?? null,
        retailAmount: l.retailPrice ? lineAmount(l.quantity, l.retailPrice) : null,
      })),
    )
    await recordOrderHistory(
      tx,
      actor,
      history.map((h) => {
        const step = HISTORY[h] as (typeof HISTORY)[string]
        return {
          orderId: o.id,
          orderCode: o.code,
          action: step.action,
          content: step.content,
          fromStatus: step.from,
          toStatus: step.to,
        }
      }),
    )
  }
  await adjustStock(tx, actor, {
    storeId: W.storeLa,
    positionId: LA_PICKING,
    productId: ORDER_DEMO.mug,
    batchNo: 'DEMO-OPENING',
    inboundDate: '2026-11-01',
    quantity: 10,
    unitCost: '6.5000',
    reason: 'Opening stock for the demo sales orders',
  })
  await reserveOrderStock(tx, actor, ORDER_DEMO.audited, W.storeLa)
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
