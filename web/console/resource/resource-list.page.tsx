import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Page } from '#sync/http/envelope.ts'
import { actionsOf } from '#sync/resources/actions.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { ApiError, clientSettings, downloadFile, getJson, getPage, postJson } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { declaredRowActions } from './declared-actions.tsx'
import { exportThroughDownloadCentre } from './export-list.ts'
import { ImportDialog } from './import-dialog.tsx'
import { useLinkLabels } from './link-labels.ts'
import { ListPager } from './list-pager.tsx'
import { buildListParams, DEFAULT_PAGE_SIZE, nextSort, type SearchValues, type SortState } from './list-params.ts'
import { type FormMode, ResourceFormDialog, type ResourceFormDialogProps } from './resource-form-dialog.tsx'
import { isTreeResource, type KeyedField, listColumns, operationUrl, treeParentKey } from './resource-meta.ts'
import { ResourceTable, type Row, type RowActions } from './resource-table.tsx'
import { type ResourceUrls, resourceUrls, saveUrl } from './resource-urls.ts'
import { SearchForm } from './search-form.tsx'
import { UnmatchedValues } from './unmatched-values.tsx'

/** Asks before removing, in the person's language (确定将选择数据删除?). */
export function confirmRemove(t: (key: string) => string, onConfirm: () => Promise<void>): void {
  confirmAction(t('resource.confirmDelete'), onConfirm, { danger: true })
}

type DialogState = { mode: FormMode; record: Row | null; preset?: Record<string, unknown> } | null

/** The form options a screen passes on to its dialog. */
export type PanelFormOptions = Pick<
  ResourceFormDialogProps,
  'fields' | 'readOnlyFields' | 'requiredMessages' | 'alsoRequired' | 'fieldOverrides' | 'treeOptions' | 'width'
>

/** The rows ticked in a panel, handed to a screen's own toolbar buttons. */
export type PanelSelection = {
  ids: string[]
  /** The ticked rows of the current page (tree rows at any depth). */
  rows: Row[]
  /** Clears the ticks and reloads the list (after a screen's action changed records). */
  refresh: () => void
}

/** The ticked rows among `rows` and their children, in display order. */
export function rowsWithIds(rows: readonly Row[], ids: ReadonlySet<string>): Row[] {
  return rows.flatMap((row) => [
    ...(ids.has(String(row.id)) ? [row] : []),
    ...(Array.isArray(row.children) ? rowsWithIds(row.children as Row[], ids) : []),
  ])
}

/** Options of a list panel; the generic page uses none, hand-made screens (dictionaries) some. */
export type ResourcePanelProps = {
  resource: ResourceDef
  /** Heading of the panel (the resource's name by default). */
  title?: string
  urls?: Partial<ResourceUrls>
  /** Filters every call of this panel carries (e.g. the chosen dictionary). */
  fixedQuery?: Record<string, string>
  /** False while the panel has nothing to show (no dictionary chosen yet). */
  enabled?: boolean
  /** What to say while not enabled. */
  idleText?: string
  searchFields?: readonly KeyedField[]
  withCreateTime?: boolean
  columns?: readonly KeyedField[]
  /** Rows as the table shows them (e.g. the parent's name added). */
  mapRows?: (rows: Row[]) => Row[]
  form?: PanelFormOptions
  /** Values a new record starts with. */
  preset?: Record<string, unknown>
  activeId?: string | null
  onActivate?: (row: Row) => void
  extraAction?: RowActions['extra']
  /** A screen's own 查看 (a record shown as its builder shows it) instead of the generic view dialog. */
  onView?: (row: Row) => void
  /** A screen's own toolbar buttons (e.g. a role's permissions), given the ticked rows. */
  toolbarActions?: (selection: PanelSelection) => ReactNode
  /** Fixed table height (panels side by side). */
  height?: number
  /** Told after a save or a removal (the other panel may refresh). */
  onChanged?: () => void
  /** Wrapped in a bordered paper (off when a screen frames it). */
  framed?: boolean
}

/**
 * The generic page of a declared resource: search form, toolbar (add, batch delete, export, import,
 * refresh), the table (or tree) with row actions, paging, and the add/edit/view dialog. Buttons show
 * only where the person holds the declaration's permission codes.
 */
export function ResourceListPage({ resource }: { resource: ResourceDef }) {
  return <ResourcePanel resource={resource} />
}

/** A list of one resource with its search, toolbar, table, paging and dialogs. */
export function ResourcePanel({
  resource,
  title,
  urls: urlOverride,
  fixedQuery,
  enabled = true,
  idleText,
  searchFields: shownSearch,
  withCreateTime = true,
  columns: shownColumns,
  mapRows,
  form,
  preset,
  activeId,
  onActivate,
  extraAction,
  onView,
  toolbarActions,
  height,
  onChanged,
  framed = true,
}: ResourcePanelProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const queryClient = useQueryClient()
  const urls = resourceUrls(resource, urlOverride)
  const isTree = isTreeResource(resource) && !urlOverride?.list
  const columns = useMemo(() => shownColumns ?? listColumns(resource), [resource, shownColumns])
  const [filters, setFilters] = useState<SearchValues>({})
  const [sort, setSort] = useState<SortState>(null)
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE })
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<DialogState>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const perms = resource.permissions

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
    ],
  )

  const batchRemove = () => {
    if (selected.size === 0) {
      clientSettings.notifyError(t('resource.selectAtLeastOne'))
      return
    }
    confirmRemove(t, () => remove([...selected]))
  }

  // The declaration's own export goes through the download centre, so it is recorded there.
  const viaDownloadCentre = urls.export === operationUrl(resource, 'export') && can(offlineExport.permissions.add)
  const exportList = async () => {
    if (!urls.export) return
    setExporting(true)
    const query = { ...buildListParams(resource, filters, sort, null), ...fixedQuery }
    try {
      if (!viaDownloadCentre) await downloadFile(urls.export, query)
      else if ((await exportThroughDownloadCentre(resource, query)) === 'queued') {
        clientSettings.notifySuccess(t('resource.exportQueued'))
      }
    } catch (e) {
      // The client has said why a call failed; a failed file is said here.
      if (!(e instanceof ApiError)) clientSettings.notifyError(t('resource.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  const onSort = useCallback((key: string) => setSort((s) => nextSort(s, key)), [])

  const body = (
    <Stack gap="sm">
      <Title order={4}>{title ?? resource.label[lang]}</Title>
      <SearchForm
        resource={resource}
        fields={shownSearch}
        withCreateTime={withCreateTime}
        values={filters}
        onSearch={(v) => {
          setFilters(v)
          setPage((p) => ({ ...p, current: 1 }))
          setSelected(new Set())
        }}
        onReset={() => {
          setFilters({})
          setPage((p) => ({ ...p, current: 1 }))
          setSelected(new Set())
        }}
      />
      <Group gap="xs">
        {canAdd && (
          <Button onClick={() => setDialog({ mode: 'add', record: null, preset })} disabled={!enabled}>
            {t('resource.add')}
          </Button>
        )}
        {canRemove && (
          <Button variant="light" color="red" onClick={batchRemove}>
            {t('resource.batchDelete')}
          </Button>
        )}
        {urls.export && canView && (
          <Button variant="light" onClick={() => void exportList()} loading={exporting}>
            {t('resource.export')}
          </Button>
        )}
        {urls.import && can(perms.add) && (
          <Button variant="light" onClick={() => setImporting(true)}>
            {t('resource.import')}
          </Button>
        )}
        {toolbarActions?.({ ids: [...selected], rows: rowsWithIds(rows, selected), refresh })}
        <Button variant="default" onClick={refresh} aria-label={t('resource.refresh')}>
          {t('resource.refresh')}
        </Button>
        {selected.size > 0 && (
          <Text size="sm" c="dimmed">
            {t('resource.selected', { count: selected.size })}
          </Text>
        )}
      </Group>
      <UnmatchedValues unmatched={query.data?.unmatched} resource={resource} />
      <ResourceTable
        rows={rows}
        columns={columns}
        linkLabels={linkLabels}
        selected={selected}
        onSelectedChange={setSelected}
        sort={sort}
        onSort={onSort}
        actions={actions}
        isTree={isTree}
        loading={query.isFetching}
        height={height}
        activeId={activeId}
      />
      {!enabled && idleText && (
        <Text size="sm" c="dimmed" ta="center">
          {idleText}
        </Text>
      )}
      {!isTree && (
        <ListPager
          page={page}
          answer={query.data}
          onChange={(next) => {
            setPage(next)
            setSelected(new Set())
          }}
        />
      )}
    </Stack>
  )
  return (
    <>
      {framed ? (
        <Paper p="md" m="md" withBorder>
          {body}
        </Paper>
      ) : (
        body
      )}
      {dialog && (
        <ResourceFormDialog
          resource={resource}
          opened
          mode={dialog.mode}
          record={dialog.record}
          preset={dialog.preset}
          onClose={() => setDialog(null)}
          onSaved={refresh}
          urls={urlOverride}
          {...form}
        />
      )}
      {urls.import && (
        <ImportDialog
          opened={importing}
          onClose={() => setImporting(false)}
          importUrl={urls.import}
          templateUrl={urls.template}
          onImported={refresh}
          updateKeyLabel={resource.importUpdateKey ? resource.fields[resource.importUpdateKey]?.label[lang] : undefined}
        />
      )}
    </>
  )
}
