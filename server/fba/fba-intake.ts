import {
  fbaInboundShipmentItem,
  fbaInventory,
  fbaInventoryBaseSku,
  fbaInventoryLog,
  fbaShipmentLog,
} from '#sync/resources/fba/amazon-fba.resource.ts'
import { fbaInboundMain, fbaInboundShipmentLog } from '#sync/resources/fba/fba-inbound.resource.ts'
import { FBA_TRANSFER_DOCUMENT } from '#sync/resources/fba/fba-transfer.actions.ts'
import { FBA_TURNOVER_DOCUMENT } from '#sync/resources/fba/fba-turnover.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { defineEvent, emit, isFollowed } from '../platform/events.ts'
import { transactionTime } from '../platform/records/transaction-time.ts'
import { upsertRecords } from '../platform/records/upsert-records.ts'
import { insertRecords, updateEach } from '../platform/resources/record-store.ts'

/**
 * The FBA intake: what Amazon holds of the seller's stock and what it received of each inbound
 * shipment, from the marketplace adapters (a later issue), the xlsx import and our own check-outs
 * and receipts. Each is idempotent on the marketplace's ids: an inventory row on shop + seller SKU
 * + centre, a shipment on shop + shipment id. Rows say what is (absolute figures), so the same rows
 * twice change nothing; every quantity that changes leaves a row in the FBA inventory log.
 */

/** The quantities of an FBA inventory row (dictionary fba_inventory_bucket). */
export const FBA_BUCKETS = [
  'fulfillable',
  'inboundWorking',
  'inboundShipped',
  'inboundReceiving',
  'reserved',
  'unfulfillable',
] as const
export type FbaBucket = (typeof FBA_BUCKETS)[number]
export type FbaQuantities = Record<FbaBucket, number>

/** Where figures come from (dictionary fba_intake_source). */
export const FBA_SOURCE = { marketplace: '1', import: '2', checkOut: '3', receipt: '4', byHand: '5' } as const
export type FbaSource = (typeof FBA_SOURCE)[keyof typeof FBA_SOURCE]

/** What the intake was given by and for: its source and the document or report it names. */
export type FbaIntakeOptions = { source?: FbaSource; reference?: string | null }

/** One row of what Amazon holds: a shop's seller SKU at one centre. */
export type FbaInventoryRow = Partial<FbaQuantities> & {
  shopId: string
  sellerSku: string
  centre: string
  fnsku?: string | null
  asin?: string | null
  /** Our product, when the caller knows it (else the shop's SKU link names it). */
  productId?: string | null
  /** When Amazon reported it (yyyy-MM-dd HH:mm:ss); the intake's time otherwise. */
  reportedAt?: string | null
}

/** Amazon's inbound shipment statuses (dictionary fba_shipment_status). */
export type FbaShipmentStatus =
  | 'WORKING'
  | 'SHIPPED'
  | 'IN_TRANSIT'
  | 'DELIVERED'
  | 'CHECKED_IN'
  | 'RECEIVING'
  | 'CLOSED'
  | 'CANCELLED'

/** An inbound shipment as the marketplace reports it, lines by seller SKU (absolute figures). */
export type FbaInboundShipment = {
  shopId: string
  shipmentId: string
  centre: string
  status: FbaShipmentStatus
  shipmentName?: string | null
  fbaTransferId?: string | null
  reportedAt?: string | null
  items: readonly {
    sellerSku: string
    fnsku?: string | null
    productId?: string | null
    quantityShipped: number
    quantityReceived: number
    quantityDamaged?: number
  }[]
}

const ZERO: FbaQuantities = {
  fulfillable: 0,
  inboundWorking: 0,
  inboundShipped: 0,
  inboundReceiving: 0,
  reserved: 0,
  unfulfillable: 0,
}
const column = (b: FbaBucket) => `${b}Quantity`
const keyOf = (shopId: string, sellerSku: string, centre: string) => `${shopId}|${sellerSku}|${centre}`
const whole = (n: unknown) => Math.max(0, Math.trunc(Number(n ?? 0)) || 0)

type InventoryRow = Row & { id: string; shopId: string; sellerSku: string; fulfillmentCenterId: string }

/** The products of seller SKUs by their shop's links (shop|sku → product id and system SKU). */
async function linkedProducts(tx: Queryable, keys: readonly { shopId: string; sellerSku: string }[]) {
  if (!keys.length) return new Map<string, { productId: string; sysSku: string | null }>()
  const rows = await tx.query<{ shopId: string; sellerSku: string; productId: string; sysSku: string | null }>(
    `SELECT l.shop_id::text, l.seller_sku, l.product_id::text, p.sys_sku
       FROM erp_fba_inventory_base_sku l
       LEFT JOIN erp_base_product p ON p.id = l.product_id AND p.tenant_id = l.tenant_id
      WHERE l.is_deleted = 0 AND (l.shop_id, l.seller_sku) IN (SELECT * FROM unnest($1::bigint[], $2::text[]))`,
    [keys.map((k) => k.shopId), keys.map((k) => k.sellerSku)],
  )
  return new Map(rows.map((r) => [`${r.shopId}|${r.sellerSku}`, { productId: r.productId, sysSku: r.sysSku }]))
}

/** The system SKUs of products. */
async function skusOf(tx: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((r) => [r.id, r.sysSku]))
}

/**
 * Links seller SKUs to products where the caller named the product (a check-out, an import with
 * the system SKU): the shop's link is made, or written again when it named another product.
 */
export async function linkSellerSkus(
  tx: Queryable,
  actor: Actor,
  links: readonly { shopId: string; sellerSku: string; productId: string; fnsku?: string | null }[],
): Promise<void> {
  const unique = new Map(links.map((l) => [`${l.shopId}|${l.sellerSku}`, l]))
  if (!unique.size) return
  const skus = await skusOf(
    tx,
    [...unique.values()].map((l) => l.productId),
  )
  await upsertRecords(
    tx,
    fbaInventoryBaseSku,
    [...unique.values()].map((l) => ({
      shopId: l.shopId,
      sellerSku: l.sellerSku,
      fnsku: l.fnsku ?? null,
      productId: l.productId,
      sysSku: skus.get(l.productId) ?? null,
    })),
    actor,
    { key: 'sellerSku', update: ['productId', 'sysSku'], scopeChecked: true },
  )
}

/** A target for one inventory row: absolute figures, or changes to the figures it holds. */
type InventoryTarget = {
  shopId: string
  sellerSku: string
  centre: string
  fnsku?: string | null
  asin?: string | null
  productId?: string | null
  reportedAt?: string | null
  set?: Partial<FbaQuantities>
  add?: Partial<FbaQuantities>
}

/**
 * Writes inventory rows: each missing one made (all quantities 0), then all locked in key order,
 * their new figures worked out (absolute, or the old plus a change, never below 0), the changed
 * ones written and each changed quantity logged. Answers how many rows were made, changed and left.
 */
async function writeInventory(
  tx: Queryable,
  actor: Actor,
  targets: readonly InventoryTarget[],
  options: FbaIntakeOptions,
): Promise<{ inserted: number; changed: number; unchanged: number }> {
  const merged = new Map<string, InventoryTarget>()
  for (const t of targets) {
    const key = keyOf(t.shopId, t.sellerSku, t.centre)
    const before = merged.get(key)
    merged.set(key, before ? { ...before, ...t, set: t.set ?? before.set, add: sum(before.add, t.add) } : t)
  }
  if (!merged.size) return { inserted: 0, changed: 0, unchanged: 0 }
  const list = [...merged.values()]
  const links = await linkedProducts(tx, list)
  const products = await skusOf(
    tx,
    list.map((t) => t.productId ?? links.get(`${t.shopId}|${t.sellerSku}`)?.productId).filter((p): p is string => !!p),
  )
  const productOf = (t: InventoryTarget) => t.productId ?? links.get(`${t.shopId}|${t.sellerSku}`)?.productId ?? null
  const made = await upsertRecords(
    tx,
    fbaInventory,
    list.map((t) => ({
      shopId: t.shopId,
      sellerSku: t.sellerSku,
      fulfillmentCenterId: t.centre,
      fnsku: t.fnsku ?? null,
      asin: t.asin ?? null,
      productId: productOf(t),
      sysSku: products.get(productOf(t) ?? '') ?? null,
      ...Object.fromEntries(FBA_BUCKETS.map((b) => [column(b), 0])),
      totalQuantity: 0,
    })),
    actor,
    { key: 'sellerSku', scopeChecked: true },
  )
  const current = await tx.query<InventoryRow>(
    `SELECT id::text, shop_id::text, seller_sku, fulfillment_center_id, fnsku, asin, product_id::text, sys_sku,
            ${FBA_BUCKETS.map((b) => `${snake(column(b))}`).join(', ')}
       FROM erp_fba_inventory
      WHERE is_deleted = 0
        AND (shop_id, seller_sku, fulfillment_center_id) IN (SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[]))
      ORDER BY shop_id, seller_sku, fulfillment_center_id
      FOR UPDATE`,
    [list.map((t) => t.shopId), list.map((t) => t.sellerSku), list.map((t) => t.centre)],
  )
  const now = await transactionTime(tx)
  const updates: Row[] = []
  const logs: Row[] = []
  for (const row of current) {
    const target = merged.get(keyOf(row.shopId, row.sellerSku, row.fulfillmentCenterId))
    if (!target) continue
    const next: Row = {}
    for (const b of FBA_BUCKETS) {
      const before = whole(row[column(b)])
      const after = target.set?.[b] !== undefined ? whole(target.set[b]) : Math.max(0, before + (target.add?.[b] ?? 0))
      if (after === before) continue
      next[column(b)] = after
      logs.push({
        inventoryId: row.id,
        shopId: row.shopId,
        sellerSku: row.sellerSku,
        fulfillmentCenterId: row.fulfillmentCenterId,
        bucket: b,
        quantityBefore: before,
        quantityAfter: after,
        quantityChange: after - before,
        source: options.source ?? FBA_SOURCE.marketplace,
        sourceCode: options.reference ?? null,
      })
    }
    const productId = productOf(target)
    const named = {
      fnsku: target.fnsku ?? row.fnsku ?? null,
      asin: target.asin ?? row.asin ?? null,
      productId: productId ?? row.productId ?? null,
      sysSku: products.get(productId ?? '') ?? row.sysSku ?? null,
    }
    const renamed = Object.entries(named).some(([k, v]) => (row[k] ?? null) !== v)
    if (!Object.keys(next).length && !renamed) continue
    const figures = Object.fromEntries(FBA_BUCKETS.map((b) => [column(b), next[column(b)] ?? whole(row[column(b)])]))
    const total = Object.values(figures).reduce((s: number, n) => s + Number(n), 0)
    updates.push({
      id: row.id,
      ...figures,
      ...named,
      totalQuantity: total,
      source: options.source ?? FBA_SOURCE.marketplace,
      lastUpdatedTime: target.reportedAt ?? now,
    })
  }
  await updateEach(tx, fbaInventory, updates, actor, { scopeChecked: true })
  await insertRecords(tx, fbaInventoryLog, logs, actor)
  const inserted = new Set(made.filter((m) => m.inserted).map((m) => m.id))
  const changed = updates.filter((u) => !inserted.has(String(u.id))).length
  return { inserted: inserted.size, changed, unchanged: current.length - inserted.size - changed }
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function sum(a: Partial<FbaQuantities> = {}, b: Partial<FbaQuantities> = {}): Partial<FbaQuantities> {
  const out: Partial<FbaQuantities> = { ...a }
  for (const [k, v] of Object.entries(b) as [FbaBucket, number][]) out[k] = (out[k] ?? 0) + v
  return out
}

/**
 * Takes in what Amazon holds (absolute figures per shop, seller SKU and centre): new rows are made,
 * changed figures written and logged, equal ones left alone, so the same rows twice change nothing.
 * Rows naming a product also link the seller SKU to it for the shop.
 */
export async function intakeFbaInventory(
  tx: Queryable,
  actor: Actor,
  rows: readonly FbaInventoryRow[],
  options: FbaIntakeOptions = {},
): Promise<{ inserted: number; changed: number; unchanged: number }> {
  await linkSellerSkus(
    tx,
    actor,
    rows
      .filter((r) => r.productId)
      .map((r) => ({ shopId: r.shopId, sellerSku: r.sellerSku, productId: String(r.productId), fnsku: r.fnsku })),
  )
  return writeInventory(
    tx,
    actor,
    rows.map((r) => ({
      shopId: r.shopId,
      sellerSku: r.sellerSku,
      centre: r.centre,
      fnsku: r.fnsku,
      asin: r.asin,
      productId: r.productId,
      reportedAt: r.reportedAt,
      set: { ...ZERO, ...Object.fromEntries(FBA_BUCKETS.map((b) => [b, whole(r[b])])) },
    })),
    { source: FBA_SOURCE.marketplace, ...options },
  )
}

/** Shipment statuses whose units not yet received count as inbound working, shipped or receiving (else none). */
const OUTSTANDING: Partial<Record<FbaShipmentStatus, FbaBucket>> = {
  WORKING: 'inboundWorking',
  SHIPPED: 'inboundShipped',
  IN_TRANSIT: 'inboundShipped',
  DELIVERED: 'inboundShipped',
  CHECKED_IN: 'inboundReceiving',
  RECEIVING: 'inboundReceiving',
}

/** Statuses after which nothing more arrives: what was not received is the discrepancy. */
const SETTLED = new Set<FbaShipmentStatus>(['CLOSED', 'CANCELLED'])

type ItemFigures = { shipped: number; received: number; damaged: number }

/** What one shipment line adds to its SKU's inventory at the centre, in a status. */
export function shipmentContribution(status: FbaShipmentStatus | null, item: ItemFigures): Partial<FbaQuantities> {
  if (!status) return {}
  const out: Partial<FbaQuantities> = {
    fulfillable: Math.max(0, item.received - item.damaged),
    unfulfillable: Math.min(item.damaged, item.received),
  }
  const bucket = OUTSTANDING[status]
  if (bucket) out[bucket] = Math.max(0, item.shipped - item.received)
  return out
}

type StoredItem = Row & { id: string; sellerSku: string; quantityShipped: number; quantityReceived: number }

/**
 * Takes in an inbound shipment (absolute figures): the shipment is made once per shop and shipment
 * id, its lines by seller SKU; what changed moves the SKUs' inventory at the centre (units leave
 * inbound as they are received, into fulfillable, damaged into unfulfillable), a status change is
 * logged in the shipment log and a receipt in the receipt log. The same shipment twice changes nothing.
 */
export async function intakeInboundShipment(
  tx: Queryable,
  actor: Actor,
  shipment: FbaInboundShipment,
  options: FbaIntakeOptions = {},
): Promise<{ id: string; changed: boolean }> {
  const source = options.source ?? FBA_SOURCE.marketplace
  await upsertRecords(
    tx,
    fbaInboundMain,
    [
      {
        shopId: shipment.shopId,
        shipmentId: shipment.shipmentId,
        fulfillmentCenterId: shipment.centre,
        shipmentName: shipment.shipmentName ?? null,
        fbaTransferId: shipment.fbaTransferId ?? null,
        source,
      },
    ],
    actor,
    { key: 'shipmentId', scopeChecked: true },
  )
  const [main] = await tx.query<Row & { id: string; isNew: boolean }>(
    `SELECT id::text, shipment_status, fulfillment_center_id, shipment_name, fba_transfer_id::text,
            (last_updated_time IS NULL) AS is_new
       FROM erp_fba_inbound_main WHERE shop_id = $1 AND shipment_id = $2 AND is_deleted = 0 FOR UPDATE`,
    [shipment.shopId, shipment.shipmentId],
  )
  if (!main) throw new Error(`inbound shipment ${shipment.shipmentId} was not made`)
  const oldStatus = main.isNew ? null : (main.shipmentStatus as FbaShipmentStatus)
  const oldCentre = String(main.fulfillmentCenterId)
  const stored = await tx.query<StoredItem>(
    `SELECT id::text, seller_sku, fnsku, product_id::text, quantity_shipped, quantity_received, quantity_damaged,
            discrepancy_quantity
       FROM erp_fba_inbound_shipment_item WHERE inbound_main_id = $1 AND is_deleted = 0 ORDER BY id`,
    [main.id],
  )
  const storedBySku = new Map(stored.map((s) => [s.sellerSku, s]))
  const incoming = new Map<string, FbaInboundShipment['items'][number]>()
  for (const item of shipment.items) {
    const before = incoming.get(item.sellerSku)
    incoming.set(
      item.sellerSku,
      before
        ? {
            ...item,
            quantityShipped: before.quantityShipped + item.quantityShipped,
            quantityReceived: before.quantityReceived + item.quantityReceived,
            quantityDamaged: (before.quantityDamaged ?? 0) + (item.quantityDamaged ?? 0),
          }
        : item,
    )
  }
  const links = await linkedProducts(
    tx,
    [...incoming.keys()].map((sellerSku) => ({ shopId: shipment.shopId, sellerSku })),
  )
  const products = await skusOf(
    tx,
    [...incoming.values()]
      .map((i) => i.productId ?? links.get(`${shipment.shopId}|${i.sellerSku}`)?.productId)
      .filter((p): p is string => !!p),
  )
  const figuresOf = (s: Row | undefined): ItemFigures => ({
    shipped: whole(s?.quantityShipped),
    received: whole(s?.quantityReceived),
    damaged: whole(s?.quantityDamaged),
  })
  // What was not received is a discrepancy once the shipment is settled (closed or cancelled), not while it travels.
  const settled = SETTLED.has(shipment.status)
  const targets: InventoryTarget[] = []
  const adds: Row[] = []
  const writes: Row[] = []
  const receipts: Row[] = []
  for (const [sellerSku, item] of incoming) {
    const old = storedBySku.get(sellerSku)
    const before = figuresOf(old)
    const after: ItemFigures = {
      shipped: whole(item.quantityShipped),
      received: whole(item.quantityReceived),
      damaged: whole(item.quantityDamaged),
    }
    const productId = item.productId ?? links.get(`${shipment.shopId}|${sellerSku}`)?.productId ?? null
    const values = {
      fnsku: item.fnsku ?? old?.fnsku ?? null,
      productId: productId ?? old?.productId ?? null,
      sysSku: products.get(productId ?? '') ?? null,
      quantityShipped: after.shipped,
      quantityReceived: after.received,
      quantityDamaged: after.damaged,
      discrepancyQuantity: settled ? after.received - after.shipped : 0,
    }
    const same =
      old &&
      before.shipped === after.shipped &&
      before.received === after.received &&
      before.damaged === after.damaged &&
      Number(old.discrepancyQuantity ?? 0) === values.discrepancyQuantity
    if (!old)
      adds.push({
        inboundMainId: main.id,
        shopId: shipment.shopId,
        shipmentId: shipment.shipmentId,
        sellerSku,
        ...values,
      })
    else if (!same) writes.push({ id: old.id, ...values })
    if (before.received !== after.received || before.damaged !== after.damaged)
      receipts.push({
        inboundMainId: main.id,
        shopId: shipment.shopId,
        shipmentId: shipment.shipmentId,
        fulfillmentCenterId: shipment.centre,
        sellerSku,
        fnsku: values.fnsku,
        quantityShipped: after.shipped,
        receivedBefore: before.received,
        receivedAfter: after.received,
        quantityDamaged: after.damaged,
        discrepancyQuantity: after.received - after.shipped,
        source,
      })
  }
  const statusChanged = oldStatus !== shipment.status
  const centreChanged = !main.isNew && oldCentre !== shipment.centre
  // Every line (stored or incoming) moves from its old contribution to its new one.
  for (const sellerSku of new Set([...storedBySku.keys(), ...incoming.keys()])) {
    const old = storedBySku.get(sellerSku)
    const item = incoming.get(sellerSku)
    const before = shipmentContribution(oldStatus, figuresOf(old))
    const after = shipmentContribution(
      shipment.status,
      item
        ? {
            shipped: whole(item.quantityShipped),
            received: whole(item.quantityReceived),
            damaged: whole(item.quantityDamaged),
          }
        : figuresOf(old),
    )
    const productId = item?.productId ?? (old?.productId as string | undefined) ?? null
    const base = { shopId: shipment.shopId, sellerSku, fnsku: item?.fnsku ?? (old?.fnsku as string) ?? null, productId }
    if (centreChanged) {
      targets.push({ ...base, centre: oldCentre, add: negate(before) })
      targets.push({ ...base, centre: shipment.centre, add: after })
    } else {
      const change = difference(after, before)
      if (Object.values(change).some((n) => n !== 0)) targets.push({ ...base, centre: shipment.centre, add: change })
    }
  }
  const changed = statusChanged || centreChanged || adds.length > 0 || writes.length > 0
  if (!changed) return { id: main.id, changed: false }
  await insertRecords(tx, fbaInboundShipmentItem, adds, actor)
  await updateEach(tx, fbaInboundShipmentItem, writes, actor, { scopeChecked: true })
  const [totals] = await tx.query<{ shipped: number; received: number; damaged: number }>(
    `SELECT coalesce(sum(quantity_shipped), 0)::int AS shipped, coalesce(sum(quantity_received), 0)::int AS received,
            coalesce(sum(quantity_damaged), 0)::int AS damaged
       FROM erp_fba_inbound_shipment_item WHERE inbound_main_id = $1 AND is_deleted = 0`,
    [main.id],
  )
  await updateEach(
    tx,
    fbaInboundMain,
    [
      {
        id: main.id,
        shipmentStatus: shipment.status,
        fulfillmentCenterId: shipment.centre,
        shipmentName: shipment.shipmentName ?? main.shipmentName ?? null,
        fbaTransferId: shipment.fbaTransferId ?? main.fbaTransferId ?? null,
        quantityShipped: totals?.shipped ?? 0,
        quantityReceived: totals?.received ?? 0,
        quantityDamaged: totals?.damaged ?? 0,
        discrepancyQuantity: settled ? (totals?.received ?? 0) - (totals?.shipped ?? 0) : 0,
        source,
        lastUpdatedTime: shipment.reportedAt ?? (await transactionTime(tx)),
      },
    ],
    actor,
    { scopeChecked: true },
  )
  if (statusChanged)
    await insertRecords(
      tx,
      fbaShipmentLog,
      [
        {
          inboundMainId: main.id,
          shopId: shipment.shopId,
          shipmentId: shipment.shipmentId,
          statusBefore: oldStatus,
          statusAfter: shipment.status,
          source,
        },
      ],
      actor,
    )
  await insertRecords(tx, fbaInboundShipmentLog, receipts, actor)
  await writeInventory(tx, actor, targets, { source, reference: options.reference ?? shipment.shipmentId })
  if (statusChanged && shipment.status === 'CLOSED' && oldStatus !== 'CLOSED')
    await announceClosed(tx, actor, main.id, shipment, shipment.fbaTransferId ?? main.fbaTransferId ?? null)
  return { id: main.id, changed: true }
}

/** The document whose check-out sent a shipment's units (stock ledger type and id): its FBA transfer, or the turnover shipped under it. */
async function checkedOutBy(
  tx: Queryable,
  shipment: { shopId: string; shipmentId: string },
  fbaTransferId: unknown,
): Promise<{ type: string; id: string } | null> {
  if (fbaTransferId) return { type: FBA_TRANSFER_DOCUMENT, id: String(fbaTransferId) }
  const [turnover] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_fba_turnover WHERE shop_id = $1 AND shipment_id = $2 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [shipment.shopId, shipment.shipmentId],
  )
  return turnover ? { type: FBA_TURNOVER_DOCUMENT, id: turnover.id } : null
}

/** Announces a shipment closed at its centre with what each product shipped and received (fbaShipmentClosed). */
async function announceClosed(
  tx: Queryable,
  actor: Actor,
  mainId: string,
  shipment: FbaInboundShipment,
  fbaTransferId: unknown,
): Promise<void> {
  if (!isFollowed(fbaShipmentClosed)) return
  const items = await tx.query<{ productId: string; shipped: number; received: number }>(
    `SELECT product_id::text, sum(quantity_shipped)::int AS shipped, sum(quantity_received)::int AS received
       FROM erp_fba_inbound_shipment_item WHERE inbound_main_id = $1 AND is_deleted = 0 AND product_id IS NOT NULL
      GROUP BY product_id ORDER BY product_id`,
    [mainId],
  )
  await emit(tx, actor, fbaShipmentClosed, {
    shopId: shipment.shopId,
    shipmentId: shipment.shipmentId,
    centre: shipment.centre,
    document: await checkedOutBy(tx, shipment, fbaTransferId),
    items,
  })
}

/**
 * An inbound shipment closed at its fulfilment centre, once: what each product shipped and what the
 * centre received, and the document whose check-out sent the units (null when none of ours did).
 */
export const fbaShipmentClosed = defineEvent<{
  shopId: string
  shipmentId: string
  centre: string
  document: { type: string; id: string } | null
  items: { productId: string; shipped: number; received: number }[]
}>('fba.shipmentClosed')

function negate(q: Partial<FbaQuantities>): Partial<FbaQuantities> {
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, -(v ?? 0)]))
}

function difference(a: Partial<FbaQuantities>, b: Partial<FbaQuantities>): Partial<FbaQuantities> {
  const out: Partial<FbaQuantities> = {}
  for (const k of FBA_BUCKETS) {
    const d = (a[k] ?? 0) - (b[k] ?? 0)
    if (d) out[k] = d
  }
  return out
}
