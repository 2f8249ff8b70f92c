import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Hex } from '../platform/auth/password.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const TOKEN = '/api/blade-auth/oauth/token'
/** Each call from an address of its own: this file's wrong guesses would otherwise add up to the address's captcha. */
let lastAddress = 0
const login = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.call('POST', TOKEN, {
    query: { scope: 'all', type: 'account', ...query },
    headers: { 'X-Forwarded-For': `203.0.113.${++lastAddress}`, ...headers },
  })

async function captchaCode(key: string): Promise<string> {
  const rows = await t.root.query<{ code: string }>('SELECT code FROM blade_captcha WHERE captcha_key = $1', [key])
  return rows[0]?.code ?? ''
}

/** A solved captcha's headers: a password grant needs one once its account failed. */
const solved = () => t.solvedCaptcha()

describe('sign-in grants', () => {
  it('signs in with the password grant and answers the raw BladeX token', async () => {
    const r = await login({
      tenantId: '000000',
      username: 'admin',
      password: md5Hex('Admin123'),
      grant_type: 'password',
    })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ token_type: 'bearer', expires_in: 3600, tenant_id: '000000', account: 'admin' })
    expect(r.json.role_name).toBe('administrator')
    expect(typeof r.json.user_id).toBe('string')
    expect(r.json.refresh_token).toMatch(/^[\w-]{40,}$/)
  })

  it('signs in with the captcha grant, the code compared case-insensitively and used once', async () => {
    const captcha = (await t.call('GET', '/api/blade-auth/oauth/captcha')).json
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const code = await captchaCode(captcha.key)
    const query = { tenantId: '000000', username: 'admin', password: md5Hex('Admin123'), grant_type: 'captcha' }
    const headers = { 'Captcha-Key': captcha.key, 'Captcha-Code': code.toLowerCase() }
    expect((await login(query, headers)).status).toBe(200)
    const again = await login(query, headers)
    expect(again.status).toBe(400)
    expect(again.json.error_description).toBe('验证码已过期，请刷新')
  })

  it('refuses a wrong captcha code and spends the captcha', async () => {
    const captcha = (await t.call('GET', '/api/blade-auth/oauth/captcha')).json
    const query = { tenantId: '000000', username: 'admin', password: md5Hex('Admin123'), grant_type: 'captcha' }
    const r = await login(query, { 'Captcha-Key': captcha.key, 'Captcha-Code': 'zzzz' })
    expect(r.json).toEqual({ error_code: 400, error: 'bad_request', error_description: '验证码不正确' })
    expect(await captchaCode(captcha.key)).toBe('')
  })

  it('refreshes with rotation: the old refresh token is refused and its reuse ends the session', async () => {
    const first = await t.signIn()
    const r = await login({ tenantId: '000000', grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(r.status).toBe(200)
    expect(r.json.refresh_token).not.toBe(first.refresh_token)
    const reused = await login({ tenantId: '000000', grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(reused.status).toBe(400)
    expect(reused.json.error_description).toContain('刷新令牌无效')
    // Reuse means the token leaked: the whole session, including the newest tokens, is over.
    expect((await t.call('GET', '/api/blade-user/info', { token: r.json.access_token })).status).toBe(401)
  })

  it('refuses a wrong password, saying how many tries are left, in the caller language', async () => {
    const r = await t.call('POST', TOKEN, {
      query: { tenantId: '100001', username: 'admin', password: md5Hex('nope'), grant_type: 'password' },
      lang: 'en-US',
    })
    expect(r.status).toBe(400)
    expect(r.json.error_description).toBe(
      'Wrong user name or password; 4 more failures lock the account for 10 minutes',
    )
  })

  it('locks the account for 10 minutes after 5 wrong passwords, even for the right one', async () => {
    await t.root.query(
      `INSERT INTO blade_user (id, tenant_id, account, password, status)
       SELECT 777001, tenant_id, 'locky', password, 1 FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'`,
    )
    const wrong = { tenantId: '000000', username: 'locky', password: md5Hex('wrong'), grant_type: 'password' }
    expect((await login(wrong)).json.error_description).toContain('再错 4 次')
    // After the first failure each try needs a solved captcha.
    expect((await login(wrong)).json.error_description).toBe('请输入验证码后再登录')
    for (let i = 0; i < 3; i++) expect((await login(wrong, await solved())).json.error_description).toContain('再错')
    const fifth = await login(wrong, await solved())
    expect(fifth.json.error_description).toBe('密码错误次数过多，账号已锁定，请 10 分钟后再试')
    const right = await login({ ...wrong, password: md5Hex('Admin123') }, await solved())
    expect(right.status).toBe(400)
    expect(right.json.error_description).toContain('账号已锁定')
    await t.root.query(`UPDATE blade_user SET locked_until = localtimestamp(0) - interval '1 minute' WHERE id = 777001`)
    // The lock started the count over: no captcha is asked for.
    expect((await login({ ...wrong, password: md5Hex('Admin123') })).status).toBe(200)
  })

  it('refuses an unknown client, a wrong secret and a grant the client does not list', async () => {
    const q = { tenantId: '000000', username: 'admin', password: md5Hex('Admin123'), grant_type: 'password' }
    const bad = `Basic ${Buffer.from('saber:wrong').toString('base64')}`
    expect((await login(q, { Authorization: bad })).status).toBe(401)
    expect((await login(q, { Authorization: 'Basic bm9ib2R5Og==' })).status).toBe(401)
    await t.root.query(
      `UPDATE blade_client SET authorized_grant_types = 'captcha,refresh_token' WHERE client_id = 'saber'`,
    )
    const r = await login(q)
    await t.root.query(
      `UPDATE blade_client SET authorized_grant_types = 'captcha,password,refresh_token' WHERE client_id = 'saber'`,
    )
    expect(r.json.error_description).toBe('客户端不支持该授权类型：password')
  })

  it('refuses a suspended or expired tenant', async () => {
    const q = { tenantId: '100001', username: 'admin', password: md5Hex('Admin123'), grant_type: 'password' }
    // The wrong password of the test above asks for a captcha until the next success.
    await t.root.query(`UPDATE blade_tenant SET status = 2 WHERE tenant_id = '100001'`)
    expect((await login(q, await solved())).json.error_description).toBe('租户已停用，请联系服务商')
    await t.root.query(
      `UPDATE blade_tenant SET status = 1, expire_time = localtimestamp(0) - interval '1 day' WHERE tenant_id = '100001'`,
    )
    expect((await login(q, await solved())).json.error_description).toBe('租户授权已过期，请联系服务商')
    await t.root.query(`UPDATE blade_tenant SET expire_time = NULL WHERE tenant_id = '100001'`)
    expect((await login(q, await solved())).status).toBe(200)
  })
})

describe('tokens', () => {
  it('ends the session at logout: the access token and the refresh token stop working', async () => {
    const s = await t.signIn()
    expect((await t.call('GET', '/api/blade-user/info', { token: s.access_token })).status).toBe(200)
    const out = await t.call('POST', '/api/blade-auth/oauth/logout', { token: s.access_token, body: [] })
    expect(out.json).toMatchObject({ code: 200, success: true })
    expect((await t.call('GET', '/api/blade-user/info', { token: s.access_token })).status).toBe(401)
    const r = await login({ tenantId: '000000', grant_type: 'refresh_token', refresh_token: s.refresh_token })
    expect(r.status).toBe(400)
  })

  it('ends the session at a logout by GET as well (BladeX clients send either)', async () => {
    const s = await t.signIn()
    const out = await t.call('GET', '/api/blade-auth/oauth/logout', { token: s.access_token })
    expect(out.json).toMatchObject({ code: 200, success: true, data: true })
    expect((await t.call('GET', '/api/blade-user/info', { token: s.access_token })).status).toBe(401)
  })

  it('refuses a tampered, an expired and a missing token with 401 in the envelope', async () => {
    const s = await t.signIn()
    const [head, payload, sig] = s.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: '100001' })).toString('base64url')
    const tampered = await t.call('GET', '/api/blade-user/info', { token: `${head}.${forged}.${sig}` })
    expect(tampered.status).toBe(401)
    expect(tampered.json).toEqual({ code: 401, success: false, data: null, msg: '请求未授权' })

    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.signingKey)
    const late = await t.call('GET', '/api/blade-user/info', { token: expired, lang: 'en-US' })
    expect(late.status).toBe(401)
    expect(late.json.msg).toBe('Your session has expired, please sign in again')

    expect((await t.call('GET', '/api/blade-user/info')).status).toBe(401)
    expect((await t.call('GET', '/api/blade-user/info', { headers: { 'Blade-Auth': 'basic x' } })).status).toBe(401)
  })

  it('accepts the word bearer in any case', async () => {
    const s = await t.signIn()
    const r = await t.call('GET', '/api/blade-user/info', { headers: { 'Blade-Auth': `BEARER ${s.access_token}` } })
    expect(r.json.data).toMatchObject({ account: 'admin', tenantId: '000000', roleName: '超级管理员' })
    expect(r.json.data.password).toBeUndefined()
  })
})

describe('session calls', () => {
  it('stores the client logs sent with POST logout and send-logs in the error log', async () => {
    const s = await t.signIn()
    const entry = { type: 'error', message: 'TypeError: boom', url: '/desk/notice', stack: 'at x', info: 'v1' }
    expect(
      (await t.call('POST', '/api/blade-log/error/send-logs', { token: s.access_token, body: [entry] })).json.msg,
    ).toBe('发送成功!')
    await t.call('POST', '/api/blade-auth/oauth/logout', {
      token: s.access_token,
      body: [{ ...entry, message: 'at exit' }],
    })
    const rows = await t.root.query<{ message: string; tenantId: string; source: string }>(
      `SELECT message, tenant_id, source FROM blade_log_error WHERE source = 'client' ORDER BY create_time, message`,
    )
    expect(rows.map((r) => r.message).sort()).toEqual(['TypeError: boom', 'at exit'])
    expect(rows.every((r) => r.tenantId === '000000')).toBe(true)
  })

  it('refuses log entries without a message', async () => {
    const s = await t.signIn()
    const r = await t.call('POST', '/api/blade-log/error/send-logs', { token: s.access_token, body: [{ id: 1 }] })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('不能为空')
  })

  it('registers a guest who cannot sign in until an administrator approves', async () => {
    const r = await t.call('POST', '/api/blade-user/register-guest', {
      query: { tenantId: '000000', name: '张三', account: 'zhangsan', password: md5Hex('Zhang1234') },
      lang: 'en-US',
    })
    expect(r.json).toMatchObject({
      code: 200,
      msg: 'Registration request submitted, please wait for administrator approval',
    })
    const q = { tenantId: '000000', username: 'zhangsan', password: md5Hex('Zhang1234'), grant_type: 'password' }
    expect((await login(q)).json.error_description).toBe('账号正在等待管理员审批')
    await t.root.query(`UPDATE blade_user SET status = 1 WHERE account = 'zhangsan'`)
    expect((await login(q)).status).toBe(200)
    const dup = await t.call('POST', '/api/blade-user/register-guest', {
      body: { tenantId: '000000', name: '张三', account: 'zhangsan', password: 'x12345678' },
    })
    expect(dup.json.msg).toBe('账号已存在：zhangsan')
  })

  it('names each missing registration field', async () => {
    const r = await t.call('POST', '/api/blade-user/register-guest', { body: { tenantId: '000000' }, lang: 'en-US' })
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('Invalid input: Name cannot be empty; Account cannot be empty; Password cannot be empty')
  })

  it('clears the cache', async () => {
    const s = await t.signIn()
    expect((await t.call('GET', '/api/blade-auth/oauth/clear-cache', { token: s.access_token })).json.msg).toBe(
      '清除缓存成功',
    )
  })
})
