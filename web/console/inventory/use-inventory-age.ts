import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inventoryAgePageContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { callApi } from '../../api/client.ts'

const AGE_PAGE_SIZE = 20

/**
 * What the age page shows: the warehouse chosen (every warehouse when none), the page, and the rows
 * the server answers for both. Another warehouse starts again from page 1.
 */
export function useInventoryAge() {
  const [storeId, setStoreId] = useState('')
  const [current, setCurrent] = useState(1)
  const ages = useQuery({
    queryKey: ['inventory-age', storeId, current],
    queryFn: () =>
      callApi(inventoryAgePageContract, { params: { storeId: storeId || undefined, current, size: AGE_PAGE_SIZE } }),
  })
  const chooseStore = (id: string) => {
    setStoreId(id)
    setCurrent(1)
  }
  return {
    storeId,
    chooseStore,
    current,
    setCurrent,
    rows: ages.data?.records ?? [],
    pages: ages.data?.pages ?? 0,
    isLoaded: ages.isSuccess,
  }
}
