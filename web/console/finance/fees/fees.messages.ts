import type { Label } from '#sync/i18n/language.ts'

/** Texts of the fees screens: the bills' statistics, the batch steps of fees received. */
export const FEES_TEXT = {
  'fees.stats.title': { zh: '费用统计（{{year}}年）', en: 'Fees in {{year}}', ja: '{{year}}年の費用' },
  'fees.stats.year': { zh: '年份', en: 'Year', ja: '年' },
  'fees.stats.byType': { zh: '按费用类型', en: 'By fee type', ja: '費用種別別' },
  'fees.stats.byMonth': { zh: '按月（{{currency}}）', en: 'By month ({{currency}})', ja: '月別（{{currency}}）' },
  'fees.stats.feeType': { zh: '费用类型', en: 'Fee type', ja: '費用種別' },
  'fees.stats.currency': { zh: '币种', en: 'Currency', ja: '通貨' },
  'fees.stats.amount': { zh: '金额', en: 'Amount', ja: '金額' },
  'fees.stats.total': { zh: '合计', en: 'Total', ja: '合計' },
  'fees.stats.empty': {
    zh: '本年没有已登记的账单',
    en: 'No bill is registered in this year',
    ja: 'この年に登録済みの請求はありません',
  },
  'fees.receive.submitBatch': { zh: '批量提交', en: 'Submit selected', ja: '選択を提出' },
  'fees.receive.writeOffBatch': { zh: '批量核销', en: 'Write off selected', ja: '選択を消込' },
} as const satisfies Record<string, Label>
