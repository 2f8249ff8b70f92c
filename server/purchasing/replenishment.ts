import type { z } from 'zod'
import { compareDecimal, divideDecimal, multiplyDecimal } from '#sync/money/round-money.ts'
import type {
  attentionBody,
  configBody,
  REPLENISHMENT_SORTS,
  replenishmentQuery,
  toPurchaseBody,
  trendQuery,
} from '#sync/resources/purchasing/replenishment.contracts.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db, Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { createDraftPurchase } from './purchase.ts'

/**
 * Replenishment (补货, spec 1 §9): per SKU and warehouse, the 7/15/30/60/90-day daily sales, the
 * dynamic daily sales (40/30/30), stockout days, the suggested quantity and the turnover, each
 * answered with its formula and inputs. The figures themselves are worked out by the row's trigger
 * (migration 0046) as sales ship and stock moves; a page reads them by index.
 *
 * Rounding: averages and daily sales to 2 decimals (half up), cover and stockout days to 2
 * decimals, suggested and purchase quantities up to whole units, turnover to 2 decimals (half up).
 */

type Query = z.output<typeof replenishmentQuery>
type Sort = (typeof REPLENISHMENT_SORTS)[number]

const SORT_COLUMNS: Record<Sort, string> = {
  dailySales: 's.daily_sales',
  stockoutDays: 's.stockout_days',
  suggested: 's.suggested',
  available: 's.available',
  onHand: 's.on_hand',
  coverDays: 's.cover_days',
  sold7: 's.sold7',
  sold30: 's.sold30',
  sold90: 's.sold90',
  sysSku: 'p.sys_sku',
}

type Config = {
  stockingDays: number
  safetyDays: number
  expectedDays: number
  warningDays: number
  turnoverDays: number
  refreshedOn: string | null
  fresh: boolean | null
}

const readConfig = (tx: Queryable, tenantId: string) =>
  tx.query<Config & { moved: boolean }>(
    `SELECT stocking_days, safety_days, expected_days, warning_days, turnover_days,
            to_char(refreshed_on, 'YYYY-MM-DD') AS refreshed_on, refreshed_on >= current_date AS fresh,
            EXISTS (SELECT 1 FROM erp_replenishment_stock_delta d WHERE d.tenant_id = c.tenant_id) AS moved
       FROM erp_replenishment_config c WHERE tenant_id = $1`,
    [tenantId],
  )

const DEFAULTS: Config = {
  stockingDays: 30,
  safetyDays: 7,
  expectedDays: 60,
  warningDays: 7,
  turnoverDays: 30,
  refreshedOn: null,
  fresh: false,
}

/** The tenant's defaults (the declared ones until some are saved). */
export async function replenishmentConfig(tx: Queryable, tenantId: string): Promise<Config> {
  const [config] = await readConfig(tx, tenantId)
  return config ?? DEFAULTS
}

/**
 * Brings the SKUs' rows up to date before a read, in a short write transaction of its own (the reads
 * that follow are read-only): the stock changes the ledger left since the last read are folded in,
 * and the day's first reader rolls the windows over to today (every row not counted today).
 */
export async function freshen(db: Db, tenantId: string): Promise<Config> {
  const [config] = await db.begin((tx) => readConfig(tx, tenantId))
  if (config?.fresh && !config.moved) return config
  await db.begin(
    async (tx) => {
      await tx.query('SELECT erp_replenishment_fold($1)', [tenantId])
      if (config?.fresh) return
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('erp_replenishment_roll'), hashtext($1))`, [tenantId])
      const [again] = await readConfig(tx, tenantId)
      if (!again?.fresh) await tx.query('SELECT erp_replenishment_roll($1, false)', [tenantId])
    },
    { readOnly: false },
  )
  return config ?? DEFAULTS
}

/** Saves the tenant's defaults (what is sent) and gives every SKU without a rule of its own the new days. */
export async function updateConfig(tx: Queryable, actor: Actor, body: z.output<typeof configBody>) {
  const tenant = actor.session.tenantId
  await tx.query('INSERT INTO erp_replenishment_config (tenant_id) VALUES ($1) ON CONFLICT DO NOTHING', [tenant])
  await tx.query(
    `UPDATE erp_replenishment_config
        SET stocking_days = coalesce($2, stocking_days), safety_days = coalesce($3, safety_days),
            expected_days = coalesce($4, expected_days), warning_days = coalesce($5, warning_days),
            turnover_days = coalesce($6, turnover_days), update_user = $7, update_time = localtimestamp(0)
      WHERE tenant_id = $1`,
    [
      tenant,
      body.stockingDays ?? null,
      body.safetyDays ?? null,
      body.expectedDays ?? null,
      body.warningDays ?? null,
      body.turnoverDays ?? null,
      actor.session.userId,
    ],
  )
  await tx.query('SELECT erp_replenishment_apply_rules($1, NULL)', [tenant])
  return replenishmentConfig(tx, tenant)
}

/** The WHERE of a replenishment list (its filters; RLS keeps it to the tenant). */
function listWhere(q: Query, params: unknown[], attentionColumn: 'attention' | 'purchase_attention') {
  const where: string[] = []
  if (q.warning) where.push('s.warning = 1')
  if (q.suggested) where.push('s.suggested > 0')
  if (q.attention) where.push(`s.${attentionColumn} = 1`)
  if (q.storeId) where.push(`s.store_id = $${params.push(q.storeId)}`)
  if (q.productId) where.push(`s.product_id = $${params.push(q.productId)}`)
  if (q.sku) {
    const like = `%${q.sku.replace(/[\\%_]/g, '\\$&')}%`
    where.push(`(p.sys_sku ILIKE $${params.push(like)} OR p.name ILIKE $${params.length})`)
  }
  if (q.factoryId)
    where.push(`EXISTS (SELECT 1 FROM erp_product_factory f WHERE f.tenant_id = s.tenant_id
                  AND f.product_id = s.product_id AND f.factory_id = $${params.push(q.factoryId)} AND f.is_deleted = 0)`)
  return where.length ? `WHERE ${where.join(' AND ')}` : ''
}

/** The ORDER BY: the chosen column, else the most urgent first under the warning filter, else the best sellers. */
function orderBy(q: Query): string {
  const keys = ', s.product_id, s.store_id'
  if (q.sort) {
    const dir = q.order === 'asc' ? 'ASC' : 'DESC'
    return `${SORT_COLUMNS[q.sort]} ${dir} NULLS LAST${keys}`
  }
  if (q.warning) return `s.stockout_days ASC${keys}`
  if (q.suggested) return `s.suggested DESC${keys}`
  return `s.daily_sales DESC${keys}`
}

const ROW_COLUMNS = `s.product_id::text, s.store_id::text, p.sys_sku, p.name AS product_name, p.category_id::text,
  st.name AS store_name, to_char(s.as_of, 'YYYY-MM-DD') AS as_of,
  s.sold7, s.sold15, s.sold30, s.sold60, s.sold90, s.orders30,
  s.avg7::text, s.avg15::text, s.avg30::text, s.avg60::text, s.avg90::text, s.daily_sales::text,
  s.on_hand, s.available, s.in_transit, s.rule_id::text, s.rule_source,
  s.stocking_days, s.safety_days, s.expected_days, s.warning_days,
  s.cover_days::text, s.stockout_days::text, s.suggested, s.warning, s.attention, s.purchase_attention`

/**
 * The ledger's kinds that move units in transit, not on hand (inventory's TRANSIT_MOVEMENTS, migration
 * 0049: 12 dispatched into transit, 13 arrived from it; inventory is above purchasing): on-hand sums leave them out.
 */
const NOT_ON_HAND = '(12, 13)'

/**
 * Opening stock and units shipped over the turnover period, for the rows of one page: the opening
 * is today's on hand less the ledger's movements since the period began.
 */
const TURNOVER_COLUMNS = (days: string, window: number) => `
  (s.on_hand - coalesce((SELECT sum(l.quantity) FROM erp_store_product_inventory_log l
     WHERE l.tenant_id = s.tenant_id AND l.product_id = s.product_id AND coalesce(l.store_id, 0) = s.store_id
       AND l.create_time >= current_date - (${days} - 1) AND l.movement_type NOT IN ${NOT_ON_HAND}), 0))::int AS opening_stock,
  ${
    // A period of one of the windows (counted as of today) is that window's units.
    [7, 15, 30, 60, 90].includes(window)
      ? `s.sold${window}`
      : `coalesce((SELECT sum(d.quantity) FROM erp_sales_daily d
     WHERE d.tenant_id = s.tenant_id AND d.product_id = s.product_id AND d.store_id = s.store_id
       AND d.sale_day > current_date - ${days} AND d.sale_day <= current_date), 0)::int`
  } AS period_shipped`

/** A page of replenishment rows with every figure explained (`attentionColumn`: which watch list a filter reads). */
export async function replenishmentPage(
  tx: Queryable,
  actor: Actor,
  q: Query,
  attentionColumn: 'attention' | 'purchase_attention' = 'attention',
) {
  const days = q.days ?? (await replenishmentConfig(tx, actor.session.tenantId)).turnoverDays
  const params: unknown[] = []
  const where = listWhere(q, params, attentionColumn)
  const joins = `JOIN erp_base_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
                 LEFT JOIN erp_base_store st ON st.tenant_id = s.tenant_id AND st.id = s.store_id`
  const needsProduct = Boolean(q.sku)
  // The page's 30 rows first, then each one's product and warehouse by key (a join here hashed every product).
  const rows = await tx.query<Row>(
    `SELECT ${ROW_COLUMNS}, ${TURNOVER_COLUMNS(`$${params.length + 1}::int`, days)}
       FROM (SELECT s.* FROM erp_replenishment_sku s ${needsProduct || q.sort === 'sysSku' ? joins : ''} ${where}
              ORDER BY ${orderBy(q)} LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}) s
       LEFT JOIN LATERAL (SELECT x.sys_sku, x.name, x.category_id FROM erp_base_product x
                           WHERE x.tenant_id = s.tenant_id AND x.id = s.product_id LIMIT 1) p ON true
       LEFT JOIN LATERAL (SELECT x.name FROM erp_base_store x
                           WHERE x.tenant_id = s.tenant_id AND x.id = s.store_id LIMIT 1) st ON true
      ORDER BY ${orderBy(q)}`,
    [...params, days],
  )
  // Counted up to 10,000 rows, beyond that the planner's estimate (kept 10 s), as the generic pages do.
  const from = `erp_replenishment_sku s ${needsProduct ? joins : ''}`
  const { total, totalExact } = await pageTotal(tx, from, where.replace(/^WHERE /, '') || 'true', params, {
    offset: (q.current - 1) * q.size,
    rows: rows.length,
    size: q.size,
    scope: actor.session.tenantId,
  })
  return {
    records: rows.map((row) => explained(row, days)),
    total,
    totalExact,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
  }
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v))

/** Turnover = 2 × shipped ÷ (opening + closing), 2 decimals half up; none when no stock was held. */
export function turnover(shipped: number, opening: number, closing: number): string | null {
  const stock = opening + closing
  if (stock <= 0) return null
  return divideDecimal(String(2 * shipped), String(stock), 2, 1)
}

/** A row with its turnover and the explanation of each figure (the inputs it took, its formula, its value). */
export function explained(row: Row, days: number): Row {
  const opening = Number(row.openingStock ?? 0)
  const closing = Number(row.onHand ?? 0)
  const shipped = Number(row.periodShipped ?? 0)
  const rate = turnover(shipped, opening, closing)
  const window = (n: number) => ({
    formula: `sold${n} ÷ ${n} (2 decimals)`,
    inputs: { [`sold${n}`]: Number(row[`sold${n}`]), days: n, asOf: text(row.asOf) },
    value: text(row[`avg${n}`]),
  })
  const stockout = text(row.stockoutDays)
  const rule = { ruleSource: text(row.ruleSource), ruleId: text(row.ruleId) }
  return {
    ...row,
    key: `${row.productId}-${row.storeId}`,
    turnover: rate,
    turnoverDays: rate && compareDecimal(rate, '0') > 0 ? divideDecimal(String(days), rate, 2, 1) : null,
    explain: {
      avg7: window(7),
      avg15: window(15),
      avg30: window(30),
      avg60: window(60),
      avg90: window(90),
      dailySales: {
        formula: '0.4 × avg7 + 0.3 × avg30 + 0.3 × avg90 (2 decimals)',
        inputs: { avg7: text(row.avg7), avg30: text(row.avg30), avg90: text(row.avg90) },
        value: text(row.dailySales),
      },
      coverDays: {
        formula: 'available ÷ dailySales (2 decimals; none without sales)',
        inputs: { available: Number(row.available), dailySales: text(row.dailySales) },
        value: text(row.coverDays),
      },
      stockoutDays: {
        formula: 'coverDays − stockingDays − safetyDays',
        inputs: {
          coverDays: text(row.coverDays),
          stockingDays: Number(row.stockingDays),
          safetyDays: Number(row.safetyDays),
          ...rule,
        },
        value: stockout,
      },
      suggested: {
        formula:
          stockout === null
            ? 'no sales: 0'
            : compareDecimal(stockout, '0') >= 0
              ? '⌈(expectedDays − stockoutDays) × dailySales⌉, at least 0'
              : '⌈expectedDays × dailySales⌉',
        inputs: {
          expectedDays: Number(row.expectedDays),
          stockoutDays: stockout,
          dailySales: text(row.dailySales),
          ...rule,
        },
        value: Number(row.suggested),
      },
      warning: {
        formula: 'stockoutDays < warningDays',
        inputs: { stockoutDays: stockout, warningDays: Number(row.warningDays) },
        value: Number(row.warning),
      },
      turnover: {
        formula: '2 × shipped ÷ (openingStock + closingStock) (2 decimals)',
        inputs: { shipped, openingStock: opening, closingStock: closing, periodDays: days },
        value: rate,
      },
    },
  }
}

/** The purchase view: the rows to buy with the quantity to order after the minimum order and box rounding. */
export async function purchasePage(tx: Queryable, actor: Actor, q: Query, attentionOnly = false) {
  const query = {
    ...q,
    suggested: q.suggested ?? (attentionOnly ? undefined : 1),
    attention: attentionOnly ? 1 : q.attention,
  }
  const page = await replenishmentPage(tx, actor, query, 'purchase_attention')
  const terms = await purchaseTerms(
    tx,
    page.records.map((r) => String(r.productId)),
  )
  page.records = page.records.map((row) => withPurchaseQuantity(row, terms.get(String(row.productId))))
  return page
}

type Terms = {
  factoryId: string | null
  factoryName: string | null
  purchasePrice: string | null
  minOrderQuantity: number
  boxQuantity: number
  source: string
}

/** Each product's supplier (the default one) and purchase terms: its own rule, else its supplier's, else the supplier row and product. */
async function purchaseTerms(tx: Queryable, productIds: string[]): Promise<Map<string, Terms>> {
  const rows = await tx.query<Row>(
    `SELECT p.id::text AS product_id, f.factory_id::text, f.factory_name, f.purchase_price::text,
            coalesce(pr.min_order_quantity, fr.min_order_quantity, f.min_order_quantity, 0) AS min_order_quantity,
            coalesce(pr.box_quantity, fr.box_quantity, p.box_quantity, 0) AS box_quantity,
            CASE WHEN pr.id IS NOT NULL THEN 'sku' WHEN fr.id IS NOT NULL THEN 'factory' ELSE 'product' END AS source
       FROM erp_base_product p
       LEFT JOIN LATERAL (SELECT * FROM erp_product_factory x WHERE x.tenant_id = p.tenant_id AND x.product_id = p.id
                           AND x.is_deleted = 0 ORDER BY x.is_default DESC, x.id LIMIT 1) f ON true
       LEFT JOIN LATERAL (SELECT * FROM erp_replenishment_purchase_rule x WHERE x.tenant_id = p.tenant_id
                           AND x.product_id = p.id AND x.is_deleted = 0 ORDER BY x.id DESC LIMIT 1) pr ON true
       LEFT JOIN LATERAL (SELECT * FROM erp_replenishment_purchase_rule x WHERE x.tenant_id = p.tenant_id
                           AND x.product_id IS NULL AND x.factory_id = f.factory_id AND x.is_deleted = 0
                          ORDER BY x.id DESC LIMIT 1) fr ON true
      WHERE p.id = ANY($1::bigint[])`,
    [productIds],
  )
  return new Map(rows.map((r) => [String(r.productId), r as unknown as Terms]))
}

/** Suggested → to order: at least the minimum order, rounded up to whole boxes (integer math). */
export function purchaseQuantity(suggested: number, minOrder: number, box: number): number {
  if (suggested <= 0) return 0
  const atLeast = Math.max(suggested, minOrder)
  return box > 0 ? Math.ceil(atLeast / box) * box : atLeast
}

function withPurchaseQuantity(row: Row, terms: Terms | undefined): Row {
  const minOrder = Number(terms?.minOrderQuantity ?? 0)
  const box = Number(terms?.boxQuantity ?? 0)
  const quantity = purchaseQuantity(Number(row.suggested), minOrder, box)
  const amount = terms?.purchasePrice ? multiplyDecimal(terms.purchasePrice, String(quantity)) : null
  return {
    ...row,
    factoryId: terms?.factoryId ?? null,
    factoryName: terms?.factoryName ?? null,
    purchasePrice: terms?.purchasePrice ?? null,
    minOrderQuantity: minOrder,
    boxQuantity: box,
    purchaseQuantity: quantity,
    purchaseAmount: amount,
    explain: {
      ...(row.explain as Row),
      purchaseQuantity: {
        formula:
          'suggested > 0: ⌈max(suggested, minOrderQuantity) ÷ boxQuantity⌉ × boxQuantity (no box: max(...)); else 0',
        inputs: {
          suggested: Number(row.suggested),
          minOrderQuantity: minOrder,
          boxQuantity: box,
          source: terms?.source ?? null,
        },
        value: quantity,
      },
    },
  }
}

/**
 * Turns selected suggestions into one draft purchase (purchase.ts's createDraftPurchase): each SKU's
 * rows to buy (in the warehouse, or in every warehouse) at their purchase quantity, from its
 * supplier; the purchase goes to the warehouse when one is named. SKUs with nothing to buy are left out.
 */
export async function suggestionsToPurchase(tx: Queryable, actor: Actor, body: z.output<typeof toPurchaseBody>) {
  await tx.query('SELECT erp_replenishment_fold($1)', [actor.session.tenantId])
  const params: unknown[] = [body.productIds]
  const store = body.storeId ? ` AND store_id = $${params.push(body.storeId)}` : ''
  const rows = await tx.query<{ productId: string; suggested: number }>(
    `SELECT product_id::text, sum(suggested)::int AS suggested FROM erp_replenishment_sku
      WHERE product_id = ANY($1::bigint[]) AND suggested > 0${store} GROUP BY product_id ORDER BY product_id`,
    params,
  )
  if (!rows.length) throw new AppError('VALIDATION', 'purchasing.nothingToBuy')
  const terms = await purchaseTerms(
    tx,
    rows.map((r) => r.productId),
  )
  const lines = rows.map((r) => {
    const t = terms.get(r.productId)
    const quantity = purchaseQuantity(r.suggested, Number(t?.minOrderQuantity ?? 0), Number(t?.boxQuantity ?? 0))
    return { productId: r.productId, quantity, ...(t?.factoryId ? { factoryId: t.factoryId } : {}) }
  })
  const id = await createDraftPurchase(tx, actor, lines, body.storeId ? { storeId: body.storeId } : {})
  return { id, lines: lines.length }
}

/** Marks or unmarks SKUs (in one warehouse, or in all) to watch; answers how many rows changed. */
export async function setAttention(
  tx: Queryable,
  body: z.output<typeof attentionBody>,
  column: 'attention' | 'purchase_attention',
): Promise<number> {
  const params: unknown[] = [body.attention, body.productIds]
  const store = body.storeId ? ` AND store_id = $${params.push(body.storeId)}` : ''
  const rows = await tx.query(
    `UPDATE erp_replenishment_sku SET ${column} = $1
      WHERE product_id = ANY($2::bigint[])${store} AND ${column} <> $1 RETURNING 1`,
    params,
  )
  return rows.length
}

/** The warning counts and the ten most urgent rows. */
export async function salesWarning(tx: Queryable, actor: Actor) {
  const [counts] = await tx.query<Row>(
    `SELECT count(*) FILTER (WHERE warning = 1)::int AS warning,
            count(*) FILTER (WHERE daily_sales > 0 AND available <= 0)::int AS out_of_stock,
            count(*) FILTER (WHERE suggested > 0)::int AS to_buy,
            count(*) FILTER (WHERE attention = 1)::int AS attention,
            coalesce(sum(suggested), 0)::int AS suggested_units
       FROM erp_replenishment_sku`,
  )
  const urgent = await replenishmentPage(tx, actor, { current: 1, size: 10, warning: 1 })
  return { ...counts, urgent: urgent.records }
}

/** Totals over every SKU and warehouse: stock, units shipped over the period and the overall turnover. */
export async function inventoryStatistic(tx: Queryable, actor: Actor, days?: number) {
  const config = await replenishmentConfig(tx, actor.session.tenantId)
  const period = days ?? config.turnoverDays
  const [totals] = await tx.query<Row>(
    `SELECT count(*)::int AS skus, coalesce(sum(on_hand), 0)::int AS on_hand,
            coalesce(sum(available), 0)::int AS available, coalesce(sum(in_transit), 0)::int AS in_transit,
            coalesce(sum(suggested), 0)::int AS suggested,
            (SELECT coalesce(sum(quantity), 0) FROM erp_sales_daily
              WHERE sale_day > current_date - $1::int AND sale_day <= current_date)::int AS shipped,
            (SELECT coalesce(sum(quantity), 0) FROM erp_store_product_inventory_log
              WHERE create_time >= current_date - ($1::int - 1) AND movement_type NOT IN ${NOT_ON_HAND})::int AS moved
       FROM erp_replenishment_sku`,
    [period],
  )
  const closing = Number(totals?.onHand ?? 0)
  const opening = closing - Number(totals?.moved ?? 0)
  const shipped = Number(totals?.shipped ?? 0)
  const rate = turnover(shipped, opening, closing)
  return {
    ...totals,
    periodDays: period,
    openingStock: opening,
    closingStock: closing,
    turnover: rate,
    explain: {
      turnover: {
        formula: '2 × shipped ÷ (openingStock + closingStock) (2 decimals)',
        inputs: { shipped, openingStock: opening, closingStock: closing, periodDays: period },
        value: rate,
      },
    },
  }
}

/** A SKU's daily sales over the last days against its stock at each day's end (on hand less later movements). */
export async function salesTrend(tx: Queryable, q: z.output<typeof trendQuery>) {
  const params: unknown[] = [q.productId, q.days]
  const store = q.storeId ? `AND store_id = $${params.push(q.storeId)}` : ''
  const logStore = q.storeId ? `AND coalesce(store_id, 0) = $3` : ''
  const rows = await tx.query<{ day: string; quantity: number; stock: number }>(
    `WITH days AS (SELECT generate_series(current_date - ($2::int - 1), current_date, '1 day')::date AS day),
          sold AS (SELECT sale_day, sum(quantity)::int AS quantity FROM erp_sales_daily
                    WHERE product_id = $1 ${store} AND sale_day > current_date - $2::int GROUP BY sale_day),
          moved AS (SELECT create_time::date AS day, sum(quantity)::int AS quantity FROM erp_store_product_inventory_log
                     WHERE product_id = $1 ${logStore} AND create_time >= current_date - ($2::int - 1)
                       AND movement_type NOT IN ${NOT_ON_HAND} GROUP BY 1),
          now AS (SELECT coalesce(sum(on_hand), 0)::int AS on_hand FROM erp_replenishment_sku WHERE product_id = $1 ${store})
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(s.quantity, 0) AS quantity,
            ((SELECT on_hand FROM now) - coalesce((SELECT sum(m.quantity) FROM moved m WHERE m.day > d.day), 0))::int AS stock
       FROM days d LEFT JOIN sold s ON s.sale_day = d.day ORDER BY d.day`,
    params,
  )
  return rows
}

/** Sums of shipped units over [startDate, endDate] for a page's rows (the sales analysis' period). */
export async function periodSales(tx: Queryable, rows: Row[], startDate?: string, endDate?: string) {
  if (!startDate && !endDate) return rows
  const sums = await tx.query<{ productId: string; storeId: string; quantity: number; orders: number }>(
    `SELECT d.product_id::text, d.store_id::text, sum(d.quantity)::int AS quantity, sum(d.order_count)::int AS orders
       FROM erp_sales_daily d
       JOIN unnest($1::bigint[], $2::bigint[]) AS k(product_id, store_id)
         ON k.product_id = d.product_id AND k.store_id = d.store_id
      WHERE ($3::date IS NULL OR d.sale_day >= $3::date) AND ($4::date IS NULL OR d.sale_day <= $4::date)
      GROUP BY 1, 2`,
    [rows.map((r) => r.productId), rows.map((r) => r.storeId), startDate ?? null, endDate ?? null],
  )
  const byKey = new Map(sums.map((s) => [`${s.productId}-${s.storeId}`, s]))
  return rows.map((r) => {
    const s = byKey.get(String(r.key))
    return { ...r, periodQuantity: s?.quantity ?? 0, periodOrders: s?.orders ?? 0 }
  })
}
