import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findResource } from '#sync/resources/index.ts'
import { exampleBody } from '#sync/resources/resource-schemas.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { WMS_IDS } from '../../wms/wms-seed.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

type Node = {
  id: string
  parentId: string
  title: string
  key: string
  value: string
  hasChildren: boolean
  children?: Node[]
}

const fieldsOf = (r: { json: { data: { errors: { field: string; message: string }[] } } }) =>
  r.json.data.errors.map((e) => e.field)

describe('tree and lazy tree (departments)', () => {
  it('nests every department under its parent, with title, key, value and whether it has children', async () => {
    const r = await t.call('GET', '/api/blade-system/dept/tree', { token })
    expect(r.status).toBe(200)
    const roots = r.json.data as Node[]
    const rows = await t.root.query<{ id: string; parentId: string; deptName: string }>(
      `SELECT id, parent_id, dept_name FROM blade_dept WHERE tenant_id = '000000' AND is_deleted = 0`,
    )
    const root = rows.find((d) => String(d.parentId) === '0')
    expect(roots.map((n) => n.id)).toEqual([root?.id])
    const [top] = roots
    expect(top).toMatchObject({
      title: root?.deptName,
      key: root?.id,
      value: root?.id,
      parentId: '0',
      hasChildren: true,
    })
    const children = rows.filter((d) => String(d.parentId) === root?.id)
    expect(top?.children?.map((n) => n.title).sort()).toEqual(children.map((d) => d.deptName).sort())
    for (const child of top?.children ?? []) {
      expect(child.parentId).toBe(root?.id)
      expect(child.hasChildren).toBe(false)
      expect(child.children ?? []).toEqual([])
    }
  })

  it('answers one level at a time, the roots without a parent id, and refuses a parent id that is no id', async () => {
    const top = (await t.call('GET', '/api/blade-system/dept/lazy-tree', { token })).json.data as Node[]
    expect(top).toHaveLength(1)
    expect(top[0]?.hasChildren).toBe(true)
    const below = (
      await t.call('GET', '/api/blade-system/dept/lazy-tree', { token, query: { parentId: String(top[0]?.id) } })
    ).json.data as Node[]
    expect(below.length).toBeGreaterThan(1)
    expect(below.every((n) => n.parentId === top[0]?.id && !('children' in n && n.children?.length))).toBe(true)
    const leaf = (
      await t.call('GET', '/api/blade-system/dept/lazy-tree', { token, query: { parentId: String(below[0]?.id) } })
    ).json.data
    expect(leaf).toEqual([])
    const bad = await t.call('GET', '/api/blade-system/dept/lazy-tree', { token, query: { parentId: 'x1' } })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad)).toEqual(['parentId'])
  })
})

describe('select (drop-down choices)', () => {
  it('answers each record with its title as label and its id as value, searching the title literally', async () => {
    const all = (await t.call('GET', '/api/erp/basetransport/select', { token })).json.data as Record<string, string>[]
    expect(all.length).toBeGreaterThan(1)
    for (const r of all) {
      expect(r.value).toBe(r.id)
      expect(r.label).toBe(r.name)
    }
    const some = all[0]?.name ?? ''
    const found = (await t.call('GET', '/api/erp/basetransport/select', { token, query: { search: some.slice(1, 4) } }))
      .json.data as Record<string, string>[]
    expect(found.map((r) => r.id)).toContain(all[0]?.id)
    expect(found.every((r) => r.name?.includes(some.slice(1, 4)))).toBe(true)
    // % and _ are characters, not wildcards.
    for (const search of ['%', '_']) {
      const none = (await t.call('GET', '/api/erp/basetransport/select', { token, query: { search } })).json.data
      expect(none).toEqual([])
    }
  })
})

describe('updateStatus', () => {
  const call = (body: Record<string, unknown>) => t.call('POST', '/api/erp/basetransport/updateStatus', { token, body })

  it('names the allowed statuses of the vocabulary, refuses a non-number, and changes nothing', async () => {
    const before = await t.root.query('SELECT status, version FROM erp_base_transport WHERE id = $1', [
      WMS_IDS.transportUsps,
    ])
    const unknown = await call({ ids: WMS_IDS.transportUsps, status: 7 })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown)).toEqual(['status'])
    expect(unknown.json.data.errors[0].message).toMatch(/1, 2/)
    const words = await call({ ids: WMS_IDS.transportUsps, status: 'on' })
    expect(words.status).toBe(400)
    expect(fieldsOf(words)).toEqual(['status'])
    const none = await call({ status: 1 })
    expect(none.status).toBe(400)
    expect(
      await t.root.query('SELECT status, version FROM erp_base_transport WHERE id = $1', [WMS_IDS.transportUsps]),
    ).toEqual(before)
  })
})

describe('child rows', () => {
  it('are checked with their own declaration, the bad field named, before anything is saved', async () => {
    const before = await t.root.query<{ n: number }>('SELECT count(*)::int AS n FROM erp_base_product')
    const r = await t.call('POST', '/api/erp/baseproduct/submit', {
      token,
      body: {
        ...exampleBody(findResource('erp/baseproduct')),
        sysSku: 'CHILD-ROWS-1',
        declares: [{ declarePrice: 'abc' }],
      },
    })
    expect(r.status).toBe(400)
    expect(fieldsOf(r)).toContain('declarePrice')
    expect(await t.root.query('SELECT count(*)::int AS n FROM erp_base_product')).toEqual(before)
  })
})

describe('uploaded spreadsheets', () => {
  const upload = (form: FormData) => t.call('POST', '/api/erp/basebrand/import', { token, form })

  it('refuse a missing file, a file that is no spreadsheet, and a spreadsheet that cannot be read', async () => {
    const empty = await upload(new FormData())
    expect(empty.status).toBe(400)
    const text = new FormData()
    text.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    const notSheet = await upload(text)
    expect(notSheet.status).toBe(400)
    const broken = new FormData()
    broken.append('file', new File([Buffer.from('PK\u0003\u0004broken')], 'brands.xlsx'))
    const unreadable = await upload(broken)
    expect(unreadable.status).toBe(400)
    expect([empty.json.msg, notSheet.json.msg, unreadable.json.msg].every((m) => typeof m === 'string' && m)).toBe(true)
    expect(notSheet.json.msg).toBe(unreadable.json.msg)
    expect(empty.json.msg).not.toBe(notSheet.json.msg)
    // A multipart body that cannot be parsed is a missing file too.
    const malformed = await t.call('POST', '/api/erp/basebrand/import', {
      token,
      raw: 'no parts here',
      headers: { 'Content-Type': 'multipart/form-data; boundary=missing' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.msg).toBe(empty.json.msg)
  })
})
