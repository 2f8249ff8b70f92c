// Temporary (not committed): posts a few entries into a demo database for screenshots.
import { readConfig } from '../../config.ts'
import { leaseIdWorker, releaseIdWorker } from '../../platform/db/next-id.ts'
import { openDatabase } from '../../platform/db/open-database.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { DEMO_FACTORIES as F } from '../../purchasing/seed-purchasing.ts'
import { postEntry, postPayment } from '../journal/journal.ts'

const root = await openDatabase(readConfig())
await leaseIdWorker(root)
const [admin] = await root.query<{ id: string; roleId: string; deptId: string }>(
  `SELECT id, role_id, dept_id FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'`,
)
if (!admin) throw new Error('no admin')
const actor = {
  session: {
    sid: 'direct',
    tenantId: '000000',
    userId: admin.id,
    account: 'admin',
    roleIds: admin.roleId.split(','),
    deptIds: admin.deptId.split(','),
    clientId: 'none',
  },
  lang: 'zh' as const,
  secretKey: new Uint8Array(32),
}
const db = scopeToTenant(root, { tenantId: '000000', userId: admin.id })
const [po] = await db.query<{ id: string }>(`SELECT id::text AS id FROM erp_purchase_order ORDER BY id LIMIT 3`)
const orders = await db.query<{ id: string }>(`SELECT id::text AS id FROM erp_purchase_order ORDER BY id LIMIT 3`)
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
await db.begin(async (tx) => {
  const plan: [string, string, string, number, number][] = [
    [F.kaili, orders[0]?.id ?? '1', 'CNY', 12000, 75],
    [F.hengda, orders[1]?.id ?? '2', 'USD', 1500, 40],
    [F.brightway, orders[2]?.id ?? '3', 'CNY', 8600, 10],
    [F.kaili, '9100000000000000009', 'CNY', 3000, 120],
  ]
  for (const [factory, order, currency, amount, age] of plan) {
    await postEntry(tx, actor as never, {
      document: { type: 'erp/purchaseorder', id: order },
      date: day(age + 5),
      currency,
      lines: [
        { account: 'inventory', debit: String(amount) },
        {
          account: 'payable',
          credit: String(amount),
          party: { type: 'factory', id: factory },
          against: { type: 'erp/purchaseorder', id: order },
          dueDate: day(age),
        },
      ],
    })
  }
  await postPayment(tx, actor as never, {
    document: { type: 'test/payment', id: '77', no: 'PAY-DEMO-1' },
    date: day(2),
    currency: 'CNY',
    settles: [
      {
        account: 'payable',
        party: { type: 'factory', id: F.kaili },
        against: { type: 'erp/purchaseorder', id: orders[0]?.id ?? '1' },
        amount: '5000',
      },
    ],
  })
  await postEntry(tx, actor as never, {
    document: { type: 'test/fee', id: '88', no: 'FEE-DEMO-1' },
    date: day(1),
    currency: 'CNY',
    lines: [
      { account: 'feeExpense', debit: '900' },
      {
        account: 'payable',
        credit: '900',
        party: { type: 'forwarder', id: F.hengda },
        against: { type: 'test/fee', id: '88' },
        dueDate: day(-20),
      },
    ],
  })
})
void po
await releaseIdWorker(root)
await root.close()
console.log('posted')
