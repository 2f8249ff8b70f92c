import { defineResource, f } from '../define-resource.ts'

/**
 * Inventory processing (库存加工, /api/erp/inventoryprocessing): a combination product assembled from
 * its parts (as the product declares them), or taken apart into them, in one warehouse. Completing
 * it takes the inputs out of their position (oldest lots first) and puts the outputs into theirs,
 * carrying the inputs' value over, through the ledger.
 */
export const inventoryProcessing = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'inventoryprocessing',
  table: 'erp_inventory_processing',
  label: { zh: '库存加工', en: 'Inventory processing', ja: '在庫加工' },
  fields: {
    code: f.text({
      label: { zh: '加工单号', en: 'Processing no.', ja: '加工番号' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'PR-2026-0099',
    }),
    processType: f.dict('inventory_processing_type', {
      label: { zh: '加工类型', en: 'Kind', ja: '種別' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '组合产品', en: 'Combination product', ja: 'セット商品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003103',
    }),
    quantity: f.integer({
      label: { zh: '加工数量', en: 'Quantity', ja: '数量' },
      required: true,
      min: 1,
      max: 99_999_999,
      list: true,
      example: 1,
    }),
    fromPositionId: f.link('ware/wbasestoreposition', {
      label: { zh: '取料库位', en: 'Take from position', ja: '払出ロケーション' },
      required: true,
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      list: true,
      example: '1000000000000005021',
    }),
    toPositionId: f.link('ware/wbasestoreposition', {
      label: { zh: '成品库位', en: 'Put into position', ja: '格納ロケーション' },
      required: true,
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      list: true,
      example: '1000000000000005022',
    }),
    status: f.dict('inventory_processing_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    completeTime: f.datetime({ label: { zh: '完成时间', en: 'Completed at', ja: '完了日時' }, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: {
    view: 'inventoryprocessing_view',
    add: 'inventoryprocessing_add',
    edit: 'inventoryprocessing_edit',
    remove: 'inventoryprocessing_delete',
  },
  statusDict: 'inventory_processing_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 180 },
})
