import { defineResource, f } from '../define-resource.ts'

/**
 * Virtual UPCs (虚拟UPC): flag code + manufacturer code + commodity code (11 digits) and the GS1
 * check digit the server computes, a 12-digit UPC-A unique per tenant; `createUpc` issues the next
 * free commodity codes of a manufacturer code.
 */
export const baseProductUpc = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproductupc',
  table: 'erp_base_product_upc',
  label: { zh: '虚拟UPC', en: 'Virtual UPC', ja: '仮想UPC' },
  fields: {
    upc: f.text({
      label: { zh: 'UPC', en: 'UPC', ja: 'UPC' },
      max: 12,
      pattern: /^\d{12}$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
    }),
    flagCode: f.text({
      label: { zh: '标识码', en: 'Flag code', ja: 'フラグコード' },
      required: true,
      max: 1,
      pattern: /^\d$/,
      list: true,
      search: true,
      example: '0',
    }),
    manufacturerCode: f.text({
      label: { zh: '厂商代码', en: 'Manufacturer code', ja: 'メーカーコード' },
      required: true,
      min: 5,
      max: 9,
      pattern: /^\d{5,9}$/,
      list: true,
      search: true,
      example: '12345',
    }),
    commodityCode: f.text({
      label: { zh: '商品代码', en: 'Commodity code', ja: '商品コード' },
      required: true,
      max: 5,
      pattern: /^\d{1,5}$/,
      list: true,
      search: true,
      example: '99999',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      unique: true,
      list: true,
      search: true,
    }),
    remark: f.text({
      label: { zh: '备注', en: 'Remark', ja: '備考' },
      max: 255,
      example: 'Reserved for the 2 L kettle',
    }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'save', 'remove'],
  permissions: {
    view: 'baseproductupc_view',
    add: 'baseproductupc_add',
    edit: 'baseproductupc_edit',
    remove: 'baseproductupc_delete',
  },
  menu: { parent: 'products', sort: 40 },
})
