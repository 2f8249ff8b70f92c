import { z } from 'zod'
import { PACK_PERMISSIONS } from '#sync/resources/wms/w-outbound-packing.resource.ts'
import { packBoxContract, uploadLabelContract } from '#sync/resources/wms/wms.contracts.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { packBox, removeBoxes, removeLabels, uploadLabel } from './packing.ts'

const OUT = '/api/ware/woutbound'
const BOX = '/api/ware/woutboundbox'
const { edit, remove } = PACK_PERMISSIONS
const labels = packBoxContract.input.labels

/** Packing outbound orders into boxes and labelling them, between picking and shipping (issue 10). */
export const packingCalls = [
  defineCall({
    ...packBoxContract,
    area: 'wms',
    summary:
      'Packs units of a SKU of a picked outbound order (id, opId: a client uuid, sku, quantity; negative takes out of boxNo) into box boxNo (the next number opens one; default the last open box or a new one), with its measures (length, width, height cm, weight kg) when given; never more than picked; a repeated opId changes nothing. Answers {boxId, boxNo, packedQuantity, replayed}',
    access: { permission: edit },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => packBox(tx, actorOf(c), params))),
  }),
  defineCall({
    ...uploadLabelContract,
    area: 'wms',
    summary:
      'Adds a face sheet to a packed outbound order (id): attachId, a pdf, png or jpg uploaded through /api/picture/upload, and its trackingNumber; answers the face sheet id',
    access: { permission: edit },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => uploadLabel(tx, actorOf(c), params))),
  }),
  defineCall({
    method: 'POST',
    path: `${OUT}/removeLabel`,
    area: 'wms',
    summary: 'Removes face sheets (ids) of outbound orders not yet labelled',
    access: { permission: remove },
    input: { params: idsParams, labels },
    output: z.literal(true),
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
    output: z.literal(true),
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeBoxes(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
]
