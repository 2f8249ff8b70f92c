import { z } from 'zod'
import { FBA_TRANSFER_PERMISSIONS, fbaTransfer } from '#sync/resources/fba/fba-transfer.resource.ts'
import { fieldLabels, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { batchIdsInput } from '../platform/records/action-calls.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { deleteTransferBoxes, deleteTransferItems, transferByCode, transferSourceStores } from './fba-transfer.ts'

const BASE = '/api/fbatransfer'
const FLOOR = '/api/ware/wfbatransfer'
const { view, add, edit } = FBA_TRANSFER_PERMISSIONS
const labels = fieldLabels(fbaTransfer)
const codeQuery = z.object({ code: z.string().trim().min(1).max(32) })

/** FBA transfer calls beyond the generic ones and the declared actions' (fba-transfer.actions.ts). */
export const fbaTransferCalls = [
  defineCall({
    method: 'GET',
    path: `${BASE}/basestore/select`,
    area: 'fba',
    summary: 'The warehouses an FBA transfer may leave from: live, available and not FBA warehouses themselves',
    access: { permission: [view, add] },
    readOnly: true,
    input: 'nothing',
    output: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
    handler: async (c) => ok(c, await c.var.db.begin((tx) => transferSourceStores(tx))),
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/deleteBox`,
    area: 'fba',
    summary:
      'Removes boxes (ids) of FBA transfers pending their label (not yet checked); a box that still holds lines is refused (move or remove them first)',
    access: { permission: edit },
    input: { params: batchIdsInput, labels },
    example: { ids: '1000000000000051102' },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      await c.var.db.begin((tx) => deleteTransferBoxes(tx, actor, params.ids))
      return ok(c, true as const)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/deleteItem`,
    area: 'fba',
    summary:
      'Removes lines (ids) of FBA transfers pending their label (not yet checked); each transfer is reserved again for the lines it keeps',
    access: { permission: edit },
    input: { params: batchIdsInput, labels },
    example: { ids: '1000000000000051203' },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      await c.var.db.begin((tx) => deleteTransferItems(tx, actor, params.ids))
      return ok(c, true as const)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${FLOOR}/selectByCode`,
    area: 'fba',
    summary: 'One FBA transfer with its boxes and lines, found by its code (the warehouse scans the transfer sheet)',
    access: { permission: view },
    readOnly: true,
    input: { query: codeQuery, labels },
    example: { code: 'FT-DEMO-0001' },
    output: recordAnswerSchema(fbaTransfer),
    handler: async (c, { query }) => {
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => transferByCode(tx, actor, query.code)))
    },
  }),
]
