import { z } from 'zod'
import { baseProductUpc } from '#sync/resources/products/base-product-upc.resource.ts'
import { upcsCreatedAnswer } from '#sync/resources/products/products.answers.ts'
import { fieldLabels, fieldValueSchema } from '#sync/resources/resource-schemas.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { LABELS } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { commodityLength, composeUpc, upcCheckDigit } from './upc.ts'

const labels = { ...LABELS, ...fieldLabels(baseProductUpc) }
const fields = baseProductUpc.fields

/** The UPC is derived from its three codes; a UPC sent along must agree, check digit included. */
async function beforeSave(_ctx: HookContext, input: Row, existing: Row | undefined) {
  const merged = { ...existing, ...input }
  const flag = String(merged.flagCode ?? '')
  const manufacturer = String(merged.manufacturerCode ?? '')
  const commodity = String(merged.commodityCode ?? '')
  const upc = composeUpc(flag, manufacturer, commodity)
  if (!upc) {
    throw new AppError('VALIDATION', 'products.upcLength', {
      length: flag.length + manufacturer.length + commodity.length,
    })
  }
  const sent = input.upc
  if (typeof sent === 'string' && sent !== upc) {
    const digit = upcCheckDigit(sent.slice(0, 11))
    if (sent.slice(0, 11) === upc.slice(0, 11) || sent.slice(11) !== digit) {
      throw new AppError('VALIDATION', 'products.upcCheckDigit', { upc: sent, digit })
    }
    throw new AppError('VALIDATION', 'products.upcMismatch', { upc: sent })
  }
  input.upc = upc
}

/** Business rules of virtual UPCs (erp/baseproductupc). */
export const baseProductUpcHooks: ResourceHooks = {
  beforeSave,
  decorate: async ({ tx }, records) => {
    const ids = records.map((r) => r.productId).filter((v) => v !== null && v !== undefined)
    if (!ids.length) return
    const rows = await tx.query<{ id: string; sysSku: string; name: string }>(
      `SELECT id, sys_sku, name FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [ids],
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const record of records) {
      const product = byId.get(String(record.productId))
      record.sysSku = product?.sysSku ?? null
      record.productName = product?.name ?? null
    }
  },
}

const createBody = z.object({
  manufacturerCode: fieldValueSchema(fields.manufacturerCode as never),
  flagCode: fieldValueSchema(fields.flagCode as never).optional(),
  count: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(100))
    .optional(),
  productId: fieldValueSchema(fields.productId as never).optional(),
  remark: fieldValueSchema(fields.remark as never).optional(),
})

/** Issues UPCs: the next free commodity codes of a manufacturer code, never reusing a removed one. */
export const baseProductUpcCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/erp/baseproductupc/createUpc',
    area: 'products',
    summary: 'Creates the next free UPC(s) of a manufacturer code (count, optionally for one product)',
    access: { permission: baseProductUpc.permissions.add },
    output: upcsCreatedAnswer,
    input: { params: createBody, labels },
    example: { manufacturerCode: '81234', flagCode: '0', count: 1 },
    handler: async (c, { params: body }) => {
      const flag = (body.flagCode as string | undefined) ?? '0'
      const manufacturer = body.manufacturerCode as string
      const count = body.count ?? 1
      if (body.productId && count > 1) throw new AppError('VALIDATION', 'products.upcOneProduct')
      const width = commodityLength(manufacturer)
      if (width < 1) throw new AppError('VALIDATION', 'products.upcLength', { length: manufacturer.length + 2 })
      const created = await c.var.db.begin(async (tx) => {
        // One issuer per manufacturer code at a time, so two requests never hand out the same code.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('erp_base_product_upc:' || $1 || ':' || $2))`, [
          c.var.session.tenantId,
          `${flag}${manufacturer}`,
        ])
        const used = await tx.query<{ last: string | null }>(
          `SELECT max(commodity_code::bigint)::text AS last FROM erp_base_product_upc
            WHERE flag_code = $1 AND manufacturer_code = $2 AND length(commodity_code) = $3`,
          [flag, manufacturer, width],
        )
        const start = used[0]?.last === null || used[0]?.last === undefined ? 1 : Number(used[0].last) + 1
        if (start + count - 1 > 10 ** width - 1)
          throw new AppError('VALIDATION', 'products.upcExhausted', { code: manufacturer })
        const actor = actorOf(c)
        const records: Row[] = []
        for (let n = start; n < start + count; n++) {
          const input: Row = {
            flagCode: flag,
            manufacturerCode: manufacturer,
            commodityCode: String(n).padStart(width, '0'),
            productId: body.productId ?? null,
            remark: body.remark ?? null,
          }
          const id = await saveRecord(tx, baseProductUpc, input, actor)
          records.push((await readRecord(tx, baseProductUpc, id)) as Row)
        }
        return records
      })
      return ok(c, created)
    },
  }),
]
