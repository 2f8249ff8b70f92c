import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { CostAllocationTable } from './cost-allocation-table.tsx'

// Each render is removed after its test, whichever file first loaded the providers.
afterEach(cleanup)

const LABELS: Record<string, string> = { freight: '海运费', customs: '报关费' }
const label = (c: string) => LABELS[c] ?? c

describe('the cost allocation table', () => {
  it('shows each SKU line’s share per cost type, its total and per unit, and the columns’ totals', () => {
    renderWidget(
      <CostAllocationTable
        order={['freight', 'customs']}
        costTypeLabel={label}
        parts={[
          { lineKey: '1', sku: 'KETTLE', plan: 'FH-1', quantity: 300, costType: 'freight', amount: '666.67' },
          { lineKey: '2', sku: 'LAMP', plan: 'FH-2', quantity: 200, costType: 'freight', amount: '333.33' },
          { lineKey: '1', sku: 'KETTLE', plan: 'FH-1', quantity: 300, costType: 'customs', amount: '50.00' },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: '费用分摊' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      '发货计划SKU数量海运费报关费合计单件分摊',
      'FH-1KETTLE300666.6750.00716.672.3889',
      'FH-2LAMP200333.330.00333.331.6667',
      '费用合计1000.0050.001050.00',
    ])
  })

  it('says so while nothing is allocated', () => {
    renderWidget(<CostAllocationTable parts={[]} costTypeLabel={label} />)
    expect(screen.getByText('尚未计算费用分摊')).toBeTruthy()
  })

  it('shows each line’s landed unit cost where the server gave it', () => {
    renderWidget(
      <CostAllocationTable
        costTypeLabel={label}
        parts={[
          {
            lineKey: '1',
            sku: 'KETTLE',
            plan: 'FH-1',
            quantity: 40,
            costType: 'freight',
            amount: '777.78',
            landed: '79.7945',
          },
        ]}
      />,
    )
    const rows = within(screen.getByRole('table', { name: '费用分摊' })).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      '发货计划SKU数量海运费合计单件分摊到岸单价',
      'FH-1KETTLE40777.78777.7819.444579.7945',
      '费用合计777.78777.78',
    ])
  })
})
