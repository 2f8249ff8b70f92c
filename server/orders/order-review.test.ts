import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DOCUMENT, ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { MOVEMENT, postStockMovements } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import {
  applyDividingRules,
  autoReviewOrders,
  checkOrderTransport,
  retryOutOfStock,
  reviewOrders,
} from './order-review.ts'
import { linesOutOfStep } from './order-test-helpers.ts'

// Issue 12, review: dividing rules (priority, every condition, the four modes), reservation through
// the ledger, out of stock and retried when stock arrives, holds that release, and refusals; the
// stock books balance after every test.
let t: TestApp
let actor: Actor
let db: Db
let token: string
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))
afterEach(async () => {
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const LA_A1 = '1000000000000005021'
const NJ_A1 = '1000000000000005025'
const { toAudit, freeze, discarded } = ORDER_STATUS

type Line = { productId: string; quantity: number; sysSku?: string; sellerSku?: string; weight?: string }
type NewOrder = {
  country?: string
  state?: string
  postal?: string
  shopId?: string
  platformId?: string
  addressType?: number
  leaveWord?: string
  total?: string
  weight?: string
  currency?: string
  storeId?: string
  transportId?: string
  status?: string
  lines: Line[]
}

let orders = 0
/** Inserts a sales order with its lines as intake leaves it (pending review unless told). */
async function makeOrder(o: NewOrder): Promise<string> {
  const id = nextId()
  await t.root.query(
    `INSERT INTO erp_order (id, tenant_id, code, shop_id, platform_id, address_country_code, address_state_or_region,
            address_postal_code, address_type, leave_word, order_total_money, total_weight, fob_currency, store_id,
            transport_id, status, total_quantity)
     VALUES ($1, '000000', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      `RV${++orders}${id.slice(-6)}`,
      o.shopId ?? DEMO.shopAmazonUs,
      o.platformId ?? null,
      o.country ?? 'US',
      o.state ?? 'CA',
      o.postal ?? '90001',
      o.addressType ?? null,
      o.leaveWord ?? null,
      o.total ?? '100.00',
      o.weight ?? null,
      o.currency ?? 'USD',
      o.storeId ?? null,
      o.transportId ?? null,
      Number(o.status ?? toAudit),
      o.lines.reduce((s, l) => s + l.quantity, 0),
    ],
  )
  for (const l of o.lines) {
    await t.root.query(
      `INSERT INTO erp_order_item (id, tenant_id, order_id, product_id, sys_sku, seller_sku, quantity, price, weight)
       VALUES ($1, '000000', $2, $3, $4, $5, $6, '10.00', $7)`,
      [nextId(), id, l.productId, l.sysSku ?? 'DEMO-KETTLE-17L', l.sellerSku ?? null, l.quantity, l.weight ?? null],
    )
  }
  return id
}

type Rule = {
  name: string
  priority: number
  mode?: number
  storeId?: string
  transportMode?: number
  check?: number
  auto?: number
  conditions: unknown[]
  actions?: unknown[]
  status?: number
}

/** Replaces the tenant's dividing rules with these (removed ones are ignored by the engine). */
async function useRules(rules: Rule[]): Promise<string[]> {
  await t.root.query(`UPDATE erp_base_order_rules SET is_deleted = 1 WHERE tenant_id = '000000'`)
  const ids: string[] = []
  for (const r of rules) {
    const id = nextId()
    ids.push(id)
    await t.root.query(
      `INSERT INTO erp_base_order_rules (id, tenant_id, rule_name, dividing_mode, store_id, transport_mode, priority,
              status, is_check_inventory, is_auto_review, conditions, actions)
       VALUES ($1, '000000', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        `${r.name}-${id.slice(-5)}`,
        r.mode ?? 1,
        r.storeId ?? null,
        r.transportMode ?? null,
        r.priority,
        r.status ?? 1,
        r.check ?? 0,
        r.auto ?? 0,
        JSON.stringify(r.conditions),
        JSON.stringify(r.actions ?? []),
      ],
    )
  }
  return ids
}

let lots = 0
/** Units arriving through the ledger (a receipt), each a lot of its own date. */
async function receive(storeId: string, positionId: string, productId: string, quantity: number) {
  const day = String(1 + (++lots % 27)).padStart(2, '0')
  await db.begin((tx) =>
    postStockMovements(tx, actor, [
      {
        storeId,
        positionId,
        productId,
        batchNo: `RV${lots}`,
        inboundDate: `2025-03-${day}`,
        quantity,
        movementType: MOVEMENT.receipt,
        unitCost: '5.0000',
        document: { type: 'test/receipt', id: nextId() },
      },
    ]),
  )
}

/** Available units of a product in a warehouse, outside defective zones. */
async function available(storeId: string, productId: string): Promise<number> {
  const [row] = await t.root.query<{ n: number }>(
    `SELECT coalesce(sum(available), 0)::int AS n FROM erp_store_product_inventory
      WHERE tenant_id = '000000' AND store_id = $1 AND product_id = $2`,
    [storeId, productId],
  )
  return row?.n ?? 0
}

async function orderRow(id: string) {
  const [row] = await t.root.query<{
    status: number
    storeId: string | null
    transportId: string | null
    ruleId: string | null
    ruleExplanation: string | null
    problemReason: string | null
    channel: string | null
    version: number
  }>(
    `SELECT status, store_id::text, transport_id::text, rule_id::text, rule_explanation, problem_reason, channel, version
       FROM erp_order WHERE tenant_id = '000000' AND id = $1`,
    [id],
  )
  if (!row) throw new Error(`no order ${id}`)
  return row
}

async function held(id: string): Promise<number> {
  const [row] = await t.root.query<{ n: number }>(
    `SELECT coalesce(sum(quantity), 0)::int AS n FROM erp_stock_reservation
      WHERE tenant_id = '000000' AND document_type = $1 AND document_id = $2 AND status = 1`,
    [ORDER_DOCUMENT, id],
  )
  return row?.n ?? 0
}

async function historyOf(id: string) {
  return t.root.query<{ action: string; content: string; fromStatus: number; toStatus: number }>(
    `SELECT action, content, from_status, to_status FROM erp_order_history WHERE tenant_id = '000000' AND order_id = $1
      ORDER BY id`,
    [id],
  )
}

const post = (path: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.call('POST', path, { token, body, lang })

describe('rules: priority and the recorded explanation', () => {
  it('gives the order to the matching rule of higher priority and says which conditions held', async () => {
    const [low, high] = await useRules([
      {
        name: 'Any US',
        priority: 20,
        storeId: W.storeNj,
        conditions: [{ field: 'countryCode', operator: 'eq', value: 'US' }],
      },
      {
        name: 'California',
        priority: 30,
        storeId: W.storeLa,
        conditions: [
          { field: 'countryCode', operator: 'eq', value: 'US' },
          { field: 'stateOrRegion', operator: 'in', value: ['CA', 'NV'] },
        ],
      },
    ])
    const id = await makeOrder({ lines: [{ productId: P.kettle, quantity: 1 }] })
    const { routings } = await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: true }))
    expect(routings[0]).toMatchObject({ rule: { id: high, priority: 30 }, storeId: W.storeLa })
    expect(routings[0]?.explanation).toMatch(
      /^Rule 'California-\d+' \(priority 30\): country US = US, state CA ∈ CA, NV; warehouse .+ \(fixed\)/,
    )
    // A tie goes to the older rule (lower id); a disabled rule never matches.
    await t.root.query(`UPDATE erp_base_order_rules SET priority = 30 WHERE id = $1`, [low])
    const tie = await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: true }))
    expect(tie.routings[0]?.rule?.id).toBe(low)
    await t.root.query(`UPDATE erp_base_order_rules SET status = 0 WHERE id = $1`, [low])
    const disabled = await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: true }))
    expect(disabled.routings[0]?.rule?.id).toBe(high)
    // Recorded (not a dry run): rule, why, warehouse, and a history row.
    await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: false }))
    expect(await orderRow(id)).toMatchObject({ ruleId: high, storeId: W.storeLa, status: 2 })
    expect((await orderRow(id)).ruleExplanation).toContain('California')
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['route'])
  })

  it('explains in the actor language', async () => {
    await useRules([
      {
        name: '日本',
        priority: 5,
        storeId: DEMO.storeTokyo,
        conditions: [{ field: 'countryCode', operator: 'eq', value: 'JP' }],
      },
    ])
    const id = await makeOrder({
      country: 'JP',
      state: 'Tokyo',
      postal: '100-0001',
      lines: [{ productId: P.kettle, quantity: 1 }],
    })
    const zh = await db.begin((tx) => applyDividingRules(tx, { ...actor, lang: 'zh' }, [id], { dryRun: true }))
    expect(zh.routings[0]?.explanation).toMatch(/^规则“日本-\d+”（优先级 5）：国家 JP = JP；?/)
    const ja = await db.begin((tx) => applyDividingRules(tx, { ...actor, lang: 'ja' }, [id], { dryRun: true }))
    expect(ja.routings[0]?.explanation).toContain('ルール「日本')
  })
})

describe('rules: each condition', () => {
  const cases: [string, unknown, Partial<NewOrder>, boolean][] = [
    ['shop', { field: 'shopId', operator: 'eq', value: DEMO.shopEbayUs }, { shopId: DEMO.shopEbayUs }, true],
    ['shop (other)', { field: 'shopId', operator: 'eq', value: DEMO.shopEbayUs }, {}, false],
    [
      'platform',
      { field: 'platformId', operator: 'in', value: ['1000000000000004001'] },
      { platformId: '1000000000000004001' },
      true,
    ],
    ['country', { field: 'countryCode', operator: 'ne', value: 'US' }, { country: 'CA' }, true],
    ['state', { field: 'stateOrRegion', operator: 'notIn', value: ['NY'] }, { state: 'CA' }, true],
    [
      'postal range',
      { field: 'postalCode', operator: 'between', value: ['90000', '90999'] },
      { postal: '90210-1234' },
      true,
    ],
    [
      'postal range (outside)',
      { field: 'postalCode', operator: 'between', value: ['90000', '90999'] },
      { postal: '91761' },
      false,
    ],
    ['postal prefix', { field: 'postalCode', operator: 'startsWith', value: '917' }, { postal: '91761' }, true],
    [
      'seller SKU',
      { field: 'sku', operator: 'eq', value: 'kettle-us-01' },
      { lines: [{ productId: P.kettle, quantity: 1, sellerSku: 'KETTLE-US-01' }] },
      true,
    ],
    [
      'system SKU',
      { field: 'sku', operator: 'contains', value: 'LANTERN' },
      { lines: [{ productId: P.lantern, quantity: 1, sysSku: 'DEMO-LANTERN' }] },
      true,
    ],
    ['no line has the SKU', { field: 'sku', operator: 'notIn', value: ['DEMO-KETTLE-17L'] }, {}, false],
    [
      'quantity',
      { field: 'quantity', operator: 'ge', value: 3 },
      {
        lines: [
          { productId: P.kettle, quantity: 2 },
          { productId: P.pan, quantity: 1 },
        ],
      },
      true,
    ],
    [
      'weight from the lines',
      { field: 'weight', operator: 'gt', value: 30 },
      { lines: [{ productId: P.kettle, quantity: 4, weight: '7.600' }] },
      true,
    ],
    [
      'weight (light)',
      { field: 'weight', operator: 'gt', value: 30 },
      { lines: [{ productId: P.kettle, quantity: 4, weight: '7.500' }] },
      false,
    ],
    [
      'amount between',
      { field: 'orderAmount', operator: 'between', value: ['100', '199.99'] },
      { total: '199.99' },
      true,
    ],
    ['amount', { field: 'orderAmount', operator: 'lt', value: '100' }, { total: '100.00' }, false],
    ['buyer message', { field: 'hasLeaveWord', operator: 'eq', value: true }, { leaveWord: 'Please gift wrap' }, true],
    ['no buyer message', { field: 'hasLeaveWord', operator: 'eq', value: true }, { leaveWord: '  ' }, false],
    ['address type', { field: 'addressType', operator: 'eq', value: '2' }, { addressType: 2 }, true],
    ['shop ship type', { field: 'shipType', operator: 'eq', value: 2 }, { shopId: DEMO.shopAmazonUs }, true],
  ]
  it.each(cases)('%s', async (_name, condition, order, matches) => {
    const [ruleId] = await useRules([{ name: 'Condition', priority: 1, storeId: W.storeLa, conditions: [condition] }])
    const id = await makeOrder({ lines: [{ productId: P.kettle, quantity: 1 }], ...order })
    const { routings } = await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: true }))
    expect(routings[0]?.rule?.id ?? null).toBe(matches ? ruleId : null)
  })

  it('refuses a rule whose items do not fit, naming the field and item, in the caller language', async () => {
    const base = { ruleName: `Bad ${nextId()}`, dividingMode: '1', storeId: W.storeLa, status: '1', actions: '[]' }
    const between = await post('/api/erp/baseorderrules/submit', {
      ...base,
      conditions: '[{"field":"postalCode","operator":"between","value":["90000"]}]',
    })
    expect(between.status).toBe(400)
    expect(between.json.msg).toContain('between needs [from, to]')
    const store = await post('/api/erp/baseorderrules/submit', {
      ...base,
      conditions: '[{"field":"countryCode","operator":"eq","value":"US"}]',
      actions: '[{"type":"assignStore","value":["1000000000000009999"]}]',
    })
    expect(store.status).toBe(400)
    expect(store.json.data.errors[0]).toMatchObject({ field: 'actions' })
    expect(store.json.msg).toContain('1000000000000009999')
    const good = await post('/api/erp/baseorderrules/submit', {
      ...base,
      conditions:
        '[{"field":"hasLeaveWord","operator":"eq","value":true},{"field":"postalCode","operator":"between","value":["90000","90999"]}]',
      actions: `[{"type":"markProblem","value":"Call the buyer"},{"type":"assignStore","value":["${W.storeLa}","${W.storeNj}"]}]`,
    })
    expect(good.status).toBe(200)
  })
})

describe('dividing modes', () => {
  it('by warehouse priority takes the first listed warehouse that has the stock', async () => {
    const product = P.lantern
    const inLa = await available(W.storeLa, product)
    await receive(W.storeNj, NJ_A1, product, inLa + 5)
    await useRules([
      {
        name: 'Priority',
        priority: 1,
        mode: 2,
        check: 1,
        conditions: [{ field: 'countryCode', operator: 'eq', value: 'US' }],
        actions: [{ type: 'assignStore', value: [W.storeLa, W.storeNj] }],
      },
    ])
    const id = await makeOrder({ lines: [{ productId: product, quantity: inLa + 1, sysSku: 'DEMO-LANTERN' }] })
    const { routings } = await db.begin((tx) => applyDividingRules(tx, actor, [id], { dryRun: true }))
    expect(routings[0]).toMatchObject({ storeId: W.storeNj })
    expect(routings[0]?.explanation).toContain('first by priority with stock')
  })

  it('nearest by postal code: the warehouse serving the code, else the nearest one', async () => {
    await useRules([
      { name: 'Nearest', priority: 1, mode: 3, conditions: [{ field: 'countryCode', operator: 'eq', value: 'US' }] },
    ])
    const west = await makeOrder({ postal: '90002', lines: [{ productId: P.kettle, quantity: 1 }] })
    const east = await makeOrder({ state: 'NY', postal: '07302', lines: [{ productId: P.kettle, quantity: 1 }] })
    const { routings } = await db.begin((tx) => applyDividingRules(tx, actor, [west, east], { dryRun: true }))
    expect(routings.find((r) => r.orderId === west)).toMatchObject({ storeId: W.storeLa })
    expect(routings.find((r) => r.orderId === west)?.explanation).toContain('serves postal code 90002')
    expect(routings.find((r) => r.orderId === east)).toMatchObject({ storeId: W.storeNj })
    expect(routings.find((r) => r.orderId === east)?.explanation).toContain('nearest to postal code 07302')
  })

  it('lowest freight from the freight rates, and by priority when none prices the order (saying so)', async () => {
    // The demo rates in force (status 1) price LA by UPS and NJ by FedEx for US; both cover "today" only in 2026.
    await t.root.query(
      `UPDATE erp_base_freight SET effective_date = '2000-01-01', expiry_date = NULL WHERE tenant_id = '000000'`,
    )
    await useRules([
      {
        name: 'Cheapest',
        priority: 1,
        mode: 4,
        conditions: [{ field: 'countryCode', operator: 'in', value: ['US', 'MX'] }],
        actions: [{ type: 'assignStore', value: [W.storeNj, W.storeLa] }],
      },
    ])
    // 2 kg: LA UPS 8.90 + 3 × 1.20 = 12.50 × 1.165 = 14.56; NJ FedEx 10.50 + 1 × 1.85 = 12.35 × 1.1525 = 14.23.
    const id = await makeOrder({ weight: '2.000', lines: [{ productId: P.kettle, quantity: 1 }] })
    const mx = await makeOrder({ country: 'MX', weight: '2.000', lines: [{ productId: P.kettle, quantity: 1 }] })
    const { routings } = await db.begin((tx) => applyDividingRules(tx, actor, [id, mx], { dryRun: true }))
    expect(routings[0]).toMatchObject({ storeId: W.storeNj, transportId: W.transportFedex })
    expect(routings[0]?.explanation).toContain('lowest freight 14.23 USD')
    expect(routings[1]).toMatchObject({ storeId: W.storeNj })
    expect(routings[1]?.explanation).toContain('no freight rate prices this order, by priority')
  })
})

describe('review: reservation, out of stock, holds', () => {
  it('reviews through the rules: reserves every line in the warehouse, records why; dry run said the same', async () => {
    await receive(W.storeLa, LA_A1, P.pan, 6)
    const [ruleId] = await useRules([
      {
        name: 'West',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
    ])
    const a = await makeOrder({ lines: [{ productId: P.pan, quantity: 2, sysSku: 'DEMO-PAN-28' }] })
    const b = await makeOrder({
      lines: [
        { productId: P.pan, quantity: 1, sysSku: 'DEMO-PAN-28' },
        { productId: P.pan, quantity: 1, sysSku: 'DEMO-PAN-28' },
      ],
    })
    const before = await available(W.storeLa, P.pan)
    const dry = await post('/api/erp/baseorderrules/dryRun', {
      ruleName: 'West trial',
      dividingMode: '1',
      storeId: W.storeLa,
      priority: 50,
      status: '1',
      conditions: '[{"field":"stateOrRegion","operator":"eq","value":"CA"}]',
      actions: '[]',
    })
    expect(dry.status).toBe(200)
    const mine = dry.json.data.matched.filter((m: { orderId: string }) => m.orderId === a || m.orderId === b)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ storeId: W.storeLa, storeName: expect.any(String) })
    const r = await post('/api/erp/order/orderConfirm', { ids: [a, b] })
    expect(r.json.data).toMatchObject({ reviewed: [a, b].sort(), failed: [] })
    expect(r.json.data.done.sort()).toEqual([a, b].sort())
    expect(await orderRow(a)).toMatchObject({ status: 3, storeId: W.storeLa, ruleId })
    expect(await held(a)).toBe(2)
    expect(await held(b)).toBe(2)
    expect(await available(W.storeLa, P.pan)).toBe(before - 4)
    expect((await historyOf(a)).at(-1)).toMatchObject({ action: 'review', fromStatus: 2, toStatus: 3 })
    const records = await t.root.query(
      `SELECT action, from_status, to_status FROM blade_record_history WHERE record_id = $1 AND resource = 'erp/order'`,
      [a],
    )
    expect(records).toEqual([{ action: 'review', fromStatus: '2', toStatus: '3' }])
  })

  it('a dry run writes nothing', async () => {
    await useRules([])
    const id = await makeOrder({ lines: [{ productId: P.kettle, quantity: 1 }] })
    const count = async () =>
      (
        await t.root.query<{ n: string }>(
          `SELECT (SELECT sum(version) FROM erp_order) + (SELECT count(*) FROM erp_order_history)
                + (SELECT count(*) FROM blade_record_history) + (SELECT count(*) FROM erp_base_order_rules) AS n`,
        )
      )[0]?.n
    const before = await count()
    const r = await post('/api/erp/baseorderrules/dryRun', {
      ruleName: 'Trial',
      dividingMode: '2',
      isCheckInventory: 1,
      conditions: '[{"field":"countryCode","operator":"eq","value":"US"}]',
    })
    expect(r.status).toBe(200)
    expect(r.json.data.matched.some((m: { orderId: string }) => m.orderId === id)).toBe(true)
    expect(r.json.data.total).toBeGreaterThan(0)
    expect(await count()).toBe(before)
    const bad = await post('/api/erp/baseorderrules/dryRun', { ruleName: 'Trial', dividingMode: '1', conditions: '[]' })
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toMatch(/storeId|At least one condition|Warehouse/)
  })

  it('without enough stock the order waits out of stock naming the SKU, and is reviewed when stock arrives', async () => {
    const product = P.filter
    await useRules([
      {
        name: 'NJ',
        priority: 9,
        storeId: W.storeNj,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'NJ' }],
      },
    ])
    const have = await available(W.storeNj, product)
    const id = await makeOrder({
      state: 'NJ',
      lines: [{ productId: product, quantity: have + 3, sysSku: 'DEMO-KETTLE-FILTER' }],
    })
    const r = await db.begin((tx) => reviewOrders(tx, actor, [id]))
    expect(r).toMatchObject({ reviewed: [], outOfStock: [id], failed: [] })
    expect(await orderRow(id)).toMatchObject({ status: 7, storeId: W.storeNj })
    expect((await historyOf(id)).at(-1)?.content).toContain(`DEMO-KETTLE-FILTER (needs ${have + 3}, ${have} available)`)
    expect(await held(id)).toBe(0)
    // Some arrive, not enough: the order stays as it was, with no new history.
    await receive(W.storeNj, NJ_A1, product, 1)
    expect(await orderRow(id)).toMatchObject({ status: 7 })
    const rows = (await historyOf(id)).length
    // The rest arrive through the ledger: the order is reviewed in the same transaction.
    await receive(W.storeNj, NJ_A1, product, 2)
    expect(await orderRow(id)).toMatchObject({ status: 3 })
    expect(await held(id)).toBe(have + 3)
    expect(await historyOf(id)).toHaveLength(rows + 1)
    // Nothing waits: a retry finds nothing.
    expect(
      await db.begin((tx) => retryOutOfStock(tx, actor, { storeId: W.storeNj, productIds: [product] })),
    ).toMatchObject({
      reviewed: [],
    })
  })

  it("a rule's freeze or markProblem happens instead of the review; no warehouse is refused", async () => {
    await useRules([
      {
        name: 'Message',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'hasLeaveWord', operator: 'eq', value: true }],
        actions: [{ type: 'markProblem', value: 'Read the buyer message' }],
      },
      {
        name: 'Canada',
        priority: 8,
        storeId: W.storeLa,
        conditions: [{ field: 'countryCode', operator: 'eq', value: 'CA' }],
        actions: [{ type: 'freeze', value: 'Customs check' }],
      },
    ])
    const problem = await makeOrder({ leaveWord: 'Leave at door', lines: [{ productId: P.kettle, quantity: 1 }] })
    const frozen = await makeOrder({ country: 'CA', lines: [{ productId: P.kettle, quantity: 1 }] })
    const nowhere = await makeOrder({ country: 'DE', lines: [{ productId: P.kettle, quantity: 1 }] })
    const r = await db.begin((tx) => reviewOrders(tx, actor, [problem, frozen, nowhere]))
    expect(r.held.sort()).toEqual([problem, frozen].sort())
    expect(r.failed).toEqual([
      { id: nowhere, code: 'NO_WAREHOUSE', reason: expect.stringContaining('has no warehouse') },
    ])
    expect(await orderRow(problem)).toMatchObject({ status: 9, problemReason: 'Read the buyer message' })
    expect(await orderRow(frozen)).toMatchObject({ status: 6 })
    expect(await orderRow(nowhere)).toMatchObject({ status: 2, version: 1 })
    expect(await held(problem)).toBe(0)
  })

  it('auto review reviews what its rule reviews automatically and routes the rest', async () => {
    await receive(W.storeLa, LA_A1, P.kettle, 4)
    const [auto, manual] = await useRules([
      {
        name: 'Auto',
        priority: 9,
        storeId: W.storeLa,
        auto: 1,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
      {
        name: 'Manual',
        priority: 8,
        storeId: W.storeNj,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'NJ' }],
      },
    ])
    const a = await makeOrder({ lines: [{ productId: P.kettle, quantity: 1 }] })
    const b = await makeOrder({ state: 'NJ', lines: [{ productId: P.kettle, quantity: 1 }] })
    const r = await db.begin((tx) => autoReviewOrders(tx, actor, [a, b]))
    expect(r).toMatchObject({ reviewed: [a], pending: [b] })
    expect(await orderRow(a)).toMatchObject({ status: 3, ruleId: auto })
    expect(await orderRow(b)).toMatchObject({ status: 2, ruleId: manual, storeId: W.storeNj })
    expect((await orderRow(b)).ruleExplanation).toContain('waits for a review')
  })

  it('freeze, void and back to review release what the order holds; unfreeze returns it to review', async () => {
    await receive(W.storeLa, LA_A1, P.kettle, 9)
    await useRules([
      {
        name: 'West',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
    ])
    const ids = [
      await makeOrder({ lines: [{ productId: P.kettle, quantity: 1 }] }),
      await makeOrder({ lines: [{ productId: P.kettle, quantity: 2 }] }),
      await makeOrder({ lines: [{ productId: P.kettle, quantity: 3 }] }),
    ]
    const [f, v, b] = ids as [string, string, string]
    await post('/api/erp/order/orderConfirm', { ids })
    for (const id of ids) expect(await orderRow(id)).toMatchObject({ status: 3 })
    const before = await available(W.storeLa, P.kettle)
    expect((await post('/api/erp/order/freeze', { ids: [f], remark: 'Hold' })).json.data).toEqual({
      done: [f],
      failed: [],
    })
    expect(await orderRow(f)).toMatchObject({ status: 6 })
    expect((await post('/api/erp/order/invalid', { ids: [v] })).json.data).toEqual({ done: [v], failed: [] })
    expect(await orderRow(v)).toMatchObject({ status: 10 })
    const back = await post('/api/erp/order/turnToReview', { ids: [b] })
    expect(back.json.data).toMatchObject({ done: [b], failed: [], review: { pending: [b] } })
    expect(await orderRow(b)).toMatchObject({ status: 2 })
    for (const id of ids) expect(await held(id)).toBe(0)
    expect(await available(W.storeLa, P.kettle)).toBe(before + 6)
    expect((await historyOf(f)).at(-1)?.content).toContain('released 1 reserved units')
    const un = await post('/api/erp/order/unfreeze', { ids: [f] })
    expect(un.json.data.done).toEqual([f])
    expect(await orderRow(f)).toMatchObject({ status: 2 })
    const problem = await post('/api/erp/order/markProblem', { ids: [f], problemReason: 'Wrong address' })
    expect(problem.json.data.done).toEqual([f])
    expect(await orderRow(f)).toMatchObject({ status: 9, problemReason: 'Wrong address' })
  })

  it('refuses a disallowed step naming the status, and one refusal never blocks the others', async () => {
    await useRules([
      {
        name: 'West',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
    ])
    const line = [{ productId: P.kettle, quantity: 1 }]
    const { stockout, issue } = ORDER_STATUS
    // Each step: one order in a status it refuses (named in the reason), one it accepts, in one batch.
    const steps: [string, Record<string, unknown>, string, string, string][] = [
      ['orderConfirm', {}, discarded, toAudit, 'Discarded'],
      ['freeze', {}, discarded, toAudit, 'Discarded'],
      ['unfreeze', {}, toAudit, freeze, 'Pending review'],
      ['markProblem', { problemReason: 'x' }, freeze, toAudit, 'Frozen'],
      ['invalid', {}, discarded, issue, 'Discarded'],
      ['turnToReview', {}, toAudit, stockout, 'Pending review'],
      ['updateChannel', { channel: 'LA-UPS' }, discarded, toAudit, 'Discarded'],
      ['updateWareAndTransport', { storeId: W.storeLa }, discarded, toAudit, 'Discarded'],
    ]
    for (const [path, input, refusedIn, acceptedIn, words] of steps) {
      const refused = await makeOrder({ status: refusedIn, lines: line })
      const accepted = await makeOrder({ status: acceptedIn, lines: line })
      const r = await post(`/api/erp/order/${path}`, { ids: [refused, accepted], ...input })
      expect(r.status, path).toBe(200)
      expect(r.json.data.done, path).toEqual([accepted])
      expect(r.json.data.failed, path).toMatchObject([{ id: refused, code: 'INVALID_STATE' }])
      expect(r.json.data.failed[0].reason, path).toContain(words)
      expect((await orderRow(refused)).version, path).toBe(1)
    }
    const voided = await makeOrder({ status: discarded, lines: line })
    const pending = await makeOrder({ status: toAudit, lines: line })
    const single = await t.call('GET', '/api/erp/order/updateOrderAllocation', {
      token,
      query: { orderId: voided },
      lang: 'en-US',
    })
    expect(single.status).toBe(400)
    expect(single.json.msg).toContain('Discarded')
    const bad = await post('/api/erp/order/updateWareAndTransport', { ids: [pending], storeId: '1000000000000009999' })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors[0]).toMatchObject({ field: 'storeId' })
  })

  it('changes warehouse of a reviewed order by hand or by the rules again, reserving again', async () => {
    await receive(W.storeLa, LA_A1, P.pan, 3)
    await receive(W.storeNj, NJ_A1, P.pan, 3)
    const [west, east] = await useRules([
      {
        name: 'West',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
      {
        name: 'East',
        priority: 10,
        status: 0,
        storeId: W.storeNj,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
    ])
    const id = await makeOrder({ lines: [{ productId: P.pan, quantity: 2, sysSku: 'DEMO-PAN-28' }] })
    await db.begin((tx) => reviewOrders(tx, actor, [id]))
    expect(await orderRow(id)).toMatchObject({ status: 3, storeId: W.storeLa, ruleId: west })
    const byHand = await post('/api/erp/order/updateWareAndTransport', {
      ids: [id],
      storeId: W.storeNj,
      transportId: W.transportFedex,
    })
    expect(byHand.json.data).toEqual({ done: [id], failed: [] })
    expect(await orderRow(id)).toMatchObject({
      status: 3,
      storeId: W.storeNj,
      transportId: W.transportFedex,
      ruleId: null,
    })
    const inNj = await t.root.query(
      `SELECT DISTINCT store_id::text FROM erp_stock_reservation WHERE document_id = $1 AND status = 1`,
      [id],
    )
    expect(inNj).toEqual([{ storeId: W.storeNj }])
    // The rules again: West routes it back to LA and it reserves there.
    const again = await t.call('GET', '/api/erp/order/updateOrderAllocation', {
      token,
      query: { orderId: id },
      lang: 'en-US',
    })
    expect(again.status).toBe(200)
    expect(again.json.data).toMatchObject({ storeId: W.storeLa, rule: { id: west } })
    expect(await orderRow(id)).toMatchObject({ status: 3, storeId: W.storeLa, ruleId: west })
    expect(await held(id)).toBe(2)
    await t.root.query(`UPDATE erp_base_order_rules SET status = 1 WHERE id = $1`, [east])
  })

  it("checks that each order's transport serves its warehouse", async () => {
    const fine = await makeOrder({
      storeId: W.storeLa,
      transportId: W.transportUps,
      lines: [{ productId: P.kettle, quantity: 1 }],
    })
    const wrong = await makeOrder({
      storeId: DEMO.storeTokyo,
      transportId: W.transportUps,
      lines: [{ productId: P.kettle, quantity: 1 }],
    })
    const none = await makeOrder({ storeId: W.storeLa, lines: [{ productId: P.kettle, quantity: 1 }] })
    const r = await db.begin((tx) => checkOrderTransport(tx, actor, [fine, wrong, none]))
    expect(r.fine).toEqual([fine])
    expect(r.mismatched.find((m) => m.id === wrong)?.reason).toMatch(/UPS Ground does not serve warehouse/)
    expect(r.mismatched.find((m) => m.id === none)?.reason).toContain('has no transport')
    const call = await t.call('GET', '/api/erp/order/checkOrderTransport', {
      token,
      query: { ids: `${fine},${wrong}` },
    })
    expect(call.json.data.mismatched).toHaveLength(1)
    const channel = await post('/api/erp/order/updateChannel', { ids: [fine], channel: 'LA-UPS' })
    expect(channel.json.data.done).toEqual([fine])
    expect(await orderRow(fine)).toMatchObject({ channel: 'LA-UPS' })
    const distributed = await post('/api/erp/order/distributeOrder', { ids: [fine, '1000000000000009998'] })
    expect(distributed.json.data.failed).toMatchObject([{ id: '1000000000000009998', code: 'NOT_FOUND' }])
    expect(distributed.json.data.routings).toHaveLength(1)
  })

  it('reviews a large batch as one: each order all or nothing', async () => {
    await useRules([
      {
        name: 'West',
        priority: 9,
        storeId: W.storeLa,
        conditions: [{ field: 'stateOrRegion', operator: 'eq', value: 'CA' }],
      },
    ])
    await receive(W.storeLa, LA_A1, P.lantern, 30)
    const have = await available(W.storeLa, P.lantern)
    const ids: string[] = []
    // Each takes 2 lanterns and 1 pan-less line; the last ones find the lanterns gone.
    for (let i = 0; i < Math.floor(have / 2) + 2; i++)
      ids.push(await makeOrder({ lines: [{ productId: P.lantern, quantity: 2, sysSku: 'DEMO-LANTERN' }] }))
    const r = await db.begin((tx) => reviewOrders(tx, actor, ids))
    expect(r.reviewed).toHaveLength(Math.floor(have / 2))
    expect(r.outOfStock).toHaveLength(ids.length - Math.floor(have / 2))
    // Oldest first: the reviewed ones are the first created.
    expect(r.reviewed).toEqual(ids.slice(0, r.reviewed.length))
    for (const id of r.outOfStock) expect(await held(id)).toBe(0)
    expect(await available(W.storeLa, P.lantern)).toBe(have % 2)
  })
})
