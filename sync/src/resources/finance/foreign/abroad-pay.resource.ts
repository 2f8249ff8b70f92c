import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

/** Who may read, add, edit and remove overseas payment applications. */
export const ABROAD_APPLY_PERMISSIONS = {
  view: 'abroadapplypay_view',
  add: 'abroadapplypay_add',
  edit: 'abroadapplypay_edit',
  remove: 'abroadapplypay_delete',
} as const

/** Who may read, add, edit and remove overseas payment vouchers. */
export const ABROAD_VOUCHER_PERMISSIONS = {
  view: 'abroadpayvoucher_view',
  add: 'abroadpayvoucher_add',
  edit: 'abroadpayvoucher_edit',
  remove: 'abroadpayvoucher_delete',
} as const

const money = (zh: string, en: string, ja: string) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, max: 99_999_999_999, list: true })
const currencyCode = () =>
  f.text({
    label: { zh: '币种', en: 'Currency', ja: '通貨' },
    required: true,
    max: 3,
    pattern: /^[A-Z]{3}$/,
    choices: CURRENCY_CHOICES,
    list: true,
    search: true,
    example: 'USD',
  })

/**
 * An overseas payment application (境外付款申请, /api/abroadApplyPay): a service abroad to pay (an
 * overseas warehouse's storage, a customs agent's clearance, last-mile delivery), to a receiver and
 * account, in its currency. Finance statuses 1-9 (spec 3 §4): submitted, approved or rejected; its
 * vouchers register it (partly or fully) and, all paid, make it done; void, or returned to the applicant.
 * Imported from xlsx (up to 5,000 rows, the template's headers).
 */
export const abroadApplyPay = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'abroadapplypay',
  basePath: '/api/abroadApplyPay',
  table: 'fin_abroad_apply_pay',
  label: { zh: '境外付款申请', en: 'Overseas payment application', ja: '海外支払申請' },
  fields: {
    code: f.text({
      label: { zh: '申请单号', en: 'Application no.', ja: '申請番号' },
      numbered: 'abroadApplyPay',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    receiverId: f.link('erp/basefactory', {
      label: { zh: '收款单位', en: 'Receiver', ja: '受取先' },
      list: true,
      search: true,
    }),
    receiverName: f.text({
      label: { zh: '收款户名', en: 'Receiver name', ja: '受取人名' },
      required: true,
      max: 100,
      list: true,
      search: true,
      example: 'West Coast Fulfilment LLC',
    }),
    receiveAccount: f.text({
      label: { zh: '收款账号', en: 'Receiving account', ja: '受取口座' },
      max: 34,
      pattern: /^[0-9A-Za-z ]{6,34}$/,
      list: true,
      search: true,
      example: '021000021123456789',
    }),
    receiveBank: f.text({
      label: { zh: '收款银行', en: 'Receiving bank', ja: '受取銀行' },
      max: 100,
      list: true,
      example: 'JPMorgan Chase Bank',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '海外仓', en: 'Overseas warehouse', ja: '海外倉庫' },
      list: true,
      search: true,
    }),
    feeType: f.dict('abroad_fee_type', {
      label: { zh: '费用类型', en: 'Fee type', ja: '費用種別' },
      required: true,
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    currencyCode: currencyCode(),
    amount: { ...money('申请金额', 'Amount', '申請額'), required: true, example: '250.0000' },
    registeredAmount: money('已登记金额', 'Registered', '登録済額'),
    paidAmount: money('已付金额', 'Paid', '支払済額'),
    applyDate: f.date({
      label: { zh: '申请日期', en: 'Applied on', ja: '申請日' },
      list: true,
      search: true,
      sort: true,
      example: '2027-03-01',
    }),
    dueDate: f.date({ label: { zh: '最迟付款日', en: 'Due on', ja: '支払期日' }, list: true, sort: true }),
    status: f.dict('abroad_apply_status', {
      label: { zh: '财务状态', en: 'Finance status', ja: '財務ステータス' },
      default: '1',
      list: true,
      search: true,
    }),
    auditRemark: f.text({ label: { zh: '审核意见', en: 'Audit remark', ja: '審査コメント' }, max: 500, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [
    'list',
    'detail',
    { op: 'submit', path: 'saveOrUpdate' },
    { op: 'remove', path: 'delete' },
    { op: 'import', path: 'importFile' },
    'template',
  ],
  permissions: ABROAD_APPLY_PERMISSIONS,
  statusDict: 'abroad_apply_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 61 },
})

/**
 * An overseas payment voucher (境外付款单, /api/abroadPayVoucher): part or all of an approved
 * application paid out from a bank account of its currency. Payment progress (spec 3 §4): pending
 * payment, in progress, paid (posted: Dr fee expense, Cr bank), cancelled (cannot be undone);
 * `returnStatus` sends one back to pending payment, reversing what it posted.
 */
export const abroadPayVoucher = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'abroadpayvoucher',
  basePath: '/api/abroadPayVoucher',
  table: 'fin_abroad_pay_voucher',
  label: { zh: '境外付款单', en: 'Overseas payment voucher', ja: '海外支払伝票' },
  fields: {
    code: f.text({
      label: { zh: '付款单号', en: 'Voucher no.', ja: '伝票番号' },
      numbered: 'abroadPayVoucher',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    applyPayId: f.link('erp/abroadapplypay', {
      label: { zh: '付款申请', en: 'Application', ja: '支払申請' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000005503',
    }),
    receiverName: f.text({ label: { zh: '收款户名', en: 'Receiver name', ja: '受取人名' }, max: 100, list: true }),
    currencyCode: { ...currencyCode(), required: false },
    amount: { ...money('付款金额', 'Amount', '支払額'), required: true, example: '10.0000' },
    rate: f.decimal({
      label: { zh: '付款汇率', en: 'Payment rate', ja: '支払レート' },
      scale: 8,
      min: 0,
      max: 1_000_000,
      list: true,
    }),
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
    status: f.dict('abroad_voucher_status', {
      label: { zh: '付款进度', en: 'Payment progress', ja: '支払進捗' },
      default: '1',
      list: true,
      search: true,
    }),
    paidTime: f.datetime({ label: { zh: '付款时间', en: 'Paid at', ja: '支払日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', { op: 'submit', path: 'saveOrUpdate' }, { op: 'remove', path: 'delete' }],
  permissions: ABROAD_VOUCHER_PERMISSIONS,
  statusDict: 'abroad_voucher_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 62 },
})
