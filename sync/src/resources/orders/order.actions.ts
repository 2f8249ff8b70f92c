import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { ORDER_PERMISSIONS, order } from './order.resource.ts'

/** Sales order statuses (dictionary sale_order_status; the remark of each is its tab key). */
export const ORDER_STATUS = {
  noPay: '1',
  toAudit: '2',
  audited: '3',
  pending: '4',
  shipped: '5',
  freeze: '6',
  stockout: '7',
  ltl: '8',
  issue: '9',
  discarded: '10',
  /** Replaced by its parts (a split's source): not voided, so not counted as discarded; no tab of its own. */
  split: '11',
  /** Replaced by the order it was merged into (a merge's source): likewise. */
  merged: '12',
} as const

/** The tab keys of the order page (spec 1 §4) by status, as stateOrderNum answers them. */
export const ORDER_TAB_OF_STATUS: Record<string, string> = {
  '1': 'noPay',
  '2': 'toAudit',
  '3': 'audited',
  '4': 'pending',
  '5': 'shipped',
  '6': 'freeze',
  '7': 'stockout',
  '8': 'ltlPedding',
  '9': 'issue',
  '10': 'rendscr',
}

/** The ledger's and the reservations' document type of sales orders (a line is an erp_order_item id). */
export const ORDER_DOCUMENT = 'erp/order'

const { noPay, toAudit, audited, pending, shipped, freeze, stockout, ltl, issue, discarded, split, merged } =
  ORDER_STATUS
/** Before the warehouse has the order: what the office may still change. */
const OPEN = [noPay, toAudit, audited, stockout, issue, ltl] as const
const edit = ORDER_PERMISSIONS.edit
const none = z.object({})

/**
 * A sales order's lifecycle (spec 1 §4 order actions). Every status change is one of these, run
 * through `runAction` (a checked transition with history); the console offers each where the row's
 * status allows it.
 */
export const orderActions = {
  review: defineAction(order, 'review', {
    label: { zh: '审核', en: 'Review', ja: '審査' },
    from: [toAudit, stockout],
    to: audited,
    input: none,
    permission: edit,
    call: { path: 'orderConfirm' },
  }),
  markOutOfStock: defineAction(order, 'markOutOfStock', {
    label: { zh: '缺货', en: 'Out of stock', ja: '在庫切れ' },
    from: [toAudit, stockout],
    to: stockout,
    input: none,
    permission: edit,
  }),
  backToReview: defineAction(order, 'backToReview', {
    label: { zh: '转待审核', en: 'Back to pending review', ja: '審査待ちに戻す' },
    from: [noPay, audited, stockout, issue, ltl, discarded],
    to: toAudit,
    input: none,
    permission: edit,
    call: { path: 'turnToReview' },
  }),
  freeze: defineAction(order, 'freeze', {
    label: { zh: '冻结', en: 'Freeze', ja: '凍結' },
    from: [...OPEN],
    to: freeze,
    input: z.object({ remark: z.string().trim().max(500).optional() }),
    permission: edit,
    call: { path: 'freeze' },
  }),
  unfreeze: defineAction(order, 'unfreeze', {
    label: { zh: '解冻', en: 'Unfreeze', ja: '凍結解除' },
    from: [freeze],
    to: toAudit,
    input: none,
    permission: edit,
    call: { path: 'unfreeze' },
  }),
  markProblem: defineAction(order, 'markProblem', {
    label: { zh: '标记问题件', en: 'Mark as a problem', ja: '問題ありにする' },
    from: [toAudit, audited, stockout, ltl],
    to: issue,
    input: z.object({ problemReason: z.string().trim().min(1).max(500) }),
    permission: edit,
    call: { path: 'markProblem' },
  }),
  markLtl: defineAction(order, 'markLtl', {
    label: { zh: '转LTL待处理', en: 'To LTL pending', ja: 'LTL保留にする' },
    from: [toAudit, audited, stockout, issue],
    to: ltl,
    input: none,
    permission: edit,
  }),
  void: defineAction(order, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効にする' },
    from: [...OPEN, freeze],
    to: discarded,
    input: z.object({ remark: z.string().trim().max(500).optional() }),
    permission: edit,
    call: { path: 'invalid' },
  }),
  // The original is replaced by its parts (child orders `<code>-1`, `<code>-2` ... with parentOrderId).
  split: defineAction(order, 'split', {
    label: { zh: '拆分', en: 'Split', ja: '分割' },
    from: [toAudit, stockout, issue],
    to: split,
    input: none,
    permission: edit,
  }),
  // The sources are replaced by the merged order (their mergedIntoId).
  merge: defineAction(order, 'merge', {
    label: { zh: '合并', en: 'Merge', ja: '統合' },
    from: [toAudit, stockout],
    to: merged,
    input: none,
    permission: edit,
  }),
  changeChannel: defineAction(order, 'changeChannel', {
    label: { zh: '修改渠道', en: 'Change channel', ja: 'チャネル変更' },
    from: [...OPEN],
    input: none,
    permission: edit,
  }),
  changeWarehouse: defineAction(order, 'changeWarehouse', {
    label: { zh: '修改仓库物流', en: 'Change warehouse and transport', ja: '倉庫・配送変更' },
    from: [...OPEN],
    input: none,
    permission: edit,
  }),
  editAddress: defineAction(order, 'editAddress', {
    label: { zh: '修改地址', en: 'Edit address', ja: '住所変更' },
    from: [...OPEN, freeze],
    input: none,
    permission: edit,
  }),
  updateSku: defineAction(order, 'updateSku', {
    label: { zh: '修改SKU', en: 'Update SKU', ja: 'SKU変更' },
    from: [noPay, toAudit, stockout, issue],
    input: none,
    permission: edit,
  }),
  convertToFba: defineAction(order, 'convertToFba', {
    label: { zh: '转FBA发货', en: 'Convert to FBA delivery', ja: 'FBA出荷に変更' },
    from: [toAudit, stockout, issue],
    input: none,
    permission: edit,
  }),
  pushToWarehouse: defineAction(order, 'pushToWarehouse', {
    label: { zh: '推送到仓库', en: 'Push to warehouse', ja: '倉庫へ送信' },
    from: [audited],
    to: pending,
    input: none,
    permission: edit,
    call: { path: 'shipmentAudit' },
  }),
  zeroFbaPrices: defineAction(order, 'zeroFbaPrices', {
    label: { zh: 'FBA价格改为0', en: 'FBA prices to zero', ja: 'FBA価格を0に' },
    from: [...OPEN, freeze],
    input: none,
    permission: edit,
    call: { path: 'updateFbaPriceToZero' },
  }),
  applyCut: defineAction(order, 'applyCut', {
    label: { zh: '截单', en: 'Cut order', ja: 'オーダーカット' },
    from: [pending],
    input: z.object({ reason: z.string().trim().min(1).max(500) }),
    inputLabels: { reason: { zh: '截单原因', en: 'Reason for the cut', ja: 'カット理由' } },
    permission: edit,
    call: { path: 'cutSingle' },
  }),
  /** The warehouse took or withdrew a cut: the order keeps its status, its cutStatus follows the cut. */
  cutProgress: defineAction(order, 'cutProgress', {
    label: { zh: '截单进度', en: 'Cut progress', ja: 'カット進捗' },
    from: [pending],
    input: none,
    permission: edit,
  }),
  cutComplete: defineAction(order, 'cutComplete', {
    label: { zh: '截单完成', en: 'Cut complete', ja: 'カット完了' },
    from: [pending],
    to: toAudit,
    input: none,
    permission: edit,
  }),
  /** The warehouse abolished the order's outbound order: back to pending review, holding nothing. */
  outboundAbolished: defineAction(order, 'outboundAbolished', {
    label: { zh: '仓库作废出库', en: 'Outbound abolished', ja: '出庫廃止' },
    from: [pending],
    to: toAudit,
    input: none,
    permission: edit,
  }),
  markShipped: defineAction(order, 'markShipped', {
    label: { zh: '标记发货', en: 'Mark shipped', ja: '出荷済みにする' },
    from: [audited, pending],
    to: shipped,
    input: z.object({ trackNumber: z.string().trim().min(1).max(255) }),
    permission: edit,
    call: { path: 'markTheDelivery' },
  }),
  updateTracking: defineAction(order, 'updateTracking', {
    label: { zh: '更新跟踪号', en: 'Update tracking number', ja: '追跡番号更新' },
    from: [audited, pending, shipped],
    input: z.object({ trackNumber: z.string().trim().min(1).max(255) }),
    permission: edit,
    call: { path: 'updateTrackNo' },
  }),
  /** The tracking number was pushed to the marketplace (or refused by it): push status and time, history. */
  pushTracking: defineAction(order, 'pushTracking', {
    label: { zh: '推送跟踪号', en: 'Push tracking number', ja: '追跡番号送信' },
    from: [audited, pending, shipped],
    input: none,
    permission: edit,
  }),
  markReturned: defineAction(order, 'markReturned', {
    label: { zh: '标记退回', en: 'Mark returned', ja: '返送済みにする' },
    from: [shipped],
    input: none,
    permission: edit,
    call: { path: 'markReturned' },
  }),
  unBackhaul: defineAction(order, 'unBackhaul', {
    label: { zh: '取消退回', en: 'Undo returned', ja: '返送取消' },
    from: [shipped],
    input: none,
    permission: edit,
    call: { path: 'unBackhaul' },
  }),
}
