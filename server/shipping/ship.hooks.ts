import { ship } from '#sync/resources/shipping/ship.resource.ts'
import { shipCost } from '#sync/resources/shipping/ship-cost.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'
import { afterShipSaved, beforeShipsRemoved, prepareShip, shipPlansOf } from './ship.ts'
import { prepareShipCost } from './ship-cost.ts'

/** Rules of ships and their cost lines: the load checked against the container, costs only while open. */
export const shipHooks: Record<string, ResourceHooks> = {
  ...hooksFor(ship, {
    beforeSave: ({ tx, actor, raw }, input, existing) => prepareShip(tx, actor, input, existing, raw),
    afterSave: ({ tx, actor, raw }, id) => afterShipSaved(tx, actor, id, raw),
    beforeRemove: ({ tx, actor }, ids) => beforeShipsRemoved(tx, actor, ids),
    // Each ship shows the plans it carries (code, lot, status, volume and weight).
    decorate: async ({ tx }, records) => {
      const plans = await shipPlansOf(
        tx,
        records.map((r) => String(r.id)),
      )
      for (const record of records as Row[]) record.shipOrders = plans.get(String(record.id)) ?? []
    },
  }),
  ...hooksFor(shipCost, {
    beforeSave: ({ tx, actor }, input, existing) => prepareShipCost(tx, actor, input, existing),
  }),
}
