import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { DEMO_PRODUCTS as P, DEMO_SHOPS as S } from '../products/seed-products.ts'
import { PLATFORM_STOCK_SOURCE } from './platform-inventory.ts'

/** Fixed ids of the demo listings' platform stock (examples name them). */
export const PLATFORM_STOCK_IDS = {
  kettleUs: '1000000000000005601',
  kettle2pkUs: '1000000000000005602',
  panJp: '1000000000000005603',
} as const

const FBA = 2

/**
 * Demo platform stock: yesterday's FBA report of the Amazon US and JP shops, synced onto their
 * listings (the kettle, the kettle two-pack and the pan), with the history the sync left.
 */
export async function seedPlatformInventory(tx: Queryable, tenantId: string): Promise<void> {
  const [day] = await tx.query<{ d: string }>(`SELECT to_char(current_date - 1, 'YYYY-MM-DD') AS d`)
  const reportDate = day?.d ?? '2026-01-01'
  const listings = [
    [PLATFORM_STOCK_IDS.kettleUs, S.amazonUs, P.saleKettle, 'HM-KETTLE-17-US', 42, 10, 3, 1, 'B0DEMO0001'],
    [PLATFORM_STOCK_IDS.kettle2pkUs, S.amazonUs, P.saleKettle2pk, 'HM-KETTLE-17-2PK', 15, 0, 1, 0, 'B0DEMO0002'],
    [PLATFORM_STOCK_IDS.panJp, S.amazonJp, P.salePan, 'HM-PAN-28-JP', 30, 5, 0, 2, 'B0DEMO0004'],
  ] as const
  for (const [id, shopId, saleSkuId, saleSku, fulfillable, inbound, reserved, unfulfillable, asin] of listings) {
    const figures = { fulfillable, inbound, reserved, unfulfillable }
    await insertSeedRows(tx, 'erp_platform_inventory', tenantId, [
      {
        shopId,
        saleSkuId,
        saleSku,
        asin,
        fulfilmentChannel: FBA,
        ...figures,
        reportDate,
        batchNo: 'PIDEMO',
        syncTime: `${reportDate} 08:00:00`,
      },
    ])
    await insertSeedRows(tx, 'erp_platform_sale_sku', tenantId, [
      {
        id,
        shopId,
        saleSkuId,
        saleSku,
        fulfilmentChannel: FBA,
        ...figures,
        reportedAt: `${reportDate} 00:00:00`,
        source: PLATFORM_STOCK_SOURCE.synced,
      },
    ])
    await insertSeedRows(tx, 'erp_platform_sale_sku_log', tenantId, [
      {
        platformSaleSkuId: id,
        saleSku,
        source: PLATFORM_STOCK_SOURCE.synced,
        fulfillableBefore: null,
        ...figures,
      },
    ])
  }
}
