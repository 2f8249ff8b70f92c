import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS } from '#sync/resources/document-kinds.ts'
import { documentKind } from '#sync/resources/system/system.dictionaries.ts'
import { DEMO_PRODUCTS as P } from '../../products/seed-products.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { WMS_IDS as W } from '../../wms/wms-seed.ts'
import type { Actor } from '../actor.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { nextDocumentNumber } from './document-number.ts'

// Issue 27, item 4: document numbers people read, from the tenant's rule, never an internal id.
let t: TestApp
let token: string
let admin: Actor
let today: string
const OTHER = '777777'
const db = (tenantId = '000000') => scopeToTenant(t.root, { tenantId, userId: '1' })
const actorOf = (tenantId: string): Actor => ({ ...admin, session: { ...admin.session, tenantId } })
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  admin = await adminActor(t)
  const [row] = await t.root.query<{ day: string }>(`SELECT to_char(localtimestamp, 'YYYYMMDD') AS day`)
  today = row?.day as string
})
afterAll(() => t.close())

describe('document numbers', () => {
  it('numbers a kind by prefix, today and a running number of four digits, per tenant', async () => {
    const first = await db().begin((tx) => nextDocumentNumber(tx, admin, 'pickList'))
    const second = await db().begin((tx) => nextDocumentNumber(tx, admin, 'pickList'))
    expect(first).toBe(`PK-${today}-0001`)
    expect(second).toBe(`PK-${today}-0002`)
    // Another tenant runs its own numbers; another kind its own.
    expect(await db(OTHER).begin((tx) => nextDocumentNumber(tx, actorOf(OTHER), 'pickList'))).toBe(`PK-${today}-0001`)
    expect(await db().begin((tx) => nextDocumentNumber(tx, admin, 'quality'))).toBe(`QC-${today}-0001`)
  })

  it('gives twenty parallel transactions twenty different numbers', async () => {
    const minted = await Promise.all(
      Array.from({ length: 20 }, () => db().begin((tx) => nextDocumentNumber(tx, admin, 'outbound'))),
    )
    expect(new Set(minted).size).toBe(20)
    expect([...minted].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `OB-${today}-${String(i + 1).padStart(4, '0')}`),
    )
  })

  it('follows the rule the tenant sets in the console, and the default again once it is removed', async () => {
    const set = await post('/api/blade-system/documentNumberRule/submit', {
      kind: 'pickList',
      prefix: 'PL',
      dateFormat: 'YYMMDD',
      digits: 5,
      separator: 'none',
    })
    expect(set.json.code, set.text).toBe(200)
    expect(await db().begin((tx) => nextDocumentNumber(tx, admin, 'pickList'))).toBe(`PL${today.slice(2)}00001`)

    const [rule] = await t.root.query<{ id: string }>(
      `SELECT id::text AS id FROM erp_document_number_rule WHERE tenant_id = '000000' AND kind = 'pickList' AND is_deleted = 0`,
    )
    const changed = await post('/api/blade-system/documentNumberRule/submit', {
      id: rule?.id,
      kind: 'pickList',
      prefix: 'PICK',
      dateFormat: 'none',
      digits: 6,
      separator: '-',
    })
    expect(changed.json.code, changed.text).toBe(200)
    expect(await db().begin((tx) => nextDocumentNumber(tx, admin, 'pickList'))).toBe('PICK-000001')
    // Another tenant's numbers keep the default.
    expect(await db(OTHER).begin((tx) => nextDocumentNumber(tx, actorOf(OTHER), 'pickList'))).toBe(`PK-${today}-0002`)

    const removed = await t.call('POST', `/api/blade-system/documentNumberRule/remove?ids=${rule?.id}`, {
      token,
      lang: 'en-US',
    })
    expect(removed.json.code, removed.text).toBe(200)
    expect(await db().begin((tx) => nextDocumentNumber(tx, admin, 'pickList'))).toBe(`PK-${today}-0003`)
  })

  it('refuses a prefix with spaces, 12 digits and a second rule of a kind, naming the field', async () => {
    const spaced = await post('/api/blade-system/documentNumberRule/submit', {
      kind: 'outbound',
      prefix: 'O B',
      dateFormat: 'YYYYMMDD',
      digits: 4,
      separator: '-',
    })
    expect(spaced.json.code).toBe(400)
    expect(spaced.json.msg).toContain('Prefix')
    const long = await post('/api/blade-system/documentNumberRule/submit', {
      kind: 'outbound',
      prefix: 'OUT',
      dateFormat: 'YYYYMMDD',
      digits: 12,
      separator: '-',
    })
    expect(long.json.code).toBe(400)
    expect(long.json.msg).toContain('Running number digits')
    const zh = await t.call('POST', '/api/blade-system/documentNumberRule/submit', {
      token,
      body: { kind: 'outbound', prefix: 'O B', dateFormat: 'YYYYMMDD', digits: 4, separator: '-' },
      lang: 'zh-CN',
    })
    expect(zh.json.msg).toContain('前缀')

    const first = await post('/api/blade-system/documentNumberRule/submit', {
      kind: 'outbound',
      prefix: 'OUT',
      dateFormat: 'YYYYMMDD',
      digits: 4,
      separator: '-',
    })
    expect(first.json.code, first.text).toBe(200)
    const second = await post('/api/blade-system/documentNumberRule/submit', {
      kind: 'outbound',
      prefix: 'OB',
      dateFormat: 'YYYYMMDD',
      digits: 4,
      separator: '-',
    })
    expect(second.json.code).toBe(400)
    expect(second.json.msg).toContain('Document kind')
    // Later tests number outbound orders by the default rule again.
    await t.root.query(`DELETE FROM erp_document_number_rule WHERE tenant_id = '000000' AND kind = 'outbound'`)
  })

  it('offers a rule for every kind the server numbers', () => {
    expect(documentKind.entries.map((e) => e.key)).toEqual([...DOCUMENT_KINDS])
  })

  it('gives a new inbound order and a new count a number when none is typed, and skips one typed by hand', async () => {
    const typed = await post('/api/ware/winboundorder/submit', {
      code: `IB-${today}-0001`,
      storeId: W.storeLa,
      items: [{ productId: P.kettle, plannedQuantity: 1 }],
    })
    expect(typed.json.code, typed.text).toBe(200)
    const given = await post('/api/ware/winboundorder/submit', {
      storeId: W.storeLa,
      items: [{ productId: P.kettle, plannedQuantity: 2 }],
    })
    expect(given.json.code, given.text).toBe(200)
    const inbound = await t.root.query<{ code: string }>(
      `SELECT code FROM ware_inbound_order WHERE tenant_id = '000000' AND code LIKE 'IB-%' ORDER BY id`,
    )
    expect(inbound.map((r) => r.code)).toEqual([`IB-${today}-0001`, `IB-${today}-0002`])

    const count = await post('/api/ware/wstocktaking/save', { storeId: W.storeLa, positionIds: '1000000000000005021' })
    expect(count.json.code, count.text).toBe(200)
    const made = await t.root.query<{ code: string }>(
      `SELECT code FROM ware_stocktaking WHERE tenant_id = '000000' AND code LIKE 'CT-%'`,
    )
    expect(made.map((r) => r.code)).toEqual([`CT-${today}-0001`])
  })

  it('refuses a second live document with a number one already holds', async () => {
    const again = await post('/api/ware/winboundorder/submit', {
      code: `IB-${today}-0002`,
      storeId: W.storeLa,
      items: [{ productId: P.kettle, plannedQuantity: 1 }],
    })
    expect(again.json.code).toBe(400)
    await expect(
      t.root.query(
        `INSERT INTO ware_stocktaking (id, tenant_id, code, store_id) SELECT 1, tenant_id, code, store_id FROM ware_stocktaking
          WHERE tenant_id = '000000' AND code = $1`,
        [`CT-${today}-0001`],
      ),
    ).rejects.toThrow(/duplicate key|unique/)
  })
})
