import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PartyType } from '#sync/resources/finance/account-types.ts'
import { agedPayablesContract, payablesContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { callApi } from '../../../api/client.ts'

export const PAYABLES_PAGE_SIZE = 30

/** Today in the browser, as `yyyy-MM-dd`. */
export function today(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** What the payables reports are asked: a day and, optionally, one kind of party. */
export type PayablesAsk = { asOf: string; partyType: PartyType | null; overdue: boolean }

/** Aged payables as of the day picked, for one kind of party or all. */
export function useAgedPayables() {
  const [draft, setDraft] = useState<PayablesAsk>({ asOf: today(), partyType: null, overdue: false })
  const [asked, setAsked] = useState(draft)
  const answer = useQuery({
    queryKey: ['finance-aged-payables', asked.asOf, asked.partyType],
    queryFn: () =>
      callApi(agedPayablesContract, { query: { asOf: asked.asOf, partyType: asked.partyType ?? undefined } }),
  })
  return { draft, setDraft, show: () => setAsked(draft), answer: answer.data }
}

/** The open payables list, a page at a time. */
export function usePayables() {
  const [draft, setDraft] = useState<PayablesAsk>({ asOf: today(), partyType: null, overdue: false })
  const [asked, setAsked] = useState(draft)
  const [current, setCurrent] = useState(1)
  const answer = useQuery({
    queryKey: ['finance-payables', asked, current],
    queryFn: () =>
      callApi(payablesContract, {
        query: {
          asOf: asked.asOf,
          partyType: asked.partyType ?? undefined,
          overdue: asked.overdue ? 'true' : undefined,
          current,
          size: PAYABLES_PAGE_SIZE,
        },
      }),
  })
  const show = () => {
    setAsked(draft)
    setCurrent(1)
  }
  return { draft, setDraft, show, answer: answer.data, setCurrent }
}
