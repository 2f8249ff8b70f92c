import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorCommand } from '#sync/resources/floor/floor-command.resource.ts'
import { resources } from '#sync/resources/index.ts'
import { orderLabel } from '#sync/resources/orders/order-tracking.resource.ts'
import { createSchema, recordAnswerSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { dept } from '#sync/resources/system/dept.resource.ts'
import { user } from '#sync/resources/system/user.resource.ts'
import { ACCESS_IDS } from '../../system/access.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor, selfScopedUser } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import { type Db, toSnake } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { exportColumns, importColumns } from '../resources/spreadsheet.ts'
import { insertRecords, saveRecord } from './records.ts'
import { withServerOnly, writeServerOnly } from './server-only.ts'

// Issue 28, finding 1: columns no answer shows (hashes, counters, tree paths) are written by the
// record layer too, and nothing that reads the declared fields ever answers them.
let t: TestApp
let actor: Actor
let db: Db
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const stored = async (table: string, id: string) =>
  (await t.root.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0] as Record<string, unknown>

const withServerOnlyColumns = resources.filter((r) => r.serverOnly)

describe('server-only columns', () => {
  it('are columns of the table that no answer schema, export, import, form or input names (a secret field of the same name is input only)', async () => {
    expect(withServerOnlyColumns.map((r) => r.table)).toEqual(
      expect.arrayContaining(['blade_client', 'blade_dept', 'blade_user']),
    )
    for (const resource of withServerOnlyColumns) {
      const columns = await t.root.query<{ columnName: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()',
        [resource.table],
      )
      const answer = Object.keys(recordAnswerSchema(resource).shape)
      const sheets = [...exportColumns(resource, 'en'), ...importColumns(resource, 'en')].map((c) => c.key)
      for (const key of Object.keys(resource.serverOnly ?? {})) {
        expect(
          columns.map((c) => c.columnName),
          `${resource.table}.${toSnake(key)}`,
        ).toContain(toSnake(key))
        expect(answer, `${resource.table} answers ${key}`).not.toContain(key)
        expect(sheets, `${resource.table} exports or imports ${key}`).not.toContain(key)
        if (resource.fields[key]?.secret) continue
        expect(resource.fields, `${resource.table}.${key} is also a plain field`).not.toHaveProperty(key)
        expect(Object.keys(createSchema(resource).shape)).not.toContain(key)
        expect(Object.keys(updateSchema(resource).shape)).not.toContain(key)
      }
    }
  })

  it('are written with the save in its one statement, and never answered by detail, list, tree or OpenAPI', async () => {
    const made = await t.call('POST', '/api/blade-system/dept/submit', {
      token: admin,
      body: { parentId: ACCESS_IDS.serviceDept, deptName: '服务端列' },
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    const row = await stored('blade_dept', id)
    expect(row.ancestors).toMatch(new RegExp(`,${ACCESS_IDS.serviceDept}$`))
    // Written by the INSERT itself: the new record is at its first version.
    expect(row.version).toBe(1)
    const answers = [
      made.json.data,
      (await t.call('GET', '/api/blade-system/dept/detail', { token: admin, query: { id } })).json.data,
      ...(await t.call('GET', '/api/blade-system/dept/list', { token: admin, query: { deptName: '服务端列' } })).json
        .data.records,
      ...(
        await t.call('GET', '/api/blade-system/dept/lazy-list', {
          token: admin,
          query: { parentId: ACCESS_IDS.serviceDept },
        })
      ).json.data,
    ]
    expect(answers.length).toBeGreaterThanOrEqual(3)
    for (const answer of answers) expect(answer).not.toHaveProperty('ancestors')
    const doc = await t.call('GET', '/api/openapi.json', { token: admin })
    const detail = JSON.stringify(doc.json.paths['/api/blade-system/dept/detail'])
    expect(detail).toContain('deptName')
    expect(detail).not.toContain('ancestors')
    const userDetail = JSON.stringify(doc.json.paths['/api/blade-user/detail'])
    for (const key of ['password', 'failedLoginCount', 'lockedUntil']) expect(userDetail).not.toContain(key)
  })

  it('replace the typed value of a secret field of the same name: the user row holds the hash, written by the INSERT', async () => {
    const input = {
      account: 'hash01',
      password: 'Typed1234',
      name: '哈希',
      realName: '哈希',
      roleId: ACCESS_IDS.warehouseRole,
      deptId: ACCESS_IDS.serviceDept,
    }
    const id = await db.begin((tx) => saveRecord(tx, user, input, actor))
    const row = await stored('blade_user', id)
    // The user's hook turned the typed password into its argon2id hash (never the field's AES ciphertext).
    expect(row.password).toMatch(/^\$argon2id\$/)
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null, version: 1 })
  })

  it('are written set-based with each row its own value, versions bumped and who kept', async () => {
    const ids = await db.begin(async (tx) => [
      await saveRecord(tx, dept, { parentId: '0', deptName: '服务端列甲' }, actor),
      await saveRecord(tx, dept, { parentId: '0', deptName: '服务端列乙' }, actor),
    ])
    const n = await db.begin((tx) =>
      writeServerOnly(
        tx,
        dept,
        ids.map((id, i) => ({ id, ancestors: `0,${i}` })),
        actor,
      ),
    )
    expect(n).toBe(2)
    for (const [i, id] of ids.entries())
      expect(await stored('blade_dept', id)).toMatchObject({
        ancestors: `0,${i}`,
        version: 2,
        updateUser: actor.session.userId,
      })
  })

  it('refuses a column not declared server-only, a record that is not live, and one outside the data scope', async () => {
    const [id] = await db.begin(async (tx) => [
      await saveRecord(tx, dept, { parentId: '0', deptName: '服务端列丙' }, actor),
    ])
    await expect(db.begin((tx) => writeServerOnly(tx, dept, [{ id, deptName: 'x' }], actor))).rejects.toThrow(
      /declares no server-only column deptName/,
    )
    expect(() => withServerOnly(dept, {}, { remark: 'x' })).toThrow(/declares no server-only column remark/)
    await expect(
      db.begin((tx) =>
        writeServerOnly(
          tx,
          dept,
          [
            { id, ancestors: '0,1' },
            { id: '1', ancestors: '0,2' },
          ],
          actor,
        ),
      ),
    ).rejects.toMatchObject({ status: 404 })
    expect(await stored('blade_dept', String(id))).toMatchObject({ ancestors: '0', version: 1 })
    // A user whose scope on users is "self only" writes no other user's password, unless the caller checked it.
    const { actor: scoped } = await selfScopedUser(t, 'serveronly', 990_301, [user.permissions.view])
    await expect(
      db.begin((tx) => writeServerOnly(tx, user, [{ id: actor.session.userId, failedLoginCount: 0 }], scoped)),
    ).rejects.toMatchObject({ status: 404 })
    const n = await db.begin((tx) =>
      writeServerOnly(tx, user, [{ id: actor.session.userId, failedLoginCount: 0 }], scoped, { scopeChecked: true }),
    )
    expect(n).toBe(1)
  })
})

/** A floor command as the sync records it, numbered `seq` on a device of this test. */
const command = (deviceId: string, seq: number) => ({
  deviceId,
  seq: String(seq),
  name: 'scanPick',
  requestHash: 'h'.repeat(64),
  status: 1,
  userId: actor.session.userId,
})

/** Every byte value, after a PDF's header: what a text path would lose (a zero byte, invalid UTF-8). */
const everyByte = () =>
  new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...Array.from({ length: 256 }, (_, i) => i)])

describe('server-only jsonb and bytea columns', () => {
  it('go in with a batch insert, each row its own value in the one INSERT: a floor command keeps its answer as JSON', async () => {
    const answer = { pickId: '17', lines: [{ id: '1', countedQuantity: 0 }], note: '已完成 "ok"' }
    const ids = await db.begin((tx) =>
      insertRecords(
        tx,
        floorCommand,
        [
          withServerOnly(floorCommand, command('SERVER-ONLY-1', 1), { result: JSON.stringify(answer) }),
          withServerOnly(floorCommand, command('SERVER-ONLY-1', 2), { result: null }),
        ],
        actor,
      ),
    )
    const [first, second] = await Promise.all(ids.map((id) => stored('floor_command', id)))
    expect(first).toMatchObject({ result: answer, version: 1, createUser: actor.session.userId })
    expect(second).toMatchObject({ result: null, version: 1 })
    const [found] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM floor_command WHERE device_id = 'SERVER-ONLY-1' AND result->>'pickId' = '17'`,
    )
    expect(found?.id).toBe(ids[0])
  })

  it('refuse a batch whose rows carry different server-only columns, writing nothing', async () => {
    await expect(
      db.begin((tx) =>
        insertRecords(
          tx,
          floorCommand,
          [withServerOnly(floorCommand, command('SERVER-ONLY-2', 1), { result: '{}' }), command('SERVER-ONLY-2', 2)],
          actor,
        ),
      ),
    ).rejects.toThrow(/every row of insertRecords carries the same server-only columns/)
    expect(await t.root.query(`SELECT 1 FROM floor_command WHERE device_id = 'SERVER-ONLY-2'`)).toEqual([])
  })

  it('keep bytes byte for byte: a label’s PDF saved with its record, then rewritten set-based', async () => {
    const hexOf = async (id: string) =>
      (
        await t.root.query<{ hex: string; version: number }>(
          `SELECT encode(pdf, 'hex') AS hex, version FROM erp_order_label WHERE id = $1`,
          [id],
        )
      )[0]
    const pdf = everyByte()
    const label = { orderCode: 'SERVER-ONLY', labelType: '1', fileName: 'server-only.pdf', fileSize: pdf.length }
    const id = await db.begin((tx) => saveRecord(tx, orderLabel, withServerOnly(orderLabel, label, { pdf }), actor))
    expect(await hexOf(id)).toEqual({ hex: Buffer.from(pdf).toString('hex'), version: 1 })
    const again = pdf.slice().reverse()
    await db.begin((tx) => writeServerOnly(tx, orderLabel, [{ id, pdf: again }], actor))
    expect(await hexOf(id)).toEqual({ hex: Buffer.from(again).toString('hex'), version: 2 })
  })

  it('write JSON set-based too', async () => {
    const [id] = await db.begin((tx) =>
      insertRecords(
        tx,
        floorCommand,
        [withServerOnly(floorCommand, command('SERVER-ONLY-3', 1), { result: null })],
        actor,
      ),
    )
    await db.begin((tx) =>
      writeServerOnly(tx, floorCommand, [{ id, result: JSON.stringify({ boxNo: 2, replayed: false }) }], actor),
    )
    expect(await stored('floor_command', String(id))).toMatchObject({
      result: { boxNo: 2, replayed: false },
      version: 2,
    })
  })
})
