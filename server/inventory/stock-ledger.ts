import { divideDecimal, roundMoney } from '#sync/money/round-money.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { defineEvent, emit, isFollowed } from '../platform/events.ts'
import { AppError } from '../platform/http/app-error.ts'

/**
 * The stock ledger: the only code that changes stock. Every change is a movement of one lot in one
 * position, appended to erp_store_product_inventory_log and applied to the lot's balance in the
 * caller's transaction. Balances are always taken in the order of their key (warehouse, position,
 * product, batch, inbound date), whoever the caller, so concurrent callers queue instead of
 * deadlocking; a decrease is a conditional update, so two callers can never spend the same unit.
 */

/** Where a unit is: warehouse, position, product and lot (batch number and inbound date). */
export type StockKey = {
  storeId: string
  positionId: string
  productId: string
  /** '' when the goods carry no batch number. */
  batchNo?: string
  /** yyyy-MM-dd; a receipt without one is dated today by the database. */
  inboundDate?: string
}

/** The document line a movement or a reservation belongs to. */
export type StockDocument = { type: string; id: string; line?: string | null }

/** Movement kinds (dictionary stock_movement_type). */
export const MOVEMENT = {
  receipt: 1,
  putaway: 2,
  shipment: 3,
  transferOut: 4,
  transferIn: 5,
  adjustment: 6,
  countDifference: 7,
  assembly: 8,
  disassembly: 9,
  quarantine: 10,
  move: 11,
  /** Units set on their way to a warehouse: its in-transit lot's `in_transit` rises, on hand does not (migration 0049). */
  dispatchedToTransit: 12,
  /** Units that were in transit reached their warehouse: the in-transit lot's `in_transit` falls (a receipt follows). */
  arrivedFromTransit: 13,
} as const
export type MovementType = (typeof MOVEMENT)[keyof typeof MOVEMENT]

/** The kinds whose quantity is a change of units in transit, not on hand (the ledger log's CHECK says the same). */
export const TRANSIT_MOVEMENTS: readonly MovementType[] = [MOVEMENT.dispatchedToTransit, MOVEMENT.arrivedFromTransit]

/**
 * The zone type (dictionary store_area_type) of a warehouse's in-transit position: its lots hold
 * units on their way there, never on hand or available, and only the transit kinds move them.
 */
export const TRANSIT_ZONE = 7

export type StockMovement = StockKey & {
  /** Whole units, signed: positive into the position, negative out of it. */
  quantity: number
  movementType: MovementType
  /** Cost of one unit arriving (a receipt's purchase price), exact as a decimal string. */
  unitCost?: string | null
  document: StockDocument
  reason?: string | null
}

/** A ledger row as written. */
export type LedgerRow = {
  id: string
  balanceId: string
  storeId: string
  positionId: string
  productId: string
  sysSku: string
  batchNo: string
  inboundDate: string
  quantity: number
  onHandBefore: number
  onHandAfter: number
  movementType: MovementType
  /** A transit kind's lot in transit before and after (its quantity is their difference); absent for the rest. */
  inTransitBefore?: number
  inTransitAfter?: number
}

/** The zone type (dictionary store_area_type) whose units are held back as defective. */
export const DEFECTIVE_ZONE = 6

/** Reservation states (dictionary stock_reservation_status). */
export const RESERVATION = { open: 1, released: 2, consumed: 3 } as const

type PositionInfo = {
  id: string
  storeId: string
  status: number
  code: string
  storeName: string
  allowNegative: number
  areaType: number | null
}

/** The order balances are taken in, whoever the caller: warehouse, position, product (ids as numbers), batch, inbound date. */
export const keyOrder = (a: Required<StockKey>, b: Required<StockKey>) =>
  compareIds(a.storeId, b.storeId) ||
  compareIds(a.positionId, b.positionId) ||
  compareIds(a.productId, b.productId) ||
  (a.batchNo < b.batchNo ? -1 : a.batchNo > b.batchNo ? 1 : 0) ||
  (a.inboundDate < b.inboundDate ? -1 : a.inboundDate > b.inboundDate ? 1 : 0)

/** Ids are 64-bit numbers written as strings: shorter is smaller. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

async function positionsOf(tx: Queryable, ids: readonly string[]): Promise<Map<string, PositionInfo>> {
  const rows = await tx.query<PositionInfo>(
    `SELECT p.id::text, p.store_id::text, p.status, p.code, s.name AS store_name, s.allow_negative_stock AS allow_negative,
            (SELECT a.area_type FROM erp_base_store_area a WHERE a.id = p.area_id AND a.tenant_id = p.tenant_id) AS area_type
       FROM ware_base_store_position p JOIN erp_base_store s ON s.id = p.store_id AND s.tenant_id = p.tenant_id
      WHERE p.id = ANY($1::bigint[]) AND p.is_deleted = 0`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

async function skusOf(tx: Queryable, productIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(productIds)]],
  )
  return new Map(rows.map((r) => [r.id, r.sysSku]))
}

/** A warehouse's name for a refusal (its id only when it has none). */
export async function storeNameOf(tx: Queryable, storeId: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>(`SELECT name FROM erp_base_store WHERE id = $1`, [storeId])
  return row?.name ?? storeId
}

async function positionProblem(
  tx: Queryable,
  position: PositionInfo | undefined,
  movement: StockMovement,
): Promise<AppError | null> {
  if (!position || position.storeId !== movement.storeId)
    return new AppError('VALIDATION', 'inventory.positionNotInStore', {
      position: position?.code ?? movement.positionId,
      store: await storeNameOf(tx, movement.storeId),
    })
  // Goods may leave a disabled position, never arrive in one.
  if (position.status !== 0 && movement.quantity > 0)
    return new AppError('VALIDATION', 'inventory.positionDisabled', { position: position.code })
  // Units in transit are on their way, not in the warehouse: only their arrival takes them out.
  if (Number(position.areaType) === TRANSIT_ZONE)
    return new AppError('VALIDATION', 'inventory.transitPosition', { position: position.code })
  return null
}

/**
 * Posts movements in the caller's transaction: each is checked (whole units, a live product, a
 * position of the named warehouse, no arrival in a disabled position), applied to its lot's balance
 * and appended to the ledger with on hand before and after. A movement that would take on hand
 * below what is reserved (available below zero) is refused as insufficient stock, naming the SKU,
 * warehouse and position, unless the warehouse allows negative stock; the caller's transaction then
 * rolls back, so either every movement is posted or none.
 */
export async function postStockMovements(
  tx: Queryable,
  actor: Actor,
  movements: readonly StockMovement[],
): Promise<LedgerRow[]> {
  if (!movements.length) return []
  assertWholeUnits(movements)
  const today = needsToday(movements) ? await databaseToday(tx) : ''
  const ordered = keyedMovements(movements, today)
  const written: LedgerRow[] = []
  const valued = isFollowed(stockValued) ? ([] as StockValue[]) : null
  for (const m of ordered) {
    const id = nextId()
    // The checks run inside the posting's own statement; only a refusal asks again, to say why.
    const applied = await (m.quantity > 0 ? receive : issue)(tx, actor, m, id)
    if (!applied) throw await refusalOf(tx, m)
    valued?.push(movedValue(m.movementType, m, m.quantity > 0 ? (m.unitCost ?? applied.lotCost) : applied.lotCost))
    written.push({
      id,
      balanceId: applied.balanceId,
      storeId: m.storeId,
      positionId: m.positionId,
      productId: m.productId,
      sysSku: applied.sysSku,
      batchNo: m.batchNo,
      inboundDate: m.inboundDate,
      quantity: m.quantity,
      onHandBefore: applied.onHandAfter - m.quantity,
      onHandAfter: applied.onHandAfter,
      movementType: m.movementType,
    })
  }
  await announceArrivals(tx, actor, ordered)
  if (valued?.length) await emit(tx, actingForSystem(actor), stockValued, valued)
  return written
}

/** One movement with the value it moved: its unit cost (a receipt's own, else its lot's), for the books. */
export type StockValue = {
  movementType: MovementType
  /** Signed units, as posted. */
  quantity: number
  /** Cost of one unit, exact; null when the lot has none. */
  unitCost: string | null
  documentType: string
  documentId: string
  documentLine: string | null
  storeId: string
  productId: string
}
/**
 * Stock moved, with its value: announced once per posting (every row of it), in the posting's
 * transaction, only when an area follows it (the finance journal posts the value of receipts,
 * transit, shipments and differences).
 */
export const stockValued = defineEvent<readonly StockValue[]>('inventory.stockValued')

function movedValue(
  movementType: MovementType,
  m: StockKey & { quantity: number; document: StockDocument },
  unitCost: string | null | undefined,
): StockValue {
  return {
    movementType,
    quantity: m.quantity,
    unitCost: unitCost ?? null,
    documentType: m.document.type,
    documentId: m.document.id,
    documentLine: m.document.line ?? null,
    storeId: m.storeId,
    productId: m.productId,
  }
}

/** Units of a product that arrived in a warehouse (a receipt, putaway, transfer in, positive adjustment). */
export type StockArrival = { storeId: string; productId: string }
/**
 * Units arrived: announced after every posting that brought units in, in the posting's transaction,
 * for work that waits for stock (orders out of stock); areas above follow it on their `listeners`.
 */
export const stockArrived = defineEvent<readonly StockArrival[]>('inventory.stockArrived')

async function announceArrivals(tx: Queryable, actor: Actor, movements: readonly StockMovement[]): Promise<void> {
  if (!isFollowed(stockArrived)) return
  const pairs = new Map<string, StockArrival>()
  for (const m of movements)
    if (m.quantity > 0) pairs.set(`${m.storeId}/${m.productId}`, { storeId: m.storeId, productId: m.productId })
  if (!pairs.size) return
  // What waited for the units is the system's consequence, not a record the poster named: no data scope narrows it.
  await emit(tx, actingForSystem(actor), stockArrived, [...pairs.values()])
}

/** Why a movement was not posted: its position, its product, or too few available. */
async function refusalOf(tx: Queryable, m: KeyedMovement): Promise<AppError> {
  const [positions, skus] = await Promise.all([positionsOf(tx, [m.positionId]), skusOf(tx, [m.productId])])
  const position = positions.get(m.positionId)
  const problem = await positionProblem(tx, position, m)
  if (problem) return problem
  const sysSku = skus.get(m.productId)
  if (sysSku === undefined) return new AppError('VALIDATION', 'recordNotFound')
  return new AppError('INSUFFICIENT_STOCK', 'inventory.insufficientStock', {
    sku: sysSku,
    store: position?.storeName ?? m.storeId,
    position: position?.code ?? m.positionId,
    available: await availableOf(tx, m),
    needed: -m.quantity,
  })
}

export const needsToday = (movements: readonly StockMovement[]) => movements.some((m) => !m.inboundDate)

/** Refuses a movement of no units or of a part of one. */
export function assertWholeUnits(movements: readonly { quantity: number }[]): void {
  for (const m of movements)
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0)
      throw new AppError('VALIDATION', 'inventory.quantityWhole')
}

/** Movements with their whole key (no batch: ''; no inbound date: `today`), in the order balances are taken. */
export function keyedMovements(movements: readonly StockMovement[], today: string): KeyedMovement[] {
  return movements.map((m) => ({ ...m, batchNo: m.batchNo ?? '', inboundDate: m.inboundDate ?? today })).sort(keyOrder)
}

/** Lots oldest first (by inbound date; within a day, as given): the order units are taken in (FIFO). */
export function oldestFirst<L extends { inboundDate: string }>(lots: readonly L[]): L[] {
  return [...lots].sort((a, b) => (a.inboundDate < b.inboundDate ? -1 : a.inboundDate > b.inboundDate ? 1 : 0))
}

/** Takes `quantity` units from the lots in their order: how many from each lot touched, and what is left untaken. */
export function takeFromLots<L extends { available: number }>(
  lots: readonly L[],
  quantity: number,
): { taken: { lot: L; n: number }[]; left: number } {
  const taken: { lot: L; n: number }[] = []
  let left = quantity
  for (const lot of lots) {
    if (left === 0) break
    const n = Math.min(left, lot.available)
    if (n <= 0) continue
    left -= n
    taken.push({ lot, n })
  }
  return { taken, left }
}

/** The value of units taken at their lots' unit costs (4 places), exact; null when no lot has a cost. */
export function valueOfTaken(taken: readonly { lot: { unitCost: string | null }; n: number }[]): string | null {
  // In ten-thousandths, exact (unit costs have four places).
  let value: bigint | null = null
  for (const { lot, n } of taken)
    if (lot.unitCost !== null)
      value = (value ?? 0n) + BigInt(n) * BigInt(roundMoney(lot.unitCost, 4, 1).replace('.', ''))
  return value === null ? null : divideDecimal(value.toString(), '10000', 4, 1)
}

/** Today in the database's time zone (yyyy-MM-dd): the inbound date of a lot received now. */
export async function databaseToday(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ today: string }>(`SELECT to_char(localtimestamp, 'YYYY-MM-DD') AS today`)
  return row?.today ?? ''
}

type Posted = { balanceId: string; onHandAfter: number; sysSku: string; lotCost: string | null }
export type KeyedMovement = Required<StockKey> & StockMovement

/**
 * What a movement may touch (`ctx`, one row or none): its position, live and in the named
 * warehouse (an arrival also needs it enabled), with the warehouse's negative-stock rule, and its
 * live product's SKU. Checked in the posting's own statement, so a posting is one round trip.
 */
function movementContext(at: (value: unknown) => string, m: KeyedMovement): string {
  return `ctx AS (
       SELECT pr.sys_sku, s.allow_negative_stock = 1 AS allow_negative
         FROM ware_base_store_position p
         JOIN erp_base_store s ON s.id = p.store_id AND s.tenant_id = p.tenant_id
         JOIN erp_base_product pr ON pr.id = ${at(m.productId)} AND pr.tenant_id = p.tenant_id AND pr.is_deleted = 0
        WHERE p.id = ${at(m.positionId)} AND p.is_deleted = 0 AND p.store_id = ${at(m.storeId)}
          ${m.quantity > 0 ? 'AND p.status = 0' : ''}
          AND NOT EXISTS (SELECT 1 FROM erp_base_store_area a
                           WHERE a.id = p.area_id AND a.tenant_id = p.tenant_id AND a.area_type = ${TRANSIT_ZONE}))`
}

/**
 * The ledger row of a movement, appended in the same statement that changed its balance (`b`, one
 * row or none): one round trip per movement, and no row when the balance refused the change.
 */
function appendLedger(at: (value: unknown) => string, actor: Actor, m: KeyedMovement, id: string): string {
  const quantity = at(m.quantity)
  return `INSERT INTO erp_store_product_inventory_log
            (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, movement_type,
             quantity, on_hand_before, on_hand_after, unit_cost, document_type, document_id, document_line, reason,
             create_user, create_dept)
          SELECT ${at(id)}, ${at(actor.session.tenantId)}, ${at(m.storeId)}, ${at(m.positionId)},
                 ${at(m.productId)}, ctx.sys_sku, ${at(m.batchNo)}, ${at(m.inboundDate)}, ${at(m.movementType)},
                 ${quantity}, b.on_hand - ${quantity}, b.on_hand, ${at(m.unitCost ?? null)}, ${at(m.document.type)},
                 ${at(m.document.id)}, ${at(m.document.line ?? null)}, ${at(m.reason ?? null)},
                 ${at(actor.session.userId)}, ${at(actor.session.deptIds[0] ?? null)}
            FROM b, ctx
          RETURNING (SELECT b.id::text FROM b) AS balance_id, on_hand_after, sys_sku, (SELECT b.unit_cost::text FROM b) AS lot_cost`
}

/** Units arriving: the lot's balance is made or increased; its unit cost becomes the moving average. */
async function receive(tx: Queryable, actor: Actor, m: KeyedMovement, id: string): Promise<Posted | undefined> {
  const params: unknown[] = []
  const at = (value: unknown) => `$${params.push(value)}`
  const sql = `WITH ${movementContext(at, m)},
     b AS (
       INSERT INTO erp_store_product_inventory AS b
              (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date,
               on_hand, reserved, available, in_transit, unit_cost, create_user, update_user)
       SELECT ${at(nextId())}, ${at(actor.session.tenantId)}, ${at(m.storeId)}, ${at(m.positionId)}, ${at(m.productId)},
              ctx.sys_sku, ${at(m.batchNo)}, ${at(m.inboundDate)}, ${at(m.quantity)}::int, 0, ${at(m.quantity)}::int, 0,
              ${at(m.unitCost ?? null)}::numeric, ${at(actor.session.userId)}::bigint, ${at(actor.session.userId)}::bigint
         FROM ctx
       ON CONFLICT (tenant_id, store_id, position_id, product_id, batch_no, inbound_date) DO UPDATE
          SET on_hand = b.on_hand + EXCLUDED.on_hand,
              available = b.available + EXCLUDED.on_hand,
              unit_cost = CASE
                WHEN EXCLUDED.unit_cost IS NULL THEN b.unit_cost
                WHEN b.unit_cost IS NULL OR b.on_hand <= 0 THEN EXCLUDED.unit_cost
                ELSE round((b.on_hand * b.unit_cost + EXCLUDED.on_hand * EXCLUDED.unit_cost) / (b.on_hand + EXCLUDED.on_hand), 4)
              END,
              is_deleted = 0,
              version = b.version + 1, update_user = EXCLUDED.update_user, update_time = localtimestamp(0)
       RETURNING b.id, b.on_hand, b.unit_cost)
     ${appendLedger(at, actor, m, id)}`
  const [row] = await tx.query<Posted>(sql, params)
  return row
}

/** Units leaving: only while as many are available (on hand less reserved), unless negative stock is allowed. */
async function issue(tx: Queryable, actor: Actor, m: KeyedMovement, id: string): Promise<Posted | undefined> {
  const params: unknown[] = []
  const at = (value: unknown) => `$${params.push(value)}`
  const quantity = at(m.quantity)
  // A lot never received cannot go negative either: negative stock is a balance below zero, not a new one.
  const sql = `WITH ${movementContext(at, m)},
     b AS (
       UPDATE erp_store_product_inventory
          SET on_hand = on_hand + ${quantity}, available = available + ${quantity}, version = version + 1,
              update_time = localtimestamp(0)
         FROM ctx
        WHERE store_id = ${at(m.storeId)} AND position_id = ${at(m.positionId)} AND product_id = ${at(m.productId)}
          AND batch_no = ${at(m.batchNo)} AND inbound_date = ${at(m.inboundDate)}
          AND (ctx.allow_negative OR available + ${quantity} >= 0)
        RETURNING id, on_hand, unit_cost)
     ${appendLedger(at, actor, m, id)}`
  const [row] = await tx.query<Posted>(sql, params)
  return row
}

/** Units of a lot in an in-transit position: positive set on their way (dispatched), negative arrived. */
export type TransitMovement = Required<StockKey> & {
  quantity: number
  /** Cost of one unit dispatched (its purchase cost); an arrival carries its lot's. */
  unitCost?: string | null
  document: StockDocument
}

/**
 * Posts movements of units in transit in the caller's transaction (stock-transit.ts says which
 * lots): each changes only its lot's `in_transit` (on hand, reserved and available stay, so no order
 * can take the units), in key order; a dispatch makes or raises the lot (its unit cost the moving
 * average of what is in transit), an arrival lowers it only while as many are in transit. Each
 * appends a ledger row of a transit kind with in transit before and after. A position that is no
 * in-transit position of the named warehouse, or an arrival of more than is in transit, is refused
 * (naming SKU and lot), and the caller's transaction rolls back.
 */
export async function postTransitMovements(
  tx: Queryable,
  actor: Actor,
  movements: readonly TransitMovement[],
): Promise<LedgerRow[]> {
  if (!movements.length) return []
  assertWholeUnits(movements)
  const written: LedgerRow[] = []
  const valued = isFollowed(stockValued) ? ([] as StockValue[]) : null
  for (const m of [...movements].sort(keyOrder)) {
    const id = nextId()
    const movementType = m.quantity > 0 ? MOVEMENT.dispatchedToTransit : MOVEMENT.arrivedFromTransit
    const applied = await postTransit(tx, actor, m, movementType, id)
    if (!applied) throw await transitRefusalOf(tx, m)
    valued?.push(movedValue(movementType, m, applied.unitCost))
    written.push({
      id,
      balanceId: applied.balanceId,
      storeId: m.storeId,
      positionId: m.positionId,
      productId: m.productId,
      sysSku: applied.sysSku,
      batchNo: m.batchNo,
      inboundDate: m.inboundDate,
      quantity: m.quantity,
      onHandBefore: applied.onHand,
      onHandAfter: applied.onHand,
      movementType,
      inTransitBefore: applied.inTransitAfter - m.quantity,
      inTransitAfter: applied.inTransitAfter,
    })
  }
  if (valued?.length) await emit(tx, actingForSystem(actor), stockValued, valued)
  return written
}

/** One transit movement: the balance changed and its ledger row appended in one statement (no row: refused). */
async function postTransit(
  tx: Queryable,
  actor: Actor,
  m: TransitMovement,
  movementType: MovementType,
  id: string,
): Promise<
  { balanceId: string; sysSku: string; onHand: number; inTransitAfter: number; unitCost: string | null } | undefined
> {
  const params: unknown[] = []
  const at = (value: unknown) => `$${params.push(value)}`
  const quantity = at(m.quantity)
  const balance =
    m.quantity > 0
      ? `INSERT INTO erp_store_product_inventory AS b
              (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date,
               on_hand, reserved, available, in_transit, unit_cost, create_user, update_user)
       SELECT ${at(nextId())}, ${at(actor.session.tenantId)}, ${at(m.storeId)}, ${at(m.positionId)}, ${at(m.productId)},
              ctx.sys_sku, ${at(m.batchNo)}, ${at(m.inboundDate)}, 0, 0, 0, ${quantity}::int,
              ${at(m.unitCost ?? null)}::numeric, ${at(actor.session.userId)}::bigint, ${at(actor.session.userId)}::bigint
         FROM ctx
       ON CONFLICT (tenant_id, store_id, position_id, product_id, batch_no, inbound_date) DO UPDATE
          SET in_transit = b.in_transit + EXCLUDED.in_transit,
              unit_cost = CASE
                WHEN EXCLUDED.unit_cost IS NULL THEN b.unit_cost
                WHEN b.unit_cost IS NULL OR b.in_transit <= 0 THEN EXCLUDED.unit_cost
                ELSE round((b.in_transit * b.unit_cost + EXCLUDED.in_transit * EXCLUDED.unit_cost) / (b.in_transit + EXCLUDED.in_transit), 4)
              END,
              is_deleted = 0, version = b.version + 1, update_user = EXCLUDED.update_user, update_time = localtimestamp(0)
       RETURNING b.id, b.on_hand, b.in_transit, b.unit_cost`
      : `UPDATE erp_store_product_inventory
          SET in_transit = in_transit + ${quantity}, version = version + 1, update_time = localtimestamp(0)
         FROM ctx
        WHERE store_id = ${at(m.storeId)} AND position_id = ${at(m.positionId)} AND product_id = ${at(m.productId)}
          AND batch_no = ${at(m.batchNo)} AND inbound_date = ${at(m.inboundDate)} AND in_transit + ${quantity} >= 0
        RETURNING id, on_hand, in_transit, unit_cost`
  const sql = `WITH ctx AS (
       SELECT pr.sys_sku
         FROM ware_base_store_position p
         JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id AND a.area_type = ${TRANSIT_ZONE}
         JOIN erp_base_product pr ON pr.id = ${at(m.productId)} AND pr.tenant_id = p.tenant_id AND pr.is_deleted = 0
        WHERE p.id = ${at(m.positionId)} AND p.is_deleted = 0 AND p.store_id = ${at(m.storeId)}),
     b AS (${balance})
     INSERT INTO erp_store_product_inventory_log
            (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, movement_type,
             quantity, on_hand_before, on_hand_after, in_transit_before, in_transit_after, unit_cost,
             document_type, document_id, document_line, create_user, create_dept)
     SELECT ${at(id)}, ${at(actor.session.tenantId)}, ${at(m.storeId)}, ${at(m.positionId)}, ${at(m.productId)},
            ctx.sys_sku, ${at(m.batchNo)}, ${at(m.inboundDate)}, ${at(movementType)}, ${quantity}, b.on_hand, b.on_hand,
            b.in_transit - ${quantity}, b.in_transit, ${m.quantity > 0 ? `${at(m.unitCost ?? null)}::numeric` : 'b.unit_cost'},
            ${at(m.document.type)}, ${at(m.document.id)}, ${at(m.document.line ?? null)},
            ${at(actor.session.userId)}, ${at(actor.session.deptIds[0] ?? null)}
       FROM b, ctx
     RETURNING (SELECT b.id::text FROM b) AS balance_id, sys_sku, on_hand_after AS on_hand, in_transit_after,
               unit_cost::text`
  const [row] = await tx.query<{
    balanceId: string
    sysSku: string
    onHand: number
    inTransitAfter: number
    unitCost: string | null
  }>(sql, params)
  return row
}

/** Why a transit movement was not posted: its position, its product, or fewer units in transit. */
async function transitRefusalOf(tx: Queryable, m: TransitMovement): Promise<AppError> {
  const [positions, skus] = await Promise.all([positionsOf(tx, [m.positionId]), skusOf(tx, [m.productId])])
  const position = positions.get(m.positionId)
  if (!position || position.storeId !== m.storeId)
    return new AppError('VALIDATION', 'inventory.positionNotInStore', {
      position: position?.code ?? m.positionId,
      store: await storeNameOf(tx, m.storeId),
    })
  if (Number(position.areaType) !== TRANSIT_ZONE)
    return new AppError('VALIDATION', 'inventory.notTransitPosition', { position: position.code })
  const sysSku = skus.get(m.productId)
  if (sysSku === undefined) return new AppError('VALIDATION', 'recordNotFound')
  const [lot] = await tx.query<{ inTransit: number }>(
    `SELECT in_transit FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5`,
    [m.storeId, m.positionId, m.productId, m.batchNo, m.inboundDate],
  )
  return new AppError('VALIDATION', 'inventory.notInTransit', {
    sku: sysSku,
    batch: m.batchNo || '-',
    store: position.storeName,
    inTransit: lot?.inTransit ?? 0,
    needed: -m.quantity,
  })
}

/** The unit cost of a lot in a position (null when unknown): what a move of its units carries along. */
export async function lotUnitCost(tx: Queryable, key: Required<StockKey>): Promise<string | null> {
  const [row] = await tx.query<{ unitCost: string | null }>(
    `SELECT unit_cost::text FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5`,
    [key.storeId, key.positionId, key.productId, key.batchNo, key.inboundDate],
  )
  return row?.unitCost ?? null
}

async function availableOf(tx: Queryable, key: Required<StockKey>): Promise<number> {
  const [row] = await tx.query<{ available: number }>(
    `SELECT available FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5`,
    [key.storeId, key.positionId, key.productId, key.batchNo, key.inboundDate],
  )
  return row?.available ?? 0
}

/** What to reserve: units of a product in a warehouse (optionally one position), for a document line. */
export type ReservationRequest = {
  storeId: string
  productId: string
  quantity: number
  positionId?: string
  document: StockDocument
}

export type Reservation = Required<StockKey> & { id: string; balanceId: string; quantity: number }

/**
 * Reserves units for a document line, oldest lot first (FIFO), across the warehouse's positions (or
 * the one named): the balances are locked in key order, the units taken from the oldest, and a
 * reservation row written per lot. Fewer available than asked is refused as insufficient stock and
 * reserves nothing.
 */
export async function reserveStock(tx: Queryable, actor: Actor, request: ReservationRequest): Promise<Reservation[]> {
  if (!Number.isSafeInteger(request.quantity) || request.quantity <= 0)
    throw new AppError('VALIDATION', 'inventory.quantityWhole')
  const balances = await tx.query<Required<StockKey> & { id: string; available: number; sysSku: string }>(
    `SELECT id::text, store_id::text, position_id::text, product_id::text, batch_no,
            to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, available, sys_sku
       FROM erp_store_product_inventory
      WHERE store_id = $1 AND product_id = $2 AND ($3::bigint IS NULL OR position_id = $3) AND available > 0
        -- Units held in a defective zone are not for sale: only a named position reaches them.
        AND ($3::bigint IS NOT NULL OR position_id NOT IN (
              SELECT p.id FROM ware_base_store_position p
                JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
               WHERE p.store_id = $1 AND a.area_type = ${DEFECTIVE_ZONE}))
      ORDER BY store_id, position_id, product_id, batch_no, inbound_date
      FOR UPDATE`,
    [request.storeId, request.productId, request.positionId ?? null],
  )
  const total = balances.reduce((sum, b) => sum + b.available, 0)
  if (total < request.quantity) {
    const [where] = await tx.query<{ sku: string; store: string }>(
      `SELECT (SELECT sys_sku FROM erp_base_product WHERE id = $2) AS sku, (SELECT name FROM erp_base_store WHERE id = $1) AS store`,
      [request.storeId, request.productId],
    )
    throw new AppError('INSUFFICIENT_STOCK', 'inventory.insufficientStock', {
      sku: where?.sku ?? request.productId,
      store: where?.store ?? request.storeId,
      position: request.positionId ? (await positionsOf(tx, [request.positionId])).get(request.positionId)?.code : '*',
      available: total,
      needed: request.quantity,
    })
  }
  // Oldest first; within a day, the positions' order.
  const taken: Reservation[] = takeFromLots(oldestFirst(balances), request.quantity).taken.map(({ lot, n }) => ({
    ...lot,
    id: nextId(),
    balanceId: lot.id,
    quantity: n,
  }))
  for (const r of taken) {
    await tx.query(
      `UPDATE erp_store_product_inventory
          SET reserved = reserved + $2, available = available - $2, version = version + 1, update_time = localtimestamp(0)
        WHERE id = $1`,
      [r.balanceId, r.quantity],
    )
  }
  const params: unknown[] = []
  const values = taken.map((r) => {
    const row = [
      r.id,
      actor.session.tenantId,
      r.balanceId,
      r.storeId,
      r.positionId,
      r.productId,
      balances.find((b) => b.id === r.balanceId)?.sysSku ?? null,
      r.batchNo,
      r.inboundDate,
      r.quantity,
      request.document.type,
      request.document.id,
      request.document.line ?? null,
      actor.session.userId,
    ]
    const start = params.length
    params.push(...row)
    return `(${row.map((_, j) => `$${start + j + 1}`).join(', ')})`
  })
  await tx.query(
    `INSERT INTO erp_stock_reservation
            (id, tenant_id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
             document_type, document_id, document_line, create_user)
     VALUES ${values.join(', ')}`,
    params,
  )
  return taken
}

/** One document's lines to reserve all or nothing (a sales order's lines in its warehouse). */
export type ReservationGroup = {
  storeId: string
  document: { type: string; id: string }
  lines: readonly { productId: string; quantity: number; line: string }[]
}

/** A product a group could not get enough of: what it needed and what was left for it. */
export type Shortage = { productId: string; sysSku: string | null; needed: number; available: number }

/** A lot units may be reserved from. */
export type ReservableLot = Required<StockKey> & { id: string; available: number; sysSku: string }

/** A reservation row to write: the lot's units for one document line. */
export type AllocatedReservation = Reservation & {
  sysSku: string
  document: ReservationGroup['document']
  line: string
}

/**
 * Allocates the groups in the order given, each all or nothing, from the lots (per warehouse and
 * product, oldest first; within a day, the order given): a group short of any product takes
 * nothing and gets its shortages; the others take units line by line, so later groups see less.
 * Answers the shortages per document id, the reservation rows, and the units taken per balance.
 * The lots' `available` is counted down as units are taken.
 */
export function allocateGroups(
  groups: readonly ReservationGroup[],
  balances: readonly ReservableLot[],
  /** Mints the reservations' ids (the process's id worker; a counter where no database is). */
  mintId: () => string = nextId,
): { short: Map<string, Shortage[]>; rows: AllocatedReservation[]; taken: Map<string, number> } {
  const short = new Map<string, Shortage[]>()
  const lots = new Map<string, ReservableLot[]>()
  for (const b of balances) {
    const key = `${b.storeId}/${b.productId}`
    const list = lots.get(key) ?? lots.set(key, []).get(key)
    list?.push(b)
  }
  for (const [key, list] of lots) lots.set(key, oldestFirst(list))
  const taken = new Map<string, number>()
  const rows: AllocatedReservation[] = []
  for (const g of groups) {
    const needed = new Map<string, number>()
    for (const l of g.lines) needed.set(l.productId, (needed.get(l.productId) ?? 0) + l.quantity)
    const missing: Shortage[] = []
    for (const [productId, n] of needed) {
      const left = (lots.get(`${g.storeId}/${productId}`) ?? []).reduce((s, b) => s + b.available, 0)
      if (left < n) missing.push({ productId, sysSku: null, needed: n, available: left })
    }
    if (missing.length) {
      short.set(g.document.id, missing)
      continue
    }
    for (const l of g.lines) {
      for (const { lot, n } of takeFromLots(lots.get(`${g.storeId}/${l.productId}`) ?? [], l.quantity).taken) {
        lot.available -= n
        taken.set(lot.id, (taken.get(lot.id) ?? 0) + n)
        rows.push({ ...lot, id: mintId(), balanceId: lot.id, quantity: n, document: g.document, line: l.line })
      }
    }
  }
  return { short, rows, taken }
}

/**
 * Reserves many documents at once, each all or nothing, in the order given (the first served
 * first): every balance any of them may use is locked in one statement in key order, the units
 * are allocated oldest lot first in memory, and balances and reservation rows are written in one
 * statement each. A group that cannot be served in full reserves nothing and answers its
 * shortages; the others are unaffected. Answers the shortages per document id (absent: reserved).
 */
export async function reserveStockGroups(
  tx: Queryable,
  actor: Actor,
  groups: readonly ReservationGroup[],
): Promise<Map<string, Shortage[]>> {
  for (const g of groups)
    for (const l of g.lines)
      if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0)
        throw new AppError('VALIDATION', 'inventory.quantityWhole')
  const stores = [...new Set(groups.map((g) => g.storeId))]
  const products = [...new Set(groups.flatMap((g) => g.lines.map((l) => l.productId)))]
  if (!stores.length || !products.length) return new Map()
  const balances = await tx.query<ReservableLot>(
    `SELECT id::text, store_id::text, position_id::text, product_id::text, batch_no,
            to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, available, sys_sku
       FROM erp_store_product_inventory
      WHERE store_id = ANY($1::bigint[]) AND product_id = ANY($2::bigint[]) AND available > 0
        -- Units held in a defective zone are not for sale.
        AND position_id NOT IN (
              SELECT p.id FROM ware_base_store_position p
                JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
               WHERE p.store_id = ANY($1::bigint[]) AND a.area_type = ${DEFECTIVE_ZONE})
      ORDER BY store_id, position_id, product_id, batch_no, inbound_date
      FOR UPDATE`,
    [stores, products],
  )
  const { short, rows, taken } = allocateGroups(groups, balances)
  if (!rows.length) return short
  const ids = [...taken.keys()]
  await tx.query(
    `UPDATE erp_store_product_inventory b
        SET reserved = b.reserved + t.n, available = b.available - t.n, version = b.version + 1,
            update_time = localtimestamp(0)
       FROM unnest($1::bigint[], $2::int[]) AS t(id, n)
      WHERE b.id = t.id`,
    [ids, ids.map((id) => taken.get(id))],
  )
  await tx.query(
    `INSERT INTO erp_stock_reservation
            (id, tenant_id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
             document_type, document_id, document_line, create_user)
     SELECT r.id, $1, r.balance_id, r.store_id, r.position_id, r.product_id, r.sys_sku, r.batch_no, r.inbound_date,
            r.quantity, r.document_type, r.document_id, r.document_line, $2
       FROM unnest($3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::text[], $9::text[],
                   $10::date[], $11::int[], $12::text[], $13::bigint[], $14::bigint[])
            AS r(id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
                 document_type, document_id, document_line)`,
    [
      actor.session.tenantId,
      actor.session.userId,
      rows.map((r) => r.id),
      rows.map((r) => r.balanceId),
      rows.map((r) => r.storeId),
      rows.map((r) => r.positionId),
      rows.map((r) => r.productId),
      rows.map((r) => r.sysSku),
      rows.map((r) => r.batchNo),
      rows.map((r) => r.inboundDate),
      rows.map((r) => r.quantity),
      rows.map((r) => r.document.type),
      rows.map((r) => r.document.id),
      rows.map((r) => r.line),
    ],
  )
  return short
}

type OpenReservation = Reservation & { documentLine: string | null }

/** The open reservations of a document (one line, or all), their balances locked in key order. */
async function takeOpenReservations(tx: Queryable, document: StockDocument): Promise<OpenReservation[]> {
  return tx.query<OpenReservation>(
    `SELECT r.id::text, r.balance_id::text, r.store_id::text, r.position_id::text, r.product_id::text, r.batch_no,
            to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity, r.document_line::text
       FROM erp_stock_reservation r
       JOIN erp_store_product_inventory b ON b.id = r.balance_id AND b.tenant_id = r.tenant_id
      WHERE r.document_type = $1 AND r.document_id = $2 AND ($3::bigint IS NULL OR r.document_line = $3) AND r.status = 1
      ORDER BY b.store_id, b.position_id, b.product_id, b.batch_no, b.inbound_date, r.id
      FOR UPDATE OF b, r`,
    [document.type, document.id, document.line ?? null],
  )
}

async function closeReservations(tx: Queryable, open: readonly OpenReservation[], status: number): Promise<void> {
  for (const r of open) {
    await tx.query(
      `UPDATE erp_store_product_inventory
          SET reserved = reserved - $2, available = available + $2, version = version + 1, update_time = localtimestamp(0)
        WHERE id = $1`,
      [r.balanceId, r.quantity],
    )
  }
  await tx.query(
    `UPDATE erp_stock_reservation SET status = $2, version = version + 1, update_time = localtimestamp(0)
      WHERE id = ANY($1::bigint[])`,
    [open.map((r) => r.id), status],
  )
}

/** Gives up a document's open reservations (one line, or all): the units are available again. Returns how many. */
export async function releaseReservations(tx: Queryable, document: StockDocument): Promise<number> {
  const open = await takeOpenReservations(tx, document)
  if (open.length) await closeReservations(tx, open, RESERVATION.released)
  return open.reduce((sum, r) => sum + r.quantity, 0)
}

/**
 * Ships what a document reserved (one line, or all): each open reservation is consumed and its
 * units leave their lot through the ledger, in one step, so reserved goods are never counted twice.
 */
export async function consumeReservations(
  tx: Queryable,
  actor: Actor,
  document: StockDocument,
  movementType: MovementType = MOVEMENT.shipment,
): Promise<LedgerRow[]> {
  const open = await takeOpenReservations(tx, document)
  if (!open.length) return []
  await closeReservations(tx, open, RESERVATION.consumed)
  return postStockMovements(
    tx,
    actor,
    open.map((r) => ({
      storeId: r.storeId,
      positionId: r.positionId,
      productId: r.productId,
      batchNo: r.batchNo,
      inboundDate: r.inboundDate,
      quantity: -r.quantity,
      movementType,
      document: { type: document.type, id: document.id, line: r.documentLine },
    })),
  )
}

/** A lot's new place or name: position (same warehouse), batch number, inbound date. */
export type LotChange = { positionId?: string; batchNo?: string; inboundDate?: string }

/**
 * Moves or renames a whole lot (a balance) in place: its units leave the old key and arrive under
 * the new one as two ledger rows (movement type move), so the ledger still explains every key, and
 * the balance keeps its id. Refused while units of it are reserved, into a disabled position or one
 * of another warehouse, or onto a key another balance holds (merge through a movement instead).
 */
export async function relabelLot(
  tx: Queryable,
  actor: Actor,
  balanceId: string,
  change: LotChange,
  reason: string | null,
): Promise<LedgerRow[]> {
  const [lot] = await tx.query<
    Required<StockKey> & { sysSku: string; onHand: number; reserved: number; inTransit: number }
  >(
    `SELECT store_id::text, position_id::text, product_id::text, sys_sku, batch_no,
            to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, on_hand, reserved, in_transit
       FROM erp_store_product_inventory WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
    [balanceId],
  )
  if (!lot) throw new AppError('NOT_FOUND', 'recordNotFound')
  // A lot in transit keeps its key until it arrives: its arrival finds it there.
  if (lot.inTransit > 0)
    throw new AppError('VALIDATION', 'inventory.lotInTransit', {
      sku: lot.sysSku,
      batch: lot.batchNo,
      inTransit: lot.inTransit,
    })
  const to = {
    ...lot,
    positionId: change.positionId ?? lot.positionId,
    batchNo: change.batchNo ?? lot.batchNo,
    inboundDate: change.inboundDate ?? lot.inboundDate,
  }
  if (keyOrder(lot, to) === 0) return []
  if (lot.reserved > 0)
    throw new AppError('VALIDATION', 'inventory.lotReserved', { sku: lot.sysSku, reserved: lot.reserved })
  const position = (await positionsOf(tx, [to.positionId])).get(to.positionId)
  const problem = await positionProblem(tx, position, {
    ...to,
    quantity: 1,
    movementType: MOVEMENT.move,
    document: { type: '', id: '' },
  })
  if (problem) throw problem
  const taken = await tx.query(
    `SELECT 1 FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5`,
    [to.storeId, to.positionId, to.productId, to.batchNo, to.inboundDate],
  )
  if (taken.length) throw new AppError('VALIDATION', 'inventory.lotTaken', { sku: lot.sysSku })
  await tx.query(
    `UPDATE erp_store_product_inventory SET position_id = $2, batch_no = $3, inbound_date = $4, version = version + 1,
            update_user = $5, update_time = localtimestamp(0)
      WHERE id = $1`,
    [balanceId, to.positionId, to.batchNo, to.inboundDate, actor.session.userId],
  )
  if (lot.onHand === 0) return []
  const document = { type: 'erp/storeproductinventory', id: balanceId }
  const rows: LedgerRow[] = []
  for (const [key, quantity, before] of [
    [lot, -lot.onHand, lot.onHand],
    [to, lot.onHand, 0],
  ] as const) {
    const id = nextId()
    await tx.query(
      `INSERT INTO erp_store_product_inventory_log
              (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, movement_type,
               quantity, on_hand_before, on_hand_after, document_type, document_id, reason, create_user, create_dept)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        id,
        actor.session.tenantId,
        key.storeId,
        key.positionId,
        key.productId,
        lot.sysSku,
        key.batchNo,
        key.inboundDate,
        MOVEMENT.move,
        quantity,
        before,
        before + quantity,
        document.type,
        document.id,
        reason,
        actor.session.userId,
        actor.session.deptIds[0] ?? null,
      ],
    )
    rows.push({
      id,
      balanceId,
      ...key,
      sysSku: lot.sysSku,
      quantity,
      onHandBefore: before,
      onHandAfter: before + quantity,
      movementType: MOVEMENT.move,
    })
  }
  return rows
}

/**
 * Takes ledger rows out of the ledger lists (a voided row and its correction, together); both stay
 * in the table, so the books still balance. Movements never change otherwise.
 */
export async function hideLedgerRows(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE erp_store_product_inventory_log SET is_deleted = 1, update_user = $2, update_time = localtimestamp(0)
      WHERE id = ANY($1::bigint[])`,
    [ids, actor.session.userId],
  )
}

/** Sets a live ledger row's remark, the one part of a row that may change; answers whether the row was there. */
export async function setLedgerRemark(tx: Queryable, actor: Actor, id: string, text: string | null): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE erp_store_product_inventory_log SET remark = $2, update_user = $3, update_time = localtimestamp(0)
      WHERE id = $1 AND is_deleted = 0 RETURNING id`,
    [id, text || null, actor.session.userId],
  )
  return rows.length > 0
}

/**
 * Hides empty lots (nothing on hand, reserved or in transit) from the stock lists; a lot that
 * receives units again comes back. Answers how many were hidden.
 */
export async function hideEmptyLots(tx: Queryable, balanceIds: readonly string[]): Promise<number> {
  const rows = await tx.query(
    `UPDATE erp_store_product_inventory SET is_deleted = 1, version = version + 1, update_time = localtimestamp(0)
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND on_hand = 0 AND reserved = 0 AND in_transit = 0
      RETURNING id`,
    [balanceIds],
  )
  return rows.length
}

/**
 * Keeps only part of one open reservation (a short pick): the reservation is released and, when
 * `keep` units remain claimed, a new one of that many is opened on the same balance for the same
 * document line (reservations are never edited in place). Answers the new reservation's id, if any.
 */
export async function shrinkReservation(
  tx: Queryable,
  actor: Actor,
  reservationId: string,
  keep: number,
): Promise<string | null> {
  const [open] = await tx.query<OpenReservation & { sysSku: string | null; documentType: string; documentId: string }>(
    `SELECT r.id::text, r.balance_id::text, r.store_id::text, r.position_id::text, r.product_id::text, r.sys_sku,
            r.batch_no, to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity, r.document_type,
            r.document_id::text, r.document_line::text
       FROM erp_stock_reservation r JOIN erp_store_product_inventory b ON b.id = r.balance_id AND b.tenant_id = r.tenant_id
      WHERE r.id = $1 AND r.status = 1 FOR UPDATE OF b, r`,
    [reservationId],
  )
  if (!open) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!Number.isSafeInteger(keep) || keep < 0 || keep > open.quantity)
    throw new AppError('VALIDATION', 'inventory.quantityWhole')
  if (keep === open.quantity) return open.id
  await closeReservations(tx, [open], RESERVATION.released)
  if (keep === 0) return null
  const id = nextId()
  await tx.query(
    `UPDATE erp_store_product_inventory
        SET reserved = reserved + $2, available = available - $2, version = version + 1, update_time = localtimestamp(0)
      WHERE id = $1`,
    [open.balanceId, keep],
  )
  await tx.query(
    `INSERT INTO erp_stock_reservation
            (id, tenant_id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
             document_type, document_id, document_line, create_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      actor.session.tenantId,
      open.balanceId,
      open.storeId,
      open.positionId,
      open.productId,
      open.sysSku,
      open.batchNo,
      open.inboundDate,
      keep,
      open.documentType,
      open.documentId,
      open.documentLine,
      actor.session.userId,
    ],
  )
  return id
}

/**
 * Hands a document's open reservations to another document, lot for lot (a sales order's stock
 * becoming its outbound order's): each is closed as released and one of the same balance and
 * quantity opened for the new document on the line `lineMap` names, so what is reserved never
 * changes and no other caller can take the units in between. A reservation whose line the map does
 * not name stays with its document. Answers the units handed over per new line.
 */
export async function transferReservations(
  tx: Queryable,
  actor: Actor,
  from: StockDocument,
  to: { type: string; id: string },
  lineMap: ReadonlyMap<string, string>,
): Promise<Map<string, number>> {
  const open = (await takeOpenReservations(tx, from)).filter((r) => r.documentLine && lineMap.has(r.documentLine))
  const moved = new Map<string, number>()
  if (!open.length) return moved
  await tx.query(
    `UPDATE erp_stock_reservation SET status = $2, version = version + 1, update_time = localtimestamp(0)
      WHERE id = ANY($1::bigint[])`,
    [open.map((r) => r.id), RESERVATION.released],
  )
  for (const r of open) {
    const line = lineMap.get(r.documentLine as string) as string
    moved.set(line, (moved.get(line) ?? 0) + r.quantity)
    await tx.query(
      `INSERT INTO erp_stock_reservation
              (id, tenant_id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
               document_type, document_id, document_line, create_user)
       SELECT $2, tenant_id, balance_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, quantity,
              $3, $4, $5, $6
         FROM erp_stock_reservation WHERE id = $1`,
      [r.id, nextId(), to.type, to.id, line, actor.session.userId],
    )
  }
  return moved
}

/** Units to take out of one position, whatever their lots: the oldest first. */
export type PositionIssue = {
  storeId: string
  positionId: string
  productId: string
  quantity: number
  movementType: MovementType
  document: StockDocument
  reason?: string | null
}

/**
 * Takes units of a product out of a position from its oldest lots first (FIFO), refusing as
 * insufficient stock when the position's available units are fewer; answers the ledger rows and
 * the value of what left (units × each lot's cost; lots without a cost count nothing).
 */
export async function issueOldestFirst(
  tx: Queryable,
  actor: Actor,
  issue: PositionIssue,
): Promise<{ rows: LedgerRow[]; value: string | null }> {
  const lots = await tx.query<Required<StockKey> & { available: number; unitCost: string | null }>(
    `SELECT store_id::text, position_id::text, product_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date,
            available, unit_cost::text
       FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND available > 0
      ORDER BY inbound_date, batch_no FOR UPDATE`,
    [issue.storeId, issue.positionId, issue.productId],
  )
  const { taken, left } = takeFromLots(lots, issue.quantity)
  const movements: StockMovement[] = taken.map(({ lot, n }) => ({
    ...lot,
    quantity: -n,
    movementType: issue.movementType,
    document: issue.document,
    reason: issue.reason,
  }))
  if (left > 0) {
    const [where] = await tx.query<{ sku: string; store: string; position: string }>(
      `SELECT (SELECT sys_sku FROM erp_base_product WHERE id = $1) AS sku, (SELECT name FROM erp_base_store WHERE id = $2) AS store,
              (SELECT code FROM ware_base_store_position WHERE id = $3) AS position`,
      [issue.productId, issue.storeId, issue.positionId],
    )
    throw new AppError('INSUFFICIENT_STOCK', 'inventory.insufficientStock', {
      sku: where?.sku ?? issue.productId,
      store: where?.store ?? issue.storeId,
      position: where?.position ?? issue.positionId,
      available: issue.quantity - left,
      needed: issue.quantity,
    })
  }
  const rows = await postStockMovements(tx, actor, movements)
  return { rows, value: valueOfTaken(taken) }
}
