import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'
import { SHIP_PERMISSIONS } from './ship.resource.ts'

/**
 * Ship cost line (货柜费用, /api/erp/shipcost): one cost of a ship (freight, customs, insurance,
 * port, trucking) owed to one party in one currency, entered as an amount or worked out from a
 * rate per m³, per kg or a share of the goods value (`calculate`); allocated to the plan lines by
 * volume, weight or value (`basis`), exactly to the cent.
 */
export const shipCost = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipcost',
  table: 'erp_ship_cost',
  label: { zh: '货柜费用', en: 'Ship cost', ja: 'コンテナ費用' },
  fields: {
    shipId: f.link('erp/ship', {
      label: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000031001',
    }),
    costType: f.dict('ship_cost_type', {
      label: { zh: '费用类型', en: 'Cost type', ja: '費用種別' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1',
    }),
    partyId: f.link('erp/basefactory', {
      label: { zh: '收款方', en: 'Payee', ja: '支払先' },
      list: true,
      search: true,
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
    priceUnit: f.dict('ship_cost_price_unit', {
      label: { zh: '计价方式', en: 'Priced', ja: '計算方法' },
      default: '4',
      list: true,
      example: '4',
    }),
    unitPrice: f.decimal({
      label: { zh: '单价/费率', en: 'Rate', ja: '単価・料率' },
      scale: 4,
      min: 0,
      list: true,
    }),
    amount: f.decimal({
      label: { zh: '金额', en: 'Amount', ja: '金額' },
      scale: 2,
      min: 0,
      list: true,
      example: '1200.00',
    }),
    exchangeRate: f.decimal({
      label: { zh: '汇率(折本位币)', en: 'Rate to base currency', ja: '基軸通貨レート' },
      scale: 6,
      min: 0,
      list: true,
    }),
    baseAmount: f.decimal({
      label: { zh: '本位币金额', en: 'Amount (base currency)', ja: '基軸通貨金額' },
      scale: 2,
      min: 0,
      list: true,
    }),
    basis: f.dict('ship_cost_basis', {
      label: { zh: '分摊方式', en: 'Allocated by', ja: '配賦基準' },
      required: true,
      list: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['save', 'update'],
  permissions: SHIP_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_id, id',
})

/**
 * One cost line's share of one plan line (分摊): the basis the line brought (m³, kg or value) and
 * the part of the cost it carries, in the cost's currency and in the base currency; the parts of a
 * cost line add up to its amount to the cent (largest remainder).
 */
export const shipCostAllocation = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipcostallocation',
  table: 'erp_ship_cost_allocation',
  label: { zh: '费用分摊', en: 'Cost allocation', ja: '費用配賦' },
  fields: {
    shipId: f.link('erp/ship', { label: { zh: '货柜', en: 'Ship', ja: 'コンテナ' }, required: true, list: true }),
    shipCostId: f.link('erp/shipcost', {
      label: { zh: '费用', en: 'Cost', ja: '費用' },
      required: true,
      list: true,
    }),
    shipOrderId: f.id({ label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' }, list: true }),
    shipOrderItemId: f.id({
      label: { zh: '发货计划明细', en: 'Shipment plan line', ja: '出荷計画明細' },
      required: true,
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      title: true,
      list: true,
    }),
    quantity: f.integer({ label: { zh: '数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    basisValue: f.decimal({ label: { zh: '分摊基数', en: 'Basis', ja: '配賦基数' }, scale: 4, min: 0, list: true }),
    amount: f.decimal({ label: { zh: '分摊金额', en: 'Allocated', ja: '配賦額' }, scale: 2, min: 0, list: true }),
    baseAmount: f.decimal({
      label: { zh: '分摊金额(本位币)', en: 'Allocated (base currency)', ja: '配賦額(基軸通貨)' },
      scale: 2,
      min: 0,
      list: true,
    }),
  },
  calls: [],
  permissions: SHIP_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_cost_id, id',
})
