import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toPurchaseContract } from '#sync/resources/purchasing/replenishment.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import type { ReplenishmentRow } from './use-replenishment.ts'

/**
 * The rows chosen to buy and the one click that makes them a draft purchase: each SKU at its
 * purchase quantity, in the chosen rows' warehouse when they share one.
 */
export function usePurchaseSelection() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ReadonlyMap<string, ReplenishmentRow>>(new Map())
  const toggle = (row: ReplenishmentRow) =>
    setChosen((before) => {
      const next = new Map(before)
      if (next.has(row.key)) next.delete(row.key)
      else next.set(row.key, row)
      return next
    })
  const purchase = useMutation({
    mutationFn: () => {
      const rows = [...chosen.values()]
      const stores = new Set(rows.map((r) => r.storeId))
      const productIds = [...new Set(rows.map((r) => r.productId))]
      return callApi(toPurchaseContract, {
        body: { productIds, storeId: stores.size === 1 ? rows[0]?.storeId : undefined },
      })
    },
    onSuccess: (made) => {
      clientSettings.notifySuccess(t('replenishment.purchaseMade', { lines: made.lines }))
      setChosen(new Map())
    },
  })
  return {
    isChosen: (row: ReplenishmentRow) => chosen.has(row.key),
    toggle,
    count: chosen.size,
    makePurchase: () => purchase.mutate(),
    isMaking: purchase.isPending,
  }
}
