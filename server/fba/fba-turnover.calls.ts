import { fbaTurnoverContracts as k } from '#sync/resources/fba/fba-turnover.contracts.ts'
import { FBA_TURNOVER_PERMISSIONS, WFBA_TURNOVER_PERMISSIONS } from '#sync/resources/fba/fba-turnover.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds } from '../platform/resources/resource-calls.ts'
import {
  encaseBox,
  pickingList,
  removeBoxes,
  removeTurnoverFiles,
  removeTurnoverLines,
  selectSku,
  skuList,
  updateBox,
} from './fba-turnover.ts'

const ware = WFBA_TURNOVER_PERMISSIONS
const EXAMPLE = { id: '1000000000000053002' }

/** The FBA turnover's calls beyond the generic ones and the declared actions (spec 2 §7.7). */
export const fbaTurnoverCalls = [
  defineCall({
    ...k.pickingList,
    area: 'fba',
    summary:
      'The picking list of an allocated FBA turnover (id): the lots its lines reserved, oldest first, in walking order (zone, position), each with its position, batch, inbound date and units',
    access: { permission: ware.view },
    readOnly: true,
    example: EXAMPLE,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => pickingList(tx, actorOf(c), query.id))),
  }),
  defineCall({
    ...k.skuList,
    area: 'fba',
    summary: "An FBA turnover's lines (id) for packing: each SKU's quantity, packed units and units left",
    access: { permission: ware.view },
    readOnly: true,
    example: EXAMPLE,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => skuList(tx, actorOf(c), query.id))),
  }),
  defineCall({
    ...k.selectSku,
    area: 'fba',
    summary:
      'The line of an FBA turnover (id) a scanned code names (sku: its system SKU, seller SKU or FNSKU), with packed and left; a code not on the turnover is a 400 naming it',
    access: { permission: ware.view },
    readOnly: true,
    example: { ...EXAMPLE, sku: 'HK-KETTLE-17' },
    handler: async (c, { query }) =>
      ok(c, await c.var.db.begin((tx) => selectSku(tx, actorOf(c), query.id, query.sku))),
  }),
  defineCall({
    ...k.encasement,
    area: 'fba',
    summary:
      'Packs a box of an allocated FBA turnover (id): its measures (length, width, height cm, weight kg) and items (itemId or sku, quantity), numbered after the last box; never more of a line than the turnover asks; a repeated opId (a client uuid) changes nothing. Answers {boxId, boxNo, quantity, packedQuantity, replayed}',
    access: { permission: ware.edit },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => encaseBox(tx, actorOf(c), params))),
  }),
  defineCall({
    ...k.updateEncasement,
    area: 'fba',
    summary:
      "Changes a box (boxId) of an allocated FBA turnover: the measures given, and its items when given (they replace the box's)",
    access: { permission: ware.edit },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => updateBox(tx, actorOf(c), params))),
  }),
  defineCall({
    ...k.removeEncasement,
    area: 'fba',
    summary: 'Removes boxes (ids) of allocated FBA turnovers with their lines; later boxes move up a number',
    access: { permission: ware.edit },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeBoxes(tx, actorOf(c), ids))
      return ok(c, true as const)
    },
  }),
  defineCall({
    ...k.deleteItem,
    area: 'fba',
    summary: 'Removes lines (ids) of FBA turnovers still in draft or pending allocation; the total follows',
    access: { permission: FBA_TURNOVER_PERMISSIONS.edit },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeTurnoverLines(tx, actorOf(c), ids))
      return ok(c, true as const)
    },
  }),
  defineCall({
    ...k.deleteFile,
    area: 'fba',
    summary: 'Removes files (ids) of FBA turnovers not yet labelled',
    access: { permission: FBA_TURNOVER_PERMISSIONS.edit },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => removeTurnoverFiles(tx, actorOf(c), ids))
      return ok(c, true as const)
    },
  }),
]
