import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { INBOUND_IDS as I } from '../wms/inbound-seed.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 10 §2: the ERP's address of inbound orders: the same records as the floor's, with fees,
// ticket codes, remarks and the third-party push recorded at any status, each as a declared action.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

describe('ERP inbound', () => {
  it('lists the floor’s inbound orders and counts them by status', async () => {
    const list = await get('/api/erp/inbound/list', { size: '50' })
    expect(list.json.data.records.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['IN-2026-0001', 'IN-2026-0002']),
    )
    const totals = await get('/api/erp/inbound/listTotal', { storeId: W.storeLa })
    expect(totals.json.data).toMatchObject({ total: 1, status: { 1: 1 }, pushStatus: { 1: 1 } })
  })

  it('records fees, ticket codes and remarks at any status, with history', async () => {
    await post('/api/ware/winboundorder/accept', {
      id: I.orderLa,
      items: [{ id: I.lineLaKettle, receivedQuantity: 1 }],
    })
    const fee = await post('/api/erp/inbound/updateRealFee', { id: I.orderLa, realFee: '320.50', feeCurrency: 'usd' })
    expect(fee.json.code, fee.text).toBe(200)
    const badCurrency = await post('/api/erp/inbound/updateRealFee', {
      id: I.orderLa,
      realFee: '1',
      feeCurrency: 'XXX',
    })
    expect(badCurrency.json.code).toBe(400)
    expect((await post('/api/erp/inbound/updateTicketCode', { id: I.orderLa, ticketCode: 'TK-1' })).json.code).toBe(200)
    expect((await post('/api/erp/inbound/remark', { id: I.orderLa, remark: 'Dented box' })).json.code).toBe(200)
    const detail = (await get('/api/erp/inbound/detail', { id: I.orderLa })).json.data
    expect(detail).toMatchObject({
      status: 2,
      realFee: '320.50',
      feeCurrency: 'USD',
      ticketCode: 'TK-1',
      remark: 'Dented box',
    })
    const history = await t.root.query<{ action: string }>(
      `SELECT action FROM blade_record_history WHERE record_id = $1 ORDER BY id`,
      [I.orderLa],
    )
    expect(history.map((h) => h.action)).toEqual(['accept', 'recordFee', 'recordTicketCode', 'remark'])
  })

  it('adds a line through the line’s rules, and marks complete without stock', async () => {
    const line = await post('/api/erp/inbound/saveItem', {
      inboundOrderId: I.orderNj,
      productId: P.pan,
      plannedQuantity: 2,
    })
    expect(line.json.code, line.text).toBe(200)
    expect((await get('/api/erp/inbound/detail', { id: I.orderNj })).json.data.plannedQuantity).toBe(7)
    const incomplete = await post('/api/erp/inbound/saveItem', { inboundOrderId: I.orderNj })
    expect(incomplete.json.code).toBe(400)
    const done = await post('/api/erp/inbound/updateStatus', { ids: I.orderNj, status: '100' })
    expect(done.json.code, done.text).toBe(200)
    const late = await post('/api/erp/inbound/saveItem', {
      inboundOrderId: I.orderNj,
      productId: P.pan,
      plannedQuantity: 1,
    })
    expect(late.json.code).toBe(400)
  })

  it('queues a push only for a warehouse run through a third-party system, once', async () => {
    const own = await post('/api/erp/inbound/pushThirdStore', { ids: I.orderLa })
    expect(own.json.code).toBe(400)
    expect(own.json.msg).toContain('not run through a third-party system')
    await t.root.query(`UPDATE erp_base_store SET operation_mode = 2, third_code = 'TP-1' WHERE id = $1`, [W.storeLa])
    const pushed = await post('/api/erp/inbound/pushThirdStore', { ids: I.orderLa })
    expect(pushed.json.code, pushed.text).toBe(200)
    expect((await get('/api/erp/inbound/detail', { id: I.orderLa })).json.data.pushStatus).toBe(2)
    const again = await post('/api/erp/inbound/pushThirdStore', { ids: I.orderLa })
    expect(again.json.code).toBe(400)
  })
})
