import { BATCH_FILTER_MAX, type Page } from '#sync/http/envelope.ts'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { ORDER_TAB_OF_STATUS } from '#sync/resources/orders/order.actions.ts'
import { order, orderHistory } from '#sync/resources/orders/order.resource.ts'
import { orderHistoryStep } from '#sync/resources/orders/order-history-steps.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { ReadCache } from '../platform/db/read-cache.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { decorateRecords } from '../platform/records/records.ts'
import { dataScopeCondition } from '../platform/resources/data-scope.ts'
import { buildListQuery, type ListQuery, unmatchedBatchValues } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { readRecord, selectColumns } from '../platform/resources/record-store.ts'
import { orderLabelsOf } from './order-labels.ts'
import { orderReservations } from './order-stock.ts'
import { orderBookingsOf, orderTracksOf } from './order-tracking.ts'

/** The order page's SKU filters: orders having a line whose sales SKU or system SKU matches (exactly or contained). */
const SKU_FILTERS = { sku_in: 'exact', sku_likeany: 'contains', sku: 'contains' } as const
const SKU_LABEL = { zh: 'SKU', en: 'SKU', ja: 'SKU' }
const isStatusKey = (key: string) => key === 'status' || key.startsWith('status_')

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * Batch values may come one per line (pasted from a sheet) as well as comma-separated; the list
 * query splits on commas.
 */
function normalised(query: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) {
    // A country is a two-letter code: its filter is exact (an index and the counter serve it), not "contains".
    if (k === 'addressCountryCode') out.addressCountryCode_equal = v.trim().toUpperCase()
    else out[k] = /_(in|likeany)$/.test(k) ? v.replace(/[\r\n]+/g, ',') : v
  }
  return out
}

/** The filters the per-status counter (migration 0030) is kept by, compared exactly (equal or one of). */
const COUNTER_FILTERS = new Set(['shopId', 'platformId', 'storeId', 'addressCountryCode', 'orderType', 'isFba'])
const PAGING = new Set(['current', 'size', 'ascs', 'descs'])

/** Whether the counter can answer counts under these filters (status aside): only its own columns, exactly. */
function counterServes(query: Record<string, string>): boolean {
  return Object.entries(query).every(([key, value]) => {
    if (value === '' || PAGING.has(key) || isStatusKey(key)) return true
    const m = /^(\w+?)(_equal|_in)?$/.exec(key)
    return Boolean(m && COUNTER_FILTERS.has(m[1] as string))
  })
}

/** Most order lines an exact SKU filter lists the orders of by key (orderQuery's addSkuFilter). */
const SKU_LINES_LISTED_MAX = 20_000

/**
 * Adds the SKU filter: orders with a live line whose sales or system SKU is one of the values
 * (`sku_in`) or contains one (`sku_likeany`, `sku`). Exact values read the lines' SKU indexes:
 * up to SKU_LINES_LISTED_MAX lines (the planner's estimate) their orders are listed and read by
 * key, a thousand probes where a walk of a tab's index would pass tens of thousands of orders of
 * other SKUs; more lines (a best seller) are matched against the newest-first walk, which meets
 * them soon. Each value is also a condition of its own, so `unmatched` can name the values that
 * find nothing.
 */
async function addSkuFilter(tx: Queryable, q: ListQuery, query: Record<string, string>, actor: Actor) {
  let listed = false
  for (const [key, mode] of Object.entries(SKU_FILTERS)) {
    const raw = query[key]
    if (!raw) continue
    const values = [...new Set(raw.split(/[,\r\n]+/).map((v) => v.trim()))].filter(Boolean)
    if (values.length > BATCH_FILTER_MAX) {
      throw validationError([
        {
          field: key,
          message: translate('filterTooManyValues', actor.lang, {
            field: SKU_LABEL[actor.lang],
            max: BATCH_FILTER_MAX,
          }),
        },
      ])
    }
    for (const v of values) {
      if (v.length > 100) {
        throw validationError([
          { field: key, message: translate('fieldTooLong', actor.lang, { field: SKU_LABEL[actor.lang], max: 100 }) },
        ])
      }
    }
    if (!values.length) continue
    const line = `SELECT 1 FROM erp_order_item i WHERE i.order_id = erp_order.id AND i.is_deleted = 0`
    if (mode === 'exact') {
      q.params.push(values)
      const all = `$${q.params.length}::text[]`
      // In a tab, only the lines of that tab's orders (each line carries its order's status, migration 0036).
      const tab = tabOf(query)
      const tabParam = tab === undefined ? '' : `$${q.params.push(tab)}`
      const inTab = (p: string) => (tab === undefined ? '' : ` AND order_status = ${p}`)
      // Orders found from their lines (the lines' SKU indexes), never a probe of the lines per order;
      // each value's own condition (for `unmatched`) names its element of the one array parameter.
      const lines = (v: string, s = tabParam) =>
        `SELECT order_id FROM erp_order_item WHERE is_deleted = 0 AND seller_sku = ${v}${inTab(s)}
          UNION ALL SELECT order_id FROM erp_order_item WHERE is_deleted = 0 AND sys_sku = ${v}${inTab(s)}`
      const linesOf = (v: string) => `erp_order.id IN (${lines(v)})`
      const parts = values.map((_, k) => linesOf(`(${all})[${k + 1}]`))
      const planned = await skuLinesPlanned(tx, actor, [values, tab], lines('ANY($1::text[])', '$2'))
      const few = planned <= SKU_LINES_LISTED_MAX
      const at = q.where.length
      q.where.push(few ? `erp_order.id = ANY(ARRAY(${lines(`ANY(${all})`)}))` : linesOf(`ANY(${all})`))
      q.batches.push({ key, at, values, parts })
      listed ||= few
    } else {
      const parts = values.map((v) => {
        q.params.push(`%${escapeLike(v)}%`)
        const p = `$${q.params.length}`
        return `EXISTS (${line} AND (i.seller_sku ILIKE ${p} OR i.sys_sku ILIKE ${p}))`
      })
      const at = q.where.length
      q.where.push(`(${parts.join(' OR ')})`)
      if (key === 'sku_likeany') q.batches.push({ key, at, values, parts })
    }
  }
  return listed
}

/** An order list's WHERE; `listed`: an exact SKU filter names its orders by key (at most a few thousand). */
export type OrderQuery = ListQuery & { listed: boolean }

/** The WHERE of an order list: the declared filters, the SKU filters and the role's data scope. */
export async function orderQuery(tx: Queryable, actor: Actor, query: Record<string, string>): Promise<OrderQuery> {
  const clean = normalised(query)
  const q = buildListQuery(order, clean, actor.lang)
  const listed = await addSkuFilter(tx, q, clean, actor)
  const scope = await dataScopeCondition(tx, actor.session, order, q.params)
  if (scope) q.where.push(scope)
  return { ...q, listed }
}

/** Live orders per status (keys '1'…'10'); zero statuses are absent. */
export type StatusCounts = Record<string, number>

/**
 * How many live orders each status holds under the filters (any status filter ignored): from the
 * per-status counter (migration 0030: a sum over the tenant's combinations of shop, platform,
 * warehouse, country, type and FBA) when the filters are among those and the role sees every
 * order, else counted, which the page's indexes serve (index-only scans of (tenant, column,
 * status, id)).
 */
export async function countByStatus(tx: Queryable, actor: Actor, query: Record<string, string>): Promise<StatusCounts> {
  const rest = Object.fromEntries(Object.entries(normalised(query)).filter(([k]) => !isStatusKey(k)))
  const q = await orderQuery(tx, actor, { ...rest, current: '1', size: '1' })
  // The counter's columns are named as the order's, so the filters' conditions apply to it as they are.
  const fromCounter = counterServes(rest) && !q.batches.some((b) => !COUNTER_FILTERS.has(b.key.replace(/_in$/, '')))
  const scoped = q.where.length - 1 !== Object.entries(rest).filter(([k, v]) => v !== '' && !PAGING.has(k)).length
  const rows =
    fromCounter && !scoped
      ? await tx.query<{ status: number; n: string }>(
          `SELECT status, sum(n)::text AS n FROM erp_order_status_count
            WHERE tenant_id = $${q.params.length + 1} AND ${q.where.slice(1).concat('TRUE').join(' AND ')} GROUP BY status`,
          [...q.params, actor.session.tenantId],
        )
      : await tx.query<{ status: number; n: string }>(
          `SELECT status, count(*)::text AS n FROM erp_order WHERE ${q.where.join(' AND ')} GROUP BY status`,
          q.params,
        )
  const counts: StatusCounts = {}
  for (const r of rows) if (Number(r.n) !== 0) counts[String(r.status)] = Number(r.n)
  return counts
}

/** The orders of one status (a tab), or of all when none is named. */
const tabTotal = (counts: StatusCounts, status?: string) =>
  status ? (counts[status] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0)

/** The tabs' counts as stateOrderNum answers them: `all` and one number per tab key. */
export function tabCounts(counts: StatusCounts): Record<string, number> {
  const out: Record<string, number> = { all: tabTotal(counts) }
  for (const [status, tab] of Object.entries(ORDER_TAB_OF_STATUS)) out[tab] = counts[status] ?? 0
  return out
}

/** Whether the only status filter is a plain tab (`status`) or there is none (status_in ... are not). */
const plainTab = (query: Record<string, string>) =>
  Object.keys(query).every((k) => !isStatusKey(k) || k === 'status' || query[k] === '')

/** Whether the per-status counter gives a list's total: a plain tab (or none) under the counter's filters. */
const counterTotals = (query: Record<string, string>) => plainTab(query) && counterServes(query)

/**
 * The total of a filtered order list without counting a million rows: the counter's figure
 * (`counts`, asked beside the page's rows) when the only filter is the tab (or none), else the
 * capped count or estimate of page-total.ts.
 */
async function orderTotal(
  tx: Queryable,
  actor: Actor,
  query: Record<string, string>,
  q: ListQuery,
  read: { offset: number; rows: number; size: number; counts?: StatusCounts },
) {
  const lastPage = read.rows < read.size && (read.rows > 0 || read.offset === 0)
  const counts = read.counts
  if (counts && !lastPage) {
    return { total: tabTotal(counts, query.status), totalExact: true }
  }
  return pageTotal(tx, order.table, q.where.join(' AND '), q.params, { ...read, scope: actor.session.tenantId })
}

/** Most orders a date-filtered page sorts by id itself (order-read.ts orderPage). */
const DATE_SORT_MAX = 50_000

/**
 * The lines the planner expects an exact SKU filter to find (the statistics', kept a minute per tenant
 * and SKUs: they change only as PostgreSQL analyses the lines, and a search is often paged or repeated).
 */
const skuLineEstimates = new ReadCache<number>(60_000, { maxEntries: 2_000, tenantKeyed: true })
function skuLinesPlanned(tx: Queryable, actor: Actor, [values, tab]: [string[], number?], statement: string) {
  const key = `${actor.session.tenantId}|${tab ?? ''}|${[...values].sort().join('\n')}`
  return skuLineEstimates.get(key, () => plannedRows(tx, statement, tab === undefined ? [values] : [values, tab]))
}

/** The tab of a list asked for one plain status (`status`, checked by the list query), if it is. */
function tabOf(query: Record<string, string>): number | undefined {
  const status = query.status?.trim() ?? ''
  return /^\d{1,9}$/.test(status) && plainTab(query) ? Number(status) : undefined
}

/** The planner's estimate of the rows a statement answers (EXPLAIN reads statistics, not rows). */
async function plannedRows(tx: Queryable, statement: string, params: readonly unknown[]): Promise<number> {
  const [row] = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${statement}`, params)
  const raw = row ? Object.values(row)[0] : undefined
  const doc = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  const rows = Array.isArray(doc) ? (doc[0] as { Plan?: { 'Plan Rows'?: unknown } })?.Plan?.['Plan Rows'] : undefined
  return typeof rows === 'number' ? rows : Number.POSITIVE_INFINITY
}

/**
 * The names a page row shows (as `<link>Label`, which the order hooks' decorate copies to shopName ...),
 * joined to the page's rows: the planner memoizes each lookup, so thirty rows with a handful of shops
 * read each shop once (half the page statement's time, where a subquery per row and name read 150 keys).
 */
const PAGE_NAMES = {
  columns: `s.shop_name AS shop_id_label, p.name AS platform_id_label, st.name AS store_id_label,
            x.name AS transport_id_label, r.rule_name AS rule_id_label`,
  joins: `LEFT JOIN erp_base_shop s ON s.id = o.shop_id
          LEFT JOIN erp_base_platform p ON p.id = o.platform_id
          LEFT JOIN erp_base_store st ON st.id = o.store_id
          LEFT JOIN erp_base_transport x ON x.id = o.transport_id
          LEFT JOIN erp_base_order_rules r ON r.id = o.rule_id`,
}

/**
 * A BladeX page of orders with the contract's filters (tab, batch codes and SKUs, shop, warehouse,
 * country, dates ...), newest first, each with its shop, warehouse, transport and rule names and
 * its tab; `fixed` filters are the caller's (a B2B page, the discarded tab ...), not the request's.
 */
export async function orderPage(
  tx: Queryable,
  actor: Actor,
  query: Record<string, string>,
  fixed: Record<string, string> = {},
): Promise<Page<Row>> {
  const all = { ...query, ...fixed }
  const q = await orderQuery(tx, actor, all)
  const where = q.where.join(' AND ')
  const offset = (q.current - 1) * q.size
  // A creation-time range walks the creation-time index newest first and stops at the page, however
  // wide or old the range: ids are minted as orders are created, so that is the order by id.
  const filtered = (field: string) => Object.keys(all).some((k) => k.startsWith(`${field}_`) && all[k] !== '')
  const byCreated = q.orderBy === 'id DESC' && filtered('createTime')
  // An order-time range (the marketplace's time, not the id's) is matched in its index and its ids
  // sorted: walking the newest-first index instead, the planner would skip every order outside the
  // range row by row. Only for ranges of up to DATE_SORT_MAX orders (the planner's estimate), which
  // sort in a few milliseconds; a wider range is dense enough that the newest-first walk meets it soon.
  const sortIds =
    !byCreated &&
    q.orderBy === 'id DESC' &&
    filtered('orderTime') &&
    (await plannedRows(tx, `SELECT id FROM erp_order WHERE ${where}`, q.params)) <= DATE_SORT_MAX
  const orderBy = byCreated ? 'create_time DESC, id DESC' : sortIds ? 'id + 0 DESC' : q.orderBy
  // The counter's figures go out with the page's statement (one packet, no wait between them);
  // always awaited, so nothing of the transaction is still to be sent when it ends.
  const counting = counterTotals(all) ? countByStatus(tx, actor, all) : undefined
  counting?.catch(() => {})
  // The page's rows are found first (filters, order and limit on erp_order alone, so the planner
  // reads them off one index), then named: the joins see only those thirty rows.
  // Orders named by key (an exact SKU's, a few thousand at most) are counted as the page is cut from
  // them (a window over the matches), where a count of its own would find them all a second time.
  const countHere = q.listed && !counting
  const records = await tx.query(
    `SELECT ${selectColumns(order, 'o')}, ${PAGE_NAMES.columns}${countHere ? ', pg.matched' : ''}
       FROM erp_order o ${PAGE_NAMES.joins}
       JOIN (SELECT id${countHere ? ', count(*) OVER () AS matched' : ''} FROM erp_order WHERE ${where}
              ORDER BY ${orderBy} LIMIT ${q.size} OFFSET ${offset}) pg ON pg.id = o.id
      ORDER BY ${byCreated ? 'o.create_time DESC, o.id DESC' : q.orderBy}`,
    q.params,
  )
  // A page past the last match has no row to carry the count: the total is then found as without it.
  const matched = countHere && records[0] ? Number(records[0].matched) : undefined
  if (countHere) for (const r of records) delete r.matched
  const read = { offset, rows: records.length, size: q.size, counts: await counting }
  const { total, totalExact } =
    matched === undefined ? await orderTotal(tx, actor, all, q, read) : { total: matched, totalExact: true }
  await decorateRecords(tx, order, actor, records)
  // A value the tab filtered out is in another tab, not missing: it is looked for across the tabs.
  const { status: tab, ...everyTab } = query
  const acrossTabs =
    q.batches.length && tab && !fixed.status ? await orderQuery(tx, actor, { ...everyTab, ...fixed }) : q
  const unmatched = await unmatchedBatchValues(tx, order.table, acrossTabs, records.length > 0)
  return {
    records,
    total,
    totalExact,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
    ...(unmatched ? { unmatched } : {}),
  }
}

/** How many orders the filters find, the status filter included, exactly (orderNum). */
export async function countOrders(tx: Queryable, actor: Actor, query: Record<string, string>): Promise<number> {
  // Checked whole first (a bad status is a 400); other status filters (status_in ...) are counted
  // as they are, a plain tab is read off the per-status counts.
  const q = await orderQuery(tx, actor, { ...query, current: '1', size: '1' })
  if (!plainTab(query)) {
    const [row] = await tx.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM erp_order WHERE ${q.where.join(' AND ')}`,
      q.params,
    )
    return Number(row?.n ?? 0)
  }
  const counts = await countByStatus(tx, actor, query)
  return tabTotal(counts, query.status)
}

/** An order's history, newest first, with who did each step and the step in the reader's words. */
export async function historyOf(tx: Queryable, where: { orderId?: string; code?: string }, lang: Language) {
  const [column, value] = where.orderId ? ['order_id', where.orderId] : ['order_code', where.code]
  const rows = await tx.query<Row>(
    `SELECT h.id::text, h.order_id::text, h.order_code, h.action, h.content, h.from_status, h.to_status,
            h.create_user::text, left(h.create_time::text, 19) AS create_time, u.real_name AS create_user_name
       FROM ${orderHistory.table} h
       LEFT JOIN blade_user u ON u.id = h.create_user AND u.tenant_id = h.tenant_id
      WHERE h.${column} = $1 AND h.is_deleted = 0 ORDER BY h.id DESC LIMIT 1000`,
    [value],
  )
  return rows.map((h) => ({ ...h, actionLabel: orderHistoryStep(String(h.action), lang) }))
}

/** The id of a live order named by id or code, or a 404 naming it. */
export async function findOrderId(tx: Queryable, by: { id?: string; code?: string }): Promise<string> {
  const rows = by.id
    ? await tx.query<{ id: string }>(`SELECT id::text FROM erp_order WHERE id = $1 AND is_deleted = 0`, [by.id])
    : await tx.query<{ id: string }>(`SELECT id::text FROM erp_order WHERE code = $1 AND is_deleted = 0`, [by.code])
  const found = rows[0]
  if (!found) throw new AppError('NOT_FOUND', 'orders.notFound', { code: by.code ?? by.id ?? '' })
  return found.id
}

/**
 * One order as its detail shows it: the record with its lines, names and tab, its history (newest
 * first, with who), what it holds in the warehouse (reservations with position codes), the rule
 * that routed it and why, its carrier tracks with their events, and its labels.
 */
export async function orderDetail(tx: Queryable, actor: Actor, id: string): Promise<Row> {
  const record = (await readRecord(tx, order, id)) as Row
  const held = await orderReservations(tx, id)
  const positions = held.length
    ? await tx.query<{ id: string; code: string }>(
        `SELECT id::text, code FROM ware_base_store_position WHERE id = ANY($1::bigint[])`,
        [[...new Set(held.map((r) => r.positionId))]],
      )
    : []
  record.history = await historyOf(tx, { orderId: id }, actor.lang)
  record.reservations = held.map((r) => ({
    ...r,
    positionCode: positions.find((p) => p.id === r.positionId)?.code ?? null,
  }))
  record.rule = record.ruleId ? { id: record.ruleId, ruleName: record.ruleIdLabel ?? null } : null
  record.tracks = await orderTracksOf(tx, id)
  record.labels = await orderLabelsOf(tx, id)
  record.bookings = await orderBookingsOf(tx, id)
  await decorateRecords(tx, order, actor, [record])
  return record
}
