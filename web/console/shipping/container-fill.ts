import { compareDecimal, divideDecimal, multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { CONTAINER_TYPES, isContainerType } from '#sync/resources/shipping/containers.ts'

/** What a container holds (m³, kg): the capacity of its type, or what its plans fill of it. */
export type Load = { volume: string; weight: string }

/** One measure of a container's fill, as the gauge shows it. */
export type Fill = {
  /** What the loaded plans take, exact, as shown (trailing zeros dropped, at least 2 places for m³). */
  used: string
  capacity: string
  /** Used ÷ capacity in percent, one place, half up (what the bar draws, capped at 100). */
  percent: string
  /** Past the container's capacity: the bar turns red. */
  over: boolean
}

const DECIMAL = /^-?\d+(\.\d+)?$/
const asDecimal = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '0' : String(value).trim()
  return DECIMAL.test(text) ? text : '0'
}

/** How full one measure is: `fillOf('80.5', '76.4')` is over, 105.4%. A capacity of 0 counts as full when anything is loaded. */
export function fillOf(used: string | number | null | undefined, capacity: string | number, places: number): Fill {
  const usedText = asDecimal(used)
  const capacityText = asDecimal(capacity)
  const empty = compareDecimal(capacityText, '0') <= 0
  const percent = empty
    ? compareDecimal(usedText, '0') > 0
      ? '100.0'
      : '0.0'
    : divideDecimal(multiplyDecimal(usedText, '100'), capacityText, 1, 1)
  return {
    used: trimZeros(roundMoney(usedText, Math.max(places, 3), 1), places),
    capacity: trimZeros(capacityText, places),
    percent,
    over: compareDecimal(usedText, capacityText) > 0,
  }
}

/** Both measures of a container: volume in m³ (2 places shown at least) and weight in kg (whole). */
export function containerFill(used: Partial<Load>, capacity: Load): { volume: Fill; weight: Fill } {
  return { volume: fillOf(used.volume, capacity.volume, 2), weight: fillOf(used.weight, capacity.weight, 0) }
}

/** What a container of this type holds (m³, kg), or nothing for a text that names no type. */
export function capacityOf(containerType: unknown): Load | undefined {
  const type = String(containerType ?? '')
  if (!isContainerType(type)) return undefined
  const { volumeM3, weightKg } = CONTAINER_TYPES[type]
  return { volume: volumeM3, weight: weightKg }
}
