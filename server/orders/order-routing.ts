import type { Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { compareDecimal, divideDecimal, roundMoney } from '#sync/money/round-money.ts'
import { databaseToday } from '../inventory/stock-ledger.ts'
import type { Queryable } from '../platform/db/db.ts'
import {
  NUMERIC_RULE_FIELDS,
  parseRuleItems,
  type RuleAction,
  type RuleCondition,
  type RuleField,
} from '../shops/order-rules.hooks.ts'

/**
 * The dividing rules' engine, in memory: an order (with its lines) against the enabled rules,
 * highest priority first (ties: lower id first), every condition of a rule must hold; the winner
 * names the warehouse (by its dividing mode), the transport and what else happens to the order,
 * and says why in the actor's language. Everything it needs is loaded once per batch
 * (`loadRoutingContext`), so routing ten thousand orders costs a handful of statements.
 */

/** A sales order as the rules see it. */
export type RoutableOrder = {
  id: string
  code: string
  status: string
  shopId: string | null
  platformId: string | null
  countryCode: string | null
  stateOrRegion: string | null
  postalCode: string | null
  addressType: string | null
  leaveWord: string | null
  orderTotalMoney: string | null
  totalWeight: string | null
  totalQuantity: number | null
  fobCurrency: string | null
  storeId: string | null
  transportId: string | null
  channel: string | null
  ruleId: string | null
  shipType: string | null
  lines: OrderLine[]
}

export type OrderLine = {
  id: string
  productId: string
  sysSku: string | null
  sellerSku: string | null
  quantity: number
  weight: string | null
}

/** A rule ready to match: its row and its parsed conditions and actions. */
export type ParsedRule = {
  id: string
  ruleName: string
  priority: number
  dividingMode: string
  storeId: string | null
  transportMode: string | null
  isCheckInventory: boolean
  isAutoReview: boolean
  conditions: RuleCondition[]
  actions: RuleAction[]
}

type Store = { id: string; name: string; countryCode: string | null; postalCode: string | null; eligible: boolean }
type Transport = { id: string; name: string; transportType: string; wareTransportId: string | null; sort: number }
type ServedCode = { storeId: string; countryCode: string | null; postalCode: string }
type FreightRate = {
  storeId: string
  transportId: string
  country: string | null
  chargeMode: string
  currency: string
  firstWeight: string | null
  firstPrice: string | null
  continueWeight: string | null
  continuePrice: string | null
  unitPrice: string | null
  minCharge: string | null
  fuelRate: string | null
}

/** What routing a batch needs, loaded once. `stock` is what each warehouse has left per product as the batch is routed. */
export type RoutingContext = {
  lang: Language
  rules: ParsedRule[]
  stores: Map<string, Store>
  /** Warehouses a rule without a list may choose from: enabled, not FBA, by id. */
  eligibleStores: string[]
  transports: Map<string, Transport>
  /** ERP transports each warehouse's carrier channels serve, default channel first, then by sort. */
  serving: Map<string, string[]>
  defaultTransport: Map<string, string>
  servedCodes: ServedCode[]
  freight: FreightRate[]
  stock: Map<string, number> | null
  loadStock: () => Promise<void>
}

/** The routing of one order: the rule that matched (or none), warehouse, transport, actions and why. */
export type Routing = {
  orderId: string
  code: string
  status: string
  rule: { id: string; ruleName: string; priority: number } | null
  storeId: string | null
  storeName: string | null
  transportId: string | null
  transportName: string | null
  channel: string | null
  actions: RuleAction[]
  /** The rule reviews on its own (isAutoReview or an autoReview action, and no markReview). */
  autoReview: boolean
  /** A rule's freeze or markProblem, which happen instead of the review. */
  hold: { kind: 'freeze'; remark: string } | { kind: 'problem'; reason: string } | null
  explanation: string
}

const ORDER_COLUMNS = `o.id::text, o.code, o.status::text, o.shop_id::text, o.platform_id::text,
  o.address_country_code AS country_code, o.address_state_or_region AS state_or_region,
  o.address_postal_code AS postal_code, o.address_type::text, o.leave_word, o.order_total_money::text,
  o.total_weight::text, o.total_quantity, o.fob_currency, o.store_id::text, o.transport_id::text, o.channel,
  o.rule_id::text, s.ship_type::text`

/**
 * Loads orders with their lines in two statements (ids in id order); `lock` takes the orders'
 * rows FOR UPDATE in id order, as `transition` does, so concurrent reviews queue (`skipLocked`:
 * orders another transaction holds are left to it).
 */
export async function loadRoutableOrders(
  tx: Queryable,
  ids: readonly string[],
  options: { lock: boolean; skipLocked?: boolean },
): Promise<RoutableOrder[]> {
  if (!ids.length) return []
  const lock = options.lock ? ` FOR UPDATE OF o${options.skipLocked ? ' SKIP LOCKED' : ''}` : ''
  const orders = await tx.query<Omit<RoutableOrder, 'lines'>>(
    `SELECT ${ORDER_COLUMNS}
       FROM erp_order o LEFT JOIN erp_base_shop s ON s.id = o.shop_id AND s.tenant_id = o.tenant_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0
      ORDER BY o.id${lock}`,
    [ids],
  )
  return attachLines(tx, orders)
}

/** The pending-review orders (toAudit, stockout), oldest first, at most `limit`: what a dry run looks at. */
export async function loadPendingOrders(tx: Queryable, statuses: readonly string[], limit: number) {
  const orders = await tx.query<Omit<RoutableOrder, 'lines'>>(
    `SELECT ${ORDER_COLUMNS}
       FROM erp_order o LEFT JOIN erp_base_shop s ON s.id = o.shop_id AND s.tenant_id = o.tenant_id
      WHERE o.status = ANY($1::int[]) AND o.is_deleted = 0
      ORDER BY o.id LIMIT $2`,
    [statuses.map(Number), limit],
  )
  return attachLines(tx, orders)
}

async function attachLines(tx: Queryable, orders: Omit<RoutableOrder, 'lines'>[]): Promise<RoutableOrder[]> {
  if (!orders.length) return []
  const lines = await tx.query<OrderLine & { orderId: string }>(
    `SELECT order_id::text, id::text, product_id::text, sys_sku, seller_sku, quantity, weight::text
       FROM erp_order_item WHERE order_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY order_id, id`,
    [orders.map((o) => o.id)],
  )
  const byOrder = new Map<string, OrderLine[]>()
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? byOrder.set(orderId, []).get(orderId)
    list?.push(line)
  }
  return orders.map((o) => ({ ...o, lines: byOrder.get(o.id) ?? [] }))
}

type RuleRow = {
  id: string
  ruleName: string
  priority: number | null
  dividingMode: string | null
  storeId: string | null
  transportMode: string | null
  isCheckInventory: number
  isAutoReview: number
  conditions: string | null
  actions: string | null
}

/** A rule row parsed; a stored rule that no longer parses (written before a check existed) is left out. */
export function parseRule(row: RuleRow, lang: Language): ParsedRule | null {
  try {
    const { conditions, actions } = parseRuleItems(row, lang)
    return {
      id: String(row.id),
      ruleName: row.ruleName,
      priority: Number(row.priority ?? 0),
      dividingMode: String(row.dividingMode ?? '2'),
      storeId: row.storeId ? String(row.storeId) : null,
      transportMode: (row.transportMode ?? null) === null ? null : String(row.transportMode),
      isCheckInventory: Number(row.isCheckInventory) === 1,
      isAutoReview: Number(row.isAutoReview) === 1,
      conditions,
      actions,
    }
  } catch {
    return null
  }
}

/** Higher priority first; ties go to the older rule (lower id; an unsaved rule counts as the newest). */
export function sortRules(rules: ParsedRule[]): ParsedRule[] {
  const idKey = (id: string) => (/^\d+$/.test(id) ? BigInt(id) : 2n ** 64n)
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the stable sort only asks whether an id is smaller; 0 or 1 for "not smaller" orders alike
  const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
  return rules.sort((a, b) => b.priority - a.priority || byId(idKey(a.id), idKey(b.id)))
}

const RULE_COLUMNS = `id::text, rule_name, priority, dividing_mode::text, store_id::text, transport_mode::text,
  is_check_inventory, is_auto_review, conditions, actions`

/** The tenant's enabled rules (status 1), parsed and in the order they are tried. */
export async function loadRules(tx: Queryable, lang: Language): Promise<ParsedRule[]> {
  const rows = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM erp_base_order_rules WHERE status = 1 AND is_deleted = 0`,
  )
  return sortRules(rows.map((r) => parseRule(r, lang)).filter((r): r is ParsedRule => r !== null))
}

/** Loads what routing needs (warehouses, transports and their channels, postal codes, freight) once. */
export async function loadRoutingContext(
  tx: Queryable,
  lang: Language,
  orders: readonly RoutableOrder[],
  rules?: ParsedRule[],
): Promise<RoutingContext> {
  const [ruleList, stores, transports, links, servedCodes, freight] = await Promise.all([
    rules ?? loadRules(tx, lang),
    tx.query<Store & { status: number; isFba: number }>(
      `SELECT id::text, name, upper(country_code) AS country_code, postal_code, status, is_fba
         FROM erp_base_store WHERE is_deleted = 0 ORDER BY id`,
    ),
    tx.query<Transport>(
      `SELECT id::text, name, transport_type::text, ware_transport_id::text, coalesce(sort, 0) AS sort
         FROM erp_base_transport WHERE is_deleted = 0 AND status = 1 ORDER BY sort NULLS LAST, id`,
    ),
    tx.query<{ storeId: string; transportId: string; isDefault: number }>(
      `SELECT store_id::text, transport_id::text, is_default FROM ware_base_transport_store
        WHERE is_deleted = 0 AND status = 1 ORDER BY store_id, is_default DESC, sort NULLS LAST, id`,
    ),
    tx.query<ServedCode>(
      `SELECT store_id::text, upper(country_code) AS country_code, upper(replace(postal_code, ' ', '')) AS postal_code
         FROM erp_base_store_postal_code WHERE is_deleted = 0`,
    ),
    databaseToday(tx).then((today) =>
      tx.query<FreightRate>(
        `SELECT store_id::text, transport_id::text, upper(country) AS country, charge_mode::text, currency,
                first_weight::text, first_price::text, continue_weight::text, continue_price::text, unit_price::text,
                min_charge::text, fuel_rate::text
           FROM erp_base_freight
          WHERE is_deleted = 0 AND status = 1 AND store_id IS NOT NULL AND transport_id IS NOT NULL
            AND (effective_date IS NULL OR effective_date <= $1::date) AND (expiry_date IS NULL OR expiry_date >= $1::date)
          ORDER BY id`,
        [today],
      ),
    ),
  ])
  const ctx = routingContextOf({ lang, rules: ruleList, stores, transports, links, servedCodes, freight })
  ctx.loadStock = async () => {
    if (ctx.stock) return
    const products = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.productId)))]
    const rows = products.length
      ? await tx.query<{ storeId: string; productId: string; available: number }>(
          `SELECT b.store_id::text, b.product_id::text, sum(b.available)::int AS available
             FROM erp_store_product_inventory b
            WHERE b.product_id = ANY($1::bigint[]) AND b.available > 0
              AND NOT EXISTS (SELECT 1 FROM ware_base_store_position p
                                JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
                               WHERE p.id = b.position_id AND a.area_type = 6)
            GROUP BY b.store_id, b.product_id`,
          [products],
        )
      : []
    ctx.stock = stockOf(rows)
  }
  return ctx
}

/** What each warehouse has available per product, keyed `store/product`, from the summed balance rows. */
export const stockOf = (rows: readonly { storeId: string; productId: string; available: number | string }[]) =>
  new Map(rows.map((r) => [`${r.storeId}/${r.productId}`, Number(r.available)]))

/** The rows `loadRoutingContext` reads, as the database returns them. */
export type RoutingRows = {
  lang: Language
  rules: ParsedRule[]
  stores: readonly (Omit<Store, 'eligible'> & { status: number | string; isFba: number | string })[]
  transports: readonly Transport[]
  links: readonly { storeId: string; transportId: string; isDefault: number | string }[]
  servedCodes: ServedCode[]
  freight: FreightRate[]
}

/**
 * The routing context built from its rows, without the database: eligible warehouses (enabled, not
 * FBA), and for each warehouse the ERP transports its carrier channels serve (default channel first)
 * and its default transport. Stock is not loaded (`loadStock` is set by the loader).
 */
export function routingContextOf(rows: RoutingRows): RoutingContext {
  const { lang, rules, stores, transports, links, servedCodes, freight } = rows
  const storeMap = new Map<string, Store>(
    stores.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        countryCode: s.countryCode,
        postalCode: s.postalCode,
        eligible: Number(s.status) === 0 && Number(s.isFba) !== 1,
      },
    ]),
  )
  const transportMap = new Map(transports.map((t) => [t.id, t]))
  // A warehouse carrier (ware_base_transport) serves the ERP transports mapped onto it.
  const byCarrier = new Map<string, string[]>()
  // Stryker disable next-line ConditionalExpression: a transport without a carrier listed under null is never looked up (a link always names its carrier)
  for (const t of transports) if (t.wareTransportId) listIn(byCarrier, t.wareTransportId).push(t.id)
  const serving = new Map<string, string[]>()
  const defaultTransport = new Map<string, string>()
  for (const link of links) {
    const list = listIn(serving, link.storeId)
    for (const id of byCarrier.get(link.transportId) ?? []) {
      if (!list.includes(id)) list.push(id)
      if (Number(link.isDefault) === 1 && !defaultTransport.has(link.storeId)) defaultTransport.set(link.storeId, id)
    }
  }
  return {
    lang,
    rules,
    stores: storeMap,
    eligibleStores: [...storeMap.values()].filter((s) => s.eligible).map((s) => s.id),
    transports: transportMap,
    serving,
    defaultTransport,
    servedCodes,
    freight,
    stock: null,
    loadStock: async () => {},
  }
}

/** The list `map` keeps under `key`, made empty the first time. */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key)
  if (!list) {
    list = []
    map.set(key, list)
  }
  return list
}

/** Whether any rule would look at stock for these orders (then the batch's availability is read once). */
export function needsStock(ctx: RoutingContext): boolean {
  return ctx.rules.some((r) => r.isCheckInventory && r.dividingMode !== '1')
}

// ---- conditions -------------------------------------------------------------------------------

const upper = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toUpperCase()
// Stryker disable next-line Regex: removing each blank or each run of blanks is the same
const postal = (v: unknown) => upper(v).replace(/\s+/g, '')
const isTrue = (v: unknown) => v === true || v === 1 || v === '1'

/** Sum of decimal strings (null counts nothing), exact, at `scale` places. */
function sumDecimals(values: readonly (string | null)[], scale: number): string {
  let units = 0n
  for (const v of values) if (v !== null) units += BigInt(roundMoney(v, scale, 1).replace('.', ''))
  return divideDecimal(units.toString(), `1${'0'.repeat(scale)}`, scale, 1)
}

/** Total weight: the order's own when it has one, else the lines' unit weight × quantity. */
function orderWeight(o: RoutableOrder): string {
  if (o.totalWeight !== null && o.totalWeight !== '') return o.totalWeight
  return sumDecimals(
    o.lines.map((l) => (l.weight ? mulUnits(l.weight, Number(l.quantity)) : null)),
    3,
  )
}

const mulUnits = (decimal: string, n: number) => {
  const scaled = BigInt(roundMoney(decimal, 3, 1).replace('.', '')) * BigInt(n)
  return divideDecimal(scaled.toString(), '1000', 3, 1)
}

const totalUnits = (o: RoutableOrder) => o.lines.reduce((s, l) => s + Number(l.quantity), 0)

/** What the order holds for a field: one value, or several (SKUs of every line). */
function actualOf(o: RoutableOrder, field: RuleField): string[] | string | boolean | null {
  switch (field) {
    case 'shopId':
      return o.shopId
    case 'platformId':
      return o.platformId
    case 'countryCode':
      return o.countryCode
    case 'stateOrRegion':
      return o.stateOrRegion
    case 'postalCode':
      return o.postalCode
    case 'sku':
      return [...new Set(o.lines.flatMap((l) => [l.sellerSku, l.sysSku]).filter((s): s is string => Boolean(s)))]
    case 'quantity':
      return String(o.totalQuantity ?? totalUnits(o))
    case 'orderAmount':
      return o.orderTotalMoney
    case 'weight':
      return orderWeight(o)
    case 'shipType':
      return o.shipType
    case 'hasLeaveWord':
      return Boolean(o.leaveWord?.trim())
    case 'addressType':
      return o.addressType
  }
}

/** Compares one actual value with one expected value under an ordering operator or equality. */
function compare(field: RuleField, actual: string, expected: unknown): number {
  if (NUMERIC_RULE_FIELDS.has(field)) return compareDecimal(actual, String(expected))
  const a = field === 'postalCode' ? postal(actual) : upper(actual)
  const b = field === 'postalCode' ? postal(expected) : upper(expected)
  return a < b ? -1 : a > b ? 1 : 0
}

/** Whether one value satisfies the condition (for multi-valued fields, the caller combines). */
function holdsFor(c: RuleCondition, actual: string): boolean {
  const values = Array.isArray(c.value) ? c.value : [c.value]
  switch (c.operator) {
    case 'eq':
      return compare(c.field, actual, c.value) === 0
    case 'ne':
      return compare(c.field, actual, c.value) !== 0
    case 'in':
      return values.some((v) => compare(c.field, actual, v) === 0)
    case 'notIn':
      return !values.some((v) => compare(c.field, actual, v) === 0)
    case 'gt':
      return compare(c.field, actual, c.value) > 0
    case 'ge':
      return compare(c.field, actual, c.value) >= 0
    case 'lt':
      return compare(c.field, actual, c.value) < 0
    case 'le':
      return compare(c.field, actual, c.value) <= 0
    case 'contains':
      return upper(actual).includes(upper(c.value))
    case 'startsWith':
      return (c.field === 'postalCode' ? postal(actual) : upper(actual)).startsWith(
        c.field === 'postalCode' ? postal(c.value) : upper(c.value),
      )
    case 'between': {
      const [from, to] = values
      if (NUMERIC_RULE_FIELDS.has(c.field))
        return compare(c.field, actual, from) >= 0 && compare(c.field, actual, to) <= 0
      // A postal code is compared by as many characters as the bounds have: 90001-1234 lies in 90000..90999.
      const width = Math.max(String(from).length, String(to).length)
      const head = postal(actual).slice(0, width)
      return head >= postal(from) && head <= postal(to)
    }
  }
}

/** Whether the order meets a condition, and the values it met it with (for the explanation). */
export function conditionMet(o: RoutableOrder, c: RuleCondition): { met: boolean; shown: string } {
  const actual = actualOf(o, c.field)
  if (c.field === 'hasLeaveWord') {
    const wanted = isTrue(c.value)
    const met = c.operator === 'eq' ? actual === wanted : actual !== wanted
    return { met, shown: String(actual) }
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral: only hasLeaveWord (answered above) is a boolean
  if (actual === null || actual === '' || typeof actual === 'boolean') return { met: false, shown: '-' }
  if (Array.isArray(actual)) {
    // Negative operators hold when no line matches; the others when one does.
    const negative = c.operator === 'ne' || c.operator === 'notIn'
    const matching = actual.filter((v) => holdsFor({ ...c, operator: negative ? 'in' : c.operator }, v))
    return negative
      ? { met: actual.length > 0 && matching.length === 0, shown: actual.join(', ') }
      : { met: matching.length > 0, shown: matching.join(', ') || actual.join(', ') }
  }
  return { met: holdsFor(c, actual), shown: actual }
}

const FIELD_LABEL: Record<RuleField, MessageKey> = {
  shopId: 'orders.ruleFieldShopId',
  platformId: 'orders.ruleFieldPlatformId',
  countryCode: 'orders.ruleFieldCountryCode',
  stateOrRegion: 'orders.ruleFieldStateOrRegion',
  postalCode: 'orders.ruleFieldPostalCode',
  sku: 'orders.ruleFieldSku',
  quantity: 'orders.ruleFieldQuantity',
  orderAmount: 'orders.ruleFieldOrderAmount',
  weight: 'orders.ruleFieldWeight',
  shipType: 'orders.ruleFieldShipType',
  hasLeaveWord: 'orders.ruleFieldHasLeaveWord',
  addressType: 'orders.ruleFieldAddressType',
}
const OPERATOR: Record<RuleCondition['operator'], string | MessageKey> = {
  eq: '=',
  ne: '≠',
  in: '∈',
  notIn: '∉',
  gt: '>',
  ge: '≥',
  lt: '<',
  le: '≤',
  contains: 'orders.ruleOpContains',
  startsWith: 'orders.ruleOpStartsWith',
  between: 'orders.ruleOpBetween',
}

function explainCondition(c: RuleCondition, shown: string, lang: Language): string {
  const op = OPERATOR[c.operator]
  const word = op.startsWith('orders.') ? translate(op as MessageKey, lang) : op
  const expected = Array.isArray(c.value)
    ? c.operator === 'between'
      ? `${c.value[0]}–${c.value[1]}`
      : c.value.join(', ')
    : String(c.value)
  return `${translate(FIELD_LABEL[c.field], lang)} ${shown} ${word} ${expected}`
}

// ---- warehouse and transport ------------------------------------------------------------------

type StoreChoice = {
  storeId: string | null
  how: MessageKey
  params?: Record<string, unknown>
  freightTransport?: string
}

function listedStores(rule: ParsedRule): string[] {
  return rule.actions
    .filter((a) => a.type === 'assignStore')
    .flatMap((a) => (Array.isArray(a.value) ? a.value : [a.value]).map(String))
}

/** Whether a warehouse has what is left of the batch's stock for every line of the order. */
function hasStock(ctx: RoutingContext, storeId: string, o: RoutableOrder): boolean {
  const stock = ctx.stock
  if (!stock) return true
  const need = new Map<string, number>()
  for (const l of o.lines) need.set(l.productId, (need.get(l.productId) ?? 0) + Number(l.quantity))
  for (const [productId, n] of need) if ((stock.get(`${storeId}/${productId}`) ?? 0) < n) return false
  return true
}

/** Counts the order's lines against the warehouse's remaining stock (later orders of the batch see less). */
export function takeStock(ctx: RoutingContext, storeId: string, o: RoutableOrder): void {
  const stock = ctx.stock
  if (!stock || !hasStock(ctx, storeId, o)) return
  for (const l of o.lines) {
    const key = `${storeId}/${l.productId}`
    stock.set(key, (stock.get(key) ?? 0) - Number(l.quantity))
  }
}

/** Mode 2: the first warehouse (the rule's list, else every eligible one by id) that has the stock. */
function byPriority(ctx: RoutingContext, rule: ParsedRule, o: RoutableOrder, candidates: string[]): StoreChoice {
  if (!candidates.length) return { storeId: null, how: 'orders.routeNoCandidate' }
  if (!rule.isCheckInventory) return { storeId: candidates[0] ?? null, how: 'orders.routePriority' }
  const withStock = candidates.find((s) => hasStock(ctx, s, o))
  return withStock
    ? { storeId: withStock, how: 'orders.routePriorityStock' }
    : { storeId: candidates[0] ?? null, how: 'orders.routePriorityNoStock' }
}

/** How far a postal code lies from a warehouse: 0 when the warehouse serves it, else the numeric gap of their digits. */
function postalDistance(ctx: RoutingContext, storeId: string, country: string, code: string): number | null {
  const served = ctx.servedCodes.filter((p) => p.storeId === storeId && (!p.countryCode || p.countryCode === country))
  if (served.some((p) => p.postalCode === code)) return 0
  const store = ctx.stores.get(storeId)
  const known = [...served.map((p) => p.postalCode)]
  // Stryker disable next-line OptionalChaining: every candidate is a known warehouse
  if (store?.postalCode && (!store.countryCode || store.countryCode === country)) known.push(postal(store.postalCode))
  const digits = /^\d+/.exec(code)?.[0]
  if (!digits) return null
  let best: number | null = null
  for (const k of known) {
    const other = /^\d+/.exec(k)?.[0]
    if (!other) continue
    const width = Math.min(digits.length, other.length, 5)
    const gap = Math.abs(Number(digits.slice(0, width)) - Number(other.slice(0, width)))
    best = best === null ? gap : Math.min(best, gap)
  }
  return best === null ? null : best + 1
}

/** Mode 3: the warehouse serving the order's postal code, else the nearest by postal code in its country. */
function nearest(ctx: RoutingContext, rule: ParsedRule, o: RoutableOrder, candidates: string[]): StoreChoice {
  const code = postal(o.postalCode)
  const country = upper(o.countryCode)
  const ranked = code
    ? candidates
        .map((storeId) => ({ storeId, d: postalDistance(ctx, storeId, country, code) }))
        .filter((c): c is { storeId: string; d: number } => c.d !== null)
        // Equally near: the candidates' order (the sort is stable).
        .sort((a, b) => a.d - b.d)
    : []
  if (!ranked.length) {
    const fallback = byPriority(ctx, rule, o, candidates)
    return { ...fallback, how: 'orders.routeNearestFallback', params: { postal: code || '-' } }
  }
  const nearestOne = ranked[0] as (typeof ranked)[number]
  const pick = (rule.isCheckInventory && ranked.find((c) => hasStock(ctx, c.storeId, o))) || nearestOne
  return {
    storeId: pick.storeId,
    how: pick.d === 0 ? 'orders.routeNearestServed' : 'orders.routeNearest',
    params: { postal: code },
  }
}

const SCALE = 10_000n
const units4 = (v: string | null) => (v === null || v === '' ? null : BigInt(roundMoney(v, 4, 1).replace('.', '')))

/** The freight of an order under one rate (in the rate's currency, 2 places), or null when the rate cannot price it. */
export function freightOf(rate: FreightRate, weight: string, units: number): string | null {
  let price: bigint | null = null
  if (rate.chargeMode === '1' || rate.chargeMode === '2') {
    const w = units4(weight) ?? 0n
    const firstW = units4(rate.firstWeight)
    const firstP = units4(rate.firstPrice)
    if (firstW === null || firstP === null) return null
    price = firstP
    if (w > firstW) {
      const stepW = units4(rate.continueWeight)
      const stepP = units4(rate.continuePrice)
      if (!stepW || stepP === null) return null
      price += ((w - firstW + stepW - 1n) / stepW) * stepP
    }
  } else if (rate.chargeMode === '4') {
    const unit = units4(rate.unitPrice)
    if (unit === null) return null
    price = unit * BigInt(units)
  } else return null
  const min = units4(rate.minCharge) ?? 0n
  // Stryker disable next-line EqualityOperator: a price equal to the minimum is the minimum
  if (price < min) price = min
  const fuel = units4(rate.fuelRate) ?? 0n
  // Fuel is a percentage on top: price × (100 + fuel) / 100, at 4 places, then rounded to cents.
  const total = price * (100n * SCALE + fuel)
  return roundMoney(divideDecimal(total.toString(), (100n * SCALE * SCALE).toString(), 6, 1), 2, 1)
}

/** Mode 4: the warehouse (and transport) with the lowest freight for the order; mode 2 when nothing prices it. */
function lowestFreight(
  ctx: RoutingContext,
  rule: ParsedRule,
  o: RoutableOrder,
  candidates: string[],
  assignedTransport: string | null,
): StoreChoice {
  const country = upper(o.countryCode)
  const weight = orderWeight(o)
  const units = totalUnits(o)
  const priced: { storeId: string; transportId: string; amount: string; currency: string }[] = []
  for (const storeId of candidates) {
    if (rule.isCheckInventory && !hasStock(ctx, storeId, o)) continue
    for (const rate of ctx.freight) {
      if (rate.storeId !== storeId || (rate.country && rate.country !== country)) continue
      if (assignedTransport ? rate.transportId !== assignedTransport : !ctx.transports.has(rate.transportId)) continue
      const amount = freightOf(rate, weight, units)
      if (amount !== null) priced.push({ storeId, transportId: rate.transportId, amount, currency: rate.currency })
    }
  }
  // Amounts are compared within one currency: the order's, else that of the first rate found.
  const currency =
    o.fobCurrency && priced.some((p) => p.currency === o.fobCurrency) ? o.fobCurrency : priced[0]?.currency
  const best = priced
    .filter((p) => p.currency === currency)
    // Equal freight: the candidates' order (the sort is stable).
    .sort((a, b) => compareDecimal(a.amount, b.amount))[0]
  if (!best) return { ...byPriority(ctx, rule, o, candidates), how: 'orders.routeFreightFallback' }
  return {
    storeId: best.storeId,
    how: 'orders.routeFreight',
    params: { amount: best.amount, currency: best.currency },
    freightTransport: best.transportId,
  }
}

function chooseStore(
  ctx: RoutingContext,
  rule: ParsedRule,
  o: RoutableOrder,
  assignedTransport: string | null,
): StoreChoice {
  const listed = listedStores(rule).filter((id) => ctx.stores.has(id))
  const candidates = listed.length ? listed : ctx.eligibleStores
  switch (rule.dividingMode) {
    case '1':
      return { storeId: rule.storeId ?? listed[0] ?? null, how: 'orders.routeFixed' }
    case '3':
      return nearest(ctx, rule, o, candidates)
    case '4':
      return lowestFreight(ctx, rule, o, candidates, assignedTransport)
    default:
      return byPriority(ctx, rule, o, candidates)
  }
}

type TransportChoice = { transportId: string | null; how: MessageKey | null }

/** Whether a transport reaches the order from a warehouse (one of the warehouse's carrier channels carries it). */
export function transportServes(ctx: RoutingContext, storeId: string, transportId: string): boolean {
  return ctx.serving.get(storeId)?.includes(transportId) ?? false
}

function chooseTransport(
  ctx: RoutingContext,
  rule: ParsedRule,
  o: RoutableOrder,
  storeId: string | null,
  assigned: string | null,
  fromFreight: string | undefined,
): TransportChoice {
  if (assigned) return { transportId: assigned, how: 'orders.routeTransportAssigned' }
  if (fromFreight) return { transportId: fromFreight, how: 'orders.routeTransportFreight' }
  // Stryker disable next-line ConditionalExpression: without a warehouse nothing serves, and the order's own is kept below as well
  if (!storeId) return { transportId: o.transportId, how: o.transportId ? 'orders.routeTransportOwn' : null }
  if (o.transportId && transportServes(ctx, storeId, o.transportId))
    return { transportId: o.transportId, how: 'orders.routeTransportOwn' }
  const mode = rule.transportMode
  const fits = (ctx.serving.get(storeId) ?? []).filter(
    // Every transport a warehouse serves is a known one (the context is built so).
    (id) => mode === null || (ctx.transports.get(id) as Transport).transportType === mode,
  )
  const preferred = ctx.defaultTransport.get(storeId)
  if (preferred && fits.includes(preferred)) return { transportId: preferred, how: 'orders.routeTransportDefault' }
  if (fits[0]) return { transportId: fits[0], how: 'orders.routeTransportMode' }
  return { transportId: o.transportId, how: o.transportId ? 'orders.routeTransportOwn' : null }
}

// ---- one order --------------------------------------------------------------------------------

const nameOf = (ctx: RoutingContext, storeId: string | null) =>
  storeId ? (ctx.stores.get(storeId)?.name ?? storeId) : null
const transportName = (ctx: RoutingContext, id: string | null) => (id ? (ctx.transports.get(id)?.name ?? id) : null)

/** The first rule (by priority) with conditions that all hold, and each condition as the order met it; else null. */
function firstMatch(ctx: RoutingContext, o: RoutableOrder): { rule: ParsedRule; shown: string[] } | null {
  for (const rule of ctx.rules) {
    if (!rule.conditions.length) continue
    const shown: string[] = []
    for (const c of rule.conditions) {
      const r = conditionMet(o, c)
      if (!r.met) break
      shown.push(explainCondition(c, r.shown, ctx.lang))
    }
    if (shown.length === rule.conditions.length) return { rule, shown }
  }
  return null
}

/**
 * Routes one order: the first rule (by priority) whose conditions all hold decides the warehouse
 * and transport and adds its actions; without one, the order keeps the warehouse and transport it
 * has. `ctx.stock` (when loaded) is what the batch has left, so earlier orders count.
 */
export function routeOrder(ctx: RoutingContext, o: RoutableOrder): Routing {
  const lang = ctx.lang
  const match = firstMatch(ctx, o)
  const base = { orderId: o.id, code: o.code, status: String(o.status) }
  if (!match) {
    const store = o.storeId
    const transport = o.transportId
    const words = [translate('orders.explainNoRule', lang)]
    words.push(
      store ? translate('orders.routeOwn', lang, { store: nameOf(ctx, store) }) : translate('orders.routeNone', lang),
    )
    if (transport) words.push(translate('orders.routeTransportOwn', lang, { transport: transportName(ctx, transport) }))
    return {
      ...base,
      rule: null,
      storeId: store,
      storeName: nameOf(ctx, store),
      transportId: transport,
      transportName: transportName(ctx, transport),
      channel: o.channel,
      actions: [],
      autoReview: false,
      hold: null,
      explanation: words.join('; '),
    }
  }
  const { rule, shown } = match
  const first = (type: RuleAction['type']) => rule.actions.find((a) => a.type === type)
  const assign = first('assignTransport')
  const assignedTransport = assign ? String(assign.value) : null
  const store = chooseStore(ctx, rule, o, assignedTransport)
  const transport = chooseTransport(ctx, rule, o, store.storeId, assignedTransport, store.freightTransport)
  const assignChannel = first('assignChannel')
  const channel = assignChannel ? String(assignChannel.value) : o.channel
  const freeze = first('freeze')
  const problem = first('markProblem')
  const hold: Routing['hold'] = freeze
    ? { kind: 'freeze', remark: typeof freeze.value === 'string' ? freeze.value : rule.ruleName }
    : problem
      ? { kind: 'problem', reason: String(problem.value) }
      : null
  const autoReview = (rule.isAutoReview || Boolean(first('autoReview'))) && !first('markReview')
  const words = [
    translate('orders.explainRule', lang, {
      rule: rule.ruleName,
      priority: rule.priority,
      conditions: shown.join(', '),
    }),
    store.storeId
      ? translate(store.how, lang, { store: nameOf(ctx, store.storeId), ...store.params })
      : translate(store.how === 'orders.routeNoCandidate' ? store.how : 'orders.routeNone', lang),
  ]
  if (transport.how)
    words.push(translate(transport.how, lang, { transport: transportName(ctx, transport.transportId) }))
  if (channel && channel !== o.channel) words.push(translate('orders.actionChannel', lang, { channel }))
  if (hold?.kind === 'freeze') words.push(translate('orders.actionFreeze', lang))
  if (hold?.kind === 'problem') words.push(translate('orders.actionProblem', lang, { reason: hold.reason }))
  for (const tag of rule.actions.filter((a) => a.type === 'addTag')) words.push(`#${tag.value}`)
  if (!hold && autoReview) words.push(translate('orders.actionAutoReview', lang))
  return {
    ...base,
    rule: { id: rule.id, ruleName: rule.ruleName, priority: rule.priority },
    storeId: store.storeId,
    storeName: nameOf(ctx, store.storeId),
    transportId: transport.transportId,
    transportName: transportName(ctx, transport.transportId),
    channel,
    actions: rule.actions,
    autoReview,
    hold,
    explanation: words.join('; ').slice(0, 1000),
  }
}
