import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { attach } from '#sync/resources/other/attach.resource.ts'
import type { Actor } from '../actor.ts'
import type { Queryable } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { saveRecord } from '../records/records.ts'

/** Uploads kept under the tenant's data folder and recorded as attachments (blade_attach), for every area. Spec 1 §5, §9: uploads are png, jpeg, jpg or pdf, at most 2 MB, one file. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
const TYPES = {
  png: { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  pdf: { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const
type Extension = keyof typeof TYPES

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

/**
 * Keeps an uploaded file of an accepted format (its content starts as its extension's does) under
 * the tenant's uploads, named by month and a random name, and records it as an attachment.
 * Answers where it is read back.
 */
export async function storeUpload(
  tx: Queryable,
  actor: Actor,
  u: { dataDir: string; fileUrl: string; fileName: string; bytes: Uint8Array; centerType: string },
) {
  const ext = extensionOf(u.fileName)
  if (!ext || !hasMagic(ext, u.bytes)) throw new AppError('VALIDATION', 'fileFormat')
  const { tenantId } = actor.session
  const now = new Date()
  const month = `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`
  const name = `${month}/${randomBytes(16).toString('hex')}.${ext}`
  const target = join(uploadsDir(u.dataDir, tenantId), name)
  await mkdir(join(target, '..'), { recursive: true })
  await writeFile(target, u.bytes, { flag: 'wx' })
  const url = `${u.fileUrl}/${tenantId}/${name}`
  const originalName = u.fileName.slice(-255)
  const values = {
    originalName,
    name,
    link: url,
    extension: ext,
    contentType: TYPES[ext].contentType,
    attachSize: u.bytes.length,
    centerType: u.centerType,
  }
  const attachId = await saveRecord(tx, attach, values, actor)
  return { url, link: url, name, originalName, attachId }
}

/** A live attachment's record and bytes (a removed one, or a missing file, is a 404). */
export async function readUpload(tx: Queryable, u: { dataDir: string; tenantId: string; name: string }) {
  const rows = await tx.query<{ contentType: string; originalName: string | null }>(
    'SELECT content_type, original_name FROM blade_attach WHERE name = $1 AND is_deleted = 0',
    [u.name],
  )
  const record = rows[0]
  if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
  const bytes = await readFile(join(uploadsDir(u.dataDir, u.tenantId), u.name)).catch(() => {
    throw new AppError('NOT_FOUND', 'recordNotFound')
  })
  return { record, bytes }
}
