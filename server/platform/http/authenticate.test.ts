import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { signInWithoutGrants } from '../../testing/test-users.ts'

// The route guard and requirePermission, each rule on its own (mutation testing found them unpinned).
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const INFO = '/api/blade-user/info'

describe('the route guard', () => {
  it('answers HEAD on a call that may write with 405, naming the methods it takes', async () => {
    const r = await t.call('HEAD', '/api/erp/basebrand/remove', { token })
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET, POST')
  })

  it('reads the token from "bearer <token>", however spaced around, and nothing else', async () => {
    const status = async (header: string) => (await t.call('GET', INFO, { headers: { 'Blade-Auth': header } })).status
    expect(await status(`bearer  ${token}`)).toBe(200)
    expect(await status(`  bearer ${token}  `)).toBe(200)
    expect(await status(`bearer ${token} extra`)).toBe(401)
    expect(await status(`xbearer ${token}`)).toBe(401)
    expect(await status(`bearer${token}`)).toBe(401)
  })
})

describe('a call granted by either of two codes, and the code its input needs', () => {
  let editor: string
  beforeAll(async () => {
    await signInWithoutGrants(t, 'category-editor', 9_100_001, 9_100_002)
    // Category editing only: the page and its edit button, not add.
    await t.root.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
       SELECT 9100000 + row_number() OVER (), '000000', 9100001, id FROM blade_menu
        WHERE code IN ('basecategory', 'basecategory_view', 'basecategory_edit') AND is_deleted = 0`,
    )
    editor = (await t.signIn('000000', 'category-editor')).access_token
  })

  it('lets an editor without the add right update through submit, and refuses the create, naming add', async () => {
    const [category] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_base_category WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1`,
    )
    const update = await t.call('POST', '/api/erp/basecategory/submit', {
      token: editor,
      body: { id: category?.id, sort: 7 },
    })
    expect(update.status, JSON.stringify(update.json)).toBe(200)
    const create = await t.call('POST', '/api/erp/basecategory/submit', {
      token: editor,
      body: { categoryName: 'Not for an editor', categoryCode: 'NOT-EDITOR' },
      lang: 'en-US',
    })
    expect(create.status).toBe(403)
    expect(create.json.msg).toContain('basecategory_add')
    const made = await t.root.query(`SELECT 1 FROM erp_base_category WHERE category_name = 'Not for an editor'`)
    expect(made).toHaveLength(0)
  })
})
