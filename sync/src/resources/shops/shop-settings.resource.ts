import { defineResource, f } from '../define-resource.ts'

const SHOP_PERMISSIONS = {
  view: 'baseshop_view',
  add: 'baseshop_add',
  edit: 'baseshop_edit',
  remove: 'baseshop_delete',
} as const

/** When a shop's orders are reviewed automatically (POST shopReviewTime/saveOrUpdate), one per shop. */
export const shopReviewTime = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'shopReviewTime',
  table: 'erp_shop_review_time',
  label: { zh: '店铺审单时间', en: 'Shop review time', ja: 'ショップ審査時刻' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      unique: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000004105',
    }),
    reviewTimes: f.text({
      label: { zh: '审单时间点', en: 'Review times', ja: '審査時刻' },
      required: true,
      max: 200,
      pattern: /^([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d)*$/,
      list: true,
      example: '09:00,14:00',
    }),
    delayMinutes: f.integer({
      label: { zh: '下单后等待分钟', en: 'Minutes after ordering', ja: '注文後の待機分数' },
      min: 0,
      max: 10080,
      list: true,
      example: 30,
    }),
    isAutoReview: f.bool({
      label: { zh: '自动审单', en: 'Review automatically', ja: '自動審査' },
      default: 1,
      list: true,
      search: true,
      example: 1,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Twice a day' }),
  },
  calls: [{ op: 'submit', path: 'saveOrUpdate' }, 'page', 'list', 'detail', 'remove'],
  permissions: {
    view: 'shopreviewtime_view',
    add: 'shopreviewtime_add',
    edit: 'shopreviewtime_edit',
    remove: 'shopreviewtime_delete',
  },
  menu: { parent: 'shops', sort: 40 },
})

/**
 * Marketplace authorisation records of a shop (POST baseshopempower/save): a successful one is valid
 * for one year (spec 1 §8) and replaces the earlier one of the same shop and marketplace.
 */
export const baseShopEmpower = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopempower',
  table: 'erp_base_shop_empower',
  label: { zh: '店铺授权', en: 'Shop authorisation', ja: 'ショップ認可' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004102',
    }),
    marketplaceId: f.link('erp/marketplace', {
      label: { zh: '站点', en: 'Marketplace', ja: 'マーケットプレイス' },
      list: true,
      search: true,
      example: '1000000000000004014',
    }),
    sellerId: f.text({
      label: { zh: '卖家ID', en: 'Seller id', ja: 'セラーID' },
      required: true,
      max: 64,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      title: true,
      list: true,
      search: true,
      example: 'A3DEMOJPSELLER',
    }),
    authToken: f.text({
      label: { zh: '授权令牌', en: 'Authorisation token', ja: '認可トークン' },
      max: 4000,
      secret: true,
      example: 'Atzr|demo-refresh-token',
    }),
    authStatus: f.dict('shop_auth_status', {
      label: { zh: '授权结果', en: 'Result', ja: '結果' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    authTime: f.datetime({ label: { zh: '授权时间', en: 'Authorised at', ja: '認可日時' }, list: true, sort: true }),
    expireTime: f.datetime({ label: { zh: '到期时间', en: 'Expires at', ja: '有効期限' }, list: true, sort: true }),
    message: f.text({
      label: { zh: '说明', en: 'Message', ja: 'メッセージ' },
      max: 500,
      example: 'Authorised from Seller Central',
    }),
  },
  calls: ['save', 'page', 'detail', 'remove'],
  permissions: SHOP_PERMISSIONS,
  defaultOrder: 'create_time desc, id desc',
  isChild: true,
})

/** Work queued for a marketplace or warehouse-system connector (initInventory, Shopify refresh, apistore init). */
export const shopTask = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'shoptask',
  table: 'erp_shop_task',
  label: { zh: '对接任务', en: 'Connector task', ja: '連携タスク' },
  fields: {
    taskType: f.dict('shop_task_type', {
      label: { zh: '任务类型', en: 'Task type', ja: 'タスク種別' },
      required: true,
      title: true,
      list: true,
      search: true,
    }),
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, list: true, search: true }),
    thirdStoreSystemId: f.id({
      label: { zh: '三方仓系统', en: 'Third-party system', ja: '外部倉庫システム' },
      list: true,
      search: true,
    }),
    taskStatus: f.dict('shop_task_status', {
      label: { zh: '任务状态', en: 'Task status', ja: 'タスクステータス' },
      required: true,
      list: true,
      search: true,
    }),
    requestTime: f.datetime({ label: { zh: '申请时间', en: 'Requested at', ja: '依頼日時' }, list: true, sort: true }),
    finishTime: f.datetime({ label: { zh: '完成时间', en: 'Finished at', ja: '完了日時' }, list: true }),
    payload: f.longText({ label: { zh: '任务参数', en: 'Parameters', ja: 'パラメータ' }, max: 20000 }),
    message: f.text({ label: { zh: '说明', en: 'Message', ja: 'メッセージ' }, max: 500, list: true }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})

/** Authorisation requests sent to a marketplace (state, consent URL, expiry): developers/getRefresh, ebay/getToken. */
export const shopAuthRequest = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'shopauthrequest',
  table: 'erp_shop_auth_request',
  label: { zh: '授权请求', en: 'Authorisation request', ja: '認可リクエスト' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, list: true, search: true }),
    developerId: f.id({
      label: { zh: '开发者应用', en: 'Developer app', ja: '開発者アプリ' },
      list: true,
      search: true,
    }),
    shopType: f.dict('shop_type', {
      label: { zh: '平台类型', en: 'Platform type', ja: 'プラットフォーム種別' },
      list: true,
    }),
    state: f.text({
      label: { zh: '状态码', en: 'State', ja: 'ステート' },
      required: true,
      max: 64,
      unique: true,
      title: true,
      search: true,
    }),
    authUrl: f.longText({ label: { zh: '授权地址', en: 'Consent URL', ja: '認可URL' }, max: 4000 }),
    redirectUri: f.text({ label: { zh: '回调地址', en: 'Redirect URI', ja: 'リダイレクトURI' }, max: 500 }),
    expireTime: f.datetime({ label: { zh: '过期时间', en: 'Expires at', ja: '有効期限' }, list: true }),
    requestStatus: f.dict('shop_task_status', {
      label: { zh: '状态', en: 'State', ja: '状態' },
      list: true,
      search: true,
    }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})
