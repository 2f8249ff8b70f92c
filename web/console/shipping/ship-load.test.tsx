import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { ShipLoad } from './ship-load.tsx'

// Each render is removed after its test, whichever file first loaded the providers.
afterEach(cleanup)

describe('a ship’s load', () => {
  it('measures the ship’s volume and weight against its container type and lists the plans on it', () => {
    renderWidget(
      <ShipLoad
        ship={{ containerType: '40HQ', volume: '61.1200', weight: '9000.000' }}
        plans={[
          { id: '1', code: 'FH-1', batchNo: 'LOT-A', totalQuantity: 300, boxNum: 30, volume: '40.5', weight: '6000' },
          { id: '2', code: 'FH-2', batchNo: 'LOT-B', totalQuantity: 200, boxNum: 20, volume: '20.62', weight: '3000' },
        ]}
      />,
    )
    expect(screen.getByRole('progressbar', { name: '体积: 61.12 / 76.40 m³（80.0%）' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: '重量: 9000 / 26500 kg（34.0%）' })).toBeTruthy()
    const rows = within(screen.getByRole('table', { name: '已装柜发货计划' })).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      '发货计划批次数量箱数m³kg',
      'FH-1LOT-A3003040.56000',
      'FH-2LOT-B2002020.623000',
    ])
  })

  it('says so when nothing is loaded', () => {
    renderWidget(<ShipLoad ship={{ containerType: '20GP' }} plans={[]} />)
    expect(screen.getByRole('progressbar', { name: '体积: 0.00 / 33.20 m³（0.0%）' })).toBeTruthy()
    expect(screen.getByText('货柜尚未装入发货计划')).toBeTruthy()
  })
})
