import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { attach } from '#sync/resources/other/attach.resource.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'

/** Spec 1 §5, §9: uploads are png, jpeg, jpg or pdf, at most 2 MB, one file. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
const TYPES = {
  png: { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  pdf: { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const
type Extension = keyof typeof TYPES
const FILE_URL = '/api/picture/file'
const STORED = /^(\d{4})\/(\d{2})\/([0-9a-f]{32})\.(png|jpe?g|pdf)$/
const formSchema = z.object({
  centerType: z.preprocess(
    (v) => (v === undefined || v === '' ? 'erp' : v),
    z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
  ),
})

/** The extension of a name when it is an accepted one. */
function extensionOf(name: string): Extension | undefined {
  const ext = /\.([A-Za-z]{3,4})$/.exec(name)?.[1]?.toLowerCase()
  return ext && ext in TYPES ? (ext as Extension) : undefined
}

/** The content starts as the extension's format does (a renamed .exe is not a .png). */
function hasMagic(ext: Extension, bytes: Uint8Array): boolean {
  return TYPES[ext].magic.every((b, i) => bytes[i] === b)
}

/** Where uploads of a tenant live. */
function uploadsDir(dataDir: string, tenantId: string): string {
  return join(dataDir, 'uploads', tenantId)
}

/** Uploading images and PDFs, and reading them back within the tenant. */
export const pictureCalls = [
  defineCall({
    method: 'POST',
    path: '/api/picture/upload',
    area: 'other',
    summary:
      'Uploads one file (multipart: file, centerType default erp): png, jpeg, jpg or pdf up to 2 MB; answers {url, name, originalName}',
    // Every screen with an image or attachment uploads: any signed-in user of the tenant may.
    access: { signedIn: true },
    input: 'files',
    handler: async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new AppError('VALIDATION', 'fileRequired')
      })
      const file = form.file
      if (Array.isArray(file)) throw new AppError('VALIDATION', 'other.uploadOneFile')
      if (!(file instanceof File)) throw new AppError('VALIDATION', 'fileRequired')
      const { centerType } = parseInput(
        c,
        formSchema,
        { centerType: form.centerType },
        {
          centerType: { zh: '业务中心', en: 'Centre', ja: '業務区分' },
        },
      )
      if (file.size > UPLOAD_MAX_BYTES) throw new AppError('VALIDATION', 'other.uploadTooLarge', { limit: '2 MB' })
      const ext = extensionOf(file.name)
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (!ext || !hasMagic(ext, bytes)) throw new AppError('VALIDATION', 'fileFormat')
      const { tenantId } = c.var.session
      const now = new Date()
      const month = `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`
      const name = `${month}/${randomBytes(16).toString('hex')}.${ext}`
      const target = join(uploadsDir(c.var.deps.config.dataDir, tenantId), name)
      await mkdir(join(target, '..'), { recursive: true })
      await writeFile(target, bytes, { flag: 'wx' })
      const url = `${FILE_URL}/${tenantId}/${name}`
      const originalName = file.name.slice(-255)
      const id = await c.var.db.begin((tx) =>
        saveRecord(
          tx,
          attach,
          {
            originalName,
            name,
            link: url,
            extension: ext,
            contentType: TYPES[ext].contentType,
            attachSize: bytes.length,
            centerType,
          },
          actorOf(c),
        ),
      )
      return ok(c, { url, link: url, name, originalName, attachId: id })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${FILE_URL}/:tenant/:year/:month/:file`,
    area: 'other',
    summary: 'An uploaded file, to signed-in users of its tenant while its record is live',
    access: { signedIn: true },
    raw: true,
    input: 'nothing',
    handler: async (c) => {
      const { tenant = '', year = '', month = '', file = '' } = c.req.param()
      const name = `${year}/${month}/${file}`
      const match = STORED.exec(name)
      // Another tenant's file, a removed one, or a path that is not one of ours: the same 404.
      if (tenant !== c.var.session.tenantId || !match) throw new AppError('NOT_FOUND', 'recordNotFound')
      const rows = await c.var.db.query<{ contentType: string; originalName: string | null }>(
        'SELECT content_type, original_name FROM blade_attach WHERE name = $1 AND is_deleted = 0',
        [name],
      )
      const record = rows[0]
      if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
      const bytes = await readFile(join(uploadsDir(c.var.deps.config.dataDir, tenant), name)).catch(() => {
        throw new AppError('NOT_FOUND', 'recordNotFound')
      })
      const original = encodeURIComponent(record.originalName ?? file)
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': record.contentType,
          'Content-Disposition': `inline; filename="${file}"; filename*=UTF-8''${original}`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, max-age=3600',
        },
      })
    },
  }),
]
