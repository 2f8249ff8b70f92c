import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { type DateRange, rangeToDayBounds } from '../../ui/inputs/date-range.ts'
import { searchFields } from './resource-meta.ts'

/** A batch search: the values pasted or typed, matched fuzzily (0) or exactly (1). */
export type BatchValue = { values: string[]; mode: 0 | 1 }

/** What the search form holds: a text/choice per field, a date range for dates and createTime, a batch. */
export type SearchValues = Record<string, string | DateRange | BatchValue | null | undefined>

function isBatch(value: SearchValues[string]): value is BatchValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.values)
}

/** The filter of a batch search: one value as a plain contains/equal filter, several as `_likeany` / `_in`. */
export function batchFilter(key: string, batch: BatchValue): Record<string, string> {
  const values = batch.values.map((v) => v.trim()).filter(Boolean)
  if (values.length === 0) return {}
  if (values.length === 1) return { [batch.mode === 1 ? `${key}_equal` : key]: values[0] as string }
  return { [`${key}${batch.mode === 1 ? '_in' : '_likeany'}`]: values.join(',') }
}

/** The sorted column and its direction, or none (the declaration's default order). */
export type SortState = { key: string; direction: 'asc' | 'desc' } | null

/** The range filter of every list: the creation time. */
export const CREATE_TIME = 'createTime'

/**
 * A page total as the list shows it: exact, or, when the server estimated it (`totalExact: false`,
 * more than 10,000 matching rows), rounded down to two significant digits and shown as "about N+".
 */
export function totalShown(page: { total: number; totalExact?: boolean } | undefined, lang: string) {
  const total = page?.total ?? 0
  if (page?.totalExact !== false || total < 100) return { key: 'resource.total', total: String(total) } as const
  const unit = 10 ** (Math.floor(Math.log10(total)) - 1)
  const rounded = Math.floor(total / unit) * unit
  return { key: 'resource.totalAbout', total: rounded.toLocaleString(lang === 'en' ? 'en-US' : lang) } as const
}

/** Page sizes of every list (spec 1 §5) and the default. */
export const PAGE_SIZES = [30, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 30

function isRange(value: SearchValues[string]): value is DateRange {
  return Array.isArray(value)
}

/**
 * The query of a list call from the search form, the sort and the page: text fields as contains
 * filters, choices as exact values, date ranges as `_datege` / `_datele` over whole days, sort as
 * `ascs` / `descs`; empty values are left out.
 */
export function buildListParams(
  resource: ResourceDef,
  values: SearchValues,
  sort: SortState,
  page: { current: number; size: number } | null,
): Record<string, string | number> {
  const query: Record<string, string | number> = {}
  if (page) {
    query.current = page.current
    query.size = page.size
  }
  const rangeKeys = [CREATE_TIME]
  for (const { key, field } of searchFields(resource)) {
    if (field.type === 'date' || field.type === 'datetime') {
      rangeKeys.push(key)
      continue
    }
    const value = values[key]
    if (isBatch(value)) {
      Object.assign(query, batchFilter(key, value))
      continue
    }
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (trimmed !== '') query[key] = trimmed
  }
  for (const key of rangeKeys) {
    const value = values[key]
    if (!isRange(value)) continue
    const [from, to] = rangeToDayBounds(value)
    const isDateOnly = resource.fields[key]?.type === 'date'
    if (from) query[`${key}_datege`] = isDateOnly ? from.slice(0, 10) : from
    if (to) query[`${key}_datele`] = isDateOnly ? to.slice(0, 10) : to
  }
  if (sort) query[sort.direction === 'asc' ? 'ascs' : 'descs'] = sort.key
  return query
}

/** The next sort after a click on a column header: ascending, descending, then none. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' }
  return current.direction === 'asc' ? { key, direction: 'desc' } : null
}
