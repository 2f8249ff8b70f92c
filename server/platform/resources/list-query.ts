import { dictionaryKeys } from '#sync/dictionaries/lookup.ts'
import {
  BATCH_FILTER_MAX,
  DEFAULT_PAGE_SIZE,
  FILTER_SUFFIXES,
  type FilterSuffix,
  MAX_PAGE_SIZE,
} from '#sync/http/envelope.ts'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { BASE_FIELDS, type Field, type ResourceDef } from '#sync/resources/define-resource.ts'
import { isCalendarTime, isCleanText, isId, listQuerySchema } from '#sync/resources/resource-schemas.ts'
import { type Queryable, toCamel, toSnake } from '../db/db.ts'
import { AppError, validationError } from '../http/app-error.ts'

/** A list request's query string, declared in sync/ so the console's contracts share it. */
export const listQuery = listQuerySchema

/** A list request turned into SQL pieces: every column name comes from the declaration, every value is a parameter. */
export type ListQuery = {
  where: string[]
  params: unknown[]
  orderBy: string
  current: number
  size: number
  /** The batch filters: at `where[at]`, one condition per value (`parts`), ORed. */
  batches: BatchFilter[]
}

/** A batch filter of a list query: its key, values and the condition each value makes. */
export type BatchFilter = { key: string; at: number; values: string[]; parts: string[] }

const PAGING_LABELS = {
  current: { zh: '页码', en: 'Page number', ja: 'ページ番号' },
  size: { zh: '每页条数', en: 'Page size', ja: '1ページの件数' },
}
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Order of lists whose declaration names none (resource-indexes.ts indexes it). */
export const DEFAULT_ORDER = 'create_time DESC, id DESC'
/** Query keys that are never filters. */
const RESERVED = new Set(['current', 'size', 'ascs', 'descs', 'id', 'ids', '_t'])

/** Every column a resource can filter and sort on: its fields plus the base columns. */
const columnsOf = new WeakMap<ResourceDef, Record<string, Field>>()

/** A resource's columns, the base fields included; made once per resource (a spread of ~80 keys per call cost a list page 5%). */
export function resourceColumns(resource: ResourceDef): Record<string, Field> {
  let columns = columnsOf.get(resource)
  if (!columns) {
    columns = { ...BASE_FIELDS, ...resource.fields }
    columnsOf.set(resource, columns)
  }
  return columns
}

function pagingNumber(
  raw: string | undefined,
  name: 'current' | 'size',
  fallback: number,
  max: number,
  lang: Language,
) {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1 || n > max) {
    const field = PAGING_LABELS[name][lang]
    const message = /^\d+$/.test(raw)
      ? translate(n < 1 ? 'fieldTooSmall' : 'fieldTooBig', lang, { field, min: 1, max })
      : translate('fieldType', lang, { field, expected: translate('typeInteger', lang) })
    throw validationError([{ field: name, message }])
  }
  return n
}

function splitSuffix(key: string): { base: string; suffix: FilterSuffix | null } {
  for (const suffix of FILTER_SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length) return { base: key.slice(0, -suffix.length), suffix }
  }
  return { base: key, suffix: null }
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Checks a filter value against the field's type; a bad one is a 400 naming the filter. */
function filterValue(
  key: string,
  field: Field,
  suffix: FilterSuffix | null,
  value: string,
  lang: Language,
): string | number {
  const bad = (expected: Parameters<typeof translate>[0]) =>
    validationError([
      {
        field: key,
        message: translate('fieldType', lang, { field: field.label[lang], expected: translate(expected, lang) }),
      },
    ])
  if (!isCleanText(value)) {
    throw validationError([
      { field: key, message: translate('fieldControlCharacters', lang, { field: field.label[lang] }) },
    ])
  }
  switch (field.type) {
    case 'id':
    case 'link':
      if (!isId(value)) throw bad('typeId')
      return value
    case 'treeParent':
      if (value !== '0' && !isId(value)) throw bad('typeId')
      return value
    case 'links':
      // A filter names one of the ids (records that hold it among theirs).
      if (!isId(value)) throw bad('typeId')
      return value
    case 'integer':
      if (!/^-?\d{1,10}$/.test(value) || Math.abs(Number(value)) > 2_147_483_647) throw bad('typeInteger')
      return Number(value)
    case 'decimal':
      if (!/^-?\d{1,18}(\.\d{1,10})?$/.test(value)) throw bad('typeDecimal')
      return value
    case 'bool':
      if (value !== '0' && value !== '1') throw bad('typeBool')
      return Number(value)
    case 'datetime':
    case 'date':
      if (!isCalendarTime(value) || (value.length !== 10 && value.length !== 19)) throw bad('typeDateTime')
      if (DATE.test(value) && field.type === 'datetime') {
        return suffix === '_datele' || suffix === '_le' || suffix === '_lt' ? `${value} 23:59:59` : `${value} 00:00:00`
      }
      return value
    case 'dict': {
      const keys = dictionaryKeys(field.dict ?? '')
      if (suffix !== '_like' && !keys.includes(value)) {
        throw validationError([
          {
            field: key,
            message: translate('fieldOneOf', lang, { field: field.label[lang], options: keys.join(', ') }),
          },
        ])
      }
      return value
    }
    case 'text':
    case 'longText':
    case 'file':
      if (value.length > 500) {
        throw validationError([
          { field: key, message: translate('fieldTooLong', lang, { field: field.label[lang], max: 500 }) },
        ])
      }
      return value
  }
}

/** The SQL condition of one filter, pushing its value onto params. */
function condition(
  column: string,
  field: Field,
  suffix: FilterSuffix | null,
  value: string | number,
  params: unknown[],
) {
  if (suffix === '_null') return `${column} IS NULL`
  if (suffix === '_notnull') return `${column} IS NOT NULL`
  if (field.type === 'links' && (suffix === null || suffix === '_like' || suffix === '_equal')) {
    params.push(value)
    return `$${params.length} = ANY(string_to_array(${column}, ','))`
  }
  const isText = field.type === 'text' || field.type === 'longText'
  // Ids compare whole (an index serves them); a link or tree parent is an id too.
  const isExact = ['id', 'link', 'treeParent', 'integer', 'dict'].includes(field.type)
  // A dict value checked against the dictionary compares with the column itself, so the column's
  // index serves it (every key fits the column's type); unchecked ones (_like) compare as text.
  const checked = suffix === null || suffix === '_equal' || suffix === '_notequal'
  const col = field.type === 'dict' && !checked ? `${column}::text` : column
  params.push(suffix === null || suffix === '_like' ? (isText ? `%${escapeLike(String(value))}%` : value) : value)
  const p = `$${params.length}`
  switch (suffix) {
    case null:
    case '_like':
      return isText
        ? `${col} ILIKE ${p}`
        : isExact || field.type === 'datetime'
          ? `${col} = ${p}`
          : `${col}::text ILIKE ${p}`
    case '_equal':
      return `${col} = ${p}`
    case '_notequal':
      return `${col} <> ${p}`
    case '_ge':
    case '_datege':
      return `${col} >= ${p}`
    case '_le':
    case '_datele':
      return `${col} <= ${p}`
    case '_gt':
      return `${col} > ${p}`
    case '_lt':
      return `${col} < ${p}`
    case '_in':
    case '_likeany':
      // Several values: batchCondition splits them into one of the cases above each.
      throw new Error(`${suffix} takes its values through batchCondition`)
  }
}

/** A batch filter: any of up to 100 comma-separated values, each equal (`_in`) or contained (`_likeany`). */
function batchCondition(
  key: string,
  column: string,
  field: Field,
  suffix: '_in' | '_likeany',
  value: string,
  params: unknown[],
  lang: Language,
): { values: string[]; parts: string[] } {
  const values = [...new Set(value.split(',').map((v) => v.trim()))].filter(Boolean)
  if (values.length > BATCH_FILTER_MAX) {
    throw validationError([
      {
        field: key,
        message: translate('filterTooManyValues', lang, { field: field.label[lang], max: BATCH_FILTER_MAX }),
      },
    ])
  }
  const each = suffix === '_in' ? '_equal' : '_like'
  const parts = values.map((v) => condition(column, field, each, filterValue(key, field, each, v, lang), params))
  return { values, parts }
}

function orderColumns(raw: string | undefined, columns: Record<string, Field>): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => {
      const key = toCamel(name)
      const field = columns[key]
      if (!field || !(field.sort || key === 'createTime' || key === 'updateTime')) {
        throw new AppError('VALIDATION', 'sortColumnUnknown', { column: name.slice(0, 64) })
      }
      return toSnake(key)
    })
}

/**
 * Reads `current`, `size`, `ascs`, `descs` and the filters (`name`, `name_equal`, `createTime_datege` ...).
 * Unknown filter keys are ignored, as BladeX does; an unknown sort column is refused.
 */
export function buildListQuery(resource: ResourceDef, query: Record<string, string>, lang: Language): ListQuery {
  const columns = resourceColumns(resource)
  const current = pagingNumber(query.current, 'current', 1, 1_000_000, lang)
  const size = pagingNumber(query.size, 'size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, lang)
  const where = ['is_deleted = 0']
  const params: unknown[] = []
  const batches: BatchFilter[] = []
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key)) continue
    const { base, suffix } = splitSuffix(key)
    const camel = toCamel(base)
    const field = columns[camel]
    if (!field?.search) continue
    if (value === '' && suffix !== '_null' && suffix !== '_notnull') continue
    if (suffix === '_in' || suffix === '_likeany') {
      const { values, parts } = batchCondition(key, toSnake(camel), field, suffix, value, params, lang)
      if (parts.length) {
        batches.push({ key, at: where.length, values, parts })
        where.push(`(${parts.join(' OR ')})`)
      }
      continue
    }
    const parsed = suffix === '_null' || suffix === '_notnull' ? '' : filterValue(key, field, suffix, value, lang)
    where.push(condition(toSnake(camel), field, suffix, parsed, params))
  }
  const ascs = orderColumns(query.ascs, columns).map((c) => `${c} ASC`)
  const descs = orderColumns(query.descs, columns).map((c) => `${c} DESC`)
  const order = [...ascs, ...descs]
  const orderBy = order.length ? `${order.join(', ')}, id DESC` : (resource.defaultOrder ?? DEFAULT_ORDER)
  return { where, params, orderBy, current, size, batches }
}

/**
 * The values of each batch filter that find no live record under the query's other conditions
 * (data scope included): one EXISTS per value, each served by the filter column's index. When
 * the page found records (`pageFound`), a filter of one value found them: nothing to ask.
 */
export async function unmatchedBatchValues(
  tx: Queryable,
  table: string,
  q: ListQuery,
  pageFound = false,
): Promise<Record<string, string[]> | undefined> {
  if (!q.batches.length) return undefined
  const found: Record<string, string[]> = {}
  for (const batch of q.batches) {
    if (pageFound && batch.values.length === 1) {
      found[batch.key] = []
      continue
    }
    const others = q.where.filter((_, i) => i !== batch.at).join(' AND ')
    const probes = batch.parts.map((part, i) => `EXISTS (SELECT 1 FROM ${table} WHERE ${others} AND ${part}) AS m${i}`)
    const [row] = await tx.query<Record<string, boolean>>(`SELECT ${probes.join(', ')}`, q.params)
    found[batch.key] = batch.values.filter((_, i) => !row?.[`m${i}`])
  }
  return found
}
