import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { tenant } from '#sync/resources/system/tenant.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { forgetSessions } from '../platform/auth/sessions.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { defineEvent, emit } from '../platform/events.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { PLATFORM_TENANT } from '../platform/platform-tenant.ts'
import { removeRecords, updateRecords } from '../platform/records/records.ts'
import { findRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { createTenant } from '../platform/seed/create-tenant.ts'
import { actorLogOf, recordUsualLog, USUAL_LOG } from './log-usual.ts'

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

/** The host of a domain or URL, lower-case: `https://A.example.com/x` → `a.example.com`. */
export function hostOf(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
}

async function freeTenantId(tx: Queryable): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const candidate = String(100000 + Math.floor(Math.random() * 900000))
    const taken = await tx.query('SELECT 1 FROM blade_tenant WHERE tenant_id = $1', [candidate])
    if (!taken.length) return candidate
  }
  throw new Error('no free tenant id found')
}

/** Sessions of tenants that were removed or suspended end at once. */
async function endTenantSessions(tx: Queryable, tenantIds: string[]): Promise<void> {
  await tx.query(
    'UPDATE blade_session SET revoked_at = localtimestamp(0) WHERE tenant_id = ANY($1) AND revoked_at IS NULL',
    [tenantIds],
  )
  forgetSessions()
}

async function checkDomainFree(tx: Queryable, lang: Language, label: string | undefined, domain: unknown) {
  if (!domain) return
  const rows = await tx.query('SELECT 1 FROM blade_tenant WHERE domain_url = $1 AND id <> $2 AND is_deleted = 0', [
    domain,
    '0',
  ])
  if (rows.length) {
    throw validationError([
      { field: 'domainUrl', message: translate('fieldTaken', lang, { field: label, value: domain }) },
    ])
  }
}

/** A tenant was created (its administrator, role and departments exist): areas above set up what each tenant starts with. */
export const tenantCreated = defineEvent<{ tenantId: string }>('system.tenantCreated')

/**
 * Creates a tenant with its department, administrator role and administrator user (as the owner:
 * `tx` is the owner connection's), its record's other fields, and the usual log's entry. `body` is
 * the checked input; `adminName` the administrator's name when the input has none.
 */
export async function addTenant(tx: Queryable, actor: Actor, body: Row, adminName: string): Promise<Row> {
  const { session, lang } = actor
  const tenantId = body.tenantId ? String(body.tenantId) : await freeTenantId(tx)
  const taken = await tx.query('SELECT 1 FROM blade_tenant WHERE tenant_id = $1', [tenantId])
  if (taken.length) {
    throw validationError([{ field: 'tenantId', message: translate('system.admin.tenantIdTaken', lang, { tenantId }) }])
  }
  await checkDomainFree(tx, lang, tenant.fields.domainUrl?.label[lang], body.domainUrl)
  const adminAccount = String(body.adminAccount ?? 'admin')
  await createTenant(tx, {
    tenantId,
    tenantName: String(body.tenantName),
    adminAccount,
    adminName: String(body.adminName ?? adminName),
    adminPassword: String(body.adminPassword),
    departments: { root: String(body.tenantName), children: [] },
    creator: { userId: session.userId, deptId: session.deptIds[0] ?? null },
  })
  const [made] = await tx.query<{ id: string }>('SELECT id FROM blade_tenant WHERE tenant_id = $1', [tenantId])
  const id = made?.id as string
  await fillNewTenant(tx, actor, id, body)
  await emit(tx, actor, tenantCreated, { tenantId })
  await recordUsualLog(
    tx,
    actorLogOf(actor, USUAL_LOG.tenantCreated, translate('system.log.tenantCreated', lang, { tenant: tenantId }), {
      tenantId,
      tenantName: body.tenantName,
      adminAccount,
    }),
  )
  return (await findRecord(tx, tenant, id)) as Row
}

/** Changes a tenant's record (never its tenant id) as the owner; suspending one ends its sessions. */
export async function changeTenant(tx: Queryable, actor: Actor, body: Row): Promise<Row> {
  const id = await updateRecord(tx, tenant, body, actor)
  const saved = (await findRecord(tx, tenant, id)) as Row
  if (Number(saved.status) !== 1) await endTenantSessions(tx, [String(saved.tenantId)])
  const changed = Object.keys(body).filter((k) => body[k] !== undefined && k !== 'id' && k !== 'version')
  await recordUsualLog(
    tx,
    actorLogOf(
      actor,
      USUAL_LOG.tenantChanged,
      translate('system.log.tenantChanged', actor.lang, { tenant: saved.tenantId }),
      { fields: changed },
    ),
  )
  return saved
}

/** Live tenants for drop-downs (at most 1,000). */
export async function tenantChoices(db: Queryable) {
  const rows = await db.query<{ tenantId: string; tenantName: string } & Row>(
    'SELECT id, tenant_id, tenant_name, status FROM blade_tenant WHERE is_deleted = 0 ORDER BY tenant_id LIMIT 1000',
  )
  return rows.map((r) => ({ ...r, label: `${r.tenantId} ${r.tenantName}`, value: r.tenantId }))
}

/** Removes tenants and ends their sessions; never the platform tenant or the caller's own. */
export async function removeTenantsAndSessions(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const rows = await tx.query<{ tenantId: string }>(
    'SELECT tenant_id FROM blade_tenant WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
    [ids],
  )
  if (rows.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  const tenantIds = rows.map((r) => r.tenantId)
  if (tenantIds.some((t) => t === PLATFORM_TENANT || t === actor.session.tenantId)) {
    throw new AppError('VALIDATION', 'system.admin.tenantProtected')
  }
  await removeTenants(tx, actor, ids)
  await endTenantSessions(tx, tenantIds)
  if (tenantIds.length) {
    await recordUsualLog(
      tx,
      actorLogOf(
        actor,
        USUAL_LOG.tenantRemoved,
        translate('system.log.tenantRemoved', actor.lang, { tenants: tenantIds.join(', ') }),
      ),
    )
  }
}

/** Sets the account quota and/or expiry of tenants, logs it, and answers the tenants. */
export async function setLicences(
  tx: Queryable,
  actor: Actor,
  ids: string[],
  licence: { accountNumber?: number; expireTime?: string },
): Promise<Row[]> {
  await setTenantLicence(tx, actor, ids, licence)
  const rows = await tx.query<{ tenantId: string }>(
    'SELECT tenant_id FROM blade_tenant WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  )
  await recordUsualLog(
    tx,
    actorLogOf(
      actor,
      USUAL_LOG.tenantChanged,
      translate('system.log.tenantLicence', actor.lang, { tenants: rows.map((r) => r.tenantId).join(', ') }),
      { accountNumber: licence.accountNumber, expireTime: licence.expireTime },
    ),
  )
  return tx.query(`SELECT ${selectColumns(tenant)} FROM blade_tenant WHERE id = ANY($1::bigint[])`, [ids])
}

/**
 * The data source of a tenant; with `datasourceId`, that platform data source is assigned first
 * (a missing one is a 400 naming the field, labelled `label`) and logged.
 */
export async function tenantDatasource(
  tx: Queryable,
  actor: Actor,
  tenantId: string,
  datasourceId: string | undefined,
  label: string | undefined,
) {
  const found = await tx.query<{ id: string; datasourceId: string | null }>(
    'SELECT id, datasource_id FROM blade_tenant WHERE tenant_id = $1 AND is_deleted = 0',
    [tenantId],
  )
  if (!found[0]) throw new AppError('NOT_FOUND', 'recordNotFound')
  let current = found[0].datasourceId
  if (datasourceId) {
    const source = await tx.query(
      'SELECT 1 FROM blade_datasource WHERE id = $1 AND tenant_id = $2 AND is_deleted = 0',
      [datasourceId, PLATFORM_TENANT],
    )
    if (!source.length) {
      throw validationError([
        { field: 'datasourceId', message: translate('linkMissing', actor.lang, { field: label }) },
      ])
    }
    await setTenantDatasource(tx, actor, found[0].id, datasourceId)
    await recordUsualLog(
      tx,
      actorLogOf(
        actor,
        USUAL_LOG.tenantChanged,
        translate('system.log.tenantDatasource', actor.lang, { tenant: tenantId, datasource: datasourceId }),
      ),
    )
    current = datasourceId
  }
  const sources = current
    ? await tx.query(
        `SELECT id, name, driver_class, url, username, remark FROM blade_datasource
          WHERE id = $1 AND tenant_id = $2 AND is_deleted = 0`,
        [current, PLATFORM_TENANT],
      )
    : []
  return { tenantId, datasourceId: current, datasource: sources[0] ?? null }
}

/** The active tenant serving a host, if any. */
export async function tenantOfHost(db: Queryable, host: string) {
  const rows = await db.query<{ tenantId: string; tenantName: string; domainUrl: string }>(
    `SELECT tenant_id, tenant_name, domain_url FROM blade_tenant
      WHERE is_deleted = 0 AND status = 1
        AND lower(regexp_replace(regexp_replace(domain_url, '^[a-zA-Z]+://', ''), '[/?#].*$', '')) = $1
      LIMIT 1`,
    [host],
  )
  return rows[0]
}
