import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import {
  platformQuantitiesSetAnswer,
  platformReportImportAnswer,
  platformSyncAnswer,
  sysPlatformInventoryAnswer,
} from '#sync/resources/inventory/inventory.answers.ts'
import {
  PLATFORM_QUANTITY_KEYS,
  platformInventory,
  platformSaleSku,
} from '#sync/resources/inventory/platform-inventory.resource.ts'
import { fieldLabels, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import { validationError } from '../platform/http/app-error.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import {
  importPlatformReport,
  type ManualItem,
  manualUpdatePlatformStock,
  syncPlatformReport,
  sysPlatformInventoryPage,
} from './platform-inventory.ts'

const SALE_SKU = '/api/erp/platformsalesku'
const REPORT = '/api/erp/platformInventory'
const SYS = '/api/erp/sysPlatformInventory'

const LABELS: Record<string, Label> = {
  ...fieldLabels(platformSaleSku),
  ...fieldLabels(platformInventory),
  items: { zh: '平台销售SKU', en: 'Listings', ja: '出品' },
  reason: { zh: '修改原因', en: 'Reason', ja: '変更理由' },
  ids: { zh: '报告行', en: 'Report lines', ja: 'レポート行' },
  shopIds: { zh: '店铺', en: 'Shops', ja: 'ショップ' },
  sysSku: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}

const quantity = z.coerce.number().int().min(0).max(99_999_999)
const quantities = {
  fulfillable: quantity.optional(),
  inbound: quantity.optional(),
  reserved: quantity.optional(),
  unfulfillable: quantity.optional(),
}
const manualItem = z.object({ id: idSchema, ...quantities })
/** Several listings (`items`), or one given by `id` with its figures, and the reason, which is required. */
const manualBody = z.object({
  reason: z.string().trim().min(1).max(500),
  items: z.array(manualItem).min(1).max(1000).optional(),
  id: idSchema.optional(),
  ...quantities,
})

const syncBody = z.object({ shopIds: idListSchema.optional(), ids: idListSchema.optional() })

const sysFilters = {
  sysSku: z.string().trim().max(64).optional(),
  shopId: idSchema.optional(),
}
const sysQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ...sysFilters,
})

/** The columns of the platform stock per system SKU, with their headers in the caller's language. */
function sysColumns(lang: Language): SheetColumn[] {
  const column = (key: string, field: Field): SheetColumn => ({ key, field, header: field.label[lang] })
  const units = (zh: string, en: string, ja: string) => f.integer({ label: { zh, en, ja } })
  const reported = platformSaleSku.fields
  return [
    column('sysSku', f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' } })),
    column('productName', f.text({ label: { zh: '产品名称', en: 'Product name', ja: '商品名' } })),
    ...PLATFORM_QUANTITY_KEYS.map((k) => column(k, reported[k])),
    column('platformTotal', units('平台合计', 'Platform total', 'プラットフォーム合計')),
    column('shopCount', units('店铺数', 'Shops', 'ショップ数')),
    column('listingCount', units('链接数', 'Listings', '出品数')),
    column('warehouseOnHand', units('仓库在库', 'Warehouse on hand', '倉庫実在庫')),
    column('warehouseAvailable', units('仓库可用', 'Warehouse available', '倉庫引当可能')),
  ]
}

/** Platform inventory (spec 2 §7.9): stock reports imported and synced, corrections by hand, totals per system SKU. */
export const platformInventoryCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${SALE_SKU}/manualUpdate`,
    area: 'inventory',
    summary:
      "Sets listings' reported platform stock by hand (items: id with fulfillable, inbound, reserved, unfulfillable; or one id with its figures), with a required reason; each correction is kept in the listing's history with who made it",
    access: { permission: platformSaleSku.permissions.edit },
    output: platformQuantitiesSetAnswer,
    input: { params: manualBody, labels: LABELS },
    example: {
      items: [{ id: '1000000000000005601', fulfillable: 20, reserved: 2 }],
      reason: 'Checked in Seller Central',
    },
    handler: async (c, { params }) => {
      const { reason, items, id, fulfillable, inbound, reserved, unfulfillable } = params
      const given: ManualItem[] = items ?? (id ? [{ id, fulfillable, inbound, reserved, unfulfillable }] : [])
      if (!given.length) {
        const field = LABELS.items?.[c.var.lang] ?? 'items'
        throw validationError([{ field: 'items', message: translate('fieldRequired', c.var.lang, { field }) }])
      }
      const answer = await c.var.db.begin((tx) => manualUpdatePlatformStock(tx, actorOf(c), given, reason))
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${REPORT}/importFile`,
    area: 'inventory',
    summary:
      'Imports a marketplace stock report (xlsx/csv: shop code or name, seller SKU, ASIN, FNSKU, channel, fulfillable, inbound, reserved, unfulfillable, report date) as report lines: every row is checked first and nothing is written unless all are valid, errors naming each row and field',
    access: { permission: platformInventory.permissions.add },
    output: platformReportImportAnswer,
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const answer = await c.var.db.begin((tx) => importPlatformReport(tx, actorOf(c), sheet))
      return ok(c, answer, 'importDone')
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${REPORT}/syncToSysInventory`,
    area: 'inventory',
    summary:
      "Applies each listing's latest report line (of the shops in shopIds, or the lines in ids) to its platform listing stock, creating or updating it, in one transaction; answers {inserted, updated, unchanged}",
    access: { permission: platformInventory.permissions.edit },
    output: platformSyncAnswer,
    input: { params: syncBody, labels: LABELS },
    example: { shopIds: '1000000000000004101' },
    handler: async (c, { params }) => {
      const counts = await c.var.db.begin((tx) => syncPlatformReport(tx, actorOf(c), params))
      return ok(c, counts)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${SYS}/list`,
    area: 'inventory',
    summary:
      'Platform stock per system SKU: listings converted through their sales SKU mapping (a two-pack counts two units) and summed over shops (shopId narrows, sysSku filters), beside the warehouse on hand and available; paged',
    access: { permission: platformSaleSku.permissions.view },
    output: sysPlatformInventoryAnswer,
    readOnly: true,
    input: { params: sysQuery, labels: LABELS },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => sysPlatformInventoryPage(tx, params))),
  }),
  defineCall({
    method: 'GET',
    path: `${SYS}/export`,
    raw: true,
    area: 'inventory',
    summary: 'Platform stock per system SKU, as the list answers it, as a spreadsheet (sysSku, shopId filter)',
    access: { permission: platformSaleSku.permissions.view },
    readOnly: true,
    input: { query: z.object(sysFilters), labels: LABELS },
    handler: async (c, { query }) => {
      async function* batches() {
        for (let current = 1; ; current++) {
          const page = await c.var.db.begin((tx) =>
            sysPlatformInventoryPage(tx, { ...query, current, size: MAX_PAGE_SIZE }),
          )
          if (page.records.length) yield page.records
          if (current >= page.pages) return
        }
      }
      return sheetResponse(c, 'sys-platform-inventory', 'xlsx', sysColumns(c.var.lang), batches())
    },
  }),
]
