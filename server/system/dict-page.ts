import type { Page } from '#sync/http/envelope.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

export { listQuery } from '../platform/resources/list-query.ts'
export { idsParams } from '../platform/resources/resource-calls.ts'

/** An extra condition of a hand-written list: pushes its values and answers the SQL. */
export type Condition = (params: unknown[]) => string

/**
 * One page of a declared resource read through `tx`, with the generic filters, sorting and paging
 * of `query` (the call's parsed query string, list-query.ts) plus `extra` conditions: for the lists the engine cannot serve itself
 * (platform tables, fixed parents).
 */
export async function pageOf(
  tx: Queryable,
  c: { var: Pick<AppEnv['Variables'], 'lang' | 'session'> },
  resource: ResourceDef,
  query: Record<string, string>,
  extra: Condition[] = [],
  columns = selectColumns(resource),
): Promise<Page<Row>> {
  const q = buildListQuery(resource, query, c.var.lang)
  for (const condition of extra) q.where.push(condition(q.params))
  const where = q.where.join(' AND ')
  const records = await tx.query(
    `SELECT ${columns} FROM ${resource.table} WHERE ${where} ORDER BY ${q.orderBy}
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    q.params,
  )
  const read = { offset: (q.current - 1) * q.size, rows: records.length, size: q.size, scope: c.var.session.tenantId }
  const { total, totalExact } = await pageTotal(tx, resource.table, where, q.params, read)
  return { records, total, totalExact, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/** `column = $n` with the value pushed. */
export function equals(column: string, value: unknown): Condition {
  return (params) => {
    params.push(value)
    return `${column} = $${params.length}`
  }
}
