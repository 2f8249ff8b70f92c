import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import {
  availableStockAnswer,
  ledgerRecordAnswer,
  ledgerVoidAnswer,
  lotsClearedAnswer,
  skuInStoreAnswer,
  skuStockDetailAnswer,
  stockMovedAnswer,
  stockPerSkuAnswer,
  stockPerStoreAnswer,
  stockTotalsAnswer,
} from '#sync/resources/inventory/inventory.answers.ts'
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
import { relabelLot, setLedgerRemark } from './stock-ledger.ts'
import {
  adjustDomesticStock,
  availableInStore,
  clearLots,
  DOMESTIC_STORE_TYPE,
  groupedPage,
  lotsOf,
  perStoreAndSku,
  stockTotals,
} from './stock-views.ts'

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
      output: stockMovedAnswer,
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
      output: lotsClearedAnswer,
      input: { params: idsParams, labels: LABELS },
      handler: async (c, { params }) => {
        const ids = readIds(c, params)
        const actor = actorOf(c)
        const moved = await c.var.db.begin((tx) => clearLots(tx, actor, ids))
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
        output: ledgerRecordAnswer,
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
        output: ledgerRecordAnswer,
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
      output: ledgerVoidAnswer,
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
    output: stockPerStoreAnswer,
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
    output: stockPerSkuAnswer,
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
    output: stockTotalsAnswer,
    readOnly: true,
    input: { query: statisticQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const totals = await c.var.db.begin((tx) => stockTotals(tx, query))
      return ok(c, totals)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${STOCK}/skuByStoreIdAndSku`,
    area: 'inventory',
    summary: "A SKU's lots in one warehouse, position by position, oldest first, with the warehouse's totals",
    access: { permission: permissions.view },
    output: skuInStoreAnswer,
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
    output: skuStockDetailAnswer,
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
    output: availableStockAnswer,
    readOnly: true,
    input: { query: inventoryQuery, labels: LABELS },
    example: { storeId: '1000000000000004202', sysSkus: 'DEMO-KETTLE-17L,DEMO-PAN-28' },
    handler: async (c, { query }) => {
      const skus = query.sysSkus ?? []
      const productIds = query.productIds ?? []
      const rows = await c.var.db.begin((tx) => availableInStore(tx, query.storeId, skus, productIds))
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
    output: stockMovedAnswer,
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
    output: stockPerStoreAnswer,
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
    output: stockMovedAnswer,
    input: { params: adjustBody, labels: LABELS },
    handler: async (c, { params }) => {
      const rows = await c.var.db.begin((tx) => adjustDomesticStock(tx, actorOf(c), params))
      return ok(c, { moved: rows.reduce((sum, r) => sum + r.quantity, 0), ledger: rows })
    },
  }),
]
