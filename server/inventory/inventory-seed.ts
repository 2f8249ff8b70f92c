import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'

/** Fixed ids of the demo logistics providers (erp/basetransport links them). */
export const PROVIDER_IDS = {
  ups: '1000000000000005101',
  fedex: '1000000000000005102',
  forwarder: '1000000000000005103',
  matson: '1000000000000005104',
} as const

const pad = (n: number) => String(n).padStart(2, '0')
/** A local time `days` ago, as the API writes times. */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Demo logistics providers, exchange rates into CNY (and USD/JPY), and each rate's history. */
export async function seedInventoryMasters(tx: Queryable, tenantId: string): Promise<void> {
  await insertSeedRows(tx, 'erp_logistics_providers', tenantId, [
    {
      id: PROVIDER_IDS.ups,
      code: 'UPS',
      name: 'United Parcel Service',
      type: 1,
      phone: '+1 800-742-5877',
      country: 'US',
      website: 'https://www.ups.com',
      trackingUrl: 'https://www.ups.com/track?tracknum={trackNo}',
      currency: 'USD',
    },
    {
      id: PROVIDER_IDS.fedex,
      code: 'FEDEX',
      name: 'FedEx',
      type: 1,
      phone: '+1 800-463-3339',
      country: 'US',
      website: 'https://www.fedex.com',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={trackNo}',
      currency: 'USD',
    },
    {
      id: PROVIDER_IDS.forwarder,
      code: 'SUHANG',
      name: '深圳速航国际货运代理有限公司',
      type: 2,
      contact: '王经理',
      phone: '+86 755-8888-6666',
      email: 'ops@suhang-logistics.example.com',
      address: '深圳市宝安区航城街道',
      currency: 'CNY',
    },
    {
      id: PROVIDER_IDS.matson,
      code: 'MATSON',
      name: 'Matson Navigation',
      type: 3,
      country: 'US',
      website: 'https://www.matson.com',
      currency: 'USD',
      remark: '中美快船拼箱',
    },
  ])
  const rates: [string, string, string, string, string | null][] = [
    ['1000000000000005301', 'USD', 'CNY', '7.100000', '7.050000'],
    ['1000000000000005302', 'EUR', 'CNY', '7.700000', null],
    ['1000000000000005303', 'JPY', 'CNY', '0.048000', null],
    ['1000000000000005304', 'GBP', 'CNY', '9.000000', null],
    ['1000000000000005305', 'CAD', 'CNY', '5.200000', '5.150000'],
    ['1000000000000005306', 'USD', 'JPY', '149.500000', null],
  ]
  for (const [id, from, to, rate, earlier] of rates) {
    await insertSeedRows(tx, 'erp_base_exchange_rate', tenantId, [
      { id, fromCurrency: from, toCurrency: to, pairCode: `${from}/${to}`, rate, rateTime: daysAgo(3) },
    ])
    const history = earlier
      ? [
          { oldRate: null, rate: earlier, changeTime: daysAgo(30), source: 'create' },
          { oldRate: earlier, rate, changeTime: daysAgo(3), source: 'updateExchangeRate' },
        ]
      : [{ oldRate: null, rate, changeTime: daysAgo(3), source: 'create' }]
    await insertSeedRows(
      tx,
      'erp_base_exchange_rate_log',
      tenantId,
      history.map((h) => ({ exchangeRateId: id, fromCurrency: from, toCurrency: to, ...h })),
    )
  }
}
