import { translate } from '#sync/i18n/messages.ts'
import { actionAllowed, statusLabel } from '#sync/resources/define-action.ts'
import { ORDER_DOCUMENT, ORDER_STATUS, orderActions } from '#sync/resources/orders/order.actions.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { baseOrderRules } from '#sync/resources/shops/base-order-rules.resource.ts'
import { type ReservationGroup, reserveStockGroups, type StockArrival } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { updateEach } from '../platform/records/records.ts'
import { actionStep, NOW, runAction, transition } from '../platform/records/transition.ts'
import { idsOutOfScope } from '../platform/resources/data-scope.ts'
import { checkRule } from '../shops/order-rules.hooks.ts'
import { type OrderHistoryEntry, recordOrderHistory } from './order-history.ts'
import {
  loadPendingOrders,
  loadRoutableOrders,
  loadRoutingContext,
  loadRules,
  needsStock,
  type ParsedRule,
  parseRule,
  type RoutableOrder,
  type Routing,
  routeOrder,
  sortRules,
  takeStock,
  transportServes,
} from './order-routing.ts'
import { releaseOrderStock, reserveOrderStock } from './order-stock.ts'

/**
 * Review through the dividing rules (spec 1 §3 dividing rule, §4 order actions): route, then
 * reserve in the chosen warehouse, then reviewed (or out of stock, or held by the rule), as one
 * batch: the orders and their lines are read in one statement each, the rules once, stock is
 * allocated in memory and reserved through the ledger's batch, and orders and both histories are
 * written in bulk. Each order is all or nothing, checked against its declared action's statuses.
 */

/** One order a batch could not act on: its id, the kind of refusal and why, in the actor's language. */
export type OrderFailure = { id: string; code: string; reason: string }

/** What a review did: reviewed (stock reserved), out of stock, held by a rule (frozen or a problem), left pending, refused. */
export type ReviewResult = {
  reviewed: string[]
  outOfStock: string[]
  held: string[]
  /** Routed but left pending review (auto review: the rule does not review on its own). */
  pending: string[]
  failed: OrderFailure[]
}

/** A batch's answer: the orders done, and each refused one with its reason (one refusal never blocks the others). */
export type BatchResult = { done: string[]; failed: OrderFailure[] }

const { toAudit, stockout, audited } = ORDER_STATUS
const PENDING_REVIEW = [toAudit, stockout] as const
/** Orders a dry run looks at (oldest first): enough for a preview, bounded for a tenant with millions. */
const DRY_RUN_LIMIT = 5000
/** Out-of-stock orders retried per arrival (oldest first); the rest wait for the next arrival or review. */
const RETRY_LIMIT = 1000

const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0)
const uniqueIds = (ids: readonly string[]) => [...new Set(ids.map(String))].sort(byId)

/** The refusal of a batch member, as the batch answers it. */
export function failureOf(id: string, e: unknown, lang: Actor['lang']): OrderFailure {
  if (!(e instanceof AppError)) throw e
  const details = e.problems.map((p) => p.message).join('; ')
  return { id, code: e.kind, reason: translate(e.messageKey, lang, { details, ...e.params }) }
}

function notAllowed(o: RoutableOrder, action: { label: Record<string, string> }, actor: Actor): OrderFailure {
  const status = statusLabel(order, 'status', String(o.status), actor.lang)
  return {
    id: o.id,
    code: 'INVALID_STATE',
    reason: translate('actionNotAllowed', actor.lang, {
      record: o.code,
      status,
      action: action.label[actor.lang],
    }),
  }
}

/** A change a review writes to one order: routing, and a status step (or none) with its history. */
type OrderChange = {
  order: RoutableOrder
  routing: Routing
  action: string
  to: string | null
  content: string
  problemReason?: string
}

/** The status steps a review takes, each through `transition` (checked, versioned, with history). */
const REVIEW_STEPS = [orderActions.freeze, orderActions.markProblem, orderActions.review, orderActions.markOutOfStock]

/** The routing columns a change writes on its order (and, reviewed, the review time; held as a problem, the reason). */
function routingColumns(c: OrderChange): Row {
  return {
    storeId: c.routing.storeId,
    transportId: c.routing.transportId,
    ruleId: c.routing.rule?.id ?? null,
    ruleExplanation: c.routing.explanation,
    channel: c.routing.channel,
    ...(c.problemReason === undefined ? {} : { problemReason: c.problemReason }),
    ...(c.to === audited ? { reviewTime: NOW } : {}),
  }
}

/**
 * Writes a batch's changes: the orders only routed in one `updateEach` of their routing; those that take
 * a status step through `transition`, one set-based call per action (the routing written with the
 * status, a record history row each); then the orders' history.
 */
async function writeChanges(tx: Queryable, actor: Actor, changes: readonly OrderChange[]): Promise<void> {
  if (!changes.length) return
  const routed = changes.filter((c) => c.to === null)
  // The orders were locked and scope-checked when loaded; each writes its own routing.
  await updateEach(
    tx,
    order,
    routed.map((c) => ({
      id: c.order.id,
      storeId: c.routing.storeId,
      transportId: c.routing.transportId,
      ruleId: c.routing.rule?.id ?? null,
      ruleExplanation: c.routing.explanation,
      channel: c.routing.channel,
    })),
    actor,
    { scopeChecked: true },
  )
  for (const action of REVIEW_STEPS) {
    const taken = new Map(changes.filter((c) => c.action === action.name && c.to !== null).map((c) => [c.order.id, c]))
    if (!taken.size) continue
    const step = actionStep(action, (_tx, _actor, record) =>
      routingColumns(taken.get(String(record.id)) as OrderChange),
    )
    await transition(tx, actor, step, [...taken.keys()])
  }
  const entries: OrderHistoryEntry[] = changes.map((c) => ({
    orderId: c.order.id,
    orderCode: c.order.code,
    action: c.action,
    content: c.content,
    fromStatus: c.order.status,
    toStatus: c.to ?? c.order.status,
  }))
  await recordOrderHistory(tx, actor, entries)
}

type ReviewMode = 'review' | 'auto' | 'retry'

/** Which SKUs an order is short of, in words: "KETTLE-01 (needs 3, 1 available)". */
function shortWords(o: RoutableOrder, short: { productId: string; needed: number; available: number }[], actor: Actor) {
  return short
    .map((s) =>
      translate('orders.shortSku', actor.lang, {
        sku: o.lines.find((l) => l.productId === s.productId)?.sysSku ?? s.productId,
        needed: s.needed,
        available: s.available,
      }),
    )
    .join(', ')
}

async function runReview(tx: Queryable, actor: Actor, ids: readonly string[], mode: ReviewMode): Promise<ReviewResult> {
  const result: ReviewResult = { reviewed: [], outOfStock: [], held: [], pending: [], failed: [] }
  const lang = actor.lang
  const named = uniqueIds(ids)
  if (!named.length) return result
  // Orders outside the actor's data scope are as missing (no scope narrows a retry, the system's).
  const hidden = await idsOutOfScope(tx, actor, order, named)
  const wanted = named.filter((id) => !hidden.has(id))
  // A retry leaves orders another transaction holds (it is reviewing them) rather than wait for them.
  const orders = await loadRoutableOrders(tx, wanted, { lock: true, skipLocked: mode === 'retry' })
  const found = new Set(orders.map((o) => o.id))
  for (const id of named)
    if (!found.has(id) && mode !== 'retry')
      result.failed.push({ id, code: 'NOT_FOUND', reason: translate('orders.notFound', lang, { code: id }) })
  const ctx = await loadRoutingContext(tx, lang, orders)
  if (needsStock(ctx)) await ctx.loadStock()
  const changes: OrderChange[] = []
  const groups: ReservationGroup[] = []
  const routed = new Map<string, { o: RoutableOrder; r: Routing }>()
  for (const o of orders) {
    if (!actionAllowed(orderActions.review, o.status)) {
      result.failed.push(notAllowed(o, orderActions.review, actor))
      continue
    }
    const r = routeOrder(ctx, o)
    if (r.hold) {
      const action = r.hold.kind === 'freeze' ? orderActions.freeze : orderActions.markProblem
      changes.push({
        order: o,
        routing: r,
        action: action.name,
        to: action.to ?? null,
        content: r.explanation,
        problemReason: r.hold.kind === 'problem' ? r.hold.reason : undefined,
      })
      result.held.push(o.id)
      continue
    }
    if (mode === 'auto' && !r.autoReview) {
      r.explanation = `${r.explanation}; ${translate('orders.actionManualReview', lang)}`.slice(0, 1000)
      changes.push({ order: o, routing: r, action: 'route', to: null, content: r.explanation })
      result.pending.push(o.id)
      continue
    }
    if (!r.storeId) {
      if (mode === 'auto') {
        changes.push({ order: o, routing: r, action: 'route', to: null, content: r.explanation })
        result.pending.push(o.id)
      } else if (mode === 'review') {
        result.failed.push({
          id: o.id,
          code: 'NO_WAREHOUSE',
          reason: translate('orders.noWarehouse', lang, { code: o.code }),
        })
      }
      continue
    }
    if (!o.lines.length) {
      result.failed.push({ id: o.id, code: 'VALIDATION', reason: translate('orders.linesRequired', lang) })
      continue
    }
    takeStock(ctx, r.storeId, o)
    groups.push({
      storeId: r.storeId,
      document: { type: ORDER_DOCUMENT, id: o.id },
      lines: o.lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity), line: l.id })),
    })
    routed.set(o.id, { o, r })
  }
  const short = await reserveStockGroups(tx, actor, groups)
  for (const g of groups) {
    const entry = routed.get(g.document.id)
    if (!entry) continue
    const { o, r } = entry
    const missing = short.get(o.id)
    if (!missing) {
      changes.push({
        order: o,
        routing: r,
        action: orderActions.review.name,
        to: orderActions.review.to ?? null,
        content: `${translate('orders.reviewedIn', lang, { store: r.storeName })}; ${r.explanation}`,
      })
      result.reviewed.push(o.id)
    } else if (mode !== 'retry') {
      // A retry leaves an order that is still short as it was: no history for every arrival.
      changes.push({
        order: o,
        routing: r,
        action: orderActions.markOutOfStock.name,
        to: orderActions.markOutOfStock.to ?? null,
        content: `${translate('orders.outOfStock', lang, { skus: shortWords(o, missing, actor) })}; ${r.explanation}`,
      })
      result.outOfStock.push(o.id)
    }
  }
  await writeChanges(tx, actor, changes)
  return result
}

/**
 * Reviews orders pending review (toAudit or out of stock): the rules route each, then every line is
 * reserved in its warehouse through the ledger and the order is reviewed; without enough stock it
 * goes out of stock (history names the short SKUs); a rule's freeze or markProblem happens instead
 * of the review; an order without a warehouse, in another status or unknown is refused. One batch:
 * ten thousand orders take a few dozen statements.
 */
export function reviewOrders(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<ReviewResult> {
  return runReview(tx, actor, ids, 'review')
}

/**
 * The review intake runs on new orders: orders whose matching rule reviews automatically
 * (isAutoReview or an autoReview action) are reviewed as `reviewOrders` does; the others stay
 * pending review with their routing (rule, warehouse, transport, why) recorded.
 */
export function autoReviewOrders(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<ReviewResult> {
  return runReview(tx, actor, ids, 'auto')
}

/**
 * Reviews again the out-of-stock orders waiting for the given products (in one warehouse, or any),
 * oldest first, at most RETRY_LIMIT: those that can now be reserved in full are reviewed, the others
 * stay as they were. One indexed probe when no order waits.
 */
export async function retryOutOfStock(
  tx: Queryable,
  actor: Actor,
  filter: { storeId?: string; productIds?: readonly string[]; arrivals?: readonly StockArrival[] },
): Promise<ReviewResult> {
  const waiting = await waitingOrders(tx, actor, filter)
  if (!waiting.length) return { reviewed: [], outOfStock: [], held: [], pending: [], failed: [] }
  return runReview(tx, actor, waiting, 'retry')
}

/** The out-of-stock orders waiting for the products (in the warehouse, or where they arrived), oldest first. */
async function waitingOrders(
  tx: Queryable,
  actor: Actor,
  filter: { storeId?: string; productIds?: readonly string[]; arrivals?: readonly StockArrival[] },
): Promise<string[]> {
  const arrivals = filter.arrivals ?? []
  const waiting = await tx.query<{ id: string }>(
    `SELECT o.id::text FROM erp_order o
      WHERE o.tenant_id = $1 AND o.status = $2 AND o.is_deleted = 0
        AND ($3::bigint IS NULL OR o.store_id = $3)
        AND ($4::bigint[] IS NULL OR EXISTS (
              SELECT 1 FROM erp_order_item i
               WHERE i.order_id = o.id AND i.tenant_id = o.tenant_id AND i.is_deleted = 0 AND i.product_id = ANY($4::bigint[])))
        AND ($5::bigint[] IS NULL OR EXISTS (
              SELECT 1 FROM erp_order_item i
                JOIN unnest($5::bigint[], $6::bigint[]) AS a(store_id, product_id) ON a.product_id = i.product_id
               WHERE i.order_id = o.id AND i.tenant_id = o.tenant_id AND i.is_deleted = 0 AND a.store_id = o.store_id))
      ORDER BY o.id LIMIT ${RETRY_LIMIT}`,
    [
      actor.session.tenantId,
      Number(stockout),
      filter.storeId ?? null,
      filter.productIds?.length ? filter.productIds : null,
      arrivals.length ? arrivals.map((a) => a.storeId) : null,
      arrivals.length ? arrivals.map((a) => a.productId) : null,
    ],
  )
  return waiting.map((w) => w.id)
}

/** PostgreSQL's deadlock and lock-timeout errors: a retry that meets one gives way to the posting. */
const LOCK_CONFLICTS = new Set(['40P01', '55P03'])

/**
 * Stock that arrives (receipts, putaway, transfers in, positive adjustments) retries the orders
 * waiting for it, in the posting's transaction. The retry runs in a savepoint: when it meets a
 * concurrent review in a lock cycle, it gives way (the orders wait for the next arrival or review)
 * and the posting stands.
 */
export async function retryOnArrival(tx: Queryable, actor: Actor, arrivals: readonly StockArrival[]): Promise<void> {
  const waiting = await waitingOrders(tx, actor, { arrivals })
  if (!waiting.length) return
  try {
    await inSavepoint(tx, 'order_retry', () => runReview(tx, actor, waiting, 'retry'))
  } catch (e) {
    if (!LOCK_CONFLICTS.has(String((e as { code?: unknown }).code))) throw e
  }
}

/** A routing as the calls answer it: the order, the rule (or none), warehouse, transport, actions and why. */
export type RoutingAnswer = Routing & { refused?: OrderFailure }

/**
 * Runs the dividing rules on orders. A dry run changes nothing (what review would route, each
 * order seeing the stock the ones before it would take); otherwise the routing (rule, why,
 * warehouse, transport, channel) is recorded on each order pending review, with history; an order
 * in another status is answered with `refused`.
 */
export async function applyDividingRules(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
  options: { dryRun: boolean },
): Promise<{ routings: RoutingAnswer[]; failed: OrderFailure[] }> {
  const wanted = uniqueIds(orderIds)
  const orders = await loadRoutableOrders(tx, wanted, { lock: !options.dryRun })
  const found = new Set(orders.map((o) => o.id))
  const failed = wanted
    .filter((id) => !found.has(id))
    .map((id) => ({ id, code: 'NOT_FOUND', reason: translate('orders.notFound', actor.lang, { code: id }) }))
  const ctx = await loadRoutingContext(tx, actor.lang, orders)
  if (needsStock(ctx)) await ctx.loadStock()
  const routings: RoutingAnswer[] = []
  const changes: OrderChange[] = []
  for (const o of orders) {
    const r: RoutingAnswer = routeOrder(ctx, o)
    if (r.storeId && !r.hold) takeStock(ctx, r.storeId, o)
    if (!options.dryRun) {
      if (actionAllowed(orderActions.review, o.status))
        changes.push({ order: o, routing: r, action: 'route', to: null, content: r.explanation })
      else {
        r.refused = notAllowed(o, orderActions.changeWarehouse, actor)
        failed.push(r.refused)
      }
    }
    routings.push(r)
  }
  if (!options.dryRun) await writeChanges(tx, actor, changes)
  return { routings, failed }
}

/** The answer of a rule's dry run over the pending orders. */
export type DryRunAnswer = {
  matched: {
    orderId: string
    code: string
    explanation: string
    storeId: string | null
    storeName: string | null
    transportId: string | null
    transportName: string | null
    actions: Routing['actions']
  }[]
  /** Pending orders this rule would not route. */
  unmatched: number
  /** Of those, the ones whose conditions it meets but a rule of higher priority takes. */
  outranked: number
  total: number
}

/**
 * What an unsaved rule would do (spec 1 §3: "a dry run over the pending orders"): the rule, checked
 * exactly as a save checks it, joins the enabled rules (in place of the saved one with its id) and
 * the pending-review orders (oldest first, at most DRY_RUN_LIMIT) are routed; nothing is written.
 */
export async function dryRunRule(tx: Queryable, actor: Actor, rule: Row): Promise<DryRunAnswer> {
  await checkRule(tx, actor.lang, rule)
  if (rule.storeId) {
    const found = await tx.query('SELECT 1 FROM erp_base_store WHERE id = $1 AND is_deleted = 0', [
      String(rule.storeId),
    ])
    const field = baseOrderRules.fields.storeId?.label[actor.lang] ?? 'storeId'
    if (!found.length)
      throw validationError([{ field: 'storeId', message: translate('linkMissing', actor.lang, { field }) }])
  }
  let priority = rule.priority
  if (priority === undefined || priority === null) {
    const [top] = await tx.query<{ next: number }>(
      'SELECT coalesce(max(priority), 0) + 1 AS next FROM erp_base_order_rules WHERE is_deleted = 0',
    )
    priority = top?.next ?? 1
  }
  const id = rule.id ? String(rule.id) : 'unsaved'
  const parsed = parseRule(
    {
      id,
      ruleName: String(rule.ruleName ?? ''),
      priority: Number(priority),
      dividingMode: rule.dividingMode === undefined ? null : String(rule.dividingMode),
      storeId: rule.storeId ? String(rule.storeId) : null,
      transportMode:
        rule.transportMode === undefined || rule.transportMode === null ? null : String(rule.transportMode),
      isCheckInventory: Number(rule.isCheckInventory ?? 0),
      isAutoReview: Number(rule.isAutoReview ?? 0),
      conditions: (rule.conditions as string | null) ?? null,
      actions: (rule.actions as string | null) ?? null,
    },
    actor.lang,
  ) as ParsedRule
  const rules = sortRules([...(await loadRules(tx, actor.lang)).filter((r) => r.id !== id), parsed])
  const orders = await loadPendingOrders(tx, PENDING_REVIEW, DRY_RUN_LIMIT)
  const ctx = await loadRoutingContext(tx, actor.lang, orders, rules)
  if (needsStock(ctx)) await ctx.loadStock()
  const alone = { ...ctx, rules: [parsed] }
  const answer: DryRunAnswer = { matched: [], unmatched: 0, outranked: 0, total: orders.length }
  for (const o of orders) {
    const r = routeOrder(ctx, o)
    if (r.storeId && !r.hold) takeStock(ctx, r.storeId, o)
    if (r.rule?.id === id) {
      answer.matched.push({
        orderId: o.id,
        code: o.code,
        explanation: r.explanation,
        storeId: r.storeId,
        storeName: r.storeName,
        transportId: r.transportId,
        transportName: r.transportName,
        actions: r.actions,
      })
      continue
    }
    answer.unmatched += 1
    if (routeOrder(alone, o).rule) answer.outranked += 1
  }
  return answer
}

/** Runs `work` on each order in its own savepoint: one order's refusal is answered, never blocks the others. */
export async function eachOrder(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  work: (id: string) => Promise<unknown>,
): Promise<BatchResult> {
  const result: BatchResult = { done: [], failed: [] }
  for (const id of uniqueIds(ids)) {
    try {
      await inSavepoint(tx, 'order_step', () => work(id))
      result.done.push(id)
    } catch (e) {
      result.failed.push(failureOf(id, e, actor.lang))
    }
  }
  return result
}

const history = (tx: Queryable, actor: Actor, record: Row, action: string, content: string, to?: string) =>
  recordOrderHistory(tx, actor, [
    {
      orderId: String(record.id),
      orderCode: String(record.code),
      action,
      content,
      fromStatus: record.status as string,
      toStatus: to ?? (record.status as string),
    },
  ])

/** Releases what an order holds and says so in its history's words. */
async function releaseWords(tx: Queryable, actor: Actor, id: string): Promise<string> {
  const units = await releaseOrderStock(tx, id)
  return units ? translate('orders.released', actor.lang, { units }) : ''
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ')

/** Freezes orders (spec 1 §4 freeze): what they hold is released. */
export function freezeOrders(tx: Queryable, actor: Actor, ids: readonly string[], remark?: string) {
  const action = orderActions.freeze
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], { remark }, async (t, a, record) => {
      await history(
        t,
        a,
        record,
        action.name,
        joined(remark, await releaseWords(t, a, id)) || action.label[a.lang],
        action.to,
      )
      return undefined
    }),
  )
}

/** Unfreezes orders: back to pending review. */
export function unfreezeOrders(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const action = orderActions.unfreeze
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], {}, async (t, a, record) => {
      await history(t, a, record, action.name, action.label[a.lang], action.to)
      return undefined
    }),
  )
}

/** Marks orders as problems with a reason: what they hold is released. */
export function markProblemOrders(tx: Queryable, actor: Actor, ids: readonly string[], problemReason: string) {
  const action = orderActions.markProblem
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], { problemReason }, async (t, a, record, input) => {
      await history(t, a, record, action.name, joined(input.problemReason, await releaseWords(t, a, id)), action.to)
      return { problemReason: input.problemReason }
    }),
  )
}

/** Voids orders (the discarded tab): what they hold is released. */
export function voidOrders(tx: Queryable, actor: Actor, ids: readonly string[], remark?: string) {
  const action = orderActions.void
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], { remark }, async (t, a, record) => {
      await history(
        t,
        a,
        record,
        action.name,
        joined(remark, await releaseWords(t, a, id)) || action.label[a.lang],
        action.to,
      )
      return undefined
    }),
  )
}

/**
 * Back to pending review: what the orders hold is released, then the rules run again as at intake
 * (orders whose rule reviews automatically are reviewed again).
 */
export async function turnToReview(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchResult & { review: ReviewResult }> {
  const action = orderActions.backToReview
  const batch = await eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], {}, async (t, a, record) => {
      // A split or merged-away order was replaced by others; bringing it back would sell its goods twice.
      const [replaced] = await t.query<{ code: string }>(
        `SELECT code FROM erp_order WHERE (parent_order_id = $1 OR id = $2) AND is_deleted = 0 LIMIT 1`,
        [id, record.mergedIntoId ?? null],
      )
      if (replaced)
        throw new AppError('INVALID_STATE', 'orders.replacedOrder', { code: record.code, by: replaced.code })
      await history(t, a, record, action.name, (await releaseWords(t, a, id)) || action.label[a.lang], action.to)
      return { reviewTime: null, problemReason: null }
    }),
  )
  const review = await autoReviewOrders(tx, actor, batch.done)
  return { ...batch, review }
}

/** Changes the orders' carrier channel (history kept; the status stays). */
export function updateOrderChannel(tx: Queryable, actor: Actor, ids: readonly string[], channel: string) {
  const action = orderActions.changeChannel
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], {}, async (t, a, record) => {
      await history(
        t,
        a,
        record,
        action.name,
        translate('orders.channelChanged', a.lang, { from: record.channel ?? '-', to: channel }),
      )
      return { channel }
    }),
  )
}

/** Names of a warehouse and a transport (refusing unknown ones with a 400 on the field). */
async function checkTargets(tx: Queryable, actor: Actor, storeId: string, transportId: string | null) {
  const [row] = await tx.query<{ store: string | null; transport: string | null }>(
    `SELECT (SELECT name FROM erp_base_store WHERE id = $1 AND is_deleted = 0) AS store,
            (SELECT name FROM erp_base_transport WHERE id = $2 AND is_deleted = 0) AS transport`,
    [storeId, transportId],
  )
  const problem = (field: string, key: 'orders.unknownStore' | 'orders.unknownTransport', id: string) =>
    validationError([{ field, message: translate(key, actor.lang, { id }) }])
  if (!row?.store) throw problem('storeId', 'orders.unknownStore', storeId)
  if (transportId && !row.transport) throw problem('transportId', 'orders.unknownTransport', transportId)
  return { store: row.store, transport: row.transport }
}

/**
 * Sets the warehouse and transport of orders by hand (the routing then says so): a reviewed order
 * gives back what it holds and reserves again in the new warehouse, all or nothing.
 */
export async function updateWareAndTransport(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  target: { storeId: string; transportId: string | null },
): Promise<BatchResult> {
  const names = await checkTargets(tx, actor, target.storeId, target.transportId)
  const action = orderActions.changeWarehouse
  const explanation = translate('orders.routeByHand', actor.lang, {
    store: names.store,
    transport: names.transport ?? '-',
  })
  return eachOrder(tx, actor, ids, (id) =>
    runAction(tx, actor, action, [id], {}, async (t, a, record) => {
      let words = explanation
      if (String(record.status) === audited) {
        await releaseOrderStock(t, id)
        await reserveOrderStock(t, a, id, target.storeId)
        words = joined(explanation, translate('orders.reservedAgain', a.lang, { store: names.store }))
      }
      await history(t, a, record, action.name, words)
      return { storeId: target.storeId, transportId: target.transportId, ruleId: null, ruleExplanation: explanation }
    }),
  )
}

/**
 * Runs the rules again for one order (spec: updateOrderAllocation) and records the new routing; a
 * reviewed order gives back what it holds and reserves again in the new warehouse (refused when it
 * cannot, nothing changed). A rule's freeze or markProblem waits for the next review.
 */
export async function reallocateOrder(tx: Queryable, actor: Actor, orderId: string): Promise<Routing> {
  const action = orderActions.changeWarehouse
  let routing: Routing | undefined
  await runAction(tx, actor, action, [orderId], {}, async (t, a, record) => {
    const [o] = await loadRoutableOrders(t, [orderId], { lock: false })
    if (!o) throw new AppError('NOT_FOUND', 'recordNotFound')
    const ctx = await loadRoutingContext(t, a.lang, [o])
    if (needsStock(ctx)) await ctx.loadStock()
    routing = routeOrder(ctx, o)
    let words = routing.explanation
    if (String(record.status) === audited) {
      if (!routing.storeId) throw new AppError('VALIDATION', 'orders.noWarehouse', { code: o.code })
      if (routing.storeId !== o.storeId) {
        await releaseOrderStock(t, orderId)
        await reserveOrderStock(t, a, orderId, routing.storeId)
        words = joined(words, translate('orders.reservedAgain', a.lang, { store: routing.storeName }))
      }
    }
    await history(t, a, record, 'route', words)
    return {
      storeId: routing.storeId,
      transportId: routing.transportId,
      ruleId: routing.rule?.id ?? null,
      ruleExplanation: routing.explanation,
      channel: routing.channel,
    }
  })
  return routing as Routing
}

/** An order whose transport does not serve its warehouse, and why. */
export type TransportMismatch = {
  id: string
  code: string
  storeId: string | null
  storeName: string | null
  transportId: string | null
  transportName: string | null
  reason: string
}

/**
 * Checks the orders' transports against their warehouses (spec: checkOrderTransport): a transport
 * serves a warehouse when one of the warehouse's carrier channels (ware/wbasetransportstore)
 * carries it; orders without a warehouse or a transport are named too.
 */
export async function checkOrderTransport(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
): Promise<{ total: number; fine: string[]; mismatched: TransportMismatch[]; failed: OrderFailure[] }> {
  const wanted = uniqueIds(ids)
  const orders = await loadRoutableOrders(tx, wanted, { lock: false })
  const found = new Set(orders.map((o) => o.id))
  const failed = wanted
    .filter((id) => !found.has(id))
    .map((id) => ({ id, code: 'NOT_FOUND', reason: translate('orders.notFound', actor.lang, { code: id }) }))
  const ctx = await loadRoutingContext(tx, actor.lang, orders, [])
  const answer = { total: orders.length, fine: [] as string[], mismatched: [] as TransportMismatch[], failed }
  for (const o of orders) {
    const storeName = o.storeId ? (ctx.stores.get(o.storeId)?.name ?? o.storeId) : null
    const transportName = o.transportId ? (ctx.transports.get(o.transportId)?.name ?? null) : null
    const say = (key: Parameters<typeof translate>[0]) =>
      translate(key, actor.lang, { code: o.code, store: storeName, transport: transportName ?? o.transportId })
    const reason = !o.storeId
      ? say('orders.noWarehouse')
      : !o.transportId
        ? say('orders.noTransport')
        : !transportName
          ? say('orders.transportDisabled')
          : transportServes(ctx, o.storeId, o.transportId)
            ? null
            : say('orders.transportNotServing')
    if (reason === null) answer.fine.push(o.id)
    else
      answer.mismatched.push({
        id: o.id,
        code: o.code,
        storeId: o.storeId,
        storeName,
        transportId: o.transportId,
        transportName,
        reason,
      })
  }
  return answer
}
