import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushApiLog } from '../platform/http/api-log.ts'
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

describe('API log', () => {
  it('records each call of a signed-in user with status and duration, never the query or token', async () => {
    await t.call('GET', '/api/blade-system/param/list', {
      token: admin,
      query: { paramKey: 'secret-filter' },
      headers: { 'User-Agent': 'vitest-agent', 'X-Forwarded-For': '203.0.113.9' },
    })
    await t.call('POST', '/api/blade-system/param/submit', { token: admin, body: {} })
    await flushApiLog(t.root)
    const rows = await t.root.query<Record<string, unknown>>(
      "SELECT * FROM blade_log_api WHERE tenant_id = '000000' AND request_uri LIKE '/api/blade-system/param/%' ORDER BY create_time, id",
    )
    expect(rows.map((r) => [r.method, r.requestUri, r.httpStatus])).toEqual([
      ['GET', '/api/blade-system/param/list', 200],
      ['POST', '/api/blade-system/param/submit', 400],
    ])
    expect(rows[0]).toMatchObject({ createBy: 'admin', userAgent: 'vitest-agent', remoteIp: '203.0.113.9' })
    expect(Number(rows[0]?.time)).toBeGreaterThanOrEqual(0)
    expect(JSON.stringify(rows)).not.toContain('secret-filter')
    expect(JSON.stringify(rows)).not.toContain(admin)
  })

  it('lists each tenant its own entries', async () => {
    await t.call('GET', '/api/blade-system/param/list', { token: other })
    await flushApiLog(t.root)
    const page = await t.call('GET', '/api/blade-log/api/list', { token: other, query: { size: 1000 } })
    expect(page.json.data.total).toBeGreaterThan(0)
    expect(page.json.data.records.every((r: { tenantId: string }) => r.tenantId === '100001')).toBe(true)
    const first = page.json.data.records[0]
    const detail = await t.call('GET', '/api/blade-log/api/detail', { token: other, query: { id: first.id } })
    expect(detail.json.data.requestUri).toBe(first.requestUri)
    const foreign = await t.call('GET', '/api/blade-log/api/detail', { token: admin, query: { id: first.id } })
    expect(foreign.status).toBe(404)
  })
})

describe('operation and error logs', () => {
  it('records parameter changes in the operation log', async () => {
    const made = await t.call('POST', '/api/blade-system/param/submit', {
      token: admin,
      body: { paramName: '发货截单时间', paramKey: 'ship.cutoff', paramValue: '16:00' },
    })
    expect(made.json.code, made.text).toBe(200)
    const page = await t.call('GET', '/api/blade-log/usual/list', { token: admin, query: { logType: '7', size: 100 } })
    const titles = page.json.data.records.map((r: { title: string }) => r.title)
    expect(titles.some((s: string) => s.includes('ship.cutoff'))).toBe(true)
    expect(page.json.data.records[0]).toMatchObject({ createBy: 'admin', logType: 7, method: 'POST' })
  })

  it('lists the faults of the tenant from the error log', async () => {
    await t.root.query(
      `INSERT INTO blade_log_error (id, tenant_id, source, request_id, method, request_uri, exception_name, message)
       VALUES (1000000000000002999, '000000', 'server', 'req-1', 'GET', '/api/x', 'TypeError', 'boom'),
              (1000000000000002998, '100001', 'server', 'req-2', 'GET', '/api/y', 'RangeError', 'other tenant')`,
    )
    const page = await t.call('GET', '/api/blade-log/error/list', { token: admin, query: { exceptionName: 'Error' } })
    expect(page.json.data.records.map((r: { message: string }) => r.message)).toEqual(['boom'])
    const detail = await t.call('GET', '/api/blade-log/error/detail', {
      token: admin,
      query: { id: '1000000000000002999' },
    })
    expect(detail.json.data).toMatchObject({ requestId: 'req-1', requestUri: '/api/x' })
  })
})
