import { type Dictionary, defineDictionary } from './define-dictionary.ts'

const TEXT_ONLY = 'Spec gives this vocabulary as text only (no stored values); keys 1.. follow the stated order'

/** Spec 1 §4: message status. */
export const messageStatus = defineDictionary({
  code: 'message_status',
  name: { zh: '消息状态', en: 'Message status', ja: 'メッセージステータス' },
  entries: [
    { key: '0', label: { zh: '待审批', en: 'Pending approval', ja: '承認待ち' } },
    { key: '1', label: { zh: '已通过', en: 'Approved', ja: '承認済み' } },
    { key: '2', label: { zh: '已驳回', en: 'Rejected', ja: '却下' }, remark: 'Rejected by the checking user' },
  ],
})

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

/** Spec 1 §4: store and warehouse enabled or deactivated. */
export const storeEnableStatus = defineDictionary({
  code: 'store_enable_status',
  name: { zh: '仓库启停状态', en: 'Store enable status', ja: '倉庫稼働状態' },
  entries: [
    { key: '1', label: { zh: '启用', en: 'Enabled', ja: '有効' }, remark: `${TEXT_ONLY}; stores and warehouses` },
    { key: '2', label: { zh: '停用', en: 'Deactivated', ja: '停止' } },
  ],
})

/** Spec 1 §4: purchase. */
export const purchaseStatus = defineDictionary({
  code: 'purchase_status',
  name: { zh: '采购状态', en: 'Purchase status', ja: '購買ステータス' },
  entries: [
    { key: '0', label: { zh: '待确定', en: 'To be determined', ja: '未確定' } },
    { key: '1', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '2', label: { zh: '审核通过', en: 'Review passed', ja: '審査合格' }, remark: 'Spec: exam passed' },
    { key: '3', label: { zh: '待申请', en: 'Pending application', ja: '申請待ち' } },
    { key: '4', label: { zh: '部分申请', en: 'Partially applied', ja: '一部申請済み' } },
    { key: '5', label: { zh: '已申请', en: 'Applied', ja: '申請済み' }, remark: 'Spec: already applied' },
    { key: '6', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '100', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
  ],
})

/** Spec 1 §4: purchase status list. */
export const purchaseListStatus = defineDictionary({
  code: 'purchase_list_status',
  name: { zh: '采购单列表状态', en: 'Purchase list status', ja: '購買一覧ステータス' },
  entries: [
    { key: '1', label: { zh: '待确定', en: 'To be determined', ja: '未確定' } },
    { key: '3', label: { zh: '已确定', en: 'Determined', ja: '確定済み' } },
    { key: '80', label: { zh: '作废', en: 'Abolished', ja: '廃止' } },
    { key: '100', label: { zh: '标记完成', en: 'Marked complete', ja: '完了マーク済み' } },
  ],
})

/** Spec 1 §4: purchase management. */
export const purchaseManagementStatus = defineDictionary({
  code: 'purchase_management_status',
  name: { zh: '采购管理状态', en: 'Purchase management status', ja: '購買管理ステータス' },
  entries: [
    { key: '1', label: { zh: '待审批', en: 'Pending', ja: '保留中' } },
    { key: '2', label: { zh: '已审批', en: 'Approved', ja: '承認済み' } },
    { key: '3', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '4', label: { zh: '作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 1 §4: purchase plan. */
export const purchasePlanStatus = defineDictionary({
  code: 'purchase_plan_status',
  name: { zh: '采购计划状态', en: 'Purchase plan status', ja: '購買計画ステータス' },
  entries: [
    { key: '1', label: { zh: '待采购', en: 'Pending purchase', ja: '購買待ち' } },
    { key: '2', label: { zh: '采购中', en: 'Purchasing', ja: '購買中' } },
    { key: '3', label: { zh: '已完成', en: 'Completed', ja: '完了' } },
  ],
})

/** Spec 1 §4: sales plan and purchase (text statuses). */
export const salePlanPurchaseStatus = defineDictionary({
  code: 'sale_plan_purchase_status',
  name: { zh: '销售计划及采购状态', en: 'Sales plan and purchase status', ja: '販売計画・購買ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'Pending confirmation', ja: '確認待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '3', label: { zh: '已审核', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '部分采购', en: 'Partially purchased', ja: '一部購買済み' } },
    { key: '5', label: { zh: '已采购', en: 'Purchased', ja: '購買済み' } },
    { key: '6', label: { zh: '审核驳回', en: 'Review rejected', ja: '審査却下' } },
    { key: '7', label: { zh: '已作废', en: 'Invalidated', ja: '無効' } },
    { key: '8', label: { zh: '待采购', en: 'Pending purchase', ja: '購買待ち' } },
    { key: '9', label: { zh: '采购中', en: 'Purchasing', ja: '購買中' } },
    { key: '10', label: { zh: '采购完成', en: 'Purchase completed', ja: '購買完了' } },
  ],
})

/** Spec 1 §4: ship order. */
export const shipOrderStatus = defineDictionary({
  code: 'ship_order_status',
  name: { zh: '发货单状态', en: 'Ship order status', ja: '出荷オーダーステータス' },
  entries: [
    { key: '1', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '3', label: { zh: '待验货', en: 'Awaiting inspection', ja: '検品待ち' } },
    { key: '60', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '100', label: { zh: '已完成', en: 'Completed', ja: '完了' } },
  ],
})

/** Spec 1 §4: ship apply. */
export const shipApplyStatus = defineDictionary({
  code: 'ship_apply_status',
  name: { zh: '发货申请状态', en: 'Ship apply status', ja: '出荷申請ステータス' },
  entries: [
    { key: '1', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '2', label: { zh: '待分配', en: 'To be assigned', ja: '割当待ち' } },
    { key: '3', label: { zh: '已分配', en: 'Assigned', ja: '割当済み' } },
    { key: '5', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '100', label: { zh: '作废', en: 'Obsolete', ja: '廃止' } },
  ],
})

/** Spec 1 §4: shipment application text statuses. */
export const shipApplyTextStatus = defineDictionary({
  code: 'ship_apply_text_status',
  name: { zh: '发货申请进度', en: 'Shipment application progress', ja: '出荷申請進捗' },
  entries: [
    { key: '1', label: { zh: '待申请', en: 'Pending application', ja: '申請待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '部分申请', en: 'Partially applied', ja: '一部申請済み' } },
    { key: '3', label: { zh: '已申请', en: 'Applied', ja: '申請済み' } },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
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

/** Spec 1 §4: inbound storage. */
export const inboundStorageStatus = defineDictionary({
  code: 'inbound_storage_status',
  name: { zh: '入库状态', en: 'Inbound storage status', ja: '入庫ステータス' },
  entries: [
    { key: '0', label: { zh: '在途', en: 'On the way', ja: '輸送中' } },
    { key: '1', label: { zh: '收货中', en: 'Receiving', ja: '受領中' } },
    { key: '2', label: { zh: '已收货', en: 'Received', ja: '受領済み' } },
    { key: '3', label: { zh: '未收货', en: 'Not received', ja: '未受領' } },
    { key: '4', label: { zh: '待申请', en: 'Pending application', ja: '申請待ち' } },
    { key: '5', label: { zh: '待处理', en: 'Pending', ja: '保留中' } },
    { key: '6', label: { zh: '待入库', en: 'Stock pending', ja: '入庫待ち' } },
    { key: '7', label: { zh: '已退回', en: 'Returned', ja: '返送済み' }, remark: 'Spec: backed' },
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

/** Spec 1 §4: inbound order status text (receiving, receipt completed). */
export const inboundOrderTextStatus = defineDictionary({
  code: 'inbound_order_text_status',
  name: { zh: '入库单收货进度', en: 'Inbound order receipt progress', ja: '入庫オーダー受領進捗' },
  entries: [
    { key: '1', label: { zh: '收货中', en: 'Receiving', ja: '受領中' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '收货完成', en: 'Receipt completed', ja: '受領完了' } },
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

/** Spec 1 §4: refund. */
export const refundStatus = defineDictionary({
  code: 'refund_status',
  name: { zh: '退款状态', en: 'Refund status', ja: '返金ステータス' },
  entries: [
    { key: '1', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '2', label: { zh: '已审核', en: 'Audited', ja: '審査済み' } },
    { key: '3', label: { zh: '已退款', en: 'Refunded', ja: '返金済み' } },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '6', label: { zh: '作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 1 §4: refund type. */
export const refundType = defineDictionary({
  code: 'refund_type',
  name: { zh: '退款类型', en: 'Refund type', ja: '返金タイプ' },
  entries: [
    { key: '0', label: { zh: '全额退款', en: 'Full', ja: '全額' } },
    { key: '1', label: { zh: '部分退款', en: 'Partial', ja: '一部' } },
  ],
})

/** Spec 1 §4: RMA return. */
export const rmaReturnStatus = defineDictionary({
  code: 'rma_return_status',
  name: { zh: 'RMA退货状态', en: 'RMA return status', ja: 'RMA返品ステータス' },
  entries: [
    { key: '1', label: { zh: '待退款', en: 'To refund', ja: '返金待ち' } },
    { key: '50', label: { zh: '已作废', en: 'Voided', ja: '無効' } },
    { key: '100', label: { zh: '已退款', en: 'Refunded', ja: '返金済み' } },
  ],
})

/** Spec 1 §4: RMA handling text. */
export const rmaHandlingStatus = defineDictionary({
  code: 'rma_handling_status',
  name: { zh: 'RMA处理状态', en: 'RMA handling status', ja: 'RMA処理ステータス' },
  entries: [
    { key: '1', label: { zh: '处理中', en: 'Processing', ja: '処理中' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '到货异常', en: 'Arrival exception', ja: '到着異常' } },
    { key: '3', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '4', label: { zh: '已作废', en: 'Voided', ja: '無効' } },
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

/** Spec 1 §4: sale order tab statuses. */
export const saleOrderTab = defineDictionary({
  code: 'sale_order_tab',
  name: { zh: '销售订单页签', en: 'Sales order tab', ja: '受注タブ' },
  entries: [
    { key: 'toAudit', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: 'audited', label: { zh: '已审核', en: 'Audited', ja: '審査済み' } },
    { key: 'pending', label: { zh: '待发货', en: 'To ship', ja: '出荷待ち' } },
    { key: 'shipped', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: 'freeze', label: { zh: '冻结', en: 'Frozen', ja: '凍結' } },
    { key: 'stockout', label: { zh: '缺货', en: 'Out of stock', ja: '在庫切れ' } },
    {
      key: 'ltlPedding',
      label: { zh: 'LTL待处理', en: 'LTL pending', ja: 'LTL保留中' },
      remark: 'Key spelled as in spec',
    },
    { key: 'issue', label: { zh: '问题件', en: 'Problem items', ja: '問題あり' } },
    { key: 'rendscr', label: { zh: '已废弃', en: 'Discarded', ja: '破棄' } },
    { key: 'noPay', label: { zh: '未付款', en: 'Unpaid', ja: '未払い' } },
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

/** Spec 1 §4: track status (additional text statuses). */
export const trackTextStatus = defineDictionary({
  code: 'track_text_status',
  name: { zh: '物流轨迹补充状态', en: 'Tracking status (text)', ja: '追跡ステータス（補足）' },
  entries: [
    {
      key: '1',
      label: { zh: '派送中', en: 'Delivering', ja: '配達中' },
      remark: `${TEXT_ONLY}; additions to track_status`,
    },
    { key: '2', label: { zh: '查询不到', en: 'Not found', ja: '照会不可' } },
    { key: '3', label: { zh: '未退回', en: 'Not returned', ja: '未返送' } },
    { key: '4', label: { zh: '揽收异常', en: 'Collection abnormal', ja: '集荷異常' } },
    { key: '5', label: { zh: '签收异常', en: 'Signing abnormal', ja: '受取異常' } },
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

/** Spec 1 §4: stocktaking text statuses. */
export const stocktakingTextStatus = defineDictionary({
  code: 'stocktaking_text_status',
  name: { zh: '盘点进度', en: 'Stocktaking progress', ja: '棚卸進捗' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'Pending confirmation', ja: '確認待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核驳回', en: 'Review rejected', ja: '審査却下' } },
    { key: '4', label: { zh: '待盘点', en: 'Pending count', ja: '棚卸待ち' } },
    { key: '5', label: { zh: '盘点完成', en: 'Count complete', ja: '棚卸完了' } },
  ],
})

/** Spec 1 §4, spec 3 §4: factory invoice. */
export const factoryInvoiceStatus = defineDictionary({
  code: 'factory_invoice_status',
  name: { zh: '工厂发票状态', en: 'Factory invoice status', ja: '工場請求書ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已提交', en: 'Submitted', ja: '提出済み' } },
    { key: '3', label: { zh: '已开票', en: 'Invoiced', ja: '請求済み' } },
    { key: '50', label: { zh: '作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 1 §4, spec 3 §4: invoice notice. */
export const invoiceNoticeStatus = defineDictionary({
  code: 'invoice_notice_status',
  name: { zh: '开票通知状态', en: 'Invoice notice status', ja: '請求通知ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '3', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '100', label: { zh: '已开票', en: 'Invoiced', ja: '請求済み' } },
  ],
})

/** Spec 1 §4, spec 3 §4: finance. */
export const financeStatus = defineDictionary({
  code: 'finance_status',
  name: { zh: '财务状态', en: 'Finance status', ja: '財務ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '部分登记', en: 'Partly registered', ja: '一部登録済み' } },
    { key: '6', label: { zh: '已登记', en: 'Registered', ja: '登録済み' } },
    { key: '7', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '8', label: { zh: '作废', en: 'Void', ja: '無効' } },
    { key: '9', label: { zh: '已退回', en: 'Returned', ja: '差し戻し' } },
  ],
})

/** Spec 1 §4, spec 3 §4: fee application. */
export const feeApplicationStatus = defineDictionary({
  code: 'fee_application_status',
  name: { zh: '费用申请状态', en: 'Fee application status', ja: '費用申請ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '6', label: { zh: '作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 1 §4, spec 3 §4: foreign payment. */
export const foreignPaymentStatus = defineDictionary({
  code: 'foreign_payment_status',
  name: { zh: '境外付款状态', en: 'Foreign payment status', ja: '海外支払ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '3', label: { zh: '已审核', en: 'Audited', ja: '審査済み' } },
    { key: '4', label: { zh: '审核拒绝', en: 'Audit refused', ja: '審査拒否' } },
  ],
})

/** Spec 1 §4, spec 3 §4: foreign collection. */
export const foreignCollectionStatus = defineDictionary({
  code: 'foreign_collection_status',
  name: { zh: '境外收款状态', en: 'Foreign collection status', ja: '海外入金ステータス' },
  entries: [
    { key: '1', label: { zh: '待提交', en: 'To submit', ja: '提出待ち' } },
    { key: '2', label: { zh: '已提交', en: 'Submitted', ja: '提出済み' } },
    { key: '3', label: { zh: '已核销', en: 'Written off', ja: '消込済み' } },
  ],
})

/** Spec 1 §4, spec 3 §4: payment progress. */
export const paymentStatus = defineDictionary({
  code: 'payment_status',
  name: { zh: '付款状态', en: 'Payment status', ja: '支払ステータス' },
  entries: [
    { key: '1', label: { zh: '待付款', en: 'Pending payment', ja: '支払待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '付款中', en: 'In progress', ja: '支払中' } },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
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

/** Spec 1 §4: FBA transfer. */
export const fbaTransferStatus = defineDictionary({
  code: 'fba_transfer_status',
  name: { zh: 'FBA调拨状态', en: 'FBA transfer status', ja: 'FBA移動ステータス' },
  entries: [
    { key: '1', label: { zh: '待贴标', en: 'Pending label', ja: 'ラベル待ち' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '待出库', en: 'Pending check-out', ja: '出庫待ち' } },
    { key: '3', label: { zh: '目的仓在途', en: 'Destination in transit', ja: '到着先へ輸送中' } },
    { key: '4', label: { zh: '目的仓收货中', en: 'Destination receiving', ja: '到着先で受領中' } },
    { key: '5', label: { zh: '目的仓已收货', en: 'Destination received', ja: '到着先で受領済み' } },
    { key: '6', label: { zh: '异常', en: 'Exception', ja: '異常' } },
    { key: '7', label: { zh: '已作废', en: 'Voided', ja: '無効' } },
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

/** Spec 1 §4, spec 3 §4: workflow sync result. */
export const workflowSyncStatus = defineDictionary({
  code: 'workflow_sync_status',
  name: { zh: '流程同步结果', en: 'Workflow sync result', ja: 'ワークフロー同期結果' },
  entries: [
    { key: '1', label: { zh: '未同步', en: 'Unsynced', ja: '未同期' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '成功', en: 'Success', ja: '成功' } },
    { key: '3', label: { zh: '失败', en: 'Failed', ja: '失敗' } },
  ],
})

/** Spec 1 §4, spec 3 §4: workflow process state. */
export const processState = defineDictionary({
  code: 'process_state',
  name: { zh: '流程状态', en: 'Process state', ja: 'プロセス状態' },
  entries: [
    { key: '1', label: { zh: '激活', en: 'Activated', ja: '有効化' }, remark: TEXT_ONLY },
    { key: '2', label: { zh: '挂起', en: 'Suspended', ja: '一時停止' } },
  ],
})

/** Every status vocabulary of spec 1 §4 (and spec 3 §4), in spec order. */
export const statusDictionaries: readonly Dictionary[] = [
  messageStatus,
  enableStatus,
  storeStatus,
  storeEnableStatus,
  purchaseStatus,
  purchaseListStatus,
  purchaseManagementStatus,
  purchasePlanStatus,
  salePlanPurchaseStatus,
  shipOrderStatus,
  shipApplyStatus,
  shipApplyTextStatus,
  transferStatus,
  inboundStorageStatus,
  inboundOrderStatus,
  inboundOrderTextStatus,
  inboundPushStatus,
  shelfStatus,
  outboundStatus,
  faceSheetStatus,
  refundStatus,
  refundType,
  rmaReturnStatus,
  rmaHandlingStatus,
  orderStatus,
  orderCutStatus,
  saleOrderTab,
  trackStatus,
  trackTextStatus,
  stocktakingStatus,
  stocktakingTextStatus,
  factoryInvoiceStatus,
  invoiceNoticeStatus,
  financeStatus,
  feeApplicationStatus,
  foreignPaymentStatus,
  foreignCollectionStatus,
  paymentStatus,
  vcCheckStatus,
  poSendStatus,
  poOrderStatus,
  fbaTransferStatus,
  qualityStatus,
  mappingStatus,
  workflowSyncStatus,
  processState,
]
