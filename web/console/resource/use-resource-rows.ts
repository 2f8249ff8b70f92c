import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Page } from '#sync/http/envelope.ts'
import { actionsOf } from '#sync/resources/actions.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { clientSettings, getJson, getPage, postJson } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { declaredRowActions } from './declared-actions.tsx'
import { useLinkLabels } from './link-labels.ts'
import type { PageState } from './list-pager.tsx'
import { buildListParams, DEFAULT_PAGE_SIZE, type SearchValues, type SortState } from './list-params.ts'
import type { FormMode } from './resource-form-dialog.tsx'
import { isTreeResource, treeParentKey } from './resource-meta.ts'
import type { Row, RowActions } from './resource-table.tsx'
import { type ResourceUrls, resourceUrls, saveUrl } from './resource-urls.ts'

/** Asks before removing, in the person's language (确定将选择数据删除?). */
export function confirmRemove(t: (key: string) => string, onConfirm: () => Promise<void>): void {
  confirmAction(t('resource.confirmDelete'), onConfirm, { danger: true })
}

/** The add, edit or view dialog a panel has open, with the record and the values a new one starts with. */
export type DialogState = { mode: FormMode; record: Row | null; preset?: Record<string, unknown> } | null

/**
 * A panel's rows: the filters, sort and page asked for, the list (or tree) read with them, the rows
 * as the table shows them with their links' names, and the ticked ones (cleared by any new search,
 * page or refresh).
 */
export function useResourceRows({
  resource,
  urlOverride,
  fixedQuery,
  enabled,
  mapRows,
  onChanged,
}: {
  resource: ResourceDef
  urlOverride?: Partial<ResourceUrls>
  fixedQuery?: Record<string, string>
  enabled: boolean
  mapRows?: (rows: Row[]) => Row[]
  onChanged?: () => void
}) {
  const lang = currentLanguage()
  const queryClient = useQueryClient()
  const urls = resourceUrls(resource, urlOverride)
  const isTree = isTreeResource(resource) && !urlOverride?.list
  const [filters, setFilters] = useState<SearchValues>({})
  const [sort, setSort] = useState<SortState>(null)
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE })
  const [selected, setSelected] = useState<Set<string>>(new Set())

  const listKey = useMemo(() => ['resource-list', resource.module, resource.name] as const, [resource])
  const query = useQuery({
    queryKey: [...listKey, urls.list, fixedQuery, isTree, filters, sort, page, lang],
    enabled: enabled && (isTree ? urls.tree : urls.list) !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<Row>> => {
      if (isTree) {
        const params = { ...buildListParams(resource, filters, sort, null), ...fixedQuery }
        const rows = await getJson<Row[]>(urls.tree as string, params)
        return { records: rows, total: rows.length, size: rows.length, current: 1, pages: 1 }
      }
      return getPage<Row>(urls.list as string, { ...buildListParams(resource, filters, sort, page), ...fixedQuery })
    },
  })
  const shownRows = enabled ? query.data?.records : undefined
  const rows = useMemo(() => (mapRows ? mapRows(shownRows ?? []) : (shownRows ?? [])), [shownRows, mapRows])
  const linkLabels = useLinkLabels(resource, query.data?.records)

  const refresh = useCallback(() => {
    setSelected(new Set())
    void queryClient.invalidateQueries({ queryKey: listKey })
    onChanged?.()
  }, [queryClient, listKey, onChanged])
  /** A new search (or none), from the first page, nothing ticked. */
  const search = (values: SearchValues) => {
    setFilters(values)
    setPage((p) => ({ ...p, current: 1 }))
    setSelected(new Set())
  }
  const changePage = (next: PageState) => {
    setPage(next)
    setSelected(new Set())
  }
  return {
    urls,
    isTree,
    filters,
    sort,
    setSort,
    page,
    selected,
    setSelected,
    query,
    rows,
    linkLabels,
    refresh,
    search,
    changePage,
  }
}

/**
 * The row actions a person may take (view, edit, remove, add a child, the screen's own and the
 * declared actions) and removing records (one, or the ticked ones, asked first).
 */
export function useRowActions({
  resource,
  urls,
  isTree,
  refresh,
  setDialog,
  extraAction,
  onView,
  onActivate,
}: {
  resource: ResourceDef
  urls: ResourceUrls
  isTree: boolean
  refresh: () => void
  setDialog: (dialog: DialogState) => void
  extraAction?: RowActions['extra']
  onView?: (row: Row) => void
  onActivate?: (row: Row) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const perms = resource.permissions
  const remove = useCallback(
    async (ids: string[]) => {
      if (!urls.remove) return
      await postJson(urls.remove, undefined, { ids: ids.join(',') })
      clientSettings.notifySuccess(t('resource.deleted'))
      refresh()
    },
    [urls.remove, refresh, t],
  )

  const canEdit = can(perms.edit) && saveUrl(urls, true) !== null
  const canAdd = can(perms.add) && saveUrl(urls, false) !== null
  const canRemove = can(perms.remove) && urls.remove !== null
  const canView = can(perms.view)
  const parentKey = treeParentKey(resource)
  const actions = useMemo<RowActions>(
    () => ({
      onView: canView ? (onView ?? ((row) => setDialog({ mode: 'view', record: row }))) : undefined,
      onEdit: canEdit ? (row) => setDialog({ mode: 'edit', record: row }) : undefined,
      onRemove: canRemove ? (row) => confirmRemove(t, () => remove([String(row.id)])) : undefined,
      onAddChild:
        isTree && canAdd && parentKey
          ? (row) => setDialog({ mode: 'add', record: null, preset: { [parentKey]: String(row.id) } })
          : undefined,
      extra: extraAction,
      declared: declaredRowActions(
        resource,
        actionsOf(resource).filter((a) => can(a.permission)),
        lang,
        () => {
          clientSettings.notifySuccess(t('resource.actionDone'))
          refresh()
        },
      ),
      onActivate,
    }),
    [
      canView,
      canEdit,
      canRemove,
      canAdd,
      isTree,
      parentKey,
      remove,
      t,
      extraAction,
      onView,
      onActivate,
      resource,
      can,
      lang,
      refresh,
      setDialog,
    ],
  )
  return { actions, remove, canAdd, canRemove, canView }
}
