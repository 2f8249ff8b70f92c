import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS } from './base-product.resource.ts'

/**
 * Suppliers of a product (产品工厂) with purchase price and lead time; saved with the product or
 * replaced as a list (`addList`, `batchSave`). The supplier's name is kept on the row for drop-downs.
 */
export const productFactory = defineResource({
  area: 'products',
  module: 'erp',
  name: 'productfactory',
  table: 'erp_product_factory',
  label: { zh: '产品供应商', en: 'Product supplier', ja: '商品仕入先' },
  fields: {
    productId: f.id({ label: { zh: '产品', en: 'Product', ja: '商品' }, required: true, search: true }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '供应商', en: 'Supplier', ja: 'サプライヤー' },
      required: true,
      unique: true,
      uniqueWith: ['productId'],
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    factoryName: f.text({
      label: { zh: '供应商名称', en: 'Supplier name', ja: 'サプライヤー名' },
      max: 100,
      title: true,
      list: true,
      search: true,
    }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      list: true,
      search: true,
    }),
    purchasePrice: f.decimal({
      shown: 2,
      label: { zh: '采购价', en: 'Purchase price', ja: '仕入価格' },
      required: true,
      scale: 4,
      min: 0,
      list: true,
      sort: true,
      example: '58.0000',
    }),
    currency: f.dict('currency', {
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      required: true,
      list: true,
      example: 'CNY',
    }),
    leadTime: f.integer({
      label: { zh: '交期(天)', en: 'Lead time (days)', ja: 'リードタイム(日)' },
      min: 0,
      max: 365,
      list: true,
      sort: true,
      example: 15,
    }),
    minOrderQuantity: f.integer({
      label: { zh: '起订量', en: 'Minimum order quantity', ja: '最小発注数' },
      min: 1,
      max: 10000000,
      list: true,
      example: 500,
    }),
    isDefault: f.bool({
      label: { zh: '默认供应商', en: 'Default supplier', ja: '既定の仕入先' },
      list: true,
      search: true,
      example: 1,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  calls: ['page', 'select'],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'is_default DESC, id ASC',
  isChild: true,
})
