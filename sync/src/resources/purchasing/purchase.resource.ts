import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who enters, determines and abolishes purchases. */
export const PURCHASE_PERMISSIONS = {
  view: 'purchase_view',
  add: 'purchase_add',
  edit: 'purchase_edit',
  remove: 'purchase_delete',
}

/**
 * Purchase (采购单, /api/purchase; spec 1 §4 purchase status list): what is to be bought, line by
 * line, each line drawn from an approved sales plan's item or entered directly, with its factory,
 * quantity, price and currency. Determining it (status 3) splits it per factory and currency into
 * purchase orders (erp/purchaseorder) and counts its quantities as bought on the plans' items.
 */
export const purchase = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'purchase',
  basePath: '/api/purchase',
  table: 'erp_purchase',
  label: { zh: '采购单', en: 'Purchase', ja: '購買' },
  fields: {
    code: f.text({
      label: { zh: '采购单号', en: 'Purchase no.', ja: '購買番号' },
      numbered: 'purchase',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'CG-EXAMPLE-0099',
    }),
    salePlanId: f.link('erp/saleplan', {
      label: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' },
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '目的仓库', en: 'Destination warehouse', ja: '入庫先倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    expectedDate: f.date({
      label: { zh: '预计到货日期', en: 'Expected on', ja: '入荷予定日' },
      list: true,
      sort: true,
      example: '2027-02-20',
    }),
    totalQuantity: f.integer({ label: { zh: '采购总数', en: 'Total quantity', ja: '合計数量' }, min: 0, list: true }),
    status: f.dict('purchase_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [
    { op: 'page', path: 'list' },
    'detail',
    { op: 'save', path: 'insert' },
    { op: 'update', path: 'edit' },
    { op: 'remove', path: 'delete' },
  ],
  permissions: PURCHASE_PERMISSIONS,
  children: { items: { resource: 'erp/purchaseitem', foreignKey: 'purchaseId' } },
  statusDict: 'purchase_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'purchase', sort: 20 },
})

/**
 * Purchase line (采购明细): a product bought from a factory, how many and at what price (exact, four
 * decimals) in which currency; the sales plan item it is drawn from, if any; the purchase order it
 * went to once the purchase was determined.
 */
export const purchaseItem = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'purchaseitem',
  table: 'erp_purchase_item',
  label: { zh: '采购明细', en: 'Purchase line', ja: '購買明細' },
  fields: {
    purchaseId: f.link('erp/purchase', {
      label: { zh: '采购单', en: 'Purchase', ja: '購買' },
      required: true,
      list: true,
      search: true,
    }),
    salePlanItemId: f.link('erp/saleplanitem', {
      label: { zh: '销售计划明细', en: 'Sales plan line', ja: '販売計画明細' },
      list: true,
      search: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    quantity: f.integer({
      label: { zh: '采购数量', en: 'Quantity', ja: '数量' },
      required: true,
      min: 1,
      max: 99_999_999,
      list: true,
      example: 120,
    }),
    price: f.decimal({
      label: { zh: '采购单价', en: 'Price', ja: '単価' },
      required: true,
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      example: '8.5000',
    }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      required: true,
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
      example: 'USD',
    }),
    amount: f.decimal({ label: { zh: '金额', en: 'Amount', ja: '金額' }, scale: 4, shown: 2, min: 0, list: true }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: PURCHASE_PERMISSIONS,
  isChild: true,
  defaultOrder: 'purchase_id, id',
})
