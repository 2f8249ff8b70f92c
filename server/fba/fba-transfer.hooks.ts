import { fbaTransfer } from '#sync/resources/fba/fba-transfer.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { FBA_TRANSFER_DOCUMENT, releaseFbaReservation } from './fba-stock.ts'
import { assertEditable, reserveTransfer } from './fba-transfer.ts'

/** Figures the steps write, never a save. */
const STEP_FIELDS = [
  'totalQuantity',
  'boxCount',
  'receivedQuantity',
  'differenceQuantity',
  'checkOutTime',
  'receivedTime',
  'exceptionRemark',
]
const LINE_STEP_FIELDS = ['receivedQuantity', 'damagedQuantity', 'differenceQuantity', 'exceptionType']

/**
 * An FBA transfer is changed, with its boxes and lines, only until its FBA check: from a
 * warehouse that is not itself an FBA warehouse, each line's system SKU from its product and its
 * box among the boxes listed. Saved, its lines are reserved again (what it held released first);
 * removed, its reservation is released.
 */
export const fbaTransferHooks = hooksFor(fbaTransfer, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertEditable(tx, actor, [existing.id])
    for (const key of STEP_FIELDS) delete input[key]
    const storeId = String(input.storeId ?? existing?.storeId ?? '')
    const [store] = await tx.query<{ name: string; isFba: number }>(
      `SELECT name, is_fba FROM erp_base_store WHERE id = $1 AND is_deleted = 0`,
      [storeId],
    )
    if (store && Number(store.isFba) === 1) throw new AppError('VALIDATION', 'fba.storeIsFba', { store: store.name })
    if (Array.isArray(input.boxes)) input.boxCount = input.boxes.length
    if (!Array.isArray(input.items)) return
    const lines = input.items as Row[]
    const products = await tx.query<{ id: string; sysSku: string }>(
      `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [lines.map((l) => l.productId)],
    )
    const skuOf = new Map(products.map((p) => [p.id, p.sysSku]))
    const boxes = Array.isArray(input.boxes) ? new Set((input.boxes as Row[]).map((b) => String(b.boxNo))) : undefined
    lines.forEach((line, i) => {
      for (const key of LINE_STEP_FIELDS) delete line[key]
      line.sysSku = skuOf.get(String(line.productId)) ?? null
      if (boxes?.size && line.boxNo && !boxes.has(String(line.boxNo)))
        throw new AppError('VALIDATION', 'fba.boxUnknown', {
          code: input.code ?? existing?.code ?? '',
          line: i + 1,
          box: line.boxNo,
        })
    })
    input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
  },
  async afterSave({ tx, actor }, id) {
    await reserveTransfer(tx, actor, id)
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertEditable(tx, actor, ids)
    for (const id of ids) await releaseFbaReservation(tx, { type: FBA_TRANSFER_DOCUMENT, id })
  },
})
