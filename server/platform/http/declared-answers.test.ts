import { describe, expect, it } from 'vitest'
import { allCalls } from '../../app.ts'
import { buildOpenApi } from './calls.ts'

// Issue 28 finding 7: every call declares its answer, so OpenAPI shows it, the console's typed client
// reads it, and the tests check it (checkedAnswer: a JSON answer outside its schema, or from a call
// that declares none, fails the test that made the call). Only file answers (raw: xlsx, pdf, zip,
// an image, the docs page) go without.
describe('declared answers', () => {
  const calls = allCalls()

  it('has every call that answers the envelope declare its answer; only raw file answers go without', () => {
    const undeclared = calls.filter((call) => !call.output && !call.raw).map((call) => `${call.method} ${call.path}`)
    expect(undeclared).toEqual([])
  })

  it('shows each declared answer in the OpenAPI document, inside the envelope unless the call answers raw JSON', () => {
    const doc = buildOpenApi(calls) as {
      paths: Record<string, Record<string, { responses: { '200': { content?: Record<string, { schema: object }> } } }>>
    }
    const schemaOf = (method: string, path: string) =>
      doc.paths[path]?.[method.toLowerCase()]?.responses['200'].content?.['application/json']?.schema
    expect(schemaOf('POST', '/api/blade-auth/oauth/token')).toMatchObject({
      properties: { access_token: { type: 'string' }, token_type: { const: 'bearer' } },
    })
    expect(schemaOf('GET', '/api/erp/storeproductinventory/pageOfStatistic')).toMatchObject({
      properties: { data: { properties: { records: { type: 'array' }, total: { type: 'integer' } } } },
    })
    for (const call of calls.filter((c) => c.output)) expect(schemaOf(call.method, call.path)).toBeDefined()
  })
})
