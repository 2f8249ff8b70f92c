import { describe, expect, it } from 'vitest'
import { chosenLoad, loadablePlans } from './ship-loading.ts'

const plan = (id: string, volume: string, weight: string) => ({ id, code: `FH-${id}`, volume, weight })

describe('loading plans onto a draft ship', () => {
  it('offers the plans on the ship first, then the free ones, each once', () => {
    const onShip = [plan('1', '10', '100')]
    const free = [plan('2', '20', '200'), plan('1', '10', '100')]
    expect(loadablePlans(onShip, free).map((p) => p.id)).toEqual(['1', '2'])
  })

  it('adds up exactly what the ticked plans would fill', () => {
    const plans = [plan('1', '40.1234', '6000.5'), plan('2', '30.0001', '3000'), plan('3', '99', '9')]
    expect(chosenLoad(plans, new Set(['1', '2']))).toEqual({ volume: '70.1235', weight: '9000.5' })
    expect(chosenLoad(plans, new Set())).toEqual({ volume: '0', weight: '0' })
  })
})
