import { defineResource, f } from '../define-resource.ts'

/** Brands (品牌) products carry. */
export const baseBrand = defineResource({
  area: 'products',
  module: 'erp',
  name: 'basebrand',
  table: 'erp_base_brand',
  label: { zh: '品牌', en: 'Brand', ja: 'ブランド' },
  fields: {
    brandName: f.text({
      label: { zh: '品牌名称', en: 'Brand name', ja: 'ブランド名' },
      required: true,
      max: 100,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'Example Home',
    }),
    brandCode: f.text({
      label: { zh: '品牌编码', en: 'Brand code', ja: 'ブランドコード' },
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      example: 'EX-HOME',
    }),
    trademarkNo: f.text({
      label: { zh: '商标注册号', en: 'Trademark number', ja: '商標登録番号' },
      max: 32,
      list: true,
      search: true,
      example: '90123456',
    }),
    country: f.dict('country', {
      label: { zh: '注册国家', en: 'Registered in', ja: '登録国' },
      list: true,
      search: true,
      example: 'US',
    }),
    logoUrl: f.file({ label: { zh: '标志', en: 'Logo', ja: 'ロゴ' } }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
  },
  // Beyond the catalogue's brand calls: brand lists are exchanged as spreadsheets, like products.
  calls: ['page', 'detail', 'select', 'save', 'update', 'remove', 'export', 'import', 'template'],
  permissions: {
    view: 'basebrand_view',
    add: 'basebrand_add',
    edit: 'basebrand_edit',
    remove: 'basebrand_delete',
  },
  menu: { parent: 'products', sort: 30 },
})
