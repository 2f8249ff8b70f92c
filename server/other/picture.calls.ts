import { z } from 'zod'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { readUpload, storeUpload, UPLOAD_MAX_BYTES } from '../platform/files/uploads.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'

const FILE_URL = '/api/picture/file'
const STORED = /^(\d{4})\/(\d{2})\/([0-9a-f]{32})\.(png|jpe?g|pdf)$/
const formSchema = z.object({
  centerType: z.preprocess(
    (v) => (v === undefined || v === '' ? 'erp' : v),
    z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
  ),
})

/** Uploading images and PDFs, and reading them back within the tenant. */
export const pictureCalls = [
  defineCall({
    ...pictureUploadContract,
    area: 'other',
    summary:
      'Uploads one file (multipart: file, centerType default erp): png, jpeg, jpg or pdf up to 2 MB; answers {url, name, originalName}',
    // Every screen with an image or attachment uploads: any signed-in user of the tenant may.
    access: { signedIn: true },
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
      const bytes = new Uint8Array(await file.arrayBuffer())
      const upload = { dataDir: c.var.deps.config.dataDir, fileUrl: FILE_URL, fileName: file.name, bytes, centerType }
      return ok(c, await c.var.db.begin((tx) => storeUpload(tx, actorOf(c), upload)))
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
      const { record, bytes } = await c.var.db.begin((tx) =>
        readUpload(tx, { dataDir: c.var.deps.config.dataDir, tenantId: tenant, name }),
      )
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
