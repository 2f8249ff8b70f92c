import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FbaTurnoverRow } from '#sync/floor/floor-protocol.ts'
import { FbaTurnoverScreen } from './fba-turnover.screen.tsx'
import { positions, products } from './parts/screens-fixtures.ts'
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

vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))

const turnover: FbaTurnoverRow = {
  id: '71',
  code: 'FZ-20261201-0002',
  status: 2,
  centre: 'ONT8',
  shipmentId: 'FBA17DEMO2',
  lines: [
    {
      id: '81',
      productId: '11',
      sysSku: 'KETTLE-17',
      sellerSku: 'HOMELY-KETTLE',
      fnsku: 'X00KETTLE1',
      quantity: 3,
      packedQuantity: 1,
    },
    { id: '82', productId: '12', sysSku: 'MUG-300', sellerSku: null, fnsku: null, quantity: 2, packedQuantity: 0 },
  ],
  boxes: [{ boxNo: 1, quantity: 1, length: '40.00', width: '30.00', height: '20.00', weight: '2.000' }],
}
const seed = () => seedView({ products, positions, fbaTurnovers: [turnover] })
const currentBox = () => within(screen.getByTestId('current-box'))

describe('FbaTurnoverScreen', () => {
  it('opens a turnover scanned, and counts scanned SKUs and FNSKUs into the next box, refusing more than it asks', async () => {
    seed()
    await renderScreen(<FbaTurnoverScreen />, '/floor/fba')
    await typeCode('FZ-20261201-0002')
    expect(currentLocation()).toBe('/floor/fba?id=71')
    expect(currentBox().getByText('Box 2')).toBeTruthy()
    await typeCode('KETTLE-17')
    await typeCode('X00KETTLE1')
    expect(currentBox().getByText('2')).toBeTruthy()
    await typeCode('6901234567892')
    expect(lastAnswer()).toMatchObject({ verdict: 'tooMany', text: expect.stringContaining('Only 3 of KETTLE-17') })
    await typeCode('LAMP-LED')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('not on the turnover') })
    // Nothing is sent before the box is closed, and the box being filled outlives the screen.
    expect(dispatch).not.toHaveBeenCalled()
    cleanup()
    await renderScreen(<FbaTurnoverScreen />, '/floor/fba?id=71')
    expect(currentBox().getByText('2')).toBeTruthy()
  })

  it('closes the box with its measures as one encasement command', async () => {
    seed()
    await renderScreen(<FbaTurnoverScreen />, '/floor/fba?id=71')
    await typeCode('KETTLE-17')
    await typeCode('MUG-300')
    fireEvent.click(currentBox().getByRole('button', { name: 'Close box' }))
    const dialog = within(screen.getByRole('dialog'))
    ;['Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (kg)'].forEach((label, i) => {
      fireEvent.change(dialog.getByLabelText(label), { target: { value: ['50', '40', '30.5', '9.75'][i] } })
    })
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Close box' }))
    })
    expect(dispatched()).toEqual([
      [
        'encaseTurnoverBox',
        {
          turnoverId: '71',
          length: 50,
          width: 40,
          height: 30.5,
          weight: 9.75,
          items: [
            { lineId: '81', quantity: 1 },
            { lineId: '82', quantity: 1 },
          ],
        },
      ],
    ])
    expect(screen.getByTestId('turnover-box-2')).toBeTruthy()
    expect(currentBox().getByText('Box 3')).toBeTruthy()
  })
})
