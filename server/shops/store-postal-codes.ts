import { baseStorePostalCode } from '#sync/resources/shops/base-store.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { insertRecords, removeRecordsBy } from '../platform/records/records.ts'

export type PostalCodeList = { storeId: string; areaId: string | null; countryCode: string; codes: readonly string[] }

/**
 * Replaces a warehouse's postal codes of one country for an area (or the whole warehouse): the
 * area's old list and these codes wherever they were go, the list is inserted, through the record layer.
 */
export async function replacePostalCodes(tx: Queryable, actor: Actor, list: PostalCodeList): Promise<void> {
  await removeRecordsBy(tx, baseStorePostalCode, 'storeId', [list.storeId], actor, {
    also: 'AND country_code = $3 AND (area_id IS NOT DISTINCT FROM $4 OR postal_code = ANY($5::text[]))',
    params: [list.countryCode, list.areaId, list.codes],
  })
  await insertRecords(
    tx,
    baseStorePostalCode,
    list.codes.map((postalCode) => ({
      storeId: list.storeId,
      areaId: list.areaId,
      countryCode: list.countryCode,
      postalCode,
    })),
    actor,
  )
}
