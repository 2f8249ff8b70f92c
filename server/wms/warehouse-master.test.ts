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
    expect(made.json.data.storeName).toBe('新泽西三方仓(万邑通)')
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
    await t.root.query(`UPDATE erp_base_store SET status = 2 WHERE id = $1 AND tenant_id = '000000'`, [
      WMS_IDS.storeFba,
    ])
    const r = await post('/api/ware/wbasestorearea/save', {
      storeId: WMS_IDS.storeFba,
      code: 'X',
      name: 'Inbound',
      areaType: '1',
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('obsolete')
    const rows = await t.root.query(`SELECT 1 FROM erp_base_store_area WHERE store_id = $1`, [WMS_IDS.storeFba])
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
      `SELECT store_id FROM erp_base_store_area WHERE id = $1 AND tenant_id = '000000'`,
      [WMS_IDS.areaLaPicking],
    )
    expect(rows[0]?.storeId).toBe(WMS_IDS.storeLa)
  })

  it('refuses to remove a warehouse that zones still belong to', async () => {
    const r = await post('/api/ware/wbasestore/remove', {}, { ids: WMS_IDS.storeSz })
    expect(r.status).toBe(400)
    const rows = await t.root.query<{ isDeleted: number }>(
      `SELECT is_deleted FROM erp_base_store WHERE id = $1 AND tenant_id = '000000'`,
      [WMS_IDS.storeSz],
    )
    expect(rows[0]?.isDeleted).toBe(0)
  })
})

describe('warehouses, products and channels', () => {
  it('requires the third-party code of a warehouse run through a third-party system', async () => {
    const r = await post('/api/ware/wbasestore/save', {
      code: 'US-GA',
      name: 'Atlanta 3PL',
      operationMode: '2',
      storeType: '2',
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('thirdCode')
    const ok = await post('/api/ware/wbasestore/save', {
      code: 'US-GA',
      name: 'Atlanta 3PL',
      operationMode: '2',
      thirdCode: 'GC-ATL1',
      storeType: '3',
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

describe('one warehouse model (issue 9 item 3)', () => {
  it('serves the same warehouses, zones and positions at the ERP and floor addresses', async () => {
    for (const [erp, floor] of [
      ['/api/erp/basestore/page', '/api/ware/wbasestore/page'],
      ['/api/erp/basestorearea/page', '/api/ware/wbasestorearea/page'],
      ['/api/erp/basestoreposition/page', '/api/ware/wbasestoreposition/page'],
    ] as const) {
      const ids = async (path: string) =>
        ((await t.call('GET', path, { token, query: { size: 200 } })).json.data.records as { id: string }[])
          .map((r) => r.id)
          .sort()
      const [a, b] = [await ids(erp), await ids(floor)]
      expect(a.length, erp).toBeGreaterThan(0)
      expect(a, floor).toEqual(b)
    }
  })

  it('shows a warehouse made on the floor in the ERP, and a zone made in the ERP on the floor', async () => {
    const made = await post('/api/ware/wbasestore/save', { code: 'US-TX', name: 'Dallas', storeType: '1' })
    expect(made.json.code, made.text).toBe(200)
    const seen = await t.call('GET', '/api/erp/basestore/detail', { token, query: { id: made.json.data.id } })
    expect(seen.json.data).toMatchObject({ code: 'US-TX', name: 'Dallas' })
    const zone = await post('/api/erp/basestorearea/submit', {
      storeId: made.json.data.id,
      code: 'A',
      name: 'Dallas A',
      areaType: '1',
    })
    expect(zone.json.code, zone.text).toBe(200)
    const onFloor = await t.call('GET', '/api/ware/wbasestorearea/page', {
      token,
      query: { storeId: made.json.data.id },
    })
    expect(onFloor.json.data.records.map((r: { code: string }) => r.code)).toEqual(['A'])
    // A code is unique across both addresses: the same records.
    const twice = await post('/api/erp/basestore/submit', { code: 'US-TX', name: 'Dallas 2', storeType: '1' })
    expect(twice.status).toBe(400)
  })

  it('keeps the ERP positions the floor positions: synchronising copies nothing and counts them', async () => {
    const manual = await post('/api/erp/basestoreposition/submit', {
      storeId: WMS_IDS.storeNj,
      areaId: WMS_IDS.areaNjStorage,
      code: 'C-01-01',
    })
    expect(manual.json.code, manual.text).toBe(200)
    const floor = await t.call('GET', '/api/ware/wbasestoreposition/detail', {
      token,
      query: { id: manual.json.data.id },
    })
    expect(floor.json.data).toMatchObject({ code: 'C-01-01', storeId: WMS_IDS.storeNj })
    const total = (
      await t.root.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ware_base_store_position WHERE tenant_id = '000000' AND store_id = $1
            AND is_deleted = 0`,
        [WMS_IDS.storeNj],
      )
    )[0]?.n
    const sync = await t.call('GET', '/api/erp/basestoreposition/synchronous', {
      token,
      query: { storeId: WMS_IDS.storeNj },
    })
    expect(sync.json.data).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: total, total })
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
