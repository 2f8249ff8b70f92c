import { z } from 'zod'
import type { Label } from '../../i18n/language.ts'
import { defineAction } from '../define-action.ts'
import { SHIP_PERMISSIONS, ship } from './ship.resource.ts'
import { shipBill } from './ship-bill.resource.ts'

/** Ship statuses (dictionary ship_status; ours, not in the spec). */
/** The ledger's document type of a ship's movements (its departure into transit). */
export const SHIP_DOCUMENT = 'erp/ship'

export const SHIP_STATUS = {
  draft: '1',
  confirmed: '2',
  departed: '3',
  arriving: '4',
  received: '5',
  void: '80',
} as const

/** Where a ship's costs stand (dictionary ship_cost_status). */
export const SHIP_COST_STATUS = { notCalculated: '0', calculated: '1', checked: '2', billed: '3' } as const

/** Cost types of a ship (dictionary ship_cost_type). */
export const SHIP_COST_TYPE = { freight: '1', customs: '2', insurance: '3', port: '4', trucking: '5' } as const

/** What a cost is allocated to the plan lines by (dictionary ship_cost_basis). */
export const SHIP_COST_BASIS = { volume: '1', weight: '2', value: '3' } as const

/** How a cost's amount is worked out (dictionary ship_cost_price_unit): a rate per m³, per kg, a share of the goods value, or fixed. */
export const SHIP_COST_PRICE_UNIT = { perCubicMetre: '1', perKilogram: '2', percentOfValue: '3', fixed: '4' } as const

/** Ship bill payment statuses (dictionary ship_bill_status). */
export const SHIP_BILL_STATUS = { unpaid: '1', partlyPaid: '2', paid: '3', void: '80' } as const

/** Invoice notice statuses (dictionary financial_invoice_status, spec 3: 1 to confirm, 3 confirmed, 100 invoiced). */
export const FINANCIAL_INVOICE_STATUS = { toConfirm: '1', confirmed: '3', invoiced: '100' } as const

const S = SHIP_STATUS
const C = SHIP_COST_STATUS

/**
 * A ship's lifecycle: confirmed once its plans fit the container (`updateConfirm`), back to draft to
 * change its load, departed (the plans' goods in transit to the destination warehouse, the plans
 * shipped; refused while a plan changed after the confirmation), arriving once the warehouse's
 * inbound order is made (`generateInbound`, landed costs), received when that order is received;
 * void while not departed; merged into another ship (`updateMerge`).
 */
export const shipActions = {
  confirm: defineAction(ship, 'confirm', {
    label: { zh: '确认装柜', en: 'Confirm loading', ja: '積込確定' },
    from: [S.draft],
    to: S.confirmed,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'updateConfirm' },
  }),
  unconfirm: defineAction(ship, 'unconfirm', {
    label: { zh: '取消确认', en: 'Reopen', ja: '確定取消' },
    from: [S.confirmed],
    to: S.draft,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: S.draft } },
  }),
  depart: defineAction(ship, 'depart', {
    label: { zh: '开船', en: 'Depart', ja: '出港' },
    from: [S.confirmed],
    to: S.departed,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: S.departed } },
    confirm: {
      zh: '开船后货物转为在途，发货计划标记为已发货，确定？',
      en: 'The goods go in transit and the plans read shipped. Depart?',
      ja: '貨物は輸送中となり、出荷計画は出荷済みになります。出港しますか？',
    },
  }),
  generateInbound: defineAction(ship, 'generateInbound', {
    label: { zh: '生成入库单', en: 'Make inbound order', ja: '入庫伝票を作成' },
    from: [S.departed],
    to: S.arriving,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'generateInbound' },
  }),
  /** Taken by the server when the ship's inbound order is received. */
  receive: defineAction(ship, 'receive', {
    label: { zh: '已入库', en: 'Received', ja: '入庫済み' },
    from: [S.arriving],
    to: S.received,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  }),
  void: defineAction(ship, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [S.draft, S.confirmed],
    to: S.void,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: S.void } },
    confirm: {
      zh: '作废后其发货计划将移出货柜，确定作废？',
      en: 'Its plans are taken off the ship. Void it?',
      ja: '出荷計画はコンテナから外されます。無効にしますか？',
    },
  }),
  /** Taken by `updateMerge` on the ships merged into another one. */
  mergeAway: defineAction(ship, 'mergeAway', {
    label: { zh: '已合并', en: 'Merged away', ja: '統合済み' },
    from: [S.draft, S.confirmed],
    to: S.void,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  }),
  recordTicketCode: defineAction(ship, 'recordTicketCode', {
    label: { zh: '修改票号', en: 'Record ticket code', ja: '票番号を登録' },
    from: [S.draft, S.confirmed, S.departed, S.arriving, S.received],
    input: z.object({ ticketCode: z.string().trim().min(1).max(64) }),
    permission: SHIP_PERMISSIONS.edit,
    call: { path: 'updateTicketCode' },
  }),
}

/**
 * A ship's costs: calculated (amounts worked out and allocated to the plan lines), checked (locked),
 * cleaned (allocation cleared, back to not calculated), billed (payables made per party and currency).
 */
export const shipCostActions = {
  calculate: defineAction(ship, 'calculateCosts', {
    label: { zh: '计算费用', en: 'Calculate costs', ja: '費用計算' },
    statusField: 'costStatus',
    from: [C.notCalculated, C.calculated],
    to: C.calculated,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  }),
  check: defineAction(ship, 'checkCosts', {
    label: { zh: '核对费用', en: 'Check costs', ja: '費用確認' },
    statusField: 'costStatus',
    from: [C.calculated],
    to: C.checked,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  }),
  clean: defineAction(ship, 'cleanCosts', {
    label: { zh: '清除计算', en: 'Clear calculation', ja: '計算をクリア' },
    statusField: 'costStatus',
    from: [C.calculated, C.checked],
    to: C.notCalculated,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  }),
  generateBill: defineAction(ship, 'generateBill', {
    label: { zh: '生成账单', en: 'Make bills', ja: '請求を作成' },
    statusField: 'costStatus',
    from: [C.checked],
    to: C.billed,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
    refusal: 'shipping.costNotCalculated',
    call: { path: 'generateBill' },
  }),
}

const B = SHIP_BILL_STATUS

/** A move of a ship bill's payment status, from any of unpaid, partly paid and paid. */
const billPaymentStatus = (name: string, label: Label, to: string) =>
  defineAction(shipBill, name, {
    label,
    from: [B.unpaid, B.partlyPaid, B.paid],
    to,
    input: z.object({}),
    permission: SHIP_PERMISSIONS.edit,
  })

/**
 * A ship bill's payment status, as the finance area's payments settle it (no call of their own):
 * unpaid, partly paid or paid by what is still open on the bill's payable.
 */
export const shipBillActions = {
  unpaid: billPaymentStatus('unpaid', { zh: '未付款', en: 'Unpaid', ja: '未払い' }, B.unpaid),
  partlyPaid: billPaymentStatus('partlyPaid', { zh: '部分付款', en: 'Partly paid', ja: '一部支払' }, B.partlyPaid),
  paid: billPaymentStatus('paid', { zh: '已付款', en: 'Paid', ja: '支払済み' }, B.paid),
}
