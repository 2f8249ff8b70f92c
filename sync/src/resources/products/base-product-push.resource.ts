import { defineResource, f } from '../define-resource.ts'
import { PRODUCT_PERMISSIONS } from './base-product.resource.ts'

/**
 * Where a product is listed or pushed (产品推送): a shop (`productShop`) or a warehouse
 * (`pushProductToStore`), with the state of the request until a connector delivers it.
 */
export const baseProductPush = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproductpush',
  table: 'erp_base_product_push',
  label: { zh: '产品推送', en: 'Product push', ja: '商品連携' },
  fields: {
    productId: f.id({ label: { zh: '产品', en: 'Product', ja: '商品' }, required: true, search: true }),
    targetType: f.dict('push_target', {
      label: { zh: '推送目标', en: 'Target', ja: '連携先' },
      required: true,
      list: true,
      search: true,
    }),
    targetId: f.id({
      label: { zh: '店铺/仓库', en: 'Shop or warehouse', ja: 'ショップ/倉庫' },
      required: true,
      title: true,
      list: true,
      search: true,
    }),
    pushStatus: f.dict('push_status', {
      label: { zh: '推送状态', en: 'Push status', ja: '連携状態' },
      required: true,
      list: true,
      search: true,
    }),
    productVersion: f.integer({ label: { zh: '产品版本', en: 'Product version', ja: '商品バージョン' }, min: 0 }),
    requestTime: f.datetime({ label: { zh: '请求时间', en: 'Requested at', ja: '要求日時' }, list: true }),
    pushTime: f.datetime({ label: { zh: '推送时间', en: 'Pushed at', ja: '連携日時' }, list: true }),
    message: f.text({ label: { zh: '结果', en: 'Result', ja: '結果' }, max: 500, list: true }),
  },
  calls: [],
  permissions: PRODUCT_PERMISSIONS,
  defaultOrder: 'id ASC',
  isChild: true,
})
