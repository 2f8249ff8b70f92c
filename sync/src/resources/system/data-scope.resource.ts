import { defineResource, f } from '../define-resource.ts'

/**
 * Data scopes (数据权限, spec 1 §6): which rows of a resource a role sees. `resourceCode` is the
 * resource's view permission code; roles receive scopes through role grant.
 */
export const dataScope = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'data-scope',
  table: 'blade_scope_data',
  label: { zh: '数据权限', en: 'Data scope', ja: 'データ権限' },
  fields: {
    resourceCode: f.text({
      label: { zh: '资源编号', en: 'Resource code', ja: 'リソースコード' },
      required: true,
      max: 64,
      pattern: /^[a-z][a-z0-9_]*_view$/,
      list: true,
      search: true,
      sort: true,
      example: 'notice_view',
    }),
    scopeName: f.text({
      label: { zh: '权限名称', en: 'Scope name', ja: '権限名' },
      required: true,
      max: 255,
      list: true,
      search: true,
      title: true,
      example: '本部门的通知',
    }),
    scopeColumn: f.dict('data_scope_column', {
      label: { zh: '权限字段', en: 'Scope column', ja: '対象列' },
      default: 'create_user',
      list: true,
      example: 'create_dept',
    }),
    scopeType: f.dict('data_scope_type', {
      label: { zh: '规则类型', en: 'Rule type', ja: 'ルール種別' },
      required: true,
      list: true,
      search: true,
      example: '3',
    }),
    scopeValue: f.text({
      label: { zh: '规则值', en: 'Rule value', ja: 'ルール値' },
      max: 2000,
      pattern: /^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '只看本部门创建的通知' }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
    }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'data_scope_view',
    add: 'data_scope_add',
    edit: 'data_scope_edit',
    remove: 'data_scope_delete',
  },
  menu: { parent: 'system', sort: 70, icon: 'database' },
})
