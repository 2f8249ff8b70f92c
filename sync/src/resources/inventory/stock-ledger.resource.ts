import { defineResource, type Field, f } from '../define-resource.ts'

/**
 * Where a unit of stock is: warehouse, position, product (its system SKU) and lot (batch number and
 * inbound date, so stock leaves oldest first). Balances, ledger rows and reservations share it.
 */
const stockKeyFields = {
  storeId: f.link('erp/basestore', {
    label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
    required: true,
    list: true,
    search: true,
  }),
  positionId: f.link('ware/wbasestoreposition', {
    label: { zh: '库位', en: 'Position', ja: 'ロケーション' },
    required: true,
    dependsOn: { field: 'storeId', targetField: 'storeId' },
    list: true,
    search: true,
  }),
  productId: f.link('erp/baseproduct', {
    label: { zh: '产品', en: 'Product', ja: '商品' },
    required: true,
    search: true,
  }),
  sysSku: f.text({
    label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
    max: 64,
    title: true,
    list: true,
    search: true,
    batchSearch: true,
    sort: true,
  }),
  batchNo: f.text({ label: { zh: '批次号', en: 'Batch', ja: 'ロット番号' }, max: 64, list: true, search: true }),
  inboundDate: f.date({
    label: { zh: '入库日期', en: 'Inbound date', ja: '入庫日' },
    list: true,
    search: true,
    sort: true,
  }),
} satisfies Record<string, Field>

const quantity = (zh: string, en: string, ja: string) => f.integer({ label: { zh, en, ja }, list: true, sort: true })

/** Who may read stock: the warehouse staff and whoever manages inventory. */
const STOCK_PERMISSIONS = {
  view: 'storeproductinventory_view',
  add: 'storeproductinventory_add',
  edit: 'storeproductinventory_edit',
  remove: 'storeproductinventory_delete',
}

/**
 * Stock balances (库存): one row per warehouse, position, system SKU and lot, written only by the
 * stock ledger (`postStockMovements`); available = on hand − reserved. Each lot keeps its unit cost
 * (moving average within the lot) so that finance can value stock and cost of goods sold.
 */
export const storeProductInventory = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeproductinventory',
  table: 'erp_store_product_inventory',
  label: { zh: '库存', en: 'Stock', ja: '在庫' },
  fields: {
    ...stockKeyFields,
    onHand: quantity('在库数量', 'On hand', '実在庫'),
    reserved: quantity('占用数量', 'Reserved', '引当済'),
    available: quantity('可用数量', 'Available', '引当可能'),
    inTransit: quantity('在途数量', 'In transit', '輸送中'),
    unitCost: f.decimal({
      label: { zh: '单位成本', en: 'Unit cost', ja: '単価' },
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
    }),
  },
  calls: ['page', 'detail'],
  permissions: STOCK_PERMISSIONS,
  defaultOrder: 'sys_sku, store_id, inbound_date, id',
  menu: { parent: 'warehouses', sort: 100 },
})

/**
 * The stock ledger (库存流水): one immutable row per movement of one lot in one position, with the
 * quantity (signed), on hand before and after, the unit cost, and the document line that moved it.
 * A correction is an opposite movement; nothing is edited or removed.
 */
export const storeProductInventoryLog = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'storeproductinventorylog',
  table: 'erp_store_product_inventory_log',
  label: { zh: '库存流水', en: 'Stock ledger', ja: '在庫台帳' },
  fields: {
    ...stockKeyFields,
    movementType: f.dict('stock_movement_type', {
      label: { zh: '变动类型', en: 'Movement', ja: '変動種別' },
      required: true,
      list: true,
      search: true,
    }),
    quantity: quantity('变动数量', 'Quantity', '数量'),
    onHandBefore: quantity('变动前', 'Before', '変動前'),
    onHandAfter: quantity('变动后', 'After', '変動後'),
    /** A transit movement's lot in transit before and after (its quantity is their difference; on hand stays). */
    inTransitBefore: quantity('在途变动前', 'In transit before', '輸送中（変動前）'),
    inTransitAfter: quantity('在途变动后', 'In transit after', '輸送中（変動後）'),
    unitCost: f.decimal({ label: { zh: '单位成本', en: 'Unit cost', ja: '単価' }, scale: 4, shown: 2, list: true }),
    documentType: f.dict('stock_document_type', {
      label: { zh: '单据类型', en: 'Document type', ja: '伝票種別' },
      list: true,
      search: true,
    }),
    /** Lists and exports show the document's number (`documentIdLabel`, read with the row). */
    documentId: f.id({ label: { zh: '单据号', en: 'Document no.', ja: '伝票番号' }, list: true, search: true }),
    documentLine: f.id({ label: { zh: '单据行', en: 'Document line', ja: '伝票明細' } }),
    reason: f.text({ label: { zh: '原因', en: 'Reason', ja: '理由' }, max: 500, list: true }),
    /** A note beside the movement: the one part of a ledger row that may change. */
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, list: true }),
  },
  calls: ['page', 'detail', 'export'],
  permissions: {
    view: 'storeproductinventorylog_view',
    add: 'storeproductinventorylog_add',
    edit: 'storeproductinventorylog_edit',
    remove: 'storeproductinventorylog_delete',
  },
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 110 },
})

/**
 * Reservations (库存占用): a document line's claim on a balance, open until it is released (the
 * claim given up) or consumed (the units shipped); never edited in place otherwise.
 */
export const stockReservation = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'stockreservation',
  table: 'erp_stock_reservation',
  label: { zh: '库存占用', en: 'Stock reservation', ja: '在庫引当' },
  fields: {
    balanceId: f.id({ label: { zh: '库存', en: 'Stock balance', ja: '在庫' }, required: true }),
    ...stockKeyFields,
    quantity: quantity('占用数量', 'Quantity', '数量'),
    documentType: f.text({ label: { zh: '单据类型', en: 'Document type', ja: '伝票種別' }, max: 64, list: true }),
    documentId: f.id({ label: { zh: '单据', en: 'Document', ja: '伝票' }, search: true }),
    documentLine: f.id({ label: { zh: '单据行', en: 'Document line', ja: '伝票明細' } }),
    status: f.dict('stock_reservation_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
  },
  calls: [],
  permissions: STOCK_PERMISSIONS,
  defaultOrder: 'id DESC',
})
