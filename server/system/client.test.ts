import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Hex } from '../platform/auth/password.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const signInWith = (basic: string) =>
  t.call('POST', '/api/blade-auth/oauth/token', {
    query: { tenantId: '000000', username: 'admin', password: md5Hex('Admin123'), grant_type: 'password' },
    headers: { Authorization: `Basic ${Buffer.from(basic).toString('base64')}` },
  })

describe('OAuth clients', () => {
  it('stores a new client secret as argon2id, never answers it, and the client can sign in', async () => {
    const made = await t.call('POST', '/api/blade-system/client/submit', {
      token: admin,
      body: { clientId: 'pda', clientSecret: 'pda_secret_1', authorizedGrantTypes: 'password,refresh_token' },
    })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data).not.toHaveProperty('clientSecret')
    const [row] = await t.root.query<{ clientSecret: string }>(
      "SELECT client_secret FROM blade_client WHERE client_id = 'pda'",
    )
    expect(row?.clientSecret).toMatch(/^\$argon2id\$/)
    expect((await signInWith('pda:pda_secret_1')).json.access_token).toBeTruthy()
    expect((await signInWith('pda:wrong_secret')).status).toBe(401)
    const list = await t.call('GET', '/api/blade-system/client/list', { token: admin, query: { clientId: 'pd' } })
    expect(list.json.data.records.map((c: { clientId: string }) => c.clientId)).toEqual(['pda'])
    expect(list.json.data.records[0]).not.toHaveProperty('clientSecret')
    const read = await t.call('GET', '/api/blade-system/client/detail', {
      token: admin,
      query: { id: made.json.data.id },
    })
    expect(read.json.data).toMatchObject({ clientId: 'pda', authorizedGrantTypes: 'password,refresh_token' })
    expect(read.json.data).not.toHaveProperty('clientSecret')
  })

  it('changes the grants of a client at once, and removes it', async () => {
    const [pda] = await t.root.query<{ id: string }>("SELECT id FROM blade_client WHERE client_id = 'pda'")
    const changed = await t.call('POST', '/api/blade-system/client/submit', {
      token: admin,
      body: { id: pda?.id, authorizedGrantTypes: 'captcha' },
    })
    expect(changed.json.data.authorizedGrantTypes).toBe('captcha')
    expect((await signInWith('pda:pda_secret_1')).status).not.toBe(200)
    expect(
      (await t.call('POST', '/api/blade-system/client/remove', { token: admin, query: { ids: pda?.id ?? '' } })).json
        .code,
    ).toBe(200)
    expect(
      (await t.call('GET', '/api/blade-system/client/detail', { token: admin, query: { id: pda?.id ?? '' } })).status,
    ).toBe(404)
  })

  it('refuses removing the client of the current session, and other tenants', async () => {
    const [saber] = await t.root.query<{ id: string }>("SELECT id FROM blade_client WHERE client_id = 'saber'")
    expect(
      (await t.call('POST', '/api/blade-system/client/remove', { token: admin, query: { ids: saber?.id ?? '' } }))
        .status,
    ).toBe(400)
    const other = (await t.signIn('100001')).access_token
    expect((await t.call('GET', '/api/blade-system/client/list', { token: other })).status).toBe(403)
  })
})
