import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

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
 * `saveAll` records them; the finance area pays them (its start-payment and complete-payment calls).
 */
export const purchasePayment = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'purchasepayment',
  table: 'erp_purchase_payment',
  label: { zh: '采购付款', en: 'Purchase payment', ja: '仕入支払' },
  fields: {
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
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: PURCHASE_PAYMENT_PERMISSIONS,
  isChild: true,
  statusDict: 'purchase_payment_status',
  defaultOrder: 'ship_order_id, id',
})
