import { defineResource, f } from '../../define-resource.ts'
import { currencyCode } from './invoice-notice.resource.ts'

/** Who keeps electronic invoices. */
export const ELECTRONIC_INVOICE_PERMISSIONS = {
  view: 'financialelectronicinvoice_view',
  add: 'financialelectronicinvoice_add',
  edit: 'financialelectronicinvoice_edit',
  remove: 'financialelectronicinvoice_delete',
}

const amount = (zh: string, en: string, ja: string) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, list: true })

/**
 * Electronic invoice (电子发票, /api/erp/financialelectronicinvoice): a tax invoice received as a
 * file (China's fapiao or a foreign one): its number and code, the seller, amounts with and without
 * tax, and the factory invoice it backs. Its files are `financialelectronicinvoicefile`.
 */
export const financialElectronicInvoice = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialelectronicinvoice',
  table: 'fin_electronic_invoice',
  label: { zh: '电子发票', en: 'Electronic invoice', ja: '電子請求書' },
  fields: {
    invoiceNo: f.text({
      label: { zh: '发票号码', en: 'Invoice no.', ja: '請求書番号' },
      required: true,
      max: 64,
      unique: true,
      title: true,
      list: true,
      search: true,
      example: '24442000000012345678',
    }),
    invoiceCode: f.text({ label: { zh: '发票代码', en: 'Invoice code', ja: '請求書コード' }, max: 64, list: true }),
    invoiceType: f.dict('electronic_invoice_type', {
      label: { zh: '发票类型', en: 'Invoice type', ja: '請求書種別' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    invoiceDate: f.date({
      label: { zh: '开票日期', en: 'Invoice date', ja: '請求日' },
      required: true,
      list: true,
      search: true,
      example: '2027-03-10',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '销售方', en: 'Seller', ja: '販売者' },
      list: true,
      search: true,
    }),
    factoryInvoiceId: f.link('erp/financialfactory', {
      label: { zh: '工厂发票', en: 'Factory invoice', ja: '工場請求書' },
      list: true,
      search: true,
    }),
    currencyCode,
    amount: amount('不含税金额', 'Amount before tax', '税抜金額'),
    taxAmount: amount('税额', 'Tax', '税額'),
    totalAmount: amount('价税合计', 'Total', '税込合計'),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'update', 'save', 'remove'],
  permissions: ELECTRONIC_INVOICE_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 62 },
})

/** A file of an electronic invoice (its PDF or OFD, a scan), /api/erp/financialelectronicinvoicefile. */
export const financialElectronicInvoiceFile = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialelectronicinvoicefile',
  table: 'fin_electronic_invoice_file',
  label: { zh: '电子发票文件', en: 'Electronic invoice file', ja: '電子請求書ファイル' },
  fields: {
    electronicInvoiceId: f.link('erp/financialelectronicinvoice', {
      label: { zh: '电子发票', en: 'Electronic invoice', ja: '電子請求書' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000009701',
    }),
    fileName: f.text({
      label: { zh: '文件名', en: 'File name', ja: 'ファイル名' },
      required: true,
      max: 200,
      title: true,
      list: true,
      example: 'fapiao.pdf',
    }),
    fileUrl: f.file({
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      accept: ['pdf', 'ofd', 'xml', 'jpg', 'jpeg', 'png'],
      list: true,
      example: '/api/blade-resource/oss/endpoint/file/fapiao.pdf',
    }),
  },
  calls: ['save', 'remove'],
  permissions: ELECTRONIC_INVOICE_PERMISSIONS,
  isChild: true,
  defaultOrder: 'electronic_invoice_id, id',
})

/** The electronic invoice's declarations. */
export const electronicInvoice = [financialElectronicInvoice, financialElectronicInvoiceFile] as const
