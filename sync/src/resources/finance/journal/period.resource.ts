import { defineResource, f } from '../../define-resource.ts'

/** Who sees the accounting periods, closes them, and reopens a closed one (the finance administrator's grant). */
export const FINANCE_PERIOD_PERMISSIONS = {
  view: 'financeperiod_view',
  add: 'financeperiod_add',
  edit: 'financeperiod_edit',
  remove: 'financeperiod_delete',
  /** Closing a month (its page's button). */
  close: 'financeperiod_close',
  /** Reopening a closed month: the finance administrator's own grant. */
  reopen: 'financeperiod_reopen',
}

/**
 * Accounting periods (会计期间, /api/finance/period): one row per tenant and month (`YYYY-MM`), made
 * open by the month's first posting. Closing (`/api/finance/period/close`) checks the trial balance
 * is zero; a closed month refuses postings; reopening (`/reopen`) needs its own grant and is
 * recorded (who, when, why). Only those two calls change a period: the list is read-only.
 */
export const financePeriod = defineResource({
  area: 'finance',
  module: 'finance',
  name: 'period',
  table: 'fin_period',
  label: { zh: '会计期间', en: 'Accounting periods', ja: '会計期間' },
  fields: {
    period: f.text({
      label: { zh: '期间', en: 'Period', ja: '期間' },
      required: true,
      max: 7,
      pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: '2027-03',
    }),
    status: f.dict('fin_period_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    closeUser: f.id({ label: { zh: '结账人', en: 'Closed by', ja: '締め担当' }, list: true }),
    closeTime: f.datetime({ label: { zh: '结账时间', en: 'Closed at', ja: '締め日時' }, list: true }),
    reopenUser: f.id({ label: { zh: '反结账人', en: 'Reopened by', ja: '締め解除担当' }, list: true }),
    reopenTime: f.datetime({ label: { zh: '反结账时间', en: 'Reopened at', ja: '締め解除日時' }, list: true }),
    reopenReason: f.text({
      label: { zh: '反结账原因', en: 'Reason reopened', ja: '締め解除理由' },
      max: 500,
      list: true,
    }),
  },
  calls: ['page', 'list', 'detail'],
  permissions: {
    view: FINANCE_PERIOD_PERMISSIONS.view,
    add: FINANCE_PERIOD_PERMISSIONS.add,
    edit: FINANCE_PERIOD_PERMISSIONS.edit,
    remove: FINANCE_PERIOD_PERMISSIONS.remove,
  },
  statusDict: 'fin_period_status',
  defaultOrder: 'period DESC',
  menu: {
    parent: 'finance',
    sort: 95,
    buttons: [
      { code: FINANCE_PERIOD_PERMISSIONS.close, name: { zh: '结账', en: 'Close period', ja: '締め' } },
      { code: FINANCE_PERIOD_PERMISSIONS.reopen, name: { zh: '反结账', en: 'Reopen period', ja: '締め解除' } },
    ],
  },
})
