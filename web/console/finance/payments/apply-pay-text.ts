import type { Label } from '#sync/i18n/language.ts'
import { currentLanguage } from '../../../i18n/i18n-core.ts'

/** Texts of the payment screens (in each language). */
export const PAY_TEXT = {
  add: { zh: '新增付款申请', en: 'New payment application', ja: '支払申請を追加' },
  edit: { zh: '编辑', en: 'Edit', ja: '編集' },
  view: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
  relationType: { zh: '关联类型', en: 'Relates to', ja: '関連種別' },
  purchaseOrder: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
  shipBill: { zh: '货柜费用账单', en: 'Ship cost bill', ja: 'コンテナ費用請求' },
  feeDetail: { zh: '费用明细', en: 'Fee detail', ja: '費用明細' },
  keyword: { zh: '单号', en: 'Document no.', ja: '伝票番号' },
  document: { zh: '单据', en: 'Document', ja: '伝票' },
  payee: { zh: '收款方', en: 'Payee', ja: '受取人' },
  total: { zh: '单据金额', en: 'Total', ja: '伝票金額' },
  asked: { zh: '已申请', en: 'Asked', ja: '申請済み' },
  owed: { zh: '尚欠', en: 'Still owed', ja: '未払残' },
  payable: { zh: '应付未付', en: 'Payable open', ja: '買掛残' },
  prepaid: { zh: '已预付', en: 'Prepaid', ja: '前払済み' },
  amount: { zh: '本次付款', en: 'Pay now', ja: '今回支払' },
  deposit: { zh: '定金', en: 'Deposit', ja: '手付金' },
  account: { zh: '收款账户', en: 'Payee account', ja: '振込先口座' },
  bank: { zh: '收款银行', en: 'Payee bank', ja: '振込先銀行' },
  payBy: { zh: '期望付款日', en: 'Pay by', ja: '支払希望日' },
  remark: { zh: '备注', en: 'Remark', ja: '備考' },
  save: { zh: '保存', en: 'Save', ja: '保存' },
  cancel: { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
  none: { zh: '没有可付款的单据', en: 'Nothing owed to pay', ja: '支払対象の伝票がありません' },
  mixed: {
    zh: '所选单据须属于同一收款方、同一币种',
    en: 'The documents chosen must be owed to one payee in one currency',
    ja: '選択する伝票は同じ受取人・同じ通貨である必要があります',
  },
  pdf: { zh: '查看PDF', en: 'View PDF', ja: 'PDFを表示' },
  confirmBatch: { zh: '批量确认付款', en: 'Confirm paid (selected)', ja: '一括支払確認' },
  submitBatch: { zh: '批量提交', en: 'Submit selected', ja: '一括提出' },
  excel: { zh: '导出Excel', en: 'Export Excel', ja: 'Excel出力' },
} as const satisfies Record<string, Label>

/** A payment screen's text in the person's language. */
export const say = (key: keyof typeof PAY_TEXT): string => PAY_TEXT[key][currentLanguage()]
