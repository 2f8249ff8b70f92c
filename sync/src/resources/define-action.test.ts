import { describe, expect, it } from 'vitest'
import { declaredActions } from './actions.ts'
import { actionFields, actionInputLabels, actionInputRequired } from './define-action.ts'
import { orderActions } from './orders/order.actions.ts'
import { fieldLabels } from './resource-schemas.ts'
import { shipApplyActions } from './shipping/ship-apply.actions.ts'

// Issue 27, item 9: a dialog asking an action's input named the cut's field "reason".
describe('action inputs in words', () => {
  it('names every key an action asks for, in every language', () => {
    const bare = declaredActions.flatMap((action) => {
      const labels = actionInputLabels(action, fieldLabels(action.resource))
      return actionFields(action)
        .filter((key) => !labels[key]?.zh || !labels[key]?.en || !labels[key]?.ja)
        .map((key) => `${action.resource.name}.${action.name}.${key}`)
    })
    expect(bare).toEqual([])
  })

  it("asks for a cut's reason as the reason for the cut", () => {
    const labels = actionInputLabels(orderActions.applyCut, fieldLabels(orderActions.applyCut.resource))
    expect(labels.reason).toEqual({ zh: '截单原因', en: 'Reason for the cut', ja: 'カット理由' })
  })

  it('demands only the inputs its schema requires: a plan needs its lot, the warehouse and date may be left out', () => {
    const plan = shipApplyActions.makePlan
    expect(['batchNo', 'storeId', 'shipDate'].map((key) => actionInputRequired(plan, key))).toEqual([
      true,
      false,
      false,
    ])
  })
})
