import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

const money = (zh: string, en: string, ja: string) => f.decimal({ label: { zh, en, ja }, scale: 2, min: 0, list: true })

/** A document's currency (ISO code among the tenant's currencies). */
export const currencyCode = f.text({
  label: { zh: '币种', en: 'Currency', ja: '通貨' },
  required: true,
  max: 3,
  pattern: /^[A-Z]{3}$/,
  choices: CURRENCY_CHOICES,
  list: true,
  search: true,
  example: 'USD',
})

/** Who works invoice notices. */
export const FINANCIAL_INVOICE_PERMISSIONS = {
  view: 'financialinvoice_view',
  add: 'financialinvoice_add',
  edit: 'financialinvoice_edit',
  remove: 'financialinvoice_delete',
}

/**
 * Invoice notice (开票通知, /api/erp/financialinvoice): per factory of a ship, the goods it shipped at
 * their purchase prices, for the factory to invoice; made by shipping's `createInvoice` (shipId) as
 * "to confirm" (spec 3 §4: 1 to confirm, 3 confirmed, 100 invoiced). Confirmed, it is invoiced
 * (`invoice`): its factory invoice is made from its lines, to be confirmed and posted there. The
 * factory's own file (its scanned invoice) is kept on it (`saveFactoryFile`), and its contract for
 * the factory printed (`exportInvoiceContract`).
 */
export const financialInvoice = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialinvoice',
  table: 'erp_financial_invoice',
  label: { zh: '开票通知', en: 'Invoice notice', ja: '請求書発行依頼' },
  fields: {
    code: f.text({
      label: { zh: '通知单号', en: 'Notice no.', ja: '依頼番号' },
      required: true,
      max: 40,
      unique: true,
      title: true,
      list: true,
      search: true,
    }),
    shipId: f.link('erp/ship', { label: { zh: '货柜', en: 'Ship', ja: 'コンテナ' }, list: true, search: true }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      required: true,
      list: true,
      search: true,
    }),
    currencyCode,
    totalQuantity: f.integer({ label: { zh: '数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    amount: money('开票金额', 'Amount', '請求金額'),
    status: f.dict('financial_invoice_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    factoryFileName: f.text({
      label: { zh: '工厂发票文件名', en: 'Factory file name', ja: '工場ファイル名' },
      max: 200,
    }),
    factoryFileUrl: f.file({
      label: { zh: '工厂发票文件', en: 'Factory invoice file', ja: '工場請求書ファイル' },
      accept: ['pdf', 'jpg', 'jpeg', 'png'],
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'update', 'export'],
  permissions: FINANCIAL_INVOICE_PERMISSIONS,
  children: { items: { resource: 'erp/financialinvoiceitem', foreignKey: 'invoiceId' } },
  statusDict: 'financial_invoice_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 60 },
})

/** One product line of an invoice notice: the purchase order line it was bought on, units and price. */
export const financialInvoiceItem = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'financialinvoiceitem',
  table: 'erp_financial_invoice_item',
  label: { zh: '开票通知明细', en: 'Invoice notice line', ja: '請求書発行依頼明細' },
  fields: {
    invoiceId: f.link('erp/financialinvoice', {
      label: { zh: '开票通知', en: 'Invoice notice', ja: '請求書発行依頼' },
      required: true,
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      title: true,
      list: true,
    }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      list: true,
    }),
    shipOrderItemId: f.id({ label: { zh: '发货计划明细', en: 'Shipment plan line', ja: '出荷計画明細' }, list: true }),
    quantity: f.integer({ label: { zh: '数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    price: f.decimal({ label: { zh: '单价', en: 'Price', ja: '単価' }, scale: 4, shown: 2, min: 0, list: true }),
    amount: money('金额', 'Amount', '金額'),
  },
  calls: [],
  permissions: FINANCIAL_INVOICE_PERMISSIONS,
  isChild: true,
  defaultOrder: 'invoice_id, id',
})

/** The invoice notice's declarations. */
export const invoiceNotice = [financialInvoice, financialInvoiceItem] as const
