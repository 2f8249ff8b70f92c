import { describe, expect, it } from 'vitest'
import { defineResource, f } from '#sync/resources/define-resource.ts'
import { AppError } from '../http/app-error.ts'
import { buildListQuery, DEFAULT_ORDER } from './list-query.ts'

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
