import { compareDecimal, roundMoney, subtractDecimal } from '#sync/money/round-money.ts'
import { type ContainerType, containerCapacity } from '#sync/resources/shipping/containers.ts'
import {
  type LineLoad,
  measureLine,
  type LoadLineInput as SharedLoadLineInput,
} from '#sync/resources/shipping/ship-order-measure.ts'
import { AppError } from '../platform/http/app-error.ts'

export type { LineLoad }

/**
 * How much room a shipment takes in a container: each line's cartons (the plan's box count, else
 * units ÷ units per carton, rounded up) × the carton's size (箱规, "50x38x56 cm") and carton weight;
 * a product without carton data takes its package size and unit weight per unit. Pure arithmetic on
 * exact decimals; what the database holds is read by `ship-load.ts`.
 */

/** What one line of a plan brings to the load, named by its SKU for a refusal. */
export type LoadLineInput = SharedLoadLineInput & { sku: string }

/**
 * One line's cartons, volume and weight (the shared arithmetic of ship-order-measure.ts). Refused
 * (400 naming the SKU) when the product has neither a carton size and weight nor a package size and
 * unit weight, or its carton size is unreadable.
 */
export function lineLoad(line: LoadLineInput): LineLoad {
  const load = measureLine(line)
  if (load === 'cartonSizeInvalid')
    throw new AppError('VALIDATION', 'shipping.cartonSizeInvalid', { sku: line.sku, gauge: line.boxGauge ?? '' })
  if (load === 'productWithoutCarton')
    throw new AppError('VALIDATION', 'shipping.productWithoutCarton', { sku: line.sku })
  return load
}

/** What a load exceeds a container by: m³ and kg over (0 where it fits), or null when it fits. */
export function loadOverflow(
  type: ContainerType,
  volume: string,
  weight: string,
): { overVolume: string; overWeight: string } | null {
  const capacity = containerCapacity(type)
  const overVolume = compareDecimal(volume, capacity.volumeM3) > 0 ? subtractDecimal(volume, capacity.volumeM3) : '0'
  const overWeight = compareDecimal(weight, capacity.weightKg) > 0 ? subtractDecimal(weight, capacity.weightKg) : '0'
  if (overVolume === '0' && overWeight === '0') return null
  return { overVolume, overWeight }
}

/** Refuses a load a container cannot hold: a 400 saying by how many m³ and kg it is over, in the user's language. */
export function assertLoadFits(shipCode: string, type: ContainerType, volume: string, weight: string): void {
  const over = loadOverflow(type, volume, weight)
  if (!over) return
  const capacity = containerCapacity(type)
  // Rounded up, so "over by 0.0001 m³" never reads as 0.
  const up = (v: string, places: number) => roundMoney(v, places, 2)
  throw new AppError('VALIDATION', 'shipping.overCapacity', {
    ship: shipCode,
    type,
    volume: up(volume, 4),
    capacityVolume: capacity.volumeM3,
    overVolume: up(over.overVolume, 4),
    weight: up(weight, 3),
    capacityWeight: capacity.weightKg,
    overWeight: up(over.overWeight, 3),
  })
}
