import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { client } from '#sync/resources/system/client.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { hashSecret } from '../platform/auth/password.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords } from '../platform/records/records.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

/**
 * OAuth clients (platform tenant only), read and written over the owner connection: the application
 * role cannot read them. The secret is an argon2id hash in a column no declaration names, so a
 * client is written with it by hand here; it is never read back.
 */

/** Never the secret (not a declared field). */
const COLUMNS = selectColumns(client)

/** One live client, without its secret. */
export async function readClient(db: Queryable, id: string): Promise<Row | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM blade_client WHERE id = $1 AND is_deleted = 0`, [id])
  return rows[0]
}

/** A page of clients under a list's filters, without their secrets. */
export async function clientPage(db: Queryable, query: Record<string, string>, lang: Language) {
  const q = buildListQuery(client, query, lang)
  const where = q.where.join(' AND ')
  const records = await db.query(
    `SELECT ${COLUMNS} FROM blade_client WHERE ${where} ORDER BY ${q.orderBy}
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    q.params,
  )
  const read = { offset: (q.current - 1) * q.size, rows: records.length, size: q.size }
  const { total, totalExact } = await pageTotal(db, 'blade_client', where, q.params, read)
  return { records, total, totalExact, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/**
 * Adds a client (no `existing`) or changes one (its version checked when given): the client id
 * unique among live clients, the secret hashed when given. Answers the client's id.
 */
export async function writeClient(
  tx: Queryable,
  session: Session,
  lang: Language,
  labels: Record<string, Label>,
  input: Row,
  existing: Row | undefined,
): Promise<string> {
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
}

/** Removes clients; every id must be live, and the client of the current session stays. */
export async function removeClients(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const rows = await tx.query<{ clientId: string }>(
    'SELECT client_id FROM blade_client WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
    [ids],
  )
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const own = rows.find((r) => r.clientId === actor.session.clientId)
  if (own) throw new AppError('VALIDATION', 'system.access.clientInUse', { clientId: own.clientId })
  await removeRecords(tx, client, ids, actor)
}
