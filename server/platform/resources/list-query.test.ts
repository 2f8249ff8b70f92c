import { describe, expect, it } from 'vitest'
import { defineResource, f } from '#sync/resources/define-resource.ts'
import { AppError } from '../http/app-error.ts'
import { buildListQuery, DEFAULT_ORDER, unmatchedBatchValues } from './list-query.ts'

// A declaration with one searchable field of each type, so each type's filter rule shows alone.
const sample = defineResource({
  area: 'other',
  module: 'test',
  name: 'listsample',
  table: 'test_list_sample',
  label: { zh: '样例', en: 'Sample', ja: 'サンプル' },
  fields: {
    title: f.text({ label: { zh: '标题', en: 'Title', ja: 'タイトル' }, search: true, sort: true }),
    ref: f.id({ label: { zh: '编号', en: 'Ref', ja: '番号' }, search: true }),
    owner: f.link('blade-user/user', { label: { zh: '负责人', en: 'Owner', ja: '担当' }, search: true }),
    groups: f.links('blade-system/role', { label: { zh: '角色', en: 'Roles', ja: 'ロール' }, search: true }),
    parentId: f.treeParent({ label: { zh: '上级', en: 'Parent', ja: '親' }, search: true }),
    qty: f.integer({ label: { zh: '数量', en: 'Quantity', ja: '数量' }, search: true }),
    price: f.decimal({ label: { zh: '单价', en: 'Price', ja: '単価' }, search: true }),
    active: f.bool({ label: { zh: '启用', en: 'Active', ja: '有効' }, search: true }),
    shippedAt: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, search: true }),
    due: f.date({ label: { zh: '到期日', en: 'Due', ja: '期日' }, search: true }),
    kind: f.dict('yes_no', { label: { zh: '类型', en: 'Kind', ja: '種別' }, search: true }),
    hidden: f.text({ label: { zh: '隐藏', en: 'Hidden', ja: '非表示' } }),
  },
  calls: ['page'],
  permissions: { view: 'x_view', add: 'x_add', edit: 'x_edit', remove: 'x_delete' },
})

const build = (query: Record<string, string>) => buildListQuery(sample, query, 'en')
const refusal = (query: Record<string, string>) => {
  try {
    build(query)
  } catch (e) {
    if (e instanceof AppError)
      return {
        key: e.messageKey,
        fields: e.problems.map((p) => p.field),
        text: e.problems.map((p) => p.message).join(' | '),
      }
    throw e
  }
  return null
}

describe('list filters', () => {
  it('start from live rows, the default order, page 1 of the default size', () => {
    const q = build({})
    expect(q).toMatchObject({ where: ['is_deleted = 0'], params: [], current: 1, orderBy: DEFAULT_ORDER })
    expect(q.size).toBeGreaterThan(0)
  })

  it('turn each type into its own comparison, with every value a parameter', () => {
    const q = build({
      title: 'a%b',
      ref: '12',
      owner: '34',
      groups: '56',
      parentId: '0',
      qty: '-7',
      price: '1.25',
      active: '1',
      due: '2026-11-20',
      kind: '1',
    })
    expect(q.where).toEqual([
      'is_deleted = 0',
      'title ILIKE $1',
      'ref = $2',
      'owner = $3',
      "$4 = ANY(string_to_array(groups, ','))",
      'parent_id = $5',
      'qty = $6',
      'price::text ILIKE $7',
      'active::text ILIKE $8',
      'due::text ILIKE $9',
      'kind = $10',
    ])
    expect(q.params).toEqual(['%a\\%b%', '12', '34', '56', '0', -7, '1.25', 1, '2026-11-20', '1'])
  })

  it('ignore keys that are not searchable fields, and empty values', () => {
    expect(build({ hidden: 'x', nothing: 'y', title: '', _t: '1' }).where).toEqual(['is_deleted = 0'])
  })

  it('apply the suffixes', () => {
    const q = build({
      qty_ge: '1',
      qty_le: '9',
      qty_gt: '0',
      qty_lt: '10',
      qty_notequal: '5',
      title_equal: 'x',
      shippedAt_datege: '2026-11-01',
      shippedAt_datele: '2026-11-30 23:59:59',
      ref_null: '',
      owner_notnull: '',
    })
    expect(q.where.slice(1)).toEqual([
      'qty >= $1',
      'qty <= $2',
      'qty > $3',
      'qty < $4',
      'qty <> $5',
      'title = $6',
      'shipped_at >= $7',
      'shipped_at <= $8',
      'ref IS NULL',
      'owner IS NOT NULL',
    ])
    expect(q.params).toEqual([1, 9, 0, 10, 5, 'x', '2026-11-01 00:00:00', '2026-11-30 23:59:59'])
  })

  it('refuse a value that does not fit the field, naming the filter and the type expected', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ref: '12a' }, /id/i],
      [{ owner: '99999999999999999999' }, /id/i],
      [{ groups: '1,2' }, /id/i],
      [{ parentId: '-1' }, /id/i],
      [{ qty: '1.5' }, /whole number/i],
      [{ qty: '99999999999' }, /whole number/i],
      [{ price: '1,5' }, /decimal|number/i],
      [{ active: '2' }, /yes|no|0|1/i],
      [{ due: '2026-02-30' }, /time|date/i],
      [{ shippedAt: 'yesterday' }, /date|time/i],
      [{ kind: 'maybe' }, /./],
    ]
    for (const [query, expected] of cases) {
      const r = refusal(query)
      const key = Object.keys(query)[0]
      expect(r?.fields, JSON.stringify(query)).toEqual([key])
      expect(r?.text, JSON.stringify(query)).toMatch(expected)
    }
    expect(refusal({ title: 'a\u0000b' })?.fields).toEqual(['title'])
  })

  it('sort by declared sortable columns and the times only', () => {
    expect(build({ ascs: 'title', descs: 'create_time' }).orderBy).toBe('title ASC, create_time DESC, id DESC')
    expect(refusal({ ascs: 'qty' })?.key).toBe('sortColumnUnknown')
    expect(refusal({ descs: 'password; drop table x' })?.key).toBe('sortColumnUnknown')
  })

  it('bound the page number and size', () => {
    expect(build({ current: '3', size: '50' })).toMatchObject({ current: 3, size: 50 })
    for (const query of [{ current: '0' }, { current: 'x' }, { size: '100000' }, { size: '-1' }] as Record<
      string,
      string
    >[]) {
      expect(refusal(query)?.fields?.length, JSON.stringify(query)).toBe(1)
    }
  })
})

describe('list filters, value by value', () => {
  it('name the paging problem: too small, too big, or not a whole number', () => {
    expect(refusal({ current: '0' })?.text).toBe('Page number must be at least 1')
    expect(refusal({ size: '100000' })?.text).toBe('Page size must be at most 1000')
    expect(refusal({ current: '5x' })?.text).toBe('Page number must be a whole number')
    expect(refusal({ size: 'x5' })?.text).toBe('Page size must be a whole number')
  })

  it('refuse control characters and over-long text, naming the field', () => {
    expect(refusal({ title: 'a\u0000b' })?.text).toBe(
      'Title contains control characters (such as a null byte), which are not allowed',
    )
    expect(build({ title: 'x'.repeat(500) }).params).toEqual([`%${'x'.repeat(500)}%`])
    expect(refusal({ title: 'x'.repeat(501) })).toEqual({
      key: 'validation',
      fields: ['title'],
      text: 'Title must be at most 500 characters',
    })
  })

  it('take whole numbers within 32 bits, and decimals with or without a fraction', () => {
    expect(build({ qty: '2147483647', qty_ge: '-2147483647' }).params).toEqual([2147483647, -2147483647])
    expect(refusal({ qty: '2147483648' })?.text).toBe('Quantity must be a whole number')
    expect(refusal({ qty: '-2147483648' })?.text).toBe('Quantity must be a whole number')
    expect(build({ price: '12', price_ge: '12.5', price_le: '-0.1234567891' }).params).toEqual([
      '12',
      '12.5',
      '-0.1234567891',
    ])
    expect(refusal({ price: '12.' })?.fields).toEqual(['price'])
  })

  it('take 0 and 1 for a yes/no field', () => {
    expect(build({ active_equal: '0', active_notequal: '1' })).toMatchObject({
      where: ['is_deleted = 0', 'active = $1', 'active <> $2'],
      params: [0, 1],
    })
    expect(refusal({ active: '' })).toBeNull()
    expect(refusal({ active_equal: 'true' })?.text).toBe('Active must be 0 or 1')
  })

  it('compare a time to the start of a day, or to its end for the upper bounds', () => {
    const q = build({
      shippedAt: '2026-11-20',
      shippedAt_ge: '2026-11-01',
      shippedAt_gt: '2026-11-02',
      shippedAt_le: '2026-11-29',
      shippedAt_lt: '2026-11-30',
      shippedAt_datele: '2026-11-28',
      due_le: '2026-11-30',
    })
    expect(q.where.slice(1)).toEqual([
      'shipped_at = $1',
      'shipped_at >= $2',
      'shipped_at > $3',
      'shipped_at <= $4',
      'shipped_at < $5',
      'shipped_at <= $6',
      'due <= $7',
    ])
    expect(q.params).toEqual([
      '2026-11-20 00:00:00',
      '2026-11-01 00:00:00',
      '2026-11-02 00:00:00',
      '2026-11-29 23:59:59',
      '2026-11-30 23:59:59',
      '2026-11-28 23:59:59',
      '2026-11-30',
    ])
  })

  it('compare a vocabulary key with the column, or as text for _like (which takes any value)', () => {
    const q = build({ kind_equal: '1', kind_notequal: '0', kind_like: '1' })
    expect(q.where.slice(1)).toEqual(['kind = $1', 'kind <> $2', 'kind::text = $3'])
    expect(refusal({ kind: 'maybe' })?.text).toBe('Kind must be one of: 0, 1')
  })

  it('take 0 for a tree parent (the root) but not for a link', () => {
    expect(build({ parentId: '0' }).params).toEqual(['0'])
    expect(refusal({ owner: '0' })?.text).toMatch(/^Owner must be /)
  })

  it('bound a file name filter as text', () => {
    const files = defineResource({
      ...sample,
      name: 'listfiles',
      fields: { logo: f.file({ label: { zh: '图标', en: 'Logo', ja: 'ロゴ' }, search: true }) },
    })
    expect(buildListQuery(files, { logo: 'a.png' }, 'en')).toMatchObject({
      where: ['is_deleted = 0', 'logo::text ILIKE $1'],
      params: ['a.png'],
    })
    expect(() => buildListQuery(files, { logo: 'x'.repeat(501) }, 'en')).toThrow(AppError)
  })

  it('find an id among a record’s ids, for a plain, _like or _equal filter', () => {
    expect(build({ groups_equal: '7' }).where[1]).toBe("$1 = ANY(string_to_array(groups, ','))")
    expect(build({ groups_like: '7' }).where[1]).toBe("$1 = ANY(string_to_array(groups, ','))")
    expect(build({ groups_notequal: '7' }).where[1]).toBe('groups <> $1')
  })

  it('batch filters take each distinct value once, ORed, and remember where they stand', () => {
    const q = build({ qty: '1', ref_in: ' 12, 13 ,12,,14', title_likeany: 'a,b_' })
    expect(q.where).toEqual([
      'is_deleted = 0',
      'qty = $1',
      '(ref = $2 OR ref = $3 OR ref = $4)',
      '(title ILIKE $5 OR title ILIKE $6)',
    ])
    expect(q.params).toEqual([1, '12', '13', '14', '%a%', '%b\\_%'])
    expect(q.batches).toEqual([
      { key: 'ref_in', at: 2, values: ['12', '13', '14'], parts: ['ref = $2', 'ref = $3', 'ref = $4'] },
      { key: 'title_likeany', at: 3, values: ['a', 'b_'], parts: ['title ILIKE $5', 'title ILIKE $6'] },
    ])
    // Only separators: no condition at all.
    expect(build({ ref_in: ', ,' })).toMatchObject({ where: ['is_deleted = 0'], batches: [] })
    expect(refusal({ ref_in: '12,x' })?.fields).toEqual(['ref_in'])
  })

  it('batch filters take at most 100 values', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(',')
    expect(build({ ref_in: values(100) }).batches[0]?.values).toHaveLength(100)
    expect(refusal({ ref_in: values(101) })).toEqual({
      key: 'validation',
      fields: ['ref_in'],
      text: 'Ref takes at most 100 values',
    })
  })
})

describe('batch values that match nothing', () => {
  it('are probed one EXISTS per value, under the other conditions but not the batch’s own', async () => {
    const q = build({ qty: '1', ref_in: '12,13' })
    const asked: { sql: string; params: readonly unknown[] }[] = []
    const tx = {
      query: async <T>(sql: string, params: readonly unknown[] = []) => {
        asked.push({ sql, params })
        return [{ m0: true, m1: false }] as T[]
      },
      exec: async () => {},
    }
    expect(await unmatchedBatchValues(tx, 'test_list_sample', q)).toEqual({ ref_in: ['13'] })
    expect(asked).toEqual([
      {
        sql:
          'SELECT EXISTS (SELECT 1 FROM test_list_sample WHERE is_deleted = 0 AND qty = $1 AND ref = $2) AS m0, ' +
          'EXISTS (SELECT 1 FROM test_list_sample WHERE is_deleted = 0 AND qty = $1 AND ref = $3) AS m1',
        params: [1, '12', '13'],
      },
    ])
  })

  it('are none to look for without a batch filter, and all of them when the probe answers nothing', async () => {
    const tx = { query: async <T>() => [] as T[], exec: async () => {} }
    expect(await unmatchedBatchValues(tx, 'test_list_sample', build({ qty: '1' }))).toBeUndefined()
    expect(await unmatchedBatchValues(tx, 'test_list_sample', build({ ref_in: '12,13' }))).toEqual({
      ref_in: ['12', '13'],
    })
  })

  it('need no probe for a filter of one value when the page found records: that value found them', async () => {
    const asked: string[] = []
    const tx = {
      query: async <T>(sql: string) => {
        asked.push(sql)
        return [] as T[]
      },
      exec: async () => {},
    }
    expect(await unmatchedBatchValues(tx, 'test_list_sample', build({ ref_in: '12' }), true)).toEqual({ ref_in: [] })
    expect(asked).toEqual([])
    // Two values: which of them found the page's records is not known, so both are asked.
    expect(await unmatchedBatchValues(tx, 'test_list_sample', build({ ref_in: '12,13' }), true)).toEqual({
      ref_in: ['12', '13'],
    })
    expect(asked).toHaveLength(1)
  })
})
