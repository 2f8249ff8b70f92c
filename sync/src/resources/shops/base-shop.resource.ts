import { defineResource, f } from '../define-resource.ts'

const SHOP_PERMISSIONS = {
  view: 'baseshop_view',
  add: 'baseshop_add',
  edit: 'baseshop_edit',
  remove: 'baseshop_delete',
} as const

/** Shops (stores on a marketplace platform): spec 1 §3 Shop, spec 2 §7.11. */
export const baseShop = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshop',
  table: 'erp_base_shop',
  label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
  fields: {
    shopName: f.text({
      label: { zh: '店铺名称', en: 'Shop name', ja: 'ショップ名' },
      required: true,
      max: 100,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: '演示独立站',
    }),
    shopEnname: f.text({
      label: { zh: '店铺英文名', en: 'Shop English name', ja: 'ショップ英語名' },
      max: 100,
      list: true,
      search: true,
      example: 'Demo DTC Store',
    }),
    shopCode: f.text({
      label: { zh: '店铺编码', en: 'Shop code', ja: 'ショップコード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'SHOPIFY-EX-01',
    }),
    platformId: f.link('erp/baseplatform', {
      label: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004003',
    }),
    shopType: f.dict('shop_type', {
      label: { zh: '平台类型', en: 'Platform type', ja: 'プラットフォーム種別' },
      list: true,
      search: true,
    }),
    marketplaceId: f.link('erp/marketplace', {
      label: { zh: '主站点', en: 'Main marketplace', ja: 'メインマーケットプレイス' },
      list: true,
      search: true,
    }),
    companyName: f.text({
      label: { zh: '所属公司', en: 'Company', ja: '所属会社' },
      max: 200,
      list: true,
      search: true,
      example: 'Demo Trading Inc.',
    }),
    sellerId: f.text({
      label: { zh: '卖家ID', en: 'Seller id', ja: 'セラーID' },
      max: 64,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      list: true,
      search: true,
      example: 'SELLER0001',
    }),
    authToken: f.text({
      label: { zh: '授权令牌', en: 'Authorisation token', ja: '認可トークン' },
      max: 4000,
      secret: true,
      example: 'shpat_demo_token_0001',
    }),
    systemSnPrefix: f.text({
      label: { zh: '系统单号前缀', en: 'System order number prefix', ja: 'システム注文番号接頭辞' },
      max: 10,
      pattern: /^[A-Z0-9]+$/,
      unique: true,
      list: true,
      search: true,
      example: 'SX',
    }),
    isFaceOrder: f.bool({
      label: { zh: '平台面单', en: 'Platform shipping labels', ja: 'プラットフォーム送り状' },
      list: true,
      search: true,
      example: 0,
    }),
    shipType: f.dict('ship_type', {
      label: { zh: '发货方式', en: 'Fulfilment type', ja: '出荷方法' },
      list: true,
      search: true,
      example: '1',
    }),
    currencyCode: f.text({
      label: { zh: '结算币种', en: 'Settlement currency', ja: '決済通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      list: true,
      example: 'USD',
    }),
    countryCode: f.dict('country', { label: { zh: '国家', en: 'Country', ja: '国' }, list: true, search: true }),
    authStatus: f.dict('shop_auth_status', {
      label: { zh: '授权状态', en: 'Authorisation status', ja: '認可ステータス' },
      list: true,
      search: true,
    }),
    authTime: f.datetime({ label: { zh: '授权时间', en: 'Authorised at', ja: '認可日時' }, list: true, sort: true }),
    authExpireTime: f.datetime({
      label: { zh: '授权到期时间', en: 'Authorisation expires at', ja: '認可有効期限' },
      list: true,
      search: true,
      sort: true,
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Brand website on Shopify' }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'save', 'update', 'remove'],
  permissions: SHOP_PERMISSIONS,
  children: {
    marketplaceList: { resource: 'erp/baseshopmarketplace', foreignKey: 'shopId' },
    userList: { resource: 'erp/baseshopuser', foreignKey: 'shopId' },
  },
  defaultOrder: 'sort nulls last, create_time desc, id desc',
  menu: { parent: 'shops', sort: 30 },
})

/** Marketplaces a shop sells on (saved with the shop; GET baseshopmarketplace/sysMarketplaceList). */
export const baseShopMarketplace = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopmarketplace',
  table: 'erp_base_shop_marketplace',
  label: { zh: '店铺站点', en: 'Shop marketplace', ja: 'ショップのマーケットプレイス' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, search: true }),
    marketplaceId: f.link('erp/marketplace', {
      label: { zh: '站点', en: 'Marketplace', ja: 'マーケットプレイス' },
      required: true,
      title: true,
      unique: true,
      uniqueWith: ['shopId'],
      list: true,
    }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})

/** Users a shop is assigned to (saved with the shop; GET baseshop/userShop answers the caller's). */
export const baseShopUser = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopuser',
  table: 'erp_base_shop_user',
  label: { zh: '店铺用户', en: 'Shop user', ja: 'ショップ担当者' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, search: true }),
    userId: f.id({
      label: { zh: '用户', en: 'User', ja: 'ユーザー' },
      required: true,
      title: true,
      unique: true,
      uniqueWith: ['shopId'],
      list: true,
      search: true,
    }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})

/** Fee configuration of a shop (commission, FBA fees ...), one per shop: shopFeeConfig, selectShopFee. */
export const baseShopFee = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopfee',
  table: 'erp_base_shop_fee',
  label: { zh: '店铺费用配置', en: 'Shop fee configuration', ja: 'ショップ費用設定' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, unique: true, title: true }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
    }),
    comRatio: f.decimal({
      label: { zh: '佣金比例', en: 'Commission ratio', ja: '手数料率' },
      scale: 4,
      min: 0,
      max: 1,
    }),
    advRatio: f.decimal({
      label: { zh: '广告费比例', en: 'Advertising ratio', ja: '広告費率' },
      scale: 4,
      min: 0,
      max: 1,
    }),
    saleLoss: f.decimal({
      label: { zh: '销售损耗比例', en: 'Sales loss ratio', ja: '販売ロス率' },
      scale: 4,
      min: 0,
      max: 1,
    }),
    conTax: f.decimal({
      label: { zh: '消费税比例', en: 'Consumption tax ratio', ja: '消費税率' },
      scale: 4,
      min: 0,
      max: 1,
    }),
    fbaShipPrice: f.decimal({
      label: { zh: 'FBA配送费', en: 'FBA fulfilment fee', ja: 'FBA配送料' },
      scale: 4,
      min: 0,
    }),
    fbaStoragePrice: f.decimal({
      label: { zh: 'FBA仓储费', en: 'FBA storage fee', ja: 'FBA保管料' },
      scale: 4,
      min: 0,
    }),
    storagePrice: f.decimal({ label: { zh: '仓储费', en: 'Storage fee', ja: '保管料' }, scale: 4, min: 0 }),
    fcPrice: f.decimal({ label: { zh: '头程费', en: 'First-leg freight', ja: '初回輸送費' }, scale: 4, min: 0 }),
    amznPrice: f.decimal({
      label: { zh: '平台月租', en: 'Platform subscription', ja: 'プラットフォーム月額' },
      scale: 4,
      min: 0,
    }),
    incomingMaterial: f.decimal({
      label: { zh: '入库材料费', en: 'Inbound material fee', ja: '入庫資材費' },
      scale: 4,
      min: 0,
    }),
    safekeepingFee: f.decimal({ label: { zh: '保管费', en: 'Safekeeping fee', ja: '保管手数料' }, scale: 4, min: 0 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})

/** Warehouses a shop ships from (storeAssociatedWarehouse / echoAssociation). */
export const baseShopStore = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopstore',
  table: 'erp_base_shop_store',
  label: { zh: '店铺关联仓库', en: 'Shop warehouse', ja: 'ショップ連携倉庫' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, search: true }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      title: true,
      unique: true,
      uniqueWith: ['shopId'],
      list: true,
      search: true,
    }),
    isDefault: f.bool({ label: { zh: '默认仓库', en: 'Default warehouse', ja: 'デフォルト倉庫' }, list: true }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999 }),
  },
  calls: [],
  permissions: SHOP_PERMISSIONS,
  isChild: true,
})

/** Products listed in a shop with their platform quantity (shopProPage, shopProNumPage, import/export). */
export const baseShopProduct = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseshopproduct',
  basePath: '/api/erp/baseshop',
  table: 'erp_base_shop_product',
  label: { zh: '店铺商品', en: 'Shop product', ja: 'ショップ商品' },
  fields: {
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, list: true, search: true }),
    sellerSku: f.text({
      label: { zh: '平台SKU', en: 'Seller SKU', ja: 'セラーSKU' },
      required: true,
      max: 100,
      unique: true,
      uniqueWith: ['shopId'],
      title: true,
      list: true,
      search: true,
      sort: true,
    }),
    platformSku: f.text({
      label: { zh: '平台商品编码', en: 'Platform item id (ASIN)', ja: 'プラットフォーム商品ID（ASIN）' },
      max: 64,
      list: true,
      search: true,
    }),
    sku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 100,
      list: true,
      search: true,
      sort: true,
    }),
    productName: f.text({
      label: { zh: '商品名称', en: 'Product name', ja: '商品名' },
      max: 255,
      list: true,
      search: true,
    }),
    price: f.decimal({ label: { zh: '售价', en: 'Price', ja: '価格' }, min: 0, list: true, sort: true }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      list: true,
    }),
    quantity: f.integer({
      label: { zh: '平台库存', en: 'Platform quantity', ja: 'プラットフォーム在庫' },
      min: 0,
      max: 10_000_000,
      list: true,
      search: true,
      sort: true,
    }),
    safetyQuantity: f.integer({
      label: { zh: '安全库存', en: 'Safety quantity', ja: '安全在庫' },
      min: 0,
      max: 10_000_000,
      list: true,
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
    }),
  },
  calls: [
    { op: 'page', path: 'shopProPage' },
    { op: 'export', path: 'exportShopProNum' },
  ],
  permissions: SHOP_PERMISSIONS,
  defaultOrder: 'shop_id, seller_sku, id',
  isChild: true,
})
