import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { createSchema, fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { baseTransport } from '#sync/resources/wms/base-transport.resource.ts'
import { baseTransportPlat } from '#sync/resources/wms/base-transport-plat.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'

const { permissions } = baseTransport
/** Enabled (enable_status 1). */
const ENABLED = 1

const selectQuery = z.object({
  tenantId: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,12}$/)
    .optional(),
})

const platRow = createSchema(baseTransportPlat).omit({ transportId: true })
const addListBody = z.object({
  transportId: idSchema,
  list: z.array(platRow).max(100),
})
const ADD_LIST_LABELS: Record<string, Label> = {
  ...fieldLabels(baseTransportPlat),
  list: { zh: '平台列表', en: 'Marketplace list', ja: 'マーケット一覧' },
}

/** ERP transport calls beyond the generic ones (spec 2 §7.8 basetransport, basetransportplat). */
export const transportCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basetransport/selectByTenantId',
    area: 'wms',
    summary: "The tenant's enabled transport modes for drop-downs, each with its marketplace names (platList)",
    access: { permission: permissions.view },
    input: { params: selectQuery, labels: { tenantId: { zh: '租户', en: 'Tenant', ja: 'テナント' } } },
    handler: async (c, { params }) => {
      const { tenantId } = params
      // The tenant comes from the token; asking for another one is refused, never answered.
      if (tenantId && tenantId !== c.var.session.tenantId) throw new AppError('FORBIDDEN', 'wms.otherTenant')
      const rows = await c.var.db.begin(async (tx) => {
        const transports = await tx.query(
          `SELECT ${selectColumns(baseTransport)} FROM ${baseTransport.table}
            WHERE is_deleted = 0 AND status = $1 ORDER BY sort NULLS LAST, code, id`,
          [ENABLED],
        )
        const plats = transports.length
          ? await tx.query(
              `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
                WHERE transport_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY platform_code, id`,
              [transports.map((t) => t.id)],
            )
          : []
        return transports.map((t) => ({
          ...t,
          label: t.name,
          value: t.id,
          platList: plats.filter((p) => p.transportId === t.id),
        }))
      })
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/erp/basetransportplat/addList',
    area: 'wms',
    summary: "Replaces a transport mode's marketplace names with the list sent, in one transaction",
    access: { permission: permissions.edit },
    input: { params: addListBody, labels: ADD_LIST_LABELS },
    example: {
      transportId: '1000000000000005111',
      list: [
        { platformCode: 'AMAZON', platformName: 'Amazon', carrierCode: 'UPS', shippingMethod: 'UPS Ground' },
        { platformCode: 'WALMART', platformName: 'Walmart', carrierCode: 'UPS', shippingMethod: 'Ground' },
      ],
    },
    handler: async (c, { params: body }) => {
      const actor = actorOf(c)
      const seen = new Set<string>()
      for (const [i, row] of body.list.entries()) {
        const code = String(row.platformCode)
        if (seen.has(code)) {
          throw validationError([
            {
              field: `list.${i}.platformCode`,
              message: translate('wms.platformRepeated', actor.lang, { platform: code }),
            },
          ])
        }
        seen.add(code)
      }
      const list = await c.var.db.begin(async (tx) => {
        const transport = await tx.query(
          `SELECT id FROM ${baseTransport.table} WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
          [body.transportId],
        )
        if (!transport.length) throw new AppError('NOT_FOUND', 'recordNotFound')
        const existing = await tx.query<Row & { id: string; platformCode: string }>(
          `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
            WHERE transport_id = $1 AND is_deleted = 0`,
          [body.transportId],
        )
        const gone = existing.filter((e) => !seen.has(e.platformCode)).map((e) => e.id)
        // Remove first, so a marketplace code freed by the list can be used again in it.
        if (gone.length) await removeRecords(tx, baseTransportPlat, gone, actor)
        for (const row of body.list) {
          const values: Row = { ...row, transportId: body.transportId }
          const match = existing.find((e) => e.platformCode === row.platformCode)
          if (!match) {
            await saveRecord(tx, baseTransportPlat, values, actor)
            continue
          }
          const isChanged = Object.entries(row).some(([k, v]) => (v ?? null) !== (match[k] ?? null))
          if (isChanged) await saveRecord(tx, baseTransportPlat, { ...values, id: match.id }, actor)
        }
        return tx.query(
          `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
            WHERE transport_id = $1 AND is_deleted = 0 ORDER BY platform_code, id`,
          [body.transportId],
        )
      })
      return ok(c, list)
    },
  }),
]
