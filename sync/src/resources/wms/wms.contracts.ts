import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/envelope.ts'
import { recordAnswer } from '../resource-contracts.ts'
import { fieldLabels, fieldValueSchema, idSchema, idsParams, isCalendarTime } from '../resource-schemas.ts'
import { qualityActions, receiptLine } from './w-inbound-order.actions.ts'
import { wInboundBatchItem, wInboundOrder, wInboundShelves, wQualityInspection } from './w-inbound-order.resource.ts'
import { SKU_COUNT, WAVE_RULE } from './w-outbound.actions.ts'
import { wOrderPick, wOrderPickItem, wOutbound, wOutboundItem } from './w-outbound.resource.ts'
import { boxMeasures, wOutboundBox, wOutboundLabel, wOutboundPackOp } from './w-outbound-packing.resource.ts'
import { wStocktaking, wStocktakingItem } from './w-stocktaking.resource.ts'

/**
 * The contracts of the warehouse's hand-written calls the console makes: method, path, input and
 * answer, shared by the server's calls (which add access and handler) and the console's callApi.
 */

const OUT = '/api/ware/woutbound'
const PICK = '/api/ware/worderpick'
const INBOUND = '/api/ware/winboundorder'
const RECEIPT = '/api/ware/winboundorderconfirm'
const COUNT = '/api/ware/wstocktaking'
const COUNT_LINE = '/api/ware/wstocktakingitem'

const ids = z.array(z.string())
const idQuery = z.object({ id: idSchema })

// Outbound: waves and pick lists.

const outboundLabels = {
  shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
  skuCount: { zh: 'SKU数', en: 'SKU count', ja: 'SKU数' },
  cutOff: { zh: '截单时间', en: 'Cut-off', ja: '締め時刻' },
  rule: { zh: '分组规则', en: 'Grouping rule', ja: 'グループ規則' },
  format: { zh: '格式', en: 'Format', ja: '形式' },
  ...fieldLabels(wOutbound),
  ...fieldLabels(wOutboundItem),
  ...fieldLabels(wOrderPick),
  ...fieldLabels(wOrderPickItem),
}

/** A wave's filters and grouping rule: the orders named (ids) or all matching, approved and in no pick list. */
export const waveFilter = z.object({
  storeId: idSchema.optional(),
  transportId: idSchema.optional(),
  shopId: idSchema.optional(),
  skuCount: z.enum([SKU_COUNT.single, SKU_COUNT.multi]).optional(),
  // A real calendar time (no 30 February), with or without its seconds.
  cutOff: z
    .string()
    .trim()
    .transform((v) => (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(v) ? `${v}:00` : v).replace('T', ' '))
    .refine(isCalendarTime)
    .optional(),
  rule: z.enum([WAVE_RULE.transport, WAVE_RULE.singleSku, WAVE_RULE.zone]).optional(),
})
const waveBody = waveFilter.extend({
  ids: z
    .union([z.array(idSchema), z.string().regex(/^\d{1,19}(,\d{1,19}){0,499}$/)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')))
    .optional(),
})

/** An order a wave would take, with what groups it (warehouse, transport, SKUs, zone). */
const waveOrder = z.object({
  id: z.string(),
  code: z.string(),
  referenceCode: z.string().nullable(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  transportId: z.string().nullable(),
  transportName: z.string().nullable(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  totalQuantity: z.number(),
  createTime: z.string(),
  skuCount: z.number(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  zoneCount: z.number(),
  zoneOrder: z.number().nullable(),
})
/** A pick list a wave would form. */
const waveList = z.object({
  storeId: z.string(),
  storeName: z.string().nullable(),
  transportId: z.string().nullable(),
  transportName: z.string().nullable(),
  skuCount: z.enum(['single', 'multi']).nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  orderIds: ids,
  quantity: z.number(),
})

export const startBoundContract = defineContract({
  method: 'POST',
  path: `${OUT}/start-bound`,
  input: { params: waveBody, labels: outboundLabels },
  /** The pick lists made. */
  output: ids,
})

export const wavePlanContract = defineContract({
  method: 'GET',
  path: `${OUT}/wavePlan`,
  input: { query: waveFilter, labels: outboundLabels },
  output: z.object({ orders: z.array(waveOrder), lists: z.array(waveList), limited: z.boolean() }),
})

/** A pick list's line as it is picked: the line with its position's code and the order's. */
export const pickLineAnswer = recordAnswer(wOrderPickItem).and(
  z.object({
    quantity: z.number(),
    positionCode: z.string().nullable(),
    positionIdLabel: z.string().nullable(),
    outboundIdLabel: z.string().nullable(),
    productIdLabel: z.string().nullable(),
  }),
)

export const pickLinesContract = defineContract({
  method: 'GET',
  path: `${PICK}/getItemList`,
  input: { query: idQuery, labels: outboundLabels },
  output: z.array(pickLineAnswer),
})

/** The pick sheet, a file (raw): no answer schema. */
export const pickSheetContract = defineContract({
  method: 'GET',
  path: `${PICK}/printOrderPick`,
  raw: true,
  input: { query: idQuery.extend({ format: z.enum(['xlsx', 'pdf']).optional() }), labels: outboundLabels },
})

/** The commercial invoices of a pick list, a zip (raw): no answer schema. */
export const pickInvoicesContract = defineContract({
  method: 'GET',
  path: `${PICK}/downInvoice`,
  raw: true,
  input: { query: idQuery, labels: outboundLabels },
})

// Packing.

const packingLabels = {
  ...fieldLabels(wOutbound),
  ...fieldLabels(wOutboundPackOp),
  ...fieldLabels(wOutboundLabel),
  ...fieldLabels(wOutboundBox),
  id: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
}
/** A box's measures, each optional (exact decimals, > 0, bounded as the box declares them). */
const measures = {
  length: fieldValueSchema(boxMeasures.length).optional(),
  width: fieldValueSchema(boxMeasures.width).optional(),
  height: fieldValueSchema(boxMeasures.height).optional(),
  weight: fieldValueSchema(boxMeasures.weight).optional(),
}
const packBody = z
  .object({
    id: idSchema,
    opId: z.guid(),
    sku: z.string().trim().min(1).max(64),
    quantity: z.coerce
      .number()
      .int()
      .min(-99_999_999)
      .max(99_999_999)
      .refine((v) => v !== 0),
    boxNo: z.coerce.number().int().min(1).max(9999).optional(),
    ...measures,
  })
  .superRefine((v, ctx) => {
    // Units come out of a box the operation names.
    if (v.quantity < 0 && v.boxNo === undefined) ctx.addIssue({ code: 'custom', path: ['boxNo'], input: undefined })
  })

export const packBoxContract = defineContract({
  method: 'POST',
  path: `${OUT}/packBox`,
  input: { params: packBody, labels: packingLabels },
  output: z.object({ boxId: z.string(), boxNo: z.number(), packedQuantity: z.number(), replayed: z.boolean() }),
})

export const uploadLabelContract = defineContract({
  method: 'POST',
  path: `${OUT}/uploadLabel`,
  input: {
    params: z.object({
      id: idSchema,
      attachId: idSchema,
      trackingNumber: (fieldValueSchema(wOutboundLabel.fields.trackingNumber) as z.ZodType<string>).optional(),
    }),
    labels: packingLabels,
  },
  /** The face sheet's id. */
  output: z.string(),
})

// Inbound: receiving, putaway, inspection, confirmation.

const inboundLabels = {
  ...fieldLabels(wInboundOrder),
  ...fieldLabels(wInboundBatchItem),
  ...fieldLabels(wInboundShelves),
  ...fieldLabels(wQualityInspection),
}
const receiptBody = z.object({ id: idSchema, items: z.array(receiptLine).min(1).max(500) })
/** The putaway tasks a receipt made. */
const receivedAnswer = z.object({ putAwayTaskIds: ids })

export const acceptInboundContract = defineContract({
  method: 'POST',
  path: `${INBOUND}/accept`,
  input: { params: receiptBody, labels: inboundLabels },
  output: receivedAnswer,
})

export const acceptAndPutAwayContract = defineContract({
  method: 'POST',
  path: `${INBOUND}/acceptAndPutAway`,
  input: { params: receiptBody, labels: inboundLabels },
  output: receivedAnswer,
})

/** An inbound order's line sheet, a file (raw): no answer schema. */
export const inboundSheetContract = defineContract({
  method: 'GET',
  path: `${INBOUND}/downExcel`,
  raw: true,
  input: { query: idQuery, labels: inboundLabels },
})

export const putAwayContract = defineContract({
  method: 'POST',
  path: '/api/ware/winboundshelves/putAway',
  input: {
    params: z.object({
      id: idSchema,
      positionId: idSchema.optional(),
      quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
    }),
    labels: inboundLabels,
  },
  output: z.literal(true),
})

export const submitInspectionContract = defineContract({
  method: 'POST',
  path: '/api/ware/wqualityinspection/submitInspection',
  input: { params: qualityActions.submitInspection.input.extend({ id: idSchema }), labels: inboundLabels },
  output: z.literal(true),
})

const receiptLabels = {
  ...fieldLabels(wInboundOrder),
  ...fieldLabels(wInboundBatchItem),
  confirmed: { zh: '已确认', en: 'Confirmed', ja: '確認済' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

/** A page of receipts: filters of the confirmation list. */
export const receiptPageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  storeId: idSchema.optional(),
  code: z.string().trim().max(64).optional(),
  /** 0: waiting for confirmation, 1: confirmed. */
  confirmed: z.enum(['0', '1']).optional(),
})

/** A receipt: the inbound order with its planned, received and difference, and who confirmed it when. */
const receiptOrder = z.object({
  id: z.string(),
  code: z.string(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  sourceCode: z.string().nullable(),
  status: z.number(),
  plannedQuantity: z.number(),
  receivedQuantity: z.number(),
  difference: z.number(),
  receiveTime: z.string().nullable(),
  confirmTime: z.string().nullable(),
  confirmUser: z.string().nullable(),
  confirmUserName: z.string().nullable(),
})
/** A receipt with its lines and the ledger rows it posted. */
export const receiptAnswer = receiptOrder.extend({
  lines: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      sysSku: z.string(),
      batchNo: z.string().nullable(),
      plannedQuantity: z.number(),
      receivedQuantity: z.number(),
      difference: z.number(),
      overReceiptPercent: z.number().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.string(),
      positionId: z.string(),
      sysSku: z.string(),
      batchNo: z.string().nullable(),
      inboundDate: z.string().nullable(),
      quantity: z.number(),
      movementType: z.number(),
      documentLine: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
})

export const receiptPageContract = defineContract({
  method: 'GET',
  path: `${RECEIPT}/page`,
  input: { params: receiptPageQuery, labels: receiptLabels },
  output: z.object({
    records: z.array(receiptOrder),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  }),
})

export const receiptDetailContract = defineContract({
  method: 'GET',
  path: `${RECEIPT}/detail`,
  input: { params: idQuery, labels: receiptLabels },
  output: receiptAnswer,
})

export const confirmReceiptsContract = defineContract({
  method: 'POST',
  path: `${RECEIPT}/apply`,
  input: {
    params: idsParams,
    labels: receiptLabels,
  },
  output: z.array(receiptAnswer),
})

// Stock counts.

const countLabels = { ...fieldLabels(wStocktaking), ...fieldLabels(wStocktakingItem) }

/** A count line's statuses: counting sets the first two, a person only "to recount". */
export const LINE_STATUS = { toCount: 1, counted: 2, toRecount: 3 } as const

/** A counted line as entered (an existing line by id, or a lot the freeze did not list). */
export const countLine = z.object({
  id: idSchema.optional(),
  positionId: idSchema.optional(),
  productId: idSchema.optional(),
  batchNo: z.string().trim().max(64).optional(),
  inboundDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  countedQuantity: z.coerce.number().int().min(0).max(99_999_999).nullable(),
  remark: z.string().trim().max(500).optional(),
})

export const enterCountsContract = defineContract({
  method: 'POST',
  path: `${COUNT}/updateAll`,
  input: { params: z.object({ id: idSchema, items: z.array(countLine).min(1).max(2000) }), labels: countLabels },
  /** The lines saved. */
  output: ids,
})

export const enterLineCountsContract = defineContract({
  method: 'POST',
  path: `${COUNT_LINE}/updateAll`,
  input: {
    params: z.object({ stocktakingId: idSchema, items: z.array(countLine).min(1).max(2000) }),
    labels: countLabels,
  },
  output: ids,
})

export const recountContract = defineContract({
  method: 'POST',
  path: `${COUNT_LINE}/updateStatus`,
  input: {
    params: idsParams.extend({ status: z.enum([String(LINE_STATUS.toRecount)]) }),
    labels: countLabels,
  },
  output: z.literal(true),
})
