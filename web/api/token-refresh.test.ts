import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from './client.ts'
import { clearSession, readSession, storeSession } from './session.ts'
import { checkTokenRefresh, refreshTokens, startTokenRefresh } from './token-refresh.ts'

const START = new Date('2026-03-02T09:00:00Z').getTime()

beforeEach(() => {
  vi.useFakeTimers({ now: START })
  storeSession({ accessToken: 'a1', refreshToken: 'r1', tenantId: '100001' })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  clearSession()
})

describe('the token refresh rule', () => {
  it('does not refresh before the token time (3000 s), then refreshes once', async () => {
    const refresh = vi.fn(async () => {
      storeSession({ accessToken: 'a2', refreshToken: 'r2', tenantId: '100001' })
    })
    const stop = startTokenRefresh({ refresh })
    await vi.advanceTimersByTimeAsync(2990_000)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(refresh).toHaveBeenCalledOnce()
    // The new tokens carry a new datetime: the next refresh is 3000 s away again.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(refresh).toHaveBeenCalledOnce()
    stop()
  })

  it('runs one refresh at a time while a slow one is running', async () => {
    let finish: () => void = () => {}
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const stop = startTokenRefresh({ refresh, tokenTimeS: 100 })
    await vi.advanceTimersByTimeAsync(150_000)
    expect(refresh).toHaveBeenCalledOnce()
    finish()
    // Released on success: the tokens are still old (the mock stored none), so the next check starts one.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    finish()
    stop()
  })

  it('releases the lock after a failed refresh, and the next check tries again', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('refresh refused')
    })
    vi.setSystemTime(START + 3000_000)
    await checkTokenRefresh({ refresh })
    await checkTokenRefresh({ refresh })
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(readSession()).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' })
  })

  it('does nothing without a session, and stops when asked', async () => {
    const refresh = vi.fn(async () => {})
    clearSession()
    await checkTokenRefresh({ refresh, now: () => START + 9000_000 })
    expect(refresh).not.toHaveBeenCalled()
    storeSession({ accessToken: 'a1', refreshToken: 'r1', tenantId: '100001', tokenTime: START - 4000_000 })
    const stop = startTokenRefresh({ refresh })
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('refreshTokens', () => {
  it('sends the refresh grant and stores the new tokens with a new datetime', async () => {
    vi.setSystemTime(START + 3010_000)
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ access_token: 'a2', refresh_token: 'r2', tenant_id: '100001', token_type: 'bearer' }),
      )
    expect(await refreshTokens()).toBe(true)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    const sent = new URL(String(url), 'http://localhost')
    expect(sent.pathname).toBe('/api/blade-auth/oauth/token')
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      tenantId: '100001',
    })
    expect(init?.method).toBe('POST')
    expect(init?.headers).not.toHaveProperty('Blade-Auth')
    expect(init?.headers).toMatchObject({ 'Tenant-Id': '100001' })
    expect(readSession()).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
      tenantId: '100001',
      tokenTime: START + 3010_000,
    })
  })

  it('keeps the session and shows nothing when the server refuses', async () => {
    const notifyError = vi.spyOn(clientSettings, 'notifyError').mockImplementation(() => {})
    const onUnauthorized = vi.spyOn(clientSettings, 'onUnauthorized').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error_code: 401, error_description: '令牌已失效' }, { status: 401 }),
    )
    expect(await refreshTokens()).toBe(false)
    expect(readSession()).toMatchObject({ accessToken: 'a1', refreshToken: 'r1', tokenTime: START })
    expect(notifyError).not.toHaveBeenCalled()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})
