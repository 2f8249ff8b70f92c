import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { LABEL_KIND } from '#sync/resources/orders/order-tracking.actions.ts'
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
import {
  accomplishCuts,
  generatePickLists,
  generateWareOrderLabels,
  pickingPage,
  processCuts,
  removeWareOrderLabels,
  selfCut,
  shipWareOrders,
  withdrawCuts,
} from './warehouse-order.ts'

const WORDER = '/api/ware/worder'
const CUT = '/api/ware/wcutofforder'
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
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => generatePickLists(tx, actorOf(c), ids, params.rule)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${WORDER}/batch`,
    area: 'orders',
    summary:
      'Generates labels of warehouse orders (ids; labelType 1 face sheet, the default, 2 box sheet, 4 packing list) in one batch: a PDF each with its barcodes, the label status generated; answers the labels',
    access: { permission: edit },
    input: {
      params: idsParams.extend({
        labelType: z.enum([LABEL_KIND.faceSheet, LABEL_KIND.boxSheet, LABEL_KIND.packingList]).optional(),
      }),
      labels,
    },
    example: { ids: [D.wareOrder] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => generateWareOrderLabels(tx, actorOf(c), ids, params.labelType)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${WORDER}/removeLabel`,
    area: 'orders',
    summary:
      'Deletes the labels of warehouse orders (ids) not labelled yet: the face sheets uploaded for their outbound go, the label status returns to none',
    access: { permission: edit },
    input: { params: idsParams, labels },
    example: { ids: [D.wareOrder] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeWareOrderLabels(tx, actorOf(c), ids))
      return ok(c, true)
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
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => selfCut(tx, actorOf(c), ids, params.reason ?? null))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${WORDER}/sold`,
    area: 'orders',
    summary:
      'Posts warehouse orders (ids) in no pick list out: their reserved units leave through the ledger and the sales orders are shipped (trackingNumber, else the one known)',
    access: { permission: edit },
    input: { params: idsParams.extend({ trackingNumber: z.string().trim().min(1).max(255).optional() }), labels },
    example: { ids: [D.wareOrder] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => shipWareOrders(tx, actorOf(c), ids, params.trackingNumber))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${CUT}/accomplishCut`,
    area: 'orders',
    summary:
      'Completes cuts (ids): the outbound is abolished and its units go back, the warehouse order closes, the sales order returns to pending review',
    access: { permission: CUT_OFF_PERMISSIONS.edit },
    input: { params: idsParams, labels },
    example: { ids: [D.cut] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => accomplishCuts(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${CUT}/backOn`,
    area: 'orders',
    summary: 'Withdraws cuts (ids): the warehouse orders go on, the cuts are kept as withdrawn',
    access: { permission: CUT_OFF_PERMISSIONS.edit },
    input: { params: idsParams, labels },
    example: { ids: [D.cut] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => withdrawCuts(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
]
