import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Row } from './resource-table.tsx'

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
export function useFillHeight() {
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

/** `set` with `id` added, or taken out when it was there. */
function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/**
 * The rows a table draws (a tree flattened, its collapsed rows' children left out) and their ticks:
 * one row's tick and collapse kept stable for the memoised rows, and the header's tick of all.
 */
export function useTableRows({
  rows,
  isTree,
  selected,
  onSelectedChange,
}: {
  rows: readonly Row[]
  isTree: boolean
  selected: ReadonlySet<string>
  onSelectedChange: (ids: Set<string>) => void
}) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const flat = useMemo(
    () => (isTree ? flattenTree(rows, collapsed) : rows.map((row) => ({ row, depth: 0, hasChildren: false }))),
    [rows, collapsed, isTree],
  )
  const selectedRef = useRef(selected)
  selectedRef.current = selected
  const onToggleSelect = useCallback(
    (id: string) => onSelectedChange(toggled(selectedRef.current, id)),
    [onSelectedChange],
  )
  const onToggleCollapse = useCallback((id: string) => setCollapsed((prev) => toggled(prev, id)), [])
  const allIds = flat.map((f) => String(f.row.id))
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id))
  const someSelected = allIds.some((id) => selected.has(id))
  const onToggleAll = () => onSelectedChange(allSelected ? new Set() : new Set(allIds))
  return { flat, collapsed, onToggleSelect, onToggleCollapse, allSelected, someSelected, onToggleAll }
}
