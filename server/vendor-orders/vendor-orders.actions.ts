import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { vcAdminOrderActions } from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import { vcCustomerOrderActions } from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import {
  cancelVcOrders,
  confirmVcOrders,
  confirmVcShipments,
  reopenVcOrders,
  shipVcOrders,
  undistributeVcOrders,
} from './vc-admin-order.ts'
import {
  invalidate,
  markTheDelivery,
  submitArn,
  submitCancelInfo,
  turnToConfirm,
  turnToReview,
} from './vc-customer-order.ts'
import { VC_DEMO as D } from './vendor-orders-seed.ts'

/** A PO line's answer to the retailer: the units accepted, and why the rest are not. */
const answerLine = z.object({
  id: idSchema,
  acceptedQuantity: z.coerce.number().int().min(0).max(99_999_999),
  rejectReason: z.string().trim().max(255).optional(),
})

const a = vcAdminOrderActions
const cu = vcCustomerOrderActions

/** The server's work of the vendor-orders area's declared actions; their calls come from the declarations. */
export const vendorOrdersActionWorks: ActionWork[] = [
  actionWork(a.confirm, (tx, actor, ids, input) => confirmVcOrders(tx, actor, ids, input.items), {
    params: { items: z.array(answerLine).max(1000).optional() },
    summary:
      'Confirms POs to the retailer (ids): each line in items accepts acceptedQuantity units (the rest rejected, rejectReason), the other lines all they ordered; a PO with nothing accepted is rejected. Answers {confirmed, rejected}',
    example: {
      ids: [D.toConfirm],
      items: [{ id: D.toConfirmKettle, acceptedQuantity: 8, rejectReason: 'Limited stock' }],
    },
    output: z.object({ confirmed: z.array(z.string()), rejected: z.array(z.string()) }),
  }),
  actionWork(a.undistribute, (tx, actor, ids) => undistributeVcOrders(tx, actor, ids), {
    summary:
      'Sends distributed POs (ids) back to distribution: their reservations are released, their warehouses cleared',
    example: { ids: [D.distributed] },
  }),
  actionWork(a.cancel, (tx, actor, ids, input) => cancelVcOrders(tx, actor, ids, input), {
    summary: 'Cancels POs not yet packed (ids, cancelReason): what they reserved is available again',
    example: { ids: [D.toConfirmTwin], cancelReason: 'Duplicate PO' },
  }),
  actionWork(a.reopen, (tx, actor, ids) => reopenVcOrders(tx, actor, ids), {
    summary:
      'Changes the status of POs (ids, status) where a declared change allows it: 1 (to confirm) from confirmed or rejected, clearing the answers; every other status has its own action',
    example: { ids: [D.confirmed], status: '1' },
  }),
  actionWork(a.confirmShipment, (tx, actor, ids) => confirmVcShipments(tx, actor, ids), {
    summary: 'Confirms the ASN of packed POs (ids): each must have its cartons',
    example: { ids: [D.packing] },
  }),
  actionWork(a.markShipment, (tx, actor, ids, input) => shipVcOrders(tx, actor, ids, input), {
    summary:
      'Ships POs whose ASN is confirmed (ids, trackNumber, carrier): the reserved units leave through the ledger and every accepted unit counts as shipped',
    example: { ids: [D.asnConfirmed], trackNumber: 'BOL-DEMO-1006', carrier: 'UPS Freight' },
  }),
  actionWork(cu.submitCancelInfo, (tx, actor, ids, input) => submitCancelInfo(tx, actor, ids, input), {
    summary: 'Cancels PO orders (ids, cancelReason required): what a confirmed one reserved is released',
    example: { ids: [D.customerReview], cancelReason: 'Customer withdrew the PO' },
  }),
  actionWork(cu.turnToConfirm, (tx, actor, ids) => turnToConfirm(tx, actor, ids), {
    summary: 'Sends PO orders pending review or cancelled (ids) back to confirmation',
    example: { ids: [D.customerCancelled] },
  }),
  actionWork(cu.turnToReview, (tx, actor, ids) => turnToReview(tx, actor, ids), {
    summary: 'Holds PO orders to confirm or confirmed (ids) for review: what they reserved is released',
    example: { ids: [D.customerToConfirm] },
  }),
  actionWork(cu.invalid, (tx, actor, ids) => invalidate(tx, actor, ids), {
    summary: 'Voids PO orders to confirm, pending review or cancelled (ids)',
    example: { ids: [D.customerCancelled] },
  }),
  actionWork(cu.markTheDelivery, (tx, actor, ids, input) => markTheDelivery(tx, actor, ids, input), {
    summary:
      'Ships confirmed PO orders (ids, trackNumber required, carrier): the reserved units leave through the ledger and a track opens (pending collection)',
    example: { ids: [D.customerConfirmed], trackNumber: '1Z999AA10123456784', carrier: 'UPS' },
  }),
  actionWork(cu.submitArn, (tx, actor, ids, input) => submitArn(tx, actor, ids, input), {
    summary:
      "Records the ARN (appointment request number of the customer's FC) and appointmentTime of confirmed or shipped PO orders (ids)",
    example: { ids: [D.customerShipped], arn: 'ARN-1234567890', appointmentTime: '2026-07-20 09:00:00' },
  }),
]
