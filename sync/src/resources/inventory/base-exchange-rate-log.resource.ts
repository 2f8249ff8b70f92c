import { defineResource, f } from '../define-resource.ts'

/** The append-only history of exchange-rate changes (read through `exchangeRateDetail` or its page). */
export const baseExchangeRateLog = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'baseexchangeratelog',
  table: 'erp_base_exchange_rate_log',
  label: { zh: '汇率变更记录', en: 'Exchange rate history', ja: '為替レート履歴' },
  fields: {
    exchangeRateId: f.id({ label: { zh: '汇率', en: 'Exchange rate', ja: '為替レート' }, search: true }),
    fromCurrency: f.text({
      label: { zh: '原币种', en: 'From currency', ja: '換算元通貨' },
      max: 3,
      list: true,
      search: true,
    }),
    toCurrency: f.text({
      label: { zh: '目标币种', en: 'To currency', ja: '換算先通貨' },
      max: 3,
      list: true,
      search: true,
    }),
    oldRate: f.decimal({ label: { zh: '原汇率', en: 'Previous rate', ja: '旧レート' }, scale: 6, list: true }),
    rate: f.decimal({ label: { zh: '新汇率', en: 'New rate', ja: '新レート' }, scale: 6, list: true, title: true }),
    changeTime: f.datetime({
      label: { zh: '变更时间', en: 'Changed at', ja: '変更日時' },
      list: true,
      search: true,
      sort: true,
    }),
    source: f.text({ label: { zh: '来源', en: 'Source', ja: '変更元' }, max: 32, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, list: true }),
  },
  calls: ['page'],
  permissions: {
    view: 'baseexchangerate_view',
    add: 'baseexchangerate_add',
    edit: 'baseexchangerate_edit',
    remove: 'baseexchangerate_delete',
  },
  defaultOrder: 'change_time DESC, id DESC',
  isChild: true,
})
