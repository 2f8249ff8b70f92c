import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { md5Hex } from '../platform/auth/password.ts'
import { BASIC, openTestApp, type TestApp } from '../testing/test-app.ts'
import { addressKey, FailureWindow, TokenBuckets } from './address-limits.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const TOKEN = '/api/blade-auth/oauth/token'
const CAPTCHA = '/api/blade-auth/oauth/captcha'

/** Each test signs in from its own address (app.request() has no socket: X-Forwarded-For is read). */
let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

/** A captcha fetched from the address, solved: the headers a password grant carries it in. */
const solvedCaptcha = (address: string) => t.solvedCaptcha({ 'X-Forwarded-For': address })

/** A password grant from the address; `captcha`: with a solved captcha, as needed after a failure. */
const tryPassword = async (
  address: string,
  username: string,
  password: string,
  tenantId = '000000',
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
  captcha = false,
) =>
  t.call('POST', TOKEN, {
    query: { tenantId, username, password: md5Hex(password), grant_type: 'password', scope: 'all' },
    headers: { 'X-Forwarded-For': address, ...(captcha ? await solvedCaptcha(address) : {}) },
    lang,
  })
/** The same with a solved captcha. */
const tryWithCaptcha = (address: string, username: string, password: string, tenantId = '000000') =>
  tryPassword(address, username, password, tenantId, 'zh-CN', true)

/** A second real account of tenant 000000 with the administrator's password (Admin123). */
async function copyOfAdmin(id: number, account: string) {
  await t.root.query(
    `INSERT INTO blade_user (id, tenant_id, account, password, status)
     SELECT $1, tenant_id, $2, password, 1 FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'`,
    [id, account],
  )
}

describe('finding 4: sign-in does not tell whether an account exists', () => {
  it('answers an unknown account with the same status and text as an existing one, in each language', async () => {
    for (const [i, lang] of (['zh-CN', 'en-US'] as const).entries()) {
      await copyOfAdmin(778001 + i, `real-${lang}`)
      const address = newAddress()
      const real = await tryPassword(address, `real-${lang}`, 'wrong', '000000', lang)
      const unknown = await tryPassword(address, `ghost-${lang}`, 'wrong', '000000', lang)
      expect(real.status).toBe(400)
      expect(unknown.status).toBe(real.status)
      expect(unknown.json).toEqual(real.json)
      expect(Object.keys(unknown.json)).toEqual(['error_code', 'error', 'error_description'])
    }
    const zh = await tryPassword(newAddress(), 'ghost-3', 'wrong')
    expect(zh.json.error_description).toBe('用户名或密码不正确，再错 4 次账号将被锁定 10 分钟')
  })

  it('locks an unknown account after 5 failures like a real one, with the same answers at each step', async () => {
    await copyOfAdmin(778010, 'real02')
    const address = newAddress()
    const answers = async (account: string) => {
      const out: string[] = []
      for (let i = 0; i < 7; i++) out.push((await tryWithCaptcha(address, account, 'wrong')).json.error_description)
      return out
    }
    const real = await answers('real02')
    const unknown = await answers('ghost-lock')
    expect(unknown).toEqual(real)
    expect(unknown.slice(0, 4).map((d) => d.match(/再错 (\d) 次/)?.[1])).toEqual(['4', '3', '2', '1'])
    expect(unknown.slice(4)).toEqual(Array(3).fill('密码错误次数过多，账号已锁定，请 10 分钟后再试'))
    // Counted per tenant and account name: the same name elsewhere is untouched.
    const rows = await t.root.query<{ tenantId: string; failedCount: number; locked: boolean }>(
      `SELECT tenant_id, failed_count, locked_until > localtimestamp(0) AS locked
         FROM blade_sign_in_failure WHERE account = 'ghost-lock'`,
    )
    expect(rows).toEqual([{ tenantId: '000000', failedCount: 0, locked: true }])
    const elsewhere = await tryPassword(newAddress(), 'ghost-lock', 'wrong', '100001')
    expect(elsewhere.json.error_description).toContain('再错 4 次')
    // Once the lock ends, both start over alike.
    await t.root.query(`UPDATE blade_user SET locked_until = localtimestamp(0) - interval '1 minute' WHERE id = 778010`)
    await t.root.query(
      `UPDATE blade_sign_in_failure SET locked_until = localtimestamp(0) - interval '1 minute' WHERE account = 'ghost-lock'`,
    )
    const after = newAddress()
    expect((await tryPassword(after, 'ghost-lock', 'wrong')).json).toEqual(
      (await tryPassword(after, 'real02', 'wrong')).json,
    )
    // Its wrong password just now asks for a captcha before the right one is taken.
    expect((await tryPassword(after, 'real02', 'Admin123')).json.error_description).toBe('请输入验证码后再登录')
    expect((await tryWithCaptcha(after, 'real02', 'Admin123')).status).toBe(200)
  })

  it('forgets a count after a quiet day, for real and unknown accounts alike', async () => {
    await copyOfAdmin(778003, 'real03')
    const address = newAddress()
    for (const account of ['real03', 'ghost-quiet']) {
      await tryPassword(address, account, 'wrong')
      expect((await tryWithCaptcha(address, account, 'wrong')).json.error_description).toContain('再错 3 次')
    }
    await t.root.query(
      `UPDATE blade_user SET last_failed_login = last_failed_login - interval '25 hours' WHERE id = 778003`,
    )
    await t.root.query(
      `UPDATE blade_sign_in_failure SET last_failed_at = last_failed_at - interval '25 hours' WHERE account = 'ghost-quiet'`,
    )
    for (const account of ['real03', 'ghost-quiet']) {
      expect((await tryPassword(address, account, 'wrong')).json.error_description).toContain('再错 4 次')
    }
  })

  it('answers 429 with Retry-After once an address failed too often; successes do not count', async () => {
    const address = newAddress()
    // Hundreds of sign-ins from one address are normal (test suites): successes are never counted.
    for (let i = 0; i < 25; i++) expect((await tryPassword(address, 'admin', 'Admin123')).status).toBe(200)
    for (let i = 0; i < 20; i++) {
      const r = await tryWithCaptcha(address, `ghost-flood-${i}`, 'wrong')
      expect(r.status, r.text).toBe(400)
    }
    const refused = await tryPassword(address, 'admin', 'Admin123', '000000', 'en-US')
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(600)
    expect(refused.json).toEqual({
      error_code: 429,
      error: 'too_many_requests',
      error_description: `Too many failed sign-ins from your address; try again in ${wait} seconds`,
    })
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    // Another address is not held back.
    expect((await tryPassword(newAddress(), 'admin', 'Admin123')).status).toBe(200)
  })

  it('asks for a captcha once an address failed half the limit, or once an account failed: no guess is free', async () => {
    const address = newAddress()
    for (let i = 0; i < 9; i++) expect((await tryPassword(address, `ghost-many-${i}`, 'wrong')).status).toBe(400)
    // The tenth failure reaches half the limit of 20: from here on the address solves a captcha per try.
    await tryPassword(address, 'ghost-many-9', 'wrong')
    const asked = await tryPassword(address, 'admin', 'Admin123', '000000', 'en-US')
    expect(asked.json).toEqual({
      error_code: 400,
      error: 'bad_request',
      error_description: 'Enter the captcha to sign in',
    })
    expect((await tryWithCaptcha(address, 'admin', 'Admin123')).status).toBe(200)
    // A wrong captcha code is refused as such.
    const other = newAddress()
    const { 'Captcha-Key': key } = await solvedCaptcha(other)
    const badCode = await t.call('POST', TOKEN, {
      query: { tenantId: '000000', username: 'admin', password: md5Hex('Admin123'), grant_type: 'password' },
      headers: { 'X-Forwarded-For': other, 'Captcha-Key': key as string, 'Captcha-Code': 'zzzz' },
    })
    expect(badCode.json.error_description).toBe('验证码不正确')
  })

  it('answers a tenant that does not exist as a wrong account or password, and says a tenant is closed only to its users', async () => {
    const address = newAddress()
    const missing = await tryPassword(address, 'admin', 'Admin123', '999999')
    const wrongPassword = await tryPassword(newAddress(), 'ghost-tenant', 'wrong', '100001')
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual(wrongPassword.json)
    expect(missing.json.error_description).toBe('用户名或密码不正确，再错 4 次账号将被锁定 10 分钟')
    await t.root.query(`UPDATE blade_tenant SET status = 2 WHERE tenant_id = '100001'`)
    try {
      // A suspended tenant: a wrong password gets the usual answer, the right one hears why.
      const guess = await tryPassword(newAddress(), 'ghost-closed', 'wrong', '100001')
      expect(guess.json.error_description).toBe('用户名或密码不正确，再错 4 次账号将被锁定 10 分钟')
      expect((await tryPassword(newAddress(), 'admin', 'Admin123', '100001')).json.error_description).toBe(
        '租户已停用，请联系服务商',
      )
    } finally {
      await t.root.query(`UPDATE blade_tenant SET status = 1 WHERE tenant_id = '100001'`)
    }
  })

  it('counts wrong guesses only: malformed token calls from an address do not hold it back', async () => {
    const address = newAddress()
    for (let i = 0; i < 25; i++) {
      const r = await t.call('POST', TOKEN, { query: { grant_type: 'magic' }, headers: { 'X-Forwarded-For': address } })
      expect(r.status).toBe(400)
    }
    expect((await tryPassword(address, 'ghost-malformed', 'wrong')).status).toBe(400)
  })

  it('keeps the failures of an address in a sliding window', () => {
    const window = new FailureWindow(3, 60_000)
    const start = 1_000_000
    for (let i = 0; i < 3; i++) window.record('a', start + i * 10_000)
    expect(window.retryAfter('b', start + 20_000)).toBe(0)
    expect(window.retryAfter('a', start + 20_000)).toBe(40)
    expect(window.retryAfter('a', start + 60_001)).toBe(0)
    expect(new FailureWindow(0, 60_000).retryAfter('a')).toBe(0)
  })

  it('limits an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:1:2:bbbb:cccc:dddd:eeee'))
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'))
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey(null)).toBe('')
  })

  it('answers the token call with Cache-Control: no-store, on success and on failure', async () => {
    const address = newAddress()
    for (const password of ['Admin123', 'wrong']) {
      const r = await tryPassword(address, 'admin', password)
      expect(r.headers.get('Cache-Control')).toBe('no-store')
      expect(r.headers.get('Pragma')).toBe('no-cache')
    }
  })
})

describe('finding 4: captcha creation is limited per address and in number', () => {
  it('answers a captcha flood from one address with 429 and Retry-After; other addresses still get one', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      statuses.push((await t.call('GET', CAPTCHA, { headers: { 'X-Forwarded-For': address } })).status)
    }
    // A burst of 30, then one more a second: a slow run may earn a token or two back meanwhile.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200))
    expect(statuses.slice(30).filter((s) => s === 429).length).toBeGreaterThanOrEqual(8)
    const refused = await t.call('GET', CAPTCHA, { headers: { 'X-Forwarded-For': address } })
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(refused.json).toMatchObject({ error_code: 429, error: 'too_many_requests' })
    expect(refused.json.error_description).toBe('获取验证码过于频繁，请 1 秒后再试')
    expect((await t.call('GET', CAPTCHA, { headers: { 'X-Forwarded-For': newAddress() } })).status).toBe(200)
  })

  it('refills an address bucket over time', () => {
    const buckets = new TokenBuckets(2, 60)
    const start = 5_000_000
    expect([buckets.take('a', start), buckets.take('a', start), buckets.take('a', start)]).toEqual([0, 0, 1])
    expect(buckets.take('a', start + 1_000)).toBe(0)
    expect(buckets.take('a', start + 1_000)).toBe(1)
  })

  it('keeps the captcha table bounded: expired rows go, and past the cap the oldest go first', async () => {
    // A flood from many addresses: the per-address limit does not stop it, the cap does.
    const capped = createApp({ root: t.root, config: { ...t.config, captchaMaxStored: 25 }, signingKey: t.signingKey })
    await t.root.query(
      `INSERT INTO blade_captcha (captcha_key, code, expires_at) VALUES ('stale', 'ABCD', localtimestamp(0) - interval '1 minute')`,
    )
    let newest = ''
    for (let i = 0; i < 60; i++) {
      const r = await capped.request(CAPTCHA, {
        headers: { Authorization: BASIC, 'X-Forwarded-For': `203.0.113.${i}` },
      })
      expect(r.status).toBe(200)
      newest = ((await r.json()) as { key: string }).key
    }
    const [count] = await t.root.query<{ n: number }>('SELECT count(*)::int AS n FROM blade_captcha')
    expect(count?.n).toBe(25)
    expect(await t.root.query(`SELECT 1 FROM blade_captcha WHERE captcha_key = 'stale'`)).toEqual([])
    expect(await t.root.query('SELECT 1 FROM blade_captcha WHERE captcha_key = $1', [newest])).toHaveLength(1)
  })
})

describe('finding 5: the captcha holds no readable text', () => {
  const svgOf = (image: string) => {
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    return Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8')
  }

  it('draws the code as paths: no text element, no text node, none of the code characters', async () => {
    const r = await t.call('GET', CAPTCHA, { headers: { 'X-Forwarded-For': newAddress() } })
    const [row] = await t.root.query<{ code: string }>('SELECT code FROM blade_captcha WHERE captcha_key = $1', [
      r.json.key,
    ])
    const svg = svgOf(r.json.image)
    expect(svg).not.toMatch(/<text|<tspan|font|<use|<image/i)
    // Between the tags there is nothing at all: no character of the code is written out.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('')
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(10)
    expect(row?.code).toMatch(/^[A-Z2-9]{4}$/)
    // Letters the markup itself never uses do not occur anywhere in the picture of a code made of them.
    const { drawCaptcha } = await import('../platform/auth/captcha.ts')
    expect(svgOf(drawCaptcha('WXYZ'))).not.toMatch(/[WXYZ]/)
  })

  it('draws every character of the alphabet, differently each time', async () => {
    const { drawCaptcha } = await import('../platform/auth/captcha.ts')
    const strokes = (code: string) => svgOf(drawCaptcha(code)).match(/stroke-width="(2\.[3-9]|3\.0)"/g)?.length ?? 0
    expect(strokes('')).toBe(0)
    for (const ch of 'ABCDEFGHJKMNPQRSTUVWXYZ23456789') expect(strokes(ch), ch).toBeGreaterThan(0)
    expect(drawCaptcha('AB23')).not.toBe(drawCaptcha('AB23'))
  })
})
