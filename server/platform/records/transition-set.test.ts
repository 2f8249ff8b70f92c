import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import { baseTransport } from '#sync/resources/wms/base-transport.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Queryable } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { AppError } from '../http/app-error.ts'
import { NOW, type TransitionStep, transition } from './transition.ts'

// Issue 28, finding 2: `transition` is set-based. N records take one locking read, one UPDATE per
// set of columns written and one INSERT of history, whatever N; still one history row each, locked
// in id order, and the first record its status refuses names the record, its status and the action.
let t: TestApp
let actor: Actor
let ids: string[]
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  const rows = await t.root.query<{ id: string }>(
    `SELECT id::text FROM erp_base_transport WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 4`,
  )
  ids = rows.map((r) => r.id)
})
afterAll(() => t.close())

const ENABLED = '1'
const DISABLED = '2'
const label = { zh: '试停用', en: 'Probe disable', ja: '試し停止' }

/** A step of the transports' enable status: enabled to disabled. */
const disable = (run?: TransitionStep['run']): TransitionStep => ({
  resource: baseTransport,
  action: 'probeDisable',
  actionLabel: label,
  statusField: 'status',
  allowed: (from) => from === ENABLED,
  to: DISABLED,
  run,
})

/** A transaction's statements, as they are sent. */
function counting(tx: Queryable, log: { sql: string; params: readonly unknown[] }[]): Queryable {
  return {
    query: (sql, params = [], options) => {
      log.push({ sql, params })
      return tx.query(sql, params, options)
    },
    exec: (script) => tx.exec(script),
  }
}

async function resetStatuses(status: string) {
  await t.root.query(
    `UPDATE erp_base_transport SET status = $2 WHERE tenant_id = '000000' AND id = ANY($1::bigint[])`,
    [ids, Number(status)],
  )
}

async function historyOf(records: readonly string[]) {
  return t.root.query<{ recordId: string; action: string; fromStatus: string; toStatus: string }>(
    `SELECT record_id::text, action, from_status, to_status FROM blade_record_history
      WHERE tenant_id = '000000' AND record_id = ANY($1::bigint[]) AND action = 'probeDisable' ORDER BY record_id`,
    [records],
  )
}

const kinds = (log: { sql: string }[]) => ({
  lock: log.filter((s) => /FOR UPDATE/.test(s.sql)).length,
  update: log.filter((s) => /^\s*UPDATE erp_base_transport\b/.test(s.sql)).length,
  history: log.filter((s) => /INSERT INTO blade_record_history/.test(s.sql)).length,
})

describe('a set-based transition', () => {
  it('takes N records in one locking read, one UPDATE and one INSERT, with N history rows', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const statements = async (records: string[]) => {
      await resetStatuses(ENABLED)
      const log: { sql: string; params: readonly unknown[] }[] = []
      const changed = await db.begin((tx) => transition(counting(tx, log), actor, disable(), records))
      return { log, changed }
    }
    const one = await statements(ids.slice(0, 1))
    const before = await t.root.query<{ id: string; version: number }>(
      `SELECT id::text, version FROM erp_base_transport WHERE tenant_id = '000000' AND id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
    const all = await statements(ids)
    expect(kinds(all.log)).toEqual({ lock: 1, update: 1, history: 1 })
    // The number of statements does not grow with the records (the actor's data scope is read only
    // when its short-lived cache has none, so that lookup is left out of the count).
    const work = (log: { sql: string }[]) => log.filter((s) => !/FROM blade_scope_data/.test(s.sql)).length
    expect(work(all.log)).toBe(work(one.log))
    // The answer is the records as read, with their new status.
    expect(all.changed.map((r) => [r.id, String(r.status)])).toEqual(ids.map((id) => [id, DISABLED]))
    const after = await t.root.query<{ id: string; version: number; status: number }>(
      `SELECT id::text, version, status FROM erp_base_transport WHERE tenant_id = '000000' AND id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
    expect(after.map((r) => r.status)).toEqual(ids.map(() => Number(DISABLED)))
    expect(after.map((r) => r.version)).toEqual(before.map((r) => r.version + 1))
    const logged = await historyOf(ids)
    expect(logged.filter((h) => h.recordId === ids[0])).toHaveLength(2)
    expect(logged.filter((h) => h.recordId !== ids[0])).toEqual(
      ids.slice(1).map((id) => ({ recordId: id, action: 'probeDisable', fromStatus: ENABLED, toStatus: DISABLED })),
    )
  })

  it('locks in id order whatever order the ids come in, and runs each record’s work in that order', async () => {
    await resetStatuses(ENABLED)
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const log: { sql: string; params: readonly unknown[] }[] = []
    const seen: string[] = []
    await db.begin((tx) =>
      transition(
        counting(tx, log),
        actor,
        disable((_tx, _a, record) => {
          seen.push(String(record.id))
          return undefined
        }),
        [...ids].reverse().concat(ids[0] as string),
      ),
    )
    const lock = log.find((s) => /FOR UPDATE/.test(s.sql))
    expect(lock?.sql).toMatch(/ORDER BY id FOR UPDATE/)
    expect(lock?.params[0]).toEqual(ids)
    expect(seen).toEqual(ids)
  })

  it('writes per-record values of the same columns in one UPDATE, and the database’s time for NOW', async () => {
    await resetStatuses(ENABLED)
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const log: { sql: string; params: readonly unknown[] }[] = []
    await db.begin((tx) =>
      transition(
        counting(tx, log),
        actor,
        disable((_tx, _a, record) => ({
          remark: `probe ${record.id}`,
          sort: ids.indexOf(String(record.id)) + 7,
          updateTime: NOW,
        })),
        ids,
      ),
    )
    expect(kinds(log)).toEqual({ lock: 1, update: 1, history: 1 })
    const rows = await t.root.query<{ remark: string; sort: number; status: number; fresh: boolean }>(
      `SELECT remark, sort, status, update_time >= localtimestamp(0) - interval '1 minute' AS fresh
         FROM erp_base_transport WHERE tenant_id = '000000' AND id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
    expect(rows).toEqual(
      ids.map((id, i) => ({ remark: `probe ${id}`, sort: i + 7, status: Number(DISABLED), fresh: true })),
    )
  })

  it('refuses the batch at the first record, in id order, whose status does not allow the step', async () => {
    await resetStatuses(ENABLED)
    await t.root.query(
      `UPDATE erp_base_transport SET status = 2 WHERE tenant_id = '000000' AND id = ANY($1::bigint[])`,
      [ids.slice(1)],
    )
    const [named] = await t.root.query<{ name: string }>(
      `SELECT name FROM erp_base_transport WHERE tenant_id = '000000' AND id = $1`,
      [ids[1]],
    )
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const before = await historyOf(ids)
    const refused = await db
      .begin((tx) => transition(tx, { ...actor, lang: 'en' }, disable(), [...ids].reverse()))
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    const e = refused as AppError
    expect(e.status).toBe(400)
    expect(e.messageKey).toBe('actionNotAllowed')
    expect(e.params).toEqual({
      id: ids[1],
      record: named?.name,
      status: 'Disabled',
      from: 'Disabled',
      to: 'Disabled',
      action: 'Probe disable',
    })
    expect(translate(e.messageKey, 'en', e.params)).toBe(`"Probe disable" is not allowed: ${named?.name} is "Disabled"`)
    // Nothing changed: the allowed first record is still enabled and no history was written.
    const [first] = await t.root.query<{ status: number }>(
      `SELECT status FROM erp_base_transport WHERE tenant_id = '000000' AND id = $1`,
      [ids[0]],
    )
    expect(first?.status).toBe(Number(ENABLED))
    expect(await historyOf(ids)).toEqual(before)
  })

  it('empties the column for an empty target, which reads back as 0', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const two = ids.slice(0, 2)
    await t.root.query(
      `UPDATE erp_base_transport SET remark = 'kept' WHERE tenant_id = '000000' AND id = ANY($1::bigint[])`,
      [two],
    )
    const onRemark = { ...disable(), statusField: 'remark' }
    const clear: TransitionStep = { ...onRemark, action: 'probeClear', allowed: () => true, to: '' }
    await db.begin((tx) => transition(tx, actor, clear, two))
    const remarks = () =>
      t.root.query<{ remark: string | null }>(
        `SELECT remark FROM erp_base_transport WHERE tenant_id = '000000' AND id = ANY($1::bigint[]) ORDER BY id`,
        [two],
      )
    expect(await remarks()).toEqual([{ remark: null }, { remark: null }])
    const logged = await t.root.query<{ fromStatus: string; toStatus: string }>(
      `SELECT from_status, to_status FROM blade_record_history WHERE action = 'probeClear' AND tenant_id = '000000' AND record_id = ANY($1::bigint[])`,
      [two],
    )
    expect(logged).toEqual([
      { fromStatus: 'kept', toStatus: '0' },
      { fromStatus: 'kept', toStatus: '0' },
    ])
    // An empty status is '0' to the next step's check.
    const back: TransitionStep = { ...onRemark, allowed: (from) => from === '0', to: 'again' }
    await db.begin((tx) => transition(tx, actor, back, two))
    expect(await remarks()).toEqual([{ remark: 'again' }, { remark: 'again' }])
  })
})
