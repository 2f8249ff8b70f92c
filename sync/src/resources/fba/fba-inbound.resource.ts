import { defineResource, f } from '../define-resource.ts'
import { FBA_INBOUND_PERMISSIONS } from './amazon-fba.resource.ts'

// The figures are the intake's (totals of the shipment's lines): no example, a save never writes them.
const units = (zh: string, en: string, ja: string) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true })
const signedUnits = (zh: string, en: string, ja: string) =>
  f.integer({ label: { zh, en, ja }, min: -99_999_999, max: 99_999_999, list: true })
const shop = () =>
  f.link('erp/baseshop', {
    label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
    required: true,
    list: true,
    search: true,
    example: '1000000000000004101',
  })
const SHIPMENT_ID = { zh: '货件编号', en: 'Shipment ID', ja: '納品プランID' }

/**
 * An inbound shipment to Amazon (FBA货件, /api/erp/fbainboundmain): one per shop and shipment id,
 * its centre and Amazon's status, and the totals of its lines (shipped, received, damaged, the
 * discrepancy). The intake writes it (our check-outs and receipts, imports, the marketplace
 * adapters); a person confirms its discrepancy (`updateConfirm`).
 */
export const fbaInboundMain = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbainboundmain',
  table: 'erp_fba_inbound_main',
  label: { zh: 'FBA货件', en: 'FBA inbound shipment', ja: 'FBA納品' },
  fields: {
    shopId: shop(),
    shipmentId: f.text({
      label: SHIPMENT_ID,
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      uniqueWith: ['shopId'],
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      example: 'FBA17EXAMPLE',
    }),
    shipmentName: f.text({ label: { zh: '货件名称', en: 'Shipment name', ja: '納品名' }, max: 128, list: true }),
    fulfillmentCenterId: f.text({
      label: { zh: 'FBA仓', en: 'Fulfilment centre', ja: 'FBA倉庫' },
      required: true,
      max: 16,
      list: true,
      search: true,
      example: 'ONT8',
    }),
    shipmentStatus: f.dict('fba_shipment_status', {
      label: { zh: '货件状态', en: 'Shipment status', ja: '納品ステータス' },
      default: 'WORKING',
      list: true,
      search: true,
      example: 'WORKING',
    }),
    fbaTransferId: f.link('erp/fbatransfer', {
      label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' },
      list: true,
      search: true,
    }),
    quantityShipped: units('发货数', 'Shipped', '出荷数'),
    quantityReceived: units('签收数', 'Received', '受領数'),
    quantityDamaged: units('破损数', 'Damaged', '破損数'),
    discrepancyQuantity: signedUnits('差异数', 'Discrepancy', '差異数'),
    confirmStatus: f.dict('fba_inbound_confirm', {
      label: { zh: '差异确认', en: 'Discrepancy confirmed', ja: '差異確認' },
      default: 0,
      list: true,
      search: true,
    }),
    confirmTime: f.datetime({ label: { zh: '确认时间', en: 'Confirmed at', ja: '確認日時' }, list: true }),
    confirmRemark: f.text({ label: { zh: '确认说明', en: 'Confirmation note', ja: '確認メモ' }, max: 500 }),
    source: f.dict('fba_intake_source', {
      label: { zh: '来源', en: 'Source', ja: '取得元' },
      list: true,
      search: true,
    }),
    lastUpdatedTime: f.datetime({
      label: { zh: '更新时间', en: 'Reported at', ja: '報告日時' },
      list: true,
      sort: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'page', 'detail', { op: 'submit', path: 'saveOrUpdate' }],
  permissions: FBA_INBOUND_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 173 },
})

/**
 * What each receipt of an inbound shipment's line changed (FBA入库日志, /api/erp/fbainboundshipmentlog):
 * received before and after, shipped, the discrepancy left, with a remark people add.
 */
export const fbaInboundShipmentLog = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbainboundshipmentlog',
  table: 'erp_fba_inbound_shipment_log',
  label: { zh: 'FBA入库日志', en: 'FBA receipt log', ja: 'FBA受領ログ' },
  fields: {
    inboundMainId: f.link('erp/fbainboundmain', {
      label: { zh: 'FBA货件', en: 'FBA shipment', ja: 'FBA納品' },
      required: true,
      list: true,
      search: true,
    }),
    shopId: shop(),
    shipmentId: f.text({ label: SHIPMENT_ID, required: true, max: 32, list: true, search: true, batchSearch: true }),
    fulfillmentCenterId: f.text({
      label: { zh: 'FBA仓', en: 'Fulfilment centre', ja: 'FBA倉庫' },
      max: 16,
      list: true,
      search: true,
    }),
    sellerSku: f.text({
      label: { zh: 'SKU', en: 'Seller SKU', ja: '出品者SKU' },
      required: true,
      max: 64,
      title: true,
      list: true,
      search: true,
    }),
    fnsku: f.text({ label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' }, max: 32, list: true }),
    quantityShipped: units('发货数', 'Shipped', '出荷数'),
    receivedBefore: units('原签收数', 'Received before', '変更前受領数'),
    receivedAfter: units('签收数', 'Received', '受領数'),
    quantityDamaged: units('破损数', 'Damaged', '破損数'),
    discrepancyQuantity: signedUnits('差异数', 'Discrepancy', '差異数'),
    source: f.dict('fba_intake_source', {
      label: { zh: '来源', en: 'Source', ja: '取得元' },
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'page', 'export'],
  permissions: FBA_INBOUND_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 174, code: 'fbainboundshipmentlog' },
})
