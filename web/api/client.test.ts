import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiHeaders,
  clientSettings,
  downloadFile,
  fileNameFromDisposition,
  getJson,
  getPage,
  postJson,
  readAnswer,
  uploadFile,
} from './client.ts'
import { readSession, storeSession } from './session.ts'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

/** A fetch that never answers, and rejects as the browser does when its signal aborts. */
const hangingFetch = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
  })

let notifyError: ReturnType<typeof vi.fn<(message: string) => void>>

beforeEach(() => {
  notifyError = vi.fn<(message: string) => void>()
  vi.spyOn(clientSettings, 'notifyError').mockImplementation(notifyError)
  vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
  vi.spyOn(clientSettings, 'onUnauthorized').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  clientSettings.silentCodes = []
})

function mockFetch(...answers: Response[]) {
  const fn = vi.spyOn(globalThis, 'fetch')
  for (const a of answers) fn.mockResolvedValueOnce(a)
  return fn
}

describe('the API client: answers', () => {
  it('unwraps the envelope data on code 200', async () => {
    mockFetch(answer(200, { code: 200, success: true, data: { a: 1 }, msg: 'ok' }))
    expect(await getJson('/api/x')).toEqual({ a: 1 })
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('toasts a refusal and rejects with an ApiError carrying the field errors', async () => {
    const errors = [{ field: 'code', message: '编码不能为空' }]
    mockFetch(answer(400, { code: 400, success: false, data: { errors }, msg: '编码不能为空' }))
    const error = await postJson('/api/erp/basebrand/submit', { name: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: '编码不能为空', status: 400, code: 400, data: { errors }, kind: 'answer' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('编码不能为空')
  })

  it('leaves field errors to a caller that shows them on its fields, and toasts a refusal without any', async () => {
    const errors = [{ field: 'brandName', message: '品牌名称“Homely”已存在' }]
    mockFetch(answer(400, { code: 400, success: false, data: { errors }, msg: '参数校验失败：品牌名称“Homely”已存在' }))
    const opts = { fieldErrorsShown: true }
    const error = await postJson('/api/erp/basebrand/submit', {}, undefined, opts).catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { errors } })
    expect(notifyError).not.toHaveBeenCalled()
    mockFetch(answer(409, { code: 409, success: false, data: null, msg: '数据已被他人修改' }))
    await expect(postJson('/api/erp/basebrand/submit', {}, undefined, opts)).rejects.toThrow('数据已被他人修改')
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('数据已被他人修改')
  })

  it('shows msg, then error_description, then 未知错误', async () => {
    await expect(readAnswer(answer(400, { error_code: 400, error_description: '验证码不正确' }))).rejects.toThrow(
      '验证码不正确',
    )
    await expect(readAnswer(answer(500, { code: 500, success: false, data: null }))).rejects.toThrow('未知错误')
    expect(notifyError.mock.calls).toEqual([['验证码不正确'], ['未知错误']])
  })

  it('treats a 200 answer whose code is not 200 as a failure', async () => {
    await expect(readAnswer(answer(200, { code: 500, success: false, data: null, msg: 'x' }))).rejects.toMatchObject({
      code: 500,
    })
  })

  it('does not toast when the caller asks for silence', async () => {
    mockFetch(answer(400, { code: 400, success: false, data: null, msg: 'no' }))
    await expect(getJson('/api/x', {}, { silent: true })).rejects.toThrow('no')
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('rejects a whitelisted body code or HTTP status without a toast', async () => {
    clientSettings.silentCodes = [409, 404]
    mockFetch(
      answer(400, { code: 409, success: false, data: null, msg: 'stale' }),
      new Response('not found', { status: 404 }),
    )
    await expect(getJson('/api/x')).rejects.toMatchObject({ code: 409, message: 'stale' })
    await expect(getJson('/api/y')).rejects.toMatchObject({ code: 404, status: 404 })
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('signs out locally and leaves for /login on a 401, without a toast', async () => {
    storeSession({ accessToken: 'a', refreshToken: 'r', tenantId: '000000' })
    mockFetch(answer(401, { code: 401, success: false, data: null, msg: '请求未授权' }))
    await expect(getJson('/api/x')).rejects.toMatchObject({ code: 401 })
    expect(clientSettings.onUnauthorized).toHaveBeenCalledOnce()
    expect(notifyError).not.toHaveBeenCalled()
    expect(readSession()).toMatchObject({ accessToken: null, refreshToken: null, tokenTime: null, tenantId: '000000' })
  })

  it('raises a network error for an HTTP status outside 200-500 and for no answer at all', async () => {
    vi.spyOn(clientSettings, 'language').mockReturnValue('en')
    mockFetch(new Response('<html>bad gateway</html>', { status: 502 })).mockRejectedValueOnce(
      new TypeError('Failed to fetch'),
    )
    await expect(getJson('/api/x')).rejects.toMatchObject({ status: 502, kind: 'network' })
    await expect(getJson('/api/x')).rejects.toMatchObject({ status: 0, kind: 'network' })
    expect(notifyError.mock.calls).toEqual([
      ['Network error, please check the connection and retry'],
      ['Network error, please check the connection and retry'],
    ])
  })

  it('hands the raw envelope of an independent call back, even when its code is not 200', async () => {
    const envelope = { code: 400, success: false, data: { failed: ['SO-1'] }, msg: 'partly distributed' }
    mockFetch(answer(400, envelope), answer(200, { code: 200, success: true, data: 3, msg: 'ok' }))
    expect(await postJson('/api/erp/order/distributeOrder', { ids: ['1'] })).toEqual(envelope)
    expect(await postJson('/api/erp/vcAdminOrder/analysisCarton?x=1')).toMatchObject({ code: 200, data: 3 })
    expect(notifyError).not.toHaveBeenCalled()
  })
})

describe('the API client: time-outs', () => {
  it('gives up after the default 1,200 s with the localised time-out message', async () => {
    vi.useFakeTimers()
    vi.spyOn(globalThis, 'fetch').mockImplementation(hangingFetch)
    const outcome = getJson('/api/erp/basebrand/page').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1_199_000)
    expect(notifyError).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(await outcome).toMatchObject({ kind: 'timeout', message: '接口请求超时,请刷新重试' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('接口请求超时,请刷新重试')
  })

  it("uses the catalogue's time-out of a call, and the caller's when given", async () => {
    vi.useFakeTimers()
    vi.spyOn(clientSettings, 'language').mockReturnValue('en')
    vi.spyOn(globalThis, 'fetch').mockImplementation(hangingFetch)
    const orders = getPage('/api/erp/order/page').catch((e: unknown) => e)
    const quick = getJson('/api/x', {}, { timeoutS: 5, silent: true }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await quick).toMatchObject({ kind: 'timeout', message: 'API call timed out, please retry' })
    await vi.advanceTimersByTimeAsync(55_000)
    expect(await orders).toMatchObject({ kind: 'timeout' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('API call timed out, please retry')
  })
})

describe('the API client: headers', () => {
  it('sends the client, token, tenant and language headers, dropping empty query values', async () => {
    storeSession({ accessToken: 'tok', refreshToken: 'r', tenantId: '100001' })
    vi.spyOn(clientSettings, 'language').mockReturnValue('ja')
    const fetchMock = mockFetch(answer(200, { code: 200, data: 1, msg: '' }))
    await getJson('/api/x', { a: 1, empty: '', none: null })
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

describe('the API client: downloads', () => {
  it('reads the file name from Content-Disposition: plain, quoted, RFC 5987', () => {
    expect(fileNameFromDisposition('attachment; filename=brands.xlsx')).toBe('brands.xlsx')
    expect(fileNameFromDisposition('attachment; filename="basebrand-2026-01-02.csv"')).toBe('basebrand-2026-01-02.csv')
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".xlsx"')).toBe('a "b".xlsx')
    expect(
      fileNameFromDisposition(`attachment; filename="x.xlsx"; filename*=UTF-8''%E5%93%81%E7%89%8C%20list.xlsx`),
    ).toBe('品牌 list.xlsx')
    expect(fileNameFromDisposition(`attachment;filename*=utf-8'zh'%E5%BA%93%E5%AD%98.zip`)).toBe('库存.zip')
    expect(fileNameFromDisposition('attachment;filename=%E8%AE%A2%E5%8D%95.xlsx')).toBe('订单.xlsx')
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd')
    expect(fileNameFromDisposition('attachment')).toBeNull()
    expect(fileNameFromDisposition(null)).toBeNull()
  })

  function captureSaves() {
    const saved: { name: string; href: string }[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href })
    })
    return saved
  }

  it("saves the blob under the server's name, or a name from the path and type", async () => {
    const saved = captureSaves()
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    const fetchMock = mockFetch(
      new Response('PK', {
        status: 200,
        headers: {
          'Content-Type': xlsx,
          'Content-Disposition': `attachment; filename*=UTF-8''%E5%93%81%E7%89%8C.xlsx`,
        },
      }),
      new Response('PK', { status: 200, headers: { 'Content-Type': xlsx } }),
    )
    await downloadFile('/api/erp/basebrand/export', { name: '', code: 'B1', status: undefined })
    await downloadFile('/api/erp/basebrand/export')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/erp/basebrand/export?code=B1')
    expect(saved).toEqual([
      { name: '品牌.xlsx', href: 'blob:file' },
      { name: 'export.xlsx', href: 'blob:file' },
    ])
  })

  it('treats a JSON envelope instead of a file like any call', async () => {
    const saved = captureSaves()
    mockFetch(
      answer(400, { code: 400, success: false, data: null, msg: '没有可导出的数据' }),
      answer(200, { code: 200, success: true, data: true, msg: '已加入下载中心' }),
    )
    await expect(downloadFile('/api/erp/basebrand/export')).rejects.toThrow('没有可导出的数据')
    await downloadFile('/api/erp/basebrand/export')
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('没有可导出的数据')
    expect(clientSettings.notifySuccess).toHaveBeenCalledExactlyOnceWith('已加入下载中心')
    expect(saved).toEqual([])
  })

  it('gives up after 30 s by default with the download time-out message', async () => {
    vi.useFakeTimers()
    vi.spyOn(clientSettings, 'language').mockReturnValue('en')
    vi.spyOn(globalThis, 'fetch').mockImplementation(hangingFetch)
    const outcome = downloadFile('/api/erp/basebrand/export').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await outcome).toMatchObject({ kind: 'timeout', message: 'Download timeout, please retry' })
  })
})

describe('the API client: uploads', () => {
  const file = new File(['a,b'], 'brands.csv', { type: 'text/csv' })

  it('sends the file as multipart field `file` with the extra fields', async () => {
    const fetchMock = mockFetch(answer(200, { code: 200, success: true, data: { link: '/x.png' }, msg: 'ok' }))
    expect(await uploadFile('/api/erp/basebrand/import', file, { isCovered: '1' })).toEqual({ link: '/x.png' })
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData
    expect(body.get('isCovered')).toBe('1')
    expect((body.get('file') as File).name).toBe('brands.csv')
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Content-Type')
  })

  it("shows the server's message, else Upload failed!", async () => {
    vi.spyOn(clientSettings, 'language').mockReturnValue('en')
    mockFetch(
      answer(400, { code: 400, success: false, data: null, msg: '第3行: 编码不能为空' }),
      answer(400, { code: 400, success: false, data: null }),
    )
    await expect(uploadFile('/api/erp/basebrand/import', file)).rejects.toThrow('第3行: 编码不能为空')
    await expect(uploadFile('/api/erp/basebrand/import', file)).rejects.toThrow('Upload failed!')
    expect(notifyError.mock.calls).toEqual([['第3行: 编码不能为空'], ['Upload failed!']])
  })
})
