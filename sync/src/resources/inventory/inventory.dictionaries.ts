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
    { key: '12', label: { zh: '发运在途', en: 'Dispatched into transit', ja: '輸送中へ発送' } },
    { key: '13', label: { zh: '在途到货', en: 'Arrived from transit', ja: '輸送中から到着' } },
  ],
})

/**
 * The kind of document a ledger row belongs to (erp/storeproductinventorylog.documentType), keyed by
 * the document's resource; a hand adjustment and a correction of a ledger row have no page of their own.
 */
export const stockDocumentType = defineDictionary({
  code: 'stock_document_type',
  name: { zh: '库存单据类型', en: 'Stock document', ja: '在庫伝票種別' },
  entries: [
    { key: 'ware/winboundorder', label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' } },
    { key: 'ware/winboundshelves', label: { zh: '上架单', en: 'Putaway task', ja: '棚入れ作業' } },
    { key: 'ware/wqualityinspection', label: { zh: '质检单', en: 'Quality inspection', ja: '品質検査' } },
    { key: 'ware/woutbound', label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' } },
    { key: 'erp/transferorder', label: { zh: '调拨单', en: 'Transfer order', ja: '移動伝票' } },
    { key: 'ware/wstocktaking', label: { zh: '盘点单', en: 'Stock count', ja: '棚卸' } },
    { key: 'erp/inventoryprocessing', label: { zh: '库存加工', en: 'Inventory processing', ja: '在庫加工' } },
    { key: 'erp/storeproductinventory', label: { zh: '手工调整', en: 'Adjustment by hand', ja: '手動調整' } },
    { key: 'erp/storeproductinventorylog', label: { zh: '流水冲销', en: 'Ledger correction', ja: '台帳訂正' } },
    { key: 'erp/vcCustomerOrder', label: { zh: 'PO订单', en: 'PO order', ja: 'POオーダー' } },
    { key: 'erp/vcAdminOrder', label: { zh: 'VC订单', en: 'VC purchase order', ja: 'VC発注' } },
    { key: 'erp/order', label: { zh: '销售订单', en: 'Sales order', ja: '受注' } },
    { key: 'erp/fbaturnover', label: { zh: 'FBA周转单', en: 'FBA turnover', ja: 'FBA中継' } },
    // Issue 31: a ship's departure sets its plan lines' units in transit to the destination warehouse.
    { key: 'erp/ship', label: { zh: '货柜', en: 'Ship (container)', ja: 'コンテナ' } },
    { key: 'erp/fbatransfer', label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' } },
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

/** Where a pushed stock figure stands towards the marketplace (erp/storeProInventoryConfig.pushStatus). */
export const inventoryPushStatus = defineDictionary({
  code: 'inventory_push_status',
  name: { zh: '库存推送状态', en: 'Stock push status', ja: '在庫連携状態' },
  entries: [
    { key: '1', label: { zh: '待推送', en: 'To be sent', ja: '送信待ち' } },
    { key: '2', label: { zh: '已推送', en: 'Sent', ja: '送信済' } },
    { key: '3', label: { zh: '推送失败', en: 'Failed', ja: '送信失敗' } },
  ],
})

/** How a pushed stock figure came about (erp/storeproinventorypushlog.pushSource). */
export const inventoryPushSource = defineDictionary({
  code: 'inventory_push_source',
  name: { zh: '推送来源', en: 'Push source', ja: '連携区分' },
  entries: [
    { key: '1', label: { zh: '按库存计算', en: 'Computed from stock', ja: '在庫から算出' } },
    { key: '2', label: { zh: '手工设置', en: 'Set by hand', ja: '手動設定' } },
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

/** Where a listing's reported platform stock came from (erp/platformsalesku.source); the spec names the page only. */
export const platformStockSource = defineDictionary({
  code: 'platform_stock_source',
  name: { zh: '平台库存来源', en: 'Platform stock source', ja: 'プラットフォーム在庫の出所' },
  entries: [
    { key: '1', label: { zh: '录入', en: 'Entered', ja: '入力' } },
    { key: '2', label: { zh: '报告同步', en: 'Synced from a report', ja: 'レポート同期' } },
    { key: '3', label: { zh: '手工修正', en: 'Corrected by hand', ja: '手動修正' } },
  ],
})

/** Vocabularies of the inventory area beyond spec 1 §4 and §9. */
/** What is to be done with aged stock (erp/inventorylibraryage.action). */
export const inventoryAgeAction = defineDictionary({
  code: 'inventory_age_action',
  name: { zh: '库龄处理方式', en: 'Aged stock action', ja: '長期在庫の対応' },
  entries: [
    { key: '1', label: { zh: '清仓促销', en: 'Clearance sale', ja: '在庫処分セール' } },
    { key: '2', label: { zh: '广告推广', en: 'Promotion', ja: 'プロモーション' } },
    { key: '3', label: { zh: '退回供应商', en: 'Return to supplier', ja: '仕入先へ返品' } },
    { key: '4', label: { zh: '调拨', en: 'Transfer', ja: '在庫移動' } },
    { key: '5', label: { zh: '报废', en: 'Scrap', ja: '廃棄' } },
    { key: '6', label: { zh: '保留观察', en: 'Keep and watch', ja: '保持・様子見' } },
  ],
})

/** Where an aged stock plan stands (erp/inventorylibraryage.planStatus). */
export const inventoryAgePlanStatus = defineDictionary({
  code: 'inventory_age_plan_status',
  name: { zh: '库龄计划状态', en: 'Aged stock plan status', ja: '長期在庫計画の状態' },
  entries: [
    { key: '1', label: { zh: '进行中', en: 'Open', ja: '対応中' } },
    { key: '2', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '3', label: { zh: '已取消', en: 'Cancelled', ja: '取消' } },
  ],
})

export const inventoryDictionaries: readonly Dictionary[] = [
  stockDocumentType,
  inventoryAgeAction,
  inventoryAgePlanStatus,
  inventoryProcessingType,
  inventoryProcessingStatus,
  inventoryPushSource,
  inventoryPushStatus,
  logisticsProviderType,
  platformStockSource,
  stockMovementType,
  stockReservationStatus,
]
