import { baseTransportPlat } from '#sync/resources/wms/base-transport-plat.resource.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { deleteRecords } from '../platform/resources/record-store.ts'
import { attachNames } from './attach-names.ts'

/**
 * ERP transport modes: their marketplace names go with them when they are removed (other links,
 * such as freight rates, still refuse the removal), and lists show the provider's name.
 */
export const transportHooks: ResourceHooks = {
  beforeRemove: async ({ tx, actor }, ids) => {
    const plats = await tx.query<{ id: string }>(
      `SELECT id FROM ${baseTransportPlat.table} WHERE transport_id = ANY($1::bigint[]) AND is_deleted = 0`,
      [ids],
    )
    if (plats.length)
      await deleteRecords(
        tx,
        baseTransportPlat,
        plats.map((p) => p.id),
        actor,
      )
  },
  decorate: async ({ tx }, records) => {
    await attachNames(tx, records, {
      from: 'logisticsProviderId',
      table: 'erp_logistics_providers',
      column: 'name',
      as: 'logisticsProviderName',
    })
    await attachNames(tx, records, {
      from: 'wareTransportId',
      table: 'ware_base_transport',
      column: 'name',
      as: 'wareTransportName',
    })
  },
}
