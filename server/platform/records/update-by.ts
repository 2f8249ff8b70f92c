import { type ResourceDef, resourceKey } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { type SetWriteOptions, updateRecords } from '../resources/record-store.ts'

/**
 * Sets declared fields on the live records whose declared fields equal `match` (all of them),
 * leaving out the ids of `except`, through `updateRecords` (one UPDATE: its checks run, versions
 * bumped): a value carried to the records that copy it (a supplier's name to its product links, a
 * dictionary's code to its entries), or a flag only one record may hold cleared on the others.
 * Answers the number of records written.
 */
export async function updateRecordsBy(
  tx: Queryable,
  resource: ResourceDef,
  match: Row,
  set: Row,
  actor: Actor,
  options: SetWriteOptions & { except?: readonly string[] } = {},
): Promise<number> {
  const keys = Object.keys(match)
  if (!keys.length) throw new Error(`${resourceKey(resource)}: updateRecordsBy matches on at least one field`)
  const params: unknown[] = [options.except ?? []]
  const where = keys.map((k) => {
    if (!resource.fields[k]) throw new Error(`${resourceKey(resource)} declares no field ${k}`)
    const value = match[k]
    if (value === null || value === undefined) return `${toSnake(k)} IS NULL`
    return `${toSnake(k)} = $${params.push(value)}`
  })
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM ${resource.table}
      WHERE ${where.join(' AND ')} AND is_deleted = 0 AND NOT (id = ANY($1::bigint[])) ORDER BY id`,
    params,
  )
  const ids = rows.map((r) => r.id)
  return updateRecords(tx, resource, ids, set, actor, options)
}
