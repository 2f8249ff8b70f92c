import { defineResource, f } from '../define-resource.ts'

/** Who reads and corrects the seller's stock at Amazon (inventory, its log, the SKU links). */
export const FBA_INVENTORY_PERMISSIONS = {
  view: 'fbainventory_view',
  add: 'fbainventory_add',
  edit: 'fbainventory_edit',
  remove: 'fbainventory_delete',
}

/** Who reads and corrects inbound shipments to Amazon (main, items, logs). */
export const FBA_INBOUND_PERMISSIONS = {
  view: 'fbainbound_view',
  add: 'fbainbound_add',
  edit: 'fbainbound_edit',
  remove: 'fbainbound_delete',
}

const units = (zh: string, en: string, ja: string) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, sort: true, example: 0 })
const signedUnits = (zh: string, en: string, ja: string) =>
  f.integer({ label: { zh, en, ja }, min: -99_999_999, max: 99_999_999, list: true, example: 0 })

const shop = () =>
  f.link('erp/baseshop', {
    label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
    required: true,
    list: true,
    search: true,
    example: '1000000000000004101',
  })
const sellerSku = (more: { unique?: boolean; uniqueWith?: string[] } = {}) =>
  f.text({
    label: { zh: 'SKU', en: 'Seller SKU', ja: '出品者SKU' },
    required: true,
    max: 64,
    title: true,
    list: true,
    search: true,
    batchSearch: true,
    example: 'HM-EXAMPLE-01',
    ...more,
  })
const centre = (required: boolean) =>
  f.text({
    label: { zh: 'FBA仓', en: 'Fulfilment centre', ja: 'FBA倉庫' },
    required,
    max: 16,
    list: true,
    search: true,
    example: 'ONT8',
  })
const product = () =>
  f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' }, list: true, search: true })
const sysSku = () =>
  f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, list: true, search: true })
const fnsku = () => f.text({ label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' }, max: 32, list: true, search: true })
const source = () =>
  f.dict('fba_intake_source', { label: { zh: '来源', en: 'Source', ja: '取得元' }, list: true, search: true })
const CRUD = ['list', 'page', 'detail', 'submit', 'remove'] as const

/**
 * The seller's stock at Amazon (FBA库存, /api/amazon/fbainventory), one row per shop, seller SKU
 * and fulfilment centre, as the marketplace reports it (fulfillable, inbound working, shipped and
 * receiving, reserved, unfulfillable) and as our own check-outs and receipts move it. Every change
 * leaves a row in its log (fbainventorylog).
 */
export const fbaInventory = defineResource({
  area: 'fba',
  module: 'amazon',
  name: 'fbainventory',
  table: 'erp_fba_inventory',
  label: { zh: 'FBA库存', en: 'FBA inventory', ja: 'FBA在庫' },
  fields: {
    shopId: shop(),
    sellerSku: sellerSku({ unique: true, uniqueWith: ['shopId', 'fulfillmentCenterId'] }),
    fulfillmentCenterId: centre(true),
    fnsku: fnsku(),
    asin: f.text({ label: { zh: 'ASIN', en: 'ASIN', ja: 'ASIN' }, max: 16, list: true, search: true }),
    productId: product(),
    sysSku: sysSku(),
    fulfillableQuantity: units('可售', 'Fulfillable', '販売可能'),
    inboundWorkingQuantity: units('入库处理中', 'Inbound working', '納品作業中'),
    inboundShippedQuantity: units('入库在途', 'Inbound shipped', '納品輸送中'),
    inboundReceivingQuantity: units('入库接收中', 'Inbound receiving', '納品受領中'),
    reservedQuantity: units('预留', 'Reserved', '予約済み'),
    unfulfillableQuantity: units('不可售', 'Unfulfillable', '販売不可'),
    totalQuantity: units('总数', 'Total', '合計'),
    source: source(),
    lastUpdatedTime: f.datetime({
      label: { zh: '更新时间', en: 'Reported at', ja: '報告日時' },
      list: true,
      sort: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [...CRUD],
  permissions: FBA_INVENTORY_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 170 },
})

/**
 * The link from a seller SKU of a shop to our product (FBA库存SKU, /api/amazon/fbainventorybasesku):
 * how the FBA intake names the product of what Amazon reports. Made by our check-outs and by the
 * imports that name the system SKU; corrected by hand.
 */
export const fbaInventoryBaseSku = defineResource({
  area: 'fba',
  module: 'amazon',
  name: 'fbainventorybasesku',
  table: 'erp_fba_inventory_base_sku',
  label: { zh: 'FBA库存SKU', en: 'FBA SKU link', ja: 'FBA在庫SKU' },
  fields: {
    shopId: shop(),
    sellerSku: sellerSku({ unique: true, uniqueWith: ['shopId'] }),
    fnsku: fnsku(),
    asin: f.text({ label: { zh: 'ASIN', en: 'ASIN', ja: 'ASIN' }, max: 16, list: true, search: true }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    sysSku: sysSku(),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [...CRUD],
  permissions: FBA_INVENTORY_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 171, code: 'fbainventorybasesku' },
})

/** A line of an inbound shipment to Amazon (/api/amazon/fbainboundshipmentitem): shipped, received, damaged, the difference. */
export const fbaInboundShipmentItem = defineResource({
  area: 'fba',
  module: 'amazon',
  name: 'fbainboundshipmentitem',
  table: 'erp_fba_inbound_shipment_item',
  label: { zh: 'FBA货件明细', en: 'FBA shipment line', ja: 'FBA納品明細' },
  fields: {
    inboundMainId: f.link('erp/fbainboundmain', {
      label: { zh: 'FBA货件', en: 'FBA shipment', ja: 'FBA納品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000051501',
    }),
    shopId: shop(),
    shipmentId: f.text({
      label: { zh: '货件编号', en: 'Shipment ID', ja: '納品プランID' },
      required: true,
      max: 32,
      list: true,
      search: true,
      example: 'FBA17DEMO001',
    }),
    sellerSku: sellerSku({ unique: true, uniqueWith: ['inboundMainId'] }),
    fnsku: fnsku(),
    productId: product(),
    sysSku: sysSku(),
    // The intake's figures: no example, since a person's save of a kept shipment's line never writes them.
    quantityShipped: f.integer({
      label: { zh: '发货数', en: 'Shipped', ja: '出荷数' },
      min: 0,
      max: 99_999_999,
      list: true,
    }),
    quantityReceived: f.integer({
      label: { zh: '签收数', en: 'Received', ja: '受領数' },
      min: 0,
      max: 99_999_999,
      list: true,
    }),
    quantityDamaged: f.integer({
      label: { zh: '破损数', en: 'Damaged', ja: '破損数' },
      min: 0,
      max: 99_999_999,
      list: true,
    }),
    discrepancyQuantity: f.integer({
      label: { zh: '差异数', en: 'Discrepancy', ja: '差異数' },
      min: -99_999_999,
      max: 99_999_999,
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [...CRUD],
  permissions: FBA_INBOUND_PERMISSIONS,
  defaultOrder: 'id DESC',
})

/** One change of the FBA inventory (/api/amazon/fbainventorylog): which quantity, before, after, and what moved it. */
export const fbaInventoryLog = defineResource({
  area: 'fba',
  module: 'amazon',
  name: 'fbainventorylog',
  table: 'erp_fba_inventory_log',
  label: { zh: 'FBA库存日志', en: 'FBA inventory log', ja: 'FBA在庫ログ' },
  fields: {
    inventoryId: f.link('amazon/fbainventory', {
      label: { zh: 'FBA库存', en: 'FBA inventory', ja: 'FBA在庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000051301',
    }),
    shopId: shop(),
    sellerSku: sellerSku(),
    fulfillmentCenterId: centre(true),
    bucket: f.dict('fba_inventory_bucket', {
      label: { zh: '库存类型', en: 'Quantity', ja: '在庫区分' },
      required: true,
      list: true,
      search: true,
      example: 'fulfillable',
    }),
    quantityBefore: signedUnits('变动前', 'Before', '変動前'),
    quantityAfter: signedUnits('变动后', 'After', '変動後'),
    quantityChange: signedUnits('变动数', 'Change', '変動数'),
    source: source(),
    sourceCode: f.text({ label: { zh: '单据', en: 'Document', ja: '伝票' }, max: 64, list: true, search: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [...CRUD],
  permissions: FBA_INVENTORY_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 172, code: 'fbainventorylog' },
})

/** One status change of an inbound shipment (/api/amazon/fbashipmentlog): from, to, by which source. */
export const fbaShipmentLog = defineResource({
  area: 'fba',
  module: 'amazon',
  name: 'fbashipmentlog',
  table: 'erp_fba_shipment_log',
  label: { zh: 'FBA货件日志', en: 'FBA shipment log', ja: 'FBA納品ログ' },
  fields: {
    inboundMainId: f.link('erp/fbainboundmain', {
      label: { zh: 'FBA货件', en: 'FBA shipment', ja: 'FBA納品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000051501',
    }),
    shopId: shop(),
    shipmentId: f.text({
      label: { zh: '货件编号', en: 'Shipment ID', ja: '納品プランID' },
      required: true,
      max: 32,
      title: true,
      list: true,
      search: true,
      example: 'FBA17DEMO001',
    }),
    statusBefore: f.dict('fba_shipment_status', { label: { zh: '原状态', en: 'From', ja: '変更前' }, list: true }),
    statusAfter: f.dict('fba_shipment_status', {
      label: { zh: '新状态', en: 'To', ja: '変更後' },
      required: true,
      list: true,
      search: true,
      example: 'SHIPPED',
    }),
    source: source(),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [...CRUD],
  permissions: FBA_INBOUND_PERMISSIONS,
  defaultOrder: 'id DESC',
})
