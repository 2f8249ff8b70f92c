import { type Dictionary, defineDictionary } from './define-dictionary.ts'

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
  country,
  warehousePoint,
  addressType,
  labelType,
  businessPartyType,
  currency,
  roundingMode,
  yesNo,
  userStatus,
  tenantStatus,
  menuCategory,
  dataScopeType,
  sex,
]
