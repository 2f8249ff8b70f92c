/** Extensions the image upload takes by default (spec 1 §5, §9: png, jpeg, jpg; pdf where allowed). */
export const DEFAULT_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const

const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'application/pdf': 'pdf',
}

const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
}

/** What is wrong with one picked file, if anything. */
export type FileProblem = 'wrongFormat' | 'tooLarge'

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim())
  return match?.[1]?.toLowerCase() ?? ''
}

/**
 * The extension a file will be judged by: its name's, else (a pasted screenshot often has no usable
 * name) the one its MIME type implies.
 */
export function effectiveExtension(file: Pick<File, 'name' | 'type'>): string {
  return extensionOf(file.name) || EXTENSION_OF_TYPE[file.type.toLowerCase()] || ''
}

/** The accepted extensions: the given ones (lower-cased) plus pdf when allowed. */
export function acceptedExtensions(accept: readonly string[], allowPdf = false): string[] {
  const list = accept.map((e) => e.replace(/^\./, '').toLowerCase())
  return allowPdf && !list.includes('pdf') ? [...list, 'pdf'] : list
}

/** The file input's accept attribute for these extensions (extensions and MIME types both, for mobile pickers). */
export function acceptAttribute(extensions: readonly string[]): string {
  const types = extensions.map((e) => TYPE_OF_EXTENSION[e]).filter((t): t is string => Boolean(t))
  return [...new Set([...extensions.map((e) => `.${e}`), ...types])].join(',')
}

/** Checks one file's format, then its size; null when it may be uploaded. */
export function checkUploadFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: { extensions: readonly string[]; maxSizeKb: number },
): FileProblem | null {
  if (!rules.extensions.includes(effectiveExtension(file))) return 'wrongFormat'
  if (file.size > rules.maxSizeKb * 1024) return 'tooLarge'
  return null
}

/** Whether adding `adding` files to `current` stays within the limit (the whole batch is refused otherwise). */
export function fitsUploadLimit(current: number, adding: number, limit: number): boolean {
  return current + adding <= limit
}

/** The files of a paste (clipboard items of kind file), in order. */
export function filesFromClipboard(data: Pick<DataTransfer, 'items'> | null | undefined): File[] {
  if (!data) return []
  const files: File[] = []
  for (const item of Array.from(data.items)) {
    if (item.kind !== 'file') continue
    const file = item.getAsFile()
    if (file) files.push(file)
  }
  return files
}

/** The file under a name with its extension, because the server judges uploads by name (and magic bytes). */
export function withUploadName(file: File, fallbackBase = 'image'): File {
  if (extensionOf(file.name)) return file
  const ext = effectiveExtension(file)
  return new File([file], `${fallbackBase}.${ext}`, { type: file.type })
}

/** A size limit for people: whole megabytes as MB, otherwise KB. */
export function formatSizeLimit(kb: number): string {
  return kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} KB`
}
