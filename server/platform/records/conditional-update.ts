import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { scopeOf } from '../resources/data-scope.ts'
import {
  checkSet,
  columnValues,
  declaredKeys,
  type SetWriteOptions,
  splitIncrements,
} from '../resources/record-store.ts'

/**
 * The condition a conditional write asks of each record, as SQL over the record's columns (the
 * record is `t`); `param` takes a value and answers its placeholder.
 */
export type WriteCondition = (param: (value: unknown) => string) => string

/**
 * Sets declared fields on those of `ids` that are live, within the actor's data scope (unless
 * `scopeChecked`) and meet `where`, in one UPDATE, and answers the records it wrote (`id` and the
 * `returning` fields, as stored after the write): a step that decides a race in the statement
 * itself (a scan counted only while the line has room and its list is still being picked). A
 * record that does not qualify is not written and not answered, so the caller says why. Values,
 * increments and checks are those of `updateRecords`; versions bumped, who and when kept.
 */
export async function updateRecordsWhere(
  tx: Queryable,
  resource: ResourceDef,
  ids: readonly string[],
  set: Row,
  actor: Actor,
  options: SetWriteOptions & { where: WriteCondition; returning?: readonly string[] },
): Promise<Row[]> {
  const keys = declaredKeys(resource, set)
  const returning = options.returning ?? []
  const unknown = returning.filter((k) => !resource.fields[k])
  if (unknown.length) throw new Error(`${resource.table}: ${unknown.join(', ')} is not a declared field to answer`)
  if (!ids.length || !keys.length) return []
  const wanted = [...new Set(ids)]
  const [plainSet, increments] = splitIncrements(resource, set)
  await checkSet(tx, resource, wanted, plainSet, actor)
  const [columns, values] = columnValues(resource, plainSet, actor)
  const params: unknown[] = [wanted, actor.session.userId]
  const param = (value: unknown) => `$${params.push(value)}`
  const sets = [
    ...columns.map((c, i) => `${c} = ${param(values[i])}`),
    ...increments.map(([k, v]) => `${toSnake(k)} = coalesce(t.${toSnake(k)}, 0) + ${param(v.increment)}`),
  ]
  const scope = options.scopeChecked ? 'true' : await scopeOf(tx, actor, resource, params)
  const condition = options.where(param)
  return tx.query(
    `UPDATE ${resource.table} t
        SET ${[...sets, 'version = t.version + 1', 'update_user = $2', 'update_time = localtimestamp(0)'].join(', ')}
      WHERE t.id = ANY($1::bigint[]) AND t.is_deleted = 0 AND ${scope} AND (${condition})
      RETURNING ${['t.id::text AS id', ...returning.map((k) => `t.${toSnake(k)}`)].join(', ')}`,
    params,
  )
}
