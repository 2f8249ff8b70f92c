import { statusLabel } from '#sync/resources/define-action.ts'
import { TRANSFER_STATUS } from '#sync/resources/wms/transfer-order.actions.ts'
import { transferOrder } from '#sync/resources/wms/transfer-order.resource.ts'
import { storeNameOf } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

/** Refuses changes to transfers past their draft (stock is reserved or gone). */
async function assertDraft(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM erp_transfer_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  const locked = rows.find((r) => String(r.status) !== TRANSFER_STATUS.draft)
  if (locked) {
    throw new AppError('VALIDATION', 'wms.transferLocked', {
      code: locked.code,
      status: statusLabel(transferOrder, 'status', String(locked.status), actor.lang),
    })
  }
}

/**
 * A transfer is edited, with its lines, only as a draft: between two different warehouses, each
 * line's SKU from its product and its source position (when named) in the source warehouse.
 */
export const transferOrderHooks = hooksFor(transferOrder, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertDraft(tx, actor, [existing.id])
    const from = String(input.fromStoreId ?? existing?.fromStoreId)
    const to = String(input.toStoreId ?? existing?.toStoreId)
    if (from === to) throw new AppError('VALIDATION', 'wms.transferSameStore')
    if (!Array.isArray(input.items)) return
    const lines = input.items as Row[]
    const products = await tx.query<{ id: string; sysSku: string }>(
      `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [lines.map((l) => l.productId)],
    )
    const skuOf = new Map(products.map((p) => [p.id, p.sysSku]))
    const positions = lines.map((l) => l.fromPositionId).filter((p): p is string => typeof p === 'string' && p !== '')
    if (positions.length) {
      const [foreign] = await tx.query<{ code: string }>(
        `SELECT code FROM ware_base_store_position WHERE id = ANY($1::bigint[]) AND store_id <> $2`,
        [positions, from],
      )
      if (foreign)
        throw new AppError('VALIDATION', 'inventory.positionNotInStore', {
          position: foreign.code,
          store: await storeNameOf(tx, from),
        })
    }
    for (const line of lines) line.sysSku = skuOf.get(String(line.productId)) ?? null
    input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertDraft(tx, actor, ids)
  },
})
