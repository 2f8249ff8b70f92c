import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PackingScreen } from './packing.screen.tsx'
import { packingOrder, pickList, positions, products } from './parts/screens-fixtures.ts'
import {
  currentLocation,
  dispatch,
  dispatched,
  lastAnswer,
  renderScreen,
  seedView,
  typeCode,
  useFakeFloor,
} from './parts/screens-test-kit.tsx'

const printBoxLabel = vi.hoisted(() => vi.fn())
vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))
vi.mock('./parts/box-label.ts', () => ({ printBoxLabel }))

const seed = () => seedView({ products, positions, packingOrders: [packingOrder], pickLists: [pickList] })
const finishButton = () => screen.getByRole('button', { name: 'Finish packing' }) as HTMLButtonElement
const currentBox = () => within(screen.getByTestId('current-box'))

async function closeBox(measures: [string, string, string, string]) {
  fireEvent.click(currentBox().getByRole('button', { name: 'Close box' }))
  const dialog = within(screen.getByRole('dialog'))
  ;['Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (kg)'].forEach((label, i) => {
    fireEvent.change(dialog.getByLabelText(label), { target: { value: measures[i] } })
  })
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: 'Close box' }))
  })
}

describe('PackingScreen', () => {
  it('opens the order of a pick list scanned', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing')
    await typeCode('PK-0001')
    expect(currentLocation()).toBe('/floor/packing?id=51')
    expect(lastAnswer().text).toContain('Order SO-0007')
  })

  it('packs scanned SKUs into the current box, refusing what is not on the order or beyond what was picked', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing?id=51')
    expect(currentBox().getByText('Box 1')).toBeTruthy()
    await typeCode('KETTLE-17')
    expect(dispatched()).toEqual([['packIntoBox', { outboundId: '51', sku: 'KETTLE-17', quantity: 1, boxNo: 1 }]])
    await typeCode('LAMP-LED')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('not on order SO-0007') })
    await typeCode('KETTLE-17')
    await typeCode('KETTLE-17')
    expect(lastAnswer()).toMatchObject({ verdict: 'tooMany', text: expect.stringContaining('Only 2 of KETTLE-17') })
    await typeCode('??')
    expect(lastAnswer().verdict).toBe('unknown')
    expect(dispatch).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('packed-KETTLE-17').textContent).toBe('2/2')
  })

  it('opens box 2, closes each box with its measures, and finishes only when everything is packed and closed', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing?id=51')
    await typeCode('KETTLE-17')
    await typeCode('KETTLE-17')
    fireEvent.click(screen.getByRole('button', { name: 'New box' }))
    expect(currentBox().getByText('Box 2')).toBeTruthy()
    await typeCode('MUG-300')
    expect(dispatch).toHaveBeenLastCalledWith('packIntoBox', {
      outboundId: '51',
      sku: 'MUG-300',
      quantity: 1,
      boxNo: 2,
    })

    await closeBox(['30', '20', '10', '0.8'])
    expect(dispatch).toHaveBeenLastCalledWith('closeBox', {
      outboundId: '51',
      boxNo: 2,
      length: 30,
      width: 20,
      height: 10,
      weight: 0.8,
    })
    // Packed equals picked, but box 1 is still open.
    expect(finishButton().disabled).toBe(true)
    expect(currentBox().getByText('Box 1')).toBeTruthy()
    await closeBox(['40', '30', '20', '3.5'])
    expect(finishButton().disabled).toBe(false)
    await act(async () => {
      fireEvent.click(finishButton())
    })
    expect(dispatch).toHaveBeenLastCalledWith('finishTask', { kind: 'packing', id: '51' })
  })

  it('refuses to close a box without all its measures', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing?id=51')
    await typeCode('MUG-300')
    fireEvent.click(currentBox().getByRole('button', { name: 'Close box' }))
    const dialog = within(screen.getByRole('dialog'))
    fireEvent.change(dialog.getByLabelText('Length (cm)'), { target: { value: '30' } })
    expect((dialog.getByRole('button', { name: 'Close box' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('refuses a measure beyond the limit with the limit, keeping what was typed instead of cutting it down', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing?id=51')
    await typeCode('MUG-300')
    fireEvent.click(currentBox().getByRole('button', { name: 'Close box' }))
    const dialog = within(screen.getByRole('dialog'))
    ;['Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (kg)'].forEach((label, i) => {
      fireEvent.change(dialog.getByLabelText(label), { target: { value: ['30', '20', '10', '1200'][i] } })
    })
    fireEvent.blur(dialog.getByLabelText('Weight (kg)'))
    expect((dialog.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('1200')
    expect(dialog.getByText('Over the limit: at most 1000 kg')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Length (cm)'), { target: { value: '301' } })
    fireEvent.blur(dialog.getByLabelText('Length (cm)'))
    expect((dialog.getByLabelText('Length (cm)') as HTMLInputElement).value).toBe('301')
    expect(dialog.getByText('Over the limit: at most 300 cm')).toBeTruthy()
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Close box' }))
    })
    expect(dispatched().filter(([name]) => name === 'closeBox')).toEqual([])
  })

  it('prints a box label carrying the box code', async () => {
    seed()
    await renderScreen(<PackingScreen />, '/floor/packing?id=51')
    await typeCode('MUG-300')
    fireEvent.click(screen.getByRole('button', { name: 'Print box label SO-0007-1' }))
    await waitFor(() => expect(printBoxLabel).toHaveBeenCalled())
    expect(printBoxLabel.mock.calls[0]?.[0]).toMatchObject({
      boxCode: 'SO-0007-1',
      orderCode: 'SO-0007',
      boxCaption: 'Box 1',
    })
  })
})
