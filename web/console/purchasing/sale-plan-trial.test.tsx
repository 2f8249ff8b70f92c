import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import { SalePlanTrial } from './sale-plan-trial.tsx'

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

const line = (margin: string | null) => ({
  id: '11',
  planId: '1',
  productId: '7',
  productName: 'DEMO-KETTLE-17L',
  quantity: 240,
  fobPrice: '8.5',
  salePrice: margin === null ? null : '29.99',
  unitLandedCost: '14.49',
  totalLandedCost: '3477.6',
  unitSaleCost: margin === null ? null : '7.4975',
  unitMargin: margin,
  totalMargin: margin === null ? null : '1920.6',
  marginRate: margin === null ? null : '0.2668',
  terms: [
    { key: 'fobPrice', label: 'FOB价', amount: '8.5' },
    { key: 'fcPrice', label: '头程费', amount: '2.1' },
  ],
})

beforeEach(() => {
  void i18n.changeLanguage('zh')
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const priced = String(input).includes('salePrice=29.99')
    return ok({
      planId: '1',
      shopId: '5',
      currencyCode: 'USD',
      lines: [line(priced ? '8.0025' : null)],
      totalLandedCost: '3477.6',
      totalMargin: priced ? '1920.6' : null,
    })
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('a sales plan’s cost trial', () => {
  it('shows each line’s landed cost and its terms, then the margin once a selling price is typed', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SalePlanTrial plan={{ id: '1', code: 'SP-20261206-0001' }} onClose={() => {}} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    )
    expect(await screen.findByText('14.49')).toBeTruthy()
    expect(screen.getByText('FOB价 8.5 · 头程费 2.1')).toBeTruthy()
    expect(screen.queryByText('26.68%')).toBeNull()
    fireEvent.change(screen.getByLabelText('售价（计划币种）'), { target: { value: '29.99' } })
    await waitFor(() => expect(screen.getByText('26.68%')).toBeTruthy(), { timeout: 2000 })
    expect(screen.getByText('到岸成本合计 3477.6；毛利合计 1920.6')).toBeTruthy()
  })
})
