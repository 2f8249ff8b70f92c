import { type Dictionary, defineDictionary } from '../../../dictionaries/define-dictionary.ts'

/** Spec 3 §4: factory invoice statuses. */
export const factoryInvoiceStatus = defineDictionary({
  code: 'factory_invoice_status',
  name: { zh: '工厂发票状态', en: 'Factory invoice status', ja: '工場請求書ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已提交', en: 'Submitted', ja: '提出済み' } },
    { key: '3', label: { zh: '已开票', en: 'Invoiced', ja: '請求済み' }, remark: 'posted to the journal' },
    { key: '50', label: { zh: '已作废', en: 'Void', ja: '無効' }, remark: 'its entries reversed' },
  ],
})

/** Kinds of electronic invoice (ours). */
export const electronicInvoiceType = defineDictionary({
  code: 'electronic_invoice_type',
  name: { zh: '电子发票类型', en: 'Electronic invoice type', ja: '電子請求書種別' },
  entries: [
    { key: '1', label: { zh: '增值税专用发票', en: 'VAT special invoice', ja: '増値税専用発票' } },
    { key: '2', label: { zh: '增值税普通发票', en: 'VAT ordinary invoice', ja: '増値税普通発票' } },
    { key: '3', label: { zh: '全电发票', en: 'Fully digital invoice', ja: '全面デジタル発票' } },
    { key: '9', label: { zh: '境外发票', en: 'Foreign invoice', ja: '海外請求書' } },
  ],
})

/** The invoices part's vocabularies. */
export const invoicesDictionaries: readonly Dictionary[] = [factoryInvoiceStatus, electronicInvoiceType]
