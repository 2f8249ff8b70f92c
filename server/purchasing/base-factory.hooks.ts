import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Suppliers: product supplier rows keep showing the supplier's current name. */
export const baseFactoryHooks: ResourceHooks = {
  afterSave: async ({ tx, actor }, id, input, existing) => {
    if (existing && input.factoryName !== undefined && input.factoryName !== existing.factoryName) {
      const set = { factoryName: input.factoryName }
      await updateRecordsBy(tx, productFactory, { factoryId: id }, set, actor, { scopeChecked: true })
    }
  },
  decorate: async ({ tx }, records) => {
    const rows = await tx.query<{ factoryId: string; n: number }>(
      `SELECT factory_id, count(*)::int AS n FROM erp_product_factory
        WHERE factory_id = ANY($1::bigint[]) AND is_deleted = 0 GROUP BY factory_id`,
      [records.map((r) => String(r.id))],
    )
    const counts = new Map(rows.map((r) => [r.factoryId, r.n]))
    for (const record of records) record.productCount = counts.get(String(record.id)) ?? 0
  },
}
