import { translate } from '#sync/i18n/messages.ts'
import {
  paymentMethod,
  salePlanSettlementWay,
  settlementMethod,
} from '#sync/resources/purchasing/purchasing.dictionaries.ts'
import { salePlan } from '#sync/resources/purchasing/sale-plan.resource.ts'
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
  priceLines,
  STANDARD_CLAUSES,
} from './contract-document.ts'
import { contractNotFound, dictText, factoryParty, ownCompany, readFactory, specOf } from './contract-parties.ts'

type PlanHead = {
  planCode: string
  planName: string
  factoryId: string | null
  currencyCode: string | null
  settlementWay: number | null
  buildOrderDay: string | null
  productionSample: string | null
  goodsSample: string | null
  deliveryTime: string | null
  departureDay: string | null
  remark: string | null
  today: string
}

type PlanLine = {
  fobPrice: string | null
  boxRate: number | null
  boxNum: string | null
  quantity: number | null
  sysSku: string | null
  name: string | null
  model: string | null
  sizes: string | null
  color: string | null
  material: string | null
  unit: string | null
}

const label = (field: keyof typeof salePlan.fields, lang: ContractLang) => salePlan.fields[field].label[lang]

/**
 * The contract of a sales plan (generateFile/exportSaleContract): the tenant's company buys the
 * plan's lines from its factory at their FOB prices, by the plan's dates and settlement way. A plan
 * that is not there (removed, another tenant's, outside the user's data scope) is a 400 naming the id.
 */
export async function saleContract(
  tx: Queryable,
  actor: Actor,
  id: string,
  lang: ContractLang,
): Promise<ContractDocument> {
  if (!(await findRecord(tx, salePlan, id, { actor }))) throw contractNotFound(actor, id)
  const [head] = await tx.query<PlanHead>(
    `SELECT plan_code, plan_name, factory_id, currency_code, settlement_way,
            to_char(build_order_day, 'YYYY-MM-DD') AS build_order_day,
            to_char(production_sample, 'YYYY-MM-DD') AS production_sample,
            to_char(goods_sample, 'YYYY-MM-DD') AS goods_sample,
            to_char(delivery_time, 'YYYY-MM-DD') AS delivery_time,
            to_char(departure_day, 'YYYY-MM-DD') AS departure_day,
            remark, to_char(localtimestamp, 'YYYY-MM-DD') AS today
       FROM erp_sale_plan WHERE id = $1`,
    [id],
  )
  if (!head) throw contractNotFound(actor, id)
  const items = await tx.query<PlanLine>(
    `SELECT i.fob_price, i.box_rate, i.box_num, i.quantity, b.sys_sku, b.name, b.model, b.sizes, b.color, b.material, b.unit
       FROM erp_sale_plan_item i
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
      WHERE i.plan_id = $1 AND i.is_deleted = 0
      ORDER BY i.id`,
    [id],
  )
  if (!items.length) {
    throw validationError([{ field: 'id', message: translate('purchasing.contractWithoutLines', actor.lang, { id }) }])
  }
  const currency = head.currencyCode ?? ''
  const factory = await readFactory(tx, head.factoryId)
  const priced = priceLines(
    items.map((i) => ({
      sku: i.sysSku,
      productName: i.name,
      spec: specOf(i),
      unit: i.unit,
      quantity: i.quantity ?? 0,
      boxRate: i.boxRate,
      boxes: i.boxNum,
      unitPrice: i.fobPrice ?? '0',
    })),
    currency,
    await currencyRounding(tx, head.currencyCode),
    null,
    lang,
  )
  const dated = (field: keyof typeof salePlan.fields, value: string | null): ContractTerm[] =>
    value ? [{ label: label(field, lang), value }] : []
  const terms: ContractTerm[] = [
    // The plan's settlement way is its trade term (FOB, EXW ...), beside the supplier's settlement method.
    { label: CONTRACT_TEXTS.priceTerm[lang], value: dictText(salePlanSettlementWay, head.settlementWay, lang) ?? '' },
    { label: settlementMethod.name[lang], value: dictText(settlementMethod, factory?.settlementMethod, lang) ?? '' },
    { label: paymentMethod.name[lang], value: dictText(paymentMethod, factory?.paymentMethod, lang) ?? '' },
    { label: CONTRACT_TEXTS.currency[lang], value: currency },
  ].filter((t) => t.value)
  return {
    lang,
    title: CONTRACT_TEXTS.saleTitle[lang],
    number: head.planCode,
    date: head.buildOrderDay ?? head.today,
    buyer: await ownCompany(tx, actor, lang),
    seller: factoryParty(factory, lang),
    currency,
    ...priced,
    deliveryDate: head.deliveryTime,
    schedule: [
      ...dated('buildOrderDay', head.buildOrderDay),
      ...dated('productionSample', head.productionSample),
      ...dated('goodsSample', head.goodsSample),
      ...dated('deliveryTime', head.deliveryTime),
      ...dated('departureDay', head.departureDay),
    ],
    terms,
    clauses: STANDARD_CLAUSES.map((c) => c[lang]),
    remark: [head.planName, head.remark].filter(Boolean).join(' — ') || null,
    fileName: contractFileName('sale-contract', head.planCode),
  }
}
