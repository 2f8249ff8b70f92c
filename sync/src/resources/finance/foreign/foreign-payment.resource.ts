import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

/** Who may read, add, edit and remove foreign payments (the actions name these too). */
export const FOREIGN_PAYMENT_PERMISSIONS = {
  view: 'financialforeignpayment_view',
  add: 'financialforeignpayment_add',
  edit: 'financialforeignpayment_edit',
  remove: 'financialforeignpayment_delete',
} as const

const money = (zh: string, en: string, ja: string) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, max: 99_999_999_999, list: true })
const rate = (zh: string, en: string, ja: string) =>
  f.decimal({ label: { zh, en, ja }, scale: 8, min: 0, max: 1_000_000, list: true })

/**
 * A foreign payment (外汇付款, /api/financialForeignPayment): money paid abroad in a foreign currency
 * against one payable, a purchase order's (its factory) or a ship cost bill's (its forwarder), at the
 * day's rate. Statuses (spec 3 §4): to confirm, confirmed, audited (posted to the journal: the payable
 * cleared at its booking rate, the bank at this rate, the difference to exchange difference), audit
 * refused. Never more than is open on the payable.
 */
export const foreignPayment = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialforeignpayment',
  basePath: '/api/financialForeignPayment',
  table: 'fin_foreign_payment',
  label: { zh: '外汇付款', en: 'Foreign payment', ja: '外貨支払' },
  fields: {
    code: f.text({
      label: { zh: '付款单号', en: 'Payment no.', ja: '支払番号' },
      numbered: 'foreignPayment',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    relationType: f.dict('foreign_relation_type', {
      label: { zh: '关联类型', en: 'Relation type', ja: '関連種別' },
      required: true,
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    // The document paid: a purchase order (relation type 1) or a ship bill (2).
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      search: true,
      example: '1000000000000003521',
    }),
    shipBillId: f.link('erp/shipbill', {
      label: { zh: '货柜账单', en: 'Ship bill', ja: 'コンテナ請求' },
      search: true,
    }),
    relationNo: f.text({
      workedOut: true,
      label: { zh: '关联单号', en: 'Relation no.', ja: '関連番号' },
      max: 40,
      list: true,
      search: true,
    }),
    partyId: f.link('erp/basefactory', {
      workedOut: true,
      label: { zh: '收款单位', en: 'Payee', ja: '支払先' },
      list: true,
      search: true,
    }),
    receiverName: f.text({
      label: { zh: '收款户名', en: 'Account name', ja: '口座名義' },
      max: 100,
      list: true,
      search: true,
      example: 'Ningbo Kaili Electric Appliance Co., Ltd.',
    }),
    receiveAccount: f.text({
      label: { zh: '收款账号', en: 'Receiving account', ja: '受取口座' },
      max: 34,
      pattern: /^[0-9A-Za-z ]{6,34}$/,
      list: true,
      search: true,
      example: '6222020200112233445',
    }),
    receiveBank: f.text({ label: { zh: '收款银行', en: 'Receiving bank', ja: '受取銀行' }, max: 100, list: true }),
    // The relation's currency when not given (a payment is in the currency it pays).
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      example: 'USD',
    }),
    amount: { ...money('付款金额', 'Amount', '支払額'), required: true, example: '100.0000' },
    rate: { ...rate('付款汇率', 'Payment rate', '支払レート'), example: '7.20000000' },
    bookingRate: { ...rate('记账汇率', 'Booking rate', '計上レート'), workedOut: true },
    baseAmount: { ...money('本位币金额', 'Base amount', '基軸通貨額'), workedOut: true },
    exchangeDifference: f.decimal({
      workedOut: true,
      label: { zh: '汇兑损益', en: 'Exchange difference', ja: '為替差損益' },
      scale: 4,
      shown: 2,
      min: -99_999_999_999,
      max: 99_999_999_999,
      list: true,
    }),
    deductionNo: f.text({
      label: { zh: '抵扣单号', en: 'Deduction no.', ja: '相殺番号' },
      max: 40,
      list: true,
      search: true,
    }),
    deductionAmount: money('抵扣金额', 'Deducted', '相殺額'),
    payDate: f.date({
      label: { zh: '付款日期', en: 'Paid on', ja: '支払日' },
      list: true,
      search: true,
      sort: true,
      example: '2027-03-20',
    }),
    bankAccountId: f.link('erp/financeaccount', {
      label: { zh: '付款账户', en: 'Paying account', ja: '支払口座' },
      search: true,
    }),
    status: f.dict('foreign_payment_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
    }),
    auditUser: f.link('blade-user/user', {
      workedOut: true,
      label: { zh: '审核人', en: 'Audited by', ja: '審査者' },
      search: true,
    }),
    auditTime: f.datetime({
      workedOut: true,
      label: { zh: '审核时间', en: 'Audited at', ja: '審査日時' },
      list: true,
      sort: true,
    }),
    auditRemark: f.text({ label: { zh: '审核意见', en: 'Audit remark', ja: '審査コメント' }, max: 500, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', { op: 'submit', path: 'saveOrUpdate' }, 'remove', { op: 'export', path: 'export' }],
  permissions: FOREIGN_PAYMENT_PERMISSIONS,
  statusDict: 'foreign_payment_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 60 },
})
