import { CURRENCY_CHOICES, defineResource, type Field, f } from '../../define-resource.ts'

/** Who registers bills (账单登记) of fees and who pays them. */
export const FEE_DETAIL_PERMISSIONS = {
  view: 'financialfeedetail_view',
  add: 'financialfeedetail_add',
  edit: 'financialfeedetail_edit',
  remove: 'financialfeedetail_delete',
}

/** Who applies for fees (费用申请) and who audits them. */
export const APPLY_FEE_PERMISSIONS = {
  view: 'financialapplyfee_view',
  add: 'financialapplyfee_add',
  edit: 'financialapplyfee_edit',
  remove: 'financialapplyfee_delete',
}

/** Who records fees received back (收款) and writes them off. */
export const RECEIVE_FEE_PERMISSIONS = {
  view: 'financialreceivefee_view',
  add: 'financialreceivefee_add',
  edit: 'financialreceivefee_edit',
  remove: 'financialreceivefee_delete',
}

/** The journal's document types of the fees part (an entry's document, a payable's `against`). */
export const FEE_DOCUMENTS = {
  feeDetail: 'financialFeeDetail',
  applyFee: 'financialApplyFee',
  receiveFee: 'financialReceiveFee',
} as const

const label = (zh: string, en: string, ja: string) => ({ zh, en, ja })

/** The fields a fee application, a fee detail and a fee received share: what, from whom, how much. */
const feeFields = {
  feeType: f.dict('fee_type', {
    label: label('费用类型', 'Fee type', '費用種別'),
    required: true,
    list: true,
    search: true,
    example: '1',
  }),
  partyId: f.link('erp/basefactory', {
    label: label('收款单位', 'Provider', '支払先'),
    required: true,
    list: true,
    search: true,
    example: '1000000000000031901',
  }),
  partyName: f.text({
    label: label('收款单位名称', 'Provider name', '支払先名'),
    required: true,
    max: 200,
    list: true,
    search: true,
    example: 'Oceanlink Logistics',
  }),
  amount: f.decimal({
    label: label('金额', 'Amount', '金額'),
    required: true,
    scale: 4,
    shown: 2,
    min: 0,
    max: 9_999_999_999,
    list: true,
    example: '1280.5000',
  }),
  currencyCode: f.text({
    label: label('币种', 'Currency', '通貨'),
    required: true,
    max: 3,
    pattern: /^[A-Z]{3}$/,
    choices: CURRENCY_CHOICES,
    list: true,
    search: true,
    example: 'CNY',
  }),
} satisfies Record<string, Field>

/** Where a fee is paid to: the provider's bank account (getReceiveAccount offers those used before). */
const receiveFields = {
  receiveName: f.text({ label: label('收款户名', 'Account holder', '口座名義'), max: 200, example: 'Oceanlink' }),
  receiveBank: f.text({ label: label('收款银行', 'Bank', '銀行'), max: 200, example: 'Bank of Ningbo' }),
  receiveAccount: f.text({
    label: label('收款账号', 'Account no.', '口座番号'),
    max: 64,
    list: true,
    example: '6222020200112233445',
  }),
} satisfies Record<string, Field>

/** Who asked for the fee (getApplyUserHis offers those who applied before). */
const applyUserFields = {
  applyUserId: f.link('blade-user/user', { label: label('申请人', 'Applicant', '申請者'), search: true }),
  applyUserName: f.text({
    label: label('申请人姓名', 'Applicant name', '申請者名'),
    max: 100,
    list: true,
    search: true,
    example: 'Admin',
  }),
} satisfies Record<string, Field>

const month = f.text({
  label: label('所属月份', 'Month', '対象月'),
  required: true,
  max: 7,
  pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
  rule: label('年-月，如 2026-12', 'year-month, e.g. 2026-12', '年-月（例 2026-12）'),
  list: true,
  search: true,
  sort: true,
  example: '2026-12',
})
const dueDate = f.date({ label: label('到期日', 'Due', '支払期日'), list: true, sort: true, example: '2026-12-31' })
const remark = f.text({ label: label('备注', 'Remark', '備考'), max: 500 })

/**
 * Fee detail (账单登记, /api/financialFeeDetail): a provider's bill for a fee (freight, warehousing,
 * services ...). Entered to register (0); registering (1) posts Dr fee expense / Cr payable to the
 * provider against the bill; payments applied for it (financialApplyPay relation type 3) leave it
 * partly paid (2) or paid (3); void (4) reverses what it posted. An approved fee application makes one.
 */
export const feeDetail = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialfeedetail',
  basePath: '/api/financialFeeDetail',
  table: 'fin_fee_detail',
  label: label('账单登记', 'Bill registration', '請求登録'),
  fields: {
    billNo: f.text({
      label: label('账单号', 'Bill no.', '請求番号'),
      required: true,
      max: 64,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'BILL-2026-12-001',
    }),
    ...feeFields,
    month,
    dueDate,
    ...receiveFields,
    ...applyUserFields,
    applyFeeId: f.link('erp/financialapplyfee', {
      label: label('费用申请', 'Fee application', '費用申請'),
      search: true,
    }),
    status: f.dict('fee_detail_status', {
      label: label('状态', 'Status', 'ステータス'),
      default: 0,
      list: true,
      search: true,
    }),
    remark,
  },
  calls: ['list', 'page', 'detail', { op: 'submit', path: 'saveOrUpdate' }, 'remove', 'export'],
  permissions: FEE_DETAIL_PERMISSIONS,
  statusDict: 'fee_detail_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 30 },
})

/**
 * Fee application (费用申请, /api/financialApplyFee): someone asks to pay a fee. To confirm (1), to
 * audit (2), approved (3: its fee detail is registered and posted), rejected (4), done (5: the fee is
 * paid), void (6: an approved one's fee detail voided with it).
 */
export const applyFee = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialapplyfee',
  basePath: '/api/financialApplyFee',
  table: 'fin_apply_fee',
  label: label('费用申请', 'Fee application', '費用申請'),
  fields: {
    code: f.text({
      label: label('申请单号', 'Application no.', '申請番号'),
      numbered: 'applyFee',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'AF-EXAMPLE-0099',
    }),
    ...feeFields,
    month,
    dueDate,
    billNo: f.text({ label: label('账单号', 'Bill no.', '請求番号'), max: 64, list: true, search: true }),
    ...receiveFields,
    ...applyUserFields,
    reason: f.text({ label: label('申请事由', 'Reason', '申請理由'), max: 500, example: '12月头程运费' }),
    rejectReason: f.text({ label: label('驳回原因', 'Rejection reason', '却下理由'), max: 500 }),
    status: f.dict('apply_fee_status', {
      label: label('状态', 'Status', 'ステータス'),
      default: 1,
      list: true,
      search: true,
    }),
    remark,
  },
  calls: ['page', 'list', 'detail', { op: 'submit', path: 'saveOrUpdate' }, 'remove'],
  permissions: APPLY_FEE_PERMISSIONS,
  statusDict: 'apply_fee_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 20 },
})

/**
 * Fee received back (收款, /api/financialReceiveFee): a refund or rebate of a fee from a provider.
 * To submit (1), submitted (2), written off (3: posts Dr bank / Cr fee expense); withdrawing a
 * written-off one reverses its entry.
 */
export const receiveFee = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialreceivefee',
  basePath: '/api/financialReceiveFee',
  table: 'fin_receive_fee',
  label: label('费用收款', 'Fee received', '費用入金'),
  fields: {
    code: f.text({
      label: label('收款单号', 'Receipt no.', '入金番号'),
      numbered: 'receiveFee',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'RF-EXAMPLE-0099',
    }),
    ...feeFields,
    partyId: f.link('erp/basefactory', { label: label('付款单位', 'Provider', '支払元'), list: true, search: true }),
    receiveDate: f.date({ label: label('收款日期', 'Received on', '入金日'), list: true, sort: true, search: true }),
    bankAccountId: f.link('erp/financeaccount', { label: label('收款账户', 'Bank account', '入金口座'), list: true }),
    feeDetailId: f.link('erp/financialfeedetail', { label: label('关联账单', 'Bill', '関連請求'), search: true }),
    status: f.dict('receive_fee_status', {
      label: label('状态', 'Status', 'ステータス'),
      default: 1,
      list: true,
      search: true,
    }),
    remark,
  },
  calls: ['list', 'page', 'detail', { op: 'submit', path: 'saveOrUpdate' }, 'remove', 'export'],
  permissions: RECEIVE_FEE_PERMISSIONS,
  statusDict: 'receive_fee_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 40 },
})
