import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'
const page = (query: Record<string, string | number> = {}) => t.call('GET', `${N}/page`, { token, query })

async function addNotice(title: string, category = '1', releaseTime = '2026-11-01 08:00:00') {
  const r = await t.call('POST', `${N}/submit`, {
    token,
    body: { title, category, releaseTime, content: `about ${title}` },
  })
  expect(r.json.code).toBe(200)
  return r.json.data as { id: string; version: number; title: string }
}

describe('the envelope and records', () => {
  it('wraps answers as {code, success, data, msg} with ids as strings and BladeX times', async () => {
    const r = await page({ size: 1 })
    expect(r.status).toBe(200)
    expect(Object.keys(r.json).sort()).toEqual(['code', 'data', 'msg', 'success'])
    expect(r.json).toMatchObject({ code: 200, success: true, msg: '操作成功' })
    const rec = r.json.data.records[0]
    expect(typeof rec.id).toBe('string')
    expect(rec.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    for (const k of [
      'tenantId',
      'createUser',
      'createDept',
      'updateUser',
      'updateTime',
      'status',
      'isDeleted',
      'version',
    ]) {
      expect(rec).toHaveProperty(k)
    }
  })

  it('answers 404 in the envelope for unknown /api paths', async () => {
    const r = await t.call('GET', '/api/no/such/call', { token, lang: 'en-US' })
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ code: 404, success: false, data: null, msg: 'No such call: /api/no/such/call' })
  })
})

describe('paging and filters', () => {
  it('pages with current and size and reports total and pages', async () => {
    for (let i = 0; i < 5; i++) await addNotice(`paging-${i}`)
    const r = await page({ current: 2, size: 2, title: 'paging-', ascs: 'title' })
    expect(r.json.data).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 })
    expect(r.json.data.records.map((x: { title: string }) => x.title)).toEqual(['paging-2', 'paging-3'])
  })

  it('applies the filter suffixes', async () => {
    await addNotice('suffix-a', '1', '2026-10-01 10:00:00')
    await addNotice('suffix-b', '2', '2026-10-05 10:00:00')
    await addNotice('Suffix-100%', '3', '2026-10-09 10:00:00')
    const titles = async (q: Record<string, string>) =>
      (await page({ size: 50, title: 'uffix', ascs: 'title', ...q })).json.data.records.map(
        (x: { title: string }) => x.title,
      )
    expect(await titles({})).toEqual(['Suffix-100%', 'suffix-a', 'suffix-b'])
    expect(await titles({ title: '100%' })).toEqual(['Suffix-100%'])
    expect(await titles({ title_equal: 'suffix-a', title: '' })).toEqual(['suffix-a'])
    expect(await titles({ category_equal: '2' })).toEqual(['suffix-b'])
    expect(await titles({ category_notequal: '2' })).toEqual(['Suffix-100%', 'suffix-a'])
    expect(await titles({ releaseTime_datege: '2026-10-05' })).toEqual(['Suffix-100%', 'suffix-b'])
    expect(await titles({ releaseTime_datele: '2026-10-05' })).toEqual(['suffix-a', 'suffix-b'])
    expect(await titles({ release_time_gt: '2026-10-05 10:00:00' })).toEqual(['Suffix-100%'])
    expect(await titles({ releaseTime_lt: '2026-10-05 10:00:00' })).toEqual(['suffix-a'])
    expect(await titles({ content_null: '' })).toEqual([])
    expect(await titles({ content_notnull: '' })).toEqual(['Suffix-100%', 'suffix-a', 'suffix-b'])
  })

  it('takes up to 100 comma-separated values in the batch filters _in (equal) and _likeany (contains)', async () => {
    for (const title of ['batch-alpha', 'batch-beta', 'batch-gamma', 'batch_%x']) await addNotice(title)
    const titles = async (q: Record<string, string>) =>
      (await page({ size: 50, ascs: 'title', ...q })).json.data.records.map((x: { title: string }) => x.title)
    expect(await titles({ title_in: 'batch-alpha, batch-gamma ,,batch-none' })).toEqual(['batch-alpha', 'batch-gamma'])
    expect(await titles({ title_in: 'BATCH-ALPHA' })).toEqual([])
    expect(await titles({ title_likeany: 'ALPHA,amm' })).toEqual(['batch-alpha', 'batch-gamma'])
    // Wildcards are text, not patterns.
    expect(await titles({ title_likeany: '_%' })).toEqual(['batch_%x'])
    expect(await titles({ category_in: '1,2', title: 'batch-' })).toHaveLength(3)
    const tooMany = await page({ title_in: Array.from({ length: 101 }, (_, i) => `t${i}`).join(',') })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.msg).toContain('标题最多可查询100个值')
    const badDict = await page({ category_in: '1,nope' })
    expect(badDict.status).toBe(400)
  })

  it('names the batch values that find no record under the other filters', async () => {
    for (const title of ['named-alpha', 'named-beta']) await addNotice(title, '1')
    const answer = async (q: Record<string, string>) => (await page({ size: 1, ...q })).json.data
    const both = await answer({ title_in: 'named-alpha,named-none,named-beta' })
    // Every value is probed, not only the page shown (one row here).
    expect(both.records).toHaveLength(1)
    expect(both.unmatched).toEqual({ title_in: ['named-none'] })
    // Another filter narrows what counts as found.
    expect((await answer({ title_in: 'named-alpha,named-beta', category_equal: '2' })).unmatched).toEqual({
      title_in: ['named-alpha', 'named-beta'],
    })
    expect((await answer({ title_likeany: 'ALPHA,zzz' })).unmatched).toEqual({ title_likeany: ['zzz'] })
    expect(await answer({ title: 'named' })).not.toHaveProperty('unmatched')
  })

  it('sorts by declared columns only, refusing any other', async () => {
    const desc = await page({ descs: 'title', title: 'suffix' })
    expect(desc.json.data.records[0].title).toBe('suffix-b')
    const r = await page({ descs: 'password', lang: 'en-US' })
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('不支持按“password”排序')
    expect((await page({ ascs: 'title;drop table blade_notice' })).status).toBe(400)
  })

  it('ignores filter keys that are not declared columns', async () => {
    const r = await page({ password: 'x', tenantId: '100001', _t: '1' })
    expect(r.json.code).toBe(200)
    expect(r.json.data.records.every((x: { tenantId: string }) => x.tenantId === '000000')).toBe(true)
  })
})

describe('saving', () => {
  it('submit inserts without an id and updates with one', async () => {
    const made = await addNotice('submit-me')
    expect(made.version).toBe(1)
    const r = await t.call('POST', `${N}/submit`, { token, body: { id: made.id, title: 'submitted' } })
    expect(r.json.data).toMatchObject({ id: made.id, title: 'submitted', category: 1, version: 2 })
    const detail = await t.call('GET', `${N}/detail`, { token, query: { id: made.id } })
    expect(detail.json.data.title).toBe('submitted')
  })

  it('submit with an id no record has is refused: only the server mints ids', async () => {
    const id = '812345678901234567'
    const r = await t.call('POST', `${N}/submit`, { token, body: { id, title: 'made offline', category: 1 } })
    expect(r.status).toBe(400)
    expect(await t.root.query('SELECT 1 FROM blade_notice WHERE id = $1', [id])).toHaveLength(0)
  })

  it('update changes only the fields sent', async () => {
    const made = await addNotice('partial')
    await t.call('POST', `${N}/update`, { token, body: { id: made.id, content: 'new content' } })
    const d = (await t.call('GET', `${N}/detail`, { token, query: { id: made.id } })).json.data
    expect(d).toMatchObject({ title: 'partial', content: 'new content', category: 1 })
  })

  it('answers 409 to a stale version and keeps the newer data', async () => {
    const made = await addNotice('contested')
    const first = await t.call('POST', `${N}/update`, { token, body: { id: made.id, version: 1, title: 'first' } })
    expect(first.json.data.version).toBe(2)
    const second = await t.call('POST', `${N}/submit`, { token, body: { id: made.id, version: 1, title: 'second' } })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试' })
    expect((await t.call('GET', `${N}/detail`, { token, query: { id: made.id } })).json.data.title).toBe('first')
  })

  it('names every bad field in the caller language', async () => {
    const r = await t.call('POST', `${N}/save`, {
      token,
      body: { title: '', category: '9', releaseTime: 'tomorrow' },
      lang: 'en-US',
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe(
      'Invalid input: Title cannot be empty; Category must be one of: 1, 2, 3, 4, 5; Released at must be a time (yyyy-MM-dd HH:mm:ss)',
    )
    expect(r.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['title', 'category', 'releaseTime'])
    const ja = await t.call('POST', `${N}/save`, { token, body: { category: '1' }, lang: 'ja-JP' })
    expect(ja.json.msg).toBe('入力が正しくありません：タイトルは必須です')
  })
})

describe('logical delete', () => {
  it('removes records from lists and details but keeps the rows', async () => {
    const a = await addNotice('remove-a')
    const b = await addNotice('remove-b')
    const r = await t.call('POST', `${N}/remove`, { token, query: { ids: `${a.id},${b.id}` } })
    expect(r.json).toMatchObject({ code: 200, data: true })
    expect((await page({ title: 'remove-' })).json.data.total).toBe(0)
    expect((await t.call('GET', `${N}/detail`, { token, query: { id: a.id } })).status).toBe(404)
    const kept = await t.root.query<{ isDeleted: number }>(
      'SELECT is_deleted FROM blade_notice WHERE id = ANY($1::bigint[])',
      [[a.id, b.id]],
    )
    expect(kept).toEqual([{ isDeleted: 1 }, { isDeleted: 1 }])
  })

  it('refuses remove without ids or with ids that are not numbers', async () => {
    expect((await t.call('POST', `${N}/remove`, { token })).json.msg).toBe('请至少选择一条数据')
    expect((await t.call('POST', `${N}/remove`, { token, query: { ids: '1 or 1=1' } })).status).toBe(400)
  })
})

describe('permissions', () => {
  it('answers 403 to a user whose roles do not grant the button', async () => {
    const roleId = '701'
    await t.root.query(
      `INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, '000000', '只读', 'reader')`,
      [roleId],
    )
    await t.root.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
       SELECT 702, '000000', $1, id FROM blade_menu WHERE code = 'notice_view'`,
      [roleId],
    )
    await t.root.query(
      `INSERT INTO blade_user (id, tenant_id, account, password, role_id, status)
       SELECT 703, '000000', 'reader', password, $1, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
      [roleId],
    )
    const reader = (await t.signIn('000000', 'reader')).access_token
    expect((await t.call('GET', `${N}/page`, { token: reader })).status).toBe(200)
    const add = await t.call('POST', `${N}/submit`, { token: reader, body: { title: 'x', category: 1 } })
    expect(add.status).toBe(403)
    // Submit adds or edits: the route asks for either code, and names both.
    expect(add.json.msg).toBe('没有权限执行此操作（notice_add | notice_edit）')
    expect((await t.call('POST', `${N}/remove`, { token: reader, query: { ids: '1' } })).status).toBe(403)
  })
})

describe('OpenAPI', () => {
  it('describes every call, with a create example that succeeds', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json
    expect(doc.openapi).toBe('3.1.0')
    const submit = doc.paths['/api/blade-desk/notice/submit'].post
    expect(submit.requestBody.content['application/json'].schema.required).toEqual(['title', 'category'])
    const example = submit.requestBody.content['application/json'].example
    const r = await t.call('POST', '/api/blade-desk/notice/submit', { token, body: example })
    expect(r.json.code).toBe(200)
    expect(doc.paths['/api/blade-auth/oauth/token'].post).toBeDefined()
    const docs = await t.call('GET', '/api/docs')
    expect(docs.text).toContain('/api/openapi.json')
  })
})
