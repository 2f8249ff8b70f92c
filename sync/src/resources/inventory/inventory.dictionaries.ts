import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Kind of logistics provider (erp/logisticsproviders); the spec names the entity only. */
export const logisticsProviderType = defineDictionary({
  code: 'logistics_provider_type',
  name: { zh: '物流商类型', en: 'Logistics provider type', ja: '物流業者の種類' },
  entries: [
    { key: '1', label: { zh: '快递公司', en: 'Parcel carrier', ja: '宅配業者' } },
    { key: '2', label: { zh: '货代', en: 'Freight forwarder', ja: 'フォワーダー' } },
    { key: '3', label: { zh: '船公司', en: 'Shipping line', ja: '船会社' } },
    { key: '4', label: { zh: '卡车公司', en: 'Trucking company', ja: 'トラック会社' } },
    { key: '5', label: { zh: '尾程派送', en: 'Last-mile delivery', ja: 'ラストマイル配送' } },
  ],
})

/**
 * Why stock moved (erp/storeproductinventorylog.movementType), after ERPNext's stock entry purposes
 * and Odoo's move kinds; the spec names the log only.
 */
export const stockMovementType = defineDictionary({
  code: 'stock_movement_type',
  name: { zh: '库存变动类型', en: 'Stock movement', ja: '在庫変動種別' },
  entries: [
    { key: '1', label: { zh: '采购入库', en: 'Receipt', ja: '入庫' } },
    { key: '2', label: { zh: '上架移库', en: 'Putaway', ja: '棚入れ' } },
    { key: '3', label: { zh: '销售出库', en: 'Shipment', ja: '出荷' } },
    { key: '4', label: { zh: '调拨出库', en: 'Transfer out', ja: '移動出庫' } },
    { key: '5', label: { zh: '调拨入库', en: 'Transfer in', ja: '移動入庫' } },
    { key: '6', label: { zh: '库存调整', en: 'Adjustment', ja: '在庫調整' } },
    { key: '7', label: { zh: '盘点差异', en: 'Count difference', ja: '棚卸差異' } },
    { key: '8', label: { zh: '组装加工', en: 'Assembly', ja: '組立' } },
    { key: '9', label: { zh: '拆分加工', en: 'Disassembly', ja: '分解' } },
    { key: '10', label: { zh: '质检隔离', en: 'Quarantine', ja: '検品隔離' } },
    { key: '11', label: { zh: '库内移库', en: 'Move', ja: 'ロケーション移動' } },
  ],
})

/** Kind of inventory processing (erp/inventoryprocessing): making a combination product from its parts, or the reverse. */
export const inventoryProcessingType = defineDictionary({
  code: 'inventory_processing_type',
  name: { zh: '加工类型', en: 'Processing kind', ja: '加工種別' },
  entries: [
    { key: '1', label: { zh: '组装', en: 'Assembly', ja: '組立' } },
    { key: '2', label: { zh: '拆分', en: 'Disassembly', ja: '分解' } },
  ],
})

/** Status of an inventory processing order; the spec names the calls only. */
export const inventoryProcessingStatus = defineDictionary({
  code: 'inventory_processing_status',
  name: { zh: '加工单状态', en: 'Processing status', ja: '加工伝票ステータス' },
  entries: [
    { key: '0', label: { zh: '草稿', en: 'Draft', ja: '下書き' } },
    { key: '1', label: { zh: '已完成', en: 'Completed', ja: '完了' } },
    { key: '2', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
  ],
})

/** A reservation's state (erp_stock_reservation.status): open, then released or consumed. */
export const stockReservationStatus = defineDictionary({
  code: 'stock_reservation_status',
  name: { zh: '占用状态', en: 'Reservation status', ja: '引当ステータス' },
  entries: [
    { key: '1', label: { zh: '占用中', en: 'Open', ja: '引当中' } },
    { key: '2', label: { zh: '已释放', en: 'Released', ja: '解除済' } },
    { key: '3', label: { zh: '已出库', en: 'Consumed', ja: '出庫済' } },
  ],
})

/** Vocabularies of the inventory area beyond spec 1 §4 and §9. */
export const inventoryDictionaries: readonly Dictionary[] = [
  inventoryProcessingType,
  inventoryProcessingStatus,
  logisticsProviderType,
  stockMovementType,
  stockReservationStatus,
]
