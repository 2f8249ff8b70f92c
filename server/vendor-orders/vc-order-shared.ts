import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { recordOrderHistory } from '../orders/order-history.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError } from '../platform/http/app-error.ts'

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
