import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchTenantByDomain, hashPassword, registerGuest, SignInError, signIn, signOut } from './auth.ts'
import { clientSettings } from './client.ts'
import { clearErrors, listErrors, recordError } from './error-log.ts'
import { clearSession, readSession, storeSession } from './session.ts'

let notifyError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  clearErrors()
  notifyError = vi.spyOn(clientSettings, 'notifyError').mockImplementation(() => {})
  vi.spyOn(clientSettings, 'onUnauthorized').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  clearSession()
})

const envelope = (code: number, data: unknown, msg = '') =>
  Response.json({ code, success: code === 200, data, msg }, { status: code === 200 ? 200 : 400 })

describe('sign-in and sign-out', () => {
  it('stores the tokens with the sign-in datetime', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z'), toFake: ['Date'] })
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ access_token: 'a', refresh_token: 'r', tenant_id: '100001', account: 'admin' }),
    )
    await signIn({ tenantId: '100001', username: 'admin', password: 'Admin123', captchaKey: 'k', captchaCode: 'c' })
    expect(readSession()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      tenantId: '100001',
      tokenTime: new Date('2026-03-02T09:00:00Z').getTime(),
    })
  })

  it("shows the server's error_description and stores no session", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error_code: 400, error_description: '验证码不正确' }, { status: 400 }),
    )
    const attempt = signIn({
      tenantId: '000000',
      username: 'a',
      password: 'secret1',
      captchaKey: 'k',
      captchaCode: 'x',
    })
    await expect(attempt).rejects.toThrow(new SignInError('验证码不正确'))
    expect(readSession().accessToken).toBeNull()
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('posts the collected error log with the logout and forgets it on success', async () => {
    storeSession({ accessToken: 'a', refreshToken: 'r', tenantId: '000000' })
    recordError(new Error('boom'))
    const logs = [...listErrors()]
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(200, true))
    await signOut()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/blade-auth/oauth/logout')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(logs)
    expect(listErrors()).toEqual([])
    expect(readSession().accessToken).toBeNull()
  })

  it('signs out here even when the server fails, keeping the log for later', async () => {
    storeSession({ accessToken: 'a', refreshToken: 'r', tenantId: '000000' })
    recordError('kept')
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(signOut()).rejects.toMatchObject({ kind: 'network' })
    expect(readSession().accessToken).toBeNull()
    expect(listErrors()).toHaveLength(1)
  })
})

describe('guest registration and tenant by domain', () => {
  it('registers a guest with the hashed password', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(200, true))
    await registerGuest({
      tenantId: ' 000000 ',
      name: '张三',
      account: 'zhang3',
      password: 'Guest1234',
      oauthId: 'gh-7',
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/blade-user/register-guest')
    expect(JSON.parse(String(init?.body))).toEqual({
      tenantId: '000000',
      name: '张三',
      account: 'zhang3',
      password: hashPassword('Guest1234'),
      oauthId: 'gh-7',
    })
    expect(hashPassword('Guest1234')).toMatch(/^[0-9a-f]{32}$/)
  })

  it("toasts the server's refusal of a registration, else 提交失败", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope(400, null, '账号 zhang3 已存在'))
      .mockResolvedValueOnce(envelope(400, null))
    const input = { tenantId: '000000', name: '张三', account: 'zhang3', password: 'Guest1234' }
    await expect(registerGuest(input)).rejects.toThrow('账号 zhang3 已存在')
    await expect(registerGuest(input)).rejects.toThrow('提交失败')
    expect(notifyError.mock.calls).toEqual([['账号 zhang3 已存在'], ['提交失败']])
  })

  it('finds the tenant of a domain, or null without a toast', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope(200, { tenantId: '300001', tenantName: 'Nordic', domain: 'nordic.example.com' }))
      .mockResolvedValueOnce(envelope(400, null, 'unknown domain'))
    expect(await fetchTenantByDomain('nordic.example.com')).toBe('300001')
    expect(await fetchTenantByDomain('nowhere.example.com')).toBeNull()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/blade-system/tenant/info?domain=nordic.example.com')
    expect(notifyError).not.toHaveBeenCalled()
    // Addresses are never a tenant's domain: not asked about at all.
    for (const host of ['127.0.0.1:8080', 'localhost:5173', 'localhost', '[::1]:8080'])
      expect(await fetchTenantByDomain(host)).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
