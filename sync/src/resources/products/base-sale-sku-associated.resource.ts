import { defineResource, f } from '../define-resource.ts'
import { SALE_SKU_PERMISSIONS } from './base-sale-sku.resource.ts'

/** The system SKUs (products) one sales SKU ships, with quantities (销售SKU关联). */
export const baseSaleSkuAssociated = defineResource({
  area: 'products',
  module: 'erp',
  name: 'basesaleskuassociated',
  table: 'erp_base_sale_sku_associated',
  label: { zh: '销售SKU关联', en: 'Sales SKU mapping', ja: '販売SKU紐付け' },
  fields: {
    saleSkuId: f.id({ label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' }, required: true, search: true }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      unique: true,
      uniqueWith: ['saleSkuId'],
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
  calls: ['page'],
  permissions: SALE_SKU_PERMISSIONS,
  defaultOrder: 'id ASC',
  isChild: true,
})
