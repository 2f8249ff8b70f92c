import { z } from 'zod'
import { defineContract } from '../../../http/contract.ts'
import { idSchema } from '../../id-schema.ts'
import { idListSchema } from '../../resource-schemas.ts'

const fileLabels = {
  id: { zh: '单据', en: 'Document', ja: '伝票' },
  ids: { zh: '单据', en: 'Documents', ja: '伝票' },
  fileUrl: { zh: '文件', en: 'File', ja: 'ファイル' },
  fileName: { zh: '文件名', en: 'File name', ja: 'ファイル名' },
}

const fileBody = z.object({
  id: idSchema,
  fileUrl: z.string().trim().min(1).max(500),
  fileName: z.string().trim().max(200).optional(),
})

/** Keeps the factory's file (its invoice, scanned) on an invoice notice. */
export const saveFactoryFileContract = defineContract({
  method: 'POST',
  path: '/api/erp/financialinvoice/saveFactoryFile',
  input: {
    body: fileBody,
    labels: fileLabels,
  },
  output: z.literal(true),
})

/** Takes the factory's file off invoice notices (ids). */
export const removeFactoryFileContract = defineContract({
  method: 'POST',
  path: '/api/erp/financialinvoice/removeFactoryFile',
  input: { body: z.preprocess(idAsIds, z.object({ ids: idListSchema })), labels: fileLabels },
  output: z.literal(true),
})

/** Keeps a factory invoice's file (its scan or PDF). */
export const saveFactoryInvoiceFileContract = defineContract({
  method: 'POST',
  path: '/api/erp/financialfactory/saveFile',
  input: {
    body: fileBody,
    labels: fileLabels,
  },
  output: z.literal(true),
})

/** The contract of an invoice notice for its factory (id), as PDF (the default) or xlsx, Chinese or English. */
export const invoiceContractContract = defineContract({
  method: 'GET',
  path: '/api/erp/financialinvoice/exportInvoiceContract',
  raw: true,
  input: {
    query: z.object({
      id: idSchema,
      lang: z.enum(['zh', 'en']).optional(),
      format: z.enum(['pdf', 'xlsx']).optional(),
    }),
    labels: {
      id: { zh: '开票通知', en: 'Invoice notice', ja: '請求書発行依頼' },
      lang: { zh: '语言', en: 'Language', ja: '言語' },
      format: { zh: '文件格式', en: 'File format', ja: 'ファイル形式' },
    },
  },
})

/** Where a client sent `id` for a batch of one, it reads as `ids`. */
function idAsIds(v: unknown) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v
  const r = v as Record<string, unknown>
  return r.ids === undefined && r.id !== undefined ? { ...r, ids: r.id } : r
}
