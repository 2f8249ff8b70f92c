import type { Label } from '../../../i18n/language.ts'

/** Messages of the payments part (keys prefixed `finance.pay.`), in each language. */
export const paymentsMessages = {
  'finance.pay.overOwed': {
    zh: '“{document}”还欠 {owed} {currency}，本次申请 {asked} {currency}，超出了应付金额',
    en: '"{document}" is owed {owed} {currency}; {asked} {currency} asked is more than is owed',
    ja: '「{document}」の未払は {owed} {currency} です。申請額 {asked} {currency} は未払額を超えています',
  },
  'finance.pay.noRelations': {
    zh: '付款申请至少要关联一张单据',
    en: 'A payment application needs at least one document it pays',
    ja: '支払申請には関連伝票が少なくとも1件必要です',
  },
  'finance.pay.relationNotFound': {
    zh: '第 {line} 行关联的单据不存在',
    en: 'Line {line}: the document it relates to does not exist',
    ja: '{line} 行目の関連伝票が存在しません',
  },
  'finance.pay.relationParty': {
    zh: '第 {line} 行的单据“{document}”不属于收款方',
    en: 'Line {line}: "{document}" is not owed to this payee',
    ja: '{line} 行目の伝票「{document}」はこの受取人のものではありません',
  },
  'finance.pay.relationCurrency': {
    zh: '第 {line} 行的单据“{document}”币种为 {currency}，与申请币种不同',
    en: 'Line {line}: "{document}" is in {currency}, not the application\'s currency',
    ja: '{line} 行目の伝票「{document}」の通貨は {currency} で、申請の通貨と異なります',
  },
  'finance.pay.relationType': {
    zh: '第 {line} 行的关联类型与申请的关联类型不同',
    en: "Line {line}: its relation type differs from the application's",
    ja: '{line} 行目の関連種別が申請の関連種別と異なります',
  },
  'finance.pay.amountMismatch': {
    zh: '申请金额 {amount} 与关联单据合计 {total} 不一致',
    en: "The amount {amount} is not the lines' total {total}",
    ja: '申請額 {amount} が明細合計 {total} と一致しません',
  },
  'finance.pay.locked': {
    zh: '付款申请“{code}”当前为“{status}”，不能修改',
    en: 'Payment application "{code}" is "{status}" and can no longer be changed',
    ja: '支払申請「{code}」は「{status}」のため変更できません',
  },
  'finance.pay.voucherLocked': {
    zh: '付款凭证“{code}”当前为“{status}”，只能修改待付款的凭证',
    en: 'Payment voucher "{code}" is "{status}": only a voucher pending payment can be changed',
    ja: '支払伝票「{code}」は「{status}」です。支払待ちの伝票のみ変更できます',
  },
  'finance.pay.voucherOverApplication': {
    zh: '凭证金额 {amount} 超出付款申请“{code}”尚未登记的 {left}',
    en: 'The voucher\'s {amount} is more than the {left} of application "{code}" not yet registered',
    ja: '伝票額 {amount} は支払申請「{code}」の未登録額 {left} を超えています',
  },
  'finance.pay.voucherApplication': {
    zh: '付款申请“{code}”当前为“{status}”，不能登记付款凭证',
    en: 'Payment application "{code}" is "{status}": no voucher can be registered on it',
    ja: '支払申請「{code}」は「{status}」のため支払伝票を登録できません',
  },
  'finance.pay.voucherRemove': {
    zh: '付款凭证“{code}”当前为“{status}”，只能删除已取消的凭证',
    en: 'Payment voucher "{code}" is "{status}": only a cancelled voucher can be removed',
    ja: '支払伝票「{code}」は「{status}」です。取消済みの伝票のみ削除できます',
  },
  'finance.pay.applyRemove': {
    zh: '付款申请“{code}”当前为“{status}”，只能删除待确认或已作废的申请',
    en: 'Payment application "{code}" is "{status}": only one to confirm or void can be removed',
    ja: '支払申請「{code}」は「{status}」です。確認待ちか無効の申請のみ削除できます',
  },
  'finance.pay.notApproved': {
    zh: '采购付款“{code}”尚未审批通过，不能完成付款',
    en: 'Purchase payment "{code}" is not approved yet and cannot be paid',
    ja: '仕入支払「{code}」は未承認のため支払を完了できません',
  },
  'finance.pay.purchaseLocked': {
    zh: '采购付款“{code}”已付款，不能修改',
    en: 'Purchase payment "{code}" is paid and can no longer be changed',
    ja: '仕入支払「{code}」は支払済みのため変更できません',
  },
  'finance.pay.orderNotPayable': {
    zh: '采购订单“{document}”当前为“{status}”，不能付款',
    en: 'Purchase order "{document}" is "{status}" and cannot be paid',
    ja: '発注書「{document}」は「{status}」のため支払えません',
  },
} as const satisfies Record<string, Label>
