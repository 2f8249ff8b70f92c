import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { storeProductInventory, storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { fieldLabels, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import { type Actor, readRecord } from '../platform/resources/record-store.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { type Adjustment, adjustStock, voidLedgerRows } from './stock-adjustment.ts'
import { hideEmptyLots, relabelLot, setLedgerRemark } from './stock-ledger.ts'

const STOCK = '/api/erp/storeproductinventory'
const LEDGER = '/api/erp/storeproductinventorylog'
const { permissions } = storeProductInventory

const LABELS: Record<string, Label> = {
  ...fieldLabels(storeProductInventory),
  ...fieldLabels(storeProductInventoryLog),
  sysSkus: { zh: '系统SKU', en: 'System SKUs', ja: 'システムSKU' },
  productIds: { zh: '产品', en: 'Products', ja: '商品' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

const text = (max: number) => z.string().trim().min(1).max(max)
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const wholeUnits = z.coerce.number().int().min(-99_999_999).max(99_999_999)
const paging = {
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
}
const skuList = z
  .string()
  .max(10_000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(500))

const lotKey = {
  storeId: idSchema,
  positionId: idSchema,
  productId: idSchema,
  batchNo: z.string().trim().max(64).optional(),
  inboundDate: date.optional(),
}
/** A unit cost: exact, four places at most. */
const unitCost = z.string().regex(/^\d{1,16}(\.\d{1,4})?$/)
const adjustBody = z.object({
  ...lotKey,
  /** The lot's on hand as counted. */
  onHand: z.coerce.number().int().min(0).max(99_999_999),
  reason: text(500),
  unitCost: unitCost.optional(),
})
const movementBody = z.object({
  ...lotKey,
  quantity: wholeUnits.refine((n) => n !== 0),
  reason: text(500),
  unitCost: unitCost.optional(),
})
/** A stock submit: a movement of a lot by hand, or (with id) the lot moved or renamed. */
const stockSubmitBody = movementBody.partial().extend({ id: idSchema.optional() })

/** A movement's required parts, or a 400 naming each one missing. */
function requireMovement(body: z.output<typeof stockSubmitBody>, lang: Language): Adjustment {
  const missing = (['storeId', 'positionId', 'productId', 'quantity', 'reason'] as const).filter(
    (key) => body[key] === undefined,
  )
  if (missing.length) {
    throw validationError(
      missing.map((field) => ({
        field,
        message: translate('fieldRequired', lang, { field: LABELS[field]?.[lang] ?? field }),
      })),
    )
  }
  return body as Adjustment
}

const statisticQuery = z.object({
  ...paging,
  storeId: idSchema.optional(),
  sysSku: z.string().trim().max(64).optional(),
  productId: idSchema.optional(),
})
const skuQuery = z.object({ storeId: idSchema, sysSku: text(64) })
const detailQuery = z.object({ sysSku: text(64) })
const inventoryQuery = z.object({
  storeId: idSchema,
  sysSkus: skuList.optional(),
  productIds: idListSchema.optional(),
})

/** The stock of each SKU in each warehouse: summed over positions and lots, with its value and oldest lot. */
const TOTALS = `sum(b.on_hand)::int AS on_hand, sum(b.reserved)::int AS reserved, sum(b.available)::int AS available,
                sum(b.in_transit)::int AS in_transit, coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value,
                to_char(min(b.inbound_date) FILTER (WHERE b.on_hand > 0), 'YYYY-MM-DD') AS oldest_inbound_date`

/** Domestic warehouses (dictionary store_type). */
const DOMESTIC_STORE_TYPE = 4

/** Balances with their warehouse's name. */
const GROUPED_FROM = `erp_store_product_inventory b
  LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id`

function statisticWhere(q: z.output<typeof statisticQuery>): { where: string; params: unknown[] } {
  const where = ['b.is_deleted = 0']
  const params: unknown[] = []
  if (q.storeId) where.push(`b.store_id = $${params.push(q.storeId)}`)
  if (q.productId) where.push(`b.product_id = $${params.push(q.productId)}`)
  if (q.sysSku) where.push(`b.sys_sku ILIKE $${params.push(`%${q.sysSku.replace(/[\\%_]/g, '\\$&')}%`)}`)
  return { where: where.join(' AND '), params }
}

/** One page of grouped stock: rows and the count of groups. */
async function groupedPage(
  tx: Queryable,
  q: z.output<typeof statisticQuery>,
  groupBy: string,
  columns: string,
  order: string,
  onlyStoreType?: number,
) {
  const { where: filtered, params } = statisticWhere(q)
  const where = onlyStoreType === undefined ? filtered : `${filtered} AND s.store_type = ${onlyStoreType}`
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${GROUPED_FROM} WHERE ${where} GROUP BY ${groupBy}) g`,
    params,
  )
  const records = await tx.query<Row>(
    `SELECT ${columns}, ${TOTALS} FROM ${GROUPED_FROM}
     WHERE ${where} GROUP BY ${groupBy} ORDER BY ${order}
     LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/** One page of stock per SKU and warehouse (of one warehouse type, when given). */
const perStoreAndSku = (tx: Queryable, q: z.output<typeof statisticQuery>, storeType?: number) =>
  groupedPage(
    tx,
    q,
    'b.store_id, s.name, b.product_id, b.sys_sku',
    `b.store_id::text, s.name AS store_name, b.product_id::text, b.sys_sku`,
    'b.sys_sku, s.name, b.store_id',
    storeType,
  )

/** Lots of a SKU (in one warehouse or all), with their positions, oldest first. */
function lotsOf(tx: Queryable, sysSku: string, storeId?: string) {
  return tx.query<Row>(
    `SELECT b.id::text, b.store_id::text, s.name AS store_name, b.position_id::text, p.code AS position_code,
            b.product_id::text, b.sys_sku, b.batch_no, to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date,
            b.on_hand, b.reserved, b.available, b.in_transit, b.unit_cost::text
       FROM erp_store_product_inventory b
       LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id
       LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
      WHERE b.sys_sku = $1 AND ($2::bigint IS NULL OR b.store_id = $2) AND b.is_deleted = 0
        AND (b.on_hand <> 0 OR b.reserved <> 0 OR b.in_transit <> 0)
      ORDER BY b.inbound_date, b.store_id, p.pick_order_num NULLS LAST, p.code, b.id`,
    [sysSku, storeId ?? null],
  )
}

const sumOf = (rows: Row[], key: string) => rows.reduce((sum, r) => sum + Number(r[key] ?? 0), 0)

/**
 * Stock changed by hand at a stock address (the ERP's and the floor's): submit adds or takes units
 * of a lot, remove clears lots; both are adjustments through the ledger.
 */
function stockChangeCalls(base: string, area: string, alsoOther?: true) {
  return [
    defineCall({
      method: 'POST',
      path: `${base}/submit`,
      alsoOther,
      area,
      summary:
        'Adds or takes stock of a lot by hand (quantity signed, with a reason): an adjustment through the ledger, like every change of stock. With id, moves or renames that whole lot (positionId, batchNo, inboundDate) in place, as two ledger rows',
      access: { permission: permissions.add },
      input: { params: stockSubmitBody, labels: LABELS },
      example: {
        storeId: '1000000000000004202',
        positionId: '1000000000000005022',
        productId: '1000000000000003104',
        batchNo: 'OPEN',
        inboundDate: '2026-01-05',
        quantity: 5,
        reason: 'Opening stock',
        unitCost: '18.0000',
      },
      handler: async (c, { params }) => {
        const actor = actorOf(c)
        const { id, positionId, batchNo, inboundDate, reason } = params
        const rows = await c.var.db.begin((tx) =>
          id
            ? relabelLot(tx, actor, id, { positionId, batchNo, inboundDate }, reason ?? null)
            : adjustStock(tx, actor, requireMovement(params, actor.lang)),
        )
        return ok(c, { moved: rows.reduce((sum, r) => sum + r.quantity, 0), ledger: rows })
      },
    }),
    defineCall({
      method: 'POST',
      path: `${base}/remove`,
      alsoOther,
      area,
      summary:
        'Clears lots (ids): each lot still holding units is counted down to zero through the ledger (refused while units are reserved), then the empty lot leaves the lists',
      access: { permission: permissions.remove },
      input: { params: idsParams, labels: LABELS },
      handler: async (c, { params }) => {
        const ids = readIds(c, params)
        const actor = actorOf(c)
        const moved = await c.var.db.begin(async (tx) => {
          const lots = await tx.query<Row>(
            `SELECT store_id::text, position_id::text, product_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date
             FROM erp_store_product_inventory WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
            [ids],
          )
          if (lots.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
          let total = 0
          for (const lot of lots) {
            const rows = await adjustStock(tx, actor, {
              storeId: String(lot.storeId),
              positionId: String(lot.positionId),
              productId: String(lot.productId),
              batchNo: String(lot.batchNo),
              inboundDate: String(lot.inboundDate),
              onHand: 0,
              reason: translate('inventory.clearedReason', actor.lang),
            })
            total += rows.reduce((sum, r) => sum + r.quantity, 0)
          }
          await hideEmptyLots(tx, ids)
          return total
        })
        return ok(c, { moved })
      },
    }),
  ]
}

/** A ledger row's remark: the one part of a row that may change, a note beside an immutable movement. */
const remark = z.string().trim().max(500)
/** A ledger submit: a movement by hand (with its remark), or (with id) a row's remark changed. */
const ledgerSubmitBody = movementBody.partial().extend({ id: idSchema.optional(), remark: remark.optional() })
const remarkBody = z.object({ id: idSchema, remark })
const IMMUTABLE_PARTS = [
  'storeId',
  'positionId',
  'productId',
  'batchNo',
  'inboundDate',
  'quantity',
  'reason',
  'unitCost',
] as const

/** Sets a ledger row's remark (nothing else of a row ever changes); answers the row. */
async function remarkLedgerRow(tx: Queryable, actor: Actor, id: string, text: string | null) {
  await assertInScope(tx, actor, storeProductInventoryLog, [id])
  if (!(await setLedgerRemark(tx, actor, id, text))) throw new AppError('NOT_FOUND', 'recordNotFound')
  return readRecord(tx, storeProductInventoryLog, id)
}

/** Posts a movement by hand as an adjustment of its lot, with its remark; answers the ledger row. */
async function postByHand(tx: Queryable, actor: Actor, movement: Adjustment, text?: string) {
  const [row] = await adjustStock(tx, actor, movement)
  if (!row) throw new AppError('VALIDATION', 'inventory.nothingToPost')
  return remarkLedgerRow(tx, actor, row.id, text ?? null)
}

/**
 * The ledger changed by hand at a ledger address: a movement posted as an adjustment, a row's
 * remark changed, rows voided by their opposite (the pair leaves the lists; nothing is deleted).
 */
function ledgerChangeCalls(base: string, area: string, postPaths: readonly string[], remarkPaths: readonly string[]) {
  return [
    ...postPaths.map((path) =>
      defineCall({
        method: 'POST',
        alsoOther: true,
        path: `${base}/${path}`,
        area,
        summary:
          "Posts a movement by hand (quantity signed, with a reason) to the ledger as an adjustment of its lot, and answers the row; with id, changes only that row's remark (a ledger row is never edited otherwise)",
        access: { permission: storeProductInventoryLog.permissions.add },
        input: { params: ledgerSubmitBody, labels: LABELS },
        example: {
          remark: 'Shelf A1 recount',
          storeId: '1000000000000004202',
          positionId: '1000000000000005022',
          productId: '1000000000000003104',
          batchNo: 'OPEN',
          inboundDate: '2026-01-05',
          quantity: 1,
          reason: 'Found during cleaning',
        },
        handler: async (c, { params }) => {
          const actor = actorOf(c)
          const { id, remark: text, ...movement } = params
          if (id) {
            const changed = IMMUTABLE_PARTS.filter((key) => movement[key] !== undefined)
            if (changed.length) {
              throw validationError(
                changed.map((field) => ({
                  field,
                  message: translate('inventory.ledgerImmutable', actor.lang, {
                    field: LABELS[field]?.[actor.lang] ?? field,
                  }),
                })),
              )
            }
            return ok(c, await c.var.db.begin((tx) => remarkLedgerRow(tx, actor, id, text ?? null)))
          }
          const posted = requireMovement(movement, actor.lang)
          return ok(c, await c.var.db.begin((tx) => postByHand(tx, actor, posted, text)))
        },
      }),
    ),
    ...remarkPaths.map((path) =>
      defineCall({
        method: 'POST',
        alsoOther: true,
        path: `${base}/${path}`,
        area,
        summary: "Changes a ledger row's remark (id, remark): the one part of a ledger row that may change",
        access: { permission: storeProductInventoryLog.permissions.edit },
        input: { params: remarkBody, labels: LABELS },
        handler: async (c, { params }) =>
          ok(c, await c.var.db.begin((tx) => remarkLedgerRow(tx, actorOf(c), params.id, params.remark))),
      }),
    ),
    defineCall({
      method: 'POST',
      alsoOther: true,
      path: `${base}/remove`,
      area,
      summary:
        'Voids ledger rows (ids) by posting their opposite: each row and its correction stay in the books (the stock card shows both) and leave the ledger lists; a row is voided once at most',
      access: { permission: storeProductInventoryLog.permissions.remove },
      input: { params: idsParams.extend({ reason: text(500).optional() }), labels: LABELS },
      handler: async (c, { params }) => {
        const ids = readIds(c, params)
        const rows = await c.var.db.begin((tx) =>
          voidLedgerRows(
            tx,
            actorOf(c),
            ids,
            params.reason ?? translate('inventory.correctionReason', c.var.lang, { ids: ids.join(',') }).slice(0, 500),
          ),
        )
        return ok(c, rows)
      },
    }),
  ]
}

/** Inventory views read from the ledger's balances, and the audited ways to change them (spec 2 §7.9). */
export const stockViewCalls = [
  ...stockChangeCalls(STOCK, 'inventory'),
  ...stockChangeCalls('/api/ware/wstoreproductinventory', 'wms', true),
  defineCall({
    method: 'GET',
    path: `${STOCK}/pageOfStatistic`,
    area: 'inventory',
    summary:
      'Stock per SKU and warehouse (summed over positions and lots): on hand, reserved, available, in transit, value, oldest lot',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: statisticQuery, labels: LABELS },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => perStoreAndSku(tx, query))),
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/skuInventoryStatistical`,
    area: 'inventory',
    summary: 'Stock per SKU over all warehouses (or one): totals, value and the number of warehouses holding it',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: statisticQuery, labels: LABELS },
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin((tx) =>
          groupedPage(
            tx,
            query,
            'b.product_id, b.sys_sku',
            `b.product_id::text, b.sys_sku, count(DISTINCT b.store_id) FILTER (WHERE b.on_hand > 0)::int AS store_count`,
            'b.sys_sku',
          ),
        ),
      ),
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/skuInventoryStatisticalCount`,
    area: 'inventory',
    summary: 'Totals of the stock the filters select: SKUs and warehouses holding stock, units and value',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: statisticQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const { where, params } = statisticWhere(query)
      const [totals] = await c.var.db.begin((tx) =>
        tx.query<Row>(
          `SELECT count(DISTINCT b.product_id) FILTER (WHERE b.on_hand > 0)::int AS sku_count,
                  count(DISTINCT b.store_id) FILTER (WHERE b.on_hand > 0)::int AS store_count,
                  coalesce(sum(b.on_hand), 0)::int AS on_hand, coalesce(sum(b.reserved), 0)::int AS reserved,
                  coalesce(sum(b.available), 0)::int AS available, coalesce(sum(b.in_transit), 0)::int AS in_transit,
                  coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value
             FROM erp_store_product_inventory b WHERE ${where}`,
          params,
        ),
      )
      return ok(c, totals)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/skuByStoreIdAndSku`,
    area: 'inventory',
    summary: "A SKU's lots in one warehouse, position by position, oldest first, with the warehouse's totals",
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: skuQuery, labels: LABELS },
    example: { storeId: '1000000000000004202', sysSku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => {
      const lots = await c.var.db.begin((tx) => lotsOf(tx, query.sysSku, query.storeId))
      return ok(c, {
        storeId: query.storeId,
        sysSku: query.sysSku,
        onHand: sumOf(lots, 'onHand'),
        reserved: sumOf(lots, 'reserved'),
        available: sumOf(lots, 'available'),
        inTransit: sumOf(lots, 'inTransit'),
        lots,
      })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/inventoryDetail`,
    area: 'inventory',
    summary: "A SKU's stock in every warehouse (totals per warehouse) and its lots, oldest first",
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: detailQuery, labels: LABELS },
    example: { sysSku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => {
      const lots = await c.var.db.begin((tx) => lotsOf(tx, query.sysSku))
      const stores = new Map<string, Row>()
      for (const lot of lots) {
        const key = String(lot.storeId)
        const store = stores.get(key) ?? {
          storeId: key,
          storeName: lot.storeName,
          onHand: 0,
          reserved: 0,
          available: 0,
          inTransit: 0,
        }
        for (const k of ['onHand', 'reserved', 'available', 'inTransit']) store[k] = Number(store[k]) + Number(lot[k])
        stores.set(key, store)
      }
      return ok(c, { sysSku: query.sysSku, stores: [...stores.values()], lots })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/getInventory`,
    area: 'inventory',
    summary: 'Available stock in a warehouse per SKU (sysSkus or productIds, comma-separated), 0 for SKUs it lacks',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: inventoryQuery, labels: LABELS },
    example: { storeId: '1000000000000004202', sysSkus: 'DEMO-KETTLE-17L,DEMO-PAN-28' },
    handler: async (c, { query }) => {
      const skus = query.sysSkus ?? []
      const productIds = query.productIds ?? []
      const rows = await c.var.db.begin((tx) =>
        tx.query<Row>(
          `SELECT p.id::text AS product_id, p.sys_sku,
                  coalesce(sum(b.on_hand), 0)::int AS on_hand, coalesce(sum(b.reserved), 0)::int AS reserved,
                  coalesce(sum(b.available), 0)::int AS available, coalesce(sum(b.in_transit), 0)::int AS in_transit
             FROM erp_base_product p
             LEFT JOIN erp_store_product_inventory b
                    ON b.product_id = p.id AND b.tenant_id = p.tenant_id AND b.store_id = $1 AND b.is_deleted = 0
            WHERE p.is_deleted = 0 AND (p.sys_sku = ANY($2::text[]) OR p.id = ANY($3::bigint[]))
              AND (cardinality($2::text[]) > 0 OR cardinality($3::bigint[]) > 0)
            GROUP BY p.id, p.sys_sku ORDER BY p.sys_sku`,
          [query.storeId, skus, productIds],
        ),
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${STOCK}/updateInventory`,
    area: 'inventory',
    summary:
      "Sets a lot's on hand as counted (an audited adjustment through the ledger, with its reason; never below what is reserved)",
    access: { permission: permissions.edit },
    input: { params: adjustBody, labels: LABELS },
    example: {
      storeId: '1000000000000004202',
      positionId: '1000000000000005021',
      productId: '1000000000000003101',
      batchNo: 'OPEN',
      inboundDate: '2026-01-05',
      onHand: 12,
      reason: 'Cycle count',
    },
    handler: async (c, { params }) => {
      const rows = await c.var.db.begin((tx) => adjustStock(tx, actorOf(c), params))
      return ok(c, { moved: rows.reduce((sum, r) => sum + r.quantity, 0), ledger: rows })
    },
  }),
  ...ledgerChangeCalls(LEDGER, 'inventory', ['submit'], []),
  ...ledgerChangeCalls('/api/ware/wstoreproductinventorylog', 'wms', ['submit', 'save'], ['update']),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/domesticInventory/list',
    area: 'wms',
    summary:
      'Stock in the domestic warehouses (warehouse type 4) per SKU and warehouse: on hand, reserved, available, value (storeId, sysSku narrow)',
    access: { permission: permissions.view },
    readOnly: true,
    input: { params: statisticQuery, labels: LABELS },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => perStoreAndSku(tx, params, DOMESTIC_STORE_TYPE))),
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/domesticInventory/edit',
    area: 'wms',
    summary:
      "Sets a lot's on hand in a domestic warehouse as counted (an audited adjustment through the ledger, with its reason)",
    access: { permission: permissions.edit },
    input: { params: adjustBody, labels: LABELS },
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      const rows = await c.var.db.begin(async (tx) => {
        const [store] = await tx.query<{ storeType: number; name: string }>(
          `SELECT store_type, name FROM erp_base_store WHERE id = $1 AND is_deleted = 0`,
          [params.storeId],
        )
        if (!store || Number(store.storeType) !== DOMESTIC_STORE_TYPE) {
          throw new AppError('VALIDATION', 'inventory.notDomesticStore', { store: store?.name ?? params.storeId })
        }
        return adjustStock(tx, actor, params)
      })
      return ok(c, { moved: rows.reduce((sum, r) => sum + r.quantity, 0), ledger: rows })
    },
  }),
]
