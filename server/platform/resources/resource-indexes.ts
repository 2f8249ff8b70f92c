import { createHash } from 'node:crypto'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import { type Queryable, toSnake } from '../db/db.ts'
import { DEFAULT_ORDER } from './list-query.ts'

/**
 * An index a declaration asks for: a btree with tenant_id first (every read runs under the tenant's
 * RLS policy), partial on live rows (every generic read says `is_deleted = 0`).
 *
 * Text filters are contains-matches (ILIKE '%x%'), which no btree serves. A pg_trgm GIN index would
 * (PGlite ships pg_trgm too), but not under row-level security: ILIKE (texticlike) is not leakproof,
 * so PostgreSQL evaluates it only after the tenant policy and never as an index condition. They
 * stay unindexed; on a large table a rare term reads the tenant's rows in the list's order.
 */
export type ResourceIndex = {
  /** Deterministic: `rix_<table>_<what>_<hash of the definition>`, so a changed definition is a new index. */
  name: string
  table: string
  /** Key columns, each with its direction where it sorts (`create_time DESC`). */
  keys: string[]
  /** `order`: the default sort; `filter`: an exact-match filter; `parent`: child rows read by their parent. */
  purpose: 'order' | 'filter' | 'parent'
  sql: string
}

/** Prefix of the indexes this module owns: those no declaration asks for any more are dropped. */
export const INDEX_PREFIX = 'rix_'
const LIVE = 'is_deleted = 0'
/** Field types whose filters are exact matches a btree serves (text filters are contains-matches). */
const EXACT_TYPES = new Set(['link', 'id', 'dict'])

/** One ORDER BY term as an index key (`sort NULLS LAST` → `sort`), or undefined for an expression. */
export function orderKey(term: string): string | undefined {
  const m = /^([a-z_][a-z0-9_]*)(?:\s+(asc|desc))?(?:\s+nulls\s+(first|last))?$/i.exec(term.trim())
  if (!m?.[1]) return undefined
  const desc = m[2]?.toLowerCase() === 'desc'
  const nulls = m[3]?.toLowerCase()
  // ASC sorts nulls last and DESC first unless told otherwise; only the exception is written.
  const odd = nulls !== undefined && nulls !== (desc ? 'first' : 'last')
  return [m[1].toLowerCase(), desc ? 'DESC' : '', odd ? `NULLS ${nulls.toUpperCase()}` : ''].filter(Boolean).join(' ')
}

/** The key columns of a resource's default order, or undefined when a term is not a plain column. */
export function orderKeys(resource: ResourceDef): string[] | undefined {
  const keys = (resource.defaultOrder ?? DEFAULT_ORDER).split(',').map(orderKey)
  return keys.every((k) => k !== undefined) ? (keys as string[]) : undefined
}

const columnOf = (key: string) => key.split(' ')[0] ?? key

function indexOf(table: string, what: string, keys: string[], purpose: ResourceIndex['purpose']): ResourceIndex {
  const definition = `ON ${table} (${keys.join(', ')}) WHERE ${LIVE}`
  const hash = createHash('sha256').update(definition).digest('hex').slice(0, 8)
  // PostgreSQL names are at most 63 bytes: the readable middle is shortened, never the hash.
  const middle = `${table}_${what}`.slice(0, 63 - INDEX_PREFIX.length - 9)
  const name = `${INDEX_PREFIX}${middle}_${hash}`
  return { name, table, keys, purpose, sql: `CREATE INDEX IF NOT EXISTS ${name} ${definition}` }
}

/**
 * The indexes one declaration needs: its default sort after tenant_id (unless the primary key
 * (tenant_id, id) already serves it); (tenant_id, column, then the default sort) for each
 * exact-match filter it declares (link, id and dict fields marked `search`), so a filtered page is
 * read in order, not sorted; (tenant_id, column) for text matched exactly (`batchSearch`'s exact
 * mode, and unique fields, checked on every save); and (tenant_id, foreign key) on each child table,
 * which the record's detail reads by parent.
 */
export function resourceIndexes(resource: ResourceDef): ResourceIndex[] {
  const out: ResourceIndex[] = []
  const order = orderKeys(resource)?.filter((k) => columnOf(k) !== 'tenant_id')
  if (order?.length && !(order.length === 1 && columnOf(order[0] ?? '') === 'id')) {
    out.push(indexOf(resource.table, 'order', ['tenant_id', ...order], 'order'))
  }
  for (const [key, field] of Object.entries(resource.fields)) {
    if (key === 'id' || field.secret) continue
    const exactFilter = field.search && EXACT_TYPES.has(field.type)
    // Text is matched exactly by the batch search's exact mode (`_in`) and by the unique check on save.
    const exactText = field.type === 'text' && (field.batchSearch || field.unique)
    const column = toSnake(key)
    const then = exactFilter ? (order ?? []).filter((k) => columnOf(k) !== column) : []
    if (exactFilter || exactText) out.push(indexOf(resource.table, column, ['tenant_id', column, ...then], 'filter'))
  }
  for (const child of Object.values(resource.children ?? {})) {
    const table = findResource(child.resource).table
    out.push(indexOf(table, toSnake(child.foreignKey), ['tenant_id', toSnake(child.foreignKey)], 'parent'))
  }
  return out
}

/** Whether `wide` serves the lookups of `narrow`: same table, `narrow`'s columns leading `wide`'s. */
function serves(wide: { table: string; columns: string[] }, narrow: ResourceIndex): boolean {
  return (
    wide.table === narrow.table &&
    wide.columns.length >= narrow.keys.length &&
    narrow.keys.every((k, i) => wide.columns[i] === columnOf(k))
  )
}

/**
 * Every declaration's indexes, each once (a child's parent key may also be its own filter); an
 * exact-match index whose columns lead a wider one, or the sort's (a sort starting with
 * `store_id`), is left out.
 */
export function declaredIndexes(list: readonly ResourceDef[] = resources): ResourceIndex[] {
  const byName = new Map<string, ResourceIndex>()
  for (const index of list.flatMap(resourceIndexes)) if (!byName.has(index.name)) byName.set(index.name, index)
  const all = [...byName.values()]
  return all.filter(
    (index) =>
      index.purpose === 'order' ||
      !all.some(
        (wide) =>
          wide !== index &&
          (wide.purpose === 'order' || wide.keys.length > index.keys.length) &&
          serves({ ...wide, columns: wide.keys.map(columnOf) }, index),
      ),
  )
}

type Existing = { name: string; table: string; columns: string[]; predicate: string | null }

/** The indexes of the tables in the current schema, with their key columns in order. */
async function existingIndexes(db: Queryable): Promise<{ indexes: Existing[]; tables: Set<string> }> {
  const indexes = await db.query<Existing>(
    `SELECT ic.relname::text AS name, tc.relname::text AS "table",
            array(SELECT coalesce(a.attname::text, '?')
                    FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(num, ord)
                    LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.num
                   WHERE k.ord <= i.indnkeyatts ORDER BY k.ord)::text[] AS columns,
            pg_get_expr(i.indpred, i.indrelid) AS predicate
       FROM pg_index i
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_class tc ON tc.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = tc.relnamespace
      WHERE n.nspname = current_schema()`,
  )
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
  )
  return { indexes, tables: new Set(tables.map((t) => t.name)) }
}

/**
 * Whether an index the migrations made already serves a filter or parent lookup: same leading
 * columns, on live rows only. An index over all rows does not count: counting through it reads
 * every row to check is_deleted, where the partial one answers from the index alone. Sort indexes
 * are always our own (directions count).
 */
function coveredBy(index: ResourceIndex, existing: Existing[]): boolean {
  if (index.purpose === 'order') return false
  return existing.some((e) => !e.name.startsWith(INDEX_PREFIX) && e.predicate === `(${LIVE})` && serves(e, index))
}

/**
 * Makes the declared indexes exist (CREATE INDEX IF NOT EXISTS) and drops those of ours on the
 * same tables that no declaration asks for any more; run at every start (sync-platform.ts), after
 * the migrations. Building an index on a large table blocks its writes meanwhile (once, at start).
 */
export async function ensureResourceIndexes(
  db: Queryable,
  list: readonly ResourceDef[] = resources,
): Promise<{ created: string[]; dropped: string[] }> {
  const { indexes, tables } = await existingIndexes(db)
  const present = new Set(indexes.map((i) => i.name))
  const wanted = declaredIndexes(list).filter((i) => tables.has(i.table) && !coveredBy(i, indexes))
  const wantedNames = new Set(wanted.map((i) => i.name))
  const ours = new Set([...list.map((r) => r.table), ...declaredIndexes(list).map((i) => i.table)])
  const created: string[] = []
  const dropped: string[] = []
  for (const index of wanted) {
    if (present.has(index.name)) continue
    await db.query(index.sql)
    created.push(index.name)
  }
  for (const { name, table } of indexes) {
    if (!name.startsWith(INDEX_PREFIX) || wantedNames.has(name) || !ours.has(table)) continue
    await db.query(`DROP INDEX IF EXISTS ${name}`)
    dropped.push(name)
  }
  return { created, dropped }
}
