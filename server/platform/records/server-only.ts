import { type ResourceDef, resourceKey, type ServerOnlyType } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { assertInScope } from '../resources/data-scope.ts'

/**
 * Server-only columns (a declaration's `serverOnly`: password and secret hashes, sign-in counters,
 * a tree's ancestors path) are written by the record layer like any other column — with the row a
 * save writes (`withServerOnly`), or set-based (`writeServerOnly`), the version bumped and who and
 * when kept — but no read, list, export, import, form or OpenAPI document names them, since those
 * all read the declared `fields`. Nothing a client sends reaches them: their values travel beside
 * the input, never in it.
 */

/** The server-only values a save carries beside its input (a hook or a caller sets them). */
const pending = new WeakMap<Row, Row>()

const CASTS: Record<ServerOnlyType, string> = {
  text: 'text',
  integer: 'integer',
  timestamp: 'timestamp(0)',
  // JSON text goes in as text: a driver given a jsonb parameter would encode the text again, as a JSON string.
  jsonb: 'text::jsonb',
  bytea: 'bytea',
}

/** The server-only jsonb columns of each declaration (snake_case), found once. */
const jsonColumns = new WeakMap<ResourceDef, ReadonlySet<string>>()

/**
 * The placeholder of parameter `n` that a save writes into `column`: a server-only jsonb column's
 * JSON text is cast in SQL (as `writeServerOnly` does), any other value goes in as it is.
 */
export function placeholderOf(resource: ResourceDef, column: string, n: number): string {
  let json = jsonColumns.get(resource)
  if (!json) {
    const own = Object.entries(resource.serverOnly ?? {}).filter(([, type]) => type === 'jsonb')
    json = new Set(own.map(([k]) => toSnake(k)))
    jsonColumns.set(resource, json)
  }
  return json.has(column) ? `$${n}::text::jsonb` : `$${n}`
}

/** The declared type of each key, refusing a key the declaration does not list as server-only (a caller's bug). */
function serverOnlyTypes(resource: ResourceDef, values: Row): [string, ServerOnlyType][] {
  return Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .map((k) => {
      const type = resource.serverOnly?.[k]
      if (!type) throw new Error(`${resourceKey(resource)} declares no server-only column ${k}`)
      return [k, type]
    })
}

/**
 * Has the save of `input` also write these server-only columns, in the same INSERT or UPDATE
 * (`saveRecord`, `insertRecord`, `updateRecord`). Answers `input`.
 */
export function withServerOnly<T extends Row>(resource: ResourceDef, input: T, values: Row): T {
  serverOnlyTypes(resource, values)
  pending.set(input, { ...pending.get(input), ...values })
  return input
}

/**
 * The columns and values a save writes, with the server-only values carried beside `input` added
 * (record-store's insert and update, and each row of a batch insert): a server-only value replaces what a secret field of the same
 * column was sent as (the typed password a hook hashed).
 */
export function addServerOnly(
  resource: ResourceDef,
  input: Row,
  [columns, values]: [string[], unknown[]],
): [string[], unknown[]] {
  const extra = pending.get(input)
  if (!extra) return [columns, values]
  // In one order whatever order they were given in: the rows of one batch INSERT line up.
  const own = serverOnlyTypes(resource, extra)
    .map(([k]) => k)
    .sort()
  const replaced = new Set(own.map(toSnake))
  const kept = columns.flatMap((c, i) => (replaced.has(c) ? [] : [[c, values[i]] as const]))
  return [
    [...kept.map(([c]) => c), ...own.map(toSnake)],
    [...kept.map(([, v]) => v), ...own.map((k) => extra[k])],
  ]
}

/**
 * Writes server-only columns of live records, each row its own values (`{ id, ...values }`, every
 * row naming the same columns), in one UPDATE: versions bumped, who and when kept. Every id must be
 * live and, unless `scopeChecked` (the caller checked the document, or acts on the signed-in user's
 * own record), within the actor's data scope; else 404 and nothing written. Answers the rows written.
 */
export async function writeServerOnly(
  tx: Queryable,
  resource: ResourceDef,
  rows: readonly Row[],
  actor: Actor,
  { scopeChecked = false }: { scopeChecked?: boolean } = {},
): Promise<number> {
  if (!rows.length) return 0
  const first = Object.fromEntries(Object.entries(rows[0] as Row).filter(([k]) => k !== 'id'))
  const typed = serverOnlyTypes(resource, first)
  const keys = typed.map(([k]) => k)
  for (const row of rows) {
    const own = Object.keys(row).filter((k) => k !== 'id' && row[k] !== undefined)
    if (own.sort().join() !== [...keys].sort().join())
      throw new Error(`${resourceKey(resource)}: every row of writeServerOnly names the same columns`)
  }
  if (!keys.length) return 0
  const ids = [...new Set(rows.map((r) => String(r.id)))]
  if (ids.length !== rows.length) throw new Error(`${resourceKey(resource)}: one record twice in writeServerOnly`)
  const live = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  if ((live[0]?.n ?? 0) < ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!scopeChecked) await assertInScope(tx, actor, resource, ids)
  const params: unknown[] = [actor.session.userId]
  const tuples = rows.map((row) => {
    const cells = typed.map(([k, type]) => `$${params.push(row[k] ?? null)}::${CASTS[type]}`)
    return `($${params.push(String(row.id))}::bigint, ${cells.join(', ')})`
  })
  const columns = keys.map(toSnake)
  const updated = await tx.query(
    `UPDATE ${resource.table} t
        SET ${[...columns.map((c) => `${c} = v.${c}`), 'version = t.version + 1', 'update_user = $1', 'update_time = localtimestamp(0)'].join(', ')}
       FROM (VALUES ${tuples.join(', ')}) AS v(id, ${columns.join(', ')})
      WHERE t.id = v.id AND t.is_deleted = 0 RETURNING t.id`,
    params,
  )
  return updated.length
}
