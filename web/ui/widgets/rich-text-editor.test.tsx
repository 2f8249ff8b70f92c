import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor.tsx'
import { renderWidget } from './test-providers.tsx'

function pickImage(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } })
}

describe('RichTextEditor', () => {
  it('shows the HTML value, the localised toolbar and the default placeholder', async () => {
    const { container, unmount } = renderWidget(<RichTextEditor value="<p>你好</p>" onChange={() => undefined} />)
    await waitFor(() => expect(container.querySelector('.ProseMirror')?.textContent).toBe('你好'))
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '插入链接' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull()
    unmount()
    const empty = renderWidget(<RichTextEditor value="" onChange={() => undefined} />)
    await waitFor(() =>
      expect(empty.container.querySelector('[data-placeholder]')?.getAttribute('data-placeholder')).toBe('请输入内容'),
    )
  })

  it('inserts an uploaded image only when the upload resolves', async () => {
    const onChange = vi.fn()
    const uploadImage = vi.fn().mockResolvedValue('https://cdn.example.com/photo.png')
    const { container } = renderWidget(
      <RichTextEditor value="<p>a</p>" onChange={onChange} uploadImage={uploadImage} />,
    )
    pickImage(container)
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="https://cdn.example.com/photo.png"')
  })

  it('inserts nothing when the upload is refused', async () => {
    const onChange = vi.fn()
    const uploadImage = vi.fn().mockRejectedValue(new Error('refused'))
    const { container } = renderWidget(
      <RichTextEditor value="<p>a</p>" onChange={onChange} uploadImage={uploadImage} />,
    )
    pickImage(container)
    await waitFor(() => expect(uploadImage).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(onChange).not.toHaveBeenCalled()
    expect(container.querySelector('img')).toBeNull()
  })
})
