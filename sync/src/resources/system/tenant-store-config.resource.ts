import { defineResource, f } from '../define-resource.ts'

/** Tenant setting: store-level options by key (inventory push share, safety stock, sync switches). */
export const tenantStoreConfig = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'tenantStoreConfig',
  table: 'blade_tenant_store_config',
  label: { zh: '店铺配置', en: 'Store settings', ja: 'ストア設定' },
  fields: {
    configName: f.text({
      label: { zh: '配置名称', en: 'Setting name', ja: '設定名' },
      required: true,
      max: 100,
      list: true,
      search: true,
      title: true,
      example: '库存推送比例',
    }),
    configKey: f.text({
      label: { zh: '配置键', en: 'Setting key', ja: '設定キー' },
      required: true,
      max: 100,
      pattern: /^[A-Za-z][A-Za-z0-9_.:-]*$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'inventory.push.ratio',
    }),
    configValue: f.text({
      label: { zh: '配置值', en: 'Value', ja: '値' },
      required: true,
      max: 2000,
      list: true,
      example: '0.8',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '推送可用库存的 80%' }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: {
    view: 'tenantstoreconfig_view',
    add: 'tenantstoreconfig_add',
    edit: 'tenantstoreconfig_edit',
    remove: 'tenantstoreconfig_delete',
  },
  menu: { parent: 'system', sort: 25, icon: 'settings-2' },
})
