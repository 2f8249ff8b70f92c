import { hash, randomBytes } from 'node:crypto'
import {
  FLOOR_COLLECTIONS,
  type FloorCollection,
  type FloorRows,
  type InboundOrderRow,
  type PackingOrderRow,
  type PickListRow,
  type PositionRow,
  type ProductRow,
  type PullQuery,
  type PullResponse,
  type PutawayTaskRow,
  type StocktakeRow,
} from '#sync/floor/floor-protocol.ts'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { wBaseStore } from '#sync/resources/wms/w-base-store.resource.ts'
import { INBOUND_STATUS, QUALITY_STATUS, SHELVES_STATUS } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { FACE_SHEET, OUTBOUND_STATUS, PACK_STATUS } from '#sync/resources/wms/w-outbound.actions.ts'
import { floorTurnoversOf } from '../fba/fba-turnover-floor.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { dataScopeCondition } from '../platform/resources/data-scope.ts'
import { receivableOf } from '../wms/inbound-order.ts'
import { COUNTING } from '../wms/stocktaking.ts'

/**
 * The floor app's pull (issue 11): what a device needs to work offline in one warehouse, and on a
 * later pull only what changed since. Per device and warehouse the server keeps what it last
 * answered as a digest per row (`floor_pull_state`, migration 0028), named by a cursor; a pull with
 * that cursor answers the rows whose digest changed and the ids that are gone. The answer before
 * (its cursor and how it differed) is kept too, so a device whose answer was lost on the way
 * continues from the cursor it holds instead of downloading everything again.
 */

/** Field names of the pull's input, for messages. */
export const PULL_LABELS: Record<string, Label> = {
  deviceId: { zh: '设备', en: 'Device', ja: '端末' },
  storeId: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
  cursor: { zh: '同步游标', en: 'Sync cursor', ja: '同期カーソル' },
}

/** A warehouse a user may work in with the floor app. */
export type FloorWarehouse = { id: string; code: string; name: string }

/** Warehouse status available (dictionary store_status), and the FBA type nobody of ours works in. */
const STORE_AVAILABLE = 0
const FBA_STORE_TYPE = 3

/**
 * The warehouses the user may work in: available ones the user's data scope on warehouses shows
 * (as the ware/wbasestore lists apply it), without FBA warehouses, which the marketplace runs.
 */
export async function floorWarehouses(tx: Queryable, actor: Actor, storeId?: string): Promise<FloorWarehouse[]> {
  const params: unknown[] = [storeId ?? null]
  const scope = await dataScopeCondition(tx, actor.session, wBaseStore, params)
  return tx.query<FloorWarehouse>(
    `SELECT id::text, code, name FROM erp_base_store
      WHERE is_deleted = 0 AND status = ${STORE_AVAILABLE} AND coalesce(is_fba, 0) = 0
        AND coalesce(store_type, 0) <> ${FBA_STORE_TYPE} AND ($1::bigint IS NULL OR id = $1)
        ${scope ? `AND ${scope}` : ''}
      ORDER BY sort NULLS LAST, code, id`,
    params,
  )
}

/** Rows of every collection, as a device keeps them. */
export type FloorSnapshot = { [C in FloorCollection]: FloorRows[C][] }

const nullIfEmpty = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : v)

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list) list.push(row)
    else out.set(k, [row])
  }
  return out
}

const RECEIVABLE = [INBOUND_STATUS.inTransit, INBOUND_STATUS.receiving].map(Number)

/** Inbound orders that may still receive (accept's `from`), with their lines and the most each may take. */
async function inboundOrdersOf(tx: Queryable, storeId: string): Promise<InboundOrderRow[]> {
  const orders = await tx.query<{
    id: string
    code: string
    status: number
    sourceCode: string | null
    ticketCode: string | null
  }>(
    `SELECT id::text, code, status, source_code, ticket_code FROM ware_inbound_order
      WHERE store_id = $1 AND status = ANY($2::int[]) AND is_deleted = 0 ORDER BY id`,
    [storeId, RECEIVABLE],
  )
  if (!orders.length) return []
  const lines = groupBy(
    await tx.query<{
      id: string
      orderId: string
      productId: string
      sysSku: string
      batchNo: string | null
      plannedQuantity: number | null
      receivedQuantity: number | null
      overReceiptPercent: number | null
      inspect: number | null
    }>(
      `SELECT id::text, inbound_order_id::text AS order_id, product_id::text, sys_sku, batch_no, planned_quantity,
              received_quantity, over_receipt_percent, inspect
         FROM ware_inbound_batch_item WHERE inbound_order_id = ANY($1::bigint[]) AND is_deleted = 0
        ORDER BY inbound_order_id, id`,
      [orders.map((o) => o.id)],
    ),
    (l) => l.orderId,
  )
  return orders.map((o) => ({
    id: o.id,
    code: o.code,
    status: o.status,
    codes: [...new Set([o.code, o.sourceCode, o.ticketCode].filter((c): c is string => !!c))],
    lines: (lines.get(o.id) ?? []).map((l) => {
      const plannedQuantity = l.plannedQuantity ?? 0
      return {
        id: l.id,
        productId: l.productId,
        sysSku: l.sysSku,
        batchNo: nullIfEmpty(l.batchNo),
        plannedQuantity,
        receivedQuantity: l.receivedQuantity ?? 0,
        maxQuantity: receivableOf({ plannedQuantity, overReceiptPercent: l.overReceiptPercent ?? 0 }),
        // As the receipt decides whether its units get a putaway task at once or wait for inspection.
        inspect: Number(l.inspect) === 1,
      }
    }),
  }))
}

/**
 * Putaway tasks with units left; a task whose units wait for their quality inspection is left out
 * until inspected, since putaway refuses it.
 */
async function putawayTasksOf(tx: Queryable, storeId: string): Promise<PutawayTaskRow[]> {
  const tasks = await tx.query<PutawayTaskRow>(
    `SELECT id::text, inbound_order_id::text, product_id::text, sys_sku, batch_no, quantity,
            coalesce(put_away_quantity, 0) AS put_away_quantity, position_id::text
       FROM ware_inbound_shelves
      WHERE store_id = $1 AND status = $2 AND is_deleted = 0 AND quantity > coalesce(put_away_quantity, 0)
      ORDER BY id`,
    [storeId, Number(SHELVES_STATUS.onShelf)],
  )
  if (!tasks.length) return []
  const inspecting = new Set(
    (
      await tx.query<{ shelvesId: string }>(
        `SELECT shelves_id::text FROM ware_quality_inspection
          WHERE shelves_id = ANY($1::bigint[]) AND status = $2 AND is_deleted = 0`,
        [tasks.map((t) => t.id), Number(QUALITY_STATUS.pending)],
      )
    ).map((q) => q.shelvesId),
  )
  return tasks.filter((t) => !inspecting.has(t.id)).map((t) => ({ ...t, batchNo: nullIfEmpty(t.batchNo) }))
}

/** The codes of a warehouse's positions, disabled ones too (a pick line may name one). */
async function positionCodes(tx: Queryable, storeId: string): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; code: string }>(
    `SELECT id::text, code FROM ware_base_store_position WHERE store_id = $1`,
    [storeId],
  )
  return new Map(rows.map((r) => [r.id, r.code]))
}

/** Pick lists still being picked (pick list generated, picking not finished), lines in walking order. */
async function pickListsOf(tx: Queryable, storeId: string): Promise<PickListRow[]> {
  const lists = await tx.query<{ id: string; code: string; status: number; pickedTime: string | null }>(
    `SELECT id::text, code, status, picked_time FROM ware_order_pick
      WHERE store_id = $1 AND status = $2 AND picked_time IS NULL AND is_deleted = 0 ORDER BY id`,
    [storeId, Number(FACE_SHEET.picking)],
  )
  if (!lists.length) return []
  const codes = await positionCodes(tx, storeId)
  const items = await tx.query<
    Omit<PickListRow['lines'][number], 'positionCode' | 'outboundCode'> & { pickId: string }
  >(
    `SELECT id::text, order_pick_id::text AS pick_id, outbound_id::text, position_id::text, product_id::text,
              sys_sku, coalesce(quantity, 0) AS quantity, scanned_quantity, short_reason,
              coalesce(pick_order, 0) AS pick_order
         FROM ware_order_pick_item WHERE order_pick_id = ANY($1::bigint[]) AND is_deleted = 0
        ORDER BY order_pick_id, pick_order NULLS LAST, id`,
    [lists.map((l) => l.id)],
  )
  // The orders' codes name the packing orders the device makes itself when it finishes picking offline.
  const outboundCodes = new Map(
    (
      await tx.query<{ id: string; code: string }>(
        `SELECT id::text, code FROM ware_outbound WHERE id = ANY($1::bigint[])`,
        [[...new Set(items.map((i) => i.outboundId))]],
      )
    ).map((o) => [o.id, o.code]),
  )
  const lines = groupBy(items, (l) => l.pickId)
  return lists.map((l) => ({
    ...l,
    lines: (lines.get(l.id) ?? []).map((line) => ({
      id: line.id,
      outboundId: line.outboundId,
      outboundCode: outboundCodes.get(line.outboundId) ?? '',
      positionId: line.positionId,
      positionCode: codes.get(line.positionId) ?? '',
      productId: line.productId,
      sysSku: line.sysSku,
      quantity: line.quantity,
      scannedQuantity: line.scannedQuantity,
      shortReason: line.shortReason,
      pickOrder: line.pickOrder,
    })),
  }))
}

/**
 * Outbound orders waiting for packing: approved, in a pick list of the warehouse that finished
 * picking, with picked units, neither packed nor labelled yet. Their status is the packing status
 * (none, packing). Lines are per SKU: picked, and packed in the order's live boxes.
 */
async function packingOrdersOf(tx: Queryable, storeId: string): Promise<PackingOrderRow[]> {
  const picks = await tx.query<{ id: string; code: string }>(
    `SELECT id::text, code FROM ware_order_pick
      WHERE store_id = $1 AND status = $2 AND picked_time IS NOT NULL AND is_deleted = 0`,
    [storeId, Number(FACE_SHEET.picking)],
  )
  if (!picks.length) return []
  const pickCodes = new Map(picks.map((p) => [p.id, p.code]))
  const orders = await tx.query<{ id: string; code: string; pickId: string; status: number }>(
    `SELECT id::text, code, order_pick_id::text AS pick_id, coalesce(pack_status, 0) AS status FROM ware_outbound
      WHERE order_pick_id = ANY($1::bigint[]) AND store_id = $2 AND status = $3 AND is_deleted = 0
        AND coalesce(face_sheet_status, 0) <> $4 AND coalesce(pack_status, 0) <> $5
      ORDER BY id`,
    [
      picks.map((p) => p.id),
      storeId,
      Number(OUTBOUND_STATUS.toBeStocked),
      Number(FACE_SHEET.labeled),
      Number(PACK_STATUS.packed),
    ],
  )
  if (!orders.length) return []
  const ids = orders.map((o) => o.id)
  const items = await tx.query<{ id: string; orderId: string; productId: string; sysSku: string; picked: number }>(
    `SELECT id::text, outbound_id::text AS order_id, product_id::text, sys_sku, coalesce(picked_quantity, 0) AS picked
       FROM ware_outbound_item WHERE outbound_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY outbound_id, id`,
    [ids],
  )
  const packed = new Map(
    (
      await tx.query<{ itemId: string; quantity: number }>(
        `SELECT outbound_item_id::text AS item_id, sum(quantity)::int AS quantity FROM ware_outbound_box_item
          WHERE outbound_id = ANY($1::bigint[]) AND is_deleted = 0 GROUP BY outbound_item_id`,
        [ids],
      )
    ).map((b) => [b.itemId, b.quantity]),
  )
  const boxes = groupBy(
    await tx.query<Omit<PackingOrderRow['boxes'][number], 'code'> & { orderId: string }>(
      `SELECT outbound_id::text AS order_id, box_no, status, coalesce(packed_quantity, 0) AS packed_quantity,
              length, width, height, weight
         FROM ware_outbound_box WHERE outbound_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY outbound_id, box_no`,
      [ids],
    ),
    (b) => b.orderId,
  )
  const itemsOf = groupBy(items, (i) => i.orderId)
  const rows: PackingOrderRow[] = []
  for (const o of orders) {
    // One line per SKU: an order may name a SKU on several lines.
    const lines = new Map<string, PackingOrderRow['lines'][number]>()
    for (const i of itemsOf.get(o.id) ?? []) {
      const line = lines.get(`${i.productId}|${i.sysSku}`) ?? {
        productId: i.productId,
        sysSku: i.sysSku,
        pickedQuantity: 0,
        packedQuantity: 0,
      }
      line.pickedQuantity += i.picked
      line.packedQuantity += packed.get(i.id) ?? 0
      lines.set(`${i.productId}|${i.sysSku}`, line)
    }
    const all = [...lines.values()].sort((x, y) => (x.sysSku < y.sysSku ? -1 : x.sysSku > y.sysSku ? 1 : 0))
    // An order of which nothing was picked has nothing to pack (shipping the list releases it).
    if (!all.some((l) => l.pickedQuantity > 0)) continue
    rows.push({
      id: o.id,
      code: o.code,
      pickId: o.pickId,
      pickCode: pickCodes.get(o.pickId) ?? null,
      status: o.status,
      lines: all,
      boxes: (boxes.get(o.id) ?? []).map((box) => ({
        boxNo: box.boxNo,
        code: `${o.code}-${box.boxNo}`,
        status: box.status,
        packedQuantity: box.packedQuantity,
        length: box.length,
        width: box.width,
        height: box.height,
        weight: box.weight,
      })),
    })
  }
  return rows
}

/** Counts started (frozen) and still being counted; a blind count's lines never carry what the books hold. */
async function stocktakesOf(tx: Queryable, storeId: string): Promise<StocktakeRow[]> {
  const counts = await tx.query<{
    id: string
    code: string
    status: number
    blind: number
    positionIds: string | null
  }>(
    `SELECT id::text, code, status, blind, position_ids FROM ware_stocktaking
      WHERE store_id = $1 AND status = ANY($2::int[]) AND freeze_time IS NOT NULL AND is_deleted = 0 ORDER BY id`,
    [storeId, [...COUNTING].map(Number)],
  )
  if (!counts.length) return []
  const lines = groupBy(
    await tx.query<{
      id: string
      countId: string
      positionId: string
      productId: string
      sysSku: string
      batchNo: string | null
      countedQuantity: number | null
      lineStatus: number
      expectedQuantity: number | null
    }>(
      `SELECT id::text, stocktaking_id::text AS count_id, position_id::text, product_id::text, sys_sku, batch_no,
              counted_quantity, coalesce(line_status, 1) AS line_status, expected_quantity
         FROM ware_stocktaking_item WHERE stocktaking_id = ANY($1::bigint[]) AND is_deleted = 0
        ORDER BY stocktaking_id, position_id, sys_sku, id`,
      [counts.map((c) => c.id)],
    ),
    (l) => l.countId,
  )
  return counts.map((c) => {
    const blind = Number(c.blind) === 1
    return {
      id: c.id,
      code: c.code,
      status: c.status,
      blind,
      positionIds: (c.positionIds ?? '').split(',').filter((p) => /^\d+$/.test(p)),
      lines: (lines.get(c.id) ?? []).map((l) => ({
        id: l.id,
        positionId: l.positionId,
        productId: l.productId,
        sysSku: l.sysSku,
        batchNo: nullIfEmpty(l.batchNo),
        countedQuantity: l.countedQuantity,
        lineStatus: l.lineStatus,
        ...(blind ? {} : { expectedQuantity: l.expectedQuantity ?? 0 }),
      })),
    }
  })
}

/** Product status enabled (dictionary enable_status). */
const PRODUCT_ENABLED = 1

/**
 * Every enabled product of the tenant with each code that names it: system SKU, warehouse SKU, bar
 * code (EAN/GTIN), its UPCs, and the sales SKUs and FNSKUs mapped to it. One plain pass over each
 * table, joined here: a join in SQL is planned from statistics that may not know the catalogue's
 * size yet (ten thousand products took a minute as a nested loop on PGlite, which never analyzes).
 */
async function productsOf(tx: Queryable): Promise<ProductRow[]> {
  const products = await tx.query<{
    id: string
    sysSku: string
    name: string | null
    whSku: string | null
    barCode: string | null
  }>(
    `SELECT id::text, sys_sku, name, wh_sku, bar_code FROM erp_base_product
      WHERE is_deleted = 0 AND status = $1 ORDER BY id`,
    [PRODUCT_ENABLED],
  )
  const upcs = await tx.query<{ productId: string; code: string }>(
    `SELECT product_id::text, upc AS code FROM erp_base_product_upc
      WHERE is_deleted = 0 AND product_id IS NOT NULL AND upc <> '' ORDER BY upc`,
  )
  const saleSkus = await tx.query<{ id: string; saleSku: string | null; fnsku: string | null }>(
    `SELECT id::text, sale_sku, fnsku FROM erp_base_sale_sku WHERE is_deleted = 0`,
  )
  const mappings = await tx.query<{ productId: string; saleSkuId: string }>(
    `SELECT product_id::text, sale_sku_id::text FROM erp_base_sale_sku_associated
      WHERE is_deleted = 0 AND product_id IS NOT NULL ORDER BY sale_sku_id`,
  )
  const bySale = new Map(saleSkus.map((k) => [k.id, [k.saleSku, k.fnsku]]))
  const more = groupBy(
    [
      ...upcs,
      ...mappings.flatMap((m) => (bySale.get(m.saleSkuId) ?? []).map((code) => ({ productId: m.productId, code }))),
    ],
    (c) => c.productId,
  )
  return products.map((p) => ({
    id: p.id,
    sysSku: p.sysSku,
    name: p.name ?? p.sysSku,
    codes: [
      ...new Set(
        [p.sysSku, p.whSku, p.barCode, ...(more.get(p.id) ?? []).map((c) => c.code)].filter((c): c is string => !!c),
      ),
    ],
  }))
}

/** Available positions of the warehouse with their zone and its type, in walking order. */
async function positionsOf(tx: Queryable, storeId: string): Promise<PositionRow[]> {
  const zones = new Map(
    (
      await tx.query<{ id: string; areaType: number | null }>(
        `SELECT id::text, area_type FROM erp_base_store_area WHERE store_id = $1 AND is_deleted = 0`,
        [storeId],
      )
    ).map((z) => [z.id, z.areaType]),
  )
  const positions = await tx.query<{ id: string; code: string; name: string; areaId: string | null }>(
    `SELECT id::text, code, coalesce(name, code) AS name, area_id::text FROM ware_base_store_position
      WHERE store_id = $1 AND status = $2 AND is_deleted = 0
      ORDER BY pick_order_num NULLS LAST, code, id`,
    [storeId, STORE_AVAILABLE],
  )
  return positions.map((p) => ({ ...p, zone: (p.areaId ? zones.get(p.areaId) : null) ?? null }))
}

/** Everything a device holds to work offline in one warehouse, as it is now. */
export async function floorSnapshot(tx: Queryable, storeId: string): Promise<FloorSnapshot> {
  // One statement at a time: a transaction holds one connection.
  return {
    inboundOrders: await inboundOrdersOf(tx, storeId),
    putawayTasks: await putawayTasksOf(tx, storeId),
    pickLists: await pickListsOf(tx, storeId),
    packingOrders: await packingOrdersOf(tx, storeId),
    stocktakes: await stocktakesOf(tx, storeId),
    products: await productsOf(tx),
    positions: await positionsOf(tx, storeId),
    fbaTurnovers: await floorTurnoversOf(tx, storeId),
  }
}

/** Per collection, each row's id and the digest of its JSON: what a device holds. */
type Digests = Record<FloorCollection, Map<string, string>>
/** Per collection, what differed in an earlier answer: the id's digest then, or null when it was absent. */
type Delta = Record<FloorCollection, Map<string, string | null>>
/** Either, as stored (jsonb objects by collection, then by id). */
type Stored<T> = Partial<Record<FloorCollection, Record<string, T>>>

const mapsOf = <T>(stored: Stored<T> | null | undefined) =>
  Object.fromEntries(FLOOR_COLLECTIONS.map((c) => [c, new Map(Object.entries(stored?.[c] ?? {}))])) as Record<
    FloorCollection,
    Map<string, T>
  >
const storedOf = <T>(maps: Record<FloorCollection, Map<string, T>>) =>
  JSON.stringify(Object.fromEntries(FLOOR_COLLECTIONS.map((c) => [c, Object.fromEntries(maps[c])])))

/** 66 bits of a row's SHA-1: enough that a change goes unseen with negligible odds. */
const digestOf = (row: unknown) => hash('sha1', JSON.stringify(row), 'base64url').slice(0, 11)

function digestsOf(snapshot: FloorSnapshot): Digests {
  const out = {} as Digests
  for (const c of FLOOR_COLLECTIONS) out[c] = new Map((snapshot[c] as { id: string }[]).map((r) => [r.id, digestOf(r)]))
  return out
}

/** The digests an earlier answer left: the later ones with what differed then put back. */
function undo(current: Digests, delta: Delta): Digests {
  const out = {} as Digests
  for (const c of FLOOR_COLLECTIONS) {
    const map = new Map(current[c])
    for (const [id, digest] of delta[c]) {
      if (digest === null) map.delete(id)
      else map.set(id, digest)
    }
    out[c] = map
  }
  return out
}

/** What differs from `base` in `next`, as `undo` puts it back (null: absent from base). */
function deltaOf(base: Digests, next: Digests): Delta {
  const out = {} as Delta
  for (const c of FLOOR_COLLECTIONS) {
    const was = base[c]
    const now = next[c]
    const map = new Map<string, string | null>()
    for (const [id, digest] of now) if (was.get(id) !== digest) map.set(id, was.get(id) ?? null)
    for (const [id, digest] of was) if (!now.has(id)) map.set(id, digest)
    out[c] = map
  }
  return out
}

const isEmpty = (delta: Delta) => FLOOR_COLLECTIONS.every((c) => delta[c].size === 0)

/** The state row; its jsonb read as text, which every driver answers alike. */
type PullState = { cursor: string | null; digests: string | null; prevCursor: string | null; prevDelta: string | null }

/** A new cursor: random, so a cursor of another device, warehouse or database names nothing. */
const newCursor = () => `c1.${randomBytes(15).toString('base64url')}`

/**
 * The device's last applied command (0 before its first contact). Its row is read FOR SHARE, while
 * every push locks it FOR UPDATE: a push of this device that is applying commands commits first,
 * and none commits until this pull ends, so the rows read here hold exactly the device's commands
 * up to the number answered. A device another user registered is refused, as its push is.
 */
async function deviceLastSeq(tx: Queryable, actor: Actor, deviceId: string): Promise<number> {
  const [device] = await tx.query<{ lastSeq: string | number; userId: string }>(
    `SELECT last_seq, user_id::text FROM floor_device WHERE device_id = $1 FOR SHARE`,
    [deviceId],
  )
  if (device && device.userId !== actor.session.userId) {
    throw new AppError('CONFLICT', 'floor.deviceTaken', { device: deviceId })
  }
  return Number(device?.lastSeq ?? 0)
}

/**
 * Answers a device's pull for one warehouse: with the cursor of its last answer (or of the one
 * before, whose answer may have been lost), the rows that changed since and the ids that left;
 * without a known cursor, everything with `reset`. The device's state row is locked first, so
 * concurrent pulls of one device queue, and each stored cursor names exactly the digests answered.
 */
export async function pullFloor(tx: Queryable, actor: Actor, query: PullQuery): Promise<PullResponse> {
  const [store] = await floorWarehouses(tx, actor, query.storeId)
  if (!store) {
    const field = PULL_LABELS.storeId?.[actor.lang] ?? 'storeId'
    throw validationError([{ field: 'storeId', message: translate('linkMissing', actor.lang, { field }) }])
  }
  const lastSeq = await deviceLastSeq(tx, actor, query.deviceId)
  await tx.query(
    `INSERT INTO floor_pull_state (tenant_id, device_id, store_id, user_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, device_id, store_id) DO NOTHING`,
    [actor.session.tenantId, query.deviceId, query.storeId, actor.session.userId],
  )
  const [state] = await tx.query<PullState>(
    `SELECT pull_cursor AS cursor, digests::text, prev_cursor, prev_delta::text FROM floor_pull_state
      WHERE device_id = $1 AND store_id = $2 FOR UPDATE`,
    [query.deviceId, query.storeId],
  )
  const current =
    state?.cursor && state.digests ? { cursor: state.cursor, digests: mapsOf<string>(JSON.parse(state.digests)) } : null
  let base: { cursor: string; digests: Digests } | null = null
  if (query.cursor && current?.cursor === query.cursor) base = current
  else if (query.cursor && current && state?.prevCursor === query.cursor && state.prevDelta) {
    base = { cursor: query.cursor, digests: undo(current.digests, mapsOf<string | null>(JSON.parse(state.prevDelta))) }
  }

  const snapshot = await floorSnapshot(tx, query.storeId)
  const next = digestsOf(snapshot)
  const answered = base ? deltaOf(base.digests, next) : null
  let cursor: string
  const unchanged = current && (current === base ? answered : deltaOf(current.digests, next))
  if (current && unchanged && isEmpty(unchanged)) cursor = current.cursor
  else if (base && answered && isEmpty(answered)) cursor = base.cursor
  else {
    cursor = newCursor()
    // The base answered from stays known, as what differed from it, so a lost answer costs no reset.
    // Sent as text: postgres.js would encode a string bound to a jsonb parameter as a JSON string.
    await tx.query(
      `UPDATE floor_pull_state SET pull_cursor = $3, digests = $4::text::jsonb, prev_cursor = $5, prev_delta = $6::text::jsonb,
              user_id = $7, update_time = localtimestamp(0)
        WHERE device_id = $1 AND store_id = $2`,
      [
        query.deviceId,
        query.storeId,
        cursor,
        storedOf(next),
        base?.cursor ?? null,
        answered ? storedOf(answered) : null,
        actor.session.userId,
      ],
    )
  }

  const changes = {} as Record<FloorCollection, { upserts: unknown[]; removals: string[] }>
  for (const c of FLOOR_COLLECTIONS) {
    const rows = snapshot[c] as { id: string }[]
    const touched = answered?.[c]
    changes[c] = {
      upserts: touched ? rows.filter((r) => touched.has(r.id)) : rows,
      removals: touched ? [...touched.keys()].filter((id) => !next[c].has(id)) : [],
    }
  }
  return {
    cursor,
    reset: !base,
    deviceLastSeq: lastSeq,
    serverTime: new Date().toISOString(),
    changes: changes as PullResponse['changes'],
  }
}
