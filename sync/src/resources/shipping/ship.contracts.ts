import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { idListSchema, idSchema } from '../resource-schemas.ts'

/**
 * The contracts of the ships' hand-written calls (ticket codes, merging, costs, invoice notices):
 * method, path, input and answer, shared by the server's calls and the console's callApi.
 */

const decimal = z.string().regex(/^-?\d{1,18}(\.\d{1,9})?$/)
const shipIdInput = z.object({ shipId: idSchema })
const labels = {
  shipId: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
  id: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
  ids: { zh: '合并的货柜', en: 'Ships merged', ja: '統合するコンテナ' },
  rates: { zh: '费率', en: 'Rates', ja: '料率' },
  ticketCode: { zh: '票号', en: 'Ticket code', ja: '票番号' },
  storeId: { zh: '目的仓库', en: 'Destination warehouse', ja: '仕向け倉庫' },
}

/** A ship's ticket code as the ticket code list answers it. */
export const ticketCodeRow = z.object({
  shipId: z.string(),
  code: z.string(),
  ticketCode: z.string(),
  containerType: z.string().nullable(),
  status: z.number(),
  storeId: z.string().nullable(),
})

export const listTicketCodeContract = defineContract({
  method: 'GET',
  path: '/api/erp/ship/listTicketCode',
  input: {
    query: z.object({
      ticketCode: z.string().trim().max(64).optional(),
      storeId: idSchema.optional(),
    }),
    labels,
  },
  output: z.array(ticketCodeRow),
})

const shipSummary = z.object({
  id: z.string(),
  code: z.string(),
  containerType: z.string().nullable(),
  status: z.number(),
  costStatus: z.number(),
  storeId: z.string().nullable(),
  volume: decimal,
  weight: decimal,
  totalQuantity: z.number(),
  totalBoxes: z.number(),
  plans: z.array(z.object({ id: z.string(), code: z.string(), batchNo: z.string().nullable(), status: z.number() })),
})

export const detailMergeContract = defineContract({
  method: 'GET',
  path: '/api/erp/ship/detailMerge',
  input: { query: z.object({ id: idSchema }), labels },
  output: z.object({
    ship: shipSummary.nullable(),
    candidates: z.array(shipSummary),
    capacity: z.object({ volume: decimal, weight: decimal }).nullable(),
    together: z.object({
      volume: decimal,
      weight: decimal,
      fits: z.boolean(),
      overVolume: decimal,
      overWeight: decimal,
    }),
  }),
})

export const updateMergeContract = defineContract({
  method: 'POST',
  path: '/api/erp/ship/updateMerge',
  input: { params: z.object({ id: idSchema, ids: idListSchema }), labels },
  output: z.literal(true),
})

const allocationRow = z.object({
  id: z.string(),
  shipOrderId: z.string().nullable(),
  shipOrderItemId: z.string(),
  productId: z.string().nullable(),
  quantity: z.number().nullable(),
  basisValue: decimal.nullable(),
  amount: decimal.nullable(),
  baseAmount: decimal.nullable(),
})

/** A ship's costs: lines, their allocation, and each plan line's landed unit cost. */
export const shipCostDetailAnswer = z.object({
  shipId: z.string(),
  code: z.string(),
  costStatus: z.number(),
  costs: z.array(
    z.object({
      id: z.string(),
      costType: z.number(),
      costTypeLabel: z.string(),
      partyId: z.string().nullable(),
      currencyCode: z.string(),
      priceUnit: z.number().nullable(),
      unitPrice: decimal.nullable(),
      amount: decimal.nullable(),
      exchangeRate: decimal.nullable(),
      baseAmount: decimal.nullable(),
      basis: z.number(),
      allocations: z.array(allocationRow),
    }),
  ),
  lines: z.array(
    z.object({
      shipOrderItemId: z.string(),
      shipOrderId: z.string(),
      planCode: z.string(),
      productId: z.string(),
      sysSku: z.string(),
      quantity: z.number(),
      unitCost: decimal,
      allocated: decimal,
      landedUnitCost: decimal,
    }),
  ),
})

export const shipCostDetailContract = defineContract({
  method: 'GET',
  path: '/api/erp/shipcost/detail',
  input: { query: shipIdInput, labels },
  output: shipCostDetailAnswer,
})

/** A rate for one cost line: per m³ (1), per kg (2), % of goods value (3) or a fixed amount (4). */
export const costRateInput = z.object({
  id: idSchema,
  unitPrice: z
    .string()
    .trim()
    .regex(/^\d{1,14}(\.\d{1,4})?$/)
    .optional(),
  priceUnit: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2', '3', '4']).optional()),
})

export const calculateShipCostContract = defineContract({
  method: 'POST',
  path: '/api/erp/shipcost/calculate',
  input: { params: shipIdInput.extend({ rates: z.array(costRateInput).max(100).optional() }), labels },
  output: shipCostDetailAnswer,
})

export const checkShipCostContract = defineContract({
  method: 'POST',
  path: '/api/erp/shipcost/check',
  input: { params: shipIdInput, labels },
  output: shipCostDetailAnswer,
})

export const cleanShipCostContract = defineContract({
  method: 'POST',
  path: '/api/erp/shipcost/clean',
  input: { params: shipIdInput, labels },
  output: shipCostDetailAnswer,
})

export const createInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/erp/financialinvoice/createInvoice',
  input: { params: shipIdInput, labels },
  output: z.array(
    z.object({ id: z.string(), code: z.string(), factoryId: z.string(), currencyCode: z.string(), amount: decimal }),
  ),
})
