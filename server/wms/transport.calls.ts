import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { createSchema, fieldLabels, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { baseTransport } from '#sync/resources/wms/base-transport.resource.ts'
import { baseTransportPlat } from '#sync/resources/wms/base-transport-plat.resource.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { enabledTransports, replaceTransportPlats } from './transport.ts'

const { permissions } = baseTransport

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
    output: z.array(
      recordAnswerSchema(baseTransport).extend({
        label: z.string(),
        value: z.string(),
        platList: z.array(recordAnswerSchema(baseTransportPlat)),
      }),
    ),
    handler: async (c, { params }) => {
      const { tenantId } = params
      // The tenant comes from the token; asking for another one is refused, never answered.
      if (tenantId && tenantId !== c.var.session.tenantId) throw new AppError('FORBIDDEN', 'wms.otherTenant')
      const rows = await c.var.db.begin((tx) => enabledTransports(tx))
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
    /** The mode's marketplace names as they now are. */
    output: z.array(recordAnswerSchema(baseTransportPlat)),
    example: {
      transportId: '1000000000000005111',
      list: [
        { platformCode: 'AMAZON', platformName: 'Amazon', carrierCode: 'UPS', shippingMethod: 'UPS Ground' },
        { platformCode: 'WALMART', platformName: 'Walmart', carrierCode: 'UPS', shippingMethod: 'Ground' },
      ],
    },
    handler: async (c, { params: body }) => {
      const list = await c.var.db.begin((tx) => replaceTransportPlats(tx, actorOf(c), body))
      return ok(c, list)
    },
  }),
]
