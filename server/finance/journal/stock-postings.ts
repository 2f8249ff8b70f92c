import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from '#sync/money/round-money.ts'
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

const WITHIN_STOCK: readonly number[] = [MOVEMENT.putaway, MOVEMENT.quarantine, MOVEMENT.move]

/** Moves within stock whose units leave and arrive at the same cost (a putaway, say): nothing to post, nothing to read. */
function movesNothing(rows: readonly StockValue[]): boolean {
  if (!rows.every((r) => WITHIN_STOCK.includes(r.movementType))) return false
  const net = new Map<string, string>()
  for (const r of rows) {
    const key = `${r.documentType}/${r.documentId}`
    net.set(key, sumDecimal(net.get(key) ?? ZERO, multiplyDecimal(String(r.quantity), r.unitCost ?? ZERO)))
  }
  return [...net.values()].every((v) => compareDecimal(v, ZERO) === 0)
}

/** Posts what a stock posting moved in value: one entry per document of the posting, in base currency. */
export async function postStockValue(tx: Queryable, actor: Actor, rows: readonly StockValue[]): Promise<void> {
  const valued = rows.filter((r) => r.movementType !== MOVEMENT.arrivedFromTransit && r.unitCost)
  if (!valued.length || movesNothing(valued)) return
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

/** A shipment closed at an FBA centre (fba's `fbaShipmentClosed`): what each product shipped and what the centre received. */
export type FbaArrival = {
  shipmentId: string
  centre: string
  document: { type: string; id: string } | null
  items: readonly { productId: string; shipped: number; received: number }[]
}

/**
 * Takes an FBA shipment's goods out of transit once its centre closes it: the value its check-out
 * put in transit (transfer out: Dr goodsInTransit / Cr inventory, still open on the document) is
 * stock again, held by Amazon — Dr inventory for the units received, Dr stockDifference for the
 * units that never arrived, Cr goodsInTransit for all of it. Products weigh by their lots' cost;
 * units received beyond those sent carry none. What is no longer in transit posts nothing again.
 */
export async function postFbaArrival(tx: Queryable, actor: Actor, arrival: FbaArrival): Promise<void> {
  if (!arrival.document) return
  const [transit] = await tx.query<{ value: string | null }>(
    `SELECT sum(l.base_debit - l.base_credit)::text AS value
       FROM fin_journal_line l JOIN fin_journal_entry e ON e.tenant_id = l.tenant_id AND e.id = l.entry_id
      WHERE e.document_type = $1 AND e.document_id = $2 AND l.account_type = 'goodsInTransit'`,
    [arrival.document.type, arrival.document.id],
  )
  const inTransit = transit?.value ?? ZERO
  if (compareDecimal(inTransit, ZERO) <= 0) return
  // Each product's units out and their cost at the lots they left (the ledger's out rows carry no cost of their own).
  const sent = await tx.query<{ productId: string; units: number; cost: string }>(
    `SELECT g.product_id::text, sum(-g.quantity)::int AS units, sum(-g.quantity * coalesce(b.unit_cost, 0))::text AS cost
       FROM erp_store_product_inventory_log g
       LEFT JOIN erp_store_product_inventory b
         ON b.tenant_id = g.tenant_id AND b.store_id = g.store_id AND b.position_id = g.position_id
        AND b.product_id = g.product_id AND b.batch_no IS NOT DISTINCT FROM g.batch_no
        AND b.inbound_date IS NOT DISTINCT FROM g.inbound_date AND b.is_deleted = 0
      WHERE g.document_type = $1 AND g.document_id = $2 AND g.movement_type = $3
      GROUP BY g.product_id ORDER BY g.product_id`,
    [arrival.document.type, arrival.document.id, MOVEMENT.transferOut],
  )
  const received = new Map(arrival.items.map((i) => [i.productId, i.received]))
  let whole = ZERO
  let arrivedCost = ZERO
  for (const p of sent) {
    if (p.units <= 0) continue
    const arrived = Math.min(p.units, Math.max(0, received.get(p.productId) ?? 0))
    whole = sumDecimal(whole, p.cost)
    arrivedCost = sumDecimal(
      arrivedCost,
      divideDecimal(multiplyDecimal(p.cost, String(arrived)), String(p.units), 12, 1),
    )
  }
  const base = await baseCurrencyInfo(tx, actor.session.tenantId)
  const kept =
    compareDecimal(whole, ZERO) > 0
      ? roundMoney(divideDecimal(multiplyDecimal(inTransit, arrivedCost), whole, 12, 1), base.digits, 1)
      : inTransit
  const lines = linesOf([
    { account: 'inventory', amount: kept },
    { account: 'stockDifference', amount: subtractDecimal(inTransit, kept) },
    { account: 'goodsInTransit', amount: subtractDecimal(ZERO, inTransit) },
  ])
  await postEntry(tx, actor, {
    document: arrival.document,
    currency: base.code,
    memo: `FBA ${arrival.centre} ${arrival.shipmentId}`.slice(0, 200),
    lines,
  })
}
