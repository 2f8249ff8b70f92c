import { z } from 'zod'
import { MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import type { Label } from '#sync/i18n/language.ts'
import { stockCardAnswer } from '#sync/resources/inventory/inventory.answers.ts'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { readStockCard } from './stock-card.ts'

const LABELS: Record<string, Label> = {
  ...fieldLabels(storeProductInventoryLog),
  from: { zh: '开始日期', en: 'From', ja: '開始日' },
  to: { zh: '结束日期', en: 'To', ja: '終了日' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A stock card's question: warehouse, product (or its system SKU), optional position, dates and page. */
const cardQuery = z
  .object({
    storeId: idSchema,
    productId: idSchema.optional(),
    sysSku: z.string().trim().min(1).max(64).optional(),
    positionId: idSchema.optional(),
    from: date.optional(),
    to: date.optional(),
    current: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  })
  .superRefine((q, ctx) => {
    if (!q.productId && !q.sysSku) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'required' })
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' })
  })

/** The stock card of a SKU in a warehouse (issue 10 §3). */
export const stockCardCalls = [
  defineCall({
    method: 'GET',
    path: '/api/erp/storeproductinventorylog/stockCard',
    area: 'inventory',
    summary:
      'The stock card of a SKU (productId or sysSku) in a warehouse (or one position): opening balance before from, every ledger movement oldest first (voided pairs flagged) with its running balance and document, the closing balance, the reservations now open and the lots on hand with the document that brought each',
    access: { permission: storeProductInventoryLog.permissions.view },
    output: stockCardAnswer,
    readOnly: true,
    input: { query: cardQuery, labels: LABELS },
    example: { storeId: '1000000000000004202', sysSku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readStockCard(tx, query, c.var.lang))),
  }),
]
