import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { needsAuthorisedFetch, useImageSource } from './image-source.ts'

describe('image sources', () => {
  const origin = 'https://erp.example.com'

  it('fetches our API files with the session, since an <img> cannot send Blade-Auth', () => {
    expect(needsAuthorisedFetch('/api/picture/file/000000/2024/05/abc.png', origin)).toBe(true)
    expect(needsAuthorisedFetch('https://erp.example.com/api/picture/file/x.png', origin)).toBe(true)
  })

  it('shows other sources as they are', () => {
    expect(needsAuthorisedFetch('https://cdn.example.net/api/x.png', origin)).toBe(false)
    expect(needsAuthorisedFetch('data:image/png;base64,AAAA', origin)).toBe(false)
    expect(needsAuthorisedFetch('blob:https://erp.example.com/123', origin)).toBe(false)
    expect(needsAuthorisedFetch('/icons/icon-192.png', origin)).toBe(false)
  })
})

describe('useImageSource', () => {
  it('fetches an API image once for every preview showing it, and retries after a failure', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' })))
    vi.stubGlobal('fetch', fetchMock)
    try {
      const src = '/api/picture/file/000000/2024/05/shared.png'
      const a = renderHook(() => useImageSource(src))
      const b = renderHook(() => useImageSource(src))
      await waitFor(() => expect(a.result.current.url).toMatch(/^blob:/))
      await waitFor(() => expect(b.result.current.url).toBe(a.result.current.url))
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(renderHook(() => useImageSource('https://cdn.example.net/x.png')).result.current.url).toBe(
        'https://cdn.example.net/x.png',
      )

      fetchMock.mockImplementationOnce(async () => new Response('', { status: 404 }))
      const broken = '/api/picture/file/000000/2024/05/gone.png'
      const c = renderHook(() => useImageSource(broken))
      await waitFor(() => expect(c.result.current.failed).toBe(true))
      const d = renderHook(() => useImageSource(broken))
      await waitFor(() => expect(d.result.current.url).toMatch(/^blob:/))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
