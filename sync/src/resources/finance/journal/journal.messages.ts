import type { Label } from '../../../i18n/language.ts'

/** Messages of the journal (keys prefixed `finance.`), in each language. */
export const journalMessages = {
  'finance.entryNoLines': {
    zh: '记账凭证至少需要两行分录',
    en: 'A journal entry needs at least two lines',
    ja: '仕訳には 2 行以上の明細が必要です',
  },
  'finance.entryUnbalanced': {
    zh: '借贷不平衡（{currency}）：借方 {debit}，贷方 {credit}',
    en: 'Debits and credits do not balance in {currency}: debits {debit}, credits {credit}',
    ja: '{currency} で貸借が一致しません：借方 {debit}、貸方 {credit}',
  },
  'finance.lineAmount': {
    zh: '第 {line} 行：金额“{value}”不是非负数',
    en: 'Line {line}: the amount "{value}" is not a number of zero or more',
    ja: '{line} 行目：金額「{value}」が 0 以上の数値ではありません',
  },
  'finance.lineEmpty': {
    zh: '第 {line} 行：借方和贷方都为零',
    en: 'Line {line}: both debit and credit are zero',
    ja: '{line} 行目：借方と貸方がどちらも 0 です',
  },
  'finance.lineBothSides': {
    zh: '第 {line} 行：同一行不能同时有借方和贷方',
    en: 'Line {line}: a line is either a debit or a credit, not both',
    ja: '{line} 行目：1 行に借方と貸方の両方は記入できません',
  },
  'finance.unknownAccountType': {
    zh: '第 {line} 行：科目用途“{type}”不存在',
    en: 'Line {line}: there is no account type "{type}"',
    ja: '{line} 行目：勘定用途「{type}」はありません',
  },
  'finance.noAccountOfType': {
    zh: '科目表中没有可用的“{type}”科目{currency}',
    en: 'The chart of accounts has no enabled "{type}" account{currency}',
    ja: '勘定科目表に有効な「{type}」科目{currency}がありません',
  },
  'finance.accountNotFound': {
    zh: '第 {line} 行：科目 {account} 不存在或不属于本租户',
    en: 'Line {line}: account {account} does not exist in this tenant',
    ja: '{line} 行目：科目 {account} はこのテナントにありません',
  },
  'finance.accountNotPostable': {
    zh: '第 {line} 行：科目“{account}”是汇总科目或已停用，不能记账',
    en: 'Line {line}: account "{account}" is a group or disabled and cannot be posted to',
    ja: '{line} 行目：科目「{account}」は集計科目または無効のため記帳できません',
  },
  'finance.accountTypeMismatch': {
    zh: '第 {line} 行：科目“{account}”的用途是“{actual}”，不是“{type}”',
    en: 'Line {line}: account "{account}" is of type "{actual}", not "{type}"',
    ja: '{line} 行目：科目「{account}」の用途は「{actual}」で「{type}」ではありません',
  },
  'finance.accountCurrencyMismatch': {
    zh: '第 {line} 行：科目“{account}”的币种是 {actual}，凭证币种是 {currency}',
    en: 'Line {line}: account "{account}" holds {actual}, the entry is in {currency}',
    ja: '{line} 行目：科目「{account}」の通貨は {actual}、仕訳の通貨は {currency} です',
  },
  'finance.partyRequired': {
    zh: '第 {line} 行：“{type}”科目必须指定往来单位',
    en: 'Line {line}: a "{type}" line must name its party',
    ja: '{line} 行目：「{type}」の明細には取引先が必要です',
  },
  'finance.partyNotFound': {
    zh: '第 {line} 行：往来单位 {partyType} {party} 不存在或不属于本租户',
    en: 'Line {line}: party {partyType} {party} does not exist in this tenant',
    ja: '{line} 行目：取引先 {partyType} {party} はこのテナントにありません',
  },
  'finance.unknownCurrency': {
    zh: '币种 {currency} 不存在',
    en: 'There is no currency {currency}',
    ja: '通貨 {currency} はありません',
  },
  'finance.badRate': {
    zh: '汇率“{rate}”必须是大于零的数',
    en: 'The rate "{rate}" must be a number above zero',
    ja: 'レート「{rate}」は 0 より大きい数値でなければなりません',
  },
  'finance.noRate': {
    zh: '币种 {currency} 没有记账汇率',
    en: 'Currency {currency} has no booking rate',
    ja: '通貨 {currency} に記帳レートがありません',
  },
  'finance.badDate': {
    zh: '记账日期“{date}”不是有效日期',
    en: 'The posting date "{date}" is not a date',
    ja: '記帳日「{date}」は有効な日付ではありません',
  },
  'finance.periodClosed': {
    zh: '会计期间 {period} 已结账，不能在 {date} 记账',
    en: 'Period {period} is closed: nothing can be posted on {date}',
    ja: '会計期間 {period} は締め済みのため {date} に記帳できません',
  },
  'finance.documentRequired': {
    zh: '记账凭证必须指明来源单据',
    en: 'A journal entry must name the document that posts it',
    ja: '仕訳には元の伝票が必要です',
  },
  'finance.overpaid': {
    zh: '{document} 尚欠 {open} {currency}，不能支付 {amount}',
    en: '{document} has {open} {currency} open; {amount} cannot be paid on it',
    ja: '{document} の未払残高は {open} {currency} のため {amount} は支払えません',
  },
  'finance.nothingOpen': {
    zh: '{document} 没有 {currency} 的未结金额',
    en: '{document} has nothing open in {currency}',
    ja: '{document} に {currency} の未決済残高はありません',
  },
  'finance.paymentEmpty': {
    zh: '付款至少需要一笔核销金额',
    en: 'A payment must settle at least one amount',
    ja: '支払には 1 件以上の消込金額が必要です',
  },
  'finance.periodNotFound': {
    zh: '会计期间 {period} 不存在',
    en: 'There is no period {period}',
    ja: '会計期間 {period} はありません',
  },
  'finance.periodAlreadyClosed': {
    zh: '会计期间 {period} 已结账',
    en: 'Period {period} is already closed',
    ja: '会計期間 {period} は既に締め済みです',
  },
  'finance.periodNotClosed': {
    zh: '会计期间 {period} 未结账',
    en: 'Period {period} is not closed',
    ja: '会計期間 {period} は締められていません',
  },
  'finance.periodEarlierOpen': {
    zh: '请先结账更早的期间 {earlier}',
    en: 'Close the earlier period {earlier} first',
    ja: '先に前の期間 {earlier} を締めてください',
  },
  'finance.periodLaterClosed': {
    zh: '请先反结账更晚的期间 {later}',
    en: 'Reopen the later period {later} first',
    ja: '先に後の期間 {later} の締めを解除してください',
  },
  'finance.trialBalanceNotZero': {
    zh: '试算不平衡：借方合计 {debit}，贷方合计 {credit}，不能结账',
    en: 'The trial balance is not zero (debits {debit}, credits {credit}): the period cannot be closed',
    ja: '試算表が一致しません（借方 {debit}、貸方 {credit}）：締められません',
  },
  'finance.accountHasEntries': {
    zh: '科目“{account}”已有分录，不能删除或更改用途',
    en: 'Account "{account}" has entries: it cannot be removed or change its type',
    ja: '科目「{account}」には仕訳があるため削除や用途変更はできません',
  },
  'finance.accountHasChildren': {
    zh: '科目“{account}”下有子科目，不能删除',
    en: 'Account "{account}" has accounts under it and cannot be removed',
    ja: '科目「{account}」には下位科目があるため削除できません',
  },
  'finance.groupNeedsNoType': {
    zh: '汇总科目不设用途；末级科目必须选择用途',
    en: 'A group has no type; a leaf account must have one',
    ja: '集計科目には用途を設定せず、末端科目には用途が必要です',
  },
  'finance.accountRootMismatch': {
    zh: '用途“{type}”属于“{root}”类科目',
    en: 'Type "{type}" belongs under "{root}"',
    ja: '用途「{type}」は「{root}」区分の科目です',
  },
  'finance.currencyNeeded': {
    zh: '银行和现金科目必须指定币种',
    en: 'A bank or cash account must hold a currency',
    ja: '銀行・現金科目には通貨が必要です',
  },
} as const satisfies Record<string, Label>
