import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { actionOffered } from '#sync/resources/define-action.ts'
import { cutOffActions } from '#sync/resources/orders/warehouse-order.actions.ts'
import { inboundOrderActions, inboundShelvesActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { packingActions } from '#sync/resources/wms/w-outbound.actions.ts'
import { stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { ApiError, clientSettings } from '../../api/client.ts'
import { clearErrors, listErrors } from '../../api/error-log.ts'
import { runRowAction } from './declared-actions.tsx'
import { extraOffered } from './resource-table.tsx'

beforeEach(() => {
  clearErrors()
  vi.spyOn(clientSettings, 'notifyError').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('row actions where the status allows them', () => {
  const receive = { label: '收货', onClick: () => {}, steps: [inboundOrderActions.accept] }

  it('offers receiving on an inbound in transit or receiving, not on a received one', () => {
    expect(extraOffered(receive, { status: 1 })).toBe(true)
    expect(extraOffered(receive, { status: '2' })).toBe(true)
    expect(extraOffered(receive, { status: 100 })).toBe(false)
    // The inbound screen's action: receiving, then confirming; a confirmed receipt offers neither.
    const work = { ...receive, steps: [inboundOrderActions.accept, inboundOrderActions.confirmReceipt] }
    expect(extraOffered(work, { status: 100, confirmTime: null })).toBe(true)
    expect(extraOffered(work, { status: 100, confirmTime: '2026-12-01 10:00:00' })).toBe(false)
    // A screen's action that works no declared step shows on every row.
    expect(extraOffered({ label: 'x', onClick: () => {} }, { status: 100 })).toBe(true)
  })

  it('offers putting away an open task only, and starting a count only once', () => {
    const putAway = { label: '上架', onClick: () => {}, steps: [inboundShelvesActions.putAway] }
    expect(extraOffered(putAway, { status: 0 })).toBe(true)
    expect(extraOffered(putAway, { status: 1 })).toBe(false)
    expect(actionOffered(stocktakingActions.startTaking, { status: 1, freezeTime: null })).toBe(true)
    expect(actionOffered(stocktakingActions.startTaking, { status: 1, freezeTime: '2026-12-01 10:00:00' })).toBe(false)
  })

  it('asks before finishing labelling and completing a cut, in every language', () => {
    for (const action of [packingActions.finishLabelling, cutOffActions.accomplish]) {
      for (const lang of ['zh', 'en', 'ja'] as const) expect(action.confirm?.[lang]).toBeTruthy()
    }
    expect(inboundOrderActions.applyInbound.confirm).toBeUndefined()
  })
})

describe('a failed row action', () => {
  it('is said and kept in the error log with the action’s name, and never rejects', async () => {
    const ok = await runRowAction('完成贴标', () => Promise.reject(new TypeError('boom')))
    expect(ok).toBe(false)
    expect(clientSettings.notifyError).toHaveBeenCalledWith(expect.stringContaining('boom'))
    expect(listErrors().at(-1)?.message).toBe('ActionFailed: 完成贴标: boom')
  })

  it('leaves a refusal’s message to the client, which showed it, and still logs it', async () => {
    const refused = new ApiError('出库单 OB-1 当前为“已贴标”，不能执行“完成贴标”', 400, 400)
    expect(await runRowAction('完成贴标', () => Promise.reject(refused))).toBe(false)
    expect(clientSettings.notifyError).not.toHaveBeenCalled()
    expect(listErrors().at(-1)?.message).toContain('不能执行“完成贴标”')
  })

  it('answers true when the work succeeded, logging nothing', async () => {
    expect(await runRowAction('收货', () => Promise.resolve({}))).toBe(true)
    expect(listErrors()).toEqual([])
  })
})
