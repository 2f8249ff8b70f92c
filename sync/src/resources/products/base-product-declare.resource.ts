import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS, SKU_PATTERN } from './base-product.resource.ts'

/**
 * Customs declaration of a product (申报信息), one per destination country, saved with the product;
 * `searchPublicDeclare` finds them by declared SKU, `priceHisList` lists their price changes.
 */
export const baseProductDeclare = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproductdeclare',
  basePath: '/api/erp/baseProductDeclare',
  table: 'erp_base_product_declare',
  label: { zh: '申报信息', en: 'Customs declaration', ja: '通関申告情報' },
  fields: {
    productId: f.id({ label: { zh: '产品', en: 'Product', ja: '商品' }, required: true, search: true }),
    sku: f.text({
      label: { zh: '申报SKU', en: 'Declared SKU', ja: '申告SKU' },
      max: 64,
      pattern: SKU_PATTERN,
      title: true,
      list: true,
      search: true,
      example: 'EX-KETTLE-17L',
    }),
    country: f.dict('country', {
      label: { zh: '目的国', en: 'Destination country', ja: '仕向国' },
      list: true,
      search: true,
      example: 'US',
    }),
    declareNameZh: f.text({
      label: { zh: '中文品名', en: 'Name (Chinese)', ja: '品名(中国語)' },
      required: true,
      max: 100,
      list: true,
      search: true,
      example: '电热水壶',
    }),
    declareNameEn: f.text({
      label: { zh: '英文品名', en: 'Name (English)', ja: '品名(英語)' },
      required: true,
      max: 100,
      list: true,
      search: true,
      example: 'Electric kettle',
    }),
    customsCode: f.text({
      label: { zh: '海关编码', en: 'Customs code (HS)', ja: 'HSコード' },
      max: 16,
      pattern: /^\d{4,6}(\.?\d{2}){0,3}$/,
      list: true,
      search: true,
      example: '8516.71',
    }),
    declarePrice: f.decimal({
      shown: 2,
      label: { zh: '申报单价', en: 'Declared unit price', ja: '申告単価' },
      required: true,
      scale: 4,
      min: 0,
      list: true,
      example: '12.5000',
    }),
    currency: f.dict('currency', {
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      required: true,
      list: true,
      example: 'USD',
    }),
    declareUnit: f.text({ label: { zh: '申报单位', en: 'Unit', ja: '申告単位' }, max: 16, example: 'pcs' }),
    material: f.text({ label: { zh: '材质', en: 'Material', ja: '素材' }, max: 100, example: 'Stainless steel' }),
    purpose: f.text({ label: { zh: '用途', en: 'Use', ja: '用途' }, max: 100, example: 'Boiling water' }),
    brand: f.text({ label: { zh: '品牌', en: 'Brand', ja: 'ブランド' }, max: 64 }),
    model: f.text({ label: { zh: '型号', en: 'Model', ja: '型番' }, max: 64 }),
    isPublic: f.bool({
      label: { zh: '公共申报', en: 'Shared declaration', ja: '共有申告' },
      list: true,
      search: true,
      example: 1,
    }),
  },
  calls: [],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'id ASC',
  isChild: true,
})
