import { describe, expect, it } from 'vitest'
import { addLoads, cartonCubicMetres, type LineLoad, measureLine, wholeBoxes } from './ship-order-measure.ts'

const kettle = { boxGauge: '50x38x56 cm', singleBoxWeight: '9.800', boxQuantity: 6 }

describe('what goods take on a ship', () => {
  it('reads carton sizes written the usual ways, in cm, mm or m', () => {
    expect(cartonCubicMetres('50x38x56 cm')).toBe('0.106400000')
    expect(cartonCubicMetres('50×38×56')).toBe('0.106400000')
    expect(cartonCubicMetres(' 500*380*560 mm ')).toBe('0.106400000')
    expect(cartonCubicMetres('large box')).toBeNull()
  })

  it('counts whole cartons: a started carton is a carton', () => {
    expect(wholeBoxes(50, 6)).toBe(9)
    expect(wholeBoxes(48, 6)).toBe(8)
    expect(wholeBoxes(1, 6)).toBe(1)
    expect(wholeBoxes(3, null)).toBe(3)
  })

  it('works out m³ and kg from whole cartons exactly, else from the package, and says why it cannot', () => {
    // 9 cartons × 0.1064 m³, × 9.8 kg.
    const nine = measureLine({ ...kettle, quantity: 50 }) as LineLoad
    expect([nine.cartons, Number(nine.volume), Number(nine.weight)]).toEqual([9, 0.9576, 88.2])
    // A line's own box count wins over the carton arithmetic.
    expect((measureLine({ ...kettle, quantity: 50, boxNum: 10 }) as LineLoad).cartons).toBe(10)
    expect(measureLine({ ...kettle, boxGauge: 'unknown', quantity: 50 })).toBe('cartonSizeInvalid')
    expect(measureLine({ boxGauge: null, singleBoxWeight: null, boxQuantity: 500, quantity: 20 })).toBe(
      'productWithoutCarton',
    )
    const loose = measureLine({
      boxGauge: null,
      singleBoxWeight: null,
      boxQuantity: null,
      quantity: 4,
      packageLength: '10',
      packageWidth: '10',
      packageHeight: '10',
      unitWeight: '0.5',
    }) as LineLoad
    expect([Number(loose.volume), Number(loose.weight)]).toEqual([0.004, 2])
    const seven = measureLine({ ...kettle, quantity: 7 }) as LineLoad
    expect(addLoads([nine, seven])).toEqual({ cartons: 11, volume: '1.1704', weight: '107.800' })
  })
})
