import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import { ReplenishmentTable } from './replenishment-parts.tsx'
import type { ReplenishmentRow } from './use-replenishment.ts'

const explanation = (
  formula: string,
  inputs: Record<string, string | number | null>,
  value: string | number | null,
) => ({
  formula,
  inputs,
  value,
})

/** Row B of the server's fixture (replenishment.test.ts): short of stock, so a warning. */
const row = {
  key: '7-9',
  productId: '7',
  storeId: '9',
  sysSku: 'RPLT-B',
  productName: 'Kettle',
  storeName: 'Los Angeles',
  asOf: '2026-12-06',
  sold7: 35,
  sold15: 35,
  sold30: 35,
  sold60: 35,
  sold90: 35,
  orders30: 2,
  avg7: '5.00',
  avg15: '2.33',
  avg30: '1.17',
  avg60: '0.58',
  avg90: '0.39',
  dailySales: '2.47',
  onHand: 10,
  available: 10,
  inTransit: 0,
  ruleSource: 'sku',
  stockingDays: 10,
  safetyDays: 5,
  expectedDays: 30,
  warningDays: 7,
  coverDays: '4.05',
  stockoutDays: '-10.95',
  suggested: 75,
  warning: 1,
  attention: 0,
  purchaseAttention: 0,
  openingStock: 10,
  periodShipped: 35,
  turnover: '3.50',
  turnoverDays: '8.57',
  explain: {
    dailySales: explanation(
      '0.4 × avg7 + 0.3 × avg30 + 0.3 × avg90 (2 decimals)',
      { avg7: '5.00', avg30: '1.17', avg90: '0.39' },
      '2.47',
    ),
    suggested: explanation('⌈expectedDays × dailySales⌉', { expectedDays: 30, dailySales: '2.47' }, 75),
  },
} satisfies ReplenishmentRow

beforeEach(() => void i18n.changeLanguage('en'))
afterEach(cleanup)

const draw = (onChart = vi.fn(), onWatch = vi.fn(), onChoose?: (row: ReplenishmentRow) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ReplenishmentTable
          rows={[row, { ...row, key: '8-9', sysSku: 'RPLT-A', warning: 0 }]}
          isLoaded
          onChart={onChart}
          onWatch={onWatch}
          onChoose={onChoose}
        />
      </MantineProvider>
    </I18nextProvider>,
  )

describe('the replenishment table', () => {
  it('highlights warning rows only', () => {
    const { container } = draw()
    const rows = container.querySelectorAll('tbody tr')
    expect(rows[0]?.getAttribute('data-warning')).toBe('true')
    expect(rows[1]?.hasAttribute('data-warning')).toBe(false)
  })

  it('opens a figure to show its formula and inputs', async () => {
    draw()
    fireEvent.click(screen.getAllByRole('button', { name: 'dailySales 2.47' })[0] as HTMLElement)
    expect(await screen.findByText('0.4 × 7-day avg + 0.3 × 30-day avg + 0.3 × 90-day avg (2 decimals)')).toBeTruthy()
    // The inputs in words: the card's "30-day avg" beside the table's own column heading.
    expect(screen.getAllByText('30-day avg')).toHaveLength(2)
    expect(screen.getByText('Result: 2.47')).toBeTruthy()
  })

  it('words the formula and its inputs in the user’s language', async () => {
    await i18n.changeLanguage('zh')
    draw()
    fireEvent.click(screen.getAllByRole('button', { name: 'suggested 75' })[0] as HTMLElement)
    expect(await screen.findByText('⌈预计销售天数 × 动态日均⌉')).toBeTruthy()
    expect(screen.getByText('预计销售天数')).toBeTruthy()
  })

  it('offers rows to buy only to whoever may make purchases', () => {
    const plain = draw()
    expect(plain.container.querySelector('input[type="checkbox"]')).toBeNull()
    plain.unmount()
    const onChoose = vi.fn()
    const { container } = draw(vi.fn(), vi.fn(), onChoose)
    fireEvent.click(container.querySelector('input[aria-label="Choose RPLT-B"]') as HTMLElement)
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ key: '7-9' }))
  })

  it('opens the chart from the SKU and watches a SKU with the star', () => {
    const onChart = vi.fn()
    const onWatch = vi.fn()
    draw(onChart, onWatch)
    fireEvent.click(screen.getByText('RPLT-B'))
    expect(onChart).toHaveBeenCalledWith(expect.objectContaining({ sysSku: 'RPLT-B' }))
    fireEvent.click(screen.getAllByRole('button', { name: 'Watch' })[0] as HTMLElement)
    expect(onWatch).toHaveBeenCalledWith(expect.objectContaining({ key: '7-9' }))
  })
})
