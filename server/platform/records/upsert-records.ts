import { type Field, isLinkField, type ResourceDef, resourceKey } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { scopeOf } from '../resources/data-scope.ts'
import {
  checkChoices,
  checkDependentLinks,
  checkLinks,
  columnValues,
  declaredKeys,
  type SetWriteOptions,
} from '../resources/record-store.ts'

/** What an upsert did to one record: made it, or (with `update`) wrote the one holding the key. */
export type Upserted = { id: string; inserted: boolean }

/**
 * Inserts records unless a live record of the tenant already holds the row's unique key (`key`: a
 * field declared `unique`, with its `uniqueWith`; where the table's unique index also covers removed
 * rows, a removed one holds it too), in one INSERT … ON CONFLICT per chunk of rows
 * that stays under a statement's parameters, so concurrent callers making the same record meet at
 * the key instead of failing (a listing made once per SKU and channel, a device on its first
 * contact). A row whose key is taken leaves that record as it is, or with `update` sets those of
 * its fields from the row (version bumped, who and when kept; only a record within the actor's
 * data scope, unless `scopeChecked`). Links, choices and dependent links are checked as an insert
 * checks them, once per distinct set of values. Answers the records made or written, in no order;
 * a row whose key was taken and not updated is not in the answer.
 */
export async function upsertRecords(
  tx: Queryable,
  resource: ResourceDef,
  inputs: readonly Row[],
  actor: Actor,
  options: SetWriteOptions & { key: string; update?: readonly string[] },
): Promise<Upserted[]> {
  const keyField = resource.fields[options.key]
  if (!keyField?.unique) throw new Error(`${resourceKey(resource)}.${options.key} is not a declared unique key`)
  const keyColumns = [options.key, ...(keyField.uniqueWith ?? [])].map(toSnake)
  const keys = [...new Set(inputs.flatMap((input) => declaredKeys(resource, input)))]
  const update = options.update ?? []
  const stray = update.filter((k) => !keys.includes(k) || k === options.key)
  if (stray.length) throw new Error(`${resourceKey(resource)}: ${stray.join(', ')} is not a field the rows give`)
  const others = Object.entries(resource.fields).filter(([k, f]) => f.unique && k !== options.key)
  if (others.some(([k]) => keys.includes(k)))
    throw new Error(`${resourceKey(resource)}: an upsert by ${options.key} cannot check another unique field`)
  if (!inputs.length) return []
  await checkReferences(tx, resource, inputs, actor)
  const { session } = actor
  const out: Upserted[] = []
  const perRow = 5 + keys.length
  const chunk = Math.max(1, Math.floor(60_000 / perRow))
  for (let start = 0; start < inputs.length; start += chunk) {
    const params: unknown[] = []
    let columns: string[] = []
    const tuples = inputs.slice(start, start + chunk).map((input) => {
      const full: Row = Object.fromEntries(keys.map((k) => [k, input[k] === undefined ? null : input[k]]))
      const [own, values] = columnValues(resource, full, actor)
      columns = own
      const row = [nextId(), session.tenantId, session.userId, session.deptIds[0] ?? null, session.userId, ...values]
      return `(${row.map((v) => `$${params.push(v)}`).join(', ')})`
    })
    const onConflict = update.length
      ? `DO UPDATE SET ${[
          ...update.map((k) => `${toSnake(k)} = excluded.${toSnake(k)}`),
          'version = t.version + 1',
          'update_user = excluded.update_user',
          'update_time = localtimestamp(0)',
        ].join(', ')} WHERE ${options.scopeChecked ? 'true' : await scopeOf(tx, actor, resource, params)}`
      : 'DO NOTHING'
    const all = ['id', 'tenant_id', 'create_user', 'create_dept', 'update_user', ...columns]
    // (xmax = 0): the row was inserted by this statement, not an existing one updated.
    const rows = await tx.query<Upserted>(
      `INSERT INTO ${resource.table} AS t (${all.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (tenant_id, ${keyColumns.join(', ')}) WHERE is_deleted = 0 ${onConflict}
       RETURNING t.id::text AS id, (t.xmax = 0) AS inserted`,
      params,
    )
    out.push(...rows)
  }
  return out
}

/** An insert's checks of what rows point at, once per distinct set of the values they read. */
async function checkReferences(tx: Queryable, resource: ResourceDef, inputs: readonly Row[], actor: Actor) {
  const referring = Object.entries(resource.fields)
    .filter(([, f]: [string, Field]) => isLinkField(f) || f.type === 'treeParent' || f.choices || f.dependsOn)
    .map(([k]) => k)
  const asked = new Set<string>()
  for (const input of inputs) {
    const values = JSON.stringify(referring.map((k) => input[k] ?? null))
    if (asked.has(values)) continue
    asked.add(values)
    await checkLinks(tx, resource, input, '0', actor)
    await checkChoices(tx, resource, input, undefined, actor)
    await checkDependentLinks(tx, resource, input, input, actor)
  }
}
