import { useFloor } from '../store/floor-store.tsx'
import { cachedWarehouses, type FloorWarehouse } from './warehouses.ts'

/** The chosen warehouse as last fetched (undefined before the list was ever fetched). */
export function useChosenWarehouse(): FloorWarehouse | undefined {
  const { session, storeId } = useFloor()
  return storeId ? cachedWarehouses(session).find((w) => w.id === storeId) : undefined
}
