import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Suppliers: product supplier rows keep showing the supplier's current name. */
export const baseFactoryHooks: ResourceHooks = {
  afterSave: async ({ tx }, id, input, existing) => {
    if (existing && input.factoryName !== undefined && input.factoryName !== existing.factoryName) {
      await tx.query(`UPDATE erp_product_factory SET factory_name = $2 WHERE factory_id = $1`, [id, input.factoryName])
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
