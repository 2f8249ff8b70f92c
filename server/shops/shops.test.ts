import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC, openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO } from './seed-shops.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const get = (path: string, query: Record<string, string> = {}) => t.call('GET', path, { token, query })
const post = (path: string, body: unknown, query?: Record<string, string>) =>
  t.call('POST', path, { token, body, query })

const newShop = (o: Record<string, unknown> = {}) => ({
  shopName: `Test shop ${Math.random().toString(36).slice(2, 8)}`,
  shopCode: `T-${Math.random().toString(36).slice(2, 8)}`,
  platformId: DEMO.amazon,
  ...o,
})

async function upload(path: string, name: string, text: string) {
  const form = new FormData()
  form.set('file', new File([text], name, { type: 'text/csv' }))
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Accept-Language': 'en-US' },
    body: form,
  })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  const json: any = await res.json()
  return { status: res.status, json }
}

describe('shops', () => {
  it('takes the platform type of a shop from its platform and refuses a different one', async () => {
    const made = await post('/api/erp/baseshop/submit', newShop())
    expect(made.json.code, made.text).toBe(200)
    expect(String(made.json.data.shopType)).toBe('1')
    expect(made.json.data.platformName).toBe('Amazon')
    const wrong = await post('/api/erp/baseshop/submit', newShop({ shopType: '2' }))
    expect(wrong.status).toBe(400)
    expect(wrong.json.data.errors[0].field).toBe('shopType')
  })

  it('refuses a marketplace of another platform, as main marketplace or in the list', async () => {
    const main = await post('/api/erp/baseshop/submit', newShop({ marketplaceId: DEMO.ebayUs }))
    expect(main.status).toBe(400)
    expect(main.json.data.errors[0].field).toBe('marketplaceId')
    const listed = await post(
      '/api/erp/baseshop/submit',
      newShop({ marketplaceList: [{ marketplaceId: DEMO.amazonUs }, { marketplaceId: DEMO.walmartUs }] }),
    )
    expect(listed.status).toBe(400)
    expect(listed.json.data.errors[0].field).toBe('marketplaceList')
  })

  it('saves marketplaces and users with the shop, and userShop then answers only the assigned shops', async () => {
    const admin = await t.root.query<{ id: string }>(
      `SELECT id FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'`,
    )
    const userId = String(admin[0]?.id)
    const made = await post(
      '/api/erp/baseshop/submit',
      newShop({ marketplaceList: [{ marketplaceId: DEMO.amazonUk }], userList: [{ userId }] }),
    )
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data.marketplaceList.map((m: { marketplaceId: string }) => m.marketplaceId)).toEqual([
      DEMO.amazonUk,
    ])
    const mine = await get('/api/erp/baseshop/userShop')
    expect(mine.json.data.map((s: { id: string }) => s.id)).toEqual([made.json.data.id])
    const checked = await get('/api/erp/baseshopmarketplace/sysMarketplaceList', { shopId: made.json.data.id })
    const flags = Object.fromEntries(checked.json.data.map((m: { id: string; checked: boolean }) => [m.id, m.checked]))
    expect(flags[DEMO.amazonUk]).toBe(true)
    expect(flags[DEMO.amazonUs]).toBe(false)
    expect(flags[DEMO.ebayUs]).toBeUndefined()
    const ghost = await post('/api/erp/baseshop/submit', newShop({ userList: [{ userId: '999999999' }] }))
    expect(ghost.status).toBe(400)
    await t.root.query('UPDATE erp_base_shop_user SET is_deleted = 1 WHERE shop_id = $1', [made.json.data.id])
  })

  it('stores the authorisation token encrypted and never answers it', async () => {
    const made = await post('/api/erp/baseshop/save', newShop({ authToken: 'plain-token-123' }))
    expect(made.json.data.authToken).toBeUndefined()
    const rows = await t.root.query<{ authToken: string }>('SELECT auth_token FROM erp_base_shop WHERE id = $1', [
      made.json.data.id,
    ])
    expect(rows[0]?.authToken).toBeTruthy()
    expect(rows[0]?.authToken).not.toContain('plain-token-123')
  })

  it('lists shops by platform type, 17 meaning every shop of the tenant, and groups them by platform', async () => {
    const all = await get('/api/erp/baseshop/shopListByShopType', { shopType: '17' })
    const enabled = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_base_shop WHERE tenant_id = '000000' AND is_deleted = 0 AND status = 1`,
    )
    expect(all.json.data.length).toBe(enabled[0]?.n)
    const target = await get('/api/erp/baseshop/shopListByShopType', { shopType: '7' })
    expect(target.json.data.map((s: { id: string }) => s.id)).toEqual([DEMO.shopTargetPlus])
    expect(target.json.data[0]).toMatchObject({
      value: DEMO.shopTargetPlus,
      label: 'Target Plus店',
      platformName: 'Target Plus',
    })
    expect((await get('/api/erp/baseshop/shopListByShopType', { shopType: '16' })).status).toBe(400)
    const tree = await get('/api/erp/baseshop/totalShopListByShopType')
    const amazon = tree.json.data.find((p: { platformId: string }) => p.platformId === DEMO.amazon)
    expect(amazon.platformName).toBe('Amazon')
    expect(amazon.baseShopVOList.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([DEMO.shopAmazonUs, DEMO.shopAmazonJp]),
    )
  })

  it('offers the enabled shops of one platform as options, and fulfilment types with their shop counts', async () => {
    const amazon = await get('/api/erp/baseshop/shopSelect', { platformId: DEMO.amazon })
    expect(amazon.json.code, amazon.text).toBe(200)
    expect(amazon.json.data.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([DEMO.shopAmazonUs, DEMO.shopAmazonJp]),
    )
    expect(amazon.json.data.every((s: { platformId: string }) => s.platformId === DEMO.amazon)).toBe(true)
    const types = await get('/api/erp/baseshop/shipType')
    const counted = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_base_shop WHERE tenant_id = '000000' AND is_deleted = 0 AND status = 1
          AND ship_type IS NOT NULL`,
    )
    const total = types.json.data.reduce((n: number, e: { shopCount: number }) => n + e.shopCount, 0)
    expect(total).toBe(counted[0]?.n)
  })

  it('keeps one fee configuration per shop and answers unset fees as 0 for pricing', async () => {
    const first = await post('/api/erp/baseshop/shopFeeConfig', { shopId: DEMO.shopEbayUs, comRatio: '0.1325' })
    expect(first.json.code, first.text).toBe(200)
    const second = await post('/api/erp/baseshop/shopFeeConfig', {
      shopId: DEMO.shopEbayUs,
      comRatio: '0.12',
      fbaShipPrice: '2.5',
    })
    expect(second.json.data.id).toBe(first.json.data.id)
    const rows = await t.root.query('SELECT id FROM erp_base_shop_fee WHERE shop_id = $1 AND is_deleted = 0', [
      DEMO.shopEbayUs,
    ])
    expect(rows).toHaveLength(1)
    const fee = await get('/api/erp/baseshop/selectShopFee', { shopId: DEMO.shopEbayUs })
    expect(fee.json.data).toMatchObject({
      comRatio: '0.1200',
      fbaShipPrice: '2.5000',
      advRatio: '0',
      currencyCode: 'USD',
      configured: true,
    })
    const bad = await post('/api/erp/baseshop/shopFeeConfig', { shopId: DEMO.shopEbayUs, comRatio: '1.5' })
    expect(bad.status).toBe(400)
    const none = await get('/api/erp/baseshop/shopFeeConfigDetail', { shopId: DEMO.shopWalmart })
    expect(none.json.data).toMatchObject({ id: null, shopId: DEMO.shopWalmart, comRatio: null })
  })

  it('replaces the warehouses of a shop, answers them default first, and keeps a linked warehouse from removal', async () => {
    const set = await post('/api/erp/baseshop/storeAssociatedWarehouse', {
      shopId: DEMO.shopWalmart,
      storeIds: [DEMO.storeLosAngeles, DEMO.storeNewJersey3pl],
      defaultStoreId: DEMO.storeNewJersey3pl,
    })
    expect(set.json.code, set.text).toBe(200)
    const echo = await get('/api/erp/baseshop/echoAssociation', { shopId: DEMO.shopWalmart })
    expect(echo.json.data.storeIds).toEqual([DEMO.storeNewJersey3pl, DEMO.storeLosAngeles])
    expect(echo.json.data.defaultStoreId).toBe(DEMO.storeNewJersey3pl)
    await post('/api/erp/baseshop/storeAssociatedWarehouse', { shopId: DEMO.shopWalmart, storeIds: DEMO.storeTokyo })
    const after = await get('/api/erp/baseshop/echoAssociation', { shopId: DEMO.shopWalmart })
    expect(after.json.data.storeIds).toEqual([DEMO.storeTokyo])
    const removal = await post('/api/erp/basestore/remove', undefined, { ids: DEMO.storeTokyo })
    expect(removal.status).toBe(400)
  })

  it('takes the settings of a removed shop along with it', async () => {
    const made = await post('/api/erp/baseshop/submit', newShop())
    const id = made.json.data.id as string
    await post('/api/erp/baseshop/shopFeeConfig', { shopId: id, comRatio: '0.1' })
    await post('/api/erp/baseshop/storeAssociatedWarehouse', { shopId: id, storeIds: [DEMO.storeLosAngeles] })
    await post('/api/erp/shopReviewTime/saveOrUpdate', { shopId: id, reviewTimes: '08:00' })
    const removed = await post('/api/erp/baseshop/remove', undefined, { ids: id })
    expect(removed.json.code, removed.text).toBe(200)
    for (const table of ['erp_base_shop_fee', 'erp_base_shop_store', 'erp_shop_review_time']) {
      const live = await t.root.query(`SELECT 1 FROM ${table} WHERE shop_id = $1 AND is_deleted = 0`, [id])
      expect(live, table).toHaveLength(0)
    }
  })
})

describe('shop listings', () => {
  it('imports quantities, updating listings and adding new ones', async () => {
    const csv =
      'Shop code,Seller SKU,Platform quantity,Safety quantity\nAMZ-US-01,AU-DESK-LAMP-BLK,275,\nAMZ-US-01,AU-NEW-SKU,12,3\n'
    const r = await upload('/api/erp/baseshop/importShopProNum', 'qty.csv', csv)
    expect(r.json.code, JSON.stringify(r.json)).toBe(200)
    expect(r.json.data).toEqual({ count: 2, updated: 1, inserted: 1 })
    const rows = await t.root.query<{ sellerSku: string; quantity: number; safetyQuantity: number }>(
      `SELECT seller_sku, quantity, safety_quantity FROM erp_base_shop_product
        WHERE tenant_id = '000000' AND shop_id = $1 AND seller_sku IN ('AU-DESK-LAMP-BLK', 'AU-NEW-SKU') ORDER BY seller_sku`,
      [DEMO.shopAmazonUs],
    )
    expect(rows).toEqual([
      { sellerSku: 'AU-DESK-LAMP-BLK', quantity: 275, safetyQuantity: 50 },
      { sellerSku: 'AU-NEW-SKU', quantity: 12, safetyQuantity: 3 },
    ])
  })

  it('refuses the whole import when a row names an unknown shop or a bad quantity', async () => {
    const csv = 'shopCode,sellerSku,quantity\nAMZ-US-01,AU-MONITOR-ARM,1\nNOPE,X,1\nAMZ-US-01,AU-DESK-LAMP-WHT,-4\n'
    const r = await upload('/api/erp/baseshop/importShopProNum', 'qty.csv', csv)
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('NOPE')
    expect(r.json.msg).toContain('row 4')
    const arm = await t.root.query<{ quantity: number }>(
      `SELECT quantity FROM erp_base_shop_product WHERE tenant_id = '000000' AND seller_sku = 'AU-MONITOR-ARM'`,
    )
    expect(arm[0]?.quantity).toBe(120)
  })

  it('pages shops with their listing counts, quantities and low stock', async () => {
    const page = await get('/api/erp/baseshop/shopProNumPage', { shopId: DEMO.shopTargetPlus })
    expect(page.json.data.total).toBe(1)
    expect(page.json.data.records[0]).toMatchObject({
      shopId: DEMO.shopTargetPlus,
      productCount: 2,
      totalQuantity: '85',
      lowStockCount: 0,
    })
    const listings = await get('/api/erp/baseshop/shopProPage', { shopId: DEMO.shopTargetPlus, size: '50' })
    expect(listings.json.data.records.map((r: { sellerSku: string }) => r.sellerSku).sort()).toEqual([
      'TG-DESK-LAMP-BLK',
      'TG-MONITOR-ARM',
    ])
  })

  it('exports the listings of Target Plus shops only', async () => {
    const r = await get('/api/erp/baseshop/exportTargetPlusProduct', { format: 'csv' })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/csv')
    const text = r.bytes.toString('utf8')
    expect(text).toContain('TG-MONITOR-ARM')
    expect(text).not.toContain('AU-DESK-LAMP')
  })
})

describe('authorisation and connectors', () => {
  it('records a successful authorisation for one year, replacing the earlier one, and updates the shop', async () => {
    const r = await post('/api/erp/baseshopempower/save', {
      shopId: DEMO.shopAmazonUs,
      marketplaceId: DEMO.amazonUs,
      sellerId: 'A2DEMOUSSELLER',
      authToken: 'Atzr|new',
      authStatus: '1',
      authTime: '2026-01-10 08:00:00',
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.expireTime).toBe('2027-01-10 08:00:00')
    expect(r.json.data.resultMessage).toContain('一年')
    const history = await t.root.query<{ authStatus: number }>(
      `SELECT auth_status FROM erp_base_shop_empower WHERE tenant_id = '000000' AND shop_id = $1 AND is_deleted = 0 ORDER BY create_time, id`,
      [DEMO.shopAmazonUs],
    )
    expect(history.map((h) => h.authStatus)).toEqual([4, 1])
    const shop = await get('/api/erp/baseshop/detail', { id: DEMO.shopAmazonUs })
    expect(shop.json.data).toMatchObject({ authStatus: 1, authExpireTime: '2027-01-10 08:00:00' })
    const failed = await post('/api/erp/baseshopempower/save', {
      shopId: DEMO.shopAmazonJp,
      sellerId: 'X1',
      authStatus: '2',
    })
    expect(failed.json.data.resultMessage).toContain('失败')
    expect(failed.json.data.expireTime).toBeNull()
  })

  it('builds and stores a consent link with a state and expiry, expiring the earlier request', async () => {
    const first = await get('/api/erp/developers/getRefresh', { shopId: DEMO.shopAmazonUs })
    expect(first.json.code, first.text).toBe(200)
    const url = new URL(first.json.data.authUrl)
    expect(url.origin + url.pathname).toBe('https://sellercentral.amazon.com/apps/authorize/consent')
    expect(url.searchParams.get('application_id')).toBe('amzn1.sp.solution.demo-0001')
    expect(url.searchParams.get('state')).toBe(first.json.data.state)
    const second = await get('/api/erp/developers/getRefresh', { shopId: DEMO.shopAmazonUs })
    const states = await t.root.query<{ state: string; requestStatus: number }>(
      `SELECT state, request_status FROM erp_shop_auth_request WHERE shop_id = $1 ORDER BY create_time, id`,
      [DEMO.shopAmazonUs],
    )
    expect(states).toEqual([
      { state: first.json.data.state, requestStatus: 4 },
      { state: second.json.data.state, requestStatus: 0 },
    ])
  })

  it('builds Shopify and eBay links only for shops of those platforms', async () => {
    const shopify = await get('/api/erp/developers/getShopifyRefresh', { shopId: DEMO.shopShopify })
    expect(shopify.json.data.authUrl).toMatch(/^https:\/\/demo-dtc-store\.myshopify\.com\/admin\/oauth\/authorize\?/)
    const ebay = await get('/api/erp/ebay/getToken', { shopId: DEMO.shopEbayUs })
    expect(new URL(ebay.json.data.authUrl).searchParams.get('client_id')).toBe('DemoErp-PRD-0001')
    const wrong = await get('/api/erp/ebay/getToken', { shopId: DEMO.shopShopify })
    expect(wrong.status).toBe(400)
    const noApp = await get('/api/erp/developers/getRefresh', { shopId: DEMO.shopWalmart })
    expect(noApp.status).toBe(400)
  })

  it('queues one inventory initialisation per shop and refuses a disabled shop', async () => {
    const first = await get('/api/erp/baseshop/initInventory', { baseShopId: DEMO.shopAmazonJp })
    const again = await get('/api/erp/baseshop/initInventory', { baseShopId: DEMO.shopAmazonJp })
    expect(again.json.data.id).toBe(first.json.data.id)
    const tasks = await t.root.query(`SELECT 1 FROM erp_shop_task WHERE shop_id = $1 AND task_type = 1`, [
      DEMO.shopAmazonJp,
    ])
    expect(tasks).toHaveLength(1)
    await t.root.query(`UPDATE erp_base_shop SET status = 2 WHERE id = $1`, [DEMO.shopTargetPlus])
    expect((await get('/api/erp/baseshop/initInventory', { baseShopId: DEMO.shopTargetPlus })).status).toBe(400)
    await t.root.query(`UPDATE erp_base_shop SET status = 1 WHERE id = $1`, [DEMO.shopTargetPlus])
  })

  it('queues a Shopify refresh only for a Shopify shop', async () => {
    const ok = await post('/api/erp/baseshop/updateShopifyRefresh', { shopId: DEMO.shopShopify })
    expect(ok.json.code, ok.text).toBe(200)
    expect(ok.json.data.taskType).toBe(2)
    expect((await post('/api/erp/baseshop/updateShopifyRefresh', { shopId: DEMO.shopAmazonUs })).status).toBe(400)
  })

  it('initialises API warehouses by code, associates one with an own warehouse and never shows the secret', async () => {
    const init = await post('/api/erp/apistore/init', {
      thirdStoreSystemId: DEMO.systemWinit,
      stores: [
        { storeCode: 'USWE', storeName: 'Winit US West (CA)' },
        { storeCode: 'USSO', storeName: 'Winit US South', countryCode: 'US' },
      ],
    })
    expect(init.json.code, init.text).toBe(200)
    expect(init.json.data.stores.map((s: { storeCode: string }) => s.storeCode)).toEqual(['USEA', 'USSO', 'USWE'])
    const linked = await post('/api/erp/apistore/association', {
      id: DEMO.apiStoreUsWest,
      storeId: DEMO.storeLosAngeles,
    })
    expect(linked.json.data.storeId).toBe(DEMO.storeLosAngeles)
    const store = await get('/api/erp/basestore/detail', { id: DEMO.storeLosAngeles })
    expect(store.json.data).toMatchObject({
      thirdStoreSystemId: DEMO.systemWinit,
      thirdCode: 'USWE',
      parentThirdSys: '万邑通 Winit',
    })
    await post('/api/erp/thirdstoresystem/update', { id: DEMO.systemWinit, appSecret: 's3cret' })
    const auth = await get('/api/erp/apistore/authDetail', { id: DEMO.apiStoreUsWest })
    expect(auth.json.data.system).toMatchObject({ systemCode: 'WINIT', hasSecret: true })
    expect(JSON.stringify(auth.json.data)).not.toContain('s3cret')
    expect(auth.json.data.lastTask.taskType).toBe(3)
    await post('/api/erp/apistore/association', { id: DEMO.apiStoreUsWest, storeId: null })
    const unlinked = await get('/api/erp/basestore/detail', { id: DEMO.storeLosAngeles })
    expect(unlinked.json.data.thirdCode).toBeNull()
  })
})

describe('order rules', () => {
  it('puts a new rule on top and reorders rules by priority', async () => {
    const made = await post('/api/erp/baseorderrules/addOrderRules', {
      ruleName: 'Canada orders',
      dividingMode: '2',
      conditions: '[{"field":"countryCode","operator":"eq","value":"CA"}]',
    })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data.priority).toBe(31)
    const reordered = await post('/api/erp/baseorderrules/updatePriorityPatch', {
      ids: [DEMO.ruleHeavy, made.json.data.id],
    })
    expect(reordered.json.code, reordered.text).toBe(200)
    const byId = Object.fromEntries(
      reordered.json.data.map((r: { id: string; priority: number }) => [r.id, r.priority]),
    )
    expect(byId[DEMO.ruleHeavy]).toBe(31)
    expect(byId[made.json.data.id]).toBe(10)
    expect(byId[DEMO.ruleJapan]).toBe(30)
    const unknown = await post('/api/erp/baseorderrules/updatePriorityPatch', { ids: '123456789' })
    expect(unknown.status).toBe(400)
  })

  it('refuses a rule without conditions, with a malformed one, or fixed to no warehouse', async () => {
    const base = { ruleName: 'Bad rule', dividingMode: '2' }
    const empty = await post('/api/erp/baseorderrules/submit', { ...base, conditions: '[]' })
    expect(empty.status).toBe(400)
    expect(empty.json.data.errors[0].field).toBe('conditions')
    const odd = await post('/api/erp/baseorderrules/submit', {
      ...base,
      conditions: '[{"field":"colour","operator":"eq","value":"red"}]',
    })
    expect(odd.status).toBe(400)
    const fixed = await post('/api/erp/baseorderrules/submit', {
      ...base,
      dividingMode: '1',
      conditions: '[{"field":"sku","operator":"startsWith","value":"DESK"}]',
    })
    expect(fixed.status).toBe(400)
    expect(fixed.json.data.errors[0].field).toBe('storeId')
  })
})

describe('own warehouses', () => {
  it('replaces the postal codes of an area, moving codes from the other areas of the warehouse', async () => {
    const r = await post('/api/erp/basestore/savePostalCode', {
      storeId: DEMO.storeLosAngeles,
      areaId: DEMO.areaLaStorage,
      countryCode: 'US',
      postalCodes: '90003, 90210\n90211',
    })
    expect(r.json.code, r.text).toBe(200)
    const areas = await get('/api/erp/basestorepostalcode/selectAreaByStoreId', { storeId: DEMO.storeLosAngeles })
    const codes = Object.fromEntries(
      areas.json.data.map((a: { areaId: string; postalCodes: string[] }) => [a.areaId, a.postalCodes]),
    )
    expect(codes[DEMO.areaLaStorage]).toEqual(['90003', '90210', '90211'])
    expect(codes[DEMO.areaLaPicking]).toEqual(['90001', '90002', '91761', '92551'])
    expect(codes[DEMO.areaLaReturns]).toEqual([])
    const other = await post('/api/erp/basestore/savePostalCode', {
      storeId: DEMO.storeLosAngeles,
      areaId: DEMO.areaSzStorage,
      countryCode: 'US',
      postalCodes: ['1'],
    })
    expect(other.status).toBe(400)
  })

  it('keeps one fee configuration per warehouse', async () => {
    await post('/api/erp/basestore/storeFee', { storeId: DEMO.storeTokyo, currencyCode: 'JPY', orderFee: '300' })
    const r = await post('/api/erp/basestore/storeFee', { storeId: DEMO.storeTokyo, orderFee: '320', itemFee: '50' })
    expect(r.json.code, r.text).toBe(200)
    const detail = await get('/api/erp/basestore/storeFeeDetail', { storeId: DEMO.storeTokyo })
    expect(detail.json.data).toMatchObject({ currencyCode: 'JPY', orderFee: '320.0000', itemFee: '50.0000' })
    const rows = await t.root.query('SELECT 1 FROM erp_base_store_fee WHERE store_id = $1 AND is_deleted = 0', [
      DEMO.storeTokyo,
    ])
    expect(rows).toHaveLength(1)
  })

  it('offers parents as a tree without the warehouse itself, and ECC warehouses', async () => {
    const tree = await get('/api/erp/basestore/selectParent')
    const fba = tree.json.data.find((n: { id: string }) => n.id === DEMO.storeFbaUs)
    expect(fba.childList.map((n: { id: string }) => n.id)).toEqual([DEMO.storeFbaOnt8])
    expect(fba).toMatchObject({ code: 'FBA-US', isFba: 1 })
    const without = await get('/api/erp/basestore/selectParent', { excludeId: DEMO.storeFbaUs })
    expect(JSON.stringify(without.json.data)).not.toContain(DEMO.storeFbaOnt8)
    const ecc = await get('/api/erp/basestore/selectEccStore')
    expect(ecc.json.data.map((s: { id: string }) => s.id)).toEqual([DEMO.storeTokyo])
  })

  it('offers a user without assigned warehouses every available one', async () => {
    const mine = await get('/api/erp/basestore/userStore')
    expect(mine.json.code, mine.text).toBe(200)
    const available = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_base_store WHERE tenant_id = '000000' AND is_deleted = 0 AND status = 0`,
    )
    expect(mine.json.data.length).toBe(available[0]?.n)
    expect(mine.json.data.map((s: { value: string }) => s.value)).toContain(DEMO.storeTokyo)
  })
})

describe('tenant settings', () => {
  it("lists the tenant's enabled Amazon VC accounts without their tokens", async () => {
    const saved = await post('/api/blade-system/tenantAmazonVc/save', {
      vendorCode: 'DEMOV1',
      vendorName: 'Demo vendor',
      marketplace: 'US',
      refreshToken: 'secret-vc-token',
    })
    expect(saved.json.code, saved.text).toBe(200)
    const r = await get('/api/erp/tenantAmazonVc/listByTenant')
    expect(r.json.data.map((v: { vendorCode: string }) => v.vendorCode)).toContain('DEMOV1')
    expect(r.text).not.toContain('secret-vc-token')
  })

  it("lists the tenant's store settings and enabled third-party store systems, never their secrets", async () => {
    const config = await post('/api/blade-system/tenantStoreConfig/save', {
      configName: 'Push ratio',
      configKey: 'inventory.push.ratio',
      configValue: '0.8',
    })
    expect(config.json.code, config.text).toBe(200)
    const configs = await get('/api/erp/tenantStoreConfig/listByTenant')
    expect(configs.json.data.map((v: { configKey: string }) => v.configKey)).toContain('inventory.push.ratio')
    const third = await post('/api/blade-system/tenantThirdStore/save', {
      storeName: 'Shopify EU',
      storeType: 'SHOPIFY',
      appSecret: 'secret-third-store',
      status: '1',
    })
    expect(third.json.code, third.text).toBe(200)
    const thirds = await get('/api/erp/tenantThirdStore/listByTenant')
    expect(thirds.json.data.map((v: { storeName: string }) => v.storeName)).toContain('Shopify EU')
    expect(thirds.text).not.toContain('secret-third-store')
  })
})
