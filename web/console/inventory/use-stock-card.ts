import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { stockCardContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { callApi } from '../../api/client.ts'
import type { DateRange } from '../../ui/inputs/date-range.ts'

const CARD_PAGE_SIZE = 50

/** What the card shows: a SKU in a warehouse (and position), dates; labels kept for the pickers. */
export type CardAsk = {
  storeId: string
  productId: string
  positionId: string
  range: DateRange
  storeLabel?: string
  productLabel?: string
}

/** Nothing asked yet: no warehouse, SKU, position or dates. */
export const NOTHING_ASKED: CardAsk = { storeId: '', productId: '', positionId: '', range: [null, null] }

/**
 * The stock card's state: what the pickers hold (`draft`), what was asked to show (`asked`, a SKU
 * in a warehouse at the least), the page, and the card the server answers; showing a new ask starts
 * again from page 1.
 */
export function useStockCard(initial: CardAsk) {
  const [draft, setDraft] = useState<CardAsk>(initial)
  const [asked, setAsked] = useState<CardAsk>(initial)
  const [current, setCurrent] = useState(1)
  const isReady = asked.storeId !== '' && asked.productId !== ''
  const card = useQuery({
    queryKey: ['stock-card', asked.storeId, asked.productId, asked.positionId, asked.range, current],
    enabled: isReady,
    queryFn: () =>
      callApi(stockCardContract, {
        query: {
          storeId: asked.storeId,
          productId: asked.productId,
          positionId: asked.positionId || undefined,
          from: asked.range[0] ?? undefined,
          to: asked.range[1] ?? undefined,
          current,
          size: CARD_PAGE_SIZE,
        },
      }),
  })
  const show = (next: CardAsk) => {
    setAsked(next)
    setCurrent(1)
  }
  return { draft, setDraft, isReady, card: card.data, show, setCurrent }
}
