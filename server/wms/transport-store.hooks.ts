import { wBaseTransportStore } from '#sync/resources/wms/w-base-transport-store.resource.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
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
    // One default channel per warehouse: the one chosen clears the flag on the others.
    await updateRecordsBy(tx, wBaseTransportStore, { storeId, isDefault: 1 }, { isDefault: 0 }, actor, {
      except: [id],
      scopeChecked: true,
    })
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
