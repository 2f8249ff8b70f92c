import { divideDecimal, multiplyDecimal } from '#sync/money/round-money.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

const DIMENSIONS = ['length', 'width', 'height'] as const
const CM3_PER_M3 = '1000000'

/**
 * Warehouse products: the volume (m³, 6 digits, half up) is derived from the dimensions in cm
 * with exact arithmetic, never taken from the client; it is empty while a dimension is missing.
 */
export const productHooks: ResourceHooks = {
  beforeSave: (_ctx, input, existing) => {
    const touched = !existing || input.volume !== undefined || DIMENSIONS.some((k) => input[k] !== undefined)
    if (!touched) return
    const merged = { ...existing, ...input }
    const sizes = DIMENSIONS.map((k) => merged[k])
    if (sizes.some((v) => v === null || v === undefined || v === '')) {
      input.volume = null
      return
    }
    const [l, w, h] = sizes.map(String) as [string, string, string]
    input.volume = divideDecimal(multiplyDecimal(multiplyDecimal(l, w), h), CM3_PER_M3, 6, 1)
  },
}
