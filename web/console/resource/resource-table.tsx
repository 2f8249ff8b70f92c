import { ScrollArea, Table, Text, UnstyledButton } from '@mantine/core'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { type ActionDef, actionOffered } from '#sync/resources/define-action.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { CellValue } from './cell-value.tsx'
import type { LinkLabels } from './link-labels.ts'
import type { SortState } from './list-params.ts'
import { isNumeric, type KeyedField } from './resource-meta.ts'
import classes from './resource-table.module.css'

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

/** Space left below the table for the pager (spec 1 §5), and the least height it keeps. */
const SPACE_BELOW = 70
const MIN_HEIGHT = 200

/** A tree row as drawn: its depth and whether it has children. */
export type FlatRow = { row: Row; depth: number; hasChildren: boolean }

/** The rows of a tree in display order, skipping the children of collapsed rows. */
export function flattenTree(rows: readonly Row[], collapsed: ReadonlySet<string>, depth = 0): FlatRow[] {
  const out: FlatRow[] = []
  for (const row of rows) {
    const children = Array.isArray(row.children) ? (row.children as Row[]) : []
    out.push({ row, depth, hasChildren: children.length > 0 })
    if (children.length && !collapsed.has(String(row.id))) out.push(...flattenTree(children, collapsed, depth + 1))
  }
  return out
}

/** The table's height: what the window leaves below its top, less the pager's 70 px, at least 200. */
function useFillHeight() {
  const ref = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(400)
  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - SPACE_BELOW)))
    }
    measure()
    window.addEventListener('resize', measure)
    // The search form may expand above the table.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement)
    return () => {
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [])
  return { ref, height }
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
  // Plain elements styled by the module: 200 rows must render without a long task.
  const button = (label: string, onClick: () => void, danger = false) => (
    <button type="button" className={danger ? `${classes.action} ${classes.danger}` : classes.action} onClick={onClick}>
      {label}
    </button>
  )
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
    </tr>
  )
})

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
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const flat = useMemo(
    () => (isTree ? flattenTree(rows, collapsed) : rows.map((row) => ({ row, depth: 0, hasChildren: false }))),
    [rows, collapsed, isTree],
  )
  const selectedRef = useRef(selected)
  selectedRef.current = selected
  const onToggleSelect = useCallback(
    (id: string) => {
      const next = new Set(selectedRef.current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      onSelectedChange(next)
    },
    [onSelectedChange],
  )
  const onToggleCollapse = useCallback((id: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])
  const allIds = flat.map((f) => String(f.row.id))
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id))
  const someSelected = allIds.some((id) => selected.has(id))

  return (
    <div ref={fill.ref}>
      {/* Room below for the horizontal bar; none at the right, where cells would scroll past the pinned
          column: the vertical bar lies over the pinned column's own padding instead. */}
      <ScrollArea.Autosize mah={height ?? fill.height} type="auto" offsetScrollbars="x">
        <Table stickyHeader withTableBorder verticalSpacing={6} fz="sm">
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
                  onChange={() => onSelectedChange(allSelected ? new Set() : new Set(allIds))}
                  aria-label={t('resource.selectAll')}
                />
              </Table.Th>
              {columns.map(({ key, field }) => {
                const sortable = field.sort === true
                const direction = sort?.key === key ? sort.direction : null
                return (
                  <Table.Th
                    key={key}
                    ta={isNumeric(field) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
                        {field.label[lang]} {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '⇅'}
                      </UnstyledButton>
                    ) : (
                      field.label[lang]
                    )}
                  </Table.Th>
                )
              })}
              <Table.Th className={classes.pinned}>{t('resource.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
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
