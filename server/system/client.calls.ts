import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import {
  createSchema,
  fieldLabels,
  idSchema,
  pageAnswerSchema,
  recordAnswerSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import { client } from '#sync/resources/system/client.resource.ts'
import { doneAnswer } from '#sync/resources/system/system.answers.ts'
import { clearClientCache } from '../platform/auth/sessions.ts'
import type { Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { clientPage, readClient, removeClients, writeClient } from './client.ts'
import { idsParams, listQuery } from './dict-page.ts'
import { assertPlatformTenant } from './platform-only.ts'

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
async function saveClient(c: Context<AppEnv>, raw: Record<string, unknown>) {
  assertPlatformTenant(c.var.session, c.var.lang, CLIENT_WORD)
  const root = c.var.deps.root
  const hasId = raw.id !== undefined && raw.id !== null && raw.id !== ''
  const id = hasId ? parseInput(c, z.object({ id: idSchema }), raw, labels).id : ''
  const existing = id ? await readClient(root, id) : undefined
  if (id && !existing) throw unknownId(c)
  await requirePermission(c, existing ? client.permissions.edit : client.permissions.add)
  const input = parseInput(c, existing ? updateBody : createBody, raw, labels) as Row
  const { session } = c.var
  if (existing && input.clientId && input.clientId !== existing.clientId && existing.clientId === session.clientId) {
    throw new AppError('VALIDATION', 'system.access.clientInUse', { clientId: existing.clientId })
  }
  const savedId = await root.begin((tx) => writeClient(tx, actorOf(c), input, existing))
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
    output: pageAnswerSchema(client),
    handler: async (c, { query }) => {
      assertPlatformTenant(c.var.session, c.var.lang, CLIENT_WORD)
      return ok(c, await clientPage(c.var.deps.root, query, c.var.lang))
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
    output: recordAnswerSchema(client),
    handler: async (c, { params }) => {
      assertPlatformTenant(c.var.session, c.var.lang, CLIENT_WORD)
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
    output: recordAnswerSchema(client),
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
    output: doneAnswer,
    handler: async (c, { params }) => {
      assertPlatformTenant(c.var.session, c.var.lang, CLIENT_WORD)
      const ids = readIds(c, params)
      await c.var.deps.root.begin((tx) => removeClients(tx, actorOf(c), ids))
      clearClientCache()
      return ok(c, true)
    },
  }),
]
