import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { WMS_IDS as W } from './wms-seed.ts'

/** Demo stock counts: ids the call examples name. */
export const STOCKTAKING_IDS = { planned: '1000000000000010101', counting: '1000000000000010102' } as const

/** Two counts in Los Angeles: one planned (A-01-01), one started and being counted (A-01-02, which held nothing). */
export async function seedStocktaking(tx: Queryable, tenantId: string): Promise<void> {
  await insertSeedRows(tx, 'ware_stocktaking', tenantId, [
    {
      id: STOCKTAKING_IDS.planned,
      code: 'ST-2026-0001',
      storeId: W.storeLa,
      positionIds: '1000000000000005021',
      status: 1,
    },
    {
      id: STOCKTAKING_IDS.counting,
      code: 'ST-2026-0002',
      storeId: W.storeLa,
      positionIds: '1000000000000005022',
      status: 1,
      freezeTime: '2026-11-20 09:00:00',
    },
  ])
}
