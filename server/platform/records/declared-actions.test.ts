import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredActions } from '#sync/resources/actions.ts'
import { type ActionDef, actionFields, statusLabel } from '#sync/resources/define-action.ts'
import { resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { allCalls } from '../../app.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { signInWithoutGrants } from '../../testing/test-users.ts'
import { toSnake } from '../db/db.ts'
import { permissionsOf } from '../http/calls.ts'
import { actionPath, BATCH_IDS_LIMIT } from './action-calls.ts'

/**
 * The conformance of every declared action that has a call (its route is derived from the
 * declaration, action-calls.ts): the route requires exactly the permission the console offers the
 * button by; a user without it gets a 403; a demo record in a status the action does not start from
 * is refused with a 400 naming the record, its status and the action (or, for the batches that go
 * on past a refusal, listed in `failed` with that reason); and a demo record in a status it starts
 * from is acted on, with a blade_record_history row.
 */

/** A valid value for each input field an action asks for (its reason, a tracking number ...). */
const SAMPLE_INPUT: Record<string, unknown> = {
  remark: 'conformance',
  problemReason: 'conformance',
  reason: 'conformance',
  trackNumber: '1Z999AA10123456784',
  reviewRemark: 'conformance',
  cancelReason: 'conformance',
  realQuantity: 1,
  arn: 'ARN-1',
  ticketCode: 'TK-CONFORMANCE',
  batchNo: 'LOT-CONFORMANCE',
  voidReason: 'conformance',
  rejectReason: 'conformance',
}

/**
 * Actions whose demo data has no record the call can succeed on, and why (the refusal and 403 checks
 * still run for them).
 */
const NONE_SEEDED = 'the demo seed has no record in a status the action starts from'
const NO_SUCCESS_ON_DEMO: Record<string, string> = {
  'erp/baseofflineexport.cancel': `${NONE_SEEDED} (exports are made by people, none is seeded)`,
  'erp/baseofflineexport.rerun': `${NONE_SEEDED} (exports are made by people, none is seeded)`,
  'ware/wstocktaking.complete': `${NONE_SEEDED} (no count is seeded submitted for audit)`,
  'erp/transferorder.confirm': `${NONE_SEEDED} (no transfer order is seeded)`,
  'erp/transferorder.dispatch': `${NONE_SEEDED} (no transfer order is seeded)`,
  'erp/transferorder.abolish': `${NONE_SEEDED} (no transfer order is seeded)`,
  'ware/woutbound.submitReview': `${NONE_SEEDED} (outbound orders are seeded approved or later)`,
  'ware/woutbound.approve': `${NONE_SEEDED} (outbound orders are seeded approved or later)`,
  'ware/woutbound.reject': `${NONE_SEEDED} (outbound orders are seeded approved or later)`,
  'ware/woutbound.abolish':
    'the one approved demo outbound belongs to an order with a cut in progress, which abolishing refuses (the cut completes it)',
  'ware/worderpick.finishPicking': `${NONE_SEEDED} (no pick list is seeded; waves make them)`,
  'ware/worderpick.outBound': `${NONE_SEEDED} (no pick list is seeded; waves make them)`,
  'ware/woutbound.finishPacking': `${NONE_SEEDED} (no outbound is seeded being packed)`,
  'ware/woutbound.reopenPacking': `${NONE_SEEDED} (no outbound is seeded packed)`,
  'ware/woutbound.finishLabelling': `${NONE_SEEDED} (no outbound is seeded packed)`,
  'ware/woutboundbox.closeBox': `${NONE_SEEDED} (no box is seeded)`,
  'ware/woutboundbox.reopenBox': `${NONE_SEEDED} (no box is seeded)`,
  'erp/inventoryprocessing.complete': `${NONE_SEEDED} (no processing order is seeded)`,
  'erp/inventoryprocessing.abolish': `${NONE_SEEDED} (no processing order is seeded)`,
  'erp/storeRealInventory.updateInventory': `${NONE_SEEDED} (no reported stock row is seeded)`,
  'erp/fbatransfer.exception':
    'it needs the exception’s remark (exceptionRemark) beside the lines the centre counted, which the sample input does not give',
  'erp/financialapplyfee.done':
    'done needs every bill of the application paid, and the demo approved application’s bill is only registered (payments pay it)',
  'ware/worder.ship':
    'the demo warehouse orders outside a pick list either have a cut in progress or no tracking number, which shipping refuses',
}

const key = (a: ActionDef) => `${resourceKey(a.resource)}.${a.name}`
const withCalls = declaredActions.filter((a) => a.call)

let t: TestApp
let admin: string
let nobody: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  nobody = await signInWithoutGrants(t, 'no-actions', 880101, 880102)
})
afterAll(() => t.close())

/** Live demo records of the action's resource whose status is (or is not) one the action starts from. */
async function demoRecords(action: ActionDef, allowed: boolean, limit = 1) {
  const column = toSnake(action.statusField)
  const from = action.from.map(Number)
  const live = action.statusField === 'isDeleted' ? '' : 'AND is_deleted = 0'
  const rows = await t.root.query<Record<string, unknown>>(
    `SELECT * FROM ${action.resource.table}
      WHERE tenant_id = '000000' ${live} AND ${allowed ? '' : 'NOT'} (coalesce(${column}, 0) = ANY($1::int[]))
      ORDER BY id LIMIT $2`,
    [from, limit],
  )
  return rows
}
const demoRecord = async (action: ActionDef, allowed: boolean) => (await demoRecords(action, allowed))[0]

/** The body the console posts for the action on one record, with valid input. */
function bodyOf(action: ActionDef, id: string) {
  const input = Object.fromEntries(actionFields(action).map((f) => [f, SAMPLE_INPUT[f]]))
  return { ids: [id], ...action.call?.fixed, ...input }
}

const historyCount = async (action: ActionDef, id: string) =>
  Number(
    (
      await t.root.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM blade_record_history WHERE tenant_id = '000000' AND resource = $1 AND record_id = $2`,
        [resourceKey(action.resource), id],
      )
    )[0]?.n,
  )

describe('declared actions make their calls', () => {
  it('every action with a call has its route, POST at the path the console posts to, with its permission', () => {
    const calls = allCalls()
    expect(withCalls.length).toBeGreaterThan(50)
    for (const action of withCalls) {
      const path = actionPath(action)
      const call = calls.find((c) => c.path === path && c.method === 'POST')
      expect(call, key(action)).toBeDefined()
      // The console offers the button to those holding action.permission (actionsOf … can(a.permission)).
      expect(permissionsOf(call?.access ?? { signedIn: true }), key(action)).toEqual([action.permission])
      expect(call?.output, `${key(action)}: answer schema`).toBeDefined()
    }
  })

  it('takes ids as a list or 1,2,3, at most BATCH_IDS_LIMIT, and refuses none', async () => {
    const action = withCalls.find((a) => a.name === 'unfreeze') as ActionDef
    const path = actionPath(action) as string
    const tooMany = Array.from({ length: BATCH_IDS_LIMIT + 1 }, (_, i) => String(1_000_000_000 + i))
    expect((await t.call('POST', path, { token: admin, body: { ids: tooMany } })).status).toBe(400)
    expect((await t.call('POST', path, { token: admin, body: {} })).status).toBe(400)
    expect((await t.call('POST', path, { token: admin, body: { ids: 'x,1' } })).status).toBe(400)
  })

  it('puts each action call’s answer into the OpenAPI document, inside the envelope', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>
    }
    for (const action of withCalls) {
      const op = doc.paths[actionPath(action) as string]?.post
      const schema = (op?.responses['200']?.content as Record<string, { schema: { properties: object } }>)?.[
        'application/json'
      ]?.schema
      expect(Object.keys(schema?.properties ?? {}), key(action)).toEqual(['code', 'success', 'data', 'msg'])
    }
  })
})

describe.each(withCalls.map((a) => [key(a), a] as const))('%s', (_, action) => {
  const path = actionPath(action) as string

  it('refuses a user without the permission (403)', async () => {
    const any = (await demoRecord(action, true)) ?? (await demoRecord(action, false))
    const res = await t.call('POST', path, { token: nobody, body: bodyOf(action, String(any?.id ?? '1')) })
    expect(res.status).toBe(403)
  })

  it('refuses a record in a status it does not start from, naming the record, the status and the action', async (ctx) => {
    // Skipped only where every demo record of the resource is in a status the action starts from (or none is seeded).
    const record = await demoRecord(action, false)
    if (!record) return ctx.skip()
    const id = String(record.id)
    const res = await t.call('POST', path, { token: admin, body: bodyOf(action, id), lang: 'en-US' })
    const status = String(record[action.statusField] ?? '0')
    // An action's own refusal (its `refusal` message) names the record in its own words; the default names all three.
    const ownWords = Boolean(action.refusal)
    const said = [
      String(record[titleKeyOf(action.resource) ?? 'id'] ?? id),
      ...(ownWords ? [] : [statusLabel(action.resource, action.statusField, status === '' ? '0' : status, 'en')]),
    ]
    if (res.status === 200) {
      // A batch that goes on past a refusal lists the record with the reason.
      const failed = (res.json.data.failed ?? []) as { id: string; reason: string }[]
      const reason = failed.find((f) => f.id === id)?.reason
      expect(reason, res.text).toBeDefined()
      for (const word of said) expect(reason).toContain(word)
      return
    }
    expect(res.status, res.text).toBe(400)
    for (const word of said) expect(res.json.msg).toContain(word)
    if (!ownWords) expect(res.json.msg).toContain(action.label.en)
  })

  it('acts on a record in a status it starts from and writes its history', async (ctx) => {
    if (NO_SUCCESS_ON_DEMO[key(action)]) return ctx.skip()
    // The first of the demo records in an allowed status the action's further rules accept.
    const refusals: string[] = []
    for (const record of await demoRecords(action, true, 10)) {
      const id = String(record.id)
      const before = await historyCount(action, id)
      const res = await t.call('POST', path, { token: admin, body: bodyOf(action, id), lang: 'en-US' })
      if (res.json?.code !== 200 || (res.json.data?.failed ?? []).length) {
        refusals.push(res.text)
        continue
      }
      expect(await historyCount(action, id)).toBeGreaterThan(before)
      return
    }
    expect.fail(`no demo record the action succeeds on (list it in NO_SUCCESS_ON_DEMO): ${refusals.join(' | ')}`)
  })
})
