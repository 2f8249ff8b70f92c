import { useMutation } from '@tanstack/react-query'
import { qualityCheckContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'
import type { LotEntry } from './quality-check.ts'

/** Records one lot's check (`purchaseSpilt/qualityCheck`); the order's detail then lists it with the others. */
export function useRecordCheck(orderId: string, entry: LotEntry, photos: readonly string[], onRecorded: () => void) {
  return useMutation({
    mutationFn: () =>
      callApi(qualityCheckContract, {
        params: {
          purchaseOrderId: orderId,
          lotNo: entry.lotNo.trim(),
          ...(entry.productId ? { productId: entry.productId } : {}),
          sampledQuantity: Number(entry.sampled),
          defectQuantity: Number(entry.defects),
          result: entry.result,
          photos: photos.join(','),
        },
      }),
    onSuccess: () => onRecorded(),
  })
}
