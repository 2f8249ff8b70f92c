import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ResourceDef, resourceBasePath, resourceOperations } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { exampleBody, pageAnswerSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { signInWithoutGrants } from '../../testing/test-users.ts'

let t: TestApp
let admin: string
let nobody: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  // A user whose role grants nothing: every guarded call must answer 403.
  nobody = await signInWithoutGrants(t, 'nobody', 880001, 880002)
})
afterAll(() => t.close())

function pathOf(r: ResourceDef, op: string): string | undefined {
  const found = resourceOperations(r).find((o) => o.op === op)
  return found && `${resourceBasePath(r)}/${found.path}`
}

const crud = resources.filter(
  (r) => (pathOf(r, 'submit') || pathOf(r, 'save')) && pathOf(r, 'detail') && pathOf(r, 'remove'),
)

describe.each(crud.map((r) => [`${r.module}/${r.name}`, r] as const))('%s', (_, resource) => {
  const create = (pathOf(resource, 'submit') ?? pathOf(resource, 'save')) as string
  const detail = pathOf(resource, 'detail') as string
  const remove = pathOf(resource, 'remove') as string
  const update = pathOf(resource, 'update') ?? pathOf(resource, 'submit')
  const listing = pathOf(resource, 'page') ?? pathOf(resource, 'list')
  const example = exampleBody(resource)

  it('creates from its OpenAPI example, reads it back, updates with the version, and removes it', async () => {
    const made = await t.call('POST', create, { token: admin, body: example })
    expect(made.json?.code, made.text).toBe(200)
    const id = made.json.data.id as string
    const read = await t.call('GET', detail, { token: admin, query: { id } })
    expect(read.json.data.id).toBe(id)
    // The answers are what /api/openapi.json says they are.
    const answers = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, data: unknown) =>
      expect(schema.safeParse(data).error).toBeUndefined()
    answers(recordAnswerSchema(resource), made.json.data)
    answers(recordAnswerSchema(resource), read.json.data)
    for (const [k, v] of Object.entries(example)) {
      if (resource.fields[k]?.secret) expect(read.json.data[k]).toBeUndefined()
      else expect(String(read.json.data[k]), k).toBe(String(v))
    }
    if (update) {
      const version = read.json.data.version as number
      const changed = await t.call('POST', update, { token: admin, body: { id, version, unknownField: 'ignored' } })
      expect(changed.json?.code, changed.text).toBe(200)
      expect(changed.json.data.version).toBe(version + 1)
      const stale = await t.call('POST', update, { token: admin, body: { id, version } })
      expect(stale.status).toBe(409)
    }
    expect((await t.call('POST', remove, { token: admin, query: { ids: id } })).json.code).toBe(200)
    expect((await t.call('GET', detail, { token: admin, query: { id } })).status).toBe(404)
    if (listing) {
      const page = await t.call('GET', listing, { token: admin, query: { size: 1000 } })
      expect(page.json.data.records.some((r: { id: string }) => r.id === id)).toBe(false)
      expect(pageAnswerSchema(resource).safeParse(page.json.data).error).toBeUndefined()
    }
  })

  const required = Object.entries(resource.fields).filter(([, f]) => f.required && f.default === undefined)
  it.skipIf(required.length === 0)('refuses a body without its required fields, naming them', async () => {
    const r = await t.call('POST', create, { token: admin, body: {} })
    expect(r.status).toBe(400)
    const named = r.json.data.errors.map((e: { field: string }) => e.field)
    for (const [key] of required) expect(named).toContain(key)
  })

  it('answers 403 to a user without the permission', async () => {
    expect((await t.call('POST', create, { token: nobody, body: example })).status).toBe(403)
    expect((await t.call('POST', remove, { token: nobody, query: { ids: '1' } })).status).toBe(403)
    // Records everyone reads (news) are listed for any signed-in user; the rest need the view permission.
    if (listing)
      expect((await t.call('GET', listing, { token: nobody })).status).toBe(resource.readableByAll ? 200 : 403)
  })
})
