/** Messages of the foreign part (keys `finance.foreign…`), in each language. */
export const foreignMessages = {
  'finance.foreignOverpay': {
    zh: '{document} 要付 {amount} {currency}，但 {relation} 上只剩 {open} {currency} 未付',
    en: '{document} would pay {amount} {currency}, but only {open} {currency} is open on {relation}',
    ja: '{document} は {amount} {currency} を支払いますが、{relation} の未払は {open} {currency} だけです',
  },
  'finance.foreignRelationMissing': {
    zh: '关联单据 {relation} 不存在或已删除',
    en: 'The related document {relation} does not exist or was removed',
    ja: '関連伝票 {relation} は存在しないか削除されています',
  },
  'finance.foreignCurrencyMismatch': {
    zh: '{relation} 的币种是 {expected}，付款不能用 {currency}',
    en: '{relation} is owed in {expected}; it cannot be paid in {currency}',
    ja: '{relation} の通貨は {expected} のため、{currency} では支払えません',
  },
  'finance.foreignLocked': {
    zh: '{document} 当前状态为“{status}”，不能修改或删除',
    en: '{document} is "{status}" and can no longer be changed or removed',
    ja: '{document} は「{status}」のため変更・削除できません',
  },
  'finance.foreignNoRate': {
    zh: '币种 {currency} 没有汇率，请在币种中设置或填写付款汇率',
    en: 'Currency {currency} has no rate: set one on the currency or give the payment rate',
    ja: '通貨 {currency} にレートがありません。通貨に設定するか支払レートを入力してください',
  },
  'finance.foreignDeductionOver': {
    zh: '抵扣 {amount} 超过 {deduction} 上的预付款余额 {open}',
    en: 'The deduction of {amount} is more than the {open} prepaid on {deduction}',
    ja: '相殺額 {amount} は {deduction} の前払残高 {open} を超えています',
  },
  'finance.abroadApplyLocked': {
    zh: '付款申请 {document} 当前状态为“{status}”，不能修改或删除',
    en: 'Application {document} is "{status}" and can no longer be changed or removed',
    ja: '支払申請 {document} は「{status}」のため変更・削除できません',
  },
  'finance.abroadApplyNotPayable': {
    zh: '付款申请 {document} 当前状态为“{status}”，不能登记付款单',
    en: 'Application {document} is "{status}": no voucher can be made for it',
    ja: '支払申請 {document} は「{status}」のため支払伝票を作成できません',
  },
  'finance.abroadVoucherOver': {
    zh: '付款单金额 {amount} {currency} 超过付款申请 {document} 未登记的 {left} {currency}',
    en: 'The voucher of {amount} {currency} is more than the {left} {currency} left to register on application {document}',
    ja: '支払伝票 {amount} {currency} は支払申請 {document} の未登録額 {left} {currency} を超えています',
  },
  'finance.abroadApplyHasVouchers': {
    zh: '付款申请 {document} 已有付款单 {vouchers}，请先取消或删除它们',
    en: 'Application {document} has vouchers ({vouchers}): cancel or remove them first',
    ja: '支払申請 {document} には支払伝票（{vouchers}）があります。先に取り消すか削除してください',
  },
  'finance.abroadVoucherLocked': {
    zh: '付款单 {document} 当前进度为“{status}”，不能修改或删除',
    en: 'Voucher {document} is "{status}" and can no longer be changed or removed',
    ja: '支払伝票 {document} は「{status}」のため変更・削除できません',
  },
} as const
