import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
let other: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  other = (await t.signIn('100001')).access_token
})
afterAll(() => t.close())

describe('tenants', () => {
  it('creates a tenant with its department, administrator role and administrator, who can sign in', async () => {
    const r = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: {
        tenantId: '300001',
        tenantName: 'Nordic Goods AB',
        domainUrl: 'https://nordic.erp.example.com',
        accountNumber: 10,
        adminAccount: 'boss',
        adminPassword: 'Nordic-2026',
      },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({
      tenantId: '300001',
      tenantName: 'Nordic Goods AB',
      accountNumber: 10,
      status: 1,
    })
    expect(r.json.data.adminPassword).toBeUndefined()
    const depts = await t.root.query("SELECT dept_name FROM blade_dept WHERE tenant_id = '300001'")
    expect(depts).toEqual([{ deptName: 'Nordic Goods AB' }])
    const signedIn = await t.signIn('300001', 'boss', 'Nordic-2026')
    expect(signedIn.tenant_id).toBe('300001')
    const log = await t.root.query<{ logData: string }>(
      "SELECT log_data FROM blade_log_usual WHERE tenant_id = '000000' AND log_type = 3",
    )
    expect(log[0]?.logData).toContain('300001')
    expect(log[0]?.logData).not.toContain('Nordic-2026')
    const info = await t.call('GET', '/api/blade-system/tenant/info', { query: { domain: 'NORDIC.erp.example.com' } })
    expect(info.json.data).toMatchObject({ tenantId: '300001', tenantName: 'Nordic Goods AB' })
    // A domain no tenant serves is refused, not answered to anyone without a token.
    const none = await t.call('GET', '/api/blade-system/tenant/info', { query: { domain: 'nobody.example.com' } })
    expect([none.status, none.json.code, none.json.data]).toEqual([400, 400, null])
  })

  it('makes up a free tenant id when none is given and refuses a taken one', async () => {
    const r = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: { tenantName: 'Auto Id Ltd', adminPassword: 'Auto-id-2026' },
    })
    expect(r.json.data.tenantId).toMatch(/^\d{6}$/)
    const taken = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: { tenantId: '100001', tenantName: 'Copy', adminPassword: 'Copy-2026x' },
    })
    expect(taken.status).toBe(400)
    expect(taken.json.data.errors[0].field).toBe('tenantId')
  })

  it('shows the platform every tenant and any other tenant only itself', async () => {
    const all = await t.call('GET', '/api/blade-system/tenant/list', { token: admin, query: { size: 100 } })
    const ids = all.json.data.records.map((r: { tenantId: string }) => r.tenantId)
    expect(ids).toEqual(expect.arrayContaining(['000000', '100001']))
    const own = await t.call('GET', '/api/blade-system/tenant/list', { token: other, query: { size: 100 } })
    expect(own.json.data.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(['100001'])
    const choices = await t.call('GET', '/api/blade-system/tenant/select', { token: admin })
    expect(choices.json.data.map((r: { value: string }) => r.value)).toEqual(
      expect.arrayContaining(['000000', '100001']),
    )
    const mine = own.json.data.records[0] as { id: string }
    const read = await t.call('GET', '/api/blade-system/tenant/detail', { token: other, query: { id: mine.id } })
    expect(read.json.data).toMatchObject({ id: mine.id, tenantId: '100001' })
    const write = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: other,
      body: { tenantName: 'Sneaky', adminPassword: 'Sneaky-2026' },
    })
    expect(write.status).toBe(403)
  })

  it('sets quota and expiry, and an expired tenant can no longer sign in', async () => {
    const row = (await t.root.query<{ id: string }>("SELECT id FROM blade_tenant WHERE tenant_id = '100001'"))[0]
    const r = await t.call('POST', '/api/blade-system/tenant/setting', {
      token: admin,
      body: { ids: row?.id, accountNumber: 5, expireTime: '2020-01-01' },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data[0]).toMatchObject({ accountNumber: 5, expireTime: '2020-01-01 23:59:59' })
    await expect(t.signIn('100001')).rejects.toThrow()
    await t.call('GET', '/api/blade-system/tenant/setting', {
      token: admin,
      query: { ids: row?.id ?? '', expireTime: '2099-12-31 23:59:59' },
    })
    expect((await t.signIn('100001')).tenant_id).toBe('100001')
  })

  it('assigns a data source of the platform to a tenant and keeps it while assigned', async () => {
    const r = await t.call('GET', '/api/blade-system/tenant/datasource', {
      token: admin,
      query: { tenantId: '100001', datasourceId: '1000000000000002030' },
    })
    expect(r.json.data).toMatchObject({ tenantId: '100001', datasourceId: '1000000000000002030' })
    expect(r.json.data.datasource.name).toBe('主库只读副本')
    expect(r.json.data.datasource.password).toBeUndefined()
    const remove = await t.call('POST', '/api/blade-system/datasource/remove', {
      token: admin,
      query: { ids: '1000000000000002030' },
    })
    expect(remove.status).toBe(400)
  })

  it('suspends and removes tenants, ending their sessions, but never the platform tenant', async () => {
    const made = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: { tenantId: '300002', tenantName: 'Short Lived', adminPassword: 'Short-2026' },
    })
    const token = (await t.signIn('300002', 'admin', 'Short-2026')).access_token
    expect((await t.call('GET', '/api/blade-user/info', { token })).status).toBe(200)
    const suspended = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: { id: made.json.data.id, status: '2' },
    })
    expect(suspended.json.data.status).toBe(2)
    expect((await t.call('GET', '/api/blade-user/info', { token })).status).toBe(401)
    const removed = await t.call('POST', '/api/blade-system/tenant/remove', {
      token: admin,
      query: { ids: made.json.data.id },
    })
    expect(removed.json.code).toBe(200)
    expect(
      (await t.call('GET', '/api/blade-system/tenant/detail', { token: admin, query: { id: made.json.data.id } }))
        .status,
    ).toBe(404)
    const platform = (await t.root.query<{ id: string }>("SELECT id FROM blade_tenant WHERE tenant_id = '000000'"))[0]
    const refused = await t.call('POST', '/api/blade-system/tenant/remove', {
      token: admin,
      query: { ids: platform?.id ?? '' },
    })
    expect(refused.status).toBe(400)
  })
})
