import { fbaTurnover } from '#sync/resources/fba/fba-turnover.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { assertEditable, describeFiles } from './fba-turnover.ts'

/**
 * A turnover is edited by the office, with its lines, only before allocation: one line per SKU,
 * each line's system SKU from its product, the total their sum. Boxes are the warehouse's
 * (encasement), never saved with the turnover; files come as uploads (attachId and kind) and are
 * added, each checked as a pdf, png or jpg.
 */
export const fbaTurnoverHooks = hooksFor(fbaTurnover, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) assertEditable({ code: String(existing.code), status: Number(existing.status) }, actor)
    for (const key of ['boxes', 'boxItems']) delete input[key]
    if (Array.isArray(input.files)) {
      // Files kept (with their id) stay as they are; new ones are described from their upload.
      const files = input.files as Row[]
      const added = files.filter((f) => !f.id)
      const described = await describeFiles(
        tx,
        actor,
        added.map((f) => ({ attachId: String(f.attachId), fileType: String(f.fileType) })),
      )
      input.files = [...files.filter((f) => f.id), ...described]
    }
    if (!Array.isArray(input.items)) return
    const lines = input.items as Row[]
    const products = await tx.query<{ id: string; sysSku: string }>(
      `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [lines.map((l) => l.productId)],
    )
    const skuOf = new Map(products.map((p) => [p.id, p.sysSku]))
    const seen = new Set<string>()
    for (const line of lines) {
      const id = String(line.productId)
      if (seen.has(id)) throw new AppError('VALIDATION', 'fba.turnoverSkuTwice', { sku: skuOf.get(id) ?? id })
      seen.add(id)
      line.sysSku = skuOf.get(id) ?? null
      delete line.packedQuantity
    }
    input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
  },
  async beforeRemove({ tx, actor }, ids) {
    const rows = await tx.query<{ code: string; status: number }>(
      `SELECT code, status FROM erp_fba_turnover WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [[...new Set(ids)]],
    )
    for (const row of rows) assertEditable(row, actor)
  },
})
