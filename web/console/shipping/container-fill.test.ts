import { describe, expect, it } from 'vitest'
import { capacityOf, containerFill, fillOf } from './container-fill.ts'

describe('how full a container is', () => {
  it('gives the share of the capacity in percent, one place, half up', () => {
    expect(fillOf('38.2', '76.4', 2)).toEqual({ used: '38.20', capacity: '76.40', percent: '50.0', over: false })
    expect(fillOf('12000', '26500', 0)).toEqual({ used: '12000', capacity: '26500', percent: '45.3', over: false })
  })

  it('is over only past the capacity, not at it', () => {
    expect(fillOf('76.4', '76.4', 2).over).toBe(false)
    expect(fillOf('76.401', '76.4', 2)).toEqual({ used: '76.401', capacity: '76.40', percent: '100.0', over: true })
    expect(fillOf('80.5', '76.4', 2)).toMatchObject({ percent: '105.4', over: true })
  })

  it('counts nothing loaded as empty and tolerates numbers and missing values', () => {
    expect(fillOf(null, '33.2', 2)).toEqual({ used: '0.00', capacity: '33.20', percent: '0.0', over: false })
    expect(fillOf(1234.5, 28200, 0)).toMatchObject({ used: '1234.5', percent: '4.4' })
    expect(fillOf('abc', '15', 2).used).toBe('0.00')
  })

  it('counts anything in a container without capacity as full', () => {
    expect(fillOf('1', '0', 2)).toMatchObject({ percent: '100.0', over: true })
    expect(fillOf('0', '0', 2)).toMatchObject({ percent: '0.0', over: false })
  })

  it('measures volume and weight of one container side by side', () => {
    const fill = containerFill({ volume: '70.1234', weight: '27000' }, { volume: '76.4', weight: '26500' })
    expect(fill.volume).toEqual({ used: '70.123', capacity: '76.40', percent: '91.8', over: false })
    expect(fill.weight).toEqual({ used: '27000', capacity: '26500', percent: '101.9', over: true })
  })

  it('knows the capacity of each container type, and none of an unknown one', () => {
    expect(capacityOf('40HQ')).toEqual({ volume: '76.4', weight: '26500' })
    expect(capacityOf('20GP')).toEqual({ volume: '33.2', weight: '28200' })
    expect(capacityOf('53HC')).toBeUndefined()
    expect(capacityOf(null)).toBeUndefined()
  })
})
