import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

const CURRENCY = /^[A-Z]{3}$/

/**
 * Exchange rates (汇率) between two of the tenant's currencies: /api/erp/baseexchangerate. Every
 * change of `rate` appends a row to erp/baseexchangeratelog; `updateExchangeRate` sets a new rate
 * and `exchangeRateDetail` answers a pair's current rate with its history.
 */
export const baseExchangeRate = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'baseexchangerate',
  table: 'erp_base_exchange_rate',
  label: { zh: '汇率', en: 'Exchange rate', ja: '為替レート' },
  fields: {
    fromCurrency: f.text({
      label: { zh: '原币种', en: 'From currency', ja: '換算元通貨' },
      required: true,
      max: 3,
      pattern: CURRENCY,
      choices: CURRENCY_CHOICES,
      unique: true,
      uniqueWith: ['toCurrency'],
      list: true,
      search: true,
      sort: true,
      example: 'GBP',
    }),
    toCurrency: f.text({
      label: { zh: '目标币种', en: 'To currency', ja: '換算先通貨' },
      required: true,
      max: 3,
      pattern: CURRENCY,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      sort: true,
      example: 'USD',
    }),
    pairCode: f.text({
      label: { zh: '币种对', en: 'Currency pair', ja: '通貨ペア' },
      max: 7,
      title: true,
      list: true,
      search: true,
    }),
    rate: f.decimal({
      label: { zh: '汇率', en: 'Rate', ja: 'レート' },
      scale: 6,
      required: true,
      min: 0.000001,
      max: 1000000000,
      list: true,
      example: '1.270000',
    }),
    rateTime: f.datetime({ label: { zh: '生效时间', en: 'Rate set at', ja: '適用日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Bank of China mid rate' }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'baseexchangerate_view',
    add: 'baseexchangerate_add',
    edit: 'baseexchangerate_edit',
    remove: 'baseexchangerate_delete',
  },
  defaultOrder: 'from_currency, to_currency, id DESC',
  menu: { parent: 'money', sort: 20 },
})
