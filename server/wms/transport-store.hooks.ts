import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { attachNames, STORE_NAME } from './attach-names.ts'

/**
 * Warehouse carrier channels: the channel is named after the carrier unless named otherwise, and a
 * warehouse has at most one default channel (choosing one clears the others).
 */
export const transportStoreHooks: ResourceHooks = {
  beforeSave: async ({ tx }, input, existing) => {
    const merged = { ...existing, ...input }
    if (merged.channelName !== null && merged.channelName !== undefined && merged.channelName !== '') return
    const rows = await tx.query<{ name: string }>(`SELECT name FROM ware_base_transport WHERE id = $1`, [
      String(merged.transportId),
    ])
    if (rows[0]) input.channelName = rows[0].name
  },
  afterSave: async ({ tx, actor }, id, input, existing) => {
    if (input.isDefault !== 1) return
    const storeId = String(input.storeId ?? existing?.storeId)
    await tx.query(
      `UPDATE ware_base_transport_store SET is_default = 0, version = version + 1, update_user = $3,
              update_time = localtimestamp(0)
        WHERE store_id = $1 AND id <> $2 AND is_default = 1 AND is_deleted = 0`,
      [storeId, id, actor.session.userId],
    )
  },
  decorate: async ({ tx }, records) => {
    await attachNames(tx, records, STORE_NAME)
    await attachNames(tx, records, {
      from: 'transportId',
      table: 'ware_base_transport',
      column: 'name',
      as: 'transportName',
    })
  },
}
