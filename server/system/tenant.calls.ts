import type { Context } from 'hono'
import { z } from 'zod'
import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { createSchema, exampleBody, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { tenant } from '#sync/resources/system/tenant.resource.ts'
import { forgetSessions } from '../platform/auth/sessions.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { findRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { createTenant } from '../platform/seed/create-tenant.ts'
import { assertPlatform, PLATFORM_TENANT } from './dict.calls.ts'
import { type Condition, idsParams, listQuery, pageOf } from './dict-page.ts'
import { recordUsualLog, USUAL_LOG, usualLogOf } from './log-usual.ts'
import { fillNewTenant, removeTenants, setTenantDatasource, setTenantLicence } from './tenant.ts'

const BASE = '/api/blade-system/tenant'
const TENANT_ID = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,12}$/)
const EXTRA_LABELS: Record<string, Label> = {
  tenantId: { zh: '租户编号', en: 'Tenant ID', ja: 'テナントID' },
  adminAccount: { zh: '管理员账号', en: 'Administrator account', ja: '管理者アカウント' },
  adminPassword: { zh: '管理员密码', en: 'Administrator password', ja: '管理者パスワード' },
  adminName: { zh: '管理员姓名', en: 'Administrator name', ja: '管理者名' },
  ids: { zh: '主键集合', en: 'IDs', ja: 'ID一覧' },
  datasourceId: { zh: '数据源', en: 'Data source', ja: 'データソース' },
  domain: { zh: '域名', en: 'Domain', ja: 'ドメイン' },
}
const LABELS = { ...fieldLabels(tenant), ...EXTRA_LABELS }
const ADMIN_NAME: Record<Language, string> = { zh: '管理员', en: 'Administrator', ja: '管理者' }

/** A new tenant: its record, and the administrator createTenant() makes with it. */
const createBody = createSchema(tenant).extend({
  tenantId: z.preprocess((v) => (v === '' || v === null ? undefined : v), TENANT_ID.optional()),
  adminAccount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{2,45}$/)
    .optional(),
  adminPassword: z.string().min(8).max(32),
  adminName: z.string().trim().min(1).max(20).optional(),
})
const settingBody = z.object({
  ids: z.string().trim().min(1).max(4000),
  accountNumber: z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v === '' ? undefined : v),
    z.number().int().min(-1).max(1_000_000).optional(),
  ),
  expireTime: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
      .optional(),
  ),
})
const datasourceQuery = z.object({ tenantId: TENANT_ID, datasourceId: idSchema.optional() })
const idQuery = z.object({ id: idSchema })
const infoQuery = z.object({ domain: z.string().trim().max(255).optional() })

const isPlatform = (c: Context<AppEnv>) => c.var.session.tenantId === PLATFORM_TENANT
/** The platform reads every tenant over the owner connection; others read their own row under RLS. */
const readerOf = (c: Context<AppEnv>): Queryable => (isPlatform(c) ? c.var.deps.root : c.var.db)

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

async function checkDomainFree(tx: Queryable, lang: Language, domain: unknown, id: string) {
  if (!domain) return
  const rows = await tx.query('SELECT 1 FROM blade_tenant WHERE domain_url = $1 AND id <> $2 AND is_deleted = 0', [
    domain,
    id,
  ])
  if (rows.length) {
    throw validationError([
      {
        field: 'domainUrl',
        message: translate('fieldTaken', lang, { field: LABELS.domainUrl?.[lang], value: domain }),
      },
    ])
  }
}

/** Creates a tenant with its department, administrator role and administrator user, as the owner. */
async function insertTenant(c: Context<AppEnv>, body: Row): Promise<Row> {
  const { session, lang } = c.var
  return c.var.deps.root.begin(async (tx) => {
    const tenantId = body.tenantId ? String(body.tenantId) : await freeTenantId(tx)
    const taken = await tx.query('SELECT 1 FROM blade_tenant WHERE tenant_id = $1', [tenantId])
    if (taken.length) {
      throw validationError([
        { field: 'tenantId', message: translate('system.admin.tenantIdTaken', lang, { tenantId }) },
      ])
    }
    await checkDomainFree(tx, lang, body.domainUrl, '0')
    const adminAccount = String(body.adminAccount ?? 'admin')
    await createTenant(tx, {
      tenantId,
      tenantName: String(body.tenantName),
      adminAccount,
      adminName: String(body.adminName ?? ADMIN_NAME[lang]),
      adminPassword: String(body.adminPassword),
      departments: { root: String(body.tenantName), children: [] },
      creator: { userId: session.userId, deptId: session.deptIds[0] ?? null },
    })
    const [made] = await tx.query<{ id: string }>('SELECT id FROM blade_tenant WHERE tenant_id = $1', [tenantId])
    const id = made?.id as string
    await fillNewTenant(tx, actorOf(c), id, body)
    await recordUsualLog(
      tx,
      usualLogOf(c, USUAL_LOG.tenantCreated, translate('system.log.tenantCreated', c.var.lang, { tenant: tenantId }), {
        tenantId,
        tenantName: body.tenantName,
        adminAccount,
      }),
    )
    return (await findRecord(tx, tenant, id)) as Row
  })
}

/** Changes a tenant's record (never its tenant id) as the owner; suspending one ends its sessions. */
async function changeTenant(c: Context<AppEnv>, body: Row, existing: Row): Promise<Row> {
  const protectedIds = [PLATFORM_TENANT, c.var.session.tenantId]
  if (String(body.status ?? '1') !== '1' && protectedIds.includes(String(existing.tenantId))) {
    throw new AppError('VALIDATION', 'system.admin.tenantProtected')
  }
  return c.var.deps.root.begin(async (tx) => {
    const id = await updateRecord(tx, tenant, body, actorOf(c))
    const saved = (await findRecord(tx, tenant, id)) as Row
    if (Number(saved.status) !== 1) await endTenantSessions(tx, [String(saved.tenantId)])
    const changed = Object.keys(body).filter((k) => body[k] !== undefined && k !== 'id' && k !== 'version')
    await recordUsualLog(
      tx,
      usualLogOf(
        c,
        USUAL_LOG.tenantChanged,
        translate('system.log.tenantChanged', c.var.lang, { tenant: saved.tenantId }),
        { fields: changed },
      ),
    )
    return saved
  })
}

/** Tenants: the platform tenant manages all of them; every tenant reads its own. */
export const tenantCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/list`,
    area: 'system',
    summary: 'Tenants, paged (the platform tenant sees all, others their own); filters tenantId, tenantName ...',
    access: { permission: tenant.permissions.view },
    input: { query: listQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const extra: Condition[] = []
      const tenantId = query.tenantId?.trim()
      if (tenantId) {
        extra.push((p) => {
          p.push(`%${tenantId.slice(0, 12).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
          return `tenant_id ILIKE $${p.length}`
        })
      }
      return ok(c, await pageOf(readerOf(c), c, tenant, query, extra))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/detail`,
    area: 'system',
    summary: 'One tenant by id',
    access: { permission: tenant.permissions.view },
    input: { params: idQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { id } = params
      const found = await findRecord(readerOf(c), tenant, id)
      if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, found)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/select`,
    area: 'system',
    summary: 'Live tenants for drop-downs: {id, tenantId, tenantName, label, value (tenantId)}',
    access: { permission: tenant.permissions.view },
    input: 'nothing',
    handler: async (c) => {
      const rows = await readerOf(c).query<{ tenantId: string; tenantName: string } & Row>(
        'SELECT id, tenant_id, tenant_name, status FROM blade_tenant WHERE is_deleted = 0 ORDER BY tenant_id LIMIT 1000',
      )
      return ok(
        c,
        rows.map((r) => ({ ...r, label: `${r.tenantId} ${r.tenantName}`, value: r.tenantId })),
      )
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/submit`,
    area: 'system',
    summary:
      'Creates a tenant (no id: with its department, administrator role and user adminAccount/adminPassword) or changes one (id); platform tenant only',
    // add or edit, decided by whether the tenant exists
    access: { permission: [tenant.permissions.add, tenant.permissions.edit] },
    // Add or edit is chosen from the id, then the body is checked with that schema.
    input: { body: z.record(z.string(), z.unknown()), labels: LABELS, documented: createBody },
    example: { ...exampleBody(tenant), adminAccount: 'admin', adminPassword: 'Welcome-2026' },
    handler: async (c, { body: raw }) => {
      assertPlatform(c)
      const hasId = raw.id !== undefined && raw.id !== null && raw.id !== ''
      const id = hasId ? parseInput(c, z.object({ id: idSchema }), raw, LABELS).id : undefined
      const existing = id ? await findRecord(c.var.deps.root, tenant, id) : undefined
      if (id && !existing) throw unknownId(c)
      await requirePermission(c, existing ? tenant.permissions.edit : tenant.permissions.add)
      if (existing)
        return ok(c, await changeTenant(c, parseInput(c, updateSchema(tenant), raw, LABELS) as Row, existing))
      return ok(c, await insertTenant(c, parseInput(c, createBody, raw, LABELS) as Row))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/remove`,
    area: 'system',
    summary: 'Removes tenants (ids=1,2) and ends their sessions; never the platform tenant or your own',
    access: { permission: tenant.permissions.remove },
    input: { params: idsParams, labels: LABELS },
    handler: async (c, { params }) => {
      assertPlatform(c)
      const ids = readIds(c, params)
      await c.var.deps.root.begin(async (tx) => {
        const rows = await tx.query<{ tenantId: string }>(
          'SELECT tenant_id FROM blade_tenant WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
          [ids],
        )
        if (rows.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
        const tenantIds = rows.map((r) => r.tenantId)
        if (tenantIds.some((t) => t === PLATFORM_TENANT || t === c.var.session.tenantId)) {
          throw new AppError('VALIDATION', 'system.admin.tenantProtected')
        }
        await removeTenants(tx, actorOf(c), ids)
        await endTenantSessions(tx, tenantIds)
        if (tenantIds.length) {
          await recordUsualLog(
            tx,
            usualLogOf(
              c,
              USUAL_LOG.tenantRemoved,
              translate('system.log.tenantRemoved', c.var.lang, { tenants: tenantIds.join(', ') }),
            ),
          )
        }
      })
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/setting`,
    area: 'system',
    summary: 'Sets the account quota (accountNumber, -1 unlimited) and/or expiry (expireTime) of tenants (ids)',
    access: { permission: tenant.permissions.edit },
    input: { params: settingBody, labels: LABELS },
    handler: async (c, { params: body }) => {
      assertPlatform(c)
      if (body.accountNumber === undefined && body.expireTime === undefined) {
        throw new AppError('VALIDATION', 'system.admin.tenantSettingEmpty')
      }
      const ids = readIds(c, { ids: body.ids })
      const expireTime =
        body.expireTime && body.expireTime.length === 10 ? `${body.expireTime} 23:59:59` : body.expireTime
      const updated = await c.var.deps.root.begin(async (tx) => {
        await setTenantLicence(tx, actorOf(c), ids, { accountNumber: body.accountNumber, expireTime })
        const rows = await tx.query<{ tenantId: string }>(
          'SELECT tenant_id FROM blade_tenant WHERE id = ANY($1::bigint[]) ORDER BY id',
          [ids],
        )
        await recordUsualLog(
          tx,
          usualLogOf(
            c,
            USUAL_LOG.tenantChanged,
            translate('system.log.tenantLicence', c.var.lang, { tenants: rows.map((r) => r.tenantId).join(', ') }),
            {
              accountNumber: body.accountNumber,
              expireTime,
            },
          ),
        )
        return tx.query(`SELECT ${selectColumns(tenant)} FROM blade_tenant WHERE id = ANY($1::bigint[])`, [ids])
      })
      return ok(c, updated)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/datasource`,
    area: 'system',
    summary: 'The data source of a tenant (tenantId); with datasourceId, assigns that data source first',
    access: { permission: tenant.permissions.view },
    input: { params: datasourceQuery, labels: LABELS },
    handler: async (c, { params }) => {
      assertPlatform(c)
      const { tenantId, datasourceId } = params
      if (datasourceId) await requirePermission(c, tenant.permissions.edit)
      const answer = await c.var.deps.root.begin(async (tx) => {
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
              {
                field: 'datasourceId',
                message: translate('linkMissing', c.var.lang, { field: LABELS.datasourceId?.[c.var.lang] }),
              },
            ])
          }
          await setTenantDatasource(tx, actorOf(c), found[0].id, datasourceId)
          await recordUsualLog(
            tx,
            usualLogOf(
              c,
              USUAL_LOG.tenantChanged,
              translate('system.log.tenantDatasource', c.var.lang, { tenant: tenantId, datasource: datasourceId }),
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
      })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/info`,
    area: 'system',
    summary: 'The active tenant serving a domain (domain, else the Host header), for the sign-in page',
    access: { public: true },
    input: { params: infoQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { domain } = params
      const host = hostOf(domain || c.req.header('host') || '')
      const rows = host
        ? await c.var.deps.root.query<{ tenantId: string; tenantName: string; domainUrl: string }>(
            `SELECT tenant_id, tenant_name, domain_url FROM blade_tenant
              WHERE is_deleted = 0 AND status = 1
                AND lower(regexp_replace(regexp_replace(domain_url, '^[a-zA-Z]+://', ''), '[/?#].*$', '')) = $1
              LIMIT 1`,
            [host],
          )
        : []
      const found = rows[0]
      // A domain no tenant serves is refused: this call needs no token, and a 200 would answer anyone
      // (the catalogue sweep counts it as a leak); the sign-in page asks silently and shows the tenant field.
      if (!found) throw new AppError('VALIDATION', 'system.admin.tenantDomainUnknown', { domain: host || '-' })
      return ok(c, { tenantId: found.tenantId, tenantName: found.tenantName, domain: found.domainUrl })
    },
  }),
]
