import { describe, expect, it } from 'vitest'
import { groupWaves, WAVE_SIZE, type WaveOrder } from './pick-waves.ts'

const order = (id: string, more: Partial<WaveOrder> = {}): WaveOrder => ({
  id,
  code: `OUT-${id}`,
  referenceCode: null,
  storeId: '1',
  storeName: 'LA',
  transportId: 'ups',
  transportName: 'UPS',
  shopId: null,
  shopName: null,
  totalQuantity: 1,
  createTime: '2026-12-01 09:00:00',
  skuCount: 1,
  zoneId: 'a',
  zoneName: 'A',
  zoneCount: 1,
  zoneOrder: 1,
  ...more,
})
const ids = (groups: ReturnType<typeof groupWaves>) => groups.map((g) => g.orders.map((o) => o.id))

describe('groupWaves', () => {
  it('makes one list per warehouse and transport, starting a new one past the wave size', () => {
    const many = Array.from({ length: WAVE_SIZE + 2 }, (_, n) => order(String(n)))
    const groups = groupWaves([...many, order('fedex', { transportId: 'fedex' }), order('nj', { storeId: '2' })])
    expect(groups.map((g) => [g.storeId, g.transportId, g.orders.length])).toEqual([
      ['1', 'ups', WAVE_SIZE],
      ['1', 'ups', 2],
      ['1', 'fedex', 1],
      ['2', 'ups', 1],
    ])
  })

  it('keeps single-SKU orders apart from multi-SKU ones, within a transport', () => {
    const groups = groupWaves(
      [order('1'), order('2', { skuCount: 3 }), order('3'), order('4', { transportId: 'fedex' })],
      'singleSku',
    )
    expect(groups.map((g) => g.skuCount)).toEqual(['single', 'multi', 'single'])
    expect(ids(groups)).toEqual([['1', '3'], ['2'], ['4']])
  })

  it('groups by zone in walking order, orders over several zones last, dropping a transport the list does not share', () => {
    const groups = groupWaves(
      [
        order('1', { zoneId: null, zoneName: null, zoneCount: 2, zoneOrder: null }),
        order('2', { zoneId: 'b', zoneName: 'B', zoneOrder: 2 }),
        order('3'),
        order('4', { transportId: 'fedex' }),
      ],
      'zone',
    )
    expect(groups.map((g) => [g.zoneName, g.transportId])).toEqual([
      ['A', null],
      ['B', 'ups'],
      [null, 'ups'],
    ])
    expect(ids(groups)).toEqual([['3', '4'], ['2'], ['1']])
  })
})
