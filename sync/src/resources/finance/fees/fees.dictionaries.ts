import { type Dictionary, defineDictionary } from '../../../dictionaries/define-dictionary.ts'

/** What a fee is for (ours: the spec names fee types, not their values). */
export const feeType = defineDictionary({
  code: 'fee_type',
  name: { zh: '费用类型', en: 'Fee type', ja: '費用種別' },
  entries: [
    { key: '1', label: { zh: '物流运费', en: 'Freight', ja: '物流運賃' }, remark: 'ours, not in spec' },
    { key: '2', label: { zh: '仓储费', en: 'Warehousing', ja: '保管料' }, remark: 'ours, not in spec' },
    { key: '3', label: { zh: '报关清关费', en: 'Customs', ja: '通関費用' }, remark: 'ours, not in spec' },
    {
      key: '4',
      label: { zh: '平台服务费', en: 'Marketplace services', ja: 'プラットフォーム手数料' },
      remark: 'ours, not in spec',
    },
    { key: '5', label: { zh: '广告推广费', en: 'Advertising', ja: '広告費' }, remark: 'ours, not in spec' },
    { key: '6', label: { zh: '房租办公费', en: 'Rent and office', ja: '家賃・事務費' }, remark: 'ours, not in spec' },
    {
      key: '7',
      label: { zh: '软件服务费', en: 'Software and services', ja: 'ソフトウェア費' },
      remark: 'ours, not in spec',
    },
    { key: '8', label: { zh: '验货检测费', en: 'Inspection', ja: '検品費' }, remark: 'ours, not in spec' },
    { key: '9', label: { zh: '其他费用', en: 'Other', ja: 'その他' }, remark: 'ours, not in spec' },
  ],
})

/** A fee detail (bill registration): entered, registered (owed, posted), partly paid, paid, void. */
export const feeDetailStatus = defineDictionary({
  code: 'fee_detail_status',
  name: { zh: '账单状态', en: 'Bill status', ja: '請求ステータス' },
  entries: [
    { key: '0', label: { zh: '待登记', en: 'To register', ja: '登録待ち' }, remark: 'ours: entered, not yet posted' },
    { key: '1', label: { zh: '已登记', en: 'Registered', ja: '登録済み' } },
    { key: '2', label: { zh: '部分付款', en: 'Partly paid', ja: '一部支払済み' } },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
    { key: '4', label: { zh: '已作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 3 §4 (fee application): 1 to confirm, 2 to audit, 3 approved, 4 rejected, 5 done, 6 void. */
export const applyFeeStatus = defineDictionary({
  code: 'apply_fee_status',
  name: { zh: '费用申请状态', en: 'Fee application status', ja: '費用申請ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'To audit', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '审核驳回', en: 'Rejected', ja: '却下' } },
    { key: '5', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '6', label: { zh: '已作废', en: 'Void', ja: '無効' } },
  ],
})

/** Spec 3 §4 (foreign collection), for fees received back: 1 to submit, 2 submitted, 3 written off. */
export const receiveFeeStatus = defineDictionary({
  code: 'receive_fee_status',
  name: { zh: '收款状态', en: 'Receipt status', ja: '入金ステータス' },
  entries: [
    { key: '1', label: { zh: '待提交', en: 'To submit', ja: '提出待ち' } },
    { key: '2', label: { zh: '已提交', en: 'Submitted', ja: '提出済み' } },
    { key: '3', label: { zh: '已核销', en: 'Written off', ja: '消込済み' } },
  ],
})

/** The fees part's vocabularies. */
export const feesDictionaries: readonly Dictionary[] = [feeType, feeDetailStatus, applyFeeStatus, receiveFeeStatus]
