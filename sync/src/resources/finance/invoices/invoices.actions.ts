import { z } from 'zod'
import { defineAction } from '../../define-action.ts'
import { FACTORY_INVOICE_PERMISSIONS, financialFactory } from './factory-invoice.resource.ts'
import { FINANCIAL_INVOICE_PERMISSIONS, financialInvoice } from './invoice-notice.resource.ts'

/** Invoice notice statuses (dictionary financial_invoice_status, spec 3 §4: 1 to confirm, 3 confirmed, 100 invoiced). */
export const INVOICE_NOTICE_STATUS = { toConfirm: '1', confirmed: '3', invoiced: '100' } as const

/** Factory invoice statuses (dictionary factory_invoice_status, spec 3 §4: 1 to confirm, 2 submitted, 3 invoiced, 50 void). */
export const FACTORY_INVOICE_STATUS = { toConfirm: '1', submitted: '2', invoiced: '3', void: '50' } as const

/** The journal's document type of a factory invoice's entries. */
export const FACTORY_INVOICE_DOCUMENT = 'erp/financialfactory'

/** The journal's document type of a ship bill's payable (its forwarder's, against the bill). */
export const SHIP_BILL_DOCUMENT = 'erp/shipbill'

const N = INVOICE_NOTICE_STATUS
const F = FACTORY_INVOICE_STATUS

/**
 * An invoice notice's lifecycle: confirmed (`updateStatus` 3), back to be confirmed
 * (`restoreStatus`), invoiced (`invoice`: its factory invoice is made from its lines, to confirm).
 */
export const invoiceNoticeActions = {
  confirm: defineAction(financialInvoice, 'confirmNotice', {
    label: { zh: '确认', en: 'Confirm', ja: '確認' },
    from: [N.toConfirm],
    to: N.confirmed,
    input: z.object({}),
    permission: FINANCIAL_INVOICE_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: N.confirmed }, methodInferred: true },
  }),
  restore: defineAction(financialInvoice, 'restoreNotice', {
    label: { zh: '退回待确认', en: 'Back to confirm', ja: '確認待ちに戻す' },
    from: [N.confirmed],
    to: N.toConfirm,
    input: z.object({}),
    permission: FINANCIAL_INVOICE_PERMISSIONS.edit,
    call: { path: 'restoreStatus', methodInferred: true },
  }),
  invoice: defineAction(financialInvoice, 'invoiceNotice', {
    label: { zh: '开票', en: 'Invoice', ja: '請求書発行' },
    from: [N.confirmed],
    to: N.invoiced,
    input: z.object({
      invoiceNo: z.string().trim().min(1).max(64).optional(),
      invoiceDate: z.iso.date().optional(),
    }),
    inputLabels: {
      invoiceNo: { zh: '发票号', en: 'Invoice no.', ja: '請求書番号' },
      invoiceDate: { zh: '开票日期', en: 'Invoice date', ja: '請求日' },
    },
    permission: FINANCIAL_INVOICE_PERMISSIONS.edit,
    call: { path: 'invoice', methodInferred: true },
    confirm: {
      zh: '将按本通知的明细生成工厂发票（待确认），确定？',
      en: 'A factory invoice (to confirm) is made from this notice’s lines. Invoice?',
      ja: 'この依頼の明細から工場請求書（確認待ち）を作成します。よろしいですか？',
    },
  }),
}

/**
 * A factory invoice's lifecycle: submitted, back to be confirmed (withdrawn), invoiced (confirmed:
 * posted to the journal), void (what it posted reversed).
 */
export const factoryInvoiceActions = {
  submit: defineAction(financialFactory, 'submitFactoryInvoice', {
    label: { zh: '提交', en: 'Submit', ja: '提出' },
    from: [F.toConfirm],
    to: F.submitted,
    input: z.object({}),
    permission: FACTORY_INVOICE_PERMISSIONS.edit,
    call: { path: 'submitInvoice' },
  }),
  withdraw: defineAction(financialFactory, 'withdrawFactoryInvoice', {
    label: { zh: '撤回', en: 'Withdraw', ja: '取り下げ' },
    from: [F.submitted],
    to: F.toConfirm,
    input: z.object({}),
    permission: FACTORY_INVOICE_PERMISSIONS.edit,
    call: { path: 'withdraw' },
  }),
  confirm: defineAction(financialFactory, 'confirmFactoryInvoice', {
    label: { zh: '确认开票', en: 'Confirm invoice', ja: '請求確定' },
    from: [F.submitted],
    to: F.invoiced,
    input: z.object({}),
    permission: FACTORY_INVOICE_PERMISSIONS.edit,
    call: { path: 'confirm' },
    confirm: {
      zh: '确认后记入应付账款（冲减暂估入库），确定？',
      en: 'The invoice is posted to the factory’s payable (clearing goods received not invoiced). Confirm?',
      ja: '確定すると買掛金に計上されます（未請求入荷を消し込み）。よろしいですか？',
    },
  }),
  void: defineAction(financialFactory, 'voidFactoryInvoice', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [F.toConfirm, F.submitted, F.invoiced],
    to: F.void,
    input: z.object({}),
    permission: FACTORY_INVOICE_PERMISSIONS.edit,
    call: { path: 'void' },
    confirm: {
      zh: '作废后已记账的分录将被冲销，且不可恢复，确定？',
      en: 'What the invoice posted is reversed, and a void invoice cannot be restored. Void?',
      ja: '計上済みの仕訳は取り消され、元に戻せません。無効にしますか？',
    },
  }),
}
