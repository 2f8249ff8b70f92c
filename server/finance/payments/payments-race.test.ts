import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { DEMO_PAYMENTS as D } from './payments-seed.ts'

// Issue 32: two payment applications racing for what is left on one purchase order, on PostgreSQL
// (PGlite runs one transaction at a time, so only a server shows the race): the documents' rows are
// locked in id order before the live applications are summed, so exactly one gets the amount.
const url = process.env.DATABASE_URL

describe.skipIf(!url)('payment applications racing on PostgreSQL', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await openTestApp()
    token = (await t.signIn()).access_token
  }, 120_000)
  afterAll(async () => {
    await scopeToTenant(t.root, { tenantId: '000000', userId: '1' }).begin((tx) => expectBooksBalanced(tx))
    await t.close()
  })

  const apply = (amount: string) =>
    t.call('POST', '/api/financialApplyPay/saveOrUpdate', {
      token,
      lang: 'en-US',
      body: {
        relationType: '1',
        partyType: 'factory',
        partyId: D.hengda,
        currencyCode: 'CNY',
        relations: [{ relationType: '1', relationId: D.hengdaOrder, amount }],
      },
    })

  it('lets one of two applications for all that is owed through and refuses the other', async () => {
    const owed = await t.call('GET', '/api/finance/purchaseOwed', { token, query: { purchaseOrderId: D.hengdaOrder } })
    const left = owed.json.data[0].owed as string
    expect(Number(left)).toBeGreaterThan(0)
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([apply(left), apply(left)])
      const statuses = results.map((r) => r.status).sort()
      if (round === 0) {
        expect(statuses, results.map((r) => r.text).join(' | ')).toEqual([200, 400])
        const refused = results.find((r) => r.status === 400)
        expect(refused?.json.msg).toContain('PO-20261201-0003')
      } else {
        // Nothing is left: both are refused.
        expect(statuses).toEqual([400, 400])
      }
    }
    const asked = await t.root.query<{ total: string }>(
      `SELECT sum(r.amount)::text AS total FROM fin_apply_pay_relation r JOIN fin_apply_pay a ON a.id = r.apply_pay_id AND a.tenant_id = r.tenant_id
        WHERE a.tenant_id = '000000' AND a.status <> 8 AND a.is_deleted = 0 AND r.is_deleted = 0 AND r.relation_id = $1`,
      [D.hengdaOrder],
    )
    expect(asked[0]?.total).toBe('2900.0000')
  })
})
