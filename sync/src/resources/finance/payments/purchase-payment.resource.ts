import { CURRENCY_CHOICES, defineResource, f } from '../../define-resource.ts'

/** Who records and pays purchase payments. */
export const PURCHASE_PAYMENT_PERMISSIONS = {
  view: 'purchasepayment_view',
  add: 'purchasepayment_add',
  edit: 'purchasepayment_edit',
  remove: 'purchasepayment_delete',
}

/**
 * Purchase payment (采购付款, /api/erp/purchasepayment): what is paid to a factory for a purchase order,
 * recorded against the shipment plan that ships its goods (spec 1 §9 payment types: goods, deposit,
 * long-term deposit, other), with its voucher. The shipment plan's `payment` view lists them and
 * `saveAll` records them (shipping); finance pays them: `start-payment` runs the `purchase_payment`
 * approval (approvalStatus), `complete-payment` posts the money through the journal (a deposit on
 * prepayment, goods on the order's payable) and marks it paid; never more than the order still owes.
 */
export const purchasePayment = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'purchasepayment',
  table: 'erp_purchase_payment',
  label: { zh: '采购付款', en: 'Purchase payment', ja: '仕入支払' },
  fields: {
    code: f.text({
      label: { zh: '付款单号', en: 'Payment no.', ja: '支払番号' },
      numbered: 'purchasePayment',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      list: true,
      search: true,
      sort: true,
      example: 'PP-EXAMPLE-0001',
    }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000003521',
    }),
    shipOrderId: f.link('erp/shiporder', {
      label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
      list: true,
      search: true,
      example: '1000000000000003621',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    paymentType: f.dict('purchase_payment_type', {
      label: { zh: '付款类型', en: 'Payment type', ja: '支払種別' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    amount: f.decimal({
      label: { zh: '付款金额', en: 'Amount', ja: '支払金額' },
      required: true,
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      example: '340.0000',
    }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      required: true,
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      example: 'USD',
    }),
    rate: f.decimal({
      label: { zh: '付款汇率(折本位币)', en: 'Payment rate to base', ja: '支払レート(基軸通貨)' },
      scale: 8,
      min: 0,
      list: true,
      example: '7.10000000',
    }),
    bankAccountId: f.link('erp/financeaccount', {
      label: { zh: '付款银行账户', en: 'Paid from account', ja: '支払口座' },
      list: true,
    }),
    payDate: f.date({
      label: { zh: '付款日期', en: 'Paid on', ja: '支払日' },
      list: true,
      sort: true,
      example: '2027-03-05',
    }),
    voucherUrl: f.file({
      label: { zh: '付款凭证', en: 'Payment voucher', ja: '支払証憑' },
      required: true,
      accept: ['pdf', 'jpg', 'jpeg', 'png'],
      example: '/upload/demo/voucher.pdf',
    }),
    status: f.dict('purchase_payment_status', {
      label: { zh: '付款状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    approvalStatus: f.dict('purchase_payment_approval', {
      label: { zh: '审批状态', en: 'Approval', ja: '承認状況' },
      default: 1,
      list: true,
      search: true,
    }),
    approvalRemark: f.text({ label: { zh: '审批意见', en: 'Approval remark', ja: '承認コメント' }, max: 255 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'page', 'detail', 'submit', 'update', 'remove'],
  permissions: PURCHASE_PAYMENT_PERMISSIONS,
  children: { files: { resource: 'erp/purchasepaymentfile', foreignKey: 'purchasePaymentId' } },
  statusDict: 'purchase_payment_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'finance', sort: 20 },
})

/** A file of a purchase payment (the bank's receipt, the factory's invoice): /api/erp/purchasepaymentfile/submit. */
export const purchasePaymentFile = defineResource({
  area: 'finance',
  module: 'erp',
  name: 'purchasepaymentfile',
  table: 'erp_purchase_payment_file',
  label: { zh: '采购付款附件', en: 'Purchase payment file', ja: '仕入支払の添付' },
  fields: {
    purchasePaymentId: f.link('erp/purchasepayment', {
      label: { zh: '采购付款', en: 'Purchase payment', ja: '仕入支払' },
      required: true,
      list: true,
      search: true,
    }),
    fileName: f.text({
      label: { zh: '文件名', en: 'File name', ja: 'ファイル名' },
      required: true,
      max: 255,
      title: true,
      list: true,
      example: 'receipt.pdf',
    }),
    fileUrl: f.file({
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      accept: ['pdf', 'jpg', 'jpeg', 'png', 'xlsx'],
      example: '/upload/demo/receipt.pdf',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['submit'],
  permissions: PURCHASE_PAYMENT_PERMISSIONS,
  isChild: true,
  defaultOrder: 'purchase_payment_id, id',
})
