import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { exampleBody } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { DEMO as SHOPS } from './seed-shops.ts'

// Issue 9 item 1: a shop's settlement currency and company are chosen among the tenant's
// currencies and companies, never typed freely; the server holds the same rule for every caller.
let t: TestApp
let actor: Actor
let db: Db
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
afterAll(() => t.close())

// The shop's declaration without the shop's hooks, so only the declared rules answer.
const shop: ResourceDef = { ...findResource('erp/baseshop'), name: 'baseshop-choices' }
const refusal = (e: unknown) =>
  e instanceof AppError ? e.problems.map((p) => `${p.field}: ${p.message}`) : [`not refused: ${String(e)}`]
const stored = async () =>
  (
    await t.root.query<{ currencyCode: string; companyName: string }>(
      `SELECT currency_code, company_name FROM erp_base_shop WHERE tenant_id = '000000' AND id = $1`,
      [SHOPS.shopAmazonUs],
    )
  )[0]

describe('a shop’s settlement currency and company (declared choices)', () => {
  it('refuses a currency the tenant has not set up and a company that is not one of its own, naming both', async () => {
    for (const [field, label, value] of [
      ['currencyCode', 'Settlement currency', 'XYZ'],
      ['companyName', 'Company', '运营部'],
    ] as const) {
      const refused = await db
        .begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, [field]: value }, actor))
        .catch((e: unknown) => e)
      expect(refusal(refused)).toEqual([`${field}: ${translate('choiceUnknown', 'en', { field: label, value })}`])
    }
    expect(await stored()).toEqual({ currencyCode: 'USD', companyName: '演示贸易有限公司' })
  })

  it('keeps a currency and a company chosen among them, and a value kept from before the rule', async () => {
    await db.begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, currencyCode: 'EUR' }, actor))
    expect(await stored()).toEqual({ currencyCode: 'EUR', companyName: '演示贸易有限公司' })
    // A code no currency has any more stays editable around it, as long as it is not changed.
    await t.root.query(`UPDATE erp_base_shop SET currency_code = 'ZZZ' WHERE tenant_id = '000000' AND id = $1`, [
      SHOPS.shopAmazonUs,
    ])
    await db.begin((tx) =>
      saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, currencyCode: 'ZZZ', remark: 'kept as it was' }, actor),
    )
    expect((await stored())?.currencyCode).toBe('ZZZ')
    await db.begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, currencyCode: 'USD' }, actor))
  })

  it('holds through the API: a new shop with an unknown currency is a 400 naming the field, and nothing is written', async () => {
    const token = (await t.signIn()).access_token
    const before = await t.root.query(`SELECT count(*)::int AS n FROM erp_base_shop WHERE tenant_id = '000000'`)
    const res = await t.call('POST', '/api/erp/baseshop/submit', {
      token,
      body: { ...exampleBody(findResource('erp/baseshop')), currencyCode: 'QQQ' },
    })
    expect(res.status).toBe(400)
    expect(res.json.msg).toContain('QQQ')
    expect(await t.root.query(`SELECT count(*)::int AS n FROM erp_base_shop WHERE tenant_id = '000000'`)).toEqual(
      before,
    )
  })
})
