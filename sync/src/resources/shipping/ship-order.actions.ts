import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { SHIP_ORDER_PERMISSIONS, shipOrder } from './ship-order.resource.ts'

/** Shipment plan statuses (dictionary ship_order_status, spec 1 §4; 80 void is ours). */
export const SHIP_ORDER_STATUS = {
  confirmed: '1',
  awaitingInspection: '3',
  shipped: '60',
  void: '80',
  completed: '100',
} as const

const { confirmed, awaitingInspection, shipped, completed } = SHIP_ORDER_STATUS

/**
 * A shipment plan's lifecycle: confirmed when saved; sent for inspection (awaiting inspection) and
 * confirmed again by a passed check (a failed one keeps it waiting); shipped when its ship departs,
 * completed when received; voided with its reason while not on a ship, which frees its applications.
 */
export const shipOrderActions = {
  requestInspection: defineAction(shipOrder, 'requestInspection', {
    label: { zh: '待验货', en: 'Request inspection', ja: '検品依頼' },
    from: [confirmed],
    to: awaitingInspection,
    input: z.object({}),
    permission: SHIP_ORDER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: awaitingInspection } },
  }),
  void: defineAction(shipOrder, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [confirmed, awaitingInspection],
    to: SHIP_ORDER_STATUS.void,
    input: z.object({ voidReason: z.string().trim().min(1).max(255) }),
    permission: SHIP_ORDER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: SHIP_ORDER_STATUS.void } },
    confirm: {
      zh: '作废后计划的申请将释放，确定作废？',
      en: 'Its applications will be free to plan again. Void the plan?',
      ja: '申請は解放されます。無効化しますか？',
    },
  }),
  // A pre-shipment check decides (shipqualitycheck/submit), departure and receipt move it: server steps.
  inspectionPassed: defineAction(shipOrder, 'inspectionPassed', {
    label: { zh: '验货通过', en: 'Inspection passed', ja: '検品合格' },
    from: [confirmed, awaitingInspection],
    to: confirmed,
    input: z.object({}),
    permission: SHIP_ORDER_PERMISSIONS.edit,
  }),
  inspectionFailed: defineAction(shipOrder, 'inspectionFailed', {
    label: { zh: '验货不合格', en: 'Inspection failed', ja: '検品不合格' },
    from: [confirmed, awaitingInspection],
    to: awaitingInspection,
    input: z.object({}),
    permission: SHIP_ORDER_PERMISSIONS.edit,
  }),
  ship: defineAction(shipOrder, 'ship', {
    label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' },
    from: [confirmed],
    to: shipped,
    input: z.object({}),
    permission: SHIP_ORDER_PERMISSIONS.edit,
  }),
  complete: defineAction(shipOrder, 'complete', {
    label: { zh: '已完成', en: 'Completed', ja: '完了' },
    from: [shipped],
    to: completed,
    input: z.object({}),
    permission: SHIP_ORDER_PERMISSIONS.edit,
  }),
}
