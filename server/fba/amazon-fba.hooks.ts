import { fbaInboundShipmentItem, fbaInventory, fbaInventoryLog } from '#sync/resources/fba/amazon-fba.resource.ts'
import { fbaInboundMain } from '#sync/resources/fba/fba-inbound.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { insertRecords } from '../platform/resources/record-store.ts'
import { FBA_BUCKETS, FBA_SOURCE } from './fba-intake.ts'

const column = (b: string) => `${b}Quantity`
const figure = (v: unknown) => Number(v ?? 0) || 0

/** A shipment's figures are the totals of its lines, which the intake writes; its status moves with them. */
const ITEM_FIGURES = ['quantityShipped', 'quantityReceived', 'quantityDamaged', 'discrepancyQuantity']
const INTAKE_FIELDS = ['quantityShipped', 'quantityReceived', 'quantityDamaged', 'discrepancyQuantity', 'confirmTime']

/**
 * An FBA inventory row corrected by hand keeps its total (the sum of its quantities) and logs each
 * quantity it changed (source: by hand), as the intake does; an inbound shipment saved by hand
 * changes its name, centre and remark, never the figures or, once made, the status the intake keeps;
 * nor do a person's saves of the lines of a shipment the intake keeps.
 */
export const amazonFbaHooks = {
  ...hooksFor(fbaInventory, {
    beforeSave(_ctx, input, existing) {
      const merged: Row = { ...existing, ...input }
      input.totalQuantity = FBA_BUCKETS.reduce((sum, b) => sum + figure(merged[column(b)]), 0)
      input.source = FBA_SOURCE.byHand
    },
    async afterSave({ tx, actor }, id, input, existing) {
      const merged: Row = { ...existing, ...input }
      const logs = FBA_BUCKETS.flatMap((b) => {
        const before = figure(existing?.[column(b) as keyof typeof existing])
        const after = figure(merged[column(b)])
        return before === after
          ? []
          : [
              {
                inventoryId: id,
                shopId: merged.shopId,
                sellerSku: merged.sellerSku,
                fulfillmentCenterId: merged.fulfillmentCenterId,
                bucket: b,
                quantityBefore: before,
                quantityAfter: after,
                quantityChange: after - before,
                source: FBA_SOURCE.byHand,
              },
            ]
      })
      await insertRecords(tx, fbaInventoryLog, logs, actor)
    },
  }),
  // A line of a shipment the intake keeps takes its figures from the intake alone, which moves the inventory with them.
  ...hooksFor(fbaInboundShipmentItem, {
    async beforeSave({ tx }, input, existing) {
      const [main] = await tx.query<{ kept: boolean }>(
        `SELECT last_updated_time IS NOT NULL AS kept FROM erp_fba_inbound_main WHERE id = $1`,
        [input.inboundMainId ?? existing?.inboundMainId],
      )
      if (main?.kept) for (const key of ITEM_FIGURES) delete input[key]
    },
  }),
  ...hooksFor(fbaInboundMain, {
    beforeSave(_ctx, input, existing) {
      for (const key of INTAKE_FIELDS) delete input[key]
      if (existing) delete input.shipmentStatus
    },
  }),
}
