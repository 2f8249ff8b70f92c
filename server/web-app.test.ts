import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC, openTestApp, type TestApp } from './testing/test-app.ts'

describe('serving the built console', () => {
  let t: TestApp
  let webDir: string
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'erp-web-'))
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(webDir, 'assets', 'page-abc123.js'), 'export default 1')
    const big = `export default ${JSON.stringify('x'.repeat(4000))}`
    writeFileSync(join(webDir, 'assets', 'big-abc123.js'), big)
    writeFileSync(join(webDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big))
    writeFileSync(join(webDir, 'assets', 'big-abc123.js.gz'), gzipSync(big))
    t = await openTestApp({ WEB_DIR: webDir })
  })
  afterAll(async () => {
    await t.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  it('answers client-side routes with the page, never cached', async () => {
    const res = await t.app.request('/products/basebrand')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>console</title>')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves hashed build files as immutable', async () => {
    const res = await t.app.request('/assets/page-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it("answers an older build's missing chunk with 404, not the page (the console then reloads)", async () => {
    const res = await t.app.request('/assets/page-old999.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toContain('text/html')
  })

  it('sends the precompressed file the client accepts, brotli first, and the plain one to others', async () => {
    const plain = await t.app.request('/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    const br = await t.app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(br.headers.get('content-type')).toContain('javascript')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text)
    const gz = await t.app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text)
    // A file without a compressed twin goes as it is.
    const small = await t.app.request('/assets/page-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
  })
})

describe('compressed answers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await openTestApp()
  })
  afterAll(() => t.close())

  it('gzips an answer of 1 KB or more for a client that accepts it, and leaves a small one plain', async () => {
    const { access_token: token } = await t.signIn()
    const ask = (path: string, more: Record<string, string> = {}) =>
      t.app.request(path, { headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, ...more } })
    const routes = '/api/blade-system/menu/routes'
    const zipped = await ask(routes, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()
    expect(text.length).toBeGreaterThan(1024)
    const plain = await ask(routes)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(text)
    const small = await ask('/api/blade-desk/notice/list?current=1&size=1', { 'Accept-Encoding': 'gzip' })
    expect(Number(small.headers.get('content-length'))).toBeLessThan(1024)
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(((await small.json()) as { code: number }).code).toBe(200)
  })

  it('gives every answer its request id, the security headers and Vary, however it was made', async () => {
    const { access_token: token } = await t.signIn()
    const signed = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` }
    const answers = [
      await t.app.request('/api/blade-system/menu/routes', { headers: signed }),
      await t.app.request('/api/blade-system/menu/routes', { headers: { ...signed, 'Accept-Encoding': 'gzip' } }),
      await t.app.request('/api/erp/order/downOrderTemplate', { headers: signed }),
      await t.app.request('/api/erp/no-such-call', { headers: signed }),
      await t.app.request('/api/erp/order/detail?id=x', { headers: signed }),
      await t.app.request('/api/erp/order/page', { headers: { 'X-Request-Id': 'mine-1' } }),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 400, 401])
    for (const res of answers) {
      expect(res.headers.get('x-request-id')).toBeTruthy()
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
    }
    expect(answers[5]?.headers.get('x-request-id')).toBe('mine-1')
    expect(answers[2]?.headers.get('content-type')).toContain('spreadsheetml')
  })
})
