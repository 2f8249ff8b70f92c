import { defineResource, f } from '../define-resource.ts'

/** Who plans, counts and approves stock counts. */
export const STOCKTAKING_PERMISSIONS = {
  view: 'wstocktaking_view',
  add: 'wstocktaking_add',
  edit: 'wstocktaking_edit',
  remove: 'wstocktaking_delete',
}

const units = (zh: string, en: string, ja: string, example?: number) =>
  f.integer({ label: { zh, en, ja }, min: -99_999_999, max: 99_999_999, list: true, ...(example ? { example } : {}) })

/**
 * Stock count (盘点单, /api/ware/wstocktaking; spec 1 §4: 1 to submit, 2 to audit, 50 audit
 * rejected, 80 abolished, 100 done). `start-taking` freezes what the chosen positions hold as the
 * count's lines; counters enter what they find (blind by default: the expected quantity is not
 * shown while counting); the approved count posts each difference through the ledger.
 */
export const wStocktaking = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wstocktaking',
  table: 'ware_stocktaking',
  label: { zh: '盘点单', en: 'Stock count', ja: '棚卸' },
  fields: {
    code: f.text({
      label: { zh: '盘点单号', en: 'Count no.', ja: '棚卸番号' },
      numbered: 'stocktaking',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'ST-2026-0099',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    positionIds: f.links('ware/wbasestoreposition', {
      label: { zh: '盘点库位', en: 'Positions to count', ja: '棚卸ロケーション' },
      // Positions of the chosen warehouse only: three warehouses each have an "A区1排1层".
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      required: true,
      example: '1000000000000005021',
    }),
    blind: f.bool({ label: { zh: '盲盘', en: 'Blind count', ja: 'ブラインド棚卸' }, default: 1, list: true }),
    status: f.dict('stocktaking_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    freezeTime: f.datetime({
      workedOut: true,
      label: { zh: '冻结时间', en: 'Frozen at', ja: '凍結日時' },
      list: true,
      sort: true,
    }),
    lineCount: { ...units('盘点行数', 'Lines', '明細数'), workedOut: true },
    differenceQuantity: { ...units('差异数量', 'Difference', '差異数'), workedOut: true },
    completeTime: f.datetime({
      workedOut: true,
      label: { zh: '完成时间', en: 'Completed at', ja: '完了日時' },
      list: true,
    }),
    reviewRemark: f.text({
      workedOut: true,
      label: { zh: '审核意见', en: 'Review remark', ja: '審査コメント' },
      max: 255,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: STOCKTAKING_PERMISSIONS,
  children: { items: { resource: 'ware/wstocktakingitem', foreignKey: 'stocktakingId' } },
  statusDict: 'stocktaking_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 140 },
})

/**
 * Stock count line (盘点明细, /api/ware/wstocktakingitem): one lot in one position, what the freeze
 * found there, what was counted, and what the books held when it was counted, so units moved
 * between the freeze and the count (a pick) are not taken for a shortage.
 */
export const wStocktakingItem = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wstocktakingitem',
  table: 'ware_stocktaking_item',
  label: { zh: '盘点明细', en: 'Count line', ja: '棚卸明細' },
  fields: {
    stocktakingId: f.link('ware/wstocktaking', {
      label: { zh: '盘点单', en: 'Stock count', ja: '棚卸' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000010102',
    }),
    positionId: f.link('ware/wbasestoreposition', {
      label: { zh: '库位', en: 'Position', ja: 'ロケーション' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000005022',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003105',
    }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
    }),
    batchNo: f.text({ label: { zh: '批次号', en: 'Batch', ja: 'ロット番号' }, max: 64, list: true }),
    inboundDate: f.date({ label: { zh: '入库日期', en: 'Inbound date', ja: '入庫日' }, list: true }),
    expectedQuantity: units('冻结数量', 'Expected (frozen)', '凍結数'),
    countedQuantity: f.integer({
      label: { zh: '实盘数量', en: 'Counted', ja: '実棚数' },
      min: 0,
      max: 99_999_999,
      list: true,
      example: 2,
    }),
    systemQuantity: units('盘点时账面数', 'Books when counted', '棚卸時帳簿数'),
    differenceQuantity: units('差异数量', 'Difference', '差異数'),
    countTime: f.datetime({ label: { zh: '盘点时间', en: 'Counted at', ja: '棚卸日時' }, list: true }),
    /** To count, counted, or sent back to count again (wstocktakingitem/updateStatus): set by the server only. */
    lineStatus: f.dict('stocktaking_line_status', {
      label: { zh: '明细状态', en: 'Line status', ja: '明細状態' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: STOCKTAKING_PERMISSIONS,
  isChild: true,
  defaultOrder: 'stocktaking_id, id',
})
