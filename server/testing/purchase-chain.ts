import { expect } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO_FACTORIES as F } from '../purchasing/seed-purchasing.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { decideApproval } from './approvals.ts'
import type { TestApp } from './test-app.ts'

/** A chain test's calls as one signed-in user: any call, one that must succeed (its data), and the first row of a query. */
export function chainCalls(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
    method === 'GET'
      ? t.call('GET', path, { token, query: params as Record<string, string>, lang: 'en-US' })
      : t.call('POST', path, { token, body: params, lang: 'en-US' })
  async function ok(method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) {
    const r = await call(method, path, params)
    expect(r.json?.code, `${path}: ${r.text}`).toBe(200)
    return r.json.data
  }
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await t.root.query<T & Record<string, unknown>>(sql, params))[0] as T
  return { call, ok, one }
}

export type ChainCalls = ReturnType<typeof chainCalls>

/**
 * An approved purchase order of 60 kettles from Kaili at 8.50 USD (rate 7.1, 510 USD) into a
 * warehouse, through its sale plan and both approvals, its lot passed at the factory. With
 * `retainerRatio` its deposit is set before the audit; `deposit` is what that answered.
 */
export async function kettlesPassedAtFactory(
  t: TestApp,
  token: string,
  options: { planName: string; storeId: string; retainerRatio?: string },
): Promise<{ orderId: string; deposit?: Record<string, unknown> }> {
  const { ok, one } = chainCalls(t, token)
  const plan = await ok('POST', '/api/erp/saleplan/save', {
    planName: options.planName,
    platformId: S.amazon,
    shopId: S.shopAmazonUs,
    factoryId: F.kaili,
    currencyCode: 'USD',
    items: [{ productId: P.kettle, fobPrice: '8.5', boxRate: 6, boxNum: '10' }],
  })
  await ok('POST', '/api/erp/saleplan/start-sale', { ids: String(plan.id) })
  await decideApproval(t, token, 'erp/saleplan', String(plan.id))
  const planLine = await one<{ id: string }>(`SELECT id::text FROM erp_sale_plan_item WHERE plan_id = $1`, [plan.id])
  const purchase = await ok('POST', '/api/purchase/insert', {
    storeId: options.storeId,
    items: [
      {
        salePlanItemId: planLine.id,
        productId: P.kettle,
        factoryId: F.kaili,
        quantity: 60,
        price: '8.5',
        currencyCode: 'USD',
      },
    ],
  })
  await ok('POST', '/api/purchase/updateStatus', { ids: String(purchase.id), status: '3' })
  const order = await one<{ id: string }>(`SELECT id::text FROM erp_purchase_order WHERE purchase_id = $1`, [
    purchase.id,
  ])
  const deposit = options.retainerRatio
    ? await ok('POST', '/api/purchaseSpilt/editRetainer', { id: order.id, retainerRatio: options.retainerRatio })
    : undefined
  await ok('POST', '/api/purchaseSpilt/audit', { ids: order.id })
  await decideApproval(t, token, 'erp/purchaseorder', order.id)
  await ok('POST', '/api/purchaseSpilt/qualityCheck', {
    purchaseOrderId: order.id,
    lotNo: 'A',
    sampledQuantity: 20,
    defectQuantity: 0,
    result: '1',
    photos: ['/api/picture/file/qc.png'],
  })
  return { orderId: order.id, ...(deposit ? { deposit } : {}) }
}
