import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor, selfScopedUser } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Db } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import {
  copyRecord,
  increment,
  insertRecords,
  removeRecords,
  removeRecordsBy,
  restoreRecords,
  saveRecord,
  updateEach,
  updateRecords,
} from './records.ts'

// Issue 28, finding 1: the set-based writes hand-written code needs, with the rules a save keeps.
let t: TestApp
let actor: Actor
let db: Db
let store: { id: string; positions: string[] }
let products: string[]
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  const positions = await t.root.query<{ id: string; storeId: string }>(
    `SELECT id::text, store_id::text FROM ware_base_store_position
      WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY store_id, id`,
  )
  const storeId = positions[0]?.storeId as string
  store = { id: storeId, positions: positions.filter((p) => p.storeId === storeId).map((p) => p.id) }
  const rows = await t.root.query<{ id: string }>(
    `SELECT id::text FROM erp_base_product WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 2`,
  )
  products = rows.map((r) => r.id)
})
afterAll(() => t.close())

const count = (code: string, extra = {}) =>
  db.begin((tx) =>
    saveRecord(tx, wStocktaking, { code, storeId: store.id, positionIds: store.positions[0], ...extra }, actor),
  )

async function stored(table: string, id: string) {
  const [row] = await t.root.query(`SELECT * FROM ${table} WHERE id = $1`, [id])
  return row as Record<string, unknown>
}

describe('updateRecords: one UPDATE for many records', () => {
  it('sets the fields on every record, bumping each version and naming who', async () => {
    const a = await count('SET-A')
    const b = await count('SET-B')
    const n = await db.begin((tx) => updateRecords(tx, wStocktaking, [a, b], { remark: 'checked' }, actor))
    expect(n).toBe(2)
    for (const id of [a, b])
      expect(await stored('ware_stocktaking', id)).toMatchObject({
        remark: 'checked',
        version: 2,
        updateUser: actor.session.userId,
      })
  })

  it('refuses the batch when one id is not a live record (404, nothing written)', async () => {
    const a = await count('SET-C')
    await expect(
      db.begin((tx) => updateRecords(tx, wStocktaking, [a, '1'], { remark: 'x' }, actor)),
    ).rejects.toMatchObject({ status: 404 })
    expect(await stored('ware_stocktaking', a)).toMatchObject({ remark: null, version: 1 })
  })

  it('refuses a unique value another record holds, and one value for two records', async () => {
    const a = await count('SET-D')
    const b = await count('SET-E')
    await expect(
      db.begin((tx) => updateRecords(tx, wStocktaking, [a], { code: 'SET-E' }, actor)),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      db.begin((tx) => updateRecords(tx, wStocktaking, [a, b], { code: 'SET-F' }, actor)),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a link to a record that is not there', async () => {
    const a = await count('SET-G')
    await expect(db.begin((tx) => updateRecords(tx, wStocktaking, [a], { storeId: '1' }, actor))).rejects.toMatchObject(
      { status: 400 },
    )
  })

  it('never writes a status an action governs, nor an undeclared column', async () => {
    const a = await count('SET-H')
    await expect(db.begin((tx) => updateRecords(tx, wStocktaking, [a], { status: 100 }, actor))).rejects.toThrow(
      /status is not a field a save may write/,
    )
    await expect(db.begin((tx) => updateRecords(tx, wStocktaking, [a], { tenantId: 'x' }, actor))).rejects.toThrow(
      /tenantId is not a field/,
    )
    expect(await stored('ware_stocktaking', a)).toMatchObject({ status: 1, version: 1 })
  })

  it('does not find a record outside the actor data scope', async () => {
    const a = await count('SET-I')
    const { actor: scoped } = await selfScopedUser(t, 'set_self', 990_201, [wStocktaking.permissions.view])
    const scopedDb = scopeToTenant(t.root, { tenantId: '000000', userId: scoped.session.userId })
    await expect(
      scopedDb.begin((tx) => updateRecords(tx, wStocktaking, [a], { remark: 'hidden' }, scoped)),
    ).rejects.toMatchObject({ status: 404 })
  })
})

const linesOf = (parent: string, quantities: number[]) =>
  db.begin((tx) =>
    insertRecords(
      tx,
      wStocktakingItem,
      quantities.map((expectedQuantity, i) => ({
        stocktakingId: parent,
        positionId: store.positions[0],
        productId: products[i % products.length],
        expectedQuantity,
      })),
      actor,
    ),
  )

describe('increment: a running total moved in the statement', () => {
  it('adds to (or takes from) what each record holds, bumping its version', async () => {
    const [a, b] = await linesOf(await count('INC-A'), [3, 5])
    const ids = [a as string, b as string]
    expect(
      await db.begin((tx) => updateRecords(tx, wStocktakingItem, ids, { expectedQuantity: increment(2) }, actor)),
    ).toBe(2)
    await db.begin((tx) =>
      updateRecords(tx, wStocktakingItem, [a as string], { expectedQuantity: increment(-4) }, actor),
    )
    expect(await stored('ware_stocktaking_item', a as string)).toMatchObject({ expectedQuantity: 1, version: 3 })
    expect(await stored('ware_stocktaking_item', b as string)).toMatchObject({ expectedQuantity: 7, version: 2 })
  })

  it('refuses an increment of a field that is not a number', async () => {
    const a = await count('INC-B')
    await expect(
      db.begin((tx) => updateRecords(tx, wStocktaking, [a], { remark: increment(1) }, actor)),
    ).rejects.toThrow(/not a number an increment may move/)
  })
})

describe('updateEach: many records, each with its own values, in one UPDATE', () => {
  it('writes each record its values, bumping each version and naming who', async () => {
    const [a, b] = await linesOf(await count('EACH-A'), [1, 1])
    const n = await db.begin((tx) =>
      updateEach(
        tx,
        wStocktakingItem,
        [
          { id: a, expectedQuantity: 4, remark: 'four' },
          { id: b, expectedQuantity: 9, remark: null },
        ],
        actor,
      ),
    )
    expect(n).toBe(2)
    expect(await stored('ware_stocktaking_item', a as string)).toMatchObject({
      expectedQuantity: 4,
      remark: 'four',
      version: 2,
      updateUser: actor.session.userId,
    })
    expect(await stored('ware_stocktaking_item', b as string)).toMatchObject({ expectedQuantity: 9, version: 2 })
  })

  it('refuses rows naming different fields, and a batch with a record that is not live (404, nothing written)', async () => {
    const [a] = await linesOf(await count('EACH-B'), [2])
    await expect(
      db.begin((tx) =>
        updateEach(
          tx,
          wStocktakingItem,
          [
            { id: a, expectedQuantity: 1 },
            { id: '1', remark: 'x' },
          ],
          actor,
        ),
      ),
    ).rejects.toThrow(/names the same fields/)
    await expect(
      db.begin((tx) =>
        updateEach(
          tx,
          wStocktakingItem,
          [
            { id: a, expectedQuantity: 1 },
            { id: '1', expectedQuantity: 1 },
          ],
          actor,
        ),
      ),
    ).rejects.toMatchObject({ status: 404 })
    expect(await stored('ware_stocktaking_item', a as string)).toMatchObject({ expectedQuantity: 2, version: 1 })
  })

  it('runs the checks per record: a unique value another record holds is refused', async () => {
    const a = await count('EACH-C')
    await count('EACH-D')
    await expect(
      db.begin((tx) => updateEach(tx, wStocktaking, [{ id: a, code: 'EACH-D' }], actor)),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('scopeChecked: rows that follow a document whose scope the caller checked', () => {
  it('writes a record outside the actor data scope only when the caller says the scope was checked', async () => {
    const a = await count('SCOPE-A')
    const { actor: scoped } = await selfScopedUser(t, 'set_self_checked', 990_202, [wStocktaking.permissions.view])
    const scopedDb = scopeToTenant(t.root, { tenantId: '000000', userId: scoped.session.userId })
    await expect(
      scopedDb.begin((tx) => updateEach(tx, wStocktaking, [{ id: a, remark: 'hidden' }], scoped)),
    ).rejects.toMatchObject({ status: 404 })
    await scopedDb.begin((tx) =>
      updateRecords(tx, wStocktaking, [a], { remark: 'followed' }, scoped, { scopeChecked: true }),
    )
    expect(await stored('ware_stocktaking', a)).toMatchObject({ remark: 'followed', version: 2 })
    await expect(
      scopedDb.begin((tx) => updateRecords(tx, wStocktaking, ['1'], { remark: 'x' }, scoped, { scopeChecked: true })),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('copyRecord: a copy under a fresh id', () => {
  it('copies every field but the overrides, starts the governed status over and copies the child rows', async () => {
    const source = await count('COPY-SRC', { remark: 'original', blind: 0 })
    const [itemId] = await db.begin((tx) =>
      insertRecords(
        tx,
        wStocktakingItem,
        [{ stocktakingId: source, positionId: store.positions[0], productId: products[0], expectedQuantity: 3 }],
        actor,
      ),
    )
    await t.root.query(`UPDATE ware_stocktaking SET status = 2 WHERE id = $1`, [source])
    const copy = await db.begin((tx) =>
      copyRecord(tx, wStocktaking, source, { code: 'COPY-NEW' }, actor, { children: true }),
    )
    expect(copy).not.toBe(source)
    expect(await stored('ware_stocktaking', copy)).toMatchObject({
      code: 'COPY-NEW',
      remark: 'original',
      blind: 0,
      status: 1,
      version: 1,
      tenantId: '000000',
      createUser: actor.session.userId,
    })
    const lines = await t.root.query<{ id: string; expectedQuantity: number }>(
      `SELECT id::text, expected_quantity FROM ware_stocktaking_item WHERE stocktaking_id = $1`,
      [copy],
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]?.id).not.toBe(itemId)
    expect(lines[0]?.expectedQuantity).toBe(3)
  })

  it('refuses a copy that would repeat a unique value, and a source that is not there', async () => {
    const source = await count('COPY-TWIN')
    await expect(db.begin((tx) => copyRecord(tx, wStocktaking, source, {}, actor))).rejects.toMatchObject({
      status: 400,
    })
    await expect(db.begin((tx) => copyRecord(tx, wStocktaking, '1', { code: 'X' }, actor))).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('insertRecords: many new records in one INSERT', () => {
  it('mints an id each and fills who and the tenant', async () => {
    const ids = await db.begin((tx) =>
      insertRecords(
        tx,
        baseProduct,
        [
          { sysSku: 'BATCH-1', name: 'One', productRole: '1' },
          { sysSku: 'BATCH-2', name: 'Two', productRole: '1', productType: 2 },
        ],
        actor,
      ),
    )
    expect(new Set(ids).size).toBe(2)
    expect(await stored('erp_base_product', ids[0] as string)).toMatchObject({ sysSku: 'BATCH-1', tenantId: '000000' })
    expect(await stored('erp_base_product', ids[1] as string)).toMatchObject({ sysSku: 'BATCH-2', productType: 2 })
  })

  it('refuses a unique value repeated within the batch or held already, and a missing link', async () => {
    const twice = [
      { sysSku: 'BATCH-3', name: 'a', productRole: '1' },
      { sysSku: 'BATCH-3', name: 'b', productRole: '1' },
    ]
    await expect(db.begin((tx) => insertRecords(tx, baseProduct, twice, actor))).rejects.toMatchObject({ status: 400 })
    await expect(
      db.begin((tx) => insertRecords(tx, baseProduct, [{ sysSku: 'BATCH-1', name: 'c', productRole: '1' }], actor)),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      db.begin((tx) =>
        insertRecords(
          tx,
          wStocktakingItem,
          [{ stocktakingId: '1', positionId: store.positions[0], productId: products[0] }],
          actor,
        ),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('removeRecordsBy and restoreRecords', () => {
  it('removes the rows that go with a parent by their link to it, and brings a removed record back', async () => {
    const parent = await count('BY-PARENT')
    const lines = await db.begin((tx) =>
      insertRecords(
        tx,
        wStocktakingItem,
        products.map((productId) => ({ stocktakingId: parent, positionId: store.positions[0], productId })),
        actor,
      ),
    )
    await db.begin((tx) => removeRecordsBy(tx, wStocktakingItem, 'stocktakingId', [parent], actor))
    for (const id of lines)
      expect(await stored('ware_stocktaking_item', id)).toMatchObject({ isDeleted: 1, version: 2 })
    await db.begin((tx) => removeRecords(tx, wStocktaking, [parent], actor))
    expect(await db.begin((tx) => restoreRecords(tx, wStocktaking, [parent], actor))).toBe(1)
    expect(await stored('ware_stocktaking', parent)).toMatchObject({ isDeleted: 0, version: 3 })
  })

  it('refuses a field the resource does not declare', async () => {
    await expect(db.begin((tx) => removeRecordsBy(tx, wStocktakingItem, 'nothing', ['1'], actor))).rejects.toThrow(
      /declares no field nothing/,
    )
  })
})
