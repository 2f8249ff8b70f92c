import { type Queryable, type Row, toSnake } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'

/** Fixed demo ids of suppliers (examples and tests link to them). */
export const DEMO_FACTORIES = {
  kaili: '1000000000000003201',
  hengda: '1000000000000003202',
  brightway: '1000000000000003203',
} as const

/** Fixed demo ids of the sales plan and its line (examples and tests link to them). */
export const DEMO_SALE_PLAN = {
  plan: '1000000000000003401',
  kettleLine: '1000000000000003402',
  rejectedPlan: '1000000000000003403',
  lanternLine: '1000000000000003404',
} as const

/** Fixed demo ids of the purchase chain: an approved plan bought in part, its purchase and order, a draft, a pending order. */
export const DEMO_PURCHASE = {
  plan: '1000000000000003501',
  planLine: '1000000000000003502',
  purchase: '1000000000000003511',
  purchaseLine: '1000000000000003512',
  kailiOrder: '1000000000000003521',
  kailiOrderLine: '1000000000000003522',
  draft: '1000000000000003531',
  draftLine: '1000000000000003532',
  pendingOrder: '1000000000000003541',
  pendingOrderLine: '1000000000000003542',
  checkOrder: '1000000000000003551',
  checkOrderLine: '1000000000000003552',
  kailiCheck: '1000000000000003561',
  kettle: '1000000000000003101',
  pan: '1000000000000003104',
  storeLosAngeles: '1000000000000004202',
} as const

/**
 * Demo rows of the areas above this one that the plan names, by their fixed ids (this area cannot
 * import their seeds): the Amazon platform, its US shop (which has a fee configuration), the kettle.
 */
const PLAN_LINKS = {
  platformAmazon: '1000000000000004001',
  shopAmazonUs: '1000000000000004101',
  productKettle: '1000000000000003101',
  productLantern: '1000000000000003105',
} as const

/** Inserts demo rows (camelCase keys) into a tenant table as the table owner. */
export async function insertDemoRows(tx: Queryable, table: string, tenantId: string, rows: Row[]): Promise<void> {
  for (const row of rows) {
    const values: Row = { id: nextId(), ...row, tenantId }
    const keys = Object.keys(values)
    await tx.query(
      `INSERT INTO ${table} (${keys.map(toSnake).join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      keys.map((k) => values[k]),
    )
  }
}

/** Three suppliers: two active factories and a disabled one. */
export async function seedFactories(tx: Queryable, tenantId: string): Promise<void> {
  await insertDemoRows(tx, 'erp_base_factory', tenantId, [
    {
      id: DEMO_FACTORIES.kaili,
      factoryCode: 'SUP-KAILI',
      factoryName: '宁波凯利电器有限公司',
      type: 2,
      contact: '陈凯',
      phone: '13957488001',
      email: 'sales@kaili-electric.example.cn',
      country: 'China',
      province: 'Zhejiang',
      city: 'Ningbo',
      address: '慈溪市观海卫镇工业园 88 号',
      settlementMethod: 3,
      paymentMethod: 1,
      accountName: '宁波凯利电器有限公司',
      bank: '宁波银行慈溪支行',
      cardNumber: '6222020200112233445',
      taxNum: '91330282MA2ABC1234',
      channel: '1688',
      status: 1,
    },
    {
      id: DEMO_FACTORIES.hengda,
      factoryCode: 'SUP-HENGDA',
      factoryName: '永康恒达炊具厂',
      type: 2,
      contact: '王红',
      phone: '13857966002',
      email: 'hengda@example.cn',
      country: 'China',
      province: 'Zhejiang',
      city: 'Yongkang',
      address: '五金城路 16 号',
      settlementMethod: 4,
      paymentMethod: 1,
      accountName: '永康恒达炊具厂',
      bank: '中国农业银行永康支行',
      cardNumber: '6228480321234567890',
      taxNum: '92330784MA2DEF5678',
      channel: 'Canton Fair',
      status: 1,
    },
    {
      id: DEMO_FACTORIES.brightway,
      factoryCode: 'SUP-BRIGHTWAY',
      factoryName: 'Shenzhen Brightway Plastics Co., Ltd.',
      type: 2,
      contact: 'Lucy Zhang',
      phone: '+86 755 2345 6789',
      email: 'lucy@brightway.example.com',
      country: 'China',
      province: 'Guangdong',
      city: 'Shenzhen',
      settlementMethod: 1,
      paymentMethod: 2,
      remark: 'Paused after the quality issue of March',
      status: 2,
    },
  ])
}

/**
 * Two sales plans for the Amazon US shop from Kaili: 20 boxes of 12 kettles waiting to be
 * confirmed, and lanterns the review sent back.
 */
export async function seedSalePlans(tx: Queryable, tenantId: string): Promise<void> {
  await insertDemoRows(tx, 'erp_sale_plan', tenantId, [
    {
      id: DEMO_SALE_PLAN.plan,
      planCode: 'SP-20261201-0001',
      planName: '春季水壶备货',
      platformId: PLAN_LINKS.platformAmazon,
      shopId: PLAN_LINKS.shopAmazonUs,
      factoryId: DEMO_FACTORIES.kaili,
      currencyCode: 'USD',
      settlementWay: 1,
      buildOrderDay: '2027-01-05',
      productionSample: '2027-01-15',
      goodsSample: '2027-02-01',
      deliveryTime: '2027-02-20',
      departureDay: '2027-03-01',
      status: 1,
      remark: 'Spring sale restock',
    },
    {
      id: DEMO_SALE_PLAN.rejectedPlan,
      planCode: 'SP-20261201-0002',
      planName: '露营灯夏季计划',
      platformId: PLAN_LINKS.platformAmazon,
      shopId: PLAN_LINKS.shopAmazonUs,
      factoryId: DEMO_FACTORIES.kaili,
      currencyCode: 'USD',
      settlementWay: 1,
      buildOrderDay: '2027-03-01',
      deliveryTime: '2027-04-10',
      status: 6,
      reviewRemark: '箱数过多，请减半后再提交',
    },
  ])
  await insertDemoRows(tx, 'erp_sale_plan_item', tenantId, [
    {
      id: DEMO_SALE_PLAN.kettleLine,
      planId: DEMO_SALE_PLAN.plan,
      productId: PLAN_LINKS.productKettle,
      fobPrice: '8.5000',
      boxRate: 12,
      boxNum: '20',
      quantity: 240,
      pinSpeed: '6.50',
      purchasedQuantity: 0,
    },
    {
      id: DEMO_SALE_PLAN.lanternLine,
      planId: DEMO_SALE_PLAN.rejectedPlan,
      productId: PLAN_LINKS.productLantern,
      fobPrice: '4.2000',
      boxRate: 24,
      boxNum: '40',
      quantity: 960,
      pinSpeed: '12.00',
      purchasedQuantity: 0,
    },
  ])
}

/**
 * The purchase chain's demo: an approved spring plan of 240 kettles of which a determined purchase
 * bought 120 from Kaili (its USD order approved at 7.1 into CNY, waiting for its quality check, for
 * the Los Angeles warehouse, its lot checked and passed), an approved Hengda order awaiting its check, a draft purchase of frying pans from Hengda, and a pending CNY order.
 */
export async function seedPurchases(tx: Queryable, tenantId: string): Promise<void> {
  const D = DEMO_PURCHASE
  await insertDemoRows(tx, 'erp_sale_plan', tenantId, [
    {
      id: D.plan,
      planCode: 'SP-20261201-0003',
      planName: '水壶秋季备货',
      platformId: PLAN_LINKS.platformAmazon,
      shopId: PLAN_LINKS.shopAmazonUs,
      factoryId: DEMO_FACTORIES.kaili,
      currencyCode: 'USD',
      settlementWay: 1,
      buildOrderDay: '2027-01-10',
      deliveryTime: '2027-03-01',
      status: 4,
    },
  ])
  await insertDemoRows(tx, 'erp_sale_plan_item', tenantId, [
    {
      id: D.planLine,
      planId: D.plan,
      productId: D.kettle,
      fobPrice: '8.5000',
      boxRate: 12,
      boxNum: '20',
      quantity: 240,
      pinSpeed: '6.50',
      purchasedQuantity: 120,
    },
  ])
  await insertDemoRows(tx, 'erp_purchase', tenantId, [
    {
      id: D.purchase,
      code: 'CG-20261201-0001',
      salePlanId: D.plan,
      storeId: D.storeLosAngeles,
      expectedDate: '2027-03-01',
      totalQuantity: 120,
      status: 3,
    },
    { id: D.draft, code: 'CG-20261201-0002', storeId: D.storeLosAngeles, totalQuantity: 100, status: 1 },
  ])
  await insertDemoRows(tx, 'erp_purchase_item', tenantId, [
    {
      id: D.purchaseLine,
      purchaseId: D.purchase,
      salePlanItemId: D.planLine,
      productId: D.kettle,
      factoryId: DEMO_FACTORIES.kaili,
      quantity: 120,
      price: '8.5000',
      currencyCode: 'USD',
      amount: '1020.0000',
      purchaseOrderId: D.kailiOrder,
    },
    {
      id: D.draftLine,
      purchaseId: D.draft,
      productId: D.pan,
      factoryId: DEMO_FACTORIES.hengda,
      quantity: 100,
      price: '58.0000',
      currencyCode: 'CNY',
      amount: '5800.0000',
    },
  ])
  const order = {
    factoryId: DEMO_FACTORIES.kaili,
    storeId: D.storeLosAngeles,
    settlementMethod: 3,
    paymentMethod: 1,
    progressStatus: 1,
    shippedQuantity: 0,
    receivedQuantity: 0,
  }
  await insertDemoRows(tx, 'erp_purchase_order', tenantId, [
    {
      ...order,
      id: D.kailiOrder,
      code: 'PO-20261201-0001',
      purchaseId: D.purchase,
      currencyCode: 'USD',
      exchangeRate: '7.100000',
      baseCurrency: 'CNY',
      totalQuantity: 120,
      amount: '1020.0000',
      expectedDate: '2027-03-01',
      status: 2,
      progressStatus: 2,
      // The shipping area's demo applications hold 100 of its 120 passed units (partially applied).
      shipApplyState: 2,
    },
    {
      ...order,
      id: D.checkOrder,
      code: 'PO-20261201-0003',
      factoryId: DEMO_FACTORIES.hengda,
      currencyCode: 'CNY',
      exchangeRate: '1.000000',
      baseCurrency: 'CNY',
      totalQuantity: 50,
      amount: '2900.0000',
      status: 2,
    },
    {
      ...order,
      id: D.pendingOrder,
      code: 'PO-20261201-0002',
      factoryId: DEMO_FACTORIES.hengda,
      currencyCode: 'CNY',
      exchangeRate: '1.000000',
      baseCurrency: 'CNY',
      settlementMethod: 4,
      totalQuantity: 100,
      amount: '5800.0000',
      status: 1,
    },
  ])
  const line = { shippedQuantity: 0, receivedQuantity: 0 }
  await insertDemoRows(tx, 'erp_purchase_order_item', tenantId, [
    {
      ...line,
      id: D.kailiOrderLine,
      purchaseOrderId: D.kailiOrder,
      purchaseItemId: D.purchaseLine,
      salePlanItemId: D.planLine,
      productId: D.kettle,
      quantity: 120,
      price: '8.5000',
      amount: '1020.0000',
    },
    {
      ...line,
      id: D.pendingOrderLine,
      purchaseOrderId: D.pendingOrder,
      productId: D.pan,
      quantity: 100,
      price: '58.0000',
      amount: '5800.0000',
    },
    {
      ...line,
      id: D.checkOrderLine,
      purchaseOrderId: D.checkOrder,
      productId: D.pan,
      quantity: 50,
      price: '58.0000',
      amount: '2900.0000',
    },
  ])
  await insertDemoRows(tx, 'erp_purchase_quality_check', tenantId, [
    {
      id: D.kailiCheck,
      purchaseOrderId: D.kailiOrder,
      lotNo: 'LOT-1',
      productId: D.kettle,
      sampledQuantity: 20,
      defectQuantity: 0,
      defectRate: '0.0000',
      result: 1,
      remark: 'AQL 2.5 passed',
    },
  ])
}
