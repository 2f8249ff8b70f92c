import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

const STORE_PERMISSIONS = {
  view: 'basestore_view',
  add: 'basestore_add',
  edit: 'basestore_edit',
  remove: 'basestore_delete',
} as const

const STATUS_LABEL = { zh: '状态', en: 'Status', ja: 'ステータス' }

/**
 * The warehouses (stores): spec 1 §3 Warehouse and store tree node, spec 2 §7.11. The one model of
 * warehouses: the floor's /api/ware/wbasestore serves the same records (w-base-store.resource.ts).
 */
export const baseStore = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'basestore',
  table: 'erp_base_store',
  label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
  fields: {
    code: f.text({
      label: { zh: '仓库编码', en: 'Warehouse code', ja: '倉庫コード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'NJ-EX-01',
    }),
    name: f.text({
      label: { zh: '仓库名称', en: 'Warehouse name', ja: '倉庫名' },
      required: true,
      max: 100,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'New Jersey overflow warehouse',
    }),
    parentId: f.treeParent({ label: { zh: '上级仓库', en: 'Parent warehouse', ja: '上位倉庫' }, search: true }),
    storeType: f.dict('store_type', {
      label: { zh: '仓库类型', en: 'Warehouse type', ja: '倉庫タイプ' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    operationMode: f.dict('store_operation_mode', {
      label: { zh: '运营模式', en: 'Operation mode', ja: '運営モード' },
      list: true,
      search: true,
      example: '1',
    }),
    status: f.dict('store_status', { label: STATUS_LABEL, default: '0', list: true, search: true, example: '0' }),
    countryCode: f.dict('country', {
      label: { zh: '国家', en: 'Country', ja: '国' },
      list: true,
      search: true,
      example: 'US',
    }),
    province: f.text({ label: { zh: '州/省', en: 'State / province', ja: '都道府県・州' }, max: 64, example: 'NJ' }),
    city: f.text({ label: { zh: '城市', en: 'City', ja: '市区町村' }, max: 64, list: true, example: 'Edison' }),
    address: f.text({ label: { zh: '地址', en: 'Address', ja: '住所' }, max: 255, example: '100 Demo Road' }),
    postalCode: f.text({
      label: { zh: '邮编', en: 'Postal code', ja: '郵便番号' },
      max: 20,
      pattern: /^[A-Za-z0-9 -]+$/,
      example: '08817',
    }),
    contact: f.text({ label: { zh: '联系人', en: 'Contact', ja: '担当者' }, max: 64, example: 'Alex Chen' }),
    phone: f.text({
      label: { zh: '电话', en: 'Phone', ja: '電話' },
      max: 32,
      pattern: /^[0-9+() -]+$/,
      example: '+1 732 555 0100',
    }),
    warehousePoint: f.dict('warehouse_point', {
      label: { zh: '仓库点位', en: 'Warehouse point', ja: '倉庫拠点' },
      list: true,
      search: true,
      example: 'CA',
    }),
    thirdStoreSystemId: f.link('erp/thirdstoresystem', {
      label: { zh: '三方仓系统', en: 'Third-party system', ja: '外部倉庫システム' },
      list: true,
      search: true,
    }),
    thirdCode: f.text({
      label: { zh: '三方仓编码', en: 'Third-party code', ja: '外部倉庫コード' },
      max: 64,
      list: true,
      search: true,
    }),
    isReturn: f.bool({
      label: { zh: '退货仓', en: 'Accepts returns', ja: '返品倉庫' },
      list: true,
      search: true,
      example: 1,
    }),
    isFba: f.bool({ label: { zh: 'FBA仓', en: 'FBA warehouse', ja: 'FBA倉庫' }, list: true, search: true, example: 0 }),
    isEcc: f.bool({
      label: { zh: '电商云仓', en: 'E-commerce cloud warehouse', ja: 'ECクラウド倉庫' },
      list: true,
      search: true,
      example: 0,
    }),
    provideFace: f.bool({
      label: { zh: '提供面单', en: 'Provides shipping labels', ja: '送り状発行' },
      list: true,
      search: true,
      example: 1,
    }),
    allowNegativeStock: f.bool({
      label: { zh: '允许负库存', en: 'Allows negative stock', ja: 'マイナス在庫を許可' },
      list: true,
      example: 0,
    }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, sort: true, example: 50 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Peak season overflow' }),
  },
  calls: [
    'page',
    'list',
    'detail',
    'select',
    'tree',
    'submit',
    'update',
    'remove',
    { op: 'export', path: 'downExcel' },
  ],
  permissions: STORE_PERMISSIONS,
  children: { userList: { resource: 'erp/basestoreuser', foreignKey: 'storeId' } },
  defaultOrder: 'sort nulls last, code, id',
  menu: { parent: 'warehouses', sort: 10 },
  formerPermissions: [
    { view: 'wbasestore_view', add: 'wbasestore_add', edit: 'wbasestore_edit', remove: 'wbasestore_delete' },
  ],
})

/** Areas (zones) of a warehouse: spec 1 §3 zones (code, name, type, pick order num); also /api/ware/wbasestorearea. */
export const baseStoreArea = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'basestorearea',
  table: 'erp_base_store_area',
  label: { zh: '库区', en: 'Warehouse area', ja: '倉庫エリア' },
  fields: {
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004201',
    }),
    code: f.text({
      label: { zh: '库区编码', en: 'Area code', ja: 'エリアコード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      uniqueWith: ['storeId'],
      list: true,
      search: true,
      sort: true,
      example: 'EX-Z9',
    }),
    name: f.text({
      label: { zh: '库区名称', en: 'Area name', ja: 'エリア名' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'Overflow zone',
    }),
    areaType: f.dict('store_area_type', {
      label: { zh: '库区类型', en: 'Area type', ja: 'エリアタイプ' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    pickOrderNum: f.integer({
      label: { zh: '拣货顺序', en: 'Pick order', ja: 'ピッキング順' },
      min: 0,
      max: 999999,
      list: true,
      sort: true,
      example: 90,
    }),
    status: f.dict('store_status', { label: STATUS_LABEL, default: '0', list: true, search: true, example: '0' }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Used in peak season' }),
  },
  calls: ['list', 'page', 'detail', 'select', 'submit', 'remove'],
  permissions: {
    view: 'basestorearea_view',
    add: 'basestorearea_add',
    edit: 'basestorearea_edit',
    remove: 'basestorearea_delete',
  },
  defaultOrder: 'store_id, pick_order_num nulls last, code, id',
  menu: { parent: 'warehouses', sort: 20 },
  formerPermissions: [
    {
      view: 'wbasestorearea_view',
      add: 'wbasestorearea_add',
      edit: 'wbasestorearea_edit',
      remove: 'wbasestorearea_delete',
    },
  ],
})

/** Postal codes a warehouse (optionally one of its areas) serves: savePostalCode, selectAreaByStoreId. */
export const baseStorePostalCode = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'basestorepostalcode',
  table: 'erp_base_store_postal_code',
  label: { zh: '仓库邮编', en: 'Warehouse postal code', ja: '倉庫郵便番号' },
  fields: {
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      search: true,
    }),
    areaId: f.link('erp/basestorearea', { label: { zh: '库区', en: 'Area', ja: 'エリア' }, search: true }),
    countryCode: f.dict('country', { label: { zh: '国家', en: 'Country', ja: '国' }, required: true, search: true }),
    postalCode: f.text({
      label: { zh: '邮编', en: 'Postal code', ja: '郵便番号' },
      required: true,
      max: 20,
      pattern: /^[A-Za-z0-9 -]+$/,
      unique: true,
      uniqueWith: ['storeId', 'countryCode'],
      title: true,
      list: true,
      search: true,
    }),
  },
  calls: [],
  permissions: STORE_PERMISSIONS,
  isChild: true,
})

/** Fees of a warehouse (storeFee / storeFeeDetail), one configuration per warehouse. */
export const baseStoreFee = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'basestorefee',
  table: 'erp_base_store_fee',
  label: { zh: '仓库费用', en: 'Warehouse fees', ja: '倉庫費用' },
  fields: {
    storeId: f.id({ label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, required: true, unique: true, title: true }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
    }),
    orderFee: f.decimal({
      shown: 2,
      label: { zh: '订单操作费', en: 'Fee per order', ja: '注文処理料' },
      scale: 4,
      min: 0,
    }),
    itemFee: f.decimal({
      shown: 2,
      label: { zh: '续件操作费', en: 'Fee per extra item', ja: '追加商品処理料' },
      scale: 4,
      min: 0,
    }),
    inboundFee: f.decimal({
      shown: 2,
      label: { zh: '入库费(每箱)', en: 'Inbound fee per box', ja: '入庫料（箱単位）' },
      scale: 4,
      min: 0,
    }),
    storageFee: f.decimal({
      shown: 2,
      label: { zh: '仓储费(每立方米每天)', en: 'Storage fee per m³ per day', ja: '保管料（m³・日）' },
      scale: 4,
      min: 0,
    }),
    returnFee: f.decimal({
      shown: 2,
      label: { zh: '退货处理费', en: 'Return handling fee', ja: '返品処理料' },
      scale: 4,
      min: 0,
    }),
    labelFee: f.decimal({
      shown: 2,
      label: { zh: '贴标费', en: 'Labelling fee', ja: 'ラベル貼付料' },
      scale: 4,
      min: 0,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: STORE_PERMISSIONS,
  isChild: true,
})

/** Users a warehouse is assigned to (saved with the warehouse; GET basestore/userStore). */
export const baseStoreUser = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'basestoreuser',
  table: 'erp_base_store_user',
  label: { zh: '仓库用户', en: 'Warehouse user', ja: '倉庫担当者' },
  fields: {
    storeId: f.id({ label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, required: true, search: true }),
    userId: f.id({
      label: { zh: '用户', en: 'User', ja: 'ユーザー' },
      required: true,
      title: true,
      unique: true,
      uniqueWith: ['storeId'],
      list: true,
      search: true,
    }),
  },
  calls: [],
  permissions: STORE_PERMISSIONS,
  isChild: true,
})
