import { SHIP_STATUS } from '#sync/resources/shipping/ship.actions.ts'
import { ship } from '#sync/resources/shipping/ship.resource.ts'
import { shipCost } from '#sync/resources/shipping/ship-cost.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'
import { afterShipSaved, beforeShipsRemoved, prepareShip, shipFilesOf, shipPlansOf } from './ship.ts'
import { prepareShipCost } from './ship-cost.ts'

/** Rules of ships and their cost lines: the load checked against the container, costs only while open. */
export const shipHooks: Record<string, ResourceHooks> = {
  ...hooksFor(ship, {
    beforeSave: ({ tx, actor, raw }, input, existing) => prepareShip(tx, actor, input, existing, raw),
    afterSave: ({ tx, actor, raw }, id) => afterShipSaved(tx, actor, id, raw),
    beforeRemove: ({ tx, actor }, ids) => beforeShipsRemoved(tx, actor, ids),
    // Each ship shows the plans it carries (code, lot, status, volume and weight) and its files; a
    // plan edited since the ship's confirmation shows as "shipment changed".
    decorate: async ({ tx }, records) => {
      const ids = records.map((r) => String(r.id))
      const plans = await shipPlansOf(tx, ids)
      const files = await shipFilesOf(tx, ids)
      for (const record of records as Row[]) {
        const carried = plans.get(String(record.id)) ?? []
        record.shipOrders = carried
        record.files = files.get(String(record.id)) ?? []
        if (String(record.status) === SHIP_STATUS.confirmed && carried.some((p) => Number(p.editedAfterConfirm) === 1))
          record.changed = 1
      }
    },
  }),
  ...hooksFor(shipCost, {
    beforeSave: ({ tx, actor }, input, existing) => prepareShipCost(tx, actor, input, existing),
  }),
}
