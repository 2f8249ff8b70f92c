import { compareDecimal, divideDecimal, multiplyDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import type { AccountType } from '#sync/resources/finance/account-types.ts'
import { SHIP_DOCUMENT } from '#sync/resources/shipping/ship.actions.ts'
import { INBOUND_DOCUMENT } from '../../inventory/stock-documents.ts'
import { MOVEMENT, type StockValue } from '../../inventory/stock-ledger.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { seedChartOfAccounts } from './chart.ts'
import { baseCurrencyInfo, type JournalAgainst, type JournalLineInput, postEntry } from './journal.ts'

/**
 * The value of stock, posted as the ledger moves it (its `stockValued` event): one entry per
 * posting and document, in base currency, at the lots' cost.
 * - receipt into stock of a purchase: Dr inventory / Cr grni against the purchase order (party: its factory);
 * - receipt of goods that were in transit (a ship's inbound): Dr inventory at the landed cost / Cr goodsInTransit
 *   at their cost in transit, the rest (freight allocated on receipt) Cr landedCostClearing;
 * - goods set in transit by a ship: Dr goodsInTransit / Cr grni against each line's purchase order;
 * - shipment: Dr cogs / Cr inventory; transfer out and in: through goodsInTransit;
 * - adjustments and count differences, and any other receipt: against stockDifference;
 * - moves within stock (putaway, quarantine, moves, kits) post only what their value changed.
 * Arrivals from transit post nothing: the receipt that follows them in the same work does.
 */

type Key = string
type Leg = { account: AccountType; against?: JournalAgainst; party?: { type: 'factory'; id: string }; amount: string }

const ZERO = '0'
/** Purchase order and factory of an inbound order (the order it was made from, or whose code it names). */
async function purchaseOfInbound(tx: Queryable, inboundId: string) {
  const [row] = await tx.query<{ id: string; factoryId: string | null }>(
    `SELECT o.id::text, o.factory_id::text FROM erp_purchase_order o
      WHERE o.is_deleted = 0
        AND (o.inbound_order_id = $1
             OR o.code = (SELECT i.source_code FROM ware_inbound_order i WHERE i.id = $1 AND i.is_deleted = 0))
      ORDER BY (o.inbound_order_id = $1) DESC, o.id LIMIT 1`,
    [inboundId],
  )
  return row
}

/** Cost in transit per unit of each inbound line (what its arrivals took out of transit). */
async function transitCostOf(tx: Queryable, inboundId: string, lines: readonly string[]) {
  const rows = await tx.query<{ line: string; value: string; units: string }>(
    `SELECT document_line::text AS line, sum(-quantity * coalesce(unit_cost, 0))::text AS value, sum(-quantity)::text AS units
       FROM erp_store_product_inventory_log
      WHERE document_type = $1 AND document_id = $2 AND movement_type = $3 AND document_line = ANY($4::bigint[])
      GROUP BY document_line`,
    [INBOUND_DOCUMENT, inboundId, MOVEMENT.arrivedFromTransit, lines],
  )
  return new Map(rows.map((r) => [r.line, r]))
}

/** Which inbound lines received goods that were in transit. */
async function fromTransitLines(tx: Queryable, lines: readonly string[]): Promise<Set<string>> {
  if (!lines.length) return new Set()
  const rows = await tx.query<{ id: string }>(
    `SELECT id::text FROM ware_inbound_batch_item WHERE id = ANY($1::bigint[]) AND from_transit = 1`,
    [lines],
  )
  return new Set(rows.map((r) => r.id))
}

/** The purchase order and factory of each shipment plan line a ship set in transit. */
async function purchaseOfPlanLines(tx: Queryable, lines: readonly string[]) {
  const rows = await tx.query<{ id: string; purchaseOrderId: string | null; factoryId: string | null }>(
    `SELECT i.id::text, i.purchase_order_id::text,
            coalesce(i.factory_id, (SELECT o.factory_id FROM erp_purchase_order o WHERE o.id = i.purchase_order_id))::text AS factory_id
       FROM erp_ship_order_item i WHERE i.id = ANY($1::bigint[])`,
    [lines],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** The legs of one document's rows: signed amounts (debit positive) per account, against and party. */
async function legsOf(tx: Queryable, rows: readonly StockValue[], digits: number): Promise<Leg[]> {
  const legs: Leg[] = []
  const value = (r: StockValue, unitCost: string | null = r.unitCost) =>
    unitCost ? roundMoney(multiplyDecimal(String(Math.abs(r.quantity)), unitCost), digits, 1) : ZERO
  const negate = (v: string) => (v.startsWith('-') ? v.slice(1) : v === ZERO ? v : `-${v}`)
  const add = (leg: Leg) => {
    if (compareDecimal(leg.amount, ZERO) !== 0) legs.push(leg)
  }
  const first = rows[0] as StockValue
  const receipts = rows.filter((r) => r.movementType === MOVEMENT.receipt)
  const inbound = first.documentType === INBOUND_DOCUMENT
  const transitLines = inbound
    ? await fromTransitLines(tx, [...new Set(receipts.map((r) => r.documentLine).filter((l): l is string => !!l))])
    : new Set<string>()
  const purchase =
    inbound && receipts.some((r) => !transitLines.has(r.documentLine ?? ''))
      ? await purchaseOfInbound(tx, first.documentId)
      : null
  const transitCost = transitLines.size ? await transitCostOf(tx, first.documentId, [...transitLines]) : new Map()
  const dispatched = rows.filter((r) => r.movementType === MOVEMENT.dispatchedToTransit)
  const plans =
    first.documentType === SHIP_DOCUMENT && dispatched.length
      ? await purchaseOfPlanLines(
          tx,
          dispatched.map((r) => r.documentLine).filter((l): l is string => !!l),
        )
      : new Map()
  for (const r of rows) {
    const v = value(r)
    switch (r.movementType) {
      case MOVEMENT.receipt: {
        add({ account: 'inventory', amount: v })
        if (transitLines.has(r.documentLine ?? '')) {
          const cost = transitCost.get(r.documentLine)
          const inTransit =
            cost && compareDecimal(cost.units, ZERO) > 0
              ? roundMoney(divideDecimal(multiplyDecimal(cost.value, String(r.quantity)), cost.units, 12, 1), digits, 1)
              : ZERO
          add({ account: 'goodsInTransit', amount: negate(inTransit) })
          add({ account: 'landedCostClearing', amount: negate(sumDecimal(v, negate(inTransit))) })
        } else if (purchase)
          add({
            account: 'grni',
            against: { type: 'erp/purchaseorder', id: purchase.id },
            party: purchase.factoryId ? { type: 'factory', id: purchase.factoryId } : undefined,
            amount: negate(v),
          })
        else add({ account: 'stockDifference', amount: negate(v) })
        break
      }
      case MOVEMENT.dispatchedToTransit: {
        add({ account: 'goodsInTransit', amount: v })
        const plan = plans.get(r.documentLine ?? '')
        if (plan?.purchaseOrderId)
          add({
            account: 'grni',
            against: { type: 'erp/purchaseorder', id: plan.purchaseOrderId },
            party: plan.factoryId ? { type: 'factory', id: plan.factoryId } : undefined,
            amount: negate(v),
          })
        else add({ account: 'inventory', amount: negate(v) })
        break
      }
      case MOVEMENT.arrivedFromTransit:
        break
      case MOVEMENT.shipment:
        add({ account: 'cogs', amount: v })
        add({ account: 'inventory', amount: negate(v) })
        break
      case MOVEMENT.transferOut:
        add({ account: 'goodsInTransit', amount: v })
        add({ account: 'inventory', amount: negate(v) })
        break
      case MOVEMENT.transferIn:
        add({ account: 'inventory', amount: v })
        add({ account: 'goodsInTransit', amount: negate(v) })
        break
      default: {
        // Adjustments, count differences and moves within stock: inventory by the sign, the net to stockDifference.
        const signed = r.quantity > 0 ? v : negate(v)
        add({ account: 'inventory', amount: signed })
        add({ account: 'stockDifference', amount: negate(signed) })
      }
    }
  }
  return legs
}

/** Sums legs per account, against and party into debit and credit lines (none when they net to nothing). */
function linesOf(legs: readonly Leg[]): JournalLineInput[] {
  const sums = new Map<Key, Leg>()
  for (const leg of legs) {
    const key = `${leg.account}/${leg.against?.type ?? ''}/${leg.against?.id ?? ''}/${leg.party?.id ?? ''}`
    const had = sums.get(key)
    sums.set(key, had ? { ...had, amount: sumDecimal(had.amount, leg.amount) } : leg)
  }
  const lines: JournalLineInput[] = []
  for (const leg of sums.values()) {
    const sign = compareDecimal(leg.amount, ZERO)
    if (sign === 0) continue
    const amount = sign > 0 ? leg.amount : leg.amount.slice(1)
    lines.push({
      account: leg.account,
      against: leg.against,
      party: leg.party,
      ...(sign > 0 ? { debit: amount } : { credit: amount }),
    })
  }
  return lines
}

/** Posts what a stock posting moved in value: one entry per document of the posting, in base currency. */
export async function postStockValue(tx: Queryable, actor: Actor, rows: readonly StockValue[]): Promise<void> {
  const valued = rows.filter((r) => r.movementType !== MOVEMENT.arrivedFromTransit && r.unitCost)
  if (!valued.length) return
  const tenantId = actor.session.tenantId
  // A tenant whose stock moves before its chart was seeded (a demo seed of a lower area) gets it now.
  const [chart] = await tx.query(`SELECT 1 FROM fin_account WHERE tenant_id = $1 LIMIT 1`, [tenantId])
  if (!chart) await seedChartOfAccounts(tx, tenantId)
  const base = await baseCurrencyInfo(tx, tenantId)
  const byDocument = new Map<string, StockValue[]>()
  for (const r of valued) {
    const key = `${r.documentType}/${r.documentId}`
    byDocument.set(key, [...(byDocument.get(key) ?? []), r])
  }
  for (const own of byDocument.values()) {
    // Moves within stock only show a value where the lots' costs differ (rarely): skip them when they net to nothing.
    const lines = linesOf(await legsOf(tx, own, base.digits))
    if (lines.length < 2) continue
    const first = own[0] as StockValue
    await postEntry(tx, actor, {
      document: { type: first.documentType, id: first.documentId },
      currency: base.code,
      lines,
    })
  }
}
