import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { createSchema, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { client } from '#sync/resources/system/client.resource.ts'
import { hashSecret } from '../platform/auth/password.ts'
import { clearClientCache } from '../platform/auth/sessions.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { removeRecords } from '../platform/records/records.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { idsParams, listQuery } from './dict-page.ts'
import { assertPlatformTenant } from './menu-manage.calls.ts'

const CLIENT_WORD = { zh: '应用', en: 'clients', ja: 'クライアント' }
const SECRET_LABEL = { zh: '客户端密钥', en: 'Client secret', ja: 'クライアントシークレット' }
const labels: Record<string, Label> = { ...fieldLabels(client), clientSecret: SECRET_LABEL }
const secret = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\x21-\x7e]+$/)
const createBody = createSchema(client).extend({ clientSecret: secret })
const updateBody = updateSchema(client).extend({ clientSecret: secret.optional() })
/** Never the secret (not a declared field): it is stored as argon2id and not read back. */
const COLUMNS = selectColumns(client)

async function readClient(db: Queryable, id: string): Promise<Row | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM blade_client WHERE id = $1 AND is_deleted = 0`, [id])
  return rows[0]
}

async function saveClient(c: Context<AppEnv>, raw: Record<string, unknown>) {
  assertPlatformTenant(c, CLIENT_WORD)
  const root = c.var.deps.root
  const hasId = raw.id !== undefined && raw.id !== null && raw.id !== ''
  const id = hasId ? parseInput(c, z.object({ id: idSchema }), raw, labels).id : ''
  const existing = id ? await readClient(root, id) : undefined
  if (id && !existing) throw unknownId(c)
  await requirePermission(c, existing ? client.permissions.edit : client.permissions.add)
  const input = parseInput(c, existing ? updateBody : createBody, raw, labels) as Row
  const { session, lang } = c.var
  if (existing && input.clientId && input.clientId !== existing.clientId && existing.clientId === session.clientId) {
    throw new AppError('VALIDATION', 'system.access.clientInUse', { clientId: existing.clientId })
  }
  const savedId = await root.begin(async (tx) => {
    const clientId = String(input.clientId ?? existing?.clientId)
    const taken = await tx.query('SELECT 1 FROM blade_client WHERE client_id = $1 AND id <> $2 AND is_deleted = 0', [
      clientId,
      existing?.id ?? '0',
    ])
    if (taken.length) {
      throw validationError([
        {
          field: 'clientId',
          message: translate('fieldTaken', lang, { field: labels.clientId?.[lang], value: clientId }),
        },
      ])
    }
    const hash = typeof input.clientSecret === 'string' ? await hashSecret(input.clientSecret) : null
    const values = [
      clientId,
      input.authorizedGrantTypes ?? existing?.authorizedGrantTypes,
      input.accessTokenValidity ?? existing?.accessTokenValidity ?? 3600,
      input.refreshTokenValidity ?? existing?.refreshTokenValidity ?? 604800,
      session.userId,
    ]
    if (existing) {
      const rows = await tx.query(
        `UPDATE blade_client SET client_id = $2, authorized_grant_types = $3, access_token_validity = $4,
           refresh_token_validity = $5, update_user = $6, client_secret = coalesce($7, client_secret),
           update_time = localtimestamp(0), version = version + 1
          WHERE id = $1 AND is_deleted = 0 AND ($8::int IS NULL OR version = $8) RETURNING id`,
        [existing.id, ...values, hash, input.version ?? null],
      )
      if (!rows.length) throw new AppError('CONFLICT', 'staleVersion')
      return String(existing.id)
    }
    const newId = nextId()
    await tx.query(
      `INSERT INTO blade_client (id, client_id, authorized_grant_types, access_token_validity, refresh_token_validity,
         create_user, update_user, client_secret, create_dept)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
      [newId, ...values, hash, session.deptIds[0] ?? null],
    )
    return newId
  })
  clearClientCache()
  return ok(c, await readClient(root, savedId))
}

/** OAuth clients (platform tenant only), over the owner connection: the application role cannot read them. */
export const clientCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/client/list',
    area: 'system',
    summary: 'OAuth clients, paged and filtered (clientId); secrets are never answered',
    access: { permission: client.permissions.view },
    input: { query: listQuery, labels },
    handler: async (c, { query }) => {
      assertPlatformTenant(c, CLIENT_WORD)
      const q = buildListQuery(client, query, c.var.lang)
      const where = q.where.join(' AND ')
      const root = c.var.deps.root
      const records = await root.query(
        `SELECT ${COLUMNS} FROM blade_client WHERE ${where} ORDER BY ${q.orderBy}
          LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
        q.params,
      )
      const read = { offset: (q.current - 1) * q.size, rows: records.length, size: q.size }
      const { total, totalExact } = await pageTotal(root, 'blade_client', where, q.params, read)
      return ok(c, { records, total, totalExact, size: q.size, current: q.current, pages: Math.ceil(total / q.size) })
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/client/detail',
    area: 'system',
    summary: 'One OAuth client (id), without its secret',
    access: { permission: client.permissions.view },
    input: { params: z.object({ id: idSchema }), labels },
    handler: async (c, { params }) => {
      assertPlatformTenant(c, CLIENT_WORD)
      const { id } = params
      const found = await readClient(c.var.deps.root, id)
      if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, found)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/client/submit',
    area: 'system',
    summary: 'Adds or changes an OAuth client; the secret (required when adding) is stored as argon2id',
    access: { permission: [client.permissions.add, client.permissions.edit] },
    // Add or edit is chosen from the id, then the body is checked with that schema.
    input: { body: z.record(z.string(), z.unknown()), labels, documented: createBody },
    example: {
      clientId: 'warehouse_pda',
      clientSecret: 'pda_secret_2026',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    },
    handler: (c, { body }) => saveClient(c, body),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/client/remove',
    area: 'system',
    summary: 'Removes OAuth clients (ids); the client of the current session stays',
    access: { permission: client.permissions.remove },
    input: { params: idsParams, labels },
    handler: async (c, { params }) => {
      assertPlatformTenant(c, CLIENT_WORD)
      const ids = readIds(c, params)
      await c.var.deps.root.begin(async (tx) => {
        const rows = await tx.query<{ clientId: string }>(
          'SELECT client_id FROM blade_client WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
          [ids],
        )
        if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
        const own = rows.find((r) => r.clientId === c.var.session.clientId)
        if (own) throw new AppError('VALIDATION', 'system.access.clientInUse', { clientId: own.clientId })
        await removeRecords(tx, client, ids, actorOf(c))
      })
      clearClientCache()
      return ok(c, true)
    },
  }),
]
