import { useQuery } from '@tanstack/react-query'
import { feesContracts } from '#sync/resources/finance/fees/fees.contracts.ts'
import { callApi } from '../../../api/client.ts'

/** A year's sums of registered bills per fee type and month (feeStatisticByYear), each currency apart. */
export function useFeeStatistics(year: number) {
  return useQuery({
    queryKey: ['fee-statistics', year],
    queryFn: () => callApi(feesContracts.feeStatisticByYear, { query: { year } }),
  })
}
