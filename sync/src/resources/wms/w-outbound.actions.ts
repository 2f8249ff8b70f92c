import { z } from 'zod'
import { approvalStartShape, defineAction } from '../define-action.ts'
import { fieldValueSchema } from '../resource-schemas.ts'
import { OUTBOUND_PERMISSIONS, PICK_PERMISSIONS, wOrderPick, wOutbound } from './w-outbound.resource.ts'
import { boxMeasures, PACK_PERMISSIONS, wOutboundBox } from './w-outbound-packing.resource.ts'

/** Outbound statuses (dictionary outbound_status). */
export const OUTBOUND_STATUS = {
  toBeDetermined: '0',
  pendingReview: '1',
  toBeStocked: '2',
  shipped: '3',
  rejected: '4',
  abolished: '5',
} as const

/**
 * Face-sheet statuses of outbound orders and pick lists (dictionary face_sheet_status): an order is
 * 2 in a pick list, 3 once its face sheets are uploaded (labelled), 4 shipped; a pick list is 2
 * while picked, packed and labelled, 3 once every order of it with picked units is labelled.
 */
export const FACE_SHEET = { none: '0', generated: '1', picking: '2', labeled: '3', shipped: '4' } as const

/** Packing of an outbound order (dictionary outbound_pack_status). */
export const PACK_STATUS = { none: '0', packing: '1', packed: '2' } as const

/**
 * How a wave groups approved outbound orders into pick lists (a list is always one warehouse and at
 * most 50 orders): by transport; single-SKU orders apart from multi-SKU ones (within each
 * transport); or by the zone their reserved goods lie in (orders over several zones together).
 */
export const WAVE_RULE = { transport: 'transport', singleSku: 'singleSku', zone: 'zone' } as const
/** One of the wave's grouping rules. */
export type WaveRule = (typeof WAVE_RULE)[keyof typeof WAVE_RULE]
/** Orders of one distinct SKU (single) or of several (multi), as a wave filters them. */
export const SKU_COUNT = { single: 'single', multi: 'multi' } as const

/** A box of an outbound order (dictionary outbound_box_status). */
export const BOX_STATUS = { open: '0', closed: '1' } as const

const S = OUTBOUND_STATUS
const edit = OUTBOUND_PERMISSIONS.edit

/** An outbound order's lifecycle: reviewed, approved (stock reserved), shipped, or rejected or abolished. */
export const outboundActions = {
  submitReview: defineAction(wOutbound, 'submitReview', {
    label: { zh: '提交审核', en: 'Submit for review', ja: '審査に提出' },
    from: [S.toBeDetermined, S.rejected],
    to: S.pendingReview,
    input: z.object({ ...approvalStartShape }),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.pendingReview }, methodInferred: true },
    approval: { flow: 'out_bound', approved: 'approve', rejected: 'reject', comment: 'reviewRemark' },
  }),
  approve: defineAction(wOutbound, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [S.pendingReview],
    to: S.toBeStocked,
    input: z.object({}),
    permission: edit,
  }),
  reject: defineAction(wOutbound, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [S.pendingReview],
    to: S.rejected,
    input: z.object({ reviewRemark: z.string().trim().min(1).max(255) }),
    permission: edit,
  }),
  ship: defineAction(wOutbound, 'ship', {
    label: { zh: '出库', en: 'Ship', ja: '出庫' },
    from: [S.toBeStocked],
    to: S.shipped,
    input: z.object({}),
    permission: edit,
    call: { path: 'complete-taking', methodInferred: true },
  }),
  abolish: defineAction(wOutbound, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [S.toBeDetermined, S.pendingReview, S.toBeStocked, S.rejected],
    to: S.abolished,
    input: z.object({}),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.abolished }, methodInferred: true },
  }),
}

/**
 * A pick list's steps: picking finished (short picks recorded; the list stays "pick list generated"
 * with its picked time while its orders are packed and labelled), labeled (taken by the server once
 * every order with picked units is labelled), then shipped.
 */
export const orderPickActions = {
  finishPicking: defineAction(wOrderPick, 'finishPicking', {
    label: { zh: '完成拣货', en: 'Finish picking', ja: 'ピッキング完了' },
    from: [FACE_SHEET.picking],
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
    call: { path: 'finishPicking' },
  }),
  labelled: defineAction(wOrderPick, 'labelled', {
    label: { zh: '贴标完成', en: 'Labelled', ja: 'ラベル貼付完了' },
    from: [FACE_SHEET.picking],
    to: FACE_SHEET.labeled,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
  }),
  outBound: defineAction(wOrderPick, 'outBound', {
    label: { zh: '出库', en: 'Ship', ja: '出庫' },
    from: [FACE_SHEET.labeled],
    to: FACE_SHEET.shipped,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
    call: { path: 'outBound' },
  }),
}

/** A box's measures as closing it takes them (each optional: the box may hold them already). */
const measures = z.object({
  length: fieldValueSchema(boxMeasures.length).optional(),
  width: fieldValueSchema(boxMeasures.width).optional(),
  height: fieldValueSchema(boxMeasures.height).optional(),
  weight: fieldValueSchema(boxMeasures.weight).optional(),
})

/**
 * Packing and labelling of an outbound order once picked (issue 10): the first packed unit starts
 * packing, finishing it needs every box closed and every picked unit packed; labelling finishes
 * with its face sheets uploaded (face sheet 3 labeled).
 */
export const packingActions = {
  startPacking: defineAction(wOutbound, 'startPacking', {
    label: { zh: '开始装箱', en: 'Start packing', ja: '梱包開始' },
    statusField: 'packStatus',
    from: [PACK_STATUS.none],
    to: PACK_STATUS.packing,
    input: z.object({}),
    permission: PACK_PERMISSIONS.edit,
  }),
  finishPacking: defineAction(wOutbound, 'finishPacking', {
    label: { zh: '完成装箱', en: 'Finish packing', ja: '梱包完了' },
    statusField: 'packStatus',
    from: [PACK_STATUS.packing],
    to: PACK_STATUS.packed,
    input: z.object({}),
    permission: PACK_PERMISSIONS.edit,
    call: { path: 'finishPacking' },
  }),
  reopenPacking: defineAction(wOutbound, 'reopenPacking', {
    label: { zh: '重新装箱', en: 'Reopen packing', ja: '梱包やり直し' },
    statusField: 'packStatus',
    from: [PACK_STATUS.packed],
    to: PACK_STATUS.packing,
    input: z.object({}),
    permission: PACK_PERMISSIONS.edit,
    call: { path: 'reopenPacking' },
  }),
  /** A wave puts the order in a pick list: its face sheet stands at "pick list generated" while it is picked. */
  joinPickList: defineAction(wOutbound, 'joinPickList', {
    label: { zh: '生成拣货单', en: 'Into a pick list', ja: 'ピッキングリスト作成' },
    statusField: 'faceSheetStatus',
    from: [FACE_SHEET.none, FACE_SHEET.generated],
    to: FACE_SHEET.picking,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
  }),
  /** Nothing of it could be picked: the order leaves its list at shipping, approved, for a later wave. */
  leavePickList: defineAction(wOutbound, 'leavePickList', {
    label: { zh: '移出拣货单', en: 'Out of the pick list', ja: 'ピッキングリストから外す' },
    statusField: 'faceSheetStatus',
    from: [FACE_SHEET.picking],
    to: FACE_SHEET.none,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
  }),
  /** Shipped with its order (from a pick list, labelled; or picked from the order itself). */
  faceSheetShipped: defineAction(wOutbound, 'faceSheetShipped', {
    label: { zh: '面单已出库', en: 'Face sheet shipped', ja: '送り状出庫済み' },
    statusField: 'faceSheetStatus',
    from: [FACE_SHEET.none, FACE_SHEET.generated, FACE_SHEET.labeled],
    to: FACE_SHEET.shipped,
    input: z.object({}),
    permission: OUTBOUND_PERMISSIONS.edit,
  }),
  finishLabelling: defineAction(wOutbound, 'finishLabelling', {
    label: { zh: '完成贴标', en: 'Finish labelling', ja: 'ラベル貼付完了' },
    statusField: 'faceSheetStatus',
    from: [FACE_SHEET.picking],
    to: FACE_SHEET.labeled,
    input: z.object({}),
    permission: PACK_PERMISSIONS.edit,
    call: { path: 'finishLabelling' },
    confirm: {
      zh: '确认完成贴标？完成后面单不能再更换。',
      en: 'Finish labelling? The face sheets can no longer be changed afterwards.',
      ja: 'ラベル貼付を完了しますか？完了後は送り状を差し替えできません。',
    },
  }),
}

/** A box is closed once measured and weighed, and reopened to change its contents. */
export const boxActions = {
  closeBox: defineAction(wOutboundBox, 'closeBox', {
    label: { zh: '封箱', en: 'Close box', ja: '封函' },
    from: [BOX_STATUS.open],
    to: BOX_STATUS.closed,
    input: measures,
    permission: PACK_PERMISSIONS.edit,
    call: { path: 'closeBox' },
  }),
  reopenBox: defineAction(wOutboundBox, 'reopenBox', {
    label: { zh: '重新开箱', en: 'Reopen box', ja: '箱を開け直す' },
    from: [BOX_STATUS.closed],
    to: BOX_STATUS.open,
    input: z.object({}),
    permission: PACK_PERMISSIONS.edit,
    call: { path: 'reopenBox' },
  }),
}
