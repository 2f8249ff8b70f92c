import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import {
  PLATFORM_QUANTITY_KEYS,
  platformInventory,
  platformSaleSku,
  platformSaleSkuLog,
} from '#sync/resources/inventory/platform-inventory.resource.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { insertRecords, transactionTime, updateRecords, upsertRecords } from '../platform/records/records.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'

/**
 * A marketplace report is the system's word on its listings: the rows it names are written whoever
 * imports it, as the report's rows were matched to the tenant's listings (see SetWriteOptions).
 */
const SYNCED = { scopeChecked: true }

/**
 * Platform inventory (issue 10): what each shop's listings hold at the marketplace. Stock reports
 * are imported as lines (all rows or none), each listing's latest line is synced onto its
 * erp/platformsalesku row, figures are corrected by hand with a reason, and every change of a
 * listing's figures is kept in erp/platformsaleskulog. None of this moves warehouse stock.
 */

/** Where a listing's figures came from (dictionary platform_stock_source). */
export const PLATFORM_STOCK_SOURCE = { entered: 1, synced: 2, manual: 3 } as const

/** The fulfilment channel a report line without one is taken to be: the marketplace's own warehouses. */
const DEFAULT_CHANNEL = 2
const IMPORT_MAX_ROWS = 5000
const MAX_LISTED_ERRORS = 200
const MAX_UNITS = 99_999_999

type Quantities = Record<(typeof PLATFORM_QUANTITY_KEYS)[number], number>
type QuantityKey = keyof Quantities

const quantitiesOf = (row: Row): Quantities =>
  Object.fromEntries(PLATFORM_QUANTITY_KEYS.map((k) => [k, Number(row[k] ?? 0)])) as Quantities
const sameQuantities = (a: Quantities, b: Quantities) => PLATFORM_QUANTITY_KEYS.every((k) => a[k] === b[k])

/** One change of a listing's figures, as the history keeps it. */
export type PlatformStockChange = {
  platformSaleSkuId: string
  saleSku: string | null
  source: number
  reason: string | null
  before: Quantities | null
  after: Quantities
}

/** Appends changes of listings' figures to their history, in the caller's transaction. */
export async function recordPlatformStockChanges(
  tx: Queryable,
  actor: Actor,
  changes: readonly PlatformStockChange[],
): Promise<void> {
  if (!changes.length) return
  await insertRecords(
    tx,
    platformSaleSkuLog,
    changes.map((c) => ({
      platformSaleSkuId: c.platformSaleSkuId,
      saleSku: c.saleSku,
      source: c.source,
      reason: c.reason,
      fulfillableBefore: c.before?.fulfillable ?? null,
      fulfillable: c.after.fulfillable,
      inboundBefore: c.before?.inbound ?? null,
      inbound: c.after.inbound,
      reservedBefore: c.before?.reserved ?? null,
      reserved: c.after.reserved,
      unfulfillableBefore: c.before?.unfulfillable ?? null,
      unfulfillable: c.after.unfulfillable,
    })),
    actor,
  )
}

/** The history of a listing kept on a change through the generic saves (entered by hand). */
export function enteredChange(id: string, stored: Row, existing: Row | undefined): PlatformStockChange | undefined {
  const after = quantitiesOf(stored)
  const before = existing ? quantitiesOf(existing) : null
  if (before && sameQuantities(before, after)) return undefined
  return {
    platformSaleSkuId: id,
    saleSku: (stored.saleSku as string | null) ?? null,
    source: PLATFORM_STOCK_SOURCE.entered,
    reason: null,
    before,
    after,
  }
}

// ---------------------------------------------------------------------------------- import

/** The columns a stock report is read by: each language's label, the key, and the marketplace's own names. */
const IMPORT_COLUMNS: { key: string; field: Field; required: boolean; aliases: string[] }[] = [
  { key: 'shop', field: baseShop.fields.shopCode, required: true, aliases: ['shop', 'shopName', '店铺', '店铺名称'] },
  {
    key: 'saleSku',
    field: platformInventory.fields.saleSku,
    required: true,
    aliases: ['sku', 'seller-sku', '销售SKU'],
  },
  { key: 'asin', field: platformInventory.fields.asin, required: false, aliases: [] },
  { key: 'fnsku', field: platformInventory.fields.fnsku, required: false, aliases: [] },
  {
    key: 'fulfilmentChannel',
    field: platformInventory.fields.fulfilmentChannel,
    required: false,
    aliases: ['channel', 'fulfillment-channel'],
  },
  {
    key: 'fulfillable',
    field: platformInventory.fields.fulfillable,
    required: true,
    aliases: ['afn-fulfillable-quantity', 'quantity', 'available'],
  },
  {
    key: 'inbound',
    field: platformInventory.fields.inbound,
    required: false,
    aliases: ['afn-inbound-working-quantity', 'afn-inbound-quantity'],
  },
  { key: 'reserved', field: platformInventory.fields.reserved, required: false, aliases: ['afn-reserved-quantity'] },
  {
    key: 'unfulfillable',
    field: platformInventory.fields.unfulfillable,
    required: false,
    aliases: ['afn-unsellable-quantity', 'afn-unfulfillable-quantity'],
  },
  {
    key: 'reportDate',
    field: platformInventory.fields.reportDate,
    required: false,
    aliases: ['date', 'snapshot-date'],
  },
]

const norm = (s: string) => s.trim().toLowerCase()

function headerIndex(header: string[], lang: Language): Map<string, number> {
  const index = new Map<string, number>()
  for (const col of IMPORT_COLUMNS) {
    const names = [col.key, ...LANGUAGES.map((l) => col.field.label[l]), ...col.aliases].map(norm)
    const at = header.findIndex((h) => names.includes(norm(h)))
    if (at >= 0) index.set(col.key, at)
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !index.has(c.key)).map((c) => c.field.label[lang])
  if (missing.length)
    throw new AppError('VALIDATION', 'inventory.platformImportColumnsMissing', { columns: missing.join(', ') })
  return index
}

/** A channel as a report writes it: the dictionary key, a label in any language, or FBA / FBM. */
function channelOf(cell: string): number | undefined {
  if (cell === '') return DEFAULT_CHANNEL
  const text = norm(cell)
  if (/\bfba\b|^afn$|amazon/.test(text)) return 2
  if (/\bfbm\b|^mfn$|merchant/.test(text)) return 1
  const entry = findDictionary('ship_type').entries.find(
    (e) => e.key === cell || LANGUAGES.some((l) => norm(e.label[l]) === text),
  )
  return entry ? Number(entry.key) : undefined
}

/** A date cell: yyyy-MM-dd (or with slashes), a real calendar day. */
function dateOf(cell: string): string | undefined {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]00:00(?::00)?)?$/.exec(cell)
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const day = new Date(Date.UTC(y, mo - 1, d))
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

type ReportLine = {
  shopId: string
  saleSkuId: string
  saleSku: string
  asin: string | null
  fnsku: string | null
  fulfilmentChannel: number
} & Quantities & { reportDate: string | null }

/**
 * Imports a marketplace stock report (rows of a spreadsheet, header first) as report lines: every row
 * is checked first (a shop by code or name, a sales SKU of that shop, the channel, whole quantities,
 * the date), and nothing is written unless every row is valid; the errors name each row and field.
 * Answers the lines written and their import batch.
 */
export async function importPlatformReport(
  tx: Queryable,
  actor: Actor,
  sheet: string[][],
): Promise<{ count: number; batchNo: string }> {
  const { lang } = actor
  const [header = [], ...body] = sheet
  const index = headerIndex(header, lang)
  const rows = body.map((cells, i) => ({ number: i + 2, cells })).filter((r) => r.cells.some((v) => v !== ''))
  if (!rows.length) throw new AppError('VALIDATION', 'importEmpty')
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_MAX_ROWS })
  const cell = (cells: string[], key: string) => {
    const at = index.get(key)
    return at === undefined ? '' : (cells[at] ?? '').trim()
  }

  const shopNames = [...new Set(rows.map((r) => cell(r.cells, 'shop')).filter(Boolean))]
  const shops = await tx.query<{ id: string; shopCode: string; shopName: string }>(
    `SELECT id::text, shop_code, shop_name FROM erp_base_shop
      WHERE is_deleted = 0 AND (shop_code = ANY($1::text[]) OR shop_name = ANY($1::text[]))`,
    [shopNames],
  )
  const shopOf = new Map<string, string>()
  for (const s of shops) shopOf.set(s.shopName, s.id)
  for (const s of shops) shopOf.set(s.shopCode, s.id) // a code wins over another shop's name
  const skus = await tx.query<{ id: string; shopId: string; saleSku: string }>(
    `SELECT id::text, shop_id::text, sale_sku FROM erp_base_sale_sku
      WHERE is_deleted = 0 AND shop_id = ANY($1::bigint[]) AND sale_sku = ANY($2::text[])`,
    [[...new Set(shopOf.values())], [...new Set(rows.map((r) => cell(r.cells, 'saleSku')).filter(Boolean))]],
  )
  const skuOf = new Map(skus.map((s) => [`${s.shopId}\u0000${s.saleSku}`, s.id]))
  const [today] = await tx.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)

  const labels = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.field.label[lang]]))
  const problems: FieldProblem[] = []
  const report = (row: number, field: string, message: string) =>
    problems.push({ field: `${row}.${field}`, message: translate('importRow', lang, { row, message }) })
  const seen = new Map<string, number>()
  const lines: ReportLine[] = []
  for (const { number, cells } of rows) {
    if (problems.length >= MAX_LISTED_ERRORS) break
    const shop = cell(cells, 'shop')
    const saleSku = cell(cells, 'saleSku')
    const shopId = shopOf.get(shop)
    let ok = true
    const fail = (field: string, message: string) => {
      ok = false
      report(number, field, message)
    }
    if (!shop) fail('shop', translate('fieldRequired', lang, { field: labels.shop }))
    else if (!shopId)
      fail('shop', translate('inventory.platformImportUnknownShop', lang, { field: labels.shop, value: shop }))
    if (!saleSku) fail('saleSku', translate('fieldRequired', lang, { field: labels.saleSku }))
    else if (saleSku.length > 100) fail('saleSku', translate('fieldTooLong', lang, { field: labels.saleSku, max: 100 }))
    const saleSkuId = shopId && saleSku ? skuOf.get(`${shopId}\u0000${saleSku}`) : undefined
    if (shopId && saleSku && !saleSkuId) {
      fail('saleSku', translate('inventory.platformImportUnknownSku', lang, { shop, value: saleSku }))
    }
    const codes: Record<'asin' | 'fnsku', string | null> = { asin: null, fnsku: null }
    for (const key of ['asin', 'fnsku'] as const) {
      const v = cell(cells, key)
      if (v && !/^[A-Za-z0-9-]{1,32}$/.test(v)) fail(key, translate('fieldFormat', lang, { field: labels[key] }))
      codes[key] = v || null
    }
    const channel = channelOf(cell(cells, 'fulfilmentChannel'))
    if (channel === undefined) {
      const options = findDictionary('ship_type')
        .entries.map((e) => e.label[lang])
        .join(', ')
      fail('fulfilmentChannel', translate('fieldOneOf', lang, { field: labels.fulfilmentChannel, options }))
    }
    const quantities = {} as Quantities
    for (const key of PLATFORM_QUANTITY_KEYS) {
      const v = cell(cells, key)
      if (v === '' && key !== 'fulfillable') quantities[key] = 0
      else if (v === '') fail(key, translate('fieldRequired', lang, { field: labels[key] }))
      else if (!/^\d{1,9}$/.test(v)) {
        fail(key, translate('fieldType', lang, { field: labels[key], expected: translate('typeInteger', lang) }))
      } else if (Number(v) > MAX_UNITS)
        fail(key, translate('fieldTooBig', lang, { field: labels[key], max: MAX_UNITS }))
      else quantities[key] = Number(v)
    }
    const dateCell = cell(cells, 'reportDate')
    const reportDate = dateCell === '' ? (today?.day ?? null) : dateOf(dateCell)
    if (reportDate === undefined) {
      fail(
        'reportDate',
        translate('fieldType', lang, { field: labels.reportDate, expected: translate('typeDate', lang) }),
      )
    }
    if (!ok || !shopId || !saleSkuId || channel === undefined || reportDate === undefined) continue
    const key = [shopId, saleSkuId, channel, reportDate].join('\u0000')
    const first = seen.get(key)
    if (first !== undefined) {
      report(number, 'saleSku', translate('inventory.platformImportDuplicate', lang, { first }))
      continue
    }
    seen.set(key, number)
    lines.push({ shopId, saleSkuId, saleSku, ...codes, fulfilmentChannel: channel, ...quantities, reportDate })
  }
  if (problems.length) {
    const listed = problems.slice(0, MAX_LISTED_ERRORS)
    const count = new Set(listed.map((p) => p.field.split('.')[0])).size
    const details = listed
      .slice(0, 5)
      .map((p) => p.message)
      .join('; ')
    throw new AppError('VALIDATION', 'importRowErrors', { count, details }, listed)
  }

  const batchNo = `PI${nextId()}`
  // Past one statement's parameters the record layer writes the lines in chunks.
  await insertRecords(
    tx,
    platformInventory,
    lines.map((l) => ({ ...l, batchNo })),
    actor,
  )
  return { count: lines.length, batchNo }
}

// ------------------------------------------------------------------------------------ sync

/** What a sync did: listings made, listings whose figures changed, and lines that changed nothing. */
export type SyncCounts = { inserted: number; updated: number; unchanged: number }

/**
 * Applies the latest report line of each listing (shop, sales SKU, channel) among the chosen shops'
 * lines or the chosen lines to its erp/platformsalesku row: a listing without a row gets one, a row
 * whose figures differ takes the line's (source "synced", the line's date as the time of the
 * figures), and a row whose figures are newer than the line (a later report or a correction by
 * hand) is left as it is. Rows are taken in key order, so concurrent syncs queue; lines applied are
 * marked synced, changes are kept in the history; all in the caller's transaction.
 */
export async function syncPlatformReport(
  tx: Queryable,
  actor: Actor,
  scope: { shopIds?: readonly string[]; ids?: readonly string[] },
): Promise<SyncCounts> {
  const shopIds = scope.shopIds ?? []
  const ids = scope.ids ?? []
  if (!shopIds.length && !ids.length) throw new AppError('VALIDATION', 'inventory.platformSyncScope')
  const lines = await tx.query<Row>(
    `SELECT DISTINCT ON (shop_id, sale_sku_id, fulfilment_channel)
            id::text, shop_id::text, sale_sku_id::text, fulfilment_channel, fulfillable, inbound, reserved, unfulfillable,
            to_char(report_date, 'YYYY-MM-DD') || ' 00:00:00' AS reported_at
       FROM erp_platform_inventory
      WHERE is_deleted = 0 AND (shop_id = ANY($1::bigint[]) OR id = ANY($2::bigint[]))
      ORDER BY shop_id, sale_sku_id, fulfilment_channel, report_date DESC, id DESC`,
    [shopIds, ids],
  )
  // Sorted by the listing's key, the order every sync takes the rows in.
  lines.sort(
    (a, b) =>
      String(a.saleSkuId).localeCompare(String(b.saleSkuId)) ||
      Number(a.fulfilmentChannel) - Number(b.fulfilmentChannel),
  )
  const counts: SyncCounts = { inserted: 0, updated: 0, unchanged: 0 }
  const changes: PlatformStockChange[] = []
  for (const line of lines) {
    const after = quantitiesOf(line)
    const [skuRow] = await tx.query<{ saleSku: string; shopId: string }>(
      `SELECT sale_sku, shop_id::text FROM erp_base_sale_sku WHERE id = $1 AND is_deleted = 0`,
      [line.saleSkuId],
    )
    // A sales SKU removed (or moved to another shop) since the import has no listing to update.
    if (!skuRow || skuRow.shopId !== line.shopId) {
      counts.unchanged++
      continue
    }
    // Made once per SKU and channel: a concurrent sync that made it first leaves this line to update it.
    const made = await upsertRecords(
      tx,
      platformSaleSku,
      [
        {
          shopId: line.shopId,
          saleSkuId: line.saleSkuId,
          saleSku: skuRow.saleSku,
          fulfilmentChannel: line.fulfilmentChannel,
          ...after,
          reportedAt: line.reportedAt,
          source: PLATFORM_STOCK_SOURCE.synced,
        },
      ],
      actor,
      { key: 'saleSkuId' },
    )
    if (made[0]) {
      counts.inserted++
      changes.push({
        platformSaleSkuId: made[0].id,
        saleSku: skuRow.saleSku,
        source: PLATFORM_STOCK_SOURCE.synced,
        reason: null,
        before: null,
        after,
      })
    } else {
      const [row] = await tx.query<Row>(
        `SELECT id::text, fulfillable, inbound, reserved, unfulfillable,
                reported_at IS NOT NULL AND reported_at > $3::timestamp AS is_newer
           FROM erp_platform_sale_sku
          WHERE sale_sku_id = $1 AND fulfilment_channel = $2 AND is_deleted = 0 FOR UPDATE`,
        [line.saleSkuId, line.fulfilmentChannel, line.reportedAt],
      )
      if (!row) throw new AppError('CONFLICT', 'staleVersion')
      const before = quantitiesOf(row)
      if (row.isNewer || sameQuantities(before, after)) {
        counts.unchanged++
      } else {
        const synced = { ...after, reportedAt: line.reportedAt, source: PLATFORM_STOCK_SOURCE.synced }
        await updateRecords(
          tx,
          platformSaleSku,
          [String(row.id)],
          { ...synced, saleSku: skuRow.saleSku },
          actor,
          SYNCED,
        )
        counts.updated++
        changes.push({
          platformSaleSkuId: String(row.id),
          saleSku: skuRow.saleSku,
          source: PLATFORM_STOCK_SOURCE.synced,
          reason: null,
          before,
          after,
        })
      }
    }
  }
  if (lines.length) {
    const syncTime = await transactionTime(tx)
    await updateRecords(
      tx,
      platformInventory,
      lines.map((l) => String(l.id)),
      { syncTime },
      actor,
      SYNCED,
    )
  }
  await recordPlatformStockChanges(tx, actor, changes)
  return counts
}

// --------------------------------------------------------------------------- manual update

/** A correction by hand: the listing and the figures to set (those not given stay). */
export type ManualItem = { id: string } & Partial<Quantities>

/**
 * Sets the reported figures of listings by hand, with a reason: each listing is locked in id order,
 * the figures given replace its own (source "manual", taken now), and every correction, even one
 * that confirms the figures, is kept in the history with its reason and who made it.
 */
export async function manualUpdatePlatformStock(
  tx: Queryable,
  actor: Actor,
  items: readonly ManualItem[],
  reason: string,
): Promise<{ updated: number; unchanged: number }> {
  const { lang } = actor
  items.forEach((item, i) => {
    if (!PLATFORM_QUANTITY_KEYS.some((k) => item[k] !== undefined)) {
      throw validationError([{ field: `items.${i}`, message: translate('inventory.platformQuantityRequired', lang) }])
    }
  })
  const byId = new Map(items.map((item) => [item.id, item]))
  await assertInScope(tx, actor, platformSaleSku, [...byId.keys()])
  const rows = await tx.query<Row>(
    `SELECT id::text, sale_sku, fulfillable, inbound, reserved, unfulfillable FROM erp_platform_sale_sku
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [[...byId.keys()]],
  )
  const found = new Set(rows.map((r) => String(r.id)))
  const missing = [...byId.keys()].filter((id) => !found.has(id))
  if (missing.length) {
    const label = platformSaleSku.label[lang]
    throw validationError(
      missing.map((id) => ({ field: 'items', message: `${label} ${id}: ${translate('recordNotFound', lang)}` })),
    )
  }
  const changes: PlatformStockChange[] = []
  let updated = 0
  for (const row of rows) {
    const item = byId.get(String(row.id)) as ManualItem
    const before = quantitiesOf(row)
    const after = { ...before }
    for (const k of PLATFORM_QUANTITY_KEYS) if (item[k] !== undefined) after[k] = item[k] as number
    if (!sameQuantities(before, after)) updated++
    const set = { ...after, reportedAt: await transactionTime(tx), source: PLATFORM_STOCK_SOURCE.manual }
    // The listings were checked in the actor's data scope above.
    await updateRecords(tx, platformSaleSku, [String(row.id)], set, actor, { scopeChecked: true })
    changes.push({
      platformSaleSkuId: String(row.id),
      saleSku: (row.saleSku as string | null) ?? null,
      source: PLATFORM_STOCK_SOURCE.manual,
      reason,
      before,
      after,
    })
  }
  await recordPlatformStockChanges(tx, actor, changes)
  return { updated, unchanged: rows.length - updated }
}

// ---------------------------------------------------------------------- system SKU totals

/** Filters of the platform stock per system SKU. */
export type SysPlatformQuery = { current: number; size: number; sysSku?: string; shopId?: string }

const unitsSum = (k: QuantityKey) => `sum(ps.${k}::bigint * a.quantity)::bigint AS ${k}`

/**
 * Platform stock per system SKU: each listing's figures converted through its sales SKU's mapping
 * (a listing of a two-pack counts two units of the system SKU per listed unit) and summed over the
 * shops (or one), beside the SKU's warehouse stock (on hand and available over every warehouse).
 * Only system SKUs some listing maps to appear; listings without a mapping count nowhere.
 */
export async function sysPlatformInventoryPage(tx: Queryable, q: SysPlatformQuery) {
  const params: unknown[] = []
  const listingWhere = ['ps.is_deleted = 0']
  if (q.shopId) listingWhere.push(`ps.shop_id = $${params.push(q.shopId)}`)
  const productWhere = ['p.is_deleted = 0']
  if (q.sysSku) productWhere.push(`p.sys_sku ILIKE $${params.push(`%${q.sysSku.replace(/[\\%_]/g, '\\$&')}%`)}`)
  const platform = `SELECT a.product_id, ${PLATFORM_QUANTITY_KEYS.map(unitsSum).join(', ')},
                           count(DISTINCT ps.shop_id)::int AS shop_count, count(*)::int AS listing_count
                      FROM erp_platform_sale_sku ps
                      JOIN erp_base_sale_sku_associated a
                        ON a.sale_sku_id = ps.sale_sku_id AND a.tenant_id = ps.tenant_id AND a.is_deleted = 0
                     WHERE ${listingWhere.join(' AND ')}
                     GROUP BY a.product_id`
  const from = `(${platform}) pl JOIN erp_base_product p ON p.id = pl.product_id`
  const where = productWhere.join(' AND ')
  const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, params)
  const records = await tx.query<Row>(
    `SELECT p.id::text AS product_id, p.sys_sku, p.name AS product_name,
            ${PLATFORM_QUANTITY_KEYS.map((k) => `pl.${k}`).join(', ')},
            (${PLATFORM_QUANTITY_KEYS.map((k) => `pl.${k}`).join(' + ')})::bigint AS platform_total,
            pl.shop_count, pl.listing_count,
            coalesce(w.on_hand, 0)::bigint AS warehouse_on_hand, coalesce(w.available, 0)::bigint AS warehouse_available
       FROM ${from}
       LEFT JOIN LATERAL (
              SELECT sum(b.on_hand) AS on_hand, sum(b.available) AS available FROM erp_store_product_inventory b
               WHERE b.product_id = p.id AND b.tenant_id = p.tenant_id AND b.is_deleted = 0) w ON true
      WHERE ${where}
      ORDER BY p.sys_sku, p.id
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const numeric = [...PLATFORM_QUANTITY_KEYS, 'platformTotal', 'warehouseOnHand', 'warehouseAvailable']
  for (const r of records) for (const k of numeric) r[k] = Number(r[k])
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}
