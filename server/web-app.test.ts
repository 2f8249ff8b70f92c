import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from './testing/test-app.ts'

describe('serving the built console', () => {
  let t: TestApp
  let webDir: string
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'erp-web-'))
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(webDir, 'assets', 'page-abc123.js'), 'export default 1')
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
})
