import { ScrollArea, Table, Text, UnstyledButton } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { type ActionDef, actionOffered } from '#sync/resources/define-action.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { CellValue } from './cell-value.tsx'
import type { LinkLabels } from './link-labels.ts'
import type { SortState } from './list-params.ts'
import { isNumeric, type KeyedField } from './resource-meta.ts'
import classes from './resource-table.module.css'
import { type FlatRow, useFillHeight, useTableRows } from './use-resource-table.ts'

export { type FlatRow, flattenTree } from './use-resource-table.ts'

/** A record as the list answers it. */
export type Row = Record<string, unknown> & { id?: unknown }

/** What a row offers; each handler is optional (no permission, no button). */
export type RowActions = {
  onView?: (row: Row) => void
  onEdit?: (row: Row) => void
  onRemove?: (row: Row) => void
  onAddChild?: (row: Row) => void
  /**
   * A screen's own action on the row (e.g. a dictionary's entries). One that works the row through
   * declared actions (receive, put away, count) names them in `steps`: it shows only on rows where
   * one of them is offered, as the declared buttons do.
   */
  extra?: {
    label: string
    onClick: (row: Row) => void
    steps?: readonly ActionDef[]
    /** The button's words on a row where they differ (what is left to do on it). */
    labelOf?: (row: Row) => string
  }
  /** The resource's declared actions (submit for review, cancel ...), each shown where the row's status allows it. */
  declared?: readonly { name: string; label: string; allowed: (row: Row) => boolean; run: (row: Row) => void }[]
  /** A click on the row itself (e.g. choosing the dictionary whose entries show beside it). */
  onActivate?: (row: Row) => void
}

/** Whether a screen's own row action shows on a row: always, or where one of its declared steps is offered. */
export function extraOffered(extra: NonNullable<RowActions['extra']>, row: Row): boolean {
  return !extra.steps || extra.steps.some((step) => actionOffered(step, row))
}

type RowProps = {
  flat: FlatRow
  columns: readonly KeyedField[]
  labels: LinkLabels
  lang: Language
  selected: boolean
  active: boolean
  collapsed: boolean
  isTree: boolean
  actions: RowActions
  onToggleSelect: (id: string) => void
  onToggleCollapse: (id: string) => void
}

/** A row's buttons: the screen's own, the declared actions its status allows, view, edit, add child, delete. */
function RowButtons({ row, actions }: { row: Row; actions: RowActions }) {
  const { t } = useTranslation()
  // Plain elements styled by the module: 200 rows must render without a long task.
  const button = (label: string, onClick: () => void, danger = false) => (
    <button type="button" className={danger ? `${classes.action} ${classes.danger}` : classes.action} onClick={onClick}>
      {label}
    </button>
  )
  return (
    <td className={classes.pinned}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: stops row activation; the buttons inside are the controls */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only swallows clicks that bubble from the buttons */}
      <div className={classes.actions} onClick={(e) => e.stopPropagation()}>
        {actions.extra &&
          extraOffered(actions.extra, row) &&
          button(actions.extra.labelOf?.(row) ?? actions.extra.label, () => actions.extra?.onClick(row))}
        {actions.declared
          ?.filter((d) => d.allowed(row))
          .map((d) => (
            <span key={d.name}>{button(d.label, () => d.run(row))}</span>
          ))}
        {actions.onView && button(t('resource.view'), () => actions.onView?.(row))}
        {actions.onEdit && button(t('resource.edit'), () => actions.onEdit?.(row))}
        {actions.onAddChild && button(t('resource.addChild'), () => actions.onAddChild?.(row))}
        {actions.onRemove && button(t('resource.delete'), () => actions.onRemove?.(row), true)}
      </div>
    </td>
  )
}

const ResourceRow = memo(function ResourceRow({
  flat,
  columns,
  labels,
  lang,
  selected,
  active,
  collapsed,
  isTree,
  actions,
  onToggleSelect,
  onToggleCollapse,
}: RowProps) {
  const { t } = useTranslation()
  const { row, depth, hasChildren } = flat
  const id = String(row.id)
  const yesNo = { yes: t('resource.yes'), no: t('resource.no') }
  return (
    <tr
      className={classes.row}
      data-selected={active || selected || undefined}
      data-clickable={actions.onActivate ? true : undefined}
      onClick={actions.onActivate ? () => actions.onActivate?.(row) : undefined}
      aria-current={active ? 'true' : undefined}
    >
      <td style={{ width: 40 }}>
        <input
          type="checkbox"
          className={classes.check}
          checked={selected}
          onChange={() => onToggleSelect(id)}
          onClick={(e) => e.stopPropagation()}
          aria-label={t('resource.selectRow')}
        />
      </td>
      {columns.map(({ key, field }, index) => (
        <td key={key} style={isNumeric(field) ? { textAlign: 'right' } : undefined}>
          {isTree && index === 0 ? (
            <span className={classes.tree} style={{ paddingLeft: depth * 18 }}>
              {hasChildren ? (
                <button
                  type="button"
                  className={classes.toggle}
                  onClick={(e) => {
                    e.stopPropagation()
                    onToggleCollapse(id)
                  }}
                  aria-label={collapsed ? t('resource.expandRow') : t('resource.collapseRow')}
                  aria-expanded={!collapsed}
                >
                  {collapsed ? '▸' : '▾'}
                </button>
              ) : (
                <span style={{ display: 'inline-block', width: 22 }} />
              )}
              <CellValue field={field} value={row[key]} lang={lang} linkLabels={labels[key]} yesNo={yesNo} />
            </span>
          ) : (
            <CellValue field={field} value={row[key]} lang={lang} linkLabels={labels[key]} yesNo={yesNo} />
          )}
        </td>
      ))}
      <RowButtons row={row} actions={actions} />
    </tr>
  )
})

/** A column's heading: its label, and where declared sortable a button that turns its sort. */
function ColumnHead({
  column,
  sort,
  onSort,
  lang,
}: {
  column: KeyedField
  sort: SortState
  onSort: (key: string) => void
  lang: Language
}) {
  const { key, field } = column
  const direction = sort?.key === key ? sort.direction : null
  return (
    <Table.Th
      ta={isNumeric(field) ? 'right' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {field.sort === true ? (
        <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
          {field.label[lang]} {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '⇅'}
        </UnstyledButton>
      ) : (
        field.label[lang]
      )}
    </Table.Th>
  )
}

/** The sticky header: the tick of all rows, the columns' headings and the actions'. */
function TableHead({
  columns,
  sort,
  onSort,
  lang,
  allSelected,
  someSelected,
  onToggleAll,
}: {
  columns: readonly KeyedField[]
  sort: SortState
  onSort: (key: string) => void
  lang: Language
  allSelected: boolean
  someSelected: boolean
  onToggleAll: () => void
}) {
  const { t } = useTranslation()
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <input
            type="checkbox"
            className={classes.check}
            checked={allSelected}
            // Same control as the rows' boxes; "some selected" shows as the native mixed state.
            ref={(box) => {
              if (box) box.indeterminate = someSelected && !allSelected
            }}
            onChange={onToggleAll}
            aria-label={t('resource.selectAll')}
          />
        </Table.Th>
        {columns.map((column) => (
          <ColumnHead key={column.key} column={column} sort={sort} onSort={onSort} lang={lang} />
        ))}
        <Table.Th className={classes.pinned}>{t('resource.actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  )
}

type ResourceTableProps = {
  rows: readonly Row[]
  columns: readonly KeyedField[]
  linkLabels: LinkLabels
  selected: ReadonlySet<string>
  onSelectedChange: (ids: Set<string>) => void
  sort: SortState
  onSort: (key: string) => void
  actions: RowActions
  /** Rows carry `children`: draw them as a tree. */
  isTree?: boolean
  loading?: boolean
  /** Fixed height instead of filling the window (tables side by side). */
  height?: number
  /** The row shown as chosen (the dictionary whose entries show beside it). */
  activeId?: string | null
}

/**
 * The list table: selection, the declared columns with their sort, a sticky header in a scroll area
 * that leaves 70 px below, memoised rows (200 per page stay smooth), trees with expand/collapse.
 */
export function ResourceTable({
  rows,
  columns,
  linkLabels,
  selected,
  onSelectedChange,
  sort,
  onSort,
  actions,
  isTree = false,
  loading = false,
  height,
  activeId = null,
}: ResourceTableProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const fill = useFillHeight()
  const { flat, collapsed, onToggleSelect, onToggleCollapse, ...ticks } = useTableRows({
    rows,
    isTree,
    selected,
    onSelectedChange,
  })

  return (
    <div ref={fill.ref}>
      {/* Room below for the horizontal bar; none at the right, where cells would scroll past the pinned
          column: the vertical bar lies over the pinned column's own padding instead. */}
      <ScrollArea.Autosize mah={height ?? fill.height} type="auto" offsetScrollbars="x">
        <Table stickyHeader withTableBorder verticalSpacing={6} fz="sm">
          <TableHead columns={columns} sort={sort} onSort={onSort} lang={lang} {...ticks} />
          <Table.Tbody style={{ opacity: loading ? 0.6 : 1 }}>
            {flat.map((f) => (
              <ResourceRow
                key={String(f.row.id)}
                flat={f}
                columns={columns}
                labels={linkLabels}
                lang={lang}
                selected={selected.has(String(f.row.id))}
                active={activeId === String(f.row.id)}
                collapsed={collapsed.has(String(f.row.id))}
                isTree={isTree}
                actions={actions}
                onToggleSelect={onToggleSelect}
                onToggleCollapse={onToggleCollapse}
              />
            ))}
          </Table.Tbody>
        </Table>
        {flat.length === 0 && !loading && (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            {t('resource.empty')}
          </Text>
        )}
      </ScrollArea.Autosize>
    </div>
  )
}
