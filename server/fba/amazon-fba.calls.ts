import { z } from 'zod'
import { FBA_INBOUND_PERMISSIONS, FBA_INVENTORY_PERMISSIONS } from '#sync/resources/fba/amazon-fba.resource.ts'
import { fbaInboundMain, fbaInboundShipmentLog } from '#sync/resources/fba/fba-inbound.resource.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { batchInput } from '../platform/records/action-calls.ts'
import { actorOf, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import { type SheetColumn, templateWorkbook } from '../platform/resources/spreadsheet.ts'
import { FBA_IMPORT_FIELDS, importFbaInventory, inboundStatistics, remarkReceiptLogs } from './amazon-fba.ts'

const INVENTORY = '/api/amazon/fbainventory'
const units = z.number().int()

/** The Amazon side's calls beyond the generic ones: the inventory import and its template, the shipments' statistics, receipt-log remarks. */
export const amazonFbaCalls = [
  defineCall({
    method: 'POST',
    path: `${INVENTORY}/import`,
    area: 'fba',
    summary:
      'Imports what Amazon holds (xlsx/csv as the template: shop, seller SKU, centre, FNSKU, ASIN, system SKU, fulfillable, inbound working/shipped/receiving, reserved, unfulfillable): every row is checked first, then taken in per shop, seller SKU and centre; the same file twice changes nothing, every changed quantity is logged',
    access: { permission: FBA_INVENTORY_PERMISSIONS.add },
    input: 'files',
    output: z.object({ count: units, inserted: units, changed: units, unchanged: units }),
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => importFbaInventory(tx, actor, sheet)), 'importDone')
    },
  }),
  defineCall({
    method: 'GET',
    path: `${INVENTORY}/importTemplate`,
    raw: true,
    area: 'fba',
    summary: 'The FBA inventory import template (xlsx)',
    access: { permission: FBA_INVENTORY_PERMISSIONS.view },
    readOnly: true,
    input: 'nothing',
    handler: async (c) => {
      const columns: SheetColumn[] = Object.entries(FBA_IMPORT_FIELDS).map(([key, field]) => ({
        key,
        field,
        header: field.label[c.var.lang],
      }))
      return new Response(await templateWorkbook(columns), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="fba-inventory-template.xlsx"',
        },
      })
    },
  }),
  defineCall({
    method: 'GET',
    path: '/api/erp/fbainboundmain/listOfStatistic',
    area: 'fba',
    summary:
      'Inbound shipments per Amazon status (shopId, fulfillmentCenterId narrow): shipments, units shipped, received, damaged, the discrepancy, and how many differ unconfirmed',
    access: { permission: FBA_INBOUND_PERMISSIONS.view },
    readOnly: true,
    input: {
      query: z.object({
        shopId: idSchema.optional(),
        fulfillmentCenterId: z.string().trim().max(16).optional(),
      }),
      labels: fieldLabels(fbaInboundMain),
    },
    output: z.array(
      z.object({
        shipmentStatus: z.string(),
        shipments: units,
        quantityShipped: units,
        quantityReceived: units,
        quantityDamaged: units,
        discrepancyQuantity: units,
        unconfirmed: units,
      }),
    ),
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => inboundStatistics(tx, query))),
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/fbainboundshipmentlog/updateRemark',
    area: 'fba',
    summary: 'Writes a remark on receipt-log rows (ids, remark); nothing else of a log row changes',
    access: { permission: FBA_INBOUND_PERMISSIONS.edit },
    input: {
      params: batchInput({ remark: z.string().trim().max(500).nullable().optional() }),
      labels: fieldLabels(fbaInboundShipmentLog),
    },
    example: { ids: '1000000000000051601', remark: 'Amazon case 1234 opened' },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      await c.var.db.begin((tx) => remarkReceiptLogs(tx, actor, params.ids, params.remark ?? null))
      return ok(c, true as const)
    },
  }),
]
