import { compareDecimal, divideDecimal, multiplyDecimal, roundMoney, subtractDecimal } from '#sync/money/round-money.ts'
import { type ContainerType, containerCapacity } from '#sync/resources/shipping/containers.ts'
import { AppError } from '../platform/http/app-error.ts'

/**
 * How much room a shipment takes in a container: each line's cartons (the plan's box count, else
 * units ÷ units per carton, rounded up) × the carton's size (箱规, "50x38x56 cm") and carton weight;
 * a product without carton data takes its package size and unit weight per unit. Pure arithmetic on
 * exact decimals; what the database holds is read by `ship-load.ts`.
 */

/** What one line of a plan brings to the load, as the products' master data says. */
export type LoadLineInput = {
  sku: string
  quantity: number
  boxNum: number | null
  boxQuantity: number | null
  boxGauge: string | null
  singleBoxWeight: string | null
  packageLength: string | null
  packageWidth: string | null
  packageHeight: string | null
  unitWeight: string | null
}

/** A line's load: cartons, cubic metres and kilograms (exact decimals). */
export type LineLoad = { cartons: number; volume: string; weight: string }

const NUMBER = String.raw`(\d+(?:\.\d+)?)`
const CARTON_SIZE = new RegExp(`^\\s*${NUMBER}\\s*[x×*X]\\s*${NUMBER}\\s*[x×*X]\\s*${NUMBER}\\s*(cm|mm|m)?\\s*$`, 'i')
const CUBIC_UNIT: Record<string, string> = { cm: '1000000', mm: '1000000000', m: '1' }

/** A carton size (箱规: length x width x height, cm unless mm or m is written) as cubic metres, exact; null when unreadable. */
export function cartonCubicMetres(gauge: string): string | null {
  const found = CARTON_SIZE.exec(gauge)
  if (!found) return null
  const [, l = '0', w = '0', h = '0', unit = 'cm'] = found
  const cubic = multiplyDecimal(multiplyDecimal(l, w), h)
  return divideDecimal(cubic, CUBIC_UNIT[unit.toLowerCase()] ?? '1000000', 9, 1)
}

const positive = (v: string | null): v is string => v !== null && v !== '' && compareDecimal(v, '0') > 0

/**
 * One line's cartons, volume and weight. Refused (400 naming the SKU) when the product has neither
 * a carton size and weight nor a package size and unit weight, or its carton size is unreadable.
 */
export function lineLoad(line: LoadLineInput): LineLoad {
  const perBox = line.boxQuantity && line.boxQuantity > 0 ? line.boxQuantity : 1
  const cartons = line.boxNum && line.boxNum > 0 ? line.boxNum : Math.ceil(line.quantity / perBox)
  let volume: string | null = null
  if (line.boxGauge?.trim()) {
    const cube = cartonCubicMetres(line.boxGauge)
    if (!cube) throw new AppError('VALIDATION', 'shipping.cartonSizeInvalid', { sku: line.sku, gauge: line.boxGauge })
    volume = multiplyDecimal(cube, String(cartons))
  } else if (positive(line.packageLength) && positive(line.packageWidth) && positive(line.packageHeight)) {
    const cube = multiplyDecimal(multiplyDecimal(line.packageLength, line.packageWidth), line.packageHeight)
    volume = divideDecimal(multiplyDecimal(cube, String(line.quantity)), '1000000', 9, 1)
  }
  let weight: string | null = null
  if (positive(line.singleBoxWeight)) weight = multiplyDecimal(line.singleBoxWeight, String(cartons))
  else if (positive(line.unitWeight)) weight = multiplyDecimal(line.unitWeight, String(line.quantity))
  if (volume === null || weight === null)
    throw new AppError('VALIDATION', 'shipping.productWithoutCarton', { sku: line.sku })
  return { cartons, volume, weight }
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
