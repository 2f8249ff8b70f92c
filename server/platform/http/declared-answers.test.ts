import { describe, expect, it } from 'vitest'
import { authArea } from '../../auth/auth.area.ts'
import { inventoryArea } from '../../inventory/inventory.area.ts'
import { otherArea } from '../../other/other.area.ts'
import { productsArea } from '../../products/products.area.ts'
import { vendorOrdersArea } from '../../vendor-orders/vendor-orders.area.ts'
import { buildOpenApi } from './calls.ts'

/** Calls that answer a file (xlsx, an image or a PDF), so no JSON answer to declare. */
const FILE_ANSWERS = [
  'GET /api/erp/storeproductinventory/downTemplate',
  'GET /api/erp/storeproductinventory/exportSysInventory',
  'GET /api/erp/storeproductinventory/exportInventoryStatistic',
  'GET /api/erp/storeproductinventory/exportRealInventory',
  'GET /api/ware/wstoreproductinventory/exportExcel',
  'GET /api/erp/inventorylibraryage/export',
  'GET /api/storeProInventoryConfig/exportPushInventory',
  'GET /api/erp/sysPlatformInventory/export',
  'GET /api/erp/baseproduct/exportDeclareInfo',
  'GET /api/erp/basesalesku/importFbaFreightList',
  'GET /api/erp/basesalesku/exportFile',
  'GET /api/erp/basesalesku/exportMapRelation',
  'GET /api/picture/file/:tenant/:year/:month/:file',
]

// Issue 28 finding 7: every hand-written call declares its answer, so OpenAPI shows it and the tests check it.
describe('declared answers', () => {
  const calls = [inventoryArea, productsArea, vendorOrdersArea, otherArea, authArea].flatMap((area) => area.calls ?? [])

  it('has every hand-written call of inventory, products, vendor orders, other and auth declare its answer, but those answering a file', () => {
    const undeclared = calls.filter((call) => !call.output).map((call) => `${call.method} ${call.path}`)
    expect(undeclared.sort()).toEqual([...FILE_ANSWERS].sort())
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
