import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saleSkuActions } from '#sync/resources/products/base-sale-sku.actions.ts'
import { DEMO_PRODUCTS as D } from '../../products/seed-products.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { runAction } from './transition.ts'

// Issue 8: every status change is a declared action (or declared transition) through one function.
let t: TestApp
let token: string
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
})
afterAll(() => t.close())

const S = '/api/erp/basesalesku'

async function history(recordId: string) {
  return t.root.query<{ action: string; fromStatus: string; toStatus: string; remark: string | null }>(
    `SELECT action, from_status, to_status, remark FROM blade_record_history WHERE tenant_id = '000000' AND record_id = $1 ORDER BY create_time, id`,
    [recordId],
  )
}

async function reviewStatus(id: string) {
  return (
    await t.root.query<{ s: number | null }>(
      `SELECT review_status AS s FROM erp_base_sale_sku WHERE tenant_id = '000000' AND id = $1`,
      [id],
    )
  )[0]?.s
}

describe('declared actions with transitions', () => {
  it('refuses an action the record’s status does not allow, naming the record, its status and the action', async () => {
    // The kettle is approved (2): approving again, or submitting it, is not a step of its lifecycle.
    const again = await t.call('POST', `${S}/review`, {
      token,
      body: { ids: [D.saleKettle], reviewStatus: '2' },
      lang: 'en-US',
    })
    expect(again.status).toBe(400)
    expect(again.json.msg).toBe('Sales SKU HM-KETTLE-17-US is "Approved", not pending review')
    const submit = await t.call('POST', `${S}/submitReview`, { token, body: { ids: [D.saleKettle] }, lang: 'en-US' })
    expect(submit.status).toBe(400)
    expect(await reviewStatus(D.saleKettle)).toBe(2)
    expect(await history(D.saleKettle)).toEqual([])
  })

  it('refuses the same step for a direct caller, outside any request', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    await expect(
      db.begin((tx) => runAction(tx, actor, saleSkuActions.approve, [D.saleKettle], {})),
    ).rejects.toMatchObject({ status: 400, kind: 'INVALID_STATE' })
    // The declared input is enforced: a rejection needs its reason.
    await expect(db.begin((tx) => runAction(tx, actor, saleSkuActions.reject, [D.saleSet], {}))).rejects.toMatchObject({
      status: 400,
      kind: 'VALIDATION',
    })
    expect(await reviewStatus(D.saleSet)).toBe(1)
  })

  it('moves an allowed record on, bumps its version and writes the history', async () => {
    const before = await t.root.query<{ version: number }>(
      `SELECT version FROM erp_base_sale_sku WHERE tenant_id = '000000' AND id = $1`,
      [D.saleSet],
    )
    const r = await t.call('POST', `${S}/review`, {
      token,
      body: { ids: [D.saleSet], reviewStatus: '3', reviewRemark: 'Wrong pack size' },
    })
    expect(r.status, r.text).toBe(200)
    expect(await reviewStatus(D.saleSet)).toBe(3)
    const after = await t.root.query<{ version: number; reviewRemark: string; reviewTime: string | null }>(
      `SELECT version, review_remark, review_time FROM erp_base_sale_sku WHERE tenant_id = '000000' AND id = $1`,
      [D.saleSet],
    )
    expect(after[0]?.version).toBe((before[0]?.version ?? 0) + 1)
    expect(after[0]?.reviewRemark).toBe('Wrong pack size')
    expect(after[0]?.reviewTime).toMatch(/^\d{4}-\d{2}-\d{2} /)
    expect(await history(D.saleSet)).toEqual([
      { action: 'reject', fromStatus: '1', toStatus: '3', remark: 'Wrong pack size' },
    ])
    // Rejected may be submitted again, which clears the review.
    const resubmit = await t.call('POST', `${S}/submitReview`, { token, body: { ids: [D.saleSet] } })
    expect(resubmit.status, resubmit.text).toBe(200)
    expect((await history(D.saleSet)).map((h) => h.action)).toEqual(['reject', 'submitReview'])
  })

  it('changes nothing when one record of several is refused', async () => {
    const r = await t.call('POST', `${S}/submitReview`, { token, body: { ids: [D.salePan, D.saleKettle] } })
    expect(r.status).toBe(400)
    expect(await reviewStatus(D.salePan)).toBe(0)
    expect(await history(D.salePan)).toEqual([])
  })

  it('runs the generic updateStatus through the declared transitions, with history', async () => {
    const transports = await t.root.query<{ id: string; status: number }>(
      `SELECT id, status FROM erp_base_transport WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 1`,
    )
    const one = transports[0] as { id: string; status: number }
    const off = await t.call('POST', '/api/erp/basetransport/updateStatus', {
      token,
      body: { ids: one.id, status: one.status === 1 ? 2 : 1 },
    })
    expect(off.status, off.text).toBe(200)
    const logged = await history(one.id)
    expect(logged.at(-1)).toMatchObject({ action: 'updateStatus', fromStatus: String(one.status) })
    // Offline exports: a finished export cannot be cancelled.
    const done = await t.root.query<{ id: string }>(
      `SELECT id FROM erp_base_offline_export WHERE tenant_id = '000000' AND status = 3 AND is_deleted = 0 LIMIT 1`,
    )
    if (done[0]) {
      const cancel = await t.call('POST', '/api/erp/baseofflineexport/updateStatus', {
        token,
        body: { ids: done[0].id, status: 4 },
      })
      expect(cancel.status).toBe(400)
    }
  })

  it('lets only one of two concurrent callers take the same step', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const attempts = await Promise.allSettled(
      [1, 2].map(() => db.begin((tx) => runAction(tx, actor, saleSkuActions.submitReview, [D.salePan], {}))),
    )
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(attempts.filter((a) => a.status === 'rejected')).toHaveLength(1)
    expect((await history(D.salePan)).map((h) => h.action)).toEqual(['submitReview'])
  })
})
