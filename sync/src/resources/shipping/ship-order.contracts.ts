import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { decimalText } from '../../money/decimal-text.ts'
import { purchasePayment } from '../finance/payments/purchase-payment.resource.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '../resource-schemas.ts'
import { shipApplyPlanInput } from './ship-apply.actions.ts'
import { shipOrder, shipOrderFile, shipQualityCheck } from './ship-order.resource.ts'

/**
 * The contracts of the shipment plans' hand-written calls: counts per status, the ready-to-load
 * view, the payment view and its save, inspections, files and the plan's sheet.
 */

const count = z.number().int()

/** What `shipapply/ship` takes besides the applications' ids (the plan's warehouse, lot, date). */
export const shipPlanFromApplies = shipApplyPlanInput

/** How many plans (of the caller's scope) stand in each status, for the list's tabs. */
export const planStatusContract = defineContract({
  method: 'GET',
  path: '/api/erp/shiporder/status',
  input: { query: z.object({ storeId: idSchema.optional() }), labels: fieldLabels(shipOrder) },
  output: z.array(z.object({ status: z.string(), count })),
})

/** A plan as the ship screens read it: where it goes, its lot, and what it takes on a ship. */
export const planToLoad = z.object({
  id: z.string(),
  code: z.string(),
  storeId: z.string(),
  batchNo: z.string(),
  shipId: z.string().nullable(),
  shipDate: z.string().nullable(),
  status: z.string(),
  totalQuantity: count,
  boxNum: count,
  volume: decimalText,
  weight: decimalText,
  editedAfterConfirm: count,
})

/** Plans ready to load on a ship (confirmed, on no ship; or on the ship asked for), with m³ and kg. */
export const plansToLoadContract = defineContract({
  method: 'GET',
  path: '/api/erp/shiporder/ship',
  input: {
    query: z.object({ storeId: idSchema.optional(), shipId: idSchema.optional() }),
    labels: fieldLabels(shipOrder),
  },
  output: z.array(planToLoad),
})

/** One purchase order a plan ships goods of: what its units in the plan are worth and what was paid. */
export const planPaymentOrder = z.object({
  purchaseOrderId: z.string(),
  purchaseOrderCode: z.string().nullable(),
  factoryId: z.string().nullable(),
  currencyCode: z.string().nullable(),
  quantity: count,
  amount: decimalText,
  paid: decimalText,
})

/** A recorded purchase payment as the payment view answers it. */
export const planPaymentRow = z.object({
  id: z.string(),
  purchaseOrderId: z.string(),
  shipOrderId: z.string().nullable(),
  paymentType: z.string(),
  amount: decimalText,
  currencyCode: z.string(),
  payDate: z.string().nullable(),
  voucherUrl: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
})

/** The plan's payment view: its purchase orders and the payments recorded against it. */
export const planPaymentContract = defineContract({
  method: 'GET',
  path: '/api/erp/shiporder/payment',
  input: { query: z.object({ id: idSchema }), labels: fieldLabels(shipOrder) },
  output: z.object({
    shipOrderId: z.string(),
    code: z.string(),
    orders: z.array(planPaymentOrder),
    payments: z.array(planPaymentRow),
  }),
})

const paymentField = (key: keyof typeof purchasePayment.fields) => fieldValueSchema(purchasePayment.fields[key])

/** A payment of the plan as saveAll takes it: with an id, the one to change; without, a new one. */
export const planPaymentInput = z.object({
  id: idSchema.optional(),
  purchaseOrderId: idSchema,
  paymentType: paymentField('paymentType'),
  amount: paymentField('amount'),
  currencyCode: paymentField('currencyCode'),
  payDate: paymentField('payDate').optional(),
  voucherUrl: paymentField('voucherUrl'),
  remark: paymentField('remark').optional(),
})

/**
 * Records a plan's purchase payments at once: listed rows with an id are changed, others added, and
 * the plan's payments still to pay that are not listed are removed.
 */
export const savePaymentsContract = defineContract({
  method: 'POST',
  path: '/api/erp/purchasepayment/saveAll',
  input: {
    body: z.object({ shipOrderId: idSchema, payments: z.array(planPaymentInput).max(200) }),
    labels: fieldLabels(purchasePayment),
  },
  output: z.array(z.string()),
})

/** A pre-shipment inspection of a plan. */
export const shipCheckContract = defineContract({
  method: 'POST',
  path: '/api/erp/shipqualitycheck/submit',
  input: {
    params: z.object({
      shipOrderId: idSchema,
      shipApplyId: idSchema.optional(),
      sampledQuantity: z.coerce.number().int().min(0).max(99_999_999),
      defectQuantity: z.coerce.number().int().min(0).max(99_999_999),
      result: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2'])),
      inspector: z.string().trim().max(64).optional(),
      photos: z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().trim().max(2000).optional()),
      remark: z.string().trim().max(500).optional(),
    }),
    labels: fieldLabels(shipQualityCheck),
  },
  output: z.object({
    id: z.string(),
    shipOrderId: z.string(),
    defectRate: decimalText,
    result: z.string(),
    status: z.string(),
  }),
})

/** Files added to a plan at once (after their upload). */
export const planFilesContract = defineContract({
  method: 'POST',
  path: '/api/erp/shiporderfile/addList',
  input: {
    body: z
      .array(
        z.object({
          shipOrderId: idSchema,
          fileUrl: fieldValueSchema(shipOrderFile.fields.fileUrl),
          fileName: fieldValueSchema(shipOrderFile.fields.fileName).optional(),
          remark: fieldValueSchema(shipOrderFile.fields.remark).optional(),
        }),
      )
      .min(1)
      .max(100),
    labels: fieldLabels(shipOrderFile),
  },
  output: z.array(z.string()),
})

/** The plan as an xlsx sheet: its head and lines (SKU, order, factory, quantity, cartons, m³, kg, cost). */
export const planSheetContract = defineContract({
  method: 'GET',
  path: '/api/erp/shiporder/downloadExcel',
  input: { query: z.object({ id: idSchema }), labels: fieldLabels(shipOrder) },
  raw: true,
})
