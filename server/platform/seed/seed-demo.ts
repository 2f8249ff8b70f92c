import { seedAreas } from '../../areas.ts'
import type { DbDriver } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { createTenant } from './create-tenant.ts'

/** The demo tenants: 000000 (the default tenant of the console) and a second one, to see isolation. */
export const DEMO_TENANTS = [
  {
    tenantId: '000000',
    tenantName: '演示贸易有限公司',
    adminAccount: 'admin',
    adminName: '管理员',
    adminPassword: 'Admin123',
    departments: { root: '演示贸易有限公司', children: ['运营部', '采购部', '财务部', '仓储部'] },
    notices: [
      ['系统上线通知', '1', '跨境电商 ERP 已上线，请各部门使用新系统处理订单、采购与仓储业务。'],
      ['洛杉矶仓周一盘点暂停发货', '4', '洛杉矶仓将于下周一全天盘点，当日订单顺延至周二出库。'],
      ['黑色星期五备货安排', '1', '请运营与采购于本月 25 日前确认黑五备货计划。'],
    ],
  },
  {
    tenantId: '100001',
    tenantName: 'Pacific Crossborder Ltd.',
    adminAccount: 'admin',
    adminName: 'Administrator',
    adminPassword: 'Admin123',
    departments: { root: 'Pacific Crossborder Ltd.', children: ['Operations', 'Purchasing', 'Finance', 'Warehouse'] },
    notices: [['Welcome to Pacific Crossborder', '1', 'Only users of tenant 100001 can read this notice.']],
  },
] as const

/** Creates the demo tenants once; later starts leave them (and what people changed) alone. */
export async function seedDemo(root: DbDriver): Promise<void> {
  await root.begin(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7301_0003])
    for (const demo of DEMO_TENANTS) {
      if (!(await createTenant(tx, demo))) continue
      await seedAreas(tx, demo.tenantId)
      for (const [i, [title, category, content]] of demo.notices.entries()) {
        await tx.query(
          `INSERT INTO blade_notice (id, tenant_id, title, category, release_time, content)
           VALUES ($1, $2, $3, $4, localtimestamp(0) - make_interval(days => $5), $6)`,
          [nextId(), demo.tenantId, title, Number(category), i, content],
        )
      }
    }
  })
}
