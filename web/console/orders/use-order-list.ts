import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { orderPageContract, tabCountsContract } from '#sync/resources/orders/orders.contracts.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { useSessionState } from '../../ui/session-state.ts'
import { DEFAULT_PAGE_SIZE } from '../resource/list-params.ts'
import { EMPTY_FILTERS, type OrderCounts, type OrderFilters, orderFilterParams, orderPageParams } from './order-page.ts'

/**
 * The order page's list: the filters, tab and page kept for this browser tab, the page of orders and
 * the tabs' counts, and the orders selected on it (none again after any search, tab or page change).
 */
export function useOrderList(resource: ResourceDef) {
  const lang = currentLanguage()
  const queryClient = useQueryClient()
  // Kept for this browser tab: the language switch reloads the console, and the page comes back as it was.
  const storedAs = `order-page:${resource.name}`
  const [storedFilters, setFilters] = useSessionState<OrderFilters>(`${storedAs}:filters`, EMPTY_FILTERS)
  // What an earlier version kept may lack a filter added since.
  const filters = useMemo(() => ({ ...EMPTY_FILTERS, ...storedFilters }), [storedFilters])
  const [tab, setTab] = useSessionState(`${storedAs}:tab`, 'all')
  const [page, setPage] = useSessionState(`${storedAs}:page`, { current: 1, size: DEFAULT_PAGE_SIZE })
  const [selected, setSelected] = useState<Set<string>>(new Set())

  const pageParams = orderPageParams(filters, tab, page)
  const filterParams = orderFilterParams(filters)
  const list = useQuery({
    queryKey: ['orders', 'page', pageParams, lang],
    placeholderData: keepPreviousData,
    queryFn: () => callApi(orderPageContract, { query: pageParams }),
  })
  const counts = useQuery({
    queryKey: ['orders', 'counts', filterParams],
    placeholderData: keepPreviousData,
    queryFn: (): Promise<OrderCounts> => callApi(tabCountsContract, { query: filterParams }, { silent: true }),
  })
  const rows = list.data?.records ?? []
  const selectedRows = useMemo(() => rows.filter((r) => selected.has(String(r.id))), [rows, selected])

  const refresh = useCallback(() => {
    setSelected(new Set())
    void queryClient.invalidateQueries({ queryKey: ['orders'] })
  }, [queryClient.invalidateQueries])
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  /** A new search, tab or page: from the first page (but for a page change), nothing selected. */
  const search = (f: OrderFilters) => {
    setFilters(f)
    setPage((p) => ({ ...p, current: 1 }))
    setSelected(new Set())
  }
  const changeTab = (v: string) => {
    setTab(v)
    setPage((p) => ({ ...p, current: 1 }))
    setSelected(new Set())
  }
  const changePage = (next: { current: number; size: number }) => {
    setPage(next)
    setSelected(new Set())
  }
  return {
    storedAs,
    filters,
    tab,
    page,
    pageParams,
    list,
    counts,
    rows,
    selected,
    setSelected,
    selectedRows,
    refresh,
    toggle,
    search,
    changeTab,
    changePage,
  }
}
