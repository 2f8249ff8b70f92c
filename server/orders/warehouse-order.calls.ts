import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import {
  CUT_OFF_PERMISSIONS,
  cutOffOrder,
  WARE_ORDER_PERMISSIONS,
  wareOrder,
} from '#sync/resources/orders/warehouse-order.resource.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { WAVE_RULE } from '#sync/resources/wms/w-outbound.actions.ts'
import { type CallDef, defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { DEMO_HANDLING as D } from './order-handling-seed.ts'
import { generatePickLists, pickingPage, processCuts, selfCut } from './warehouse-order.ts'

const WORDER = '/api/ware/worder'
const labels: Record<string, Label> = {
  ...fieldLabels(wareOrder),
  ...fieldLabels(cutOffOrder),
  ids: { zh: '主键', en: 'IDs', ja: 'ID' },
  labelType: { zh: '标签类型', en: 'Label type', ja: 'ラベル種別' },
  rule: { zh: '分组规则', en: 'Grouping rule', ja: 'グループ規則' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '件数' },
}
const { view, edit } = WARE_ORDER_PERMISSIONS

const pageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(30),
  code: z.string().trim().max(40).optional(),
  storeId: idSchema.optional(),
})

/** The warehouse's side: ware/worder (push, labels, picking, cut, sold) and ware/wcutofforder. */
export const warehouseOrderCalls: CallDef[] = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${WORDER}/pickingPage`,
    area: 'orders',
    summary:
      'Warehouse orders in pick lists (current, size, code, storeId): each with its pick list code and status, picked, packed and short quantities, packing and face-sheet status',
    access: { permission: view },
    readOnly: true,
    input: { params: pageQuery, labels },
    output: z.object({
      records: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          orderId: z.string().nullable(),
          outboundId: z.string(),
          storeId: z.string().nullable(),
          transportId: z.string().nullable(),
          status: z.number().nullable(),
          labelStatus: z.number().nullable(),
          trackingNumber: z.string().nullable(),
          cutStatus: z.number().nullable(),
          outboundCode: z.string().nullable(),
          orderPickId: z.string(),
          pickCode: z.string().nullable(),
          pickStatus: z.number().nullable(),
          pickedTime: z.string().nullable(),
          packStatus: z.number().nullable(),
          faceSheetStatus: z.number().nullable(),
          totalQuantity: z.number().nullable(),
          packedQuantity: z.number().nullable(),
          shortQuantity: z.number().nullable(),
          pickedQuantity: z.number(),
        }),
      ),
      total: z.number(),
      size: z.number(),
      current: z.number(),
      pages: z.number(),
    }),
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => pickingPage(tx, params))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${WORDER}/generateOrder`,
    area: 'orders',
    summary:
      'Puts submitted warehouse orders (ids) into pick lists grouped by rule (transport, the default: one per warehouse and transport; singleSku: single-SKU orders apart; zone), at most 50 orders each; answers the pick lists made',
    access: { permission: edit },
    input: {
      params: idsParams.extend({ rule: z.enum([WAVE_RULE.transport, WAVE_RULE.singleSku, WAVE_RULE.zone]).optional() }),
      labels,
    },
    example: { ids: [D.wareOrder] },
    /** The pick lists made. */
    output: z.array(z.string()),
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => generatePickLists(tx, actorOf(c), ids, params.rule)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${WORDER}/cut`,
    area: 'orders',
    summary: 'The warehouse takes the applied cuts of warehouse orders (ids): each cut goes to processing',
    access: { permission: CUT_OFF_PERMISSIONS.edit },
    input: { params: idsParams, labels },
    example: { ids: [D.cutWareOrder] },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => processCuts(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${WORDER}/selfCut`,
    area: 'orders',
    summary:
      'The warehouse cuts warehouse orders (ids, reason) itself: a cut-off order each, taken at once (processing), to complete with accomplishCut',
    access: { permission: CUT_OFF_PERMISSIONS.edit },
    input: { params: idsParams.extend({ reason: z.string().trim().max(500).optional() }), labels },
    example: { ids: [D.wareOrder], reason: 'Damaged in the warehouse' },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => selfCut(tx, actorOf(c), ids, params.reason ?? null))
      return ok(c, true)
    },
  }),
]
