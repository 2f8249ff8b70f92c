import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOOR_PATHS, type FloorCommand, type PushResponse } from '#sync/floor/floor-protocol.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { selfScopedUser } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 26, finding 2, on the floor: a device is registered only for a warehouse the user's data
// scope shows, and a pushed command naming a record outside the scope (an inbound order, a putaway
// task, the device's or the command's warehouse) is rejected with its reason, stock unchanged.
let t: TestApp
let admin: string
const TENANT = '000000'
const A1 = '1000000000000005021'

beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

/** A user with every grant of the administrator's role and a "self only" data scope on each of `codes`. */
const scopedUser = async (account: string, roleId: number, codes: readonly string[]) =>
  (await selfScopedUser(t, account, roleId, codes)).token

const post = (path: string, body: unknown, token: string) => t.call('POST', path, { token, body, lang: 'en-US' })

function command(seq: number, name: FloorCommand['name'], args: Record<string, unknown>): FloorCommand {
  return { seq, name, args: { opId: randomUUID(), ...args }, at: new Date().toISOString() }
}

async function push(deviceId: string, commands: FloorCommand[], token: string): Promise<PushResponse> {
  const r = await post(FLOOR_PATHS.push, { deviceId, commands }, token)
  expect(r.json?.code, r.text).toBe(200)
  return r.json.data
}

/** An inbound order of Los Angeles made by the administrator, in transit, of ten filters. */
async function adminInbound(code: string) {
  const r = await post(
    '/api/ware/winboundorder/submit',
    { code, storeId: W.storeLa, status: 100, items: [{ productId: P.filter, plannedQuantity: 10 }] },
    admin,
  )
  expect(r.json.code, r.text).toBe(200)
  const [line] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0`,
    [r.json.data.id],
  )
  return { id: String(r.json.data.id), lineId: line?.id as string }
}

/** What the books hold: on hand of the filter in Los Angeles, and the ledger rows of a document. */
async function books(documentId: string) {
  const [row] = await t.root.query<{ onHand: number; rows: number }>(
    `SELECT (SELECT coalesce(sum(on_hand), 0)::int FROM erp_store_product_inventory
              WHERE tenant_id = $1 AND store_id = $2 AND product_id = $3) AS on_hand,
            (SELECT count(*)::int FROM erp_store_product_inventory_log WHERE tenant_id = $1 AND document_id = $4) AS rows`,
    [TENANT, W.storeLa, P.filter, documentId],
  )
  return row
}

describe('finding 2: data scopes hold for floor devices and commands', () => {
  it('registers no device for a warehouse outside the scope, and rejects commands on its records', async () => {
    const token = await scopedUser('floorwarehouses', 98000, ['basestore_view'])
    const refused = await post(FLOOR_PATHS.register, { deviceId: randomUUID(), storeId: W.storeLa }, token)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.data.errors[0].field).toBe('storeId')
    const pulled = await t.call('GET', FLOOR_PATHS.pull, {
      token,
      query: { deviceId: randomUUID(), storeId: W.storeLa },
    })
    expect(pulled.status).toBe(400)
    // A device without a warehouse still cannot work on the warehouse's records.
    const deviceId = randomUUID()
    expect((await post(FLOOR_PATHS.register, { deviceId }, token)).json.code).toBe(200)
    const order = await adminInbound('IN-SCOPE-W1')
    const before = await books(order.id)
    const r = await push(
      deviceId,
      [
        command(1, 'receiveLine', { inboundOrderId: order.id, lineId: order.lineId, quantity: 4 }),
        command(2, 'putAway', { storeId: W.storeLa, productId: P.filter, positionId: A1, quantity: 1 }),
        command(3, 'finishTask', { kind: 'receiving', id: order.id }),
      ],
      token,
    )
    expect(r.lastSeq).toBe(3)
    for (const outcome of r.outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: 'The record does not exist or was removed' })
      expect(outcome.hint).toBeTruthy()
    }
    expect(await books(order.id)).toEqual(before)
    const [stored] = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM floor_command WHERE tenant_id = $1 AND device_id = $2 AND status = 2`,
      [TENANT, deviceId],
    )
    expect(stored?.n).toBe(3)
  })

  it('rejects a command from a device whose warehouse left the scope, naming the warehouse', async () => {
    const token = await scopedUser('floorleft', 98500, ['basestore_view'])
    const deviceId = randomUUID()
    // Registered before the scope was narrowed.
    await t.root.query(
      `INSERT INTO floor_device (id, tenant_id, device_id, user_id, store_id, create_user, update_user)
       VALUES (8800000000000000001, $1, $2, $3, $4, $3, $3)`,
      [TENANT, deviceId, 98503, W.storeLa],
    )
    const order = await adminInbound('IN-SCOPE-W2')
    const before = await books(order.id)
    const r = await push(
      deviceId,
      [command(1, 'receiveLine', { inboundOrderId: order.id, lineId: order.lineId, quantity: 2 })],
      token,
    )
    expect(r.outcomes[0]).toMatchObject({
      status: 'rejected',
      reason: 'Warehouse LA-01 is not among the warehouses you may work in',
    })
    expect(r.outcomes[0]?.hint).toContain('Choose one of your warehouses')
    expect(await books(order.id)).toEqual(before)
  })

  it('rejects receiving, putting away and finishing a hidden inbound order, stock unchanged', async () => {
    const token = await scopedUser('floorinbound', 99000, ['winboundorder_view', 'winboundshelves_view'])
    const deviceId = randomUUID()
    const registered = await post(FLOOR_PATHS.register, { deviceId, storeId: W.storeLa }, token)
    expect(registered.json.code, registered.text).toBe(200)
    const order = await adminInbound('IN-SCOPE-1')
    // Six received by the administrator: a putaway task the user's scope hides too.
    const received = await post(
      '/api/ware/winboundorder/accept',
      { id: order.id, items: [{ id: order.lineId, receivedQuantity: 6 }] },
      admin,
    )
    expect(received.json.code, received.text).toBe(200)
    const [task] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM ware_inbound_shelves WHERE inbound_order_id = $1 AND is_deleted = 0`,
      [order.id],
    )
    const before = await books(order.id)
    const r = await push(
      deviceId,
      [
        command(1, 'receiveLine', { inboundOrderId: order.id, lineId: order.lineId, quantity: 4 }),
        command(2, 'putAway', {
          storeId: W.storeLa,
          productId: P.filter,
          positionId: A1,
          quantity: 6,
          taskId: task?.id,
        }),
        command(3, 'finishTask', { kind: 'receiving', id: order.id }),
      ],
      token,
    )
    expect(r.outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(r.outcomes[0]?.reason).toBe('The record does not exist or was removed')
    expect(await books(order.id)).toEqual(before)
    const [state] = await t.root.query<{ status: number; receivedQuantity: number }>(
      `SELECT status, received_quantity FROM ware_inbound_order WHERE id = $1`,
      [order.id],
    )
    expect(state?.receivedQuantity).toBe(6)
    // The administrator's device, whose scope shows the order, receives the rest.
    const own = await push(
      randomUUID(),
      [command(1, 'receiveLine', { inboundOrderId: order.id, lineId: order.lineId, quantity: 4 })],
      admin,
    )
    expect(own.outcomes[0]?.status).toBe('applied')
  })
})
