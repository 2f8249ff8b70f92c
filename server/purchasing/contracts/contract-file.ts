import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { type ContractDocument, type ContractLang, contractLang } from './contract-document.ts'
import { contractPdf } from './contract-pdf.ts'
import { contractXlsx } from './contract-xlsx.ts'

/** Reads one document's contract in a language (a sales plan's, a purchase order's). */
export type ContractLoader = (tx: Queryable, actor: Actor, id: string, lang: ContractLang) => Promise<ContractDocument>

/** A contract file ready to answer: its name, content type and bytes. */
export type ContractFile = { fileName: string; contentType: string; bytes: Uint8Array }

/** The content types of the documents' formats. */
export const DOCUMENT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const

/**
 * A document's contract as a file: read by its loader in the language asked for (else the user's),
 * rendered as xlsx (the default) or PDF.
 */
export async function contractFile(
  tx: Queryable,
  actor: Actor,
  load: ContractLoader,
  input: { id: string; lang?: ContractLang | undefined; format?: 'xlsx' | 'pdf' | undefined },
): Promise<ContractFile> {
  const format = input.format ?? 'xlsx'
  const doc = await load(tx, actor, input.id, contractLang(input.lang, actor.lang))
  const bytes = format === 'pdf' ? await contractPdf(doc) : new Uint8Array(await contractXlsx(doc))
  return { fileName: `${doc.fileName}.${format}`, contentType: DOCUMENT_CONTENT_TYPES[format], bytes }
}

/** A document file as the download it is: its type, and its name for the browser to save it under. */
export function fileDownload(file: ContractFile): Response {
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
