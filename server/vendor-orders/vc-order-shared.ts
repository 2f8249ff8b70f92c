import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { recordOrderHistory } from '../orders/order-history.ts'
import type { Actor } from '../platform/actor.ts'
import { type Queryable, type Row, toSnake } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError } from '../platform/http/app-error.ts'
import { type SetWriteOptions, updateEach, updateRecords } from '../platform/records/records.ts'
import { sqlType } from '../platform/resources/ddl.ts'

/** What a batch call answers when one order's refusal must not block the others. */
export type BatchResult = { done: string[]; failed: { id: string; code: string; reason: string }[] }

/** An error in words a person reads (its message with the field problems), in the actor's language. */
export function reasonOf(e: unknown, actor: Actor): string {
  if (!(e instanceof AppError)) throw e
  const details = e.problems.map((p) => p.message).join('; ')
  return translate(e.messageKey, actor.lang, { details, ...e.params })
}

/**
 * Runs `work` for each id in a savepoint of its own: what a refused order wrote is undone and the
 * refusal is reported with its reason, the others go on. Errors other than refusals fail the call.
 */
export async function eachInSavepoint(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  codeOf: (id: string) => Promise<string>,
  work: (id: string) => Promise<unknown>,
): Promise<BatchResult> {
  const result: BatchResult = { done: [], failed: [] }
  for (const id of ids) {
    try {
      await inSavepoint(tx, 'vc_batch_order', () => work(id))
      result.done.push(id)
    } catch (e) {
      result.failed.push({ id, code: await codeOf(id), reason: reasonOf(e, actor) })
    }
  }
  return result
}

/** Writes one history entry per order (erp_order_history), in words of the actor's language. */
export async function vcHistory(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  entries: readonly { id: string; code: string; action: string; content: string; from?: string; to?: string }[],
): Promise<void> {
  await recordOrderHistory(
    tx,
    actor,
    entries.map((e) => {
      const say = (key: string) => statusLabel(resource, 'status', key, actor.lang)
      const moved =
        e.from !== undefined && e.to !== undefined && e.from !== e.to ? ` (${say(e.from)} → ${say(e.to)})` : ''
      return { orderId: e.id, orderCode: e.code, action: e.action, content: `${e.content}${moved}`.trim() }
    }),
  )
}

/** A refusal about the order named `code`, in words. */
export const refusal = (key: MessageKey, params: Record<string, unknown> = {}) =>
  new AppError('VALIDATION', key, params)

/** Live warehouses that ship (not FBA, available): answers the name of each, refusing any other. */
export async function shippingStores(tx: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)]
  if (!wanted.length) return new Map()
  const rows = await tx.query<{ id: string; name: string; isFba: number; status: number }>(
    `SELECT id::text, name, is_fba, status FROM erp_base_store WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [wanted],
  )
  for (const id of wanted) {
    const store = rows.find((r) => r.id === id)
    if (!store || store.isFba === 1 || store.status !== 0)
      throw refusal('vendorOrders.storeNotShipping', { store: store?.name ?? id })
  }
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * The lines and totals of a PO are written as the PO's: every caller acts on the PO (a save of it,
 * a step on it) whose data scope was checked, so its lines are not asked again (see SetWriteOptions).
 */
export const OF_PO: SetWriteOptions = { scopeChecked: true }

/** Where a PO kind keeps its amounts: the line's price and answered units, and the order's totals. */
export type TotalsOf = {
  order: ResourceDef
  line: ResourceDef
  /** The line's exact unit price. */
  price: string
  /** The line's answered units (accepted, confirmed) and their amount; the order's sums of them. */
  answered: string
  answeredAmount: string
  /** The order's sum of the lines' amounts and of their answered amounts. */
  total: string
  answeredTotal: string
}

/**
 * Works out each line's amounts (units × exact unit price, numeric in SQL, as the column stores it)
 * and the order's totals from its live lines; only what changed is written.
 */
export async function refreshTotals(tx: Queryable, actor: Actor, orderId: string, of: TotalsOf): Promise<void> {
  const [price, answered, answeredAmount] = [of.price, of.answered, of.answeredAmount].map(toSnake)
  const type = (resource: ResourceDef, key: string) => sqlType(resource.fields[key] as Field)
  const amount = `(ordered_quantity * ${price})::${type(of.line, 'amount')}`
  const answeredValue = `(coalesce(${answered}, 0) * ${price})::${type(of.line, of.answeredAmount)}`
  const lines = await tx.query<Row>(
    `SELECT id::text, ${amount}::text AS amount, ${answeredValue}::text AS ${answeredAmount}
       FROM ${of.line.table}
      WHERE order_id = $1 AND is_deleted = 0
        AND (amount IS DISTINCT FROM ${amount} OR ${answeredAmount} IS DISTINCT FROM ${answeredValue})`,
    [orderId],
  )
  await updateEach(tx, of.line, lines, actor, OF_PO)
  const [total, answeredTotal] = [of.total, of.answeredTotal].map(toSnake)
  const [totals] = await tx.query<Row & { changed: boolean }>(
    `SELECT s.ordered AS total_quantity, s.answered AS ${answered}, s.shipped AS shipped_quantity,
            s.amount::text AS ${total}, s.answered_amount::text AS ${answeredTotal},
            (o.total_quantity, o.${answered}, o.shipped_quantity, o.${total}, o.${answeredTotal})
              IS DISTINCT FROM (s.ordered, s.answered, s.shipped, s.amount, s.answered_amount) AS changed
       FROM ${of.order.table} o,
            (SELECT coalesce(sum(ordered_quantity), 0)::int AS ordered,
                    coalesce(sum(${answered}), 0)::int AS answered,
                    coalesce(sum(shipped_quantity), 0)::int AS shipped,
                    coalesce(sum(amount), 0)::${type(of.order, of.total)} AS amount,
                    coalesce(sum(${answeredAmount}), 0)::${type(of.order, of.answeredTotal)} AS answered_amount
               FROM ${of.line.table} WHERE order_id = $1 AND is_deleted = 0) s
      WHERE o.id = $1`,
    [orderId],
  )
  if (!totals?.changed) return
  const { changed: _, ...set } = totals
  await updateRecords(tx, of.order, [orderId], set, actor, OF_PO)
}
