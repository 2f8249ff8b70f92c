import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import { fbaTurnoverActionWorks } from './fba-turnover.actions.ts'
import { fbaTurnoverCalls } from './fba-turnover.calls.ts'
import { fbaTurnoverHooks } from './fba-turnover.hooks.ts'
import { seedFbaTurnovers } from './fba-turnover-seed.ts'

/** Demo records of the fba area for one tenant (fixed ids where examples link to them). */
async function seedFba(tx: Queryable, tenantId: string): Promise<void> {
  await seedFbaTurnovers(tx, tenantId)
}

/** The fba area: its hand-written calls, action work, hooks and demo data. */
export const fbaArea = defineArea({
  name: 'fba',
  layer: 8,
  calls: [...fbaTurnoverCalls],
  actions: [...fbaTurnoverActionWorks],
  hooks: { ...fbaTurnoverHooks },
  seed: seedFba,
})
