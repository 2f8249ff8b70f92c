import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { idSchema } from '../id-schema.ts'
import { PURCHASE_ORDER_PERMISSIONS, purchaseOrder } from '../purchasing/purchase-order.resource.ts'
import { SHIP_APPLY_PERMISSIONS, shipApply } from './ship-apply.resource.ts'

/** Ship application statuses (dictionary ship_apply_status, spec 1 §4). */
export const SHIP_APPLY_STATUS = {
  confirmed: '1',
  toBeAssigned: '2',
  assigned: '3',
  shipped: '5',
  obsolete: '100',
} as const

/** A purchase order's application state (dictionary ship_apply_state, spec 1 §4), on the order. */
export const SHIP_APPLY_STATE = { pending: '1', partlyApplied: '2', applied: '3' } as const

const { confirmed, toBeAssigned, assigned, shipped, obsolete } = SHIP_APPLY_STATUS

/** What `shipapply/ship` takes: the plan the applications' remaining quantities go into. */
export const shipApplyPlanInput = z.object({
  storeId: idSchema.optional(),
  batchNo: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/),
  shipDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  remark: z.string().max(500).optional(),
})

/**
 * A ship application's lifecycle: saved confirmed; the shipment plans that take its lines leave it
 * to be assigned (part of it planned) or assigned (all of it), and confirmed again when none holds it
 * any more; shipped once every plan holding it departed; obsolete while nothing of it is planned.
 */
export const shipApplyActions = {
  makePlan: defineAction(shipApply, 'makePlan', {
    label: { zh: '生成发货计划', en: 'Make shipment plan', ja: '出荷計画を作成' },
    from: [confirmed, toBeAssigned],
    to: assigned,
    input: shipApplyPlanInput,
    inputLabels: {
      storeId: { zh: '目的仓库', en: 'Destination warehouse', ja: '入庫先倉庫' },
      batchNo: { zh: '批次号', en: 'Lot', ja: 'ロット' },
      shipDate: { zh: '计划发货日期', en: 'Departs on', ja: '出荷予定日' },
    },
    permission: SHIP_APPLY_PERMISSIONS.edit,
    call: { path: 'ship' },
  }),
  obsolete: defineAction(shipApply, 'obsolete', {
    label: { zh: '作废', en: 'Make obsolete', ja: '廃止' },
    from: [confirmed],
    to: obsolete,
    input: z.object({}),
    permission: SHIP_APPLY_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: obsolete } },
    confirm: {
      zh: '作废后申请的数量将释放，确定作废？',
      en: 'Its quantities will be free to apply again. Make it obsolete?',
      ja: '申請数量は解放されます。廃止しますか？',
    },
  }),
  // What plans hold of an application moves it: the server's own steps, no call.
  assignPart: defineAction(shipApply, 'assignPart', {
    label: { zh: '部分分配', en: 'Partly assigned', ja: '一部割当' },
    from: [confirmed, toBeAssigned, assigned],
    to: toBeAssigned,
    input: z.object({}),
    permission: SHIP_APPLY_PERMISSIONS.edit,
  }),
  assign: defineAction(shipApply, 'assign', {
    label: { zh: '已分配', en: 'Assigned', ja: '割当済み' },
    from: [confirmed, toBeAssigned, assigned],
    to: assigned,
    input: z.object({}),
    permission: SHIP_APPLY_PERMISSIONS.edit,
  }),
  unassign: defineAction(shipApply, 'unassign', {
    label: { zh: '取消分配', en: 'Unassigned', ja: '割当解除' },
    from: [toBeAssigned, assigned],
    to: confirmed,
    input: z.object({}),
    permission: SHIP_APPLY_PERMISSIONS.edit,
  }),
  ship: defineAction(shipApply, 'ship', {
    label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' },
    from: [assigned],
    to: shipped,
    input: z.object({}),
    permission: SHIP_APPLY_PERMISSIONS.edit,
  }),
}

const S = SHIP_APPLY_STATE
const ANY_STATE = ['0', S.pending, S.partlyApplied, S.applied]

/**
 * A purchase order's application state follows its live applications against its quality-passed
 * units: pending application (none), partially applied, applied (all passed units). Server steps.
 */
export const purchaseApplyStateActions = {
  applyPending: defineAction(purchaseOrder, 'applyPending', {
    label: { zh: '待申请', en: 'Pending application', ja: '申請待ち' },
    statusField: 'shipApplyState',
    from: ANY_STATE,
    to: S.pending,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  applyPartly: defineAction(purchaseOrder, 'applyPartly', {
    label: { zh: '部分申请', en: 'Partially applied', ja: '一部申請済み' },
    statusField: 'shipApplyState',
    from: ANY_STATE,
    to: S.partlyApplied,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
  applyAll: defineAction(purchaseOrder, 'applyAll', {
    label: { zh: '已申请', en: 'Applied', ja: '申請済み' },
    statusField: 'shipApplyState',
    from: ANY_STATE,
    to: S.applied,
    input: z.object({}),
    permission: PURCHASE_ORDER_PERMISSIONS.edit,
  }),
}
