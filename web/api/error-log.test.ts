import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, clientSettings } from './client.ts'
import {
  clearErrors,
  ERROR_LOG_CAP,
  installErrorCapture,
  listErrors,
  recordError,
  subscribeErrors,
  uploadErrors,
} from './error-log.ts'

const ok = () => Response.json({ code: 200, success: true, data: true, msg: '发送成功' })

beforeEach(() => {
  clearErrors()
  vi.spyOn(clientSettings, 'notifyError').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the UI error log', () => {
  it('records type, message, stack, page and time, and survives a reload in localStorage', () => {
    const entry = recordError(new TypeError('x is undefined'))
    expect(entry).toMatchObject({ type: 'error', message: 'TypeError: x is undefined', url: window.location.href })
    expect(entry.stack).toContain('x is undefined')
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(JSON.parse(localStorage.getItem('erp-error-log') ?? '[]')).toEqual([entry])
  })

  it(`keeps the newest ${ERROR_LOG_CAP} entries`, () => {
    for (let i = 1; i <= ERROR_LOG_CAP + 5; i++) recordError(`fault ${i}`)
    const entries = listErrors()
    expect(entries).toHaveLength(ERROR_LOG_CAP)
    expect(entries[0]?.message).toBe('fault 6')
    expect(entries.at(-1)?.message).toBe(`fault ${ERROR_LOG_CAP + 5}`)
  })

  it('tells subscribers about every change until they unsubscribe', () => {
    const seen: number[] = []
    const stop = subscribeErrors((entries) => seen.push(entries.length))
    recordError('a')
    recordError('b')
    clearErrors()
    stop()
    recordError('c')
    expect(seen).toEqual([1, 2, 0])
  })

  it('answers the same list until it changes (a stable snapshot for React)', () => {
    recordError('a')
    expect(listErrors()).toBe(listErrors())
  })

  it('uploads the entries as the body of send-logs, then forgets them', async () => {
    recordError(new Error('one'))
    recordError('two')
    const sent = [...listErrors()]
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok())
    await uploadErrors()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/blade-log/error/send-logs')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(sent)
    expect(listErrors()).toEqual([])
  })

  it('keeps the entries when the upload fails, and sends nothing when there are none', async () => {
    recordError('kept')
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ code: 500, success: false, data: null, msg: 'x' }, { status: 500 }))
    await expect(uploadErrors()).rejects.toThrow('x')
    expect(listErrors()).toHaveLength(1)
    clearErrors()
    await uploadErrors()
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('captures uncaught errors and rejections, but not refused calls', () => {
    const stop = installErrorCapture()
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('bad index'), message: 'bad index' }))
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent
      Object.defineProperty(event, 'reason', { value: reason })
      window.dispatchEvent(event)
    }
    rejection(new Error('lost promise'))
    rejection(new ApiError('编码不能为空', 400, 400))
    stop()
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop'), message: 'after stop' }))
    expect(listErrors().map((e) => e.message)).toEqual(['RangeError: bad index', 'Error: lost promise'])
  })
})
