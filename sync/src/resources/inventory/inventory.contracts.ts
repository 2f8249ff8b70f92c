import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/envelope.ts'
import type { Label } from '../../i18n/language.ts'
import { fieldLabels, idSchema } from '../resource-schemas.ts'
import { agePageAnswer, stockCardAnswer } from './inventory.answers.ts'
import { storeProductInventory, storeProductInventoryLog } from './stock-ledger.resource.ts'

/**
 * The contracts of the inventory calls the console makes by hand (the stock card, inventory age):
 * method, path, input and answer, shared by the server's calls (which add access and handler) and
 * the console's callApi.
 */

const pageLabels = {
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

// The stock card (库存卡片, issue 10 §3).

export const stockCardLabels: Record<string, Label> = {
  ...fieldLabels(storeProductInventoryLog),
  from: { zh: '开始日期', en: 'From', ja: '開始日' },
  to: { zh: '结束日期', en: 'To', ja: '終了日' },
  ...pageLabels,
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A stock card's question: warehouse, product (or its system SKU), optional position, dates and page. */
export const stockCardQuery = z
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

export const stockCardContract = defineContract({
  method: 'GET',
  path: '/api/erp/storeproductinventorylog/stockCard',
  input: { query: stockCardQuery, labels: stockCardLabels },
  output: stockCardAnswer,
})

// Inventory age (库龄, issue 10 §2).

export const inventoryAgeLabels: Record<string, Label> = {
  ...fieldLabels(storeProductInventory),
  id: { zh: '计划', en: 'Plan', ja: '計画' },
  days: { zh: '天数', en: 'Days', ja: '日数' },
  ...pageLabels,
}

/** The age list's filters and page. */
export const inventoryAgeQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  storeId: idSchema.optional(),
  productId: idSchema.optional(),
  sysSku: z.string().trim().max(64).optional(),
})

const AGE = '/api/erp/inventorylibraryage'

export const inventoryAgePageContract = defineContract({
  method: 'GET',
  path: `${AGE}/page`,
  input: { params: inventoryAgeQuery, labels: inventoryAgeLabels },
  output: agePageAnswer,
})
