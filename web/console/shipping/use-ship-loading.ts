import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getPage, postJson } from '../../api/client.ts'
import { chosenLoad, loadablePlans } from './ship-loading.ts'

type Row = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/**
 * Loading a draft ship: the plans it may carry (on it now, or confirmed for its warehouse and on no
 * ship), which are ticked, what they would fill, and the save (`erp/ship/update` with `shipOrderIds`).
 */
export function useShipLoading(ship: Row, onShip: Row[], onSaved: () => void) {
  const storeId = text(ship.storeId)
  const free = useQuery({
    queryKey: ['ship-loadable-plans', storeId],
    queryFn: () => getPage<Row>('/api/erp/shiporder/page', { status: '1', storeId, shipId_null: '1', size: 200 }),
  })
  const plans = loadablePlans(onShip, free.data?.records ?? [])
  const [chosen, setChosen] = useState<Set<string> | null>(null)
  const ticked = chosen ?? new Set(onShip.map((p) => text(p.id)))
  const toggle = (id: string) => {
    const next = new Set(ticked)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setChosen(next)
  }
  const save = useMutation({
    mutationFn: () =>
      postJson('/api/erp/ship/update', { id: text(ship.id), version: ship.version, shipOrderIds: [...ticked] }),
    onSuccess: () => {
      setChosen(null)
      void free.refetch()
      onSaved()
    },
  })
  return {
    plans,
    ticked,
    toggle,
    load: chosenLoad(plans, ticked),
    changed: chosen !== null,
    save: () => save.mutate(),
    saving: save.isPending,
  }
}
