import { describe, expect, it } from 'vitest'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import type { RuleAction, RuleCondition } from '../shops/order-rules.hooks.ts'
import {
  conditionMet,
  freightOf,
  needsStock,
  type ParsedRule,
  parseRule,
  type RoutableOrder,
  type RoutingContext,
  type RoutingRows,
  routeOrder,
  routingContextOf,
  sortRules,
  stockOf,
  takeStock,
  transportServes,
} from './order-routing.ts'

// Issue 28 item 10: the dividing rules' engine is pure (the context is loaded once, then every order
// is routed in memory), so its matching, priority order, warehouse modes, transports and fallbacks are
// tested here without a database, in milliseconds. order-review.test.ts keeps the end-to-end cases.

const t = (key: MessageKey, params?: Record<string, unknown>) => translate(key, 'en', params)

const order = (over: Partial<RoutableOrder> = {}): RoutableOrder => ({
  id: '100',
  code: 'SO-100',
  status: '1',
  shopId: '11',
  platformId: '21',
  countryCode: 'US',
  stateOrRegion: 'CA',
  postalCode: '90001',
  addressType: '1',
  leaveWord: null,
  orderTotalMoney: '120.50',
  totalWeight: null,
  totalQuantity: null,
  fobCurrency: 'USD',
  storeId: null,
  transportId: null,
  channel: null,
  ruleId: null,
  shipType: '2',
  lines: [
    { id: '1', productId: 'p1', sysSku: 'SYS-A', sellerSku: 'SELL-A', quantity: 2, weight: '0.5' },
    { id: '2', productId: 'p2', sysSku: 'SYS-B', sellerSku: null, quantity: 1, weight: '1.25' },
  ],
  ...over,
})

const rule = (over: Partial<ParsedRule> = {}): ParsedRule => ({
  id: '1',
  ruleName: 'R1',
  priority: 1,
  dividingMode: '2',
  storeId: null,
  transportMode: null,
  isCheckInventory: false,
  isAutoReview: false,
  conditions: [{ field: 'countryCode', operator: 'eq', value: 'US' }],
  actions: [],
  ...over,
})

const rows = (over: Partial<RoutingRows> = {}): RoutingRows => ({
  lang: 'en',
  rules: [],
  stores: [
    { id: 'S1', name: 'East', countryCode: 'US', postalCode: '10001', status: 0, isFba: 0 },
    { id: 'S2', name: 'West', countryCode: 'US', postalCode: '94000', status: 0, isFba: 0 },
    { id: 'S3', name: 'Closed', countryCode: 'US', postalCode: '90002', status: 1, isFba: 0 },
    { id: 'S4', name: 'Amazon', countryCode: 'US', postalCode: '90003', status: 0, isFba: 1 },
  ],
  transports: [
    { id: 'T1', name: 'UPS', transportType: '1', wareTransportId: 'C1', sort: 0 },
    { id: 'T2', name: 'DHL', transportType: '2', wareTransportId: 'C2', sort: 1 },
    { id: 'T3', name: 'Post', transportType: '2', wareTransportId: 'C1', sort: 2 },
  ],
  links: [
    { storeId: 'S1', transportId: 'C2', isDefault: 1 },
    { storeId: 'S1', transportId: 'C1', isDefault: 0 },
    { storeId: 'S2', transportId: 'C1', isDefault: 0 },
  ],
  servedCodes: [],
  freight: [],
  ...over,
})

const ctxWith = (rules: ParsedRule[], over: Partial<RoutingRows> = {}): RoutingContext =>
  routingContextOf(rows({ rules, ...over }))

const met = (o: RoutableOrder, c: RuleCondition) => conditionMet(o, c).met

describe('conditions', () => {
  it('compares text fields case- and space-insensitively, postal codes without spaces', () => {
    const o = order({ countryCode: ' us ', postalCode: 'SW1A 1AA', stateOrRegion: 'California' })
    expect(met(o, { field: 'countryCode', operator: 'eq', value: 'US' })).toBe(true)
    expect(met(o, { field: 'countryCode', operator: 'eq', value: 'CA' })).toBe(false)
    expect(met(o, { field: 'countryCode', operator: 'ne', value: 'CA' })).toBe(true)
    expect(met(o, { field: 'countryCode', operator: 'ne', value: 'us' })).toBe(false)
    expect(met(o, { field: 'postalCode', operator: 'eq', value: 'sw1a1aa' })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'startsWith', value: 'SW1 A' })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'startsWith', value: 'SW2' })).toBe(false)
    expect(met(o, { field: 'stateOrRegion', operator: 'startsWith', value: 'cali' })).toBe(true)
    expect(met(o, { field: 'stateOrRegion', operator: 'startsWith', value: 'fornia' })).toBe(false)
    expect(met(o, { field: 'stateOrRegion', operator: 'contains', value: 'FORN' })).toBe(true)
    expect(met(o, { field: 'stateOrRegion', operator: 'contains', value: 'texas' })).toBe(false)
    // Only a postal code loses its inner blanks.
    expect(met(o, { field: 'postalCode', operator: 'eq', value: 'sw1a 1aa' })).toBe(true)
    expect(met(order({ postalCode: 'SW1A1AA' }), { field: 'postalCode', operator: 'eq', value: 'SW1A 1AA' })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'startsWith', value: 'SW1A1' })).toBe(true)
    const ny = order({ stateOrRegion: 'New York' })
    expect(met(ny, { field: 'stateOrRegion', operator: 'eq', value: 'NewYork' })).toBe(false)
    expect(met(ny, { field: 'stateOrRegion', operator: 'eq', value: 'new york' })).toBe(true)
    expect(met(ny, { field: 'stateOrRegion', operator: 'startsWith', value: 'NewY' })).toBe(false)
    expect(met(ny, { field: 'stateOrRegion', operator: 'startsWith', value: 'new y' })).toBe(true)
  })

  it('in and notIn look through the list', () => {
    const o = order()
    expect(met(o, { field: 'countryCode', operator: 'in', value: ['gb', 'us'] })).toBe(true)
    expect(met(o, { field: 'countryCode', operator: 'in', value: ['GB', 'DE'] })).toBe(false)
    expect(met(o, { field: 'countryCode', operator: 'notIn', value: ['GB', 'DE'] })).toBe(true)
    expect(met(o, { field: 'countryCode', operator: 'notIn', value: ['GB', 'US'] })).toBe(false)
    // A single value counts as a list of one.
    expect(met(o, { field: 'countryCode', operator: 'in', value: 'US' })).toBe(true)
    expect(met(o, { field: 'shopId', operator: 'in', value: [11, 12] })).toBe(true)
    expect(met(o, { field: 'platformId', operator: 'eq', value: 21 })).toBe(true)
    expect(met(o, { field: 'addressType', operator: 'eq', value: '2' })).toBe(false)
    expect(met(o, { field: 'shipType', operator: 'eq', value: '2' })).toBe(true)
  })

  it('orders numbers as exact decimals, not as text', () => {
    const o = order({ orderTotalMoney: '100.10' })
    const amount = (operator: RuleCondition['operator'], value: string | number) =>
      met(o, { field: 'orderAmount', operator, value })
    // As text '100.10' < '99' would hold; as a number it does not.
    expect(amount('gt', '99')).toBe(true)
    expect(amount('lt', 99)).toBe(false)
    expect(amount('gt', '100.1')).toBe(false)
    expect(amount('ge', '100.1')).toBe(true)
    expect(amount('ge', '100.11')).toBe(false)
    expect(amount('lt', '100.11')).toBe(true)
    expect(amount('lt', '100.10')).toBe(false)
    expect(amount('le', '100.1')).toBe(true)
    expect(amount('le', '100.09')).toBe(false)
    expect(amount('le', '200')).toBe(true)
    expect(amount('ge', '2')).toBe(true)
    expect(amount('gt', '1000')).toBe(false)
    expect(amount('eq', '100.1')).toBe(true)
    expect(amount('ne', '100.1')).toBe(false)
    expect(met(o, { field: 'orderAmount', operator: 'between', value: [100, '100.10'] })).toBe(true)
    expect(met(o, { field: 'orderAmount', operator: 'between', value: ['100.10', 200] })).toBe(true)
    expect(met(o, { field: 'orderAmount', operator: 'between', value: ['100.11', 200] })).toBe(false)
    expect(met(o, { field: 'orderAmount', operator: 'between', value: [1, '100.09'] })).toBe(false)
    // As text, 100.10 would not lie between 99 and 200.
    expect(met(o, { field: 'orderAmount', operator: 'between', value: ['99', '200'] })).toBe(true)
  })

  it('orders text by its characters under the ordering operators', () => {
    const o = order({ stateOrRegion: 'M' })
    const state = (operator: RuleCondition['operator'], value: string) =>
      met(o, { field: 'stateOrRegion', operator, value })
    expect(state('gt', 'l')).toBe(true)
    expect(state('gt', 'm')).toBe(false)
    expect(state('lt', 'n')).toBe(true)
    expect(state('lt', 'M')).toBe(false)
  })

  it('between on a postal code compares as many characters as the bounds have', () => {
    const o = order({ postalCode: '90001-1234' })
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['90000', '90999'] })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['900', '901'] })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['90002', '90999'] })).toBe(false)
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['80000', '90000'] })).toBe(false)
    // The wider bound decides the width.
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['9', '90001'] })).toBe(true)
    expect(met(o, { field: 'postalCode', operator: 'between', value: ['90001', '9'] })).toBe(false)
    expect(
      met(order({ postalCode: '90500' }), { field: 'postalCode', operator: 'between', value: ['9', '90001'] }),
    ).toBe(false)
    expect(
      met(order({ postalCode: 'sw1 2ab' }), { field: 'postalCode', operator: 'between', value: ['SW1', 'SW1'] }),
    ).toBe(true)
  })

  it('quantity is the order total when set, else the lines summed; weight likewise', () => {
    expect(conditionMet(order(), { field: 'quantity', operator: 'eq', value: 3 })).toEqual({ met: true, shown: '3' })
    expect(conditionMet(order({ totalQuantity: 7 }), { field: 'quantity', operator: 'eq', value: 7 }).met).toBe(true)
    // 2 × 0.5 + 1 × 1.25 = 2.250
    expect(conditionMet(order(), { field: 'weight', operator: 'eq', value: '2.25' })).toEqual({
      met: true,
      shown: '2.250',
    })
    expect(met(order({ totalWeight: '9.5' }), { field: 'weight', operator: 'eq', value: '9.5' })).toBe(true)
    expect(met(order({ totalWeight: '' }), { field: 'weight', operator: 'eq', value: '2.25' })).toBe(true)
    const noWeight = order({
      lines: [{ id: '1', productId: 'p', sysSku: null, sellerSku: null, quantity: 4, weight: null }],
    })
    expect(conditionMet(noWeight, { field: 'weight', operator: 'eq', value: 0 })).toEqual({ met: true, shown: '0.000' })
    const thirds = order({
      lines: [
        { id: '1', productId: 'p', sysSku: null, sellerSku: null, quantity: 3, weight: '0.3333' },
        { id: '2', productId: 'q', sysSku: null, sellerSku: null, quantity: 1, weight: '' },
      ],
    })
    expect(conditionMet(thirds, { field: 'weight', operator: 'eq', value: '0.999' }).shown).toBe('0.999')
  })

  it('a SKU condition holds when one line matches (seller or system SKU); ne and notIn when none does', () => {
    const o = order()
    expect(conditionMet(o, { field: 'sku', operator: 'eq', value: 'sys-b' })).toEqual({ met: true, shown: 'SYS-B' })
    expect(conditionMet(o, { field: 'sku', operator: 'eq', value: 'SELL-A' })).toEqual({ met: true, shown: 'SELL-A' })
    expect(conditionMet(o, { field: 'sku', operator: 'eq', value: 'NONE' })).toEqual({
      met: false,
      shown: 'SELL-A, SYS-A, SYS-B',
    })
    expect(conditionMet(o, { field: 'sku', operator: 'contains', value: 'SYS' })).toEqual({
      met: true,
      shown: 'SYS-A, SYS-B',
    })
    expect(conditionMet(o, { field: 'sku', operator: 'ne', value: 'SYS-A' })).toEqual({
      met: false,
      shown: 'SELL-A, SYS-A, SYS-B',
    })
    expect(met(o, { field: 'sku', operator: 'ne', value: 'OTHER' })).toBe(true)
    expect(met(o, { field: 'sku', operator: 'notIn', value: ['X', 'sys-b'] })).toBe(false)
    expect(met(o, { field: 'sku', operator: 'notIn', value: ['X', 'Y'] })).toBe(true)
    expect(met(o, { field: 'sku', operator: 'in', value: ['X', 'sys-b'] })).toBe(true)
    // An order without SKUs meets no SKU condition, negative or not.
    const bare = order({ lines: [{ id: '1', productId: 'p', sysSku: null, sellerSku: '', quantity: 1, weight: null }] })
    expect(met(bare, { field: 'sku', operator: 'ne', value: 'X' })).toBe(false)
    expect(met(bare, { field: 'sku', operator: 'notIn', value: ['X'] })).toBe(false)
    expect(met(bare, { field: 'sku', operator: 'eq', value: 'X' })).toBe(false)
  })

  it('the buyer message condition compares presence with a flag', () => {
    const said = order({ leaveWord: ' call first ' })
    const silent = order({ leaveWord: '   ' })
    for (const value of [true, 1, '1'] as const) {
      expect(conditionMet(said, { field: 'hasLeaveWord', operator: 'eq', value })).toEqual({ met: true, shown: 'true' })
      expect(met(silent, { field: 'hasLeaveWord', operator: 'eq', value })).toBe(false)
    }
    expect(conditionMet(silent, { field: 'hasLeaveWord', operator: 'eq', value: false })).toEqual({
      met: true,
      shown: 'false',
    })
    expect(met(order({ leaveWord: null }), { field: 'hasLeaveWord', operator: 'eq', value: 0 })).toBe(true)
    expect(met(said, { field: 'hasLeaveWord', operator: 'ne', value: true })).toBe(false)
    expect(met(silent, { field: 'hasLeaveWord', operator: 'ne', value: true })).toBe(true)
  })

  it('an order without the value meets no condition on it, whatever the operator', () => {
    for (const operator of ['eq', 'ne', 'notIn', 'contains'] as const) {
      expect(conditionMet(order({ countryCode: null }), { field: 'countryCode', operator, value: 'X' })).toEqual({
        met: false,
        shown: '-',
      })
      expect(met(order({ stateOrRegion: '' }), { field: 'stateOrRegion', operator, value: 'X' })).toBe(false)
    }
    expect(met(order({ orderTotalMoney: null }), { field: 'orderAmount', operator: 'lt', value: 1 })).toBe(false)
    expect(met(order({ shopId: null }), { field: 'shopId', operator: 'ne', value: 1 })).toBe(false)
  })
})

describe('rules: parsing and priority', () => {
  const row = {
    id: '7',
    ruleName: 'UK',
    priority: 5,
    dividingMode: '3',
    storeId: '9',
    transportMode: '2',
    isCheckInventory: 1,
    isAutoReview: 0,
    conditions: JSON.stringify([{ field: 'countryCode', operator: 'eq', value: 'GB' }]),
    actions: JSON.stringify([{ type: 'addTag', value: 'uk' }]),
  }

  it('parses a stored rule, with defaults for what it leaves empty', () => {
    expect(parseRule(row, 'en')).toEqual({
      id: '7',
      ruleName: 'UK',
      priority: 5,
      dividingMode: '3',
      storeId: '9',
      transportMode: '2',
      isCheckInventory: true,
      isAutoReview: false,
      conditions: [{ field: 'countryCode', operator: 'eq', value: 'GB' }],
      actions: [{ type: 'addTag', value: 'uk' }],
    })
    const bare = parseRule(
      {
        ...row,
        priority: null,
        dividingMode: null,
        storeId: null,
        transportMode: null,
        isCheckInventory: 0,
        isAutoReview: 1,
      },
      'en',
    )
    expect(bare).toMatchObject({
      priority: 0,
      dividingMode: '2',
      storeId: null,
      transportMode: null,
      isCheckInventory: false,
      isAutoReview: true,
    })
    expect(parseRule({ ...row, transportMode: '0' }, 'en')?.transportMode).toBe('0')
    const { transportMode: _, ...withoutMode } = row
    expect(parseRule(withoutMode as typeof row, 'en')?.transportMode).toBeNull()
  })

  it('leaves out a stored rule that no longer parses', () => {
    expect(parseRule({ ...row, conditions: '[{"field":"colour","operator":"eq","value":"red"}]' }, 'en')).toBeNull()
    expect(parseRule({ ...row, conditions: 'not json' }, 'en')).toBeNull()
  })

  it('tries higher priority first, then the older rule; an unsaved rule last among equals', () => {
    const ids = (rules: ParsedRule[]) => sortRules(rules).map((r) => r.id)
    expect(
      ids([rule({ id: '2', priority: 1 }), rule({ id: '3', priority: 9 }), rule({ id: '1', priority: 1 })]),
    ).toEqual(['3', '1', '2'])
    // Ids compare as numbers, not text.
    expect(ids([rule({ id: '10' }), rule({ id: '9' })])).toEqual(['9', '10'])
    expect(ids([rule({ id: 'new' }), rule({ id: '18446744073709551615' })])).toEqual(['18446744073709551615', 'new'])
    expect(ids([rule({ id: '5' }), rule({ id: 'new' })])).toEqual(['5', 'new'])
    // Only an id of digits alone is a saved one.
    expect(ids([rule({ id: 'new1' }), rule({ id: '7' })])).toEqual(['7', 'new1'])
    expect(ids([rule({ id: '2b' }), rule({ id: '7' })])).toEqual(['7', '2b'])
    // Many rules (sorted by merging runs, not only by insertion): by id, unsaved ones last in their order.
    const many = Array.from({ length: 60 }, (_, i) => rule({ id: i % 3 ? String((i * 37) % 101) : `new${i}` }))
    const saved = many.filter((r) => !r.id.startsWith('new')).map((r) => r.id)
    expect(ids([...many])).toEqual([
      ...saved.sort((a, b) => Number(a) - Number(b)),
      ...many.filter((r) => r.id.startsWith('new')).map((r) => r.id),
    ])
    // Two unsaved rules keep their order.
    expect(ids([rule({ id: 'x' }), rule({ id: 'y' }), rule({ id: 'z' })])).toEqual(['x', 'y', 'z'])
  })

  it('the first rule whose conditions all hold wins', () => {
    const us = rule({ id: '1', ruleName: 'US', actions: [{ type: 'addTag', value: 'us' }] })
    const usHeavy = rule({
      id: '2',
      ruleName: 'US heavy',
      conditions: [
        { field: 'countryCode', operator: 'eq', value: 'US' },
        { field: 'weight', operator: 'gt', value: 100 },
      ],
    })
    const ctx = ctxWith([usHeavy, us])
    const r = routeOrder(ctx, order())
    expect(r.rule).toEqual({ id: '1', ruleName: 'US', priority: 1 })
    expect(r.actions).toEqual([{ type: 'addTag', value: 'us' }])
    expect(routeOrder(ctx, order({ totalWeight: '101' })).rule?.id).toBe('2')
  })

  it('a rule without conditions matches nothing', () => {
    const r = routeOrder(ctxWith([rule({ conditions: [] })]), order({ storeId: 'S1' }))
    expect(r.rule).toBeNull()
  })

  it('without a matching rule the order keeps its warehouse and transport, and says so', () => {
    const ctx = ctxWith([rule({ conditions: [{ field: 'countryCode', operator: 'eq', value: 'GB' }] })])
    expect(routeOrder(ctx, order({ storeId: 'S2', transportId: 'T1', channel: 'ch' }))).toEqual({
      orderId: '100',
      code: 'SO-100',
      status: '1',
      rule: null,
      storeId: 'S2',
      storeName: 'West',
      transportId: 'T1',
      transportName: 'UPS',
      channel: 'ch',
      actions: [],
      autoReview: false,
      hold: null,
      explanation: `${t('orders.explainNoRule')}; ${t('orders.routeOwn', { store: 'West' })}; ${t('orders.routeTransportOwn', { transport: 'UPS' })}`,
    })
    const none = routeOrder(ctx, order({ storeId: 'gone' }))
    expect(none.storeName).toBe('gone')
    expect(none.transportName).toBeNull()
    expect(none.explanation).toBe(`${t('orders.explainNoRule')}; ${t('orders.routeOwn', { store: 'gone' })}`)
    expect(routeOrder(ctx, order()).explanation).toBe(`${t('orders.explainNoRule')}; ${t('orders.routeNone')}`)
    expect(routeOrder(ctxWith([]), order({ transportId: 'T9' })).transportName).toBe('T9')
  })

  it('explains the conditions that held, with the values the order met them with', () => {
    const r = routeOrder(
      ctxWith([
        rule({
          ruleName: 'Big',
          priority: 4,
          conditions: [
            { field: 'sku', operator: 'contains', value: 'SYS' },
            { field: 'orderAmount', operator: 'between', value: [100, 200] },
            { field: 'postalCode', operator: 'startsWith', value: '900' },
            { field: 'countryCode', operator: 'in', value: ['US', 'CA'] },
          ],
        }),
      ]),
      order(),
    )
    const conditions = [
      'SKU SYS-A, SYS-B contains SYS',
      'order total 120.50 between 100–200',
      'postal code 90001 starts with 900',
      'country US ∈ US, CA',
    ].join(', ')
    expect(r.explanation.split('; ')[0]).toBe(t('orders.explainRule', { rule: 'Big', priority: 4, conditions }))
    const ops = routeOrder(
      ctxWith([
        rule({
          conditions: [
            { field: 'quantity', operator: 'ge', value: 3 },
            { field: 'quantity', operator: 'le', value: 3 },
            { field: 'quantity', operator: 'gt', value: 2 },
            { field: 'quantity', operator: 'lt', value: 4 },
            { field: 'quantity', operator: 'ne', value: 5 },
            { field: 'quantity', operator: 'notIn', value: [5, 6] },
            { field: 'quantity', operator: 'eq', value: 3 },
            { field: 'hasLeaveWord', operator: 'eq', value: false },
            { field: 'shopId', operator: 'eq', value: '11' },
            { field: 'platformId', operator: 'eq', value: '21' },
            { field: 'stateOrRegion', operator: 'eq', value: 'CA' },
            { field: 'weight', operator: 'gt', value: 1 },
            { field: 'shipType', operator: 'eq', value: '2' },
            { field: 'addressType', operator: 'eq', value: '1' },
          ],
        }),
      ]),
      order(),
    )
    expect(ops.explanation.split('; ')[0]).toBe(
      t('orders.explainRule', {
        rule: 'R1',
        priority: 1,
        conditions:
          'quantity 3 ≥ 3, quantity 3 ≤ 3, quantity 3 > 2, quantity 3 < 4, quantity 3 ≠ 5, quantity 3 ∉ 5, 6, quantity 3 = 3, ' +
          'buyer message false = false, shop 11 = 11, platform 21 = 21, state CA = CA, weight 2.250 > 1, ' +
          'shop ship type 2 = 2, address type 1 = 1',
      }),
    )
  })

  it('needs stock only when a rule checks inventory and does not fix the warehouse', () => {
    expect(needsStock(ctxWith([rule()]))).toBe(false)
    expect(needsStock(ctxWith([rule({ isCheckInventory: true, dividingMode: '1' })]))).toBe(false)
    expect(needsStock(ctxWith([rule(), rule({ isCheckInventory: true, dividingMode: '3' })]))).toBe(true)
  })
})

describe('the routing context', () => {
  it('lists enabled non-FBA warehouses as eligible, and maps carrier channels onto ERP transports', () => {
    const ctx = ctxWith([])
    expect(ctx.eligibleStores).toEqual(['S1', 'S2'])
    expect(ctx.stores.get('S3')).toEqual({
      id: 'S3',
      name: 'Closed',
      countryCode: 'US',
      postalCode: '90002',
      eligible: false,
    })
    expect(ctx.stores.get('S1')?.eligible).toBe(true)
    // S1: channel C2 (default, DHL) first, then C1 (UPS and Post); S2: C1 only, no default.
    expect(ctx.serving.get('S1')).toEqual(['T2', 'T1', 'T3'])
    expect(ctx.serving.get('S2')).toEqual(['T1', 'T3'])
    expect(ctx.defaultTransport).toEqual(new Map([['S1', 'T2']]))
    expect(ctx.transports.get('T3')?.name).toBe('Post')
    expect(ctx.stock).toBeNull()
    expect(transportServes(ctx, 'S2', 'T3')).toBe(true)
    expect(transportServes(ctx, 'S2', 'T2')).toBe(false)
    expect(transportServes(ctx, 'S9', 'T1')).toBe(false)
  })

  it('takes the first default channel of a warehouse and lists a transport once', () => {
    const ctx = ctxWith([], {
      links: [
        { storeId: 'S1', transportId: 'C1', isDefault: '1' },
        { storeId: 'S1', transportId: 'C2', isDefault: 1 },
        { storeId: 'S1', transportId: 'C1', isDefault: 0 },
        { storeId: 'S2', transportId: 'C9', isDefault: 1 },
      ],
    })
    expect(ctx.serving.get('S1')).toEqual(['T1', 'T3', 'T2'])
    expect(ctx.defaultTransport.get('S1')).toBe('T1')
    expect(ctx.serving.get('S2')).toEqual([])
    expect(ctx.defaultTransport.has('S2')).toBe(false)
  })

  it('keys stock by warehouse and product', () => {
    expect(stockOf([{ storeId: 'S1', productId: 'p1', available: '4' }])).toEqual(new Map([['S1/p1', 4]]))
  })
})

describe('warehouse by dividing mode', () => {
  const stocked = (ctx: RoutingContext, entries: Record<string, number>) => {
    ctx.stock = new Map(Object.entries(entries))
    return ctx
  }

  it('mode 1: the rule’s fixed warehouse, else the first listed', () => {
    const r = routeOrder(ctxWith([rule({ dividingMode: '1', storeId: 'S3' })]), order())
    expect(r.storeId).toBe('S3')
    expect(r.storeName).toBe('Closed')
    expect(r.explanation.split('; ')[1]).toBe(t('orders.routeFixed', { store: 'Closed' }))
    const listed = rule({ dividingMode: '1', actions: [{ type: 'assignStore', value: ['S2', 'S1'] }] })
    expect(routeOrder(ctxWith([listed]), order()).storeId).toBe('S2')
    const r2 = routeOrder(ctxWith([rule({ dividingMode: '1' })]), order())
    expect(r2.storeId).toBeNull()
    expect(r2.explanation.split('; ')[1]).toBe(t('orders.routeNone'))
  })

  it('mode 2: the first listed (known) warehouse, else the first eligible by id', () => {
    const r = routeOrder(ctxWith([rule()]), order())
    expect(r.storeId).toBe('S1')
    expect(r.explanation.split('; ')[1]).toBe(t('orders.routePriority', { store: 'East' }))
    const listed = rule({
      actions: [
        { type: 'assignStore', value: 'S9' },
        { type: 'assignStore', value: ['S2', 'S1'] },
      ],
    })
    expect(routeOrder(ctxWith([listed]), order()).storeId).toBe('S2')
    // Only assignStore lists warehouses.
    const tagged = rule({
      actions: [
        { type: 'addTag', value: 'S2' },
        { type: 'assignStore', value: 'S1' },
      ],
    })
    expect(routeOrder(ctxWith([tagged]), order()).storeId).toBe('S1')
    // An unknown dividing mode routes as mode 2.
    expect(routeOrder(ctxWith([rule({ dividingMode: '7' })]), order()).storeId).toBe('S1')
  })

  it('mode 2 without candidates says the rule has none', () => {
    const ctx = ctxWith([rule()], { stores: [] })
    const r = routeOrder(ctx, order())
    expect(r.storeId).toBeNull()
    expect(r.explanation.split('; ')[1]).toBe(t('orders.routeNoCandidate'))
  })

  it('mode 2 with the inventory check: the first warehouse with stock for every line, else the first', () => {
    const checking = rule({ isCheckInventory: true })
    const ctx = stocked(ctxWith([checking]), { 'S1/p1': 2, 'S2/p1': 2, 'S2/p2': 1 })
    const r = routeOrder(ctx, order())
    expect(r.storeId).toBe('S2')
    expect(r.explanation.split('; ')[1]).toBe(t('orders.routePriorityStock', { store: 'West' }))
    // Two lines of one product add up.
    const twice = order({
      lines: [
        { id: '1', productId: 'p1', sysSku: null, sellerSku: null, quantity: 1, weight: null },
        { id: '2', productId: 'p1', sysSku: null, sellerSku: null, quantity: 2, weight: null },
      ],
    })
    const none = routeOrder(stocked(ctxWith([checking]), { 'S1/p1': 2, 'S2/p1': 2 }), twice)
    expect(none.storeId).toBe('S1')
    expect(none.explanation).toContain(`; ${t('orders.routePriorityNoStock', { store: 'East' })}`)
    // Stock not loaded: every warehouse counts as having it.
    expect(routeOrder(ctxWith([checking]), order()).explanation.split('; ')[1]).toBe(
      t('orders.routePriorityStock', { store: 'East' }),
    )
  })

  it('takeStock counts an order against what the batch has left, only where it fits', () => {
    const ctx = stocked(ctxWith([rule({ isCheckInventory: true })]), { 'S1/p1': 3, 'S1/p2': 1, 'S2/p1': 2, 'S2/p2': 1 })
    const o = order()
    takeStock(ctx, 'S1', o)
    expect(ctx.stock).toEqual(
      new Map([
        ['S1/p1', 1],
        ['S1/p2', 0],
        ['S2/p1', 2],
        ['S2/p2', 1],
      ]),
    )
    takeStock(ctx, 'S1', o)
    expect(ctx.stock?.get('S1/p1')).toBe(1)
    // The next order goes where stock is left.
    expect(routeOrder(ctx, o).storeId).toBe('S2')
    const unloaded = ctxWith([])
    takeStock(unloaded, 'S1', o)
    expect(unloaded.stock).toBeNull()
  })

  describe('mode 3: nearest by postal code', () => {
    const nearestRule = (over: Partial<ParsedRule> = {}) => rule({ dividingMode: '3', ...over })

    it('takes a warehouse that serves the code', () => {
      const ctx = ctxWith([nearestRule()], {
        servedCodes: [
          { storeId: 'S1', countryCode: 'US', postalCode: '90001' },
          { storeId: 'S2', countryCode: 'GB', postalCode: '90001' },
        ],
      })
      const r = routeOrder(ctx, order({ postalCode: '9000 1' }))
      expect(r.storeId).toBe('S1')
      expect(r.explanation.split('; ')[1]).toBe(t('orders.routeNearestServed', { store: 'East', postal: '90001' }))
    })

    it('a code served by one warehouse is served by that one only', () => {
      const ctx = ctxWith([nearestRule()], { servedCodes: [{ storeId: 'S2', countryCode: 'US', postalCode: '10001' }] })
      const r = routeOrder(ctx, order({ postalCode: '10001' }))
      expect(r.storeId).toBe('S2')
      expect(r.explanation).toContain(t('orders.routeNearestServed', { store: 'West', postal: '10001' }))
      // S1 lies at 10001 itself: nearest, not served.
      const own = routeOrder(ctxWith([nearestRule()]), order({ postalCode: '10001' }))
      expect(own.storeId).toBe('S1')
      expect(own.explanation).toContain(t('orders.routeNearest', { store: 'East', postal: '10001' }))
    })

    it('compares the digits both codes have', () => {
      const stores: RoutingRows['stores'] = [
        { id: 'S1', name: 'East', countryCode: 'US', postalCode: '10001', status: 0, isFba: 0 },
        { id: 'S2', name: 'West', countryCode: 'US', postalCode: '90010', status: 0, isFba: 0 },
      ]
      // 9000 against 1000 and 9001: West.
      expect(routeOrder(ctxWith([nearestRule()], { stores }), order({ postalCode: '9000' })).storeId).toBe('S2')
    })

    it('else the nearest by the digits of the codes it serves or its own', () => {
      // S1 is at 10001, S2 at 94000: 90001 is nearer S2 (by the first five digits).
      const r = routeOrder(ctxWith([nearestRule()]), order())
      expect(r.storeId).toBe('S2')
      expect(r.explanation.split('; ')[1]).toBe(t('orders.routeNearest', { store: 'West', postal: '90001' }))
      // A served code nearer than the warehouse's own address counts; codes of another country do not.
      const served = ctxWith([nearestRule()], {
        servedCodes: [
          { storeId: 'S1', countryCode: null, postalCode: '90010' },
          { storeId: 'S2', countryCode: 'GB', postalCode: '90001' },
        ],
      })
      expect(routeOrder(served, order()).storeId).toBe('S1')
      // Compared by the shorter of the two codes, at most five digits: 9000 vs 9400 → S1 at 90000.
      const short = ctxWith([nearestRule()], {
        servedCodes: [{ storeId: 'S1', countryCode: 'US', postalCode: '900' }],
      })
      expect(routeOrder(short, order({ postalCode: '940123' })).storeId).toBe('S2')
      expect(routeOrder(short, order({ postalCode: '901999' })).storeId).toBe('S1')
    })

    it('a warehouse abroad or without a code is not near; equal distances go to the earlier candidate', () => {
      const stores: RoutingRows['stores'] = [
        { id: 'S1', name: 'East', countryCode: 'CA', postalCode: '90001', status: 0, isFba: 0 },
        { id: 'S2', name: 'West', countryCode: 'US', postalCode: '90011', status: 0, isFba: 0 },
        { id: 'S5', name: 'Nowhere', countryCode: 'US', postalCode: null, status: 0, isFba: 0 },
        { id: 'S6', name: 'Twin', countryCode: null, postalCode: '90011', status: 0, isFba: 0 },
        { id: 'S7', name: 'Lettered', countryCode: 'US', postalCode: 'AB1', status: 0, isFba: 0 },
      ]
      expect(routeOrder(ctxWith([nearestRule()], { stores }), order()).storeId).toBe('S2')
      const reversed = ctxWith([nearestRule({ actions: [{ type: 'assignStore', value: ['S6', 'S2', 'S1'] }] })], {
        stores,
      })
      expect(routeOrder(reversed, order()).storeId).toBe('S6')
    })

    it('with the inventory check, the nearest warehouse with stock, else the nearest', () => {
      const checking = nearestRule({ isCheckInventory: true })
      const ctx = stocked(ctxWith([checking]), { 'S1/p1': 5, 'S1/p2': 5 })
      expect(routeOrder(ctx, order()).storeId).toBe('S1')
      const none = stocked(ctxWith([checking]), {})
      expect(routeOrder(none, order()).storeId).toBe('S2')
      const unchecked = stocked(ctxWith([nearestRule()]), { 'S1/p1': 5, 'S1/p2': 5 })
      expect(routeOrder(unchecked, order()).storeId).toBe('S2')
    })

    it('without a postal code, or one with no digits to compare, falls back to priority', () => {
      const ctx = ctxWith([nearestRule()])
      const r = routeOrder(ctx, order({ postalCode: null }))
      expect(r.storeId).toBe('S1')
      expect(r.explanation.split('; ')[1]).toBe(t('orders.routeNearestFallback', { store: 'East', postal: '-' }))
      const lettered = routeOrder(ctx, order({ postalCode: 'ab 12' }))
      expect(lettered.explanation.split('; ')[1]).toBe(
        t('orders.routeNearestFallback', { store: 'East', postal: 'AB12' }),
      )
      // A warehouse whose codes have no digits cannot be compared either.
      const noDigits = ctxWith([nearestRule()], {
        stores: [{ id: 'S1', name: 'East', countryCode: 'US', postalCode: 'EC1', status: 0, isFba: 0 }],
      })
      expect(routeOrder(noDigits, order()).explanation.split('; ')[1]).toBe(
        t('orders.routeNearestFallback', { store: 'East', postal: '90001' }),
      )
    })
  })

  describe('mode 4: lowest freight', () => {
    const rate = (over: Partial<RoutingRows['freight'][number]>): RoutingRows['freight'][number] => ({
      storeId: 'S1',
      transportId: 'T1',
      country: null,
      chargeMode: '1',
      currency: 'USD',
      firstWeight: '1',
      firstPrice: '10',
      continueWeight: '0.5',
      continuePrice: '2',
      unitPrice: null,
      minCharge: null,
      fuelRate: null,
      ...over,
    })
    const freightRule = (over: Partial<ParsedRule> = {}) =>
      rule({ dividingMode: '4', conditions: [{ field: 'shopId', operator: 'eq', value: '11' }], ...over })

    it('prices by weight: the first weight, then each started step', () => {
      expect(freightOf(rate({}), '1', 1)).toBe('10.00')
      expect(freightOf(rate({}), '0.2', 1)).toBe('10.00')
      expect(freightOf(rate({}), '1.01', 1)).toBe('12.00')
      expect(freightOf(rate({}), '1.5', 1)).toBe('12.00')
      expect(freightOf(rate({}), '1.5001', 1)).toBe('14.00')
      expect(freightOf(rate({ chargeMode: '2' }), '2.25', 1)).toBe('16.00')
      expect(freightOf(rate({}), '', 1)).toBe('10.00')
      expect(freightOf(rate({ firstWeight: null }), '1', 1)).toBeNull()
      expect(freightOf(rate({ firstPrice: '' }), '1', 1)).toBeNull()
      expect(freightOf(rate({ continueWeight: null }), '1', 1)).toBe('10.00')
      expect(freightOf(rate({ continueWeight: null }), '2', 1)).toBeNull()
      expect(freightOf(rate({ continueWeight: '0' }), '2', 1)).toBeNull()
      expect(freightOf(rate({ continuePrice: null }), '2', 1)).toBeNull()
      expect(freightOf(rate({ continuePrice: '0' }), '2', 1)).toBe('10.00')
    })

    it('prices by the piece, applies the minimum and the fuel surcharge, rounds to cents', () => {
      expect(freightOf(rate({ chargeMode: '4', unitPrice: '1.5' }), '9', 3)).toBe('4.50')
      expect(freightOf(rate({ chargeMode: '4', unitPrice: null }), '9', 3)).toBeNull()
      expect(freightOf(rate({ chargeMode: '3' }), '1', 1)).toBeNull()
      expect(freightOf(rate({ chargeMode: '3', unitPrice: '1' }), '1', 1)).toBeNull()
      expect(freightOf(rate({ minCharge: '12' }), '1', 1)).toBe('12.00')
      expect(freightOf(rate({ minCharge: '10' }), '1', 1)).toBe('10.00')
      expect(freightOf(rate({ minCharge: '9.99' }), '1', 1)).toBe('10.00')
      expect(freightOf(rate({ fuelRate: '12.5' }), '1', 1)).toBe('11.25')
      expect(freightOf(rate({ firstPrice: '3.33', fuelRate: '10' }), '1', 1)).toBe('3.66')
      expect(freightOf(rate({ firstPrice: '3.335', fuelRate: '0' }), '1', 1)).toBe('3.34')
    })

    it('takes the warehouse and transport with the lowest freight', () => {
      const ctx = ctxWith([freightRule()], {
        freight: [
          rate({ storeId: 'S1', transportId: 'T1', firstPrice: '12' }),
          rate({ storeId: 'S2', transportId: 'T3', firstPrice: '9' }),
          rate({ storeId: 'S2', transportId: 'T2', firstPrice: '8', country: 'GB' }),
          rate({ storeId: 'S2', transportId: 'T9', firstPrice: '1' }),
          rate({ storeId: 'S3', transportId: 'T1', firstPrice: '1' }),
        ],
      })
      const r = routeOrder(ctx, order({ totalWeight: '1' }))
      expect([r.storeId, r.transportId]).toEqual(['S2', 'T3'])
      expect(r.explanation.split('; ').slice(1, 3)).toEqual([
        t('orders.routeFreight', { store: 'West', amount: '9.00', currency: 'USD' }),
        t('orders.routeTransportFreight', { transport: 'Post' }),
      ])
      // For an order to GB the GB rate counts.
      expect(routeOrder(ctx, order({ totalWeight: '1', countryCode: 'gb' })).transportId).toBe('T2')
    })

    it('equal freight goes to the earlier candidate', () => {
      const ctx = ctxWith([freightRule({ actions: [{ type: 'assignStore', value: ['S2', 'S1'] }] })], {
        freight: [rate({ storeId: 'S1' }), rate({ storeId: 'S2' })],
      })
      expect(routeOrder(ctx, order({ totalWeight: '1' })).storeId).toBe('S2')
    })

    it('compares within the order’s currency when a rate has it, else the first rate’s', () => {
      const freight = [
        rate({ storeId: 'S1', currency: 'EUR', firstPrice: '5' }),
        rate({ storeId: 'S2', currency: 'USD', firstPrice: '9' }),
        rate({ storeId: 'S2', currency: 'EUR', firstPrice: '7', transportId: 'T3' }),
      ]
      const ctx = ctxWith([freightRule()], { freight })
      expect(routeOrder(ctx, order({ totalWeight: '1', fobCurrency: 'USD' })).storeId).toBe('S2')
      const usd = routeOrder(ctx, order({ totalWeight: '1', fobCurrency: 'USD' }))
      expect(usd.explanation).toContain(t('orders.routeFreight', { store: 'West', amount: '9.00', currency: 'USD' }))
      for (const fobCurrency of ['GBP', null]) {
        const r = routeOrder(ctx, order({ totalWeight: '1', fobCurrency }))
        expect(r.storeId).toBe('S1')
        expect(r.explanation).toContain(t('orders.routeFreight', { store: 'East', amount: '5.00', currency: 'EUR' }))
      }
      const eur = routeOrder(ctx, order({ totalWeight: '1', fobCurrency: 'EUR' }))
      expect(eur.explanation).toContain(t('orders.routeFreight', { store: 'East', amount: '5.00', currency: 'EUR' }))
    })

    it('an assigned transport limits the rates; the inventory check skips warehouses without stock', () => {
      const freight = [
        rate({ storeId: 'S1', transportId: 'T1', firstPrice: '5' }),
        rate({ storeId: 'S2', transportId: 'T2', firstPrice: '9' }),
      ]
      const assigned = ctxWith([freightRule({ actions: [{ type: 'assignTransport', value: 'T2' }] })], { freight })
      const r = routeOrder(assigned, order({ totalWeight: '1' }))
      expect([r.storeId, r.transportId]).toEqual(['S2', 'T2'])
      expect(r.explanation.split('; ')[2]).toBe(t('orders.routeTransportAssigned', { transport: 'DHL' }))
      const checking = ctxWith([freightRule({ isCheckInventory: true })], { freight })
      checking.stock = new Map([
        ['S2/p1', 9],
        ['S2/p2', 9],
      ])
      expect(routeOrder(checking, order({ totalWeight: '1' })).storeId).toBe('S2')
      // Without the check, stock does not matter.
      const unchecked = ctxWith([freightRule()], { freight })
      unchecked.stock = new Map()
      expect(routeOrder(unchecked, order({ totalWeight: '1' })).explanation).toContain(
        t('orders.routeFreight', { store: 'East', amount: '5.00', currency: 'USD' }),
      )
    })

    it('falls back to priority when no rate prices the order', () => {
      const ctx = ctxWith([freightRule()], { freight: [rate({ chargeMode: '9' })] })
      const r = routeOrder(ctx, order())
      expect(r.storeId).toBe('S1')
      expect(r.explanation.split('; ')[1]).toBe(t('orders.routeFreightFallback', { store: 'East' }))
      // Weight from the lines and pieces from the lines price it once a rate can.
      const byPiece = ctxWith([freightRule()], {
        freight: [rate({ storeId: 'S2', chargeMode: '4', unitPrice: '2' })],
      })
      expect(routeOrder(byPiece, order()).explanation.split('; ')[1]).toBe(
        t('orders.routeFreight', { store: 'West', amount: '6.00', currency: 'USD' }),
      )
      const byWeight = ctxWith([freightRule()], { freight: [rate({ storeId: 'S2' })] })
      // 2.25 kg: 10 + 3 steps of 0.5 × 2 = 16.
      expect(routeOrder(byWeight, order()).explanation.split('; ')[1]).toBe(
        t('orders.routeFreight', { store: 'West', amount: '16.00', currency: 'USD' }),
      )
    })
  })
})

describe('transport', () => {
  const second = (r: { explanation: string }) => r.explanation.split('; ')[2]

  it('keeps the order’s transport when the chosen warehouse serves it', () => {
    const r = routeOrder(ctxWith([rule()]), order({ transportId: 'T3' }))
    expect(r.transportId).toBe('T3')
    expect(second(r)).toBe(t('orders.routeTransportOwn', { transport: 'Post' }))
  })

  it('else the warehouse’s default channel, when it fits the rule’s transport mode', () => {
    const r = routeOrder(ctxWith([rule()]), order({ transportId: 'T9' }))
    expect([r.transportId, r.transportName]).toEqual(['T2', 'DHL'])
    expect(second(r)).toBe(t('orders.routeTransportDefault', { transport: 'DHL' }))
    expect(routeOrder(ctxWith([rule({ transportMode: '2' })]), order()).transportId).toBe('T2')
  })

  it('else the first channel of the rule’s mode', () => {
    const r = routeOrder(ctxWith([rule({ transportMode: '1' })]), order())
    expect(r.transportId).toBe('T1')
    expect(second(r)).toBe(t('orders.routeTransportMode', { transport: 'UPS' }))
    const west = routeOrder(ctxWith([rule({ actions: [{ type: 'assignStore', value: 'S2' }] })]), order())
    expect(west.transportId).toBe('T1')
    expect(second(west)).toBe(t('orders.routeTransportMode', { transport: 'UPS' }))
  })

  it('else the order’s own transport, or none', () => {
    const noFit = ctxWith([rule({ transportMode: '5' })])
    const r = routeOrder(noFit, order({ transportId: 'T2' }))
    // S1 serves T2, so it stays as the order's own.
    expect(r.transportId).toBe('T2')
    const far = routeOrder(noFit, order({ transportId: 'T8' }))
    expect([far.transportId, far.transportName]).toEqual(['T8', 'T8'])
    expect(second(far)).toBe(t('orders.routeTransportOwn', { transport: 'T8' }))
    const none = routeOrder(noFit, order())
    expect(none.transportId).toBeNull()
    expect(none.explanation.split('; ')).toHaveLength(2)
    const unserved = routeOrder(ctxWith([rule({ actions: [{ type: 'assignStore', value: 'S3' }] })]), order())
    expect(unserved.storeId).toBe('S3')
    expect(unserved.transportId).toBeNull()
  })

  it('with no warehouse, the order’s transport is kept', () => {
    const ctx = ctxWith([rule({ dividingMode: '1' })])
    const r = routeOrder(ctx, order({ transportId: 'T1' }))
    expect(r.transportId).toBe('T1')
    expect(second(r)).toBe(t('orders.routeTransportOwn', { transport: 'UPS' }))
    expect(routeOrder(ctx, order()).explanation.split('; ')).toHaveLength(2)
  })
})

describe('actions', () => {
  const acting = (actions: RuleAction[], over: Partial<ParsedRule> = {}) =>
    routeOrder(ctxWith([rule({ actions, ...over })]), order({ channel: 'old' }))

  it('assigns a channel and names it when it changes', () => {
    const r = acting([{ type: 'assignChannel', value: 'express' }])
    expect(r.channel).toBe('express')
    expect(r.explanation).toContain(t('orders.actionChannel', { channel: 'express' }))
    expect(r.explanation).not.toContain('#')
    const same = acting([{ type: 'assignChannel', value: 'old' }])
    expect(same.explanation).not.toContain(t('orders.actionChannel', { channel: 'old' }))
    expect(acting([]).channel).toBe('old')
  })

  it('freezes with its remark or the rule’s name, instead of reviewing', () => {
    const r = acting([
      { type: 'freeze', value: 'check address' },
      { type: 'autoReview', value: true },
    ])
    expect(r.hold).toEqual({ kind: 'freeze', remark: 'check address' })
    expect(r.autoReview).toBe(true)
    expect(r.explanation).toContain(`; ${t('orders.actionFreeze')}`)
    expect(r.explanation).not.toContain(t('orders.actionAutoReview'))
    expect(acting([{ type: 'freeze', value: true }]).hold).toEqual({ kind: 'freeze', remark: 'R1' })
  })

  it('marks a problem with its reason (a freeze wins over it)', () => {
    const r = acting([{ type: 'markProblem', value: 'fraud' }])
    expect(r.hold).toEqual({ kind: 'problem', reason: 'fraud' })
    expect(r.explanation).toContain(t('orders.actionProblem', { reason: 'fraud' }))
    expect(r.explanation).not.toContain(t('orders.actionFreeze'))
    const both = acting([
      { type: 'markProblem', value: 'fraud' },
      { type: 'freeze', value: 'x' },
    ])
    expect(both.hold?.kind).toBe('freeze')
    expect(both.explanation).not.toContain(t('orders.actionProblem', { reason: 'fraud' }))
  })

  it('reviews automatically by the rule’s flag or action, unless it also marks a review', () => {
    const flagged = acting([], { isAutoReview: true })
    expect(flagged.autoReview).toBe(true)
    expect(flagged.hold).toBeNull()
    expect(flagged.explanation.endsWith(`; ${t('orders.actionAutoReview')}`)).toBe(true)
    expect(acting([{ type: 'autoReview', value: true }]).autoReview).toBe(true)
    expect(acting([{ type: 'markReview', value: true }], { isAutoReview: true }).autoReview).toBe(false)
    const plain = acting([])
    expect(plain.autoReview).toBe(false)
    expect(plain.explanation).not.toContain(t('orders.actionAutoReview'))
  })

  it('adds its tags to the explanation, which is cut at 1,000 characters', () => {
    const r = acting([
      { type: 'addTag', value: 'vip' },
      { type: 'addTag', value: 'gift' },
    ])
    expect(r.explanation.endsWith('; #vip; #gift')).toBe(true)
    const long = acting([{ type: 'addTag', value: 'x'.repeat(200) }], { ruleName: 'y'.repeat(900) })
    expect(long.explanation).toHaveLength(1000)
  })

  it('an assigned transport is used even where the warehouse has no channel for it', () => {
    const r = acting([{ type: 'assignTransport', value: 'T9' }])
    expect(r.transportId).toBe('T9')
    expect(r.explanation.split('; ')[2]).toBe(t('orders.routeTransportAssigned', { transport: 'T9' }))
  })
})
