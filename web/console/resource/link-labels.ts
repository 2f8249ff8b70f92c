import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Field, isLinkField, type ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { getJson, getPage } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { RemoteOption } from '../../ui/inputs/remote-select.tsx'
import { listUrl, operationUrl, titleKey } from './resource-meta.ts'

type Row = Record<string, unknown>

/** Field key → (id → label) for the link columns of a page of records. */
export type LinkLabels = Record<string, Record<string, string>>

function labelOf(target: ResourceDef, row: Row): string {
  if (typeof row.label === 'string' && row.label) return row.label
  const key = titleKey(target)
  const v = key ? row[key] : undefined
  return v === undefined || v === null || v === '' ? String(row.id) : String(v)
}

/**
 * Options of a link's drop-down: the target's `select` (title contains `search`), else its list;
 * `filters` narrow them by the target's fields (a dependent link's parent).
 */
export async function loadLinkOptions(
  targetKey: string,
  search: string,
  filters: Record<string, string> = {},
): Promise<RemoteOption[]> {
  const target = findResource(targetKey)
  const select = operationUrl(target, 'select')
  const text = search.trim()
  let rows: Row[] = []
  if (select) {
    rows = await getJson<Row[]>(select, { search: text, ...filters }, { silent: true })
  } else {
    const list = listUrl(target)
    const key = titleKey(target)
    if (!list) return []
    rows = (
      await getPage<Row>(
        list,
        { current: 1, size: 100, ...filters, ...(key && text ? { [key]: text } : {}) },
        { silent: true },
      )
    ).records
  }
  return rows.map((r) => ({ value: String(r.id), label: labelOf(target, r) }))
}

/**
 * Options of a field declared with `choices`: the chosen resource's records narrowed by `where`,
 * each offered as the value kept (a currency's code) beside its title where the two differ.
 */
export async function loadChoiceOptions(
  choices: NonNullable<Field['choices']>,
  search: string,
): Promise<RemoteOption[]> {
  const target = findResource(choices.from)
  const list = listUrl(target)
  if (!list) return []
  const text = search.trim()
  const rows = (
    await getPage<Row>(
      list,
      { current: 1, size: 100, ...choices.where, ...(text ? { [choices.value]: text } : {}) },
      { silent: true },
    )
  ).records
  const title = titleKey(target)
  const seen = new Set<string>()
  return rows.flatMap((r) => {
    const value = r[choices.value]
    if (value === undefined || value === null || value === '' || seen.has(String(value))) return []
    seen.add(String(value))
    const name = title && title !== choices.value ? r[title] : undefined
    return [{ value: String(value), label: name ? `${String(value)} ${String(name)}` : String(value) }]
  })
}

/**
 * The labels of the given ids of one target: one `select` answer (cached a minute), then a `detail`
 * for each id it did not list. Ids that cannot be read keep no label.
 */
export async function resolveLinkLabels(
  client: QueryClient,
  targetKey: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const target = findResource(targetKey)
  const labels: Record<string, string> = {}
  const select = operationUrl(target, 'select')
  if (select) {
    const rows = await client
      .fetchQuery({
        queryKey: ['resource-select', targetKey, currentLanguage()],
        queryFn: () => getJson<Row[]>(select, {}, { silent: true }),
        staleTime: 60_000,
      })
      .catch(() => [] as Row[])
    for (const r of rows) labels[String(r.id)] = labelOf(target, r)
  }
  const detail = operationUrl(target, 'detail')
  const missing = ids.filter((id) => !(id in labels))
  if (detail && missing.length) {
    const found = await Promise.all(
      missing.map((id) =>
        client
          .fetchQuery({
            queryKey: ['resource-detail', targetKey, id, currentLanguage()],
            queryFn: () => getJson<Row>(detail, { id }, { silent: true }),
            staleTime: 60_000,
          })
          .catch(() => null),
      ),
    )
    for (const r of found) if (r) labels[String(r.id)] = labelOf(target, r)
  }
  return labels
}

/**
 * The labels the rows carry for their links (`<field>Label`, read by the server with the row), and
 * the distinct ids per link field that came without one (child rows of trees included).
 */
export function linkIds(
  linkFields: readonly string[],
  rows: readonly Row[],
): { labels: LinkLabels; missing: Record<string, string[]> } {
  const labels: LinkLabels = {}
  const ids: Record<string, Set<string>> = {}
  const walk = (list: readonly Row[]) => {
    for (const row of list) {
      for (const key of linkFields) {
        const v = row[key]
        if (v === undefined || v === null || v === '' || v === '0') continue
        const label = row[`${key}Label`]
        if (typeof label === 'string' && label) {
          labels[key] = { ...labels[key], [String(v)]: label }
          continue
        }
        // The server read the row's links and found no title: asking again would only fail.
        if (`${key}Label` in row) continue
        const set = ids[key] ?? new Set<string>()
        set.add(String(v))
        ids[key] = set
      }
      if (Array.isArray(row.children)) walk(row.children as Row[])
    }
  }
  walk(rows)
  const missing = Object.fromEntries(
    Object.entries(ids)
      .map(([k, set]) => [k, [...set].filter((id) => !labels[k]?.[id]).sort()] as const)
      .filter(([, list]) => list.length),
  )
  return { labels, missing }
}

const NO_LABELS: LinkLabels = {}

/**
 * Labels of every link column of the rows shown: those the rows carry, and for ids without one
 * (rows of hand-written calls) one lookup per page, never per cell.
 */
export function useLinkLabels(resource: ResourceDef, rows: readonly Row[] | undefined): LinkLabels {
  const client = useQueryClient()
  // Ids too: a row may carry its id's record number (a ledger row's document), never looked up.
  const linkFields = Object.entries(resource.fields)
    .filter(([, f]) => isLinkField(f) || f.type === 'id')
    .map(([k]) => k)
  const { labels, missing: all } = linkIds(linkFields, rows ?? [])
  // Several ids come with their titles or stay as they are: a lookup is by one id.
  const missing = Object.fromEntries(Object.entries(all).filter(([key]) => resource.fields[key]?.type === 'link'))
  const query = useQuery({
    queryKey: ['link-labels', resource.module, resource.name, currentLanguage(), missing],
    enabled: Object.keys(missing).length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const out: LinkLabels = {}
      await Promise.all(
        Object.entries(missing).map(async ([key, list]) => {
          out[key] = await resolveLinkLabels(client, resource.fields[key]?.target as string, list)
        }),
      )
      return out
    },
  })
  const looked = query.data
  // Keyed by content: one object while nothing changes, so memoised rows do not redraw for nothing.
  const carried = JSON.stringify(labels)
  return useMemo(() => {
    const own = JSON.parse(carried) as LinkLabels
    if (!Object.keys(own).length && !looked) return NO_LABELS
    const out: LinkLabels = { ...looked }
    for (const [key, found] of Object.entries(own)) out[key] = { ...out[key], ...found }
    return out
  }, [carried, looked])
}
