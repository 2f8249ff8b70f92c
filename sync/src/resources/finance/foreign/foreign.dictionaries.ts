import { type Dictionary, defineDictionary } from '../../../dictionaries/define-dictionary.ts'

/** Spec 3 §4 (foreign payment): 1 to confirm, 2 confirmed, 3 audited, 4 audit refused. */
export const foreignPaymentStatus = defineDictionary({
  code: 'foreign_payment_status',
  name: { zh: '外汇付款状态', en: 'Foreign payment status', ja: '外貨支払ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '3', label: { zh: '已审核', en: 'Audited', ja: '審査済み' } },
    { key: '4', label: { zh: '审核拒绝', en: 'Audit refused', ja: '審査却下' } },
  ],
})

/** What a foreign payment pays (ours): a purchase order's payable or a ship cost bill. */
export const foreignRelationType = defineDictionary({
  code: 'foreign_relation_type',
  name: { zh: '外汇付款关联类型', en: 'Foreign payment relation', ja: '外貨支払の関連' },
  entries: [
    { key: '1', label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' }, remark: 'ours, not in spec' },
    { key: '2', label: { zh: '货柜账单', en: 'Ship cost bill', ja: 'コンテナ請求' }, remark: 'ours, not in spec' },
  ],
})

/** Spec 3 §4 finance status, as an overseas payment application walks it (1-9). */
export const abroadApplyStatus = defineDictionary({
  code: 'abroad_apply_status',
  name: { zh: '境外付款申请状态', en: 'Overseas payment application status', ja: '海外支払申請ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '审核驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '部分登记', en: 'Partly registered', ja: '一部登録済み' } },
    { key: '6', label: { zh: '已登记', en: 'Registered', ja: '登録済み' } },
    { key: '7', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '8', label: { zh: '已作废', en: 'Void', ja: '無効' } },
    { key: '9', label: { zh: '已退回', en: 'Returned', ja: '差戻し' } },
  ],
})

/** Spec 3 §4 payment progress of an overseas payment voucher (cancelled: ours, and it cannot be undone). */
export const abroadVoucherStatus = defineDictionary({
  code: 'abroad_voucher_status',
  name: { zh: '境外付款进度', en: 'Overseas payment progress', ja: '海外支払進捗' },
  entries: [
    { key: '1', label: { zh: '待付款', en: 'Pending payment', ja: '支払待ち' } },
    { key: '2', label: { zh: '付款中', en: 'In progress', ja: '支払中' } },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
    { key: '4', label: { zh: '已取消', en: 'Cancelled', ja: '取消済み' }, remark: 'ours: cannot be undone' },
  ],
})

/** What an overseas service payment is for (ours, not in spec). */
export const abroadFeeType = defineDictionary({
  code: 'abroad_fee_type',
  name: { zh: '境外费用类型', en: 'Overseas fee type', ja: '海外費用種別' },
  entries: [
    { key: '1', label: { zh: '海外仓仓储费', en: 'Warehouse fee', ja: '倉庫保管料' }, remark: 'ours, not in spec' },
    { key: '2', label: { zh: '清关费', en: 'Customs clearance', ja: '通関費用' }, remark: 'ours, not in spec' },
    {
      key: '3',
      label: { zh: '尾程派送费', en: 'Last-mile delivery', ja: 'ラストワンマイル配送' },
      remark: 'ours, not in spec',
    },
    { key: '4', label: { zh: '其他', en: 'Other', ja: 'その他' }, remark: 'ours, not in spec' },
  ],
})

/** The foreign part's dictionaries. */
export const foreignDictionaries: readonly Dictionary[] = [
  foreignPaymentStatus,
  foreignRelationType,
  abroadApplyStatus,
  abroadVoucherStatus,
  abroadFeeType,
]
