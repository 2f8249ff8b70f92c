import { Paper, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useMemo } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ImportDialog } from './import-dialog.tsx'
import { ListPager } from './list-pager.tsx'
import { buildListParams } from './list-params.ts'
import { ResourceFormDialog, type ResourceFormDialogProps } from './resource-form-dialog.tsx'
import { type KeyedField, listColumns } from './resource-meta.ts'
import { ResourceTable, type Row, type RowActions } from './resource-table.tsx'
import { ResourceToolbar } from './resource-toolbar.tsx'
import type { ResourceUrls } from './resource-urls.ts'
import { SearchForm } from './search-form.tsx'
import { UnmatchedValues } from './unmatched-values.tsx'
import { type ResourcePanelState, useResourcePanel } from './use-resource-panel.ts'

export { confirmRemove } from './use-resource-rows.ts'

/** The form options a screen passes on to its dialog. */
export type PanelFormOptions = Pick<
  ResourceFormDialogProps,
  | 'fields'
  | 'readOnlyFields'
  | 'requiredMessages'
  | 'alsoRequired'
  | 'fieldOverrides'
  | 'treeOptions'
  | 'width'
  | 'childExtras'
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
  /** What a screen shows between the heading and the search form (status tabs and their totals). */
  header?: ReactNode
}

/**
 * The generic page of a declared resource: search form, toolbar (add, batch delete, export, import,
 * refresh), the table (or tree) with row actions, paging, and the add/edit/view dialog. Buttons show
 * only where the person holds the declaration's permission codes.
 */
export function ResourceListPage({ resource }: { resource: ResourceDef }) {
  return <ResourcePanel resource={resource} />
}

/** The add/edit/view dialog a panel has open, and its import dialog. */
function PanelDialogs({
  resource,
  panel,
  urlOverride,
  form,
}: {
  resource: ResourceDef
  panel: ResourcePanelState
  urlOverride: Partial<ResourceUrls> | undefined
  form: PanelFormOptions | undefined
}) {
  const lang = currentLanguage()
  const { dialog, setDialog, importing, setImporting } = panel
  const { urls, refresh } = panel.list
  return (
    <>
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

/** A list of one resource with its search, toolbar, table, paging and dialogs. */
export function ResourcePanel(props: ResourcePanelProps) {
  const { resource, enabled = true, withCreateTime = true, framed = true } = props
  const lang = currentLanguage()
  const columns = useMemo(() => props.columns ?? listColumns(resource), [resource, props.columns])
  const panel = useResourcePanel({ ...props, enabled })
  const { list, canAdd, canRemove, canView } = panel
  const { urls, isTree, rows, selected, refresh } = list

  const body = (
    <Stack gap="sm">
      <Title order={4}>{props.title ?? resource.label[lang]}</Title>
      {props.header}
      <SearchForm
        resource={resource}
        fields={props.searchFields}
        withCreateTime={withCreateTime}
        values={list.filters}
        onSearch={list.search}
        onReset={() => list.search({})}
      />
      <ResourceToolbar
        resource={resource}
        urls={urls}
        listQuery={{ ...buildListParams(resource, list.filters, list.sort, null), ...props.fixedQuery }}
        enabled={enabled}
        selectedCount={selected.size}
        canAdd={canAdd}
        canRemove={canRemove}
        canView={canView}
        onAdd={() => panel.setDialog({ mode: 'add', record: null, preset: props.preset })}
        onBatchRemove={panel.batchRemove}
        onImport={() => panel.setImporting(true)}
        refresh={refresh}
        own={props.toolbarActions?.({ ids: [...selected], rows: rowsWithIds(rows, selected), refresh })}
      />
      <UnmatchedValues unmatched={list.query.data?.unmatched} resource={resource} />
      <ResourceTable
        rows={rows}
        columns={columns}
        linkLabels={list.linkLabels}
        selected={selected}
        onSelectedChange={list.setSelected}
        sort={list.sort}
        onSort={panel.onSort}
        actions={panel.actions}
        isTree={isTree}
        loading={list.query.isFetching}
        height={props.height}
        activeId={props.activeId}
      />
      {!enabled && props.idleText && (
        <Text size="sm" c="dimmed" ta="center">
          {props.idleText}
        </Text>
      )}
      {!isTree && <ListPager page={list.page} answer={list.query.data} onChange={list.changePage} />}
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
      <PanelDialogs resource={resource} panel={panel} urlOverride={props.urls} form={props.form} />
    </>
  )
}
