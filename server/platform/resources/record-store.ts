import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { governedStatusFields } from '#sync/resources/actions.ts'
import { type Field, isLinkField, type ResourceDef, resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { findResource, linksTo } from '#sync/resources/index.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toCamel, toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { AppError, validationError } from '../http/app-error.ts'
import { addServerOnly, placeholderOf } from '../records/server-only.ts'
import { assertInScope, scopeOf } from './data-scope.ts'
import { sqlType } from './ddl.ts'
import { hooksGeneration, hooksOf } from './hooks.ts'
import { decryptSecret, encryptSecret } from './secret-fields.ts'

export type { Actor } from '../actor.ts'

/** The columns every record table has, before its declared fields. */
export const BASE_COLUMNS = [
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
  'version',
]

/** Column list of a resource's reads (secret fields are never read back). */
export function selectColumns(resource: ResourceDef, alias = ''): string {
  const p = alias ? `${alias}.` : ''
  const own = Object.entries(resource.fields)
    .filter(([key, f]) => !f.secret && key !== 'status')
    .map(([key]) => `${p}${toSnake(key)}`)
  return [...BASE_COLUMNS.map((c) => `${p}${c}`), ...own].join(', ')
}

/**
 * What lists and details read: the record's columns, its links' titles and its hooks' computed
 * values, and the FROM clause that works them out. Each is a lateral subquery joined to the record,
 * so the planner treats a lookup by key as a join (index and memo per page), where a subquery in
 * the select list is planned as if run once, and on small tables scans them for every row. A link
 * to one record reads its target's row once, for its title and for a computed value showing that
 * title again (`liveTitleOf`: a product's category name beside its category's title). The
 * lateral columns are named `link_<n>_*` and `computed_<n>`, so the caller's unqualified WHERE and
 * ORDER BY see only the record's own. For one record (`one`: a detail) each link's lookup stays a
 * subquery of one row, which the prepared (generic) plan reads by primary key; joined, it hashed
 * or filtered the target's whole table per read (a product's detail: 7,500 → 5,900 a second on the server).
 */
export function shownFrom(resource: ResourceDef, alias = '', one = false): { columns: string; from: string } {
  const key = `${hooksGeneration()}|${alias}|${one}`
  const byAlias = shownCache.get(resource) ?? shownCache.set(resource, new Map()).get(resource)
  let shown = byAlias?.get(key)
  if (!shown) {
    shown = buildShownFrom(resource, alias, one)
    byAlias?.set(key, shown)
  }
  return shown
}

/** The texts of shownFrom, built once per resource, alias and registration of hooks (every list and detail asks for them). */
const shownCache = new WeakMap<ResourceDef, Map<string, { columns: string; from: string }>>()

/** A computed value that is a link's title while the linked record is live (`liveTitleOf`). */
type LiveTitle = ((table: string) => string) & { titleOf: string }

function isLiveTitle(sql: (table: string) => string): sql is LiveTitle {
  return typeof (sql as Partial<LiveTitle>).titleOf === 'string'
}

/**
 * A computed value of `resource`: the title of the record its link field `key` names, while that
 * record is not removed (null once it is). Lists and details read it from the link's own join.
 */
export function liveTitleOf(resource: ResourceDef, key: string): (table: string) => string {
  const sql = (table: string) => {
    const link = linkTitles(resource).find((l) => l.key === key)
    if (!link?.single) throw new Error(`${resource.table}.${key} is not a link to one titled record`)
    const { target, title } = link.single
    return `SELECT l.${title}::text FROM ${target} l WHERE l.id = ${table}.${link.column} AND l.is_deleted = 0`
  }
  return Object.assign(sql, { titleOf: key }) satisfies LiveTitle
}

/** Computed values read by one lateral subquery (`computedTogether`): the group and which of its columns. */
type Together = ((table: string) => string) & {
  together: { group: { sql: (table: string) => string; width: number }; column: number }
}

function isTogether(sql: (table: string) => string): sql is Together {
  return typeof (sql as Partial<Together>).together === 'object'
}

/**
 * Computed values that one subquery reads together (`sql` selects them in the order of `keys`):
 * lists and details join it once for all of them, as one lateral (a product's shops and warehouses,
 * one read of its listings); each alone is still a subquery giving its own value.
 */
export function computedTogether<K extends string>(
  keys: readonly K[],
  sql: (table: string) => string,
): Record<K, (table: string) => string> {
  const group = { sql, width: keys.length }
  const names = keys.map((_, i) => `c${i}`).join(', ')
  const values: Record<string, Together> = {}
  keys.forEach((key, column) => {
    const alone = (table: string) => `SELECT v.c${column} FROM (${sql(table)}) AS v(${names})`
    values[key] = Object.assign(alone, { together: { group, column } })
  })
  return values as Record<K, Together>
}

function buildShownFrom(resource: ResourceDef, alias: string, one: boolean): { columns: string; from: string } {
  const table = alias || resource.table
  const links = linkTitles(resource)
  const joinOf = new Map(links.map((link, i) => [link.key, `link_${i}`]))
  const groups = new Map<object, string>()
  const computed = Object.entries(hooksOf(resource)?.computed ?? {}).map(([key, sql], i) => {
    const join = isLiveTitle(sql) ? joinOf.get(sql.titleOf) : undefined
    if (join) {
      return {
        column: `CASE WHEN ${join}.${join}_deleted = 0 THEN ${join}.${join}_title END AS ${toSnake(key)}`,
        from: '',
      }
    }
    if (isTogether(sql)) {
      const { group, column } = sql.together
      const joined = groups.get(group)
      const name = joined ?? `computed_${i}`
      if (!joined) groups.set(group, name)
      const names = Array.from({ length: group.width }, (_, c) => `c${c}`).join(', ')
      return {
        column: `${name}.c${column} AS ${toSnake(key)}`,
        from: joined ? '' : `LEFT JOIN LATERAL (${group.sql(table)}) AS ${name}(${names}) ON true`,
      }
    }
    return {
      column: `computed_${i}.value AS ${toSnake(key)}`,
      from: `LEFT JOIN LATERAL (${sql(table)}) AS computed_${i}(value) ON true`,
    }
  })
  const joined = links.map((link, i) => {
    const name = `link_${i}`
    const from = link.single
      ? `LEFT JOIN LATERAL (SELECT l.${link.single.title}::text, l.is_deleted FROM ${link.single.target} l
           WHERE l.id = ${table}.${link.column}${one ? ' LIMIT 1' : ''}) AS ${name}(${name}_title, ${name}_deleted) ON true`
      : `LEFT JOIN LATERAL (${link.sql(table)}) AS ${name}(${name}_title) ON true`
    return { column: `${name}.${name}_title AS ${link.column}_label`, from }
  })
  return {
    columns: [selectColumns(resource, alias), ...computed.map((c) => c.column), ...joined.map((j) => j.column)].join(
      ', ',
    ),
    from: [
      alias ? `${resource.table} ${alias}` : resource.table,
      ...joined.map((j) => j.from),
      ...computed.map((c) => c.from).filter(Boolean),
    ].join(' '),
  }
}

/**
 * The title of the record each link field points at, read with the row (as `<field>Label`), so a
 * row shows its links' names whatever else the viewer may browse. Targets without a title field
 * have none.
 */
export function linkTitles(resource: ResourceDef): readonly LinkTitle[] {
  let found = linkTitleCache.get(resource)
  if (!found) {
    found = findLinkTitles(resource)
    linkTitleCache.set(resource, found)
  }
  return found
}

/** A link's title as a subquery (`sql`), and for a link to one record its target table and title column (`single`). */
type LinkTitle = {
  key: string
  column: string
  sql: (table: string) => string
  single?: { target: string; title: string }
}
const linkTitleCache = new WeakMap<ResourceDef, readonly LinkTitle[]>()

function findLinkTitles(resource: ResourceDef): LinkTitle[] {
  return Object.entries(resource.fields).flatMap(([key, field]): LinkTitle[] => {
    if (!isLinkField(field)) return []
    const target = findResource(field.target)
    const title = titleKeyOf(target)
    if (!title) return []
    const column = toSnake(key)
    const name = `l.${toSnake(title)}::text`
    // Several ids: their titles in the order the ids are stored, comma-separated as the ids are.
    if (field.type === 'links') {
      const sql = (table: string) =>
        `SELECT string_agg(${name}, ', ' ORDER BY array_position(ids.list, l.id::text))
               FROM (SELECT string_to_array(${table}.${column}, ',') AS list) ids
               JOIN ${target.table} l ON l.id::text = ANY(ids.list)`
      return [{ key, column, sql }]
    }
    const sql = (table: string) => `SELECT ${name} FROM ${target.table} l WHERE l.id = ${table}.${column}`
    return [{ key, column, sql, single: { target: target.table, title: toSnake(title) } }]
  })
}

/**
 * A live record by id (under the caller's RLS scope), or undefined. With `actor`, a record outside
 * the actor's data scope is not found either, as its detail answers (what a write starts from).
 */
export async function findRecord(
  tx: Queryable,
  resource: ResourceDef,
  id: string,
  { removedToo = false, actor }: { removedToo?: boolean; actor?: Actor } = {},
): Promise<Row | undefined> {
  const params: unknown[] = [id]
  const scope = actor ? ` AND ${await scopeOf(tx, actor, resource, params)}` : ''
  const rows = await tx.query(
    `SELECT ${selectColumns(resource)} FROM ${resource.table} WHERE id = $1${removedToo ? '' : ' AND is_deleted = 0'}${scope}`,
    params,
  )
  return rows[0]
}

/**
 * How a row is written: on its own (the actor's data scope holds for it and for every record it
 * links to), or as a child row saved with its parent (`partOf`: the foreign key naming the parent),
 * which follows the parent already checked, as a detail shows a parent's rows with it.
 */
export type WriteOptions = { partOf?: string }

/** How the drivers answer a column (db.ts): 64-bit ids and decimals as text, times as written. */
type ValueKind = 'text' | 'time' | 'plain'

const BASE_KINDS: Record<string, ValueKind> = {
  id: 'text',
  create_user: 'text',
  create_dept: 'text',
  update_user: 'text',
  create_time: 'time',
  update_time: 'time',
}

function valueKind(field: Field): ValueKind {
  switch (field.type) {
    case 'id':
    case 'link':
    case 'treeParent':
    case 'decimal':
    case 'date':
      return 'text'
    case 'datetime':
      return 'time'
    default:
      return 'plain'
  }
}

/**
 * A resource's own columns (base and declared) for a JSON row, each as the driver would answer it
 * (bigint, numeric and date as their text, timestamps cut to seconds as the drivers do; JSON
 * numbers only for integers) under its camelCase key, the driver's mapping.
 */
function ownJsonColumns(resource: ResourceDef, alias: string): string[] {
  const own = Object.entries(resource.fields)
    .filter(([key, f]) => !f.secret && key !== 'status')
    .map(([key, f]) => [toSnake(key), valueKind(f)] as const)
  return [...BASE_COLUMNS.map((c) => [c, BASE_KINDS[c] ?? 'plain'] as const), ...own].map(([column, kind]) => {
    const value = `${alias}.${column}`
    const sql = kind === 'text' ? `${value}::text` : kind === 'time' ? `left(${value}::text, 19)` : value
    return `${sql} AS "${toCamel(column)}"`
  })
}

/** A child resource's columns for a JSON row: its own (ownJsonColumns) and its links' titles. */
function jsonColumns(resource: ResourceDef, alias: string): string {
  const labels = linkTitles(resource).map((link) => `(${link.sql(alias)}) AS "${link.key}Label"`)
  return [...ownJsonColumns(resource, alias), ...labels].join(', ')
}

/**
 * A value of a type only known when the statement is planned (a computed value), as JSON the way
 * the driver answers it: 64-bit integers and decimals (and arrays of them) as text, times cut to seconds.
 */
export function asDriverJson(value: string): string {
  return `CASE pg_typeof(${value})
    WHEN 'bigint'::regtype THEN to_json(${value}::text) WHEN 'numeric'::regtype THEN to_json(${value}::text)
    WHEN 'timestamp without time zone'::regtype THEN to_json(left(${value}::text, 19))
    WHEN 'timestamp with time zone'::regtype THEN to_json(left(${value}::text, 19))
    WHEN 'bigint[]'::regtype THEN to_json(${value}::text::text[]) WHEN 'numeric[]'::regtype THEN to_json(${value}::text::text[])
    ELSE to_json(${value}) END`
}

/**
 * The columns of shownFrom, read from a subquery `alias` that selected them, as the JSON row the
 * driver would give (same keys, same order, same values): a page built as JSON text by PostgreSQL
 * answers exactly what its rows would have, without the rows being parsed and written again here.
 */
export function shownJsonColumns(resource: ResourceDef, alias: string): string {
  let text = shownJsonCache.get(resource)
  if (text?.generation !== hooksGeneration() || text.alias !== alias) {
    const computed = Object.keys(hooksOf(resource)?.computed ?? {}).map((key) => {
      const column = toSnake(key)
      return `${asDriverJson(`${alias}.${column}`)} AS "${toCamel(column)}"`
    })
    const labels = linkTitles(resource).map(
      ({ column }) => `${alias}.${column}_label AS "${toCamel(`${column}_label`)}"`,
    )
    text = {
      alias,
      generation: hooksGeneration(),
      columns: [...ownJsonColumns(resource, alias), ...computed, ...labels].join(', '),
    }
    shownJsonCache.set(resource, text)
  }
  return text.columns
}
const shownJsonCache = new WeakMap<ResourceDef, { alias: string; generation: number; columns: string }>()

/**
 * A record with its child tables, as `detail` answers it: one statement, each child table a JSON
 * array (ordered by id) beside the record's columns.
 */
export async function readRecord(tx: Queryable, resource: ResourceDef, id: string): Promise<Row | undefined> {
  const statement = recordStatementOf(resource)
  // One text per resource: prepared always (planning its laterals costs several times running them).
  const rows = await tx.query(statement.text, [id], { prepare: true })
  const record = rows[0]
  if (!record) return undefined
  statement.children.forEach((key, i) => {
    const value = record[`children${i}`]
    delete record[`children${i}`]
    record[key] = typeof value === 'string' ? JSON.parse(value) : value
  })
  return record
}

/**
 * A record with its child tables as readRecord gives it, as the JSON text JSON.stringify would
 * write of it, written by PostgreSQL (shownJsonColumns): what a detail answers, never parsed here.
 */
export async function readRecordJson(tx: Queryable, resource: ResourceDef, id: string): Promise<string | undefined> {
  const rows = await tx.query<{ record: string }>(recordStatementOf(resource).json, [id], { prepare: true })
  return rows[0]?.record
}

type RecordStatement = { text: string; json: string; children: string[]; generation: number }

function recordStatementOf(resource: ResourceDef): RecordStatement {
  let statement = recordStatements.get(resource)
  if (statement?.generation !== hooksGeneration()) {
    statement = recordStatement(resource)
    recordStatements.set(resource, statement)
  }
  return statement
}

/** A detail's statement texts and its child tables' keys, built once per resource. */
const recordStatements = new WeakMap<ResourceDef, RecordStatement>()

function recordStatement(resource: ResourceDef): RecordStatement {
  const children = Object.entries(resource.children ?? {})
  // Each child table a compact JSON array, as JSON.stringify writes one (json_agg spaces its elements).
  const arrays = children.map(([, child], i) => {
    const childResource = findResource(child.resource)
    return `(SELECT ('[' || coalesce(string_agg(row_to_json(c)::text, ',' ORDER BY c.id::bigint), '') || ']')::json
               FROM (SELECT ${jsonColumns(childResource, 'ch')} FROM ${childResource.table} ch
                      WHERE ch.${toSnake(child.foreignKey)} = r.id AND ch.is_deleted = 0) c) AS children${i}`
  })
  const shown = shownFrom(resource, 'r', true)
  const text = `SELECT ${[shown.columns, ...arrays].join(', ')} FROM ${shown.from} WHERE r.id = $1 AND r.is_deleted = 0`
  const childColumns = children.map(([key], i) => `, t.children${i} AS "${key}"`).join('')
  return {
    text,
    json: `SELECT row_to_json(p)::text AS record FROM (SELECT ${shownJsonColumns(resource, 't')}${childColumns} FROM (${text}) t) p`,
    children: children.map(([key]) => key),
    generation: hooksGeneration(),
  }
}

function labelOf(field: Field, key: string, lang: Language): string {
  return field.label[lang] ?? key
}

/** Unique fields must not repeat among live records of the tenant (narrowed by `uniqueWith`). */
async function checkUnique(tx: Queryable, resource: ResourceDef, values: Row, id: string, actor: Actor) {
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!field.unique || values[key] === undefined || values[key] === null || values[key] === '') continue
    const params: unknown[] = [values[key], id]
    const scope = (field.uniqueWith ?? []).map((other) => {
      params.push(values[other] ?? null)
      return `${toSnake(other)} IS NOT DISTINCT FROM $${params.length}`
    })
    const rows = await tx.query(
      `SELECT 1 FROM ${resource.table} WHERE ${toSnake(key)} = $1 AND id <> $2 AND is_deleted = 0
        ${scope.map((s) => `AND ${s}`).join(' ')} LIMIT 1`,
      params,
    )
    if (rows.length) {
      throw validationError([
        {
          field: key,
          message: translate('fieldTaken', actor.lang, { field: labelOf(field, key, actor.lang), value: values[key] }),
        },
      ])
    }
  }
}

/**
 * Links must point at live records of the same tenant that the actor's data scope on the target
 * shows (a hidden record is as missing: a line cannot be added to an order the user may not see);
 * a tree parent must not be the record or below it. A link kept as stored is not checked again, so
 * a record whose link the user may no longer see stays editable; `partOf` (the child row's key to
 * the parent saved with it) follows the parent.
 */
export async function checkLinks(
  tx: Queryable,
  resource: ResourceDef,
  values: Row,
  id: string,
  actor: Actor,
  existing?: Row,
  { partOf }: WriteOptions = {},
) {
  for (const [key, field] of Object.entries(resource.fields)) {
    const value = values[key]
    if (value === undefined || value === null || value === '' || value === '0') continue
    const kept = existing !== undefined && String(existing[key] ?? '') === String(value)
    const missing = () =>
      validationError([
        { field: key, message: translate('linkMissing', actor.lang, { field: labelOf(field, key, actor.lang) }) },
      ])
    if (isLinkField(field)) {
      const target = findResource(field.target)
      const ids = [...new Set(String(value).split(','))]
      const params: unknown[] = [ids]
      const scope = kept || key === partOf ? 'true' : await scopeOf(tx, actor, target, params)
      // DISTINCT: over the owner connection (platform calls) one id may name a row in several tenants.
      const rows = await tx.query<{ n: number }>(
        `SELECT count(DISTINCT id)::int AS n FROM ${target.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND ${scope}`,
        params,
      )
      if ((rows[0]?.n ?? 0) !== ids.length) throw missing()
    }
    if (field.type === 'treeParent') {
      const column = toSnake(key)
      const rows = await tx.query<{ hit: boolean; found: boolean }>(
        `WITH RECURSIVE up AS (
           SELECT id, ${column} AS parent, 1 AS depth FROM ${resource.table} WHERE id = $1 AND is_deleted = 0
           UNION ALL
           SELECT t.id, t.${column}, up.depth + 1 FROM ${resource.table} t JOIN up ON t.id = up.parent
            WHERE t.is_deleted = 0 AND up.depth < 100)
         SELECT bool_or(id = $2) AS hit, count(*) > 0 AS found FROM up`,
        [value, id],
      )
      const r = rows[0]
      if (!r?.found) throw missing()
      if (r.hit) throw new AppError('VALIDATION', 'treeCycle')
      // The parent itself is a link: one the user may not see is as missing (its ancestors are not asked).
      if (!kept) {
        const params: unknown[] = [value]
        const scope = await scopeOf(tx, actor, resource, params)
        if (scope !== 'true') {
          const shown = await tx.query(`SELECT 1 FROM ${resource.table} WHERE id = $1 AND ${scope}`, params)
          if (!shown.length) throw missing()
        }
      }
    }
  }
}

/**
 * A field declared with `choices` holds a value one of the chosen resource's live records has
 * (checked when it is set or changed, so a value kept from before the rule stays editable).
 */
export async function checkChoices(
  tx: Queryable,
  resource: ResourceDef,
  input: Row,
  existing: Row | undefined,
  actor: Actor,
) {
  for (const [key, field] of Object.entries(resource.fields)) {
    const rule = field.choices
    const value = input[key]
    if (!rule || value === undefined || value === null || value === '') continue
    if (existing && String(existing[key] ?? '') === String(value)) continue
    const target = findResource(rule.from)
    const where = Object.entries(rule.where ?? {})
    const rows = await tx.query(
      `SELECT 1 FROM ${target.table}
        WHERE ${toSnake(rule.value)}::text = $1 AND is_deleted = 0
          ${where.map(([k], i) => `AND ${toSnake(k)}::text = $${i + 2}`).join(' ')}
        LIMIT 1`,
      [String(value), ...where.map(([, v]) => v)],
    )
    if (!rows.length) {
      throw validationError([
        {
          field: key,
          message: translate('choiceUnknown', actor.lang, { field: labelOf(field, key, actor.lang), value }),
        },
      ])
    }
  }
}

/**
 * A link declared `dependsOn` must point at a record of the chosen parent (a zone of the record's
 * warehouse), checked when either of the two changes; an empty parent narrows nothing.
 */
export async function checkDependentLinks(tx: Queryable, resource: ResourceDef, input: Row, merged: Row, actor: Actor) {
  for (const [key, field] of Object.entries(resource.fields)) {
    const rule = field.dependsOn
    if (!rule || (field.type !== 'link' && field.type !== 'links') || !field.target) continue
    if (!(key in input) && !(rule.field in input)) continue
    const value = merged[key]
    const parent = merged[rule.field]
    const empty = (v: unknown) => v === undefined || v === null || v === '' || v === '0'
    if (empty(value) || empty(parent)) continue
    const target = findResource(field.target)
    // A `links` value names several records: each of them must be the parent's.
    const ids = [...new Set(String(value).split(','))]
    const rows = await tx.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM ${target.table}
        WHERE id = ANY($1::bigint[]) AND ${toSnake(rule.targetField)}::text = $2 AND is_deleted = 0`,
      [ids, String(parent)],
    )
    if (Number(rows[0]?.n ?? 0) !== ids.length) {
      const parentField = resource.fields[rule.field]
      throw validationError([
        {
          field: key,
          message: translate('linkNotWithin', actor.lang, {
            field: labelOf(field, key, actor.lang),
            parent: parentField ? labelOf(parentField, rule.field, actor.lang) : rule.field,
          }),
        },
      ])
    }
  }
}

/** What a cleared (null) field stores: its default where the column has one, else null. */
export function clearedValue(field: Field): unknown {
  if (field.default !== undefined) return field.default
  if (field.type === 'bool') return 0
  if (field.type === 'treeParent') return '0'
  return null
}

/** Stored form of the declared values: secrets encrypted, the rest as validated. */
export function columnValues(resource: ResourceDef, input: Row, actor: Actor): [string[], unknown[]] {
  const keys = Object.keys(resource.fields).filter((k) => input[k] !== undefined)
  const values = keys.map((k) => {
    const v = input[k]
    const field = resource.fields[k]
    // Clearing a field stores its default where the column has one (flags, tree parents, sort orders).
    if (v === null && field) return clearedValue(field)
    return field?.secret && typeof v === 'string' && v !== '' ? encryptSecret(actor.secretKey, v) : v
  })
  return [keys.map(toSnake), values]
}

/** Inserts a record (and its child rows) in the caller's transaction, under an id only the server mints. */
export async function insertRecord(
  tx: Queryable,
  resource: ResourceDef,
  input: Row,
  actor: Actor,
  options: WriteOptions = {},
) {
  const id = nextId()
  await checkUnique(tx, resource, input, id, actor)
  await checkLinks(tx, resource, input, id, actor, undefined, options)
  await checkChoices(tx, resource, input, undefined, actor)
  await checkDependentLinks(tx, resource, input, input, actor)
  const [columns, values] = addServerOnly(resource, input, columnValues(resource, input, actor))
  const { session } = actor
  const all = ['id', 'tenant_id', 'create_user', 'create_dept', 'update_user', ...columns]
  const params = [id, session.tenantId, session.userId, session.deptIds[0] ?? null, session.userId, ...values]
  await tx.query(
    `INSERT INTO ${resource.table} (${all.join(', ')}) VALUES (${all.map((c, i) => placeholderOf(resource, c, i + 1)).join(', ')})`,
    params,
  )
  await saveChildren(tx, resource, id, input, actor)
  return id
}

/**
 * Updates the fields sent; a `version` that is not the stored one means someone else saved first
 * (409). A record outside the actor's data scope is not found (404), unless saved as part of its parent.
 * `stored` is the row the caller already read with the actor's scope (`saveRecord`), so it is not read again.
 */
export async function updateRecord(
  tx: Queryable,
  resource: ResourceDef,
  input: Row,
  actor: Actor,
  options: WriteOptions & { stored?: Row } = {},
): Promise<string> {
  const id = String(input.id)
  const existing = options.stored ?? (await findRecord(tx, resource, id, options.partOf ? {} : { actor }))
  if (!existing) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (input.version !== undefined && input.version !== null && Number(input.version) !== existing.version) {
    throw new AppError('CONFLICT', 'staleVersion')
  }
  const merged = { ...existing, ...input }
  await checkUnique(tx, resource, merged, id, actor)
  await checkLinks(tx, resource, input, id, actor, existing, options)
  await checkChoices(tx, resource, input, existing, actor)
  await checkDependentLinks(tx, resource, input, merged, actor)
  const [columns, values] = addServerOnly(resource, input, columnValues(resource, input, actor))
  const params: unknown[] = [id, actor.session.userId, existing.version, ...values]
  const sets = columns.map((c, i) => `${c} = ${placeholderOf(resource, c, i + 4)}`)
  const updated = await tx.query(
    `UPDATE ${resource.table}
        SET ${[...sets, 'version = version + 1', 'update_user = $2', 'update_time = localtimestamp(0)'].join(', ')}
      WHERE id = $1 AND is_deleted = 0 AND version = $3 RETURNING id`,
    params,
  )
  if (!updated.length) throw new AppError('CONFLICT', 'staleVersion')
  await saveChildren(tx, resource, id, input, actor)
  return id
}

/**
 * The declared fields of `set`, refusing any other key and any status an action governs: a
 * set-based write names only declared columns and leaves statuses to `transition` (a caller's bug, 500).
 */
export function declaredKeys(resource: ResourceDef, set: Row): string[] {
  const keys = Object.keys(set).filter((k) => set[k] !== undefined)
  const governed = governedStatusFields(resource)
  const wrong = keys.filter((k) => !resource.fields[k] || governed.includes(k))
  if (wrong.length) throw new Error(`${resourceKey(resource)}: ${wrong.join(', ')} is not a field a save may write`)
  return keys
}

/** Every id names a live record of the tenant within the actor's data scope; else the batch is not found (404). */
export async function assertLiveInScope(tx: Queryable, resource: ResourceDef, ids: readonly string[], actor: Actor) {
  const wanted = [...new Set(ids)]
  const params: unknown[] = [wanted]
  const scope = await scopeOf(tx, actor, resource, params)
  const live = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT id)::int AS n FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND ${scope}`,
    params,
  )
  if ((live[0]?.n ?? 0) < wanted.length) throw new AppError('NOT_FOUND', 'recordNotFound')
}

/**
 * A running total moved in SQL (`quantity = quantity + n`), for a count that concurrent steps add to
 * (units packed into a box, picked off a line): the stored value is the one added to, never one read
 * earlier. Only integer and decimal fields take one.
 */
export type Increment = { increment: number | string }

function isIncrement(value: unknown): value is Increment {
  return typeof value === 'object' && value !== null && 'increment' in value
}

/** Adds `n` to a field of the records written (a negative `n` takes away). */
export const increment = (n: number | string): Increment => ({ increment: n })

/**
 * How a set-based write asks the data scope. By default every record must be within the actor's
 * data scope (else 404, nothing written). `scopeChecked`: the caller has already checked the
 * actor's scope on the document these rows belong to, or writes them for the system as the
 * consequence of a step the actor was allowed (a box's counts after a scan on its outbound, a
 * pick line's cut after the order's), so the rows' own scope is not asked again; they must still be live.
 */
export type SetWriteOptions = { scopeChecked?: boolean }

async function assertWritable(
  tx: Queryable,
  resource: ResourceDef,
  ids: readonly string[],
  actor: Actor,
  { scopeChecked = false }: SetWriteOptions,
) {
  if (!scopeChecked) return assertLiveInScope(tx, resource, ids, actor)
  const wanted = [...new Set(ids)]
  const live = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT id)::int AS n FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [wanted],
  )
  if ((live[0]?.n ?? 0) < wanted.length) throw new AppError('NOT_FOUND', 'recordNotFound')
}

/** Splits a set into its plain values and its increments (these only on integer and decimal fields). */
export function splitIncrements(resource: ResourceDef, set: Row): [Row, [string, Increment][]] {
  const plain: Row = {}
  const increments: [string, Increment][] = []
  for (const [k, v] of Object.entries(set)) {
    if (!isIncrement(v)) {
      plain[k] = v
      continue
    }
    const type = resource.fields[k]?.type
    if (type !== 'integer' && type !== 'decimal')
      throw new Error(`${resourceKey(resource)}.${k} is not a number an increment may move`)
    increments.push([k, v])
  }
  return [plain, increments]
}

/**
 * Sets the same declared fields on many live records in one UPDATE (version bumped, who and when
 * kept), for changes that are one decision over a batch. Every id must be live and within the
 * actor's data scope (else 404, nothing written; see `SetWriteOptions`); unique, link, choice and
 * dependent-link checks run for the fields the set touches (per record where the rule reads the
 * record's other fields). A value `increment(n)` adds n to the stored one in the statement. Hooks
 * do not run: callers use it for fields no hook derives from. Answers the number of records written.
 */
export async function updateRecords(
  tx: Queryable,
  resource: ResourceDef,
  ids: readonly string[],
  set: Row,
  actor: Actor,
  options: SetWriteOptions = {},
): Promise<number> {
  if (!ids.length) return 0
  const keys = declaredKeys(resource, set)
  if (!keys.length) return 0
  const [plainSet, increments] = splitIncrements(resource, set)
  await assertWritable(tx, resource, ids, actor, options)
  await checkSet(tx, resource, ids, plainSet, actor)
  const [columns, values] = columnValues(resource, plainSet, actor)
  const params: unknown[] = [[...new Set(ids)], actor.session.userId, ...values]
  const sets = [
    ...columns.map((c, i) => `${c} = $${i + 3}`),
    ...increments.map(([k, v]) => `${toSnake(k)} = coalesce(${toSnake(k)}, 0) + $${params.push(v.increment)}`),
  ]
  const updated = await tx.query(
    `UPDATE ${resource.table}
        SET ${[...sets, 'version = version + 1', 'update_user = $2', 'update_time = localtimestamp(0)'].join(', ')}
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 RETURNING id`,
    params,
  )
  return updated.length
}

/** The checks a save runs, for the plain values `set` gives every record of `ids`. */
export async function checkSet(tx: Queryable, resource: ResourceDef, ids: readonly string[], set: Row, actor: Actor) {
  const keys = Object.keys(set).filter((k) => set[k] !== undefined)
  if (!keys.length) return
  const touches = (test: (f: Field, key: string) => boolean) =>
    keys.some((k) => test(resource.fields[k] as Field, k)) ||
    Object.entries(resource.fields).some(([k, f]) => test(f, k) && (f.uniqueWith ?? []).some((o) => keys.includes(o)))
  const perRecord =
    touches((f) => !!f.unique || f.type === 'treeParent') ||
    Object.entries(resource.fields).some(
      ([k, f]) => f.dependsOn && (keys.includes(k) || keys.includes(f.dependsOn.field)),
    )
  if (perRecord) {
    const rows = await tx.query(
      `SELECT ${selectColumns(resource)} FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [[...new Set(ids)]],
    )
    for (const row of rows) {
      const id = String(row.id)
      const merged = { ...row, ...set }
      await checkUnique(tx, resource, merged, id, actor)
      await checkLinks(tx, resource, set, id, actor, row)
      await checkDependentLinks(tx, resource, set, merged, actor)
    }
    // Two records of the batch set to one unique value collide with each other, not with a third.
    for (const k of keys) {
      const field = resource.fields[k] as Field
      if (field.unique && !field.uniqueWith && rows.length > 1 && set[k] !== null && set[k] !== '') {
        throw validationError([
          {
            field: k,
            message: translate('fieldTaken', actor.lang, { field: labelOf(field, k, actor.lang), value: set[k] }),
          },
        ])
      }
    }
  } else await checkLinks(tx, resource, set, '0', actor)
  await checkChoices(tx, resource, set, undefined, actor)
}

/**
 * Writes many live records, each with its own values (`rows`: the id and the declared fields,
 * every row naming the same fields), in one UPDATE over the list of values: counts worked out per
 * record (each box's packed units), a line's quantities per step. Versions bumped, who and when
 * kept; the scope and the checks of `updateRecords` run, per record with its own values. Answers
 * the number of records written.
 */
export async function updateEach(
  tx: Queryable,
  resource: ResourceDef,
  rows: readonly Row[],
  actor: Actor,
  options: SetWriteOptions = {},
): Promise<number> {
  if (!rows.length) return 0
  const fieldsOf = (row: Row) => Object.keys(row).filter((k) => k !== 'id' && row[k] !== undefined)
  const keys = fieldsOf(rows[0] as Row).sort()
  const ids = rows.map((r) => String(r.id))
  if (new Set(ids).size !== ids.length) throw new Error(`${resourceKey(resource)}: one record twice in updateEach`)
  for (const row of rows) {
    if (fieldsOf(row).sort().join() !== keys.join())
      throw new Error(`${resourceKey(resource)}: every row of updateEach names the same fields (${keys.join(', ')})`)
    declaredKeys(resource, Object.fromEntries(keys.map((k) => [k, row[k]])))
  }
  if (!keys.length) return 0
  if (keys.some((k) => rows.some((r) => isIncrement(r[k]))))
    throw new Error(`${resourceKey(resource)}: updateEach writes values; use updateRecords for an increment`)
  await assertWritable(tx, resource, ids, actor, options)
  for (const row of rows) {
    const set = Object.fromEntries(keys.map((k) => [k, row[k]]))
    await checkSet(tx, resource, [String(row.id)], set, actor)
  }
  // Columns in the resource's field order (as columnValues answers them), each value cast to its column's type.
  const ordered = Object.keys(resource.fields).filter((k) => keys.includes(k))
  const columns = ordered.map(toSnake)
  const casts = ordered.map((k) => {
    const field = resource.fields[k] as Field
    return field.secret ? 'text' : sqlType(field)
  })
  const params: unknown[] = [actor.session.userId]
  const tuples = rows.map((row) => {
    const [, values] = columnValues(resource, Object.fromEntries(ordered.map((k) => [k, row[k]])), actor)
    const cells = values.map((v, i) => `$${params.push(v)}::${casts[i]}`)
    return `($${params.push(String(row.id))}::bigint, ${cells.join(', ')})`
  })
  const updated = await tx.query(
    `UPDATE ${resource.table} t
        SET ${[
          ...columns.map((c) => `${c} = v.${c}`),
          'version = t.version + 1',
          'update_user = $1',
          'update_time = localtimestamp(0)',
        ].join(', ')}
       FROM (VALUES ${tuples.join(', ')}) AS v(id, ${columns.join(', ')})
      WHERE t.id = v.id AND t.is_deleted = 0 RETURNING t.id`,
    params,
  )
  return updated.length
}

/**
 * Inserts a copy of a live record (within the actor's data scope) under a fresh id the server mints,
 * `overrides` (declared fields) over its values, in one INSERT … SELECT so every declared column —
 * secrets as stored — is carried over; checks run as for an insert (unique over the merged row,
 * links set by the overrides). Statuses actions govern start over at their declared default;
 * `omit` fields take their column's default. With `children`, the record's live child rows are copied under the new id, each with a
 * fresh id. Answers the new id.
 */
export async function copyRecord(
  tx: Queryable,
  resource: ResourceDef,
  id: string,
  overrides: Row,
  actor: Actor,
  options: { omit?: readonly string[]; children?: boolean; sameStatus?: boolean } = {},
): Promise<string> {
  const source = await findRecord(tx, resource, id, { actor })
  if (!source) throw new AppError('NOT_FOUND', 'recordNotFound')
  // `sameStatus`: the copy is born where its source stands (a part of a split purchase order), no status is written anew.
  const governed = options.sameStatus ? [] : governedStatusFields(resource)
  // As a save does, a copy drops what it was given for a governed status: the copy starts it over.
  overrides = Object.fromEntries(Object.entries(overrides).filter(([k]) => !governed.includes(k)))
  const keys = declaredKeys(resource, overrides)
  const newId = nextId()
  const merged = { ...source, ...overrides }
  await checkUnique(tx, resource, merged, newId, actor)
  await checkLinks(tx, resource, overrides, newId, actor, source)
  await checkChoices(tx, resource, overrides, source, actor)
  await checkDependentLinks(tx, resource, overrides, merged, actor)
  const [setColumns, setValues] = columnValues(resource, overrides, actor)
  const params: unknown[] = [id, newId, actor.session.userId, actor.session.deptIds[0] ?? null, ...setValues]
  const columns: string[] = []
  const values: string[] = []
  for (const [key, field] of Object.entries(resource.fields)) {
    if (options.omit?.includes(key)) continue
    const column = toSnake(key)
    const type = field.secret ? 'text' : sqlType(field)
    if (governed.includes(key)) {
      // A copy starts its lifecycle over: the declared first status (or the column's default).
      if (field.default === undefined) continue
      values.push(`$${params.push(field.default)}::${type}`)
    } else if (keys.includes(key)) values.push(`$${setColumns.indexOf(column) + 5}::${type}`)
    else values.push(`s.${column}`)
    columns.push(column)
  }
  await tx.query(
    `INSERT INTO ${resource.table} (id, tenant_id, create_user, create_dept, update_user, ${columns.join(', ')})
     SELECT $2, s.tenant_id, $3, $4, $3, ${values.join(', ')} FROM ${resource.table} s WHERE s.id = $1`,
    params,
  )
  if (options.children) {
    for (const child of Object.values(resource.children ?? {})) {
      const childResource = findResource(child.resource)
      const fk = toSnake(child.foreignKey)
      const rows = await tx.query<{ id: string }>(
        `SELECT id FROM ${childResource.table} WHERE ${fk} = $1 AND is_deleted = 0 ORDER BY id`,
        [id],
      )
      const own = Object.keys(childResource.fields)
        .map(toSnake)
        .filter((c) => c !== fk)
      for (const row of rows) {
        await tx.query(
          `INSERT INTO ${childResource.table} (id, tenant_id, create_user, create_dept, update_user, ${fk}, ${own.join(', ')})
           SELECT $2, s.tenant_id, $3, $4, $3, $5, ${own.map((c) => `s.${c}`).join(', ')}
             FROM ${childResource.table} s WHERE s.id = $1`,
          [row.id, nextId(), actor.session.userId, actor.session.deptIds[0] ?? null, newId],
        )
      }
    }
  }
  return newId
}

/**
 * Inserts many records of one resource (no child rows) in one INSERT, each under an id the server
 * mints, after the checks an insert runs for each (a batch of new rows also must not repeat a unique
 * value among itself). For batches a caller builds itself (lines of a split order, seeds); answers the ids in order.
 * A batch past one statement's parameters goes in as several INSERTs of as many rows as fit.
 * Server-only columns go in with the rows (`withServerOnly` on each input, every row the same ones).
 * `partOf` (child rows added to a parent the caller checked, a box's lines) follows the parent, as a save's child rows do.
 */
export async function insertRecords(
  tx: Queryable,
  resource: ResourceDef,
  inputs: readonly Row[],
  actor: Actor,
  options: WriteOptions = {},
): Promise<string[]> {
  if (!inputs.length) return []
  const keys = [...new Set(inputs.flatMap((input) => declaredKeys(resource, input)))]
  const ids = inputs.map(() => nextId())
  // Links, choices and dependent links are asked once per distinct set of the values they read.
  const referring = Object.entries(resource.fields)
    .filter(([, f]) => isLinkField(f) || f.type === 'treeParent' || f.choices || f.dependsOn)
    .map(([k]) => k)
  const asked = new Set<string>()
  for (const [i, input] of inputs.entries()) {
    const id = ids[i] as string
    await checkUnique(tx, resource, input, id, actor)
    const key = JSON.stringify(referring.map((k) => input[k] ?? null))
    if (asked.has(key)) continue
    asked.add(key)
    await checkLinks(tx, resource, input, id, actor, undefined, options)
    await checkChoices(tx, resource, input, undefined, actor)
    await checkDependentLinks(tx, resource, input, input, actor)
  }
  for (const k of keys) {
    const field = resource.fields[k] as Field
    if (!field.unique) continue
    const seen = new Set<string>()
    for (const input of inputs) {
      const v = input[k]
      if (v === undefined || v === null || v === '') continue
      const key = JSON.stringify([v, ...(field.uniqueWith ?? []).map((o) => input[o] ?? null)])
      if (seen.has(key))
        throw validationError([
          {
            field: k,
            message: translate('fieldTaken', actor.lang, { field: labelOf(field, k, actor.lang), value: v }),
          },
        ])
      seen.add(key)
    }
  }
  const { session } = actor
  // One INSERT per chunk of rows that stays under the protocol's 65,535 parameters of a statement.
  const perRow = 5 + keys.length + Object.keys(resource.serverOnly ?? {}).length
  const chunk = Math.max(1, Math.floor(60_000 / perRow))
  let columns: string[] = []
  for (let start = 0; start < inputs.length; start += chunk) {
    const params: unknown[] = []
    const tuples = inputs.slice(start, start + chunk).map((input, j) => {
      // A key one row leaves out stores what a cleared field stores (its default, else null).
      const full: Row = Object.fromEntries(keys.map((k) => [k, input[k] === undefined ? null : input[k]]))
      const [own, values] = addServerOnly(resource, input, columnValues(resource, full, actor))
      if (start + j > 0 && own.join() !== columns.join())
        throw new Error(`${resourceKey(resource)}: every row of insertRecords carries the same server-only columns`)
      columns = own
      const row = [
        ids[start + j],
        session.tenantId,
        session.userId,
        session.deptIds[0] ?? null,
        session.userId,
        ...values,
      ]
      const all = ['id', 'tenant_id', 'create_user', 'create_dept', 'update_user', ...own]
      return `(${row.map((v, k) => placeholderOf(resource, all[k] as string, params.push(v))).join(', ')})`
    })
    const all = ['id', 'tenant_id', 'create_user', 'create_dept', 'update_user', ...columns]
    await tx.query(`INSERT INTO ${resource.table} (${all.join(', ')}) VALUES ${tuples.join(', ')}`, params)
  }
  return ids
}

/**
 * Saves child rows sent with the parent: rows with a known id are updated, others inserted, and
 * live rows missing from the list are removed, all in the parent's transaction.
 */
async function saveChildren(tx: Queryable, resource: ResourceDef, parentId: string, input: Row, actor: Actor) {
  for (const [key, child] of Object.entries(resource.children ?? {})) {
    const rows = input[key]
    if (!Array.isArray(rows)) continue
    const childResource = findResource(child.resource)
    const fk = toSnake(child.foreignKey)
    const existing = await tx.query<{ id: string }>(
      `SELECT id FROM ${childResource.table} WHERE ${fk} = $1 AND is_deleted = 0`,
      [parentId],
    )
    const kept = new Set<string>()
    for (const row of rows as Row[]) {
      const values = { ...row, [child.foreignKey]: parentId }
      const rowId = row.id ? String(row.id) : undefined
      const partOf = { partOf: child.foreignKey }
      if (rowId && existing.some((e) => e.id === rowId)) {
        await updateRecord(tx, childResource, { ...values, id: rowId, version: undefined }, actor, partOf)
        kept.add(rowId)
      } else {
        kept.add(await insertRecord(tx, childResource, values, actor, partOf))
      }
    }
    const gone = existing.map((e) => e.id).filter((e) => !kept.has(e))
    if (gone.length) await deleteRecords(tx, childResource, gone, actor, { partOf: child.foreignKey })
  }
}

/**
 * The one logical delete of rows: live rows of `table` whose `column` (id by default) is one of
 * `ids` are marked removed, their version bumped and who removed them when kept. `also` narrows it
 * further with SQL over parameters numbered from $3 (`params`).
 */
export async function markRemoved(
  tx: Queryable,
  table: string,
  ids: readonly string[],
  userId: string | null,
  options: { column?: string; also?: string; params?: readonly unknown[] } = {},
): Promise<void> {
  await tx.query(
    `UPDATE ${table} SET is_deleted = 1, version = version + 1, update_user = $2, update_time = localtimestamp(0)
      WHERE ${options.column ?? 'id'} = ANY($1::bigint[]) AND is_deleted = 0 ${options.also ?? ''}`,
    [ids, userId, ...(options.params ?? [])],
  )
}

/**
 * Logically removes the live records of `resource` whose `field` (a declared link, or `id`) is one of
 * `values`: rows that go with a parent the caller removes or replaces (a store's postal codes, an
 * order's history, a label's file). No scope or link check: they follow the parent the caller checked. `also`
 * narrows it further with SQL over parameters numbered from $3 (`params`).
 */
export async function removeRecordsBy(
  tx: Queryable,
  resource: ResourceDef,
  field: string,
  values: readonly string[],
  actor: Actor,
  narrow: { also?: string; params?: readonly unknown[] } = {},
): Promise<void> {
  if (field !== 'id' && !resource.fields[field]) throw new Error(`${resourceKey(resource)} declares no field ${field}`)
  await markRemoved(tx, resource.table, values, actor.session.userId, { column: toSnake(field), ...narrow })
}

/**
 * Brings logically removed records back (is_deleted = 0, version bumped, who and when kept), for a
 * record made again under a key that stays unique across removals (a custom menu's code). Answers how many came back.
 */
export async function restoreRecords(tx: Queryable, resource: ResourceDef, ids: readonly string[], actor: Actor) {
  const rows = await tx.query(
    `UPDATE ${resource.table} SET is_deleted = 0, version = version + 1, update_user = $2, update_time = localtimestamp(0)
      WHERE id = ANY($1::bigint[]) AND is_deleted = 1 RETURNING id`,
    [ids, actor.session.userId],
  )
  return rows.length
}

/**
 * Logical delete of the rows, without the resource's hooks (records.ts `removeRecords` runs them).
 * A record outside the actor's data scope refuses the whole batch as not found (404), unless the
 * rows go as part of their parent; a record other live records link to stays, with a message
 * naming who uses it; child rows go with their parent (`scopeChecked`: see SetWriteOptions).
 */
export async function deleteRecords(
  tx: Queryable,
  resource: ResourceDef,
  ids: string[],
  actor: Actor,
  options: WriteOptions & SetWriteOptions = {},
): Promise<void> {
  if (!options.partOf && !options.scopeChecked) await assertInScope(tx, actor, resource, ids)
  const ownChildren = new Set(Object.values(resource.children ?? {}).map((ch) => `${ch.resource}|${ch.foreignKey}`))
  for (const { resource: user, field, several } of linksTo(resource)) {
    // The record's own child rows go with it (below), so they do not hold it.
    if (ownChildren.has(`${resourceKey(user)}|${field}`)) continue
    const holds = several
      ? `string_to_array(${toSnake(field)}, ',') && $1::text[]`
      : `${toSnake(field)} = ANY($1::bigint[])`
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${user.table} WHERE ${holds} AND is_deleted = 0`,
      [ids],
    )
    const n = rows[0]?.n ?? 0
    if (n > 0) throw new AppError('VALIDATION', 'referencedBy', { resource: user.label[actor.lang], count: n })
  }
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.type !== 'treeParent') continue
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${resource.table} WHERE ${toSnake(key)} = ANY($1::bigint[]) AND is_deleted = 0
         AND NOT (id = ANY($1::bigint[]))`,
      [ids],
    )
    const n = rows[0]?.n ?? 0
    if (n > 0) throw new AppError('VALIDATION', 'referencedBy', { resource: resource.label[actor.lang], count: n })
  }
  await markRemoved(tx, resource.table, ids, actor.session.userId)
  for (const child of Object.values(resource.children ?? {})) {
    await markRemoved(tx, findResource(child.resource).table, ids, actor.session.userId, {
      column: toSnake(child.foreignKey),
    })
  }
}

/** Reads a secret field of a record in clear (for code that must use it, e.g. calling a marketplace). */
export async function readSecret(tx: Queryable, resource: ResourceDef, id: string, field: string, key: Uint8Array) {
  if (!resource.fields[field]?.secret) throw new Error(`${resourceKey(resource)}.${field} is not a secret field`)
  const rows = await tx.query<{ v: string | null }>(
    `SELECT ${toSnake(field)} AS v FROM ${resource.table} WHERE id = $1`,
    [id],
  )
  const v = rows[0]?.v
  return v ? decryptSecret(key, v) : null
}
