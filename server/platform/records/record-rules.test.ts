import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { baseBrand } from '#sync/resources/products/base-brand.resource.ts'
import { saleSkuActions } from '#sync/resources/products/base-sale-sku.actions.ts'
import { baseSaleSku } from '#sync/resources/products/base-sale-sku.resource.ts'
import { exampleBody } from '#sync/resources/resource-schemas.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { DEMO_PRODUCTS as D } from '../../products/seed-products.ts'
import { DEMO as SHOPS } from '../../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Db, Row } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { AppError } from '../http/app-error.ts'
import { registerHooks } from '../resources/hooks.ts'
import { findRecord, readSecret } from '../resources/record-store.ts'
import { afterCommit, applyDefaults, saveRecord } from './records.ts'
import { changeStatus, NOW, runAction, type TransitionStep, transition } from './transition.ts'

// Issue 8, mutation testing: the rules of the record functions and of `transition`, one by one.
let t: TestApp
let actor: Actor
let db: Db
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
afterAll(() => t.close())

const LABEL = { zh: '测试', en: 'Test step', ja: 'テスト' }
let brandCount = 0

async function newBrands(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    brandCount++
    ids.push(await db.begin((tx) => saveRecord(tx, baseBrand, { brandName: `Rule brand ${brandCount}` }, actor)))
  }
  return ids
}

const brandStep = (over: Partial<TransitionStep> = {}): TransitionStep => ({
  resource: baseBrand,
  action: 'testStep',
  actionLabel: LABEL,
  statusField: 'status',
  allowed: () => true,
  to: '2',
  ...over,
})

async function brand(id: string) {
  const rows = await t.root.query<{ status: number; version: number; isDeleted: number; remark: string | null }>(
    `SELECT status, version, is_deleted, remark FROM erp_base_brand WHERE tenant_id = '000000' AND id = $1`,
    [id],
  )
  return rows[0]
}

async function history(id: string) {
  return t.root.query<{ action: string; fromStatus: string; toStatus: string; remark: string | null }>(
    `SELECT action, from_status, to_status, remark FROM blade_record_history WHERE tenant_id = '000000' AND record_id = $1
      ORDER BY id`,
    [id],
  )
}

describe('applyDefaults', () => {
  const resource = {
    fields: {
      flag: { type: 'bool' },
      parentId: { type: 'treeParent' },
      kind: { type: 'dict', default: '1' },
      name: { type: 'text' },
    },
  } as unknown as ResourceDef

  it('fills every declared default on insert, and leaves fields without one alone', () => {
    const input: Row = {}
    applyDefaults(resource, input, undefined)
    expect(input).toStrictEqual({ flag: 0, parentId: '0', kind: '1' })
    expect(Object.keys(input)).not.toContain('name')
  })

  it('on update fills only fields sent empty, keeping what was not sent and what was sent', () => {
    const input: Row = { flag: null, kind: '3' }
    applyDefaults(resource, input, { id: '1' })
    expect(input).toStrictEqual({ flag: 0, kind: '3' })
  })
})

describe('saveRecord', () => {
  it('inserts under a new id when the id is empty or null', async () => {
    for (const id of ['', null]) {
      brandCount++
      const made = await db.begin((tx) =>
        saveRecord(tx, baseBrand, { id, brandName: `Rule brand ${brandCount}` }, actor),
      )
      expect(made).toMatch(/^[1-9]\d*$/)
    }
  })

  it('refuses an id that names no record with recordNotFound', async () => {
    await expect(
      db.begin((tx) => saveRecord(tx, baseBrand, { id: '1999999999999999999', brandName: 'Ghost' }, actor)),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND', messageKey: 'recordNotFound' })
  })
})

describe('afterCommit', () => {
  it('runs the resource’s afterCommit hook with the owner connection, the actor and the event', async () => {
    const hook = vi.fn()
    registerHooks({ 'test/aftercommit': { afterCommit: hook } })
    const event = { op: 'save' as const, ids: ['1'] }
    await afterCommit(t.root, { module: 'test', name: 'aftercommit' } as ResourceDef, actor, event)
    expect(hook).toHaveBeenCalledWith({ root: t.root, actor }, event)
  })
})

describe('transition', () => {
  it('takes records in ascending id order, once each, whatever order and repeats the caller sends', async () => {
    const [a, b, c] = (await newBrands(3)) as [string, string, string]
    const changed = await db.begin((tx) => transition(tx, actor, brandStep(), [c, a, b, a]))
    expect(changed.map((r) => r.id)).toEqual([a, b, c])
    expect(changed.map((r) => r.status)).toEqual(['2', '2', '2'])
    expect(await history(a)).toEqual([{ action: 'testStep', fromStatus: '1', toStatus: '2', remark: null }])
  })

  it('refuses an unknown id, and a removed record unless the step is about removal', async () => {
    const [live, removed] = (await newBrands(2)) as [string, string]
    await t.root.query(`UPDATE erp_base_brand SET is_deleted = 1 WHERE id = $1`, [removed])
    for (const ids of [[live, '1999999999999999999'], [removed]]) {
      await expect(db.begin((tx) => transition(tx, actor, brandStep(), ids))).rejects.toMatchObject({
        kind: 'NOT_FOUND',
        messageKey: 'recordNotFound',
      })
    }
    expect((await brand(live))?.status).toBe(1)
    const restore = brandStep({ statusField: 'isDeleted', allowed: (from) => from === '1', to: '0' })
    await db.begin((tx) => transition(tx, actor, restore, [removed]))
    expect(await brand(removed)).toMatchObject({ isDeleted: 0, status: 1 })
  })

  it('keeps the status of a step without a target, still versioning and logging it', async () => {
    const [id] = (await newBrands(1)) as [string]
    const before = await brand(id)
    const changed = await db.begin((tx) => transition(tx, actor, brandStep({ to: undefined }), [id]))
    expect(changed[0]?.status).toBe(1)
    expect(await brand(id)).toMatchObject({ status: 1, version: (before?.version ?? 0) + 1 })
    expect(await history(id)).toEqual([{ action: 'testStep', fromStatus: '1', toStatus: '1', remark: null }])
  })

  it('stores the further columns its work answers, NOW as the database time, and a remark of at most 500', async () => {
    const [id] = (await newBrands(1)) as [string]
    await t.root.query(`UPDATE erp_base_brand SET create_time = '2020-01-01' WHERE id = $1`, [id])
    const run = vi.fn(() => ({ remark: 'Checked by the rules test', createTime: NOW }))
    await db.begin((tx) => transition(tx, actor, brandStep({ run, remark: 'x'.repeat(600) }), [id]))
    expect(run).toHaveBeenCalledOnce()
    expect((await brand(id))?.remark).toBe('Checked by the rules test')
    const [{ moved }] = (await t.root.query(
      `SELECT create_time = update_time AS moved FROM erp_base_brand WHERE id = $1`,
      [id],
    )) as [{ moved: boolean }]
    expect(moved).toBe(true)
    expect((await history(id))[0]?.remark).toHaveLength(500)
  })

  it('reads an empty status as 0 and names a record without a title by its id', async () => {
    await t.root.query(`UPDATE erp_base_sale_sku SET review_status = NULL WHERE id = $1`, [D.saleKettle])
    const step: TransitionStep = {
      resource: baseSaleSku,
      action: 'testStep',
      actionLabel: LABEL,
      statusField: 'reviewStatus',
      allowed: (from) => from === '0',
      to: '1',
    }
    await db.begin((tx) => transition(tx, actor, step, [D.saleKettle]))
    expect((await history(D.saleKettle))[0]).toMatchObject({ fromStatus: '0', toStatus: '1' })
    const untitled = {
      ...baseBrand,
      fields: Object.fromEntries(Object.entries(baseBrand.fields).map(([k, f]) => [k, { ...f, title: false }])),
    } as ResourceDef
    const [id] = (await newBrands(1)) as [string]
    const refused = db.begin((tx) =>
      transition(tx, { ...actor, lang: 'en' }, brandStep({ resource: untitled, allowed: () => false }), [id]),
    )
    await expect(refused).rejects.toMatchObject({
      kind: 'INVALID_STATE',
      messageKey: 'actionNotAllowed',
      params: { id, record: id, action: 'Test step', from: '1', to: '2' },
    })
    // A step that keeps the status names the same status as where it would go.
    const keeping = db.begin((tx) => transition(tx, actor, brandStep({ allowed: () => false, to: undefined }), [id]))
    await expect(keeping).rejects.toMatchObject({ params: { from: '1', to: '1' } })
  })
})

describe('runAction', () => {
  it('names an input of the wrong type as such, not as missing, before touching any record', async () => {
    const refused = await db
      .begin((tx) => runAction(tx, actor, saleSkuActions.reject, ['1'], { reviewRemark: 123 }))
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    const problems = (refused as AppError).problems
    expect(problems.map((p) => p.field)).toEqual(['reviewRemark'])
    expect(problems[0]?.message).toBe(
      translate('fieldType', 'en', { field: 'Review remark', expected: translate('typeText', 'en') }),
    )
  })
})

describe('changeStatus (the generic updateStatus)', () => {
  it('lets any status follow any other where no transitions are declared', async () => {
    const [id] = (await newBrands(1)) as [string]
    await db.begin((tx) => changeStatus(tx, actor, baseBrand, [id], '2'))
    await db.begin((tx) => changeStatus(tx, actor, baseBrand, [id], '1'))
    expect((await history(id)).map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['updateStatus', '1', '2'],
      ['updateStatus', '2', '1'],
    ])
  })

  it('follows the declared transitions, allows setting the same status, and refuses the rest by name', async () => {
    const id = await db.begin(async (tx) => {
      const made = await saveRecord(tx, offlineExport, { fileName: 'rules.xlsx', resourceKey: 'erp/basebrand' }, actor)
      await tx.query(`UPDATE erp_base_offline_export SET status = 2 WHERE id = $1`, [made])
      return made
    })
    await db.begin((tx) => changeStatus(tx, actor, offlineExport, [id], '2'))
    const refused = db.begin((tx) => changeStatus(tx, { ...actor, lang: 'en' }, offlineExport, [id], '3'))
    await expect(refused).rejects.toMatchObject({ kind: 'INVALID_STATE', messageKey: 'statusTransition' })
    const error = (await refused.catch((e: unknown) => e)) as { params: Record<string, unknown> }
    expect(translate('statusTransition', 'en', error.params)).toMatch(/^The status cannot change from ".+" to ".+"$/)
    await db.begin((tx) => changeStatus(tx, actor, offlineExport, [id], '4'))
    // A status the declared transitions do not list leads nowhere (refused, not a fault).
    await t.root.query(`UPDATE erp_base_offline_export SET status = 9 WHERE id = $1`, [id])
    await expect(db.begin((tx) => changeStatus(tx, actor, offlineExport, [id], '1'))).rejects.toMatchObject({
      kind: 'INVALID_STATE',
    })
  })
})

describe('the rules saveRecord applies to every caller', () => {
  const category = findResource('erp/basecategory')
  const product = findResource('erp/baseproduct')

  it('refuses a value taken among live records (unique), naming the field and the value', async () => {
    const [taken] = await t.root.query<{ brandName: string }>(
      `SELECT brand_name FROM erp_base_brand WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1`,
    )
    const refused = await db
      .begin((tx) => saveRecord(tx, baseBrand, { brandName: taken?.brandName, brandCode: 'UNIQ-TEST-1' }, actor))
      .catch((e: AppError) => e)
    expect(refused).toBeInstanceOf(AppError)
    const errors = (refused as AppError).problems
    expect(errors.map((e) => e.field)).toEqual(['brandName'])
    expect(errors[0]?.message).toContain(String(taken?.brandName))
  })

  it('refuses a tree parent that is missing, and a move under the record itself or below it', async () => {
    const root = await db.begin((tx) =>
      saveRecord(tx, category, { categoryName: 'Rules root', categoryCode: 'RR-1' }, actor),
    )
    const child = await db.begin((tx) =>
      saveRecord(tx, category, { categoryName: 'Rules child', categoryCode: 'RR-2', parentId: root }, actor),
    )
    const missing = await db
      .begin((tx) =>
        saveRecord(
          tx,
          category,
          { categoryName: 'Orphan', categoryCode: 'RR-3', parentId: '1999999999999999999' },
          actor,
        ),
      )
      .catch((e: AppError) => e)
    expect((missing as AppError).problems.map((e) => e.field)).toEqual(['parentId'])
    for (const parentId of [root, child]) {
      const cycle = await db
        .begin((tx) => saveRecord(tx, category, { id: root, parentId }, actor))
        .catch((e: AppError) => e)
      expect((cycle as AppError).messageKey).toBe('treeCycle')
    }
    const [stored] = await t.root.query<{ parentId: string }>('SELECT parent_id FROM erp_base_category WHERE id = $1', [
      root,
    ])
    expect(String(stored?.parentId)).toBe('0')
  })

  it('refuses a link outside its declared parent (dependsOn), when either of the two changes', async () => {
    // The shop's declaration without the shop's hooks (which refuse this with names of their own).
    const shop: ResourceDef = { ...findResource('erp/baseshop'), name: 'baseshop-without-hooks' }
    const refusal = (e: unknown) =>
      e instanceof AppError ? e.problems.map((p) => `${p.field}: ${p.message}`) : [`not refused: ${String(e)}`]
    // An eBay marketplace for an Amazon shop.
    const mixed = await db
      .begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, marketplaceId: SHOPS.ebayUs }, actor))
      .catch((e: unknown) => e)
    expect(refusal(mixed)).toEqual([
      `marketplaceId: ${translate('linkNotWithin', 'en', { field: 'Main marketplace', parent: 'Platform' })}`,
    ])
    // The platform alone changed under the marketplace the shop keeps.
    const moved = await db
      .begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, platformId: SHOPS.ebay }, actor))
      .catch((e: unknown) => e)
    expect(refusal(moved)).toEqual([
      `marketplaceId: ${translate('linkNotWithin', 'en', { field: 'Main marketplace', parent: 'Platform' })}`,
    ])
    // Both together, or a marketplace of the shop's own platform, are kept.
    await db.begin((tx) => saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, marketplaceId: SHOPS.amazonCa }, actor))
    await db.begin((tx) =>
      saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, platformId: SHOPS.ebay, marketplaceId: SHOPS.ebayUs }, actor),
    )
    const [stored] = await t.root.query<{ platformId: string; marketplaceId: string }>(
      `SELECT platform_id::text, marketplace_id::text FROM erp_base_shop WHERE tenant_id = '000000' AND id = $1`,
      [SHOPS.shopAmazonUs],
    )
    expect(stored).toEqual({ platformId: SHOPS.ebay, marketplaceId: SHOPS.ebayUs })
    await db.begin((tx) =>
      saveRecord(tx, shop, { id: SHOPS.shopAmazonUs, platformId: SHOPS.amazon, marketplaceId: SHOPS.amazonUs }, actor),
    )
  })

  it('saves child rows with the parent: updates those sent with their id, adds new ones, removes the rest', async () => {
    const body = {
      ...exampleBody(product),
      sysSku: 'CHILD-SAVE-1',
      declares: [
        { country: 'US', declarePrice: '1.5' },
        { country: 'GB', declarePrice: '2.5' },
      ],
    }
    const id = await db.begin((tx) => saveRecord(tx, product, body, actor))
    const read = () =>
      t.root.query<{ id: string; declarePrice: string; isDeleted: number }>(
        'SELECT id, declare_price, is_deleted FROM erp_base_product_declare WHERE product_id = $1 ORDER BY id',
        [id],
      )
    const first = await read()
    expect(first.map((r) => [Number(r.declarePrice), r.isDeleted])).toEqual([
      [1.5, 0],
      [2.5, 0],
    ])
    await db.begin((tx) =>
      saveRecord(
        tx,
        product,
        {
          id,
          declares: [
            { id: first[0]?.id, country: 'US', declarePrice: '9.25' },
            { country: 'DE', declarePrice: '3' },
          ],
        },
        actor,
      ),
    )
    const after = await read()
    expect(
      after.map((r) => [r.id === first[0]?.id, r.id === first[1]?.id, Number(r.declarePrice), r.isDeleted]),
    ).toEqual([
      [true, false, 9.25, 0],
      [false, true, 2.5, 1],
      [false, false, 3, 0],
    ])
    // Sent without the list, the children stay as they are.
    await db.begin((tx) => saveRecord(tx, product, { id, remark: 'no children sent' }, actor))
    expect(await read()).toEqual(after)
  })

  it('keeps secret fields encrypted, never read back, and readable in clear only on purpose', async () => {
    const system = findResource('erp/thirdstoresystem')
    const id = await db.begin((tx) =>
      saveRecord(
        tx,
        system,
        { systemCode: 'SECRET-1', systemName: 'Secret test', apiUrl: 'https://wms.example.com', appSecret: 'p@ss-1' },
        actor,
      ),
    )
    const [stored] = await t.root.query<{ appSecret: string }>(
      'SELECT app_secret FROM erp_third_store_system WHERE id = $1',
      [id],
    )
    expect(stored?.appSecret).toMatch(/^v1\./)
    expect(stored?.appSecret).not.toContain('p@ss-1')
    expect(await db.begin((tx) => findRecord(tx, system, id))).not.toHaveProperty('appSecret')
    expect(await db.begin((tx) => readSecret(tx, system, id, 'appSecret', actor.secretKey))).toBe('p@ss-1')
    await expect(db.begin((tx) => readSecret(tx, system, id, 'systemName', actor.secretKey))).rejects.toThrow(
      /not a secret/,
    )
  })
})
