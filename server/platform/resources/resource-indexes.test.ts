import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '#sync/resources/index.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { buildListQuery } from './list-query.ts'
import { declaredIndexes, ensureResourceIndexes, orderKey, orderKeys, resourceIndexes } from './resource-indexes.ts'

describe('indexes derived from the declarations', () => {
  it('index the default sort after tenant_id, exact-match filters and child rows by parent, on live rows', () => {
    const indexes = resourceIndexes(baseProduct)
    expect(indexes.find((i) => i.purpose === 'order')?.keys).toEqual(['tenant_id', 'create_time DESC', 'id DESC'])
    const filters = indexes.filter((i) => i.purpose === 'filter').map((i) => i.keys.join(', '))
    // A filtered page is read in the default order from its filter's index.
    expect(filters).toEqual(
      expect.arrayContaining([
        'tenant_id, category_id, create_time DESC, id DESC',
        'tenant_id, status, create_time DESC, id DESC',
        'tenant_id, purchaser_id, create_time DESC, id DESC',
      ]),
    )
    // Text filters are contains-matches (ILIKE '%x%'), which a btree cannot serve; exact ones it can:
    // the batch search's exact mode and the unique check on save.
    expect(filters).not.toContain('tenant_id, name')
    expect(filters).toEqual(expect.arrayContaining(['tenant_id, sys_sku', 'tenant_id, wh_sku']))
    const parents = indexes.filter((i) => i.purpose === 'parent').map((i) => `${i.table} (${i.keys.join(', ')})`)
    expect(parents).toContain('erp_base_product_declare (tenant_id, product_id)')
    for (const i of indexes) {
      expect(i.sql).toMatch(/^CREATE INDEX IF NOT EXISTS rix_\w+ ON \w+ \(.+\) WHERE is_deleted = 0$/)
    }
    expect(resourceIndexes(notice).find((i) => i.purpose === 'order')?.keys).toEqual([
      'tenant_id',
      'release_time DESC NULLS LAST',
      'id DESC',
    ])
  })

  it('write ORDER BY terms as index keys, and refuse expressions', () => {
    expect(orderKey('sort NULLS LAST')).toBe('sort')
    expect(orderKey(' priority desc nulls last ')).toBe('priority DESC NULLS LAST')
    expect(orderKey('code ASC NULLS FIRST')).toBe('code NULLS FIRST')
    expect(orderKey('id DESC')).toBe('id DESC')
    expect(orderKey('lower(name)')).toBeUndefined()
  })

  it('cover every declaration: default orders are plain columns, names unique, stable and short enough', () => {
    for (const r of resources) expect(orderKeys(r), `${r.table}: ${r.defaultOrder}`).toBeDefined()
    const all = declaredIndexes()
    expect(new Set(all.map((i) => i.name)).size).toBe(all.length)
    for (const i of all) expect(i.name.length).toBeLessThanOrEqual(63)
    expect(declaredIndexes().map((i) => i.name)).toEqual(all.map((i) => i.name))
    // A filter on the leading column of a sort is served by the sort's index.
    expect(all.filter((i) => i.table === 'erp_base_store_area' && i.keys[1] === 'store_id')).toHaveLength(1)
  })

  it('compare dict filters on the column itself, so its index serves them', () => {
    const q = buildListQuery(baseProduct, { status: '2', productType_like: '1' }, 'en')
    expect(q.where).toEqual(['is_deleted = 0', 'status = $1', 'product_type::text = $2'])
  })
})

describe('indexes in the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await openTestApp()
  })
  afterAll(() => t.close())

  it('exist after start; another start creates nothing; one no declaration asks for is dropped', async () => {
    const names = await t.root.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE 'rix\\_%'`,
    )
    const wanted = declaredIndexes().map((i) => i.name)
    expect(names.length).toBeGreaterThan(50)
    for (const { name } of names) expect(wanted).toContain(name)
    expect((await t.root.begin((tx) => ensureResourceIndexes(tx))).created).toEqual([])
    await t.root.exec('CREATE INDEX rix_erp_base_product_old_0000 ON erp_base_product (tenant_id, remark)')
    expect(await t.root.begin((tx) => ensureResourceIndexes(tx))).toEqual({
      created: [],
      dropped: ['rix_erp_base_product_old_0000'],
    })
  })

  it('serve a page in its default order without sorting the table', async () => {
    const order = resourceIndexes(baseProduct).find((i) => i.purpose === 'order')?.name ?? ''
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: '0' })
    const plan = await db.begin(async (tx) => {
      // The demo table is tiny: a sequential scan would win, so it is ruled out to see what the index offers.
      await tx.query(`SELECT set_config('enable_seqscan', 'off', true)`)
      return tx.query(
        'EXPLAIN SELECT id FROM erp_base_product WHERE is_deleted = 0 ORDER BY create_time DESC, id DESC LIMIT 30',
      )
    })
    const text = plan.map((r) => String(Object.values(r)[0])).join('\n')
    expect(text).toContain(order)
    expect(text).not.toContain('Sort')
  })

  it('serve a filtered page in its default order too', async () => {
    const category = resourceIndexes(baseProduct).find((i) => i.keys[1] === 'category_id')?.name ?? ''
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: '0' })
    const plan = await db.begin(async (tx) => {
      await tx.query(`SELECT set_config('enable_seqscan', 'off', true)`)
      return tx.query(
        `EXPLAIN SELECT id FROM erp_base_product WHERE is_deleted = 0 AND category_id = $1
          ORDER BY create_time DESC, id DESC LIMIT 30`,
        ['1000000000000003012'],
      )
    })
    const text = plan.map((r) => String(Object.values(r)[0])).join('\n')
    expect(text).toContain(category)
    expect(text).not.toContain('Sort')
  })
})
