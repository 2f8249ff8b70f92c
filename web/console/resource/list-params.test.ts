import { describe, expect, it } from 'vitest'
import { baseBrand } from '#sync/resources/products/base-brand.resource.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { batchFilter, buildListParams, nextSort, totalShown } from './list-params.ts'

describe('batch search filters', () => {
  it('sends one value as a plain filter and several as _likeany (fuzzy) or _in (exact)', () => {
    expect(batchFilter('sysSku', { values: [], mode: 0 })).toEqual({})
    expect(batchFilter('sysSku', { values: [' A-1 '], mode: 0 })).toEqual({ sysSku: 'A-1' })
    expect(batchFilter('sysSku', { values: ['A-1'], mode: 1 })).toEqual({ sysSku_equal: 'A-1' })
    expect(batchFilter('sysSku', { values: ['A-1', ' ', 'B-2'], mode: 0 })).toEqual({ sysSku_likeany: 'A-1,B-2' })
    expect(batchFilter('sysSku', { values: ['A-1', 'B-2'], mode: 1 })).toEqual({ sysSku_in: 'A-1,B-2' })
  })

  it('are part of the list query of a declaration that offers them', () => {
    const q = buildListParams(baseProduct, { sysSku: { values: ['K-1', 'K-2'], mode: 1 }, name: 'kettle' }, null, null)
    expect(q).toEqual({ sysSku_in: 'K-1,K-2', name: 'kettle' })
  })
})

describe('buildListParams', () => {
  it('sends the page, trimmed text filters and exact choices, leaving empty ones out', () => {
    const q = buildListParams(
      baseBrand,
      { brandName: '  Home ', brandCode: '', country: 'US', status: null, remark: 'not a filter' },
      null,
      { current: 2, size: 50 },
    )
    expect(q).toEqual({ current: 2, size: 50, brandName: 'Home', country: 'US' })
  })

  it('turns the createTime range into whole days with _datege / _datele', () => {
    const q = buildListParams(baseBrand, { createTime: ['2024-03-01', '2024-03-31'] }, null, { current: 1, size: 30 })
    expect(q.createTime_datege).toBe('2024-03-01 00:00:00')
    expect(q.createTime_datele).toBe('2024-03-31 23:59:59')
  })

  it('ranges a declared datetime filter and leaves an open end open', () => {
    const q = buildListParams(baseShop, { authExpireTime: [null, '2025-01-31'] }, null, null)
    expect(q).toEqual({ authExpireTime_datele: '2025-01-31 23:59:59' })
  })

  it('sends links and flags as their stored values', () => {
    const q = buildListParams(baseShop, { platformId: '1000000000000004001', isFaceOrder: '1' }, null, null)
    expect(q).toEqual({ platformId: '1000000000000004001', isFaceOrder: '1' })
  })

  it('sorts with ascs or descs', () => {
    expect(buildListParams(baseBrand, {}, { key: 'brandName', direction: 'asc' }, null)).toEqual({ ascs: 'brandName' })
    expect(buildListParams(baseBrand, {}, { key: 'createTime', direction: 'desc' }, null)).toEqual({
      descs: 'createTime',
    })
  })
})

describe('nextSort', () => {
  it('cycles ascending, descending, none, and starts over on another column', () => {
    const asc = nextSort(null, 'brandName')
    expect(asc).toEqual({ key: 'brandName', direction: 'asc' })
    const desc = nextSort(asc, 'brandName')
    expect(desc).toEqual({ key: 'brandName', direction: 'desc' })
    expect(nextSort(desc, 'brandName')).toBeNull()
    expect(nextSort(desc, 'brandCode')).toEqual({ key: 'brandCode', direction: 'asc' })
  })
})

describe('page totals', () => {
  it('shows an exact total as is and an estimate as "about N+", rounded down to two digits', () => {
    expect(totalShown({ total: 9876 }, 'en')).toEqual({ key: 'resource.total', total: '9876' })
    expect(totalShown({ total: 9876, totalExact: true }, 'zh')).toEqual({ key: 'resource.total', total: '9876' })
    expect(totalShown({ total: 10_001, totalExact: false }, 'en')).toEqual({
      key: 'resource.totalAbout',
      total: '10,000',
    })
    expect(totalShown({ total: 1_234_567, totalExact: false }, 'ja')).toEqual({
      key: 'resource.totalAbout',
      total: '1,200,000',
    })
    expect(totalShown(undefined, 'zh')).toEqual({ key: 'resource.total', total: '0' })
  })
})
