import { shipOrder } from '#sync/resources/shipping/ship-order.resource.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { afterPlanSaved, planChecks, preparePlan, removePlans } from './ship-order.ts'

/** Shipment plans: lines checked against their applications, measured, the applications followed. */
export const shipOrderHooks = {
  ...hooksFor(shipOrder, {
    beforeSave: ({ tx, actor }, input, existing) => preparePlan(tx, actor, input, existing),
    afterSave: ({ tx, actor }, id) => afterPlanSaved(tx, actor, id),
    beforeRemove: ({ tx, actor }, ids) => removePlans(tx, actor, ids),
    // Each plan shows its inspections, newest first (a re-check is a row of its own).
    decorate: async ({ tx }, records) => {
      const checks = await planChecks(
        tx,
        records.map((r) => String(r.id)),
      )
      for (const record of records) {
        record.qualityChecks = checks.get(String(record.id)) ?? []
      }
    },
  }),
}
