import { z } from 'zod'
import { approvalStartShape, defineAction } from '../define-action.ts'
import { PURCHASE_PERMISSIONS, purchase } from './purchase.resource.ts'
import { PURCHASE_ORDER_PERMISSIONS, purchaseOrder } from './purchase-order.resource.ts'

/** Purchase statuses (dictionary purchase_status, spec 1 §4 purchase status list). */
export const PURCHASE_STATUS = { toBeDetermined: '1', determined: '3', abolished: '80', complete: '100' } as const

/** Purchase order audit statuses (dictionary purchase_order_status, spec 1 §4 purchase management; 5 in approval). */
export const PURCHASE_ORDER_STATUS = { pending: '1', approved: '2', rejected: '3', void: '4', inReview: '5' } as const

/** Where a purchase order's goods are (dictionary purchase_order_progress). */
export const PURCHASE_ORDER_PROGRESS = {
  awaitingInspection: '1',
  inspected: '2',
  inspectionFailed: '3',
  shipped: '4',
  partlyReceived: '5',
  received: '6',
} as const

/** Quality check results (dictionary quality_check_result). */
export const QUALITY_RESULT = { pass: '1', fail: '2' } as const

const { toBeDetermined, determined, abolished, complete } = PURCHASE_STATUS

/**
 * A purchase's lifecycle: determined (split per factory into purchase orders, its plan quantities
 * counted as bought), abolished while nothing was ordered or no order went past its audit, marked
 * complete by hand or once every order is received.
 */
export const purchaseActions = {
  determine: defineAction(purchase, 'determine', {
    label: { zh: '确定采购', en: 'Determine', ja: '確定' },
    from: [toBeDetermined],
    to: determined,
    input: z.object({}),
    permission: PURCHASE_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: determined } },
    confirm: {
      zh: '确定后将按工厂拆分为采购订单，确定？',
      en: 'The purchase will be split per factory into purchase orders. Determine it?',
      ja: '工場ごとに発注書へ分割されます。確定しますか？',
    },
  }),
  abolish: defineAction(purchase, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [toBeDetermined, determined],
    to: abolished,
    input: z.object({}),
    permission: PURCHASE_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: abolished } },
    confirm: {
      zh: '作废后其采购订单一并作废，确定作废？',
      en: 'Its purchase orders are voided with it. Abolish it?',
      ja: '発注書も無効になります。廃止しますか？',
    },
  }),
  complete: defineAction(purchase, 'complete', {
    label: { zh: '标记完成', en: 'Mark complete', ja: '完了にする' },
    from: [determined],
    to: complete,
    input: z.object({}),
    permission: PURCHASE_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: complete } },
  }),
}

const { pending, approved, rejected, inReview } = PURCHASE_ORDER_STATUS
const P = PURCHASE_ORDER_PROGRESS

/**
 * A purchase order's audit: submitted (`audit`) into the `procurement_audit` approval, whose end
 * approves it or sends it back with the approver's remark (`erp/purchaseorder/complete-purchase`
 * decides its tasks); voided with its abolished purchase. Its goods' progress: each quality check
 * leaves it inspected or failed (a failed lot stops shipping until re-checked), shipping makes the
 * inbound order, the inbound receipt moves it to partly received and received.
 */
export const purchaseOrderActions = {
  audit: defineAction(purchaseOrder, 'audit', {
    label: { zh: '提交审核', en: 'Submit for audit', ja: '審査に提出' },
    from: [pending, rejected],
    to: inReview,
    input: z.object({ ...approvalStartShape }),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
    call: { path: 'audit' },
    approval: { flow: 'procurement_audit', approved: 'approve', rejected: 'reject', comment: 'auditRemark' },
  }),
  approve: defineAction(purchaseOrder, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [inReview],
    to: approved,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  reject: defineAction(purchaseOrder, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [inReview],
    to: rejected,
    input: z.object({ auditRemark: z.string().trim().min(1).max(255) }),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  void: defineAction(purchaseOrder, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [pending, rejected],
    to: PURCHASE_ORDER_STATUS.void,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  inspectionPassed: defineAction(purchaseOrder, 'inspectionPassed', {
    label: { zh: '验货通过', en: 'Inspection passed', ja: '検品合格' },
    statusField: 'progressStatus',
    from: [P.awaitingInspection, P.inspected, P.inspectionFailed],
    to: P.inspected,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  inspectionFailed: defineAction(purchaseOrder, 'inspectionFailed', {
    label: { zh: '验货不合格', en: 'Inspection failed', ja: '検品不合格' },
    statusField: 'progressStatus',
    from: [P.awaitingInspection, P.inspected, P.inspectionFailed],
    to: P.inspectionFailed,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  ship: defineAction(purchaseOrder, 'ship', {
    label: { zh: '发货', en: 'Ship', ja: '出荷' },
    statusField: 'progressStatus',
    from: [P.awaitingInspection, P.inspected, P.inspectionFailed],
    to: P.shipped,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
    call: { path: 'ship', methodInferred: true },
    confirm: {
      zh: '发货后将生成目的仓库的入库单，确定发货？',
      en: 'An inbound order of the destination warehouse will be made. Ship it?',
      ja: '入庫先倉庫の入庫伝票が作成されます。出荷しますか？',
    },
  }),
  partlyReceive: defineAction(purchaseOrder, 'partlyReceive', {
    label: { zh: '部分入库', en: 'Partly received', ja: '一部入庫' },
    statusField: 'progressStatus',
    from: [P.shipped, P.partlyReceived],
    to: P.partlyReceived,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  receive: defineAction(purchaseOrder, 'receive', {
    label: { zh: '已入库', en: 'Received', ja: '入庫済み' },
    statusField: 'progressStatus',
    from: [P.shipped, P.partlyReceived],
    to: P.received,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
}
