import { z } from 'zod'
import { recordAnswerSchema } from '../resource-schemas.ts'
import { VC_ADMIN_STATUS } from './vc-admin-order.actions.ts'
import { vcAdminOrder, vcAdminOrderItem } from './vc-admin-order.resource.ts'
import { vcCustomerOrder, vcCustomerOrderItem } from './vc-customer-order.resource.ts'

/**
 * What the vendor-order calls written by hand answer (the `data` of the envelope): a PO's detail and
 * counts, the batch results of distributing and splitting, shipments, carton labels and sheets, a
 * PO order's view and its tracks' counts, the vendor shops. Ids are strings.
 */

const units = z.number().int()
const decimal = z.string()

/** A document's history, newest first, with who did each step. */
const historyAnswer = z.array(
  z.object({
    id: z.string(),
    action: z.string().nullable(),
    content: z.string().nullable(),
    createTime: z.string(),
    createUserName: z.string().nullable(),
  }),
)

/** A stock reservation a PO (or PO order) holds, line by line. */
const reservationAnswer = {
  id: z.string(),
  documentLine: z.string().nullable(),
  storeId: z.string(),
  positionCode: z.string().nullable(),
  sysSku: z.string().nullable(),
  batchNo: z.string().nullable(),
  inboundDate: z.string().nullable(),
  quantity: units,
}

/** A PO with its lines, cartons (and what each holds), history, reservations and split parts. */
export const vcAdminOrderDetailAnswer = recordAnswerSchema(vcAdminOrder).extend({
  items: z.array(recordAnswerSchema(vcAdminOrderItem)),
  cartons: z.array(
    z.object({
      id: z.string(),
      cartonNo: z.string(),
      barcode: z.string().nullable(),
      totalQuantity: units.nullable(),
      weight: decimal.nullable(),
      length: decimal.nullable(),
      width: decimal.nullable(),
      height: decimal.nullable(),
      items: z.array(z.object({ orderItemId: z.string(), sysSku: z.string().nullable(), quantity: units })),
    }),
  ),
  history: historyAnswer,
  reservations: z.array(z.object({ ...reservationAnswer, positionId: z.string().nullable() })),
  parts: z.array(z.object({ id: z.string(), poNumber: z.string().nullable(), status: units })),
})

/** POs counted by status (each status by name) and all of them. */
export const vcStatusCountsAnswer = z.object({
  all: units,
  ...(Object.fromEntries(Object.keys(VC_ADMIN_STATUS).map((name) => [name, units])) as Record<
    keyof typeof VC_ADMIN_STATUS,
    typeof units
  >),
})

/** A batch over POs: the ones done, and each one refused with its reason (one does not stop the others). */
export const vcBatchResultAnswer = z.object({
  done: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), code: z.string(), reason: z.string() })),
})

/** The ids of the POs a split made. */
export const vcSplitAnswer = z.array(z.string())

/** The PO the others were merged into, and theirs. */
export const vcMergeAnswer = z.object({ id: z.string(), merged: z.array(z.string()) })

/** The ASN of a shipment created, and its number of cartons. */
export const vcShipmentAnswer = z.object({ asnNumber: z.string(), cartons: units })

/** Carton labels made: the PDF's address, its attachment and how many cartons it labels. */
export const vcLabelsMadeAnswer = z.object({ labelUrl: z.string(), attachId: z.string(), cartons: units })

/** Carton labels linked: the file's address and its attachment (none for an outside link). */
export const vcLabelsLinkedAnswer = z.object({ labelUrl: z.string(), attachId: z.string().nullable() })

/** The carton labels read: from the PDF (each carton found or not) or as stored (found unknown). */
export const vcLabelAnalysisAnswer = z.object({
  source: z.enum(['stored', 'pdf']),
  labelUrl: z.string().nullable(),
  pages: units,
  cartons: z.array(z.object({ cartonNo: z.string(), barcode: z.string().nullable(), found: z.boolean().nullable() })),
  codes: z.array(z.string()),
})

/** A carton sheet parsed: its cartons with contents, each problem by row and field, and the totals. */
export const vcCartonSheetAnswer = z.object({
  cartons: z.array(
    z.object({
      cartonNo: z.string(),
      weight: decimal.optional(),
      length: decimal.optional(),
      width: decimal.optional(),
      height: decimal.optional(),
      items: z.array(z.object({ sku: z.string(), quantity: units })),
    }),
  ),
  errors: z.array(z.object({ row: units, field: z.string(), message: z.string() })),
  totalCartons: units,
  totalUnits: units,
})

/** A PO order with its lines, tracks, history and the reservations it holds. */
export const vcCustomerOrderViewAnswer = recordAnswerSchema(vcCustomerOrder).extend({
  items: z.array(recordAnswerSchema(vcCustomerOrderItem)),
  tracks: z.array(
    z.object({
      id: z.string(),
      trackNumber: z.string().nullable(),
      carrier: z.string().nullable(),
      status: units.nullable(),
      lastEvent: z.string().nullable(),
      eventTime: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
  history: historyAnswer,
  reservations: z.array(z.object(reservationAnswer)),
})

/** Tracks counted by status ("1" to "6") and all of them. */
export const vcTrackCountsAnswer = z.object({
  all: units,
  ...(Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((key) => [key, units])) as Record<string, typeof units>),
})

/** Vendor-central shops grouped by company (the parent), each group with its shops, for pickers. */
export const vcShopParentsAnswer = z.array(
  z.object({
    platformId: z.string(),
    platformName: z.string().nullable(),
    companyName: z.string(),
    label: z.string(),
    value: z.string(),
    baseShopVOList: z.array(
      z.object({
        id: z.string(),
        shopName: z.string().nullable(),
        shopEnname: z.string().nullable(),
        vendorCode: z.string().nullable(),
        label: z.string().nullable(),
        value: z.string(),
      }),
    ),
  }),
)
