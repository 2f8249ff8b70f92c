import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { divideDecimal, multiplyDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import {
  SHIP_COST_BASIS,
  SHIP_COST_PRICE_UNIT,
  SHIP_COST_STATUS,
  SHIP_STATUS,
  shipCostActions,
} from '#sync/resources/shipping/ship.actions.ts'
import { shipBill } from '#sync/resources/shipping/ship-bill.resource.ts'
import { shipCost, shipCostAllocation } from '#sync/resources/shipping/ship-cost.resource.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { defineEvent, emit } from '../platform/events.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, removeRecordsBy, saveRecord, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { exchangeRateToBase } from '../purchasing/purchase-order.ts'
import { allocateExactly } from './cost-allocation.ts'
import { shipOf } from './ship.ts'
import { planLines, plansOnShips, type ShipLine } from './ship-load.ts'

/**
 * A ship's costs (货柜费用): freight, customs, insurance, port and trucking lines entered as amounts
 * or worked out from a rate per m³, per kg or a share of the goods value (the rate given, else the
 * forwarder's last one for that cost); allocated to the plan lines by volume, weight or value,
 * exactly to the cent (largest remainder), in the cost's currency and in the base currency; checked
 * (locked), cleared, and billed as payables per party and currency.
 */

const HALF_UP = 1
const OF_SHIP = { scopeChecked: true }
const OPEN = new Set<string>([SHIP_COST_STATUS.notCalculated, SHIP_COST_STATUS.calculated])

type CostLine = {
  id: string
  costType: number
  partyId: string | null
  currencyCode: string
  priceUnit: number | null
  unitPrice: string | null
  amount: string | null
  exchangeRate: string | null
  baseAmount: string | null
  basis: number
}

async function costLinesOf(tx: Queryable, shipId: string): Promise<CostLine[]> {
  return tx.query<CostLine>(
    `SELECT id::text, cost_type, party_id::text, currency_code, price_unit, unit_price::text, amount::text,
            exchange_rate::text, base_amount::text, basis
       FROM erp_ship_cost WHERE ship_id = $1 AND is_deleted = 0 ORDER BY id`,
    [shipId],
  )
}

/** A vocabulary entry in the actor's words, for messages (the key itself when unknown). */
function dictLabel(code: string, key: string, lang: Actor['lang']): string {
  return findDictionary(code).entries.find((e) => e.key === key)?.label[lang] ?? key
}

/** The words of a cost type, for messages. */
function costName(actor: Actor, line: Pick<CostLine, 'costType'>): string {
  return dictLabel('ship_cost_type', String(line.costType), actor.lang)
}

/** A ship whose costs may still change: live, not void, neither checked nor billed. */
async function openShip(tx: Queryable, actor: Actor, shipId: string): Promise<Row> {
  const found = await shipOf(tx, actor, shipId)
  if (String(found.status) === SHIP_STATUS.void)
    throw new AppError('VALIDATION', 'shipping.shipVoid', { ship: found.code })
  if (!OPEN.has(String(found.costStatus)))
    throw new AppError('VALIDATION', 'shipping.costsLocked', { ship: found.code })
  return found
}

/** Clears a ship's allocation and, if calculated, sends its costs back to not calculated. */
async function dropCalculation(tx: Queryable, actor: Actor, found: Row) {
  await removeRecordsBy(tx, shipCostAllocation, 'shipId', [String(found.id)], actor)
  if (String(found.costStatus) !== SHIP_COST_STATUS.notCalculated)
    await runAction(tx, actor, shipCostActions.clean, [String(found.id)], {})
}

/**
 * A cost line's save (`erp/shipcost/save`, `update`): only on a ship whose costs are open; its rate
 * into the base currency taken when not given, its base amount worked out; a calculated ship's
 * allocation is cleared, since it no longer holds.
 */
export async function prepareShipCost(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  const shipId = String(input.shipId ?? existing?.shipId ?? '')
  const found = await openShip(tx, actor, shipId)
  if (existing && input.shipId !== undefined && String(input.shipId) !== String(existing.shipId))
    throw new AppError('VALIDATION', 'shipping.costOfOtherShip', { cost: existing.id, ship: found.code })
  delete input.baseAmount
  const currency = String(input.currencyCode ?? existing?.currencyCode ?? '')
  const currencyChanged = existing && input.currencyCode !== undefined && input.currencyCode !== existing.currencyCode
  if (currency && (input.exchangeRate === undefined || input.exchangeRate === null) && (!existing || currencyChanged))
    input.exchangeRate = (await exchangeRateToBase(tx, actor, currency)).rate
  const amount = input.amount !== undefined ? input.amount : existing?.amount
  const rate = input.exchangeRate ?? existing?.exchangeRate
  input.baseAmount =
    amount !== null && amount !== undefined && rate
      ? roundMoney(multiplyDecimal(String(amount), String(rate)), 2, HALF_UP)
      : null
  await dropCalculation(tx, actor, found)
}

/** The forwarder's last rate for a cost type priced the same way, on another ship (newest first). */
async function partyLastRate(tx: Queryable, line: CostLine, shipId: string): Promise<string | undefined> {
  if (!line.partyId) return undefined
  const [row] = await tx.query<{ unitPrice: string }>(
    `SELECT unit_price::text FROM erp_ship_cost
      WHERE party_id = $1 AND cost_type = $2 AND price_unit = $3 AND ship_id <> $4 AND unit_price IS NOT NULL
        AND is_deleted = 0 ORDER BY id DESC LIMIT 1`,
    [line.partyId, line.costType, line.priceUnit, shipId],
  )
  return row?.unitPrice
}

/** A rate the caller gives for one cost line of the ship. */
export type CostRate = { id: string; unitPrice?: string; priceUnit?: string }

/** What a line's amount is worked out from: the load's m³, kg or value (base currency) × the rate. */
async function amountOf(tx: Queryable, actor: Actor, found: Row, line: CostLine, lines: readonly ShipLine[]) {
  const unit = String(line.priceUnit ?? SHIP_COST_PRICE_UNIT.fixed)
  if (unit === SHIP_COST_PRICE_UNIT.fixed) {
    if (line.amount === null)
      throw new AppError('VALIDATION', 'shipping.costWithoutAmount', { ship: found.code, cost: costName(actor, line) })
    return line.amount
  }
  const rate = line.unitPrice ?? (await partyLastRate(tx, line, String(found.id)))
  if (!rate)
    throw new AppError('VALIDATION', 'shipping.costNoRate', {
      cost: costName(actor, line),
      unit: dictLabel('ship_cost_price_unit', unit, actor.lang),
    })
  line.unitPrice = rate
  if (unit === SHIP_COST_PRICE_UNIT.perCubicMetre)
    return roundMoney(multiplyDecimal(rate, sumDecimal('0', ...lines.map((l) => l.volume))), 2, HALF_UP)
  if (unit === SHIP_COST_PRICE_UNIT.perKilogram)
    return roundMoney(multiplyDecimal(rate, sumDecimal('0', ...lines.map((l) => l.weight))), 2, HALF_UP)
  // A share of the goods value: the value is in the base currency, the cost in its own.
  const value = sumDecimal('0', ...lines.map((l) => l.value))
  const inBase = multiplyDecimal(value, divideDecimal(rate, '100', 8, HALF_UP))
  return divideDecimal(inBase, line.exchangeRate ?? '1', 2, HALF_UP)
}

const BASIS_OF: Record<string, (l: ShipLine) => string> = {
  [SHIP_COST_BASIS.volume]: (l) => l.volume,
  [SHIP_COST_BASIS.weight]: (l) => l.weight,
  [SHIP_COST_BASIS.value]: (l) => l.value,
}

/**
 * Calculates a ship's costs (`erp/shipcost/calculate`): the rates given are kept on their lines,
 * each line's amount worked out (a fixed one as entered), then every line allocated to the plan
 * lines by its basis exactly (largest remainder, in its currency and in the base currency). A line
 * whose basis adds up to 0 over the load is refused. Answers the costs' detail.
 */
export async function calculateShipCosts(tx: Queryable, actor: Actor, input: { shipId: string; rates?: CostRate[] }) {
  const found = await openShip(tx, actor, input.shipId)
  const costs = await costLinesOf(tx, input.shipId)
  if (!costs.length) throw new AppError('VALIDATION', 'shipping.noCosts', { ship: found.code })
  for (const rate of input.rates ?? []) {
    const line = costs.find((c) => c.id === rate.id)
    if (!line) throw new AppError('VALIDATION', 'shipping.costOfOtherShip', { cost: rate.id, ship: found.code })
    if (rate.unitPrice !== undefined) line.unitPrice = rate.unitPrice
    if (rate.priceUnit !== undefined) line.priceUnit = Number(rate.priceUnit)
  }
  const planIds = (await plansOnShips(tx, [input.shipId])).get(input.shipId) ?? []
  if (!planIds.length) throw new AppError('VALIDATION', 'shipping.shipWithoutPlans', { ship: found.code })
  const lines = await planLines(tx, planIds)
  await removeRecordsBy(tx, shipCostAllocation, 'shipId', [input.shipId], actor)
  const allocations: Row[] = []
  for (const cost of costs) {
    cost.exchangeRate ??= (await exchangeRateToBase(tx, actor, cost.currencyCode)).rate
    const amount = await amountOf(tx, actor, found, cost, lines)
    const baseAmount = roundMoney(multiplyDecimal(amount, cost.exchangeRate), 2, HALF_UP)
    await updateRecords(
      tx,
      shipCost,
      [cost.id],
      {
        amount,
        baseAmount,
        unitPrice: cost.unitPrice,
        priceUnit: cost.priceUnit ?? 4,
        exchangeRate: cost.exchangeRate,
      },
      actor,
      OF_SHIP,
    )
    const bases = lines.map(BASIS_OF[String(cost.basis)] ?? ((l: ShipLine) => l.volume))
    const parts = allocateExactly(amount, bases)
    const baseParts = allocateExactly(baseAmount, bases)
    if (!parts || !baseParts)
      throw new AppError('VALIDATION', 'shipping.costBasisZero', {
        cost: costName(actor, cost),
        basis: dictLabel('ship_cost_basis', String(cost.basis), actor.lang),
      })
    for (const [i, line] of lines.entries())
      allocations.push({
        shipId: input.shipId,
        shipCostId: cost.id,
        shipOrderId: line.shipOrderId,
        shipOrderItemId: line.id,
        productId: line.productId,
        quantity: line.quantity,
        basisValue: roundMoney(bases[i] ?? '0', 4, HALF_UP),
        amount: parts[i],
        baseAmount: baseParts[i],
      })
  }
  await insertRecords(tx, shipCostAllocation, allocations, actor, { partOf: 'shipId' })
  await runAction(tx, actor, shipCostActions.calculate, [input.shipId], {})
  return shipCostDetail(tx, actor, input.shipId)
}

/** Locks a calculated ship's costs (`erp/shipcost/check`). */
export async function checkShipCosts(tx: Queryable, actor: Actor, shipId: string) {
  await shipOf(tx, actor, shipId)
  await runAction(tx, actor, shipCostActions.check, [shipId], {})
  return shipCostDetail(tx, actor, shipId)
}

/** Clears a ship's calculation (`erp/shipcost/clean`): the allocation goes, the costs read not calculated. */
export async function cleanShipCosts(tx: Queryable, actor: Actor, shipId: string) {
  const found = await shipOf(tx, actor, shipId)
  if (String(found.costStatus) === SHIP_COST_STATUS.billed)
    throw new AppError('VALIDATION', 'shipping.costsLocked', { ship: found.code })
  await removeRecordsBy(tx, shipCostAllocation, 'shipId', [shipId], actor)
  await runAction(tx, actor, shipCostActions.clean, [shipId], {})
  return shipCostDetail(tx, actor, shipId)
}

/** The base-currency cost allocated to each plan line of a ship, by plan line id. */
export async function allocatedByLine(tx: Queryable, shipId: string): Promise<Map<string, string>> {
  const rows = await tx.query<{ shipOrderItemId: string; baseAmount: string }>(
    `SELECT ship_order_item_id::text, sum(base_amount)::text AS base_amount FROM erp_ship_cost_allocation
      WHERE ship_id = $1 AND is_deleted = 0 GROUP BY ship_order_item_id ORDER BY ship_order_item_id`,
    [shipId],
  )
  return new Map(rows.map((r) => [r.shipOrderItemId, r.baseAmount]))
}

/** Landed unit cost: purchase unit cost + allocated cost ÷ units, four places half up (base currency). */
export function landedUnitCost(unitCost: string, allocated: string, quantity: number): string {
  if (quantity <= 0) return roundMoney(unitCost, 4, HALF_UP)
  return roundMoney(sumDecimal(unitCost, divideDecimal(allocated, String(quantity), 8, HALF_UP)), 4, HALF_UP)
}

/**
 * A ship's costs (`erp/shipcost/detail?shipId=`): its cost status, the cost lines, each line's
 * allocation to the plan lines, and each plan line's allocated cost and landed unit cost.
 */
export async function shipCostDetail(tx: Queryable, actor: Actor, shipId: string) {
  const found = await shipOf(tx, actor, shipId)
  const costs = await costLinesOf(tx, shipId)
  const allocations = await tx.query<Row & { shipCostId: string }>(
    `SELECT id::text, ship_cost_id::text, ship_order_id::text, ship_order_item_id::text, product_id::text,
            quantity, basis_value::text, amount::text, base_amount::text
       FROM erp_ship_cost_allocation WHERE ship_id = $1 AND is_deleted = 0 ORDER BY ship_cost_id, id`,
    [shipId],
  )
  const planIds = (await plansOnShips(tx, [shipId])).get(shipId) ?? []
  const lines = planIds.length ? await planLines(tx, planIds) : []
  const allocated = await allocatedByLine(tx, shipId)
  return {
    shipId,
    code: String(found.code),
    costStatus: Number(found.costStatus ?? 0),
    costs: costs.map((c) => ({
      ...c,
      costTypeLabel: costName(actor, c),
      allocations: allocations.filter((a) => a.shipCostId === c.id),
    })),
    lines: lines.map((l) => {
      const cost = allocated.get(l.id) ?? '0'
      return {
        shipOrderItemId: l.id,
        shipOrderId: l.shipOrderId,
        planCode: l.planCode,
        productId: l.productId,
        sysSku: l.sysSku,
        quantity: l.quantity,
        unitCost: l.unitCost,
        allocated: trimZeros(cost, 2),
        landedUnitCost: landedUnitCost(l.unitCost, cost, l.quantity),
      }
    }),
  }
}

/**
 * Ship bills made (`generateBill`), in its transaction: what each bill owes its party is a payable
 * from now on (the finance area posts it).
 */
export const shipBillIssued = defineEvent<{ billIds: string[] }>('shipping.shipBillIssued')

/**
 * Makes a ship's bills (`generateBill`) once its costs are checked ("cost not calculated"
 * otherwise): one payable per party and currency, its lines the cost lines, unpaid.
 */
export async function generateShipBills(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const billIds: string[] = []
  await runAction(tx, actor, shipCostActions.generateBill, ids, {}, async (_tx, _actor, record) => {
    const costs = await costLinesOf(tx, String(record.id))
    if (!costs.length) throw new AppError('VALIDATION', 'shipping.noCosts', { ship: record.code })
    const groups = new Map<string, CostLine[]>()
    for (const c of costs) {
      const key = `${c.partyId ?? ''}|${c.currencyCode}`
      groups.set(key, [...(groups.get(key) ?? []), c])
    }
    let n = 0
    for (const group of groups.values()) {
      n += 1
      const [first] = group
      const billId = await saveRecord(
        tx,
        shipBill,
        {
          code: `${record.code}-B${n}`,
          shipId: record.id,
          partyId: first?.partyId ?? null,
          currencyCode: first?.currencyCode,
          amount: sumDecimal('0', ...group.map((c) => c.amount ?? '0')),
          paidAmount: '0',
          items: group.map((c) => ({ shipCostId: c.id, costType: String(c.costType), amount: c.amount ?? '0' })),
        },
        actor,
      )
      billIds.push(billId)
    }
    return {}
  })
  await emit(tx, actingForSystem(actor), shipBillIssued, { billIds })
  return true
}
