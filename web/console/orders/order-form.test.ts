import { describe, expect, it } from 'vitest'
import { countryOptions, regionOptions } from './address-places.ts'
import {
  LINES_KEY,
  newOrderValues,
  orderFormBody,
  orderFormErrors,
  withCountry,
  withProductWeight,
} from './order-form.ts'

const LINES_REQUIRED = 'Add at least one product'

describe('the order forms', () => {
  it('start with one empty line, the currency and the order type', () => {
    const values = newOrderValues('b2c')
    expect(values[LINES_KEY]).toHaveLength(1)
    expect(orderFormBody('b2c', values)).toMatchObject({ orderType: '1', fobCurrency: 'USD' })
    expect(orderFormBody('b2b', newOrderValues('b2b'))).toMatchObject({ orderType: '2' })
  })

  it('need a shop and at least one product', () => {
    const body = orderFormBody('b2c', { ...newOrderValues('b2c'), [LINES_KEY]: [] })
    const errors = orderFormErrors('b2c', body, 'en', LINES_REQUIRED)
    expect(errors.shopId).toBeTruthy()
    expect(errors[LINES_KEY]).toBe(LINES_REQUIRED)
  })

  it('need each line’s product, quantity and unit price, and a valid e-mail', () => {
    const body = orderFormBody('b2c', {
      ...newOrderValues('b2c'),
      shopId: '1000000000000004101',
      buyerEmail: 'not-an-email',
      [LINES_KEY]: [{ productId: '1000000000000003101', sellerSku: 'K-1', quantity: null, price: null }],
    })
    const errors = orderFormErrors('b2c', body, 'en', LINES_REQUIRED)
    expect(errors.buyerEmail).toMatch(/e-mail/)
    expect(errors[`${LINES_KEY}.0.quantity`]).toBeTruthy()
    expect(errors[`${LINES_KEY}.0.price`]).toBeTruthy()
    expect(errors.shopId).toBeUndefined()
  })

  it('pass a complete order, sending the lines with their columns and the country in capitals', () => {
    const values = {
      ...newOrderValues('b2b'),
      shopId: '1000000000000004101',
      addressCountryCode: 'us',
      buyerEmail: 'buyer@example.com',
      deliveryDate: '2026-05-01',
      isShippingList: 1,
      [LINES_KEY]: [
        { productId: '1000000000000003101', quantity: '2', price: '39.90', supplyPrice: '20.00', retailPrice: '49.90' },
      ],
    }
    const body = orderFormBody('b2b', values)
    expect(orderFormErrors('b2b', body, 'en', LINES_REQUIRED)).toEqual({})
    expect(body).toMatchObject({
      addressCountryCode: 'US',
      deliveryDate: '2026-05-01',
      isShippingList: 1,
      [LINES_KEY]: [
        { productId: '1000000000000003101', quantity: 2, price: '39.90', supplyPrice: '20.00', retailPrice: '49.90' },
      ],
    })
  })

  it('offer countries by name with their code, and the states of the chosen country', () => {
    const en = countryOptions('en')
    expect(en).toContainEqual({ value: 'US', label: 'United States (US)' })
    expect(en).toContainEqual({ value: 'DE', label: 'Germany (DE)' })
    expect(countryOptions('zh-CN')).toContainEqual({ value: 'US', label: '美国 (US)' })
    expect(regionOptions('US')).toContainEqual({ value: 'CA', label: 'CA California' })
    expect(regionOptions('CA')).toContainEqual({ value: 'QC', label: 'QC Québec' })
    // Addresses of a country without a list carry their region as typed.
    expect(regionOptions('DE')).toBeNull()
  })

  it('drop a state chosen from the old country’s list when the country changes', () => {
    const values = { ...newOrderValues('b2c'), addressCountryCode: 'US', addressStateOrRegion: 'CA' }
    expect(withCountry(values, 'CA').addressStateOrRegion).toBeNull()
    expect(withCountry(values, 'DE').addressStateOrRegion).toBeNull()
    expect(withCountry({ ...values, addressCountryCode: 'DE', addressStateOrRegion: 'Bayern' }, 'AT')).toMatchObject({
      addressCountryCode: 'AT',
      addressStateOrRegion: 'Bayern',
    })
  })

  it('take a line’s unit weight from its product, unless one was typed or the product changed since', () => {
    const values = { ...newOrderValues('b2c'), [LINES_KEY]: [{ productId: '3101', weight: null }] }
    const weighed = withProductWeight(values, 0, '3101', '0.850')
    expect((weighed[LINES_KEY] as Record<string, unknown>[])[0]).toMatchObject({ productId: '3101', weight: '0.850' })
    expect(withProductWeight(weighed, 0, '3101', '1.200')).toBe(weighed)
    expect(withProductWeight(values, 0, '3102', '1.200')).toBe(values)
  })
})
