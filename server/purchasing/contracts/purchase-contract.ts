import { translate } from '#sync/i18n/messages.ts'
import { multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { purchaseOrder } from '#sync/resources/purchasing/purchase-order.resource.ts'
import { paymentMethod, settlementMethod } from '#sync/resources/purchasing/purchasing.dictionaries.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { validationError } from '../../platform/http/app-error.ts'
import { findRecord } from '../../platform/resources/record-store.ts'
import {
  CONTRACT_TEXTS,
  type ContractDocument,
  type ContractLang,
  type ContractTerm,
  contractFileName,
  currencyRounding,
  joinAddress,
  priceLines,
  STANDARD_CLAUSES,
} from './contract-document.ts'
import { contractNotFound, dictText, factoryParty, ownCompany, readFactory, specOf } from './contract-parties.ts'

type OrderHead = {
  code: string
  factoryId: string | null
  currencyCode: string | null
  settlementMethod: number | null
  paymentMethod: number | null
  retainerAmount: string | null
  retainerRatio: string | null
  expectedDate: string | null
  remark: string | null
  made: string
  storeName: string | null
  storeCountry: string | null
  storeProvince: string | null
  storeCity: string | null
  storeAddress: string | null
  storeContact: string | null
  storePhone: string | null
}

type OrderLine = {
  quantity: number | null
  price: string | null
  planBoxRate: number | null
  boxQuantity: number | null
  sysSku: string | null
  name: string | null
  model: string | null
  sizes: string | null
  color: string | null
  material: string | null
  unit: string | null
}

const label = (field: keyof typeof purchaseOrder.fields, lang: ContractLang) => purchaseOrder.fields[field].label[lang]

/**
 * The contract of a purchase order (generateFile/exportPurchaseContract): the tenant's company buys
 * the order's lines from its factory at their prices in the order's currency, with the deposit
 * (retainer: its amount, else its ratio of the total) and the balance, the payment terms, the
 * expected date and the warehouse the goods go to. An order that is not there (removed, another
 * tenant's, outside the user's data scope) or has no lines is a 400 naming the id.
 */
export async function purchaseContract(
  tx: Queryable,
  actor: Actor,
  id: string,
  lang: ContractLang,
): Promise<ContractDocument> {
  if (!(await findRecord(tx, purchaseOrder, id, { actor }))) throw contractNotFound(actor, id)
  const [head] = await tx.query<OrderHead>(
    `SELECT o.code, o.factory_id, o.currency_code, o.settlement_method, o.payment_method, o.retainer_amount,
            o.retainer_ratio, to_char(o.expected_date, 'YYYY-MM-DD') AS expected_date, o.remark,
            to_char(o.create_time, 'YYYY-MM-DD') AS made,
            s.name AS store_name, s.country_code AS store_country, s.province AS store_province,
            s.city AS store_city, s.address AS store_address, s.contact AS store_contact, s.phone AS store_phone
       FROM erp_purchase_order o
       LEFT JOIN erp_base_store s ON s.id = o.store_id AND s.tenant_id = o.tenant_id
      WHERE o.id = $1`,
    [id],
  )
  if (!head) throw contractNotFound(actor, id)
  const items = await tx.query<OrderLine>(
    `SELECT i.quantity, i.price, pi.box_rate AS plan_box_rate, b.box_quantity, b.sys_sku, b.name, b.model, b.sizes,
            b.color, b.material, b.unit
       FROM erp_purchase_order_item i
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
       LEFT JOIN erp_sale_plan_item pi ON pi.id = i.sale_plan_item_id AND pi.tenant_id = i.tenant_id
      WHERE i.purchase_order_id = $1 AND i.is_deleted = 0
      ORDER BY i.id`,
    [id],
  )
  if (!items.length) {
    throw validationError([{ field: 'id', message: translate('purchasing.contractWithoutLines', actor.lang, { id }) }])
  }
  const currency = head.currencyCode ?? ''
  const rounding = await currencyRounding(tx, head.currencyCode)
  const factory = await readFactory(tx, head.factoryId)
  const lines = items.map((i) => {
    const quantity = i.quantity ?? 0
    // The plan line's units per box where the line was bought against a plan, else the product's.
    const boxRate = i.planBoxRate || i.boxQuantity || null
    return {
      sku: i.sysSku,
      productName: i.name,
      spec: specOf(i),
      unit: i.unit,
      quantity,
      boxRate,
      // A part carton is a carton: the count is rounded up.
      boxes: boxRate ? String(Math.ceil(quantity / boxRate)) : null,
      unitPrice: i.price ?? '0',
    }
  })
  const retainer = head.retainerAmount && Number(head.retainerAmount) > 0 ? head.retainerAmount : null
  const ratio = head.retainerRatio && Number(head.retainerRatio) > 0 ? head.retainerRatio : null
  let priced = priceLines(lines, currency, rounding, retainer, lang)
  if (!retainer && ratio) {
    // A deposit given as a share of the total: the total times the ratio, rounded once.
    const deposit = roundMoney(multiplyDecimal(priced.totalAmount, ratio), rounding.digits, rounding.mode)
    priced = priceLines(lines, currency, rounding, deposit, lang)
  }
  const settlement = head.settlementMethod ?? factory?.settlementMethod
  const payment = head.paymentMethod ?? factory?.paymentMethod
  const warehouse = [
    head.storeName,
    joinAddress([head.storeCountry, head.storeProvince, head.storeCity, head.storeAddress], lang),
    [head.storeContact, head.storePhone].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const terms: ContractTerm[] = [
    { label: settlementMethod.name[lang], value: dictText(settlementMethod, settlement, lang) ?? '' },
    { label: paymentMethod.name[lang], value: dictText(paymentMethod, payment, lang) ?? '' },
    { label: CONTRACT_TEXTS.currency[lang], value: currency },
    {
      label: label('retainerRatio', lang),
      value: ratio ? `${trimZeros(multiplyDecimal(ratio, '100'), 0)}%` : '',
    },
    { label: label('storeId', lang), value: warehouse },
  ].filter((t) => t.value)
  return {
    lang,
    title: CONTRACT_TEXTS.purchaseTitle[lang],
    number: head.code,
    date: head.made,
    buyer: await ownCompany(tx, actor, lang),
    seller: factoryParty(factory, lang),
    currency,
    ...priced,
    deliveryDate: head.expectedDate,
    schedule: head.expectedDate ? [{ label: label('expectedDate', lang), value: head.expectedDate }] : [],
    terms,
    clauses: STANDARD_CLAUSES.map((c) => c[lang]),
    remark: head.remark,
    fileName: contractFileName('purchase-contract', head.code),
  }
}
