import { defineResource, f } from '../define-resource.ts'

/**
 * Inventory push (库存推送, issue 10): what each shop may sell, worked out from the available stock
 * of the warehouses that feed it, by its rules; and the physical stock a warehouse reports beside
 * the system's. Pushing records the figure "to be sent"; delivering it to the marketplace is the
 * marketplace connector's work.
 */

/** Permission codes of the push configuration; its log shares them. */
export const PUSH_CONFIG_PERMISSIONS = {
  view: 'storeproinventoryconfig_view',
  add: 'storeproinventoryconfig_add',
  edit: 'storeproinventoryconfig_edit',
  remove: 'storeproinventoryconfig_delete',
} as const

const WAREHOUSES_LABEL = { zh: '推送仓库', en: 'Warehouses pushed from', ja: '連携元倉庫' }

/** The rules a figure is computed by: share of the available stock, units held back, a cap, on/off. */
const ruleFields = {
  pushRatio: f.decimal({
    label: { zh: '推送比例(%)', en: 'Push ratio (%)', ja: '連携比率(%)' },
    scale: 2,
    min: 0,
    max: 100,
    default: '100',
    list: true,
    example: '80',
  }),
  safetyQuantity: f.integer({
    label: { zh: '安全库存', en: 'Safety stock', ja: '安全在庫' },
    min: 0,
    max: 99_999_999,
    default: 0,
    list: true,
    example: 2,
  }),
  maxQuantity: f.integer({
    label: { zh: '最大推送数量', en: 'Maximum pushed', ja: '最大連携数' },
    min: 0,
    max: 99_999_999,
    list: true,
    example: 500,
  }),
  isUpdate: f.bool({
    label: { zh: '自动更新', en: 'Auto update', ja: '自動更新' },
    default: 1,
    list: true,
    search: true,
    example: 1,
  }),
}

/** The last figure worked out and recorded for sending. */
const pushedFields = {
  computedQuantity: f.integer({
    workedOut: true,
    label: { zh: '计算数量', en: 'Computed quantity', ja: '算出数' },
    list: true,
  }),
  pushQuantity: f.integer({
    workedOut: true,
    label: { zh: '推送数量', en: 'Quantity pushed', ja: '連携数' },
    list: true,
    sort: true,
  }),
  pushTime: f.datetime({
    workedOut: true,
    label: { zh: '推送时间', en: 'Pushed at', ja: '連携日時' },
    list: true,
    sort: true,
  }),
  pushStatus: f.dict('inventory_push_status', {
    workedOut: true,
    label: { zh: '推送状态', en: 'Push status', ja: '連携状態' },
    list: true,
    search: true,
  }),
}

/**
 * Shop inventory push configuration (店铺库存推送配置, /api/storeProInventoryConfig): per shop and
 * sales SKU, the warehouses whose available stock feeds it, the ratio pushed, the safety stock held
 * back, a cap, a pre-sale quantity added on top, and whether it updates automatically; with the
 * last figure pushed.
 */
export const storeProInventoryConfig = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeProInventoryConfig',
  basePath: '/api/storeProInventoryConfig',
  table: 'erp_store_pro_inventory_config',
  label: { zh: '库存推送配置', en: 'Inventory push settings', ja: '在庫連携設定' },
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
      unique: true,
      uniqueWith: ['shopId'],
      dependsOn: { field: 'shopId', targetField: 'shopId' },
      list: true,
      search: true,
      example: '1000000000000003801',
    }),
    storeIds: f.links('erp/basestore', {
      label: WAREHOUSES_LABEL,
      required: true,
      list: true,
      example: '1000000000000004202',
    }),
    ...ruleFields,
    preSaleQuantity: f.integer({
      label: { zh: '预售数量', en: 'Pre-sale quantity', ja: '予約販売数' },
      min: 0,
      max: 99_999_999,
      default: 0,
      list: true,
      example: 0,
    }),
    ...pushedFields,
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Main listing' }),
  },
  calls: ['list', 'detail'],
  handWrittenCalls: [{ op: 'submit', path: 'updateConfig' }],
  permissions: PUSH_CONFIG_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 300 },
})

/**
 * The push log (库存推送记录): one row per figure recorded for a shop's sales SKU, computed (with
 * its inputs) or set by hand (with the reason), and its status towards the marketplace.
 */
export const storeProInventoryPushLog = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeproinventorypushlog',
  table: 'erp_store_pro_inventory_push_log',
  label: { zh: '库存推送记录', en: 'Inventory push log', ja: '在庫連携履歴' },
  fields: {
    configId: f.id({ label: { zh: '推送配置', en: 'Push setting', ja: '連携設定' }, required: true, search: true }),
    shopId: f.id({ label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, required: true, search: true }),
    saleSkuId: f.id({ label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' }, required: true, search: true }),
    saleSku: f.text({
      label: { zh: '销售SKU', en: 'Seller SKU', ja: '販売SKU' },
      max: 100,
      title: true,
      list: true,
      search: true,
    }),
    pushSource: f.dict('inventory_push_source', {
      label: { zh: '来源', en: 'Source', ja: '区分' },
      required: true,
      list: true,
      search: true,
    }),
    sellableQuantity: f.integer({ label: { zh: '可售数量', en: 'Sellable', ja: '販売可能数' }, list: true }),
    computedQuantity: f.integer({ label: { zh: '计算数量', en: 'Computed quantity', ja: '算出数' }, list: true }),
    pushQuantity: f.integer({ label: { zh: '推送数量', en: 'Quantity pushed', ja: '連携数' }, list: true }),
    pushStatus: f.dict('inventory_push_status', {
      label: { zh: '推送状态', en: 'Push status', ja: '連携状態' },
      list: true,
      search: true,
    }),
    inputs: f.longText({ label: { zh: '计算依据', en: 'Inputs', ja: '算出根拠' } }),
    reason: f.text({ label: { zh: '原因', en: 'Reason', ja: '理由' }, max: 500, list: true }),
  },
  calls: ['page'],
  permissions: PUSH_CONFIG_PERMISSIONS,
  defaultOrder: 'id DESC',
})

/**
 * Amazon Vendor Central inventory push configuration (VC库存推送配置,
 * /api/storeProInventoryVcConfig): per VC shop, the warehouses feeding it and the same rules.
 */
export const storeProInventoryVcConfig = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeProInventoryVcConfig',
  basePath: '/api/storeProInventoryVcConfig',
  table: 'erp_store_pro_inventory_vc_config',
  label: { zh: 'VC库存推送配置', en: 'VC inventory push settings', ja: 'VC在庫連携設定' },
  fields: {
    shopId: f.link('erp/baseshop', {
      label: { zh: 'VC店铺', en: 'VC shop', ja: 'VCショップ' },
      required: true,
      unique: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    storeIds: f.links('erp/basestore', {
      label: WAREHOUSES_LABEL,
      required: true,
      list: true,
      example: '1000000000000004202',
    }),
    ...ruleFields,
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Vendor stock feed' }),
  },
  calls: ['page', 'detail', { op: 'submit', path: 'updateConfig' }],
  permissions: {
    view: 'storeproinventoryvcconfig_view',
    add: 'storeproinventoryvcconfig_add',
    edit: 'storeproinventoryvcconfig_edit',
    remove: 'storeproinventoryvcconfig_delete',
  },
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 310 },
})

/**
 * Real inventory (实际库存, /api/erp/storeRealInventory): the physical stock a warehouse (typically a
 * third-party one) reports per system SKU, with the day it was counted, shown beside the system's
 * on hand. It never changes system stock: a difference is settled by a stocktake or an adjustment.
 */
export const storeRealInventory = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeRealInventory',
  table: 'erp_store_real_inventory',
  label: { zh: '实际库存', en: 'Reported stock', ja: '実在庫報告' },
  fields: {
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004203',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      unique: true,
      uniqueWith: ['storeId'],
      list: true,
      search: true,
      example: '1000000000000003105',
    }),
    sysSku: f.text({
      label: { zh: '系统SKU编码', en: 'System SKU code', ja: 'システムSKUコード' },
      max: 64,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    realQuantity: f.integer({
      label: { zh: '实际数量', en: 'Reported quantity', ja: '報告数量' },
      required: true,
      min: 0,
      max: 99_999_999,
      list: true,
      sort: true,
      example: 12,
    }),
    countDate: f.date({
      label: { zh: '盘点日期', en: 'Counted on', ja: '棚卸日' },
      required: true,
      list: true,
      search: true,
      sort: true,
      example: '2026-03-01',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Monthly 3PL report' }),
  },
  calls: ['page', 'detail', { op: 'submit', path: 'save' }, { op: 'remove', path: 'delete' }],
  permissions: {
    view: 'storerealinventory_view',
    add: 'storerealinventory_add',
    edit: 'storerealinventory_edit',
    remove: 'storerealinventory_delete',
  },
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 190 },
})
