import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
let other: string
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'picture-'))
  t = await openTestApp({ DATA_DIR: dataDir })
  admin = (await t.signIn()).access_token
  other = (await t.signIn('100001')).access_token
})
afterAll(() => t.close())

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

async function upload(token: string, name: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  for (const [k, v] of Object.entries(extra)) form.set(k, v)
  const res = await t.app.request('/api/picture/upload', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}`, 'Accept-Language': 'zh-CN' },
    body: form,
  })
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; data: Record<string, string> } }
}

describe('picture upload', () => {
  it('stores an image under the tenant and serves it to its users only', async () => {
    const r = await upload(admin, 'logo.PNG', PNG, { centerType: 'product' })
    expect(r.json.code).toBe(200)
    expect(r.json.data.originalName).toBe('logo.PNG')
    expect(r.json.data.url).toMatch(/^\/api\/picture\/file\/000000\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)
    const onDisk = join(dataDir, 'uploads', '000000', r.json.data.name as string)
    expect(readFileSync(onDisk)).toEqual(Buffer.from(PNG))
    const rows = await t.root.query('SELECT center_type, attach_size, content_type FROM blade_attach WHERE name = $1', [
      r.json.data.name,
    ])
    expect(rows[0]).toEqual({ centerType: 'product', attachSize: PNG.length, contentType: 'image/png' })
    const mine = await t.app.request(r.json.data.url as string, { headers: { 'Blade-Auth': `bearer ${admin}` } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG)
    const theirs = await t.app.request(r.json.data.url as string, { headers: { 'Blade-Auth': `bearer ${other}` } })
    expect(theirs.status).toBe(404)
    const anonymous = await t.app.request(r.json.data.url as string)
    expect(anonymous.status).toBe(401)
  })

  it('refuses a file whose content does not match its extension, with the spec message', async () => {
    const r = await upload(admin, 'invoice.pdf', new TextEncoder().encode('MZ this is not a pdf'))
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('附件格式错误，请重新上传！')
    const gif = await upload(admin, 'anim.gif', new TextEncoder().encode('GIF89a....'))
    expect(gif.status).toBe(400)
  })

  it('refuses a file over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    const r = await upload(admin, 'big.png', big)
    expect([400, 413]).toContain(r.status)
    expect(existsSync(join(dataDir, 'uploads', '000000'))).toBe(true)
  })

  it('stops serving a file once its record is removed, and never serves paths outside the uploads', async () => {
    const r = await upload(admin, 'scan.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    const id = r.json.data.attachId as string
    await t.call('POST', '/api/blade-resource/attach/remove', { token: admin, query: { ids: id } })
    const gone = await t.app.request(r.json.data.url as string, { headers: { 'Blade-Auth': `bearer ${admin}` } })
    expect(gone.status).toBe(404)
    const outside = await t.app.request('/api/picture/file/000000/..%2F..%2F/x/y.png', {
      headers: { 'Blade-Auth': `bearer ${admin}` },
    })
    expect(outside.status).toBe(404)
  })
})
