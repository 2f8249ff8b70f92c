import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { STOCKTAKING_IDS } from '../wms/stocktaking-seed.ts'
import { DEMO_FACTORIES, DEMO_SALE_PLAN } from './seed-purchasing.ts'

// Issue 30: sales plans — their rules on save, the sale_plan approval and the trial costing.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const PLAN = '/api/erp/saleplan'

const call = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
  method === 'GET'
    ? t.call('GET', path, { token: admin, query: params as Record<string, string>, lang: 'en-US' })
    : t.call('POST', path, { token: admin, body: params, lang: 'en-US' })

const kettleLine = { productId: P.kettle, fobPrice: '8.5', boxRate: 12, boxNum: '20', pinSpeed: '6.5' }

/** A plan body for the Amazon US shop (which has a fee configuration) with the given changes. */
const planBody = (changes: Record<string, unknown> = {}) => ({
  planName: 'Test plan',
  platformId: S.amazon,
  shopId: S.shopAmazonUs,
  factoryId: DEMO_FACTORIES.kaili,
  currencyCode: 'USD',
  settlementWay: '1',
  buildOrderDay: '2027-01-05',
  productionSample: '2027-01-15',
  goodsSample: '2027-02-01',
  deliveryTime: '2027-02-20',
  departureDay: '2027-03-01',
  items: [kettleLine],
  ...changes,
})

/** Saves a plan and answers its id. */
async function savedPlan(changes: Record<string, unknown> = {}): Promise<string> {
  const r = await call('POST', `${PLAN}/save`, planBody(changes))
  expect(r.json.code, r.text).toBe(200)
  return String(r.json.data.id)
}

const planRow = async (id: string) =>
  (
    await t.root.query<{ status: number; reviewRemark: string | null; planCode: string }>(
      'SELECT status, review_remark, plan_code FROM erp_sale_plan WHERE id = $1',
      [id],
    )
  )[0]
const openTasks = (id: string) =>
  t.root.query<{ id: string }>(
    `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
      WHERE i.business_resource = 'erp/saleplan' AND i.business_id = $1 AND t.state = 'open' ORDER BY t.id`,
    [id],
  )

describe('saving a sales plan', () => {
  it('numbers a new plan, rounds a part box up and works out the quantity', async () => {
    const id = await savedPlan({ items: [{ ...kettleLine, boxNum: '2.5', purchasedQuantity: 99 }] })
    expect((await planRow(id))?.planCode).toMatch(/^SP-\d{8}-\d{4}$/)
    const [line] = await t.root.query<{ boxNum: string; quantity: number; purchasedQuantity: number }>(
      'SELECT box_num::text, quantity, purchased_quantity FROM erp_sale_plan_item WHERE plan_id = $1',
      [id],
    )
    expect(line).toEqual({ boxNum: '3.00', quantity: 36, purchasedQuantity: 0 })
  })

  it('refuses dates out of order, naming the field', async () => {
    const r = await call('POST', `${PLAN}/save`, planBody({ goodsSample: '2027-01-10' }))
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toBe('Invalid input: "Goods sample" must come after "Production sample"')
    const same = await call('POST', `${PLAN}/save`, planBody({ productionSample: null, departureDay: '2027-02-20' }))
    expect(same.json.msg).toBe('Invalid input: "Departure day" must come after "Factory date"')
  })

  it('checks the dates again when a plan is changed', async () => {
    const id = await savedPlan()
    const r = await call('POST', `${PLAN}/save`, planBody({ id, buildOrderDay: '2027-01-20' }))
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toBe('Invalid input: "Production sample" must come after "Build order day"')
  })

  it('refuses a line without a price or with no boxes, naming the line and the field', async () => {
    const noPrice = await call('POST', `${PLAN}/save`, planBody({ items: [{ ...kettleLine, fobPrice: '0' }] }))
    expect(noPrice.json.code).toBe(400)
    expect(noPrice.json.msg).toBe('Invalid input: Line 1: "FOB price" must be greater than 0')
    const noBoxes = await call(
      'POST',
      `${PLAN}/save`,
      planBody({ items: [kettleLine, { ...kettleLine, boxNum: undefined }] }),
    )
    expect(noBoxes.json.msg).toBe('Invalid input: Line 2: "Boxes" must be greater than 0')
    const noRate = await call('POST', `${PLAN}/save`, planBody({ items: [{ ...kettleLine, boxRate: 0 }] }))
    expect(noRate.json.msg).toBe('Invalid input: Line 1: "Units per box" must be greater than 0')
  })
})

describe('submitting a sales plan (start-sale)', () => {
  it('refuses a plan without products', async () => {
    const id = await savedPlan({ items: [] })
    const r = await call('POST', `${PLAN}/start-sale`, { ids: id })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toBe('Sales plan "Test plan" has no products and cannot be submitted')
    expect((await planRow(id))?.status).toBe(1)
  })

  it('refuses a plan whose shop has no fee configuration, naming the shop', async () => {
    const id = await savedPlan({ platformId: S.ebay, shopId: S.shopEbayUs })
    const r = await call('POST', `${PLAN}/start-sale`, { ids: id })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toBe(
      'Shop "eBay美国店" has no profit-and-loss (fee) configuration; the sales plan cannot be submitted',
    )
  })

  it('starts the sale_plan approval with the department leader, and approving it makes the plan approved', async () => {
    const id = await savedPlan()
    const r = await call('POST', `${PLAN}/start-sale`, { ids: id })
    expect(r.json.code, r.text).toBe(200)
    expect((await planRow(id))?.status).toBe(2)
    const [instance] = await t.root.query<{ flowCode: string; assignee: string }>(
      `SELECT i.flow_code, t.assignee::text FROM wf_instance i JOIN wf_task t ON t.instance_id = i.id AND t.tenant_id = i.tenant_id
        WHERE i.business_resource = 'erp/saleplan' AND i.business_id = $1 AND i.state = 'running'`,
      [id],
    )
    const [adminUser] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
    )
    expect(instance).toEqual({ flowCode: 'sale_plan', assignee: adminUser?.id })
    // Waiting for approval, it cannot be invalidated.
    const invalidate = await call('POST', `${PLAN}/updateStatus`, { ids: id, status: '7' })
    expect(invalidate.json.code).toBe(400)
    await decideApproval(t, admin, 'erp/saleplan', id)
    expect((await planRow(id))?.status).toBe(3)
  })

  it('a rejection sends the plan back with the approver comment, and it can be submitted again', async () => {
    const id = await savedPlan()
    await call('POST', `${PLAN}/start-sale`, { ids: id })
    await decideApproval(t, admin, 'erp/saleplan', id, { pass: false, comment: 'Too many boxes' })
    expect(await planRow(id)).toMatchObject({ status: 6, reviewRemark: 'Too many boxes' })
    const again = await call('POST', `${PLAN}/start-sale`, { ids: id })
    expect(again.json.code, again.text).toBe(200)
    expect(await planRow(id)).toMatchObject({ status: 2, reviewRemark: null })
  })

  it("complete-sale decides a plan's task and refuses a stock count's", async () => {
    const id = await savedPlan()
    await call('POST', `${PLAN}/start-sale`, { ids: id })
    const [task] = await openTasks(id)
    const done = await call('POST', `${PLAN}/complete-sale`, { taskId: task?.id, flag: 'ok', comment: 'Fine' })
    expect(done.json.code, done.text).toBe(200)
    expect(done.json.data.state).toBe('approved')
    expect((await planRow(id))?.status).toBe(3)

    // A started stock count (it froze no lines) submitted into its own approval.
    const count = STOCKTAKING_IDS.counting
    const submitted = await call('POST', '/api/ware/wstocktaking/updateStatus', { ids: count, status: '2' })
    expect(submitted.json.code, submitted.text).toBe(200)
    const [countTask] = await t.root.query<{ id: string }>(
      `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
        WHERE i.business_resource = 'ware/wstocktaking' AND i.business_id = $1 AND t.state = 'open'`,
      [count],
    )
    const refused = await call('POST', `${PLAN}/complete-sale`, { taskId: countTask?.id, flag: 'ok' })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toBe('This task is not an approval of a sales plan')
  })
})

describe('the plan lifecycle', () => {
  it('invalidates a plan waiting to be confirmed, and refuses a status no action declares', async () => {
    const id = await savedPlan()
    const wrong = await call('POST', `${PLAN}/updateStatus`, { ids: id, status: '5' })
    expect(wrong.json.code).toBe(400)
    const r = await call('POST', `${PLAN}/updateStatus`, { ids: id, status: '7' })
    expect(r.json.code, r.text).toBe(200)
    expect((await planRow(id))?.status).toBe(7)
    const submit = await call('POST', `${PLAN}/start-sale`, { ids: id })
    expect(submit.json.code).toBe(400)
  })
})

describe('plan hints', () => {
  it('flags a plan 25 days old and not approved, and one whose factory date is 10 days away or less', async () => {
    const id = await savedPlan()
    const hint = async () => (await call('GET', `${PLAN}/detail`, { id })).json.data.planHint
    expect(await hint()).toBeNull()
    await t.root.query(`UPDATE erp_sale_plan SET create_time = localtimestamp(0) - interval '26 days' WHERE id = $1`, [
      id,
    ])
    expect(await hint()).toBe('1')
    await t.root.query(
      `UPDATE erp_sale_plan SET delivery_time = current_date + 10, departure_day = current_date + 20 WHERE id = $1`,
      [id],
    )
    expect(await hint()).toBe('2')
    await call('POST', `${PLAN}/updateStatus`, { ids: id, status: '7' })
    expect(await hint()).toBeNull()
  })
})

describe('trial costing (saleplanitem/trial/cost)', () => {
  it("works out the demo plan's landed cost and margin exactly from the shop's fees", async () => {
    const r = await call('GET', '/api/erp/saleplanitem/trial/cost', {
      planId: DEMO_SALE_PLAN.plan,
      salePrice: '29.99',
    })
    expect(r.json.code, r.text).toBe(200)
    const data = r.json.data
    expect(data.currencyCode).toBe('USD')
    const [line] = data.lines
    // FOB 8.50 + first leg 1.20 + FBA 3.22 + FBA storage 0.87 + storage 0.45 + material 0.15 + safekeeping 0.10
    expect(line.unitLandedCost).toBe('14.49')
    expect(line.totalLandedCost).toBe('3477.60')
    // 29.99 × (0.15 commission + 0.08 advertising + 0.02 loss + 0 tax) = 4.4985 + 2.3992 + 0.5998 + 0
    expect(line.unitSaleCost).toBe('7.4975')
    expect(line.unitMargin).toBe('8.0025')
    expect(line.totalMargin).toBe('1920.60')
    expect(line.marginRate).toBe('0.2668')
    expect(line.terms.map((x: { key: string; amount: string }) => [x.key, x.amount])).toEqual([
      ['fobPrice', '8.50'],
      ['fcPrice', '1.20'],
      ['fbaShipPrice', '3.22'],
      ['fbaStoragePrice', '0.87'],
      ['storagePrice', '0.45'],
      ['incomingMaterial', '0.15'],
      ['safekeepingFee', '0.10'],
      ['comRatio', '4.4985'],
      ['advRatio', '2.3992'],
      ['saleLoss', '0.5998'],
      ['conTax', '0.00'],
    ])
    expect(line.terms[7].label).toBe('Commission ratio')
    expect(data.totalMargin).toBe('1920.60')
  })

  it('answers one line by id, the costs without a price, and refuses a call naming nothing', async () => {
    const r = await call('GET', '/api/erp/saleplanitem/trial/cost', { id: DEMO_SALE_PLAN.kettleLine })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.lines).toHaveLength(1)
    expect(r.json.data.lines[0]).toMatchObject({ unitLandedCost: '14.49', unitMargin: null, marginRate: null })
    expect(r.json.data.totalMargin).toBeNull()
    const none = await call('GET', '/api/erp/saleplanitem/trial/cost')
    expect(none.json.code).toBe(400)
  })

  it('costs a line the plan form has typed, before it is saved: quantity from whole boxes, the shop checked', async () => {
    const r = await call('GET', '/api/erp/saleplanitem/trial/cost', {
      shopId: S.shopAmazonUs,
      productId: P.kettle,
      fobPrice: '9',
      boxRate: '10',
      boxNum: '2.5',
      salePrice: '29.99',
    })
    expect(r.json.code, r.text).toBe(200)
    const [line] = r.json.data.lines
    // 3 whole boxes of 10; FOB 9 + the same 5.99 of per-unit fees as the demo line
    expect(line).toMatchObject({ quantity: 30, unitLandedCost: '14.99', totalLandedCost: '449.70' })
    expect(line.unitMargin).toBe('7.5025')
    expect(line.productName).toBeTruthy()
    const badPrice = await call('GET', '/api/erp/saleplanitem/trial/cost', { shopId: S.shopAmazonUs, fobPrice: '-1' })
    expect(badPrice.json.code).toBe(400)
    expect(badPrice.text).toContain('fobPrice')
    const noShop = await call('GET', '/api/erp/saleplanitem/trial/cost', { shopId: '1999999999999999999' })
    expect(noShop.json.code).toBe(404)
  })
})
