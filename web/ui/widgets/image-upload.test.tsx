import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { clientSettings } from '../../api/client.ts'
import { ImageUpload, type ImageUploadProps } from './image-upload.tsx'
import { renderWidget } from './test-providers.tsx'

const uploadTo = vi.hoisted(() => vi.fn())
vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  uploadTo,
}))

const originalNotify = clientSettings.notifyError
let notify: ReturnType<typeof vi.fn<(message: string) => void>>

beforeEach(() => {
  notify = vi.fn<(message: string) => void>()
  clientSettings.notifyError = notify
  uploadTo.mockReset()
  // The previews fetch our API's images with the session; here they answer a tiny PNG.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }))),
  )
})
afterEach(() => {
  clientSettings.notifyError = originalNotify
  vi.unstubAllGlobals()
})

function Controlled(props: Partial<ImageUploadProps> & { initial?: string[]; onUrls?: (urls: string[]) => void }) {
  const [value, setValue] = useState(props.initial ?? [])
  return (
    <ImageUpload
      {...props}
      value={value}
      onChange={(urls) => {
        setValue(urls)
        props.onUrls?.(urls)
      }}
    />
  )
}

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' })

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files } })
}

describe('ImageUpload', () => {
  it('uploads a picked image and shows it', async () => {
    uploadTo.mockResolvedValue({ url: '/api/picture/file/000000/2024/05/a.png' })
    const onUrls = vi.fn()
    const { container } = renderWidget(<Controlled onUrls={onUrls} />)
    pick(container, [png()])
    await waitFor(() => expect(onUrls).toHaveBeenCalledWith(['/api/picture/file/000000/2024/05/a.png']))
    expect(uploadTo.mock.calls[0]?.[0]).toBe(pictureUploadContract)
    // The limit of one is reached: the add button goes away.
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull()
  })

  it('refuses a wrong format and an oversize file before any call', () => {
    const { container } = renderWidget(<Controlled limit={5} maxSizeKb={1} />)
    pick(container, [new File(['x'], 'a.gif', { type: 'image/gif' })])
    expect(notify).toHaveBeenLastCalledWith('上传文件只能是 png/jpeg/jpg 格式！')
    pick(container, [png('big.png', 2048)])
    expect(notify).toHaveBeenLastCalledWith('上传文件大小不能超过 1 KB！')
    expect(uploadTo).not.toHaveBeenCalled()
  })

  it('refuses a batch over the count limit, pasted or picked', () => {
    const { container } = renderWidget(<Controlled limit={2} initial={['/x/1.png']} pasteUpload />)
    pick(container, [png('a.png'), png('b.png')])
    expect(notify).toHaveBeenLastCalledWith('超出最大上传数量')
    const area = screen.getByRole('group', { name: '粘贴上传区域' })
    const items = [png('c.png'), png('d.png')].map((f) => ({ kind: 'file', getAsFile: () => f }))
    fireEvent.paste(area, { clipboardData: { items } })
    expect(notify).toHaveBeenCalledTimes(2)
    expect(uploadTo).not.toHaveBeenCalled()
  })

  it('uploads a pasted image within the limit', async () => {
    uploadTo.mockResolvedValue({ url: '/api/picture/file/000000/2024/05/p.png' })
    const onUrls = vi.fn()
    renderWidget(<Controlled limit={2} pasteUpload onUrls={onUrls} />)
    const pasted = new File(['x'], '', { type: 'image/png' })
    fireEvent.paste(screen.getByRole('group', { name: '粘贴上传区域' }), {
      clipboardData: { items: [{ kind: 'file', getAsFile: () => pasted }] },
    })
    await waitFor(() => expect(onUrls).toHaveBeenCalledWith(['/api/picture/file/000000/2024/05/p.png']))
    // A pasted screenshot has no name; it is sent under one the server accepts.
    const sent = uploadTo.mock.calls[0]?.[1] as File | undefined
    expect(sent?.name).toBe('image.png')
  })

  it('adds nothing when the upload is refused', async () => {
    uploadTo.mockRejectedValue(new Error('refused'))
    const onUrls = vi.fn()
    const { container } = renderWidget(<Controlled onUrls={onUrls} />)
    pick(container, [png()])
    await waitFor(() => expect(uploadTo).toHaveBeenCalled())
    await waitFor(() => expect(screen.getByRole('button', { name: '上传图片' })).toBeTruthy())
    expect(onUrls).not.toHaveBeenCalled()
  })
})
