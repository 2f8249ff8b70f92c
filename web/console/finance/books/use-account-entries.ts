import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { accountEntriesContract, trialBalanceContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { callApi } from '../../../api/client.ts'
import type { DateRange } from '../../../ui/inputs/date-range.ts'
import { thisMonth } from './use-trial-balance.ts'

export const ENTRIES_PAGE_SIZE = 50

/**
 * An account's entries: the account and dates come from the address (a trial balance row links
 * here with them) and change it when picked again; the chart of accounts feeds the account picker.
 */
export function useAccountEntries() {
  const [params, setParams] = useSearchParams()
  const accountId = params.get('accountId') ?? ''
  const range: DateRange = params.get('from') ? [params.get('from'), params.get('to')] : thisMonth()
  const [draft, setDraft] = useState<{ accountId: string; range: DateRange }>({ accountId, range })
  const [current, setCurrent] = useState(1)
  const chart = useQuery({
    queryKey: ['finance-chart'],
    queryFn: () => callApi(trialBalanceContract, { query: {} }),
    staleTime: 60_000,
  })
  const entries = useQuery({
    queryKey: ['finance-account-entries', accountId, range[0], range[1], current],
    enabled: accountId !== '',
    queryFn: () =>
      callApi(accountEntriesContract, {
        query: {
          accountId,
          from: range[0] ?? undefined,
          to: range[1] ?? undefined,
          current,
          size: ENTRIES_PAGE_SIZE,
        },
      }),
  })
  const show = () => {
    const next = new URLSearchParams({ accountId: draft.accountId })
    if (draft.range[0]) next.set('from', draft.range[0])
    if (draft.range[1]) next.set('to', draft.range[1])
    setParams(next)
    setCurrent(1)
  }
  const accounts = (chart.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))
  return { draft, setDraft, show, accounts, entries: entries.data, setCurrent, chosen: accountId !== '' }
}
