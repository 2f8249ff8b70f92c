import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { declaredActions } from '#sync/resources/actions.ts'
import {
  type ResourceDef,
  resourceBasePath,
  resourceKey,
  resourceOperations,
  titleKeyOf,
} from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { exampleBody } from '#sync/resources/resource-schemas.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { selfScopedUser } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import { toSnake } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { AppError } from '../http/app-error.ts'
import { saveRecord } from '../records/records.ts'
import { transition } from '../records/transition.ts'

// Issue 26, finding 2: data scopes filter reads only. A user whose data scope hides a record must
// not change it either: every update, remove and status change of every declared resource, and
// every declared action, is refused on a record outside the scope as if it did not exist, and
// leaves it as it was. The walk is generated from the registries, so a new resource or action is
// covered without touching this file.
let t: TestApp
let admin: string
let scoped: { token: string; actor: Actor }

const TENANT = '000000'

const scopedUser = (account: string, roleId: number, codes: readonly string[]) =>
  selfScopedUser(t, account, roleId, codes)

function pathOf(r: ResourceDef, op: string): string | undefined {
  const found = resourceOperations(r).find((o) => o.op === op)
  return found && `${resourceBasePath(r)}/${found.path}`
}

/** A live record of the resource's table someone other than `userId` made (made by the administrator when none is). */
async function hiddenRecord(resource: ResourceDef, userId: string): Promise<string> {
  const [row] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM ${resource.table}
      WHERE tenant_id = $1 AND is_deleted = 0 AND create_user IS DISTINCT FROM $2 ORDER BY id LIMIT 1`,
    [TENANT, userId],
  )
  if (row) return row.id
  const create = pathOf(resource, 'submit') ?? pathOf(resource, 'save')
  const made = create && (await t.call('POST', create, { token: admin, body: exampleBody(resource) }))
  if (made && made.json?.code === 200) return String(made.json.data.id)
  // Records the server makes itself (exports, pick lists, boxes): a row of the declaration's example.
  const example = Object.entries(exampleBody(resource)).filter(([key]) => resource.fields[key])
  const columns = ['id', 'tenant_id', ...example.map(([key]) => toSnake(key))]
  const id = String(8_900_000_000_000_000_000n + BigInt(recordOf.size))
  await t.root.query(
    `INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    [id, TENANT, ...example.map(([, v]) => v)],
  )
  return id
}

const rowOf = async (resource: ResourceDef, id: string) =>
  (
    await t.root.query<{ row: string }>(`SELECT to_jsonb(x)::text AS row FROM ${resource.table} x WHERE id = $1`, [id])
  )[0]?.row

const WRITES = ['update', 'submit', 'remove', 'updateStatus'] as const
const writable = resources.filter((r) => WRITES.some((op) => pathOf(r, op)))
const recordOf = new Map<string, string>()

beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  scoped = await scopedUser('scopedwriter', 97000, [...new Set(resources.map((r) => r.permissions.view))])
  const wanted = [...writable, ...declaredActions.map((a) => a.resource)]
  for (const r of wanted) {
    if (recordOf.has(resourceKey(r))) continue
    const id = await hiddenRecord(r, scoped.actor.session.userId)
    if (id) recordOf.set(resourceKey(r), id)
  }
})
afterAll(() => t.close())

describe('finding 2: data scopes hold for writes as for reads', () => {
  it('finds a record outside the scope for every resource with a write and every action', () => {
    const missing = [...writable, ...declaredActions.map((a) => a.resource)]
      .map(resourceKey)
      .filter((key) => !recordOf.has(key))
    expect([...new Set(missing)].join(' ')).toBe('')
  })

  it.each(writable.map((r) => [resourceKey(r), r] as const))(
    'refuses every update, remove and status change of a hidden %s, changing nothing',
    async (key, resource) => {
      const id = recordOf.get(key) as string
      const before = await rowOf(resource, id)
      const detail = pathOf(resource, 'detail')
      if (detail) {
        const r = await t.call('GET', detail, { token: scoped.token, query: { id } })
        expect(r.status, `${detail}: ${r.text}`).toBe(404)
      }
      const version = JSON.parse(before ?? '{}').version
      const update = pathOf(resource, 'update')
      if (update) {
        const r = await t.call('POST', update, { token: scoped.token, body: { id, version } })
        expect(r.status, `${update}: ${r.text}`).toBe(404)
      }
      const submit = pathOf(resource, 'submit')
      if (submit) {
        const r = await t.call('POST', submit, { token: scoped.token, body: { id, version } })
        expect(r.status, `${submit}: ${r.text}`).toBe(400)
        expect(r.json.data.errors[0].field).toBe('id')
      }
      const remove = pathOf(resource, 'remove')
      if (remove) {
        const r = await t.call('POST', remove, { token: scoped.token, query: { ids: id } })
        expect(r.status, `${remove}: ${r.text}`).toBe(404)
      }
      const updateStatus = pathOf(resource, 'updateStatus')
      if (updateStatus) {
        const status = resource.statusDict ? (findDictionary(resource.statusDict).entries[0]?.key ?? '1') : '1'
        const r = await t.call('POST', updateStatus, { token: scoped.token, query: { ids: id, status } })
        expect(r.status, `${updateStatus}: ${r.text}`).toBe(404)
      }
      expect(await rowOf(resource, id)).toBe(before)
    },
  )

  const withCalls = declaredActions.filter((a) => a.call)
  it.each(withCalls.map((a) => [`${resourceKey(a.resource)} ${a.name}`, a] as const))(
    'refuses the console call of action %s on a hidden record, changing nothing',
    async (_, action) => {
      const id = recordOf.get(resourceKey(action.resource)) as string
      const before = await rowOf(action.resource, id)
      const path = `${resourceBasePath(action.resource)}/${action.call?.path}`
      const r = await t.call('POST', path, {
        token: scoped.token,
        query: { ids: id },
        body: { ids: [id], id, ...action.call?.fixed },
      })
      // Not found; its input refused before any record is read (a 400); or a batch answering the record as failed.
      // Never naming the record (a refusal of its status would), which would mean it was found.
      const titleKey = titleKeyOf(action.resource)
      const title = titleKey && JSON.parse(before ?? '{}')[toSnake(titleKey)]
      if (r.status === 200) {
        expect(r.json.data.done, `${path}: ${r.text}`).toEqual([])
        expect(r.json.data.failed, `${path}: ${r.text}`).toEqual([expect.objectContaining({ id })])
      } else if (r.status !== 404) {
        expect(r.status, `${path}: ${r.text}`).toBe(400)
      }
      if (title) expect(r.text, `${path}: ${r.text}`).not.toContain(String(title))
      expect(await rowOf(action.resource, id)).toBe(before)
    },
  )

  it.each(declaredActions.map((a) => [`${resourceKey(a.resource)} ${a.name}`, a] as const))(
    'refuses action %s in transition on a hidden record, before its work runs',
    async (_, action) => {
      const id = recordOf.get(resourceKey(action.resource)) as string
      const before = await rowOf(action.resource, id)
      const db = scopeToTenant(t.root, { tenantId: TENANT, userId: scoped.actor.session.userId })
      const refused = await db
        .begin((tx) =>
          transition(
            tx,
            scoped.actor,
            {
              resource: action.resource,
              action: action.name,
              actionLabel: action.label,
              statusField: action.statusField,
              allowed: () => true,
              to: action.to,
              run: () => {
                throw new Error(`${action.name} ran on a hidden record`)
              },
            },
            [id],
          ),
        )
        .catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect(refused).toMatchObject({ kind: 'NOT_FOUND', messageKey: 'recordNotFound' })
      expect(await rowOf(action.resource, id)).toBe(before)
    },
  )

  it('still lets the user change and remove what its scope shows, and a system actor change anything', async () => {
    const N = '/api/blade-desk/notice'
    const mine = await t.call('POST', `${N}/submit`, { token: scoped.token, body: { title: 'Mine', category: 1 } })
    expect(mine.json.code, mine.text).toBe(200)
    const id = mine.json.data.id as string
    const changed = await t.call('POST', `${N}/submit`, {
      token: scoped.token,
      body: { id, title: 'Mine, changed', version: mine.json.data.version },
    })
    expect(changed.json.code, changed.text).toBe(200)
    expect((await t.call('POST', `${N}/remove`, { token: scoped.token, query: { ids: id } })).json.code).toBe(200)
    // Seeds, jobs and intake act without roles: no scope narrows them.
    const [notice] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM blade_notice WHERE tenant_id = $1 AND is_deleted = 0 AND create_user IS DISTINCT FROM $2 LIMIT 1`,
      [TENANT, scoped.actor.session.userId],
    )
    const system: Actor = { ...scoped.actor, session: { ...scoped.actor.session, roleIds: [] } }
    const db = scopeToTenant(t.root, { tenantId: TENANT, userId: system.session.userId })
    const notices = resources.find((r) => r.table === 'blade_notice') as ResourceDef
    await db.begin((tx) => saveRecord(tx, notices, { id: notice?.id, title: 'Changed by a job' }, system))
    const [after] = await t.root.query<{ title: string }>(`SELECT title FROM blade_notice WHERE id = $1`, [notice?.id])
    expect(after?.title).toBe('Changed by a job')
  })

  it('refuses a link to a record outside the scope like a missing one: a line added to a hidden inbound order', async () => {
    const narrow = await scopedUser('scopedlinks', 97500, ['winboundorder_view'])
    const [order] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM ware_inbound_order WHERE tenant_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
      [TENANT],
    )
    const [product] = await t.root.query<{ id: string; sysSku: string }>(
      `SELECT id::text, sys_sku FROM erp_base_product WHERE tenant_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
      [TENANT],
    )
    const lines = async () =>
      (
        await t.root.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0`,
          [order?.id],
        )
      )[0]?.n
    const before = await lines()
    const line = {
      inboundOrderId: order?.id,
      productId: product?.id,
      sysSku: product?.sysSku,
      plannedQuantity: 5,
    }
    const refused = await t.call('POST', '/api/ware/winboundbatchitem/save', {
      token: narrow.token,
      body: line,
      lang: 'en-US',
    })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['inboundOrderId'])
    expect(await lines()).toBe(before)
    // The administrator, whose scope shows the order, adds the same line.
    const added = await t.call('POST', '/api/ware/winboundbatchitem/save', { token: admin, body: line })
    expect(added.json.code, added.text).toBe(200)
  })
})
