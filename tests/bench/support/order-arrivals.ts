// Orders arriving from a process of their own, as a marketplace pull or a second server would send
// them: its own app and connection pool on the bench's schema, taking orders in through the order
// form's call (/api/erp/order/save) at a steady rate, so the readers' process and pool do not decide
// how many arrive. The readers' app hears the orders' changes through PostgreSQL (erp_changed).
// Started by mixed-read-write.bench.ts with fork(): argv [database url, schema, orders per second];
// messages in 'start' and 'stop', out 'ready' and the arrivals' count.
import { randomBytes } from 'node:crypto'
import { createApp } from '../../../server/app.ts'
import { readConfig } from '../../../server/config.ts'
import { md5Hex } from '../../../server/platform/auth/password.ts'
import { leaseIdWorker, releaseIdWorker } from '../../../server/platform/db/next-id.ts'
import { openPostgres } from '../../../server/platform/db/postgres-driver.ts'

export type Arrivals = { taken: number; failed: number; sample: string; seconds: number }

const [url = '', schema = '', rate = '20'] = process.argv.slice(2)
const perSecond = Number(rate)
/** At most this many orders on the way at once (a marketplace pull sends a few side by side). */
const ON_THE_WAY_MAX = 8
const TENANT = '000000'
// A second server's own pool: the readers' ten connections are not its to wait for.
const root = openPostgres({ url, max: ON_THE_WAY_MAX, timeZone: 'Asia/Shanghai', schema })
await leaseIdWorker(root)
const config = { ...readConfig({ DATABASE_URL: url }), webDir: '/none', answerCacheBytes: 0 }
const app = createApp({ root, config, signingKey: randomBytes(32) })
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const signIn = await app.request(
  `/api/blade-auth/oauth/token?tenantId=${TENANT}&username=admin&password=${md5Hex('Admin123')}&grant_type=password`,
  { method: 'POST', headers: { Authorization: basic, 'Tenant-Id': TENANT } },
)
const token = ((await signIn.json()) as { access_token: string }).access_token
const headers = {
  Authorization: basic,
  'Blade-Auth': `bearer ${token}`,
  'Accept-Language': 'en-US',
  'Content-Type': 'application/json',
}

/** The order form's example (the call's own, which succeeds on the demo data), each with a marketplace no. of its own. */
function newOrder(n: number) {
  return {
    sellerOrderId: `BENCH-${process.pid}-${n}`,
    orderType: '1',
    shopId: '1000000000000004101',
    buyerEmail: 'buyer@example.com',
    addressName: 'Alex Doe',
    addressPhone: '+1 213 555 0100',
    addressCountryCode: 'US',
    addressStateOrRegion: 'CA',
    addressCity: 'Los Angeles',
    addressPostalCode: '90001',
    addressLine1: '1 Main St',
    fobCurrency: 'USD',
    freightAmount: '0.00',
    discountAmount: '0.00',
    storeId: '1000000000000004202',
    transportId: '1000000000000005111',
    orderSkuVOS: [{ productId: '1000000000000003101', sellerSku: 'HM-KETTLE-17-US', quantity: 1, price: '39.90' }],
  }
}

const counts: Arrivals = { taken: 0, failed: 0, sample: '', seconds: 0 }
let sent = 0
let onTheWay = 0
let timer: NodeJS.Timeout | undefined
let began = 0

function sendOne() {
  if (onTheWay >= ON_THE_WAY_MAX) return
  onTheWay++
  Promise.resolve(
    app.request('/api/erp/order/save', { method: 'POST', headers, body: JSON.stringify(newOrder(sent++)) }),
  )
    .then(async (r) => {
      const text = await r.text()
      if (r.status === 200 && text.includes('"code":200')) counts.taken++
      else {
        counts.failed++
        counts.sample = `${r.status} ${text.slice(0, 300)}`
      }
    })
    .catch((e: unknown) => {
      counts.failed++
      counts.sample = String(e)
    })
    .finally(() => onTheWay--)
}

/** Sends the orders due by now: a timer's drift or a full road delays them, never drops them. */
function sendDue() {
  const due = Math.floor(((performance.now() - began) / 1000) * perSecond)
  while (sent < due && onTheWay < ON_THE_WAY_MAX) sendOne()
}

process.on('message', async (message: 'start' | 'stop') => {
  if (message === 'start') {
    began = performance.now()
    timer = setInterval(sendDue, 10)
    return
  }
  clearInterval(timer)
  counts.seconds = (performance.now() - began) / 1000
  // The orders sent in the window count once they are in.
  while (onTheWay > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  process.send?.(counts)
  await releaseIdWorker(root)
  await root.close()
  process.exit(0)
})
process.send?.('ready')
// The bench gone (failed or interrupted): nothing left to send orders for.
process.on('disconnect', () => {
  clearInterval(timer)
  setTimeout(() => process.exit(0), 2_000).unref()
})
