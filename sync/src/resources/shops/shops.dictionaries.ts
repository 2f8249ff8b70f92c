import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

const NOT_IN_SPEC = 'Spec names the field but not its values; these are the usual cross-border ERP ones'

/**
 * Platform (shop) type. Spec 1 §9: the tenant shop query passes shopType 17, which is a query
 * value meaning "every shop of the tenant", not a stored type, so it is not listed here.
 */
export const shopType = defineDictionary({
  code: 'shop_type',
  name: { zh: '平台类型', en: 'Platform type', ja: 'プラットフォーム種別' },
  entries: [
    { key: '1', label: { zh: '亚马逊', en: 'Amazon', ja: 'Amazon' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: 'eBay', en: 'eBay', ja: 'eBay' } },
    { key: '3', label: { zh: 'Shopify', en: 'Shopify', ja: 'Shopify' } },
    { key: '4', label: { zh: '沃尔玛', en: 'Walmart', ja: 'ウォルマート' } },
    { key: '5', label: { zh: 'Temu', en: 'Temu', ja: 'Temu' } },
    { key: '6', label: { zh: 'TikTok Shop', en: 'TikTok Shop', ja: 'TikTok Shop' } },
    { key: '7', label: { zh: 'Target Plus', en: 'Target Plus', ja: 'Target Plus' } },
    { key: '8', label: { zh: 'Wayfair', en: 'Wayfair', ja: 'Wayfair' } },
    { key: '9', label: { zh: '乐天', en: 'Rakuten', ja: '楽天' } },
    { key: '10', label: { zh: '亚马逊VC', en: 'Amazon Vendor Central', ja: 'Amazon ベンダーセントラル' } },
    { key: '11', label: { zh: 'B2B', en: 'B2B', ja: 'B2B' } },
    { key: '99', label: { zh: '其他', en: 'Other', ja: 'その他' } },
  ],
})

/** How a shop's orders are fulfilled (GET /erp/baseshop/shipType). */
export const shipType = defineDictionary({
  code: 'ship_type',
  name: { zh: '发货方式', en: 'Fulfilment type', ja: '出荷方法' },
  entries: [
    { key: '1', label: { zh: '自发货', en: 'Seller fulfilled (FBM)', ja: '自社出荷（FBM）' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '平台仓发货', en: 'Platform fulfilled (FBA)', ja: 'プラットフォーム出荷（FBA）' } },
    { key: '3', label: { zh: '海外仓发货', en: 'Overseas warehouse', ja: '海外倉庫出荷' } },
  ],
})

/** Marketplace authorisation state of a shop and of each authorisation record (spec 1 §8). */
export const shopAuthStatus = defineDictionary({
  code: 'shop_auth_status',
  name: { zh: '授权状态', en: 'Authorisation status', ja: '認可ステータス' },
  entries: [
    { key: '0', label: { zh: '未授权', en: 'Not authorised', ja: '未認可' }, remark: NOT_IN_SPEC },
    { key: '1', label: { zh: '授权成功', en: 'Authorised', ja: '認可済み' }, remark: 'Token valid 1 year' },
    { key: '2', label: { zh: '授权失败', en: 'Authorisation failed', ja: '認可失敗' } },
    { key: '3', label: { zh: '授权过期', en: 'Authorisation expired', ja: '認可期限切れ' } },
    { key: '4', label: { zh: '已被替换', en: 'Replaced by a newer one', ja: '新しい認可に置換' } },
  ],
})

/** How an order rule divides orders among warehouses (spec 1 §3 dividing rule). */
export const orderDividingMode = defineDictionary({
  code: 'order_dividing_mode',
  name: { zh: '分仓方式', en: 'Dividing mode', ja: '倉庫振り分け方式' },
  entries: [
    { key: '1', label: { zh: '指定仓库', en: 'Fixed warehouse', ja: '指定倉庫' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '按仓库优先级', en: 'By warehouse priority', ja: '倉庫優先順位' } },
    {
      key: '3',
      label: { zh: '就近发货（按邮编）', en: 'Nearest warehouse (postal code)', ja: '最寄り倉庫（郵便番号）' },
    },
    { key: '4', label: { zh: '运费最低', en: 'Lowest freight', ja: '送料最安' } },
  ],
})

/** Kinds of work queued for a marketplace or warehouse-system connector. */
export const shopTaskType = defineDictionary({
  code: 'shop_task_type',
  name: { zh: '对接任务类型', en: 'Connector task type', ja: '連携タスク種別' },
  entries: [
    {
      key: '1',
      label: { zh: '初始化平台库存', en: 'Initialise platform inventory', ja: 'プラットフォーム在庫の初期化' },
    },
    { key: '2', label: { zh: '刷新Shopify授权', en: 'Refresh Shopify authorisation', ja: 'Shopify 認可の更新' } },
    { key: '3', label: { zh: '初始化API仓库', en: 'Initialise API warehouses', ja: 'API 倉庫の初期化' } },
  ],
})

/** State of a queued connector task or of an authorisation request. */
export const shopTaskStatus = defineDictionary({
  code: 'shop_task_status',
  name: { zh: '任务状态', en: 'Task status', ja: 'タスクステータス' },
  entries: [
    { key: '0', label: { zh: '待处理', en: 'Pending', ja: '保留中' } },
    { key: '1', label: { zh: '处理中', en: 'Running', ja: '処理中' } },
    { key: '2', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '3', label: { zh: '失败', en: 'Failed', ja: '失敗' } },
    { key: '4', label: { zh: '已过期', en: 'Expired', ja: '期限切れ' } },
  ],
})

/** Vocabularies of the shops area beyond spec 1 §4 and §9. */
export const shopsDictionaries: readonly Dictionary[] = [
  shopType,
  shipType,
  shopAuthStatus,
  orderDividingMode,
  shopTaskType,
  shopTaskStatus,
]
