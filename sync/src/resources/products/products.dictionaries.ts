import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Spec 2 §7.10: a product is sold on its own or as a combination of other products. */
export const productType = defineDictionary({
  code: 'product_type',
  name: { zh: '产品类型', en: 'Product type', ja: '商品タイプ' },
  entries: [
    { key: '1', label: { zh: '单品', en: 'Individual', ja: '単品' } },
    { key: '2', label: { zh: '组合', en: 'Combination', ja: 'セット' }, remark: 'Lists its parts with quantities' },
  ],
})

/** Spec 2 §7.10: main product or accessory. */
export const productRole = defineDictionary({
  code: 'product_role',
  name: { zh: '主配件', en: 'Main or accessory', ja: '本体/付属品' },
  entries: [
    { key: '1', label: { zh: '主件', en: 'Main product', ja: '本体' } },
    { key: '2', label: { zh: '配件', en: 'Accessory', ja: '付属品' } },
  ],
})

/** Review of a sales SKU before it is used (submitReview → review). */
export const saleSkuReviewStatus = defineDictionary({
  code: 'sale_sku_review_status',
  name: { zh: '销售SKU审核状态', en: 'Sales SKU review status', ja: '販売SKU審査状態' },
  entries: [
    { key: '0', label: { zh: '未提交', en: 'Not submitted', ja: '未提出' } },
    { key: '1', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '2', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '3', label: { zh: '审核驳回', en: 'Rejected', ja: '却下' } },
  ],
})

/** Where a product is pushed: a shop (marketplace listing) or a warehouse (store). */
export const pushTarget = defineDictionary({
  code: 'push_target',
  name: { zh: '推送目标', en: 'Push target', ja: '連携先' },
  entries: [
    { key: '1', label: { zh: '店铺', en: 'Shop', ja: 'ショップ' } },
    { key: '2', label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' } },
  ],
})

/** State of a product push or sync request, until a connector delivers it. */
export const pushStatus = defineDictionary({
  code: 'push_status',
  name: { zh: '推送状态', en: 'Push status', ja: '連携状態' },
  entries: [
    { key: '1', label: { zh: '待推送', en: 'Pending', ja: '連携待ち' } },
    { key: '2', label: { zh: '已推送', en: 'Pushed', ja: '連携済み' } },
    { key: '3', label: { zh: '推送失败', en: 'Failed', ja: '連携失敗' } },
  ],
})

/** Which price a price-history row records. */
export const priceType = defineDictionary({
  code: 'price_type',
  name: { zh: '价格类型', en: 'Price type', ja: '価格種別' },
  entries: [
    { key: '1', label: { zh: '单价', en: 'Unit price', ja: '単価' } },
    { key: '2', label: { zh: '申报价', en: 'Declared price', ja: '申告価格' } },
  ],
})

/** Vocabularies of the products area beyond spec 1 §4 and §9. */
export const productsDictionaries: readonly Dictionary[] = [
  productType,
  productRole,
  saleSkuReviewStatus,
  pushTarget,
  pushStatus,
  priceType,
]
