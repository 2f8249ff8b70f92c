import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { inbound, kettle, positions, products } from './parts/screens-fixtures.ts'
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
import { ReceivingScreen } from './receiving.screen.tsx'

vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))

const seed = () => seedView({ products, positions, inboundOrders: [inbound] })
const finishButton = () => screen.getByRole('button', { name: 'Finish receiving' }) as HTMLButtonElement
const received = (sku: string) => screen.getByTestId(`received-${sku}`).textContent

describe('ReceivingScreen', () => {
  it('opens an inbound order by a code printed on its paper', async () => {
    seed()
    await renderScreen(<ReceivingScreen />, '/floor/receiving')
    expect(screen.getByText('IN-0001')).toBeTruthy()
    await wedgeScan('PO-77')
    expect(currentLocation()).toBe('/floor/receiving?id=31')
    expect(lastAnswer()).toMatchObject({ verdict: 'ok', text: expect.stringContaining('IN-0001') })
  })

  it('receives one unit per scan, warns above the plan, refuses beyond the maximum and what is not on the order', async () => {
    seed()
    await renderScreen(<ReceivingScreen />, '/floor/receiving?id=31')
    expect(finishButton().disabled).toBe(true)

    await typeCode(kettle.codes[0] ?? '')
    expect(lastAnswer()).toMatchObject({ verdict: 'ok', text: expect.stringContaining('received 1/2') })
    expect(received('KETTLE-17')).toBe('1/2')
    expect(dispatched()).toEqual([['receiveLine', { inboundOrderId: '31', lineId: '32', quantity: 1 }]])

    // The batch typed goes with the next scans.
    fireEvent.change(screen.getByLabelText('Batch number (optional)'), { target: { value: 'LOT-9' } })
    expect(currentLocation()).toBe('/floor/receiving?id=31&batch=LOT-9')
    await typeCode('KETTLE-17')
    expect(dispatch).toHaveBeenLastCalledWith('receiveLine', {
      inboundOrderId: '31',
      lineId: '32',
      quantity: 1,
      batchNo: 'LOT-9',
    })

    await typeCode('KETTLE-17')
    const over = screen.getByRole('status')
    expect(over.dataset.verdict).toBe('ok')
    expect(over.dataset.warning).toBe('true')
    expect(over.textContent).toContain('Over receipt: KETTLE-17 received 3, planned 2')
    expect(received('KETTLE-17')).toBe('3/2')
    expect(dispatch).toHaveBeenCalledTimes(3)

    await typeCode('KETTLE-17')
    expect(lastAnswer()).toMatchObject({ verdict: 'tooMany', text: expect.stringContaining('at most 3') })
    await typeCode('LAMP-LED')
    expect(lastAnswer()).toMatchObject({
      verdict: 'wrong',
      text: expect.stringContaining('not on inbound order IN-0001'),
    })
    await typeCode('A-01')
    expect(lastAnswer().verdict).toBe('wrong')
    await typeCode('NO-SUCH-CODE')
    expect(lastAnswer().verdict).toBe('unknown')
    expect(dispatch).toHaveBeenCalledTimes(3)
    expect(document.querySelector('[data-flash]')?.getAttribute('data-flash')).toBe('yellow')
  })

  it('receives a bulk quantity through the keypad, never beyond the line maximum', async () => {
    seed()
    await renderScreen(<ReceivingScreen />, '/floor/receiving?id=31')
    fireEvent.click(screen.getByRole('button', { name: 'Enter a quantity KETTLE-17' }))
    expect(screen.getByTestId('keypad-display').textContent).toBe('2')
    fireEvent.click(screen.getByRole('button', { name: '4' }))
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement
    expect(ok.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Delete a digit' }))
    fireEvent.click(screen.getByRole('button', { name: '3' }))
    await act(async () => {
      fireEvent.click(ok)
    })
    expect(dispatched()).toEqual([['receiveLine', { inboundOrderId: '31', lineId: '32', quantity: 3 }]])
    expect(received('KETTLE-17')).toBe('3/2')
  })

  it('asks before finishing a receipt with units missing, then finishes it', async () => {
    seed()
    await renderScreen(<ReceivingScreen />, '/floor/receiving?id=31')
    await typeCode('KETTLE-17')
    await typeCode('KETTLE-17')
    fireEvent.click(finishButton())
    expect(screen.getByText('Units missing against the plan: 1. Finish anyway?')).toBeTruthy()
    expect(dispatch).toHaveBeenCalledTimes(2)
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finish receiving' }))
    })
    expect(dispatch).toHaveBeenLastCalledWith('finishTask', { kind: 'receiving', id: '31' })
    expect(currentLocation()).toBe('/floor/receiving')
  })
})
