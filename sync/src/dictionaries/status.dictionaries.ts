import { type Dictionary, defineDictionary } from './define-dictionary.ts'

const TEXT_ONLY = 'Spec gives this vocabulary as text only (no stored values); keys 1.. follow the stated order'

/** Spec 1 §4: generic enable. */
export const enableStatus = defineDictionary({
  code: 'enable_status',
  name: { zh: '启用状态', en: 'Enable status', ja: '有効状態' },
  entries: [
    { key: '1', label: { zh: '启用', en: 'Enabled', ja: '有効' }, remark: 'Spec: able' },
    { key: '2', label: { zh: '禁用', en: 'Disabled', ja: '無効' }, remark: 'Spec: disable' },
  ],
})

/** Spec 1 §4: store, area, position status. */
export const storeStatus = defineDictionary({
  code: 'store_status',
  name: { zh: '仓库状态', en: 'Store status', ja: '倉庫ステータス' },
  entries: [
    {
      key: '0',
      label: { zh: '可用', en: 'Available', ja: '利用可' },
      remark: 'Also used for store areas and positions',
    },
    { key: '1', label: { zh: '不可用', en: 'Unavailable', ja: '利用不可' } },
    { key: '2', label: { zh: '已废弃', en: 'Obsolete', ja: '廃止' } },
  ],
})

/** Spec 1 §4: transfer. */
export const transferStatus = defineDictionary({
  code: 'transfer_status',
  name: { zh: '调拨状态', en: 'Transfer status', ja: '移動ステータス' },
  entries: [
    { key: '0', label: { zh: '草稿', en: 'Draft', ja: '下書き' } },
    { key: '1', label: { zh: '待备货', en: 'To be stocked', ja: '在庫準備待ち' } },
    {
      key: '2',
      label: { zh: '已出库', en: 'Dispatched', ja: '出庫済み' },
      remark: 'Spec: out of stock (goods left stock)',
    },
    { key: '3', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
  ],
})

/** Spec 1 §4: inbound order status. */
export const inboundOrderStatus = defineDictionary({
  code: 'inbound_order_status',
  name: { zh: '入库单状态', en: 'Inbound order status', ja: '入庫オーダーステータス' },
  entries: [
    { key: '1', label: { zh: '在途', en: 'In transit', ja: '輸送中' } },
    {
      key: '2',
      label: { zh: '收货中', en: 'Receiving', ja: '受領中' },
      remark: 'Spec text status receiving: some units received',
    },
    {
      key: '100',
      label: { zh: '已收货', en: 'Received', ja: '受領済み' },
      remark: 'Mark complete sets this status only',
    },
  ],
})

/** Spec 1 §4: inbound order push. */
export const inboundPushStatus = defineDictionary({
  code: 'inbound_push_status',
  name: { zh: '入库单推送状态', en: 'Inbound push status', ja: '入庫プッシュステータス' },
  entries: [
    { key: '1', label: { zh: '未推送', en: 'Not pushed', ja: '未プッシュ' } },
    { key: '2', label: { zh: '发货审核', en: 'Shipping audit', ja: '出荷審査' } },
    { key: '3', label: { zh: '已推送', en: 'Pushed', ja: 'プッシュ済み' } },
    { key: '4', label: { zh: '推送失败', en: 'Push failed', ja: 'プッシュ失敗' } },
  ],
})

/** Spec 1 §4: shelves. */
export const shelfStatus = defineDictionary({
  code: 'shelf_status',
  name: { zh: '上架状态', en: 'Shelving status', ja: '棚入れステータス' },
  entries: [
    { key: '0', label: { zh: '上架中', en: 'Shelving', ja: '棚入れ中' }, remark: 'Spec: on shelf' },
    { key: '1', label: { zh: '已完成', en: 'Completed', ja: '完了' } },
  ],
})

/** Spec 1 §4: outbound. */
export const outboundStatus = defineDictionary({
  code: 'outbound_status',
  name: { zh: '出库状态', en: 'Outbound status', ja: '出庫ステータス' },
  entries: [
    { key: '0', label: { zh: '待确定', en: 'To be determined', ja: '未確定' } },
    { key: '1', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '2', label: { zh: '待备货', en: 'To be stocked', ja: '在庫準備待ち' } },
    {
      key: '3',
      label: { zh: '已出库', en: 'Dispatched', ja: '出庫済み' },
      remark: 'Spec: out of stock (goods left stock)',
    },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
  ],
})

/** Spec 1 §4: face sheet. */
export const faceSheetStatus = defineDictionary({
  code: 'face_sheet_status',
  name: { zh: '面单状态', en: 'Face sheet status', ja: '送り状ステータス' },
  entries: [
    { key: '0', label: { zh: '未生成', en: 'Not generated', ja: '未生成' } },
    { key: '1', label: { zh: '已生成', en: 'Generated', ja: '生成済み' } },
    { key: '2', label: { zh: '已生成拣货单', en: 'Pick list generated', ja: 'ピッキングリスト生成済み' } },
    { key: '3', label: { zh: '已贴标', en: 'Labeled', ja: 'ラベル貼付済み' } },
    {
      key: '4',
      label: { zh: '已出库', en: 'Dispatched', ja: '出庫済み' },
      remark: 'Spec: out of stock (goods left stock)',
    },
  ],
})

/** Spec 1 §4: order status. */
export const orderStatus = defineDictionary({
  code: 'order_status',
  name: { zh: '订单状态', en: 'Order status', ja: '注文ステータス' },
  entries: [
    { key: '0', label: { zh: '已提交', en: 'Submitted', ja: '提出済み' } },
    { key: '1', label: { zh: '生成面单', en: 'Label generation', ja: 'ラベル生成' } },
    { key: '2', label: { zh: '已拣货', en: 'Picked', ja: 'ピッキング済み' } },
    { key: '3', label: { zh: '已打包', en: 'Packaged', ja: '梱包済み' } },
    { key: '4', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' }, remark: 'Not in spec: the outbound shipped' },
    { key: '5', label: { zh: '已截单', en: 'Closed (cut)', ja: 'カット済み' }, remark: 'Not in spec: a completed cut' },
  ],
})

/** Spec 1 §4: order cut. */
export const orderCutStatus = defineDictionary({
  code: 'order_cut_status',
  name: { zh: '截单状态', en: 'Order cut status', ja: '注文カットステータス' },
  entries: [
    { key: '1', label: { zh: '已申请', en: 'Applied', ja: '申請済み' }, remark: 'Spec: apply' },
    { key: '2', label: { zh: '处理中', en: 'Processing', ja: '処理中' } },
    { key: '3', label: { zh: '已完成', en: 'Complete', ja: '完了' } },
    { key: '4', label: { zh: '已撤销', en: 'Withdrawn', ja: '取消済み' }, remark: 'Not in spec: backOn' },
  ],
})

/** Spec 1 §4: track status. */
export const trackStatus = defineDictionary({
  code: 'track_status',
  name: { zh: '物流轨迹状态', en: 'Tracking status', ja: '追跡ステータス' },
  entries: [
    { key: '1', label: { zh: '待揽收', en: 'Pending collection', ja: '集荷待ち' } },
    { key: '2', label: { zh: '运输中', en: 'Shipping', ja: '輸送中' } },
    { key: '3', label: { zh: '已签收', en: 'Delivered', ja: '配達済み' } },
    { key: '4', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル' } },
    { key: '5', label: { zh: '无轨迹', en: 'No tracking', ja: '追跡情報なし' } },
    { key: '6', label: { zh: '异常', en: 'Abnormal', ja: '異常' } },
  ],
})

/** Spec 1 §4: stocktaking. */
export const stocktakingStatus = defineDictionary({
  code: 'stocktaking_status',
  name: { zh: '盘点状态', en: 'Stocktaking status', ja: '棚卸ステータス' },
  entries: [
    { key: '1', label: { zh: '待提交', en: 'To submit', ja: '提出待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '50', label: { zh: '审核驳回', en: 'Audit rejected', ja: '審査却下' } },
    { key: '80', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
    { key: '100', label: { zh: '已完成', en: 'Done', ja: '完了' } },
  ],
})

/** Spec 1 §4: VC check. */
export const vcCheckStatus = defineDictionary({
  code: 'vc_check_status',
  name: { zh: 'VC审核状态', en: 'VC check status', ja: 'VC審査ステータス' },
  entries: [
    { key: '1', label: { zh: '待提交', en: 'To submit', ja: '提出待ち' } },
    { key: '2', label: { zh: '待审核', en: 'Pending', ja: '審査待ち' } },
    { key: '3', label: { zh: '已通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
  ],
})

/** Spec 1 §4: PO send. */
export const poSendStatus = defineDictionary({
  code: 'po_send_status',
  name: { zh: 'PO发送状态', en: 'PO send status', ja: 'PO送信ステータス' },
  entries: [
    { key: '1', label: { zh: '已接受', en: 'Accepted', ja: '受諾' } },
    { key: '2', label: { zh: '已拒绝', en: 'Rejected', ja: '拒否' } },
  ],
})

/** Spec 1 §4: PO order. */
export const poOrderStatus = defineDictionary({
  code: 'po_order_status',
  name: { zh: 'PO订单状态', en: 'PO order status', ja: 'POオーダーステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '3', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル' } },
  ],
})

/** Spec 1 §4: quality. */
export const qualityStatus = defineDictionary({
  code: 'quality_status',
  name: { zh: '质检状态', en: 'Quality status', ja: '品質検査ステータス' },
  entries: [
    { key: '1', label: { zh: '待质检', en: 'Pending check', ja: '検査待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '已上架', en: 'Shelved', ja: '棚入れ済み' } },
  ],
})

/** Spec 1 §4: mapping. */
export const mappingStatus = defineDictionary({
  code: 'mapping_status',
  name: { zh: '映射状态', en: 'Mapping status', ja: 'マッピングステータス' },
  entries: [
    { key: '1', label: { zh: '已映射', en: 'Mapped', ja: 'マッピング済み' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '未映射', en: 'Unmapped', ja: '未マッピング' } },
  ],
})

/** Every status vocabulary of spec 1 §4 (and spec 3 §4), in spec order. */
export const statusDictionaries: readonly Dictionary[] = [
  enableStatus,
  storeStatus,
  transferStatus,
  inboundOrderStatus,
  inboundPushStatus,
  shelfStatus,
  outboundStatus,
  faceSheetStatus,
  orderStatus,
  orderCutStatus,
  trackStatus,
  stocktakingStatus,
  vcCheckStatus,
  poSendStatus,
  poOrderStatus,
  qualityStatus,
  mappingStatus,
]
