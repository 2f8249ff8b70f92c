import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { importRowErrors } from './order-import-dialog.tsx'
import {
  availableActions,
  batchSummary,
  EMPTY_FILTERS,
  isBatchAnswer,
  ORDER_ACTIONS,
  ORDER_TABS,
  orderFilterParams,
  orderPageParams,
  selectionFits,
  tabCount,
} from './order-page.ts'

const everything = () => true
const keys = (rows: Record<string, unknown>[], can: (code: string) => boolean = everything) =>
  availableActions(rows, can).map((s) => s.key)

describe('the order tabs', () => {
  it('are all, then each status in the spec’s order, keyed as stateOrderNum answers', () => {
    expect(ORDER_TABS.map((t) => t.key)).toEqual([
      'all',
      'noPay',
      'toAudit',
      'audited',
      'pending',
      'shipped',
      'freeze',
      'stockout',
      'ltlPedding',
      'issue',
      'rendscr',
    ])
    expect(ORDER_TABS.map((t) => t.status)).toEqual([null, '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
  })

  it('show a tab’s count once the counts are in, zero included', () => {
    expect(tabCount(undefined, 'all')).toBeNull()
    expect(tabCount({ all: 12, toAudit: 0 }, 'toAudit')).toBe(0)
    expect(tabCount({ all: 12 }, 'all')).toBe(12)
    expect(tabCount({ all: 12 }, 'shipped')).toBeNull()
  })
})

describe('the filters as query parameters', () => {
  it('send nothing when empty', () => {
    expect(orderFilterParams(EMPTY_FILTERS)).toEqual({})
  })

  it('send batch values as _likeany (fuzzy) or _in (exact), trimmed, even one', () => {
    expect(orderFilterParams({ ...EMPTY_FILTERS, batch: [' SO1 ', '', 'SO2'] })).toEqual({ code_likeany: 'SO1,SO2' })
    expect(orderFilterParams({ ...EMPTY_FILTERS, batchField: 'sku', mode: 1, batch: ['KETTLE'] })).toEqual({
      sku_in: 'KETTLE',
    })
    expect(orderFilterParams({ ...EMPTY_FILTERS, batchField: 'trackNumber', batch: ['1Z'] })).toEqual({
      trackNumber_likeany: '1Z',
    })
    expect(orderFilterParams({ ...EMPTY_FILTERS, batchField: 'sellerOrderId', mode: 1, batch: ['A', 'B'] })).toEqual({
      sellerOrderId_in: 'A,B',
    })
  })

  it('send shop, warehouse, the country in capitals and whole days of both date ranges', () => {
    expect(
      orderFilterParams({
        ...EMPTY_FILTERS,
        shopId: '4101',
        storeId: '4202',
        country: ' us',
        orderTime: ['2026-03-01', '2026-03-31'],
        createTime: ['2026-04', null],
      }),
    ).toEqual({
      shopId: '4101',
      storeId: '4202',
      addressCountryCode: 'US',
      orderTime_datege: '2026-03-01 00:00:00',
      orderTime_datele: '2026-03-31 23:59:59',
      createTime_datege: '2026-04-01 00:00:00',
    })
  })

  it('add the tab’s status and the page to the page call, but no status for all', () => {
    expect(orderPageParams(EMPTY_FILTERS, 'all', { current: 2, size: 50 })).toEqual({ current: '2', size: '50' })
    expect(orderPageParams({ ...EMPTY_FILTERS, storeId: '1' }, 'stockout', { current: 1, size: 30 })).toEqual({
      storeId: '1',
      status: '7',
      current: '1',
      size: '30',
    })
  })
})

describe('the actions offered for a selection', () => {
  it('offer nothing without a selection', () => {
    expect(keys([])).toEqual([])
  })

  it('offer for pending review: review, freeze, problem, void, address, SKU, split, FBA …', () => {
    const offered = keys([{ status: 2 }])
    expect(offered).toEqual(
      expect.arrayContaining([
        'review',
        'freeze',
        'markProblem',
        'void',
        'changeWarehouse',
        'changeChannel',
        'editAddress',
        'updateSku',
        'convertToFba',
        'split',
      ]),
    )
    expect(offered).not.toContain('pushToWarehouse')
    expect(offered).not.toContain('unfreeze')
    expect(offered).not.toContain('merge')
    expect(offered).not.toContain('markShipped')
  })

  it('offer only what every selected order allows', () => {
    // Reviewed and pending review share freeze and void, not review or push.
    const mixed = keys([{ status: '2' }, { status: '3' }])
    expect(mixed).toContain('freeze')
    expect(mixed).toContain('void')
    expect(mixed).not.toContain('review')
    expect(mixed).not.toContain('pushToWarehouse')
    expect(keys([{ status: '3' }, { status: '3' }])).toContain('pushToWarehouse')
    // A shipped and a frozen order share nothing.
    expect(keys([{ status: '5' }, { status: '6' }])).toEqual([])
  })

  it('split exactly one order, merge two or more', () => {
    expect(keys([{ status: '2' }])).toContain('split')
    expect(keys([{ status: '2' }, { status: '2' }])).not.toContain('split')
    expect(keys([{ status: '2' }, { status: '7' }])).toContain('merge')
    expect(selectionFits('one', 1)).toBe(true)
    expect(selectionFits('several', 1)).toBe(false)
    expect(selectionFits('many', 0)).toBe(false)
  })

  it('mark shipped and update the tracking number one order at a time; returned only once shipped', () => {
    expect(keys([{ status: '4' }])).toEqual(expect.arrayContaining(['markShipped', 'updateTracking', 'cut']))
    expect(keys([{ status: '4' }, { status: '4' }])).not.toContain('markShipped')
    expect(keys([{ status: '5' }])).toEqual(expect.arrayContaining(['markReturned', 'unBackhaul', 'updateTracking']))
    expect(keys([{ status: '6' }])).toEqual(expect.arrayContaining(['unfreeze', 'void', 'editAddress']))
    expect(keys([{ status: '10' }])).toEqual(['backToReview'])
  })

  it('offer labels by the face-sheet status, for reviewed, pushed and shipped orders only', () => {
    expect(keys([{ status: '3', labelStatus: 0 }])).toContain('generateLabels')
    expect(keys([{ status: '3', labelStatus: 0 }])).not.toContain('deleteLabels')
    expect(keys([{ status: '4', labelStatus: '1' }])).toEqual(
      expect.arrayContaining(['generateLabels', 'deleteLabels']),
    )
    expect(keys([{ status: '2', labelStatus: 0 }])).not.toContain('generateLabels')
    expect(keys([{ status: '5', labelStatus: '3' }])).not.toContain('generateLabels')
  })

  it('offer nothing the person lacks the permission for', () => {
    expect(keys([{ status: '2' }], (code) => code !== 'order_edit')).toEqual([])
  })

  it('post every declared action to its declared call', () => {
    const path = (key: string) => ORDER_ACTIONS.find((s) => s.key === key)?.path
    expect(path('review')).toBe('orderConfirm')
    expect(path('backToReview')).toBe('turnToReview')
    expect(path('void')).toBe('invalid')
    expect(path('pushToWarehouse')).toBe('shipmentAudit')
    expect(path('markShipped')).toBe('markTheDelivery')
    expect(path('updateTracking')).toBe('updateTrackNo')
  })
})

describe('a batch action’s answer', () => {
  it('is told from other answers', () => {
    expect(isBatchAnswer({ done: [], failed: [] })).toBe(true)
    expect(isBatchAnswer({ done: ['1'] })).toBe(false)
    expect(isBatchAnswer(null)).toBe(false)
    expect(isBatchAnswer(['1'])).toBe(false)
  })

  it('counts the orders done and names each failure by its order code (not the refusal’s kind) and reason', () => {
    const rows = [
      { id: '1', code: 'SO1' },
      { id: '2', code: 'SO2' },
      { id: '3', code: 'SO3' },
    ]
    expect(
      batchSummary(
        {
          done: ['1', '3'],
          failed: [
            { id: '2', code: 'VALIDATION', reason: 'Out of stock' },
            { id: '9', code: 'NOT_FOUND', reason: 'No such order' },
          ],
        },
        rows,
      ),
    ).toEqual({
      done: 2,
      failed: [
        { code: 'SO2', reason: 'Out of stock' },
        { code: '9', reason: 'No such order' },
      ],
    })
  })
})

describe('an import’s refusal', () => {
  it('lists each row’s field and problem', () => {
    const e = new ApiError('2 rows are wrong', 400, 400, {
      errors: [
        { row: 3, field: 'quantity', message: 'Quantity is required' },
        { row: 7, field: 'buyerEmail', message: 'not an e-mail' },
      ],
    })
    expect(importRowErrors(e)).toEqual([
      { row: 3, field: 'quantity', message: 'Quantity is required' },
      { row: 7, field: 'buyerEmail', message: 'not an e-mail' },
    ])
  })

  it('shows a whole-file refusal as its message, and a lost call as nothing', () => {
    expect(importRowErrors(new ApiError('Headers are not the template’s', 400, 400, null))).toEqual([
      { row: null, field: '', message: 'Headers are not the template’s' },
    ])
    expect(importRowErrors(new ApiError('offline', 0, 0, null, 'network'))).toEqual([])
    expect(importRowErrors(new Error('x'))).toEqual([])
  })
})
