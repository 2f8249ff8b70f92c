import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import {
  attentionContract,
  replenishmentPageContract,
  type replenishmentRow,
  replenishmentTrendContract,
} from '#sync/resources/purchasing/replenishment.contracts.ts'
import { callApi } from '../../api/client.ts'

export type ReplenishmentRow = z.infer<typeof replenishmentRow>

/** The screen's filters: SKU text, warehouse, and the three switches. */
export type ReplenishmentFilter = {
  sku: string
  storeId: string
  warning: boolean
  suggested: boolean
  attention: boolean
}

export const PAGE_SIZE = 30
const NO_FILTER: ReplenishmentFilter = { sku: '', storeId: '', warning: false, suggested: false, attention: false }

/**
 * What the replenishment screen shows: the filters and page, the rows the server answers for them,
 * the SKU whose chart is open and its daily sales against stock, and the watch toggle. A changed
 * filter starts again from page 1.
 */
export function useReplenishment() {
  const client = useQueryClient()
  const [filter, setFilterState] = useState<ReplenishmentFilter>(NO_FILTER)
  const [current, setCurrent] = useState(1)
  const [charted, setCharted] = useState<ReplenishmentRow | null>(null)
  const flag = (on: boolean) => (on ? 1 : undefined)
  const page = useQuery({
    queryKey: ['replenishment', filter, current],
    queryFn: () =>
      callApi(replenishmentPageContract, {
        params: {
          current,
          size: PAGE_SIZE,
          sku: filter.sku || undefined,
          storeId: filter.storeId || undefined,
          warning: flag(filter.warning),
          suggested: flag(filter.suggested),
          attention: flag(filter.attention),
        },
      }),
  })
  const trend = useQuery({
    queryKey: ['replenishment-trend', charted?.key],
    enabled: Boolean(charted),
    queryFn: () =>
      callApi(replenishmentTrendContract, {
        params: { productId: String(charted?.productId), storeId: charted?.storeId, days: 90 },
      }),
  })
  const watch = useMutation({
    mutationFn: (row: ReplenishmentRow) =>
      callApi(attentionContract, {
        body: { productIds: [row.productId], storeId: row.storeId, attention: row.attention ? 0 : 1 },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['replenishment'] }),
  })
  const setFilter = (next: Partial<ReplenishmentFilter>) => {
    setFilterState((f) => ({ ...f, ...next }))
    setCurrent(1)
  }
  return {
    filter,
    setFilter,
    current,
    setCurrent,
    rows: page.data?.records ?? [],
    total: page.data?.total ?? 0,
    pages: page.data?.pages ?? 0,
    isLoaded: page.isSuccess,
    charted,
    setCharted,
    trend: trend.data ?? [],
    toggleWatch: (row: ReplenishmentRow) => watch.mutate(row),
  }
}
