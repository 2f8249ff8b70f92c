import { type Dictionary, defineDictionary } from '../../../dictionaries/define-dictionary.ts'

/** Spec 3 §4 finance status vocabulary, as a payment application moves through it. */
export const applyPayStatus = defineDictionary({
  code: 'apply_pay_status',
  name: { zh: '付款申请状态', en: 'Payment application status', ja: '支払申請ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '审核驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '部分登记', en: 'Partly registered', ja: '一部登録' } },
    { key: '6', label: { zh: '已登记', en: 'Registered', ja: '登録済み' } },
    { key: '7', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '8', label: { zh: '已作废', en: 'Void', ja: '無効' } },
    { key: '9', label: { zh: '已退回', en: 'Returned', ja: '差戻し' } },
  ],
})

/** What a payment application relates to (spec 3 §7 selectRelationByRelationType). */
export const applyPayRelationType = defineDictionary({
  code: 'apply_pay_relation_type',
  name: { zh: '付款关联类型', en: 'Payment relates to', ja: '支払関連種別' },
  entries: [
    { key: '1', label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' } },
    { key: '2', label: { zh: '货柜费用账单', en: 'Ship cost bill', ja: 'コンテナ費用請求' } },
    { key: '3', label: { zh: '费用明细', en: 'Fee detail', ja: '費用明細' } },
  ],
})

/** Who a payment application pays (the journal's party types it may name). */
export const applyPayPartyType = defineDictionary({
  code: 'apply_pay_party_type',
  name: { zh: '收款方类型', en: 'Payee type', ja: '受取人種別' },
  entries: [
    { key: 'factory', label: { zh: '工厂', en: 'Factory', ja: '工場' } },
    { key: 'forwarder', label: { zh: '货代', en: 'Forwarder', ja: 'フォワーダー' } },
    { key: 'provider', label: { zh: '服务商', en: 'Service provider', ja: 'サービス業者' } },
  ],
})

/** How a relation line is paid: a deposit before the invoice (prepayment) or against what is payable. */
export const applyPayPaymentKind = defineDictionary({
  code: 'apply_pay_payment_kind',
  name: { zh: '付款性质', en: 'Paid as', ja: '支払区分' },
  entries: [
    { key: '1', label: { zh: '预付定金', en: 'Deposit (prepayment)', ja: '前払手付金' }, remark: 'ours' },
    { key: '2', label: { zh: '应付款', en: 'Payable', ja: '買掛金' }, remark: 'ours' },
  ],
})

/** Whether finance marked an application as checked against its documents (updateCheckSign). */
export const applyPayCheckSign = defineDictionary({
  code: 'apply_pay_check_sign',
  name: { zh: '核对标记', en: 'Checked mark', ja: '照合マーク' },
  entries: [
    { key: '0', label: { zh: '未核对', en: 'Not checked', ja: '未照合' }, remark: 'ours' },
    { key: '1', label: { zh: '已核对', en: 'Checked', ja: '照合済み' }, remark: 'ours' },
  ],
})

/** Spec 3 §4 payment progress of a voucher (cancelling cannot be undone). */
export const payVoucherStatus = defineDictionary({
  code: 'pay_voucher_status',
  name: { zh: '付款进度', en: 'Payment progress', ja: '支払進捗' },
  entries: [
    { key: '1', label: { zh: '待付款', en: 'Pending payment', ja: '支払待ち' } },
    { key: '2', label: { zh: '付款中', en: 'In progress', ja: '支払中' } },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
    { key: '4', label: { zh: '已取消', en: 'Cancelled', ja: '取消済み' } },
  ],
})

/** Where a purchase payment's `purchase_payment` approval stands (ours). */
export const purchasePaymentApproval = defineDictionary({
  code: 'purchase_payment_approval',
  name: { zh: '采购付款审批状态', en: 'Purchase payment approval', ja: '仕入支払の承認状況' },
  entries: [
    { key: '1', label: { zh: '未提交', en: 'Not submitted', ja: '未提出' }, remark: 'ours' },
    { key: '2', label: { zh: '审批中', en: 'In approval', ja: '承認中' }, remark: 'ours' },
    { key: '3', label: { zh: '审批通过', en: 'Approved', ja: '承認済み' }, remark: 'ours' },
    { key: '4', label: { zh: '审批驳回', en: 'Rejected', ja: '却下' }, remark: 'ours' },
  ],
})

/** The payments part's vocabularies. */
export const paymentsDictionaries: readonly Dictionary[] = [
  applyPayStatus,
  applyPayRelationType,
  applyPayPartyType,
  applyPayPaymentKind,
  applyPayCheckSign,
  payVoucherStatus,
  purchasePaymentApproval,
]
