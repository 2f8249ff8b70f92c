import { orderTrack, orderTrackDetail } from '#sync/resources/orders/order-tracking.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'

/** A track's status moves only through its transitions (updateStatus, a refresh): an edit keeps it. */
const keepStatus = (_ctx: unknown, input: Row, existing: unknown) => {
  if (existing) delete input.status
}

/** Rules of order tracks and their events. */
export const orderTrackingHooks: Record<string, ResourceHooks> = {
  ...hooksFor(orderTrack, { beforeSave: keepStatus }),
  ...hooksFor(orderTrackDetail, { beforeSave: keepStatus }),
}
