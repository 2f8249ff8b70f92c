import { defineResource, f } from '../define-resource.ts'

/**
 * Code generator records (代码生成): a resource to scaffold. `gen-code` turns one into a zip with
 * the declaration, the migration and a test skeleton; `fields` is a JSON list of
 * `{ key, type, label: {zh, en, ja}, required?, max?, unique?, list?, search?, dict?, target? }`.
 */
export const code = defineResource({
  area: 'system',
  module: 'blade-develop',
  name: 'code',
  table: 'blade_code',
  label: { zh: '代码生成', en: 'Code generator', ja: 'コード生成' },
  fields: {
    codeName: f.text({
      label: { zh: '模块名称', en: 'Name', ja: '名称' },
      required: true,
      max: 64,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '客户拜访记录',
    }),
    area: f.text({
      label: { zh: '业务领域', en: 'Area', ja: '業務領域' },
      required: true,
      max: 32,
      pattern: /^[a-z][a-z-]*$/,
      list: true,
      search: true,
      example: 'other',
    }),
    module: f.text({
      label: { zh: '服务模块', en: 'URL module', ja: 'URLモジュール' },
      required: true,
      max: 32,
      pattern: /^[a-z][a-z0-9-]*$/,
      list: true,
      example: 'erp',
    }),
    resourceName: f.text({
      label: { zh: '资源名', en: 'Resource name', ja: 'リソース名' },
      required: true,
      max: 64,
      pattern: /^[a-z][A-Za-z0-9]*$/,
      list: true,
      search: true,
      example: 'customervisit',
    }),
    tableName: f.text({
      label: { zh: '表名', en: 'Table', ja: 'テーブル名' },
      required: true,
      max: 63,
      pattern: /^[a-z][a-z0-9_]*$/,
      list: true,
      search: true,
      example: 'erp_customer_visit',
    }),
    labelEn: f.text({
      label: { zh: '英文名称', en: 'English name', ja: '英語名' },
      max: 64,
      example: 'Customer visit',
    }),
    labelJa: f.text({ label: { zh: '日文名称', en: 'Japanese name', ja: '日本語名' }, max: 64, example: '顧客訪問' }),
    menuParent: f.text({
      label: { zh: '上级菜单', en: 'Menu folder', ja: '親メニュー' },
      max: 32,
      pattern: /^[a-z]+$/,
      example: 'partners',
    }),
    fields: f.longText({
      label: { zh: '字段', en: 'Fields', ja: 'フィールド' },
      required: true,
      max: 100000,
      // A JSON list; its entries are checked by the code generator's hook.
      pattern: /^\s*\[[\s\S]*\]\s*$/,
      example:
        '[{"key":"customerId","type":"link","target":"erp/basecustomer","label":{"zh":"客户","en":"Customer","ja":"顧客"},"required":true,"list":true},{"key":"visitDate","type":"date","label":{"zh":"拜访日期","en":"Visit date","ja":"訪問日"},"required":true,"list":true,"search":true},{"key":"summary","type":"text","max":500,"label":{"zh":"纪要","en":"Summary","ja":"要約"},"list":true,"search":true}]',
    }),
    datasourceId: f.link('blade-system/datasource', { label: { zh: '数据源', en: 'Data source', ja: 'データソース' } }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '销售部提出' }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'code_view', add: 'code_add', edit: 'code_edit', remove: 'code_delete' },
  menu: { parent: 'system', sort: 50, icon: 'code' },
})
