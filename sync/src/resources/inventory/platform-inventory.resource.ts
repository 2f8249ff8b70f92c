import { defineResource, type Field, f } from '../define-resource.ts'

/** Who may read and change what the marketplaces report of each listing's stock. */
export const PLATFORM_SALE_SKU_PERMISSIONS = {
  view: 'platformsalesku_view',
  add: 'platformsalesku_add',
  edit: 'platformsalesku_edit',
  remove: 'platformsalesku_delete',
} as const

/** A seller SKU as marketplaces spell it: any text without spaces at either end. */
const SELLER_SKU = /^\S(.{0,98}\S)?$/

const units = (zh: string, en: string, ja: string, example?: number, fallback?: number) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, sort: true, example, default: fallback })

/** The four figures a marketplace stock report gives per listing, in whole units. */
const reportedQuantities = (example: boolean) =>
  ({
    fulfillable: units('可售数量', 'Fulfillable', '販売可能', example ? 12 : undefined, 0),
    inbound: units('入库中数量', 'Inbound', '入庫中', example ? 3 : undefined, 0),
    reserved: units('预留数量', 'Reserved', '予約済', example ? 1 : undefined, 0),
    unfulfillable: units('不可售数量', 'Unfulfillable', '販売不可', example ? 0 : undefined, 0),
  }) satisfies Record<string, Field>

/** The keys of the reported quantities, in the order reports and logs list them. */
export const PLATFORM_QUANTITY_KEYS = ['fulfillable', 'inbound', 'reserved', 'unfulfillable'] as const

const fulfilmentChannel = f.dict('ship_type', {
  label: { zh: '发货渠道', en: 'Fulfilment channel', ja: '出荷チャネル' },
  required: true,
  list: true,
  search: true,
  example: '1',
})

/**
 * Platform sales SKU stock (平台销售SKU库存, /api/erp/platformsalesku): one row per listing of a shop
 * (a sales SKU of that shop, per fulfilment channel) with the stock the marketplace reports for it,
 * when the figures were taken and where they came from (entered, synced from a report, corrected by
 * hand with a reason). Every change of the figures is kept in erp/platformsaleskulog.
 */
export const platformSaleSku = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'platformsalesku',
  table: 'erp_platform_sale_sku',
  label: { zh: '平台销售SKU库存', en: 'Platform listing stock', ja: 'プラットフォーム出品在庫' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    saleSkuId: f.link('erp/basesalesku', {
      label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
      required: true,
      dependsOn: { field: 'shopId', targetField: 'shopId' },
      unique: true,
      uniqueWith: ['fulfilmentChannel'],
      list: true,
      search: true,
      example: '1000000000000003803',
    }),
    saleSku: f.text({
      label: { zh: '销售SKU编码', en: 'Seller SKU', ja: '販売SKUコード' },
      max: 100,
      pattern: SELLER_SKU,
      rule: {
        zh: '与所选销售SKU一致，首尾不能有空格',
        en: 'the chosen sales SKU, without spaces at either end',
        ja: '選択した販売SKUと同じ（前後に空白なし）',
      },
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'HM-KETTLE-SET-US',
    }),
    marketplaceId: f.link('erp/marketplace', {
      label: { zh: '站点', en: 'Marketplace', ja: 'マーケットプレイス' },
      list: true,
      search: true,
    }),
    fulfilmentChannel,
    ...reportedQuantities(true),
    reportedAt: f.datetime({
      label: { zh: '数据时间', en: 'Figures taken at', ja: 'データ日時' },
      list: true,
      search: true,
      sort: true,
    }),
    source: f.dict('platform_stock_source', {
      label: { zh: '数据来源', en: 'Source', ja: 'データ元' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({
      label: { zh: '备注', en: 'Remark', ja: '備考' },
      max: 255,
      example: 'Seasonal listing',
    }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'save', 'update', 'remove', 'export'],
  permissions: PLATFORM_SALE_SKU_PERMISSIONS,
  defaultOrder: 'shop_id, sale_sku, id',
  menu: { parent: 'warehouses', sort: 190 },
})

/**
 * The history of a listing's reported stock (平台库存变更记录): one row per change of the figures,
 * with the figures before and after, the source and, for a correction by hand, its reason. Written
 * by the server only; never edited.
 */
export const platformSaleSkuLog = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'platformsaleskulog',
  table: 'erp_platform_sale_sku_log',
  label: { zh: '平台库存变更记录', en: 'Listing stock history', ja: '出品在庫の変更履歴' },
  fields: {
    platformSaleSkuId: f.id({
      label: { zh: '平台销售SKU', en: 'Listing', ja: '出品' },
      required: true,
      search: true,
    }),
    saleSku: f.text({ label: { zh: '销售SKU编码', en: 'Seller SKU', ja: '販売SKUコード' }, max: 100, list: true }),
    source: f.dict('platform_stock_source', {
      label: { zh: '数据来源', en: 'Source', ja: 'データ元' },
      required: true,
      list: true,
      search: true,
    }),
    reason: f.text({ label: { zh: '原因', en: 'Reason', ja: '理由' }, max: 500, list: true }),
    fulfillableBefore: units('原可售', 'Fulfillable before', '変更前販売可能'),
    fulfillable: units('可售数量', 'Fulfillable', '販売可能'),
    inboundBefore: units('原入库中', 'Inbound before', '変更前入庫中'),
    inbound: units('入库中数量', 'Inbound', '入庫中'),
    reservedBefore: units('原预留', 'Reserved before', '変更前予約済'),
    reserved: units('预留数量', 'Reserved', '予約済'),
    unfulfillableBefore: units('原不可售', 'Unfulfillable before', '変更前販売不可'),
    unfulfillable: units('不可售数量', 'Unfulfillable', '販売不可'),
  },
  calls: ['page'],
  permissions: PLATFORM_SALE_SKU_PERMISSIONS,
  defaultOrder: 'id DESC',
})

/**
 * Platform stock report lines (平台库存, /api/erp/platformInventory): what a marketplace's stock
 * report said of a shop's listing on a day, as imported (importFile, all rows or none); syncing
 * applies each listing's latest line to its erp/platformsalesku row.
 */
export const platformInventory = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'platformInventory',
  table: 'erp_platform_inventory',
  label: { zh: '平台库存报告', en: 'Platform stock report', ja: 'プラットフォーム在庫レポート' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
    }),
    saleSkuId: f.link('erp/basesalesku', {
      label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
      required: true,
      dependsOn: { field: 'shopId', targetField: 'shopId' },
      search: true,
    }),
    saleSku: f.text({
      label: { zh: '销售SKU编码', en: 'Seller SKU', ja: '販売SKUコード' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    asin: f.text({ label: { zh: 'ASIN', en: 'ASIN', ja: 'ASIN' }, max: 32, list: true, search: true }),
    fnsku: f.text({ label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' }, max: 32, list: true, search: true }),
    fulfilmentChannel: { ...fulfilmentChannel, example: undefined },
    ...reportedQuantities(false),
    reportDate: f.date({
      label: { zh: '报告日期', en: 'Report date', ja: 'レポート日' },
      required: true,
      list: true,
      search: true,
      sort: true,
    }),
    batchNo: f.text({ label: { zh: '导入批次', en: 'Import batch', ja: 'インポート番号' }, max: 32, search: true }),
    syncTime: f.datetime({ label: { zh: '同步时间', en: 'Synced at', ja: '同期日時' }, list: true, search: true }),
  },
  calls: ['list'],
  handWrittenCalls: [{ op: 'import', path: 'importFile' }],
  permissions: {
    view: 'platforminventory_view',
    add: 'platforminventory_add',
    edit: 'platforminventory_edit',
    remove: 'platforminventory_delete',
  },
  defaultOrder: 'report_date DESC, id DESC',
  menu: { parent: 'warehouses', sort: 191 },
})
