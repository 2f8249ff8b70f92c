import { useQuery } from '@tanstack/react-query'
import { getJson, getPage } from '../../api/client.ts'
import { type ShipCosts, shipCostsOf } from './ship-costs.ts'

type Row = Record<string, unknown>

/** What the ship's work dialog shows: the ship, the plans loaded on it, its costs and allocation. */
export function useShipWork(shipId: string | null) {
  const enabled = shipId !== null
  const ship = useQuery({
    queryKey: ['ship-work', shipId],
    enabled,
    queryFn: () => getJson<Row>('/api/erp/ship/detail', { id: shipId }),
  })
  const plans = useQuery({
    queryKey: ['ship-work-plans', shipId],
    enabled,
    queryFn: () => getPage<Row>('/api/erp/shiporder/page', { shipId, current: 1, size: 200 }),
  })
  const costs = useQuery({
    queryKey: ['ship-work-costs', shipId],
    enabled,
    queryFn: async (): Promise<ShipCosts> =>
      shipCostsOf(await getJson<unknown>('/api/erp/shipcost/detail', { shipId }, { silent: true })),
  })
  return {
    ship: ship.data,
    plans: plans.data?.records ?? [],
    costs: costs.data ?? shipCostsOf(null),
    /** Reads the ship, its plans and costs again (after its load changed). */
    refresh: () => {
      void ship.refetch()
      void plans.refetch()
      void costs.refetch()
    },
  }
}
