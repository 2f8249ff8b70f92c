import type { Language } from '#sync/i18n/language.ts'
import { client } from '#sync/resources/system/client.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { hashSecret } from '../platform/auth/password.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { withServerOnly } from '../platform/records/server-only.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

/**
 * OAuth clients (platform tenant only), read and written over the owner connection: the application
 * role cannot read them. The secret is an argon2id hash in the declaration's server-only column:
 * written with the client, never read back.
 */

/** Never the secret (a server-only column). */
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
 * Adds a client (no `existing`) or changes one (its version checked when given) through the record
 * layer (the client id unique among live clients), the secret's hash written with the row as a
 * server-only column when a secret is given. Answers the client's id.
 */
export async function writeClient(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined): Promise<string> {
  const values: Row = { ...input, id: existing?.id }
  if (!existing) {
    values.accessTokenValidity ??= 3600
    values.refreshTokenValidity ??= 604800
  }
  if (typeof input.clientSecret === 'string')
    withServerOnly(client, values, { clientSecret: await hashSecret(input.clientSecret) })
  return saveRecord(tx, client, values, actor)
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
