import type { Label } from '../../../i18n/language.ts'

/** Messages of invoices (keys prefixed `finance.invoice`), in each language. */
export const invoicesMessages = {
  'finance.invoiceNeedsLines': {
    zh: '请至少填写一行发票明细',
    en: 'Add at least one line to the invoice',
    ja: '請求書の明細を 1 行以上入力してください',
  },
  'finance.invoiceOrderOfOtherFactory': {
    zh: '第 {line} 行：采购订单“{order}”不属于本发票的工厂',
    en: 'Line {line}: purchase order "{order}" is not of this invoice’s factory',
    ja: '{line} 行目：発注書「{order}」はこの請求書の工場のものではありません',
  },
  'finance.invoiceOrderNotApproved': {
    zh: '第 {line} 行：采购订单“{order}”未审核通过',
    en: 'Line {line}: purchase order "{order}" is not approved',
    ja: '{line} 行目：発注書「{order}」は未承認です',
  },
  'finance.invoiceOrderCurrency': {
    zh: '第 {line} 行：采购订单“{order}”的币种是 {orderCurrency}，发票是 {currency}',
    en: 'Line {line}: purchase order "{order}" is in {orderCurrency}, the invoice in {currency}',
    ja: '{line} 行目：発注書「{order}」の通貨は {orderCurrency}、請求書は {currency} です',
  },
  'finance.invoiceProductNotOnOrder': {
    zh: '第 {line} 行：产品不在采购订单“{order}”上',
    en: 'Line {line}: the product is not on purchase order "{order}"',
    ja: '{line} 行目：商品は発注書「{order}」にありません',
  },
  'finance.invoiceLocked': {
    zh: '工厂发票“{record}”{status}，只有待确认的发票可以修改或删除',
    en: 'Factory invoice "{record}" is {status}; only an invoice to confirm can be changed or removed',
    ja: '工場請求書「{record}」は{status}です。確認待ちの請求書だけが変更・削除できます',
  },
  'finance.noticeWithoutLines': {
    zh: '开票通知“{record}”没有明细，不能开票',
    en: 'Invoice notice "{record}" has no lines to invoice',
    ja: '請求書発行依頼「{record}」に明細がないため発行できません',
  },
  'finance.noticeLinesLocked': {
    zh: '开票通知“{record}”已确认，不能修改明细',
    en: 'Invoice notice "{record}" is confirmed; its lines cannot be changed',
    ja: '請求書発行依頼「{record}」は確認済みのため明細を変更できません',
  },
  'finance.invoiceMismatchQuantity': {
    zh: '{order} / {sku}：开票 {invoiced} 件，已入库 {received} 件',
    en: '{order} / {sku}: {invoiced} units invoiced, {received} received',
    ja: '{order} / {sku}：請求 {invoiced} 個、入庫 {received} 個',
  },
  'finance.invoiceMismatchAmount': {
    zh: '{order}：开票 {invoiced}（本位币），入库成本 {received}',
    en: '{order}: {invoiced} invoiced (base currency), {received} received at cost',
    ja: '{order}：請求 {invoiced}（基軸通貨）、入庫原価 {received}',
  },
  'finance.invoiceMismatchLabel': { zh: '差异', en: 'Mismatch', ja: '差異' },
  'finance.invoiceContractView': { zh: '开票合同', en: 'Contract', ja: '契約書' },
  'finance.invoiceContractTitle': { zh: '开票通知', en: 'INVOICE NOTICE', ja: '請求書発行依頼' },
} as const satisfies Record<string, Label>
