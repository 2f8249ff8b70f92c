import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyFloorView, type FloorView } from '#sync/floor/floor-mutators.ts'
import type { PackingOrderRow, PickListRow, PositionRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import { i18n } from '../../i18n/i18n.ts'
import '../work-texts.ts'
import { LookupScreen } from './lookup.screen.tsx'

const kettle: ProductRow = {
  id: '11',
  sysSku: 'DEMO-KETTLE-17L',
  name: 'Stainless kettle 1.7 L',
  codes: ['DEMO-KETTLE-17L', '6901234567892', '081234000011'],
}
const position: PositionRow = { id: '21', code: 'A-01-01', name: 'Shelf A1', areaId: null, zone: 1 }
const pick: PickListRow = {
  id: '41',
  code: 'PK0001',
  status: 1,
  pickedTime: null,
  lines: [
    {
      id: '42',
      outboundId: '51',
      outboundCode: 'SO0007',
      positionId: '21',
      positionCode: 'A-01-01',
      productId: '11',
      sysSku: 'DEMO-KETTLE-17L',
      quantity: 3,
      scannedQuantity: 1,
      shortReason: null,
      pickOrder: 1,
    },
  ],
}
const packing: PackingOrderRow = {
  id: '51',
  code: 'SO0007',
  pickId: '41',
  pickCode: 'PK0001',
  status: 1,
  lines: [{ productId: '11', sysSku: 'DEMO-KETTLE-17L', pickedQuantity: 3, packedQuantity: 2 }],
  boxes: [
    {
      boxNo: 1,
      code: 'SO0007-1',
      status: 1,
      packedQuantity: 2,
      length: '30',
      width: '20',
      height: '10',
      weight: '2.5',
    },
  ],
}

let view: FloorView = emptyFloorView()
vi.mock('../store/floor-store.tsx', () => ({ useFloor: () => ({ view }) }))

beforeEach(async () => {
  view = {
    ...emptyFloorView(),
    products: new Map([[kettle.id, kettle]]),
    positions: new Map([[position.id, position]]),
    pickLists: new Map([[pick.id, pick]]),
    packingOrders: new Map([[packing.id, packing]]),
  }
  await i18n.changeLanguage('en')
})

afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('zh')
})

const renderScreen = () =>
  render(<LookupScreen />, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">{children}</MantineProvider>
      </I18nextProvider>
    ),
  })

function typeCode(code: string) {
  const field = screen.getByLabelText('Scan or type a code')
  fireEvent.change(field, { target: { value: code } })
  fireEvent.keyDown(field, { key: 'Enter' })
}

/** A wedge scan: keys 5 ms apart on the page, then Enter. */
function wedgeScan(code: string, start: number) {
  act(() => {
    const keys = [...code, 'Enter']
    keys.forEach((key, i) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      Object.defineProperty(event, 'timeStamp', { value: start + i * 5 })
      document.body.dispatchEvent(event)
    })
  })
}

describe('LookupScreen', () => {
  it('shows a typed UPC as its product with every code and the open work it is in', () => {
    renderScreen()
    typeCode('081234000011')
    const result = screen.getByTestId('lookup-result')
    expect(result.dataset.kind).toBe('product')
    expect(within(result).getByText('Stainless kettle 1.7 L')).toBeTruthy()
    for (const code of kettle.codes) expect(within(result).getAllByText(code).length).toBeGreaterThan(0)
    expect(within(result).getByText('Pick PK0001 @ A-01-01: 1/3')).toBeTruthy()
    expect(within(result).getByText('typed')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Product: DEMO-KETTLE-17L')
  })

  it('reads the GS1 data of a scanned GS1 code and finds the product by its GTIN', () => {
    renderScreen()
    typeCode('(01)06901234567892(10)LOT-7(17)271231')
    const result = screen.getByTestId('lookup-result')
    expect(result.dataset.kind).toBe('product')
    const gs1 = within(result).getByTestId('lookup-gs1')
    expect(within(gs1).getByText('LOT-7')).toBeTruthy()
    expect(within(gs1).getByText('2027-12-31')).toBeTruthy()
  })

  it('shows a wedge-scanned position with what is to pick there, then a box label', () => {
    renderScreen()
    wedgeScan('A-01-01', 1000)
    let result = screen.getByTestId('lookup-result')
    expect(result.dataset.kind).toBe('position')
    expect(within(result).getByText('PK0001: DEMO-KETTLE-17L × 2')).toBeTruthy()
    expect(within(result).getByText('scanner')).toBeTruthy()
    wedgeScan('SO0007-1', 2000)
    result = screen.getByTestId('lookup-result')
    expect(result.dataset.kind).toBe('box')
    expect(within(result).getByText('Closed')).toBeTruthy()
    expect(within(result).getByText('30×20×10 cm / 2.5 kg')).toBeTruthy()
    // The position stays among the recent scans, and a tap shows it again.
    fireEvent.click(screen.getByRole('button', { name: /A-01-01/ }))
    expect(screen.getByTestId('lookup-result').dataset.kind).toBe('position')
  })

  it('says "unknown code" for a code nobody has', () => {
    renderScreen()
    typeCode('NO-SUCH-THING')
    expect(screen.getByTestId('lookup-result').dataset.kind).toBe('unknown')
    expect(screen.getByRole('status').textContent).toContain('Unknown code NO-SUCH-THING')
    expect(screen.getByRole('status').dataset.verdict).toBe('unknown')
  })

  it('warns when the device holds no data of the warehouse yet', () => {
    view = emptyFloorView()
    renderScreen()
    expect(screen.getByTestId('lookup-no-data')).toBeTruthy()
  })
})
