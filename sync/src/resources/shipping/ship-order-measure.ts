import { divideDecimal, multiplyDecimal, roundMoney, sumDecimal } from '../../money/round-money.ts'

/** Half up, as measures round. */
const HALF_UP = 1

/** A product's carton, as its declaration keeps it: size "50x38x56 cm", weight per carton (kg), units per carton. */
export type Carton = { boxGauge: string | null; singleBoxWeight: string | null; boxQuantity: number | null }

/** What a quantity of a product takes on a ship: whole cartons, m³ (4 places), kg (3 places). */
export type Measure = { boxes: number; volume: string; weight: string }

const SIZE = /^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(cm)?\s*$/i

/**
 * A carton's size in cm as its three sides ("50x38x56 cm", "50×38×56", "50*38*56"); undefined when
 * the text is not such a size, null when there is none.
 */
export function cartonSides(gauge: string | null | undefined): [string, string, string] | null | undefined {
  if (gauge === null || gauge === undefined || gauge.trim() === '') return null
  const m = SIZE.exec(gauge)
  return m ? [m[1] as string, m[2] as string, m[3] as string] : undefined
}

/** Whole cartons for a quantity: ceil(quantity ÷ units per carton); none when the product has no carton count. */
export function wholeBoxes(quantity: number, boxQuantity: number | null | undefined): number {
  if (!boxQuantity || boxQuantity <= 0 || quantity <= 0) return 0
  return Math.ceil(quantity / boxQuantity)
}

/**
 * What a quantity of a product takes: whole cartons × the carton's volume (cm³ ÷ 1,000,000, exact,
 * rounded to 4 places at the end) and × its weight (3 places). A product without a size or weight
 * adds none of it; `undefined` when its size cannot be read.
 */
export function measureOf(carton: Carton, quantity: number): Measure | undefined {
  const boxes = wholeBoxes(quantity, carton.boxQuantity)
  const sides = cartonSides(carton.boxGauge)
  if (sides === undefined) return undefined
  const cm3 = sides ? multiplyDecimal(multiplyDecimal(sides[0], sides[1]), sides[2]) : '0'
  const volume = divideDecimal(multiplyDecimal(cm3, String(boxes)), '1000000', 4, HALF_UP)
  const weight = roundMoney(multiplyDecimal(carton.singleBoxWeight ?? '0', String(boxes)), 3, HALF_UP)
  return { boxes, volume, weight }
}

/** The sum of measures (cartons, m³, kg). */
export function addMeasures(measures: readonly Measure[]): Measure {
  return {
    boxes: measures.reduce((n, m) => n + m.boxes, 0),
    volume: roundMoney(sumDecimal('0', ...measures.map((m) => m.volume)), 4, HALF_UP),
    weight: roundMoney(sumDecimal('0', ...measures.map((m) => m.weight)), 3, HALF_UP),
  }
}
