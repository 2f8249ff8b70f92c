import { z } from 'zod'
import { type ActionDef, defineAction } from '../define-action.ts'
import { CUT_OFF_PERMISSIONS, cutOffOrder, WARE_ORDER_PERMISSIONS, wareOrder } from './warehouse-order.resource.ts'

/**
 * Warehouse order statuses (dictionary order_status): spec 1 §4's four, then shipped and closed
 * (a completed cut), which the spec does not name.
 */
export const WARE_ORDER_STATUS = {
  submitted: '0',
  labelGenerated: '1',
  picked: '2',
  packaged: '3',
  shipped: '4',
  closed: '5',
} as const

/** Cut-off order statuses (dictionary order_cut_status): spec 1 §4's three, then withdrawn (backOn). */
export const CUT_STATUS = { apply: '1', processing: '2', complete: '3', withdrawn: '4' } as const

/** Label statuses of a warehouse order (dictionary face_sheet_status). */
export const WARE_LABEL_STATUS = { none: '0', generated: '1', labeled: '3' } as const

const W = WARE_ORDER_STATUS
const C = CUT_STATUS
const L = WARE_LABEL_STATUS
const none = z.object({})
/** A warehouse order never cut: its cutStatus is empty. */
const NEVER_CUT = '0'
const OPEN_WORK = [W.submitted, W.labelGenerated, W.picked, W.packaged] as const

/**
 * A warehouse order follows its outbound order: labels generated, picked (the pick list finished),
 * packaged (packing finished; reopened packing goes back), labelled (face sheets uploaded), shipped;
 * a completed cut closes it. The server takes these steps as the warehouse works.
 */
export const wareOrderActions = {
  generateLabels: defineAction(wareOrder, 'generateLabels', {
    label: { zh: '生成面单', en: 'Generate labels', ja: '送り状生成' },
    statusField: 'labelStatus',
    from: [L.none, L.generated],
    to: L.generated,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
    call: { path: 'batch', methodInferred: true },
  }),
  /** Labels made before picking: the order's work starts at label generation. */
  labelStage: defineAction(wareOrder, 'labelStage', {
    label: { zh: '生成面单', en: 'Label generation', ja: 'ラベル生成' },
    from: [W.submitted],
    to: W.labelGenerated,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  /** Its labels deleted before picking, the order is submitted again. */
  labelStageUndone: defineAction(wareOrder, 'labelStageUndone', {
    label: { zh: '撤销面单', en: 'Labels withdrawn', ja: 'ラベル取消' },
    from: [W.labelGenerated],
    to: W.submitted,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  picked: defineAction(wareOrder, 'picked', {
    label: { zh: '拣货完成', en: 'Picked', ja: 'ピッキング済み' },
    from: [W.submitted, W.labelGenerated],
    to: W.picked,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  packaged: defineAction(wareOrder, 'packaged', {
    label: { zh: '打包完成', en: 'Packaged', ja: '梱包済み' },
    from: [W.picked],
    to: W.packaged,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  unpack: defineAction(wareOrder, 'unpack', {
    label: { zh: '重新打包', en: 'Reopen packing', ja: '梱包やり直し' },
    from: [W.packaged],
    to: W.picked,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  labelled: defineAction(wareOrder, 'labelled', {
    label: { zh: '贴标完成', en: 'Labelled', ja: 'ラベル貼付完了' },
    statusField: 'labelStatus',
    from: [L.none, L.generated],
    to: L.labeled,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  removeLabel: defineAction(wareOrder, 'removeLabel', {
    label: { zh: '删除面单', en: 'Delete labels', ja: '送り状削除' },
    statusField: 'labelStatus',
    from: [L.none, L.generated],
    to: L.none,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
    call: { path: 'removeLabel', methodInferred: true },
  }),
  ship: defineAction(wareOrder, 'ship', {
    label: { zh: '出库', en: 'Ship', ja: '出庫' },
    from: [...OPEN_WORK],
    to: W.shipped,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
    call: { path: 'sold' },
  }),
  close: defineAction(wareOrder, 'close', {
    label: { zh: '截单关闭', en: 'Close (cut)', ja: 'カットで終了' },
    from: [...OPEN_WORK],
    to: W.closed,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
  }),
  /** A cut is applied for (cutStatus, dictionary order_cut_status; empty: never cut, or a cut withdrawn before). */
  cutApplied: defineAction(wareOrder, 'cutApplied', {
    label: { zh: '申请截单', en: 'Cut applied for', ja: 'カット申請' },
    statusField: 'cutStatus',
    from: [NEVER_CUT, C.withdrawn],
    to: C.apply,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
  /** The warehouse takes the cut: one applied for, or one it makes itself (selfCut). */
  cutTaken: defineAction(wareOrder, 'cutTaken', {
    label: { zh: '截单处理', en: 'Cut taken', ja: 'カット処理' },
    statusField: 'cutStatus',
    from: [NEVER_CUT, C.apply, C.withdrawn],
    to: C.processing,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
  }),
  cutCompleted: defineAction(wareOrder, 'cutCompleted', {
    label: { zh: '截单完成', en: 'Cut complete', ja: 'カット完了' },
    statusField: 'cutStatus',
    from: [C.apply, C.processing],
    to: C.complete,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
  }),
  cutWithdrawn: defineAction(wareOrder, 'cutWithdrawn', {
    label: { zh: '撤销截单', en: 'Cut withdrawn', ja: 'カット取消' },
    statusField: 'cutStatus',
    from: [C.apply, C.processing],
    to: C.withdrawn,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
  }),
  /** Its outbound order was abolished in the warehouse: nothing more to do here. */
  outboundAbolished: defineAction(wareOrder, 'outboundAbolished', {
    label: { zh: '出库单作废关闭', en: 'Closed (outbound abolished)', ja: '出庫廃止で終了' },
    from: [...OPEN_WORK],
    to: W.closed,
    input: none,
    permission: WARE_ORDER_PERMISSIONS.edit,
  }),
}

/** A cut: applied, taken by the warehouse, completed or withdrawn. */
export const cutOffActions = {
  process: defineAction(cutOffOrder, 'process', {
    label: { zh: '截单处理', en: 'Process the cut', ja: 'カット処理' },
    from: [C.apply],
    to: C.processing,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
  }),
  accomplish: defineAction(cutOffOrder, 'accomplish', {
    label: { zh: '截单完成', en: 'Complete the cut', ja: 'カット完了' },
    from: [C.apply, C.processing],
    to: C.complete,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
    call: { path: 'accomplishCut' },
    confirm: {
      zh: '确认截单完成？仓库订单将关闭、出库撤回，销售订单退回待审核。',
      en: 'Complete the cut? The warehouse order closes, its outbound is withdrawn and the sales order goes back to review.',
      ja: 'カットを完了しますか？倉庫注文は閉じられ、出庫は取り消され、販売注文は審査待ちに戻ります。',
    },
  }),
  backOn: defineAction(cutOffOrder, 'backOn', {
    label: { zh: '撤销截单', en: 'Withdraw the cut', ja: 'カット取消' },
    from: [C.apply, C.processing],
    to: C.withdrawn,
    input: none,
    permission: CUT_OFF_PERMISSIONS.edit,
    call: { path: 'backOn' },
  }),
}

/** The lifecycles of warehouse orders and cut-off orders. */
export const warehouseOrderActions: Record<string, ActionDef> = {
  ...Object.fromEntries(Object.entries(wareOrderActions).map(([k, a]) => [`wareOrder.${k}`, a])),
  ...Object.fromEntries(Object.entries(cutOffActions).map(([k, a]) => [`cutOff.${k}`, a])),
}
