import { defineResource, f } from '../define-resource.ts'

/** Tenant setting: the marketplaces (platforms) the tenant sells on, and their sites. */
export const tenantPlatform = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'tenantPlatform',
  table: 'blade_tenant_platform',
  label: { zh: '租户平台设置', en: 'Tenant platforms', ja: 'テナントのプラットフォーム' },
  fields: {
    platformCode: f.text({
      label: { zh: '平台编码', en: 'Platform code', ja: 'プラットフォームコード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'TEMU',
    }),
    platformName: f.text({
      label: { zh: '平台名称', en: 'Platform name', ja: 'プラットフォーム名' },
      required: true,
      max: 64,
      list: true,
      search: true,
      title: true,
      example: 'Temu',
    }),
    siteCodes: f.text({
      label: { zh: '站点', en: 'Sites', ja: 'サイト' },
      max: 255,
      pattern: /^[A-Z]{2}(,[A-Z]{2})*$/,
      list: true,
      example: 'US,CA',
    }),
    sort: f.integer({
      label: { zh: '排序', en: 'Sort order', ja: '並び順' },
      min: 0,
      max: 100000,
      sort: true,
      example: 3,
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '2026 年起开通' }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: {
    view: 'tenantplatform_view',
    add: 'tenantplatform_add',
    edit: 'tenantplatform_edit',
    remove: 'tenantplatform_delete',
  },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 22, icon: 'world' },
})
