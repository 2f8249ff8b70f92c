import { z } from 'zod'
import { MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import {
  ageDetailAnswer,
  ageRowAnswer,
  inventoryTrendAnswer,
  stockBooksCheckAnswer,
} from '#sync/resources/inventory/inventory.answers.ts'
import { inventoryAgeLabels, inventoryAgePageContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { storeProductInventory } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { AppError } from '../platform/http/app-error.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import { agePage, ageQuery, inventoryTrend, lotAges } from './inventory-age.ts'
import { stockBookProblems } from './stock-books.ts'

/**
 * Inventory age (库龄, issue 10 §2): what each SKU holds in each warehouse by how long it has been
 * there, lot by lot (FIFO: a lot's age runs from its inbound date), in the buckets finance reads
 * (0-30, 31-60, 61-90, 91-180, 181-365, over 365 days), with quantity and value; and the stock's
 * trend over days, from the ledger.
 */

const { permissions } = storeProductInventory
const ERP = '/api/erp/inventorylibraryage'
const FLOOR = '/api/ware/winventorylibraryage'
const LABELS = inventoryAgeLabels

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

const pageCall = (base: string, area: string) =>
  defineCall({
    ...inventoryAgePageContract,
    alsoOther: true,
    // The floor reads the same figures at its own address.
    path: `${base}/page`,
    area,
    summary:
      'Inventory age per SKU and warehouse: units and value in the 0-30, 31-60, 61-90, 91-180, 181-365 and over-365-day buckets (FIFO lots by inbound date), oldest first',
    access: { permission: permissions.view },
    readOnly: true,
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => agePage(tx, params))),
  })

const detailCall = (base: string, area: string) =>
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${base}/detail`,
    area,
    summary:
      "The age of one SKU's lots in one warehouse (storeId, productId): each lot with its position, days and bucket, and the SKU's open plans; with id, that aged stock plan",
    access: { permission: permissions.view },
    output: ageDetailAnswer,
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
    output: z.array(ageRowAnswer),
    readOnly: true,
    input: { params: ageQuery.omit({ current: true, size: true }), labels: LABELS },
    handler: async (c, { params }) =>
      ok(c, (await c.var.db.begin((tx) => agePage(tx, { ...params, current: 1, size: MAX_PAGE_SIZE }))).records),
  }),
  defineCall({
    method: 'GET',
    path: `${ERP}/export`,
    raw: true,
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
    output: inventoryTrendAnswer,
    readOnly: true,
    input: { query: trendQuery, labels: LABELS },
    handler: async (c, { query }) => {
      return ok(c, await c.var.db.begin((tx) => inventoryTrend(tx, query)))
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
    output: stockBooksCheckAnswer,
    input: 'nothing',
    handler: async (c) => {
      const problems = await c.var.db.begin((tx) => stockBookProblems(tx))
      return ok(c, { balanced: problems.length === 0, problems })
    },
  }),
]
