import { statusLabel } from '#sync/resources/define-action.ts'
import { OUTBOUND_STATUS } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

/** Statuses in which an outbound order and its lines may change: before approval, or after a rejection. */
const EDITABLE = new Set<string>([OUTBOUND_STATUS.toBeDetermined, OUTBOUND_STATUS.rejected])

async function assertEditable(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM ware_outbound WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  const locked = rows.find((r) => !EDITABLE.has(String(r.status)))
  if (locked) {
    throw new AppError('VALIDATION', 'wms.outboundLocked', {
      code: locked.code,
      status: statusLabel(wOutbound, 'status', String(locked.status), actor.lang),
    })
  }
}

/** An outbound order is edited, with its lines, until approved; each line's SKU comes from its product. */
export const outboundHooks = hooksFor(wOutbound, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertEditable(tx, actor, [existing.id])
    if (!existing) Object.assign(input, { boxCount: 0, packedQuantity: 0 })
    if (!Array.isArray(input.items)) return
    const lines = input.items as Row[]
    const products = await tx.query<{ id: string; sysSku: string }>(
      `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [lines.map((l) => l.productId)],
    )
    const skuOf = new Map(products.map((p) => [p.id, p.sysSku]))
    for (const line of lines) {
      line.sysSku = skuOf.get(String(line.productId)) ?? null
      line.pickedQuantity = 0
      line.shippedQuantity = 0
    }
    input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertEditable(tx, actor, ids)
  },
})
