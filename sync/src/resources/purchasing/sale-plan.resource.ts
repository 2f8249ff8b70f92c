import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who plans, reviews and invalidates sales plans. */
export const SALE_PLAN_PERMISSIONS = {
  view: 'saleplan_view',
  add: 'saleplan_add',
  edit: 'saleplan_edit',
  remove: 'saleplan_delete',
}

const day = (zh: string, en: string, ja: string, example: string) =>
  f.date({ label: { zh, en, ja }, list: true, sort: true, example })

/**
 * Sales plan (销售计划, /api/erp/saleplan; spec 1 §3, §4, §5): what a shop plans to sell of which
 * products from which factory, and when the goods move (build order day < production sample <
 * goods sample < delivery < departure). Submitted (`start-sale`) into the `sale_plan` approval;
 * approved plans are what purchases are bought against.
 */
export const salePlan = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'saleplan',
  table: 'erp_sale_plan',
  label: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' },
  fields: {
    planCode: f.text({
      label: { zh: '计划编号', en: 'Plan no.', ja: '計画番号' },
      numbered: 'salePlan',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'SP-EXAMPLE-0099',
    }),
    planName: f.text({
      label: { zh: '计划名称', en: 'Plan name', ja: '計画名' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'Kettle restock for the spring sale',
    }),
    platformId: f.link('erp/baseplatform', {
      label: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004001',
    }),
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      dependsOn: { field: 'platformId', targetField: 'platformId' },
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003201',
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
    settlementWay: f.dict('sale_plan_settlement_way', {
      label: { zh: '结算方式', en: 'Settlement way', ja: '決済方法' },
      list: true,
      search: true,
      example: '1',
    }),
    buildOrderDay: day('下单日', 'Build order day', '発注日', '2027-01-05'),
    productionSample: day('产前样日期', 'Production sample', '量産前サンプル日', '2027-01-15'),
    goodsSample: day('大货样日期', 'Goods sample', '量産品サンプル日', '2027-02-01'),
    deliveryTime: day('预计出厂日期', 'Factory date', '出荷予定日', '2027-02-20'),
    departureDay: day('开船日', 'Departure day', '出航日', '2027-03-01'),
    status: f.dict('sale_plan_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    reviewRemark: f.text({ label: { zh: '审核意见', en: 'Review remark', ja: '審査コメント' }, max: 255 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [{ op: 'page', path: 'list' }, 'detail', 'save', 'remove'],
  permissions: SALE_PLAN_PERMISSIONS,
  children: { items: { resource: 'erp/saleplanitem', foreignKey: 'planId' } },
  statusDict: 'sale_plan_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'purchase', sort: 10 },
})

/**
 * Sales plan line (销售计划明细, /api/erp/saleplanitem): a product, its FOB price, units per box and
 * boxes (a part box counts as a whole one: the count is rounded up), the quantity they make and the
 * daily sales pace the plan expects; what purchases have bought of it so far.
 */
export const salePlanItem = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'saleplanitem',
  table: 'erp_sale_plan_item',
  label: { zh: '销售计划明细', en: 'Sales plan line', ja: '販売計画明細' },
  fields: {
    planId: f.link('erp/saleplan', {
      label: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003401',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    fobPrice: f.decimal({
      shown: 2,
      label: { zh: 'FOB价', en: 'FOB price', ja: 'FOB価格' },
      scale: 4,
      min: 0,
      list: true,
      example: '8.5000',
    }),
    boxRate: f.integer({
      label: { zh: '箱率(每箱数量)', en: 'Units per box', ja: '入数' },
      min: 0,
      max: 100_000,
      list: true,
      example: 12,
    }),
    // Sent as typed (2.5 boxes); stored rounded up to whole boxes.
    boxNum: f.decimal({
      label: { zh: '箱数', en: 'Boxes', ja: '箱数' },
      min: 0,
      max: 10_000_000,
      list: true,
      example: '20',
    }),
    quantity: f.integer({ label: { zh: '数量', en: 'Quantity', ja: '数量' }, min: 0, list: true }),
    pinSpeed: f.decimal({
      label: { zh: '日均销量', en: 'Daily sales pace', ja: '日販' },
      min: 0,
      list: true,
      example: '6.50',
    }),
    purchasedQuantity: f.integer({
      label: { zh: '已采购数量', en: 'Purchased', ja: '購買済数' },
      min: 0,
      default: 0,
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: SALE_PLAN_PERMISSIONS,
  isChild: true,
  defaultOrder: 'plan_id, id',
})
