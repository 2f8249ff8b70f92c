import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS, SKU_PATTERN } from './base-product.resource.ts'

/**
 * Further system SKUs of a product (系统SKU), e.g. a two-pack code standing for two units or a
 * legacy code; a product's own `sysSku` is its main one. Sales SKUs map to products through them.
 */
export const baseSysProduct = defineResource({
  area: 'products',
  module: 'erp',
  name: 'basesysproduct',
  table: 'erp_base_sys_product',
  label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
  fields: {
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      search: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      max: 64,
      pattern: SKU_PATTERN,
      unique: true,
      title: true,
      list: true,
      search: true,
      example: 'EX-KETTLE-2PK',
    }),
    quantity: f.integer({
      label: { zh: '对应产品数量', en: 'Product units', ja: '商品数量' },
      required: true,
      min: 1,
      max: 9999,
      list: true,
      example: 2,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: 'Two-pack' }),
  },
  calls: ['save'],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'id ASC',
  isChild: true,
})
