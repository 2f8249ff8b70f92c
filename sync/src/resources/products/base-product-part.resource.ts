import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS } from './base-product.resource.ts'

/** Parts of a combination product with their quantities (组合明细), saved with the product. */
export const baseProductPart = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproductpart',
  table: 'erp_base_product_part',
  label: { zh: '组合明细', en: 'Product part', ja: 'セット構成' },
  fields: {
    productId: f.id({
      label: { zh: '组合产品', en: 'Combination product', ja: 'セット商品' },
      required: true,
      search: true,
    }),
    partId: f.link('erp/baseproduct', {
      label: { zh: '子产品', en: 'Part', ja: '構成品' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    quantity: f.integer({
      label: { zh: '数量', en: 'Quantity', ja: '数量' },
      required: true,
      min: 1,
      max: 9999,
      list: true,
      example: 1,
    }),
  },
  calls: [],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'id ASC',
  isChild: true,
})
