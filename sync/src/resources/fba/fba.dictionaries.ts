import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Spec 1 §4 (FBA transfer): from labelling to the centre's receipt. */
export const fbaTransferStatus = defineDictionary({
  code: 'fba_transfer_status',
  name: { zh: 'FBA调拨状态', en: 'FBA transfer status', ja: 'FBA移動ステータス' },
  entries: [
    { key: '1', label: { zh: '待贴标', en: 'Pending label', ja: 'ラベル貼付待ち' } },
    { key: '2', label: { zh: '待出库', en: 'Pending check-out', ja: '出庫待ち' } },
    { key: '3', label: { zh: '目的仓在途', en: 'Destination in transit', ja: '納品先へ輸送中' } },
    { key: '4', label: { zh: '目的仓收货中', en: 'Destination receiving', ja: '納品先受領中' } },
    { key: '5', label: { zh: '目的仓已收货', en: 'Destination received', ja: '納品先受領済み' } },
    { key: '6', label: { zh: '异常', en: 'Exception', ja: '異常' } },
    { key: '7', label: { zh: '已作废', en: 'Voided', ja: '無効' } },
  ],
})

/** What went wrong with a line at the centre (ours, not in the spec). */
export const fbaExceptionType = defineDictionary({
  code: 'fba_exception_type',
  name: { zh: 'FBA异常类型', en: 'FBA exception', ja: 'FBA異常種別' },
  entries: [
    { key: '1', label: { zh: '短少', en: 'Short', ja: '不足' }, remark: 'ours, not in spec' },
    { key: '2', label: { zh: '破损', en: 'Damaged', ja: '破損' }, remark: 'ours, not in spec' },
    { key: '3', label: { zh: '短少且破损', en: 'Short and damaged', ja: '不足と破損' }, remark: 'ours, not in spec' },
    { key: '4', label: { zh: '多收', en: 'Over', ja: '過剰' }, remark: 'ours, not in spec' },
  ],
})

/** Amazon's inbound shipment statuses, as the marketplace names them. */
export const fbaShipmentStatus = defineDictionary({
  code: 'fba_shipment_status',
  name: { zh: 'FBA货件状态', en: 'FBA shipment status', ja: 'FBA納品ステータス' },
  entries: [
    { key: 'WORKING', label: { zh: '处理中', en: 'Working', ja: '作業中' } },
    { key: 'SHIPPED', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: 'IN_TRANSIT', label: { zh: '运输中', en: 'In transit', ja: '輸送中' } },
    { key: 'DELIVERED', label: { zh: '已送达', en: 'Delivered', ja: '配達済み' } },
    { key: 'CHECKED_IN', label: { zh: '已登记', en: 'Checked in', ja: 'チェックイン済み' } },
    { key: 'RECEIVING', label: { zh: '接收中', en: 'Receiving', ja: '受領中' } },
    { key: 'CLOSED', label: { zh: '已完成', en: 'Closed', ja: '完了' } },
    { key: 'CANCELLED', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル済み' } },
  ],
})

/** The quantities of an FBA inventory row, as its log names them. */
export const fbaInventoryBucket = defineDictionary({
  code: 'fba_inventory_bucket',
  name: { zh: 'FBA库存类型', en: 'FBA quantity', ja: 'FBA在庫区分' },
  entries: [
    { key: 'fulfillable', label: { zh: '可售', en: 'Fulfillable', ja: '販売可能' } },
    { key: 'inboundWorking', label: { zh: '入库处理中', en: 'Inbound working', ja: '納品作業中' } },
    { key: 'inboundShipped', label: { zh: '入库在途', en: 'Inbound shipped', ja: '納品輸送中' } },
    { key: 'inboundReceiving', label: { zh: '入库接收中', en: 'Inbound receiving', ja: '納品受領中' } },
    { key: 'reserved', label: { zh: '预留', en: 'Reserved', ja: '予約済み' } },
    { key: 'unfulfillable', label: { zh: '不可售', en: 'Unfulfillable', ja: '販売不可' } },
  ],
})

/** Where an FBA figure came from (ours). */
export const fbaIntakeSource = defineDictionary({
  code: 'fba_intake_source',
  name: { zh: 'FBA数据来源', en: 'FBA data source', ja: 'FBAデータ取得元' },
  entries: [
    { key: '1', label: { zh: '平台同步', en: 'Marketplace', ja: 'マーケットプレイス' } },
    { key: '2', label: { zh: '表格导入', en: 'Import', ja: 'インポート' } },
    { key: '3', label: { zh: 'FBA调拨出库', en: 'Transfer check-out', ja: 'FBA移動の出庫' } },
    { key: '4', label: { zh: 'FBA调拨签收', en: 'Transfer receipt', ja: 'FBA移動の受領' } },
    { key: '5', label: { zh: '手工修改', en: 'By hand', ja: '手動' } },
  ],
})

/** Whether a shipment's discrepancy is confirmed. */
export const fbaInboundConfirm = defineDictionary({
  code: 'fba_inbound_confirm',
  name: { zh: '差异确认', en: 'Discrepancy confirmation', ja: '差異確認' },
  entries: [
    { key: '0', label: { zh: '未确认', en: 'Unconfirmed', ja: '未確認' } },
    { key: '1', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
  ],
})

/** A warehouse-system transfer's statuses (ours, not in the spec). */
export const eccTransferStatus = defineDictionary({
  code: 'ecc_transfer_status',
  name: { zh: 'ECC调拨状态', en: 'Warehouse system transfer status', ja: 'ECC移動ステータス' },
  entries: [
    { key: '1', label: { zh: '草稿', en: 'Draft', ja: '下書き' }, remark: 'ours, not in spec' },
    { key: '2', label: { zh: '已提交', en: 'Submitted', ja: '送信済み' }, remark: 'ours, not in spec' },
    { key: '3', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' }, remark: 'ours, not in spec' },
    { key: '4', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル済み' }, remark: 'ours, not in spec' },
  ],
})

const OURS =
  'Ours: spec 2 §7.7 names the turnover calls (allocation, encasement, labelling, outbound, cancellation), not the status values'

/** FBA turnover status (erp/fbaturnover, ware/wfbaturnover). */
export const fbaTurnoverStatus = defineDictionary({
  code: 'fba_turnover_status',
  name: { zh: 'FBA周转状态', en: 'FBA turnover status', ja: 'FBA中継ステータス' },
  entries: [
    { key: '0', label: { zh: '草稿', en: 'Draft', ja: '下書き' }, remark: OURS },
    { key: '1', label: { zh: '待分配', en: 'Pending allocation', ja: '引当待ち' }, remark: OURS },
    { key: '2', label: { zh: '已分配', en: 'Allocated', ja: '引当済み' }, remark: OURS },
    { key: '3', label: { zh: '已装箱', en: 'Encased', ja: '梱包済み' }, remark: OURS },
    { key: '4', label: { zh: '已贴标', en: 'Labelled', ja: 'ラベル貼付済み' }, remark: OURS },
    { key: '5', label: { zh: '已出库', en: 'Shipped', ja: '出庫済み' }, remark: OURS },
    { key: '6', label: { zh: '已取消', en: 'Cancelled', ja: '取消済み' }, remark: OURS },
  ],
})

/** Kind of a file of an FBA turnover. */
export const fbaTurnoverFileType = defineDictionary({
  code: 'fba_turnover_file_type',
  name: { zh: 'FBA周转附件类型', en: 'FBA turnover file type', ja: 'FBA中継ファイル種別' },
  entries: [
    { key: '1', label: { zh: '箱标', en: 'Box label', ja: '箱ラベル' }, remark: OURS },
    { key: '2', label: { zh: 'FBA标签', en: 'FBA label', ja: 'FBAラベル' }, remark: OURS },
    { key: '3', label: { zh: '其他', en: 'Other', ja: 'その他' }, remark: OURS },
  ],
})

/** The fba area's vocabularies. */
export const fbaDictionaries: readonly Dictionary[] = [
  fbaTransferStatus,
  fbaExceptionType,
  fbaShipmentStatus,
  fbaInventoryBucket,
  fbaIntakeSource,
  fbaInboundConfirm,
  eccTransferStatus,
  fbaTurnoverStatus,
  fbaTurnoverFileType,
]
