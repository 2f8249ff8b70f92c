import { describe, expect, it } from 'vitest'
import { AppError } from '../platform/http/app-error.ts'
import { assertLoadFits, cartonCubicMetres, lineLoad, loadOverflow } from './ship-capacity.ts'

const kettle = {
  sku: 'DEMO-KETTLE-17L',
  quantity: 13,
  boxNum: null,
  boxQuantity: 6,
  boxGauge: '50x38x56 cm',
  singleBoxWeight: '9.800',
  packageLength: null,
  packageWidth: null,
  packageHeight: null,
  unitWeight: '1.350',
}

describe('what a line takes in a container', () => {
  it('reads carton sizes in cm, mm or m with x, × or *', () => {
    expect(cartonCubicMetres('50x38x56 cm')).toBe('0.106400000')
    expect(cartonCubicMetres('500×380×560mm')).toBe('0.106400000')
    expect(cartonCubicMetres('0.5*0.38*0.56 m')).toBe('0.106400000')
    expect(cartonCubicMetres('50 x 38')).toBeNull()
  })

  it('counts whole cartons (units ÷ per carton, up) unless the plan gives them, and their size and weight', () => {
    expect(lineLoad(kettle)).toEqual({ cartons: 3, volume: '0.319200000', weight: '29.400' })
    expect(lineLoad({ ...kettle, boxNum: 4 })).toMatchObject({ cartons: 4, weight: '39.200' })
  })

  it('takes the package size and unit weight of a product without carton data', () => {
    const loose = {
      ...kettle,
      boxGauge: null,
      singleBoxWeight: null,
      packageLength: '20',
      packageWidth: '10',
      packageHeight: '5',
    }
    expect(lineLoad(loose)).toMatchObject({ volume: '0.013000000', weight: '17.550' })
  })

  it('refuses a product it cannot measure, naming the SKU', () => {
    const bare = { ...kettle, boxGauge: null, singleBoxWeight: null, unitWeight: null }
    expect(() => lineLoad(bare)).toThrow(AppError)
    expect(() => lineLoad({ ...kettle, boxGauge: 'big' })).toThrow(AppError)
  })

  it('answers the overflow in m³ and kg, and nothing for a load that fits exactly', () => {
    expect(loadOverflow('20GP', '33.2', '28200')).toBeNull()
    expect(loadOverflow('20GP', '33.3032', '100')).toEqual({ overVolume: '0.1032', overWeight: '0' })
    expect(loadOverflow('LCL', '1', '10000.5')).toEqual({ overVolume: '0', overWeight: '0.5' })
    expect(() => assertLoadFits('SH-1', '45HQ', '86.0001', '1')).toThrow(AppError)
  })
})
