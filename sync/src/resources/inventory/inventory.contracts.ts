import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/envelope.ts'
import type { Label } from '../../i18n/language.ts'
import { fieldLabels, idSchema } from '../resource-schemas.ts'
import { storeProductInventory, storeProductInventoryLog } from './stock-ledger.resource.ts'

/**
 * The contracts of the inventory calls the console makes by hand (the stock card, inventory age):
 * method, path, input and answer, shared by the server's calls (which add access and handler) and
 * the console's callApi.
 */

const str = z.string()
const orNull = <T extends z.ZodType>(t: T) => t.nullable()
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

/** The document of a movement, a reservation or a lot, and where the console opens it. */
export const cardDocumentAnswer = z.object({
  type: str,
  id: orNull(str),
  line: orNull(str),
  /** The document's own code or number; null for a hand adjustment, which has none. */
  code: orNull(str),
  /** The kind of document in the reader's language. */
  label: orNull(str),
  /** The console page of the documents of this kind; null when there is none. */
  route: orNull(str),
})

/** One ledger row of the card, with its running balance. */
export const cardMovementAnswer = z.object({
  id: str,
  time: str,
  movementType: z.number(),
  quantity: z.number(),
  balance: z.number(),
  positionCode: orNull(str),
  batchNo: orNull(str),
  inboundDate: orNull(str),
  unitCost: orNull(str),
  reason: orNull(str),
  remark: orNull(str),
  userName: orNull(str),
  voided: z.boolean(),
  /** A move between two positions of the card's warehouse (putaway, quarantine, move): neither in nor out. */
  movedWithin: z.boolean().optional(),
  document: orNull(cardDocumentAnswer),
})

/** An open reservation of the card's SKU. */
export const cardReservationAnswer = z.object({
  id: str,
  positionCode: orNull(str),
  batchNo: orNull(str),
  inboundDate: orNull(str),
  quantity: z.number(),
  time: str,
  document: orNull(cardDocumentAnswer),
})

/** A lot on hand with the document that brought it. */
export const cardLotAnswer = z.object({
  id: str,
  positionCode: orNull(str),
  batchNo: orNull(str),
  inboundDate: orNull(str),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  unitCost: orNull(str),
  movementType: orNull(z.number()),
  document: orNull(cardDocumentAnswer),
})

/** The stock card: balances around the dates, one page of movements, open reservations and lots. */
export const stockCardAnswer = z.object({
  storeId: str,
  storeName: str,
  productId: str,
  sysSku: str,
  opening: z.number(),
  closing: z.number(),
  inQuantity: z.number(),
  outQuantity: z.number(),
  records: z.array(cardMovementAnswer),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
  reservations: z.array(cardReservationAnswer),
  lots: z.array(cardLotAnswer),
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

/** An aged-stock plan still open for a row. */
export const openAgePlanAnswer = z.object({
  id: str,
  action: z.union([z.number(), str]),
  quantity: z.number(),
  targetDate: orNull(str),
  remark: orNull(str),
})

const units = z.number()
const value = str

/** A SKU in a warehouse: units and value in each age bucket (FIFO lots by inbound date), and its open plan. */
export const inventoryAgeRowAnswer = z.object({
  storeId: str,
  storeName: orNull(str),
  productId: str,
  sysSku: str,
  quantity: units,
  stockValue: value,
  oldestInboundDate: orNull(str),
  oldestAge: z.number(),
  openPlan: orNull(openAgePlanAnswer),
  age0to30: units,
  age31to60: units,
  age61to90: units,
  age91to180: units,
  age181to365: units,
  ageOver365: units,
  age0to30Value: value,
  age31to60Value: value,
  age61to90Value: value,
  age91to180Value: value,
  age181to365Value: value,
  ageOver365Value: value,
})

/** One page of age rows, oldest first. */
export const inventoryAgePageAnswer = z.object({
  records: z.array(inventoryAgeRowAnswer),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
})

const AGE = '/api/erp/inventorylibraryage'

export const inventoryAgePageContract = defineContract({
  method: 'GET',
  path: `${AGE}/page`,
  input: { params: inventoryAgeQuery, labels: inventoryAgeLabels },
  output: inventoryAgePageAnswer,
})
