import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbDriver } from '../platform/db/db.ts'
import { migrate, readMigrations } from '../platform/db/migrate.ts'
import { openPglite } from '../platform/db/pglite-driver.ts'

/** Migration 0013 on a database that kept both warehouse models, with the rows each had. */
let db: DbDriver
const ONE_MODEL = 13
beforeAll(async () => {
  db = await openPglite({ timeZone: 'Asia/Shanghai' })
  await migrate(
    db,
    readMigrations().filter((m) => m.version < ONE_MODEL),
  )
  const T = "'000000'"
  await db.exec(`
    INSERT INTO erp_base_store (id, tenant_id, code, name, store_type) VALUES (11, ${T}, 'LA-01', '洛杉矶仓', 1);
    INSERT INTO ware_base_store (id, tenant_id, code, name, type, country, state, third_party_code, warehouse_point)
      VALUES (21, ${T}, 'LA-01', '洛杉矶仓', NULL, 'US', 'CA', 'X1', 'CA'),
             (22, ${T}, 'NJ-01', '新泽西仓', 2, 'US', 'NJ', NULL, 'NJ');
    INSERT INTO ware_base_store_area (id, tenant_id, store_id, code, name, type) VALUES (31, ${T}, 22, 'A', '存储区', NULL);
    INSERT INTO ware_base_store_position (id, tenant_id, store_id, area_id, code, name)
      VALUES (41, ${T}, 22, 31, 'A-01', 'A1'), (42, ${T}, 22, 31, 'B-01', 'B1');
    INSERT INTO erp_base_store_position (id, tenant_id, store_id, area_id, code, source_position_id)
      VALUES (51, ${T}, 22, 31, 'A-01', 41), (52, ${T}, 22, 31, 'H-01', NULL), (53, ${T}, 22, 31, 'B-01', NULL);
  `)
  await migrate(db)
})
afterAll(() => db.close())

describe('one warehouse model, on a database that kept two', () => {
  it('moves the floor warehouses into the ERP with their ids, suffixing a code and name the ERP already used', async () => {
    const rows = await db.query(
      `SELECT id, code, name, store_type, country_code, province, third_code, warehouse_point
         FROM erp_base_store ORDER BY id`,
    )
    expect(rows).toEqual([
      expect.objectContaining({ id: '11', code: 'LA-01', name: '洛杉矶仓' }),
      expect.objectContaining({
        id: '21',
        code: 'LA-01-WMS',
        name: '洛杉矶仓 (WMS)',
        storeType: 1,
        countryCode: 'US',
        province: 'CA',
        thirdCode: 'X1',
        warehousePoint: 'CA',
      }),
      expect.objectContaining({ id: '22', code: 'NJ-01', storeType: 2, warehousePoint: 'NJ' }),
    ])
  })

  it('moves the floor zones with their ids, and keeps hand-kept ERP positions but not the copies', async () => {
    expect(await db.query('SELECT id, store_id, area_type FROM erp_base_store_area')).toEqual([
      { id: '31', storeId: '22', areaType: 1 },
    ])
    expect(await db.query('SELECT id, code FROM ware_base_store_position ORDER BY id')).toEqual([
      { id: '41', code: 'A-01' },
      { id: '42', code: 'B-01' },
      { id: '52', code: 'H-01' },
      { id: '53', code: 'B-01-ERP' },
    ])
  })

  it('leaves one table per concept', async () => {
    const tables = await db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relname IN
         ('ware_base_store', 'ware_base_store_area', 'erp_base_store_position') AND relkind = 'r'`,
    )
    expect(tables).toEqual([])
  })
})
