import type { Label } from '../../../i18n/language.ts'

/** Messages of the fees part (keys prefixed `finance.fee`), in each language. */
export const feesMessages = {
  'finance.feeLocked': {
    zh: '“{code}”当前状态为“{status}”，不能修改或删除',
    en: '"{code}" is "{status}" and can no longer be changed or removed',
    ja: '「{code}」は「{status}」のため変更・削除できません',
  },
  'finance.feeAmountZero': {
    zh: '“{code}”的金额必须大于 0',
    en: 'The amount of "{code}" must be more than 0',
    ja: '「{code}」の金額は 0 より大きくしてください',
  },
  'finance.feeDetailPaid': {
    zh: '账单“{code}”已有付款，不能作废',
    en: 'Bill "{code}" has payments and cannot be voided',
    ja: '請求「{code}」は支払済みのため無効にできません',
  },
  'finance.feeNotPaid': {
    zh: '费用申请“{code}”的账单尚未付清，不能完成',
    en: 'The bill of fee application "{code}" is not paid yet, so it cannot be done',
    ja: '費用申請「{code}」の請求は未払のため完了できません',
  },
  'finance.feeBankCurrency': {
    zh: '收款账户不是“{currency}”的银行账户',
    en: 'The bank account is not a bank account in {currency}',
    ja: '入金口座は {currency} の銀行口座ではありません',
  },
  'finance.feeMonthRange': {
    zh: '开始月份不能晚于结束月份',
    en: 'The from month cannot be after the to month',
    ja: '開始月は終了月より後にできません',
  },
} satisfies Record<string, Label>
