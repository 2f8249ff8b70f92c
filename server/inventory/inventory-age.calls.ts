import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import type { Label } from '#sync/i18n/language.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { storeProductInventory } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { type Queryable, type Row, toSnake } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import { stockBookProblems } from './stock-books.ts'

/**
 * Inventory age (库龄, issue 10 §2): what each SKU holds in each warehouse by how long it has been
 * there, lot by lot (FIFO: a lot's age runs from its inbound date), in the buckets finance reads
 * (0-30, 31-60, 61-90, 91-180, 181-365, over 365 days), with quantity and value; and the stock's
 * trend over days, from the ledger.
 */

/** Age buckets in days: [key, lowest, highest]. */
export const AGE_BUCKETS = [
  ['age0to30', 0, 30],
  ['age31to60', 31, 60],
  ['age61to90', 61, 90],
  ['age91to180', 91, 180],
  ['age181to365', 181, 365],
  ['ageOver365', 366, null],
] as const

const { permissions } = storeProductInventory
const ERP = '/api/erp/inventorylibraryage'
const FLOOR = '/api/ware/winventorylibraryage'
const LABELS: Record<string, Label> = {
  ...fieldLabels(storeProductInventory),
  id: { zh: '计划', en: 'Plan', ja: '計画' },
  days: { zh: '天数', en: 'Days', ja: '日数' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

const ageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  storeId: idSchema.optional(),
  productId: idSchema.optional(),
  sysSku: z.string().trim().max(64).optional(),
})
/** A plan (id), or the age of one SKU's lots in one warehouse (storeId and productId). */
const detailQuery = z
  .object({ id: idSchema.optional(), storeId: idSchema.optional(), productId: idSchema.optional() })
  .superRefine((q, ctx) => {
    if (q.id) return
    for (const key of ['storeId', 'productId'] as const) {
      if (!q[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' })
    }
  })
const trendQuery = z.object({
  storeId: idSchema.optional(),
  productId: idSchema.optional(),
  days: z.coerce.number().int().min(1).max(366).default(30),
})

const bucketColumns = AGE_BUCKETS.map(([key, low, high]) => {
  const within = `b.age >= ${low}${high === null ? '' : ` AND b.age <= ${high}`}`
  return `coalesce(sum(b.on_hand) FILTER (WHERE ${within}), 0)::int AS ${toSnake(key)},
          coalesce(sum(b.on_hand * b.unit_cost) FILTER (WHERE ${within}), 0)::numeric(20,2)::text AS ${toSnake(key)}_value`
}).join(',\n')

/** One page of age rows (per SKU and warehouse) and their count. */
async function agePage(tx: Queryable, q: z.output<typeof ageQuery>) {
  const params: unknown[] = []
  const where = ['b.on_hand > 0', 'b.is_deleted = 0']
  if (q.storeId) where.push(`b.store_id = $${params.push(q.storeId)}`)
  if (q.productId) where.push(`b.product_id = $${params.push(q.productId)}`)
  if (q.sysSku) where.push(`b.sys_sku ILIKE $${params.push(`%${q.sysSku.replace(/[\\%_]/g, '\\$&')}%`)}`)
  const from = `(SELECT *, (current_date - inbound_date) AS age FROM erp_store_product_inventory) b
                LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id
               WHERE ${where.join(' AND ')}`
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} GROUP BY b.store_id, b.product_id) g`,
    params,
  )
  const records = await tx.query<Row>(
    `SELECT b.store_id::text, s.name AS store_name, b.product_id::text, b.sys_sku,
            sum(b.on_hand)::int AS quantity, coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value,
            to_char(min(b.inbound_date), 'YYYY-MM-DD') AS oldest_inbound_date, max(b.age)::int AS oldest_age,
            ${bucketColumns},
            (SELECT json_build_object('id', a.id::text, 'action', a.action, 'quantity', a.quantity,
                                      'targetDate', to_char(a.target_date, 'YYYY-MM-DD'), 'remark', a.remark)
               FROM erp_inventory_age_plan a
              WHERE a.store_id = b.store_id AND a.product_id = b.product_id AND a.plan_status = 1 AND a.is_deleted = 0
              ORDER BY a.target_date NULLS LAST, a.id LIMIT 1) AS open_plan
       FROM ${from}
      GROUP BY b.store_id, s.name, b.product_id, b.sys_sku
      ORDER BY max(b.age) DESC, b.sys_sku, b.store_id
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

const pageCall = (base: string, area: string) =>
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${base}/page`,
    area,
    summary:
      'Inventory age per SKU and warehouse: units and value in the 0-30, 31-60, 61-90, 91-180, 181-365 and over-365-day buckets (FIFO lots by inbound date), oldest first',
    access: { permission: permissions.view },
    readOnly: true,
    input: { params: ageQuery, labels: LABELS },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => agePage(tx, params))),
  })

/** The age of one SKU's lots in one warehouse, oldest first, with the plans still open for it. */
async function lotAges(tx: Queryable, storeId: string, productId: string) {
  const lots = await tx.query<Row>(
    `SELECT b.id::text, b.position_id::text, p.code AS position_code, b.sys_sku, b.batch_no,
            to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date, (current_date - b.inbound_date)::int AS age,
            b.on_hand, b.unit_cost::text, (b.on_hand * b.unit_cost)::numeric(20,2)::text AS stock_value
       FROM erp_store_product_inventory b
       LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
      WHERE b.store_id = $1 AND b.product_id = $2 AND b.on_hand > 0 AND b.is_deleted = 0
      ORDER BY b.inbound_date, b.id`,
    [storeId, productId],
  )
  const plans = await tx.query<Row>(
    `SELECT id::text, action, quantity, to_char(target_date, 'YYYY-MM-DD') AS target_date, remark
       FROM erp_inventory_age_plan
      WHERE store_id = $1 AND product_id = $2 AND plan_status = 1 AND is_deleted = 0
      ORDER BY target_date NULLS LAST, id`,
    [storeId, productId],
  )
  const bucketOf = (age: number) =>
    AGE_BUCKETS.find(([, low, high]) => age >= low && (high === null || age <= high))?.[0]
  return { storeId, productId, lots: lots.map((l) => ({ ...l, bucket: bucketOf(Number(l.age)) })), plans }
}

const detailCall = (base: string, area: string) =>
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${base}/detail`,
    area,
    summary:
      "The age of one SKU's lots in one warehouse (storeId, productId): each lot with its position, days and bucket, and the SKU's open plans; with id, that aged stock plan",
    access: { permission: permissions.view },
    readOnly: true,
    input: { params: detailQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { id, storeId, productId } = params
      if (id) {
        const plan = await c.var.db.begin((tx) => readRecord(tx, inventoryAgePlan, id))
        if (!plan) throw new AppError('NOT_FOUND', 'recordNotFound')
        return ok(c, plan)
      }
      return ok(c, await c.var.db.begin((tx) => lotAges(tx, String(storeId), String(productId))))
    },
  })

/** Columns of the age export: the row's keys with their headers. */
function exportColumnsOf(lang: 'zh' | 'en' | 'ja'): SheetColumn[] {
  const column = (key: string, field: Field): SheetColumn => ({ key, field, header: field.label[lang] })
  const units = (zh: string, en: string, ja: string) => f.integer({ label: { zh, en, ja } })
  return [
    column('storeName', f.text({ label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' } })),
    column('sysSku', f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' } })),
    column('quantity', units('在库数量', 'On hand', '実在庫')),
    column('stockValue', f.decimal({ label: { zh: '库存金额', en: 'Value', ja: '在庫金額' }, shown: 2 })),
    column('oldestInboundDate', f.date({ label: { zh: '最早入库日期', en: 'Oldest lot', ja: '最古入庫日' } })),
    column('age0to30', units('0-30天', '0-30 days', '0-30日')),
    column('age31to60', units('31-60天', '31-60 days', '31-60日')),
    column('age61to90', units('61-90天', '61-90 days', '61-90日')),
    column('age91to180', units('91-180天', '91-180 days', '91-180日')),
    column('age181to365', units('181-365天', '181-365 days', '181-365日')),
    column('ageOver365', units('365天以上', 'Over 365 days', '365日超')),
  ]
}

/** Inventory age and trend at the ERP's and the floor's addresses (spec 2 §7.8, §7.9). */
export const inventoryAgeCalls = [
  pageCall(ERP, 'inventory'),
  pageCall(FLOOR, 'wms'),
  detailCall(ERP, 'inventory'),
  detailCall(FLOOR, 'wms'),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${ERP}/list`,
    area: 'inventory',
    summary: 'Inventory age per SKU and warehouse, as the page answers it, without paging (at most 200 rows)',
    access: { permission: permissions.view },
    readOnly: true,
    input: { params: ageQuery.omit({ current: true, size: true }), labels: LABELS },
    handler: async (c, { params }) =>
      ok(c, (await c.var.db.begin((tx) => agePage(tx, { ...params, current: 1, size: MAX_PAGE_SIZE }))).records),
  }),
  defineCall({
    method: 'GET',
    path: `${ERP}/export`,
    area: 'inventory',
    summary: 'Inventory age per SKU and warehouse as a spreadsheet (the filters of the page)',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: ageQuery.omit({ current: true, size: true }), labels: LABELS },
    handler: async (c, { query }) => {
      async function* batches() {
        for (let current = 1; ; current++) {
          const page = await c.var.db.begin((tx) => agePage(tx, { ...query, current, size: MAX_PAGE_SIZE }))
          if (page.records.length) yield page.records
          if (current >= page.pages) return
        }
      }
      return sheetResponse(c, 'inventory-age', 'xlsx', exportColumnsOf(c.var.lang), batches())
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ERP}/inventoryTrend`,
    area: 'inventory',
    summary:
      'On hand at the end of each of the last days (days, 30 by default; storeId, productId narrow), from the ledger',
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: trendQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const rows = await c.var.db.begin((tx) =>
        tx.query<{ day: string; onHand: number; moved: number }>(
          `WITH days AS (SELECT (current_date - g)::date AS day FROM generate_series(0, $1::int - 1) g),
                moves AS (
                  SELECT create_time::date AS day, sum(quantity)::int AS moved FROM erp_store_product_inventory_log
                   WHERE ($2::bigint IS NULL OR store_id = $2) AND ($3::bigint IS NULL OR product_id = $3)
                   GROUP BY create_time::date)
           SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                  coalesce((SELECT sum(m.moved) FROM moves m WHERE m.day <= d.day), 0)::int AS on_hand,
                  coalesce((SELECT m.moved FROM moves m WHERE m.day = d.day), 0)::int AS moved
             FROM days d ORDER BY d.day`,
          [query.days, query.storeId ?? null, query.productId ?? null],
        ),
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${ERP}/check`,
    area: 'inventory',
    summary:
      "Checks the tenant's stock books: for every lot the ledger sums to on hand, reservations to reserved, available = on hand − reserved, nothing negative where not allowed; answers each discrepancy",
    access: { permission: permissions.view },
    input: 'nothing',
    handler: async (c) => {
      const problems = await c.var.db.begin((tx) => stockBookProblems(tx))
      return ok(c, { balanced: problems.length === 0, problems })
    },
  }),
]
