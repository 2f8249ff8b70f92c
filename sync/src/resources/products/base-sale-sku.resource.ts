import { defineResource, f } from '../define-resource.ts'

/** Permission codes of sales SKUs; their associations share them. */
export const SALE_SKU_PERMISSIONS = {
  view: 'basesalesku_view',
  add: 'basesalesku_add',
  edit: 'basesalesku_edit',
  remove: 'basesalesku_delete',
} as const

/**
 * Sales SKUs (销售SKU): a shop's seller SKU mapped to system SKUs (`associations`, with quantities);
 * mapped/unmapped follows the mapping, the review flow is submitReview → review.
 */
export const baseSaleSku = defineResource({
  area: 'products',
  module: 'erp',
  name: 'basesalesku',
  table: 'erp_base_sale_sku',
  label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    saleSku: f.text({
      label: { zh: '销售SKU', en: 'Seller SKU', ja: '販売SKU' },
      required: true,
      max: 100,
      unique: true,
      uniqueWith: ['shopId'],
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'EX-SELLER-KETTLE',
    }),
    asin: f.text({
      label: { zh: 'ASIN/平台编码', en: 'ASIN / listing id', ja: 'ASIN/出品ID' },
      max: 32,
      pattern: /^[A-Za-z0-9-]+$/,
      list: true,
      search: true,
      batchSearch: true,
      example: 'B0EXAMPLE1',
    }),
    fnsku: f.text({
      label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' },
      max: 32,
      pattern: /^[A-Za-z0-9-]+$/,
      search: true,
      example: 'X00EXAMPLE',
    }),
    listingTitle: f.text({
      label: { zh: '商品标题', en: 'Listing title', ja: '出品タイトル' },
      max: 500,
      search: true,
      example: 'Electric Kettle 1.7L Stainless Steel',
    }),
    price: f.decimal({
      shown: 2,
      label: { zh: '售价', en: 'Price', ja: '販売価格' },
      min: 0,
      list: true,
      example: '39.99',
    }),
    currency: f.dict('currency', { label: { zh: '币种', en: 'Currency', ja: '通貨' }, list: true, example: 'USD' }),
    isFba: f.bool({ label: { zh: 'FBA', en: 'FBA', ja: 'FBA' }, list: true, search: true, example: 1 }),
    mappingStatus: f.dict('mapping_status', {
      label: { zh: '映射状态', en: 'Mapping status', ja: 'マッピング状態' },
      list: true,
      search: true,
    }),
    reviewStatus: f.dict('sale_sku_review_status', {
      label: { zh: '审核状态', en: 'Review status', ja: '審査状態' },
      list: true,
      search: true,
    }),
    reviewRemark: f.text({ label: { zh: '审核意见', en: 'Review remark', ja: '審査コメント' }, max: 255 }),
    reviewUser: f.link('blade-user/user', { label: { zh: '审核人', en: 'Reviewed by', ja: '審査者' } }),
    reviewTime: f.datetime({ label: { zh: '审核时间', en: 'Reviewed at', ja: '審査日時' }, search: true }),
    upcUrl: f.file({ label: { zh: 'UPC标签', en: 'UPC label', ja: 'UPCラベル' } }),
    fbaFreight: f.decimal({
      shown: 2,
      label: { zh: 'FBA头程运费', en: 'FBA freight', ja: 'FBA輸送費' },
      scale: 4,
      min: 0,
      example: '2.3500',
    }),
    fbaFreightCurrency: f.dict('currency', {
      label: { zh: 'FBA运费币种', en: 'FBA freight currency', ja: 'FBA輸送費通貨' },
      example: 'USD',
    }),
    syncTime: f.datetime({ label: { zh: '同步时间', en: 'Synced at', ja: '同期日時' } }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'remove', { op: 'export', path: 'exportExcel' }],
  children: { associations: { resource: 'erp/basesaleskuassociated', foreignKey: 'saleSkuId' } },
  permissions: SALE_SKU_PERMISSIONS,
  menu: { parent: 'products', sort: 50 },
})
