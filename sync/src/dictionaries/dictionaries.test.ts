import { describe, expect, it } from 'vitest'
import * as fbaModule from '../resources/fba/fba.dictionaries.ts'
import * as feesModule from '../resources/finance/fees/fees.dictionaries.ts'
import * as financeForeignModule from '../resources/finance/foreign/foreign.dictionaries.ts'
import * as invoicesModule from '../resources/finance/invoices/invoices.dictionaries.ts'
import * as journalModule from '../resources/finance/journal/journal.dictionaries.ts'
import * as paymentsModule from '../resources/finance/payments/payments.dictionaries.ts'
import * as floorModule from '../resources/floor/floor.dictionaries.ts'
import * as inventoryModule from '../resources/inventory/inventory.dictionaries.ts'
import * as orderTrackingModule from '../resources/orders/order-tracking.dictionaries.ts'
import * as ordersModule from '../resources/orders/orders.dictionaries.ts'
import * as otherModule from '../resources/other/other.dictionaries.ts'
import * as pricingModule from '../resources/pricing/pricing.dictionaries.ts'
import * as productsModule from '../resources/products/products.dictionaries.ts'
import * as purchasingModule from '../resources/purchasing/purchasing.dictionaries.ts'
import * as shippingModule from '../resources/shipping/shipping.dictionaries.ts'
import * as shopsModule from '../resources/shops/shops.dictionaries.ts'
import * as systemModule from '../resources/system/system.dictionaries.ts'
import * as vendorOrdersModule from '../resources/vendor-orders/vendor-orders.dictionaries.ts'
import * as wmsModule from '../resources/wms/wms.dictionaries.ts'
import * as workflowModule from '../resources/workflow/workflow.dictionaries.ts'
import * as constantModule from './constant.dictionaries.ts'
import type { Dictionary } from './define-dictionary.ts'
import { platformDictionaries } from './index.ts'
import * as statusModule from './status.dictionaries.ts'

/** Every `*.dictionaries.ts` module: spec vocabularies and each area's own. */
const modules: Record<string, unknown>[] = [
  statusModule,
  constantModule,
  systemModule,
  otherModule,
  productsModule,
  purchasingModule,
  shippingModule,
  shopsModule,
  wmsModule,
  inventoryModule,
  pricingModule,
  floorModule,
  ordersModule,
  orderTrackingModule,
  vendorOrdersModule,
  workflowModule,
  shippingModule,
  fbaModule,
  feesModule,
  invoicesModule,
  journalModule,
  financeForeignModule,
  paymentsModule,
]

const byCode = (code: string): Dictionary => {
  const dictionary = platformDictionaries().find((d) => d.code === code)
  if (!dictionary) throw new Error(`dictionary ${code} missing`)
  return dictionary
}

const keysOf = (code: string): string[] => byCode(code).entries.map((entry) => entry.key)

const isDictionary = (value: unknown): value is Dictionary =>
  typeof value === 'object' && value !== null && 'code' in value && 'entries' in value

describe('platform dictionaries', () => {
  it('lists every exported dictionary exactly once', () => {
    const exported = modules
      .flatMap((m) => Object.values(m))
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter(isDictionary)
    expect(new Set(platformDictionaries())).toEqual(new Set(exported))
    expect(new Set(platformDictionaries()).size).toBe(platformDictionaries().length)
  })

  it('has unique snake_case codes', () => {
    const codes = platformDictionaries().map((d) => d.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
  })

  it('has unique, non-empty keys within each dictionary', () => {
    for (const dictionary of platformDictionaries()) {
      const keys = dictionary.entries.map((entry) => entry.key)
      expect(keys.length, dictionary.code).toBeGreaterThan(0)
      expect(new Set(keys).size, dictionary.code).toBe(keys.length)
      for (const key of keys) expect(key.trim(), dictionary.code).not.toBe('')
    }
  })

  it('labels every name and entry in zh, en and ja', () => {
    for (const dictionary of platformDictionaries()) {
      const labels = [dictionary.name, ...dictionary.entries.map((entry) => entry.label)]
      for (const label of labels) {
        for (const language of ['zh', 'en', 'ja'] as const) {
          expect(label[language].trim(), `${dictionary.code} ${language}`).not.toBe('')
        }
      }
    }
  })

  it('keeps the spec keys of stocktaking_status', () => {
    expect(keysOf('stocktaking_status')).toEqual(['1', '2', '50', '80', '100'])
  })

  it('keeps the spec keys of label_type', () => {
    expect(keysOf('label_type')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(byCode('label_type').entries.map((entry) => entry.label.en)).toEqual([
      'Face sheet',
      'Box sheet',
      'BOL',
      'List',
      'UPC',
      'Pallet label',
    ])
  })
})
