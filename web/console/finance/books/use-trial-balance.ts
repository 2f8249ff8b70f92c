import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { trialBalanceContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { callApi } from '../../../api/client.ts'
import type { DateRange } from '../../../ui/inputs/date-range.ts'

/** The first and last day of this month, as the trial balance opens. */
export function thisMonth(): DateRange {
  const now = new Date()
  const y = now.getFullYear()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const last = new Date(y, now.getMonth() + 1, 0).getDate()
  return [`${y}-${m}-01`, `${y}-${m}-${String(last).padStart(2, '0')}`]
}

/** The trial balance's state: the dates and level picked, those shown, and the server's answer. */
export function useTrialBalance() {
  const [draft, setDraft] = useState<{ range: DateRange; level: number | null }>({ range: thisMonth(), level: null })
  const [asked, setAsked] = useState(draft)
  const [hideEmpty, setHideEmpty] = useState(true)
  const answer = useQuery({
    queryKey: ['finance-trial-balance', asked.range, asked.level],
    queryFn: () =>
      callApi(trialBalanceContract, {
        query: {
          from: asked.range[0] ?? undefined,
          to: asked.range[1] ?? undefined,
          level: asked.level ?? undefined,
        },
      }),
  })
  return { draft, setDraft, show: () => setAsked(draft), hideEmpty, setHideEmpty, answer: answer.data }
}
