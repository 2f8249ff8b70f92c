import { defineResource, f } from '../../define-resource.ts'
import { currencyCode } from './invoice-notice.resource.ts'

/** Who records and confirms factory invoices. */
export const FACTORY_INVOICE_PERMISSIONS = {
  view: 'financialfactory_view',
  add: 'financialfactory_add',
  edit: 'financialfactory_edit',
  remove: 'financialfactory_delete',
}

const amount = (zh: string, en: string, ja: string, more: { required?: true } = {}) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, list: true, ...more })

/**
 * Factory invoice (工厂发票, /api/erp/financialfactory): what a factory invoiced us, per purchase
 * order and product, in the invoice's currency and rate, with its due date. Statuses (spec 3 §4):
 * 1 to confirm, 2 submitted, 3 invoiced (confirmed: posted to the journal, Dr GRNI at the received
 * cost of its units, the rest to price difference, Cr the factory's payable against each purchase
 * order, its deposit applied), 50 void (what it posted reversed). What it invoices against what was
 * received (units and cost) is answered beside it (`mismatch`), never hidden.
 */
export const financialFactory = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialfactory',
  table: 'fin_factory_invoice',
  label: { zh: '工厂发票', en: 'Factory invoice', ja: '工場請求書' },
  fields: {
    code: f.text({
      label: { zh: '单号', en: 'No.', ja: '番号' },
      max: 40,
      unique: true,
      title: true,
      list: true,
      search: true,
      numbered: 'factoryInvoice',
    }),
    invoiceNo: f.text({
      label: { zh: '发票号', en: 'Invoice no.', ja: '請求書番号' },
      required: true,
      max: 64,
      list: true,
      search: true,
      example: 'KL-2027-001',
    }),
    noticeId: f.link('erp/financialinvoice', {
      label: { zh: '开票通知', en: 'Invoice notice', ja: '請求書発行依頼' },
      list: true,
      search: true,
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    currencyCode,
    rate: f.decimal({
      label: { zh: '汇率', en: 'Rate', ja: 'レート' },
      scale: 8,
      min: 0,
      list: true,
      example: '7.10000000',
    }),
    invoiceDate: f.date({
      label: { zh: '开票日期', en: 'Invoice date', ja: '請求日' },
      required: true,
      list: true,
      search: true,
      example: '2027-03-10',
    }),
    dueDate: f.date({ label: { zh: '到期日', en: 'Due date', ja: '支払期日' }, list: true, search: true }),
    totalQuantity: f.integer({ label: { zh: '数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    amount: amount('发票金额', 'Amount', '請求金額'),
    taxAmount: amount('税额', 'Tax', '税額'),
    status: f.dict('factory_invoice_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    fileName: f.text({ label: { zh: '文件名', en: 'File name', ja: 'ファイル名' }, max: 200 }),
    fileUrl: f.file({
      label: { zh: '发票文件', en: 'Invoice file', ja: '請求書ファイル' },
      accept: ['pdf', 'jpg', 'jpeg', 'png'],
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'remove', 'submit'],
  permissions: FACTORY_INVOICE_PERMISSIONS,
  children: { items: { resource: 'erp/financialfactoryitem', foreignKey: 'factoryInvoiceId' } },
  statusDict: 'factory_invoice_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 61 },
})

/** One line of a factory invoice: a product of a purchase order, units and price in the invoice's currency. */
export const financialFactoryItem = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialfactoryitem',
  table: 'fin_factory_invoice_item',
  label: { zh: '工厂发票明细', en: 'Factory invoice line', ja: '工場請求書明細' },
  fields: {
    factoryInvoiceId: f.link('erp/financialfactory', {
      label: { zh: '工厂发票', en: 'Factory invoice', ja: '工場請求書' },
      required: true,
      list: true,
    }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      required: true,
      list: true,
      example: '1000000000000003521',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      title: true,
      list: true,
      example: '1000000000000003101',
    }),
    quantity: f.integer({
      label: { zh: '数量', en: 'Units', ja: '数量' },
      required: true,
      min: 0,
      list: true,
      example: 10,
    }),
    price: f.decimal({
      label: { zh: '单价', en: 'Price', ja: '単価' },
      required: true,
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      example: '8.5',
    }),
    amount: amount('金额', 'Amount', '金額'),
  },
  calls: [],
  permissions: FACTORY_INVOICE_PERMISSIONS,
  isChild: true,
  defaultOrder: 'factory_invoice_id, id',
})

/** The factory invoice's declarations. */
export const factoryInvoice = [financialFactory, financialFactoryItem] as const
