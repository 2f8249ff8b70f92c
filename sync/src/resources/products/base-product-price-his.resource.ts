import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS } from './base-product.resource.ts'

/** Every change of a product's unit price or of a declaration's price (价格历史), newest first. */
export const baseProductPriceHis = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproductpricehis',
  table: 'erp_base_product_price_his',
  label: { zh: '价格历史', en: 'Price history', ja: '価格履歴' },
  fields: {
    productId: f.id({ label: { zh: '产品', en: 'Product', ja: '商品' }, required: true, search: true }),
    declareId: f.id({ label: { zh: '申报信息', en: 'Declaration', ja: '申告情報' }, search: true }),
    priceType: f.dict('price_type', {
      label: { zh: '价格类型', en: 'Price type', ja: '価格種別' },
      required: true,
      list: true,
      search: true,
    }),
    oldPrice: f.decimal({
      shown: 2,
      label: { zh: '原价格', en: 'Old price', ja: '旧価格' },
      scale: 4,
      list: true,
    }),
    newPrice: f.decimal({
      shown: 2,
      label: { zh: '新价格', en: 'New price', ja: '新価格' },
      required: true,
      scale: 4,
      title: true,
      list: true,
    }),
    currency: f.dict('currency', { label: { zh: '币种', en: 'Currency', ja: '通貨' }, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, list: true }),
  },
  calls: [],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'create_time DESC, id DESC',
  isChild: true,
})
