import { describe, expect, it } from 'vitest'
import {
  actionTypesFor,
  asksRuleStore,
  conditionValue,
  dryRunActionsText,
  NEW_RULE,
  operatorsFor,
  type RuleDraft,
  ruleBody,
  ruleProblems,
  ruleToDraft,
  withDividingMode,
} from './order-rules.ts'

const rule = (patch: Partial<RuleDraft> = {}): RuleDraft => ({
  ...NEW_RULE,
  ruleName: 'West coast',
  storeId: '4202',
  conditions: [{ field: 'stateOrRegion', operator: 'in', value: 'CA, WA ,OR' }],
  ...patch,
})

describe('the rule editor', () => {
  it('offers comparisons for numbers and text matches for text', () => {
    expect(operatorsFor('weight')).toContain('gt')
    expect(operatorsFor('weight')).not.toContain('contains')
    expect(operatorsFor('sku')).toContain('startsWith')
    expect(operatorsFor('sku')).not.toContain('ge')
    expect(operatorsFor('postalCode')).toEqual(expect.arrayContaining(['between', 'startsWith', 'ge']))
    expect(operatorsFor('hasLeaveWord')).toEqual(['eq', 'ne'])
    expect(operatorsFor('shopId')).toEqual(['eq', 'ne', 'in', 'notIn'])
  })

  it('stores lists for in / not in and numbers for numeric fields', () => {
    expect(conditionValue({ field: 'stateOrRegion', operator: 'in', value: 'CA, WA ,OR,' })).toEqual(['CA', 'WA', 'OR'])
    expect(conditionValue({ field: 'weight', operator: 'gt', value: ' 20.5 ' })).toBe(20.5)
    expect(conditionValue({ field: 'quantity', operator: 'in', value: '1,2' })).toEqual([1, 2])
    expect(conditionValue({ field: 'postalCode', operator: 'startsWith', value: '90' })).toBe('90')
    expect(conditionValue({ field: 'postalCode', operator: 'between', value: '90000, 96199' })).toEqual([
      '90000',
      '96199',
    ])
    expect(conditionValue({ field: 'hasLeaveWord', operator: 'eq', value: '1' })).toBe(1)
    expect(conditionValue({ field: 'hasLeaveWord', operator: 'eq', value: '0' })).toBe(0)
  })

  it('needs two values for between', () => {
    expect(ruleProblems(rule({ conditions: [{ field: 'weight', operator: 'between', value: '10' }] }))).toEqual({
      'conditions.0': 'salesOrder.rules.rowBetween',
    })
    expect(ruleProblems(rule({ conditions: [{ field: 'weight', operator: 'between', value: '10,20' }] }))).toEqual({})
  })

  it('needs a name, a mode, a warehouse for a fixed-warehouse rule, and at least one complete condition', () => {
    expect(ruleProblems(rule())).toEqual({})
    expect(ruleProblems(rule({ ruleName: ' ', storeId: null, conditions: [] }))).toEqual({
      ruleName: 'salesOrder.rules.nameRequired',
      storeId: 'salesOrder.rules.storeRequired',
      conditions: 'salesOrder.rules.conditionRequired',
    })
    expect(ruleProblems(rule({ dividingMode: '2', storeId: null }))).toEqual({})
    expect(
      ruleProblems(
        rule({
          conditions: [
            { field: 'countryCode', operator: 'eq', value: '' },
            { field: 'weight', operator: 'gt', value: 'heavy' },
          ],
          actions: [{ type: 'assignChannel', value: ' ' }],
          priority: '-1',
        }),
      ),
    ).toEqual({
      'conditions.0': 'salesOrder.rules.rowIncomplete',
      'conditions.1': 'salesOrder.rules.rowNumber',
      'actions.0': 'salesOrder.rules.rowIncomplete',
      priority: 'salesOrder.rules.priorityNumber',
    })
  })

  it('sends the conditions and actions as the JSON text the rule keeps', () => {
    const body = ruleBody(rule({ priority: '7', actions: [{ type: 'assignTransport', value: '5111' }] }))
    expect(body).toMatchObject({ ruleName: 'West coast', dividingMode: '1', storeId: '4202', priority: 7 })
    expect(JSON.parse(body.conditions as string)).toEqual([
      { field: 'stateOrRegion', operator: 'in', value: ['CA', 'WA', 'OR'] },
    ])
    expect(JSON.parse(body.actions as string)).toEqual([{ type: 'assignTransport', value: '5111' }])
    expect(body).not.toHaveProperty('id')
  })

  it('reads a stored rule back into rows, and sends its id and version when saving it', () => {
    const draft = ruleToDraft({
      id: '4602',
      version: 3,
      ruleName: 'West coast',
      dividingMode: 1,
      storeId: '4202',
      priority: 20,
      status: 1,
      isCheckInventory: 1,
      isAutoReview: 0,
      conditions:
        '[{"field":"stateOrRegion","operator":"in","value":["CA","WA"]},{"field":"weight","operator":"le","value":30}]',
      actions: '[{"type":"markReview","value":"1"}]',
    })
    expect(draft.conditions).toEqual([
      { field: 'stateOrRegion', operator: 'in', value: 'CA, WA' },
      { field: 'weight', operator: 'le', value: '30' },
    ])
    expect(draft.actions).toEqual([{ type: 'markReview', value: '1' }])
    expect(ruleBody(draft)).toMatchObject({ id: '4602', version: 3, priority: 20, dividingMode: '1' })
    expect(ruleToDraft({ conditions: 'not json' }).conditions).toEqual([])
  })

  it('words a dry run’s actions', () => {
    const word = (type: string, value: string) =>
      `${type === 'assignStore' ? 'Warehouse' : type}: ${value === '4202' ? 'LA' : value}`
    expect(
      dryRunActionsText(
        [
          { type: 'assignStore', value: '4202' },
          { type: 'markReview', value: true },
        ],
        word,
      ),
    ).toBe('Warehouse: LA; markReview: true')
    expect(dryRunActionsText([{ type: 'assignStore', value: ['4202', '9'] }], word)).toBe('Warehouse: 4202, 9')
    expect(dryRunActionsText(undefined, word)).toBe('')
  })

  it('asks for the warehouse once: the rule’s own for a fixed warehouse, the listed ones otherwise', () => {
    expect(asksRuleStore('1')).toBe(true)
    expect(actionTypesFor('1')).not.toContain('assignStore')
    expect(asksRuleStore('2')).toBe(false)
    expect(actionTypesFor('2')).toContain('assignStore')
    // To a fixed warehouse: the first listed warehouse becomes the rule's, its actions go.
    const listed = rule({
      dividingMode: '2',
      storeId: null,
      actions: [
        { type: 'assignStore', value: '4203,4204' },
        { type: 'addTag', value: 'west' },
      ],
    })
    expect(withDividingMode(listed, '1')).toMatchObject({
      dividingMode: '1',
      storeId: '4203',
      actions: [{ type: 'addTag', value: 'west' }],
    })
    // Away from it: the rule's warehouse becomes the one listed, and no longer the rule's own.
    expect(withDividingMode(rule({ actions: [] }), '3')).toMatchObject({
      dividingMode: '3',
      storeId: null,
      actions: [{ type: 'assignStore', value: '4202' }],
    })
    expect(withDividingMode(rule({ dividingMode: '2', storeId: null }), '4')).toMatchObject({
      dividingMode: '4',
      storeId: null,
    })
  })
})
