import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import { amazonFbaActionWorks } from './amazon-fba.actions.ts'
import { amazonFbaCalls } from './amazon-fba.calls.ts'
import { amazonFbaHooks } from './amazon-fba.hooks.ts'
import { eccTransferActionWorks } from './ecc-transfer-order.actions.ts'
import { eccTransferOrderHooks } from './ecc-transfer-order.hooks.ts'
import { fbaTransferActionWorks } from './fba-transfer.actions.ts'
import { fbaTransferCalls } from './fba-transfer.calls.ts'
import { fbaTransferHooks } from './fba-transfer.hooks.ts'
import { seedFbaTransfers } from './fba-transfer-seed.ts'
import { fbaTurnoverActionWorks } from './fba-turnover.actions.ts'
import { fbaTurnoverCalls } from './fba-turnover.calls.ts'
import { fbaTurnoverHooks } from './fba-turnover.hooks.ts'
import { seedFbaTurnovers } from './fba-turnover-seed.ts'

/** Demo records of the fba area for one tenant (fixed ids where examples link to them). */
async function seedFba(tx: Queryable, tenantId: string): Promise<void> {
  await seedFbaTransfers(tx, tenantId)
  await seedFbaTurnovers(tx, tenantId)
}

/** The fba area: its hand-written calls, action work, hooks and demo data. */
export const fbaArea = defineArea({
  name: 'fba',
  layer: 8,
  calls: [...fbaTransferCalls, ...amazonFbaCalls, ...fbaTurnoverCalls],
  actions: [...fbaTransferActionWorks, ...amazonFbaActionWorks, ...eccTransferActionWorks, ...fbaTurnoverActionWorks],
  hooks: { ...fbaTransferHooks, ...amazonFbaHooks, ...eccTransferOrderHooks, ...fbaTurnoverHooks },
  seed: seedFba,
})
