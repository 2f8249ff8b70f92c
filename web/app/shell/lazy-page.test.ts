import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChunkTimeoutError, isChunkLoadError, reloadRouteOnce } from './lazy-page.ts'

describe('chunk failures', () => {
  const reload = vi.fn()
  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/products/brand',
      search: '',
      reload,
    } as Location)
  })
  afterEach(() => vi.restoreAllMocks())

  it('recognises failed script and stylesheet chunks and time-outs', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new ChunkTimeoutError())).toBe(true)
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false)
  })

  it('reloads the route once, and not again right after', () => {
    expect(reloadRouteOnce(1_000)).toBe(true)
    expect(reloadRouteOnce(5_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again once the guard has passed', () => {
    expect(reloadRouteOnce(1_000)).toBe(true)
    expect(reloadRouteOnce(1_000 + 31_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
