import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { inboundConfirmCalls } from './inbound-confirm.calls.ts'
import { inboundOrderCalls } from './inbound-order.calls.ts'
import { inboundHooks } from './inbound-order.hooks.ts'
import { seedInboundOrders } from './inbound-seed.ts'
import { outboundCalls } from './outbound.calls.ts'
import { outboundHooks } from './outbound.hooks.ts'
import { packingCalls } from './packing.calls.ts'
import { productHooks } from './product.hooks.ts'
import { stocktakingCalls } from './stocktaking.calls.ts'
import { stocktakingHooks } from './stocktaking.hooks.ts'
import { seedStocktaking } from './stocktaking-seed.ts'
import { storePositionCalls } from './store-position.calls.ts'
import { storePositionHooks } from './store-position.hooks.ts'
import { transferOrderCalls } from './transfer-order.calls.ts'
import { transferOrderHooks } from './transfer-order.hooks.ts'
import { transportCalls } from './transport.calls.ts'
import { transportHooks } from './transport.hooks.ts'
import { transportStoreHooks } from './transport-store.hooks.ts'
import { wmsActionWorks } from './wms.actions.ts'
import { seedWmsMasters } from './wms-seed.ts'

/** The wms area's hand-written calls (beyond the generic ones of its declared resources). */
export const wmsCalls: CallDef[] = [
  ...storePositionCalls,
  ...transportCalls,
  ...inboundOrderCalls,
  ...inboundConfirmCalls,
  ...stocktakingCalls,
  ...transferOrderCalls,
  ...outboundCalls,
  ...packingCalls,
]

/** Business rules of the wms area's resources, by resource key (warehouses and zones: the shops area's). */
export const wmsHooks: Record<string, ResourceHooks> = {
  'ware/wbasestoreposition': storePositionHooks,
  'ware/wbaseproduct': productHooks,
  'ware/wbasetransportstore': transportStoreHooks,
  'erp/basetransport': transportHooks,
  ...inboundHooks,
  ...stocktakingHooks,
  ...transferOrderHooks,
  ...outboundHooks,
}

/** Demo records of the wms area for one tenant (fixed ids where examples link to them). */
export async function seedWms(tx: Queryable, tenantId: string): Promise<void> {
  await seedWmsMasters(tx, tenantId)
  await seedInboundOrders(tx, tenantId)
  await seedStocktaking(tx, tenantId)
}

/** The wms area: its hand-written calls, the hooks of its resources and its demo data. */
export const wmsArea = defineArea({
  name: 'wms',
  layer: 7,
  calls: wmsCalls,
  actions: wmsActionWorks,
  hooks: wmsHooks,
  seed: seedWms,
})
