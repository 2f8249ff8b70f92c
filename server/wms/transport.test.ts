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

type Plat = { id: string; platformCode: string; carrierCode: string; shippingMethod: string | null }

const platsOf = (transportId: string) =>
  t.root.query<{ id: string; platformCode: string; carrierCode: string; isDeleted: number }>(
    `SELECT id, platform_code, carrier_code, is_deleted FROM erp_base_transport_plat
      WHERE tenant_id = '000000' AND transport_id = $1 ORDER BY platform_code, is_deleted`,
    [transportId],
  )

describe('transport marketplace names', () => {
  it('replaces the marketplace list of a transport in one call, keeping the rows it names again', async () => {
    const r = await t.call('POST', '/api/erp/basetransportplat/addList', {
      token,
      body: {
        transportId: WMS_IDS.transportUps,
        list: [
          { platformCode: 'AMAZON', platformName: 'Amazon', carrierCode: 'UPS', shippingMethod: 'UPS Ground Saver' },
          { platformCode: 'TEMU', carrierCode: 'UPS' },
        ],
      },
    })
    expect(r.json.code, r.text).toBe(200)
    expect((r.json.data as Plat[]).map((p) => [p.platformCode, p.shippingMethod])).toEqual([
      ['AMAZON', 'UPS Ground Saver'],
      ['TEMU', null],
    ])
    const rows = await platsOf(WMS_IDS.transportUps)
    expect(rows.map((p) => [p.platformCode, p.isDeleted])).toEqual([
      ['AMAZON', 0],
      ['TEMU', 0],
      ['WALMART', 1],
    ])
    // The AMAZON row is the same record, changed in place.
    expect(rows[0]?.id).toBe('1000000000000005121')
    const detail = await t.call('GET', '/api/erp/basetransport/detail', { token, query: { id: WMS_IDS.transportUps } })
    expect(detail.json.data.platList.map((p: Plat) => p.platformCode).sort()).toEqual(['AMAZON', 'TEMU'])
  })

  it('refuses a list naming a marketplace twice and changes nothing', async () => {
    const before = await platsOf(WMS_IDS.transportFedex)
    const r = await t.call('POST', '/api/erp/basetransportplat/addList', {
      token,
      lang: 'en-US',
      body: {
        transportId: WMS_IDS.transportFedex,
        list: [
          { platformCode: 'EBAY', carrierCode: 'FedEx' },
          { platformCode: 'EBAY', carrierCode: 'FEDEX' },
        ],
      },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('list.1.platformCode')
    expect(await platsOf(WMS_IDS.transportFedex)).toEqual(before)
  })

  it('refuses a list for a transport that does not exist', async () => {
    const r = await t.call('POST', '/api/erp/basetransportplat/addList', {
      token,
      body: { transportId: '1000000000000005998', list: [] },
    })
    expect(r.status).toBe(404)
  })

  it('removes a transport together with its marketplace names', async () => {
    const made = await t.call('POST', '/api/erp/basetransport/save', {
      token,
      body: {
        code: 'DHL-X',
        name: 'DHL Express',
        transportType: '4',
        platList: [{ platformCode: 'AMAZON', carrierCode: 'DHL' }],
      },
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    expect(made.json.data.platList).toHaveLength(1)
    const removed = await t.call('POST', '/api/erp/basetransport/remove', { token, query: { ids: id } })
    expect(removed.json.code, removed.text).toBe(200)
    expect((await platsOf(id)).map((p) => p.isDeleted)).toEqual([1])
  })

  it('keeps a transport that freight rates still use', async () => {
    const r = await t.call('POST', '/api/erp/basetransport/remove', { token, query: { ids: WMS_IDS.transportFedex } })
    expect(r.status).toBe(400)
    expect((await platsOf(WMS_IDS.transportFedex)).every((p) => p.isDeleted === 0)).toBe(true)
  })
})

describe('transport drop-downs and status', () => {
  it('lists only enabled transports of the signed-in tenant, each with its marketplace names', async () => {
    const r = await t.call('GET', '/api/erp/basetransport/selectByTenantId', { token, query: { tenantId: '000000' } })
    expect(r.json.code, r.text).toBe(200)
    const codes = r.json.data.map((x: { code: string }) => x.code)
    expect(codes).toContain('USPS-PRIORITY')
    expect(codes).not.toContain('UPS-SUREPOST')
    const usps = r.json.data.find((x: { code: string }) => x.code === 'USPS-PRIORITY')
    expect(usps).toMatchObject({ label: 'USPS Priority Mail', value: WMS_IDS.transportUsps })
    expect(usps.platList.map((p: Plat) => p.carrierCode)).toEqual(['USPS'])
    const other = await t.call('GET', '/api/erp/basetransport/selectByTenantId', {
      token,
      query: { tenantId: '100001' },
    })
    expect(other.status).toBe(403)
  })

  it('disables and enables a transport through updateStatus, and refuses an unknown status', async () => {
    const off = await t.call('POST', '/api/erp/basetransport/updateStatus', {
      token,
      body: { ids: WMS_IDS.transportUsps, status: 2 },
    })
    expect(off.json.code, off.text).toBe(200)
    const listed = await t.call('GET', '/api/erp/basetransport/selectByTenantId', { token })
    expect(listed.json.data.map((x: { id: string }) => x.id)).not.toContain(WMS_IDS.transportUsps)
    const rows = await t.root.query<{ status: number }>(
      `SELECT status FROM erp_base_transport WHERE id = $1 AND tenant_id = '000000'`,
      [WMS_IDS.transportUsps],
    )
    expect(rows[0]?.status).toBe(2)
    const bad = await t.call('POST', '/api/erp/basetransport/updateStatus', {
      token,
      body: { ids: WMS_IDS.transportUsps, status: 7 },
    })
    expect(bad.status).toBe(400)
    const on = await t.call('POST', '/api/erp/basetransport/updateStatus', {
      token,
      body: { ids: WMS_IDS.transportUsps, status: 1 },
    })
    expect(on.json.code).toBe(200)
  })

  it('offers warehouse carriers for drop-downs by name', async () => {
    const r = await t.call('GET', '/api/ware/wbasetransport/select', { token, query: { search: 'fedex' } })
    expect(r.json.data.map((x: { label: string }) => x.label)).toEqual(['FedEx Home Delivery'])
  })
})
