import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { ORDER_STATUS } from './order.actions.ts'
import { ORDER_PERMISSIONS, order } from './order.resource.ts'
import { orderExpress } from './order-tracking.resource.ts'

/** An order's face-sheet status (dictionary face_sheet_status) as labels move it. */
export const LABEL_STATUS = { none: '0', generated: '1', pickList: '2', labeled: '3', dispatched: '4' } as const

/** Label kinds made here (dictionary label_type): face sheet, box sheet, packing list. */
export const LABEL_KIND = { faceSheet: '1', boxSheet: '2', packingList: '4' } as const

const { audited, pending } = ORDER_STATUS
const edit = ORDER_PERMISSIONS.edit

/**
 * Label, carrier-booking and tracking steps of orders and bookings: each a checked transition with
 * history (labels move the order's face-sheet status, bookings their own status).
 */
export const orderTrackingActions = {
  generateLabel: defineAction(order, 'generateLabel', {
    label: { zh: '生成标签', en: 'Generate labels', ja: 'ラベル生成' },
    statusField: 'labelStatus',
    from: [LABEL_STATUS.none, LABEL_STATUS.generated],
    to: LABEL_STATUS.generated,
    input: z.object({ labelType: z.enum([LABEL_KIND.faceSheet, LABEL_KIND.boxSheet, LABEL_KIND.packingList]) }),
    inputLabels: { labelType: { zh: '标签类型', en: 'Label kind', ja: 'ラベル種別' } },
    permission: edit,
  }),
  deleteLabel: defineAction(order, 'deleteLabel', {
    label: { zh: '删除标签', en: 'Delete labels', ja: 'ラベル削除' },
    statusField: 'labelStatus',
    from: [LABEL_STATUS.generated, LABEL_STATUS.pickList],
    to: LABEL_STATUS.none,
    input: z.object({}),
    permission: edit,
  }),
  /** A cancelled booking takes its tracking number off the order (the order's status stays). */
  clearTracking: defineAction(order, 'clearTracking', {
    label: { zh: '清除跟踪号', en: 'Clear tracking number', ja: '追跡番号をクリア' },
    from: [audited, pending],
    input: z.object({}),
    permission: edit,
  }),
  cancelBooking: defineAction(orderExpress, 'cancelBooking', {
    label: { zh: '取消物流下单', en: 'Cancel booking', ja: '集荷依頼取消' },
    from: ['1'],
    to: '2',
    input: z.object({}),
    permission: edit,
  }),
}
