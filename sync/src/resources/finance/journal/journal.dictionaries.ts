import { type Dictionary, defineDictionary } from '../../../dictionaries/define-dictionary.ts'
import type { Label } from '../../../i18n/language.ts'
import { ACCOUNT_TYPES, type AccountType, ROOT_TYPES, type RootType } from '../account-types.ts'

const ROOT_LABELS: Record<RootType, Label> = {
  asset: { zh: '资产', en: 'Assets', ja: '資産' },
  liability: { zh: '负债', en: 'Liabilities', ja: '負債' },
  equity: { zh: '所有者权益', en: 'Equity', ja: '純資産' },
  income: { zh: '收入', en: 'Income', ja: '収益' },
  expense: { zh: '费用', en: 'Expenses', ja: '費用' },
}

/** What each kind of account is called (the chart's seed names its leaves the same). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, Label> = {
  bank: { zh: '银行存款', en: 'Bank', ja: '銀行預金' },
  cash: { zh: '库存现金', en: 'Cash', ja: '現金' },
  payable: { zh: '应付账款', en: 'Accounts payable', ja: '買掛金' },
  receivable: { zh: '应收账款', en: 'Accounts receivable', ja: '売掛金' },
  inventory: { zh: '库存商品', en: 'Inventory', ja: '商品' },
  goodsInTransit: { zh: '在途物资', en: 'Goods in transit', ja: '未着品' },
  grni: { zh: '暂估应付（已收货未开票）', en: 'Goods received not invoiced', ja: '未請求入荷' },
  landedCostClearing: { zh: '头程费用待分摊', en: 'Landed cost clearing', ja: '付随費用仮勘定' },
  prepayment: { zh: '预付账款', en: 'Prepayments', ja: '前払金' },
  deposit: { zh: '存出保证金', en: 'Deposits paid', ja: '差入保証金' },
  revenue: { zh: '主营业务收入', en: 'Revenue', ja: '売上高' },
  cogs: { zh: '主营业务成本', en: 'Cost of goods sold', ja: '売上原価' },
  marketplaceFees: { zh: '平台费用', en: 'Marketplace fees', ja: 'モール手数料' },
  freight: { zh: '运费及关税', en: 'Freight and duties', ja: '運賃・関税' },
  feeExpense: { zh: '其他费用', en: 'Other expenses', ja: 'その他費用' },
  priceDifference: { zh: '采购价差', en: 'Purchase price difference', ja: '仕入価格差異' },
  exchangeDifference: { zh: '汇兑损益', en: 'Exchange differences', ja: '為替差損益' },
  roundOff: { zh: '尾差', en: 'Round-off', ja: '端数差額' },
  vat: { zh: '应交增值税', en: 'VAT', ja: '消費税' },
  equity: { zh: '实收资本', en: 'Paid-in capital', ja: '資本金' },
  stockDifference: { zh: '存货盘盈盘亏', en: 'Stock differences', ja: '棚卸差異' },
}

/** The five roots of the chart of accounts. */
export const financeRootType = defineDictionary({
  code: 'fin_root_type',
  name: { zh: '科目类别', en: 'Account class', ja: '勘定区分' },
  entries: ROOT_TYPES.map((key) => ({ key, label: ROOT_LABELS[key] })),
})

/** The kinds of account the posting rules name (account-types.ts). */
export const financeAccountType = defineDictionary({
  code: 'fin_account_type',
  name: { zh: '科目用途', en: 'Account type', ja: '勘定用途' },
  entries: ACCOUNT_TYPES.map((key) => ({ key, label: ACCOUNT_TYPE_LABELS[key] })),
})

/** An accounting month: open for postings, or closed (reopening needs its own grant). */
export const financePeriodStatus = defineDictionary({
  code: 'fin_period_status',
  name: { zh: '会计期间状态', en: 'Period status', ja: '会計期間ステータス' },
  entries: [
    { key: '1', label: { zh: '未结账', en: 'Open', ja: '未締め' } },
    { key: '2', label: { zh: '已结账', en: 'Closed', ja: '締め済み' } },
  ],
})

export const journalDictionaries: readonly Dictionary[] = [financeRootType, financeAccountType, financePeriodStatus]
