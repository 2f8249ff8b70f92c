import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { PurchaseLastPrice } from './purchase-last-price.tsx'

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

afterEach(() => vi.restoreAllMocks())

describe('the last price paid, offered on a purchase line', () => {
  it('asks for the line’s product and factory, and one click takes the price and its currency', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer({
        productId: '7',
        sysSku: 'KETTLE',
        factoryId: '3',
        price: '8.50',
        currencyCode: 'USD',
        date: '2026-12-01 10:00:00',
        purchaseOrderId: '9',
        purchaseOrderCode: 'PO-1',
      }),
    )
    const setCells = vi.fn()
    renderWidget(
      <PurchaseLastPrice row={{ productId: '7', factoryId: '3', price: '9' }} index={0} setCells={setCells} />,
    )
    expect(await screen.findByText('USD 8.50（2026-12-01）')).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toContain('productId=7')
    expect(String(fetch.mock.calls[0]?.[0])).toContain('factoryId=3')
    fireEvent.click(screen.getByRole('button', { name: '第1行采用上次价格' }))
    expect(setCells).toHaveBeenCalledWith({ price: '8.50', currencyCode: 'USD' })
  })

  it('says so when nothing was bought from the factory, and waits for a product and factory first', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(null))
    renderWidget(<PurchaseLastPrice row={{ productId: '7', factoryId: '3' }} index={0} setCells={() => {}} />)
    expect(await screen.findByText('该工厂无采购记录')).toBeTruthy()
    renderWidget(<PurchaseLastPrice row={{ productId: '7' }} index={1} setCells={() => {}} />)
    expect(screen.getByText('选择产品与工厂后显示')).toBeTruthy()
  })
})
