import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { APP_ROLE, scopeToTenant } from './tenant-scope.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

describe('tenant isolation by row-level security', () => {
  it('shows each tenant only its own rows, even to a query without a tenant filter', async () => {
    const a = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
    const b = scopeToTenant(t.root, { tenantId: '100001', userId: '1' })
    const seenByA = await a.query<{ tenantId: string }>('SELECT tenant_id FROM blade_notice')
    const seenByB = await b.query<{ tenantId: string }>('SELECT tenant_id FROM blade_notice')
    expect(seenByA.length).toBe(3)
    expect(seenByB.length).toBe(1)
    expect(new Set(seenByA.map((r) => r.tenantId))).toEqual(new Set(['000000']))
    expect(new Set(seenByB.map((r) => r.tenantId))).toEqual(new Set(['100001']))
    const users = await a.query<{ tenantId: string }>('SELECT tenant_id FROM blade_user')
    expect(users.length).toBeGreaterThan(0)
    expect(new Set(users.map((u) => u.tenantId))).toEqual(new Set(['000000']))
  })

  it('runs every statement of a read-only transaction in the scope, one after another or side by side', async () => {
    const a = scopeToTenant(t.root, { tenantId: '000000', userId: '7' })
    const who = `SELECT current_user AS role, current_setting('app.tenant_id', true) AS tenant,
                        current_setting('app.user_id', true) AS "user", (SELECT count(*)::int FROM blade_notice) AS notices`
    const expected = { role: APP_ROLE, tenant: '000000', user: '7', notices: 3 }
    const seen = await a.begin(
      async (tx) => {
        const first = await tx.query(who)
        const together = await Promise.all([tx.query(who), tx.query(who), tx.query(who)])
        const last = await tx.query(who)
        return [first, ...together, last].flat()
      },
      { readOnly: true },
    )
    expect(seen).toEqual(Array.from({ length: 5 }, () => expected))
    // Read-only means read-only in each statement's own transaction too.
    await expect(
      a.begin((tx) => tx.query(`UPDATE blade_notice SET title = title`), { readOnly: true }),
    ).rejects.toThrow(/read-only/)
    // A scope that fails stops the statement sent with it; its error is the one reported.
    const bad = { text: `SELECT set_config('role', 'no_such_role_x', true)`, params: [] }
    await expect(
      t.root.begin((tx) => tx.query('SELECT count(*) FROM blade_notice'), { readOnly: true, scope: bad }),
    ).rejects.toThrow(/no_such_role_x/)
    // The connection is clean for the next user: no role, no tenant, no open transaction.
    const after = await t.root.query<{ role: string; tenant: string | null }>(
      `SELECT current_user AS role, current_setting('app.tenant_id', true) AS tenant`,
    )
    expect(after[0]?.role).not.toBe(APP_ROLE)
    expect(after[0]?.tenant ?? '').toBe('')
  })

  it('refuses to write a row into another tenant, or to move one there', async () => {
    const a = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
    await expect(
      a.query(`INSERT INTO blade_notice (id, tenant_id, title) VALUES (990001, '100001', 'smuggled')`),
    ).rejects.toThrow(/row-level security/)
    await expect(a.query(`UPDATE blade_notice SET tenant_id = '100001'`)).rejects.toThrow(/row-level security/)
    const b = scopeToTenant(t.root, { tenantId: '100001', userId: '1' })
    const updated = await b.query(`UPDATE blade_notice SET title = 'x' WHERE tenant_id = '000000' RETURNING id`)
    expect(updated).toEqual([])
  })

  it('sees nothing when no tenant is set', async () => {
    const rows = await t.root.begin(async (tx) => {
      await tx.query(`SELECT set_config('role', '${APP_ROLE}', true)`)
      return tx.query('SELECT * FROM blade_notice')
    })
    expect(rows).toEqual([])
  })

  it('gives a token of tenant A no way to read tenant B through the API', async () => {
    const b = await t.signIn('100001')
    const page = await t.call('GET', '/api/blade-desk/notice/page', { token: b.access_token, query: { size: 100 } })
    expect(page.json.data.total).toBe(1)
    const aNotice = (
      await t.root.query<{ id: string }>(`SELECT id FROM blade_notice WHERE tenant_id = '000000' LIMIT 1`)
    )[0]
    const detail = await t.call('GET', '/api/blade-desk/notice/detail', {
      token: b.access_token,
      query: { id: aNotice?.id ?? '' },
    })
    expect(detail.status).toBe(404)
    // A Tenant-Id header cannot switch tenants: the tenant comes from the token.
    const spoof = await t.call('GET', '/api/blade-desk/notice/page', {
      token: b.access_token,
      headers: { 'Tenant-Id': '000000' },
    })
    expect(spoof.json.data.total).toBe(1)
  })

  it('protects every table with a tenant_id the role can touch, and the role cannot bypass it', async () => {
    // Platform tables (sessions, tokens) carry a tenant_id too, but the application role has no grant on them.
    const unprotected = await t.root.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id'
        WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
          AND has_table_privilege('${APP_ROLE}', c.oid, 'SELECT')
          AND NOT (c.relrowsecurity AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid))`,
    )
    // The platform's shared vocabularies and menus are read by every tenant and written only by the owner.
    const SHARED = ['blade_dict', 'blade_menu']
    expect(unprotected.map((u) => u.relname).filter((name) => !SHARED.includes(name))).toEqual([])
    for (const table of SHARED) {
      const writable = await t.root.query<{ w: boolean }>(
        `SELECT has_table_privilege('${APP_ROLE}', $1, 'INSERT') OR has_table_privilege('${APP_ROLE}', $1, 'UPDATE')
             OR has_table_privilege('${APP_ROLE}', $1, 'DELETE') AS w`,
        [table],
      )
      expect(writable, table).toEqual([{ w: false }])
    }
    const role = await t.root.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1',
      [APP_ROLE],
    )
    expect(role).toEqual([{ rolsuper: false, rolbypassrls: false }])
  })

  it('gives the application role no access to platform secrets', async () => {
    const a = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
    await expect(a.query('SELECT client_secret FROM blade_client')).rejects.toThrow(/permission denied/)
    await expect(a.query('SELECT * FROM blade_refresh_token')).rejects.toThrow(/permission denied/)
  })
})
