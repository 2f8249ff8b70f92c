import { divideDecimal, multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'

/**
 * A plan line's cartons, weights and volume from its product: cartons as the line counts them (else
 * whole cartons of the product's units per carton), gross weight the cartons times the carton's
 * weight, net weight the units times the unit's weight, volume the cartons times the carton's size
 * ("50x38x56 cm"); kilograms to three places and cubic metres to four, exact.
 */

/** What a line's measures are made of. */
export type MeasuredLine = {
  quantity: number | null
  boxNum: number | null
  boxGauge: string | null
  singleBoxWeight: string | null
  boxQuantity: number | null
  unitWeight: string | null
}

/** A carton's volume in cubic metres (exact) from its size in cm (or mm, m), or null when it cannot be read. */
export function cartonVolume(gauge: string | null): string | null {
  const m = gauge
    ?.trim()
    .toLowerCase()
    .match(/^(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)?$/)
  if (!m) return null
  const [, l = '0', w = '0', h = '0', unit = 'cm'] = m
  const cubic = multiplyDecimal(multiplyDecimal(l, w), h)
  const per = { mm: '1000000000', cm: '1000000', m: '1' }[unit as 'mm' | 'cm' | 'm']
  return divideDecimal(cubic, per, 9, 1)
}

export function measureLine(line: MeasuredLine): {
  quantity: number
  boxes: number
  netWeight: string
  grossWeight: string
  volume: string
} {
  const quantity = line.quantity ?? 0
  const boxes =
    line.boxNum && line.boxNum > 0
      ? line.boxNum
      : line.boxQuantity && line.boxQuantity > 0
        ? Math.ceil(quantity / line.boxQuantity)
        : 0
  const volume = cartonVolume(line.boxGauge)
  return {
    quantity,
    boxes,
    netWeight: roundMoney(multiplyDecimal(line.unitWeight ?? '0', String(quantity)), 3, 1),
    grossWeight: roundMoney(multiplyDecimal(line.singleBoxWeight ?? '0', String(boxes)), 3, 1),
    volume: roundMoney(multiplyDecimal(volume ?? '0', String(boxes)), 4, 1),
  }
}
