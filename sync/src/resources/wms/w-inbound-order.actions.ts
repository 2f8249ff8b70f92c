import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { idSchema } from '../resource-schemas.ts'
import { INBOUND_PERMISSIONS, wInboundOrder, wInboundShelves, wQualityInspection } from './w-inbound-order.resource.ts'

/** Inbound order statuses (dictionary inbound_order_status). */
export const INBOUND_STATUS = { inTransit: '1', receiving: '2', received: '100' } as const

/** Putaway task statuses (dictionary shelf_status). */
export const SHELVES_STATUS = { onShelf: '0', completed: '1' } as const

const wholeUnits = z.coerce.number().int().min(0).max(99_999_999)

/** One line of a receipt: the line's received total so far (so a repeated receipt posts nothing). */
export const receiptLine = z.object({
  id: idSchema,
  receivedQuantity: wholeUnits,
  batchNo: z.string().trim().max(64).optional(),
  /** Where the received units go at once (acceptAndPutAway); else they wait in the receiving position. */
  positionId: idSchema.optional(),
})

/** The inbound lifecycle: received line by line, then complete; or marked complete by hand. */
export const inboundOrderActions = {
  accept: defineAction(wInboundOrder, 'accept', {
    label: { zh: '收货', en: 'Receive', ja: '入荷' },
    from: [INBOUND_STATUS.inTransit, INBOUND_STATUS.receiving],
    to: INBOUND_STATUS.receiving,
    input: z.object({ items: z.array(receiptLine).min(1).max(500) }),
    inputLabels: { items: { zh: '收货明细', en: 'Received lines', ja: '入荷明細' } },
    permission: INBOUND_PERMISSIONS.edit,
  }),
  /** Taken by the server once every line has all its planned units. */
  completeReceipt: defineAction(wInboundOrder, 'completeReceipt', {
    label: { zh: '收货完成', en: 'Receipt complete', ja: '入荷完了' },
    from: [INBOUND_STATUS.receiving],
    to: INBOUND_STATUS.received,
    input: z.object({}),
    permission: INBOUND_PERMISSIONS.edit,
  }),
  /**
   * Confirms a receipt (winboundorderconfirm/apply): the received quantities stand as the order's
   * result, a short receipt is closed as received; no stock is posted.
   */
  confirmReceipt: defineAction(wInboundOrder, 'confirmReceipt', {
    label: { zh: '入库确认', en: 'Confirm receipt', ja: '入庫確認' },
    from: [INBOUND_STATUS.receiving, INBOUND_STATUS.received],
    to: INBOUND_STATUS.received,
    takenWhen: 'confirmTime',
    input: z.object({}),
    permission: INBOUND_PERMISSIONS.edit,
  }),
  /** Mark complete (spec 1 §4): only the status changes, no stock is posted. */
  applyInbound: defineAction(wInboundOrder, 'applyInbound', {
    label: { zh: '标记完成', en: 'Mark complete', ja: '完了にする' },
    from: [INBOUND_STATUS.inTransit, INBOUND_STATUS.receiving],
    to: INBOUND_STATUS.received,
    input: z.object({}),
    permission: INBOUND_PERMISSIONS.edit,
    call: { path: 'applyInbound' },
  }),
}

const ANY_INBOUND = [INBOUND_STATUS.inTransit, INBOUND_STATUS.receiving, INBOUND_STATUS.received]

/** What is recorded on an inbound order at any status: fees, ticket code, remark, and the push to a third-party warehouse. */
export const inboundRecordActions = {
  recordFee: defineAction(wInboundOrder, 'recordFee', {
    label: { zh: '登记实际费用', en: 'Record actual fee', ja: '実費を登録' },
    from: ANY_INBOUND,
    input: z.object({
      realFee: z.string().regex(/^\d{1,16}(\.\d{1,2})?$/),
      feeCurrency: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    }),
    permission: INBOUND_PERMISSIONS.edit,
  }),
  recordTicketCode: defineAction(wInboundOrder, 'recordTicketCode', {
    label: { zh: '登记票据号', en: 'Record ticket code', ja: '伝票コードを登録' },
    from: ANY_INBOUND,
    input: z.object({ ticketCode: z.string().trim().min(1).max(64) }),
    permission: INBOUND_PERMISSIONS.edit,
  }),
  remark: defineAction(wInboundOrder, 'remark', {
    label: { zh: '备注', en: 'Remark', ja: '備考' },
    from: ANY_INBOUND,
    input: z.object({ remark: z.string().trim().max(500) }),
    permission: INBOUND_PERMISSIONS.edit,
  }),
  /** Queued for the warehouse's third-party system (push status 2), once: pushed or failed is its answer's. */
  push: defineAction(wInboundOrder, 'push', {
    label: { zh: '推送三方仓', en: 'Push to third-party warehouse', ja: '外部倉庫へ連携' },
    statusField: 'pushStatus',
    from: ['1', '4'],
    to: '2',
    input: z.object({}),
    permission: INBOUND_PERMISSIONS.edit,
  }),
}

/** A putaway task's steps: units moved in parts, the task done when all are. */
export const inboundShelvesActions = {
  putAway: defineAction(wInboundShelves, 'putAway', {
    label: { zh: '上架', en: 'Put away', ja: '棚入れ' },
    from: [SHELVES_STATUS.onShelf],
    input: z.object({ positionId: idSchema.optional(), quantity: z.coerce.number().int().min(1).optional() }),
    permission: wInboundShelves.permissions.edit,
  }),
  complete: defineAction(wInboundShelves, 'complete', {
    label: { zh: '上架完成', en: 'Putaway complete', ja: '棚入れ完了' },
    from: [SHELVES_STATUS.onShelf],
    to: SHELVES_STATUS.completed,
    input: z.object({}),
    permission: wInboundShelves.permissions.edit,
  }),
}

/** Quality statuses (dictionary quality_status). */
export const QUALITY_STATUS = { pending: '1', shelved: '2' } as const

/** An inspection's one step: sampled and defective units recorded, defects quarantined, the rest released to putaway. */
export const qualityActions = {
  submitInspection: defineAction(wQualityInspection, 'submitInspection', {
    label: { zh: '提交质检', en: 'Submit inspection', ja: '検査結果を登録' },
    from: [QUALITY_STATUS.pending],
    to: QUALITY_STATUS.shelved,
    input: z.object({
      sampledQuantity: z.coerce.number().int().min(1).max(99_999_999),
      defectQuantity: z.coerce.number().int().min(0).max(99_999_999),
      quarantinePositionId: idSchema.optional(),
      remark: z.string().trim().max(500).optional(),
    }),
    permission: wQualityInspection.permissions.edit,
  }),
}
