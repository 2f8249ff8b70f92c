import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS } from './wms-seed.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const post = (path: string, body: unknown, query?: Record<string, string>) =>
  t.call('POST', path, { token, body, query, lang: 'en-US' })

describe('warehouse zones and positions', () => {
  it('derives the position warehouse from its zone and refuses a warehouse the zone is not in', async () => {
    const made = await post('/api/ware/wbasestoreposition/save', { areaId: WMS_IDS.areaNjStorage, code: 'B-01-01' })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data.storeId).toBe(WMS_IDS.storeNj)
    expect(made.json.data.storeName).toBe('新泽西仓')
    expect(made.json.data.areaName).toBe('存储区')

    const wrong = await post('/api/ware/wbasestoreposition/save', {
      areaId: WMS_IDS.areaNjStorage,
      storeId: WMS_IDS.storeLa,
      code: 'B-01-02',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.data.errors[0].field).toBe('storeId')
    const rows = await t.root.query(`SELECT 1 FROM ware_base_store_position WHERE code = 'B-01-02'`)
    expect(rows).toHaveLength(0)
  })

  it('refuses to add zones to an obsolete warehouse', async () => {
    await t.root.query(`UPDATE ware_base_store SET status = 2 WHERE id = $1 AND tenant_id = '000000'`, [
      WMS_IDS.storeFba,
    ])
    const r = await post('/api/ware/wbasestorearea/save', { storeId: WMS_IDS.storeFba, code: 'X', name: 'Inbound' })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('obsolete')
    const rows = await t.root.query(`SELECT 1 FROM ware_base_store_area WHERE store_id = $1`, [WMS_IDS.storeFba])
    expect(rows).toHaveLength(0)
  })

  it('keeps a zone that holds positions in its warehouse', async () => {
    const area = (
      await t.call('GET', '/api/ware/wbasestorearea/detail', { token, query: { id: WMS_IDS.areaLaPicking } })
    ).json.data
    const moved = await post('/api/ware/wbasestorearea/update', {
      id: WMS_IDS.areaLaPicking,
      version: area.version,
      storeId: WMS_IDS.storeSz,
    })
    expect(moved.status).toBe(400)
    expect(moved.json.msg).toContain('1 position')
    const rows = await t.root.query<{ storeId: string }>(
      `SELECT store_id FROM ware_base_store_area WHERE id = $1 AND tenant_id = '000000'`,
      [WMS_IDS.areaLaPicking],
    )
    expect(rows[0]?.storeId).toBe(WMS_IDS.storeLa)
  })

  it('refuses to remove a warehouse that zones still belong to', async () => {
    const r = await post('/api/ware/wbasestore/remove', {}, { ids: WMS_IDS.storeSz })
    expect(r.status).toBe(400)
    const rows = await t.root.query<{ isDeleted: number }>(
      `SELECT is_deleted FROM ware_base_store WHERE id = $1 AND tenant_id = '000000'`,
      [WMS_IDS.storeSz],
    )
    expect(rows[0]?.isDeleted).toBe(0)
  })
})

describe('warehouses, products and channels', () => {
  it('requires the third-party code of a warehouse run through a third-party system', async () => {
    const r = await post('/api/ware/wbasestore/save', { code: 'US-GA', name: 'Atlanta 3PL', operationMode: '2' })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('thirdPartyCode')
    const ok = await post('/api/ware/wbasestore/save', {
      code: 'US-GA',
      name: 'Atlanta 3PL',
      operationMode: '2',
      thirdPartyCode: 'GC-ATL1',
      type: '3',
    })
    expect(ok.json.code, ok.text).toBe(200)
    expect(ok.json.data.isFba).toBe(1)
    expect(ok.json.data.status).toBe(0)
  })

  it('derives the product volume in cubic metres from its dimensions, exactly', async () => {
    const made = await post('/api/ware/wbaseproduct/save', {
      sku: 'WH-BOX-9',
      name: 'Storage box',
      length: '33.33',
      width: '33.33',
      height: '33.33',
      weight: '0.805',
      volume: '99',
    })
    expect(made.json.code, made.text).toBe(200)
    // 33.33³ = 37025.927037 cm³ = 0.037025927037 m³, half up to 6 digits
    expect(made.json.data.volume).toBe('0.037026')
    const changed = await post('/api/ware/wbaseproduct/update', { id: made.json.data.id, height: '10.00' })
    expect(changed.json.data.volume).toBe('0.011109')
    const cleared = await post('/api/ware/wbaseproduct/update', { id: made.json.data.id, width: null })
    expect(cleared.json.data.volume).toBeNull()
    const rows = await t.root.query<{ volume: string | null }>(
      `SELECT volume FROM ware_base_product WHERE id = $1 AND tenant_id = '000000'`,
      [made.json.data.id],
    )
    expect(rows[0]?.volume).toBeNull()
  })

  it('names a warehouse channel after its carrier and keeps one default channel per warehouse', async () => {
    const made = await post('/api/ware/wbasetransportstore/save', {
      storeId: WMS_IDS.storeLa,
      transportId: WMS_IDS.wareLtl,
      isDefault: 1,
    })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data.channelName).toBe('LTL Freight')
    expect(made.json.data.transportName).toBe('LTL Freight')
    const defaults = await t.root.query<{ id: string }>(
      `SELECT id FROM ware_base_transport_store WHERE tenant_id = '000000' AND store_id = $1 AND is_default = 1
          AND is_deleted = 0`,
      [WMS_IDS.storeLa],
    )
    expect(defaults.map((d) => d.id)).toEqual([made.json.data.id])
    const again = await post('/api/ware/wbasetransportstore/save', {
      storeId: WMS_IDS.storeLa,
      transportId: WMS_IDS.wareLtl,
    })
    expect(again.status).toBe(400)
  })
})

describe('ERP positions', () => {
  it('copies the floor positions into the ERP positions, updating changed ones and removing copies of removed ones', async () => {
    const before = await t.root.query<{ code: string; sourcePositionId: string }>(
      `SELECT code, source_position_id FROM erp_base_store_position
        WHERE tenant_id = '000000' AND store_id = $1 AND is_deleted = 0 ORDER BY code`,
      [WMS_IDS.storeLa],
    )
    expect(before.map((r) => r.code)).toEqual(['A-01-01', 'A-01-02', 'A-02-01', 'P-01-01'])

    const pos = (
      await t.call('GET', '/api/ware/wbasestoreposition/detail', { token, query: { id: '1000000000000005021' } })
    ).json.data
    await post('/api/ware/wbasestoreposition/update', {
      id: pos.id,
      version: pos.version,
      name: 'A区1排1层(改)',
      status: '1',
    })
    await post('/api/ware/wbasestoreposition/remove', {}, { ids: '1000000000000005022' })
    const added = await post('/api/ware/wbasestoreposition/save', { areaId: WMS_IDS.areaLaStorage, code: 'A-03-01' })
    expect(added.json.code, added.text).toBe(200)

    const sync = await t.call('GET', '/api/erp/basestoreposition/synchronous', {
      token,
      query: { storeId: WMS_IDS.storeLa },
    })
    expect(sync.json.data).toEqual({ inserted: 1, updated: 1, removed: 1, unchanged: 2, total: 4 })

    const after = await t.root.query<{ code: string; name: string; status: number; areaCode: string }>(
      `SELECT code, name, status, area_code FROM erp_base_store_position
        WHERE tenant_id = '000000' AND store_id = $1 AND is_deleted = 0 ORDER BY code`,
      [WMS_IDS.storeLa],
    )
    expect(after.map((r) => r.code)).toEqual(['A-01-01', 'A-02-01', 'A-03-01', 'P-01-01'])
    expect(after[0]).toMatchObject({ name: 'A区1排1层(改)', status: 1, areaCode: 'A' })
    const again = await t.call('GET', '/api/erp/basestoreposition/synchronous', {
      token,
      query: { storeId: WMS_IDS.storeLa },
    })
    expect(again.json.data).toMatchObject({ inserted: 0, updated: 0, removed: 0, unchanged: 4 })
  })

  it('adopts a position kept by hand with the same warehouse and code', async () => {
    const manual = await post('/api/erp/basestoreposition/submit', { storeId: WMS_IDS.storeNj, code: 'C-01-01' })
    expect(manual.json.code, manual.text).toBe(200)
    const floor = await post('/api/ware/wbasestoreposition/save', { areaId: WMS_IDS.areaNjStorage, code: 'C-01-01' })
    const sync = await t.call('GET', '/api/erp/basestoreposition/synchronous', {
      token,
      query: { storeId: WMS_IDS.storeNj },
    })
    expect(sync.json.code, sync.text).toBe(200)
    const rows = await t.root.query<{ id: string; sourcePositionId: string }>(
      `SELECT id, source_position_id FROM erp_base_store_position
        WHERE tenant_id = '000000' AND code = 'C-01-01' AND is_deleted = 0`,
    )
    expect(rows).toEqual([{ id: manual.json.data.id, sourcePositionId: floor.json.data.id }])
  })

  it('refuses to synchronise an unknown warehouse', async () => {
    const r = await t.call('GET', '/api/erp/basestoreposition/synchronous', {
      token,
      query: { storeId: '1000000000000005999' },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('storeId')
  })
})
