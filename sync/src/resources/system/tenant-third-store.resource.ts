import { defineResource, f } from '../define-resource.ts'

/** Tenant setting: third-party store systems the tenant connects (app key; the secret stored encrypted). */
export const tenantThirdStore = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'tenantThirdStore',
  table: 'blade_tenant_third_store',
  label: { zh: '第三方店铺设置', en: 'Third-party stores', ja: 'サードパーティストア' },
  fields: {
    storeName: f.text({
      label: { zh: '店铺名称', en: 'Store name', ja: 'ストア名' },
      required: true,
      max: 100,
      unique: true,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: 'Shopify EU',
    }),
    storeType: f.text({
      label: { zh: '系统类型', en: 'System', ja: 'システム種別' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
      list: true,
      search: true,
      example: 'SHOPIFY',
    }),
    apiUrl: f.text({
      label: { zh: '接口地址', en: 'API URL', ja: 'API URL' },
      max: 500,
      pattern: /^https:\/\/\S+$/,
      list: true,
      example: 'https://eu-store.myshopify.com/admin/api',
    }),
    appKey: f.text({ label: { zh: '应用标识', en: 'App key', ja: 'アプリキー' }, max: 200, example: 'shp_app_eu_01' }),
    appSecret: f.text({
      label: { zh: '应用密钥', en: 'App secret', ja: 'アプリシークレット' },
      max: 500,
      secret: true,
      example: 'shpss_0123456789',
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '欧洲独立站' }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: {
    view: 'tenantthirdstore_view',
    add: 'tenantthirdstore_add',
    edit: 'tenantthirdstore_edit',
    remove: 'tenantthirdstore_delete',
  },
  menu: { parent: 'system', sort: 23, icon: 'plug' },
})
