import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFloorCommand, emptyFloorView } from '#sync/floor/floor-mutators.ts'
import type { FbaTurnoverRow, FloorCommand, PullResponse, PushResponse } from '#sync/floor/floor-protocol.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_FBA_TURNOVER as D } from './fba-turnover-seed.ts'

// Issue 31: the floor packs an FBA turnover's boxes offline. The encasement command goes through
// the turnover's own encaseBox: a command sent again (the same sequence number, or the same
// operation under another one) makes its box once; the pull carries the allocated turnovers, and
// the device's mutator shows what the server's next pull will.
let t: TestApp
let clerk: string
beforeAll(async () => {
  t = await openTestApp()
  clerk = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
})
afterAll(() => t.close())

const asAdmin = async (path: string, body: unknown) => {
  const token = (await t.signIn()).access_token
  const r = await t.call('POST', path, { token, body, lang: 'en-US' })
  expect(r.json.code, r.text).toBe(200)
}

async function push(deviceId: string, commands: FloorCommand[]): Promise<PushResponse> {
  const r = await t.call('POST', '/api/floor/sync/push', { token: clerk, body: { deviceId, commands }, lang: 'en-US' })
  expect(r.json?.code, r.text).toBe(200)
  return r.json.data
}

async function pulled(deviceId: string, id: string): Promise<FbaTurnoverRow | undefined> {
  const query = { deviceId, storeId: DEMO.storeLosAngeles }
  const r = await t.call('GET', '/api/floor/sync/pull', { token: clerk, query })
  expect(r.json?.code, r.text).toBe(200)
  return (r.json.data as PullResponse).changes.fbaTurnovers.upserts.find((row) => row.id === id)
}

describe('the floor packs FBA turnover boxes', () => {
  it('makes a box once however often its encasement command arrives, and the device shows what the server holds', async () => {
    await asAdmin('/api/erp/fbaturnover/save', {
      storeId: DEMO.storeLosAngeles,
      shopId: DEMO.shopAmazonUs,
      centre: 'ONT8',
      shipmentId: 'FBA17FLOOR1',
      items: [{ productId: D.product, fnsku: 'X00FLOOR01', quantity: 6 }],
    })
    const [row] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_fba_turnover WHERE shipment_id = 'FBA17FLOOR1'`,
    )
    const id = row?.id as string
    await asAdmin('/api/erp/fbaturnover/updateStatus', { ids: [id], status: '1' })
    await asAdmin('/api/ware/wfbaturnover/allocation', { ids: [id] })

    const deviceId = randomUUID()
    const before = await pulled(deviceId, id)
    expect(before).toMatchObject({ code: expect.stringMatching(/^FZ-/), centre: 'ONT8', boxes: [] })
    const lineId = before?.lines[0]?.id as string
    const args = {
      opId: randomUUID(),
      turnoverId: id,
      length: 50,
      width: 40,
      height: 30.5,
      weight: 9.75,
      items: [{ lineId, quantity: 4 }],
    }
    const encase: FloorCommand = { seq: 1, name: 'encaseTurnoverBox', args, at: new Date().toISOString() }
    const first = await push(deviceId, [encase])
    expect(first.outcomes).toEqual([
      expect.objectContaining({
        seq: 1,
        status: 'applied',
        replayed: false,
        result: expect.objectContaining({ boxNo: 1, quantity: 4, packedQuantity: 4 }),
      }),
    ])
    for (const again of [await push(deviceId, [encase]), await push(deviceId, [encase])]) {
      expect(again.lastSeq).toBe(1)
      expect(again.outcomes).toEqual([{ ...first.outcomes[0], replayed: true }])
    }
    // The same operation queued again under the next number: the server answers the first box.
    const resent = await push(deviceId, [{ ...encase, seq: 2 }])
    expect(resent.outcomes[0]).toMatchObject({ status: 'applied', result: { boxNo: 1, replayed: true } })
    const boxes = await t.root.query<{ boxNo: number; quantity: number }>(
      `SELECT box_no, quantity FROM erp_fba_turnover_box WHERE turnover_id = $1 AND is_deleted = 0`,
      [id],
    )
    expect(boxes).toEqual([{ boxNo: 1, quantity: 4 }])

    // What the device showed at once is what the server's pull now brings.
    const view = emptyFloorView()
    view.fbaTurnovers.set(id, before as FbaTurnoverRow)
    const shown = applyFloorCommand(view, 'encaseTurnoverBox', args).fbaTurnovers.get(id)
    const after = await pulled(randomUUID(), id)
    expect(after).toEqual(shown)
    expect(after?.lines[0]).toMatchObject({ quantity: 6, packedQuantity: 4 })
    expect(after?.boxes).toEqual([
      { boxNo: 1, quantity: 4, length: '50.00', width: '40.00', height: '30.50', weight: '9.750' },
    ])

    // A box beyond what the turnover asks is rejected with the reason, and the sequence goes on.
    const over = await push(deviceId, [
      { ...encase, seq: 3, args: { ...args, opId: randomUUID(), items: [{ lineId, quantity: 3 }] } },
    ])
    expect(over.outcomes[0]).toMatchObject({ status: 'rejected', replayed: false })
    expect(over.outcomes[0]?.reason).toContain('7 packed would exceed the 6')
    expect(over.lastSeq).toBe(3)
  })
})
