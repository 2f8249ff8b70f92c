import { defineResource, f } from '../define-resource.ts'

/**
 * Tenants (租户管理, blade_tenant). The platform tenant 000000 manages every tenant, across the
 * row-level security of the table, so the calls are hand-written (server/system/tenant.calls.ts)
 * over the owner connection; the declaration gives fields, validation, permissions and the page.
 */
export const tenant = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'tenant',
  table: 'blade_tenant',
  label: { zh: '租户管理', en: 'Tenant', ja: 'テナント' },
  fields: {
    tenantName: f.text({
      label: { zh: '租户名称', en: 'Tenant name', ja: 'テナント名' },
      required: true,
      max: 50,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: 'Atlantic Trading GmbH',
    }),
    domainUrl: f.text({
      label: { zh: '域名地址', en: 'Domain', ja: 'ドメイン' },
      max: 255,
      unique: true,
      list: true,
      search: true,
      example: 'atlantic.erp.example.com',
    }),
    linkman: f.text({
      label: { zh: '联系人', en: 'Contact', ja: '担当者' },
      max: 20,
      list: true,
      example: 'Anna Weber',
    }),
    contactNumber: f.text({
      label: { zh: '联系电话', en: 'Phone', ja: '電話番号' },
      max: 20,
      pattern: /^[0-9+()\- ]{3,20}$/,
      list: true,
      example: '+49 40 123456',
    }),
    address: f.text({
      label: { zh: '联系地址', en: 'Address', ja: '住所' },
      max: 255,
      example: 'Hafenstraße 1, Hamburg',
    }),
    accountNumber: f.integer({
      label: { zh: '账号额度', en: 'Account quota', ja: 'アカウント上限' },
      min: -1,
      max: 1_000_000,
      default: -1,
      list: true,
      example: 20,
    }),
    expireTime: f.datetime({
      label: { zh: '过期时间', en: 'Expires at', ja: '有効期限' },
      list: true,
      search: true,
      sort: true,
      example: '2030-12-31 23:59:59',
    }),
    datasourceId: f.link('blade-system/datasource', { label: { zh: '数据源', en: 'Data source', ja: 'データソース' } }),
    status: f.dict('tenant_status', {
      label: { zh: '租户状态', en: 'Tenant status', ja: 'テナント状態' },
      default: 1,
      list: true,
      search: true,
      example: '1',
    }),
  },
  calls: [],
  handWrittenCalls: ['list', 'detail', 'select', 'submit', 'remove'],
  permissions: { view: 'tenant_view', add: 'tenant_add', edit: 'tenant_edit', remove: 'tenant_delete' },
  defaultOrder: 'tenant_id',
  menu: { parent: 'system', sort: 20, icon: 'building' },
})
