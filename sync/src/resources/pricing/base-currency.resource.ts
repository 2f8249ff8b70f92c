import { defineResource, f } from '../define-resource.ts'

/**
 * Currencies (币种): spec 1 §3 currency (code, symbol, digits, sysRate, rate, roundingMode; defaults
 * USD and CNY). One currency is the tenant's base currency (`isBase`, rates 1): `sysRate` is the
 * system rate into it, kept from erp/baseexchangerate; `rate` the rate the company books with.
 */
export const baseCurrency = defineResource({
  area: 'pricing',
  module: 'erp',
  name: 'basecurrency',
  table: 'erp_base_currency',
  label: { zh: '币种', en: 'Currency', ja: '通貨' },
  fields: {
    code: f.text({
      label: { zh: '币种代码', en: 'Code', ja: '通貨コード' },
      required: true,
      max: 3,
      pattern: /^[A-Z]{3}$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'MXN',
    }),
    name: f.text({
      label: { zh: '币种名称', en: 'Name', ja: '名称' },
      required: true,
      max: 50,
      title: true,
      list: true,
      search: true,
      example: '墨西哥比索',
    }),
    symbol: f.text({ label: { zh: '符号', en: 'Symbol', ja: '記号' }, max: 8, list: true, example: 'MX$' }),
    digits: f.integer({
      label: { zh: '小数位数', en: 'Decimal digits', ja: '小数桁数' },
      required: true,
      default: 2,
      min: 0,
      max: 6,
      list: true,
      example: 2,
    }),
    sysRate: f.decimal({
      label: { zh: '系统汇率', en: 'System rate', ja: 'システムレート' },
      scale: 6,
      min: 0,
      max: 1000000000,
      list: true,
      example: '0.410000',
    }),
    rate: f.decimal({
      label: { zh: '汇率', en: 'Rate', ja: 'レート' },
      scale: 6,
      min: 0,
      max: 1000000000,
      list: true,
      example: '0.400000',
    }),
    roundingMode: f.dict('rounding_mode', {
      label: { zh: '舍入方式', en: 'Rounding mode', ja: '端数処理' },
      required: true,
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    isBase: f.bool({ label: { zh: '本位币', en: 'Base currency', ja: '基軸通貨' }, list: true, search: true }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
  permissions: {
    view: 'basecurrency_view',
    add: 'basecurrency_add',
    edit: 'basecurrency_edit',
    remove: 'basecurrency_delete',
  },
  statusDict: 'enable_status',
  defaultOrder: 'is_base DESC, code, id DESC',
  menu: { parent: 'money', sort: 10 },
})
