import { defineResource, f } from '../define-resource.ts'

/** System parameters (参数管理): named settings read by key. */
export const param = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'param',
  table: 'blade_param',
  label: { zh: '参数管理', en: 'Parameter', ja: 'パラメータ' },
  fields: {
    paramName: f.text({
      label: { zh: '参数名称', en: 'Parameter name', ja: 'パラメータ名' },
      required: true,
      max: 255,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '默认发货仓',
    }),
    paramKey: f.text({
      label: { zh: '参数键名', en: 'Parameter key', ja: 'パラメータキー' },
      required: true,
      max: 255,
      pattern: /^[A-Za-z][A-Za-z0-9_.:-]*$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'order.default.warehouse',
    }),
    paramValue: f.text({
      label: { zh: '参数键值', en: 'Parameter value', ja: 'パラメータ値' },
      required: true,
      max: 2000,
      list: true,
      search: true,
      example: 'LA01',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '新订单默认分配的仓库编码' }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'param_view', add: 'param_add', edit: 'param_edit', remove: 'param_delete' },
  menu: { parent: 'system', sort: 12, icon: 'adjustments' },
})
