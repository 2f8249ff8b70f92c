import { describe, expect, it } from 'vitest'
import type { WaveOrder } from '#sync/resources/wms/pick-waves.ts'
import {
  listGroup,
  NO_WAVE_FILTERS,
  previewLists,
  startBoundBody,
  toggleAll,
  toggleOne,
  waveQuery,
} from './wave-work.ts'

const order = (id: string, skuCount = 1): WaveOrder => ({
  id,
  code: `OUT-${id}`,
  referenceCode: null,
  storeId: '1',
  storeName: 'LA',
  transportId: '9',
  transportName: 'UPS',
  shopId: null,
  shopName: null,
  totalQuantity: 2,
  createTime: '2026-12-01 09:00:00',
  skuCount,
  zoneId: null,
  zoneName: null,
  zoneCount: 0,
  zoneOrder: null,
})

describe('the wave screen', () => {
  it('asks for the chosen filters only, the cut-off with its seconds', () => {
    expect(waveQuery(NO_WAVE_FILTERS)).toEqual({})
    expect(
      waveQuery({ ...NO_WAVE_FILTERS, storeId: '1', skuCount: 'single', cutOff: '2026-12-01 14:00', rule: 'zone' }),
    ).toEqual({ storeId: '1', skuCount: 'single', cutOff: '2026-12-01 14:00:00' })
  })

  it('generates the ticked orders, or every matching one when none is ticked', () => {
    const filters = { ...NO_WAVE_FILTERS, transportId: '9', rule: 'singleSku' as const }
    expect(startBoundBody(filters, new Set())).toEqual({ transportId: '9', rule: 'singleSku' })
    expect(startBoundBody(filters, new Set(['5', '6']))).toEqual({ ids: ['5', '6'], rule: 'singleSku' })
  })

  it('ticks all shown orders, then clears them', () => {
    const shown = [order('1'), order('2')]
    const all = toggleAll(shown, toggleOne(new Set(), '1'))
    expect([...all]).toEqual(['1', '2'])
    expect(toggleAll(shown, all).size).toBe(0)
    expect([...toggleOne(all, '1')]).toEqual(['2'])
  })

  it('previews the lists of the ticked orders under the rule, and names their group', () => {
    const plan = { orders: [order('1'), order('2', 3), order('3')], lists: [], limited: false }
    const lists = previewLists(plan, new Set(), 'singleSku')
    expect(lists.map((l) => [listGroup(l, 'singleSku').kind, l.orders.length])).toEqual([
      ['single', 2],
      ['multi', 1],
    ])
    expect(previewLists(plan, new Set(['2']), 'transport').map((l) => l.orders.map((o) => o.id))).toEqual([['2']])
    const over = { skuCount: null, zoneId: null, zoneName: null, orders: [{ ...order('4'), zoneCount: 2 }] }
    expect(listGroup(over, 'zone')).toEqual({ kind: 'zones' })
    expect(listGroup({ ...over, orders: [order('5')] }, 'zone')).toEqual({ kind: 'none' })
    expect(listGroup({ ...over, zoneId: '7', zoneName: 'A' }, 'zone')).toEqual({ kind: 'zone', zone: 'A' })
    expect(listGroup(over, 'transport')).toEqual({ kind: 'none' })
  })
})
