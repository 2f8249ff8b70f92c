import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { idSchema } from '../resource-schemas.ts'

/**
 * The contracts of a ship's customs and trade documents (/api/shipExport/*): the ship, optionally
 * one supplier's goods (its code), the language (zh or en) and the file format (xlsx or pdf); each
 * answers a file (raw).
 */
const shipDocumentQuery = z.object({
  shipId: idSchema,
  factoryCode: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  lang: z.enum(['zh', 'en']).optional(),
  format: z.enum(['xlsx', 'pdf']).optional(),
})

const shipDocumentLabels = {
  shipId: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
  factoryCode: { zh: '供应商编码', en: 'Supplier code', ja: 'サプライヤーコード' },
  lang: { zh: '语言', en: 'Language', ja: '言語' },
  format: { zh: '文件格式', en: 'File format', ja: 'ファイル形式' },
}

const shipDocument = (path: string) =>
  defineContract({
    method: 'GET',
    path,
    raw: true,
    input: { query: shipDocumentQuery, labels: shipDocumentLabels },
  })

/** The export sales contract of a ship: the tenant's company sells its goods to the destination's consignee. */
export const shipSaleContractContract = shipDocument('/api/shipExport/saleContract')
/** The export sales contract of every ship sharing the ship's ticket code, numbered by the ticket code. */
export const shipSaleContractTicketCodeContract = shipDocument('/api/shipExport/saleContractTicketCode')
/** The packing list of a ship: cartons, marks, weights and volume. */
export const shipPackingContract = shipDocument('/api/shipExport/packing')
/** The commercial invoice of a ship at the declared prices. */
export const shipInvoiceContract = shipDocument('/api/shipExport/invoice')
/** The customs declaration (报关单) fields of a ship. */
export const shipCustomsDeclarationContract = shipDocument('/api/shipExport/customsDeclaration')
