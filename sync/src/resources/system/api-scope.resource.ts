import { defineResource, f } from '../define-resource.ts'

/**
 * API scopes (接口权限, spec 1 §6): a permission code granted to a role without the menu entry,
 * e.g. letting a role call one API its pages do not show.
 */
export const apiScope = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'api-scope',
  table: 'blade_scope_api',
  label: { zh: '接口权限', en: 'API scope', ja: 'API権限' },
  fields: {
    resourceCode: f.text({
      label: { zh: '权限编号', en: 'Permission code', ja: '権限コード' },
      required: true,
      max: 64,
      pattern: /^[a-z][a-z0-9_]*$/,
      list: true,
      search: true,
      sort: true,
      example: 'notice_view',
    }),
    scopeName: f.text({
      label: { zh: '接口名称', en: 'Scope name', ja: '権限名' },
      required: true,
      max: 255,
      list: true,
      search: true,
      title: true,
      example: '读取通知接口',
    }),
    scopePath: f.text({
      label: { zh: '接口路径', en: 'API path', ja: 'APIパス' },
      max: 255,
      list: true,
      search: true,
      example: '/api/blade-desk/notice/list',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '供报表系统读取通知' }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
    }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'api_scope_view', add: 'api_scope_add', edit: 'api_scope_edit', remove: 'api_scope_delete' },
  menu: { parent: 'system', sort: 80, icon: 'api' },
})
