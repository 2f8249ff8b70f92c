import { shipApply } from '#sync/resources/shipping/ship-apply.resource.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { afterShipApplySaved, prepareShipApply, removeShipApplies } from './ship-apply.ts'

/** Ship applications: checked against the purchase order's passed units, logged, their orders' state followed. */
export const shipApplyHooks = {
  ...hooksFor(shipApply, {
    beforeSave: ({ tx, actor }, input, existing) => prepareShipApply(tx, actor, input, existing),
    afterSave: ({ tx, actor }, id, input, existing) => afterShipApplySaved(tx, actor, id, input, existing),
    beforeRemove: ({ tx, actor }, ids) => removeShipApplies(tx, actor, ids),
  }),
}
