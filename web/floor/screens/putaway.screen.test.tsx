import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { judgePutaway } from './parts/putaway-work.ts'
import { a01, inbound, positions, products, putawayTasks } from './parts/screens-fixtures.ts'
import {
  currentLocation,
  dispatch,
  dispatched,
  lastAnswer,
  renderScreen,
  seedView,
  typeCode,
  useFakeFloor,
  wedgeScan,
} from './parts/screens-test-kit.tsx'
import { PutawayScreen } from './putaway.screen.tsx'

vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))

const seed = () => seedView({ products, positions, putawayTasks, inboundOrders: [inbound] })
const prompt = () => screen.getByTestId('work-prompt').textContent

describe('PutawayScreen', () => {
  it('puts away what is left of a SKU on the position scanned, suggesting the task position', async () => {
    seed()
    await renderScreen(<PutawayScreen />, '/floor/putaway')
    expect(prompt()).toBe('Scan a position')
    // Waiting: the kettle's two tasks together; the mug's task is done.
    expect(screen.getByText('6 left')).toBeTruthy()

    await wedgeScan(a01.code)
    expect(lastAnswer()).toMatchObject({ verdict: 'ok', text: 'CorrectPosition A-01' })
    expect(prompt()).toBe('Scan the item to put away')

    await typeCode('MUG-300')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('nothing waiting') })
    await typeCode('NOT-A-CODE')
    expect(lastAnswer().verdict).toBe('unknown')
    expect(dispatch).not.toHaveBeenCalled()

    await typeCode('6901234567892')
    expect(lastAnswer()).toMatchObject({ verdict: 'ok', text: expect.stringContaining('KETTLE-17: 6 waiting') })
    expect(screen.getByTestId('putaway-quantity').textContent).toBe('6 / 6')
    expect(screen.getByTestId('suggested-position').textContent).toBe('Suggested position A-02')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Put 6 on A-01' }))
    })
    expect(dispatched()).toEqual([['putAway', { storeId: '900', productId: '11', positionId: '21', quantity: 6 }]])
    // The position stays for the next SKU.
    expect(currentLocation()).toBe('/floor/putaway?position=21')
    expect(screen.getByText('Nothing waits to be put away')).toBeTruthy()
  })

  it('keeps the next SKU scanned while the last put was still being queued', async () => {
    const waitingMug = { ...(putawayTasks[2] as (typeof putawayTasks)[number]), id: '64', putAwayQuantity: 0 }
    seedView({ products, positions, putawayTasks: [...putawayTasks, waitingMug], inboundOrders: [inbound] })
    await renderScreen(<PutawayScreen />, '/floor/putaway?position=21&product=11')
    // The outbox write of the put answers only when released.
    const queue = dispatch.getMockImplementation()
    let release = () => {}
    dispatch.mockImplementationOnce(
      (name, args) =>
        new Promise((done) => {
          release = () => done(queue?.(name, args) as ReturnType<typeof dispatch>)
        }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Put 6 on A-01' }))
    await typeCode('MUG300-AMZ')
    expect(currentLocation()).toBe('/floor/putaway?position=21&product=12')
    await act(async () => release())
    expect(dispatched()).toEqual([['putAway', { storeId: '900', productId: '11', positionId: '21', quantity: 6 }]])
    // The mug stays chosen: the put's follow-up leaves a screen that has moved on alone.
    expect(currentLocation()).toBe('/floor/putaway?position=21&product=12')
    expect(screen.getByTestId('putaway-quantity').textContent).toBe('1 / 1')
  })

  it('puts part of one chosen task away through the keypad', async () => {
    seed()
    await renderScreen(<PutawayScreen />, '/floor/putaway?position=21&product=11')
    fireEvent.click(screen.getByRole('button', { pressed: false, name: /B7/ }))
    expect(screen.getByTestId('putaway-quantity').textContent).toBe('3 / 3')
    fireEvent.click(screen.getByRole('button', { name: 'Quantity 3' }))
    fireEvent.click(screen.getByRole('button', { name: '2' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.getByTestId('putaway-quantity').textContent).toBe('2 / 3')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Put 2 on A-01' }))
    })
    expect(dispatched()).toEqual([
      ['putAway', { storeId: '900', productId: '11', positionId: '21', quantity: 2, taskId: '62' }],
    ])
  })

  it('judges more than is left as too many and a SKU with nothing waiting as the wrong item', () => {
    const put = { storeId: '900', productId: '11', sysSku: 'KETTLE-17', positionId: '21', positionCode: 'A-01' }
    expect(judgePutaway(putawayTasks, put, 7, null)).toMatchObject({
      verdict: 'tooMany',
      message: { values: { max: 6 } },
    })
    expect(judgePutaway(putawayTasks, put, 4, '62')).toMatchObject({
      verdict: 'tooMany',
      message: { values: { max: 3 } },
    })
    expect(judgePutaway(putawayTasks, { ...put, productId: '12' }, 1, null)).toMatchObject({ verdict: 'wrong' })
    expect(judgePutaway(putawayTasks, put, 6, null).command).toEqual({
      name: 'putAway',
      args: { storeId: '900', productId: '11', positionId: '21', quantity: 6 },
    })
  })

  it('puts away from a task received on this device without naming it: the server knows it by another id', () => {
    const put = { storeId: '900', productId: '11', sysSku: 'KETTLE-17', positionId: '21', positionCode: 'A-01' }
    const local = { ...putawayTasks[0], id: '0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e5f6', quantity: 2, putAwayQuantity: 0 }
    const tasks = [...putawayTasks, local as (typeof putawayTasks)[number]]
    expect(judgePutaway(tasks, put, 2, local.id)).toMatchObject({
      verdict: 'ok',
      command: { name: 'putAway', args: { storeId: '900', productId: '11', positionId: '21', quantity: 2 } },
    })
    expect(judgePutaway(tasks, put, 2, local.id).command?.args).not.toHaveProperty('taskId')
  })
})
