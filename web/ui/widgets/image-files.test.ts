import { describe, expect, it } from 'vitest'
import {
  acceptAttribute,
  acceptedExtensions,
  checkUploadFile,
  DEFAULT_IMAGE_EXTENSIONS,
  effectiveExtension,
  extensionOf,
  filesFromClipboard,
  fitsUploadLimit,
  formatSizeLimit,
  withUploadName,
} from './image-files.ts'

const file = (name: string, type: string, size: number) => ({ name, type, size })
const rules = { extensions: acceptedExtensions(DEFAULT_IMAGE_EXTENSIONS), maxSizeKb: 2048 }

describe('image file checks', () => {
  it('reads extensions case-insensitively, falling back to the MIME type', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg')
    expect(extensionOf('archive.tar.gz')).toBe('gz')
    expect(extensionOf('noext')).toBe('')
    expect(effectiveExtension(file('', 'image/png', 1))).toBe('png')
    expect(effectiveExtension(file('blob', 'image/jpeg', 1))).toBe('jpg')
    expect(effectiveExtension(file('x.png', 'image/jpeg', 1))).toBe('png')
  })

  it('accepts png, jpeg and jpg by default and pdf only when allowed', () => {
    expect(checkUploadFile(file('a.png', 'image/png', 10), rules)).toBeNull()
    expect(checkUploadFile(file('a.JPEG', 'image/jpeg', 10), rules)).toBeNull()
    expect(checkUploadFile(file('a.gif', 'image/gif', 10), rules)).toBe('wrongFormat')
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 10), rules)).toBe('wrongFormat')
    const withPdf = { ...rules, extensions: acceptedExtensions(DEFAULT_IMAGE_EXTENSIONS, true) }
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 10), withPdf)).toBeNull()
    expect(acceptedExtensions(['.PNG'], true)).toEqual(['png', 'pdf'])
  })

  it('refuses files over the size limit, the limit itself included as allowed', () => {
    expect(checkUploadFile(file('a.png', 'image/png', 2048 * 1024), rules)).toBeNull()
    expect(checkUploadFile(file('a.png', 'image/png', 2048 * 1024 + 1), rules)).toBe('tooLarge')
    expect(checkUploadFile(file('a.png', 'image/png', 501 * 1024), { ...rules, maxSizeKb: 500 })).toBe('tooLarge')
    // Format is judged first: a big gif is a format problem.
    expect(checkUploadFile(file('a.gif', 'image/gif', 9e9), rules)).toBe('wrongFormat')
  })

  it('refuses a batch that would exceed the count limit', () => {
    expect(fitsUploadLimit(0, 1, 1)).toBe(true)
    expect(fitsUploadLimit(1, 1, 1)).toBe(false)
    expect(fitsUploadLimit(2, 3, 5)).toBe(true)
    expect(fitsUploadLimit(2, 4, 5)).toBe(false)
  })

  it('takes only file items from a paste, so pasted text is not uploaded', () => {
    const png = new File(['x'], 'image.png', { type: 'image/png' })
    const items = [
      { kind: 'string', getAsFile: () => null },
      { kind: 'file', getAsFile: () => png },
      { kind: 'file', getAsFile: () => null },
    ] as unknown as DataTransferItemList
    expect(filesFromClipboard({ items })).toEqual([png])
    expect(filesFromClipboard(null)).toEqual([])
  })

  it('names a pasted file by its type so the server accepts it', () => {
    const pasted = new File(['x'], '', { type: 'image/png' })
    expect(withUploadName(pasted).name).toBe('image.png')
    const named = new File(['x'], 'shot.jpg', { type: 'image/jpeg' })
    expect(withUploadName(named)).toBe(named)
  })

  it('builds the picker filter and the readable limit', () => {
    expect(acceptAttribute(['png', 'jpg', 'jpeg'])).toBe('.png,.jpg,.jpeg,image/png,image/jpeg')
    expect(formatSizeLimit(2048)).toBe('2 MB')
    expect(formatSizeLimit(500)).toBe('500 KB')
  })
})
