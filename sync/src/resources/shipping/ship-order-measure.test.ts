import { describe, expect, it } from 'vitest'
import { addMeasures, cartonSides, measureOf, wholeBoxes } from './ship-order-measure.ts'

const kettle = { boxGauge: '50x38x56 cm', singleBoxWeight: '9.800', boxQuantity: 6 }

describe('what goods take on a ship', () => {
  it('reads carton sizes written the usual ways, and none when there is none', () => {
    expect(cartonSides('50x38x56 cm')).toEqual(['50', '38', '56'])
    expect(cartonSides('50×38×56')).toEqual(['50', '38', '56'])
    expect(cartonSides(' 45.5*30*20.25 CM ')).toEqual(['45.5', '30', '20.25'])
    expect(cartonSides('')).toBeNull()
    expect(cartonSides(null)).toBeNull()
    expect(cartonSides('large box')).toBeUndefined()
  })

  it('counts whole cartons: a started carton is a carton', () => {
    expect(wholeBoxes(50, 6)).toBe(9)
    expect(wholeBoxes(48, 6)).toBe(8)
    expect(wholeBoxes(1, 6)).toBe(1)
    expect(wholeBoxes(10, null)).toBe(0)
  })

  it('works out m³ and kg from whole cartons, exactly', () => {
    // 9 cartons × 0.1064 m³, × 9.8 kg.
    expect(measureOf(kettle, 50)).toEqual({ boxes: 9, volume: '0.9576', weight: '88.200' })
    expect(measureOf({ ...kettle, boxGauge: 'unknown' }, 50)).toBeUndefined()
    expect(measureOf({ boxGauge: null, singleBoxWeight: null, boxQuantity: 500 }, 20)).toEqual({
      boxes: 1,
      volume: '0.0000',
      weight: '0.000',
    })
    expect(
      addMeasures(
        [measureOf(kettle, 50), measureOf(kettle, 7)].map((m) => m ?? { boxes: 0, volume: '0', weight: '0' }),
      ),
    ).toEqual({
      boxes: 11,
      volume: '1.1704',
      weight: '107.800',
    })
  })
})
