import type { ActionDef } from '#sync/resources/define-action.ts'
import { actionAllowed } from '#sync/resources/define-action.ts'
import { resourceBasePath } from '#sync/resources/define-resource.ts'
import { ORDER_STATUS, ORDER_TAB_OF_STATUS, orderActions } from '#sync/resources/orders/order.actions.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { orderTrackingActions } from '#sync/resources/orders/order-tracking.actions.ts'
import { type DateRange, rangeToDayBounds } from '../../ui/inputs/date-range.ts'

/** Where the order calls live (the declaration's base path; the actions' own calls are under it). */
export const ORDER_URL = resourceBasePath(order)

/** A tab of the order page (spec 1 §4): its key (as stateOrderNum answers it) and the status it shows. */
export type OrderTab = { key: string; status: string | null }

/** The tabs in the order the page shows them: all, then the statuses in the sellers' working order. */
export const ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', status: null },
  ...[
    ORDER_STATUS.noPay,
    ORDER_STATUS.toAudit,
    ORDER_STATUS.audited,
    ORDER_STATUS.pending,
    ORDER_STATUS.shipped,
    ORDER_STATUS.freeze,
    ORDER_STATUS.stockout,
    ORDER_STATUS.ltl,
    ORDER_STATUS.issue,
    ORDER_STATUS.discarded,
  ].map((status) => ({ key: ORDER_TAB_OF_STATUS[status] as string, status })),
]

/** What stateOrderNum answers: the number of orders per tab key under the current filters. */
export type OrderCounts = Partial<Record<string, number>>

/** The count a tab shows (nothing while the counts are loading). */
export function tabCount(counts: OrderCounts | undefined, key: string): number | null {
  const n = counts?.[key]
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/** The values the batch search looks in: order codes, marketplace order numbers, tracking numbers, SKUs. */
export const BATCH_FIELDS = ['code', 'sellerOrderId', 'trackNumber', 'sku'] as const
export type BatchField = (typeof BATCH_FIELDS)[number]

/** The order page's filters as the form holds them. */
export type OrderFilters = {
  batchField: BatchField
  batch: string[]
  /** 0 fuzzy (contains any), 1 exact (equals any). */
  mode: 0 | 1
  shopId: string | null
  storeId: string | null
  country: string
  orderTime: DateRange
  createTime: DateRange
}

export const EMPTY_FILTERS: OrderFilters = {
  batchField: 'code',
  batch: [],
  mode: 0,
  shopId: null,
  storeId: null,
  country: '',
  orderTime: [null, null],
  createTime: [null, null],
}

/**
 * The query of the filters (without the tab), as both the page and stateOrderNum take it: the batch
 * values as `<field>_in` (exact) or `<field>_likeany` (fuzzy), comma separated, even a single one, so
 * SKUs (matched on the lines) take the same path; date ranges over whole days.
 */
export function orderFilterParams(filters: OrderFilters): Record<string, string> {
  const query: Record<string, string> = {}
  const values = filters.batch.map((v) => v.trim()).filter(Boolean)
  if (values.length) query[`${filters.batchField}${filters.mode === 1 ? '_in' : '_likeany'}`] = values.join(',')
  if (filters.shopId) query.shopId = filters.shopId
  if (filters.storeId) query.storeId = filters.storeId
  const country = filters.country.trim().toUpperCase()
  if (country) query.addressCountryCode = country
  for (const key of ['orderTime', 'createTime'] as const) {
    const [from, to] = rangeToDayBounds(filters[key])
    if (from) query[`${key}_datege`] = from
    if (to) query[`${key}_datele`] = to
  }
  return query
}

/** The page call's query: the filters, the tab's status, the page. */
export function orderPageParams(
  filters: OrderFilters,
  tab: string,
  page: { current: number; size: number },
): Record<string, string> {
  const status = ORDER_TABS.find((t) => t.key === tab)?.status
  const paging = { current: String(page.current), size: String(page.size) }
  return { ...orderFilterParams(filters), ...(status ? { status } : {}), ...paging }
}

/** How an action asks before it runs. */
export type OrderActionKind =
  /** Posts `{ ids }` at once (after a confirmation). */
  | 'run'
  /** Asks the declared action's input fields (a reason, a tracking number). */
  | 'input'
  | 'warehouse'
  | 'channel'
  | 'address'
  | 'sku'
  | 'fba'
  | 'split'
  | 'merge'
  | 'labels'

/** How many selected orders an action takes. */
export type SelectionRule = 'many' | 'one' | 'several'

/** An action of the order page's toolbar. */
export type OrderActionSpec = {
  key: string
  /** The declared action: the statuses it starts from, its permission and label. */
  action: Pick<ActionDef, 'from' | 'permission' | 'label' | 'input' | 'name' | 'statusField' | 'call' | 'resource'>
  /** Order statuses the action also needs, when its own status field is another (labels: the face-sheet status). */
  statuses?: readonly string[]
  kind: OrderActionKind
  /** The call under /api/erp/order (the declared action's own call where it has one). */
  path: string
  selection: SelectionRule
  /** Asks "are you sure" first (those that change what the warehouse or the buyer sees). */
  confirm?: boolean
  /** Answers a file (labels) rather than a result. */
  download?: boolean
}

/** What an action sends: the orders (ids; split names its one order by id) beside the action's input. */
export type OrderActionBody = ({ ids: string[] } | { id: string }) & Record<string, unknown>

const a = orderActions
const path = (action: ActionDef, fallback: string) => action.call?.path ?? fallback

/** The toolbar's actions in the order they show. */
export const ORDER_ACTIONS: readonly OrderActionSpec[] = [
  { key: 'review', action: a.review, kind: 'run', path: path(a.review, 'orderConfirm'), selection: 'many' },
  {
    key: 'backToReview',
    action: a.backToReview,
    kind: 'run',
    path: path(a.backToReview, 'turnToReview'),
    selection: 'many',
  },
  { key: 'freeze', action: a.freeze, kind: 'input', path: path(a.freeze, 'freeze'), selection: 'many' },
  { key: 'unfreeze', action: a.unfreeze, kind: 'run', path: path(a.unfreeze, 'unfreeze'), selection: 'many' },
  {
    key: 'markProblem',
    action: a.markProblem,
    kind: 'input',
    path: path(a.markProblem, 'markProblem'),
    selection: 'many',
  },
  { key: 'void', action: a.void, kind: 'input', path: path(a.void, 'invalid'), selection: 'many', confirm: true },
  {
    key: 'pushToWarehouse',
    action: a.pushToWarehouse,
    kind: 'run',
    path: path(a.pushToWarehouse, 'shipmentAudit'),
    selection: 'many',
    confirm: true,
  },
  {
    key: 'markShipped',
    action: a.markShipped,
    kind: 'input',
    path: path(a.markShipped, 'markTheDelivery'),
    selection: 'one',
  },
  {
    key: 'updateTracking',
    action: a.updateTracking,
    kind: 'input',
    path: path(a.updateTracking, 'updateTrackNo'),
    selection: 'one',
  },
  {
    key: 'markReturned',
    action: a.markReturned,
    kind: 'run',
    path: path(a.markReturned, 'markReturned'),
    selection: 'many',
  },
  { key: 'unBackhaul', action: a.unBackhaul, kind: 'run', path: path(a.unBackhaul, 'unBackhaul'), selection: 'many' },
  {
    key: 'changeWarehouse',
    action: a.changeWarehouse,
    kind: 'warehouse',
    path: 'updateWareAndTransport',
    selection: 'many',
  },
  { key: 'changeChannel', action: a.changeChannel, kind: 'channel', path: 'updateChannel', selection: 'many' },
  { key: 'editAddress', action: a.editAddress, kind: 'address', path: 'updateAddress', selection: 'many' },
  { key: 'updateSku', action: a.updateSku, kind: 'sku', path: 'updateSku', selection: 'many' },
  { key: 'convertToFba', action: a.convertToFba, kind: 'fba', path: 'transferFBA', selection: 'many' },
  { key: 'split', action: a.split, kind: 'split', path: 'orderSplitNew', selection: 'one' },
  { key: 'merge', action: a.merge, kind: 'merge', path: 'mergeOrder', selection: 'several', confirm: true },
  { key: 'cut', action: a.applyCut, kind: 'input', path: path(a.applyCut, 'cutSingle'), selection: 'many' },
  {
    key: 'generateLabels',
    action: orderTrackingActions.generateLabel,
    // Labels are made for reviewed orders, orders in the warehouse and shipped ones.
    statuses: [ORDER_STATUS.audited, ORDER_STATUS.pending, ORDER_STATUS.shipped],
    kind: 'labels',
    path: 'generateLabel',
    selection: 'many',
    download: true,
  },
  {
    key: 'deleteLabels',
    action: orderTrackingActions.deleteLabel,
    kind: 'run',
    path: 'deleteLabel',
    selection: 'many',
    confirm: true,
  },
]

/** Whether the selection's size suits the action (split one order; merge at least two). */
export function selectionFits(rule: SelectionRule, count: number): boolean {
  if (rule === 'one') return count === 1
  if (rule === 'several') return count >= 2
  return count >= 1
}

/**
 * The actions the toolbar offers for the selected rows: the selection's size fits, every selected
 * row's status is one the action starts from, and the person holds its permission.
 */
export function availableActions(
  rows: readonly Record<string, unknown>[],
  can: (code: string) => boolean,
  specs: readonly OrderActionSpec[] = ORDER_ACTIONS,
): OrderActionSpec[] {
  return specs.filter(
    (s) =>
      selectionFits(s.selection, rows.length) &&
      can(s.action.permission) &&
      rows.every(
        (r) =>
          actionAllowed(s.action, r[s.action.statusField]) && (!s.statuses || s.statuses.includes(String(r.status))),
      ),
  )
}

/** What a batch action answers: the orders done, and each refused one with its reason. */
export type BatchAnswer = { done: string[]; failed: { id: string; code?: string; reason: string }[] }

/** Whether an answer is a batch answer (other calls answer the changed orders or nothing). */
export function isBatchAnswer(value: unknown): value is BatchAnswer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Array.isArray(v.done) && Array.isArray(v.failed)
}

/** A batch answer as the result dialog lists it: how many succeeded, each failure by order code and why. */
export function batchSummary(
  answer: BatchAnswer,
  rows: readonly { id?: unknown; code?: unknown }[],
): { done: number; failed: { code: string; reason: string }[] } {
  const codeOf = new Map(rows.map((r) => [String(r.id), String(r.code ?? r.id)]))
  return {
    done: answer.done.length,
    // A failure's `code` is the kind of refusal; the order is named by its own code.
    failed: answer.failed.map((f) => ({ code: codeOf.get(String(f.id)) ?? String(f.id), reason: f.reason })),
  }
}
