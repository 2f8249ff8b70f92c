import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
let other: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  other = (await t.signIn('100001')).access_token
})
afterAll(() => t.close())

const SOURCE = '1000000000000002001'
const GRADE = '1000000000000002010'

describe('platform dictionaries', () => {
  it('adds an entry under a dictionary, taking its code, and answers it in the caller language', async () => {
    const made = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: {
        parentId: SOURCE,
        code: 'ignored',
        dictKey: 'fair',
        dictValue: '展会',
        dictValueEn: 'Trade fair',
        sort: 4,
        isSealed: 0,
      },
    })
    expect(made.status, made.text).toBe(200)
    expect(made.json.data).toMatchObject({ code: 'customer_source', dictKey: 'fair', version: 1, dictValueJa: '展会' })
    const en = await t.call('GET', '/api/blade-system/dict/dictionary', {
      token: admin,
      query: { code: 'customer_source' },
      lang: 'en-US',
    })
    expect(en.json.data.map((e: { dictValue: string }) => e.dictValue)).toContain('Trade fair')
    const stored = await t.root.query('SELECT code, dict_value_en FROM blade_dict WHERE id = $1', [made.json.data.id])
    expect(stored[0]).toEqual({ code: 'customer_source', dictValueEn: 'Trade fair' })
  })

  it('asks for the key of an entry with the spec message', async () => {
    const r = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { parentId: SOURCE, code: 'customer_source', dictValue: '无键', sort: 1, isSealed: 0 },
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('请输入字典键值')
    expect(r.json.data.errors[0].field).toBe('dictKey')
  })

  it('refuses a repeated key within a dictionary', async () => {
    const r = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { parentId: SOURCE, code: 'customer_source', dictKey: 'website', dictValue: '重复', sort: 1, isSealed: 0 },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('dictKey')
  })

  it('keeps vocabularies declared in code read-only', async () => {
    const entry = (
      await t.root.query<{ id: string }>("SELECT id FROM blade_dict WHERE code = 'yes_no' AND dict_key = '1'")
    )[0]
    const r = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { id: entry?.id, dictValue: '对' },
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('yes_no')
    const removed = await t.call('POST', '/api/blade-system/dict/remove', {
      token: admin,
      query: { ids: entry?.id ?? '' },
    })
    expect(removed.status).toBe(400)
    const row = await t.root.query('SELECT dict_value, is_deleted FROM blade_dict WHERE id = $1', [entry?.id])
    expect(row[0]).toEqual({ dictValue: '是', isDeleted: 0 })
  })

  it('lets only users of the platform tenant change platform dictionaries', async () => {
    const r = await t.call('POST', '/api/blade-system/dict/submit', {
      token: other,
      body: { code: 'carrier_level', dictValue: '承运商等级', sort: 1, isSealed: 0 },
    })
    expect(r.status).toBe(403)
    expect(await t.root.query("SELECT 1 FROM blade_dict WHERE code = 'carrier_level'")).toHaveLength(0)
  })

  it('refuses to remove a dictionary that still has entries, and removes it with them', async () => {
    const parent = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { code: 'pallet_type', dictValue: '托盘类型', sort: 5, isSealed: 0 },
    })
    expect(parent.json.data.dictKey).toBe('-1')
    const child = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: {
        parentId: parent.json.data.id,
        code: 'pallet_type',
        dictKey: 'EUR',
        dictValue: '欧标托盘',
        sort: 1,
        isSealed: 0,
      },
    })
    const alone = await t.call('POST', '/api/blade-system/dict/remove', {
      token: admin,
      query: { ids: parent.json.data.id },
    })
    expect(alone.status).toBe(400)
    const both = await t.call('POST', '/api/blade-system/dict/remove', {
      token: admin,
      query: { ids: `${parent.json.data.id},${child.json.data.id}` },
    })
    expect(both.json.code).toBe(200)
    const left = await t.root.query(
      "SELECT count(*)::int AS n FROM blade_dict WHERE code = 'pallet_type' AND is_deleted = 0",
    )
    expect(left[0]?.n).toBe(0)
  })

  it('pages parents and children and nests the tree', async () => {
    const parents = await t.call('GET', '/api/blade-system/dict/parent-list', { token: admin, query: { size: 1000 } })
    expect(parents.json.data.records.every((r: { parentId: string }) => r.parentId === '0')).toBe(true)
    const children = await t.call('GET', '/api/blade-system/dict/child-list', {
      token: admin,
      query: { parentId: SOURCE },
    })
    expect(children.json.data.records.map((r: { dictKey: string }) => r.dictKey)).toEqual(
      expect.arrayContaining(['website', 'referral', 'marketplace']),
    )
    const tree = await t.call('GET', '/api/blade-system/dict/tree', {
      token: admin,
      query: { code: 'customer_source' },
    })
    expect(tree.json.data).toHaveLength(1)
    expect(tree.json.data[0].children.length).toBeGreaterThanOrEqual(3)
    const lookups = await t.call('GET', '/api/blade-system/dict/sysCodeList', {
      token: other,
      query: { code: 'yes_no' },
    })
    expect(Object.keys(lookups.json.data)).toEqual(['yes_no'])
    expect(lookups.json.data.yes_no[0]).toMatchObject({ label: '否', value: '0' })
    const listed = await t.call('GET', '/api/blade-system/dict/list', {
      token: admin,
      query: { code: 'customer_source' },
    })
    expect(listed.json.data.records.map((r: { id: string }) => r.id)).toContain(SOURCE)
    const read = await t.call('GET', '/api/blade-system/dict/detail', { token: admin, query: { id: SOURCE } })
    expect(read.json.data).toMatchObject({ id: SOURCE, code: 'customer_source', parentId: '0' })
  })

  it('answers 409 to a stale version', async () => {
    const made = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { parentId: SOURCE, dictKey: 'mail', code: 'customer_source', dictValue: '邮件', sort: 6, isSealed: 0 },
    })
    const { id, version } = made.json.data
    const first = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { id, version, sort: 7 },
    })
    expect(first.json.data.version).toBe(version + 1)
    const stale = await t.call('POST', '/api/blade-system/dict/submit', {
      token: admin,
      body: { id, version, sort: 8 },
    })
    expect(stale.status).toBe(409)
  })
})

describe('business dictionaries', () => {
  it('keeps each tenant to its own entries and derives the code of an entry from its dictionary', async () => {
    const made = await t.call('POST', '/api/blade-system/dict-biz/submit', {
      token: other,
      body: { parentId: GRADE, code: 'customer_grade', dictKey: 'VIP', dictValue: '战略客户', sort: 0, isSealed: 0 },
    })
    expect(made.json.code, made.text).toBe(200)
    const mine = await t.call('GET', '/api/blade-system/dict-biz/dictionary', {
      token: other,
      query: { code: 'customer_grade' },
    })
    expect(mine.json.data.map((e: { dictKey: string }) => e.dictKey)).toEqual(['VIP', 'A', 'B', 'C'])
    const theirs = await t.call('GET', '/api/blade-system/dict-biz/dictionary', {
      token: admin,
      query: { code: 'customer_grade' },
    })
    expect(theirs.json.data.map((e: { dictKey: string }) => e.dictKey)).toEqual(['A', 'B', 'C'])
    const parents = await t.call('GET', '/api/blade-system/dict-biz/parent-list', {
      token: other,
      query: { code: 'customer_grade' },
    })
    expect(parents.json.data.records.map((r: { code: string }) => r.code)).toContain('customer_grade')
    expect(parents.json.data.records.every((r: { parentId: string }) => r.parentId === '0')).toBe(true)
  })

  it('renames the entries when a dictionary code changes', async () => {
    const parent = await t.call('POST', '/api/blade-system/dict-biz/submit', {
      token: admin,
      body: { code: 'pay_channel', dictValue: '收款渠道', sort: 3, isSealed: 0 },
    })
    expect(parent.json.data.dictKey).toBe('-1')
    await t.call('POST', '/api/blade-system/dict-biz/submit', {
      token: admin,
      body: { parentId: parent.json.data.id, code: 'x', dictKey: 'PAYPAL', dictValue: 'PayPal', sort: 1, isSealed: 0 },
    })
    const renamed = await t.call('POST', '/api/blade-system/dict-biz/submit', {
      token: admin,
      body: { id: parent.json.data.id, code: 'payment_channel' },
    })
    expect(renamed.json.code, renamed.text).toBe(200)
    const children = await t.call('GET', '/api/blade-system/dict-biz/getChildList', {
      token: admin,
      query: { code: 'payment_channel' },
    })
    expect(children.json.data.map((e: { dictKey: string }) => e.dictKey)).toEqual(['PAYPAL'])
    const pages = await t.call('GET', '/api/blade-system/dict-biz/child-list', {
      token: admin,
      query: { parentId: parent.json.data.id },
    })
    expect(pages.json.data.total).toBe(1)
  })

  it('refuses an entry under an entry', async () => {
    const r = await t.call('POST', '/api/blade-system/dict-biz/submit', {
      token: admin,
      body: {
        parentId: '1000000000000002011',
        code: 'customer_grade',
        dictKey: 'A1',
        dictValue: 'A1',
        sort: 1,
        isSealed: 0,
      },
    })
    expect(r.status).toBe(400)
  })
})
