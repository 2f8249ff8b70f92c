import { type Dictionary, defineDictionary } from './define-dictionary.ts'

/** Spec 1 §9: container types. */
export const containerType = defineDictionary({
  code: 'container_type',
  name: { zh: '柜型', en: 'Container type', ja: 'コンテナタイプ' },
  entries: [
    { key: '20GP', label: { zh: '20GP', en: '20GP', ja: '20GP' }, remark: '20-foot general purpose' },
    { key: '40GP', label: { zh: '40GP', en: '40GP', ja: '40GP' }, remark: '40-foot general purpose' },
    { key: '40HQ', label: { zh: '40HQ', en: '40HQ', ja: '40HQ' }, remark: '40-foot high cube' },
    { key: '45HQ', label: { zh: '45HQ', en: '45HQ', ja: '45HQ' }, remark: '45-foot high cube' },
    { key: 'LCL', label: { zh: 'LCL', en: 'LCL', ja: 'LCL' }, remark: 'Less than container load (拼箱)' },
  ],
})

/** Spec 1 §9: country codes (kept exactly as the spec gives them, not ISO 3166). */
export const country = defineDictionary({
  code: 'country',
  name: { zh: '国家', en: 'Country', ja: '国' },
  entries: [
    { key: 'US', label: { zh: '美国', en: 'United States', ja: 'アメリカ' } },
    { key: 'JP', label: { zh: '日本', en: 'Japan', ja: '日本' } },
    { key: 'CA', label: { zh: '加拿大', en: 'Canada', ja: 'カナダ' } },
    { key: 'MX', label: { zh: '墨西哥', en: 'Mexico', ja: 'メキシコ' } },
    { key: 'BR', label: { zh: '巴西', en: 'Brazil', ja: 'ブラジル' } },
    { key: 'SP', label: { zh: '西班牙', en: 'Spain', ja: 'スペイン' }, remark: 'Spec code SP (ISO ES)' },
    { key: 'EN', label: { zh: '英国', en: 'United Kingdom', ja: 'イギリス' }, remark: 'Spec code EN (ISO GB)' },
    { key: 'FR', label: { zh: '法国', en: 'France', ja: 'フランス' } },
    { key: 'NL', label: { zh: '荷兰', en: 'Netherlands', ja: 'オランダ' } },
    { key: 'GE', label: { zh: '德国', en: 'Germany', ja: 'ドイツ' }, remark: 'Spec code GE (ISO DE)' },
    {
      key: 'LT',
      label: { zh: '意大利', en: 'Italy', ja: 'イタリア' },
      remark: 'Spec code LT; read as Italy (IT) from the marketplace list; ISO LT would be Lithuania',
    },
    { key: 'SE', label: { zh: '瑞典', en: 'Sweden', ja: 'スウェーデン' } },
    { key: 'ZA', label: { zh: '南非', en: 'South Africa', ja: '南アフリカ' } },
    { key: 'PL', label: { zh: '波兰', en: 'Poland', ja: 'ポーランド' } },
    { key: 'EG', label: { zh: '埃及', en: 'Egypt', ja: 'エジプト' } },
    { key: 'TR', label: { zh: '土耳其', en: 'Turkey', ja: 'トルコ' } },
    { key: 'SA', label: { zh: '沙特阿拉伯', en: 'Saudi Arabia', ja: 'サウジアラビア' } },
    { key: 'AE', label: { zh: '阿联酋', en: 'United Arab Emirates', ja: 'アラブ首長国連邦' } },
    { key: 'IN', label: { zh: '印度', en: 'India', ja: 'インド' } },
    { key: 'BE', label: { zh: '比利时', en: 'Belgium', ja: 'ベルギー' } },
    { key: 'SG', label: { zh: '新加坡', en: 'Singapore', ja: 'シンガポール' } },
    { key: 'AU', label: { zh: '澳大利亚', en: 'Australia', ja: 'オーストラリア' } },
  ],
})

/** Spec 1 §9: couriers (two parcel carriers; their names are not shown). */
export const courier = defineDictionary({
  code: 'courier',
  name: { zh: '快递商', en: 'Courier', ja: '配送業者' },
  entries: [
    {
      key: '1',
      label: { zh: '快递商1', en: 'Courier 1', ja: '配送業者1' },
      remark: 'Carrier names are not shown in the spec',
    },
    { key: '2', label: { zh: '快递商2', en: 'Courier 2', ja: '配送業者2' } },
  ],
})

/** Spec 1 §9: warehouse points (US state codes). */
export const warehousePoint = defineDictionary({
  code: 'warehouse_point',
  name: { zh: '仓库点位', en: 'Warehouse point', ja: '倉庫拠点' },
  entries: [
    { key: 'CA', label: { zh: '加利福尼亚', en: 'California', ja: 'カリフォルニア' } },
    { key: 'TX', label: { zh: '得克萨斯', en: 'Texas', ja: 'テキサス' } },
    { key: 'GA', label: { zh: '佐治亚', en: 'Georgia', ja: 'ジョージア' } },
    { key: 'NJ', label: { zh: '新泽西', en: 'New Jersey', ja: 'ニュージャージー' } },
  ],
})

/** Spec 1 §9: address types. */
export const addressType = defineDictionary({
  code: 'address_type',
  name: { zh: '地址类型', en: 'Address type', ja: '住所タイプ' },
  entries: [
    { key: '1', label: { zh: '商业地址', en: 'Commercial', ja: '商業' } },
    { key: '2', label: { zh: '住宅地址', en: 'Residential', ja: '住宅' } },
  ],
})

/** Spec 1 §9: price adjustment types. */
export const adjustmentType = defineDictionary({
  code: 'adjustment_type',
  name: { zh: '调价类型', en: 'Adjustment type', ja: '価格調整タイプ' },
  entries: [
    { key: '1', label: { zh: '涨价', en: 'Raise', ja: '値上げ' } },
    { key: '2', label: { zh: '降价', en: 'Cut', ja: '値下げ' } },
    { key: '3', label: { zh: '促销', en: 'Promotion', ja: 'プロモーション' } },
    { key: '4', label: { zh: '清仓', en: 'Clearance', ja: '在庫処分' } },
    { key: '5', label: { zh: '优惠券', en: 'Coupon', ja: 'クーポン' } },
  ],
})

/** Spec 1 §9: foreign pay types. */
export const foreignPayType = defineDictionary({
  code: 'foreign_pay_type',
  name: { zh: '境外付款类型', en: 'Foreign pay type', ja: '海外支払タイプ' },
  entries: [
    { key: '1', label: { zh: '仓储费', en: 'Storage', ja: '保管料' } },
    { key: '2', label: { zh: '快递费', en: 'Express', ja: '宅配料' } },
    { key: '3', label: { zh: '海运费', en: 'Sea freight', ja: '海上運賃' } },
    { key: '4', label: { zh: '货款', en: 'Goods', ja: '商品代金' } },
    { key: '5', label: { zh: '预付款', en: 'Advance', ja: '前払金' } },
    { key: '6', label: { zh: '备用金', en: 'Spare', ja: '予備費' } },
  ],
})

/** Spec 1 §9: payment types. */
export const paymentType = defineDictionary({
  code: 'payment_type',
  name: { zh: '付款类型', en: 'Payment type', ja: '支払タイプ' },
  entries: [
    { key: '1', label: { zh: '货款', en: 'Goods', ja: '商品代金' } },
    { key: '2', label: { zh: '定金', en: 'Deposit', ja: '手付金' } },
    { key: '3', label: { zh: '长期定金', en: 'Long-term deposit', ja: '長期手付金' } },
    { key: '4', label: { zh: '其他', en: 'Other', ja: 'その他' } },
  ],
})

/** Spec 1 §9: label types. */
export const labelType = defineDictionary({
  code: 'label_type',
  name: { zh: '标签类型', en: 'Label type', ja: 'ラベルタイプ' },
  entries: [
    { key: '1', label: { zh: '面单', en: 'Face sheet', ja: '送り状' } },
    { key: '2', label: { zh: '箱唛', en: 'Box sheet', ja: 'ケースマーク' } },
    { key: '3', label: { zh: '提单', en: 'BOL', ja: '船荷証券' }, remark: 'Bill of lading' },
    { key: '4', label: { zh: '清单', en: 'List', ja: 'リスト' } },
    { key: '5', label: { zh: 'UPC', en: 'UPC', ja: 'UPC' } },
    { key: '6', label: { zh: '托盘标', en: 'Pallet label', ja: 'パレットラベル' } },
  ],
})

/** Spec 1 §6, spec 3 §7 (workflow): flow codes; remark = workflow route kind under /work/process/. */
export const flowCode = defineDictionary({
  code: 'flow_code',
  name: { zh: '流程编码', en: 'Flow code', ja: 'フローコード' },
  entries: [
    { key: 'Leave', label: { zh: '请假流程', en: 'Leave', ja: '休暇申請' }, remark: 'route=leave' },
    { key: 'RMARefund', label: { zh: 'RMA退款', en: 'RMA refund', ja: 'RMA返金' }, remark: 'route=RMARefund' },
    { key: 'RMAresend', label: { zh: 'RMA重发', en: 'RMA resend', ja: 'RMA再送' }, remark: 'route=RMAresend' },
    { key: 'out_bound', label: { zh: '出库审批', en: 'Outbound', ja: '出庫承認' }, remark: 'route=out_bound' },
    {
      key: 'procurement_audit',
      label: { zh: '采购审批', en: 'Procurement audit', ja: '購買承認' },
      remark: 'route=purchase',
    },
    {
      key: 'purchase_payment',
      label: { zh: '采购付款', en: 'Purchase payment', ja: '購買支払' },
      remark: 'route=purchase_payment',
    },
    { key: 'sale_plan', label: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' }, remark: 'route=sale_plan' },
    { key: 'stock_taking', label: { zh: '盘点', en: 'Stocktaking', ja: '棚卸' }, remark: 'route=stock_taking' },
  ],
})

/** Spec 1 §6: business party types. */
export const businessPartyType = defineDictionary({
  code: 'business_party_type',
  name: { zh: '往来单位类型', en: 'Business party type', ja: '取引先タイプ' },
  entries: [
    { key: '1', label: { zh: '客户', en: 'Customer', ja: '顧客' } },
    { key: '2', label: { zh: '工厂', en: 'Factory', ja: '工場' } },
    { key: '3', label: { zh: '货代', en: 'Forwarder', ja: 'フォワーダー' } },
    { key: '4', label: { zh: '本公司', en: 'Own company', ja: '自社' } },
  ],
})

/** Spec 1 §6: sale types. */
export const saleType = defineDictionary({
  code: 'sale_type',
  name: { zh: '销售类型', en: 'Sale type', ja: '販売タイプ' },
  entries: [
    { key: '1', label: { zh: '自营', en: 'Self-run', ja: '自社運営' } },
    { key: '2', label: { zh: '分销', en: 'Distribution', ja: '卸売' } },
    { key: '3', label: { zh: '寄售', en: 'Consignment', ja: '委託販売' } },
  ],
})

/** Spec 1 §9 (dates), §2.5: date-range granularity. */
export const dateGranularity = defineDictionary({
  code: 'date_granularity',
  name: { zh: '日期粒度', en: 'Date granularity', ja: '日付粒度' },
  entries: [
    { key: '1', label: { zh: '日', en: 'Day', ja: '日' }, remark: 'format=YYYY-MM-DD' },
    { key: '2', label: { zh: '月', en: 'Month', ja: '月' }, remark: 'format=YYYY-MM' },
    { key: '3', label: { zh: '年', en: 'Year', ja: '年' }, remark: 'format=YYYY' },
  ],
})

/** Spec 1 §9, §2.5: batch-search modes. */
export const searchMode = defineDictionary({
  code: 'search_mode',
  name: { zh: '搜索模式', en: 'Search mode', ja: '検索モード' },
  entries: [
    { key: '0', label: { zh: '模糊', en: 'Fuzzy', ja: 'あいまい' } },
    { key: '1', label: { zh: '精确', en: 'Exact', ja: '完全一致' } },
  ],
})

/** Spec 1 §9: page sizes (default 30). */
export const pageSize = defineDictionary({
  code: 'page_size',
  name: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
  entries: [
    { key: '30', label: { zh: '30条/页', en: '30 / page', ja: '30件/ページ' }, remark: 'default' },
    { key: '50', label: { zh: '50条/页', en: '50 / page', ja: '50件/ページ' } },
    { key: '100', label: { zh: '100条/页', en: '100 / page', ja: '100件/ページ' } },
    { key: '200', label: { zh: '200条/页', en: '200 / page', ja: '200件/ページ' } },
  ],
})

/** Spec 1 §9: replenishment daily-sales windows in days. */
export const dailySalesWindow = defineDictionary({
  code: 'daily_sales_window',
  name: { zh: '日均销量周期', en: 'Daily-sales window', ja: '日次販売期間' },
  entries: [
    { key: '7', label: { zh: '7天', en: '7 days', ja: '7日' }, remark: 'weight=40%' },
    { key: '15', label: { zh: '15天', en: '15 days', ja: '15日' } },
    { key: '30', label: { zh: '30天', en: '30 days', ja: '30日' }, remark: 'weight=30%' },
    { key: '60', label: { zh: '60天', en: '60 days', ja: '60日' } },
    { key: '90', label: { zh: '90天', en: '90 days', ja: '90日' }, remark: 'weight=30%' },
  ],
})

/** Spec 1 §3 (currency): default currencies. */
export const currency = defineDictionary({
  code: 'currency',
  name: { zh: '币种', en: 'Currency', ja: '通貨' },
  entries: [
    { key: 'USD', label: { zh: '美元', en: 'US dollar', ja: '米ドル' }, remark: 'symbol=$;digits=2;roundingMode=1' },
    {
      key: 'CNY',
      label: { zh: '人民币', en: 'Chinese yuan', ja: '人民元' },
      remark: 'symbol=¥;digits=2;roundingMode=1',
    },
  ],
})

/** Spec 1 §3 (currency roundingMode), §5: money rounding modes. */
export const roundingMode = defineDictionary({
  code: 'rounding_mode',
  name: { zh: '舍入方式', en: 'Rounding mode', ja: '端数処理' },
  entries: [
    { key: '1', label: { zh: '四舍五入', en: 'Round half up', ja: '四捨五入' } },
    { key: '2', label: { zh: '向上取整', en: 'Round up', ja: '切り上げ' } },
    { key: '3', label: { zh: '向下取整', en: 'Round down', ja: '切り捨て' } },
  ],
})

/** Spec 1 §3, spec 3 §3: yes/no flags such as dictionary isSealed. */
export const yesNo = defineDictionary({
  code: 'yes_no',
  name: { zh: '是否', en: 'Yes/No', ja: 'はい/いいえ' },
  entries: [
    { key: '0', label: { zh: '否', en: 'No', ja: 'いいえ' } },
    { key: '1', label: { zh: '是', en: 'Yes', ja: 'はい' } },
  ],
})

/** Spec 1 §3 (user status), §8 (registration awaits administrator approval). */
export const userStatus = defineDictionary({
  code: 'user_status',
  name: { zh: '用户状态', en: 'User status', ja: 'ユーザーステータス' },
  entries: [
    { key: '0', label: { zh: '待审批', en: 'Awaiting approval', ja: '承認待ち' } },
    { key: '1', label: { zh: '正常', en: 'Active', ja: '有効' } },
    { key: '2', label: { zh: '禁用', en: 'Disabled', ja: '無効' } },
  ],
})

/** Spec 1 §6 (tenants carry authorisation and expiry): tenant status. */
export const tenantStatus = defineDictionary({
  code: 'tenant_status',
  name: { zh: '租户状态', en: 'Tenant status', ja: 'テナントステータス' },
  entries: [
    { key: '1', label: { zh: '正常', en: 'Active', ja: '有効' } },
    { key: '2', label: { zh: '停用', en: 'Suspended', ja: '停止' } },
  ],
})

/** Spec 1 §2.4: menu types. */
export const menuCategory = defineDictionary({
  code: 'menu_category',
  name: { zh: '菜单类型', en: 'Menu category', ja: 'メニュー種別' },
  entries: [
    { key: '1', label: { zh: '菜单', en: 'Menu', ja: 'メニュー' } },
    { key: '2', label: { zh: '按钮', en: 'Button', ja: 'ボタン' } },
  ],
})

/** Spec 1 §6, spec 3 §6: data-rule types. */
export const dataScopeType = defineDictionary({
  code: 'data_scope_type',
  name: { zh: '数据权限类型', en: 'Data scope type', ja: 'データ権限タイプ' },
  entries: [
    { key: '1', label: { zh: '全部可见', en: 'All visible', ja: 'すべて表示' } },
    { key: '2', label: { zh: '本人可见', en: 'Self only', ja: '本人のみ' } },
    { key: '3', label: { zh: '所在部门可见', en: 'Own department', ja: '所属部門' } },
    { key: '4', label: { zh: '所在部门及子级可见', en: 'Own department and children', ja: '所属部門と下位' } },
    { key: '5', label: { zh: '自定义', en: 'Custom', ja: 'カスタム' } },
  ],
})

/** Platform vocabulary (not in the spec text): sex. */
export const sex = defineDictionary({
  code: 'sex',
  name: { zh: '性别', en: 'Sex', ja: '性別' },
  entries: [
    { key: '1', label: { zh: '男', en: 'Male', ja: '男性' } },
    { key: '2', label: { zh: '女', en: 'Female', ja: '女性' } },
    { key: '3', label: { zh: '未知', en: 'Unknown', ja: '不明' } },
  ],
})

/** Platform vocabulary (BladeX desk): notice category. */
export const noticeCategory = defineDictionary({
  code: 'notice_category',
  name: { zh: '通知类型', en: 'Notice category', ja: 'お知らせの種類' },
  entries: [
    { key: '1', label: { zh: '发布通知', en: 'Announcement', ja: '告知' } },
    { key: '2', label: { zh: '批转通知', en: 'Forwarded directive', ja: '転送指示' } },
    { key: '3', label: { zh: '转发通知', en: 'Forwarded notice', ja: '転送通知' } },
    { key: '4', label: { zh: '指示通知', en: 'Instruction', ja: '指示' } },
    { key: '5', label: { zh: '任命通知', en: 'Appointment', ja: '任命' } },
  ],
})

/** Every business constant vocabulary of spec 1 §9 and §6 (plus the administration vocabularies). */
export const constantDictionaries: readonly Dictionary[] = [
  noticeCategory,
  containerType,
  country,
  courier,
  warehousePoint,
  addressType,
  adjustmentType,
  foreignPayType,
  paymentType,
  labelType,
  flowCode,
  businessPartyType,
  saleType,
  dateGranularity,
  searchMode,
  pageSize,
  dailySalesWindow,
  currency,
  roundingMode,
  yesNo,
  userStatus,
  tenantStatus,
  menuCategory,
  dataScopeType,
  sex,
]
