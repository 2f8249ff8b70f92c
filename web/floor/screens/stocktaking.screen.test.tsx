import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { a01, a02, b01, positions, products, stocktake } from './parts/screens-fixtures.ts'
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
import { StocktakingScreen } from './stocktaking.screen.tsx'

vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))

const seed = () => seedView({ products, positions, stocktakes: [stocktake] })
const finishButton = () => screen.getByRole('button', { name: 'Finish the count' }) as HTMLButtonElement
const tally = (sku: string) => screen.getByTestId(`tally-${sku}`).textContent

describe('StocktakingScreen', () => {
  it('counts only at a position of the count, one unit per scan, blind', async () => {
    seed()
    await renderScreen(<StocktakingScreen />, '/floor/stocktaking')
    await typeCode('ST-0003')
    expect(currentLocation()).toBe('/floor/stocktaking?id=71')
    expect(finishButton().disabled).toBe(true)

    await typeCode('KETTLE-17')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('Scan the position first') })
    await typeCode(b01.code)
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('B-01 is not in this count') })
    await wedgeScan(a01.code)
    expect(lastAnswer()).toMatchObject({ verdict: 'ok', text: expect.stringContaining('Counting A-01') })

    await wedgeScan('KETTLE-17')
    await wedgeScan('6901234567892')
    await wedgeScan('KETTLE-17')
    expect(tally('KETTLE-17')).toBe('3')
    expect(lastAnswer().text).toContain('KETTLE-17 counted 3')
    await typeCode('GHOST')
    expect(lastAnswer().verdict).toBe('unknown')
    // Another position while this one has counts: finish this one first.
    await typeCode(a02.code)
    expect(lastAnswer()).toMatchObject({
      verdict: 'wrong',
      text: expect.stringContaining('Finish position A-01 first'),
    })
    // Nothing is sent until the position is done; what the books hold is never shown.
    expect(dispatch).not.toHaveBeenCalled()
    expect(screen.queryByText('MUG-300')).toBeNull()
  })

  it('sends a count per product at "position done", 0 for listed ones not scanned after a confirm, then finishes', async () => {
    seed()
    await renderScreen(<StocktakingScreen />, `/floor/stocktaking?id=71&position=${a01.id}`)
    await typeCode('KETTLE-17')
    fireEvent.click(screen.getByRole('button', { name: 'Enter a quantity KETTLE-17' }))
    fireEvent.click(screen.getByRole('button', { name: '1' }))
    fireEvent.click(screen.getByRole('button', { name: '2' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(tally('KETTLE-17')).toBe('12')

    fireEvent.click(screen.getByRole('button', { name: 'Position done' }))
    const confirm = within(screen.getByRole('dialog'))
    expect(confirm.getByText(/not scanned: 1/)).toBeTruthy()
    expect(dispatch).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(confirm.getByRole('button', { name: 'Position done' }))
    })
    expect(dispatched()).toEqual([
      ['countPosition', { stocktakingId: '71', positionId: a01.id, productId: '11', quantity: 12 }],
      ['countPosition', { stocktakingId: '71', positionId: a01.id, productId: '12', quantity: 0 }],
    ])
    expect(currentLocation()).toBe('/floor/stocktaking?id=71')
    expect(finishButton().disabled).toBe(true)

    await typeCode(a02.code)
    await typeCode('LAMP-LED')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Position done' }))
    })
    expect(dispatch).toHaveBeenLastCalledWith('countPosition', {
      stocktakingId: '71',
      positionId: a02.id,
      productId: '13',
      quantity: 1,
    })
    expect(finishButton().disabled).toBe(false)
    await act(async () => {
      fireEvent.click(finishButton())
    })
    expect(dispatch).toHaveBeenLastCalledWith('finishTask', { kind: 'stocktaking', id: '71' })
  })

  it('keeps the tally of a position through a reload', async () => {
    seed()
    const first = await renderScreen(<StocktakingScreen />, `/floor/stocktaking?id=71&position=${a01.id}`)
    await typeCode('MUG-300')
    await typeCode('MUG-300')
    first.unmount()
    await renderScreen(<StocktakingScreen />, `/floor/stocktaking?id=71&position=${a01.id}`)
    expect(tally('MUG-300')).toBe('2')
  })
})
