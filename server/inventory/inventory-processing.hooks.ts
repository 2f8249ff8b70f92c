import { statusLabel } from '#sync/resources/define-action.ts'
import { PROCESSING_STATUS } from '#sync/resources/inventory/inventory-processing.actions.ts'
import { inventoryProcessing } from '#sync/resources/inventory/inventory-processing.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

async function assertDraft(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM erp_inventory_processing WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  const done = rows.find((r) => String(r.status) !== PROCESSING_STATUS.draft)
  if (done) {
    throw new AppError('VALIDATION', 'inventory.processingLocked', {
      code: done.code,
      status: statusLabel(inventoryProcessing, 'status', String(done.status), actor.lang),
    })
  }
}

/** A processing order is changed or removed only as a draft; once completed its stock has moved. */
export const inventoryProcessingHooks = hooksFor(inventoryProcessing, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertDraft(tx, actor, [existing.id])
    delete input.completeTime
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertDraft(tx, actor, ids)
  },
})
