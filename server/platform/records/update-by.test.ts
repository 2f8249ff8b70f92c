import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Db } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { saveRecord } from './records.ts'
import { updateRecordsBy } from './update-by.ts'

// Issue 28, finding 1: a value carried to the records that copy it goes through updateRecords.
let t: TestApp
let actor: Actor
let db: Db
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
afterAll(() => t.close())

const rows = (ids: string[]) =>
  t.root.query<{ id: string; code: string; version: number; updateUser: string }>(
    'SELECT id::text, code, version, update_user::text FROM blade_dict_biz WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  )

describe('updateRecordsBy', () => {
  it('sets the fields on the live records that match, leaving out the ones excepted, versions bumped', async () => {
    const { parent, entries } = await db.begin(async (tx) => {
      const parent = await saveRecord(tx, dictBiz, { parentId: '0', code: 'by_a', dictValue: 'A' }, actor)
      const entries = [
        await saveRecord(tx, dictBiz, { parentId: parent, dictKey: '1', dictValue: 'one' }, actor),
        await saveRecord(tx, dictBiz, { parentId: parent, dictKey: '2', dictValue: 'two' }, actor),
        await saveRecord(tx, dictBiz, { parentId: parent, dictKey: '3', dictValue: 'three' }, actor),
      ]
      return { parent, entries }
    })
    const [kept, ...carried] = entries as [string, ...string[]]
    const n = await db.begin((tx) =>
      updateRecordsBy(tx, dictBiz, { parentId: parent }, { code: 'by_b' }, actor, { except: [kept] }),
    )
    expect(n).toBe(2)
    expect(await rows(entries)).toEqual([
      { id: kept, code: 'by_a', version: 1, updateUser: actor.session.userId },
      ...carried.map((id) => ({ id, code: 'by_b', version: 2, updateUser: actor.session.userId })),
    ])
  })

  it("runs the save's checks: a unique value another record holds is refused and nothing written", async () => {
    const entries = await db.begin(async (tx) => {
      const parent = await saveRecord(tx, dictBiz, { parentId: '0', code: 'by_u', dictValue: 'U' }, actor)
      return [
        await saveRecord(tx, dictBiz, { parentId: parent, dictKey: '1', dictValue: 'one' }, actor),
        await saveRecord(tx, dictBiz, { parentId: parent, dictKey: '2', dictValue: 'two' }, actor),
      ]
    })
    await expect(
      db.begin((tx) => updateRecordsBy(tx, dictBiz, { code: 'by_u', dictKey: '2' }, { dictKey: '1' }, actor)),
    ).rejects.toMatchObject({ status: 400 })
    expect((await rows(entries)).map((r) => r.version)).toEqual([1, 1])
  })

  it('refuses matching on a field the declaration does not name (a caller bug)', async () => {
    await expect(db.begin((tx) => updateRecordsBy(tx, dictBiz, { nope: 1 }, { code: 'x' }, actor))).rejects.toThrow(
      /declares no field nope/,
    )
  })
})
