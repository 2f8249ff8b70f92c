import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

/** Who applies for payments, checks them and pays their vouchers. */
export const APPLY_PAY_PERMISSIONS = {
  view: 'financialapplypay_view',
  add: 'financialapplypay_add',
  edit: 'financialapplypay_edit',
  remove: 'financialapplypay_delete',
}

/** Who pays vouchers (confirms them paid, refunds them). */
export const PAY_VOUCHER_PERMISSIONS = {
  view: 'financialpayvoucher_view',
  add: 'financialpayvoucher_add',
  edit: 'financialpayvoucher_edit',
  remove: 'financialpayvoucher_delete',
}

const CURRENCY = {
  label: { zh: '币种', en: 'Currency', ja: '通貨' },
  required: true,
  max: 3,
  pattern: /^[A-Z]{3}$/,
  choices: CURRENCY_CHOICES,
  list: true,
  search: true,
  example: 'USD',
} as const

const money = (zh: string, en: string, ja: string, more: { required?: boolean; example?: string } = {}) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, max: 9_999_999_999, list: true, ...more })

/**
 * Payment application (付款申请, /api/financialApplyPay): money asked for a party (a factory, a
 * forwarder, a service provider), allocated to what it relates to (relation lines: purchase orders,
 * ship cost bills, fee details), never beyond what is still owed on each across all live
 * applications. Finance statuses (spec 3 §4): 1 to confirm, 2 to audit, 3 approved, 4 rejected,
 * 5 partly registered, 6 registered (its voucher made), 7 done (paid), 8 void, 9 returned.
 */
export const applyPay = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialapplypay',
  basePath: '/api/financialApplyPay',
  table: 'fin_apply_pay',
  label: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
  fields: {
    code: f.text({
      label: { zh: '申请单号', en: 'Application no.', ja: '申請番号' },
      numbered: 'applyPay',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'AP-EXAMPLE-0001',
    }),
    relationType: f.dict('apply_pay_relation_type', {
      label: { zh: '关联类型', en: 'Relates to', ja: '関連種別' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    partyType: f.dict('apply_pay_party_type', {
      label: { zh: '收款方类型', en: 'Payee type', ja: '受取人種別' },
      required: true,
      list: true,
      search: true,
      example: 'factory',
    }),
    partyId: f.link('erp/basefactory', {
      label: { zh: '收款方', en: 'Payee', ja: '受取人' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    partyName: f.text({
      label: { zh: '收款方名称', en: 'Payee name', ja: '受取人名' },
      max: 200,
      list: true,
      search: true,
      example: 'Kaili Kitchenware',
    }),
    currencyCode: f.text(CURRENCY),
    amount: money('申请金额', 'Amount', '申請金額', { example: '100.0000' }),
    receiveAccount: f.text({
      label: { zh: '收款账户', en: 'Payee account', ja: '振込先口座' },
      max: 200,
      list: true,
      example: 'ICBC 6222 0000 0000 0001',
    }),
    receiveBank: f.text({ label: { zh: '收款银行', en: 'Payee bank', ja: '振込先銀行' }, max: 200 }),
    expectPayDate: f.date({
      label: { zh: '期望付款日', en: 'Pay by', ja: '支払希望日' },
      list: true,
      sort: true,
      example: '2027-03-01',
    }),
    status: f.dict('apply_pay_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    checkSign: f.dict('apply_pay_check_sign', {
      label: { zh: '核对标记', en: 'Checked mark', ja: '照合マーク' },
      default: 0,
      list: true,
      search: true,
    }),
    checkRemark: f.text({ label: { zh: '审核意见', en: 'Check remark', ja: '審査コメント' }, max: 255, list: true }),
    paidAmount: money('已付金额', 'Paid', '支払済額'),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Deposit of PO' }),
  },
  calls: [
    { op: 'page', path: 'list' },
    { op: 'list', path: 'applyPayList' },
    'detail',
    { op: 'submit', path: 'saveOrUpdate' },
    'remove',
    'export',
  ],
  permissions: APPLY_PAY_PERMISSIONS,
  children: { relations: { resource: 'erp/financialapplypayrelation', foreignKey: 'applyPayId' } },
  statusDict: 'apply_pay_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 30 },
})

/** What one application pays: an amount on one purchase order, ship cost bill or fee detail. */
export const applyPayRelation = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialapplypayrelation',
  table: 'fin_apply_pay_relation',
  label: { zh: '付款申请关联单据', en: 'Payment application line', ja: '支払申請の関連伝票' },
  fields: {
    applyPayId: f.link('erp/financialapplypay', {
      label: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
      required: true,
      list: true,
    }),
    relationType: f.dict('apply_pay_relation_type', {
      label: { zh: '关联类型', en: 'Relates to', ja: '関連種別' },
      required: true,
      list: true,
      example: '1',
    }),
    relationId: f.id({
      label: { zh: '关联单据', en: 'Document', ja: '関連伝票' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003521',
    }),
    relationNo: f.text({
      label: { zh: '关联单号', en: 'Document no.', ja: '関連伝票番号' },
      max: 64,
      title: true,
      list: true,
      search: true,
      example: 'PO-20261206-0001',
    }),
    paymentKind: f.dict('apply_pay_payment_kind', {
      label: { zh: '付款性质', en: 'Paid as', ja: '支払区分' },
      default: 2,
      list: true,
      example: '1',
    }),
    currencyCode: f.text({ ...CURRENCY, required: false }),
    amount: money('本次付款', 'Amount', '今回支払額', { required: true, example: '100.0000' }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: APPLY_PAY_PERMISSIONS,
  isChild: true,
  defaultOrder: 'apply_pay_id, id',
})

/**
 * Payment voucher (付款凭证, /api/financialPayVoucher): the payment of an approved application from a
 * bank account. Payment progress (spec 3 §4): 1 pending payment, 2 in progress, 3 paid,
 * 4 cancelled. Marking it paid (`confirmBatch`) posts the payment and makes the application done;
 * a refund reverses the posting and sends the application back; a cancelled voucher stays cancelled.
 */
export const payVoucher = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialpayvoucher',
  basePath: '/api/financialPayVoucher',
  table: 'fin_pay_voucher',
  label: { zh: '付款凭证', en: 'Payment voucher', ja: '支払伝票' },
  fields: {
    code: f.text({
      label: { zh: '凭证号', en: 'Voucher no.', ja: '伝票番号' },
      numbered: 'payVoucher',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'PV-EXAMPLE-0001',
    }),
    applyPayId: f.link('erp/financialapplypay', {
      label: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000006611',
    }),
    currencyCode: f.text({ ...CURRENCY, example: 'CNY' }),
    amount: money('付款金额', 'Amount', '支払金額', { required: true, example: '100.0000' }),
    rate: f.decimal({
      label: { zh: '付款汇率(折本位币)', en: 'Rate to base', ja: 'レート(基軸通貨)' },
      scale: 8,
      min: 0,
      max: 99_999,
      list: true,
      example: '7.10000000',
    }),
    bankAccountId: f.link('erp/financeaccount', {
      label: { zh: '付款账户', en: 'Paid from account', ja: '支払口座' },
      list: true,
    }),
    payDate: f.date({ label: { zh: '付款日期', en: 'Paid on', ja: '支払日' }, list: true, sort: true }),
    status: f.dict('pay_voucher_status', {
      label: { zh: '付款进度', en: 'Payment progress', ja: '支払進捗' },
      default: 1,
      list: true,
      search: true,
    }),
    voucherUrl: f.file({
      label: { zh: '银行回单', en: 'Bank receipt', ja: '銀行控え' },
      accept: ['pdf', 'jpg', 'jpeg', 'png'],
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [{ op: 'page', path: 'list' }, 'detail', { op: 'submit', path: 'saveOrUpdate' }, 'remove'],
  permissions: PAY_VOUCHER_PERMISSIONS,
  statusDict: 'pay_voucher_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 31 },
})
