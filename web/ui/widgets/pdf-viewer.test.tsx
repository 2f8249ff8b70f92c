import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PdfViewer } from './pdf-viewer.tsx'
import { renderWidget } from './test-providers.tsx'

const getDocument = vi.hoisted(() => vi.fn())
vi.mock('./pdf-loader.ts', () => ({ pdfjs: { getDocument } }))

/** A stand-in for pdf.js: a document of `pages` pages whose renders are recorded. */
function fakeDocument(pages: number) {
  const rendered: number[] = []
  const doc = {
    numPages: pages,
    getPage: async (n: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: () => {
        rendered.push(n)
        return { promise: Promise.resolve(), cancel: () => undefined }
      },
    }),
  }
  return { doc, rendered }
}

afterEach(() => {
  vi.useRealTimers()
  getDocument.mockReset()
})

describe('PdfViewer', () => {
  it('alternates the loading hint with the refresh hint every 4 seconds while loading', async () => {
    vi.useFakeTimers()
    getDocument.mockReturnValue({ promise: new Promise(() => undefined), destroy: () => undefined })
    renderWidget(<PdfViewer url="/api/picture/file/000000/2024/05/a.pdf" />)
    expect(screen.getByRole('status').textContent).toContain('加载中')
    await act(async () => vi.advanceTimersByTimeAsync(4100))
    expect(screen.getByRole('status').textContent).toContain('如果长时间无响应，请刷新页面')
    await act(async () => vi.advanceTimersByTimeAsync(4000))
    expect(screen.getByRole('status').textContent).toContain('加载中')
  })

  it('sends the session headers for our API files', async () => {
    getDocument.mockReturnValue({ promise: new Promise(() => undefined), destroy: () => undefined })
    renderWidget(<PdfViewer url="/api/picture/file/000000/2024/05/a.pdf" />)
    await waitFor(() => expect(getDocument).toHaveBeenCalled())
    expect(getDocument.mock.calls[0]?.[0].httpHeaders).toHaveProperty('Authorization')
  })

  it('clamps a typed page to the document and pages with the arrows', async () => {
    const { doc, rendered } = fakeDocument(5)
    getDocument.mockReturnValue({ promise: Promise.resolve(doc), destroy: () => undefined })
    renderWidget(<PdfViewer url="https://files.example.com/a.pdf" />)
    await waitFor(() => expect(screen.getByText('共 5 页')).toBeTruthy())
    await waitFor(() => expect(rendered).toEqual([1]))
    const input = screen.getByRole('textbox', { name: '页码' }) as HTMLInputElement
    fireEvent.change(input, { target: { value: '9' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(input.value).toBe('5'))
    await waitFor(() => expect(rendered.at(-1)).toBe(5))
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '上一页' }))
    await waitFor(() => expect(rendered.at(-1)).toBe(4))
    expect(input.value).toBe('4')
  })
})
