import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import type { CentreTotals } from './fba-centres.ts'
import { FbaCentres } from './fba-centres.tsx'

// Each render is removed after its test, whichever file first loaded the providers.
afterEach(cleanup)

const ONT8: CentreTotals = {
  centre: 'ONT8',
  skus: 2,
  fulfillable: 110,
  inbound: 88,
  reserved: 4,
  unfulfillable: 1,
  total: 203,
}
const LGB8: CentreTotals = {
  centre: 'LGB8',
  skus: 1,
  fulfillable: 7,
  inbound: 0,
  reserved: 0,
  unfulfillable: 0,
  total: 7,
}

describe('the FBA centres above the inventory list', () => {
  it('shows each centre’s units, and a click chooses the centre or, on the chosen one, all again', () => {
    const chosen: string[] = []
    const { rerender } = renderWidget(<FbaCentres totals={[LGB8, ONT8]} chosen="" onChoose={(c) => chosen.push(c)} />)
    const table = screen.getByRole('table', { name: '按FBA仓汇总' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['FBA仓SKU数可售入库中预留不可售总数', 'LGB8170007', 'ONT821108841203'])
    fireEvent.click(screen.getByRole('button', { name: 'ONT8' }))
    rerender(<FbaCentres totals={[LGB8, ONT8]} chosen="ONT8" onChoose={(c) => chosen.push(c)} />)
    expect(screen.getByRole('button', { name: 'ONT8' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'ONT8' }))
    expect(chosen).toEqual(['ONT8', ''])
  })
})
