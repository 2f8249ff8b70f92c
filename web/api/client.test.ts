import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiHeaders, clientSettings, getJson, readAnswer } from './client.ts'
import { readSession, storeSession } from './session.ts'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the API client', () => {
  it('unwraps the envelope data on code 200', async () => {
    expect(await readAnswer(answer(200, { code: 200, success: true, data: { a: 1 }, msg: 'ok' }))).toEqual({ a: 1 })
  })

  it("throws the server's msg, then error_description, then unknown error", async () => {
    await expect(
      readAnswer(answer(400, { code: 400, success: false, data: null, msg: '标题不能为空' })),
    ).rejects.toThrow('标题不能为空')
    await expect(readAnswer(answer(400, { error_code: 400, error_description: '验证码不正确' }))).rejects.toThrow(
      '验证码不正确',
    )
    const fault = readAnswer(new Response('<html>bad gateway</html>', { status: 502 }))
    await expect(fault).rejects.toBeInstanceOf(ApiError)
    await expect(readAnswer(new Response('<html>', { status: 502 }))).rejects.toThrow('未知错误')
  })

  it('treats a 200 answer whose code is not 200 as a failure', async () => {
    await expect(readAnswer(answer(200, { code: 500, success: false, data: null, msg: 'x' }))).rejects.toMatchObject({
      code: 500,
    })
  })

  it('signs out locally and leaves for /login on a 401', async () => {
    storeSession({ accessToken: 'a', refreshToken: 'r', tenantId: '000000' })
    const onUnauthorized = vi.spyOn(clientSettings, 'onUnauthorized').mockImplementation(() => {})
    await expect(
      readAnswer(answer(401, { code: 401, success: false, data: null, msg: '请求未授权' })),
    ).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(readSession().accessToken).toBeNull()
    expect(readSession().tenantId).toBe('000000')
  })

  it('sends the client, token, tenant and language headers', async () => {
    storeSession({ accessToken: 'tok', refreshToken: 'r', tenantId: '100001' })
    vi.spyOn(clientSettings, 'language').mockReturnValue('ja')
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { code: 200, data: 1, msg: '' }))
    await getJson('/api/x', { a: 1, empty: '' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/x?a=1')
    expect(init?.headers).toEqual(apiHeaders())
    expect(apiHeaders()).toMatchObject({
      Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
      'Blade-Auth': 'bearer tok',
      'Tenant-Id': '100001',
      'Accept-Language': 'ja-JP',
    })
  })
})
