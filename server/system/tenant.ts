import { tenant } from '#sync/resources/system/tenant.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { removeRecords, updateRecords } from '../platform/records/records.ts'

/** A tenant's record fields a new tenant is given after its rows are made (createTenant), through the record layer. */
export async function fillNewTenant(tx: Queryable, actor: Actor, id: string, body: Row): Promise<void> {
  await updateRecords(
    tx,
    tenant,
    [id],
    {
      domainUrl: body.domainUrl ?? null,
      linkman: body.linkman ?? null,
      contactNumber: body.contactNumber ?? null,
      address: body.address ?? null,
      accountNumber: body.accountNumber ?? -1,
      expireTime: body.expireTime ?? null,
      datasourceId: body.datasourceId ?? null,
      status: body.status === undefined || body.status === null ? 1 : Number(body.status),
    },
    actor,
  )
}

/** Sets the account quota and/or expiry of tenants (fields left undefined keep theirs). */
export async function setTenantLicence(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  licence: { accountNumber?: number; expireTime?: string },
): Promise<void> {
  await updateRecords(tx, tenant, ids, licence, actor)
}

/** Assigns a data source to a tenant (by its record id). */
export async function setTenantDatasource(tx: Queryable, actor: Actor, id: string, datasourceId: string) {
  await updateRecords(tx, tenant, [id], { datasourceId }, actor)
}

/** Removes tenants (logically), through the record layer. */
export async function removeTenants(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  await removeRecords(tx, tenant, ids, actor)
}
