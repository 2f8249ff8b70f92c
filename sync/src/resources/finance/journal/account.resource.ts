import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

/** Who reads and keeps the chart of accounts. */
export const FINANCE_ACCOUNT_PERMISSIONS = {
  view: 'financeaccount_view',
  add: 'financeaccount_add',
  edit: 'financeaccount_edit',
  remove: 'financeaccount_delete',
}

/**
 * The chart of accounts (会计科目, /api/erp/financeaccount): a tree per tenant under the five roots,
 * each leaf of one kind the posting rules name (`ACCOUNT_TYPES`), bank and cash leaves of one
 * currency. Seeded per tenant; the tenant adds and renames, and never removes one with entries
 * (its hook refuses). Postings name a kind, and the journal finds the tenant's leaf of it.
 */
export const financeAccount = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financeaccount',
  table: 'fin_account',
  label: { zh: '会计科目', en: 'Chart of accounts', ja: '勘定科目' },
  fields: {
    code: f.text({
      label: { zh: '科目编码', en: 'Code', ja: '科目コード' },
      required: true,
      max: 32,
      pattern: /^[0-9A-Za-z][0-9A-Za-z.\-_]*$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: '1002.EUR.2',
    }),
    name: f.text({
      label: { zh: '科目名称', en: 'Name', ja: '科目名' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      example: '银行存款-欧元二户',
    }),
    parentId: f.treeParent({ label: { zh: '上级科目', en: 'Parent account', ja: '上位科目' }, search: true }),
    rootType: f.dict('fin_root_type', {
      label: { zh: '科目类别', en: 'Class', ja: '勘定区分' },
      required: true,
      list: true,
      search: true,
      example: 'asset',
    }),
    accountType: f.dict('fin_account_type', {
      label: { zh: '科目用途', en: 'Type', ja: '勘定用途' },
      list: true,
      search: true,
      example: 'bank',
    }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      example: 'EUR',
    }),
    isGroup: f.bool({ label: { zh: '汇总科目', en: 'Group', ja: '集計科目' }, list: true, search: true }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove', 'tree'],
  permissions: FINANCE_ACCOUNT_PERMISSIONS,
  statusDict: 'enable_status',
  defaultOrder: 'code, id',
  menu: { parent: 'finance', sort: 90 },
})
