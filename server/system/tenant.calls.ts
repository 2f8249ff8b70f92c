import type { Context } from 'hono'
import { z } from 'zod'
import type { Label, Language } from '#sync/i18n/language.ts'
import {
  createSchema,
  exampleBody,
  fieldLabels,
  idSchema,
  pageAnswerSchema,
  recordAnswerSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import { doneAnswer, tenantChoiceAnswer, tenantDatasourceAnswer } from '#sync/resources/system/system.answers.ts'
import { tenantInfoContract } from '#sync/resources/system/system.contracts.ts'
import { tenant } from '#sync/resources/system/tenant.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { PLATFORM_TENANT } from '../platform/platform-tenant.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { type Condition, idsParams, listQuery, pageOf } from './dict-page.ts'
import { assertPlatform } from './platform-only.ts'
import {
  addTenant,
  changeTenant,
  hostOf,
  removeTenantsAndSessions,
  setLicences,
  tenantChoices,
  tenantDatasource,
  tenantOfHost,
} from './tenant.ts'

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

const isPlatform = (c: Context<AppEnv>) => c.var.session.tenantId === PLATFORM_TENANT
/** The platform reads every tenant over the owner connection; others read their own row under RLS. */
const readerOf = (c: Context<AppEnv>): Queryable => (isPlatform(c) ? c.var.deps.root : c.var.db)

/** Creates a tenant with its department, administrator role and administrator user, as the owner. */
function insertTenant(c: Context<AppEnv>, body: Row): Promise<Row> {
  return c.var.deps.root.begin((tx) => addTenant(tx, actorOf(c), body, ADMIN_NAME[c.var.lang]))
}

/** Changes a tenant's record (never its tenant id) as the owner; the platform tenant and the caller's own stay active. */
function saveTenant(c: Context<AppEnv>, body: Row, existing: Row): Promise<Row> {
  const protectedIds = [PLATFORM_TENANT, c.var.session.tenantId]
  if (String(body.status ?? '1') !== '1' && protectedIds.includes(String(existing.tenantId))) {
    throw new AppError('VALIDATION', 'system.admin.tenantProtected')
  }
  return c.var.deps.root.begin((tx) => changeTenant(tx, actorOf(c), body))
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
    output: pageAnswerSchema(tenant),
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
    output: recordAnswerSchema(tenant),
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
    output: z.array(tenantChoiceAnswer),
    handler: async (c) => {
      return ok(c, await tenantChoices(readerOf(c)))
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
    output: recordAnswerSchema(tenant),
    handler: async (c, { body: raw }) => {
      assertPlatform(c.var.session)
      const hasId = raw.id !== undefined && raw.id !== null && raw.id !== ''
      const id = hasId ? parseInput(c, z.object({ id: idSchema }), raw, LABELS).id : undefined
      const existing = id ? await findRecord(c.var.deps.root, tenant, id) : undefined
      if (id && !existing) throw unknownId(c)
      await requirePermission(c, existing ? tenant.permissions.edit : tenant.permissions.add)
      if (existing) return ok(c, await saveTenant(c, parseInput(c, updateSchema(tenant), raw, LABELS) as Row, existing))
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
    output: doneAnswer,
    handler: async (c, { params }) => {
      assertPlatform(c.var.session)
      const ids = readIds(c, params)
      await c.var.deps.root.begin((tx) => removeTenantsAndSessions(tx, actorOf(c), ids))
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
    output: z.array(recordAnswerSchema(tenant)),
    handler: async (c, { params: body }) => {
      assertPlatform(c.var.session)
      if (body.accountNumber === undefined && body.expireTime === undefined) {
        throw new AppError('VALIDATION', 'system.admin.tenantSettingEmpty')
      }
      const ids = readIds(c, { ids: body.ids })
      const expireTime =
        body.expireTime && body.expireTime.length === 10 ? `${body.expireTime} 23:59:59` : body.expireTime
      const updated = await c.var.deps.root.begin((tx) =>
        setLicences(tx, actorOf(c), ids, { accountNumber: body.accountNumber, expireTime }),
      )
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
    output: tenantDatasourceAnswer,
    handler: async (c, { params }) => {
      assertPlatform(c.var.session)
      const { tenantId, datasourceId } = params
      if (datasourceId) await requirePermission(c, tenant.permissions.edit)
      const answer = await c.var.deps.root.begin((tx) =>
        tenantDatasource(tx, actorOf(c), tenantId, datasourceId, LABELS.datasourceId?.[c.var.lang]),
      )
      return ok(c, answer)
    },
  }),
  defineCall({
    ...tenantInfoContract,
    alsoOther: true,
    area: 'system',
    summary: 'The active tenant serving a domain (domain, else the Host header), for the sign-in page',
    access: { public: true },
    input: { ...tenantInfoContract.input, labels: LABELS },
    handler: async (c, { params }) => {
      const { domain } = params
      const host = hostOf(domain || c.req.header('host') || '')
      const found = host ? await tenantOfHost(c.var.deps.root, host) : undefined
      // A domain no tenant serves is refused: this call needs no token, and a 200 would answer anyone
      // (the catalogue sweep counts it as a leak); the sign-in page asks silently and shows the tenant field.
      if (!found) throw new AppError('VALIDATION', 'system.admin.tenantDomainUnknown', { domain: host || '-' })
      return ok(c, { tenantId: found.tenantId, tenantName: found.tenantName, domain: found.domainUrl })
    },
  }),
]
