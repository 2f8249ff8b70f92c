import { defineResource, f } from '../define-resource.ts'

/** Tenant setting: Amazon Vendor Central accounts (vendor code per marketplace; the token stored encrypted). */
export const tenantAmazonVc = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'tenantAmazonVc',
  table: 'blade_tenant_amazon_vc',
  label: { zh: '亚马逊 VC 设置', en: 'Amazon VC accounts', ja: 'Amazon VC 設定' },
  fields: {
    vendorCode: f.text({
      label: { zh: '供应商编码', en: 'Vendor code', ja: 'ベンダーコード' },
      required: true,
      max: 32,
      pattern: /^[A-Z0-9]{3,32}$/,
      unique: true,
      uniqueWith: ['marketplace'],
      list: true,
      search: true,
      sort: true,
      example: 'AT7PK',
    }),
    vendorName: f.text({
      label: { zh: '供应商名称', en: 'Vendor name', ja: 'ベンダー名' },
      required: true,
      max: 100,
      list: true,
      search: true,
      title: true,
      example: 'Demo Trading US',
    }),
    marketplace: f.dict('country', {
      label: { zh: '站点', en: 'Marketplace', ja: 'マーケットプレイス' },
      required: true,
      list: true,
      search: true,
      example: 'CA',
    }),
    sellingPartnerId: f.text({
      label: { zh: '卖家合作伙伴 ID', en: 'Selling partner ID', ja: 'セリングパートナーID' },
      max: 64,
      example: 'amzn1.sp.demo.ca',
    }),
    refreshToken: f.text({
      label: { zh: '授权令牌', en: 'Refresh token', ja: 'リフレッシュトークン' },
      max: 2000,
      secret: true,
      example: 'Atzr|demo-refresh-token',
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '加拿大站 VC 账号' }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: {
    view: 'tenantamazonvc_view',
    add: 'tenantamazonvc_add',
    edit: 'tenantamazonvc_edit',
    remove: 'tenantamazonvc_delete',
  },
  menu: { parent: 'system', sort: 24, icon: 'brand-amazon' },
})
