import type { Label } from '../../i18n/language.ts'

/** The approval flows (spec 1 §6 flow codes): each tenant has a default model of each, deployed at seeding. */
export const FLOW_CODES = [
  'Leave',
  'RMARefund',
  'RMAresend',
  'out_bound',
  'procurement_audit',
  'purchase_payment',
  'sale_plan',
  'stock_taking',
] as const

export type FlowCode = (typeof FLOW_CODES)[number]

/**
 * What each flow approves: its screens' kind (`/work/process/{kind}/…`, spec 1 §2.3), its name, and
 * the resource key of its document where that document is built (the others attach in their issues).
 */
export const FLOWS: Record<FlowCode, { kind: string; label: Label; resource?: string }> = {
  Leave: { kind: 'leave', label: { zh: '请假流程', en: 'Leave', ja: '休暇申請' }, resource: 'blade-desk/leave' },
  RMARefund: { kind: 'RMARefund', label: { zh: '退款审批', en: 'RMA refund', ja: '返金承認' } },
  RMAresend: { kind: 'RMAresend', label: { zh: '重发审批', en: 'RMA resend', ja: '再送承認' } },
  out_bound: {
    kind: 'out_bound',
    label: { zh: '出库审批', en: 'Outbound', ja: '出庫承認' },
    resource: 'ware/woutbound',
  },
  procurement_audit: {
    kind: 'purchase',
    label: { zh: '采购审批', en: 'Purchase audit', ja: '購買承認' },
    resource: 'erp/purchaseorder',
  },
  purchase_payment: {
    kind: 'purchase_payment',
    label: { zh: '采购付款审批', en: 'Purchase payment', ja: '購買支払承認' },
    resource: 'erp/purchasepayment',
  },
  sale_plan: {
    kind: 'sale_plan',
    label: { zh: '销售计划审批', en: 'Sales plan', ja: '販売計画承認' },
    resource: 'erp/saleplan',
  },
  stock_taking: {
    kind: 'stock_taking',
    label: { zh: '盘点审批', en: 'Stock count', ja: '棚卸承認' },
    resource: 'ware/wstocktaking',
  },
}

/** Whether a text is one of the flow codes. */
export function isFlowCode(code: string): code is FlowCode {
  return (FLOW_CODES as readonly string[]).includes(code)
}

/** The flow whose screens have this kind. */
export function flowOfKind(kind: string): FlowCode | undefined {
  return FLOW_CODES.find((code) => FLOWS[code].kind === kind)
}
