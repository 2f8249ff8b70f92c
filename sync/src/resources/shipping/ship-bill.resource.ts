import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'
import { SHIP_PERMISSIONS } from './ship.resource.ts'

const money = (zh: string, en: string, ja: string) => f.decimal({ label: { zh, en, ja }, scale: 2, min: 0, list: true })

const currencyCode = f.text({
  label: { zh: '币种', en: 'Currency', ja: '通貨' },
  required: true,
  max: 3,
  pattern: /^[A-Z]{3}$/,
  choices: CURRENCY_CHOICES,
  list: true,
  search: true,
  example: 'USD',
})

/**
 * Ship bill (货柜账单, a payable): what a ship owes one party in one currency, made by
 * `erp/ship/generateBill` from its checked costs; the finance issue pays it (status unpaid, partly
 * paid, paid, void).
 */
export const shipBill = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipbill',
  table: 'erp_ship_bill',
  label: { zh: '货柜账单', en: 'Ship bill', ja: 'コンテナ請求' },
  fields: {
    code: f.text({
      label: { zh: '账单号', en: 'Bill no.', ja: '請求番号' },
      required: true,
      max: 40,
      unique: true,
      title: true,
      list: true,
      search: true,
    }),
    shipId: f.link('erp/ship', {
      label: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
      required: true,
      list: true,
      search: true,
    }),
    partyId: f.link('erp/basefactory', {
      label: { zh: '收款方', en: 'Payee', ja: '支払先' },
      list: true,
      search: true,
    }),
    currencyCode,
    amount: money('应付金额', 'Amount payable', '支払額'),
    paidAmount: money('已付金额', 'Paid', '支払済額'),
    status: f.dict('ship_bill_status', {
      label: { zh: '付款状态', en: 'Payment status', ja: '支払ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: SHIP_PERMISSIONS,
  children: { items: { resource: 'erp/shipbillitem', foreignKey: 'billId' } },
  statusDict: 'ship_bill_status',
  isChild: true,
  defaultOrder: 'ship_id, id',
})

/** One cost line on a ship bill. */
export const shipBillItem = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipbillitem',
  table: 'erp_ship_bill_item',
  label: { zh: '货柜账单明细', en: 'Ship bill line', ja: 'コンテナ請求明細' },
  fields: {
    billId: f.link('erp/shipbill', { label: { zh: '账单', en: 'Bill', ja: '請求' }, required: true, list: true }),
    shipCostId: f.link('erp/shipcost', { label: { zh: '费用', en: 'Cost', ja: '費用' }, required: true, list: true }),
    costType: f.dict('ship_cost_type', {
      label: { zh: '费用类型', en: 'Cost type', ja: '費用種別' },
      required: true,
      title: true,
      list: true,
    }),
    amount: money('金额', 'Amount', '金額'),
  },
  calls: [],
  permissions: SHIP_PERMISSIONS,
  isChild: true,
  defaultOrder: 'bill_id, id',
})
