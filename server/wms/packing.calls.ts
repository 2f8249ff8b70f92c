import { z } from 'zod'
import { fieldLabels, fieldValueSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import { wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import {
  boxMeasures,
  PACK_PERMISSIONS,
  wOutboundBox,
  wOutboundLabel,
  wOutboundPackOp,
} from '#sync/resources/wms/w-outbound-packing.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { packBox, removeBoxes, removeLabels, uploadLabel } from './packing.ts'

const OUT = '/api/ware/woutbound'
const BOX = '/api/ware/woutboundbox'
const { edit, remove } = PACK_PERMISSIONS
const labels = {
  ...fieldLabels(wOutbound),
  ...fieldLabels(wOutboundPackOp),
  ...fieldLabels(wOutboundLabel),
  ...fieldLabels(wOutboundBox),
  id: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
}

/** A box's measures, each optional (exact decimals, > 0, bounded as the box declares them). */
const measures = {
  length: fieldValueSchema(boxMeasures.length).optional(),
  width: fieldValueSchema(boxMeasures.width).optional(),
  height: fieldValueSchema(boxMeasures.height).optional(),
  weight: fieldValueSchema(boxMeasures.weight).optional(),
}
const packBody = z
  .object({
    id: idSchema,
    opId: z.guid(),
    sku: z.string().trim().min(1).max(64),
    quantity: z.coerce
      .number()
      .int()
      .min(-99_999_999)
      .max(99_999_999)
      .refine((v) => v !== 0),
    boxNo: z.coerce.number().int().min(1).max(9999).optional(),
    ...measures,
  })
  .superRefine((v, ctx) => {
    // Units come out of a box the operation names.
    if (v.quantity < 0 && v.boxNo === undefined) ctx.addIssue({ code: 'custom', path: ['boxNo'], input: undefined })
  })
const labelBody = z.object({
  id: idSchema,
  attachId: idSchema,
  trackingNumber: (fieldValueSchema(wOutboundLabel.fields.trackingNumber) as z.ZodType<string>).optional(),
})

/** Packing outbound orders into boxes and labelling them, between picking and shipping (issue 10). */
export const packingCalls = [
  defineCall({
    method: 'POST',
    path: `${OUT}/packBox`,
    area: 'wms',
    summary:
      'Packs units of a SKU of a picked outbound order (id, opId: a client uuid, sku, quantity; negative takes out of boxNo) into box boxNo (the next number opens one; default the last open box or a new one), with its measures (length, width, height cm, weight kg) when given; never more than picked; a repeated opId changes nothing. Answers {boxId, boxNo, packedQuantity, replayed}',
    access: { permission: edit },
    input: { params: packBody, labels },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => packBox(tx, actorOf(c), params))),
  }),
  defineCall({
    method: 'POST',
    path: `${OUT}/uploadLabel`,
    area: 'wms',
    summary:
      'Adds a face sheet to a packed outbound order (id): attachId, a pdf, png or jpg uploaded through /api/picture/upload, and its trackingNumber; answers the face sheet id',
    access: { permission: edit },
    input: { params: labelBody, labels },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => uploadLabel(tx, actorOf(c), params))),
  }),
  defineCall({
    method: 'POST',
    path: `${OUT}/removeLabel`,
    area: 'wms',
    summary: 'Removes face sheets (ids) of outbound orders not yet labelled',
    access: { permission: remove },
    input: { params: idsParams, labels },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeLabels(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BOX}/removeBox`,
    area: 'wms',
    summary:
      'Removes boxes (ids) with their lines from outbound orders whose packing is not finished; later boxes move up a number',
    access: { permission: remove },
    input: { params: idsParams, labels },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeBoxes(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
]
