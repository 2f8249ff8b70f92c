import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbDriver } from '../db/db.ts'
import { migrate, readMigrations } from '../db/migrate.ts'
import { openPglite } from '../db/pglite-driver.ts'

/** Migration 0037 on a database whose pick lists, QC and outbounds were numbered by their ids. */
let db: DbDriver
const DOCUMENT_NUMBERS = 37
beforeAll(async () => {
  db = await openPglite({ timeZone: 'Asia/Shanghai' })
  await migrate(
    db,
    readMigrations().filter((m) => m.version < DOCUMENT_NUMBERS),
  )
  const T = "'000000'"
  await db.exec(`
    INSERT INTO ware_order_pick (id, tenant_id, code, create_time)
      VALUES (1, ${T}, 'PK-1189000000000000001', '2026-11-30 09:00:00'),
             (2, ${T}, 'PK-1189000000000000002', '2026-11-30 10:00:00'),
             (3, ${T}, 'PK-1189000000000000003', '2026-12-01 08:00:00'),
             (4, '100001', 'PK-1189000000000000004', '2026-11-30 11:00:00');
    INSERT INTO ware_quality_inspection (id, tenant_id, code, create_time)
      VALUES (5, ${T}, 'QC-1189000000000000009', '2026-11-30 12:00:00');
    INSERT INTO ware_outbound (id, tenant_id, code, create_time)
      VALUES (6, ${T}, 'WO-1189000000000000010', '2026-11-30 13:00:00'),
             (7, ${T}, 'WO-DEMO-12560', '2026-11-30 14:00:00'),
             (8, ${T}, 'OUT-2026-0099', '2026-11-30 15:00:00');
    INSERT INTO erp_order_code_seq (tenant_id, prefix, day, last_no) VALUES (${T}, 'SO', '261130', 12);
  `)
  await migrate(db)
})
afterAll(() => db.close())

describe('document numbers, on a database that numbered documents by their ids', () => {
  it('gives pick lists, QC and outbounds readable numbers by tenant and day, and keeps numbers people typed', async () => {
    expect(await db.query('SELECT id, tenant_id, code FROM ware_order_pick ORDER BY id')).toEqual([
      { id: '1', tenantId: '000000', code: 'PK-20261130-0001' },
      { id: '2', tenantId: '000000', code: 'PK-20261130-0002' },
      { id: '3', tenantId: '000000', code: 'PK-20261201-0001' },
      { id: '4', tenantId: '100001', code: 'PK-20261130-0001' },
    ])
    expect(await db.query('SELECT code FROM ware_quality_inspection')).toEqual([{ code: 'QC-20261130-0001' }])
    expect(await db.query('SELECT code FROM ware_outbound ORDER BY id')).toEqual([
      { code: 'OB-20261130-0001' },
      { code: 'OB-20261130-0002' },
      { code: 'OUT-2026-0099' },
    ])
  })

  it('starts the counters after the numbers given, and carries the sales orders on', async () => {
    expect(
      await db.query(
        'SELECT tenant_id, kind, prefix, period, last_no FROM erp_document_number_counter ORDER BY tenant_id, kind, period',
      ),
    ).toEqual([
      { tenantId: '000000', kind: 'outbound', prefix: 'OB', period: '20261130', lastNo: 2 },
      { tenantId: '000000', kind: 'pickList', prefix: 'PK', period: '20261130', lastNo: 2 },
      { tenantId: '000000', kind: 'pickList', prefix: 'PK', period: '20261201', lastNo: 1 },
      { tenantId: '000000', kind: 'quality', prefix: 'QC', period: '20261130', lastNo: 1 },
      { tenantId: '000000', kind: 'salesOrder', prefix: 'SO', period: '261130', lastNo: 12 },
      { tenantId: '100001', kind: 'pickList', prefix: 'PK', period: '20261130', lastNo: 1 },
    ])
  })
})
