import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { a01, a02, pickList, positions, products } from './parts/screens-fixtures.ts'
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
import { PickingScreen } from './picking.screen.tsx'

vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => useFakeFloor() }))
const claimPickList = vi.hoisted(() => vi.fn())
vi.mock('../store/transport.ts', () => ({ claimPickList: (body: unknown) => claimPickList(body) }))
// Online, opening a list claims it; a free list is this device's at once.
beforeEach(() => {
  claimPickList.mockReset()
  claimPickList.mockResolvedValue({ claimed: true, holder: null, takenFrom: null })
})

const seed = () => seedView({ products, positions, pickLists: [pickList] })
const prompt = () => screen.getByTestId('work-prompt').textContent
const finishButton = () => screen.getByRole('button', { name: 'Finish picking' }) as HTMLButtonElement

describe('PickingScreen', () => {
  it('opens a pick list scanned from the list of open ones', async () => {
    seed()
    await renderScreen(<PickingScreen />, '/floor/picking')
    expect(screen.getByText('PK-0001')).toBeTruthy()
    await typeCode('PK-0001')
    expect(currentLocation()).toBe('/floor/picking?id=41')
    expect(prompt()).toBe('Scan position A-01')
  })

  it('walks the lines in position order: the position first, then its SKU, one scanPick per unit', async () => {
    seed()
    await renderScreen(<PickingScreen />, '/floor/picking?id=41')
    expect(finishButton().disabled).toBe(true)

    await typeCode(a02.code)
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('expected A-01') })
    await typeCode('MUG-300')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('Scan position A-01 first') })
    await typeCode('NOPE-123')
    expect(lastAnswer()).toMatchObject({ verdict: 'unknown', text: expect.stringContaining('NOPE-123') })
    expect(dispatch).not.toHaveBeenCalled()

    await wedgeScan(a01.code)
    expect(lastAnswer().verdict).toBe('ok')
    expect(prompt()).toBe('Scan item MUG-300')
    await typeCode('6901234567892')
    expect(lastAnswer()).toMatchObject({ verdict: 'wrong', text: expect.stringContaining('expected MUG-300') })
    expect(dispatch).not.toHaveBeenCalled()

    // A sales SKU of the mug is the mug.
    await typeCode('MUG300-AMZ')
    expect(lastAnswer().verdict).toBe('ok')
    expect(dispatched()).toEqual([['scanPick', { pickId: '41', lineId: '43', positionId: a01.id, quantity: 1 }]])
    expect(prompt()).toBe('Scan position A-02')
  })

  it('refuses a scan beyond the line quantity as too many, even when scans come faster than renders', async () => {
    seed()
    await renderScreen(<PickingScreen />, `/floor/picking?id=41&line=42&position=${a02.id}`)
    // Three wedge scans of the kettle in one burst: the line wants 2.
    await act(async () => {
      for (const [i, key] of [...'KETTLE-17', 'Enter', ...'KETTLE-17', 'Enter', ...'KETTLE-17', 'Enter'].entries()) {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
        Object.defineProperty(event, 'timeStamp', { value: 50_000 + i * 5 })
        document.body.dispatchEvent(event)
      }
    })
    expect(dispatched()).toEqual([
      ['scanPick', { pickId: '41', lineId: '42', positionId: a02.id, quantity: 1 }],
      ['scanPick', { pickId: '41', lineId: '42', positionId: a02.id, quantity: 1 }],
    ])
    expect(lastAnswer()).toMatchObject({ verdict: 'tooMany', text: expect.stringContaining('Only 2 of KETTLE-17') })
  })

  it('closes a line short with a chosen reason and a note, and finishes once every line is done', async () => {
    seed()
    await renderScreen(<PickingScreen />, '/floor/picking?id=41')
    await typeCode(a01.code)
    await typeCode('MUG-300')
    await typeCode(a02.code)
    await typeCode('KETTLE-17')
    expect(finishButton().disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Short' }))
    const confirm = screen.getByRole('button', { name: 'Confirm short pick' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged' }))
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'box crushed' } })
    await act(async () => {
      fireEvent.click(confirm)
    })
    expect(dispatch).toHaveBeenLastCalledWith('shortPick', {
      pickId: '41',
      lineId: '42',
      reason: 'Damaged: box crushed',
    })
    expect(prompt()).toBe('Every line is picked or short')
    expect(screen.getByText('Short: Damaged: box crushed')).toBeTruthy()

    expect(finishButton().disabled).toBe(false)
    await act(async () => {
      fireEvent.click(finishButton())
    })
    expect(dispatch).toHaveBeenLastCalledWith('finishTask', { kind: 'picking', id: '41' })
    expect(currentLocation()).toBe('/floor/picking')
  })

  it('picks several units at once through the keypad, only once the position is confirmed', async () => {
    seed()
    await renderScreen(<PickingScreen />, '/floor/picking?id=41&line=42')
    const keypadButton = screen.getByRole('button', { name: 'Enter a quantity' }) as HTMLButtonElement
    expect(keypadButton.disabled).toBe(true)
    await typeCode(a02.code)
    fireEvent.click(keypadButton)
    expect(screen.getByTestId('keypad-display').textContent).toBe('2')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    })
    expect(dispatched()).toEqual([['scanPick', { pickId: '41', lineId: '42', positionId: a02.id, quantity: 2 }]])
  })

  it('tells who is on a list another device claimed, and takes it over only once confirmed (issue 27, item 14)', async () => {
    seed()
    const holder = {
      deviceId: '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0777',
      deviceName: 'Scanner 7',
      userId: '5',
      userName: 'Leo',
      since: '2026-12-06 09:30:00',
    }
    claimPickList.mockResolvedValueOnce({ claimed: false, holder, takenFrom: null })
    await renderScreen(<PickingScreen />, '/floor/picking?id=41')
    expect(await screen.findByText(/Leo is picking list PK-0001 on device Scanner 7/)).toBeTruthy()
    expect(claimPickList).toHaveBeenCalledWith({
      deviceId: '00000000-0000-7000-8000-000000000001',
      kind: 'picking',
      id: '41',
    })
    claimPickList.mockResolvedValueOnce({ claimed: true, holder: null, takenFrom: holder })
    fireEvent.click(screen.getByRole('button', { name: 'Take it over' }))
    // The first tap only asks: nothing is taken yet.
    expect(claimPickList).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, take it over' }))
    await waitFor(() => expect(screen.queryByText(/is picking list/)).toBeNull())
    expect(claimPickList).toHaveBeenLastCalledWith({
      deviceId: '00000000-0000-7000-8000-000000000001',
      kind: 'picking',
      id: '41',
      takeOver: true,
    })
  })
})
