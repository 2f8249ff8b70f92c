import { useMutation } from '@tanstack/react-query'
import { qualityCheckContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'
import type { LotEntry } from './quality-check.ts'

const two = (n: number) => String(n).padStart(2, '0')

/** Now as the console writes times: 2026-12-07 09:30:05. */
function now(): string {
  const d = new Date()
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** Records one lot's check (`purchaseSpilt/qualityCheck`) and hands back the row the history shows. */
export function useRecordCheck(
  orderId: string,
  entry: LotEntry,
  photos: readonly string[],
  onRecorded: (check: Record<string, unknown>) => void,
) {
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
    onSuccess: (saved) =>
      onRecorded({
        ...saved,
        sampledQuantity: entry.sampled,
        defectQuantity: entry.defects,
        checkTime: now(),
      }),
  })
}
