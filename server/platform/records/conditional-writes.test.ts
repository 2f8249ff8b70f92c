import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorDevice } from '#sync/resources/floor/floor-device.resource.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor, selfScopedUser } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Db } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import {
  increment,
  insertRecords,
  removeRecordsBy,
  saveRecord,
  transactionTime,
  updateRecordsWhere,
  upsertRecords,
} from './records.ts'

// Issue 28, finding 1: the writes hand-written SQL still did on the floor and in the inventory —
// an update that decides a race in its WHERE, an insert that meets a unique key — as record writes.
let t: TestApp
let actor: Actor
let db: Db
let store: { id: string; position: string }
let product: string
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  const [position] = await t.root.query<{ id: string; storeId: string }>(
    `SELECT id::text, store_id::text FROM ware_base_store_position WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  store = { id: position?.storeId as string, position: position?.id as string }
  const [p] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM erp_base_product WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  product = p?.id as string
})
afterAll(() => t.close())

async function stored(table: string, id: string) {
  const [row] = await t.root.query(`SELECT * FROM ${table} WHERE id = $1`, [id])
  return row as Record<string, unknown>
}

/** A count with lines expecting these quantities; answers the lines' ids. */
async function lines(code: string, quantities: number[]): Promise<string[]> {
  return db.begin(async (tx) => {
    const parent = await saveRecord(tx, wStocktaking, { code, storeId: store.id, positionIds: store.position }, actor)
    return insertRecords(
      tx,
      wStocktakingItem,
      quantities.map((expectedQuantity) => ({
        stocktakingId: parent,
        positionId: store.position,
        productId: product,
        expectedQuantity,
        countedQuantity: 0,
      })),
      actor,
    )
  })
}

/** Counts units on lines while the count stays under what is expected (the floor's scan, as a record write). */
const countUnder = (ids: string[], n: number, who = actor, on = db) =>
  on.begin((tx) =>
    updateRecordsWhere(tx, wStocktakingItem, ids, { countedQuantity: increment(n) }, who, {
      where: (param) => `t.counted_quantity + ${param(n)} <= t.expected_quantity`,
      returning: ['countedQuantity', 'expectedQuantity'],
    }),
  )

describe('updateRecordsWhere: an update of the records that meet a condition', () => {
  it('writes only the records that meet it, answering them as stored after the write', async () => {
    const [a, b] = (await lines('COND-A', [3, 1])) as [string, string]
    const written = await countUnder([a, b], 2)
    expect(written).toEqual([{ id: a, countedQuantity: 2, expectedQuantity: 3 }])
    expect(await stored('ware_stocktaking_item', a)).toMatchObject({
      countedQuantity: 2,
      version: 2,
      updateUser: actor.session.userId,
    })
    expect(await stored('ware_stocktaking_item', b)).toMatchObject({ countedQuantity: 0, version: 1 })
    // The second scan would pass the line's quantity: nothing written, nothing answered.
    expect(await countUnder([a], 2)).toEqual([])
    expect(await stored('ware_stocktaking_item', a)).toMatchObject({ countedQuantity: 2, version: 2 })
  })

  it('passes the condition its values as parameters, never as text', async () => {
    const [a] = (await lines('COND-B', [5])) as [string]
    const remark = "it's; DROP TABLE x"
    const written = await db.begin((tx) =>
      updateRecordsWhere(tx, wStocktakingItem, [a], { remark }, actor, {
        where: (param) => `t.remark IS DISTINCT FROM ${param(remark)}`,
      }),
    )
    expect(written).toEqual([{ id: a }])
    expect(await stored('ware_stocktaking_item', a)).toMatchObject({ remark })
  })

  it('leaves a removed record and one outside the actor data scope unwritten', async () => {
    const [a, b] = (await lines('COND-C', [4, 4])) as [string, string]
    await db.begin((tx) => removeRecordsBy(tx, wStocktakingItem, 'id', [b], actor))
    expect(await countUnder([a, b], 1)).toEqual([{ id: a, countedQuantity: 1, expectedQuantity: 4 }])
    const { actor: scoped } = await selfScopedUser(t, 'cond_self', 990_301, [wStocktaking.permissions.view])
    const scopedDb = scopeToTenant(t.root, { tenantId: '000000', userId: scoped.session.userId })
    expect(await countUnder([a], 1, scoped, scopedDb)).toEqual([])
    expect(await stored('ware_stocktaking_item', a)).toMatchObject({ countedQuantity: 1 })
  })

  it('refuses a governed status, an undeclared column and an undeclared field to answer', async () => {
    const [a] = (await lines('COND-D', [1])) as [string]
    const where = () => 'true'
    await expect(
      db.begin((tx) => updateRecordsWhere(tx, wStocktaking, [a], { status: 3 }, actor, { where })),
    ).rejects.toThrow(/status is not a field a save may write/)
    await expect(
      db.begin((tx) => updateRecordsWhere(tx, wStocktakingItem, [a], { tenantId: 'x' }, actor, { where })),
    ).rejects.toThrow(/tenantId is not a field/)
    await expect(
      db.begin((tx) =>
        updateRecordsWhere(tx, wStocktakingItem, [a], { remark: 'r' }, actor, { where, returning: ['pdf'] }),
      ),
    ).rejects.toThrow(/pdf is not a declared field/)
  })
})

const device = (deviceId: string, name: string) => ({ deviceId, name, userId: actor.session.userId, pendingCount: 0 })

describe('upsertRecords: an insert that meets a unique key', () => {
  it('makes the records whose key is free and leaves one that holds it, answering what it made', async () => {
    const [first] = await db.begin((tx) =>
      upsertRecords(tx, floorDevice, [device('UPSERT-1', 'first')], actor, { key: 'deviceId' }),
    )
    expect(first).toMatchObject({ inserted: true })
    const again = await db.begin((tx) =>
      upsertRecords(tx, floorDevice, [device('UPSERT-1', 'second'), device('UPSERT-2', 'other')], actor, {
        key: 'deviceId',
      }),
    )
    expect(again).toHaveLength(1)
    expect(again[0]).toMatchObject({ inserted: true })
    expect(await stored('floor_device', first?.id as string)).toMatchObject({
      name: 'first',
      version: 1,
      createUser: actor.session.userId,
    })
  })

  it('with update, writes the fields named on the record that holds the key, bumping its version', async () => {
    const [made] = await db.begin((tx) =>
      upsertRecords(tx, floorDevice, [device('UPSERT-3', 'before')], actor, { key: 'deviceId' }),
    )
    const [written] = await db.begin((tx) =>
      upsertRecords(tx, floorDevice, [device('UPSERT-3', 'after')], actor, { key: 'deviceId', update: ['name'] }),
    )
    expect(written).toEqual({ id: made?.id, inserted: false })
    expect(await stored('floor_device', made?.id as string)).toMatchObject({ name: 'after', version: 2 })
  })

  it('checks links as an insert does, and refuses a key no declaration makes unique', async () => {
    await expect(
      db.begin((tx) =>
        upsertRecords(tx, floorDevice, [{ ...device('UPSERT-5', 'x'), storeId: '1' }], actor, { key: 'deviceId' }),
      ),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      db.begin((tx) => upsertRecords(tx, floorDevice, [device('UPSERT-6', 'x')], actor, { key: 'name' })),
    ).rejects.toThrow(/not a declared unique key/)
    await expect(
      db.begin((tx) =>
        upsertRecords(tx, floorDevice, [device('UPSERT-7', 'x')], actor, { key: 'deviceId', update: ['lastSeq'] }),
      ),
    ).rejects.toThrow(/lastSeq is not a field the rows give/)
  })
})

describe('transactionTime', () => {
  it('answers the time every statement of the transaction writes as now', async () => {
    const [same] = await db.begin(async (tx) => {
      const now = await transactionTime(tx)
      return tx.query<{ same: boolean }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') = $1 AS same`, [
        now,
      ])
    })
    expect(same?.same).toBe(true)
  })
})
