import { compareDecimal, divideDecimal, multiplyDecimal, roundMoney, sumDecimal } from '../../money/round-money.ts'

/**
 * What goods take on a ship, the one arithmetic of plans, ships, their documents and the console:
 * each line's cartons (its box count, else units ÷ units per carton, rounded up) × the carton's size
 * (箱规, "50x38x56 cm") and carton weight; a product without carton data takes its package size and
 * unit weight per unit. Exact decimals; totals are rounded once (m³ 4 places, kg 3).
 */

/** One line's goods, as the products' master data says. */
export type LoadLineInput = {
  quantity: number
  boxNum?: number | null
  boxQuantity: number | null
  boxGauge: string | null
  singleBoxWeight: string | null
  packageLength?: string | null
  packageWidth?: string | null
  packageHeight?: string | null
  unitWeight?: string | null
}

/** A line's load: cartons, cubic metres and kilograms (exact decimals). */
export type LineLoad = { cartons: number; volume: string; weight: string }

/** Why a line has no load: an unreadable carton size, or no size and weight at all. */
export type LoadProblem = 'cartonSizeInvalid' | 'productWithoutCarton'

const NUMBER = String.raw`(\d+(?:\.\d+)?)`
const CARTON_SIZE = new RegExp(`^\\s*${NUMBER}\\s*[x×*X]\\s*${NUMBER}\\s*[x×*X]\\s*${NUMBER}\\s*(cm|mm|m)?\\s*$`, 'i')
const CUBIC_UNIT: Record<string, string> = { cm: '1000000', mm: '1000000000', m: '1' }

/** A carton size (length x width x height, cm unless mm or m is written) as cubic metres, exact; null when unreadable. */
export function cartonCubicMetres(gauge: string): string | null {
  const found = CARTON_SIZE.exec(gauge)
  if (!found) return null
  const [, l = '0', w = '0', h = '0', unit = 'cm'] = found
  return divideDecimal(multiplyDecimal(multiplyDecimal(l, w), h), CUBIC_UNIT[unit.toLowerCase()] ?? '1000000', 9, 1)
}

/** Whole cartons for a quantity: ceil(quantity ÷ units per carton), a carton a unit without a count. */
export function wholeBoxes(quantity: number, boxQuantity: number | null | undefined): number {
  if (quantity <= 0) return 0
  return Math.ceil(quantity / (boxQuantity && boxQuantity > 0 ? boxQuantity : 1))
}

const positive = (v: string | null | undefined): v is string => !!v && compareDecimal(v, '0') > 0

/** One line's cartons, volume and weight, or why it has none. */
export function measureLine(line: LoadLineInput): LineLoad | LoadProblem {
  const cartons = line.boxNum && line.boxNum > 0 ? line.boxNum : wholeBoxes(line.quantity, line.boxQuantity)
  let volume: string | null = null
  if (line.boxGauge?.trim()) {
    const cube = cartonCubicMetres(line.boxGauge)
    if (!cube) return 'cartonSizeInvalid'
    volume = multiplyDecimal(cube, String(cartons))
  } else if (positive(line.packageLength) && positive(line.packageWidth) && positive(line.packageHeight)) {
    const cube = multiplyDecimal(multiplyDecimal(line.packageLength, line.packageWidth), line.packageHeight)
    volume = divideDecimal(multiplyDecimal(cube, String(line.quantity)), '1000000', 9, 1)
  }
  let weight: string | null = null
  if (positive(line.singleBoxWeight)) weight = multiplyDecimal(line.singleBoxWeight, String(cartons))
  else if (positive(line.unitWeight)) weight = multiplyDecimal(line.unitWeight, String(line.quantity))
  if (volume === null || weight === null) return 'productWithoutCarton'
  return { cartons, volume, weight }
}

/** Lines' loads added: cartons, m³ (4 places) and kg (3 places), rounded once. */
export function addLoads(loads: readonly LineLoad[]): LineLoad {
  return {
    cartons: loads.reduce((n, l) => n + l.cartons, 0),
    volume: roundMoney(sumDecimal('0', ...loads.map((l) => l.volume)), 4, 1),
    weight: roundMoney(sumDecimal('0', ...loads.map((l) => l.weight)), 3, 1),
  }
}
