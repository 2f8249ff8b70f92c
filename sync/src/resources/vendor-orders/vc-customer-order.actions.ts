import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { idSchema } from '../id-schema.ts'
import { VC_CUSTOMER_ORDER_PERMISSIONS, vcCustomerOrder, vcCustomerOrderItem } from './vc-customer-order.resource.ts'

/** Customer PO order statuses (dictionary vc_customer_order_status; 1-3 are spec 1 §4's PO order). */
export const VC_CUSTOMER_STATUS = {
  toConfirm: '1',
  confirmed: '2',
  cancelled: '3',
  review: '4',
  shipped: '5',
  void: '6',
} as const

/** The ledger's and the reservations' document type of PO orders (a line is an erp_vc_customer_order_item id). */
export const VC_CUSTOMER_DOCUMENT = 'erp/vcCustomerOrder'

const { toConfirm, confirmed, cancelled, review, shipped, void: voided } = VC_CUSTOMER_STATUS
const edit = VC_CUSTOMER_ORDER_PERMISSIONS.edit
const units = z.coerce.number().int().min(0).max(99_999_999)

/** The confirm info: per line the units we supply (0 rejects the line), from which warehouse, by when. */
export const confirmInfoInput = z.object({
  storeId: idSchema,
  deliveryDate: z.iso.date().optional(),
  items: z
    .array(z.object({ id: idSchema, confirmedQuantity: units }))
    .max(1000)
    .optional(),
})

/**
 * A PO order's lifecycle (spec 2 §7.3 customer side). Every status change is one of these, run
 * through `runAction` (a checked transition with history); the console offers each where the row's status allows it.
 */
export const vcCustomerOrderActions = {
  submitConfirmInfo: defineAction(vcCustomerOrder, 'submitConfirmInfo', {
    label: { zh: '提交确认信息', en: 'Submit confirmation', ja: '確認情報を提出' },
    from: [toConfirm],
    to: confirmed,
    input: confirmInfoInput,
    inputLabels: { items: { zh: '订单明细', en: 'Order lines', ja: '注文明細' } },
    permission: edit,
  }),
  submitCancelInfo: defineAction(vcCustomerOrder, 'submitCancelInfo', {
    label: { zh: '提交取消信息', en: 'Submit cancellation', ja: 'キャンセル情報を提出' },
    from: [toConfirm, confirmed, review],
    to: cancelled,
    input: z.object({ cancelReason: z.string().trim().min(1).max(500) }),
    permission: edit,
    call: { path: 'submitCancelInfo', methodInferred: true },
  }),
  turnToConfirm: defineAction(vcCustomerOrder, 'turnToConfirm', {
    label: { zh: '转待确认', en: 'To confirmation', ja: '確認待ちにする' },
    from: [review, cancelled],
    to: toConfirm,
    input: z.object({}),
    permission: edit,
    call: { path: 'turnToConfirm', methodInferred: true },
  }),
  turnToReview: defineAction(vcCustomerOrder, 'turnToReview', {
    label: { zh: '转待审核', en: 'To review', ja: '審査待ちにする' },
    from: [toConfirm, confirmed],
    to: review,
    input: z.object({}),
    permission: edit,
    call: { path: 'turnToReview', methodInferred: true },
  }),
  invalid: defineAction(vcCustomerOrder, 'invalid', {
    label: { zh: '作废', en: 'Void', ja: '無効にする' },
    from: [toConfirm, cancelled, review],
    to: voided,
    input: z.object({}),
    permission: edit,
    call: { path: 'invalid', methodInferred: true },
  }),
  cutOrder: defineAction(vcCustomerOrder, 'cutOrder', {
    label: { zh: '截单', en: 'Cut order', ja: 'カット' },
    from: [confirmed],
    input: z.object({
      items: z
        .array(z.object({ id: idSchema, cutQuantity: units }))
        .min(1)
        .max(1000),
    }),
    inputLabels: { items: { zh: '截单明细', en: 'Lines to cut', ja: 'カット明細' } },
    permission: edit,
  }),
  markTheDelivery: defineAction(vcCustomerOrder, 'markTheDelivery', {
    label: { zh: '标记发货', en: 'Mark shipped', ja: '出荷済みにする' },
    from: [confirmed],
    to: shipped,
    input: z.object({ trackNumber: z.string().trim().min(1).max(255), carrier: z.string().trim().max(64).optional() }),
    permission: edit,
    call: { path: 'markTheDelivery', methodInferred: true },
  }),
  submitArn: defineAction(vcCustomerOrder, 'submitArn', {
    label: { zh: '提交ARN', en: 'Submit ARN', ja: 'ARN提出' },
    from: [confirmed, shipped],
    input: z.object({
      arn: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{1,40}$/),
      appointmentTime: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
        .optional(),
    }),
    permission: edit,
    call: { path: 'submitArn', methodInferred: true },
  }),
}

/** Statuses in which a PO order's header and lines may still be edited. */
export const VC_CUSTOMER_EDITABLE: readonly string[] = [toConfirm, review]
/** Statuses in which nothing is reserved or shipped: the order may be removed. */
export const VC_CUSTOMER_REMOVABLE: readonly string[] = [toConfirm, cancelled, review, voided]

/** A PO line's answer (sendStatus, dictionary po_send_status): not answered yet (empty), accepted, rejected. */
export const VC_LINE_ANSWER = { none: '0', accepted: '1', rejected: '2' } as const

const answer = VC_LINE_ANSWER

/**
 * A PO line's answer follows its order's confirmation: confirming accepts the lines supplied and
 * rejects those given 0 units; a cut keeps a line accepted with fewer units, or rejects it when
 * nothing is left; sending the order back to confirmation or review clears every answer. The
 * server takes these steps with the order's.
 */
export const vcCustomerLineActions = {
  acceptLine: defineAction(vcCustomerOrderItem, 'acceptLine', {
    label: { zh: '接受', en: 'Accept the line', ja: '明細を受諾' },
    statusField: 'sendStatus',
    from: [answer.none, answer.accepted],
    to: answer.accepted,
    input: z.object({}),
    permission: edit,
  }),
  rejectLine: defineAction(vcCustomerOrderItem, 'rejectLine', {
    label: { zh: '拒绝', en: 'Reject the line', ja: '明細を拒否' },
    statusField: 'sendStatus',
    from: [answer.none, answer.accepted],
    to: answer.rejected,
    input: z.object({}),
    permission: edit,
  }),
  clearAnswer: defineAction(vcCustomerOrderItem, 'clearAnswer', {
    label: { zh: '清除回复', en: 'Clear the answer', ja: '回答をクリア' },
    statusField: 'sendStatus',
    from: [answer.none, answer.accepted, answer.rejected],
    // Emptied: the line is not answered, as before its first confirmation.
    to: '',
    input: z.object({}),
    permission: edit,
  }),
}
